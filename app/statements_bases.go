//go:build !wasm

package main

// What the page's statements (statements.go) rest on, by statement ID:
// /sources lists it and the tests hold it to the RFC's text. app.wasm says
// the statements but never shows their bases, and carrying them cost it
// some 4 KB of brotli, so only the site's build and the tests have them.

import "github.com/urlplayground/rfc1738-playground/parser"

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

// appBases are the bases of appStatements, by ID.
var appBases = map[string][]parser.Basis{
	"page.inspector.no-diagnostic": {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the parser reports no error, warning or note over this byte"}},
	"page.trace.help": {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "uchar"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "unreserved"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "alpha"},
		parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the derivation tree: each rule with the text it read, down to the character rules that read each character, and the alternatives tried beside it"}},
	"page.trace.case-ignore":         {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFCase}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeCase}},
	"page.trace.context":             {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: pqURLPrefix}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: pqWrapper}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "appendix", Quote: pqWhitespace}},
	"page.trace.rejected":            {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.trace.tried.failed":        {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.trace.tried.matches":       {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}},
	"page.trace.stops-here":          {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.trace.holds-error":         {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a node whose text holds an error the parser reports"}},
	"page.trace.expected":            {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.trace.stopped":             {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.trace.alternative.stopped": {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.trace.alternative.matches": {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}},
	"page.trace.grammar-expected":    {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.railroad.no-production":    {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading},
	"page.railroad.gave-up":          {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "gopherurl"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "selector"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "escape"}},
	"page.railroad.caption.unused":   {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading},
	"page.railroad.caption.stuck":    {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading},
	"page.railroad.caption.empty":    {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading},
	"page.railroad.caption.matched":  {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bSection, bReading},
	"page.railroad.leaves":           {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.railroad.expected":         {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.railroad.lit":              {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the railroad diagrams of section 5's rules, lit where this input's derivation went"}},
	"page.railroad.stop":             {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the railroad diagrams of section 5's rules, lit where this input's derivation went"}},
	"page.rfc.diagrams":              {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "how its railroad diagrams draw a rule of section 5's BNF"}},
	"page.highlight.no-parts":        {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading},
	"page.highlight.part":            {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.legend.title":              {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqMustEncode}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "unreserved"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "national"}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "punctuation"}},
	"page.legend.alpha":              {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "alpha"}},
	"page.legend.digit":              {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "digit"}},
	"page.legend.safe":               {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "safe"}},
	"page.legend.extra":              {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "extra"}},
	"page.legend.reserved":           {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "reserved"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqReserved}},
	"page.legend.escape":             {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "escape"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqEscape}},
	"page.legend.national":           {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "national"}},
	"page.legend.punctuation":        {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "punctuation"}},
	"page.legend.space":              {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqSpace}},
	"page.legend.control":            {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqNoGraphic}},
	"page.legend.nonascii":           {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqNoGraphic}},
	"page.parts.none":                {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, bReading},
	"page.parts.caption":             {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqEscape}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqHexCase}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqDecode}},
	"page.grammar.rejected":          {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.grammar.used":              {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.grammar.used-at":           {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.grammar.about":             {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.grammar.not-a-rule":        {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the names it gives steps of the derivation that are no rule of section 5 (the appendix's text around a URL)"}},
	"page.interpret.not-a-url":       {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}},
	"page.interpret.rejected":        {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeColon}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFSpecific}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a predefined scheme's URL is read by its own production; any other by genericurl"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the Interpret steps past the first error, marked as guesses"}},
	"page.interpret.intro":           {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "3", Quote: pqNotes}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the Interpret steps: the protocol's commands in upper case, the client's actions in lower case, each with its sentence of section 3 or the other document it follows"}},
	"page.interpret.unknown-scheme":  {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "3", Quote: pqOtherScheme}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "4", Quote: pqNewScheme}, parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "5", Quote: pqBNFNew}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}},
	"page.interpret.outside":         {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "a step's note that rests on another document, which it names, and not on RFC 1738"}},
	"page.compare.about": {
		parser.Basis{Kind: parser.Other, Doc: "RFC 3986", Section: "", Quote: "the generic syntax of URIs, January 2005"},
		parser.Basis{Kind: parser.Other, Doc: "the WHATWG URL Standard", Section: "", Quote: "the URL parser of today's browsers"},
		parser.Basis{Kind: parser.Other, Doc: "Go's net/url", Section: "", Quote: "Go's URL parser"},
		parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the comparison table: each reader's components of the input, absent or empty"},
	},
	"page.compare.accepted":           {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input"}},
	"page.compare.accepted-as":        {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input"}},
	"page.compare.rejected":           {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input"}},
	"page.compare.rejected-at":        {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input, and where it stops"}},
	"page.compare.rejects":            {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input, and why not"}},
	"page.compare.rejects-at":         {parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "whether each reader accepts the input, and where and why it stops"}},
	"page.compare.threw":              {parser.Basis{Kind: parser.Other, Doc: "the WHATWG URL Standard", Section: "", Quote: "the URL constructor throws a TypeError for an input it cannot parse"}},
	"page.compare.today.heading":      {bIndex},
	"page.compare.today.doc":          {bIndex},
	"page.compare.today.none":         {bIndex, parser.Basis{Kind: parser.Other, Doc: "IANA's registry of URI schemes", Quote: "ftp: File Transfer Protocol, reference RFC 1738"}},
	"page.rfc.record.status":          {bIndex},
	"page.rfc.record.obsoleted":       {bIndex},
	"page.rfc.record.updated":         {bIndex},
	"page.rfc.record.errata":          {bErrata},
	"page.rfc.record.doc":             {bIndex},
	"page.rfc.record.erratum":         {bErrata},
	"page.rfc.unchanged":              {bIndex, bErrata},
	"page.erratum.head":               {bErrata},
	"page.erratum.verified":           {bErrata},
	"page.erratum.first-rule":         {bErrata},
	"page.erratum.published":          {bErrata},
	"page.erratum.corrected":          {bErrata},
	"page.erratum.proposed":           {bErrata},
	"page.erratum.notes":              {bErrata},
	"page.erratum.verifier":           {bErrata},
	"page.erratum.rule":               {bErrata},
	"page.erratum.see":                {bErrata},
	"page.erratum.source":             {bErrata},
	"page.trace.erratum":              {bErrata, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "gopherurl"}},
	"page.quiz.part-is":               {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.quiz.right":                 {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.quiz.not-quite":             {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.quiz.valid":                 {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.quiz.invalid":               {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, bReading},
	"page.quiz.invalid.error":         {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, which says its own statement"}},
	"page.quiz.invalid.error-section": {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, which says its own statement, and the section it cites"}},
	"page.quiz.no-production":         {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}},
	"page.worksheet.key-about.one":    {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, and the section it cites"}},
	"page.worksheet.key-about.many":   {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the first error the parser reports, and the section it cites"}},
	"page.worksheet.valid":            {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}},
	"page.worksheet.invalid":          {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: ""}},
	"page.worksheet.not-a-url":        {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.1", Quote: pqSchemeForm}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "genericurl"}},
	"page.exercise.about":             {parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the exercise generator: URLs derived from section 5's rules, one mistake in each invalid one, the same for the same settings and seed"}},
	"page.address.repaired":           {parser.Basis{Kind: parser.Prose, Doc: "RFC 1738", Section: "2.2", Quote: pqEscape}, parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "escape"}, parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "how the page repairs its own address before reading it"}},
}

// withBases is a copy of ss, each statement with its bases from bases.
func withBases(ss []parser.Statement, bases map[string][]parser.Basis) []parser.Statement {
	out := make([]parser.Statement, len(ss))
	for i, s := range ss {
		s.Basis = append([]parser.Basis(nil), bases[s.ID]...)
		out[i] = s
	}
	return out
}
