package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// highlightView draws the input in place, one cell per byte: each part
// wrapped in an element named by its rule (labelled, not only coloured), a
// ruler of byte offsets above, the RFC character class of each byte below,
// diagnostics underlined at their spans.
//
// It is the view a keystroke must update before the next frame, so it is
// built from small components that go-app skips when their inputs are
// unchanged: a cellRun per run of at most runSize cells, and an itemChunk
// per 16 items of a part with many. Typing at the end of a 2 KiB URL
// re-renders the last run and chunk, not 2,048 cells.
type highlightView struct {
	app.Compo

	IResult *parser.Result

	live **highlightView // where it records itself while mounted (keystroke.go)
	all  bool            // every row of a long input's strip shown ("Show all")
}

// OnInit may end the start's task first (mountBreak).
func (h *highlightView) OnInit() { mountBreak() }

// stripCap is the longest input whose strip is shown whole at once: about
// two rows at 1280 px. A longer one's strip shows two rows (the rest is
// clipped, app.css says why), the rest on demand ("Show all"), so that a
// pasted URL of kilobytes does not push the panels below out of the window.
const stripCap = 160

// capCells is how many cells a capped strip lays out: more than two rows
// hold in a window 2,900 px wide. The cells after them stay in the page
// (the parts' elements are hooks, and their text is the raw part) but are
// not displayed, so that the browser does not lay them out: every cell of
// the strip is a box on one line of text, and a keystroke that changed
// one cell relaid them all, for rows that the strip clips
// (docs/PERFORMANCE.md).
const capCells = 512

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
	drop := -1
	if shown == n {
		drop = rulerDrop(n)
	}
	hide := cellLimit + 1 // no cell is hidden (a constant: a keystroke leaves every run's inputs as they were)
	if n > stripCap && !h.all {
		hide = min(shown, capCells)
	}
	body := buildContent(text, info, 0, 0, shown, topParts(res.Parts, shown), 0, drop, hide)
	var end app.HTMLSpan
	if shown < n {
		end = app.Span().Class("c", "more").Text(ui("ui.more", readview.BytesText(n-shown)))
	} else {
		end = endCell(n, eofAt)
	}
	if hide <= shown {
		end = end.Class("beyond")
	}
	body = append(body, end)
	cells := app.Div().Class("cells").Aria("hidden", "true")
	var more app.UI
	if n > stripCap {
		label := ui("ui.strip.all", readview.BytesText(shown))
		if h.all {
			label = ui("ui.strip.two")
		} else {
			cells = cells.Class("capped")
		}
		more = app.Button().ID("strip-all").Class("btn", "btn-link", "strip-all").
			Aria("expanded", h.all).
			OnClick(h.onAll).
			Text(label)
	}
	return app.Div().ID("highlight").Class("highlight").Body(
		textP("sr-only", partsSummary(res)),
		cells.Body(body...),
		more,
		renderClassLegend(info),
	)
}

// onAll shows every row of the strip, or two again.
func (h *highlightView) onAll(ctx app.Context, e app.Event) { h.all = !h.all }

// rulerDrop is the ruler's tick (a multiple of ten) whose label the end
// label at n would overlap, or -1. A label of d digits is about d cells
// wide, so the last tick is dropped when it lies d cells or fewer before
// the end: a 61-byte URL's ruler ends "50 ... 61", not "60" and "61" drawn
// on top of each other. The 0 tick stays (its one digit fits its cell).
func rulerDrop(n int) int {
	if n <= 0 {
		return -1
	}
	t := (n - 1) / 10 * 10
	if t > 0 && n-t <= len(strconv.Itoa(t)) {
		return t
	}
	return -1
}

// within is drop if it lies in [start, end), else -1: a run or chunk that
// does not hold the dropped tick keeps its inputs, and go-app skips it.
func within(drop, start, end int) int {
	if drop >= start && drop < end {
		return drop
	}
	return -1
}

