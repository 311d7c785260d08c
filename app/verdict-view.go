package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// verdictView says in one sentence whether the input is a URL, by which
// production, and why. It changes on every keystroke, so it is not a live
// region: screen readers hear the same sentence from the playground's
// #verdict-announce once typing pauses.
type verdictView struct {
	app.Compo

	IResult  *parser.Result
	IReading int // counts the readings drawn: a test knows this one is new

	live **verdictView // where it records itself while mounted (keystroke.go)
}

// OnInit may end the start's task first (mountBreak).
func (v *verdictView) OnInit() { mountBreak() }

func (v *verdictView) Render() app.UI {
	res := v.IResult
	if res == nil {
		return app.Div().ID("verdict").Class("verdict")
	}
	cls := "verdict invalid"
	if res.Valid {
		cls = "verdict valid"
	}
	return app.Div().ID("verdict").Class(cls).
		DataSet("valid", res.Valid).
		DataSet("production", res.Production).
		// What a test matches to the input it waits for: the input's
		// length in bytes, and which reading this is (each input the page
		// reads counts one).
		DataSet("length", len(res.Input)).
		DataSet("reading", v.IReading).
		Body(
			app.P().Class("verdict-line").Body(
				app.Strong().Class("verdict-mark").Text(verdictMark(res)),
				app.Text(" "),
				v.renderWhy(res),
			),
			textP("verdict-counts muted", countsText(res)),
		)
}

// renderWhy is the sentence of verdictSentence, with the section of the
// first error a link to the RFC page.
func (v *verdictView) renderWhy(res *parser.Result) app.UI {
	why := app.Span().Class("verdict-why")
	d, ok := firstError(res)
	href := ""
	if ok && len(res.Input) > 0 {
		href = sectionHref(d.RFC)
	}
	if href == "" {
		return why.Text(verdictSentence(res))
	}
	return why.DataSet("code", string(d.Code)).DataSet("start", d.Start).DataSet("end", d.End).Body(
		app.Text(verdictStart(res)+firstProblem(d)+" ("+whereText(d)+", "),
		app.A().Class("rfc-link").Href(href).Text(sectionLabel(d.RFC)),
		app.Text(")."),
	)
}

// verdictMark is the verdict's first words: "✓ Valid" or "✗ Not valid".
func verdictMark(res *parser.Result) string {
	if res.Valid {
		return say("page.verdict.mark.valid")
	}
	return say("page.verdict.mark.invalid")
}

// verdictText is the verdict as one line of text, as #verdict-announce
// speaks it.
func verdictText(res *parser.Result) string {
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
		return say("page.verdict.valid", res.Production, bytesText(n))
	}
	if d, ok := firstError(res); ok {
		s := verdictStart(res) + firstProblem(d) + " (" + whereText(d)
		if d.RFC != "" {
			s += ", " + sectionLabel(d.RFC)
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

// firstError is the input's first error, in the order of the input.
func firstError(res *parser.Result) (parser.Diagnostic, bool) {
	for _, d := range res.Diagnostics {
		if d.Severity == parser.Error {
			return d, true
		}
	}
	return parser.Diagnostic{}, false
}

// firstProblem is what the first error says in a few words: the head of
// its message, up to the first colon or semicolon outside a quotation
// (""~" is unsafe", "httpurl stops matching here"), clipped.
func firstProblem(d parser.Diagnostic) string {
	return clip(messageHead(d.Message), 120)
}

// messageHead is msg up to its first ": " or "; " that is not inside a
// quoted string (the parser quotes text with %q, so a quotation ends at
// an unescaped '"').
func messageHead(msg string) string {
	quoted := false
	for i := 0; i < len(msg); i++ {
		switch c := msg[i]; {
		case c == '\\' && quoted:
			i++
		case c == '"':
			quoted = !quoted
		case (c == ':' || c == ';') && !quoted && i+1 < len(msg) && msg[i+1] == ' ' && i > 0:
			return msg[:i]
		}
	}
	return msg
}

// whereText is where a diagnostic is: "byte 29", "bytes 29–31", or
// "before byte 7" for a mark between two bytes (a part that is missing).
func whereText(d parser.Diagnostic) string {
	switch {
	case d.End == d.Start:
		return "at byte " + groupDigits(int(d.Start))
	case d.End == d.Start+1:
		return "byte " + groupDigits(int(d.Start))
	}
	return "bytes " + groupDigits(int(d.Start)) + "\u2013" + groupDigits(int(d.End)-1)
}

func countsText(res *parser.Result) string {
	var c [3]int
	for _, d := range res.Diagnostics {
		if d.Severity >= parser.Error && d.Severity <= parser.Info {
			c[d.Severity]++
		}
	}
	s := bytesText(len(res.Input)) + "; " + plural(c[parser.Error], "error") + ", " +
		plural(c[parser.Warning], "warning") + ", " + plural(c[parser.Info], "note")
	if res.Scheme != "" {
		s += "; scheme \u201c" + clipVisible(res.Scheme, 40) + "\u201d"
	}
	return s
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return groupDigits(n) + " " + word + "s"
}

// orWords joins grammar expectations: "a", "a or b", "a, b or c".
func orWords(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := ""
	for i, it := range items {
		switch {
		case i == 0:
		case i == len(items)-1:
			s += " or "
		default:
			s += ", "
		}
		s += it
	}
	return s
}

// readingWait is the line that stands in the verdict's place while the
// field holds a text the parser has not read yet (a shared link, keys typed
// before app.wasm runs): web/app.css shows it, and hides every reading on
// the page, while <html> has the class input-ahead, and web/field.js writes
// the loader's progress into its last span. Without it a student would read,
// for as long as app.wasm takes to arrive, the verdict of the example the
// page was built with under the URL of the link.
func readingWait() app.UI {
	return app.P().Class("reading-wait").Body(
		app.Text("Reading this URL: the RFC 1738 parser is loading\u2026 "),
		app.Span().Class("reading-wait-progress"),
	)
}
