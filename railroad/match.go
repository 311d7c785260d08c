package railroad

import (
	"sort"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file is a small interpreter of the grammar data: it matches a rule
// against an input exactly as the BNF allows, every alternative and every
// number of rounds at once (the BNF needs that: in toplabel,
// `*[ alphadigit | "-" ] alphadigit` must give back its last character), and
// then picks one derivation to show. Each (node, position) is matched once
// and remembered, so an input costs time in proportion to its length times
// the grammar's size, not exponential time.
//
// Two readings follow the parser rather than the letter of the BNF: the
// scheme is matched ignoring case (section 2.1: "interpreters should use
// case-ignore"), in the rule scheme and in the literal that starts each
// predefined production ("HTTP://" is "http://").

// A Match is one node of a derivation: the grammar Node and the input it
// covers, Input[Start:End].
type Match struct {
	Node       *Node
	Start, End int
	// Subs: for a Seq, one per item (up to the stuck one, when Stuck); for
	// an Alt, the branch taken; for a Rep, one per round; for a Ref, the
	// referenced rule's body.
	Subs   []*Match
	Branch int  // for an Alt: the index of the branch taken
	Stuck  bool // the match is partial: the grammar stopped at End
	Rule   *Rule
}

// A Reading is the interpreter's reading of one input by one production.
type Reading struct {
	Input      string
	Production *Rule
	Top        *Match // the derivation: complete when Valid; otherwise it ends at Stop
	Valid      bool
	Stop       int // where the grammar stopped, when !Valid: the first octet it cannot take
	// Trailing: the production is complete at Stop, and the input goes on.
	Trailing bool
	// GaveUp: the input is longer than the limit (InputLimit; MaxGuided
	// with the guide of a derivation, ReadResult), or so ambiguous that
	// following it would take more than the matcher's budget (a gopher
	// path of hundreds of "%09"s): there is no reading.
	GaveUp bool

	m *matcher
}

// ReadInput matches input against the production named prod; nil when
// there is no such rule.
func (g *Grammar) ReadInput(prod, input string) *Reading {
	return g.read(prod, input, how{limit: InputLimit, leaves: true})
}

// how says how read reads.
type how struct {
	limit  int         // the longest input read
	guide  *guide      // the parser's derivation (guide.go); nil for none
	leaves bool        // read the character rules once per byte value (guide.go); false: at each byte, as the tests' reference
	pause  func() bool // called between slices of the work; false: stop (Follow)
}

// read matches input against the production named prod as h says; nil
// when there is no such rule, or when pause said stop.
func (g *Grammar) read(prod, input string, h how) (rd *Reading) {
	r := g.Lookup(prod)
	if r == nil {
		return nil
	}
	rd = &Reading{Input: input, Production: r}
	if len(input) > h.limit {
		rd.GaveUp = true
		return rd
	}
	m := &matcher{g: g, in: input, memo: make(map[memoKey]*entry), reach: make(map[reachKey]bool), suffix: make(map[suffixKey]int), guide: h.guide, pause: h.pause}
	if h.leaves {
		m.leaves = make(map[leafKey]*leafMatch)
	}
	rd.m = m
	defer func() {
		if x := recover(); x != nil {
			if x == errStopped {
				rd = nil
				return
			}
			if x != errBudget {
				panic(x)
			}
			*rd = Reading{Input: input, Production: r, GaveUp: true}
		}
	}()
	top := &Node{Kind: Ref, Text: prod}
	e := m.match(top, 0, false)
	if contains(e.ends, len(input)) {
		rd.Valid = true
		rd.Top = m.derive(top, 0, len(input), false)
		return rd
	}
	m.stop = e.far
	for _, end := range e.ends {
		m.stop = max(m.stop, end)
	}
	rd.Stop = m.stop
	if contains(e.ends, m.stop) {
		rd.Trailing = true
		rd.Top = m.derive(top, 0, m.stop, false)
		rd.Top.Stuck = true
		return rd
	}
	rd.Top = m.stuck(top, 0, false)
	return rd
}

// InputLimit is the longest input the interpreter reads.
const InputLimit = 4 << 10

// MaxGuided is the longest input read with the guide of its derivation:
// the longest the page traces.
const MaxGuided = 64 << 10

// budget bounds the matcher's work on one input, in positions visited:
// ordinary URLs take about 15 a byte (with the shortcut for character
// rules, guide.go) and a pathological one (a gopher path of hundreds of
// "%09"s) stops at it, in well under a second for InputLimit bytes.
func budget(n int) int { return max(1<<20, 64*n) }

// A stopError stops the matcher: past its budget, or told to by pause.
type stopError struct{ why string }

var errBudget = &stopError{"past the budget"}

// errStopped: the pause function said stop.
var errStopped = &stopError{"told to stop"}

// pauseEvery is the work between two calls of the pause function: a few
// milliseconds in the browser.
const pauseEvery = 1 << 12

// spend counts n units of work, and gives up past the budget.
func (m *matcher) spend(n int) {
	m.work += n
	if m.pause != nil && m.work >= m.paused+pauseEvery {
		m.paused = m.work
		if !m.pause() {
			panic(errStopped)
		}
	}
	if m.work > budget(len(m.in)) {
		panic(errBudget)
	}
}

type memoKey struct {
	n    *Node
	pos  int
	fold bool
}

type entry struct {
	ends []int // where a match from pos can end, ascending
	far  int   // the furthest octet at which an attempt inside failed; -1 for none
}

type reachKey struct {
	n        *Node
	i        int
	pos, end int
	fold     bool
}

type suffixKey struct {
	n    *Node
	i    int
	pos  int
	fold bool
}

type matcher struct {
	g      *Grammar
	in     string
	memo   map[memoKey]*entry
	reach  map[reachKey]bool
	suffix map[suffixKey]int
	stop   int
	work   int
	guide  *guide                 // the parser's derivation, for a long input; nil for none
	leaves map[leafKey]*leafMatch // the character rules read on one byte (guide.go); nil: read at each byte
	pause  func() bool            // see how.pause
	paused int                    // the work done at the last pause
}

// ref returns the rule n names and whether its matching ignores case.
func (m *matcher) ref(n *Node, fold bool) (*Rule, bool) {
	return m.g.Lookup(n.Text), fold || n.Text == "scheme"
}

// litFold reports whether a literal is matched ignoring case: the
// "http://" that starts a predefined production.
func litFold(n *Node) bool {
	for i := 0; i < len(n.Text); i++ {
		if n.Text[i] == ':' {
			return true
		}
	}
	return false
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// litPrefix returns how many octets of n's literal the input has at pos.
func (m *matcher) litPrefix(n *Node, pos int, fold bool) int {
	fold = fold || litFold(n)
	k := 0
	for k < len(n.Text) && pos+k < len(m.in) {
		a, b := m.in[pos+k], n.Text[k]
		if a != b && !(fold && lower(a) == lower(b)) {
			break
		}
		k++
	}
	return k
}

func (m *matcher) match(n *Node, pos int, fold bool) *entry {
	if n.Kind == Lit {
		if k := m.litPrefix(n, pos, fold); k == len(n.Text) {
			return &entry{ends: []int{pos + len(n.Text)}, far: -1}
		} else {
			return &entry{far: pos + k}
		}
	}
	if lm, ok := m.leaf(n, pos, fold); ok {
		return lm.at(pos)
	}
	key := memoKey{n, pos, fold}
	if e, ok := m.memo[key]; ok {
		return e
	}
	e := &entry{far: -1}
	m.memo[key] = e // the grammar has no left recursion; this guards a loop all the same
	switch n.Kind {
	case Ref:
		r, f := m.ref(n, fold)
		if end, known := m.guide.lookup(r, pos); known {
			e.ends, e.far = []int{end}, end
			break
		}
		*e = *m.match(r.Body, pos, f)
	case Alt:
		for _, s := range n.Subs {
			se := m.match(s, pos, fold)
			e.far = max(e.far, se.far)
			e.ends = union(e.ends, se.ends)
			m.spend(1 + len(e.ends))
		}
	case Seq:
		at := []int{pos}
		for _, s := range n.Subs {
			var next []int
			for _, p := range at {
				se := m.match(s, p, fold)
				e.far = max(e.far, se.far)
				next = append(next, se.ends...)
				m.spend(1 + len(se.ends))
			}
			sort.Ints(next)
			at = dedupe(next)
		}
		e.ends = at
	case Rep:
		m.rounds(n, pos, fold, func(level, at, from int) bool {
			if level >= n.Min {
				e.ends = append(e.ends, at)
			}
			return false
		}, func(s int) { e.far = max(e.far, m.match(n.Subs[0], s, fold).far) })
		sort.Ints(e.ends)
		e.ends = dedupe(e.ends)
	}
	return e
}

// rounds walks the rounds of the repetition n from pos, breadth first:
// visit(level, at, from) for each position reached after level rounds (from
// is where that round started, -1 for level 0), until visit returns true;
// tried(s) for each position at which a further round is tried. A round
// that consumes nothing is not taken.
func (m *matcher) rounds(n *Node, pos int, fold bool, visit func(level, at, from int) bool, tried func(s int)) {
	type state struct{ level, at int }
	// Once the count no longer matters (no bound, and min reached), a
	// position is seen once whatever the round: a plain list of flags.
	var flat []bool
	seen := map[state]bool{{0, pos}: true}
	isSeen := func(level, at int) bool {
		if n.Max < 0 && level >= n.Min {
			// Grown as the rounds reach further: the rounds of a
			// short repetition in a long input cost what they read.
			for len(flat) <= at-pos {
				flat = append(flat, false)
			}
			if flat[at-pos] {
				return true
			}
			flat[at-pos] = true
			return false
		}
		st := state{level, at}
		if seen[st] {
			return true
		}
		seen[st] = true
		return false
	}
	if visit(0, pos, -1) {
		return
	}
	frontier := []int{pos}
	for level := 1; len(frontier) > 0 && (n.Max < 0 || level <= n.Max); level++ {
		var next []int
		for _, s := range frontier {
			if tried != nil {
				tried(s)
			}
			for _, end := range m.match(n.Subs[0], s, fold).ends {
				m.spend(1)
				if end == s || isSeen(level, end) {
					continue
				}
				next = append(next, end)
				if visit(level, end, s) {
					return
				}
			}
		}
		frontier = next
	}
}

// derive returns a derivation of n covering exactly input[pos:end], which
// the caller knows exists. It prefers the first alternative, the shortest
// first item of a sequence, and the fewest rounds.
func (m *matcher) derive(n *Node, pos, end int, fold bool) *Match {
	if lm, ok := m.leaf(n, pos, fold); ok && lm.tmpl != nil && end == pos+1 {
		return shift(lm.tmpl, pos)
	}
	x := &Match{Node: n, Start: pos, End: end}
	switch n.Kind {
	case Ref:
		r, f := m.ref(n, fold)
		x.Rule = r
		x.Subs = []*Match{m.derive(r.Body, pos, end, f)}
	case Alt:
		for i, s := range n.Subs {
			if contains(m.match(s, pos, fold).ends, end) {
				x.Branch = i
				x.Subs = []*Match{m.derive(s, pos, end, fold)}
				break
			}
		}
	case Seq:
		p := pos
		for i, s := range n.Subs {
			for _, e := range m.match(s, p, fold).ends {
				if m.reaches(n, i+1, e, end, fold) {
					x.Subs = append(x.Subs, m.derive(s, p, e, fold))
					p = e
					break
				}
			}
		}
	case Rep:
		x.Subs = m.roundsTo(n, pos, fold, func(level, at int) bool { return at == end && level >= n.Min }, end)
	}
	return x
}

// roundsTo returns the rounds of the repetition n from pos to the first
// position found that satisfies done, each derived; last is that position.
func (m *matcher) roundsTo(n *Node, pos int, fold bool, done func(level, at int) bool, last int) []*Match {
	type link struct{ level, from int }
	parent := map[[2]int]link{}
	found := [2]int{-1, -1}
	m.rounds(n, pos, fold, func(level, at, from int) bool {
		k := [2]int{level, at}
		if _, ok := parent[k]; !ok {
			parent[k] = link{level - 1, from}
		}
		if done(level, at) {
			found = k
			return true
		}
		return false
	}, nil)
	var subs []*Match
	for k := found; k[0] > 0; {
		l := parent[k]
		subs = append(subs, m.derive(n.Subs[0], l.from, k[1], fold))
		k = [2]int{l.level, l.from}
	}
	for i, j := 0, len(subs)-1; i < j; i, j = i+1, j-1 {
		subs[i], subs[j] = subs[j], subs[i]
	}
	return subs
}

// reaches reports whether the items of the sequence n from i on can cover
// input[pos:end] exactly.
func (m *matcher) reaches(n *Node, i, pos, end int, fold bool) bool {
	if i == len(n.Subs) {
		return pos == end
	}
	k := reachKey{n, i, pos, end, fold}
	if v, ok := m.reach[k]; ok {
		return v
	}
	v := false
	for _, e := range m.match(n.Subs[i], pos, fold).ends {
		if e <= end && m.reaches(n, i+1, e, end, fold) {
			v = true
			break
		}
	}
	m.reach[k] = v
	return v
}

// suffixFar returns the furthest failure of the items of the sequence n
// from i on, started at pos.
func (m *matcher) suffixFar(n *Node, i, pos int, fold bool) int {
	if i == len(n.Subs) {
		return -1
	}
	k := suffixKey{n, i, pos, fold}
	if v, ok := m.suffix[k]; ok {
		return v
	}
	e := m.match(n.Subs[i], pos, fold)
	v := e.far
	for _, end := range e.ends {
		v = max(v, m.suffixFar(n, i+1, end, fold))
	}
	m.suffix[k] = v
	return v
}

// stuck returns a partial derivation of n from pos that ends where the
// grammar stopped (m.stop), which the caller knows exists. Where it can, it
// completes an item and stops in a later one: the reading goes as far along
// the track as it can before it leaves it.
func (m *matcher) stuck(n *Node, pos int, fold bool) *Match {
	x := &Match{Node: n, Start: pos, End: m.stop, Stuck: true}
	switch n.Kind {
	case Ref:
		r, f := m.ref(n, fold)
		x.Rule = r
		x.Subs = []*Match{m.stuck(r.Body, pos, f)}
	case Alt:
		for i, s := range n.Subs {
			if m.match(s, pos, fold).far == m.stop {
				x.Branch = i
				x.Subs = []*Match{m.stuck(s, pos, fold)}
				break
			}
		}
	case Seq:
		p := pos
	items:
		for i, s := range n.Subs {
			e := m.match(s, p, fold)
			for j := len(e.ends) - 1; j >= 0; j-- {
				if m.suffixFar(n, i+1, e.ends[j], fold) == m.stop {
					x.Subs = append(x.Subs, m.derive(s, p, e.ends[j], fold))
					p = e.ends[j]
					continue items
				}
			}
			x.Subs = append(x.Subs, m.stuck(s, p, fold))
			break
		}
	case Rep:
		best := -1
		m.rounds(n, pos, fold, func(level, at, from int) bool {
			if (n.Max < 0 || level < n.Max) && m.match(n.Subs[0], at, fold).far == m.stop {
				best = max(best, at)
			}
			return false
		}, nil)
		x.Subs = m.roundsTo(n, pos, fold, func(level, at int) bool { return at == best }, best)
		x.Subs = append(x.Subs, m.stuck(n.Subs[0], best, fold))
	}
	return x
}

func contains(s []int, v int) bool {
	i := sort.SearchInts(s, v)
	return i < len(s) && s[i] == v
}

// union merges two ascending lists.
func union(a, b []int) []int {
	if len(a) == 0 {
		return b
	}
	if len(b) == 0 {
		return a
	}
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i, j = i+1, j+1
		}
	}
	return out
}

