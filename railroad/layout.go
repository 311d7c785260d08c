package railroad

import (
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/svgtext"
)

// This file lays a rule out as a railroad diagram, in the manner of Tab
// Atkins' railroad-diagrams, JSON.org and SQLite: a sequence runs left to
// right; a choice splits the track into branches below the first; an option
// ([ x ]) has a bypass above; a repetition runs its item on the track and
// returns below it, labelled with its count. Literals are rounded boxes,
// rule names square ones. A choice of many single boxes (lowalpha, hialpha,
// digit, hex) is wrapped into columns so that it fits a page.
//
// Every length is a whole number of pixels, so the SVG text is the same on
// every machine and golden files compare byte for byte.

// An Elem is one SVG element of a diagram, and an Attr one of its
// attributes (internal/svgtext, which package anatomy shares).
type (
	Elem = svgtext.Elem
	Attr = svgtext.Attr
)

var el = svgtext.New

const (
	arc      = 10 // the radius of every curve
	gap      = 10 // the space between stacked tracks, and between items of a sequence
	labelPx  = 13 // a box's label: 13 px monospace (web/app.css and the files say so)
	countPx  = 10 // a loop's count
	boxUp    = 12 // half a box's height
	boxDown  = 12 + 16
	gridRows = 8  // a wrapped choice has at most this many rows
	gridMin  = 10 // a choice of this many single boxes or more is wrapped
	margin   = 20
)

// An item is a laid-out piece of track: w wide, reaching up above its
// track line and down below it; draw puts it at (x, y), y being the line.
type item struct {
	w, up, down int
	draw        func(d *drawing, x, y int)
}

// A drawing collects the elements of one diagram as it is drawn.
type drawing struct {
	rule  *Rule
	light *Light
	out   []*Elem
	links func(rule string) string
}

func itoa(n int) string { return strconv.Itoa(n) }

// track adds a path of the track: node is the grammar node it belongs to,
// part which of its tracks it is ("in", "b2", "skip", "loop", ...).
func (d *drawing) track(node *Node, part, path string) {
	p := el("path", "class", "rr-track", "d", path, "data-node", itoa(node.ID), "data-track", part)
	if d.light.trackTaken(node, part) {
		p.Set("data-taken", "true")
	}
	if d.light != nil && d.light.Current == node.ID {
		p.Set("data-current", "true")
	}
	d.out = append(d.out, p)
}

// layout returns the item of n.
func layout(n *Node) item {
	switch n.Kind {
	case Lit, Ref:
		return boxItem(n)
	case Seq:
		return seqItem(n)
	case Alt:
		if len(n.Subs) >= gridMin && allBoxes(n.Subs) {
			return gridItem(n)
		}
		return altItem(n)
	case Rep:
		if n.Min == 0 && n.Max == 1 {
			return optItem(n, layout(n.Subs[0]))
		}
		loop := loopItem(n)
		if n.Min == 0 {
			return optItem(n, loop)
		}
		return loop
	}
	return item{}
}

func allBoxes(ns []*Node) bool {
	for _, n := range ns {
		if n.Kind != Lit && n.Kind != Ref {
			return false
		}
	}
	return true
}

// label is what a box shows: a rule's name, or the literal itself.
func label(n *Node) string { return n.Text }

func textW(s string) int { return svgtext.Width(s, labelPx) }

func boxItem(n *Node) item {
	w := textW(label(n)) + 2*gap
	return item{w: w, up: boxUp, down: boxDown, draw: func(d *drawing, x, y int) {
		d.out = append(d.out, d.box(n, x, y, w))
	}}
}

// box draws the box of n with its left end at (x, y).
func (d *drawing) box(n *Node, x, y, w int) *Elem {
	g := el("g", "class", "rr-box rr-lit", "data-node", itoa(n.ID))
	rx := "12"
	if n.Kind == Ref {
		g.Set("class", "rr-box rr-ref")
		g.Set("data-rule", n.Text)
		rx = "0"
	} else {
		g.Set("data-literal", n.Text)
	}
	g.Kids = append(g.Kids,
		el("rect", "x", itoa(x), "y", itoa(y-boxUp), "width", itoa(w), "height", itoa(2*boxUp), "rx", rx),
		&Elem{Tag: "text", Attrs: []Attr{{Name: "class", Value: "rr-label"}, {Name: "x", Value: itoa(x + w/2)}, {Name: "y", Value: itoa(y + 4)}}, Text: label(n)},
	)
	d.light.markBox(g, n, x, y, w)
	if n.Kind == Ref && d.links != nil {
		if href := d.links(n.Text); href != "" {
			a := el("a", "xlink:href", href)
			a.Kids = []*Elem{g}
			return a
		}
	}
	return g
}

func seqItem(n *Node) item {
	items := make([]item, len(n.Subs))
	var it item
	for i, s := range n.Subs {
		items[i] = layout(s)
		it.w += items[i].w
		it.up = max(it.up, items[i].up)
		it.down = max(it.down, items[i].down)
	}
	it.w += gap * (len(items) - 1)
	it.draw = func(d *drawing, x, y int) {
		for i, s := range items {
			if i > 0 {
				d.track(n.Subs[i], "in", "M"+itoa(x-gap)+" "+itoa(y)+"h"+itoa(gap))
			}
			s.draw(d, x, y)
			x += s.w + gap
		}
	}
	return it
}

