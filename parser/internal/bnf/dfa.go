package bnf

// This file runs a compiled rule (compile.go) as a lazily built DFA whose
// states are cached, as RE2 does: matching is linear in the input, and once
// the few states an input visits are built, it allocates nothing per byte.

import (
	"slices"
	"sort"
	"sync"
)

// maxDFAStates bounds the DFA cache of one rule unless Config.MaxStates
// says otherwise; past it the cache is flushed and rebuilt as needed.
// Section 5's DFAs are far smaller.
const maxDFAStates = 4096

// A Program is one rule compiled to an NFA, with its lazily built DFA.
//
// The DFA is built while it is read, so a read holds mu from its first
// byte to its last (one lock per input, not per byte): mu guards the
// fields after it and every state's next and exp.
type Program struct {
	rule   string
	insts  []inst
	start  int
	labels []string       // expected names, in order of first appearance in the rule
	sets   map[string]Set // the classes' first bytes (Recognizer.sets), for simplify

	// Byte classes: bytes that no instruction tells apart share a class,
	// so that a DFA state has one transition per class, not per byte.
	class  [256]uint8
	nclass int
	rep    []byte // a byte of each class
	bytes  []Set  // the bytes of each class

	maxStates int // the bound of cache

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
	self  Set          // the bytes that lead back to this state
	next  []*dstate    // by byte class; nil until computed
	exp   *Expectation // nil until computed
}

// An Expectation is what the grammar could take where a rule stopped
// matching. Its slices are shared by every stop in the same DFA state:
// nobody may modify them.
type Expectation struct {
	// Expected names each terminal the rule could take next: by the
	// outermost class on its derivation (Config.Classes), or else by its
	// literal, Go-quoted and whole (`"%09"`, `";type="`), in order of
	// first appearance in the rule with every referenced rule written out
	// in place; EndOfInput last when the text so far matches whole.
	Expected []string
	// Simple is Expected without a class another name covers
	// ("alpha" beside "alphadigit"): the fewest, widest names.
	Simple []string
}

// reset empties the DFA cache. The states already made stay as they are,
// for a matcher fed in pieces that holds one, and new ones are made anew.
func (p *Program) reset() {
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
func (p *Program) closure(set []int, pc int) []int {
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
func (p *Program) state(set []int) *dstate {
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
// transition (Matcher.read). The rules' loops, such as urlpath = *xchar,
// make such states, and a URL spends most of its bytes in one.
func (p *Program) selfLoops(set []int) (self Set) {
	for c := range p.nclass {
		b := p.rep[c]
		p.gen++
		next := p.loop[:0]
		for _, pc := range set {
			if in := &p.insts[pc]; in.op == opByte && in.set.Has(b) {
				next = p.closure(next, in.out)
			}
		}
		p.loop = next
		if len(next) > 0 && len(next) == len(set) {
			sort.Ints(next)
			if slices.Equal(next, set) {
				self.Union(p.bytes[c])
			}
		}
	}
	return self
}

// step returns the state after d reads byte b, making it the first time.
// p.mu must be held.
func (p *Program) step(d *dstate, b byte) *dstate {
	c := p.class[b]
	if n := d.next[c]; n != nil {
		return n
	}
	if len(p.cache) >= p.maxStates {
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
		if in := &p.insts[pc]; in.set.Has(b) {
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
func (p *Program) expectedAt(d *dstate) *Expectation {
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
			exp = append(exp, EndOfInput)
		}
		exp = exp[:len(exp):len(exp)]
		simple := simplify(p.sets, exp)
		simple = simple[:len(simple):len(simple)]
		d.exp = &Expectation{Expected: exp, Simple: simple}
	}
	return d.exp
}

// labelOf returns the index of label l.
func (p *Program) labelOf(l string) int { return slices.Index(p.labels, l) }

// StopPoint matches input against the named rule, anchored at both ends.
// ok reports a full match. When !ok, pos is the length of the longest
// prefix of input that is a prefix of some string in the rule's language
// (the furthest point the grammar reaches) and expected names what the
// grammar could take at pos (Expectation.Expected), a copy the caller may
// keep. For an unknown rule, StopPoint returns 0, nil, false.
func (r *Recognizer) StopPoint(rule, input string) (pos int, expected []string, ok bool) {
	pos, e, ok := r.Stop(rule, input)
	if ok || e == nil {
		return pos, nil, ok
	}
	return pos, append([]string(nil), e.Expected...), false
}

// FailurePoint is StopPoint with the expected set simplified
// (Expectation.Simple). The slice is shared by every call that stops in
// the same state: nobody may modify it.
func (r *Recognizer) FailurePoint(rule, input string) (pos int, expected []string, ok bool) {
	pos, e, ok := r.Stop(rule, input)
	if ok || e == nil {
		return pos, nil, ok
	}
	return pos, e.Simple, false
}

// Stop runs the rule's automaton over input. When !ok, e is what the
// state it stopped in could take; e is nil for an unknown rule.
func (r *Recognizer) Stop(rule, input string) (pos int, e *Expectation, ok bool) {
	m := r.Matcher(rule)
	return m.Stop(input)
}

// A Matcher runs a rule's automaton over text given in pieces. Its zero
// value, a matcher of no rule, matches nothing.
type Matcher struct {
	p *Program
	d *dstate // the state after the text read so far
}

// Matcher returns a matcher of the rule at its start.
func (r *Recognizer) Matcher(rule string) Matcher {
	p := r.Program(rule)
	if p == nil {
		return Matcher{}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return Matcher{p, p.first}
}

// read runs the automaton over s until no match is possible: n is the
// number of bytes it took, len(s) when it took them all.
func (m *Matcher) read(s string) (n int) {
	if m.p == nil {
		return 0
	}
	p, d := m.p, m.d
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := 0; i < len(s); i++ {
		if d.self.Has(s[i]) {
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

// Feed runs the automaton over s; false once no match is possible.
func (m *Matcher) Feed(s string) bool { return m.p != nil && m.read(s) == len(s) }

// Done reports whether the text fed so far matches the rule whole.
func (m *Matcher) Done() bool { return m.p != nil && m.d.match }

// Stop reads input, a whole text, and says where the rule stops matching
// it, as Recognizer.Stop does; m is left in the state after input[:pos].
func (m *Matcher) Stop(input string) (pos int, e *Expectation, ok bool) {
	if m.p == nil {
		return 0, nil, false
	}
	pos = m.read(input)
	if pos == len(input) && m.d.match {
		return pos, nil, true
	}
	return pos, m.p.expectedAt(m.d), false
}
