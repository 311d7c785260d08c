package parser

// This file is a second recognizer of the RFC 1738 section 5 BNF, for tests
// only: the BNF text is translated mechanically into Go regexp syntax, one
// anchored *regexp.Regexp per rule, with every referenced rule inlined (the
// grammar has no recursion). It shares no code with package bnf
// (it has its own reader of the text), so that it and stopPoint check each
// other. The same reading also drives the random input generators.

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// A tNode is one node of the test reader's syntax tree.
type tNode struct {
	op       byte // 'l' literal, 'r' rule reference, 's' sequence, 'a' alternatives, '*' repetition
	text     string
	subs     []*tNode
	min, max int // '*': max < 0 means no bound
}

// tGrammar is the BNF as the test reader sees it.
type tGrammar struct {
	names []string // in RFC order
	defs  map[string]*tNode
	res   map[string]*regexp.Regexp
}

var (
	tGrammarOnce sync.Once
	tGram        *tGrammar
	tGramErr     error
)

// testGrammar reads the BNF (bnfText) with the test reader and compiles every
// rule to a regexp.
func testGrammar(t testing.TB) *tGrammar {
	t.Helper()
	tGrammarOnce.Do(func() {
		tGram, tGramErr = readTestGrammar(bnfText)
	})
	if tGramErr != nil {
		t.Fatalf("reading the BNF: %v", tGramErr)
	}
	return tGram
}

// tRuleLine matches the first line of a rule: the name at column 0, then "=".
var tRuleLine = regexp.MustCompile(`^([a-z][a-z0-9+_-]*)\s*=(.*)$`)

func readTestGrammar(text string) (*tGrammar, error) {
	g := &tGrammar{defs: map[string]*tNode{}, res: map[string]*regexp.Regexp{}}
	bodies := map[string]string{}
	var cur string
	for _, line := range strings.Split(text, "\n") {
		if m := tRuleLine.FindStringSubmatch(line); m != nil {
			cur = m[1]
			g.names = append(g.names, cur)
			bodies[cur] = m[2]
			continue
		}
		if cur != "" && len(line) > 0 && (line[0] == ' ' || line[0] == '\t') && strings.TrimSpace(line) != "" {
			bodies[cur] += "\n" + line
			continue
		}
		cur = ""
	}
	for _, name := range g.names {
		n, err := parseTestBody(bodies[name])
		if err != nil {
			return nil, fmt.Errorf("rule %s: %v", name, err)
		}
		g.defs[name] = n
	}
	for _, name := range g.names {
		src, err := g.regexpOf(g.defs[name], name == "scheme", 0)
		if err != nil {
			return nil, fmt.Errorf("rule %s: %v", name, err)
		}
		re, err := regexp.Compile(`^(?:` + src + `)$`)
		if err != nil {
			return nil, fmt.Errorf("rule %s: %v", name, err)
		}
		g.res[name] = re
	}
	return g, nil
}

// tLexer splits a rule body into tokens: names, "literals", <">, | [ ] ( ),
// n*m prefixes and the bare "/" of gopherurl. Comments (";" to end of line)
// are dropped.
type tLexer struct {
	s   string
	pos int
}

func (l *tLexer) skip() {
	for l.pos < len(l.s) {
		switch c := l.s[l.pos]; {
		case c == ';':
			for l.pos < len(l.s) && l.s[l.pos] != '\n' {
				l.pos++
			}
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			l.pos++
		default:
			return
		}
	}
}

func (l *tLexer) peek() byte {
	l.skip()
	if l.pos >= len(l.s) {
		return 0
	}
	return l.s[l.pos]
}

func parseTestBody(body string) (*tNode, error) {
	l := &tLexer{s: body}
	n, err := l.alternatives()
	if err != nil {
		return nil, err
	}
	if l.peek() != 0 {
		return nil, fmt.Errorf("trailing %q", l.s[l.pos:])
	}
	return n, nil
}