func altItem(n *Node) item {
	items := make([]item, len(n.Subs))
	ys := make([]int, len(n.Subs)) // each branch's line, below the first's
	inner := 0
	for i, s := range n.Subs {
		items[i] = layout(s)
		inner = max(inner, items[i].w)
		if i > 0 {
			ys[i] = max(ys[i-1]+items[i-1].down+gap+items[i].up, ys[i-1]+2*arc+gap)
		}
	}
	last := len(items) - 1
	it := item{w: inner + 4*arc, up: items[0].up, down: ys[last] + items[last].down}
	it.draw = func(d *drawing, x, y int) {
		for i, s := range items {
			part := "b" + itoa(i)
			bx := x + 2*arc + (inner-s.w)/2
			by := y + ys[i]
			if i == 0 {
				d.track(n, part, "M"+itoa(x)+" "+itoa(y)+"H"+itoa(bx))
				d.track(n, part, "M"+itoa(bx+s.w)+" "+itoa(y)+"H"+itoa(x+it.w))
			} else {
				d.track(n, part, "M"+itoa(x)+" "+itoa(y)+down(arc)+"V"+itoa(by-arc)+downRight(arc)+"H"+itoa(bx))
				d.track(n, part, "M"+itoa(bx+s.w)+" "+itoa(by)+"H"+itoa(x+it.w-2*arc)+rightUp(arc)+"V"+itoa(y+arc)+upRight(arc))
			}
			s.draw(d, bx, by)
		}
		d.light.markSwitch(d, n, x, y)
	}
	return it
}

// The four turns of a track, each a quarter circle of radius r.
func down(r int) string { return "a" + itoa(r) + " " + itoa(r) + " 0 0 1 " + itoa(r) + " " + itoa(r) } // right, then down
func downRight(r int) string {
	return "a" + itoa(r) + " " + itoa(r) + " 0 0 0 " + itoa(r) + " " + itoa(r)
} // down, then right
func rightUp(r int) string {
	return "a" + itoa(r) + " " + itoa(r) + " 0 0 0 " + itoa(r) + " -" + itoa(r)
} // right, then up
func upRight(r int) string {
	return "a" + itoa(r) + " " + itoa(r) + " 0 0 1 " + itoa(r) + " -" + itoa(r)
} // up, then right

// gridItem wraps a long choice of single boxes into columns of at most
// gridRows rows. The track runs along the top; each column drops from it to
// its boxes, and rejoins a return track along the bottom, which climbs back
// to the line at the right end.
func gridItem(n *Node) item {
	cols := (len(n.Subs) + gridRows - 1) / gridRows
	rows := (len(n.Subs) + cols - 1) / cols
	items := make([]item, len(n.Subs))
	colW := make([]int, cols)
	for i, s := range n.Subs {
		items[i] = layout(s)
		colW[i/rows] = max(colW[i/rows], items[i].w)
	}
	pitch := boxUp + boxDown + gap
	first := 2*arc + boxUp
	bottom := first + (rows-1)*pitch + boxDown + gap
	w := 0
	for _, cw := range colW {
		w += cw + 4*arc
	}
	it := item{w: w + 2*arc, up: boxUp, down: bottom}
	it.draw = func(d *drawing, x, y int) {
		cx := x
		for c, cw := range colW {
			for j := 0; j < rows && c*rows+j < len(items); j++ {
				i := c*rows + j
				s := items[i]
				part := "b" + itoa(i)
				by := y + first + j*pitch
				bx := cx + 2*arc + (cw-s.w)/2
				d.track(n, part, "M"+itoa(x)+" "+itoa(y)+"H"+itoa(cx)+down(arc)+"V"+itoa(by-arc)+downRight(arc)+"H"+itoa(bx))
				d.track(n, part, "M"+itoa(bx+s.w)+" "+itoa(by)+"H"+itoa(cx+2*arc+cw)+down(arc)+"V"+itoa(y+bottom-arc)+downRight(arc)+
					"H"+itoa(x+it.w-2*arc)+rightUp(arc)+"V"+itoa(y+arc)+upRight(arc))
				s.draw(d, bx, by)
			}
			cx += cw + 4*arc
		}
		d.light.markSwitch(d, n, x, y)
	}
	return it
}

// optItem is x with a bypass above it: the option [ x ], or the zero of *x.
func optItem(n *Node, in item) item {
	skip := max(in.up+gap, 2*arc) // from the line up to the bypass
	it := item{w: in.w + 4*arc, up: skip, down: in.down}
	it.draw = func(d *drawing, x, y int) {
		d.track(n, "skip", "M"+itoa(x)+" "+itoa(y)+rightUp(arc)+"V"+itoa(y-skip+arc)+upRight(arc)+
			"H"+itoa(x+it.w-2*arc)+down(arc)+"V"+itoa(y-arc)+downRight(arc))
		d.track(n, "round", "M"+itoa(x)+" "+itoa(y)+"h"+itoa(2*arc))
		d.track(n, "round", "M"+itoa(x+2*arc+in.w)+" "+itoa(y)+"h"+itoa(2*arc))
		in.draw(d, x+2*arc, y)
	}
	return it
}

