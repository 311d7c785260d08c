package parser_test

// This file checks Classes against the character classes of RFC 1738:
// the lists of section 5 ("Miscellaneous definitions"), read here from the
// BNF text itself, and section 2.2's words for the octets no rule lists
// (the space, the controls 00-1F and 7F, the octets 80-FF).

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// bnfLiterals returns the characters a class rule of the BNF lists: every
// one-character literal ("a", <">) of the rule's definition, continuation
// lines included. There are no escapes inside the BNF's quotes: "\" is a
// backslash.
func bnfLiterals(t *testing.T, bnf, rule string) string {
	t.Helper()
	lines := strings.Split(bnf, "\n")
	var def strings.Builder
	for i, l := range lines {
		if !strings.HasPrefix(l, rule+" ") && !strings.HasPrefix(l, rule+"=") {
			continue
		}
		def.WriteString(l[strings.IndexByte(l, '=')+1:])
		for _, c := range lines[i+1:] {
			if !strings.HasPrefix(c, " ") || strings.TrimSpace(c) == "" {
				break
			}
			def.WriteString(c)
		}
		break
	}
	if def.Len() == 0 {
		t.Fatalf("rule %s not found in rfc1738-bnf.txt", rule)
	}
	var chars strings.Builder
	for _, m := range regexp.MustCompile(`"([^"]*)"|<">`).FindAllStringSubmatch(def.String(), -1) {
		lit := m[1]
		if m[0] == `<">` {
			lit = `"`
		}
		if len(lit) != 1 {
			t.Fatalf("rule %s: literal %q is not one character", rule, lit)
		}
		chars.WriteString(lit)
	}
	return chars.String()
}

// wantClasses builds the expected class of every octet 0-255 from the BNF.
func wantClasses(t *testing.T) [256]parser.Class {
	b, err := os.ReadFile("rfc1738-bnf.txt") // a copy of the RFC's section 5 (see grammar.go)
	if err != nil {
		t.Fatal(err)
	}
	bnf := string(b)
	var want [256]parser.Class
	var set [256]bool
	assign := func(chars string, c parser.Class) {
		for i := 0; i < len(chars); i++ {
			if set[chars[i]] {
				t.Errorf("%q is in two classes of the BNF: %v and %v", chars[i], want[chars[i]], c)
			}
			want[chars[i]], set[chars[i]] = c, true
		}
	}
	for _, rc := range []struct {
		rule  string
		class parser.Class
		n     int // how many characters the RFC lists
	}{
		{"lowalpha", parser.ClassAlpha, 26},
		{"hialpha", parser.ClassAlpha, 26},
		{"digit", parser.ClassDigit, 10},
		{"safe", parser.ClassSafe, 5},
		{"extra", parser.ClassExtra, 6},
		{"national", parser.ClassNational, 9},
		{"punctuation", parser.ClassPunctuation, 5},
		{"reserved", parser.ClassReserved, 7},
	} {
		chars := bnfLiterals(t, bnf, rc.rule)
		if len(chars) != rc.n {
			t.Errorf("rule %s lists %q, %d characters; want %d", rc.rule, chars, len(chars), rc.n)
		}
		assign(chars, rc.class)
	}
	// Section 2.2: "the octets 00-1F and 7F hexadecimal represent control
	// characters"; "The octets 80-FF hexadecimal are not used in US-ASCII";
	// the space is unsafe.
	for c := 0; c < 256; c++ {
		switch {
		case c == ' ':
			assign(" ", parser.ClassSpace)
		case c < 0x20 || c == 0x7F:
			assign(string(rune(c)), parser.ClassControl)
		case c >= 0x80:
			want[c], set[c] = parser.ClassNonASCII, true
		}
	}
	// Every octet has exactly one class: the lists of section 5 and 2.2
	// cover the 95 graphic characters of US-ASCII and the space.
	for c := 0; c < 256; c++ {
		if !set[c] {
			t.Errorf("octet %#02x has no class in the BNF or section 2.2", c)
		}
	}
	return want
}

