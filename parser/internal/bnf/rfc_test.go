package bnf

// The tests read the grammar this package was written for, RFC 1738
// section 5, as package parser holds it (rfc1738-bnf.txt), and compile it as parser does.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// rfcRec is section 5's rules, compiled as parser compiles them; read by
// TestMain.
var rfcRec *Recognizer

func TestMain(m *testing.M) {
	text, err := os.ReadFile("../../rfc1738-bnf.txt")
	if err == nil {
		var g *Grammar
		if g, err = Read(string(text)); err == nil {
			rfcRec = NewRecognizer(g, rfcConfig(0))
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "reading section 5:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// rfcConfig is parser's configuration (automaton.go), written out: the
// character classes of sections 2.2 and 3.1, the scheme rule and the ten
// schemes' leading literals case-insensitive (section 2.1).
func rfcConfig(maxStates int) Config {
	classes := map[string]bool{}
	for _, c := range strings.Fields("alpha digit alphadigit hex safe extra national punctuation reserved unreserved uchar xchar escape lowalpha hialpha") {
		classes[c] = true
	}
	lits := map[string]bool{}
	for _, s := range strings.Fields("ftp file http gopher mailto news nntp telnet wais prospero") {
		lits[s+"://"], lits[s+":"] = true, true
	}
	return Config{Classes: classes, FoldRules: map[string]bool{"scheme": true}, FoldLiterals: lits, MaxStates: maxStates}
}

// rfc returns section 5's rules, compiled as parser compiles them.
func rfc(testing.TB) *Recognizer { return rfcRec }

// stopPoint is rfc's StopPoint.
func stopPoint(rule, input string) (int, []string, bool) {
	return rfcRec.StopPoint(rule, input)
}

// ruleInputs returns n strings of rule's language made at random from its
// syntax tree (repetitions at most 3), and as many with one byte changed,
// which the rule mostly rejects.
func ruleInputs(t testing.TB, rule string, seed uint64, n int) []string {
	g := rfc(t).g
	rng := rand.New(rand.NewPCG(seed, seed))
	var out []string
	for range n {
		var b strings.Builder
		gen(g, rng, &b, g.Def(rule))
		s := b.String()
		out = append(out, s)
		if s != "" {
			i := rng.IntN(len(s))
			out = append(out, s[:i]+string("~#% @:/\x00"[rng.IntN(8)])+s[i+1:])
		}
	}
	return out
}

func gen(g *Grammar, rng *rand.Rand, b *strings.Builder, n *Node) {
	switch n.Kind {
	case Lit:
		b.WriteString(n.Lit)
	case Ref:
		gen(g, rng, b, g.Def(n.Name))
	case Seq:
		for _, s := range n.Subs {
			gen(g, rng, b, s)
		}
	case Alt:
		gen(g, rng, b, n.Subs[rng.IntN(len(n.Subs))])
	case Rep:
		hi := n.Max
		if hi < 0 || hi > n.Min+3 {
			hi = n.Min + 3
		}
		for range n.Min + rng.IntN(hi-n.Min+1) {
			gen(g, rng, b, n.Subs[0])
		}
	}
}

// forget drops the compiled rule, or every one for "", so that the next
// lookup compiles it anew (for tests).
func (r *Recognizer) forget(rule string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if rule == "" {
		clear(r.progs)
		return
	}
	delete(r.progs, rule)
}
