package rfc3986

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// This file checks Parse against RFC 3986's own grammar: it reads the ABNF
// of Appendix A out of rfc3986.txt, compiles it mechanically into a
// recognizer (each rule maps a start offset to the set of offsets where it
// can end, memoised: an exhaustive backtracking matcher), and compares the
// two verdicts on the corpora of ../parser/testdata/corpus, on strings the
// grammar generates, and on mutations of them.

// The core rules RFC 3986 borrows from RFC 2234 (section 1.3).
const coreRules = `
ALPHA  = %x41-5A / %x61-7A
DIGIT  = %x30-39
HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
`

// An aNode is one ABNF element.
type aNode struct {
	kind     byte // 'a' alternation, 'c' concatenation, 'r' repetition, 'n' rule name, 's' string, 'v' value range
	kids     []*aNode
	min, max int    // repetition; max < 0: unbounded
	name     string // rule name; the string, lower-cased, for 's'
	lo, hi   byte   // value range
}

type abnf map[string]*aNode

// appendixA returns the text of Appendix A, without the page breaks.
func appendixA(t testing.TB) string {
	b, err := os.ReadFile("rfc3986.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "\nAppendix A.  Collected ABNF for URI")
	end := strings.Index(text, "\nAppendix B.")
	if start < 0 || end < start {
		t.Fatal("no Appendix A in rfc3986.txt")
	}
	var out []string
	for _, line := range strings.Split(text[start:end], "\n")[2:] {
		if strings.HasPrefix(line, "Berners-Lee") || strings.HasPrefix(line, "RFC 3986") || strings.HasPrefix(line, "\f") {
			continue
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// parseABNF reads rules in RFC 2234's notation: "name = elements", a rule
// continued on more-indented lines, comments after ";".
func parseABNF(text string) (abnf, error) {
	g := abnf{}
	var name, body string
	flush := func() error {
		if name == "" {
			return nil
		}
		n, err := parseElements(body)
		if err != nil {
			return fmt.Errorf("rule %s: %v", name, err)
		}
		g[name] = n
		name, body = "", ""
		return nil
	}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		if i := strings.IndexByte(line, ';'); i >= 0 && !inQuotes(line[:i]) {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		trimmed := strings.TrimLeft(line, " ")
		if indent := len(line) - len(trimmed); indent <= 3 {
			if err := flush(); err != nil {
				return nil, err
			}
			i := strings.Index(trimmed, "=")
			if i < 0 {
				return nil, fmt.Errorf("no \"=\" in %q", line)
			}
			name, body = strings.TrimSpace(trimmed[:i]), trimmed[i+1:]
			continue
		}
		body += " " + trimmed
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return g, nil
}

func inQuotes(s string) bool { return strings.Count(s, `"`)%2 == 1 }

type aLexer struct {
	s string
	i int
}

func parseElements(s string) (*aNode, error) {
	l := &aLexer{s: s}
	n, err := l.alternation()
	if err != nil {
		return nil, err
	}
	if l.skip(); l.i < len(l.s) {
		return nil, fmt.Errorf("unexpected %q", l.s[l.i:])
	}
	return n, nil
}

func (l *aLexer) skip() {
	for l.i < len(l.s) && l.s[l.i] == ' ' {
		l.i++
	}
}

func (l *aLexer) alternation() (*aNode, error) {
	alt := &aNode{kind: 'a'}
	for {
		c, err := l.concatenation()
		if err != nil {
			return nil, err
		}
		alt.kids = append(alt.kids, c)
		l.skip()
		if l.i < len(l.s) && l.s[l.i] == '/' {
			l.i++
			continue
		}
		return alt, nil
	}
}

func (l *aLexer) concatenation() (*aNode, error) {
	cat := &aNode{kind: 'c'}
	for {
		l.skip()
		if l.i == len(l.s) || l.s[l.i] == '/' || l.s[l.i] == ')' || l.s[l.i] == ']' {
			if len(cat.kids) == 0 {
				return nil, fmt.Errorf("empty alternative at %d", l.i)
			}
			return cat, nil
		}
		r, err := l.repetition()
		if err != nil {
			return nil, err
		}
		cat.kids = append(cat.kids, r)
	}
}

func (l *aLexer) digits() (int, bool) {
	j := l.i
	for l.i < len(l.s) && '0' <= l.s[l.i] && l.s[l.i] <= '9' {
		l.i++
	}
	if j == l.i {
		return 0, false
	}
	n, _ := strconv.Atoi(l.s[j:l.i])
	return n, true
}

func (l *aLexer) repetition() (*aNode, error) {
	min, hasMin := l.digits()
	max := min
	star := l.i < len(l.s) && l.s[l.i] == '*'
	if star {
		l.i++
		if !hasMin {
			min = 0
		}
		var ok bool
		if max, ok = l.digits(); !ok {
			max = -1
		}
	}
	e, err := l.element()
	if err != nil {
		return nil, err
	}
	if !hasMin && !star {
		return e, nil
	}
	return &aNode{kind: 'r', kids: []*aNode{e}, min: min, max: max}, nil
}

func (l *aLexer) element() (*aNode, error) {
	if l.i == len(l.s) {
		return nil, fmt.Errorf("element expected at end")
	}
	switch c := l.s[l.i]; {
	case c == '(' || c == '[':
		l.i++
		n, err := l.alternation()
		if err != nil {
			return nil, err
		}
		l.skip()
		want := map[byte]byte{'(': ')', '[': ']'}[c]
		if l.i == len(l.s) || l.s[l.i] != want {
			return nil, fmt.Errorf("%q expected at %d", want, l.i)
		}
		l.i++
		if c == '[' {
			return &aNode{kind: 'r', kids: []*aNode{n}, min: 0, max: 1}, nil
		}
		return n, nil
	case c == '"':
		j := strings.IndexByte(l.s[l.i+1:], '"')
		if j < 0 {
			return nil, fmt.Errorf("unterminated string")
		}
		n := &aNode{kind: 's', name: strings.ToLower(l.s[l.i+1 : l.i+1+j])}
		l.i += j + 2
		return n, nil
	case c == '<': // prose-val: here always a rule's name, as in 0<pchar>
		j := strings.IndexByte(l.s[l.i:], '>')
		if j < 0 {
			return nil, fmt.Errorf("unterminated prose")
		}
		n := &aNode{kind: 'n', name: l.s[l.i+1 : l.i+j]}
		l.i += j + 1
		return n, nil
	case c == '%':
		if l.i+1 == len(l.s) || l.s[l.i+1] != 'x' {
			return nil, fmt.Errorf("only %%x values are used")
		}
		l.i += 2
		lo, err := l.hex()
		if err != nil {
			return nil, err
		}
		hi := lo
		if l.i < len(l.s) && l.s[l.i] == '-' {
			l.i++
			if hi, err = l.hex(); err != nil {
				return nil, err
			}
		}
		return &aNode{kind: 'v', lo: lo, hi: hi}, nil
	case isAlpha(c):
		j := l.i
		for l.i < len(l.s) && (isAlpha(l.s[l.i]) || isDigit(l.s[l.i]) || l.s[l.i] == '-') {
			l.i++
		}
		return &aNode{kind: 'n', name: l.s[j:l.i]}, nil
	default:
		return nil, fmt.Errorf("unexpected %q at %d", c, l.i)
	}
}

func (l *aLexer) hex() (byte, error) {
	j := l.i
	for l.i < len(l.s) && isHex(l.s[l.i]) {
		l.i++
	}
	v, err := strconv.ParseUint(l.s[j:l.i], 16, 8)
	return byte(v), err
}

// recognizer matches one input: ends(n, i) is the set of offsets where n,
// started at i, can end.
type recognizer struct {
	g    abnf
	in   string
	memo map[string]map[int][]int
}

func (g abnf) matches(rule, in string) bool {
	r := &recognizer{g: g, in: in, memo: map[string]map[int][]int{}}
	for _, e := range r.rule(rule, 0) {
		if e == len(in) {
			return true
		}
	}
	return false
}

func (r *recognizer) rule(name string, i int) []int {
	m := r.memo[name]
	if m == nil {
		m = map[int][]int{}
		r.memo[name] = m
	}
	if e, ok := m[i]; ok {
		return e
	}
	n := r.g[name]
	if n == nil {
		panic("undefined rule " + name)
	}
	m[i] = nil // no left recursion in RFC 3986; this stops a loop if there were
	e := r.ends(n, i)
	m[i] = e
	return e
}

func (r *recognizer) ends(n *aNode, i int) []int {
	switch n.kind {
	case 'n':
		return r.rule(n.name, i)
	case 's':
		if len(r.in)-i >= len(n.name) && strings.EqualFold(r.in[i:i+len(n.name)], n.name) {
			return []int{i + len(n.name)}
		}
		return nil
	case 'v':
		if i < len(r.in) && n.lo <= r.in[i] && r.in[i] <= n.hi {
			return []int{i + 1}
		}
		return nil
	case 'a':
		var out []int
		for _, k := range n.kids {
			out = append(out, r.ends(k, i)...)
		}
		return dedup(out)
	case 'c':
		cur := []int{i}
		for _, k := range n.kids {
			var next []int
			for _, p := range cur {
				next = append(next, r.ends(k, p)...)
			}
			cur = dedup(next)
			if len(cur) == 0 {
				break
			}
		}
		return cur
	case 'r':
		var out []int
		cur := []int{i}
		seen := map[int]bool{}
		for count := 0; len(cur) > 0; count++ {
			if count >= n.min {
				out = append(out, cur...)
			}
			if n.max >= 0 && count == n.max {
				break
			}
			var next []int
			for _, p := range cur {
				for _, e := range r.ends(n.kids[0], p) {
					// An unbounded repetition past its minimum needs
					// each offset once.
					if n.max < 0 && count+1 > n.min {
						if seen[e] {
							continue
						}
						seen[e] = true
					}
					next = append(next, e)
				}
			}
			cur = dedup(next)
		}
		return dedup(out)
	}
	panic("bad node")
}

func dedup(s []int) []int {
	sort.Ints(s)
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func testABNF(t testing.TB) abnf {
	g, err := parseABNF(appendixA(t) + "\n" + coreRules)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestABNFRead checks that the Appendix was read whole.
func TestABNFRead(t *testing.T) {
	g := testABNF(t)
	for _, name := range []string{"URI", "hier-part", "URI-reference", "absolute-URI", "relative-ref",
		"relative-part", "scheme", "authority", "userinfo", "host", "port", "IP-literal", "IPvFuture",
		"IPv6address", "h16", "ls32", "IPv4address", "dec-octet", "reg-name", "path", "path-abempty",
		"path-absolute", "path-noscheme", "path-rootless", "path-empty", "segment", "segment-nz",
		"segment-nz-nc", "pchar", "query", "fragment", "pct-encoded", "unreserved", "reserved",
		"gen-delims", "sub-delims"} {
		if g[name] == nil {
			t.Errorf("rule %s not read from Appendix A", name)
		}
	}
	if len(g) != 36+3 {
		t.Errorf("read %d rules, want 39", len(g))
	}
	for in, want := range map[string]bool{"::1": true, "1:2:3:4:5:6:7:8": true, "1:2:3:4:5:6:7::": true,
		"::ffff:1.2.3.4": true, "1::2::3": false, "1:2:3:4:5:6:7:8:9": false, "::01.2.3.4": false} {
		if got := g.matches("IPv6address", in); got != want {
			t.Errorf("IPv6address %q: recognizer says %v, want %v", in, got, want)
		}
	}
}

// corpus reads every string of ../parser/testdata/corpus.
func corpus(t testing.TB) []string {
	files, err := filepath.Glob("../parser/testdata/corpus/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if line == "" || line[0] == '#' {
				continue
			}
			s, err := strconv.Unquote(line)
			if err != nil {
				t.Fatalf("%s: %q: %v", f, line, err)
			}
			out = append(out, s)
		}
	}
	return out
}

// generate writes a random string of rule.
func (g abnf) generate(rng *rand.Rand, b *strings.Builder, n *aNode, depth int) {
	switch n.kind {
	case 'n':
		g.generate(rng, b, g[n.name], depth+1)
	case 's':
		for _, c := range []byte(n.name) {
			if rng.IntN(2) == 0 {
				c = strings.ToUpper(string(c))[0]
			}
			b.WriteByte(c)
		}
	case 'v':
		b.WriteByte(n.lo + byte(rng.IntN(int(n.hi-n.lo)+1)))
	case 'a':
		g.generate(rng, b, n.kids[rng.IntN(len(n.kids))], depth+1)
	case 'c':
		for _, k := range n.kids {
			g.generate(rng, b, k, depth+1)
		}
	case 'r':
		max := n.max
		if max < 0 {
			max = n.min + 4
		}
		for k := n.min + rng.IntN(max-n.min+1); k > 0; k-- {
			g.generate(rng, b, n.kids[0], depth+1)
		}
	}
}

// mutate changes one byte of s: deletes it, doubles it, or writes a
// delimiter or an unusual byte in its place.
func mutate(rng *rand.Rand, s string) string {
	if s == "" {
		return string("/:@?#[]%"[rng.IntN(8)])
	}
	const odd = ":/@?#[]%. \\~\x000v\xff"
	i := rng.IntN(len(s))
	switch rng.IntN(4) {
	case 0:
		return s[:i] + s[i+1:]
	case 1:
		return s[:i] + s[i:i+1] + s[i:]
	case 2:
		return s[:i] + string(odd[rng.IntN(len(odd))]) + s[i:]
	}
	return s[:i] + string(odd[rng.IntN(len(odd))]) + s[i+1:]
}

// TestDifferentialABNF compares Parse's verdict with the recognizer's on
// URI-reference, and the form Parse names with the recognizer's URI.
func TestDifferentialABNF(t *testing.T) {
	g := testABNF(t)
	inputs := corpus(t)
	rng := rand.New(rand.NewPCG(3986, 1))
	n := 2000
	if testing.Short() {
		n = 500
	}
	for i := 0; i < n; i++ {
		var b strings.Builder
		g.generate(rng, &b, g["URI-reference"], 0)
		s := b.String()
		inputs = append(inputs, s, mutate(rng, s), mutate(rng, mutate(rng, s)))
		// IP literals, which URI-reference rarely draws.
		b.Reset()
		b.WriteString("s://")
		g.generate(rng, &b, g["IP-literal"], 0)
		s = b.String()
		inputs = append(inputs, s, mutate(rng, s))
	}
	checked, valid := 0, 0
	for _, in := range inputs {
		if len(in) > 4096 {
			continue
		}
		checked++
		r := Parse(in)
		want := g.matches("URI-reference", in)
		if r.Valid != want {
			t.Errorf("%q: Parse says valid=%v (%s, %v), the ABNF says %v", in, r.Valid, r.Rule, r.Err, want)
			continue
		}
		if want {
			valid++
			if isURI := g.matches("URI", in); isURI != (r.Rule == "URI") {
				t.Errorf("%q: Parse reads it as %s, the ABNF's URI says %v", in, r.Rule, isURI)
			}
		}
	}
	t.Logf("%d inputs, %d valid", checked, valid)
}
