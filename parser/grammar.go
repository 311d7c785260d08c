package parser

// This file holds the grammar of RFC 1738 section 5 ("BNF for specific URL
// schemes") as data: the embedded text of the section, read once into rules
// that the page shows and that match.go compiles.
//
// The BNF is the RFC 822 style of the RFC's own time, as section 5 says:
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
	_ "embed"
	"fmt"
	"strings"
	"sync"
)

//go:embed rfc1738-bnf.txt
var bnfText string

// A Definition is one rule of the BNF in RFC 1738 section 5.
type Definition struct {
	Name    string   // as the RFC spells it: "gopher+_string", "ip-schemepart"
	Text    string   // the rule's full BNF text exactly as in the RFC, continuation lines included
	Section string   // the RFC section whose prose explains the rule: "3.3" for hsegment
	Refs    []string // rule names it references, in order of first appearance
}

// A grammar is the parsed BNF: the rules in RFC order and their syntax trees.
type grammar struct {
	rules []Definition
	index map[string]int // rule name → index in rules
	defs  []*bnfNode     // defs[i] is the right-hand side of rules[i]
}

// bnfKind is the kind of a bnfNode.
type bnfKind uint8

const (
	bnfLit bnfKind = iota // a quoted literal: lit
	bnfRef                // a rule name: name
	bnfSeq                // a concatenation: subs
	bnfAlt                // alternatives: subs
	bnfRep                // subs[0] repeated min to max times (max < 0: no bound)
)

// A bnfNode is one node of a rule's syntax tree.
type bnfNode struct {
	kind     bnfKind
	lit      string
	name     string
	subs     []*bnfNode
	min, max int
}

var (
	grammarOnce sync.Once
	theGrammar  *grammar
)

// rfcGrammar returns the grammar read from the embedded BNF, reading it on
// first use (the page calls it on load, so it must stay cheap: one pass over
// 4.5 KB of text).
func rfcGrammar() *grammar {
	grammarOnce.Do(func() {
		g, err := readBNF(bnfText)
		if err != nil {
			// The text is embedded and fixed; grammar_test.go reads it.
			panic("parser: reading the embedded RFC 1738 BNF: " + err.Error())
		}
		theGrammar = g
	})
	return theGrammar
}

// Rules returns every rule of RFC 1738 section 5, in RFC order. The result is
// a copy: callers may change it.
func Rules() []Definition {
	g := rfcGrammar()
	rs := make([]Definition, len(g.rules))
	for i, r := range g.rules {
		rs[i] = r
		rs[i].Refs = append([]string(nil), r.Refs...)
	}
	return rs
}

// LookupRule returns the rule named name, spelled as the RFC spells it.
func LookupRule(name string) (Definition, bool) {
	g := rfcGrammar()
	i, ok := g.index[name]
	if !ok {
		return Definition{}, false
	}
	r := g.rules[i]
	r.Refs = append([]string(nil), r.Refs...)
	return r, true
}

// RulesUsedBy returns name and every rule it reaches through its references,
// transitively, in RFC order; nil when there is no such rule.
func RulesUsedBy(name string) []string {
	g := rfcGrammar()
	i, ok := g.index[name]
	if !ok {
		return nil
	}
	seen := make([]bool, len(g.rules))
	var visit func(i int)
	visit = func(i int) {
		if seen[i] {
			return
		}
		seen[i] = true
		for _, ref := range g.rules[i].Refs {
			if j, ok := g.index[ref]; ok {
				visit(j)
			}
		}
	}
	visit(i)
	var names []string
	for j, r := range g.rules {
		if seen[j] {
			names = append(names, r.Name)
		}
	}
	return names
}

