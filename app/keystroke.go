package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A keystroke redraws, in its own frame, only what the student is looking
// at as they type: the colours on the field (fieldLayer), the verdict, and
// the highlight when it is in view. Everything else on the page (the
// inspector, the notes, the buttons, the announcement, the diagnostics and
// the views) follows in one full render once typing pauses (settle).
//
// Re-rendering the whole playground on each key cost most of a keystroke's
// time at 40 B: go-app builds and compares every element of the page, the
// masthead, tabs and footer included, to find the three components that
// changed (bench/keyprofile's profile and breakdown measure it).
//
// To redraw a component by itself, the page needs the instance go-app
// mounted (Render's own instances are only compared with it): each of the
// three records itself in a livePanels slot when mounted, and clears the
// slot when dismounted. The render that follows gives each the same
// fields again, so go-app finds nothing to change in them.

// livePanels are the mounted components a keystroke redraws.
type livePanels struct {
	layer     *fieldLayer
	verdict   *verdictView
	highlight *highlightView
}

// redrawKeystroke redraws the components of livePanels with the input's
// new parse, and nothing else, records what the highlight drew
// (drawn-panels.go), and says on the page what is behind.
func (p *playground) redrawKeystroke(ctx app.Context) {
	d, ok := ctx.Dispatcher().(app.ClientDispatcher)
	if !app.IsClient || !ok {
		return
	}
	if l := p.live.layer; l != nil && l.IResult != p.ws.Res {
		// The spans are drawn here; go-app draws the mirror's element
		// only when whether it is shown changes (field-layer.go).
		if layerShown(l.IResult) != layerShown(p.ws.Res) {
			l.Update()
		}
		l.IResult = p.ws.Res
		drawLayer(l.JSValue(), l.IResult)
	}
	if v := p.live.verdict; v != nil && v.IResult != p.ws.Res {
		v.IResult, v.IReading = p.ws.Res, p.ws.Reading
		v.Update()
	}
	res := p.highlightFor()
	if h := p.live.highlight; h != nil && h.IResult != res {
		h.IResult = res
		h.Update()
	}
	p.drew.highlight = res
	d.Consume()
	p.markBehind() // the keystroke's one mark: the page is behind from here
}

// markBehind (browser.go) says on the page whether any of it is behind
// the input (behind, drawn-panels.go): #playground[data-behind] from the change,
// whatever made it (a
// keystroke, a paste, a link or a hash change, an example, Fix, Fix all,
// undo, redo), until every panel shows the input (behind, drawn-panels.go). The
// panels that wait are dimmed after a moment (app.css), and tests wait for
// the attribute to go before they read a panel (e2e waitDrawn).
//
// The attribute is not go-app's: a keystroke does not render #playground,
// and a link is drawn at go-app's next frame, after the field has its text,
// so it is set by hand, as soon as the change is known, and cleared once
// the page is drawn (drewNow, which go-app runs after the frame's render:
// go-app updates only the attributes it renders, and never this one).
// JavaScript cannot run between go-app's update of the page and the
// deferred work of the same frame, so it never sees the attribute gone
// before the panels are drawn.

// moveCaret puts the workspace's caret where the field's selection sel
// is, and reports whether it moved. The field counts UTF-16 units, the
// workspace bytes of the input.
func (p *playground) moveCaret(sel selection) bool {
	in := p.ws.Input
	plain := p.ws.Plain()
	at := func(u int) int {
		if u <= plain {
			return u
		}
		return byteOfUnit(in, u)
	}
	s := at(sel.start)
	e := s
	if sel.end != sel.start {
		e = at(sel.end)
	}
	if sel.start == sel.end && sel.tap == sel.start {
		// A tap on the character after the caret (web/field.js): that
		// character is the one the student pointed at.
		return p.ws.InspectAt(s)
	}
	return p.ws.MoveCaret(s, e)
}

// mountedIn records c in *slot while c is mounted (slot may be nil: a
// component the keystroke does not redraw, as in the prerendered page).
func mountedIn[T any](slot **T, c *T) {
	if slot != nil {
		*slot = c
	}
}

// unmountedFrom clears *slot if it holds c.
func unmountedFrom[T any](slot **T, c *T) {
	if slot != nil && *slot == c {
		*slot = nil
	}
}

func (l *fieldLayer) OnMount(app.Context) {
	mountedIn(l.live, l)
	drawLayer(l.JSValue(), l.IResult)
}
func (l *fieldLayer) OnDismount()            { unmountedFrom(l.live, l) }
func (v *verdictView) OnMount(app.Context)   { mountedIn(v.live, v) }
func (v *verdictView) OnDismount()           { unmountedFrom(v.live, v) }
func (h *highlightView) OnMount(app.Context) { mountedIn(h.live, h) }
func (h *highlightView) OnDismount()         { unmountedFrom(h.live, h) }

// onInput reads the field's text after a keystroke or a paste (the raw
// listener in browser.go reads the field's text and selection once, and
// calls it; surrogates says the field held lone surrogates, now replaced):
// it parses, and redraws the field's colours, the
// verdict and the highlight before returning, so that they are in the DOM
// before the next frame; the rest of the page follows once typing pauses
// (keystroke.go). go-app's OnInput would re-render the whole page after
// each key, which costs most of a keystroke's time.
func (p *playground) onInput(ctx app.Context, text string, sel selection, surrogates bool) {
	p.ws.Type(text, time.Now())
	p.changed()
	p.moveCaret(sel)
	if surrogates {
		p.ws.Note = ui("ui.field.surrogates")
	}
	// The hidden views wait for a pause in typing (hidden-views.go).
	p.hiddenWait.Call(hiddenDelay, p.catchUp)
	p.bench.keyRead()
	p.redrawKeystroke(ctx)
	p.bench.keyDrawn()
	d := keepDelay
	if len(p.ws.Input) > cellLimit {
		d = keepDelayLong
	}
	p.keepWait.Call(d, p.flushKeep)
	p.announceWait.Call(announceDelay, func() { p.ws.Announce() })
	p.settleWait.Call(settleDelay, func() { p.ws.Settle() })
	p.bench.keyDone()
}

// The pauses after a keystroke.
//
// The rest of the page (the inspector, the notes and buttons, the slower
// views) catches up once typing pauses for settleDelay, in one render; a
// key typed before then moves the pause on. Every input waits for it, a
// short one too: drawn after each key (in the browser's next idle moment),
// the rest of the page cost a second frame per key and most of the script
// a key ran (docs/PERFORMANCE.md, "Why the code is as it is"). A student who types
// at a few keys a second still sees each key's tables; a fast typist sees
// them when they pause.
//
// The address is written once typing pauses for keepDelay: browsers
// throttle history.replaceState (Chromium warns after 100 calls in ten
// seconds), and a fast typist would reach that. What is still pending is
// written at once when the field loses focus (a click on a link, Tab) and
// when the page is hidden (flushKeep).
