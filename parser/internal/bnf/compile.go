package bnf

// This file compiles a rule's syntax tree, with every referenced rule
// inlined (the grammar has no recursion), to a Thompson NFA over bytes;
// dfa.go runs it.

import (
	"slices"
	"strconv"
	"sync"
)

// A Config says how a grammar's rules are compiled.
type Config struct {
	// Classes are the rules that name what they take in an expected set:
	// a terminal is named by the outermost of these on its derivation
	// path ("uchar" rather than "alpha", "%" or "hex"), else by its
	// literal. Each must be a rule whose strings are one byte or one
	// escape.
	Classes map[string]bool
	// FoldRules are the rules whose letters match case-insensitively
	// wherever they are referenced, and when compiled themselves.
	FoldRules map[string]bool
	// FoldLiterals are the literals whose letters match
	// case-insensitively; every other literal is case-sensitive.
	FoldLiterals map[string]bool
	// MaxStates bounds each rule's cache of DFA states (0: 4096); past
	// it the cache is flushed and rebuilt as needed. (A test makes it
	// tiny to flush on almost every step.)
	MaxStates int
}

// EndOfInput is the expected entry meaning the input could have ended
// there.
const EndOfInput = "end of input"

// A Recognizer compiles the rules of one grammar, each on first use, and
// keeps them. Many goroutines may use it at once.
type Recognizer struct {
	g    *Grammar
	cfg  Config
	sets map[string]Set // each class's first bytes, for simplify

	mu    sync.Mutex
	progs map[string]*Program // rule name → its program
}

// NewRecognizer returns a recognizer of g's rules compiled as cfg says.
func NewRecognizer(g *Grammar, cfg Config) *Recognizer {
	r := &Recognizer{g: g, cfg: cfg, sets: make(map[string]Set, len(cfg.Classes)), progs: map[string]*Program{}}
	for name := range cfg.Classes {
		if n := g.Def(name); n != nil {
			r.sets[name] = g.First(n)
		}
	}
	return r
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
	set       Set // opByte
	label     int // opByte: index into Program.labels
	ord       int // opByte: the terminal's place in the rule's text, inlined
}

// Program returns the rule compiled, compiling it on first use; nil for
// a rule the grammar does not have.
func (r *Recognizer) Program(rule string) *Program {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p, ok := r.progs[rule]; ok {
		return p
	}
	def := r.g.Def(rule)
	if def == nil {
		return nil
	}
	c := &compiler{r: r, g: r.g, p: &Program{rule: rule, sets: r.sets, maxStates: r.cfg.MaxStates}, labelIndex: map[string]int{}, charsets: map[string]charsetMemo{}}
	if c.p.maxStates <= 0 {
		c.p.maxStates = maxDFAStates
	}
	match := c.emit(inst{op: opMatch})
	// A rule that folds when referenced folds when matched itself.
	c.p.start = c.compile(def, match, -1, r.cfg.FoldRules[rule], 0)
	p := c.p
	p.computeClasses()
	p.mark = make([]uint32, len(p.insts))
	p.reset()
	r.progs[rule] = p
	return p
}

