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
		return app.Div().ID("trace").Class("trace").Body(app.P().Class("muted").Text(msg))
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
		more = app.P().Class("muted").Text("The tree is cut at " + itoa(traceNodeLimit) + " nodes.")
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

// traceBuild renders the tree once, recording the drawn order for the
// keyboard. It draws the derivation's steps (parser.Derivation): the
// rules, the literals between them ("http://", "/") and, under each part,
// the character rules that read each character, one row per character
// with its chain folded (uchar › unreserved › alpha › lowalpha).
type traceBuild struct {
	t     *traceView
	res   *parser.Result
	d     *parser.Derivation
	kids  [][]int // the steps inside each step, in order
	count int
}

func newTraceBuild(t *traceView, res *parser.Result) *traceBuild {
	b := &traceBuild{t: t, res: res, d: derivationOf(res)}
	if b.d != nil {
		b.kids = make([][]int, len(b.d.Steps))
		for i, st := range b.d.Steps {
			if st.Parent >= 0 {
				b.kids[st.Parent] = append(b.kids[st.Parent], i)
			}
		}
	}
	return b
}

// root draws the tree from its root.
func (b *traceBuild) root() app.UI {
	if b.d == nil || len(b.d.Steps) == 0 {
		return b.node(b.res.Trace, "0", "", 1)
	}
	return b.step(0, "0", "", 1)
}

func (b *traceBuild) focusMissing() bool {
	for _, k := range b.t.visible {
		if k == b.t.focus {
			return false
		}
	}
	return true
}

// step draws step i of the derivation and the steps inside it.
func (b *traceBuild) step(i int, key, parent string, level int) app.UI {
	st := &b.d.Steps[i]
	if st.Tried && st.Node != nil {
		// An alternative tried beside the derivation: its own trace.
		return b.node(st.Node, key, parent, level)
	}
	b.count++
	t := b.t
	t.visible = append(t.visible, key)
	t.parent[key] = parent

	cls := "node"
	name := st.Rule
	rule := st.Rule
	last := i
	switch st.Kind {
	case parser.StepChar:
		// The chain of character rules that read one character, folded
		// into one row: uchar › unreserved › alpha › lowalpha.
		cls += " char"
		for len(b.kids[last]) == 1 && b.d.Steps[b.kids[last][0]].Kind == parser.StepChar {
			last = b.kids[last][0]
			name += " \u203a " + b.d.Steps[last].Rule
		}
	case parser.StepContext:
		// Around the URL (the appendix's whitespace or wrapper): no
		// rule; Enter shows the root's.
		cls += " literal context"
		if st.Parent >= 0 {
			rule = b.d.Steps[st.Parent].Rule
		}
	case parser.StepLiteral:
		// A literal of the rule above it: Enter shows that rule.
		cls += " literal"
		if st.Parent >= 0 {
			rule = b.d.Steps[st.Parent].Rule
			if b.d.Steps[st.Parent].Kind == parser.StepLiteral && b.d.Steps[st.Parent].Parent >= 0 {
				rule = b.d.Steps[b.d.Steps[st.Parent].Parent].Rule
			}
		}
	}
	if st.Failed {
		cls += " failed"
	}
	if st.Rejected {
		cls += " rejected"
	}
	t.rules[key] = rule
	kids := b.kids[last]
	t.hasKids[key] = len(kids) > 0
	t.fold[key] = len(kids) > 0 && !hasRuleStep(b.d, kids)
	open := len(kids) > 0 && !t.isClosed(key)

	tab := -1
	if key == t.focus {
		tab = 0
	}
	row := []app.UI{
		app.Span().Class("twisty").Aria("hidden", "true").Text(twisty(len(kids) > 0, open)),
		app.Span().Class("rule-name").Text(name),
	}
	// Read only with the case of letters ignored: "HTTP://" as "http://",
	// the "F" of "FOO:" as lowalpha. Shown as what it is, not as the rule.
	caseIgnore := st.CaseIgnore || b.d.Steps[last].CaseIgnore
	if caseIgnore {
		cls += " case-ignore"
	}
	if st.Kind != parser.StepLiteral || caseIgnore {
		row = append(row, app.Code().Class("node-text").Text(nodeText(b.text(st.Start, st.End))))
	}
	row = append(row, app.Span().Class("node-span").Text(spanText(st.Start, st.End)))
	if caseIgnore {
		row = append(row, app.Span().Class("node-case").Text(say("page.trace.case-ignore")))
	}
	if st.Kind == parser.StepContext {
		row = append(row, app.Span().Class("node-case").Text(say("page.trace.context")))
	}
	if st.Erratum != 0 {
		cls += " erratum"
		row = append(row, app.Span().Class("node-case").DataSet("erratum", st.Erratum).Text(say("page.trace.erratum", st.Erratum)))
	}
	note := ""
	switch {
	case st.Rejected:
		note = say("page.trace.rejected", st.Rule, st.Rule)
	case st.Node != nil:
		note = nodeNote(st.Node, b.res)
	}
	if note != "" {
		row = append(row, app.Span().Class("node-failed").Text(note))
	}
	li := app.Elem("li").ID("tn-"+key).Class(cls).Role("treeitem").
		Aria("level", level).
		Aria("selected", key == t.focus).
		TabIndex(tab).
		DataSet("rule", st.Rule).DataSet("start", st.Start).DataSet("end", st.End).
		DataSet("key", key)
	if st.Kind == parser.StepChar {
		li = li.DataSet("chain", name)
	}
	if len(kids) > 0 {
		li = li.Aria("expanded", open)
	}
	body := []app.UI{app.Div().Class("node-row").Body(row...)}
	if open {
		kidsUI := make([]app.UI, 0, len(kids))
		for k, j := range kids {
			if b.count >= traceNodeLimit {
				break
			}
			kidsUI = append(kidsUI, b.step(j, key+"."+itoa(k), key, level+1))
		}
		body = append(body, app.Elem("ul").Role("group").Body(kidsUI...))
	}
	return li.Body(body...)
}

// hasRuleStep reports whether any of the steps is a rule's (not a
// character rule's or a literal's).
func hasRuleStep(d *parser.Derivation, steps []int) bool {
	for _, j := range steps {
		if d.Steps[j].Kind == parser.StepRule {
			return true
		}
	}
	return false
}

func (b *traceBuild) text(start, end int) string {
	if start >= 0 && end <= len(b.res.Input) && start <= end {
		return b.res.Input[start:end]
	}
	return ""
}

// node draws a node of the trace and the nodes inside it: an alternative
// tried beside the derivation, or the whole tree when there is no
// derivation.
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
	row := []app.UI{
		app.Span().Class("twisty").Aria("hidden", "true").Text(twisty(kids, open)),
		app.Span().Class("rule-name").Text(n.Rule.String()),
		app.Code().Class("node-text").Text(nodeText(b.text(int(n.Start), int(n.End)))),
		app.Span().Class("node-span").Text(spanText(int(n.Start), int(n.End))),
	}
	if note := nodeNote(n, b.res); note != "" {
		row = append(row, app.Span().Class("node-failed").Text(note))
	}
	li := app.Elem("li").ID("tn-"+key).Class(cls).Role("treeitem").
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
		body = append(body, app.Elem("ul").Role("group").Body(kidsUI...))
	}
	return li.Body(body...)
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
				name := app.Code().Class("rule-name").Text(n.Rule.String())
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
		triedUI = app.Div().Class("tried").Body(
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
			app.Code().Class("diag-code").Text(code),
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