// topParts returns the parts that start within the drawn cells, in order.
func topParts(parts []parser.Part, shown int) []parser.Part {
	out := parts[:0:0]
	for _, p := range parts {
		if int(p.Start) <= shown && p.Start <= p.End {
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
		if g.Start < 0 || int(g.Start) > shown || g.End < g.Start || g.Severity < parser.Error || g.Severity > parser.Info {
			continue
		}
		mark := uint8(g.Severity) + 1
		if g.Start == g.End {
			if int(g.Start) == shown {
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
		delta[g.Severity][min(int(g.End), shown)]--
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
// grouped into chunks when there are many. The ruler has no label at
// byte drop (see rulerDrop); the cells from byte hide on are not displayed
// (capCells).
func buildContent(text, info string, base, start, end int, parts []parser.Part, depth, drop, hide int) []app.UI {
	plan := planItems(start, end, parts)
	if len(plan) <= chunkSize {
		return buildItems(text, info, base, plan, parts, depth, drop, hide)
	}
	out := make([]app.UI, 0, len(plan)/chunkSize+1)
	for i := 0; i < len(plan); i += chunkSize {
		j := min(i+chunkSize, len(plan))
		a, b := plan[i].start, plan[j-1].end
		pa, pb := plan[i].first, plan[j-1].next
		out = append(out, &itemChunk{
			IStart: a, IEnd: b, IDepth: depth,
			IText: text[a-base : b-base], IInfo: info[a-base : b-base],
			IParts: parts[pa:pb],
			IDrop:  within(drop, a, b),
			IHide:  hide,
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
	IDrop        int
	IHide        int // the first byte not displayed (capCells)
}

// OnInit may end the start's task first (mountBreak).
func (c *itemChunk) OnInit() { mountBreak() }

func (c *itemChunk) Render() app.UI {
	plan := planItems(c.IStart, c.IEnd, c.IParts)
	return app.Span().Class("run", beyond(c.IStart, c.IHide)).Body(buildItems(c.IText, c.IInfo, c.IStart, plan, c.IParts, c.IDepth, c.IDrop, c.IHide)...)
}

// beyond is the class of an element whose bytes start at or after hide,
// the first byte a capped strip does not display.
func beyond(start, hide int) string {
	if start >= hide {
		return "beyond"
	}
	return ""
}

// An item is one thing a container draws: a run of cells, or a part with
// the parts nested in it.
type item struct {
	start, end  int
	part        bool // parts[first] is the part; parts[first+1:next] are nested in it
	first, next int  // the parts the item draws (next == first for a run)
}

// planItems lays out [start, end): the parts in it, in order, with runs of
// cells between them that break at multiples of runSize. It only counts;
// buildItems makes the elements.
func planItems(start, end int, parts []parser.Part) []item {
	plan := make([]item, 0, len(parts)*2+(end-start)/runSize+2)
	runs := func(a, b, at int) {
		for s := a; s < b; {
			e := min(b, (s/runSize+1)*runSize)
			plan = append(plan, item{start: s, end: e, first: at, next: at})
			s = e
		}
	}
	pos := start
	for i := 0; i < len(parts); {
		p := parts[i]
		j := i + 1
		for j < len(parts) && parts[j].Start >= p.Start && parts[j].End <= p.End {
			j++
		}
		if int(p.Start) < pos || int(p.Start) > end {
			i = j // overlapping or outside: drawn as plain cells
			continue
		}
		runs(pos, int(p.Start), i)
		pe := min(int(p.End), end)
		plan = append(plan, item{start: int(p.Start), end: pe, part: true, first: i, next: j})
		pos = pe
		i = j
	}
	runs(pos, end, len(parts))
	return plan
}

// buildItems makes the elements of planned items.
func buildItems(text, info string, base int, plan []item, parts []parser.Part, depth, drop, hide int) []app.UI {
	out := make([]app.UI, len(plan))
	for k, it := range plan {
		t, in := text[it.start-base:it.end-base], info[it.start-base:it.end-base]
		if it.part {
			out[k] = partElement(parts[it.first], it.end, depth, t, in, parts[it.first+1:it.next], within(drop, it.start, it.end), hide)
		} else {
			out[k] = newRun(it.start, t, in, within(drop, it.start, it.end), it.start >= hide)
		}
	}
	return out
}

// partElement is one part in the highlight: an element named by its rule
// that holds the part's cells, its text the raw part. It is a plain element,
// not a component: go-app queues one message per component it mounts, in a
// queue of 4,096, so a page must not mount thousands of them at once.
func partElement(p parser.Part, drawEnd, depth int, text, info string, inner []parser.Part, drop, hide int) app.UI {
	cls := "part r-" + ruleClass(p.Rule.String())
	if depth == 0 {
		cls += " top"
	}
	if p.Start == p.End {
		cls += " empty"
	}
	if int(p.Start) >= hide {
		cls += " beyond"
	}
	return app.Span().Class(cls).
		DataSet("rule", p.Rule.String()).DataSet("start", p.Start).DataSet("end", p.End).
		Title(p.Rule.String() + " " + readview.SpanText(int(p.Start), int(p.End))).
		Body(buildContent(text, info, int(p.Start), int(p.Start), drawEnd, inner, depth+1, drop, hide)...)
}

// partsSummary is the highlight's text equivalent for screen readers.
func partsSummary(res *parser.Result) string {
	if len(res.Parts) == 0 {
		return say("page.highlight.no-parts")
	}
	parts := make([]string, 0, min(len(res.Parts), 40))
	for _, p := range res.Parts[:min(len(res.Parts), 40)] {
		parts = append(parts, say("page.highlight.part", p.Rule.String(), readview.ClipVisible(res.Text(p), 120), readview.SpanText(int(p.Start), int(p.End))))
	}
	if len(res.Parts) > 40 {
		// The last clause says how many are left out, with its stop.
		return ui("ui.strip.parts") + joinText("ui.join.clauses", append(parts, ui("ui.strip.parts-more", len(res.Parts)-40)))
	}
	return ui("ui.strip.parts") + ui("ui.sentence", joinText("ui.join.clauses", parts))
}
