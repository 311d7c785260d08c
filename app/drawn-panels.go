package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// What each panel drew, and so what is behind the input.
//
// While typing goes on, the panels out of view and the hidden views keep
// what they last drew (in-view.go, hidden-views.go), and the inspector and
// the slower views wait for a pause. Render only chooses, from the
// workspace and from what each panel drew last (panelsDrawn), what each
// panel draws now: the ...For functions below read and never write. What
// was drawn is recorded after go-app has drawn it (drewNow, run by
// ctx.Defer after the frame's render, or by the keystroke's redraw), and
// #playground[data-behind] is written from that record in one place
// (markBehind, browser.go).
//
// go-app renders the playground after each of its handlers, so every way
// into the playground's state that ends in a render asks for the record
// too: on wraps its element handlers, handle its action handlers, then the
// work of its timers and observers; flush and OnNav record themselves.

// panelsDrawn is what the panels that may lag the input last drew.
type panelsDrawn struct {
	reading     int // the workspace's reading the page last drew whole
	highlight   *parser.Result
	diagnostics *parser.Result
	insp        inspector
	views       []viewState
}

// highlightFor is the parse the highlight draws: the input's, or, out of
// view while typing goes on, the one it last drew.
func (p *playground) highlightFor() *parser.Result {
	if p.current("highlight") || p.drew.highlight == nil {
		return p.ws.Res
	}
	return p.drew.highlight
}

// diagnosticsFor is the parse the diagnostics draw: shown, or, out of view
// while typing goes on, the one they last drew.
func (p *playground) diagnosticsFor() *parser.Result {
	if p.current("diagnostics") || p.drew.diagnostics == nil {
		return p.ws.Shown
	}
	return p.drew.diagnostics
}

// inspectorFor is what the inspector shows: it is one of the slower views
// while typing, and follows the keystroke in the render after it
// (keystroke.go), not in the keystroke's own.
func (p *playground) inspectorFor() inspector {
	if !p.ws.Stale() && p.current("inspector") || p.drew.insp.IResult == nil {
		pos, end, caret := p.inspected()
		return inspector{IResult: p.ws.Res, IPos: pos, IEnd: end, ICaret: caret}
	}
	return p.drew.insp
}

// viewState is the state the views draw from when they follow the input.
func (p *playground) viewState() viewState {
	return viewState{Input: p.ws.Input, Res: p.ws.Res, Shown: p.ws.Shown, Rule: p.rule, Addr: p.addr}
}

// viewStateFor is the state view i draws from: s for the view shown (and
// for every view when no typing is pending), the state it last drew for a
// hidden one while typing goes on.
func (p *playground) viewStateFor(i int, s viewState) viewState {
	if i == p.ws.View && p.inView("views") || !p.ws.Typing || i >= len(p.drew.views) || p.drew.views[i].Shown == nil {
		return s
	}
	return p.drew.views[i]
}

// viewStale reports whether view i, drawing s, is behind the input: the
// slower views are, or it is a hidden view waiting for typing to pause.
func (p *playground) viewStale(s viewState) bool {
	return p.ws.Stale() || s.Shown != p.ws.Shown
}

// drewNow records what the page has drawn (a render of the playground) and
// says on the page what is still behind the input.
func (p *playground) drewNow(ctx app.Context) {
	p.drew.reading = p.ws.Reading
	if p.ws.Res != nil && !p.prerendered {
		p.drew.highlight = p.highlightFor()
		p.drew.diagnostics = p.diagnosticsFor()
		p.drew.insp = p.inspectorFor()
		if p.built(sliceSide) {
			if len(p.drew.views) != len(views) {
				p.drew.views = make([]viewState, len(views))
			}
			s := p.viewState()
			for i := range views {
				p.drew.views[i] = p.viewStateFor(i, s)
			}
		}
		p.screenViews |= 1 << p.ws.View
	}
	p.markBehind()
	p.relight()
	// A view shown (a tab chosen, a link, a quiz) is drawn once this
	// render, which shows its tab, is on screen.
	p.buildShownView(ctx)
}

// behind says which panels do not show the input yet, for
// #playground[data-behind] (keystroke.go): "input" when the panels in view
// are behind (the page has not drawn the input's reading whole since it
// changed, or the slower views wait for a pause in typing), "away" when
// only panels out of view or hidden views are (which they may be only
// while typing goes on), and "" when every panel shows the input.
func (p *playground) behind() string {
	if p.drew.reading != p.ws.Reading || p.ws.Stale() {
		return "input"
	}
	if !p.ws.Typing {
		return ""
	}
	away := p.drew.highlight != p.ws.Res || p.drew.diagnostics != p.ws.Shown || p.drew.insp.IResult != p.ws.Res
	for _, s := range p.drew.views {
		away = away || p.viewStale(s)
	}
	if away {
		return "away"
	}
	return ""
}

// on is h, an event handler of the playground's page, followed by the
// record of what go-app then draws.
func (p *playground) on(h app.EventHandler) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		h(ctx, e)
		ctx.Defer(p.drewNow)
	}
}

// handle is h, an action handler of the playground, followed by the
// record of what go-app then draws.
func (p *playground) handle(h app.ActionHandler) app.ActionHandler {
	return func(ctx app.Context, a app.Action) {
		h(ctx, a)
		ctx.Defer(p.drewNow)
	}
}

// then runs fn on the UI goroutine, and, if it reports a change, redraws
// the playground and records what it drew (runThen).
func (p *playground) then(ctx app.Context, fn func() bool) {
	runThen(ctx, func() bool {
		if !fn() {
			return false
		}
		ctx.Defer(p.drewNow)
		return true
	})
}