func (l *tLexer) alternatives() (*tNode, error) {
	a := &tNode{op: 'a'}
	for {
		s := &tNode{op: 's'}
		for {
			c := l.peek()
			if c == 0 || c == '|' || c == ']' || c == ')' {
				break
			}
			it, err := l.element()
			if err != nil {
				return nil, err
			}
			s.subs = append(s.subs, it)
		}
		if len(s.subs) == 0 {
			return nil, fmt.Errorf("empty sequence at %d", l.pos)
		}
		a.subs = append(a.subs, s)
		if l.peek() != '|' {
			return a, nil
		}
		l.pos++
	}
}

func (l *tLexer) element() (*tNode, error) {
	c := l.peek()
	min, max, rep := 0, -1, false
	if c == '*' || ('0' <= c && c <= '9') {
		i := l.pos
		for l.s[l.pos] != '*' {
			l.pos++
			if l.pos == len(l.s) {
				return nil, fmt.Errorf("bad repetition %q", l.s[i:])
			}
		}
		if l.pos > i {
			min, _ = strconv.Atoi(l.s[i:l.pos])
		}
		l.pos++
		rep = true
		c = l.peek()
	}
	var n *tNode
	switch {
	case c == '[' || c == '(':
		l.pos++
		inner, err := l.alternatives()
		if err != nil {
			return nil, err
		}
		want := byte(']')
		if c == '(' {
			want = ')'
		}
		if l.peek() != want {
			return nil, fmt.Errorf("missing %c at %d", want, l.pos)
		}
		l.pos++
		n = inner
		if c == '[' && !rep {
			n = &tNode{op: '*', subs: []*tNode{inner}, min: 0, max: 1}
		}
	case c == '"':
		end := strings.IndexByte(l.s[l.pos+1:], '"')
		if end < 0 {
			return nil, fmt.Errorf("open quote")
		}
		n = &tNode{op: 'l', text: l.s[l.pos+1 : l.pos+1+end]}
		l.pos += end + 2
	case strings.HasPrefix(l.s[l.pos:], `<">`):
		n = &tNode{op: 'l', text: `"`}
		l.pos += 3
	case c == '/':
		n = &tNode{op: 'l', text: "/"}
		l.pos++
	case 'a' <= c && c <= 'z':
		i := l.pos
		for l.pos < len(l.s) && strings.IndexByte("abcdefghijklmnopqrstuvwxyz0123456789+-_", l.s[l.pos]) >= 0 {
			l.pos++
		}
		n = &tNode{op: 'r', text: l.s[i:l.pos]}
	default:
		return nil, fmt.Errorf("unexpected %q", l.s[l.pos:])
	}
	if rep {
		n = &tNode{op: '*', subs: []*tNode{n}, min: min, max: max}
	}
	return n, nil
}

// tSchemeLiterals are the predefined productions' leading literals, whose
// letters match in either case (section 2.1).
var tSchemeLiterals = []string{"http://", "ftp://", "file://", "gopher://", "mailto:",
	"news:", "nntp://", "telnet://", "wais://", "prospero://"}

func isSchemeLiteral(s string) bool {
	for _, l := range tSchemeLiterals {
		if s == l {
			return true
		}
	}
	return false
}

