package parser_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestCharacterRules checks the rules the grammar says read one character
// or one escape: every rule of section 5's miscellaneous definitions, and
// ftptype and gtype, which are one character too.
func TestCharacterRules(t *testing.T) {
	want := "alphadigit ftptype gtype lowalpha hialpha alpha digit safe extra national punctuation reserved hex escape unreserved uchar xchar"
	if got := strings.Join(parser.CharacterRules(), " "); got != want {
		t.Errorf("CharacterRules() = %s, want %s", got, want)
	}
}

// stackTests give, for a byte of an input, the rule stack from url down
// to the character rule, the literal the byte is part of, and its class.
var stackTests = []struct {
	in      string
	pos     int
	stack   string // Stack.Rules joined with " › "
	literal string
	class   string
	read    bool
}{
	// hsegment: uchar › unreserved › alpha › lowalpha
	{"http://host/abc", 12, "url › httpurl › hpath › hsegment › uchar › unreserved › alpha › lowalpha", "", "alpha", true},
	{"http://host/aBc", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › alpha › hialpha", "", "alpha", true},
	{"http://host/a1", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › digit", "", "digit", true},
	{"http://host/a-b", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › safe", "", "safe", true},
	{"http://host/a$b", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › safe", "", "safe", true},
	{"http://host/a!b", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › extra", "", "extra", true},
	{"http://host/a(b", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › extra", "", "extra", true},
	// an escape: "%" is escape's own literal; its digits are hex
	{"http://host/%4a", 12, "url › httpurl › hpath › hsegment › uchar › escape", `"%"`, "escape", true},
	{"http://host/%4a", 13, "url › httpurl › hpath › hsegment › uchar › escape › hex › digit", "", "escape", true},
	{"http://host/%4a", 14, "url › httpurl › hpath › hsegment › uchar › escape › hex", "", "escape", true},
	// hsegment's own literals, and httpurl's
	{"http://host/a;b", 13, "url › httpurl › hpath › hsegment", `";"`, "reserved", true},
	{"http://host/a/b", 13, "url › httpurl › hpath", `"/"`, "reserved", true},
	{"http://host/a?b", 13, "url › httpurl", `"?"`, "reserved", true},
	{"http://host/", 11, "url › httpurl", `"/"`, "reserved", true},
	{"http://host/", 4, "url › httpurl", `"http://"`, "reserved", true},
	{"http://host/", 0, "url › httpurl", `"http://"`, "alpha", true},
	// the scheme matches ignoring case (2.1): "H" is read as lowalpha "h"
	{"HTTP://host/", 0, "url › httpurl", `"http://"`, "alpha", true},
	{"http://host:80/", 11, "url › httpurl › hostport", `":"`, "reserved", true},
	{"http://host:80/", 12, "url › httpurl › hostport › port › digits › digit", "", "digit", true},
	// search
	{"http://h/?q=1", 10, "url › httpurl › search › uchar › unreserved › alpha › lowalpha", "", "alpha", true},
	{"http://h/?q=1", 11, "url › httpurl › search", `"="`, "reserved", true},
	// host names: toplabel and domainlabel read alpha and alphadigit
	{"http://a1.b2/", 7, "url › httpurl › hostport › host › hostname › domainlabel › alphadigit › alpha › lowalpha", "", "alpha", true},
	{"http://a1.b2/", 9, "url › httpurl › hostport › host › hostname", `"."`, "safe", true},
	{"http://a1.b2/", 10, "url › httpurl › hostport › host › hostname › toplabel › alpha › lowalpha", "", "alpha", true},
	{"http://a1.b2/", 11, "url › httpurl › hostport › host › hostname › toplabel › alphadigit › digit", "", "digit", true},
	{"http://a-b/", 8, "url › httpurl › hostport › host › hostname › toplabel", `"-"`, "safe", true},
	{"http://1.2.3.4/", 7, "url › httpurl › hostport › host › hostnumber › digits › digit", "", "digit", true},
	{"http://1.2.3.4/", 8, "url › httpurl › hostport › host › hostnumber", `"."`, "safe", true},
	// ftp: login, fsegment, ftptype
	{"ftp://u;x@h/f;type=i", 6, "url › ftpurl › login › user › uchar › unreserved › alpha › lowalpha", "", "alpha", true},
	{"ftp://u;x@h/f;type=i", 7, "url › ftpurl › login › user", `";"`, "reserved", true},
	{"ftp://u;x@h/f;type=i", 9, "url › ftpurl › login", `"@"`, "reserved", true},
	{"ftp://u;x@h/f;type=i", 14, "url › ftpurl", `";type="`, "alpha", true},
	{"ftp://u;x@h/f;type=i", 19, "url › ftpurl › ftptype", `"i"`, "alpha", true},
	// gopher: gtype and selector are xchar; "%09" is gopherurl's literal
	{"gopher://h/1a%09b", 11, "url › gopherurl › gtype › xchar › unreserved › digit", "", "digit", true},
	{"gopher://h/1a%09b", 12, "url › gopherurl › selector › xchar › unreserved › alpha › lowalpha", "", "alpha", true},
	{"gopher://h/1a%09b", 14, "url › gopherurl", `"%09"`, "escape", true},
	// genericurl: schemepart is xchar, reserved included
	{"x-y:a/b", 5, "url › otherurl › genericurl › schemepart › xchar › reserved", "", "reserved", true},
	{"x-y:a/b", 3, "url › otherurl › genericurl", `":"`, "reserved", true},
	{"x-y:a/b", 1, "url › otherurl › genericurl › scheme", `"-"`, "safe", true},
	{"x-y:a%2fb", 5, "url › otherurl › genericurl › schemepart › xchar › escape", `"%"`, "escape", true},
	// news: group's own literals; mailto: xchar
	{"news:comp.lang", 5, "url › newsurl › grouppart › group › alpha › lowalpha", "", "alpha", true},
	{"news:comp.lang", 9, "url › newsurl › grouppart › group", `"."`, "safe", true},
	{"mailto:a@b", 8, "url › mailtourl › encoded822addr › xchar › reserved", "", "reserved", true},
	// rejected inputs: a character no rule takes there (national,
	// punctuation, space, control, non-ASCII) ends the stack at the part
	{"http://host/~user", 12, "url › httpurl › hpath › hsegment", "", "national", false},
	{"http://host/~user", 13, "url › httpurl › hpath › hsegment › uchar › unreserved › alpha › lowalpha", "", "alpha", true},
	{"http://host/a<b", 13, "url › httpurl › hpath › hsegment", "", "punctuation", false},
	{"http://host/a b", 13, "url › httpurl › hpath › hsegment", "", "space", false},
	{"http://host/a\x00b", 13, "url › httpurl › hpath › hsegment", "", "control", false},
	{"http://host/caf\u00e9", 15, "url › httpurl › hpath › hsegment", "", "non-ascii", false},
	{"http://host/a%zz", 13, "url › httpurl › hpath › hsegment", "", "punctuation", false},
	{"http://1abc/", 7, "url › httpurl › hostport › host › hostname › toplabel › alphadigit › digit", "", "digit", true},
	// the end of the input
	{"http://host/ab", 14, "url › httpurl › hpath › hsegment", "", "", true},
	{"", 0, "url", "", "", false},
}

func TestStackAt(t *testing.T) {
	for _, tt := range stackTests {
		r := parser.Parse(tt.in, parser.Trace)
		st := r.StackAt(tt.pos)
		got := strings.Join(st.Rules, " › ")
		class := ""
		if st.HasClass {
			class = st.Class.String()
		}
		if got != tt.stack || st.Literal != tt.literal || class != tt.class || st.Read != tt.read {
			t.Errorf("Parse(%q).StackAt(%d) = %s, literal %s, class %q, read %v; want %s, literal %s, class %q, read %v",
				tt.in, tt.pos, got, st.Literal, class, st.Read, tt.stack, tt.literal, tt.class, tt.read)
		}
		if st.Literal != "" && (st.LiteralStart > tt.pos || st.LiteralEnd <= tt.pos || tt.in[st.LiteralStart:st.LiteralEnd] != strings.Trim(st.Literal, `"`) && !strings.EqualFold(tt.in[st.LiteralStart:st.LiteralEnd], strings.Trim(st.Literal, `"`))) {
			t.Errorf("Parse(%q).StackAt(%d): literal %s at [%d,%d), want its text there, holding %d", tt.in, tt.pos, st.Literal, st.LiteralStart, st.LiteralEnd, tt.pos)
		}
		if st.Pos != tt.pos || st.Start > tt.pos || st.End < tt.pos || st.Start < 0 || st.End > len(tt.in) {
			t.Errorf("Parse(%q).StackAt(%d): span [%d,%d), want one holding %d", tt.in, tt.pos, st.Start, st.End, tt.pos)
		}
	}
}

// TestStackAtDiagnostics checks that a stack carries the diagnostics that
// cover its byte, and only those.
func TestStackAtDiagnostics(t *testing.T) {
	tests := []struct {
		in    string
		pos   int
		codes string
	}{
		{"http://host/~user", 12, "unsafe-char"},
		{"http://host/~user", 13, ""},
		{"http://host/a b~c", 13, "space"},
		{"http://host/a b~c", 15, "unsafe-char"},
		{"", 0, "empty-input"},
		{"http://1abc/", 8, "bad-host"},
		{"http://host/%41", 13, "needless-escape"},
	}
	for _, tt := range tests {
		st := parser.Parse(tt.in, parser.Trace).StackAt(tt.pos)
		var codes []string
		for _, d := range st.Diagnostics {
			codes = append(codes, string(d.Code))
		}
		if got := strings.Join(codes, " "); got != tt.codes {
			t.Errorf("Parse(%q).StackAt(%d).Diagnostics = %q, want %q", tt.in, tt.pos, got, tt.codes)
		}
	}
}

// TestStackAtOutOfRange checks that StackAt takes any position.
func TestStackAtOutOfRange(t *testing.T) {
	r := parser.Parse("http://host/", parser.Trace)
	for _, pos := range []int{-1, 13, 1 << 30} {
		if st := r.StackAt(pos); len(st.Rules) != 0 || st.HasClass {
			t.Errorf("StackAt(%d) = %+v, want no rules", pos, st)
		}
	}
	// Without Trace, the class and diagnostics are still there.
	st := parser.Parse("http://host/~", 0).StackAt(12)
	if len(st.Rules) != 0 || !st.HasClass || st.Class != parser.ClassNational || len(st.Diagnostics) != 1 {
		t.Errorf("Parse without Trace: StackAt(12) = %+v, want no rules, class national, one diagnostic", st)
	}
}

// TestDerivationSteps checks the derivation of a few inputs step by step:
// literals with their spans (the scheme of a predefined production is
// the start of its literal: no rule scheme, which section 5 gives only
// genericurl), the character rules below each part, and the marks;
// case-ignore where only ignoring the case of letters reads the text.
func TestDerivationSteps(t *testing.T) {
	tests := []struct {
		in   string
		want string // the steps, one per line: depth by indent, kind, rule, span, marks
	}{
		{"http://h/a;%41", `
rule url [0,14)
 rule httpurl [0,14)
  literal "http://" [0,7)
  rule hostport [7,8)
   rule host [7,8)
    rule hostname [7,8)
     rule toplabel [7,8)
      char alpha [7,8)
       char lowalpha [7,8)
  literal "/" [8,9)
  rule hpath [9,14)
   rule hsegment [9,14)
    char uchar [9,10)
     char unreserved [9,10)
      char alpha [9,10)
       char lowalpha [9,10)
    literal ";" [10,11)
    char uchar [11,14)
     rule escape [11,14)
      literal "%" [11,12)
      char hex [12,13)
       char digit [12,13)
      char hex [13,14)
       char digit [13,14)`},
		{"http://1a/~", `
rule url [0,11) failed
 rule httpurl [0,11) failed
  literal "http://" [0,7)
  rule hostport [7,9) failed
   rule host [7,9) failed
    rule hostname [7,9) failed
     rule toplabel [7,9) rejected
      char alphadigit [7,8)
       char digit [7,8)
      char alphadigit [8,9)
       char alpha [8,9)
        char lowalpha [8,9)
  literal "/" [9,10)
  rule hpath [10,11) failed
   rule hsegment [10,11) failed
 rule genericurl [0,10) failed tried`},
		{"HTTP://h/", `
rule url [0,9)
 rule httpurl [0,9)
  literal "http://" [0,7) case-ignore
  rule hostport [7,8)
   rule host [7,8)
    rule hostname [7,8)
     rule toplabel [7,8)
      char alpha [7,8)
       char lowalpha [7,8)
  literal "/" [8,9)
  rule hpath [9,9)
   rule hsegment [9,9)`},
		{"Foo:x", `
rule url [0,5)
 rule otherurl [0,5)
  rule genericurl [0,5)
   rule scheme [0,3)
    char lowalpha [0,1) case-ignore
    char lowalpha [1,2)
    char lowalpha [2,3)
   literal ":" [3,4)
   rule schemepart [4,5)
    char xchar [4,5)
     char unreserved [4,5)
      char alpha [4,5)
       char lowalpha [4,5)`},
		{"<URL:news:a>", `
rule url [0,12) failed
 context appendix [0,5)
 rule newsurl [5,11)
  literal "news:" [5,10)
  rule grouppart [10,11)
   rule group [10,11)
    char alpha [10,11)
     char lowalpha [10,11)
 context appendix [11,12)`},
		{"nntp://h/g/12", `
rule url [0,13)
 rule nntpurl [0,13)
  literal "nntp://" [0,7)
  rule hostport [7,8)
   rule host [7,8)
    rule hostname [7,8)
     rule toplabel [7,8)
      char alpha [7,8)
       char lowalpha [7,8)
  literal "/" [8,9)
  rule group [9,10)
   char alpha [9,10)
    char lowalpha [9,10)
  literal "/" [10,11)
  rule digits [11,13)
   char digit [11,12)
   char digit [12,13)`},
	}
	for _, tt := range tests {
		d := parser.Parse(tt.in, parser.Trace).Derivation()
		var b strings.Builder
		for _, s := range d.Steps {
			b.WriteString("\n" + strings.Repeat(" ", s.Depth) + s.Kind.String() + " " + s.Rule + " [" + itoa(s.Start) + "," + itoa(s.End) + ")")
			if s.Failed {
				b.WriteString(" failed")
			}
			if s.Tried {
				b.WriteString(" tried")
			}
			if s.Rejected {
				b.WriteString(" rejected")
			}
			if s.CaseIgnore {
				b.WriteString(" case-ignore")
			}
		}
		if got := b.String(); got != tt.want {
			t.Errorf("Parse(%q).Derivation():%s\nwant:%s", tt.in, got, tt.want)
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// TestRulesUsed checks that the derivation names the rules it used, the
// character rules included, in RFC order, and not the alternatives only
// tried; and that every character rule a URL can use is used by some.
func TestRulesUsed(t *testing.T) {
	d := parser.Parse("http://a.b1/%41;x?Q=!", parser.Trace).Derivation()
	want := "url hostport host hostname domainlabel toplabel alphadigit httpurl hpath hsegment search lowalpha hialpha alpha digit extra hex escape unreserved uchar"
	if got := strings.Join(d.RulesUsed(), " "); got != want {
		t.Errorf("RulesUsed() = %s, want %s", got, want)
	}
	if d := parser.Parse("http://host/~", parser.Trace).Derivation(); slices.Contains(d.RulesUsed(), "genericurl") {
		t.Errorf("RulesUsed() of a rejected http URL names genericurl, an alternative only tried")
	}
	if (*parser.Derivation)(nil).RulesUsed() != nil || parser.Parse("x:y", 0).Derivation() != nil {
		t.Errorf("a Result without Trace has a derivation")
	}
	used := map[string]bool{}
	for _, in := range []string{"http://a.b1/%41;x?Q=!$", "ftp://h/;type=a", "gopher://h/1x", "x:/"} {
		for _, name := range parser.Parse(in, parser.Trace).Derivation().RulesUsed() {
			used[name] = true
		}
	}
	for _, name := range parser.CharacterRules() {
		// national and punctuation are referenced by no rule: the BNF
		// defines them to say what cannot appear (2.2).
		if !used[name] && name != "national" && name != "punctuation" {
			t.Errorf("no derivation used the character rule %s", name)
		}
	}
}

// TestDerivationBounded checks that the expansion of a long input stays
// linear and stops adding character steps at MaxCharSteps.
func TestDerivationBounded(t *testing.T) {
	in := "http://host/" + strings.Repeat("a/", 40000)
	d := parser.Parse(in, parser.Trace).Derivation()
	chars := 0
	for _, s := range d.Steps {
		if s.Kind == parser.StepChar {
			chars++
		}
	}
	if !d.Truncated || chars > parser.MaxCharSteps+8 {
		t.Errorf("Derivation of %d bytes: %d character steps, truncated %v; want at most %d, truncated", len(in), chars, d.Truncated, parser.MaxCharSteps)
	}
	if len(d.Steps) > 4*len(in)+parser.MaxCharSteps {
		t.Errorf("Derivation of %d bytes: %d steps, want linear", len(in), len(d.Steps))
	}
}

// TestDerivationInvariants checks checkDerivation over every spec input.
func TestDerivationInvariants(t *testing.T) {
	for _, in := range allParseInputs() {
		if len(in) > 1<<16 {
			continue
		}
		checkDerivation(t, in)
	}
}

// FuzzDerivation checks checkDerivation and checkOneError (oneerror_test.go)
// on any input.
func FuzzDerivation(f *testing.F) {
	for _, in := range allParseInputs() {
		if len(in) < 256 {
			f.Add(in)
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		checkDerivation(t, in)
		checkOneError(t, parser.Parse(in, 0))
	})
}

// checkDerivation checks what holds of every derivation and stack:
//
//   - steps lie within the input and within their parent, one level
//     deeper, after it; the children of a step (alternatives only tried
//     aside) are in order and do not overlap;
//   - the rule steps are the trace's nodes, in order;
//   - at every byte, StackAt's rules are the rule and character steps
//     that hold the byte, from the root down, and its literal the
//     literal step there; every part of a valid Result that holds the
//     byte is on the stack.
func checkDerivation(t *testing.T, in string) {
	t.Helper()
	r := parser.Parse(in, parser.Trace)
	d := r.Derivation()
	if d == nil || len(d.Steps) == 0 {
		t.Fatalf("Parse(%q).Derivation() is empty", in)
	}
	var nodes []*parser.Node
	r.Trace.Walk(func(n *parser.Node, _ int) bool { nodes = append(nodes, n); return true })
	k := 0
	lastEnd := map[int]int{}
	for i, s := range d.Steps {
		if s.Start < 0 || s.End < s.Start || s.End > len(in) {
			t.Fatalf("Parse(%q): step %d %s [%d,%d) out of the input", in, i, s.Rule, s.Start, s.End)
		}
		if i == 0 {
			if s.Parent != -1 || s.Depth != 0 {
				t.Fatalf("Parse(%q): the first step has parent %d, depth %d", in, s.Parent, s.Depth)
			}
		} else {
			if s.Parent < 0 || s.Parent >= i {
				t.Fatalf("Parse(%q): step %d %s has parent %d", in, i, s.Rule, s.Parent)
			}
			p := d.Steps[s.Parent]
			if s.Depth != p.Depth+1 || s.Start < p.Start || s.End > p.End {
				t.Fatalf("Parse(%q): step %d %s [%d,%d) depth %d not inside its parent %s [%d,%d) depth %d", in, i, s.Rule, s.Start, s.End, s.Depth, p.Rule, p.Start, p.End, p.Depth)
			}
			if !s.Tried {
				if e, ok := lastEnd[s.Parent]; ok && s.Start < e {
					t.Fatalf("Parse(%q): step %d %s [%d,%d) overlaps the sibling before it (ends %d)", in, i, s.Rule, s.Start, s.End, e)
				}
				lastEnd[s.Parent] = s.End
			}
		}
		if s.Kind == parser.StepRule {
			if k >= len(nodes) || s.Node != nodes[k] || s.Rule != nodes[k].Rule.String() {
				t.Fatalf("Parse(%q): rule step %d %s is not trace node %d", in, i, s.Rule, k)
			}
			k++
		}
	}
	if k != len(nodes) {
		t.Fatalf("Parse(%q): %d rule steps, want the trace's %d nodes", in, k, len(nodes))
	}
	if d.Truncated {
		return
	}
	for pos := 0; pos < len(in); pos++ {
		st := r.StackAt(pos)
		var want []string
		lit, litStart, litEnd := "", 0, 0
		at := 0
		for {
			s := d.Steps[at]
			if s.Kind == parser.StepLiteral {
				lit, litStart, litEnd = s.Rule, s.Start, s.End
			} else {
				want = append(want, s.Rule)
			}
			next := -1
			for j := at + 1; j < len(d.Steps) && d.Steps[j].Depth > s.Depth; j++ {
				c := d.Steps[j]
				if c.Parent == at && !c.Tried && c.Kind != parser.StepContext && c.Start <= pos && pos < c.End {
					next = j
					break
				}
			}
			if next < 0 {
				break
			}
			at = next
		}
		if !slices.Equal(st.Rules, want) || st.Literal != lit || lit != "" && (st.LiteralStart != litStart || st.LiteralEnd != litEnd) {
			t.Fatalf("Parse(%q).StackAt(%d) = %q literal %s [%d,%d), the derivation says %q literal %s [%d,%d)",
				in, pos, st.Rules, st.Literal, st.LiteralStart, st.LiteralEnd, want, lit, litStart, litEnd)
		}
		for _, p := range r.Parts {
			// (A rejected generic URL's parts are recovered by the common
			// syntax of 3.1, which its trace does not follow.)
			// (The scheme of a predefined production is the start of its
			// literal, "http" of "http://": no rule of section 5.)
			if p.Rule == parser.RuleScheme && st.Literal != "" && st.LiteralStart == int(p.Start) {
				continue
			}
			if r.Valid && int(p.Start) <= pos && pos < int(p.End) && !slices.Contains(st.Rules, p.Rule.String()) {
				t.Fatalf("Parse(%q).StackAt(%d) = %q, without the part %s [%d,%d) that holds the byte", in, pos, st.Rules, p.Rule, p.Start, p.End)
			}
		}
	}
}
