package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The highlight's cells: one per byte of the input, in runs, each with the
// class of its part and of the diagnostics at it.

// runComponentMin is the shortest run drawn as a component (which go-app
// skips when unchanged); shorter runs, the "/" between segments, are plain
// elements, which keeps the number of components bounded.
const runComponentMin = 8

// newRun draws consecutive cells.
func newRun(start int, text, info string, drop int, hidden bool) app.UI {
	if len(text) >= runComponentMin {
		return &cellRun{IStart: start, IText: text, IInfo: info, IDrop: drop, IHidden: hidden}
	}
	return runElement(start, text, info, drop, hidden)
}

// cellRun draws a run of cells. Its element is display: contents, so the
// cells lay out as if they were the part's own children.
type cellRun struct {
	app.Compo

	IStart       int
	IText, IInfo string
	IDrop        int  // the byte whose ruler label is dropped, or -1
	IHidden      bool // not displayed (capCells)
}

// OnInit may end the start's task first (mountBreak): the strip's first
// mount is one call into go-app, its runs the only places it can end.
func (r *cellRun) OnInit() { mountBreak() }

func (r *cellRun) Render() app.UI { return runElement(r.IStart, r.IText, r.IInfo, r.IDrop, r.IHidden) }

func runElement(start int, text, info string, drop int, hidden bool) app.UI {
	cells := make([]app.UI, len(text))
	for k := 0; k < len(text); k++ {
		i := start + k
		t, kind := cellText(text[k])
		cells[k] = app.Span().Class(cellClass(info[k], kind, i%10 == 0 && i != drop)).
			DataSet("start", i).DataSet("end", i+1).Text(t)
	}
	run := app.Span().Class("run")
	if hidden {
		run = run.Class("beyond")
	}
	return run.Body(cells...)
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
func endCell(n int, at uint8) app.HTMLSpan {
	return app.Span().Class("c eof tick"+atClass[at&3]).
		DataSet("start", n).DataSet("end", n).DataSet("mark", ui("ui.strip.end")).Title(ui("ui.end-of-input")).Text("\u22a3")
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