// regexpOf writes n in Go regexp syntax. fold makes letters match in either
// case. Letters are folded by hand ([hH]) rather than with (?i), which would
// also match the Kelvin sign and the long s.
func (g *tGrammar) regexpOf(n *tNode, fold bool, depth int) (string, error) {
	if depth > 50 {
		return "", fmt.Errorf("recursion")
	}
	var b strings.Builder
	switch n.op {
	case 'l':
		f := fold || isSchemeLiteral(n.text)
		for _, c := range []byte(n.text) {
			switch {
			case f && 'a' <= c && c <= 'z':
				fmt.Fprintf(&b, "[%c%c]", c, c-'a'+'A')
			case f && 'A' <= c && c <= 'Z':
				fmt.Fprintf(&b, "[%c%c]", c, c-'A'+'a')
			default:
				b.WriteString(fmt.Sprintf(`\x%02x`, c))
			}
		}
	case 'r':
		def, ok := g.defs[n.text]
		if !ok {
			return "", fmt.Errorf("undefined rule %s", n.text)
		}
		s, err := g.regexpOf(def, fold || n.text == "scheme", depth+1)
		if err != nil {
			return "", err
		}
		b.WriteString("(?:" + s + ")")
	case 's', 'a':
		for i, sub := range n.subs {
			if i > 0 && n.op == 'a' {
				b.WriteString("|")
			}
			s, err := g.regexpOf(sub, fold, depth)
			if err != nil {
				return "", err
			}
			b.WriteString("(?:" + s + ")")
		}
	case '*':
		s, err := g.regexpOf(n.subs[0], fold, depth)
		if err != nil {
			return "", err
		}
		switch {
		case n.min == 0 && n.max == 1:
			b.WriteString("(?:" + s + ")?")
		case n.max < 0:
			fmt.Fprintf(&b, "(?:%s){%d,}", s, n.min)
		default:
			fmt.Fprintf(&b, "(?:%s){%d,%d}", s, n.min, n.max)
		}
	}
	return b.String(), nil
}

// matchRE reports whether the regexp of rule matches input.
func (g *tGrammar) matchRE(rule, input string) bool { return g.res[rule].MatchString(input) }

