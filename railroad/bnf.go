// Package railroad draws the rules of RFC 1738 section 5 as railroad
// diagrams, lights the track a URL takes through them, and steps through the
// reading as the grammar does it.
//
// It reads the grammar from the data the parser exposes (parser.Rules: each
// rule's BNF text exactly as the RFC writes it) and holds no grammar of its
// own. Standard library only, besides the parser.
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

// Read reads the rules the parser exposes (parser.Rules()).
func Read(rules []parser.Definition) (*Grammar, error) {
	g := &Grammar{index: make(map[string]*Rule, len(rules))}
	for _, pr := range rules {
		body := pr.Text[strings.IndexByte(pr.Text, '=')+1:]
		n, err := readBody(body)
		if err != nil {
			return nil, fmt.Errorf("railroad: rule %s: %v", pr.Name, err)
		}
		r := &Rule{Definition: pr, Body: n}
		number(r, n)
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

// token is one token of a right-hand side: 'n' a name, 'l' a literal, 'r'
// a repetition prefix, or the punctuation itself.
type token struct {
	kind     byte
	text     string
	min, max int
}

// tokens splits a right-hand side, dropping comments. The unquoted "/" of
// gopherurl is the literal "/" and <"> the double quote, as the parser reads
// them.
func tokens(s string) ([]token, error) {
	var ts []token
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == ';':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case strings.IndexByte("|[]()", c) >= 0:
			ts = append(ts, token{kind: c})
			i++
		case c == '/':
			ts = append(ts, token{kind: 'l', text: "/"})
			i++
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				return nil, fmt.Errorf("unterminated literal")
			}
			ts = append(ts, token{kind: 'l', text: s[i+1 : i+1+j]})
			i += j + 2
		case strings.HasPrefix(s[i:], `<">`):
			ts = append(ts, token{kind: 'l', text: `"`})
			i += 3
		case c == '*' || '0' <= c && c <= '9':
			j := i
			min := number10(s, &j, 0)
			if j == len(s) || s[j] != '*' {
				return nil, fmt.Errorf("unexpected %q", s[i:j])
			}
			j++
			max := number10(s, &j, -1)
			ts = append(ts, token{kind: 'r', min: min, max: max})
			i = j
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			j := i
			for j < len(s) && isNameByte(s[j]) {
				j++
			}
			ts = append(ts, token{kind: 'n', text: s[i:j]})
			i = j
		default:
			return nil, fmt.Errorf("unexpected %q", s[i:])
		}
	}
	return ts, nil
}

// number10 reads the decimal digits at s[*i:], or returns def when there are none.
func number10(s string, i *int, def int) int {
	start, n := *i, 0
	for *i < len(s) && '0' <= s[*i] && s[*i] <= '9' && n < 1<<20 {
		n = n*10 + int(s[*i]-'0')
		*i++
	}
	if *i == start {
		return def
	}
	return n
}

func isNameByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '+' || c == '_'
}

// reader is a recursive-descent reader of one right-hand side:
//
//	alt  = seq *( "|" seq )
//	seq  = 1*item
//	item = [ rep ] ( name | literal | "[" alt "]" | "(" alt ")" )
type reader struct {
	ts  []token
	pos int
}

func readBody(body string) (*Node, error) {
	ts, err := tokens(body)
	if err != nil {
		return nil, err
	}
	r := &reader{ts: ts}
	n, err := r.alt()
	if err != nil {
		return nil, err
	}
	if r.pos < len(ts) {
		return nil, fmt.Errorf("unexpected %q", string(ts[r.pos].kind))
	}
	return n, nil
}

func (r *reader) peek() byte {
	if r.pos < len(r.ts) {
		return r.ts[r.pos].kind
	}
	return 0
}

func (r *reader) alt() (*Node, error) {
	var subs []*Node
	for {
		s, err := r.seq()
		if err != nil {
			return nil, err
		}
		subs = append(subs, s)
		if r.peek() != '|' {
			break
		}
		r.pos++
	}
	if len(subs) == 1 {
		return subs[0], nil
	}
	return &Node{Kind: Alt, Subs: subs}, nil
}

func (r *reader) seq() (*Node, error) {
	var subs []*Node
	for {
		switch r.peek() {
		case 0, '|', ']', ')':
			switch len(subs) {
			case 0:
				return nil, fmt.Errorf("empty alternative")
			case 1:
				return subs[0], nil
			}
			return &Node{Kind: Seq, Subs: subs}, nil
		}
		it, err := r.item()
		if err != nil {
			return nil, err
		}
		subs = append(subs, it)
	}
}

func (r *reader) item() (*Node, error) {
	var rep *token
	if r.peek() == 'r' {
		rep = &r.ts[r.pos]
		r.pos++
	}
	if r.pos >= len(r.ts) {
		return nil, fmt.Errorf("unexpected end of rule")
	}
	t := r.ts[r.pos]
	r.pos++
	var n *Node
	switch t.kind {
	case 'n':
		n = &Node{Kind: Ref, Text: t.text}
	case 'l':
		n = &Node{Kind: Lit, Text: t.text}
	case '[', '(':
		closing := byte(']')
		if t.kind == '(' {
			closing = ')'
		}
		inner, err := r.alt()
		if err != nil {
			return nil, err
		}
		if r.peek() != closing {
			return nil, fmt.Errorf("missing %q", string(closing))
		}
		r.pos++
		n = inner
		// "[ x ]" alone is an option; after a repetition prefix the
		// brackets only group: "*[ x ]" is zero or more x.
		if t.kind == '[' && rep == nil {
			return &Node{Kind: Rep, Subs: []*Node{n}, Min: 0, Max: 1}, nil
		}
	default:
		return nil, fmt.Errorf("unexpected %q", string(t.kind))
	}
	if rep != nil {
		n = &Node{Kind: Rep, Subs: []*Node{n}, Min: rep.min, Max: rep.max}
	}
	return n, nil
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
