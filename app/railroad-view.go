package main

import (
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/railroad"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// railroadView draws the railroad diagram of the input's production with
// the track the input took lit and, below it, the diagram of the rule under
// the field's caret (or of the rule box opened, or of the current step),
// and steps through the reading as the grammar takes it. A rule box opens
// that rule's diagram at the same input; the breadcrumb leads back. The diagrams and the steps come from package
// railroad, which reads the grammar from parser.Rules and matches it
// itself; the step-through ends where the parser's Result.Failure says.
type railroadView struct {
	app.Compo

	IResult *parser.Result
	IOn     bool // the tab is shown: only then is the input read (a 64 KiB input takes seconds)
	IPaper  bool // hidden, and drawn for paper: the diagram of the production, no controls

	ctx       app.Context
	want      *parser.Result // the result being read, or read: IResult when the view is up to date
	seq       atomic.Int64   // counts the readings started: a reading in the background goes on while it is the last
	res       *parser.Result // the result the fields below were computed for
	reading   *railroad.Reading
	steps     []railroad.Step
	truncated bool
	parents   map[*railroad.Match]*railroad.Match // rule application → the one it is in
	path      []crumb                             // the opened diagrams, the production first
	step      int                                 // the current step; -1 before stepping
	first     bool                                // the first reading, on screen, is yet to start: in the background, whatever the input's length
	part      bool                                // the first drawing has drawn its first diagram only (drawFirst)
	caretFn   app.Func                            // selectionchange while shown: the diagram follows the caret
}

// OnInit may end the start's task first (mountBreak). On screen, the
// first reading is made after the mount's task (view-first.go): the mount
// draws the line that says so. On paper it is made at once, as the
// browser lays the page out for print when beforeprint's task ends.
func (v *railroadView) OnInit() {
	v.first = app.IsClient && !warming && !v.IPaper
	mountBreak()
}

// OnMount and OnUpdate start the reading Render draws (read); go-app calls
// them after the render with the new fields, and renders again.
func (v *railroadView) OnMount(ctx app.Context) {
	v.ctx = ctx
	v.read()
	v.first = false // read, or not to be read now (sync)
	v.followCaretIf(v.IOn)
}

func (v *railroadView) OnUpdate(app.Context) {
	v.read()
	v.followCaretIf(v.IOn)
}

// read starts the reading of IResult if the view draws it: shown, or
// hidden for paper with an input short enough to read at once
// (renderPaper).
func (v *railroadView) read() {
	if v.IOn || v.IResult != nil && len(v.IResult.Input) <= followAtOnce {
		if v.IPaper && v.following() {
			v.want = nil // printed now: read at once, the background's reading dropped
		}
		v.sync()
	}
}

func (v *railroadView) OnDismount() { v.followCaretIf(false) }

// followCaretIf listens to the field's selectionchange if the view is
// shown, and only then. Every selectionchange, a typed key's too, calls
// into Go, on the page's only thread (docs/PERFORMANCE.md: "Eight causes of
// that work are gone"); the view is built before it is shown
// (start.go), and a hidden view has no diagram to follow the caret with.
// Shown, it is redrawn only when the diagram follows the caret somewhere
// else (a redraw of the diagrams per key made typing in this view slow).
func (v *railroadView) followCaretIf(shown bool) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	switch {
	case shown && v.caretFn == nil:
		ctx := v.ctx
		v.caretFn = app.FuncOf(func(app.Value, []app.Value) any {
			runThen(ctx, v.followCaret)
			return nil
		})
		doc.Call("addEventListener", "selectionchange", v.caretFn)
		// The caret may have moved while the view was hidden.
		runThen(ctx, v.followCaret)
	case !shown && v.caretFn != nil:
		doc.Call("removeEventListener", "selectionchange", v.caretFn)
		v.caretFn.Release()
		v.caretFn = nil
	}
}

