package parser

// This file implements a recognizer derived mechanically from the BNF of
// RFC 1738 section 5, used to explain why an input is invalid: how far the
// grammar reaches, and what it would have taken there.
//
// A rule's syntax tree (grammar.go) is compiled, with every referenced rule
// inlined (the grammar has no recursion), to a Thompson NFA over bytes, and
// the NFA is simulated as a lazily built DFA whose states are cached, as RE2
// does: matching is linear in the input, and once the few states an input
// visits are built, it allocates nothing per byte.

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// classRules are the rules that match exactly one character or one escape.
// A terminal is named, in Failure.Expected, by the outermost of these on its
// derivation path: "uchar" rather than "alpha", "%" or "hex".
var classRules = map[string]bool{
	"alpha": true, "digit": true, "alphadigit": true, "hex": true,
	"safe": true, "extra": true, "national": true, "punctuation": true,
	"reserved": true, "unreserved": true, "uchar": true, "xchar": true,
	"escape": true, "lowalpha": true, "hialpha": true,
}

// schemeLiterals are the leading literals of the predefined productions
// (section 5). Their scheme letters match case-insensitively: "the scheme is
// in lower case; interpreters should use case-ignore" (section 2.1, and the
// comment above scheme in section 5). Every other literal (";type=", "%09",
// "localhost") is case-sensitive.
// The leading literal is "scheme://", or "scheme:" for mailto and news;
// both spellings are listed for each of the ten, as no other literal of
// section 5 has either form. (Filled by init: the scheme table refers to the
// productions' functions, which reach this map.)
var schemeLiterals = map[string]bool{}

func init() {
	for _, d := range schemes {
		schemeLiterals[d.name+"://"], schemeLiterals[d.name+":"] = true, true
	}
}

// endOfInput is the Expected entry meaning the input could have ended here.
const endOfInput = "end of input"

// maxDFAStates bounds the DFA cache of one rule; past it the cache is
// flushed and rebuilt as needed. The grammar's DFAs are far smaller. (A
// variable so that a test can force flushes.)
var maxDFAStates = 4096

type byteSet [4]uint64

func (s *byteSet) add(c byte)      { s[c>>6] |= 1 << (c & 63) }
func (s *byteSet) has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *byteSet) union(t byteSet) { s[0] |= t[0]; s[1] |= t[1]; s[2] |= t[2]; s[3] |= t[3] }
func (s *byteSet) addFold(c byte, fold bool) {
	s.add(c)
	if fold && 'a' <= c && c <= 'z' {
		s.add(c - 'a' + 'A')
	} else if fold && 'A' <= c && c <= 'Z' {
		s.add(c - 'A' + 'a')
	}
}

type opcode uint8

const (
	opByte  opcode = iota // consume one byte in set, go to out
	opSplit               // go to out and out1
	opMatch               // the rule matched
)

type inst struct {
	op        opcode
	out, out1 int
	set       byteSet // opByte
	label     int     // opByte: index into prog.labels
	ord       int     // opByte: the terminal's place in the rule's text, inlined
}

// A prog is one rule compiled to an NFA, with its lazily built DFA.
//
// The DFA is built while it is read, so a read holds mu from its first
// byte to its last (one lock per input, not per byte): mu guards the
// fields after it and every state's next and exp.
type prog struct {
	rule   string
	insts  []inst
	start  int
	labels []string // Expected names, in order of first appearance in the rule

	// Byte classes: bytes that no instruction tells apart share a class,
	// so that a DFA state has one transition per class, not per byte.
	class  [256]uint8
	nclass int
	rep    []byte    // a byte of each class
	bytes  []byteSet // the bytes of each class

	mu      sync.Mutex
	first   *dstate // the start state
	cache   map[string]*dstate
	mark    []uint32
	gen     uint32
	stack   []int
	scratch []int
	loop    []int // selfLoops' scratch
	key     []byte
}

// A dstate is a DFA state: the set of NFA byte instructions reachable after
// the input so far.
type dstate struct {
	insts []int // sorted opByte pcs
	match bool
	dead  bool         // no way forward: no insts, no match
	self  byteSet      // the bytes that lead back to this state
	next  []*dstate    // by byte class; nil until computed
	exp   *expectation // nil until computed
}

// An expectation is what a DFA state could take next, computed on the
// first failure there (expectedAt).
type expectation struct {
	expected []string
	simple   []string // simplifyExpected(expected)
}

