package parser

// This file checks that a derivation (derivation.go) is a parse tree of
// section 5, against the test reader of the BNF text (bnf_test.go), which
// shares nothing with the parser's grammar tables: every step's children
// are an expansion of its rule, every leaf's text is in its rule's
// language, a literal is a terminal with the literal's text, and "rules
// used" names exactly the rules in the tree.
//
// What the parser reads beyond the literal BNF is in the tree under a name
// this checker knows, and is checked as such:
//   - case-ignore (DerivationStep.CaseIgnore): a literal or a character
//     rule that takes its text with the case of letters ignored, as the
//     comment over scheme asks ("interpreters should use case-ignore");
//   - failed: a node in which an error lies (the input is not in its
//     rule's language; a diagnostic says why): its own expansion is not
//     checked, the steps below it are;
//   - rejected: a node that read text its rule does not match ("1a" as a
//     toplabel): likewise;
//   - tried: an alternative tried beside the derivation, not part of it.

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// checkDerivationBNF reports, through t, every way d (of r) is not a parse
// tree of the BNF g.
func checkDerivationBNF(t testing.TB, g *tGrammar, r *Result) {
	t.Helper()
	checkTreeBNF(t, g, r.Input, r.Derivation())
}

// checkTreeBNF reports every way d, a derivation of in, is not a parse
// tree of the BNF g.
func checkTreeBNF(t testing.TB, g *tGrammar, in string, d *Derivation) {
	t.Helper()
	if d == nil || len(d.Steps) == 0 {
		t.Errorf("%q: no derivation", in)
		return
	}
	kids := make([][]int, len(d.Steps))
	for i, s := range d.Steps {
		if s.Parent >= 0 {
			kids[s.Parent] = append(kids[s.Parent], i)
		}
	}
	tried := make([]bool, len(d.Steps))
	used := map[string]bool{}
	for i, s := range d.Steps {
		if s.Tried || s.Parent >= 0 && tried[s.Parent] {
			tried[i] = true
			continue
		}
		if s.Kind == StepContext {
			// The appendix's context: only around the URL, under the
			// root, which then fails (the BNF reads the input as it
			// stands).
			if s.Rule != "appendix" || s.Parent != 0 || !d.Steps[0].Failed || len(kids[i]) > 0 {
				t.Errorf("%q: step %d: a context step %q [%d,%d) that is not the appendix's, around the URL", in, i, s.Rule, s.Start, s.End)
			}
			continue
		}
		if s.Kind != StepLiteral {
			if _, ok := g.defs[s.Rule]; !ok {
				t.Errorf("%q: step %d %s [%d,%d): section 5 has no rule %s", in, i, s.Rule, s.Start, s.End, s.Rule)
				continue
			}
			used[s.Rule] = true
		}
		if d.Truncated || s.Failed || s.Rejected {
			continue
		}
		if err := checkStepBNF(g, in, d, i, kids[i]); err != nil {
			t.Errorf("%q: step %d %s [%d,%d) %q: %v", in, i, s.Rule, s.Start, s.End, in[s.Start:s.End], err)
		}
	}
	listed := d.RulesUsed()
	if len(listed) != len(used) {
		t.Errorf("%q: rules used %v, the tree has %d rules: %v", in, listed, len(used), used)
	}
	for _, name := range listed {
		if !used[name] {
			t.Errorf("%q: rules used names %s, which is not in the tree", in, name)
		}
	}
}

