package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// traceView shows the BNF derivation as a tree (the WAI-ARIA tree pattern:
// arrow keys move, Right opens, Left closes or goes to the parent, Enter
// shows the rule's definition), and for a rejected input where the grammar
// stopped, what it expected there and the alternatives it tried.
type traceView struct {
	app.Compo

	IResult *parser.Result

	closed map[string]bool // keys of nodes opened or closed by hand: true when closed
	focus  string          // key of the item in the tab order, if it is drawn ("0", the root, if not)

	// mounted is the tree drawn for the mount and what it was drawn
	// from, for go-app's render in the frame after the mount: go-app
	// draws every component once more then, with nothing changed, and
	// drawing the derivation's tree again was 5-10 ms of that frame's
	// task unthrottled (20-40 at 4x CPU) at the page's start. Dropped
	// after that frame (OnMount), or before it by a handler that changes
	// what is open: go-app updates the tree in the page in place, so
	// after any other drawing it no longer shows what it was drawn from.
	mounted struct {
		res   *parser.Result
		lang  string
		focus string
		root  app.UI
	}
}

// OnInit may end the start's task first (mountBreak), again once it has
// made the derivation the first render draws, and again once it has drawn
// the tree the mount puts in the page: at the start, the derivation, the
// tree's drawing and its mount each take a task's budget or more, and one
// task held them all.
func (t *traceView) OnInit() {
	t.closed = map[string]bool{}
	mountBreak()
	if t.IResult != nil {
		derivationOf(t.IResult)
		mountBreak()
	}
	t.mounted.res, t.mounted.lang, t.mounted.focus = t.IResult, pageLang, t.focus
	t.mounted.root = t.draw()
	mountBreak()
}

// Render is the tree drawn for the mount while nothing it was drawn from
// has changed (see mounted), else a new drawing.
func (t *traceView) Render() app.UI {
	if m := t.mounted; m.root != nil && m.res == t.IResult && m.lang == pageLang && m.focus == t.focus {
		return m.root
	}
	return t.draw()
}

// OnMount drops the mount's tree once go-app's render after the mount has
// had it (a deferred function runs after that frame's renders). Not in
// OnUpdate, which go-app follows with another render: every new reading's
// tree would be drawn twice.
func (t *traceView) OnMount(ctx app.Context) {
	ctx.Defer(func(app.Context) { t.forget() })
}

// forget drops the mount's tree and the reading it holds.
func (t *traceView) forget() { t.mounted.res, t.mounted.root = nil, nil }

// draw draws the derivation's tree.
func (t *traceView) draw() app.UI {
	res := t.IResult
	if res == nil {
		return app.Div().ID("trace")
	}
	if res.Trace == nil {
		msg := ui("ui.trace.none")
		if len(res.Input) > traceLimit {
			msg = ui("ui.trace.limit", readview.BytesText(traceLimit), readview.BytesText(len(res.Input)))
		}
		return app.Div().ID("trace").Class("trace").Body(textP("muted", msg))
	}
	b, root := t.build(res, derivationOf(res), true)
	var more app.UI
	if b.count >= traceNodeLimit {
		more = textP("muted", ui("ui.trace.cut", traceNodeLimit))
	}
	return app.Div().ID("trace").Class("trace").Body(
		renderFailure(res),
		app.P().Class("trace-help muted").ID("trace-help").Text(ui("ui.trace.keys")+say("page.trace.help")),
		app.Elem("ul").Class("tree").Role("tree").
			Aria("label", ui("ui.trace.label")).
			Aria("describedby", "trace-help").
			OnKeyDown(t.onKey).
			OnClick(t.onClick).
			Body(root),
		more,
	)
}

// build draws the tree of res (ui false: only its layout, for the
// keyboard) with the focus on t.focus, or on the root when t.focus is not
// drawn (a new input, or its node closed).
func (t *traceView) build(res *parser.Result, d *parser.Derivation, ui bool) (*traceBuild, app.UI) {
	focus := t.focus
	if focus == "" {
		focus = "0"
	}
	b := newTraceBuild(t, res, d, focus, ui)
	root := b.root()
	if b.focusMissing() {
		b = newTraceBuild(t, res, d, "0", ui)
		root = b.root()
	}
	return b, root
}

