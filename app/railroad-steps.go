package main

// The railroad view's step-through: the reading of the input, one step of
// the grammar at a time, by button and by key.

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// stepLimit bounds the steps listed for one input: a URL of the trace
// limit, 64 KiB, takes 65,000 to 165,000 (railroad.TestLongInputsFollowed).
const stepLimit = 1 << 18

// actionLightSpan asks the playground to light a span of the input (the
// step-through's position); value: span.
const actionLightSpan = "railroad/light-span"

// handleLightSpan lights the span the step-through is at.
func (p *playground) handleLightSpan(ctx app.Context, a app.Action) {
	if s, ok := a.Value.(span); ok {
		p.stepLit = s
		p.light(s)
	}
}

// goTo makes step i current: its rule's diagram opens, its box is marked,
// and the playground lights its span of the input.
func (v *railroadView) goTo(ctx app.Context, i int) {
	if len(v.steps) == 0 {
		return
	}
	i = max(0, min(i, len(v.steps)-1))
	v.step = i
	s := v.steps[i]
	v.path = v.chain(s.App)
	ctx.NewActionWithValue(actionLightSpan, span{Start: s.Start, End: max(s.End, s.Start), On: true, At: s.Pos, HasAt: true})
	if !app.IsClient {
		return
	}
	// The step opens its rule's diagram above the controls, taller or
	// shorter than the last one (login's is three times ftpurl's), and the
	// views do not let the browser anchor the scroll (overflow-anchor):
	// the page is scrolled by as much as the controls moved, so that Next
	// stays under the pointer that clicks it again, and then the controls
	// and the step's sentence into view if they are not.
	doc := app.Window().Get("document")
	el := doc.Call("getElementById", "steps")
	if !el.Truthy() {
		return
	}
	top := el.Call("getBoundingClientRect").Get("top").Float()
	ctx.Defer(func(app.Context) {
		el := doc.Call("getElementById", "steps")
		if !el.Truthy() {
			return
		}
		if d := el.Call("getBoundingClientRect").Get("top").Float() - top; d != 0 {
			app.Window().Call("scrollBy", 0, d)
		}
		el.Call("scrollIntoView", map[string]any{"block": "nearest"})
	})
}

// renderSteps draws the step controls. Their handlers read v.step when
// called, not a value captured here: go-app keeps a mounted element's
// handler while its code and scope are the same, so a captured step would
// stay the one of the first render.
func (v *railroadView) renderSteps() app.UI {
	n := len(v.steps)
	cur := v.step
	var line app.UI
	if cur < 0 {
		line = app.P().Class("rr-step-line", "muted").Text(ui("ui.rr.press-next", n))
	} else {
		s := v.steps[cur]
		line = app.P().Class("rr-step-line").
			DataSet("current", "true").
			DataSet("step", cur).
			DataSet("pos", s.Pos).
			DataSet("rule", s.Rule()).
			DataSet("kind", s.Kind).
			DataSet("start", s.Start).
			DataSet("end", max(s.End, s.Start)).
			Body(append([]app.UI{textSpan("rr-step-n", ui("ui.rr.step-n", cur+1, n, s.Pos))}, codeText(s.Text)...)...)
	}
	var more app.UI
	if v.truncated {
		more = textP("muted", ui("ui.rr.cut", stepLimit))
	}
	return app.Div().ID("steps").Class("rr-steps").
		Attr("tabindex", "0").
		Aria("label", ui("ui.rr.steps")).
		On("keydown", v.onKey).
		Body(
			div("rr-step-controls",
				app.Button().Class("btn").Text(ui("ui.rr.first")).Disabled(cur <= 0).OnClick(func(ctx app.Context, e app.Event) { v.goTo(ctx, 0) }),
				app.Button().Class("btn").Text(ui("ui.rr.back")).Disabled(cur <= 0).OnClick(func(ctx app.Context, e app.Event) { v.goTo(ctx, v.step-1) }),
				app.Button().Class("btn").Text(ui("ui.rr.next")).Disabled(cur >= n-1).OnClick(func(ctx app.Context, e app.Event) { v.goTo(ctx, v.step+1) }),
				app.Button().Class("btn").Text(ui("ui.rr.last")).Disabled(cur >= n-1).OnClick(func(ctx app.Context, e app.Event) { v.goTo(ctx, len(v.steps)-1) }),
				app.Input().Type("range").Class("rr-step-slider").
					Min(0).Max(max(n-1, 0)).Value(max(cur, 0)).
					Aria("label", ui("ui.rr.step")).
					OnInput(func(ctx app.Context, e app.Event) {
						if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
							v.goTo(ctx, i)
						}
					}),
			),
			app.Div().Class("rr-step-live").Aria("live", "polite").Body(line),
			more,
		)
}

func (v *railroadView) onKey(ctx app.Context, e app.Event) {
	if t := e.Get("target"); t.Truthy() && t.Get("tagName").String() == "INPUT" {
		return // the slider steps itself
	}
	switch e.Get("key").String() {
	case "ArrowRight":
		v.goTo(ctx, v.step+1)
	case "ArrowLeft":
		v.goTo(ctx, v.step-1)
	case "Home":
		v.goTo(ctx, 0)
	case "End":
		v.goTo(ctx, len(v.steps)-1)
	default:
		return
	}
	e.PreventDefault()
}

// codeText renders a step's line, its `quoted` names as code.
func codeText(s string) []app.UI {
	parts := strings.Split(s, "`")
	out := make([]app.UI, 0, len(parts))
	for i, p := range parts {
		if p == "" {
			continue
		}
		if i%2 == 1 {
			out = append(out, app.Code().Text(p))
		} else {
			out = append(out, app.Text(p))
		}
	}
	return out
}
