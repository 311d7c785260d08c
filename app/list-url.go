package main

// A URL of the list drawn as the highlight colours it: its top-level parts
// in their colours, its first error's span underlined.

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// firstErrorOf returns the first diagnostic of severity error, or nil.
func firstErrorOf(r *parser.Result) *parser.Diagnostic {
	for i := range r.Diagnostics {
		if r.Diagnostics[i].Severity == parser.Error {
			return &r.Diagnostics[i]
		}
	}
	return nil
}

// A urlPiece is a run of a URL's bytes drawn as one span: in a top-level
// part (rule) or between parts (""), inside the first error's span or not.
type urlPiece struct {
	start, end int
	rule       string
	err        bool
}

// urlPieces cuts the first n bytes of res.Input at its top-level parts'
// boundaries and at its first error's span.
func urlPieces(res *parser.Result, n int) []urlPiece {
	errStart, errEnd := -1, -1
	if d := firstErrorOf(res); d != nil {
		errStart, errEnd = int(d.Start), int(max(d.End, d.Start+1))
	}
	var out []urlPiece
	add := func(a, b int, rule string) {
		cuts := []int{a}
		for _, c := range []int{errStart, errEnd} {
			if c > a && c < b {
				cuts = append(cuts, c)
			}
		}
		cuts = append(cuts, b)
		for j := 0; j+1 < len(cuts); j++ {
			x, y := cuts[j], cuts[j+1]
			out = append(out, urlPiece{x, y, rule, x < errEnd && y > errStart})
		}
	}
	pos := 0
	for _, p := range res.Parts {
		if int(p.Start) < pos || int(p.Start) >= n || p.End <= p.Start {
			continue // nested, past the cut, or empty
		}
		if int(p.Start) > pos {
			add(pos, int(p.Start), "")
		}
		end := min(int(p.End), n)
		add(int(p.Start), end, p.Rule.String())
		pos = end
	}
	if pos < n {
		add(pos, n, "")
	}
	return out
}

// urlParts draws a URL with its top-level parts coloured as the highlight
// colours them, and the span of its first error underlined; the first
// listURLMax bytes only.
func urlParts(res *parser.Result) []app.UI {
	in := res.Input
	n := min(len(in), listURLMax)
	pieces := urlPieces(res, n)
	out := make([]app.UI, 0, len(pieces)+2)
	for _, pc := range pieces {
		s := textSpan("lpart", readview.Visible(in[pc.start:pc.end]))
		if pc.rule != "" {
			s = s.Class("r-" + ruleClass(pc.rule)).Title(pc.rule)
		}
		if pc.err {
			s = s.Class("lerr")
		}
		out = append(out, s)
	}
	if len(in) == 0 {
		out = append(out, textSpan("muted", ui("ui.tests.empty-url")))
	}
	if d := firstErrorOf(res); d != nil && int(d.Start) >= len(in) && len(in) <= n {
		out = append(out, app.Span().Class("lpart", "lerr", "leof").Text("\u22a3"))
	}
	if len(in) > n {
		out = append(out, textSpan("muted", ui("ui.more", readview.BytesText(len(in)-n))))
	}
	return out
}
