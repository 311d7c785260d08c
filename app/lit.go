package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file lights up a span everywhere it is shown. Hovering or focusing a
// cell, a part, a parts-table row, a diagnostic or a trace node lights the
// same bytes in the highlight and, in each list, the narrowest items that
// contain them. It sets the class "lit" on the DOM elements directly rather
// than re-rendering: a pointer crossing cells must not redraw thousands of
// nodes. A re-render replaces class attributes wholesale, so the marks are
// put back after each (relight); every input change clears the lit span
// first, so no stale "lit" survives.

// relight puts the lit span's marks back after go-app has drawn (drewNow):
// a panel it drew since light, or an element whose class it set again, has
// lost them, and light(s) again with the same s does nothing. A tab's view
// is drawn after the frame that shows it (showViewSoon): a focus or a
// pointer there before that render lit the old drawing only.
func (p *playground) relight() {
	if !p.lit.On || !app.IsClient || p.ws.Res == nil {
		return
	}
	sel := litSelector(p.lit, p.ws.Res, p.ws.Shown)
	if sel == "" {
		return
	}
	els := app.Window().Get("document").Call("querySelectorAll", sel)
	for i, n := 0, els.Length(); i < n; i++ {
		els.Index(i).Get("classList").Call("add", "lit")
	}
}

// light makes s the lit span.
func (p *playground) light(s span) {
	if s == p.lit || !app.IsClient {
		p.lit = s
		return
	}
	p.lit = s
	doc := app.Window().Get("document")
	old := doc.Call("querySelectorAll", ".lit")
	for i, n := 0, old.Length(); i < n; i++ {
		old.Index(i).Get("classList").Call("remove", "lit")
	}
	if !s.On || p.ws.Res == nil {
		return
	}
	sel := litSelector(s, p.ws.Res, p.ws.Shown)
	if sel == "" {
		return
	}
	els := doc.Call("querySelectorAll", sel)
	for i, n := 0, els.Length(); i < n; i++ {
		els.Index(i).Get("classList").Call("add", "lit")
	}
}

// litSelector is the CSS selector of every element that shows s: the cells
// of its bytes and the parts with exactly its span in the highlight (which
// shows res), and the narrowest containing items of the lists (which show
// shown). It is built from numbers and fixed names only.
func litSelector(s span, res, shown *parser.Result) string {
	var b strings.Builder
	add := func(scope string, start, end int) {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(scope)
		b.WriteString(`[data-start="`)
		b.WriteString(strconv.Itoa(start))
		b.WriteString(`"][data-end="`)
		b.WriteString(strconv.Itoa(end))
		b.WriteString(`"]`)
	}
	for i := s.Start; i < min(s.End, cellLimit); i++ {
		add("#highlight .c", i, i+1)
	}
	add("#highlight ", s.Start, s.End)
	if shown == nil || shown.Input != res.Input {
		return b.String()
	}
	parts := shown.Parts
	m := newLitMatcher(s, len(parts), func(i int) (int, int) { return int(parts[i].Start), int(parts[i].End) })
	if m.best >= 0 {
		for _, p := range parts {
			if m.match(int(p.Start), int(p.End)) {
				add("#parts tr", int(p.Start), int(p.End))
				break
			}
		}
	}
	diags := shown.Diagnostics
	m = newLitMatcher(s, len(diags), func(i int) (int, int) { return int(diags[i].Start), int(diags[i].End) })
	if m.best >= 0 {
		add("#diagnostics li", s.Start, s.End) // an exact match is always lit
		for _, d := range diags {
			if m.match(int(d.Start), int(d.End)) {
				add("#diagnostics li", int(d.Start), int(d.End))
				break
			}
		}
	}
	add("#interpret li", s.Start, s.End) // the steps of exactly this span
	add("#grammar li", s.Start, s.End)   // the rules first used on exactly this span
	if shown.Trace != nil {
		best := -1
		var bs, be int
		shown.Trace.Walk(func(n *parser.Node, _ int) bool {
			if !n.Failed && int(n.Start) <= s.Start && s.End <= int(n.End) && (best < 0 || int(n.End)-int(n.Start) <= best) {
				best, bs, be = int(n.End-n.Start), int(n.Start), int(n.End)
			}
			return true
		})
		if best >= 0 {
			add("#trace li:not(.failed)", bs, be)
		}
	}
	return b.String()
}
