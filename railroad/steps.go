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
	prefix   string // said before the next step's line: "round 3: "
	pause    func() bool
}

func (w *stepper) add(s Step) {
	if len(w.steps) >= w.limit {
		w.full = true
		return
	}
	if w.prefix != "" {
		s.Text = w.prefix + s.Text
		w.prefix = ""
	}
	w.steps = append(w.steps, s)
	if w.pause != nil && len(w.steps)%pauseSteps == 0 && !w.pause() {
		panic(errStopped)
	}
}

func (w *stepper) run() {
	rd := w.rd
	top := rd.Top
	w.add(Step{Kind: "enter", App: top, Node: -1, Text: "read the input as " + code(rd.Production.Name) + " (section " + rd.Production.Section + ")"})
	w.body(top)
	switch {
	case rd.Valid:
		w.add(Step{Kind: "done", Pos: len(rd.Input), Start: 0, End: len(rd.Input), App: top, Node: -1,
			Text: code(rd.Production.Name) + " matches the whole input: it is a valid URL"})
	case rd.Trailing:
		w.add(Step{Kind: "stop", Pos: rd.Stop, Start: rd.Stop, End: min(rd.Stop+1, len(rd.Input)), App: top, Node: -1,
			Text: code(rd.Production.Name) + " is complete at byte " + itoa(rd.Stop) + ", but the input goes on with " + byteText(rd.Input, rd.Stop) +
				": " + why(rd.Input, rd.Stop) + "; nothing in the rule can take it" + w.expectedText()})
	default:
		w.add(Step{Kind: "stop", Pos: rd.Stop, Start: rd.Stop, End: min(rd.Stop+1, len(rd.Input)), App: top, Node: -1,
			Text: "the grammar stops at byte " + itoa(rd.Stop) + ": " + byteText(rd.Input, rd.Stop) + " fits no track" + w.expectedText()})
	}
}

func (w *stepper) expectedText() string {
	if len(w.expected) == 0 {
		return ""
	}
	return "; expected " + strings.Join(w.expected, ", ")
}

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
				Text: code(quote(n.Text)) + " does not match at byte " + itoa(m.End) + ": " + byteText(in, m.End) + " is not " + code(quote(n.Text[m.End-m.Start:m.End-m.Start+1]))})
			return
		}
		w.add(Step{Kind: "match", Pos: m.Start, Start: m.Start, End: m.End, App: app, Node: n.ID,
			Text: "match " + code(quote(n.Text))})
	case Ref:
		if Leaf(m.Rule) {
			if m.Stuck {
				w.add(Step{Kind: "fail", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
					Text: code(n.Text) + " cannot start with " + byteText(in, m.End) + ": " + why(in, m.End)})
				return
			}
			w.add(Step{Kind: "match", Pos: m.Start, Start: m.Start, End: m.End, App: app, Node: n.ID,
				Text: code(Shown(in[m.Start:m.End])) + " is " + chain(m)})
			return
		}
		w.add(Step{Kind: "enter", Pos: m.Start, Start: m.Start, End: m.Start, App: m, Node: -1,
			Text: "enter " + code(n.Text) + " at byte " + itoa(m.Start)})
		w.body(m)
		if m.Stuck {
			w.add(Step{Kind: "leave", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
				Text: code(n.Text) + " stops at byte " + itoa(m.End) + "; back out to " + code(app.Rule.Name)})
			return
		}
		w.add(Step{Kind: "leave", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
			Text: code(n.Text) + " matched " + spanText(in, m.Start, m.End) + "; back to " + code(app.Rule.Name)})
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
					Text: "try " + what + ": it reads up to byte " + itoa(e.far) + " and fails there (" + byteText(in, e.far) + "); back to byte " + itoa(m.Start) + " for the next branch"})
			case len(e.ends) > 0:
				w.add(Step{Kind: "try", Pos: m.Start, Start: m.Start, End: e.ends[len(e.ends)-1], App: app, Node: n.ID,
					Text: "try " + what + ": it matches, but the reading cannot go on from there; back to byte " + itoa(m.Start) + " for the next branch"})
			}
		}
		if m.Branch > 0 && !m.Stuck {
			w.add(Step{Kind: "take", Pos: m.Start, Start: m.Start, End: m.Start, App: app, Node: n.ID,
				Text: "take branch " + itoa(m.Branch+1) + " of " + itoa(len(n.Subs)) + ": " + code(clip(n.Subs[m.Branch].String(), 60))})
		}
		if m.Stuck && m.Start == m.End {
			w.add(Step{Kind: "fail", Pos: m.End, Start: m.End, End: m.End, App: app, Node: n.ID,
				Text: "no branch of " + code(clip(n.String(), 60)) + " can start with " + byteText(in, m.End) + ": " + why(in, m.End)})
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
				Text: "skip the option " + what + ": " + w.cannot(n.Subs[0], m.Start)})
			return
		}
		w.add(Step{Kind: "option", Pos: m.Start, Start: m.Start, End: m.Start, App: app, Node: n.ID,
			Text: "take the option " + what})
		w.walk(m.Subs[0], app)
		return
	}
	for i, s := range m.Subs {
		if w.full {
			return
		}
		w.prefix = "round " + itoa(i+1) + " of " + what + ": "
		w.walk(s, app)
		w.prefix = ""
	}
	if m.Stuck {
		return
	}
	w.add(Step{Kind: "exit", Pos: m.End, Start: m.Start, End: m.End, App: app, Node: n.ID,
		Text: "leave " + what + " after " + plural(len(m.Subs), "round") + ": " + w.cannot(n.Subs[0], m.End) + "; " + code(app.Rule.Name) + " goes on from byte " + itoa(m.End)})
}

