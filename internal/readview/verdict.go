package readview

import (
	"strconv"

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
	return why.data("code", string(d.Code)).data("start", strconv.Itoa(int(d.Start))).data("end", strconv.Itoa(int(d.End))).add(
		text(verdictStart(res)+firstProblem(d)+" ("+whereText(d)+", "),
		el("a").class("rfc-link").attr("href", href).text(SectionLabel(d.RFC)),
		text(")."),
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
		return "\u2014 nothing to read yet: type a URL."
	}
	if res.Valid {
		return say("page.verdict.valid", res.Production, BytesText(n))
	}
	if d, ok := FirstError(res); ok {
		s := verdictStart(res) + firstProblem(d) + " (" + whereText(d)
		if d.RFC != "" {
			s += ", " + SectionLabel(d.RFC)
		}
		return s + ")."
	}
	why := ""
	if f := res.Failure; f != nil {
		why = say("page.verdict.stops", f.Pos)
	}
	if why == "" {
		why = say("page.verdict.no-match")
	}
	return verdictStart(res) + why + "."
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
		return "at byte " + GroupDigits(int(d.Start))
	case d.End == d.Start+1:
		return "byte " + GroupDigits(int(d.Start))
	}
	return "bytes " + GroupDigits(int(d.Start)) + "\u2013" + GroupDigits(int(d.End)-1)
}

func countsText(res *parser.Result) string {
	var c [3]int
	for _, d := range res.Diagnostics {
		if d.Severity >= parser.Error && d.Severity <= parser.Info {
			c[d.Severity]++
		}
	}
	s := BytesText(len(res.Input)) + "; " + Plural(c[parser.Error], "error") + ", " +
		Plural(c[parser.Warning], "warning") + ", " + Plural(c[parser.Info], "note")
	if res.Scheme != "" {
		s += "; scheme \u201c" + ClipVisible(res.Scheme, 40) + "\u201d"
	}
	return s
}