// ruleSections maps each rule to the RFC section whose prose explains it.
// Rules not listed are explained only by section 5 itself.
var ruleSections = map[string]string{
	// 2.1 The main parts of URLs.
	"genericurl": "2.1", "scheme": "2.1", "schemepart": "2.1",
	// 2.2 URL Character Encoding Issues.
	"lowalpha": "2.2", "hialpha": "2.2", "alpha": "2.2", "digit": "2.2",
	"safe": "2.2", "extra": "2.2", "national": "2.2", "punctuation": "2.2",
	"reserved": "2.2", "hex": "2.2", "escape": "2.2", "unreserved": "2.2",
	"uchar": "2.2", "xchar": "2.2",
	// 3.1 Common Internet Scheme Syntax.
	"ip-schemepart": "3.1", "login": "3.1", "hostport": "3.1", "host": "3.1",
	"hostname": "3.1", "domainlabel": "3.1", "toplabel": "3.1",
	"alphadigit": "3.1", "hostnumber": "3.1", "port": "3.1", "user": "3.1",
	"password": "3.1", "urlpath": "3.1",
	// 3.2 FTP, 3.2.2 FTP url-path.
	"ftpurl": "3.2", "fpath": "3.2.2", "fsegment": "3.2.2", "ftptype": "3.2.2",
	// 3.3 HTTP.
	// (search is not 3.3's alone: http, gopher (3.4.2) and wais (3.9) use
	// it, and section 5 defines it for the three.)
	"httpurl": "3.3", "hpath": "3.3", "hsegment": "3.3",
	// 3.4 GOPHER.
	"gopherurl": "3.4", "gtype": "3.4", "selector": "3.4", "gopher+_string": "3.4",
	// 3.5 MAILTO.
	"mailtourl": "3.5", "encoded822addr": "3.5",
	// 3.6 NEWS.
	"newsurl": "3.6", "grouppart": "3.6", "group": "3.6", "article": "3.6",
	// 3.7 NNTP.
	"nntpurl": "3.7",
	// 3.8 TELNET.
	"telneturl": "3.8",
	// 3.9 WAIS.
	"waisurl": "3.9", "waisdatabase": "3.9", "waisindex": "3.9", "waisdoc": "3.9",
	"database": "3.9", "wtype": "3.9", "wpath": "3.9",
	// 3.10 FILES.
	"fileurl": "3.10",
	// 3.11 PROSPERO.
	"prosperourl": "3.11", "ppath": "3.11", "psegment": "3.11",
	"fieldspec": "3.11", "fieldname": "3.11", "fieldvalue": "3.11",
}

