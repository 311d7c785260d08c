package readview

import "github.com/urlplayground/rfc1738-playground/parser"

// The sentences of RFC 1738 the reading's statements rest on, word for
// word (the page's other statements, app/statements.go, quote the same).
const (
	qSchemeForm  = "In general, URLs are written as follows: <scheme>:<scheme-specific-part>"
	qSchemeColon = "A URL contains the name of the scheme being used (<scheme>) followed by a colon and then a string (the <scheme-specific-part>) whose interpretation depends on the scheme."
	qBNFNew      = "new schemes follow the general syntax"
	qBNFSpecific = "Specific predefined schemes are defined here"
)

// bList is the basis of the words the verdict and the diagnostics list
// are shown with: their counts, places and severities, as the parser
// reports them.
var bList = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the diagnostics the parser reports for the input: how many of each severity, and the bytes each is at"}

// bReading is the basis of what the parser's reading says.
var bReading = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "how its parser reads the input by the rules of section 5: what each rule matched, where the reading stopped and what it could take there"}

// Statements are the reading's statements: the verdict's and the
// diagnostics list's sentence templates, with what each rests on. They are
// the page's ("page." IDs): the page's ledger (/sources) lists them with
// its own.
var Statements = []parser.Statement{
	{ID: "page.verdict.mark.valid", Text: "\u2713 Valid",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}}},
	{ID: "page.verdict.mark.invalid", Text: "\u2717 Not valid",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: qSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: qBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: qBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}}},
	{ID: "page.verdict.valid", Text: "as %s: the production matches all %s of the input.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.verdict.as", Text: "as %s: ",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: qSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: qBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: qBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}}},
	{ID: "page.verdict.not-a-url", Text: "\u2014 not a URL: ",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: qSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}}},
	{ID: "page.verdict.stops", Text: "the grammar stops at byte %d.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading}},
	{ID: "page.verdict.no-match", Text: "the grammar does not match it.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: qSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: qBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: qBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}}},
	{ID: "page.diagnostics.none", Text: "No diagnostics: nothing to fix and nothing to note.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the parser reports no error, warning or note for the input"}}},
	{ID: "page.diagnostics.follows.one", Text: "%s note that follows from it",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the notes that only follow from an error: no other production matches the text either"}}},
	{ID: "page.diagnostics.follows.many", Text: "%s notes that follow from it",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the notes that only follow from an error: no other production matches the text either"}}},
	{ID: "page.diagnostics.showing", Text: "Showing %d of %d diagnostics.",
		Basis: []parser.Basis{bList}},
	{ID: "page.diagnostics.at", Text: "at %s",
		Basis: []parser.Basis{bList}},
	{ID: "page.severity.error", Text: "error",
		Basis: []parser.Basis{bList}},
	{ID: "page.severity.warning", Text: "warning",
		Basis: []parser.Basis{bList}},
	{ID: "page.severity.info", Text: "info",
		Basis: []parser.Basis{bList}},

	// The verdict's words: where the first error is, the counts, and the
	// empty input.
	{ID: "page.verdict.empty", Text: "\u2014 nothing to read yet: type a URL.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the field is empty: there is nothing to read"}}},
	{ID: "page.where.at", Text: "at byte %s",
		Basis: []parser.Basis{bList}},
	{ID: "page.where.byte", Text: "byte %s",
		Basis: []parser.Basis{bList}},
	{ID: "page.where.bytes", Text: "bytes %s\u2013%s",
		Basis: []parser.Basis{bList}},
	{ID: "page.section.appendix", Text: "RFC 1738 appendix",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified."}}},
	{ID: "page.bytes.one", Text: "%s byte",
		Basis: []parser.Basis{bList}},
	{ID: "page.bytes.many", Text: "%s bytes",
		Basis: []parser.Basis{bList}},
	{ID: "page.count.error.one", Text: "%s error",
		Basis: []parser.Basis{bList}},
	{ID: "page.count.error.many", Text: "%s errors",
		Basis: []parser.Basis{bList}},
	{ID: "page.count.warning.one", Text: "%s warning",
		Basis: []parser.Basis{bList}},
	{ID: "page.count.warning.many", Text: "%s warnings",
		Basis: []parser.Basis{bList}},
	{ID: "page.count.note.one", Text: "%s note",
		Basis: []parser.Basis{bList}},
	{ID: "page.count.note.many", Text: "%s notes",
		Basis: []parser.Basis{bList}},
	{ID: "page.counts.scheme", Text: "; scheme \u201c%s\u201d",
		Basis: []parser.Basis{bReading}},
	{ID: "page.diagnostics.canonical-invalid", Text: "Canonical form (still invalid: it only normalises the text; Fix all repairs what can be repaired)",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the canonical form normalises the text (case, needless escapes) and leaves the rest as typed"}}},
}

// catalog says the reading's statements by ID.
var catalog = parser.NewCatalog("readview", func() []parser.Statement { return Statements })

// say is statement id's text, formatted with args when there are any.
func say(id string, args ...any) string { return catalog.Say(id, args...) }
