package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A keystroke redraws, in its own frame, only what the student is looking
// at as they type: the colours on the field (fieldLayer), the verdict, and
// the highlight when it is in view. Everything else on the page (the
// inspector, the notes, the buttons, the announcement, the diagnostics and
// the views) follows in one full render once typing pauses (settle).
//
// Re-rendering the whole playground on each key cost most of a keystroke's
// time at 40 B: go-app builds and compares every element of the page, the
// masthead, tabs and footer included, to find the three components that
// changed (TestProfile and TestKeyBreakdown in e2e measure it).
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
// new parse, and nothing else.
func (p *playground) redrawKeystroke(ctx app.Context) {
	d, ok := ctx.Dispatcher().(app.ClientDispatcher)
	if !app.IsClient || !ok {
		return
	}
	if l := p.live.layer; l != nil && l.IResult != p.res {
		l.IResult = p.res
		l.Update()
	}
	if v := p.live.verdict; v != nil && v.IResult != p.res {
		v.IResult = p.res
		v.Update()
	}
	if h := p.live.highlight; h != nil {
		if res := p.highlightFor(); h.IResult != res {
			h.IResult = res
			h.Update()
		}
	}
	d.Consume()
	p.markBehind()
}

// markBehind says on the page whether the rest of it is behind the input:
// #playground[data-behind] from a keystroke to the render that catches
// up (settle). The panels that wait are dimmed after a moment (app.css),
// and tests wait for the attribute to go (e2e waitSettled).
//
// The attribute is not go-app's: a keystroke does not render #playground,
// so it is set here, by hand, and Render sets it again with the page it
// draws (go-app updates only the attributes it renders, and never this
// one). JavaScript cannot run between a Render and go-app's update of the
// page, so it never sees the attribute gone before the panels are drawn.
func (p *playground) markBehind() {
	if !app.IsClient || p.markedBehind == p.stale() {
		return
	}
	el := app.Window().GetElementByID("playground")
	if !el.Truthy() {
		return
	}
	p.markedBehind = p.stale()
	if p.markedBehind {
		el.Call("setAttribute", "data-behind", "")
	} else {
		el.Call("removeAttribute", "data-behind")
	}
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

func (l *fieldLayer) OnMount(app.Context)    { mountedIn(l.live, l) }
func (l *fieldLayer) OnDismount()            { unmountedFrom(l.live, l) }
func (v *verdictView) OnMount(app.Context)   { mountedIn(v.live, v) }
func (v *verdictView) OnDismount()           { unmountedFrom(v.live, v) }
func (h *highlightView) OnMount(app.Context) { mountedIn(h.live, h) }
func (h *highlightView) OnDismount()         { unmountedFrom(h.live, h) }