// readBNF reads the BNF text of section 5 into a grammar.
func readBNF(text string) (*grammar, error) {
	g := &grammar{index: make(map[string]int)}
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		name, ok := ruleStart(lines[i])
		if !ok {
			continue
		}
		j := i + 1
		for j < len(lines) && isContinuation(lines[j]) {
			j++
		}
		ruleLines := lines[i:j]
		text := strings.Join(ruleLines, "\n")
		body := text[strings.IndexByte(text, '=')+1:]
		def, refs, err := parseRuleBody(body)
		if err != nil {
			return nil, fmt.Errorf("rule %s: %v", name, err)
		}
		if _, dup := g.index[name]; dup {
			return nil, fmt.Errorf("rule %s defined twice", name)
		}
		section := ruleSections[name]
		if section == "" {
			section = "5"
		}
		g.index[name] = len(g.rules)
		g.rules = append(g.rules, Definition{Name: name, Text: text, Section: section, Refs: refs})
		g.defs = append(g.defs, def)
		i = j - 1
	}
	for _, r := range g.rules {
		for _, ref := range r.Refs {
			if _, ok := g.index[ref]; !ok {
				return nil, fmt.Errorf("rule %s refers to undefined rule %s", r.Name, ref)
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

// isNameByte reports whether c may appear in a rule name ("gopher+_string",
// "ip-schemepart").
func isNameByte(c byte) bool {
	return isAlphaDigit(c) || c == '-' || c == '+' || c == '_'
}

// bnfToken is one token of a rule's right-hand side.
type bnfToken struct {
	kind     byte // 'n' name, 'l' literal, 'r' repetition prefix, or the punctuation itself: | [ ] ( )
	text     string
	min, max int // for 'r'
}

// tokenizeBNF splits a rule's right-hand side into tokens, dropping comments.
func tokenizeBNF(s string) ([]bnfToken, error) {
	var toks []bnfToken
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
			toks = append(toks, bnfToken{kind: c})
			i++
		case c == '/':
			// The unquoted "/" of gopherurl: the literal "/".
			toks = append(toks, bnfToken{kind: 'l', text: "/"})
			i++
		case c == '"':
			j := strings.IndexByte(s[i+1:], '"')
			if j < 0 {
				return nil, fmt.Errorf("unterminated literal at %q", s[i:])
			}
			toks = append(toks, bnfToken{kind: 'l', text: s[i+1 : i+1+j]})
			i += j + 2
		case strings.HasPrefix(s[i:], `<">`):
			toks = append(toks, bnfToken{kind: 'l', text: `"`})
			i += 3
		case isDigit(c) || c == '*':
			// n*m repetition prefix: "*", "1*", "2*3".
			j := i
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if j == len(s) || s[j] != '*' {
				return nil, fmt.Errorf("unexpected %q", s[i:j])
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
			toks = append(toks, bnfToken{kind: 'r', min: min, max: max})
			i = k
		case isAlpha(c):
			j := i
			for j < len(s) && isNameByte(s[j]) {
				j++
			}
			toks = append(toks, bnfToken{kind: 'n', text: s[i:j]})
			i = j
		default:
			return nil, fmt.Errorf("unexpected %q", s[i:])
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

// bnfParser is a recursive-descent parser over one rule's tokens:
//
//	alt  = seq *( "|" seq )
//	seq  = *item
//	item = [ rep ] ( name | literal | "[" alt "]" | "(" alt ")" )
type bnfParser struct {
	toks []bnfToken
	pos  int
	refs []string
}

// parseRuleBody parses a rule's right-hand side and lists the rule names it
// references in order of first appearance.
func parseRuleBody(body string) (*bnfNode, []string, error) {
	toks, err := tokenizeBNF(body)
	if err != nil {
		return nil, nil, err
	}
	p := &bnfParser{toks: toks}
	n, err := p.alt()
	if err != nil {
		return nil, nil, err
	}
	if p.pos < len(p.toks) {
		return nil, nil, fmt.Errorf("unexpected %q", string(p.toks[p.pos].kind))
	}
	return n, p.refs, nil
}

func (p *bnfParser) peek() byte {
	if p.pos < len(p.toks) {
		return p.toks[p.pos].kind
	}
	return 0
}

func (p *bnfParser) alt() (*bnfNode, error) {
	var subs []*bnfNode
	for {
		s, err := p.seq()
		if err != nil {
			return nil, err
		}
		subs = append(subs, s)
		if p.peek() != '|' {
			break
		}
		p.pos++
	}
	if len(subs) == 1 {
		return subs[0], nil
	}
	return &bnfNode{kind: bnfAlt, subs: subs}, nil
}

func (p *bnfParser) seq() (*bnfNode, error) {
	var subs []*bnfNode
	for {
		switch p.peek() {
		case 0, '|', ']', ')':
			if len(subs) == 0 {
				return nil, fmt.Errorf("empty alternative")
			}
			if len(subs) == 1 {
				return subs[0], nil
			}
			return &bnfNode{kind: bnfSeq, subs: subs}, nil
		}
		it, err := p.item()
		if err != nil {
			return nil, err
		}
		subs = append(subs, it)
	}
}

func (p *bnfParser) item() (*bnfNode, error) {
	rep := false
	var min, max int
	if p.peek() == 'r' {
		rep, min, max = true, p.toks[p.pos].min, p.toks[p.pos].max
		p.pos++
	}
	if p.pos >= len(p.toks) {
		return nil, fmt.Errorf("unexpected end of rule")
	}
	t := p.toks[p.pos]
	p.pos++
	var n *bnfNode
	optional := false
	switch t.kind {
	case 'n':
		n = &bnfNode{kind: bnfRef, name: t.text}
		p.addRef(t.text)
	case 'l':
		n = &bnfNode{kind: bnfLit, lit: t.text}
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
			return nil, fmt.Errorf("missing %q", string(closing))
		}
		p.pos++
		n = inner
		// "[ x ]" alone is optional; after a repetition prefix the
		// brackets only group ("*[ x ]" is zero or more x).
		optional = t.kind == '[' && !rep
	default:
		return nil, fmt.Errorf("unexpected %q", string(t.kind))
	}
	switch {
	case rep:
		n = &bnfNode{kind: bnfRep, subs: []*bnfNode{n}, min: min, max: max}
	case optional:
		n = &bnfNode{kind: bnfRep, subs: []*bnfNode{n}, min: 0, max: 1}
	}
	return n, nil
}

func (p *bnfParser) addRef(name string) {
	for _, r := range p.refs {
		if r == name {
			return
		}
	}
	p.refs = append(p.refs, name)
}
