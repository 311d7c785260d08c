package exercise

// This file expands the productions of section 5 into URLs: the walk
// follows a rule's tree (parser.RuleExpr) item by item, takes one of its
// alternatives, repeats a repetition a few times, and fills a rule that has
// words in the vocabulary (vocab.go) with one of them instead of expanding
// it down to random characters. It records where each rule and literal it
// wrote is, so that a mistake can be made in a named part.

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// maxLen is the longest URL the walk keeps when it can: a line a student
// reads at a glance. Longer ones are walked again (a few times).
const maxLen = 64

// A span is where the walk wrote one rule or literal.
type span struct {
	name       string // the rule's name, or the literal Go-quoted (`"ftp://"`)
	start, end int
}

// grammar is what the walk reads of the parser's grammar, once.
type grammar struct {
	exprs     map[string]parser.Expr
	charRules map[string]bool // the rules that read one character or escape
}

var theGrammar = sync.OnceValue(func() *grammar {
	g := &grammar{exprs: make(map[string]parser.Expr), charRules: make(map[string]bool)}
	for _, d := range parser.Rules() {
		g.exprs[d.Name], _ = parser.RuleExpr(d.Name)
	}
	for _, name := range parser.CharacterRules() {
		g.charRules[name] = true
	}
	return g
})

// charLevel reports whether e reads one character (or escape) at a time:
// a literal of one character, a character rule, or alternatives or a
// sequence of those. A repetition of such an e is a run, which the walk
// fills from the vocabulary.
func (g *grammar) charLevel(e parser.Expr) bool {
	switch e.Kind {
	case parser.ExprLiteral:
		return len(e.Text) == 1
	case parser.ExprRule:
		return g.charRules[e.Text]
	case parser.ExprSeq, parser.ExprAlt:
		for _, s := range e.Subs {
			if !g.charLevel(s) {
				return false
			}
		}
		return true
	}
	return false
}

// isRun reports whether e is a repetition of characters without bound
// ("*xchar", "1*[ uchar | ";" ]"); an optional character ([ "/" ]) is
// not a run.
func (g *grammar) isRun(e parser.Expr) bool {
	return e.Kind == parser.ExprRepeat && e.Max < 0 && g.charLevel(e.Subs[0])
}

// lookup returns the entry of m for rule in context ctx, or for rule.
func lookup[T any](m map[string]T, ctx, rule string) (T, bool) {
	if v, ok := m[ctx+"/"+rule]; ok {
		return v, true
	}
	v, ok := m[rule]
	return v, ok
}

// A walker writes one URL.
type walker struct {
	g       *grammar
	rng     *rand.Rand
	ctx     string // the scheme: the vocabulary's context
	generic bool   // genericurl: the scheme word chosen becomes the context
	b       []byte
	spans   []span
}

// walk writes one URL of production (ctx its scheme, "" for genericurl)
// and returns it with the spans of its rules and literals, in the order
// they end.
func walk(rng *rand.Rand, production, ctx string) (string, []span) {
	var u string
	var spans []span
	for range 8 {
		w := &walker{g: theGrammar(), rng: rng, ctx: ctx, generic: ctx == ""}
		w.rule(production)
		u, spans = string(w.b), w.spans
		if len(u) <= maxLen {
			break
		}
	}
	return u, spans
}

// pick returns a word of list, one not yet in the URL when it can in a
// few draws ("papers/papers" reads as a slip).
func (w *walker) pick(list []string) string {
	word := list[w.rng.IntN(len(list))]
	for range 3 {
		if !strings.Contains(string(w.b), word) {
			break
		}
		word = list[w.rng.IntN(len(list))]
	}
	return word
}

// rule writes the rule named name: one of its words, or its expansion.
func (w *walker) rule(name string) {
	start := len(w.b)
	if list, ok := lookup(words, w.ctx, name); ok && len(list) > 0 {
		w.b = append(w.b, w.pick(list)...)
	} else {
		w.expr(name, w.g.exprs[name])
	}
	w.spans = append(w.spans, span{name, start, len(w.b)})
	if name == "scheme" && w.generic {
		w.ctx = string(w.b[start:])
	}
}

