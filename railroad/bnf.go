// Package railroad draws the rules of RFC 1738 section 5 as railroad
// diagrams, lights the track a URL takes through them, and steps through the
// reading as the grammar does it.
//
// It takes the grammar from the parser (parser.Rules for each rule's name,
// text and section, parser.RuleExpr for its right-hand side as a tree) and
// neither holds nor reads a grammar of its own. Standard library only, besides the parser.
package railroad

import (
	"fmt"
	"strings"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// A Kind is the kind of a grammar Node.
type Kind uint8

const (
	Lit Kind = iota // a quoted literal: Text
	Ref             // a rule name: Text
	Seq             // a concatenation of Subs
	Alt             // a choice between Subs
	Rep             // Subs[0] repeated Min to Max times (Max < 0: no bound; 0 to 1 is an option)
)

// A Node is one node of a rule's right-hand side.
type Node struct {
	Kind     Kind
	Text     string // the literal, or the rule name
	Subs     []*Node
	Min, Max int
	ID       int // the node's index in its rule, in preorder: the diagram's data-node
}

// A Rule is one rule of section 5 with its right-hand side read.
type Rule struct {
	parser.Definition
	Body  *Node
	Nodes []*Node // every node of Body, by ID
}

// A Grammar is section 5 read into rules.
type Grammar struct {
	Rules  []*Rule
	index  map[string]*Rule
	leaves map[*Rule]bool // the character rules (Leaf)
}

// Lookup returns the rule named name, or nil.
func (g *Grammar) Lookup(name string) *Rule { return g.index[name] }

// Read builds the grammar of the rules given, from the tree the parser reads
// out of section 5 (parser.RuleExpr): railroad holds no BNF reader of its
// own, so the diagrams and the parser cannot read a rule differently.
func Read(rules []parser.Definition) (*Grammar, error) {
	g := &Grammar{index: make(map[string]*Rule, len(rules))}
	for _, pr := range rules {
		e, ok := parser.RuleExpr(pr.Name)
		if !ok {
			return nil, fmt.Errorf("railroad: the parser has no rule %s", pr.Name)
		}
		r := &Rule{Definition: pr, Body: nodeOf(e)}
		number(r, r.Body)
		g.Rules = append(g.Rules, r)
		g.index[pr.Name] = r
	}
	for _, r := range g.Rules {
		for _, n := range r.Nodes {
			if n.Kind == Ref && g.index[n.Text] == nil {
				return nil, fmt.Errorf("railroad: rule %s refers to undefined %s", r.Name, n.Text)
			}
		}
	}
	g.leaves = make(map[*Rule]bool)
	for _, r := range g.Rules {
		if g.isLeaf(r) {
			g.leaves[r] = true
		}
	}
	return g, nil
}

// nodeOf converts the parser's tree of a right-hand side into Nodes, which
// carry the IDs the diagrams and the lighting refer to.
func nodeOf(e parser.Expr) *Node {
	n := &Node{Text: e.Text, Min: e.Min, Max: e.Max}
	switch e.Kind {
	case parser.ExprLiteral:
		n.Kind = Lit
	case parser.ExprRule:
		n.Kind = Ref
	case parser.ExprSeq:
		n.Kind = Seq
	case parser.ExprAlt:
		n.Kind = Alt
	case parser.ExprRepeat:
		n.Kind = Rep
	}
	for _, s := range e.Subs {
		n.Subs = append(n.Subs, nodeOf(s))
	}
	return n
}

// number gives each node of r its ID, in preorder.
func number(r *Rule, n *Node) {
	n.ID = len(r.Nodes)
	r.Nodes = append(r.Nodes, n)
	for _, s := range n.Subs {
		number(r, s)
	}
}

var (
	section5     *Grammar
	section5Once sync.Once
)

// RFC returns RFC 1738's section 5, read once from parser.Rules.
func RFC() *Grammar {
	section5Once.Do(func() {
		g, err := Read(parser.Rules())
		if err != nil {
			panic(err) // the parser's own rules; railroad_test.go reads them
		}
		section5 = g
	})
	return section5
}

// String writes n back as BNF, for tests and for the text of a step.
func (n *Node) String() string {
	var b strings.Builder
	n.write(&b, false)
	return b.String()
}

func (n *Node) write(b *strings.Builder, inner bool) {
	switch n.Kind {
	case Lit:
		if n.Text == `"` {
			b.WriteString(`<">`)
		} else {
			b.WriteString(`"` + n.Text + `"`)
		}
	case Ref:
		b.WriteString(n.Text)
	case Seq, Alt:
		if inner {
			b.WriteString("( ")
		}
		sep := " "
		if n.Kind == Alt {
			sep = " | "
		}
		for i, s := range n.Subs {
			if i > 0 {
				b.WriteString(sep)
			}
			s.write(b, true)
		}
		if inner {
			b.WriteString(" )")
		}
	case Rep:
		s := n.Subs[0]
		if n.Min == 0 && n.Max == 1 {
			b.WriteString("[ ")
			s.write(b, false)
			b.WriteString(" ]")
			return
		}
		b.WriteString(repPrefix(n.Min, n.Max))
		if s.Kind == Seq || s.Kind == Alt {
			b.WriteString("[ ")
			s.write(b, false)
			b.WriteString(" ]")
		} else {
			s.write(b, true)
		}
	}
}

func repPrefix(min, max int) string {
	s := ""
	if min > 0 {
		s = fmt.Sprint(min)
	}
	s += "*"
	if max >= 0 {
		s += fmt.Sprint(max)
	}
	return s
}