var (
	progMu sync.Mutex
	progs  = map[string]*prog{} // rule name → its program, compiled on first use
)

// program returns the compiled rule, compiling it on first use; nil for an
// unknown rule.
func program(rule string) *prog {
	progMu.Lock()
	defer progMu.Unlock()
	if p, ok := progs[rule]; ok {
		return p
	}
	g := rfcGrammar()
	i, ok := g.index[rule]
	if !ok {
		return nil
	}
	c := &compiler{g: g, p: &prog{rule: rule}, labelIndex: map[string]int{}}
	match := c.emit(inst{op: opMatch})
	// Matching scheme itself: section 2.1 case-ignore, as when referenced.
	c.p.start = c.compile(g.defs[i], match, -1, rule == "scheme", 0)
	p := c.p
	p.computeClasses()
	p.mark = make([]uint32, len(p.insts))
	p.reset()
	progs[rule] = p
	return p
}

type compiler struct {
	g          *grammar
	p          *prog
	labelIndex map[string]int
	charsets   map[string]charsetMemo // rule name → its charset, if any
	leafCounts map[string]int         // rule name (in a class or not) → leaves
}

func (c *compiler) emit(in inst) int {
	c.p.insts = append(c.p.insts, in)
	return len(c.p.insts) - 1
}

func (c *compiler) label(name string) int {
	if i, ok := c.labelIndex[name]; ok {
		return i
	}
	c.labelIndex[name] = len(c.p.labels)
	c.p.labels = append(c.p.labels, name)
	return len(c.p.labels) - 1
}

// compile compiles n so that a match of n continues at next, and returns the
// pc where n starts. label is the Expected name of n's terminals when n lies
// inside a class rule (-1 when not); fold makes letters case-insensitive;
// base is the place of n's first terminal in the rule's text, with every
// referenced rule written out in place (see leaves). Compiling backwards
// from the continuation keeps it one pass.
func (c *compiler) compile(n *bnfNode, next, label int, fold bool, base int) int {
	switch n.kind {
	case bnfLit:
		f := fold || schemeLiterals[n.lit]
		for i := len(n.lit) - 1; i >= 0; i-- {
			// Past a literal's first byte, what is expected is the rest
			// of it: after "http:/", "/", not "http://" again.
			l := label
			if l < 0 {
				l = c.label(strconv.Quote(n.lit[i:]))
			}
			var s byteSet
			s.addFold(n.lit[i], f)
			next = c.emit(inst{op: opByte, set: s, out: next, label: l, ord: base})
		}
		return next
	case bnfRef:
		ri := c.g.index[n.name]
		if label < 0 && classRules[n.name] {
			label = c.label(n.name)
		}
		if n.name == "scheme" {
			// Section 2.1: "interpreters should use case-ignore".
			fold = true
		}
		def := c.g.defs[ri]
		if label >= 0 {
			if s, ok := c.charset(def, fold); ok {
				return c.emit(inst{op: opByte, set: s, out: next, label: label, ord: base})
			}
		}
		return c.compile(def, next, label, fold, base)
	case bnfSeq:
		bases := c.subBases(n, label, base)
		for i := len(n.subs) - 1; i >= 0; i-- {
			next = c.compile(n.subs[i], next, c.seqLabel(n.subs[i], i, label), fold, bases[i])
		}
		return next
	case bnfAlt:
		bases := c.subBases(n, label, base)
		starts := make([]int, len(n.subs))
		for i, sub := range n.subs {
			starts[i] = c.compile(sub, next, label, fold, bases[i])
		}
		pc := starts[len(starts)-1]
		for i := len(starts) - 2; i >= 0; i-- {
			pc = c.emit(inst{op: opSplit, out: starts[i], out1: pc})
		}
		return pc
	case bnfRep:
		x := n.subs[0]
		if n.max < 0 {
			// min copies of x, then a loop: L: split(x → L, next).
			loop := c.emit(inst{op: opSplit, out1: next})
			body := c.compile(x, loop, label, fold, base)
			c.p.insts[loop].out = body
			pc := loop
			if n.min > 0 {
				pc = body // x L: the first copy is the loop's body
				for i := 1; i < n.min; i++ {
					pc = c.compile(x, pc, label, fold, base)
				}
			}
			return pc
		}
		// min copies, then max-min optional ones.
		pc := next
		for i := n.max; i > n.min; i-- {
			pc = c.emit(inst{op: opSplit, out: c.compile(x, pc, label, fold, base), out1: next})
		}
		for i := 0; i < n.min; i++ {
			pc = c.compile(x, pc, label, fold, base)
		}
		return pc
	}
	panic("parser: unknown BNF node")
}

