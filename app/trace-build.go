package main

// The derivation tree's rows, drawn once per reading from its steps.

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// traceBuild renders the tree once, recording the drawn order for the
// keyboard. It draws the derivation's steps (parser.Derivation): the
// rules, the literals between them ("http://", "/") and, under each part,
// the character rules that read each character, one row per character
// with its chain folded (uchar › unreserved › alpha › lowalpha). Without
// ui it only records (traceView.layout).
type traceBuild struct {
	t     *traceView
	res   *parser.Result
	d     *parser.Derivation
	kids  [][]int // the steps inside each step, in order
	count int
	focus string // key of the item in the tab order
	ui    bool   // draw, not only record

	visible []string // keys of the drawn items, in order
	parent  map[string]string
	hasKids map[string]bool
	rules   map[string]string // key → rule (for a literal, the rule it is part of)
	fold    map[string]bool   // keys of nodes closed until opened: those holding characters only
}

func newTraceBuild(t *traceView, res *parser.Result, d *parser.Derivation, focus string, ui bool) *traceBuild {
	b := &traceBuild{t: t, res: res, d: d, focus: focus, ui: ui,
		parent: map[string]string{}, hasKids: map[string]bool{}, rules: map[string]string{}, fold: map[string]bool{}}
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
	for _, k := range b.visible {
		if k == b.focus {
			return false
		}
	}
	return true
}

// isClosed reports whether the node of key is collapsed: as the reader
// left it, or else closed when what it holds is characters and literals
// only (a part's character rules, uchar › unreserved › alpha under each
// byte, would bury the parts) or it is a character rule.
func (b *traceBuild) isClosed(key string) bool {
	if c, ok := b.t.closed[key]; ok {
		return c
	}
	return b.fold[key] || charRule(b.rules[key])
}

// step draws step i of the derivation and the steps inside it.
func (b *traceBuild) step(i int, key, parent string, level int) app.UI {
	st := &b.d.Steps[i]
	if st.Tried && st.Node != nil {
		// An alternative tried beside the derivation: its own trace.
		return b.node(st.Node, key, parent, level)
	}
	b.count++
	b.visible = append(b.visible, key)
	b.parent[key] = parent

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
	b.rules[key] = rule
	kids := b.kids[last]
	b.hasKids[key] = len(kids) > 0
	b.fold[key] = len(kids) > 0 && !hasRuleStep(b.d, kids)
	open := len(kids) > 0 && !b.isClosed(key)
	if !b.ui {
		for k, j := range kids {
			if !open || b.count >= traceNodeLimit {
				break
			}
			b.step(j, key+"."+strconv.Itoa(k), key, level+1)
		}
		return nil
	}

	tab := -1
	if key == b.focus {
		tab = 0
	}
	row := []app.UI{
		app.Span().Class("twisty").Aria("hidden", "true").Text(twisty(len(kids) > 0, open)),
		textSpan("rule-name", name),
	}
	// Read only with the case of letters ignored: "HTTP://" as "http://",
	// the "F" of "FOO:" as lowalpha. Shown as what it is, not as the rule.
	caseIgnore := st.CaseIgnore || b.d.Steps[last].CaseIgnore
	if caseIgnore {
		cls += " case-ignore"
	}
	if st.Kind != parser.StepLiteral || caseIgnore {
		row = append(row, textCode("node-text", nodeText(b.text(st.Start, st.End))))
	}
	row = append(row, textSpan("node-span", readview.SpanText(st.Start, st.End)))
	if caseIgnore {
		row = append(row, textSpan("node-case", say("page.trace.case-ignore")))
	}
	if st.Kind == parser.StepContext {
		row = append(row, textSpan("node-case", say("page.trace.context")))
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
		row = append(row, textSpan("node-failed", note))
	}
	li := app.Elem("li").ID("tn-"+key).Class(cls).Role("treeitem").
		Aria("level", level).
		Aria("selected", key == b.focus).
		TabIndex(tab).
		DataSet("rule", st.Rule).DataSet("start", st.Start).DataSet("end", st.End).
		DataSet("key", key)
	if st.Kind == parser.StepChar {
		li = li.DataSet("chain", name)
	}
	if len(kids) > 0 {
		li = li.Aria("expanded", open)
	}
	body := []app.UI{div("node-row", row...)}
	if open {
		kidsUI := append(make([]app.UI, 0, len(kids)+1), &mountPoint{}) // a break at the start
		for k, j := range kids {
			if b.count >= traceNodeLimit {
				break
			}
			kidsUI = append(kidsUI, b.step(j, key+"."+strconv.Itoa(k), key, level+1))
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
	b.visible = append(b.visible, key)
	b.parent[key] = parent
	b.rules[key] = n.Rule.String()
	kids := len(n.Children) > 0
	b.hasKids[key] = kids
	open := kids && !b.isClosed(key)
	if !b.ui {
		for i := range n.Children {
			if !open || b.count >= traceNodeLimit {
				break
			}
			b.node(&n.Children[i], key+"."+strconv.Itoa(i), key, level+1)
		}
		return nil
	}

	cls := "node"
	if n.Failed {
		cls += " failed"
	}
	tab := -1
	if key == b.focus {
		tab = 0
	}
	row := []app.UI{
		app.Span().Class("twisty").Aria("hidden", "true").Text(twisty(kids, open)),
		textSpan("rule-name", n.Rule.String()),
		textCode("node-text", nodeText(b.text(int(n.Start), int(n.End)))),
		textSpan("node-span", readview.SpanText(int(n.Start), int(n.End))),
	}
	if note := nodeNote(n, b.res); note != "" {
		row = append(row, textSpan("node-failed", note))
	}
	li := app.Elem("li").ID("tn-"+key).Class(cls).Role("treeitem").
		Aria("level", level).
		Aria("selected", key == b.focus).
		TabIndex(tab).
		DataSet("rule", n.Rule.String()).DataSet("start", n.Start).DataSet("end", n.End).
		DataSet("key", key)
	if kids {
		li = li.Aria("expanded", open)
	}
	body := []app.UI{div("node-row", row...)}
	if open {
		kidsUI := append(make([]app.UI, 0, len(n.Children)+1), &mountPoint{})
		for i := range n.Children {
			if b.count >= traceNodeLimit {
				break
			}
			kidsUI = append(kidsUI, b.node(&n.Children[i], key+"."+strconv.Itoa(i), key, level+1))
		}
		body = append(body, app.Elem("ul").Role("group").Body(kidsUI...))
	}
	return li.Body(body...)
}
