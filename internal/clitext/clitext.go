// Package clitext holds the phrases of the rfc1738 command that are words
// for a reader rather than labels: -compare's "accepts it" and "rejects it
// at byte N", -interpret's "[guess]" and its steps' lines, a fix's
// "replace … with …", the notes that a list was cut, -derive's and -at's
// explanations. They are statements of the ledger
// (parser.Statement), said by ID through a catalog of their own, so that
// -lang says them in its language as it says the parser's messages.
//
// What the command writes as a label stays English in every language and
// is not here: the report's headings ("input:", "verdict:", "fix:", "rfc
// says:", ...), the verdict's words ("valid", "invalid", "still invalid",
// "(not a URL)", "none"), severities, codes, rule and part names, spans,
// the interpretation's commands (a step's "stop", and its mark "[stop]"),
// the sections an RFC sentence is cited by, -check's lines (which the
// playground's list view reads back) and the usage errors.
//
// The package is not the command's own (a command cannot be imported):
// i18n/en.json is written from the catalogs the page's tests link
// (app/catalog_test.go), and those tests import it.
package clitext

import "github.com/urlplayground/rfc1738-playground/parser"

// bases are what the statements rest on: the command itself, which lays
// out what the parser, the comparison and the interpretation found.
var (
	bCompare     = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "each reader's verdict on the input, as the comparison reads it: accepted, by which rule, or where it stops and why"}
	bToday       = parser.Basis{Kind: parser.Other, Doc: "the RFC Editor's index", Quote: "the RFC that defines the scheme today: its number, its title, its date and its status"}
	bCell        = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a reader that finds no such component"}
	bStep        = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "what each step of the interpretation is: its span, the section it follows, and whether RFC 1738 says it"}
	bGuess       = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a step RFC 1738 does not state, which the tool infers from the URL's form or from another document"}
	bRejected    = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the interpretation of an input the BNF of section 5 rejects: what a reader sees, not what the RFC says"}
	bFix         = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the edit a diagnostic's fix makes to the input"}
	bCut         = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the report's limits on what it prints; the JSON form prints everything"}
	bDerive      = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "what the derivation shows of each step of the reading"}
	bCaseGrammar = parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: "interpreters should use case-ignore"}
	bAppendix    = parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified."}
)

// statements are the command's phrases. A template is a fmt format: a "%"
// is written "%%". A count's sentence has a ".one" and a ".many" form,
// said as the language puts the number (parser.One).
var statements = []parser.Statement{
	// -compare: each reader's verdict, after its name.
	{ID: "cli.compare.accepts", Text: "%s accepts it", Basis: []parser.Basis{bCompare}},
	{ID: "cli.compare.accepts-as", Text: "%s accepts it as %s", Basis: []parser.Basis{bCompare}},
	{ID: "cli.compare.rejects", Text: "%s rejects it: %s", Basis: []parser.Basis{bCompare}},
	{ID: "cli.compare.rejects-at", Text: "%s rejects it at byte %d: %s", Basis: []parser.Basis{bCompare}},
	{ID: "cli.compare.absent", Text: "(absent)", Basis: []parser.Basis{bCell}},
	// After "today:", the RFC that defines the scheme today: its number,
	// its title, its date and its status, each filled in its language.
	{ID: "cli.compare.today", Text: "RFC %d, %s (%s, %s)", Basis: []parser.Basis{bToday}},

	// -interpret's transcript.
	{ID: "cli.interpret.rejected", Text: "the BNF does not accept this URL; the steps are what a reader sees, not what RFC 1738 says", Basis: []parser.Basis{bRejected}},
	{ID: "cli.interpret.guess", Text: "[guess]", Basis: []parser.Basis{bGuess}},
	{ID: "cli.interpret.bytes", Text: "bytes %d-%d", Basis: []parser.Basis{bStep}},
	{ID: "cli.interpret.bytes-section", Text: "bytes %d-%d, RFC 1738 section %s", Basis: []parser.Basis{bStep}},
	{ID: "cli.interpret.quote", Text: "%s: %s", Basis: []parser.Basis{bStep}}, // a step's place, then the RFC's sentence
	{ID: "cli.interpret.outside", Text: "outside RFC 1738: %s", Basis: []parser.Basis{bGuess}},
	{ID: "cli.interpret.caution", Text: "caution, RFC 1738 section 6: %s", Basis: []parser.Basis{bStep}},
	{ID: "cli.interpret.more.one", Text: "... %d more step (-json prints them all)", Basis: []parser.Basis{bCut}},
	{ID: "cli.interpret.more.many", Text: "... %d more steps (-json prints them all)", Basis: []parser.Basis{bCut}},

	// The report: a diagnostic's fix, after "fix:", and what it leaves out.
	{ID: "cli.fix.delete", Text: "delete %s", Basis: []parser.Basis{bFix}},
	{ID: "cli.fix.insert", Text: "insert %s", Basis: []parser.Basis{bFix}},
	{ID: "cli.fix.replace", Text: "replace %s with %s", Basis: []parser.Basis{bFix}},
	{ID: "cli.report.more-parts.one", Text: "... and %d more part (-json lists them all)", Basis: []parser.Basis{bCut}},
	{ID: "cli.report.more-parts.many", Text: "... and %d more parts (-json lists them all)", Basis: []parser.Basis{bCut}},
	{ID: "cli.report.more-diagnostics.one", Text: "... and %d more diagnostic (-json lists them all)", Basis: []parser.Basis{bCut}},
	{ID: "cli.report.more-diagnostics.many", Text: "... and %d more diagnostics (-json lists them all)", Basis: []parser.Basis{bCut}},
	// After a quoted text cut short, its space with it (Chinese writes
	// none before its bracket).
	{ID: "cli.more-bytes.one", Text: " (%d more byte)", Basis: []parser.Basis{bCut}},
	{ID: "cli.more-bytes.many", Text: " (%d more bytes)", Basis: []parser.Basis{bCut}},

	// -derive and -at.
	{ID: "cli.derive.more.one", Text: "... and %d more step (-json lists them all)", Basis: []parser.Basis{bCut}},
	{ID: "cli.derive.more.many", Text: "... and %d more steps (-json lists them all)", Basis: []parser.Basis{bCut}},
	{ID: "cli.derive.truncated", Text: "(character rules past %d steps left out)", Basis: []parser.Basis{bCut}},
	{ID: "cli.derive.rejected", Text: "its rule does not match this text", Basis: []parser.Basis{bDerive}},
	{ID: "cli.derive.case-ignore", Text: "section 5's comment \"interpreters should use case-ignore\", not the rule, reads it", Basis: []parser.Basis{bCaseGrammar, bDerive}},
	{ID: "cli.derive.context", Text: "around the URL: the appendix says it is not part of it", Basis: []parser.Basis{bAppendix, bDerive}},
	{ID: "cli.at.end", Text: "the end of the input", Basis: []parser.Basis{bDerive}},
	{ID: "cli.at.unread", Text: "no rule here takes it", Basis: []parser.Basis{bDerive}},
}

// Statements returns the command's statements, a copy.
func Statements() []parser.Statement {
	return parser.CopyStatements(statements)
}

// catalog says the table's statements by ID.
var catalog = parser.NewCatalog("clitext", func() []parser.Statement { return statements })

// Say is statement id in the language chosen (parser.Translate),
// formatted with args when there are any.
func Say(id string, args ...any) string { return catalog.Say(id, args...) }
