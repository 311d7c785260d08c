package railroad

import (
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file turns a reading into steps, as the grammar takes them: enter a
// rule, match a literal or a character, take or skip an option, go round a
// loop, try an alternative, fail and back out. A rule whose every match is
// one character or one escape (lowalpha, alpha, uchar, xchar, escape, ...)
// is one step: the page shows its derivation in the step's line, not as
// twenty steps.

// A Step is one step of the reading.
type Step struct {
	Kind       string // enter, match, option, skip, exit, try, take, leave, fail, stop, done
	Pos        int    // where the reading is: the byte it looks at
	Start, End int    // the input the step concerns, half-open
	App        *Match // the rule application the step is in (its diagram)
	Node       int    // the node of App's rule the step is at; -1 for the rule's start
	Text       string // what happens and why
}

// Rule returns the name of the rule the step is in.
func (s Step) Rule() string { return s.App.Rule.Name }

// Steps returns the steps of rd, at most limit of them; truncated reports
// that there were more. expected is what the grammar expected where it
// stopped (Result.Failure.Expected), for the last step's line.
func (rd *Reading) Steps(limit int, expected []string) (steps []Step, truncated bool) {
	steps, truncated, _ = rd.steps(limit, expected, nil)
	return steps, truncated
}

// steps is Steps, calling pause (when not nil) every pauseSteps steps;
// ok is false when pause said stop.
func (rd *Reading) steps(limit int, expected []string, pause func() bool) (steps []Step, truncated, ok bool) {
	if rd == nil || rd.Top == nil {
		return nil, false, true
	}
	w := &stepper{rd: rd, limit: limit, expected: expected, pause: pause}
	defer func() {
		if x := recover(); x != nil {
			if x != errStopped {
				panic(x)
			}
			steps, truncated, ok = nil, false, false
		}
	}()
	w.run()
	return w.steps, w.full, true
}

// pauseSteps is the number of steps between two calls of the pause function.
const pauseSteps = 1 << 10

type stepper struct {
	rd       *Reading
	limit    int
	expected []string
	steps    []Step
	full     bool
	round    int    // the round the next step is in, from 1; 0 for none
	loop     string // the loop the round is of, as code
	pause    func() bool
}

func (w *stepper) add(s Step) {
	if len(w.steps) >= w.limit {
		w.full = true
		return
	}
	if w.round > 0 {
		s.Text = say("railroad.step.round", w.round, w.loop, s.Text)
		w.round = 0
	}
	w.steps = append(w.steps, s)
	if w.pause != nil && len(w.steps)%pauseSteps == 0 && !w.pause() {
		panic(errStopped)
	}
}

func (w *stepper) run() {
	rd := w.rd
	top := rd.Top
	w.add(Step{Kind: "enter", App: top, Node: -1, Text: say("railroad.step.read", code(rd.Production.Name), rd.Production.Section)})
	w.body(top)
	switch {
	case rd.Valid:
		w.add(Step{Kind: "done", Pos: len(rd.Input), Start: 0, End: len(rd.Input), App: top, Node: -1,
			Text: say("railroad.step.done", code(rd.Production.Name))})
	case rd.Trailing:
		text := say("railroad.step.trailing", code(rd.Production.Name), rd.Stop, byteText(rd.Input, rd.Stop), why(rd.Input, rd.Stop))
		if len(w.expected) > 0 {
			text = say("railroad.step.trailing.expected", code(rd.Production.Name), rd.Stop, byteText(rd.Input, rd.Stop), why(rd.Input, rd.Stop), w.expectedList())
		}
		w.add(Step{Kind: "stop", Pos: rd.Stop, Start: rd.Stop, End: min(rd.Stop+1, len(rd.Input)), App: top, Node: -1, Text: text})
	default:
		text := say("railroad.step.stop", rd.Stop, byteText(rd.Input, rd.Stop))
		if len(w.expected) > 0 {
			text = say("railroad.step.stop.expected", rd.Stop, byteText(rd.Input, rd.Stop), w.expectedList())
		}
		w.add(Step{Kind: "stop", Pos: rd.Stop, Start: rd.Stop, End: min(rd.Stop+1, len(rd.Input)), App: top, Node: -1, Text: text})
	}
}

// expectedList says what the grammar expected where it stopped: rule
// names and quoted literals as the parser names them, the end of the
// input in words.
func (w *stepper) expectedList() string {
	s := ""
	for i := len(w.expected) - 1; i >= 0; i-- {
		e := w.expected[i]
		if e == endOfInput {
			e = say("railroad.end-of-input")
		}
		if s == "" {
			s = e
		} else {
			s = say("railroad.list.comma", e, s)
		}
	}
	return s
}

// endOfInput is the entry of parser.Failure.Expected that says the input
// could have ended there.
const endOfInput = "end of input"

// body walks the body of the rule application app.
func (w *stepper) body(app *Match) {
	if len(app.Subs) > 0 {
		w.walk(app.Subs[0], app)
	}
}

func (w *stepper) walk(m *Match, app *Match) {
	if w.full {
		return
	}
	in := w.rd.Input
	n := m.Node
	switch n.Kind {
	case Lit:
		if m.Stuck {
			w.add(Step{Kind: "fail", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
				Text: say("railroad.step.literal.fail", code(quote(n.Text)), m.End, byteText(in, m.End), code(quote(n.Text[m.End-m.Start:m.End-m.Start+1])))})
			return
		}
		w.add(Step{Kind: "match", Pos: m.Start, Start: m.Start, End: m.End, App: app, Node: n.ID,
			Text: say("railroad.step.literal", code(quote(n.Text)))})
	case Ref:
		if Leaf(m.Rule) {
			if m.Stuck {
				w.add(Step{Kind: "fail", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
					Text: say("railroad.step.char.fail", code(n.Text), byteText(in, m.End), why(in, m.End))})
				return
			}
			w.add(Step{Kind: "match", Pos: m.Start, Start: m.Start, End: m.End, App: app, Node: n.ID,
				Text: say("railroad.step.char", code(Shown(in[m.Start:m.End])), chain(m))})
			return
		}
		w.add(Step{Kind: "enter", Pos: m.Start, Start: m.Start, End: m.Start, App: m, Node: -1,
			Text: say("railroad.step.enter", code(n.Text), m.Start)})
		w.body(m)
		if m.Stuck {
			w.add(Step{Kind: "leave", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
				Text: say("railroad.step.back-out", code(n.Text), m.End, code(app.Rule.Name))})
			return
		}
		text := say("railroad.step.leave.empty", code(n.Text), code(app.Rule.Name))
		if m.End > m.Start {
			text = say("railroad.step.leave", code(n.Text), code(clip(Shown(in[m.Start:m.End]), 40)), code(app.Rule.Name))
		}
		w.add(Step{Kind: "leave", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID, Text: text})
	case Seq:
		for _, s := range m.Subs {
			w.walk(s, app)
		}
	case Alt:
		for i := 0; i < m.Branch; i++ {
			e := w.rd.m.match(n.Subs[i], m.Start, false)
			what := code(clip(n.Subs[i].String(), 40))
			switch {
			case e.far > m.Start:
				w.add(Step{Kind: "try", Pos: m.Start, Start: m.Start, End: e.far, App: app, Node: n.ID,
					Text: say("railroad.step.try.fails", what, e.far, byteText(in, e.far), m.Start)})
			case len(e.ends) > 0:
				w.add(Step{Kind: "try", Pos: m.Start, Start: m.Start, End: e.ends[len(e.ends)-1], App: app, Node: n.ID,
					Text: say("railroad.step.try.no-way-on", what, m.Start)})
			}
		}
		if m.Branch > 0 && !m.Stuck {
			w.add(Step{Kind: "take", Pos: m.Start, Start: m.Start, End: m.Start, App: app, Node: n.ID,
				Text: say("railroad.step.take", m.Branch+1, len(n.Subs), code(clip(n.Subs[m.Branch].String(), 60)))})
		}
		if m.Stuck && m.Start == m.End {
			w.add(Step{Kind: "fail", Pos: m.End, Start: m.End, End: m.End, App: app, Node: n.ID,
				Text: say("railroad.step.no-branch", code(clip(n.String(), 60)), byteText(in, m.End), why(in, m.End))})
			return
		}
		for _, s := range m.Subs {
			w.walk(s, app)
		}
	case Rep:
		w.rep(m, app)
	}
}

func (w *stepper) rep(m *Match, app *Match) {
	n := m.Node
	what := code(clip(n.String(), 60))
	if n.Min == 0 && n.Max == 1 {
		if len(m.Subs) == 0 {
			w.add(Step{Kind: "skip", Pos: m.Start, Start: m.Start, End: m.Start, App: app, Node: n.ID,
				Text: say("railroad.step.skip", what, w.cannot(n.Subs[0], m.Start))})
			return
		}
		w.add(Step{Kind: "option", Pos: m.Start, Start: m.Start, End: m.Start, App: app, Node: n.ID,
			Text: say("railroad.step.option", what)})
		w.walk(m.Subs[0], app)
		return
	}
	for i, s := range m.Subs {
		if w.full {
			return
		}
		w.round, w.loop = i+1, what
		w.walk(s, app)
		w.round = 0
	}
	if m.Stuck {
		return
	}
	w.add(Step{Kind: "exit", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
		Text: say(parser.Counted("railroad.step.exit", len(m.Subs)), what, len(m.Subs), w.cannot(n.Subs[0], m.End), code(app.Rule.Name), m.End)})
}

// cannot says why the reading does not take n at pos.
func (w *stepper) cannot(n *Node, pos int) string {
	in := w.rd.Input
	e := w.rd.m.match(n, pos, false)
	if len(e.ends) > 0 {
		return say("railroad.cannot.loop", byteText(in, pos))
	}
	if e.far > pos {
		return say("railroad.cannot.fails-at", code(clip(n.String(), 40)), e.far, byteText(in, e.far))
	}
	if pos >= len(in) {
		return say("railroad.input-ends")
	}
	return say("railroad.cannot.start", byteText(in, pos), code(clip(n.String(), 40)), why(in, pos))
}

// Leaf reports whether a rule is shown as one step: every match of it is
// one character or one escape.
func Leaf(r *Rule) bool { return RFC().leaf(r) }

// leaf reports whether r, a rule of g, is a character rule (Leaf).
func (g *Grammar) leaf(r *Rule) bool { return g.leaves[r] }

func (g *Grammar) isLeaf(r *Rule) bool {
	switch r.Name {
	case "escape", "uchar", "xchar", "gtype":
		return true
	}
	return g.single(r.Body)
}

func (g *Grammar) single(n *Node) bool {
	switch n.Kind {
	case Lit:
		return len(n.Text) == 1
	case Ref:
		return g.single(g.Lookup(n.Text).Body)
	case Alt:
		for _, s := range n.Subs {
			if !g.single(s) {
				return false
			}
		}
		return true
	}
	return false
}

// chain names the rules a leaf match went through: "uchar ← unreserved ←
// alpha ← lowalpha".
func chain(m *Match) string {
	var names []string
	for m != nil {
		if m.Node.Kind == Ref {
			names = append(names, code(m.Node.Text))
		}
		if m.Node.Kind == Seq || len(m.Subs) == 0 {
			break
		}
		m = m.Subs[0]
	}
	return strings.Join(names, " \u2190 ")
}

func code(s string) string  { return "`" + s + "`" }
func quote(s string) string { return `"` + s + `"` }

// byteText shows the byte at pos: "`~`", "the end of the input".
func byteText(in string, pos int) string {
	if pos >= len(in) {
		return say("railroad.byte.end")
	}
	c := in[pos]
	if c == ' ' {
		return say("railroad.byte.space")
	}
	return code(Shown(in[pos : pos+1]))
}

// why says what RFC 1738 calls the byte at pos.
func why(in string, pos int) string {
	if pos >= len(in) {
		return say("railroad.input-ends")
	}
	c := in[pos]
	cls := parser.Classes(in[pos:min(pos+3, len(in))])[0]
	switch cls {
	case parser.ClassNational:
		return say("railroad.why.national", byteText(in, pos))
	case parser.ClassPunctuation:
		if c == '%' {
			return say("railroad.why.percent")
		}
		return say("railroad.why.punctuation", byteText(in, pos))
	case parser.ClassSpace:
		return say("railroad.why.space")
	case parser.ClassControl:
		return say("railroad.why.control")
	case parser.ClassNonASCII:
		return say("railroad.why.non-ascii")
	case parser.ClassReserved:
		return say("railroad.why.reserved", byteText(in, pos))
	}
	return say("railroad.why.class", byteText(in, pos), cls.String())
}
