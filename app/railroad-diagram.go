package main

// The railroad view's diagrams: a rule's diagram drawn as SVG elements, and
// a rule box opened below the diagram it is in.

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/railroad"
)

// renderDiagram draws the diagram of the opened rule v.path[depth]; a box
// clicked in it opens its rule below that one (open).
func (v *railroadView) renderDiagram(depth int) app.UI {
	c := v.path[depth]
	var l *railroad.Light
	if c.app != nil {
		l = railroad.LightApp(c.app, v.res.Input, v.reading.Trailing && c.app == v.reading.Top)
		l.StopNote = v.stopNote()
		if v.step >= 0 && v.step < len(v.steps) && v.steps[v.step].App == c.app {
			l.Current = v.steps[v.step].Node
		}
	}
	return v.svgUI(railroad.Draw(c.rule, l, nil), depth)
}

// svgUI turns a diagram's element tree into go-app elements: the input's
// text reaches the DOM only as text nodes. depth is the diagram's place in
// v.path.
func (v *railroadView) svgUI(e *railroad.Elem, depth int) app.UI {
	el := app.Elem(e.Tag).XMLNS(svgNS)
	for _, a := range e.Attrs {
		name, value := a.Name, a.Value
		switch {
		case name == "class":
			// go-app sets a class through className, which an SVG
			// element does not take: app.css reads data-rr instead.
			name = "data-rr"
		case e.Tag == "svg" && (name == "width" || name == "height"):
			// Half as large again as the file: boxes a room can read.
			n, _ := strconv.Atoi(value)
			value = strconv.Itoa(n * 3 / 2)
		case e.Tag == "svg" && name == "role":
			// Its rule boxes are links here (below): an img's content
			// is presentational, and would hide them; a group, named
			// by the same title and description, does not.
			value = "group"
		}
		el = el.Attr(name, value)
	}
	kids := make([]app.UI, 0, len(e.Kids)+1)
	if e.Text != "" {
		kids = append(kids, app.Text(e.Text))
	}
	var caption []app.UI
	for _, k := range e.Kids {
		if k.Attr("class") == "rr-consumed" {
			caption = append(caption, v.svgUI(k, depth))
		} else {
			kids = append(kids, v.svgUI(k, depth))
		}
	}
	if rule := e.Attr("data-rule"); rule != "" && e.Tag == "g" {
		// The box is a link to the rule's diagram; what the box read is its
		// caption, beside the link, not in it: a link's name must hold the
		// text it shows (WCAG 2.5.3), and the caption is the input's.
		node, _ := strconv.Atoi(e.Attr("data-node"))
		open := func(ctx app.Context, ev app.Event) { v.open(depth, rule, node) }
		link := app.Elem("g").XMLNS(svgNS).Attr("tabindex", "0").Attr("role", "link").
			Attr("aria-label", ui("ui.rr.open", rule)).
			On("click", open, rule, node, depth).
			On("keydown", func(ctx app.Context, ev app.Event) {
				if k := ev.Get("key").String(); k == "Enter" || k == " " {
					ev.PreventDefault()
					v.open(depth, rule, node)
				}
			}, rule, node, depth)
		kids = []app.UI{link.Body(kids...)}
	}
	return el.Body(append(kids, caption...)...)
}

// open opens the diagram of rule at the application of the box node of
// the diagram v.path[depth], the one clicked in: the application where the
// reading stopped, else the first. What was opened below that diagram is
// closed first: the production's diagram stays drawn above a step's, and a
// box clicked there is read in the production, not in the step's rule
// (whose application holds no such box).
func (v *railroadView) open(depth int, rule string, node int) {
	r := railroad.RFC().Lookup(rule)
	if r == nil || depth < 0 || depth >= len(v.path) {
		return
	}
	v.path = v.path[:depth+1]
	var found *railroad.Match
	if c := v.current(); c.app != nil && len(c.app.Subs) > 0 {
		var walk func(m *railroad.Match)
		walk = func(m *railroad.Match) {
			if m.Node.Kind == railroad.Ref {
				if m.Node.ID == node && (found == nil || m.Stuck) {
					found = m
				}
				return
			}
			for _, s := range m.Subs {
				walk(s)
			}
		}
		walk(c.app.Subs[0])
	}
	v.path = append(v.path, crumb{rule: r, app: found})
}

// chain is the breadcrumb from the production down to the application m.
func (v *railroadView) chain(m *railroad.Match) []crumb {
	var c []crumb
	for ; m != nil; m = v.parents[m] {
		c = append(c, crumb{rule: m.Rule, app: m})
	}
	for a, b := 0, len(c)-1; a < b; a, b = a+1, b-1 {
		c[a], c[b] = c[b], c[a]
	}
	return c
}

// A crumb is one opened diagram: a rule, at one of its applications in the
// reading (nil: the rule's diagram, unlit).
type crumb struct {
	rule *railroad.Rule
	app  *railroad.Match
}
