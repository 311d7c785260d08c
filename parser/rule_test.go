package parser

import (
	"slices"
	"testing"
)

// Every rule a part or a trace node is named by is a rule of the BNF,
// spelled as the RFC spells it, and ruleByName finds it again.
func TestPartRules(t *testing.T) {
	g := rfcGrammar()
	for i, name := range ruleNames {
		if _, ok := g.index[name]; !ok {
			t.Errorf("ruleNames[%d] = %q, not a rule of rfc1738-bnf.txt", i, name)
		}
		if r, ok := ruleByName(name); !ok || r != Rule(i) {
			t.Errorf("ruleByName(%q) = %d, %v; want %d", name, r, ok, i)
		}
		if got := Rule(i).String(); got != name {
			t.Errorf("Rule(%d).String() = %q, want %q", i, got, name)
		}
	}
	for _, d := range schemes {
		if got := ruleNames[d.rule]; got != d.production {
			t.Errorf("scheme %s: rule %q, production %q", d.name, got, d.production)
		}
	}
	if r, ok := ruleByName("nosuchrule"); ok {
		t.Errorf("ruleByName(\"nosuchrule\") = %d, true; want false", r)
	}
}

// buildTree lays a pre-order array out so that each node's children are
// next to each other, in order, and gives the tried node its expectation.
func TestBuildTree(t *testing.T) {
	// url{httpurl{scheme hostport{host{hostname{domainlabel toplabel}}} hpath{hsegment hsegment}} ?genericurl}
	raw := []rawNode{
		{rule: RuleURL, start: 0, end: 20, parent: -1, kids: 2},
		{rule: RuleHttpurl, start: 0, end: 20, parent: 0, kids: 3, failed: true},
		{rule: RuleScheme, start: 0, end: 4, parent: 1},
		{rule: RuleHostport, start: 7, end: 12, parent: 1, kids: 1},
		{rule: RuleHost, start: 7, end: 12, parent: 3, kids: 1},
		{rule: RuleHostname, start: 7, end: 12, parent: 4, kids: 2},
		{rule: RuleDomainlabel, start: 7, end: 8, parent: 5},
		{rule: RuleToplabel, start: 9, end: 12, parent: 5},
		{rule: RuleHpath, start: 13, end: 20, parent: 1, kids: 2, failed: true},
		{rule: RuleHsegment, start: 13, end: 15, parent: 8},
		{rule: RuleHsegment, start: 16, end: 20, parent: 8, failed: true},
		{rule: RuleGenericurl, start: 0, end: 17, parent: 0, failed: true, tried: true},
	}
	exp := []string{`"/"`}
	root := buildTree(raw, []nodeExpect{{11, exp}})
	const want = "url{!httpurl{scheme hostport{host{hostname{domainlabel toplabel}}} !hpath{hsegment !hsegment}} ?!genericurl}"
	if got := root.String(); got != want {
		t.Errorf("buildTree:\n got %s\nwant %s", got, want)
	}
	var pre []string
	root.Walk(func(n *Node, depth int) bool {
		pre = append(pre, n.Rule.String())
		return true
	})
	for i, r := range raw {
		if pre[i] != ruleNames[r.rule] {
			t.Errorf("walk order %v, want the rules of raw in order", pre)
			break
		}
	}
	g := &root.Children[1]
	if g.Rule != RuleGenericurl || g.End != 17 || g.Stop == nil || g.Stop.Production != "genericurl" || g.Stop.Pos != 17 || !slices.Equal(g.Stop.Expected, exp) {
		t.Errorf("tried node = %+v, want genericurl [0,17) stopping at 17, expecting %q", *g, exp)
	}
	if root.Stop != nil || root.Children[0].Stop != nil {
		t.Error("a node that was not tried has a Stop")
	}
	if hs := root.Children[0].Children[2].Children[1]; hs.Start != 16 || hs.End != 20 || !hs.Failed {
		t.Errorf("second hsegment = %+v, want [16,20) failed", hs)
	}
}