// seqLabel returns the Expected label of the i-th part of a sequence that
// lies in a class rule labelled label. The class names what can start
// one of its characters; past the first part, what is expected is that
// part by its own name: after "%" in a uchar, a hex digit, not a uchar
// (escape = "%" hex hex).
func (c *compiler) seqLabel(sub *bnfNode, i, label int) int {
	if label < 0 || i == 0 {
		return label
	}
	switch sub.kind {
	case bnfRef:
		return c.label(sub.name)
	case bnfLit:
		return c.label(strconv.Quote(sub.lit))
	}
	return label
}

// subBases returns the place of the first terminal of each of n's subs,
// given n's own.
func (c *compiler) subBases(n *bnfNode, label, base int) []int {
	bases := make([]int, len(n.subs))
	for i, sub := range n.subs {
		bases[i] = base
		base += c.leaves(sub, label)
	}
	return bases
}

// leaves counts the terminals of n as compile emits them: a literal, or a
// one-character class inside a named class, is one terminal. Copies made by
// repetition share their places.
func (c *compiler) leaves(n *bnfNode, label int) int {
	switch n.kind {
	case bnfLit:
		return 1
	case bnfRef:
		if label < 0 && classRules[n.name] {
			label = 0
		}
		key := n.name
		if label >= 0 {
			key += " (in a class)"
		}
		if k, ok := c.leafCounts[key]; ok {
			return k
		}
		def := c.g.defs[c.g.index[n.name]]
		k := 0
		if _, ok := c.charsetOf(def); ok && label >= 0 {
			k = 1
		} else {
			k = c.leaves(def, label)
		}
		if c.leafCounts == nil {
			c.leafCounts = map[string]int{}
		}
		c.leafCounts[key] = k
		return k
	}
	sum := 0
	for _, sub := range n.subs {
		sum += c.leaves(sub, label)
	}
	return sum
}

// charset returns the bytes n matches when n matches exactly one byte.
// fold adds the other case of every letter.
func (c *compiler) charset(n *bnfNode, fold bool) (byteSet, bool) {
	s, ok := c.charsetOf(n)
	if ok && fold {
		for b := 'a'; b <= 'z'; b++ {
			if s.has(byte(b)) || s.has(byte(b-'a'+'A')) {
				s.add(byte(b))
				s.add(byte(b - 'a' + 'A'))
			}
		}
	}
	return s, ok
}

type charsetMemo struct {
	set byteSet
	ok  bool
}

// charsetOf is charset without folding; a rule's answer is remembered, as
// the class rules are asked about again at every reference.
func (c *compiler) charsetOf(n *bnfNode) (byteSet, bool) {
	var s byteSet
	switch n.kind {
	case bnfLit:
		if len(n.lit) != 1 {
			return s, false
		}
		s.add(n.lit[0])
		return s, true
	case bnfRef:
		if m, ok := c.charsets[n.name]; ok {
			return m.set, m.ok
		}
		s, ok := c.charsetOf(c.g.defs[c.g.index[n.name]])
		if c.charsets == nil {
			c.charsets = map[string]charsetMemo{}
		}
		c.charsets[n.name] = charsetMemo{s, ok}
		return s, ok
	case bnfAlt:
		for _, sub := range n.subs {
			t, ok := c.charsetOf(sub)
			if !ok {
				return s, false
			}
			s.union(t)
		}
		return s, true
	}
	return s, false
}

// computeClasses partitions the 256 bytes into classes that every byte
// instruction treats alike.
func (p *prog) computeClasses() {
	var sets []byteSet
	for _, in := range p.insts {
		if in.op == opByte && !slices.Contains(sets, in.set) {
			sets = append(sets, in.set)
		}
	}
	// Refine the one class of all bytes by each distinct set in turn: a
	// class splits into its bytes in the set and those out of it.
	var cls [256]int
	n := 1
	for _, s := range sets {
		var split [256][2]int // old class, in set → new class + 1
		m := 0
		for b := 0; b < 256; b++ {
			in := 0
			if s.has(byte(b)) {
				in = 1
			}
			k := &split[cls[b]][in]
			if *k == 0 {
				m++
				*k = m
			}
			cls[b] = *k - 1
		}
		n = m
	}
	p.rep = make([]byte, n)
	p.bytes = make([]byteSet, n)
	for b := 255; b >= 0; b-- {
		p.class[b] = uint8(cls[b])
		p.rep[cls[b]] = byte(b)
		p.bytes[cls[b]].add(byte(b))
	}
	p.nclass = n
}