type compiler struct {
	r          *Recognizer
	g          *Grammar
	p          *Program
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
// pc where n starts. label is the expected name of n's terminals when n lies
// inside a class rule (-1 when not); fold makes letters case-insensitive;
// base is the place of n's first terminal in the rule's text, with every
// referenced rule written out in place (see leaves). Compiling backwards
// from the continuation keeps it one pass.
func (c *compiler) compile(n *Node, next, label int, fold bool, base int) int {
	switch n.Kind {
	case Lit:
		f := fold || c.r.cfg.FoldLiterals[n.Lit]
		for i := len(n.Lit) - 1; i >= 0; i-- {
			// Past a literal's first byte, what is expected is the rest
			// of it: after "http:/", "/", not "http://" again.
			l := label
			if l < 0 {
				l = c.label(strconv.Quote(n.Lit[i:]))
			}
			var s Set
			s.addFold(n.Lit[i], f)
			next = c.emit(inst{op: opByte, set: s, out: next, label: l, ord: base})
		}
		return next
	case Ref:
		if label < 0 && c.r.cfg.Classes[n.Name] {
			label = c.label(n.Name)
		}
		if c.r.cfg.FoldRules[n.Name] {
			fold = true
		}
		def := c.g.Def(n.Name)
		if label >= 0 {
			if s, ok := c.charset(def, fold); ok {
				return c.emit(inst{op: opByte, set: s, out: next, label: label, ord: base})
			}
		}
		return c.compile(def, next, label, fold, base)
	case Seq:
		bases := c.subBases(n, label, base)
		for i := len(n.Subs) - 1; i >= 0; i-- {
			next = c.compile(n.Subs[i], next, c.seqLabel(n.Subs[i], i, label), fold, bases[i])
		}
		return next
	case Alt:
		bases := c.subBases(n, label, base)
		starts := make([]int, len(n.Subs))
		for i, sub := range n.Subs {
			starts[i] = c.compile(sub, next, label, fold, bases[i])
		}
		pc := starts[len(starts)-1]
		for i := len(starts) - 2; i >= 0; i-- {
			pc = c.emit(inst{op: opSplit, out: starts[i], out1: pc})
		}
		return pc
	case Rep:
		x := n.Subs[0]
		if n.Max < 0 {
			// min copies of x, then a loop: L: split(x → L, next).
			loop := c.emit(inst{op: opSplit, out1: next})
			body := c.compile(x, loop, label, fold, base)
			c.p.insts[loop].out = body
			pc := loop
			if n.Min > 0 {
				pc = body // x L: the first copy is the loop's body
				for i := 1; i < n.Min; i++ {
					pc = c.compile(x, pc, label, fold, base)
				}
			}
			return pc
		}
		// min copies, then max-min optional ones.
		pc := next
		for i := n.Max; i > n.Min; i-- {
			pc = c.emit(inst{op: opSplit, out: c.compile(x, pc, label, fold, base), out1: next})
		}
		for i := 0; i < n.Min; i++ {
			pc = c.compile(x, pc, label, fold, base)
		}
		return pc
	}
	panic("bnf: unknown node kind")
}

// seqLabel returns the expected label of the i-th part of a sequence that
// lies in a class rule labelled label. The class names what can start
// one of its characters; past the first part, what is expected is that
// part by its own name: after "%" in a uchar, a hex digit, not a uchar
// (escape = "%" hex hex).
func (c *compiler) seqLabel(sub *Node, i, label int) int {
	if label < 0 || i == 0 {
		return label
	}
	switch sub.Kind {
	case Ref:
		return c.label(sub.Name)
	case Lit:
		return c.label(strconv.Quote(sub.Lit))
	}
	return label
}

// subBases returns the place of the first terminal of each of n's subs,
// given n's own.
func (c *compiler) subBases(n *Node, label, base int) []int {
	bases := make([]int, len(n.Subs))
	for i, sub := range n.Subs {
		bases[i] = base
		base += c.leaves(sub, label)
	}
	return bases
}

// leaves counts the terminals of n as compile emits them: a literal, or a
// one-character class inside a named class, is one terminal. Copies made by
// repetition share their places.
func (c *compiler) leaves(n *Node, label int) int {
	switch n.Kind {
	case Lit:
		return 1
	case Ref:
		if label < 0 && c.r.cfg.Classes[n.Name] {
			label = 0
		}
		key := n.Name
		if label >= 0 {
			key += " (in a class)"
		}
		if k, ok := c.leafCounts[key]; ok {
			return k
		}
		def := c.g.Def(n.Name)
		k := 0
		if _, ok := c.g.charset(def, c.charsets); ok && label >= 0 {
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
	for _, sub := range n.Subs {
		sum += c.leaves(sub, label)
	}
	return sum
}

// charset returns the bytes n matches when n matches exactly one byte.
// fold adds the other case of every letter.
func (c *compiler) charset(n *Node, fold bool) (Set, bool) {
	s, ok := c.g.charset(n, c.charsets)
	if ok && fold {
		for b := 'a'; b <= 'z'; b++ {
			if s.Has(byte(b)) || s.Has(byte(b-'a'+'A')) {
				s.Add(byte(b))
				s.Add(byte(b - 'a' + 'A'))
			}
		}
	}
	return s, ok
}

// computeClasses partitions the 256 bytes into classes that every byte
// instruction treats alike.
func (p *Program) computeClasses() {
	var sets []Set
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
			if s.Has(byte(b)) {
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
	p.bytes = make([]Set, n)
	for b := 255; b >= 0; b-- {
		p.class[b] = uint8(cls[b])
		p.rep[cls[b]] = byte(b)
		p.bytes[cls[b]].Add(byte(b))
	}
	p.nclass = n
}