// productions are the rules Parse judges by: the ten predefined schemes and
// genericurl (section 5).
var productions = []string{"httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl",
	"gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "genericurl"}

// productionFor returns the production Parse should judge input by: the
// scheme's own when the lower-cased scheme is predefined, else genericurl;
// "" when there is no "scheme:" prefix at all.
func productionFor(input string) string {
	// Whitespace (and a byte order mark) before the URL is not part of it
	// (appendix): the production is the scheme's after it. Nor is a wrapper
	// around it: where the URL inside starts is the parser's own reading
	// (inContext); the verdict checked against the production stays the
	// regexps'.
	if c, ok := inContext(input); ok {
		lead, _ := c.bounds()
		input = input[lead:]
	}
	input = strings.TrimLeft(input, " \t\r\n\ufeff")
	i := strings.IndexByte(input, ':')
	if i < 0 {
		return ""
	}
	switch strings.ToLower(input[:i]) {
	case "http":
		return "httpurl"
	case "ftp":
		return "ftpurl"
	case "news":
		return "newsurl"
	case "nntp":
		return "nntpurl"
	case "telnet":
		return "telneturl"
	case "gopher":
		return "gopherurl"
	case "wais":
		return "waisurl"
	case "mailto":
		return "mailtourl"
	case "file":
		return "fileurl"
	case "prospero":
		return "prosperourl"
	}
	return "genericurl"
}

// generate returns a random string of rule's language: alternatives chosen
// uniformly, optional parts taken half the time, repetitions bounded by
// maxRep, letters of case-ignoring literals in random case.
func (g *tGrammar) generate(rng *rand.Rand, rule string, maxRep int) string {
	var b strings.Builder
	g.gen(rng, &b, g.defs[rule], rule == "scheme", maxRep)
	return b.String()
}

func (g *tGrammar) gen(rng *rand.Rand, b *strings.Builder, n *tNode, fold bool, maxRep int) {
	switch n.op {
	case 'l':
		f := fold || isSchemeLiteral(n.text)
		for _, c := range []byte(n.text) {
			if f && 'a' <= c && c <= 'z' && rng.IntN(4) == 0 {
				c -= 'a' - 'A'
			}
			b.WriteByte(c)
		}
	case 'r':
		g.gen(rng, b, g.defs[n.text], fold || n.text == "scheme", maxRep)
	case 's':
		for _, sub := range n.subs {
			g.gen(rng, b, sub, fold, maxRep)
		}
	case 'a':
		g.gen(rng, b, n.subs[rng.IntN(len(n.subs))], fold, maxRep)
	case '*':
		hi := n.max
		if hi < 0 {
			hi = n.min + maxRep
		}
		k := n.min + rng.IntN(hi-n.min+1)
		for range k {
			g.gen(rng, b, n.subs[0], fold, maxRep)
		}
	}
}

// interesting are the strings mutations insert: unsafe and reserved
// characters (section 2.2), bytes outside US-ASCII, and broken or telling
// escapes.
var interesting = []string{"~", "#", "%", " ", "@", ":", "/", "?", ";", "=", "\x00", "\xff",
	"é", "🙂", "<", ">", "%4", "%zz", "%2F", "%09"}

// mutate returns s with one random edit and the offset of the first changed
// byte: an insertion, deletion or replacement of an interesting string, or an
// upper-casing of one letter or of the whole string.
func mutate(rng *rand.Rand, s string) (string, int) {
	i := 0
	if len(s) > 0 {
		i = rng.IntN(len(s) + 1)
	}
	ins := interesting[rng.IntN(len(interesting))]
	switch rng.IntN(5) {
	case 0: // insert
		return s[:i] + ins + s[i:], i
	case 1: // delete
		if i < len(s) {
			return s[:i] + s[i+1:], i
		}
		return s + ins, len(s)
	case 2: // replace
		if i < len(s) {
			return s[:i] + ins + s[i+1:], i
		}
		return s + ins, len(s)
	case 3: // upper-case one letter
		for j := i; j < len(s); j++ {
			if 'a' <= s[j] && s[j] <= 'z' {
				return s[:j] + string(s[j]-'a'+'A') + s[j+1:], j
			}
		}
		return s, len(s)
	default: // upper-case everything
		u := strings.ToUpper(s)
		for j := 0; j < len(s); j++ {
			if s[j] != u[j] {
				return u, j
			}
		}
		return u, len(s)
	}
}

// ruleInputs returns n deterministic random inputs for rule: valid ones
// and, for each, a mutation. at[i] is the first byte the mutation changed
// (len(input) for the unmutated ones).
func ruleInputs(g *tGrammar, rule string, seed uint64, n int) (inputs []string, at []int) {
	rng := rand.New(rand.NewPCG(seed, uint64(len(rule))))
	for len(inputs) < n {
		s := g.generate(rng, rule, 1+rng.IntN(4))
		inputs, at = append(inputs, s), append(at, len(s))
		m, i := mutate(rng, s)
		if rng.IntN(3) == 0 {
			m, _ = mutate(rng, m) // a second edit, anywhere
			i = 0
		}
		inputs, at = append(inputs, m), append(at, i)
	}
	return inputs, at
}

// TestRegexpRules checks that the test reader reads every rule grammar.go
// reads, in the same order.
func TestRegexpRules(t *testing.T) {
	g := testGrammar(t)
	rules := Rules()
	if len(g.names) != len(rules) {
		t.Fatalf("test reader found %d rules, grammar.go %d", len(g.names), len(rules))
	}
	for i, r := range rules {
		if g.names[i] != r.Name {
			t.Errorf("rule %d: test reader %q, grammar.go %q", i, g.names[i], r.Name)
		}
	}
}

// regexpCases are inputs whose verdict the regexps must give, from the
// RFC's prose and BNF (section 5 unless noted).
var regexpCases = []struct {
	rule, input string
	want        bool
}{
	{"httpurl", "http://host/", true},                                         // 3.3
	{"httpurl", "HTTP://host/", true},                                         // 2.1 case-ignore
	{"httpurl", "http://host:8x", false},                                      // 3.1 port = digits
	{"httpurl", "http://host/a?b", true},                                      // 3.3 search
	{"httpurl", "http://host/a?b?c", false},                                   // 3.3 "?" reserved in search
	{"httpurl", "http://u@host/", false},                                      // 3.3 no login in httpurl
	{"ftpurl", "ftp://@host.com/", true},                                      // 3.2.1 empty user
	{"ftpurl", "ftp://host/a;type=i", true},                                   // 3.2.2
	{"ftpurl", "ftp://host/a;TYPE=i", false},                                  // 3.2.2 ";type=" is case-sensitive
	{"fileurl", "file:///etc/motd", true},                                     // 3.10
	{"fileurl", "file://LOCALHOST/x", true},                                   // 3.10 LOCALHOST is a hostname
	{"gopherurl", "gopher://h/1sel%09q%09+", true},                            // 3.4
	{"gopherurl", "GOPHER://h", true},                                         // 2.1 case-ignore
	{"newsurl", "news:*", true},                                               // 3.6
	{"newsurl", "news:1x", false},                                             // 3.6 group starts with alpha
	{"genericurl", "X-Y.z:foo", true},                                         // 2.1 scheme case-ignore
	{"genericurl", "\u212a:x", false},                                         // 2.1 the Kelvin sign is no "k"
	{"scheme", "\u017f", false},                                               // 2.1 the long s is no "s"
	{"national", `\`, true},                                                   // 2.2 "\" is a backslash
	{"punctuation", `"`, true},                                                // 2.2 <"> is the double quote
	{"escape", "%2f", true},                                                   // 2.2 hex takes either case
	{"escape", "%2g", false},                                                  // 2.2
	{"mailtourl", "mailto:", false},                                           // 3.5 1*xchar
	{"waisurl", "wais://h/db/t/p", true},                                      // 3.9 waisdoc
	{"prosperourl", "prospero://h/a;f=v;g=w", true},                           // 3.11
	{"telneturl", "telnet://user:pass@host:23/", true},                        // 3.8
	{"nntpurl", "nntp://h/comp.lang/12", true},                                // 3.7
	{"nntpurl", "nntp://h/comp.lang/", false},                                 // 3.7 digits after "/"
	{"hostnumber", "1.2.3.4", true},                                           // 3.1
	{"hostname", "a-.b", false},                                               // 3.1 a label ends with alphadigit
	{"url", "x:y", true},                                                      // 5 otherurl
	{"url", "http://u@host/", true},                                           // 5 otherurl accepts it
	{"gopher+_string", "", true},                                              // 3.4
	{"ftptype", "A", true},                                                    // 3.2.2
	{"ftptype", "Ab", false},                                                  // 3.2.2
	{"encoded822addr", "a@b", true},                                           // 3.5
	{"article", "a@b", true},                                                  // 3.6
	{"domainlabel", "1", true},                                                // 3.1
	{"toplabel", "1", false},                                                  // 3.1 a toplabel starts with alpha
	{"ip-schemepart", "//u:p@h:1/x", true},                                    // 3.1
	{"login", "u:p@1.2.3.4:8", true},                                          // 3.1
	{"schemepart", "", true},                                                  // 2.1 *xchar
	{"digits", "", false},                                                     // 5 1*digit
	{"waisurl", "wais://h/db?x", true},                                        // 3.9 waisindex
	{"fileurl", "file://h", false},                                            // 3.10 "/" fpath is required
	{"uchar", "%41", true},                                                    // 2.2
	{"xchar", "/", true},                                                      // 2.2
	{"genericurl", "ftp://host/a;type=x", true},                               // 5 genericurl is looser
	{"gopherurl", "gopher://h/1a%09b%09c%09d", true},                          // 3.4 later %09 are xchar
	{"httpurl", "http://h/%7e", true},                                         // 2.2
	{"httpurl", "http://h/~", false},                                          // 2.2 "~" is unsafe
	{"httpurl", "http://h\x00/", false},                                       // 2.2
	{"httpurl", "http://h/\xff", false},                                       // 2.2
	{"prosperourl", "prospero://h/a;b", false},                                // 3.11 fieldspec needs "="
	{"ftpurl", "ftp://host/%2Fetc/motd", true},                                // 3.2.2
	{"ftpurl", "ftp://myname@host.dom/%2Fetc/motd", true},                     // 3.2.2
	{"genericurl", "", false},                                                 // 2.1
	{"scheme", "+", true},                                                     // 2.1
	{"hostport", "h:", false},                                                 // 3.1 port = digits
	{"newsurl", "news:a.b-c+d_e", true},                                       // 3.6
	{"newsurl", "news:<a@b>", false},                                          // 3.6 no angle brackets
	{"mailtourl", "mailto:a%20b@c", true},                                     // 3.5
	{"mailtourl", "MailTo:a", true},                                           // 2.1
	{"telneturl", "telnet://h//", false},                                      // 3.8 at most one "/"
	{"telneturl", "telnet://h/", true},                                        // 3.8
	{"fileurl", "file://localhost/etc/fstab", true},                           // 3.10
	{"fileurl", "file://vms.host.edu/disk$user/my/notes/note12345.txt", true}, // 3.10
}

func TestRegexpCases(t *testing.T) {
	g := testGrammar(t)
	for _, c := range regexpCases {
		if got := g.matchRE(c.rule, c.input); got != c.want {
			t.Errorf("regexp %s matches %q = %v; want %v", c.rule, c.input, got, c.want)
		}
	}
}

// TestRegexpAgreesWithStopPoint checks the two recognizers against each
// other, on every rule: on random strings of the rule's language (both must
// accept) and on mutations of them; and for every production, on the corpus
// and on strings of url and their mutations.
// It also checks stopPoint's position: a mutation at byte i leaves input[:i]
// a prefix of the language, so the grammar reaches at least i; "end of
// input" is expected exactly when input[:pos] matches.
func TestRegexpAgreesWithStopPoint(t *testing.T) {
	g := testGrammar(t)
	n := 200
	if testing.Short() {
		n = 40
	}
	for _, name := range g.names {
		inputs, at := ruleInputs(g, name, 1738, n)
		for i, in := range inputs {
			checkAgreement(t, g, name, in)
			if i%2 == 0 && !g.matchRE(name, in) {
				t.Errorf("generated %q does not match the regexp of %s", in, name)
			}
			if pos, exp, ok := stopPoint(name, in); !ok && pos < at[i] {
				t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want pos >= %d (the input is unchanged before it)",
					name, in, pos, exp, ok, at[i])
			}
		}
	}
	// Every production on the corpus and on inputs generated from url (any
	// production, or otherurl).
	inputs, _ := ruleInputs(g, "url", 1738, 5*n)
	for _, in := range append(inputs, corpusInputs(t)...) {
		for _, prod := range productions {
			checkAgreement(t, g, prod, in)
		}
	}
}

// checkAgreement checks that stopPoint and the regexp agree on input, and
// that stopPoint's position and "end of input" are consistent with the
// regexp.
func checkAgreement(t testing.TB, g *tGrammar, rule, input string) {
	t.Helper()
	pos, exp, ok := stopPoint(rule, input)
	if re := g.matchRE(rule, input); ok != re {
		t.Errorf("stopPoint(%q, %q) = %d, %q, %v; regexp says %v", rule, input, pos, exp, ok, re)
		return
	}
	if ok {
		if pos != len(input) || exp != nil {
			t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want %d, nil, true", rule, input, pos, exp, ok, len(input))
		}
		return
	}
	if pos < 0 || pos > len(input) {
		t.Errorf("stopPoint(%q, %q) = %d, %q, %v; pos out of range", rule, input, pos, exp, ok)
		return
	}
	end := false
	for _, e := range exp {
		end = end || e == endOfInput
	}
	if re := g.matchRE(rule, input[:pos]); end != re {
		t.Errorf("stopPoint(%q, %q) = %d, %q, %v; regexp matches %q: %v", rule, input, pos, exp, ok, input[:pos], re)
	}
	if len(exp) == 0 {
		t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want something expected", rule, input, pos, exp, ok)
	}
	// Reading only input[:pos] must reach its end too.
	if p2, _, _ := stopPoint(rule, input[:pos]); p2 != pos {
		t.Errorf("stopPoint(%q, %q) = %d; want %d, as for %q", rule, input[:pos], p2, pos, input)
	}
}