// derived is the last reading's derivation (derivationOf).
var derived struct {
	res *parser.Result
	d   *parser.Derivation
}

// derivationOf is res's derivation, made once per reading and kept until
// the next: the tree draws it, the grammar panel marks the rules it used
// (rulesUsed), and the tree's keys move the focus one render at a time,
// each reading the tree's layout from it (the derivation of a long input
// is a thousand times the work of a move). The tree and the panel each
// made their own: two derivations for every reading drawn, the default
// example's about 36 ms each at 4x CPU (the browser's profiler, at the
// start). (Package-level, like pageStart: the page draws on one
// goroutine, and the two components that read it have nothing else in
// common.)
func derivationOf(res *parser.Result) *parser.Derivation {
	if res != derived.res {
		derived.res, derived.d = res, res.Derivation()
	}
	return derived.d
}

// layout is the tree as drawn now, for a handler: which items are drawn,
// in what order, and what each is; nil when there is no tree.
func (t *traceView) layout() *traceBuild {
	res := t.IResult
	if res == nil || res.Trace == nil {
		return nil
	}
	b, _ := t.build(res, derivationOf(res), false)
	return b
}

func twisty(kids, open bool) string {
	switch {
	case !kids:
		return "\u00b7"
	case open:
		return "\u25be"
	}
	return "\u25b8"
}

func nodeText(s string) string {
	if s == "" {
		return "\u2205"
	}
	return "\u201c" + readview.ClipVisible(s, 60) + "\u201d"
}

// nodeNote says what a node that is not a plain match means: an
// alternative tried beside the derivation (and where it stopped), the node
// where the grammar stopped, or a node whose span holds an error.
func nodeNote(n *parser.Node, res *parser.Result) string {
	switch {
	case n.Tried && n.Failed:
		return say("page.trace.tried.failed", int(n.End), expectedText(n.Stop))
	case n.Tried:
		return say("page.trace.tried.matches")
	case n.Failed && n.Stop != nil && res.Failure != nil:
		// What it expected there is said once, above the tree (#failure)
		// or in the error's diagnostic.
		return say("page.trace.stops-here", res.Failure.Pos)
	case n.Failed:
		return say("page.trace.holds-error")
	}
	return ""
}

func expectedText(stop *parser.Failure) string {
	if stop == nil || len(stop.Expected) == 0 {
		return ""
	}
	return say("page.trace.expected", parser.ExpectedText(stop.Expected))
}

// renderFailure says where a rejected input stopped matching and what the
// grammar could take there.
func renderFailure(res *parser.Result) app.UI {
	f := res.Failure
	if f == nil || res.Valid {
		return nil
	}
	at := ui("ui.trace.at-end")
	if f.Pos >= 0 && f.Pos < len(res.Input) {
		at = ui("ui.trace.at-byte", f.Pos, readview.Visible(res.Input[f.Pos:f.Pos+1]))
	}
	var tried []app.UI
	if res.Trace != nil {
		res.Trace.Walk(func(n *parser.Node, _ int) bool {
			if n.Tried && len(tried) < 40 {
				name := textCode("rule-name", n.Rule.String())
				what := sayUI("page.trace.alternative.stopped", name, int(n.End), expectedText(n.Stop))
				if !n.Failed {
					what = sayUI("page.trace.alternative.matches", name)
				}
				tried = append(tried, app.Elem("li").DataSet("start", n.Start).DataSet("end", n.End).TabIndex(0).Body(what...))
			}
			return true
		})
	}
	var triedUI app.UI
	if len(tried) > 0 {
		triedUI = div("tried",
			app.P().Text(ui("ui.trace.tried")),
			app.Elem("ul").Body(tried...),
		)
	}
	return app.Div().ID("failure").Class("failure").DataSet("start", f.Pos).DataSet("end", f.Pos).Body(
		app.P().Body(sayUI("page.trace.stopped", strong(f.Production), at)...),
		expectedAt(res),
		triedUI,
	)
}

