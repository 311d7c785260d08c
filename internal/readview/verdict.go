package readview

import (
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Verdict is #verdict: in one sentence whether the input is a URL, by
// which production, and why, and the input's counts. reading counts the
// readings the page has drawn (data-reading: a test knows this one is
// new); root is the site's path prefix, for the link to the RFC's
// section. A nil res is the empty verdict.
func Verdict(res *parser.Result, reading int, root string) *Node {
	if res == nil {
		return el("div").id("verdict").class("verdict")
	}
	cls := "verdict invalid"
	if res.Valid {
		cls = "verdict valid"
	}
	return el("div").id("verdict").class(cls).
		data("valid", boolText(res.Valid)).
		data("production", res.Production).
		// What a test matches to the input it waits for: the input's
		// length in bytes, and which reading this is (each input the page
		// reads counts one).
		data("length", strconv.Itoa(len(res.Input))).
		data("reading", strconv.Itoa(reading)).
		add(
			el("p").class("verdict-line").add(
				el("strong").class("verdict-mark").text(verdictMark(res)),
				text(" "),
				verdictWhy(res, root),
			),
			el("p").class("verdict-counts muted").text(countsText(res)),
		)
}

// verdictWhy is the sentence of verdictSentence, with the section of the
// first error a link to the RFC page.
func verdictWhy(res *parser.Result, root string) *Node {
	why := el("span").class("verdict-why")
	d, ok := FirstError(res)
	href := ""
	if ok && len(res.Input) > 0 {
		href = SectionHref(root, d.RFC)
	}
	if href == "" {
		return why.text(verdictSentence(res))
	}
	// The section's label is drawn as a link where the template puts it:
	// the sentence is formatted with a mark in its place and cut there, so
	// that its punctuation is the language's, as the template writes it.
	const mark = "\x00"
	before, after, _ := strings.Cut(verdictStart(res)+ui("ui.rv.verdict", firstProblem(d), whereText(d), mark), mark)
	return why.data("code", string(d.Code)).data("start", strconv.Itoa(int(d.Start))).data("end", strconv.Itoa(int(d.End))).add(
		text(before),
		el("a").class("rfc-link").attr("href", href).text(SectionLabel(d.RFC)),
		text(after),
	)
}

// verdictMark is the verdict's first words: "✓ Valid" or "✗ Not valid".
func verdictMark(res *parser.Result) string {
	if res.Valid {
		return say("page.verdict.mark.valid")
	}
	return say("page.verdict.mark.invalid")
}

// VerdictText is the verdict as one line of text, as #verdict-announce
// speaks it.
func VerdictText(res *parser.Result) string {
	return verdictMark(res) + " " + verdictSentence(res)
}

// verdictSentence is the why, in one sentence. For an invalid input it is
// the first error in one line: what (the head of its message), where (its
// byte) and which section rules on it. The full message, with the RFC's
// sentence, is the diagnostics list's; the verdict does not repeat it.
func verdictSentence(res *parser.Result) string {
	n := len(res.Input)
	if n == 0 {
		return say("page.verdict.empty")
	}
	if res.Valid {
		return say("page.verdict.valid", res.Production, BytesText(n))
	}
	if d, ok := FirstError(res); ok {
		if d.RFC == "" {
			return verdictStart(res) + ui("ui.rv.verdict.no-section", firstProblem(d), whereText(d))
		}
		return verdictStart(res) + ui("ui.rv.verdict", firstProblem(d), whereText(d), SectionLabel(d.RFC))
	}
	why := ""
	if f := res.Failure; f != nil {
		why = say("page.verdict.stops", f.Pos)
	}
	if why == "" {
		why = say("page.verdict.no-match")
	}
	return verdictStart(res) + why
}

// verdictStart is what the verdict's sentence starts with: the production
// it was read by, or that it is not a URL.
func verdictStart(res *parser.Result) string {
	if res.Production == "" {
		return say("page.verdict.not-a-url")
	}
	return say("page.verdict.as", res.Production)
}

// firstProblem is what the first error says in a few words: the head of
// its message, up to the first colon or semicolon outside a quotation
// (""~" is unsafe", "httpurl stops matching here"), clipped.
func firstProblem(d parser.Diagnostic) string {
	return Clip(MessageHead(d.Message), 120)
}

// whereText is where a diagnostic is: "byte 29", "bytes 29–31", or
// "before byte 7" for a mark between two bytes (a part that is missing).
func whereText(d parser.Diagnostic) string {
	switch {
	case d.End == d.Start:
		return say("page.where.at", GroupDigits(int(d.Start)))
	case d.End == d.Start+1:
		return say("page.where.byte", GroupDigits(int(d.Start)))
	}
	return say("page.where.bytes", GroupDigits(int(d.Start)), GroupDigits(int(d.End)-1))
}

func countsText(res *parser.Result) string {
	var c [3]int
	for _, d := range res.Diagnostics {
		if d.Severity >= parser.Error && d.Severity <= parser.Info {
			c[d.Severity]++
		}
	}
	// "1 error", "2 errors": a statement for each form of the count,
	// since languages make plurals differently, and put other numbers
	// than 1 in the singular ("0 erreur").
	var n [3]string
	for sev, k := range c {
		n[sev] = GroupDigits(k)
	}
	errs := say(parser.Counted("page.count.error", c[parser.Error]), n[parser.Error])
	warns := say(parser.Counted("page.count.warning", c[parser.Warning]), n[parser.Warning])
	notes := say(parser.Counted("page.count.note", c[parser.Info]), n[parser.Info])
	s := ui("ui.rv.counts", BytesText(len(res.Input)), errs, warns, notes)
	if res.Scheme != "" {
		s += say("page.counts.scheme", ClipVisible(res.Scheme, 40))
	}
	return s
}