// checkStepBNF checks step i, which is neither failed, rejected nor tried,
// with its children kids.
func checkStepBNF(g *tGrammar, in string, d *Derivation, i int, kids []int) error {
	s := d.Steps[i]
	text := in[s.Start:s.End]
	if s.Kind == StepLiteral {
		lit, err := strconv.Unquote(s.Rule)
		if err != nil {
			return fmt.Errorf("a literal step whose rule %s is not a quoted literal", s.Rule)
		}
		switch {
		case len(kids) > 0:
			return fmt.Errorf("a literal has %d steps below it: a terminal has none", len(kids))
		case text == lit:
			if s.CaseIgnore {
				return fmt.Errorf("marked case-ignore, but the text is the literal")
			}
		case s.CaseIgnore && strings.EqualFold(text, lit) && isSchemeLiteral(lit):
		case s.CaseIgnore:
			return fmt.Errorf("case-ignore on the literal %s: only the schemes' letters are read so", s.Rule)
		default:
			return fmt.Errorf("the literal %s holds %q", s.Rule, text)
		}
		return nil
	}
	def := g.defs[s.Rule]
	if !hasDerived(d, kids) {
		// A leaf: its text is in its rule's language.
		t := text
		if s.CaseIgnore {
			t = strings.ToLower(text)
			if t == text {
				return fmt.Errorf("marked case-ignore, but the text has no upper case letter")
			}
			if len(text) != 1 {
				return fmt.Errorf("case-ignore on %d characters: a character rule reads one", len(text))
			}
		}
		if !g.res[s.Rule].MatchString(t) {
			return fmt.Errorf("a leaf whose text is not in the language of %s", s.Rule)
		}
		return nil
	}
	if s.CaseIgnore {
		return fmt.Errorf("case-ignore on a step with steps below it")
	}
	// The children tile the step's text, in order.
	at := s.Start
	seq := make([]bnfChild, 0, len(kids))
	for k, j := range kids {
		c := d.Steps[j]
		if c.Tried {
			continue // an alternative tried beside the derivation
		}
		if c.Start != at {
			return fmt.Errorf("child %d %s starts at %d, not where the one before ends (%d)", k, c.Rule, c.Start, at)
		}
		at = c.End
		ch := bnfChild{kind: c.Kind, rule: c.Rule}
		if c.Kind == StepLiteral {
			ch.lit, _ = strconv.Unquote(c.Rule)
		}
		seq = append(seq, ch)
	}
	if at != s.End {
		return fmt.Errorf("the children end at %d, the step at %d", at, s.End)
	}
	start := make([]bool, len(seq)+1)
	start[0] = true
	if !matchSeq(def, seq, start)[len(seq)] {
		names := make([]string, len(seq))
		for k, c := range seq {
			names[k] = c.rule
		}
		return fmt.Errorf("its children %s are no expansion of %s", strings.Join(names, " "), s.Rule)
	}
	return nil
}

// hasDerived reports whether any of the steps is not an alternative
// tried.
func hasDerived(d *Derivation, kids []int) bool {
	for _, j := range kids {
		if !d.Steps[j].Tried {
			return true
		}
	}
	return false
}

// A bnfChild is a child step as an expansion sees it: a literal (lit) or
// a rule's name.
type bnfChild struct {
	kind StepKind
	rule string
	lit  string
}

// matchSeq returns the positions of seq that n, started at any position
// set in from, can reach.
func matchSeq(n *tNode, seq []bnfChild, from []bool) []bool {
	to := make([]bool, len(seq)+1)
	switch n.op {
	case 'l':
		for i, ok := range from {
			if ok && i < len(seq) && seq[i].kind == StepLiteral && seq[i].lit == n.text {
				to[i+1] = true
			}
		}
	case 'r':
		for i, ok := range from {
			if ok && i < len(seq) && seq[i].kind != StepLiteral && seq[i].rule == n.text {
				to[i+1] = true
			}
		}
	case 's':
		cur := from
		for _, sub := range n.subs {
			cur = matchSeq(sub, seq, cur)
		}
		return cur
	case 'a':
		for _, sub := range n.subs {
			for i, ok := range matchSeq(sub, seq, from) {
				to[i] = to[i] || ok
			}
		}
	case '*':
		cur := from
		if n.min == 0 {
			copy(to, from)
		}
		for k := 1; n.max < 0 || k <= n.max; k++ {
			cur = matchSeq(n.subs[0], seq, cur)
			grew, any := false, false
			for i, ok := range cur {
				any = any || ok
				if ok && k >= n.min && !to[i] {
					to[i], grew = true, true
				}
			}
			// Past min, a round that reaches nothing new ends it (a
			// round may match nothing, and loop for ever).
			if !any || k >= n.min && !grew {
				break
			}
		}
	}
	return to
}