// followCaret opens the diagram of the innermost rule application under the
// field's caret, unless the step-through has taken over the diagram, and
// reports whether it opened another one.
func (v *railroadView) followCaret() bool {
	if v.reading == nil || v.reading.Top == nil || v.step >= 0 {
		return false
	}
	doc := app.Window().Get("document")
	f := doc.Get("activeElement")
	if !f.Truthy() || f.Get("id").String() != "url-input" {
		return false
	}
	value := f.Get("value").String()
	if value != v.res.Input {
		return false // the views are a moment behind the field
	}
	pos := byteOfUnit(value, f.Get("selectionStart").Int())
	var deepest *railroad.Match
	var walk func(m *railroad.Match)
	walk = func(m *railroad.Match) {
		if m.Start > pos || pos > m.End {
			return
		}
		if m.Node.Kind == railroad.Ref && !railroad.Leaf(m.Rule) {
			deepest = m
		}
		for _, s := range m.Subs {
			walk(s)
		}
	}
	walk(v.reading.Top)
	if deepest == nil || deepest == v.current().app {
		return false
	}
	v.path = v.chain(deepest)
	return true
}

const svgNS = "http://www.w3.org/2000/svg"

// followAtOnce is the longest input read as the view renders; a longer one
// is read in the background, in slices of followSlice with a pause between
// in which the browser draws and takes keys, and the view shows the last
// reading, dimmed, until the new one is ready.
const (
	followAtOnce = 512
	followSlice  = 10 * time.Millisecond
)

// sync starts the reading of IResult when it is not the one read.
func (v *railroadView) sync() {
	if v.want == v.IResult {
		return
	}
	v.want = v.IResult
	seq := v.seq.Add(1)
	res := v.want
	first := v.first
	v.first = false
	if res == nil || len(res.Input) <= followAtOnce && !first || v.ctx == nil || !app.IsClient {
		rd, steps, truncated := railroad.RFC().Follow(res, stepLimit, nil)
		v.apply(res, rd, steps, truncated)
		return
	}
	ctx := v.ctx
	go func() {
		if first {
			yieldToBrowser() // the mount's task ends first
		}
		t0 := time.Now()
		pause := func() bool {
			if time.Since(t0) < followSlice {
				return true
			}
			yieldToBrowser() // the browser draws and takes keys (not a Go timer: start.go)
			t0 = time.Now()
			return v.seq.Load() == seq
		}
		rd, steps, truncated := railroad.RFC().Follow(res, stepLimit, pause)
		if rd == nil && res != nil && v.seq.Load() != seq {
			return // a newer input is being read
		}
		if first {
			yieldToBrowser() // the drawing starts a task of its own
		}
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: v, Function: func(ctx app.Context) {
			if v.seq.Load() != seq {
				return
			}
			v.apply(res, rd, steps, truncated)
			if first {
				v.drawFirst(ctx)
				return
			}
			v.Update()
		}})
	}()
}

// drawFirst draws the first reading on screen in two tasks, each drawn at
// once, where go-app would draw it at its next frame: the production's
// diagram, then the rest (the stop, the steps, the diagram under the
// caret). Drawn whole after the reading's last slice, it was one task of
// 80-120 ms at 4x CPU, most of it go-app making the diagram's elements.
func (v *railroadView) drawFirst(ctx app.Context) {
	drawHalves(ctx, v, func(_ app.Context, half bool) {
		v.part = half
		if !half && v.caretFn != nil {
			v.followCaret() // the view shown follows the caret once read
		}
		v.Update()
	})
}

// following reports whether a reading is under way in the background.
func (v *railroadView) following() bool { return v.want != v.res }

