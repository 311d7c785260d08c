package railroad

// This file lights a diagram with one rule application of a reading: the
// boxes and tracks the derivation passed through, the text each box took,
// the rounds of each loop, and where the reading left the track.

// A Light is what one rule application of a reading shows on its diagram.
// A nil *Light draws the diagram unlit.
type Light struct {
	input string
	nodes map[int]*nodeLight

	stop       int  // the node at which the reading left the track here; -1 for none
	stopSwitch bool // the stop is a switch (a choice no branch of which fits), not a box
	end        bool // the rule is complete and the input goes on: the stop is the end
	stopPos    int  // the byte at which the grammar stopped
	// StopNote is the title of the stop mark: what the grammar expected.
	StopNote string
	// Current is the node of the step-through's current step, -1 for none.
	Current int
}

type nodeLight struct {
	reached  bool
	taken    bool
	text     []byte
	branches map[int]bool
	rounds   int  // rounds entered, over every visit
	zero     bool // a visit took no round
	again    bool // a visit took a second round
}

// LightApp returns the light of the rule application app (a Match of a Ref
// node) for a reading of input; stopPos is where the reading stopped, or -1.
func LightApp(app *Match, input string, trailing bool) *Light {
	l := &Light{input: input, nodes: make(map[int]*nodeLight), stop: -1, Current: -1}
	if app == nil || len(app.Subs) == 0 {
		return l
	}
	body := app.Subs[0]
	l.walk(body)
	if app.Stuck {
		l.stopPos = app.End
		if trailing || !body.Stuck {
			l.end = true
		} else {
			l.findStop(body)
		}
	}
	return l
}

func (l *Light) node(id int) *nodeLight {
	nl := l.nodes[id]
	if nl == nil {
		nl = &nodeLight{branches: make(map[int]bool)}
		l.nodes[id] = nl
	}
	return nl
}

func (l *Light) walk(m *Match) {
	nl := l.node(m.Node.ID)
	nl.reached = true
	if !m.Stuck || m.End > m.Start {
		nl.taken = true
		nl.text = append(nl.text, l.input[m.Start:m.End]...)
	}
	switch m.Node.Kind {
	case Alt:
		nl.branches[m.Branch] = true
	case Rep:
		nl.rounds += len(m.Subs)
		nl.zero = nl.zero || len(m.Subs) == 0
		nl.again = nl.again || len(m.Subs) >= 2
	case Ref:
		return // another rule's application: its own diagram
	}
	for _, s := range m.Subs {
		l.walk(s)
	}
}

// findStop finds the innermost stuck node of this application.
func (l *Light) findStop(m *Match) {
	for {
		switch {
		case m.Node.Kind == Lit || m.Node.Kind == Ref:
			l.stop = m.Node.ID
			return
		case m.Node.Kind == Alt && m.Start == m.End:
			l.stop, l.stopSwitch = m.Node.ID, true
			return
		case len(m.Subs) == 0:
			l.stop = m.Node.ID
			return
		}
		m = m.Subs[len(m.Subs)-1]
	}
}

func (l *Light) trackTaken(n *Node, part string) bool {
	if l == nil {
		return false
	}
	nl := l.nodes[n.ID]
	if nl == nil {
		return false
	}
	switch {
	case part == "in":
		return nl.reached
	case part == "skip":
		return nl.zero
	case part == "round":
		return nl.rounds > 0
	case part == "loop":
		return nl.again
	case len(part) > 1 && part[0] == 'b':
		return nl.branches[atoiPart(part[1:])]
	}
	return false
}

func atoiPart(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// markBox marks the box of n drawn at (x, y), w wide.
func (l *Light) markBox(g *Elem, n *Node, x, y, w int) {
	if l == nil {
		return
	}
	if nl := l.nodes[n.ID]; nl != nil && nl.taken {
		g.Set("data-taken", "true")
		g.Kids = append(g.Kids, &Elem{Tag: "text", Attrs: []Attr{{Name: "class", Value: "rr-consumed"}, {Name: "x", Value: itoa(x + w/2)}, {Name: "y", Value: itoa(y + boxUp + 13)}},
			Text: clip(Shown(string(nl.text)), max(w/7+1, 4))})
	}
	if l.stop == n.ID && !l.stopSwitch {
		g.Set("data-stop", itoa(l.stopPos))
		g.Kids = append(g.Kids, l.stopMark(x, y))
	}
	if l.Current == n.ID {
		g.Set("data-current", "true")
	}
}

// markSwitch marks the choice n, whose switch is at (x, y), when the
// reading left the track there.
func (l *Light) markSwitch(d *drawing, n *Node, x, y int) {
	if l != nil && l.stop == n.ID && l.stopSwitch {
		m := l.stopMark(x, y)
		m.Set("data-stop", itoa(l.stopPos))
		d.out = append(d.out, m)
	}
}

// markEnd marks the end of the diagram, at (x, y), when the rule was
// complete and the input went on.
func (l *Light) markEnd(d *drawing, x, y int) {
	if l != nil && l.end {
		m := l.stopMark(x, y)
		m.Set("data-stop", itoa(l.stopPos))
		d.out = append(d.out, m)
	}
}

// stopMark is the cross where the reading left the track, labelled
// "stop" above it: the label, not the cross's colour, says what it is, on
// paper in black and white too.
func (l *Light) stopMark(x, y int) *Elem {
	g := el("g", "class", "rr-stop")
	g.Kids = []*Elem{
		el("circle", "cx", itoa(x), "cy", itoa(y), "r", "8"),
		el("path", "d", "M"+itoa(x-4)+" "+itoa(y-4)+"l8 8m0 -8l-8 8"),
		{Tag: "text", Attrs: []Attr{{Name: "class", Value: "rr-stop-label"}, {Name: "x", Value: itoa(x)}, {Name: "y", Value: itoa(y - 13)}}, Text: "stop"},
	}
	if l.StopNote != "" {
		g.Kids = append(g.Kids, &Elem{Tag: "title", Text: l.StopNote})
	}
	return g
}

// markCount adds the rounds taken to a loop's count label.
func (l *Light) markCount(t *Elem, n *Node) {
	if l == nil {
		return
	}
	if nl := l.nodes[n.ID]; nl != nil && nl.rounds > 0 {
		t.Text += ", " + itoa(nl.rounds) + " taken"
		t.Set("data-taken", "true")
		t.Set("data-rounds", itoa(nl.rounds))
	}
}

// Shown is input text as a label shows it: printable ASCII as it is, every
// other byte as \xNN.
func Shown(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c > ' ' && c < 0x7f {
			b = append(b, c)
			continue
		}
		if c == ' ' {
			b = append(b, "\u2423"...)
			continue
		}
		const hex = "0123456789ABCDEF"
		b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
	}
	return string(b)
}

// clip shortens s to n characters with an ellipsis.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "\u2026"
}