// reset empties the DFA cache. The states already made stay as they are,
// for a matcher fed in pieces that holds one, and new ones are made anew.
func (p *prog) reset() {
	p.cache = make(map[string]*dstate)
	dead := &dstate{dead: true, next: make([]*dstate, p.nclass)}
	for i := range dead.next {
		dead.next[i] = dead
	}
	p.cache[""] = dead
	p.gen++
	p.first = p.state(p.closure(nil, p.start))
}

// closure adds to set the opByte and opMatch pcs reachable from pc without
// consuming input. p.mark must have been advanced (p.gen) by the caller for
// each new set.
func (p *prog) closure(set []int, pc int) []int {
	stack := append(p.stack[:0], pc)
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p.mark[pc] == p.gen {
			continue
		}
		p.mark[pc] = p.gen
		switch in := &p.insts[pc]; in.op {
		case opSplit:
			stack = append(stack, in.out1, in.out)
		default:
			set = append(set, pc)
		}
	}
	p.stack = stack
	return set
}

// state returns the cached DFA state for the NFA set (which it sorts).
func (p *prog) state(set []int) *dstate {
	sort.Ints(set)
	key := p.key[:0]
	for _, pc := range set {
		key = append(key, byte(pc), byte(pc>>8), byte(pc>>16))
	}
	p.key = key
	if d, ok := p.cache[string(key)]; ok {
		return d
	}
	d := &dstate{next: make([]*dstate, p.nclass)}
	for _, pc := range set {
		if p.insts[pc].op == opMatch {
			d.match = true
		} else {
			d.insts = append(d.insts, pc)
		}
	}
	d.self = p.selfLoops(set)
	p.cache[string(key)] = d
	return d
}

// selfLoops returns the bytes after which the state of the NFA set (sorted,
// its match included) is itself: a run of them is read without a
// transition (stopState). The rules' loops, such as urlpath = *xchar, make
// such states, and a URL spends most of its bytes in one.
func (p *prog) selfLoops(set []int) (self byteSet) {
	for c := range p.nclass {
		b := p.rep[c]
		p.gen++
		next := p.loop[:0]
		for _, pc := range set {
			if in := &p.insts[pc]; in.op == opByte && in.set.has(b) {
				next = p.closure(next, in.out)
			}
		}
		p.loop = next
		if len(next) > 0 && len(next) == len(set) {
			sort.Ints(next)
			if slices.Equal(next, set) {
				self.union(p.bytes[c])
			}
		}
	}
	return self
}

// step returns the state after d reads byte b, making it the first time.
// p.mu must be held.
func (p *prog) step(d *dstate, b byte) *dstate {
	c := p.class[b]
	if n := d.next[c]; n != nil {
		return n
	}
	if len(p.cache) >= maxDFAStates {
		// Flush, and rebuild d in the new cache.
		insts := d.insts
		match := d.match
		p.reset()
		set := append([]int(nil), insts...)
		if match {
			set = append(set, 0) // pc 0 is opMatch, emitted first
		}
		d = p.state(set)
	}
	p.gen++
	set := p.scratch[:0]
	for _, pc := range d.insts {
		if in := &p.insts[pc]; in.set.has(b) {
			set = p.closure(set, in.out)
		}
	}
	p.scratch = set
	n := p.state(set)
	d.next[c] = n
	return n
}

// expectedAt lists what d could take next (computed once per state: the
// slices are shared, and callers must not modify them): the labels of its
// byte instructions, each placed where its first terminal in d appears in
// the rule's text, and "end of input" when the input could end here.
func (p *prog) expectedAt(d *dstate) *expectation {
	p.mu.Lock()
	defer p.mu.Unlock()
	if d.exp == nil {
		first := make([]int, len(p.labels)) // label → 1 + its least ord in d
		for _, pc := range d.insts {
			in := &p.insts[pc]
			if f := first[in.label]; f == 0 || in.ord+1 < f {
				first[in.label] = in.ord + 1
			}
		}
		exp := []string{}
		for i, l := range p.labels {
			if first[i] > 0 {
				exp = append(exp, l)
			}
		}
		sort.SliceStable(exp, func(i, j int) bool {
			return first[p.labelOf(exp[i])] < first[p.labelOf(exp[j])]
		})
		if d.match {
			exp = append(exp, endOfInput)
		}
		exp = exp[:len(exp):len(exp)]
		simple := simplifyExpected(exp)
		simple = simple[:len(simple):len(simple)]
		d.exp = &expectation{expected: exp, simple: simple}
	}
	return d.exp
}