// apply makes the reading of res the one the view shows.
func (v *railroadView) apply(res *parser.Result, rd *railroad.Reading, steps []railroad.Step, truncated bool) {
	v.res = res
	v.reading, v.steps, v.truncated, v.path, v.step = rd, steps, truncated, nil, -1
	if v.reading == nil || v.reading.Top == nil {
		return
	}
	v.parents = map[*railroad.Match]*railroad.Match{}
	var walk func(m, app *railroad.Match)
	walk = func(m, app *railroad.Match) {
		if m.Node.Kind == railroad.Ref && m != app {
			v.parents[m] = app
			app = m
		}
		for _, s := range m.Subs {
			walk(s, app)
		}
	}
	walk(v.reading.Top, v.reading.Top)
	v.path = []crumb{{rule: v.reading.Top.Rule, app: v.reading.Top}}
}

// Render draws the reading made last (read), dimmed while a newer one is
// made.
func (v *railroadView) Render() app.UI {
	if v.IPaper {
		return v.renderPaper()
	}
	if v.res == nil {
		if v.first || v.following() {
			return app.Div().ID("railroad").Class("railroad").Aria("busy", true).Body(drawingLine())
		}
		return app.Div().ID("railroad")
	}
	if v.reading == nil || v.reading.Top == nil {
		msg := say("page.railroad.no-production")
		if len(v.res.Input) > railroad.MaxGuided {
			msg = ui("ui.rr.limit", readview.BytesText(railroad.MaxGuided), readview.BytesText(len(v.res.Input)))
		} else if v.reading != nil && v.reading.GaveUp {
			msg = say("page.railroad.gave-up")
		}
		return div("railroad-wrap",
			app.Div().ID("railroad").Class("railroad").Body(v.renderFollowing(), textP("muted", msg)),
		)
	}
	if v.part {
		return div("railroad-wrap",
			app.Div().ID("railroad").Class("railroad").Aria("busy", true).Body(
				v.renderCrumbs(),
				v.renderCaptionOf(v.path[0]),
				div("rr-figure", v.renderDiagram(0)),
				drawingLine(),
			),
		)
	}
	return div("railroad-wrap",
		app.Div().ID("railroad").Class("railroad").Class(v.staleClass()).Body(
			v.renderFollowing(),
			v.renderCrumbs(),
			v.renderCaptionOf(v.path[0]),
			div("rr-figure", v.renderDiagram(0)),
			app.If(len(v.path) > 1,
				v.renderCaption(),
				div("rr-figure", v.renderDiagram(len(v.path)-1)),
			),
			v.renderStop(),
		),
		v.renderSteps(),
	)
}

// renderPaper draws the hidden view for paper only: the production's
// diagram with the track the input took and the stop, for the handout the
// print stylesheet makes of the workspace. An input longer than
// followAtOnce is not read for it (reading one takes longer than a
// keystroke should, and the hidden views catch up between keystrokes), nor
// one with no production; the step-through's place is kept for the same
// input.
func (v *railroadView) renderPaper() app.UI {
	if v.IResult == nil || len(v.IResult.Input) > followAtOnce {
		return app.Div().ID("railroad")
	}
	if v.res == nil || v.reading == nil || v.reading.Top == nil {
		return app.Div().ID("railroad")
	}
	return app.Div().ID("railroad").Class("railroad", "rr-paper").Body(
		v.renderCaptionOf(v.path[0]),
		div("rr-figure", v.renderDiagram(0)),
		v.renderStop(),
	)
}

// staleClass dims the diagrams of the last reading while a new one is read.
func (v *railroadView) staleClass() string {
	if v.following() {
		return "rr-stale"
	}
	return ""
}

// renderFollowing says that a long input is being read, while the view
// still shows the last reading; nothing when it is up to date.
func (v *railroadView) renderFollowing() app.UI {
	if !v.following() || v.want == nil {
		return nil
	}
	return app.P().ID("railroad-following").Class("rr-following").Aria("live", "polite").
		Text(ui("ui.rr.following", readview.BytesText(len(v.want.Input))))
}

func (v *railroadView) current() crumb { return v.path[len(v.path)-1] }
