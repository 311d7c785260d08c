package main

// The page's own statements: every sentence template a view shows that
// says something about URLs, the grammar or RFC 1738 — the verdict, the
// tree's and the diagrams' notes, the legend, the views' explanations — with
// what it rests on. The render code takes its text from say (or sayUI), by
// ID, so that the /sources page lists what the page says and a translation
// can key on the IDs. Interface chrome (buttons, copy notes, limits of the
// tool) is not a statement and stays where it is drawn.
//
// A template with arguments is a fmt format ("%%" for a "%"); one said
// without arguments is shown as written, "%" and all.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// The sentences of RFC 1738 the page's statements rest on, word for word.
const (
	pqSchemeForm  = "In general, URLs are written as follows: <scheme>:<scheme-specific-part>"
	pqSchemeColon = "A URL contains the name of the scheme being used (<scheme>) followed by a colon and then a string (the <scheme-specific-part>) whose interpretation depends on the scheme."
	pqSchemeCase  = `For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http").`
	pqEscape      = `In addition, octets may be encoded by a character triplet consisting of the character "%" followed by the two hexadecimal digits (from "0123456789ABCDEF") which forming the hexadecimal value of the octet.`
	pqHexCase     = `(The characters "abcdef" may also be used in hexadecimal encodings.)`
	pqMustEncode  = "Octets must be encoded if they have no corresponding graphic character within the US-ASCII coded character set, if the use of the corresponding character is unsafe, or if the corresponding character is reserved for some other interpretation within the particular URL scheme."
	pqNoGraphic   = "The octets 80-FF hexadecimal are not used in US-ASCII, and the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded."
	pqSpace       = "The space character is unsafe because significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset or subjected to the treatment of word-processing programs."
	pqReserved    = `The characters ";", "/", "?", ":", "@", "=" and "&" are the characters which may be reserved for special meaning within a scheme.`
	pqDecode      = "Usually a URL has the same interpretation when an octet is represented by a character and when it encoded."
	pqNotes       = "Notes on particular protocols follow."
	pqOtherScheme = "Other schemes may be specified by future specifications."
	pqNewScheme   = "A new scheme may be introduced by defining a mapping onto a conforming URL syntax, using a new prefix."
	pqURLPrefix   = `In this case, is recommended that URLs be preceeded with a prefix consisting of the characters "URL:".`
	pqWrapper     = "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified."
	pqWhitespace  = "The whitespace should be ignored when extracting the URL."

	// Comments of section 5's BNF, quoted as its prose.
	pqBNFCase     = "the scheme is in lower case; interpreters should use case-ignore"
	pqBNFNew      = "new schemes follow the general syntax"
	pqBNFSpecific = "Specific predefined schemes are defined here"
)

// The bases that recur: a reading of section 5's grammar by the parser,
// the section a rule is explained in, and how a production is chosen for
// an input (by its scheme).
var (
	bReading = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "how its parser reads the input by the rules of section 5: what each rule matched, where the reading stopped and what it could take there"}
	bIndex   = parser.Basis{Kind: parser.Other, Doc: "the RFC Editor's index", Quote: "each RFC's status, date and title, and the RFCs that obsolete or update it"}
	bErrata  = parser.Basis{Kind: parser.Other, Doc: "the RFC Editor's errata for RFC 1738", Quote: "each erratum's ID, status, type, dates, the text as published and as it should read, and its notes"}
	bSection = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the section whose prose explains a rule of section 5 (\"3.3\" for hsegment)"}
)

