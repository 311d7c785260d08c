package main

// The page's own statements: every sentence template a view shows that
// says something about URLs, the grammar or RFC 1738 — the verdict, the
// tree's and the diagrams' notes, the legend, the views' explanations; what
// each rests on is in statements_bases.go, by ID. The render code takes its
// text from say (or sayUI), by ID, so that the /sources page lists what the
// page says and a translation can key on the IDs. Interface chrome
// (buttons, copy notes, limits of the tool) is not a statement: it is said
// through the interface strings' catalog (ui-strings.go).
//
// A template with arguments is a fmt format ("%%" for a "%"); one said
// without arguments is shown as written, "%" and all.

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// appTable is the page's statements, in the order of the views, as
// tableStatements reads them: an ID, a tab and the text on each line.
const appTable = `
// The inspector (inspector.go).
page.inspector.no-diagnostic	No diagnostic here.

// The derivation tree (trace-view.go).
page.trace.help	Open a part to see the character rules that read each character (uchar › unreserved › alpha). ✗ marks failed alternatives and rejected readings.
page.trace.case-ignore	case-ignore: the rule has lower case; section 5 says of the scheme “interpreters should use case-ignore”
// The appendix says that its wrapper is not part of the URL and that
// whitespace is ignored when the URL is extracted; it does not say it
// of whitespace around a URL in so many words, so the note says what
// it does say.
page.trace.context	around the URL: the appendix (“Recommendations for URLs in Context”) says the wrapper and its prefix “URL:” do not form part of the URL, and whitespace should be ignored when extracting it
page.trace.rejected	✗ rejected: the production reads this text as %s, but %s does not match it
page.trace.tried.failed	✗ tried: stopped at byte %d%s
page.trace.tried.matches	✓ tried: also matches, but is not the production that decides
page.trace.stops-here	✗ the grammar stops here, at byte %d
page.trace.holds-error	✗ holds an error
page.trace.expected	; expected %s
page.trace.stopped	%s stopped matching at %s.
page.trace.alternative.stopped	%s stopped at byte %d%s
page.trace.alternative.matches	%s matches, but does not decide: the scheme's own production does
page.trace.grammar-expected	The grammar expected %s there.

// The railroad diagrams (railroad-view.go, rfc-diagrams.go).
page.railroad.no-production	There is no production to follow.
page.railroad.gave-up	This input can be read in too many ways for the step-through to follow in time (each “%%09” may end the selector or belong to it).
page.railroad.caption.unused	%s (section %s) not used by this reading
page.railroad.caption.stuck	%s (section %s) from byte %d, where the reading stops at byte %d
page.railroad.caption.empty	%s (section %s) matched nothing at byte %d
page.railroad.caption.matched	%s (section %s) matched bytes %d–%d: %s
page.railroad.leaves	the reading leaves the track at byte %d (%s)
page.railroad.expected	; the grammar expected %s
page.railroad.lit	Lit: the boxes and tracks this URL's derivation passed through, each box with the text it took; loops say how many rounds they took. Open a rule's box to follow the input into it.
page.railroad.stop	%s. The cross labelled “stop” marks the place on the diagram.
page.rfc.diagrams	Each rule beside its diagram: a sequence runs left to right, a choice splits the track, an option has a bypass above, a loop returns below with its count. Literals are rounded, rule names square. Open a diagram for its SVG file.

// The highlight and its legend (highlight-view.go, class-legend.go).
page.highlight.no-parts	No parts were found.
page.highlight.part	%s “%s” at bytes %s
page.legend.title	Character classes (sections 2.2 and 5)
page.legend.alpha	letters
page.legend.digit	0-9
page.legend.safe	$ - _ . +
page.legend.extra	! * ' ( ) ,
page.legend.reserved	; / ? : @ & =
page.legend.escape	%% hex hex
page.legend.national	{ } | \ ^ ~ [ ] ` + "`" + `
page.legend.punctuation	< > # %% "
page.legend.space	the space
page.legend.control	00-1F, 7F
page.legend.nonascii	80-FF

// The parts (parts-table.go).
page.parts.none	No parts: the input has nothing RFC 1738 can name.
page.parts.caption	The parts of the URL, in order. Decoded shows the octets after %%XX escapes (“=”: the same as the raw text).

// The grammar pane (grammar-panel.go).
page.grammar.rejected	✗ read %s as %s, which does not match it
page.grammar.used	✓ in this derivation
page.grammar.used-at	✓ in this derivation, first at %s
page.grammar.about	The rules of section 5 that %s reaches: ✓ used by this derivation (character rules too), ✗ read text it does not match.
page.grammar.not-a-rule	%s is a name this page uses for a step of the derivation; RFC 1738 section 5 has no rule by that name.

// Interpret (interpret-view.go).
page.interpret.not-a-url	This is not a URL: a client following RFC 1738 has nothing to do with it.
page.interpret.rejected	Rejected: the BNF does not accept this URL. The steps are what a reader sees in it, not what RFC 1738 says: RFC 1738 gives no reading past the step marked “stop”, and every step from there on is a guess.
page.interpret.intro	What a client does with this %s URL, step by step, as far as section 3 of RFC 1738 says, each step with the sentence it rests on. Upper-case commands are the protocol's own; lower-case ones are what the client does. What another document adds is marked “Outside RFC 1738” and names it.
page.interpret.unknown-scheme	RFC 1738 does not define the “%s” scheme: here is all the generic syntax can say about it.
page.interpret.outside	Outside RFC 1738: %s

// 1994 vs today (compare-view.go, compare-whatwg.go).
page.compare.about	The same input read by RFC 1738 (1994), by RFC 3986 (2005, the generic syntax of today) and by two parsers of today: this browser's URL (the WHATWG URL Standard) and Go's net/url. “(absent)”: the reader finds no such component; “” (empty): it finds one with nothing in it. Point at a cell to see its bytes in the field.
page.compare.accepted	✓ accepted
page.compare.accepted-as	✓ accepted as %s
page.compare.rejected	✗ rejected
page.compare.rejected-at	✗ rejected at byte %d
page.compare.rejects	%s rejects it: 
page.compare.rejects-at	%s rejects it at byte %d: 
page.compare.threw	the URL constructor threw
page.compare.today.heading	What became of %s: after 1994
page.compare.today.doc	RFC %d, “%s” (%s %d, %s)
page.compare.today.none	No later RFC has re-specified this scheme: IANA’s registry still cites RFC 1738 for it
page.rfc.record.status	Status
page.rfc.record.obsoleted	Obsoleted by
page.rfc.record.updated	Updated by
page.rfc.record.errata	Errata
page.rfc.record.doc	RFC %d, “%s”, %s %d
page.rfc.record.erratum	%d: %s, %s, section %s
page.rfc.unchanged	The RFC’s own text below is as published: an RFC never changes. Its record and its errata are kept apart from it: the record above, each erratum beside the lines it concerns.
page.erratum.head	Erratum %d: %s, %s, reported %s
page.erratum.verified	, verified %s
page.erratum.first-rule	The report quotes %d rules of section 5 and asks the same change of each; the first is shown here.
page.erratum.published	As published:
page.erratum.corrected	As corrected:
page.erratum.proposed	As the report proposed:
page.erratum.notes	The report’s notes:
page.erratum.verifier	The verifier:
page.erratum.rule	Erratum %d (%s)
page.erratum.see	the erratum beside the line on the RFC page
page.erratum.source	Source: the RFC Editor’s errata for RFC 1738 (www.rfc-editor.org/errata/eid%d)
page.trace.erratum	erratum %d: a literal by the erratum, unquoted in section 5

// The quiz, its result and the worksheet (quiz-view.go, quiz-report.go,
// worksheet.go).
page.quiz.part-is	the %s is “%s”
page.quiz.right	Right: the %s is “%s”, bytes %s.
page.quiz.not-quite	Not quite: you selected %s; the %s is “%s”, bytes %s.
page.quiz.valid	RFC 1738 reads it as valid: %s matches every character
page.quiz.invalid	RFC 1738 reads it as invalid %s
page.quiz.invalid.error	RFC 1738 reads it as invalid %s: %s
page.quiz.invalid.error-section	RFC 1738 reads it as invalid %s: %s (section %s)
page.quiz.no-production	no production
page.worksheet.key-about.one	For the worksheet of this URL: the verdict of the BNF of section 5, the first error the parser reports, and the section that rules on it.
page.worksheet.key-about.many	For the worksheet of these %d URLs: the verdict of the BNF of section 5, the first error the parser reports, and the section that rules on it.
page.worksheet.valid	valid %s
page.worksheet.invalid	invalid %s
page.worksheet.not-a-url	invalid: not a URL

// The exercise generator (exercise-dialog.go).
page.exercise.about	URLs made from the grammar of section 5; each invalid one has one mistake, which its note names. The same settings and seed make the same list, here, from the link, and with the rfc1738 command.

// The address repaired before the page reads it (address-guard.go).
page.address.repaired	This link's address has a “%%” that is not followed by two hexadecimal digits, which is not a valid escape; the page read each such “%%” as a plain “%%”.
`

