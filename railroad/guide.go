package railroad

import "github.com/urlplayground/rfc1738-playground/parser"

// The matcher alone reads an input in time linear in its length, but with
// a large factor: at each byte it tries every rule that could start there,
// and keeps every place each could end. That is well under a second for a
// URL of InputLimit bytes, and many seconds for the 64 KiB the page traces.
//
// A guide is the parser's derivation of the same input, which already says
// where each rule application starts and ends. When the matcher asks
// whether a rule matches at a byte, the guide answers for the rules the
// derivation records (hpath, hsegment, search, hostport, ...): the one
// place the application there ends, or no match when the derivation has
// none there. The matcher still reads the inside of each application from
// the grammar, so a reading is a derivation of the BNF whatever the guide
// says; the guide only spares it the alternatives the parser already ruled
// out. Character rules (Leaf: uchar, alpha, ...) and the rules the
// derivation does not record are matched as without a guide.
//
// For a rejected input, the applications that reach the failure point are
// the parser's recovered reading, not the grammar's: they are matched
// without the guide, which answers only before the failure.
type guide struct {
	ends  map[guideKey]int // the end of the application of a rule at a byte
	rules map[*Rule]bool   // the rules the guide answers for
	stop  int              // the guide answers only for bytes before it
}

type guideKey struct {
	r   *Rule
	pos int
}

// newGuide builds the guide of res, which has a trace.
func newGuide(g *Grammar, res *parser.Result) *guide {
	gd := &guide{ends: make(map[guideKey]int), rules: make(map[*Rule]bool), stop: len(res.Input) + 1}
	if res.Failure != nil {
		gd.stop = res.Failure.Pos
	}
	d := res.Derivation()
	failed := make(map[guideKey]bool)
	for i, st := range d.Steps {
		if st.Kind != parser.StepRule || st.Tried || under(d, i) {
			continue
		}
		r := g.Lookup(st.Rule)
		if r == nil || Leaf(r) {
			continue
		}
		k := guideKey{r, st.Start}
		if st.Failed || st.Rejected || st.End > gd.stop {
			failed[k] = true
			continue
		}
		gd.rules[r] = true
		gd.ends[k] = st.End
	}
	for k := range failed {
		delete(gd.ends, k)
		gd.ends[k] = -2 // not known: matched without the guide
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

// lookup says where the application of r at pos ends: end >= 0, or -1 for
// no application there; known is false when the guide does not say.
func (gd *guide) lookup(r *Rule, pos int) (end int, known bool) {
	if gd == nil || pos >= gd.stop || !gd.rules[r] {
		return 0, false
	}
	end, ok := gd.ends[guideKey{r, pos}]
	if !ok || end < 0 {
		return 0, false
	}
	return end, true
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
