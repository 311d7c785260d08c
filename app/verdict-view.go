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
				app.Span().Class("verdict-why").Text(verdictSentence(res)),
			),
			app.P().Class("verdict-counts muted").Text(countsText(res)),
		)
}

// verdictMark is the verdict's first words: "✓ Valid" or "✗ Not valid".
func verdictMark(res *parser.Result) string {
	if res.Valid {
		return "\u2713 Valid"
	}
	return "\u2717 Not valid"
}

// verdictText is the verdict as one line of text, as #verdict-announce
// speaks it.
func verdictText(res *parser.Result) string {
	return verdictMark(res) + " " + verdictSentence(res)
}

// verdictSentence is the why, in one sentence.
func verdictSentence(res *parser.Result) string {
	n := len(res.Input)
	if n == 0 {
		return "\u2014 nothing to read yet: type a URL."
	}
	if res.Valid {
		return "as " + res.Production + ": the production matches all " + bytesText(n) + " of the input."
	}
	why := ""
	for _, d := range res.Diagnostics {
		if d.Severity == parser.Error {
			why = d.Message
			break
		}
	}
	if f := res.Failure; f != nil && why == "" {
		why = "the grammar stops at byte " + itoa(f.Pos)
		if len(f.Expected) > 0 {
			why += ", where it expected " + orWords(f.Expected)
		}
	}
	if why == "" {
		why = "the grammar does not match it"
	}
	if res.Production == "" {
		return "\u2014 not a URL: " + clip(why, 300) + "."
	}
	return "as " + res.Production + ": " + clip(why, 300) + "."
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