// derivationInputs are the inputs the checker reads: the corpus (the RFC's
// examples, other parsers' test suites), two mutations of each, the BNF's
// generated strings of each production, and the edges of
// TestDifferentialEdges.
func derivationInputs(t testing.TB, generated int) []string {
	ins := append([]string(nil), corpusInputs(t)...)
	rng := rand.New(rand.NewPCG(1738, 53))
	for _, in := range corpusInputs(t) {
		m, _ := mutate(rng, in)
		m2, _ := mutate(rng, m)
		ins = append(ins, m, m2)
	}
	ins = append(ins, generatedInputs(t, generated)...)
	return append(ins, "", ":", "HTTP://H/", "Http://h/a", "FOO:bar", "Ftp://h/;type=A", "<URL:http://h/>",
		" http://h/ ", "URL:news:a", "NEWS:comp.x", "MailTo:a@b", "x+Y.z-1:%41", "http://1a/", "http://h/~")
}

// TestDerivationIsBNFParseTree checks every derivation of derivationInputs
// against the BNF text.
func TestDerivationIsBNFParseTree(t *testing.T) {
	g := testGrammar(t)
	n := 20000
	if testing.Short() {
		n = 2000
	}
	failed, checked, valid := 0, 0, 0
	defer func() { t.Logf("%d derivations checked (%d of valid URLs), %d failing", checked, valid, failed) }()
	for _, in := range derivationInputs(t, n) {
		if len(in) > 1<<14 {
			continue
		}
		checked++
		if Parse(in, 0).Valid {
			valid++
		}
		c := &countingTB{TB: t}
		checkDerivationBNF(c, g, Parse(in, Trace))
		if c.errors > 0 {
			if failed++; failed >= *maxReported {
				t.Fatalf("stopping after %d failing inputs", failed)
			}
		}
	}
}

// TestDerivationCheckerCatches feeds the checker derivations broken on
// purpose: each must be caught.
func TestDerivationCheckerCatches(t *testing.T) {
	g := testGrammar(t)
	for _, c := range []struct {
		name   string
		in     string
		break_ func(d *Derivation)
	}{
		{"a scheme node under the literal", "http://h/", func(d *Derivation) {
			lit := findStep(d, StepLiteral, `"http://"`)
			d.Steps = append(d.Steps, DerivationStep{Kind: StepRule, Rule: "scheme", Start: 0, End: 4, Depth: d.Steps[lit].Depth + 1, Parent: lit})
		}},
		{"an upper case letter as lowalpha", "FOO:x", func(d *Derivation) {
			d.Steps[findStep(d, StepChar, "lowalpha")].CaseIgnore = false
		}},
		{"case-ignore on a literal read as written", "http://h/", func(d *Derivation) {
			d.Steps[findStep(d, StepLiteral, `"http://"`)].CaseIgnore = true
		}},
		{"a child of the wrong rule", "http://h/a", func(d *Derivation) {
			d.Steps[findStep(d, StepRule, "hpath")].Rule = "fpath"
		}},
		{"a leaf outside its rule", "http://h/a", func(d *Derivation) {
			d.Steps[findStep(d, StepChar, "lowalpha")].Rule = "digit"
		}},
		{"a gap between children", "http://h/a", func(d *Derivation) {
			d.Steps[findStep(d, StepLiteral, `"/"`)].Start++
		}},
	} {
		r := Parse(c.in, Trace)
		d := r.Derivation()
		c.break_(d)
		ct := &countingTB{TB: silentTB{t}}
		checkTreeBNF(ct, g, r.Input, d)
		if ct.errors == 0 {
			t.Errorf("%s (%q): the checker found nothing", c.name, c.in)
		}
	}
}

func findStep(d *Derivation, kind StepKind, rule string) int {
	for i, s := range d.Steps {
		if s.Kind == kind && s.Rule == rule && !s.Tried {
			return i
		}
	}
	panic("no step " + rule)
}

// silentTB counts without reporting.
type silentTB struct{ testing.TB }

func (silentTB) Errorf(string, ...any) {}
func (silentTB) Error(...any)          {}
func (silentTB) Helper()               {}

// FuzzDerivationBNF checks any input's derivation against the BNF.
func FuzzDerivationBNF(f *testing.F) {
	for _, in := range []string{"http://h/a%3Db", "HTTP://h/", "FOO:bar", "ftp://u:p@h:21/a;type=i", "gopher://h/1x%09y",
		"news:a.b", "nntp://h/g/1", "wais://h/d?s", "mailto:a@b", "file:///x", "prospero://h/p;a=b", "telnet://u@h/", "<URL:http://h/>"} {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if len(in) > 1<<12 {
			return
		}
		checkDerivationBNF(t, testGrammar(t), Parse(in, Trace))
	})
}