func TestClassesEveryOctet(t *testing.T) {
	want := wantClasses(t)
	for c := 0; c < 256; c++ {
		got := parser.Classes(string([]byte{byte(c)}))
		if len(got) != 1 || got[0] != want[c] {
			t.Errorf("Classes(%q) = %v, want [%v]", string([]byte{byte(c)}), got, want[c])
		}
	}
	// All octets at once, in one string: the same, octet by octet (a "%"
	// followed by "&" and "'" starts no escape).
	var all []byte
	for c := 0; c < 256; c++ {
		all = append(all, byte(c))
	}
	got := parser.Classes(string(all))
	for c := 0; c < 256; c++ {
		if got[c] != want[c] {
			t.Errorf("Classes(all octets)[%#02x] = %v, want %v", c, got[c], want[c])
		}
	}
}

// classTests cover escapes: escape = "%" hex hex (section 5); "The
// characters "abcdef" may also be used in hexadecimal encodings" (2.2).
var classTests = []struct {
	in   string
	want string // one letter per octet: see classLetter
}{
	{"%41", "EEE"},
	{"%2f", "EEE"},
	{"%aF", "EEE"},
	{"%0D%0A", "EEEEEE"},
	{"a%20b", "aEEEa"},
	{"%", "P"},
	{"%4", "Pd"},
	{"%zz", "Paa"},
	{"%4g", "Pda"},
	{"%%41", "PEEE"},
	{"%%%", "PPP"},
	{"%41%", "EEEP"},
	{"%G1", "Pad"},
	{"%4%41", "PdEEE"},
	{"~%7E", "nEEE"},
	{"a b", "a a"},
	{"\x00\x7f", "cc"},
	{"é", "uu"},
	{"%\xc3\xa9", "Puu"},
	{"http://h/;?", "aaaaRRRaRRR"},
	{"$-_.+", "sssss"},
	{"!*'(),", "xxxxxx"},
	{"{}|\\^~[]`", "nnnnnnnnn"},
	{"<>#\"", "PPPP"},
	{"", ""},
}

// classLetter abbreviates a class for classTests.
var classLetter = map[parser.Class]byte{
	parser.ClassAlpha: 'a', parser.ClassDigit: 'd', parser.ClassSafe: 's',
	parser.ClassExtra: 'x', parser.ClassReserved: 'R', parser.ClassEscape: 'E',
	parser.ClassNational: 'n', parser.ClassPunctuation: 'P', parser.ClassSpace: ' ',
	parser.ClassControl: 'c', parser.ClassNonASCII: 'u',
}

func TestClassesEscapes(t *testing.T) {
	for _, tt := range classTests {
		cs := parser.Classes(tt.in)
		var b strings.Builder
		for _, c := range cs {
			l, ok := classLetter[c]
			if !ok {
				l = '?'
			}
			b.WriteByte(l)
		}
		if got := b.String(); got != tt.want {
			t.Errorf("Classes(%q) = %q (%v), want %q", tt.in, got, cs, tt.want)
		}
	}
}

// TestClassNames checks the names the page shows: the RFC's rule names, and
// section 2.2's words for the others.
func TestClassNames(t *testing.T) {
	want := map[parser.Class]string{
		parser.ClassAlpha: "alpha", parser.ClassDigit: "digit", parser.ClassSafe: "safe",
		parser.ClassExtra: "extra", parser.ClassReserved: "reserved", parser.ClassEscape: "escape",
		parser.ClassNational: "national", parser.ClassPunctuation: "punctuation",
		parser.ClassSpace: "space", parser.ClassControl: "control", parser.ClassNonASCII: "non-ascii",
	}
	for c, name := range want {
		if got := c.String(); got != name {
			t.Errorf("Class(%d).String() = %q, want %q", c, got, name)
		}
	}
	if len(want) != len(classLetter) {
		t.Errorf("classLetter has %d classes, want %d", len(classLetter), len(want))
	}
}