// expr writes e, an item of the rule named in.
func (w *walker) expr(in string, e parser.Expr) {
	switch e.Kind {
	case parser.ExprLiteral:
		start := len(w.b)
		w.b = append(w.b, e.Text...)
		w.spans = append(w.spans, span{strconv.Quote(e.Text), start, len(w.b)})
	case parser.ExprRule:
		w.rule(e.Text)
	case parser.ExprSeq:
		for _, s := range e.Subs {
			w.expr(in, s)
		}
	case parser.ExprAlt:
		w.expr(in, e.Subs[w.choose(in, e)])
	case parser.ExprRepeat:
		if w.g.isRun(e) {
			list, _ := lookup(runs, w.ctx, in)
			if len(list) == 0 {
				list = fallbackRun
			}
			w.b = append(w.b, w.pick(list)...)
			return
		}
		for range w.count(in, e) {
			w.expr(in, e.Subs[0])
		}
	}
}

// fallbackRun fills a run the vocabulary has no words for, where the
// grammar leaves no other choice; vocab_test.go checks that no production
// needs it.
var fallbackRun = []string{"notes"}

// choose returns the index of the alternative of e (in rule in) to take,
// by the weights of vocab.go; a run with no words is not taken.
func (w *walker) choose(in string, e parser.Expr) int {
	ws, _ := lookup(weights, w.ctx, in)
	total := 0
	weight := make([]int, len(e.Subs))
	for i, s := range e.Subs {
		weight[i] = 1
		if i < len(ws) {
			weight[i] = ws[i]
		}
		if w.g.isRun(s) {
			if list, _ := lookup(runs, w.ctx, in); len(list) == 0 {
				weight[i] = 0
			}
		}
		total += weight[i]
	}
	if total == 0 {
		return 0
	}
	n := w.rng.IntN(total)
	for i, wt := range weight {
		if n < wt {
			return i
		}
		n -= wt
	}
	return 0
}

// count returns how many times to repeat e, an item of the rule named
// in: an optional item as often as present says (three times in five by
// default: a path more often than not), and a repetition its minimum plus
// 0, 1 or 2 (likelier in that order), within its bounds.
func (w *walker) count(in string, e parser.Expr) int {
	if e.Min == 0 && e.Max == 1 {
		pct, ok := lookup(present, w.ctx, in)
		if !ok {
			pct = 60
		}
		if w.rng.IntN(100) < pct {
			return 1
		}
		return 0
	}
	n := e.Min
	switch r := w.rng.IntN(20); {
	case r >= 17:
		n += 2
	case r >= 10:
		n++
	}
	if e.Max >= 0 {
		n = min(n, e.Max)
	}
	return n
}

// A scheme is one choice of Options.Schemes: a predefined scheme and its
// production, or genericurl.
type scheme struct {
	name       string // "ftp", ..., "genericurl"
	production string // "ftpurl", ..., "genericurl"
	ctx        string // the vocabulary's context: the scheme, "" for genericurl
}

// allSchemes lists the ten predefined schemes in the order of section 3,
// then genericurl. They are read from the grammar: the alternatives of
// url, each named by its leading literal ("ftp://" is ftp), otherurl being
// genericurl.
var allSchemes = sync.OnceValue(func() []scheme {
	g := theGrammar()
	var list []scheme
	var generic scheme
	for _, alt := range g.exprs["url"].Subs {
		name := alt.Text
		if name == "otherurl" {
			generic = scheme{name: "genericurl", production: "genericurl"}
			continue
		}
		lit := leadingLiteral(g, g.exprs[name])
		s, _, _ := strings.Cut(lit, ":")
		list = append(list, scheme{name: s, production: name, ctx: s})
	}
	section := func(production string) int {
		d, _ := parser.LookupRule(production)
		_, minor, _ := strings.Cut(d.Section, ".")
		n, _ := strconv.Atoi(minor)
		return n
	}
	slices.SortStableFunc(list, func(a, b scheme) int { return section(a.production) - section(b.production) })
	return append(list, generic)
})

// leadingLiteral returns the literal e starts with ("ftp://").
func leadingLiteral(g *grammar, e parser.Expr) string {
	switch e.Kind {
	case parser.ExprLiteral:
		return e.Text
	case parser.ExprRule:
		return leadingLiteral(g, g.exprs[e.Text])
	case parser.ExprSeq, parser.ExprAlt:
		return leadingLiteral(g, e.Subs[0])
	}
	return ""
}
