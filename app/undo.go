package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The page keeps its own history of the input (workspace.Workspace's
// Undo and Redo), so that a Fix, Fix all or a loaded example (which
// replace the field's text from code, and so empty the browser's own
// undo) can be undone like typing: Ctrl+Z or Cmd+Z in the field
// (onUndoKey, browser.go), or the Undo button; Ctrl+Shift+Z (or Ctrl+Y)
// redoes. Typing is undone a burst at a time.

// undo undoes (or redoes) the last change of the input, and says so: the
// field's text, its caret at the end of what changed, the address and the
// reading, drawn at once (drawNow).
func (p *playground) undo(redo bool) {
	step := p.ws.Undo
	if redo {
		step = p.ws.Redo
	}
	end, ok := step()
	if !ok {
		return
	}
	p.changed()
	p.setField(p.ws.Input)
	p.writeFragment()
	p.putFieldCaret(end)
	p.flush(p.ctx)
}

func (p *playground) onUndo(ctx app.Context, e app.Event) { p.undo(false) }
func (p *playground) onRedo(ctx app.Context, e app.Event) { p.undo(true) }

// renderHistory is the Undo and Redo buttons.
func (p *playground) renderHistory() app.UI {
	return app.Span().Class("history").Body(
		app.Button().ID("undo").Class("btn").
			Title(ui("ui.undo.title")).Aria("keyshortcuts", "Control+Z Meta+Z").
			Disabled(!p.ws.CanUndo()).OnClick(p.on(p.onUndo)).Text(ui("ui.undo")),
		app.Button().ID("redo").Class("btn").
			Title(ui("ui.redo.title")).Aria("keyshortcuts", "Control+Shift+Z Meta+Shift+Z").
			Disabled(!p.ws.CanRedo()).OnClick(p.on(p.onRedo)).Text(ui("ui.redo")),
	)
}

// A change is one edited span of a Fix all: the text before and after.
type change struct {
	At          int // byte offset in the input before
	Before, New string
}

// fixReport says what Fix all changed: the edited spans, before and after,
// and the parts the input had that the fixed one has not.
type fixReport struct {
	Changes []change
	Lost    []string // part rules present before and missing after
}

// reportFix compares an input with its fixed form.
func reportFix(before, after *parser.Result) *fixReport {
	r := &fixReport{Changes: diffSpans(before.Input, after.Input)}
	count := map[parser.Rule]int{}
	for _, p := range before.Parts {
		count[p.Rule]++
	}
	for _, p := range after.Parts {
		count[p.Rule]--
	}
	for _, p := range before.Parts {
		if count[p.Rule] > 0 {
			r.Lost = append(r.Lost, p.Rule.String())
			count[p.Rule] = 0
		}
	}
	return r
}

// diffSpans lists the spans where a and b differ, aligning them on their
// common bytes (a longest-common-subsequence over bytes for short inputs,
// one span between the common prefix and suffix for long ones).
func diffSpans(a, b string) []change {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	x, y := a[p:len(a)-s], b[p:len(b)-s]
	if x == "" && y == "" {
		return nil
	}
	if len(x)*len(y) > 1<<16 {
		return []change{{At: p, Before: x, New: y}}
	}
	// lcs[i][j] is the length of the longest common subsequence of x[i:]
	// and y[j:].
	lcs := make([][]int32, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []change
	i, j := 0, 0
	ci, cj := -1, -1 // the start of the change being collected
	end := func() {
		if ci >= 0 {
			out = append(out, change{At: p + ci, Before: x[ci:i], New: y[cj:j]})
			ci, cj = -1, -1
		}
	}
	for i < len(x) || j < len(y) {
		switch {
		case i < len(x) && j < len(y) && x[i] == y[j]:
			end()
			i++
			j++
			continue
		case ci < 0:
			ci, cj = i, j
		}
		if j < len(y) && (i == len(x) || lcs[i][j+1] >= lcs[i+1][j]) {
			j++
		} else {
			i++
		}
	}
	end()
	return out
}

// renderFixReport shows what the last Fix all changed.
func renderFixReport(r *fixReport) app.UI {
	if r == nil {
		return nil
	}
	items := make([]app.UI, 0, len(r.Changes))
	for i, c := range r.Changes {
		if i == 20 {
			items = append(items, app.Elem("li").Class("muted").Text(ui("ui.fix.more", len(r.Changes)-20)))
			break
		}
		items = append(items, app.Elem("li").Class("fix-change").DataSet("at", c.At).Body(
			textSpan("fix-at muted", ui("ui.fix.at", c.At)),
			app.Elem("del").Class("fix-before").Text(changeText(c.Before)),
			app.Span().Aria("hidden", "true").Text(" \u2192 "),
			textSpan("sr-only", ui("ui.fix.became")),
			app.Elem("ins").Class("fix-after").Text(changeText(c.New)),
		))
	}
	var lost app.UI
	if len(r.Lost) > 0 {
		lost = textP("fix-lost notice", ui("ui.fix.lost", listText(r.Lost)))
	}
	return app.Div().ID("fix-report").Class("fix-report").Role("status").Body(
		textP("fix-title", fixChanged(len(r.Changes))),
		app.Elem("ul").Class("fix-changes").Body(items...),
		lost,
	)
}

// fixChanged heads the report: "Fix all changed 2 spans:", in the
// count's form (parser.One).
func fixChanged(n int) string {
	if parser.One(n) {
		return ui("ui.fix.changed-one", n)
	}
	return ui("ui.fix.changed", n)
}

func changeText(s string) string {
	if s == "" {
		return "\u2205"
	}
	return readview.ClipVisible(s, 60)
}
