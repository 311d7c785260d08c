package bnf

// This file computes, from a grammar alone, the byte sets of its rules: the
// bytes a rule takes one at a time (all of a one-byte rule's, such as
// section 5's character classes: lowalpha, safe, reserved, ...), the bytes
// it can start with, and every byte its strings hold.

// A Set is a set of bytes.
type Set [4]uint64

// Add adds c to s.
func (s *Set) Add(c byte) { s[c>>6] |= 1 << (c & 63) }

// Has reports whether c is in s.
func (s *Set) Has(c byte) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// Union adds every byte of t to s.
func (s *Set) Union(t Set) { s[0] |= t[0]; s[1] |= t[1]; s[2] |= t[2]; s[3] |= t[3] }

// SubsetOf reports whether every byte of s is in t.
func (s Set) SubsetOf(t Set) bool {
	for k := range s {
		if s[k]&^t[k] != 0 {
			return false
		}
	}
	return true
}

func (s *Set) addFold(c byte, fold bool) {
	s.Add(c)
	if fold && 'a' <= c && c <= 'z' {
		s.Add(c - 'a' + 'A')
	} else if fold && 'A' <= c && c <= 'Z' {
		s.Add(c - 'A' + 'a')
	}
}

// charsetMemo remembers a rule's answer to charset.
type charsetMemo struct {
	set Set
	ok  bool
}

// charset returns the bytes n matches, when every string of it is one
// byte (lowalpha, hex, reserved, alphadigit, ftptype, ...). memo, when not
// nil, keeps each rule's answer: a compiler asks again at every reference.
func (g *Grammar) charset(n *Node, memo map[string]charsetMemo) (Set, bool) {
	var s Set
	switch n.Kind {
	case Lit:
		if len(n.Lit) != 1 {
			return s, false
		}
		s.Add(n.Lit[0])
		return s, true
	case Ref:
		if m, ok := memo[n.Name]; ok {
			return m.set, m.ok
		}
		s, ok := g.charset(g.Def(n.Name), memo)
		if memo != nil {
			memo[n.Name] = charsetMemo{s, ok}
		}
		return s, ok
	case Alt:
		for _, sub := range n.Subs {
			t, ok := g.charset(sub, memo)
			if !ok {
				return s, false
			}
			s.Union(t)
		}
		return s, true
	}
	return s, false
}

// Singles returns the bytes n takes one at a time: its one-byte
// alternatives, those of the rules it names and of the item it repeats.
// A sequence takes none alone: escape's "%" is not a character uchar takes
// by itself, so Singles(uchar) is unreserved.
func (g *Grammar) Singles(n *Node) Set {
	var s Set
	switch n.Kind {
	case Lit:
		if len(n.Lit) == 1 {
			s.Add(n.Lit[0])
		}
	case Ref:
		s = g.Singles(g.Def(n.Name))
	case Alt:
		for _, sub := range n.Subs {
			s.Union(g.Singles(sub))
		}
	case Rep:
		s = g.Singles(n.Subs[0])
	}
	return s
}

// Alphabet returns every byte that a string of n can hold.
func (g *Grammar) Alphabet(n *Node) Set {
	var s Set
	switch n.Kind {
	case Lit:
		for i := 0; i < len(n.Lit); i++ {
			s.Add(n.Lit[i])
		}
	case Ref:
		s = g.Alphabet(g.Def(n.Name))
	default:
		for _, sub := range n.Subs {
			s.Union(g.Alphabet(sub))
		}
	}
	return s
}

// First returns the bytes a nonempty string of n can start with.
func (g *Grammar) First(n *Node) Set {
	s, _ := g.first(n)
	return s
}

// first is First, and whether n matches the empty string.
func (g *Grammar) first(n *Node) (s Set, empty bool) {
	switch n.Kind {
	case Lit:
		if n.Lit == "" {
			return s, true
		}
		s.Add(n.Lit[0])
		return s, false
	case Ref:
		return g.first(g.Def(n.Name))
	case Alt:
		for _, sub := range n.Subs {
			t, e := g.first(sub)
			s.Union(t)
			empty = empty || e
		}
		return s, empty
	case Seq:
		for _, sub := range n.Subs {
			t, e := g.first(sub)
			s.Union(t)
			if !e {
				return s, false
			}
		}
		return s, true
	case Rep:
		s, empty = g.first(n.Subs[0])
		return s, empty || n.Min == 0
	}
	return s, false
}