// catalog says the page's statements by ID: its own and the reading's
// (internal/readview, which draws the verdict and the diagnostics for the
// page and for the reader).
var catalog = parser.NewCatalog("app", func() []parser.Statement { return slices.Concat(readview.Statements, appStatements()) })

// appStatements are the page's own statements, read from appTable.
func appStatements() []parser.Statement { return tableStatements(appTable) }

// say is statement id's text, formatted with args when there are any.
func say(id string, args ...any) string { return catalog.Say(id, args...) }

// sayUI is statement id formatted with args, where an argument that is an
// app.UI (a rule name in <code>) or a strong (a production's name, what
// the grammar expected) is drawn as an element in its place and the text
// around it as text nodes.
func sayUI(id string, args ...any) []app.UI { return formatUI(catalog.Template(id), args) }

// A strong argument of sayUI is text drawn in <strong>, whose words the
// space rule (parser.Fill) sees beside the template's spaces: a node
// passed as an app.UI is taken for code (a rule name, the input's bytes),
// Latin letters beside which Chinese keeps its space, where words of the
// page's language beside a Chinese sentence take none.
type strong string

// formatUI is template t formatted with args, an app.UI argument drawn as
// itself in its verb's place. The text between two nodes is filled as
// parser.FillBetween fills it, knowing the characters the nodes begin and
// end with, so that the page spaces a sentence as the reader and the
// command do.
func formatUI(t string, args []any) []app.UI {
	var out []app.UI
	var segArgs []any
	seg, n := 0, 0
	var before rune // the end of the node before the text, 0 at the start
	flush := func(end int, after rune) {
		if s := parser.FillBetween(before, t[seg:end], after, segArgs...); s != "" {
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
			a, first, last := args[n], 'a', 'a' // a node alone: code, Latin
			if w, ok := a.(strong); ok {
				a = app.Strong().Text(string(w))
				first, _ = utf8.DecodeRuneInString(string(w))
				last, _ = utf8.DecodeLastRuneInString(string(w))
			}
			if ui, isUI := a.(app.UI); isUI {
				flush(start, first)
				out = append(out, ui)
				seg, before = end, last
				n++
				continue
			}
			segArgs = append(segArgs, args[n])
		}
		n++
	}
	flush(len(t), 0)
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
