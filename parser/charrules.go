package parser

// This file finds, from the grammar of section 5 alone, how a rule reads one
// character below the trace: the chain of character rules from the rule
// down to the one that holds the character ("hsegment" reads "a" through
// uchar › unreserved › alpha › lowalpha), or the literal of its own that
// the text starts with (";" in hsegment, "://" in httpurl's "http://").
//
// A character rule is one whose every derivation is one character or one
// escape: a literal of one character, a reference to a character rule, or
// alternatives or a sequence of those (escape = "%" hex hex). The grammar
// says which rules these are; nothing here lists them.

import (
	"slices"
	"strconv"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser/internal/bnf"
)

// A charReading is how a rule reads one piece of its text that no trace
// node below it covers: a literal of its own, or one character or escape
// through a chain of character rules.
type charReading struct {
	start, end int
	lit        string   // the rule's own literal, as the BNF writes it; "" otherwise
	quoted     string   // lit, Go-quoted
	chain      []string // the character rules below the rule, outermost first; nil for a literal or an unread byte
	read       bool     // false: no rule here takes the byte (the BNF rejects it)
	// caseIgnore: the text is lit, or the chain's last rule's letter, only
	// with case ignored ("HTTP://" for "http://", "F" of the scheme "FOO"
	// as lowalpha): the comment over scheme in section 5, "interpreters
	// should use case-ignore", not the rule.
	caseIgnore bool
}

// escape reports whether the reading is of an escape ("%" hex hex).
func (c *charReading) escape() bool {
	return len(c.chain) > 0 && c.chain[len(c.chain)-1] == "escape"
}

// A ruleChars is what one rule can read of one character: for each octet,
// the shortest chain of character rules from the rule down to one that
// holds the octet as a literal, and the chain down to escape.
type ruleChars struct {
	byOctet [256][]string
	found   [256]bool
	escape  []string
	lits    []string            // the rule's own literals, longest first
	quoted  map[string]string   // each of lits, Go-quoted
	via     map[string][]string // the chain down to each character rule it reaches, that rule last
}

// between returns the character rules between the rule and the character
// rule name below it ("uchar" between hsegment and escape), or nil.
func (rc *ruleChars) between(name string) []string {
	if rc == nil {
		return nil
	}
	if p := rc.via[name]; len(p) > 1 {
		return p[:len(p)-1]
	}
	return nil
}

// charTables holds the set of character rules, made once on first use, and
// each rule's ruleChars, made once on the rule's first use: a reading uses
// a dozen of the grammar's rules, and a ruleChars is 6 KB (its table by
// octet), so making every rule's at once was 600 KB to allocate and clear
// in one go (1.5 ms natively, about ten times that in the browser, where
// it held up the page's first drawing of the inspector). Read without a
// lock after: each rule's is made under its own sync.Once.
var charTables = sync.OnceValue(func() (t struct {
	g        *grammar
	charRule map[string]bool
	rules    map[string]*lazyChars
}) {
	t.g = rfcGrammar()
	t.charRule = characterRules(t.g)
	t.rules = make(map[string]*lazyChars, len(t.g.rules))
	for i, r := range t.g.rules {
		t.rules[r.Name] = &lazyChars{i: i}
	}
	return t
})

// lazyChars is one rule's ruleChars, made on first use.
type lazyChars struct {
	once sync.Once
	i    int // the rule's index in the grammar
	rc   *ruleChars
}

// charsOf returns what rule can read of one character; nil for a name the
// grammar does not have.
func charsOf(rule string) *ruleChars {
	t := charTables()
	l := t.rules[rule]
	if l == nil {
		return nil
	}
	l.once.Do(func() {
		rc := &ruleChars{}
		ownLiterals(t.g.defs[l.i], &rc.lits)
		// Longest first, so that "%09" is read before "%", "wais://" whole.
		slices.SortStableFunc(rc.lits, func(a, b string) int { return len(b) - len(a) })
		rc.quoted = make(map[string]string, len(rc.lits))
		for _, l := range rc.lits {
			rc.quoted[l] = strconv.Quote(l)
		}
		rc.search(t.g, rule, t.charRule)
		l.rc = rc
	})
	return l.rc
}

