package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"urlplayground/parser"
)

// highlightView draws the input in place, one cell per byte: each part
// wrapped in an element named by its rule (labelled, not only coloured), a
// ruler of byte offsets above, the RFC character class of each byte below,
// diagnostics underlined at their spans.
type highlightView struct {
	app.Compo

	IResult *parser.Result
	ILit    span
}

func (h *highlightView) Render() app.UI {
	res := h.IResult
	if res == nil {
		return app.Div().ID("highlight").Class("highlight")
	}
	n := len(res.Input)
	shown := min(n, cellLimit)
	d := newCellDraw(res, shown, h.ILit)
	body := d.renderRange(0, shown, topParts(res.Parts, shown), 0)
	if shown < n {
		body = append(body, app.Span().Class("c", "more").Text("\u2026 "+bytesText(n-shown)+" more"))
	} else {
		body = append(body, d.endCell(n))
	}
	return app.Div().ID("highlight").Class("highlight").Body(
		app.P().Class("sr-only").Text(partsSummary(res)),
		app.Div().Class("cells").Aria("hidden", "true").Body(body...),
		renderClassLegend(d.classes),
	)
}

// topParts returns the parts that start within the drawn cells, in order.
func topParts(parts []parser.Part, shown int) []parser.Part {
	out := parts[:0:0]
	for _, p := range parts {
		if p.Start <= shown && p.Start <= p.End {
			out = append(out, p)
		}
	}
	return out
}

// cellDraw holds what drawing the cells needs, computed once per render.
type cellDraw struct {
	res     *parser.Result
	shown   int
	lit     span
	classes []parser.Class
	sev     []uint8 // per byte: 0 none, else 1+severity of the worst diagnostic over it
	at      []bool  // per position (0..shown): a zero-width diagnostic is here
}

func newCellDraw(res *parser.Result, shown int, lit span) *cellDraw {
	d := &cellDraw{res: res, shown: shown, lit: lit}
	end := min(len(res.Input), shown+2) // let an escape at the edge be seen whole
	d.classes = parser.Classes(res.Input[:end])[:shown]
	d.sev = make([]uint8, shown)
	d.at = make([]bool, shown+1)
	// Severity marks by difference arrays: O(bytes + diagnostics).
	var delta [3][]int
	for s := range delta {
		delta[s] = make([]int, shown+1)
	}
	for _, g := range res.Diagnostics {
		if g.Start < 0 || g.Start > shown || g.Severity < parser.Error || g.Severity > parser.Info {
			continue
		}
		if g.Start == g.End {
			d.at[g.Start] = true
			continue
		}
		e := min(g.End, shown)
		delta[g.Severity][g.Start]++
		delta[g.Severity][e]--
	}
	var run [3]int
	for i := 0; i < shown; i++ {
		for s := 2; s >= 0; s-- {
			run[s] += delta[s][i]
			if run[s] > 0 {
				d.sev[i] = uint8(s + 1)
			}
		}
	}
	return d
}

var sevClass = [...]string{"", " d-error", " d-warning", " d-info"}

// renderRange draws bytes [start, end) with the parts inside it nested as the
// parts nest (an hpath holds its hsegments).
func (d *cellDraw) renderRange(start, end int, parts []parser.Part, depth int) []app.UI {
	out := make([]app.UI, 0, end-start+len(parts))
	pos := start
	for i := 0; i < len(parts); {
		p := parts[i]
		j := i + 1
		for j < len(parts) && parts[j].Start >= p.Start && parts[j].End <= p.End {
			j++
		}
		if p.Start < pos || p.Start > end {
			i = j // overlapping or outside: drawn as plain cells
			continue
		}
		for ; pos < p.Start; pos++ {
			out = append(out, d.cell(pos))
		}
		pe := min(p.End, end)
		out = append(out, d.part(p, pe, parts[i+1:j], depth))
		pos = pe
		i = j
	}
	for ; pos < end; pos++ {
		out = append(out, d.cell(pos))
	}
	return out
}

func (d *cellDraw) part(p parser.Part, drawEnd int, inner []parser.Part, depth int) app.UI {
	cls := "part r-" + ruleClass(p.Rule)
	if depth == 0 {
		cls += " top"
	}
	if p.Start == p.End {
		cls += " empty"
	}
	if d.lit.On && d.lit.Start == p.Start && d.lit.End == p.End {
		cls += " lit"
	}
	return app.Span().Class(cls).
		DataSet("rule", p.Rule).DataSet("start", p.Start).DataSet("end", p.End).
		Title(p.Rule + " " + spanText(p.Start, p.End)).
		Body(d.renderRange(p.Start, drawEnd, inner, depth+1)...)
}

