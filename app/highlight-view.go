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
//
// It is the view a keystroke must update before the next frame, so it is
// built from small components that go-app skips when their inputs are
// unchanged: a partSpan per part and a cellRun per run of at most runSize
// cells. Typing at the end of a 2 KiB URL re-renders the last run and the
// parts around it, not 2,048 cells.
type highlightView struct {
	app.Compo

	IResult *parser.Result
}

// runSize is the most cells one cellRun draws; runs start at multiples of
// it (or at part boundaries), so that a keystroke shifts few of them.
const runSize = 32

func (h *highlightView) Render() app.UI {
	res := h.IResult
	if res == nil {
		return app.Div().ID("highlight").Class("highlight")
	}
	n := len(res.Input)
	shown := min(n, cellLimit)
	info, eofAt := cellInfo(res, shown)
	text := res.Input[:shown]
	body := buildContent(text, info, 0, 0, shown, topParts(res.Parts, shown), 0)
	if shown < n {
		body = append(body, app.Span().Class("c", "more").Text("\u2026 "+bytesText(n-shown)+" more"))
	} else {
		body = append(body, endCell(n, eofAt))
	}
	return app.Div().ID("highlight").Class("highlight").Body(
		app.P().Class("sr-only").Text(partsSummary(res)),
		app.Div().Class("cells").Aria("hidden", "true").Body(body...),
		renderClassLegend(info),
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

// Per-cell information is packed into one byte per cell, so that a run's
// inputs compare as two strings: bits 0-3 the RFC class, bits 4-5 the worst
// severity of a diagnostic over the byte (0 none, 1 error, 2 warning, 3
// info), bits 6-7 the same for a zero-width diagnostic at the byte.
const (
	infoClassMask = 0x0f
	infoSevShift  = 4
	infoAtShift   = 6
)

// cellInfo computes the packed information of the first shown bytes, and
// the severity mark of a zero-width diagnostic at position shown (the end
// of the input), in O(bytes + diagnostics).
func cellInfo(res *parser.Result, shown int) (string, uint8) {
	end := min(len(res.Input), shown+2) // let an escape at the edge be seen whole
	classes := parser.Classes(res.Input[:end])
	info := make([]byte, shown)
	for i := range info {
		info[i] = byte(classes[i]) & infoClassMask
	}
	var delta [3][]int32
	for s := range delta {
		delta[s] = make([]int32, shown+1)
	}
	var eofAt uint8
	for _, g := range res.Diagnostics {
		if g.Start < 0 || g.Start > shown || g.End < g.Start || g.Severity < parser.Error || g.Severity > parser.Info {
			continue
		}
		mark := uint8(g.Severity) + 1
		if g.Start == g.End {
			if g.Start == shown {
				if eofAt == 0 || mark < eofAt {
					eofAt = mark
				}
				continue
			}
			if a := info[g.Start] >> infoAtShift; a == 0 || mark < a {
				info[g.Start] = info[g.Start]&^(3<<infoAtShift) | mark<<infoAtShift
			}
			continue
		}
		delta[g.Severity][g.Start]++
		delta[g.Severity][min(g.End, shown)]--
	}
	var run [3]int32
	for i := 0; i < shown; i++ {
		sev := uint8(0)
		for s := 2; s >= 0; s-- {
			run[s] += delta[s][i]
			if run[s] > 0 {
				sev = uint8(s) + 1
			}
		}
		info[i] |= sev << infoSevShift
	}
	return string(info), eofAt
}

// chunkSize is the most items (runs and parts) a container draws itself;
// more are grouped into itemChunks, so that a path of 300 segments costs a
// keystroke a comparison of 20 chunks, not of 600 items.
const chunkSize = 16

// buildContent draws bytes [start, end) of a container whose text and info
// begin at offset base: plain bytes as runs of cells, each part inside as a
// partSpan (which nests the parts inside it: an hpath holds its hsegments),
// grouped into chunks when there are many.
func buildContent(text, info string, base, start, end int, parts []parser.Part, depth int) []app.UI {
	items, bounds, firsts := buildItems(text, info, base, start, end, parts, depth)
	if len(items) <= chunkSize {
		return items
	}
	out := make([]app.UI, 0, len(items)/chunkSize+1)
	for i := 0; i < len(items); i += chunkSize {
		j := min(i+chunkSize, len(items))
		a, b := bounds[i], bounds[j]
		out = append(out, &itemChunk{
			IStart: a, IEnd: b, IDepth: depth,
			IText: text[a-base : b-base], IInfo: info[a-base : b-base],
			IParts: parts[firsts[i]:firsts[j]],
		})
	}
	return out
}

// itemChunk draws a group of consecutive items of a container. Its element
// is display: contents.
type itemChunk struct {
	app.Compo

	IStart, IEnd int
	IDepth       int
	IText, IInfo string
	IParts       []parser.Part
}

func (c *itemChunk) Render() app.UI {
	items, _, _ := buildItems(c.IText, c.IInfo, c.IStart, c.IStart, c.IEnd, c.IParts, c.IDepth)
	return app.Span().Class("run").Body(items...)
}

// buildItems returns the items of [start, end), where item i covers bytes
// [bounds[i], bounds[i+1]) and draws parts[firsts[i]:firsts[i+1]].
func buildItems(text, info string, base, start, end int, parts []parser.Part, depth int) (items []app.UI, bounds, firsts []int) {
	n := len(parts)*2 + (end-start)/runSize + 2
	items = make([]app.UI, 0, n)
	bounds = make([]int, 0, n+1)
	firsts = make([]int, 0, n+1)
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
		for s := pos; s < p.Start; {
			e := min(p.Start, (s/runSize+1)*runSize)
			items = append(items, &cellRun{IStart: s, IText: text[s-base : e-base], IInfo: info[s-base : e-base]})
			bounds, firsts = append(bounds, s), append(firsts, i)
			s = e
		}
		pe := min(p.End, end)
		items = append(items, &partSpan{
			IRule: p.Rule, IStart: p.Start, IEnd: p.End, IDrawEnd: pe, IDepth: depth,
			IText: text[p.Start-base : pe-base], IInfo: info[p.Start-base : pe-base],
			IInner: parts[i+1 : j],
		})
		bounds, firsts = append(bounds, p.Start), append(firsts, i)
		pos = pe
		i = j
	}
	for s := pos; s < end; {
		e := min(end, (s/runSize+1)*runSize)
		items = append(items, &cellRun{IStart: s, IText: text[s-base : e-base], IInfo: info[s-base : e-base]})
		bounds, firsts = append(bounds, s), append(firsts, len(parts))
		s = e
	}
	return items, append(bounds, end), append(firsts, len(parts))
}

// partSpan is one part in the highlight: an element named by its rule that
// holds the part's cells, its text the raw part.
type partSpan struct {
	app.Compo

	IRule        string
	IStart, IEnd int
	IDrawEnd     int // IEnd, or where the drawn cells stop
	IDepth       int
	IText, IInfo string
	IInner       []parser.Part
}

func (p *partSpan) Render() app.UI {
	cls := "part r-" + ruleClass(p.IRule)
	if p.IDepth == 0 {
		cls += " top"
	}
	if p.IStart == p.IEnd {
		cls += " empty"
	}
	return app.Span().Class(cls).
		DataSet("rule", p.IRule).DataSet("start", p.IStart).DataSet("end", p.IEnd).
		Title(p.IRule + " " + spanText(p.IStart, p.IEnd)).
		Body(buildContent(p.IText, p.IInfo, p.IStart, p.IStart, p.IDrawEnd, p.IInner, p.IDepth+1)...)
}

// cellRun draws a few consecutive cells. Its element is display: contents,
// so the cells lay out as if they were the part's own children.
type cellRun struct {
	app.Compo

	IStart       int
	IText, IInfo string
}

func (r *cellRun) Render() app.UI {
	cells := make([]app.UI, len(r.IText))
	for k := 0; k < len(r.IText); k++ {
		i := r.IStart + k
		text, kind := cellText(r.IText[k])
		cells[k] = app.Span().Class(cellClass(r.IInfo[k], kind, i%10 == 0)).
			DataSet("start", i).DataSet("end", i+1).Text(text)
	}
	return app.Span().Class("run").Body(cells...)
}

var (
	sevClass = [...]string{"", " d-error", " d-warning", " d-info"}
	atClass  = [...]string{"", " d-at d-at-error", " d-at d-at-warning", " d-at d-at-info"}
)

// cellClass is the class attribute of a cell.
func cellClass(info byte, kind string, tick bool) string {
	var b strings.Builder
	b.Grow(48)
	b.WriteString("c k-")
	b.WriteString(parser.Class(info & infoClassMask).String())
	if kind != "" {
		b.WriteByte(' ')
		b.WriteString(kind)
	}
	if tick {
		b.WriteString(" tick")
	}
	b.WriteString(sevClass[info>>infoSevShift&3])
	b.WriteString(atClass[info>>infoAtShift&3])
	return b.String()
}

// endCell marks the end of the input, where "expected X, found end of input"
// diagnostics point.
func endCell(n int, at uint8) app.UI {
	return app.Span().Class("c eof tick"+atClass[at&3]).
		DataSet("start", n).DataSet("end", n).Title("end of input").Text("\u22a3")
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