// appStatements are the page's statements, in the order of the views.
var appStatements = []parser.Statement{
	// The inspector (inspector.go).
	{ID: "page.inspector.no-diagnostic", Text: "No diagnostic here.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the parser reports no error, warning or note over this byte"}}},

	// The derivation tree (trace-view.go).
	{ID: "page.trace.help", Text: "Open a part to see the character rules that read each character (uchar \u203a unreserved \u203a alpha). \u2717 marks failed alternatives and rejected readings.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "uchar"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "unreserved"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "alpha"},
			parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the derivation tree: each rule with the text it read, down to the character rules that read each character, and the alternatives tried beside it"}}},
	{ID: "page.trace.case-ignore", Text: "case-ignore: the rule has lower case; section 5 says of the scheme \u201cinterpreters should use case-ignore\u201d",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFCase}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeCase}}},
	// The appendix says that its wrapper is not part of the URL and that
	// whitespace is ignored when the URL is extracted; it does not say it
	// of whitespace around a URL in so many words, so the note says what
	// it does say.
	{ID: "page.trace.context", Text: "around the URL: the appendix (\u201cRecommendations for URLs in Context\u201d) says the wrapper and its prefix \u201cURL:\u201d do not form part of the URL, and whitespace should be ignored when extracting it",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: pqURLPrefix}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: pqWrapper}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: pqWhitespace}}},
	{ID: "page.trace.rejected", Text: "\u2717 rejected: the production reads this text as %s, but %s does not match it",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.trace.tried.failed", Text: "\u2717 tried: stopped at byte %d%s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.trace.tried.matches", Text: "\u2713 tried: also matches, but is not the production that decides",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}}},
	{ID: "page.trace.stops-here", Text: "\u2717 the grammar stops here, at byte %d",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.trace.holds-error", Text: "\u2717 holds an error",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a node whose text holds an error the parser reports"}}},
	{ID: "page.trace.expected", Text: "; expected %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.trace.stopped", Text: "%s stopped matching at %s.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.trace.alternative.stopped", Text: "%s stopped at byte %d%s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.trace.alternative.matches", Text: "%s matches, but does not decide: the scheme's own production does",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}}},
	{ID: "page.trace.grammar-expected", Text: "The grammar expected %s there.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},

	// The railroad diagrams (railroad-view.go, rfc-diagrams.go).
	{ID: "page.railroad.no-production", Text: "There is no production to follow.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading}},
	{ID: "page.railroad.gave-up", Text: "This input can be read in too many ways for the step-through to follow in time (each \u201c%%09\u201d may end the selector or belong to it).",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "gopherurl"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "selector"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "escape"}}},
	{ID: "page.railroad.caption.unused", Text: "%s (section %s) not used by this reading",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading}},
	{ID: "page.railroad.caption.stuck", Text: "%s (section %s) from byte %d, where the reading stops at byte %d",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading}},
	{ID: "page.railroad.caption.empty", Text: "%s (section %s) matched nothing at byte %d",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading}},
	{ID: "page.railroad.caption.matched", Text: "%s (section %s) matched bytes %d\u2013%d: %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading}},
	{ID: "page.railroad.leaves", Text: "the reading leaves the track at byte %d (%s)",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.railroad.expected", Text: "; the grammar expected %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.railroad.lit", Text: "Lit: the boxes and tracks this URL's derivation passed through, each box with the text it took; loops say how many rounds they took. Open a rule's box to follow the input into it.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the railroad diagrams of section 5's rules, lit where this input's derivation went"}}},
	{ID: "page.railroad.stop", Text: "%s. The cross labelled \u201cstop\u201d marks the place on the diagram.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the railroad diagrams of section 5's rules, lit where this input's derivation went"}}},
	{ID: "page.rfc.diagrams", Text: "Each rule beside its diagram: a sequence runs left to right, a choice splits the track, an option has a bypass above, a loop returns below with its count. Literals are rounded, rule names square. Open a diagram for its SVG file.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "how its railroad diagrams draw a rule of section 5's BNF"}}},

	// The highlight and its legend (highlight-view.go, class-legend.go).
	{ID: "page.highlight.no-parts", Text: "No parts were found.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading}},
	{ID: "page.highlight.part", Text: "%s \u201c%s\u201d at bytes %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.legend.title", Text: "Character classes (sections 2.2 and 5)",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqMustEncode}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "unreserved"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "national"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "punctuation"}}},
	{ID: "page.legend.alpha", Text: "letters",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "alpha"}}},
	{ID: "page.legend.digit", Text: "0-9",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "digit"}}},
	{ID: "page.legend.safe", Text: "$ - _ . +",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "safe"}}},
	{ID: "page.legend.extra", Text: "! * ' ( ) ,",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "extra"}}},
	{ID: "page.legend.reserved", Text: "; / ? : @ & =",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "reserved"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqReserved}}},
	{ID: "page.legend.escape", Text: "%% hex hex",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "escape"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqEscape}}},
	{ID: "page.legend.national", Text: "{ } | \\ ^ ~ [ ] `",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "national"}}},
	{ID: "page.legend.punctuation", Text: "< > # %% \"",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "punctuation"}}},
	{ID: "page.legend.space", Text: "the space",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqSpace}}},
	{ID: "page.legend.control", Text: "00-1F, 7F",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqNoGraphic}}},
	{ID: "page.legend.nonascii", Text: "80-FF",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqNoGraphic}}},

	// The parts (parts-table.go).
	{ID: "page.parts.none", Text: "No parts: the input has nothing RFC 1738 can name.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading}},
	{ID: "page.parts.caption", Text: "The parts of the URL, in order. Decoded shows the octets after %%XX escapes (\u201c=\u201d: the same as the raw text).",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqEscape}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqHexCase}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqDecode}}},

	// The grammar pane (grammar-panel.go).
	{ID: "page.grammar.rejected", Text: "\u2717 read %s as %s, which does not match it",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.grammar.used", Text: "\u2713 in this derivation",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.grammar.used-at", Text: "\u2713 in this derivation, first at %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.grammar.about", Text: "The rules of section 5 that %s reaches: \u2713 used by this derivation (character rules too), \u2717 read text it does not match.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.grammar.not-a-rule", Text: "%s is a name this page uses for a step of the derivation; RFC 1738 section 5 has no rule by that name.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the names it gives steps of the derivation that are no rule of section 5 (the appendix's text around a URL)"}}},

	// Interpret (interpret-view.go).
	{ID: "page.interpret.not-a-url", Text: "This is not a URL: a client following RFC 1738 has nothing to do with it.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}}},
	{ID: "page.interpret.rejected", Text: "Rejected: the BNF does not accept this URL. The steps are what a reader sees in it, not what RFC 1738 says: RFC 1738 gives no reading past the step marked \u201cstop\u201d, and every step from there on is a guess.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the Interpret steps past the first error, marked as guesses"}}},
	{ID: "page.interpret.intro", Text: "What a client does with this %s URL, step by step, as far as section 3 of RFC 1738 says, each step with the sentence it rests on. Upper-case commands are the protocol's own; lower-case ones are what the client does. What another document adds is marked \u201cOutside RFC 1738\u201d and names it.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "3", Quote: pqNotes}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the Interpret steps: the protocol's commands in upper case, the client's actions in lower case, each with its sentence of section 3 or the other document it follows"}}},
	{ID: "page.interpret.unknown-scheme", Text: "RFC 1738 does not define the \u201c%s\u201d scheme: here is all the generic syntax can say about it.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "3", Quote: pqOtherScheme}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "4", Quote: pqNewScheme}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}}},
	{ID: "page.interpret.outside", Text: "Outside RFC 1738: %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a step's note that rests on another document, which it names, and not on RFC 1738"}}},

	// 1994 vs today (compare-view.go, compare-whatwg.go).
	{ID: "page.compare.about", Text: "The same input read by RFC 1738 (1994), by RFC 3986 (2005, the generic syntax of today) and by two parsers of today: this browser's URL (the WHATWG URL Standard) and Go's net/url. \u201c(absent)\u201d: the reader finds no such component; \u201c\u201d (empty): it finds one with nothing in it. Point at a cell to see its bytes in the field.",
		Basis: []parser.Basis{
			parser.Basis{Kind: parser.Other, Doc: "RFC 3986", Section: "", Quote: "the generic syntax of URIs, January 2005"},
			parser.Basis{Kind: parser.Other, Doc: "the WHATWG URL Standard", Section: "", Quote: "the URL parser of today's browsers"},
			parser.Basis{Kind: parser.Other, Doc: "Go's net/url", Section: "", Quote: "Go's URL parser"},
			parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the comparison table: each reader's components of the input, absent or empty"},
		}},
	{ID: "page.compare.accepted", Text: "\u2713 accepted",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input"}}},
	{ID: "page.compare.accepted-as", Text: "\u2713 accepted as %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input"}}},
	{ID: "page.compare.rejected", Text: "\u2717 rejected",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input"}}},
	{ID: "page.compare.rejected-at", Text: "\u2717 rejected at byte %d",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input, and where it stops"}}},
	{ID: "page.compare.rejects", Text: "%s rejects it: ",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input, and why not"}}},
	{ID: "page.compare.rejects-at", Text: "%s rejects it at byte %d: ",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input, and where and why it stops"}}},
	{ID: "page.compare.threw", Text: "the URL constructor threw",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Other, Doc: "the WHATWG URL Standard", Section: "", Quote: "the URL constructor throws a TypeError for an input it cannot parse"}}},
	{ID: "page.compare.today.heading", Text: "What became of %s: after 1994",
		Basis: []parser.Basis{bIndex}},
	{ID: "page.compare.today.doc", Text: "RFC %d, \u201c%s\u201d (%s %d, %s)",
		Basis: []parser.Basis{bIndex}},
	{ID: "page.compare.today.none", Text: "No later RFC has re-specified this scheme: IANA\u2019s registry still cites RFC 1738 for it",
		Basis: []parser.Basis{bIndex, parser.Basis{Kind: parser.Other, Doc: "IANA's registry of URI schemes", Quote: "ftp: File Transfer Protocol, reference RFC 1738"}}},
	{ID: "page.rfc.record.status", Text: "Status",
		Basis: []parser.Basis{bIndex}},
	{ID: "page.rfc.record.obsoleted", Text: "Obsoleted by",
		Basis: []parser.Basis{bIndex}},
	{ID: "page.rfc.record.updated", Text: "Updated by",
		Basis: []parser.Basis{bIndex}},
	{ID: "page.rfc.record.errata", Text: "Errata",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.rfc.record.doc", Text: "RFC %d, \u201c%s\u201d, %s %d",
		Basis: []parser.Basis{bIndex}},
	{ID: "page.rfc.record.erratum", Text: "%d: %s, %s, section %s",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.rfc.unchanged", Text: "The RFC\u2019s own text below is as published: an RFC never changes. Its record and its errata are kept apart from it: the record above, each erratum beside the lines it concerns.",
		Basis: []parser.Basis{bIndex, bErrata}},
	{ID: "page.erratum.head", Text: "Erratum %d: %s, %s, reported %s",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.verified", Text: ", verified %s",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.first-rule", Text: "The report quotes %d rules of section 5 and asks the same change of each; the first is shown here.",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.published", Text: "As published:",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.corrected", Text: "As corrected:",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.proposed", Text: "As the report proposed:",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.notes", Text: "The report\u2019s notes:",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.verifier", Text: "The verifier:",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.rule", Text: "Erratum %d (%s)",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.see", Text: "the erratum beside the line on the RFC page",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.erratum.source", Text: "Source: the RFC Editor\u2019s errata for RFC 1738 (www.rfc-editor.org/errata/eid%d)",
		Basis: []parser.Basis{bErrata}},
	{ID: "page.trace.erratum", Text: "erratum %d: a literal by the erratum, unquoted in section 5",
		Basis: []parser.Basis{bErrata, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "gopherurl"}}},

	// The quiz, its result and the worksheet (quiz-view.go, quiz-report.go,
	// worksheet.go).
	{ID: "page.quiz.part-is", Text: "the %s is \u201c%s\u201d",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.quiz.right", Text: "Right: the %s is \u201c%s\u201d, bytes %s.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.quiz.not-quite", Text: "Not quite: you selected %s; the %s is \u201c%s\u201d, bytes %s.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.quiz.valid", Text: "RFC 1738 reads it as valid: %s matches every character",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.quiz.invalid", Text: "RFC 1738 reads it as invalid %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading}},
	{ID: "page.quiz.invalid.error", Text: "RFC 1738 reads it as invalid %s: %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, which says its own statement"}}},
	{ID: "page.quiz.invalid.error-section", Text: "RFC 1738 reads it as invalid %s: %s (section %s)",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, which says its own statement, and the section it cites"}}},
	{ID: "page.quiz.no-production", Text: "no production",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}}},
	{ID: "page.worksheet.key-about", Text: "For the worksheet of these %d URLs: the verdict of the BNF of section 5, the first error the parser reports, and the section that rules on it.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, and the section it cites"}}},
	{ID: "page.worksheet.valid", Text: "valid %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}}},
	{ID: "page.worksheet.invalid", Text: "invalid %s",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}}},
	{ID: "page.worksheet.not-a-url", Text: "invalid: not a URL",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}}},

	// The exercise generator (exercise-dialog.go).
	{ID: "page.exercise.about", Text: "URLs made from the grammar of section 5; each invalid one has one mistake, which its note names. The same settings and seed make the same list, here, from the link, and with the rfc1738 command.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the exercise generator: URLs derived from section 5's rules, one mistake in each invalid one, the same for the same settings and seed"}}},

	// The address repaired before the page reads it (address-guard.go).
	{ID: "page.address.repaired", Text: "This link's address has a \u201c%%\u201d that is not followed by two hexadecimal digits, which is not a valid escape; the page read each such \u201c%%\u201d as a plain \u201c%%\u201d.",
		Basis: []parser.Basis{parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqEscape}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "escape"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "how the page repairs its own address before reading it"}}},
}