// countText says how many rounds a repetition allows.
func countText(n *Node) string {
	switch {
	case n.Max < 0:
		return itoa(n.Min) + " or more"
	case n.Min == n.Max:
		return "exactly " + itoa(n.Min)
	case n.Min == 0:
		return "up to " + itoa(n.Max)
	}
	return itoa(n.Min) + " to " + itoa(n.Max)
}

// loopItem is the item of n on the track with a return track below it,
// labelled with the count the BNF allows (and, when lit, the rounds taken).
func loopItem(n *Node) item {
	in := layout(n.Subs[0])
	lw := svgtext.Width(countText(n)+", 9999 taken", countPx)
	inner := max(in.w, lw)
	back := max(in.down+gap, 2*arc) // from the line down to the return track
	it := item{w: inner + 2*arc, up: in.up, down: back + 16}
	it.draw = func(d *drawing, x, y int) {
		bx := x + arc + (inner-in.w)/2
		d.track(n, "round", "M"+itoa(x)+" "+itoa(y)+"H"+itoa(bx))
		d.track(n, "round", "M"+itoa(bx+in.w)+" "+itoa(y)+"H"+itoa(x+it.w))
		d.track(n, "loop", "M"+itoa(x+it.w-arc)+" "+itoa(y)+down(arc)+"V"+itoa(y+back-arc)+
			"a10 10 0 0 1 -10 10H"+itoa(x+arc)+"a10 10 0 0 1 -10 -10V"+itoa(y+arc)+upRight(arc))
		t := &Elem{Tag: "text", Attrs: []Attr{{Name: "class", Value: "rr-count"}, {Name: "x", Value: itoa(x + it.w/2)}, {Name: "y", Value: itoa(y + back + 13)}, {Name: "data-node", Value: itoa(n.ID)}}, Text: countText(n)}
		d.light.markCount(t, n)
		d.out = append(d.out, t)
		in.draw(d, bx, y)
	}
	return it
}

// Draw lays out the diagram of r, lit by l (nil: unlit). links, when not
// nil, gives the address each rule-name box links to.
func Draw(r *Rule, l *Light, links func(rule string) string) *Elem {
	body := layout(r.Body)
	w := body.w + 2*margin + 4*gap
	h := body.up + body.down + 2*margin
	y := margin + body.up
	d := &drawing{rule: r, light: l, links: links}
	x0 := margin + 2*gap
	d.out = append(d.out,
		el("path", "class", "rr-start", "d", "M"+itoa(margin)+" "+itoa(y-8)+"v16M"+itoa(margin)+" "+itoa(y)+"H"+itoa(x0)),
	)
	body.draw(d, x0, y)
	end := el("path", "class", "rr-end", "d", "M"+itoa(x0+body.w)+" "+itoa(y)+"H"+itoa(w-margin)+"M"+itoa(w-margin)+" "+itoa(y-8)+"v16")
	d.out = append(d.out, end)
	l.markEnd(d, w-margin, y)

	svg := el("svg", "class", "rr", "viewBox", "0 0 "+itoa(w)+" "+itoa(h), "width", itoa(w), "height", itoa(h),
		"role", "img", "aria-labelledby", "rr-title-"+idName(r.Name)+" rr-desc-"+idName(r.Name), "data-diagram", r.Name)
	svg.Kids = append(svg.Kids,
		&Elem{Tag: "title", Attrs: []Attr{{Name: "id", Value: "rr-title-" + idName(r.Name)}}, Text: "Railroad diagram of " + r.Name + " (RFC 1738 section " + r.Section + ")"},
		&Elem{Tag: "desc", Attrs: []Attr{{Name: "id", Value: "rr-desc-" + idName(r.Name)}}, Text: BNFLine(r)},
	)
	svg.Kids = append(svg.Kids, d.out...)
	return svg
}

// BNFLine is the rule's BNF on one line, its text alternative: the RFC's
// text without comments, its white space collapsed.
func BNFLine(r *Rule) string {
	var b strings.Builder
	quoted := false
	for i := 0; i < len(r.Text); i++ {
		c := r.Text[i]
		switch {
		case !quoted && strings.HasPrefix(r.Text[i:], `<">`):
			b.WriteString(`<">`)
			i += 2
			continue
		case c == '"':
			quoted = !quoted
		case c == ';' && !quoted:
			for i < len(r.Text) && r.Text[i] != '\n' {
				i++
			}
			b.WriteByte(' ')
			continue
		}
		b.WriteByte(c)
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// idName is a rule name fit for an id attribute: "gopher+_string" is
// "gopher-_string".
func idName(name string) string { return strings.ReplaceAll(name, "+", "-") }
