package bnf

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestReadErrors checks that malformed grammar text is refused, not
// read into a half grammar.
func TestReadErrors(t *testing.T) {
	for _, text := range []string{
		`a = "x`,               // open quote
		`a = [ "x"`,            // open bracket
		`a = b`,                // undefined rule
		"a = \"x\"\na = \"y\"", // defined twice
		`a = "x" | `,           // empty alternative
		`a = 1x`,               // a digit that is no repetition
		`a = "x" @`,            // a character BNF does not use
	} {
		if g, err := Read(text); err == nil {
			t.Errorf("Read(%q) = %d rules, nil; want an error", text, len(g.Rules))
		}
	}
	// A well-formed small grammar.
	g, err := Read("; comment\nab = a *[ \"-\" a ]\n  ; inside\na = \"x\" | <\"> | 2*3\"y\" | ( \"z\" )\n")
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if len(g.Rules) != 2 || g.Rules[0].Name != "ab" || !slices.Equal(g.Rules[0].Refs, []string{"a"}) {
		t.Errorf("Read read %#v", g.Rules)
	}
}

// TestGrammarTree checks the reading of the BNF's constructs through the
// syntax tree (dumped compactly).
func TestGrammarTree(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"scheme", `rep1-{alt{ref{lowalpha} ref{digit} lit{"+"} lit{"-"} lit{"."}}}`}, // 2.1
		{"gopherurl", `seq{lit{"gopher://"} ref{hostport} rep0-1{seq{lit{"/"} rep0-1{seq{ref{gtype} rep0-1{seq{ref{selector} rep0-1{seq{lit{"%09"} ref{search} rep0-1{seq{lit{"%09"} ref{gopher+_string}}}}}}}}}}}}`}, // 3.4
		{"punctuation", `alt{lit{"<"} lit{">"} lit{"#"} lit{"%"} lit{"\""}}`},                               // 2.2
		{"digits", `rep1-{ref{digit}}`},                                                                     // 5
		{"login", `seq{rep0-1{seq{ref{user} rep0-1{seq{lit{":"} ref{password}}} lit{"@"}}} ref{hostport}}`}, // 3.1
	} {
		if got := dump(rfc(t).g.Def(tt.name)); got != tt.want {
			t.Errorf("rule %s reads as\n\t%s\nwant\n\t%s", tt.name, got, tt.want)
		}
	}
}

func dump(n *Node) string {
	var b strings.Builder
	var dump func(n *Node)
	dump = func(n *Node) {
		switch n.Kind {
		case Lit:
			b.WriteString(`lit{` + strconv.Quote(n.Lit) + `}`)
		case Ref:
			b.WriteString(`ref{` + n.Name + `}`)
		case Seq, Alt:
			b.WriteString(map[Kind]string{Seq: "seq", Alt: "alt"}[n.Kind] + "{")
			for i, s := range n.Subs {
				if i > 0 {
					b.WriteByte(' ')
				}
				dump(s)
			}
			b.WriteByte('}')
		case Rep:
			b.WriteString("rep" + strconv.Itoa(n.Min) + "-")
			if n.Max >= 0 {
				b.WriteString(strconv.Itoa(n.Max))
			}
			b.WriteByte('{')
			dump(n.Subs[0])
			b.WriteByte('}')
		}
	}
	dump(n)
	return b.String()
}

// TestSets checks the byte sets the grammar gives: a one-byte rule's,
// the bytes a run takes one at a time, the first bytes and the alphabet.
func TestSets(t *testing.T) {
	g := rfc(t).g
	str := func(s Set) string {
		var b []byte
		for c := range 256 {
			if s.Has(byte(c)) {
				b = append(b, byte(c))
			}
		}
		return string(b)
	}
	const unreserved = "!$'()*+,-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
	for _, tt := range []struct {
		name, set string
		ok        bool
	}{
		{"hex", "0123456789ABCDEFabcdef", true},
		{"punctuation", "\"#%<>", true},
		{"escape", "", false},
		{"uchar", "", false},
		{"digits", "", false},
	} {
		if s, ok := g.charset(g.Def(tt.name), nil); ok != tt.ok || ok && str(s) != tt.set {
			t.Errorf("charset(%s) = %q, %v; want %q, %v", tt.name, str(s), ok, tt.set, tt.ok)
		}
	}
	for _, tt := range []struct{ name, singles, first, alphabet string }{
		{"uchar", unreserved, "%" + unreserved, "%" + unreserved},
		{"escape", "", "%", "%0123456789ABCDEFabcdef"},
		{"user", ";=?&" + unreserved, "%;=?&" + unreserved, "%;=?&" + unreserved},
		{"scheme", "+-.0123456789abcdefghijklmnopqrstuvwxyz", "+-.0123456789abcdefghijklmnopqrstuvwxyz", "+-.0123456789abcdefghijklmnopqrstuvwxyz"},
		{"domainlabel", "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"},
	} {
		sortStr := func(s string) string { b := []byte(s); slices.Sort(b); return string(b) }
		n := g.Def(tt.name)
		if got := str(g.Singles(n)); got != sortStr(tt.singles) {
			t.Errorf("Singles(%s) = %q; want %q", tt.name, got, sortStr(tt.singles))
		}
		if got := str(g.First(n)); got != sortStr(tt.first) {
			t.Errorf("First(%s) = %q; want %q", tt.name, got, sortStr(tt.first))
		}
		if got := str(g.Alphabet(n)); got != sortStr(tt.alphabet) {
			t.Errorf("Alphabet(%s) = %q; want %q", tt.name, got, sortStr(tt.alphabet))
		}
	}
}

// BenchmarkRead measures reading section 5, which the page does once as
// it loads (in WebAssembly).
func BenchmarkRead(b *testing.B) {
	text, err := os.ReadFile("../../rfc1738-bnf.txt")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(string(text)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompileRule measures compiling a production to its NFA, done
// once per production on first use.
func BenchmarkCompileRule(b *testing.B) {
	r := NewRecognizer(rfc(b).g, rfcConfig(0))
	b.ReportAllocs()
	for b.Loop() {
		r.forget("gopherurl")
		r.Program("gopherurl")
	}
}