// catalog says the page's statements by ID: its own and the reading's
// (internal/readview, which draws the verdict and the diagnostics for the
// page and for the reader).
var catalog = parser.NewCatalog("app", func() []parser.Statement { return slices.Concat(readview.Statements, appStatements) })

// statementText is the template of statement id.
func statementText(id string) string { return catalog.Template(id) }

// say is statement id's text, formatted with args when there are any.
func say(id string, args ...any) string { return catalog.Say(id, args...) }

// sayUI is statement id formatted with args, where an argument that is an
// app.UI (a rule name in <code>, a production in <strong>) is drawn as
// itself in its place and the text around it as text nodes.
func sayUI(id string, args ...any) []app.UI {
	t := statementText(id)
	var out []app.UI
	var segArgs []any
	seg, n := 0, 0
	flush := func(end int) {
		if s := fmt.Sprintf(t[seg:end], segArgs...); s != "" {
			out = append(out, app.Text(s))
		}
		segArgs = segArgs[:0]
	}
	for i := 0; i < len(t); i++ {
		start, end, ok := nextVerb(t, i)
		if !ok {
			break
		}
		i = end - 1
		if n < len(args) {
			if ui, isUI := args[n].(app.UI); isUI {
				flush(start)
				out = append(out, ui)
				seg = end
				n++
				continue
			}
			segArgs = append(segArgs, args[n])
		}
		n++
	}
	flush(len(t))
	return out
}

// nextVerb finds the first fmt verb of t at or after i ("%s", "%04X"; not
// "%%"): where it starts and ends.
func nextVerb(t string, i int) (start, end int, ok bool) {
	for ; i < len(t); i++ {
		if t[i] != '%' {
			continue
		}
		if i+1 < len(t) && t[i+1] == '%' {
			i++
			continue
		}
		j := i + 1
		for j < len(t) && strings.IndexByte("+-# 0123456789.", t[j]) >= 0 {
			j++
		}
		return i, min(j+1, len(t)), true
	}
	return 0, 0, false
}
