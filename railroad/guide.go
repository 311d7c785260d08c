package railroad

import "github.com/urlplayground/rfc1738-playground/parser"

// The matcher alone reads an input in time linear in its length, but with
// a large factor: at each byte it tries every rule that could start there,
// and keeps every place each could end. That is well under a second for a
// URL of InputLimit bytes, and many seconds for the 64 KiB the page traces.
//
// A guide is the parser's derivation of the same input, which already says
// where each rule application starts and ends. When the matcher asks what
// a rule matches at a byte where the derivation has an application of it
// (hpath, hsegment, search, hostport, ...), the guide answers: the one end
// of that application, with the furthest failure at that end (the place
// where the rule could not go on). Everywhere else, and for the character
// rules (Leaf: uchar, alpha, ...), the matcher reads the grammar as without
// a guide, and it reads the inside of every application from the grammar:
// a reading is a derivation of the BNF whatever the guide says. The guide
// spares it the ends the parser already ruled out. TestGuideChangesNothing
// checks, on every input of the corpora, that the guided reading is the
// unguided one, step for step.
//
// For a rejected input, the applications that reach the failure point are
// the parser's recovered reading, not the grammar's: the guide says
// nothing of them, nor of anything at or after the failure point.
type guide struct {
	ends map[guideKey]int // the end of the application of a rule at a byte
	stop int              // the guide answers only for bytes before it
}

type guideKey struct {
	r   *Rule
	pos int
}

// newGuide builds the guide of res, which has a trace.
func newGuide(g *Grammar, res *parser.Result) *guide {
	gd := &guide{ends: make(map[guideKey]int), stop: len(res.Input) + 1}
	if res.Failure != nil {
		gd.stop = res.Failure.Pos
	}
	d := res.Derivation()
	for i, st := range d.Steps {
		if st.Kind != parser.StepRule || st.Tried || st.Failed || st.Rejected || st.End > gd.stop || under(d, i) {
			continue
		}
		if r := g.Lookup(st.Rule); r != nil && !g.leaf(r) {
			gd.ends[guideKey{r, st.Start}] = st.End
		}
	}
	return gd
}

// under reports whether step i lies inside an alternative only tried.
func under(d *parser.Derivation, i int) bool {
	for p := d.Steps[i].Parent; p >= 0; p = d.Steps[p].Parent {
		if d.Steps[p].Tried {
			return true
		}
	}
	return false
}

// lookup returns the end of the derivation's application of r at pos;
// known is false when the guide does not say.
func (gd *guide) lookup(r *Rule, pos int) (end int, known bool) {
	if gd == nil || pos >= gd.stop {
		return 0, false
	}
	end, known = gd.ends[guideKey{r, pos}]
	return end, known
}

// The other large factor is the character rules: at each byte of a long
// path, the matcher tries uchar, which tries unreserved and escape, which
// try alpha, digit, safe, extra, ..., down to a literal per character.
// What a character rule (Leaf) matches at a byte other than "%" depends on
// that byte alone: every literal in it is one character, and only an escape
// reads further. So the matcher reads each character rule once per byte
// value, on that byte alone, and keeps the result (leafMatch) to shift to
// each place the byte occurs.

type leafKey struct {
	n    *Node // the Ref to the character rule
	c    byte
	fold bool
}

// A leafMatch is a character rule read on one byte, at offset 0.
type leafMatch struct {
	e    entry  // ends and far, relative
	tmpl *Match // the derivation of the match, relative; nil when it does not match
}

// leaf returns what the Ref n matches at pos, when it names a character
// rule and the byte there is not "%"; ok is false otherwise.
func (m *matcher) leaf(n *Node, pos int, fold bool) (lm *leafMatch, ok bool) {
	if m.leaves == nil || n.Kind != Ref || pos >= len(m.in) || m.in[pos] == '%' {
		return nil, false
	}
	r, f := m.ref(n, fold)
	if !m.g.leaf(r) {
		return nil, false
	}
	k := leafKey{n, m.in[pos], f}
	if lm, ok := m.leaves[k]; ok {
		return lm, true
	}
	one := &matcher{g: m.g, in: m.in[pos : pos+1], memo: make(map[memoKey]*entry), reach: make(map[reachKey]bool), suffix: make(map[suffixKey]int)}
	e := one.match(n, 0, fold)
	lm = &leafMatch{e: *e}
	if contains(e.ends, 1) {
		lm.tmpl = one.derive(n, 0, 1, fold)
	}
	m.leaves[k] = lm
	return lm, true
}

// at returns lm's entry at pos.
func (lm *leafMatch) at(pos int) *entry {
	e := &entry{far: -1}
	if lm.e.far >= 0 {
		e.far = pos + lm.e.far
	}
	for _, end := range lm.e.ends {
		e.ends = append(e.ends, pos+end)
	}
	return e
}

// shift returns a copy of the derivation x moved by pos bytes.
func shift(x *Match, pos int) *Match {
	y := *x
	y.Start, y.End = x.Start+pos, x.End+pos
	y.Subs = make([]*Match, len(x.Subs))
	for i, s := range x.Subs {
		y.Subs[i] = shift(s, pos)
	}
	return &y
}
