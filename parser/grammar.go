package parser

// This file holds the grammar of RFC 1738 section 5 ("BNF for specific URL
// schemes") as data: the text of the section (rfc1738-bnf.txt, compiled in
// as bnfText: texts.go), read once (by package bnf, which reads the RFC's
// BNF notation) into rules that the page shows, that automaton.go compiles
// and that chars.go takes the character classes from.

import (
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser/internal/bnf"
)

// A Definition is one rule of the BNF in RFC 1738 section 5.
type Definition struct {
	Name    string   // as the RFC spells it: "gopher+_string", "ip-schemepart"
	Text    string   // the rule's full BNF text exactly as in the RFC, continuation lines included
	Section string   // the RFC section whose prose explains the rule: "3.3" for hsegment
	Refs    []string // rule names it references, in order of first appearance
}

// A grammar is the parsed BNF: the rules in RFC order and their syntax
// trees.
type grammar struct {
	rules []Definition
	index map[string]int // rule name → index in rules
	defs  []*bnf.Node    // defs[i] is the right-hand side of rules[i]
	bnf   *bnf.Grammar
}

var (
	grammarOnce sync.Once
	theGrammar  *grammar
)

// rfcGrammar returns the grammar read from the BNF (bnfText), reading it on
// first use: at init, for the class table (chars.go).
func rfcGrammar() *grammar {
	grammarOnce.Do(readGrammar)
	return theGrammar
}

// readGrammar reads the BNF (bnfText) into theGrammar. (A function of its
// own, not a closure in rfcGrammar: rfcGrammar is inlined into each of its
// callers, and the closure with it, a copy each in app.wasm.)
func readGrammar() {
	b, err := bnf.Read(bnfText)
	if err != nil {
		// The text is compiled in and fixed; grammar_test.go reads it.
		panic("parser: reading the RFC 1738 BNF: " + err.Error())
	}
	g := &grammar{index: make(map[string]int, len(b.Rules)), defs: b.Defs, bnf: b}
	for i, r := range b.Rules {
		section := ruleSections[r.Name]
		if section == "" {
			section = "5"
		}
		g.index[r.Name] = i
		g.rules = append(g.rules, Definition{Name: r.Name, Text: r.Text, Section: section, Refs: r.Refs})
	}
	theGrammar = g
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
