package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The panels out of the viewport do no work while typing goes on, as the
// hidden tabs do (hidden-views.go): each keeps what it last drew, marked
// stale, and catches up once typing pauses, or at once when it scrolls
// into view. The field, its layer and the verdict always follow the
// keystroke. The browser's timeline of a keystroke showed that redrawing
// the highlight's cells below the fold cost more than all the rest of the
// frame at 2 KiB and more. Which panels are in view, an
// IntersectionObserver says; until it has, every panel counts as in view.

// inViewPanels are the panels that wait while out of view, by name, with
// the selector of their element.
var inViewPanels = []struct{ name, selector string }{
	{"highlight", ".panel-highlight"},
	{"diagnostics", ".panel-diagnostics"},
	{"inspector", "#inspector"},
	{"views", ".view-panels"},
}

// inViewMargin is how far out of the viewport a panel still counts as in
// view: it is drawn before it scrolls in.
const inViewMargin = "50px"

// keptPanels is what the panels out of view last drew.
type keptPanels struct {
	highlight *parser.Result
	shown     *parser.Result // the diagnostics'
}

// awayIf is the class of a panel that waits out of view while typing goes
// on, if it does: the browser need not lay out or paint what is in it
// (app.css). The highlight's cells, thousands of boxes, cost the
// compositor more on each keystroke than all the rest of the page while
// they lay out of sight below it. (Only while typing: a panel that
// changed size while away would move what is below it when it comes back
// in view.)
func awayIf(away bool) string {
	if away {
		return "away"
	}
	return ""
}

// inView reports whether the panel named name is in or near the viewport
// (or not yet known to be out of it).
func (p *playground) inView(name string) bool {
	v, ok := p.seen[name]
	return !ok || v
}

// current reports whether the panel named name draws the current state:
// it is in view, or no typing is pending.
func (p *playground) current(name string) bool { return !p.typing || p.inView(name) }

// highlightFor is the parse the highlight draws: the input's, or, out of
// view while typing goes on, the one it last drew.
func (p *playground) highlightFor() *parser.Result {
	if p.current("highlight") || p.behind.highlight == nil {
		p.behind.highlight = p.res
	}
	return p.behind.highlight
}

// diagnosticsFor is the parse the diagnostics draw: shown, or, out of view
// while typing goes on, the one they last drew.
func (p *playground) diagnosticsFor() *parser.Result {
	if p.current("diagnostics") || p.behind.shown == nil {
		p.behind.shown = p.shown
	}
	return p.behind.shown
}

// observePanels starts watching the panels' place in the viewport; a panel
// that scrolls into view behind the input brings the page up to date.
// Observing an element twice is the same as once, so it may be called
// again after the panels are drawn anew.
func (p *playground) observePanels() {
	if !app.IsClient {
		return
	}
	if p.viewFn == nil {
		p.seen = map[string]bool{}
		p.viewFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
			entries := args[0]
			changed := map[string]bool{}
			for i, n := 0, entries.Length(); i < n; i++ {
				e := entries.Index(i)
				name := e.Get("target").Get("dataset").Get("inView").String()
				changed[name] = e.Get("isIntersecting").Bool()
			}
			runThen(p.ctx, func() bool {
				update := false
				for name, on := range changed {
					update = update || on && !p.inView(name) && p.typing
					p.seen[name] = on
				}
				return update
			})
			return nil
		})
		p.viewObserver = app.Window().Get("IntersectionObserver").New(p.viewFn, map[string]any{"rootMargin": inViewMargin})
	}
	doc := app.Window().Get("document")
	for _, panel := range inViewPanels {
		if el := doc.Call("querySelector", panel.selector); el.Truthy() {
			el.Get("dataset").Set("inView", panel.name)
			p.viewObserver.Call("observe", el)
		}
	}
}

// stopObserving ends the observer (the page is left).
func (p *playground) stopObserving() {
	if p.viewObserver != nil && p.viewObserver.Truthy() {
		p.viewObserver.Call("disconnect")
	}
	if p.viewFn != nil {
		p.viewFn.Release()
		p.viewFn = nil
	}
}