// cannot says why the reading does not take n at pos.
func (w *stepper) cannot(n *Node, pos int) string {
	in := w.rd.Input
	e := w.rd.m.match(n, pos, false)
	if len(e.ends) > 0 {
		return byteText(in, pos) + " could go round again, but then the rest of the rule could not match: the loop gives it back"
	}
	if e.far > pos {
		return code(clip(n.String(), 40)) + " would fail at byte " + itoa(e.far) + " (" + byteText(in, e.far) + ")"
	}
	if pos >= len(in) {
		return "the input ends"
	}
	return byteText(in, pos) + " cannot start " + code(clip(n.String(), 40)) + ": " + why(in, pos)
}

func plural(n int, s string) string {
	if n == 1 {
		return "1 " + s
	}
	return itoa(n) + " " + s + "s"
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
		return "the end of the input"
	}
	c := in[pos]
	if c == ' ' {
		return "a space"
	}
	return code(Shown(in[pos : pos+1]))
}

func spanText(in string, start, end int) string {
	if start == end {
		return "nothing (an empty match)"
	}
	return code(clip(Shown(in[start:end]), 40))
}

// why says what RFC 1738 calls the byte at pos.
func why(in string, pos int) string {
	if pos >= len(in) {
		return "the input ends"
	}
	c := in[pos]
	cls := parser.Classes(in[pos:min(pos+3, len(in))])[0]
	switch cls {
	case parser.ClassNational:
		return byteText(in, pos) + " is unsafe (national), section 2.2"
	case parser.ClassPunctuation:
		if c == '%' {
			return "`%` starts no escape here (escape = \"%\" hex hex), section 2.2"
		}
		return byteText(in, pos) + " is unsafe (punctuation), section 2.2"
	case parser.ClassSpace:
		return "a space is unsafe, section 2.2"
	case parser.ClassControl:
		return "control characters must be encoded, section 2.2"
	case parser.ClassNonASCII:
		return "a URL is US-ASCII only; bytes 80-FF must be escaped, section 2.2"
	case parser.ClassReserved:
		return byteText(in, pos) + " is reserved, section 2.2"
	}
	return byteText(in, pos) + " is " + cls.String()
}