func dedupe(s []int) []int {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// ReadResult reads the input of res by the production the parser judged it
// by: res.Production, or for an input with no scheme the production its
// Failure names. nil when there is none.
//
// When res has a trace (Parse with parser.Trace), the parser's derivation
// guides the reading (guide, below), and an input of up to MaxGuided
// bytes is read; without one, inputs of up to InputLimit bytes.
func (g *Grammar) ReadResult(res *parser.Result) *Reading {
	if res == nil {
		return nil
	}
	prod, h := g.readingOf(res, nil)
	return g.read(prod, res.Input, h)
}

// readingOf returns the production res is read by and how: guided by its
// derivation when it has a trace and is longer than InputLimit.
func (g *Grammar) readingOf(res *parser.Result, pause func() bool) (string, how) {
	prod := res.Production
	if prod == "" && res.Failure != nil {
		prod = res.Failure.Production
	}
	h := how{limit: InputLimit, leaves: true, pause: pause}
	if res.Trace != nil && len(res.Input) > InputLimit {
		h.limit, h.guide = MaxGuided, newGuide(g, res)
	}
	return prod, h
}

// Follow reads res as ReadResult does and lists its steps, at most limit
// of them (Reading.Steps), calling pause between slices of the work, so
// that a page can draw and take keys while a long input is read: a 64 KiB
// URL takes seconds in a browser. When pause returns false, Follow stops
// and returns a nil Reading.
func (g *Grammar) Follow(res *parser.Result, limit int, pause func() bool) (rd *Reading, steps []Step, truncated bool) {
	if res == nil {
		return nil, nil, false
	}
	prod, h := g.readingOf(res, pause)
	rd = g.read(prod, res.Input, h)
	if rd == nil {
		return nil, nil, false
	}
	steps, truncated, ok := rd.steps(limit, Expected(res), pause)
	if !ok {
		return nil, nil, false
	}
	return rd, steps, truncated
}

// Expected is what the parser says the grammar expected where it stopped.
func Expected(res *parser.Result) []string {
	if res == nil || res.Failure == nil {
		return nil
	}
	return res.Failure.Expected
}