// expectedAt says what the grammar could take where it stopped, unless an
// error's diagnostic already says it (the parser's message of a syntax
// error, or of an unsafe character there, ends "stops matching here:
// expected …"): then it points to that entry, so that the expected set is
// stated in one place on the screen, the diagnostics list.
func expectedAt(res *parser.Result) app.UI {
	f := res.Failure
	if code, ok := expectedSaid(res); ok {
		return app.P().Class("failure-ref").Body(
			uiUI("ui.trace.expected-in", textCode("diag-code", string(code)))...,
		)
	}
	return app.P().Body(sayUI("page.trace.grammar-expected", strong(parser.ExpectedText(f.Expected)))...)
}

// onClick focuses the item clicked, and shows its rule's definition; a
// click on the twisty opens or closes it.
func (t *traceView) onClick(ctx app.Context, e app.Event) {
	t.forget() // what is open may change
	target := e.Get("target")
	item := target.Call("closest", "[role=treeitem]")
	if !item.Truthy() {
		return
	}
	l := t.layout()
	if l == nil {
		return
	}
	key := item.Get("dataset").Get("key").String()
	t.focus = key
	if target.Get("classList").Call("contains", "twisty").Bool() {
		t.closed[key] = !l.isClosed(key)
	} else {
		ctx.NewActionWithValue(actionSelectRule, l.rules[key])
	}
	t.focusLater(ctx, key)
}

// onKey is the tree's keyboard: the WAI-ARIA tree view pattern.
func (t *traceView) onKey(ctx app.Context, e app.Event) {
	t.forget() // what is open may change
	item := e.Get("target").Call("closest", "[role=treeitem]")
	if !item.Truthy() {
		return
	}
	l := t.layout()
	if l == nil || len(l.visible) == 0 {
		return
	}
	key := item.Get("dataset").Get("key").String()
	idx := -1
	for i, k := range l.visible {
		if k == key {
			idx = i
			break
		}
	}
	if idx < 0 {
		return
	}
	next := key
	switch e.Get("key").String() {
	case "ArrowDown":
		if idx+1 < len(l.visible) {
			next = l.visible[idx+1]
		}
	case "ArrowUp":
		if idx > 0 {
			next = l.visible[idx-1]
		}
	case "ArrowRight":
		if l.hasKids[key] {
			if l.isClosed(key) {
				t.closed[key] = false
			} else if idx+1 < len(l.visible) {
				next = l.visible[idx+1]
			}
		}
	case "ArrowLeft":
		if l.hasKids[key] && !l.isClosed(key) {
			t.closed[key] = true
		} else if p := l.parent[key]; p != "" {
			next = p
		}
	case "Home":
		next = l.visible[0]
	case "End":
		next = l.visible[len(l.visible)-1]
	case "Enter", " ":
		ctx.NewActionWithValue(actionSelectRule, l.rules[key])
	default:
		return
	}
	e.PreventDefault()
	t.focus = next
	t.focusLater(ctx, next)
}

func (t *traceView) focusLater(ctx app.Context, key string) {
	ctx.Defer(func(app.Context) {
		if app.IsClient {
			if el := app.Window().GetElementByID("tn-" + key); el.Truthy() {
				el.Call("focus")
			}
		}
	})
}

// expectedSaid reports whether an error's diagnostic states what the
// grammar expected where it stopped, and which one.
func expectedSaid(res *parser.Result) (parser.Code, bool) {
	f := res.Failure
	if f == nil {
		return "", false
	}
	for _, d := range res.Diagnostics {
		if d.Severity == parser.Error && strings.Contains(d.Message, f.Production+" stops matching here: expected ") {
			return d.Code, true
		}
	}
	return "", false
}
