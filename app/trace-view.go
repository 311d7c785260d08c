package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// traceView shows the BNF derivation as a tree (the WAI-ARIA tree pattern:
// arrow keys move, Right opens, Left closes or goes to the parent, Enter
// shows the rule's definition), and for a rejected input where the grammar
// stopped, what it expected there and the alternatives it tried.
type traceView struct {
	app.Compo

	IResult *parser.Result

	closed  map[string]bool // keys of nodes opened or closed by hand: true when closed
	focus   string          // key of the item in the tab order
	visible []string        // keys of the drawn items, in order
	parent  map[string]string
	hasKids map[string]bool
	rules   map[string]string // key → rule
}

func (t *traceView) Render() app.UI {
	res := t.IResult
	if res == nil {
		return app.Div().ID("trace")
	}
	if res.Trace == nil {
		msg := "No derivation was recorded."
		if len(res.Input) > traceLimit {
			msg = "The derivation is recorded for inputs up to " + bytesText(traceLimit) + "; this one is " + bytesText(len(res.Input)) + "."
		}
		return app.Div().ID("trace").Class("trace").Body(app.P().Class("muted").Text(msg))
	}
	if t.closed == nil {
		t.closed = map[string]bool{}
	}
	t.visible = t.visible[:0]
	t.parent = map[string]string{}
	t.hasKids = map[string]bool{}
	t.rules = map[string]string{}

	if t.focus == "" {
		t.focus = "0"
	}
	b := &traceBuild{t: t, res: res}
	root := b.node(res.Trace, "0", "", 1)
	if b.focusMissing() {
		t.focus = "0"
		t.visible = t.visible[:0]
		b = &traceBuild{t: t, res: res}
		root = b.node(res.Trace, "0", "", 1)
	}
	var more app.UI
	if b.count >= traceNodeLimit {
		more = app.P().Class("muted").Text("The tree is cut at " + itoa(traceNodeLimit) + " nodes.")
	}
	return app.Div().ID("trace").Class("trace").Body(
		renderFailure(res),
		app.P().Class("trace-help muted").ID("trace-help").Text("Arrow keys move through the tree; Right opens a node, Left closes it; Enter shows the rule's definition. Failed alternatives are marked \u2717."),
		app.Ul().Class("tree").Role("tree").
			Aria("label", "derivation of the input").
			Aria("describedby", "trace-help").
			OnKeyDown(t.onKey).
			OnClick(t.onClick).
			Body(root),
		more,
	)
}

// traceBuild renders the tree once, recording the drawn order for the
// keyboard.
type traceBuild struct {
	t     *traceView
	res   *parser.Result
	count int
}

func (b *traceBuild) focusMissing() bool {
	for _, k := range b.t.visible {
		if k == b.t.focus {
			return false
		}
	}
	return true
}

func (b *traceBuild) node(n *parser.Node, key, parent string, level int) app.UI {
	b.count++
	t := b.t
	t.visible = append(t.visible, key)
	t.parent[key] = parent
	t.rules[key] = n.Rule.String()
	kids := len(n.Children) > 0
	t.hasKids[key] = kids
	open := kids && !t.isClosed(key)

	cls := "node"
	if n.Failed {
		cls += " failed"
	}
	tab := -1
	if key == t.focus {
		tab = 0
	}
	text := ""
	if n.Start >= 0 && n.End <= len(b.res.Input) && n.Start <= n.End {
		text = b.res.Input[n.Start:n.End]
	}
	row := []app.UI{
		app.Span().Class("twisty").Aria("hidden", "true").Text(twisty(kids, open)),
		app.Span().Class("rule-name").Text(n.Rule.String()),
		app.Code().Class("node-text").Text(nodeText(text)),
		app.Span().Class("node-span").Text(spanText(n.Start, n.End)),
	}
	if note := nodeNote(n, b.res); note != "" {
		row = append(row, app.Span().Class("node-failed").Text(note))
	}
	li := app.Li().ID("tn-"+key).Class(cls).Role("treeitem").
		Aria("level", level).
		Aria("selected", key == t.focus).
		TabIndex(tab).
		DataSet("rule", n.Rule.String()).DataSet("start", n.Start).DataSet("end", n.End).
		DataSet("key", key)
	if kids {
		li = li.Aria("expanded", open)
	}
	body := []app.UI{app.Div().Class("node-row").Body(row...)}
	if open {
		kidsUI := make([]app.UI, 0, len(n.Children))
		for i := range n.Children {
			if b.count >= traceNodeLimit {
				break
			}
			kidsUI = append(kidsUI, b.node(&n.Children[i], key+"."+itoa(i), key, level+1))
		}
		body = append(body, app.Ul().Role("group").Body(kidsUI...))
	}
	return li.Body(body...)
}

