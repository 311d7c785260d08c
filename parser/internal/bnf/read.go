package bnf

// This file reads a grammar written in the BNF of RFC 1738 section 5, the
// RFC 822 style of the RFC's own time:
//
//	name = rule            a rule starts at column 0; continuation lines are indented
//	"abc"                  a literal; there are no escapes inside quotes, so "\" is a backslash
//	<">                    the double-quote character
//	a | b                  alternatives
//	[ x ]                  x is optional
//	*[ x ]  1*[ x ]        zero or more, one or more repetitions of x
//	*x  1*x                the same, on a bare name or literal
//	( x )                  grouping
//	; text                 a comment, to the end of the line
//
// One departure: in gopherurl, `[ / [ gtype ...` has an unquoted "/". It is
// read as the literal "/" (the RFC's prose in section 3.4 writes
// gopher://<host>:<port>/<gopher-path>).

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// A Rule is one rule of the grammar as its text writes it.
type Rule struct {
	Name string   // as the text spells it: "gopher+_string", "ip-schemepart"
	Text string   // the rule's full text, continuation lines and comments included
	Refs []string // rule names it references, in order of first appearance
}

// A Grammar is a read BNF: the rules in the text's order and their syntax
// trees. It is not changed after Read: many goroutines may read it.
type Grammar struct {
	Rules []Rule
	Defs  []*Node // Defs[i] is the right-hand side of Rules[i]
	index map[string]int
}

// Index returns the place of the rule named name in Rules.
func (g *Grammar) Index(name string) (int, bool) {
	i, ok := g.index[name]
	return i, ok
}

// Def returns the right-hand side of the rule named name; nil for a name
// the grammar does not have.
func (g *Grammar) Def(name string) *Node {
	if i, ok := g.index[name]; ok {
		return g.Defs[i]
	}
	return nil
}

// A Kind is the kind of a Node.
type Kind uint8

const (
	Lit Kind = iota // a quoted literal: Lit
	Ref             // a rule name: Name
	Seq             // a concatenation: Subs
	Alt             // alternatives: Subs
	Rep             // Subs[0] repeated Min to Max times (Max < 0: no bound)
)

// A Node is one node of a rule's syntax tree. "[ x ]" is a Rep of x from 0
// to 1; a Seq or an Alt has two Subs or more.
type Node struct {
	Kind     Kind
	Lit      string
	Name     string
	Subs     []*Node
	Min, Max int
}

// Read reads the BNF text into a grammar. Every rule a rule refers to must
// be defined, once, in one pass over the text: the page reads section 5
// as it loads.
func Read(text string) (*Grammar, error) {
	g := &Grammar{index: make(map[string]int)}
	lines := strings.Split(text, "\n")
	r := &reader{}
	at := 0 // where lines[i] starts in text
	for i := 0; i < len(lines); i++ {
		name, ok := ruleStart(lines[i])
		if !ok {
			at += len(lines[i]) + 1
			continue
		}
		// The rule's text is one slice of text: its lines and the
		// newlines between them.
		end := at + len(lines[i])
		j := i + 1
		for j < len(lines) && isContinuation(lines[j]) {
			end += 1 + len(lines[j])
			j++
		}
		text := text[at:end]
		at = end + 1
		body := text[strings.IndexByte(text, '=')+1:]
		def, refs, err := r.rule(body)
		if err != nil {
			return nil, errors.New("rule " + name + ": " + err.Error())
		}
		if _, dup := g.index[name]; dup {
			return nil, errors.New("rule " + name + " defined twice")
		}
		g.index[name] = len(g.Rules)
		g.Rules = append(g.Rules, Rule{Name: name, Text: text, Refs: refs})
		g.Defs = append(g.Defs, def)
		i = j - 1
	}
	for _, r := range g.Rules {
		for _, ref := range r.Refs {
			if _, ok := g.index[ref]; !ok {
				return nil, errors.New("rule " + r.Name + " refers to undefined rule " + ref)
			}
		}
	}
	return g, nil
}

// ruleStart reports whether line starts a rule ("name = ...", name at column
// 0) and returns the rule's name.
func ruleStart(line string) (string, bool) {
	n := 0
	for n < len(line) && isNameByte(line[n]) {
		n++
	}
	if n == 0 || !isAlpha(line[0]) {
		return "", false
	}
	rest := strings.TrimLeft(line[n:], " \t")
	if !strings.HasPrefix(rest, "=") {
		return "", false
	}
	return line[:n], true
}

// isContinuation reports whether line continues the rule above it: it is
// indented and not blank.
func isContinuation(line string) bool {
	return (strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t")) &&
		strings.TrimSpace(line) != ""
}

// The notation's own characters. (Not the grammar's classes: this reads
// the text that defines them.)
func isAlpha(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isNameByte reports whether c may appear in a rule name ("gopher+_string",
// "ip-schemepart").
func isNameByte(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '+' || c == '_'
}

// token is one token of a rule's right-hand side.
type token struct {
	kind     byte // 'n' name, 'l' literal, 'r' repetition prefix, or the punctuation itself: | [ ] ( )
	text     string
	min, max int // for 'r'
}

// tokenize splits a rule's right-hand side into tokens, dropping comments,
// appended to toks.
func tokenize(toks []token, s string) ([]token, error) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == ';':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '|' || c == '[' || c == ']' || c == '(' || c == ')':
			toks = append(toks, token{kind: c})
			i++
		case c == '/':
			// The unquoted "/" of gopherurl: the literal "/".
			toks = append(toks, token{kind: 'l', text: "/"})
			i++
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				return nil, errors.New("unterminated literal at " + strconv.Quote(s[i:]))
			}
			toks = append(toks, token{kind: 'l', text: s[i+1 : i+1+j]})
			i += j + 2
		case strings.HasPrefix(s[i:], `<">`):
			toks = append(toks, token{kind: 'l', text: `"`})
			i += 3
		case isDigit(c) || c == '*':
			// n*m repetition prefix: "*", "1*", "2*3".
			j := i
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if j == len(s) || s[j] != '*' {
				return nil, errors.New("unexpected " + strconv.Quote(s[i:j]))
			}
			min, max := atoiOr(s[i:j], 0), -1
			j++
			k := j
			for k < len(s) && isDigit(s[k]) {
				k++
			}
			if k > j {
				max = atoiOr(s[j:k], -1)
			}
			toks = append(toks, token{kind: 'r', min: min, max: max})
			i = k
		case isAlpha(c):
			j := i
			for j < len(s) && isNameByte(s[j]) {
				j++
			}
			toks = append(toks, token{kind: 'n', text: s[i:j]})
			i = j
		default:
			return nil, errors.New("unexpected " + strconv.Quote(s[i:]))
		}
	}
	return toks, nil
}

