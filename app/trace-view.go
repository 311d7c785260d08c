package main

import (
	"strings"

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
	rules   map[string]string // key → rule (for a literal, the rule it is part of)
	fold    map[string]bool   // keys of nodes closed until opened: those holding characters only
}

// OnInit may end the start's task first (mountBreak).
func (t *traceView) OnInit() { mountBreak() }

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
		return app.Div().ID("trace").Class("trace").Body(textP("muted", msg))
	}
	if t.closed == nil {
		t.closed = map[string]bool{}
	}
	t.visible = t.visible[:0]
	t.parent = map[string]string{}
	t.hasKids = map[string]bool{}
	t.rules = map[string]string{}
	t.fold = map[string]bool{}

	if t.focus == "" {
		t.focus = "0"
	}
	b := newTraceBuild(t, res)
	root := b.root()
	if b.focusMissing() {
		t.focus = "0"
		t.visible = t.visible[:0]
		b = newTraceBuild(t, res)
		root = b.root()
	}
	var more app.UI
	if b.count >= traceNodeLimit {
		more = textP("muted", "The tree is cut at "+itoa(traceNodeLimit)+" nodes.")
	}
	return app.Div().ID("trace").Class("trace").Body(
		renderFailure(res),
		app.P().Class("trace-help muted").ID("trace-help").Text("Arrow keys move; Right opens a node, Left closes it; Enter shows its rule. "+say("page.trace.help")),
		app.Elem("ul").Class("tree").Role("tree").
			Aria("label", "derivation of the input").
			Aria("describedby", "trace-help").
			OnKeyDown(t.onKey).
			OnClick(t.onClick).
			Body(root),
		more,
	)
}

// isClosed reports whether the node of key is collapsed: as the reader
// left it, or else closed when what it holds is characters and literals
// only (a part's character rules, uchar › unreserved › alpha under each
// byte, would bury the parts) or it is a character rule.
func (t *traceView) isClosed(key string) bool {
	if c, ok := t.closed[key]; ok {
		return c
	}
	return t.fold[key] || charRule(t.rules[key])
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
	return say("page.trace.expected", orWords(stop.Expected))
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
			app.P().Text("Alternatives tried:"),
			app.Elem("ul").Body(tried...),
		)
	}
	return app.Div().ID("failure").Class("failure").DataSet("start", f.Pos).DataSet("end", f.Pos).Body(
		app.P().Body(sayUI("page.trace.stopped", app.Strong().Text(f.Production), at)...),
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
			app.Text("What it expected there is in the "),
			textCode("diag-code", string(code)),
			app.Text(" error of the diagnostics."),
		)
	}
	return app.P().Body(sayUI("page.trace.grammar-expected", app.Strong().Text(orWords(f.Expected)))...)
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