// isClosed reports whether the node of key is collapsed: as the reader
// left it, or else closed when it is a character rule (uchar › unreserved ›
// alpha under each byte would bury the parts).
func (t *traceView) isClosed(key string) bool {
	if c, ok := t.closed[key]; ok {
		return c
	}
	return charRule(t.rules[key])
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
	return "\u201c" + clipVisible(s, 60) + "\u201d"
}

// nodeNote says what a node that is not a plain match means: an
// alternative tried beside the derivation (and where it stopped), the node
// where the grammar stopped, or a node whose span holds an error.
func nodeNote(n *parser.Node, res *parser.Result) string {
	switch {
	case n.Tried && n.Failed:
		return "\u2717 tried: stopped at byte " + itoa(n.End) + expectedText(n.Stop)
	case n.Tried:
		return "\u2713 tried: also matches, but is not the production that decides"
	case n.Failed && n.Stop != nil && res.Failure != nil:
		return "\u2717 the grammar stops here, at byte " + itoa(res.Failure.Pos) + expectedText(n.Stop)
	case n.Failed:
		return "\u2717 holds an error"
	}
	return ""
}

func expectedText(stop *parser.Failure) string {
	if stop == nil || len(stop.Expected) == 0 {
		return ""
	}
	return "; expected " + orWords(stop.Expected)
}

// renderFailure says where a rejected input stopped matching and what the
// grammar could take there.
func renderFailure(res *parser.Result) app.UI {
	f := res.Failure
	if f == nil || res.Valid {
		return nil
	}
	at := "the end of the input"
	if f.Pos >= 0 && f.Pos < len(res.Input) {
		at = "byte " + itoa(f.Pos) + " (\u201c" + visible(res.Input[f.Pos:f.Pos+1]) + "\u201d)"
	}
	var tried []app.UI
	if res.Trace != nil {
		res.Trace.Walk(func(n *parser.Node, _ int) bool {
			if n.Tried && len(tried) < 40 {
				what := " stopped at byte " + itoa(n.End) + expectedText(n.Stop)
				if !n.Failed {
					what = " matches, but does not decide: the scheme's own production does"
				}
				tried = append(tried, app.Li().DataSet("start", n.Start).DataSet("end", n.End).TabIndex(0).Body(
					app.Code().Class("rule-name").Text(n.Rule.String()),
					app.Text(what),
				))
			}
			return true
		})
	}
	var triedUI app.UI
	if len(tried) > 0 {
		triedUI = app.Div().Class("tried").Body(
			app.P().Text("Alternatives tried:"),
			app.Ul().Body(tried...),
		)
	}
	return app.Div().ID("failure").Class("failure").DataSet("start", f.Pos).DataSet("end", f.Pos).Body(
		app.P().Body(
			app.Strong().Text(f.Production),
			app.Text(" stopped matching at "+at+"."),
		),
		app.P().Body(
			app.Text("The grammar expected "),
			app.Strong().Text(orWords(f.Expected)),
			app.Text(" there."),
		),
		triedUI,
	)
}

// onClick focuses the item clicked, and shows its rule's definition; a
// click on the twisty opens or closes it.
func (t *traceView) onClick(ctx app.Context, e app.Event) {
	target := e.Get("target")
	item := target.Call("closest", "[role=treeitem]")
	if !item.Truthy() {
		return
	}
	key := item.Get("dataset").Get("key").String()
	t.focus = key
	if target.Get("classList").Call("contains", "twisty").Bool() {
		t.closed[key] = !t.isClosed(key)
	} else {
		ctx.NewActionWithValue(actionSelectRule, t.rules[key])
	}
	t.focusLater(ctx, key)
}

// onKey is the tree's keyboard: the WAI-ARIA tree view pattern.
func (t *traceView) onKey(ctx app.Context, e app.Event) {
	item := e.Get("target").Call("closest", "[role=treeitem]")
	if !item.Truthy() || len(t.visible) == 0 {
		return
	}
	key := item.Get("dataset").Get("key").String()
	idx := -1
	for i, k := range t.visible {
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
		if idx+1 < len(t.visible) {
			next = t.visible[idx+1]
		}
	case "ArrowUp":
		if idx > 0 {
			next = t.visible[idx-1]
		}
	case "ArrowRight":
		if t.hasKids[key] {
			if t.isClosed(key) {
				t.closed[key] = false
			} else if idx+1 < len(t.visible) {
				next = t.visible[idx+1]
			}
		}
	case "ArrowLeft":
		if t.hasKids[key] && !t.isClosed(key) {
			t.closed[key] = true
		} else if p := t.parent[key]; p != "" {
			next = p
		}
	case "Home":
		next = t.visible[0]
	case "End":
		next = t.visible[len(t.visible)-1]
	case "Enter", " ":
		ctx.NewActionWithValue(actionSelectRule, t.rules[key])
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