// atoiOr converts a short string of decimal digits, or returns def when s is
// empty.
func atoiOr(s string, def int) int {
	if s == "" {
		return def
	}
	n := 0
	for i := 0; i < len(s) && n < 1<<20; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// reader is a recursive-descent parser over one rule's tokens:
//
//	alt  = seq *( "|" seq )
//	seq  = *item
//	item = [ rep ] ( name | literal | "[" alt "]" | "(" alt ")" )
//
// One reader reads every rule of a text in turn, keeping its buffers: the
// page reads section 5 as it loads.
type reader struct {
	toks  []token
	pos   int
	refs  []string
	slab  []Node  // nodes are taken from it, a block at a time
	stack []*Node // the subs being gathered (alt, seq)
}

// rule parses a rule's right-hand side and lists the rule names it
// references in order of first appearance.
func (p *reader) rule(body string) (*Node, []string, error) {
	toks, err := tokenize(p.toks[:0], body)
	if err != nil {
		return nil, nil, err
	}
	p.toks, p.pos, p.refs = toks, 0, nil
	n, err := p.alt()
	if err != nil {
		return nil, nil, err
	}
	if p.pos < len(p.toks) {
		return nil, nil, errors.New("unexpected " + strconv.Quote(string(p.toks[p.pos].kind)))
	}
	return n, p.refs, nil
}

// node returns a new node of kind k.
func (p *reader) node(k Kind) *Node {
	if len(p.slab) == 0 {
		p.slab = make([]Node, 64)
	}
	n := &p.slab[0]
	p.slab = p.slab[1:]
	n.Kind = k
	return n
}

func (p *reader) peek() byte {
	if p.pos < len(p.toks) {
		return p.toks[p.pos].kind
	}
	return 0
}

func (p *reader) alt() (*Node, error) {
	mark := len(p.stack)
	for {
		s, err := p.seq()
		if err != nil {
			return nil, err
		}
		p.stack = append(p.stack, s)
		if p.peek() != '|' {
			return p.gathered(mark, Alt), nil
		}
		p.pos++
	}
}

func (p *reader) seq() (*Node, error) {
	mark := len(p.stack)
	for {
		switch p.peek() {
		case 0, '|', ']', ')':
			if len(p.stack) == mark {
				return nil, errors.New("empty alternative")
			}
			return p.gathered(mark, Seq), nil
		}
		it, err := p.item()
		if err != nil {
			return nil, err
		}
		p.stack = append(p.stack, it)
	}
}

// gathered pops the subs that alt or seq gathered on p.stack above mark
// and returns the node of kind k over them, or the one sub itself. (One
// stack for every rule: a node's subs are copied out once their number is
// known.)
func (p *reader) gathered(mark int, k Kind) *Node {
	subs := p.stack[mark:]
	p.stack = p.stack[:mark]
	if len(subs) == 1 {
		return subs[0]
	}
	n := p.node(k)
	n.Subs = slices.Clone(subs)
	return n
}

func (p *reader) item() (*Node, error) {
	rep := false
	var min, max int
	if p.peek() == 'r' {
		rep, min, max = true, p.toks[p.pos].min, p.toks[p.pos].max
		p.pos++
	}
	if p.pos >= len(p.toks) {
		return nil, errors.New("unexpected end of rule")
	}
	t := p.toks[p.pos]
	p.pos++
	var n *Node
	optional := false
	switch t.kind {
	case 'n', 'l':
		n = p.node(Lit)
		if t.kind == 'n' {
			n.Kind, n.Name = Ref, t.text
			p.addRef(t.text)
		} else {
			n.Lit = t.text
		}
	case '[', '(':
		closing := byte(']')
		if t.kind == '(' {
			closing = ')'
		}
		inner, err := p.alt()
		if err != nil {
			return nil, err
		}
		if p.peek() != closing {
			return nil, errors.New("missing " + strconv.Quote(string(closing)))
		}
		p.pos++
		n = inner
		// "[ x ]" alone is optional; after a repetition prefix the
		// brackets only group ("*[ x ]" is zero or more x).
		optional = t.kind == '[' && !rep
	default:
		return nil, errors.New("unexpected " + strconv.Quote(string(t.kind)))
	}
	if optional {
		rep, min, max = true, 0, 1
	}
	if rep {
		r := p.node(Rep)
		r.Subs, r.Min, r.Max = []*Node{n}, min, max
		n = r
	}
	return n, nil
}

func (p *reader) addRef(name string) {
	for _, r := range p.refs {
		if r == name {
			return
		}
	}
	p.refs = append(p.refs, name)
}