// search fills rc by a breadth-first walk from rule through the character
// rules it references: the first chain that reaches a rule holding an
// octet is the shortest. Escape is a goal of its own: an octet is not read
// through it ("a" is not "read" as the hex of an escape).
func (rc *ruleChars) search(g *grammar, rule string, charRule map[string]bool) {
	type item struct {
		name string
		path []string
	}
	var queue []item
	seen := map[string]bool{rule: true}
	push := func(from string, path []string) {
		for _, ref := range g.rules[g.index[from]].Refs {
			if !charRule[ref] || seen[ref] {
				continue
			}
			seen[ref] = true
			queue = append(queue, item{ref, append(path[:len(path):len(path)], ref)})
		}
	}
	push(rule, nil)
	rc.via = make(map[string][]string)
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		rc.via[it.name] = it.path
		if it.name == "escape" {
			if rc.escape == nil {
				rc.escape = it.path
			}
			continue
		}
		var lits []string
		ownLiterals(g.defs[g.index[it.name]], &lits)
		for _, l := range lits {
			if len(l) == 1 && !rc.found[l[0]] {
				rc.byOctet[l[0]], rc.found[l[0]] = it.path, true
			}
		}
		push(it.name, it.path)
	}
}

// ownLiterals appends the literals written in n itself, not in the rules it
// references, each once.
func ownLiterals(n *bnf.Node, lits *[]string) {
	switch n.Kind {
	case bnf.Lit:
		for _, l := range *lits {
			if l == n.Lit {
				return
			}
		}
		*lits = append(*lits, n.Lit)
	case bnf.Seq, bnf.Alt, bnf.Rep:
		for _, s := range n.Subs {
			ownLiterals(s, lits)
		}
	}
}

// characterRules returns the set of the grammar's character rules.
func characterRules(g *grammar) map[string]bool {
	memo := make(map[string]int8) // 1 yes, -1 no
	var isChar func(name string) bool
	var unit func(n *bnf.Node) bool
	isChar = func(name string) bool {
		if m := memo[name]; m != 0 {
			return m > 0
		}
		memo[name] = -1 // the grammar has no recursion; this only guards
		if unit(g.defs[g.index[name]]) {
			memo[name] = 1
		}
		return memo[name] > 0
	}
	unit = func(n *bnf.Node) bool {
		switch n.Kind {
		case bnf.Lit:
			return len(n.Lit) == 1
		case bnf.Ref:
			return isChar(n.Name)
		case bnf.Seq, bnf.Alt:
			for _, s := range n.Subs {
				if !unit(s) {
					return false
				}
			}
			return len(n.Subs) > 0
		}
		return false
	}
	set := make(map[string]bool)
	for _, r := range g.rules {
		if isChar(r.Name) {
			set[r.Name] = true
		}
	}
	return set
}

// CharacterRules returns the names of the rules of section 5 that read one
// character or one escape (lowalpha, alpha, digit, hex, escape, uchar,
// xchar, ... and ftptype and gtype, which are one character too), in RFC
// order. They are found from the grammar: a rule is one when each of its
// alternatives is a literal of one character, a character rule, or a
// sequence of those.
func CharacterRules() []string {
	var names []string
	for _, r := range rfcGrammar().rules {
		if charTables().charRule[r.Name] {
			names = append(names, r.Name)
		}
	}
	return names
}

// readChar returns how rule reads s[pos:end]'s first piece: the longest
// literal of its own that the text starts with, else one escape or one
// character through its character rules, else one unread byte. The
// letters of the predefined productions' leading literals ("http://") and
// of scheme match ignoring case, as section 2.1 asks.
func readChar(rc *ruleChars, rule, s string, pos, end int) charReading {
	if rc == nil {
		return charReading{start: pos, end: pos + 1} // a name the grammar does not have
	}
	for _, l := range rc.lits {
		if pos+len(l) <= end && literalAt(s[pos:pos+len(l)], l, schemeLiterals[l]) {
			return charReading{start: pos, end: pos + len(l), lit: l, quoted: rc.quoted[l], read: true, caseIgnore: s[pos:pos+len(l)] != l}
		}
	}
	if rc.escape != nil && pos+3 <= end && isEscape(s, pos) {
		return charReading{start: pos, end: pos + 3, chain: rc.escape, read: true}
	}
	c := s[pos]
	if rc.found[c] {
		return charReading{start: pos, end: pos + 1, chain: rc.byOctet[c], read: true}
	}
	if rule == "scheme" && 'A' <= c && c <= 'Z' && rc.found[c+'a'-'A'] {
		return charReading{start: pos, end: pos + 1, chain: rc.byOctet[c+'a'-'A'], read: true, caseIgnore: true}
	}
	return charReading{start: pos, end: pos + 1}
}

// literalAt reports whether text is the literal lit, ignoring the case of
// letters when fold is set.
func literalAt(text, lit string, fold bool) bool {
	if !fold {
		return text == lit
	}
	for i := 0; i < len(lit); i++ {
		a, b := text[i], lit[i]
		if 'A' <= a && a <= 'Z' {
			a += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}

// quoteLiteral writes a literal of rc as Failure.Expected does: Go-quoted.
func (rc *ruleChars) quoteLiteral(lit string) string {
	if q, ok := rc.quoted[lit]; ok {
		return q
	}
	return strconv.Quote(lit)
}