// labelOf returns the index of label l.
func (p *prog) labelOf(l string) int { return slices.Index(p.labels, l) }

// stopPoint matches input against the named rule, anchored at both ends.
// ok reports a full match. When !ok, pos is the length of the longest prefix of
// input that is a prefix of some string in the rule's language (the furthest
// point the grammar reaches) and expected names what the grammar could take at pos.
//
// Expected names a terminal by the outermost class rule on its derivation
// (below rule itself) that matches exactly one character or one escape
// ("uchar", "digit", "alphadigit", ...), or else by its literal, Go-quoted
// and whole (`"%09"`, `";type="`); "end of input" is added when input[:pos]
// is itself a full match. The order is that of first appearance in the rule,
// with every referenced rule written out in place. For an unknown rule,
// stopPoint returns 0, nil, false.
//
// The scheme letters of the predefined productions' leading literals
// ("http://", "mailto:", ...) and the scheme rule match case-insensitively,
// as section 2.1 asks; everything else is case-sensitive.
func stopPoint(rule, input string) (pos int, expected []string, ok bool) {
	pos, e, ok := stopState(rule, input)
	if ok || e == nil {
		return pos, nil, ok
	}
	return pos, append([]string(nil), e.expected...), false
}

// failurePoint is stopPoint with the expected set simplified
// (simplifyExpected). The slice is shared by every call that stops in the
// same state: nobody may modify it.
func failurePoint(rule, input string) (pos int, expected []string, ok bool) {
	pos, e, ok := stopState(rule, input)
	if ok || e == nil {
		return pos, nil, ok
	}
	return pos, e.simple, false
}

// stopState runs the rule's automaton over input. When !ok, e is what the
// state it stopped in could take; e is nil for an unknown rule.
func stopState(rule, input string) (pos int, e *expectation, ok bool) {
	m := newMatcher(rule)
	pos, e, ok = m.stop(input)
	return pos, e, ok
}

// A matcher runs a rule's automaton (match.go) over text given in pieces.
type matcher struct {
	p *prog
	d *dstate // the state after the text read so far
}

func newMatcher(rule string) matcher {
	p := program(rule)
	if p == nil {
		return matcher{}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return matcher{p, p.first}
}

// read runs the automaton over s until no match is possible: n is the
// number of bytes it took, len(s) when it took them all.
func (m *matcher) read(s string) (n int) {
	if m.p == nil {
		return 0
	}
	p, d := m.p, m.d
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := 0; i < len(s); i++ {
		if d.self.has(s[i]) {
			continue // a byte of the state's loop: most of them
		}
		next := p.step(d, s[i])
		if next.dead {
			m.d = d
			return i
		}
		d = next
	}
	m.d = d
	return len(s)
}

// feed runs the automaton over s; false once no match is possible.
func (m *matcher) feed(s string) bool { return m.p != nil && m.read(s) == len(s) }

// done reports whether the text fed so far matches the rule whole.
func (m *matcher) done() bool { return m.p != nil && m.d.match }

// stop reads input, a whole text, and says where the rule stops matching
// it, as stopState does; m is left in the state after input[:pos].
func (m *matcher) stop(input string) (pos int, e *expectation, ok bool) {
	if m.p == nil {
		return 0, nil, false
	}
	pos = m.read(input)
	if pos == len(input) && m.d.match {
		return pos, nil, true
	}
	return pos, m.p.expectedAt(m.d), false
}

// String prints the program, one instruction a line, for debugging.
func (p *prog) String() string {
	var b strings.Builder
	for pc, in := range p.insts {
		b.WriteString(strconv.Itoa(pc))
		switch in.op {
		case opByte:
			b.WriteString(" byte ")
			b.WriteString(p.labels[in.label])
			b.WriteString(" -> " + strconv.Itoa(in.out))
		case opSplit:
			b.WriteString(" split " + strconv.Itoa(in.out) + ", " + strconv.Itoa(in.out1))
		case opMatch:
			b.WriteString(" match")
		}
		if pc == p.start {
			b.WriteString(" (start)")
		}
		b.WriteByte('\n')
	}
	return b.String()
}