func (d *cellDraw) cell(i int) app.UI {
	c := d.res.Input[i]
	text, kind := cellText(c)
	var b strings.Builder
	b.Grow(40)
	b.WriteString("c k-")
	b.WriteString(d.classes[i].String())
	if kind != "" {
		b.WriteByte(' ')
		b.WriteString(kind)
	}
	if i%10 == 0 {
		b.WriteString(" tick")
	}
	b.WriteString(sevClass[d.sev[i]])
	if d.at[i] {
		b.WriteString(" d-at")
	}
	if d.lit.covers(i) || (d.lit.On && d.lit.Start == i && d.lit.End == i) {
		b.WriteString(" lit")
	}
	return app.Span().Class(b.String()).DataSet("start", i).DataSet("end", i+1).Text(text)
}

// endCell marks the end of the input, where "expected X, found end of input"
// diagnostics point.
func (d *cellDraw) endCell(n int) app.UI {
	cls := "c eof tick"
	if n < len(d.at) && d.at[n] {
		cls += " d-at"
	}
	if d.lit.On && d.lit.Start == n {
		cls += " lit"
	}
	return app.Span().Class(cls).DataSet("start", n).DataSet("end", n).Title("end of input").Text("\u22a3")
}

// ruleClass turns a rule name into a CSS class suffix: "gopher+_string"
// becomes "gopher_string".
func ruleClass(rule string) string {
	b := []byte(rule)
	w := 0
	for _, c := range b {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '_', c == '-':
			b[w] = c
			w++
		case c >= 'A' && c <= 'Z':
			b[w] = c + 'a' - 'A'
			w++
		}
	}
	return string(b[:w])
}

// partsSummary is the highlight's text equivalent for screen readers.
func partsSummary(res *parser.Result) string {
	if len(res.Parts) == 0 {
		return "No parts were found."
	}
	var b strings.Builder
	b.WriteString("Parts: ")
	for i, p := range res.Parts {
		if i == 40 {
			b.WriteString("and " + itoa(len(res.Parts)-40) + " more.")
			return b.String()
		}
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(p.Rule)
		b.WriteString(" \u201c")
		b.WriteString(clip(visible(res.Text(p)), 120))
		b.WriteString("\u201d at bytes ")
		b.WriteString(spanText(p.Start, p.End))
	}
	b.WriteString(".")
	return b.String()
}

// classLegend lists the RFC classes with the mark the strip uses for each.
var classLegend = []struct {
	Class parser.Class
	Mark  string
	About string
}{
	{parser.ClassAlpha, "a", "letters"},
	{parser.ClassDigit, "d", "0-9"},
	{parser.ClassSafe, "s", "$ - _ . +"},
	{parser.ClassExtra, "x", "! * ' ( ) ,"},
	{parser.ClassReserved, "r", "; / ? : @ & ="},
	{parser.ClassEscape, "%", "% hex hex"},
	{parser.ClassNational, "n", "{ } | \\ ^ ~ [ ] `"},
	{parser.ClassPunctuation, "p", "< > # % \""},
	{parser.ClassSpace, "\u2423", "the space"},
	{parser.ClassControl, "c", "00-1F, 7F"},
	{parser.ClassNonASCII, "8", "80-FF"},
}

func renderClassLegend(classes []parser.Class) app.UI {
	var count [16]int
	for _, c := range classes {
		if int(c) < len(count) {
			count[c]++
		}
	}
	items := make([]app.UI, 0, len(classLegend))
	for _, l := range classLegend {
		name := l.Class.String()
		cls := "legend-item k-" + name
		if count[l.Class] == 0 {
			cls += " absent"
		}
		items = append(items, app.Li().Class(cls).Body(
			app.Span().Class("swatch").Aria("hidden", "true").Text(l.Mark),
			app.Span().Class("legend-name").Text(name),
			app.Span().Class("legend-about").Text(l.About),
			app.Span().Class("legend-count").Text(itoa(count[l.Class])),
		))
	}
	return app.Div().Class("class-legend").Body(
		app.H3().Class("legend-title").Text("Character classes (section 2.2 and 5)"),
		app.Ul().Class("legend-list").Body(items...),
	)
}
