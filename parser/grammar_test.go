package parser

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// ruleTests pin rules of section 5 as the RFC writes them.
var ruleTests = []Definition{
	// 2.1: the first rule of section 5.
	{Name: "genericurl", Section: "2.1", Text: `genericurl     = scheme ":" schemepart`,
		Refs: []string{"scheme", "schemepart"}},
	// 5: a rule over four lines.
	{Name: "url", Section: "5", Text: "url            = httpurl | ftpurl | newsurl |\n" +
		"                 nntpurl | telneturl | gopherurl |\n" +
		"                 waisurl | mailtourl | fileurl |\n" +
		"                 prosperourl | otherurl",
		Refs: []string{"httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl",
			"waisurl", "mailtourl", "fileurl", "prosperourl", "otherurl"}},
	// 3.1: a trailing comment stays in the text, and refers to nothing.
	{Name: "urlpath", Section: "3.1", Text: "urlpath        = *xchar    ; depends on protocol see section 3.1",
		Refs: []string{"xchar"}},
	// 3.4: the bare "/" and a continuation line.
	{Name: "gopherurl", Section: "3.4", Text: "gopherurl      = \"gopher://\" hostport [ / [ gtype [ selector\n" +
		"                 [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]",
		Refs: []string{"hostport", "gtype", "selector", "search", "gopher+_string"}},
	// 3.4: a name with "+" and "_".
	{Name: "gopher+_string", Section: "3.4", Text: "gopher+_string = *xchar", Refs: []string{"xchar"}},
	// 3.2.2: only literals.
	{Name: "ftptype", Section: "3.2.2", Text: `ftptype        = "A" | "I" | "D" | "a" | "i" | "d"`, Refs: []string{}},
	// 3.5: a trailing comment.
	{Name: "encoded822addr", Section: "3.5", Text: "encoded822addr = 1*xchar               ; further defined in RFC822",
		Refs: []string{"xchar"}},
	// 2.2: <"> and "\".
	{Name: "punctuation", Section: "2.2", Text: `punctuation    = "<" | ">" | "#" | "%" | <">`, Refs: []string{}},
	{Name: "national", Section: "2.2", Text: `national       = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "` + "`" + `"`, Refs: []string{}},
	// 3.3
	{Name: "httpurl", Section: "3.3", Text: `httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]`,
		Refs: []string{"hostport", "hpath", "search"}},
	// 3.1
	{Name: "ip-schemepart", Section: "3.1", Text: `ip-schemepart  = "//" login [ "/" urlpath ]`,
		Refs: []string{"login", "urlpath"}},
	// 3.10
	{Name: "fileurl", Section: "3.10", Text: `fileurl        = "file://" [ host | "localhost" ] "/" fpath`,
		Refs: []string{"host", "fpath"}},
	// 3.11
	{Name: "fieldspec", Section: "3.11", Text: `fieldspec      = ";" fieldname "=" fieldvalue`,
		Refs: []string{"fieldname", "fieldvalue"}},
	// 5: digits is defined only in section 5.
	{Name: "digits", Section: "5", Text: "digits         = 1*digit", Refs: []string{"digit"}},
}

func TestLookupRule(t *testing.T) {
	for _, want := range ruleTests {
		got, ok := LookupRule(want.Name)
		if !ok {
			t.Errorf("LookupRule(%q) not found", want.Name)
			continue
		}
		if got.Name != want.Name || got.Text != want.Text || got.Section != want.Section || !slices.Equal(got.Refs, want.Refs) {
			t.Errorf("LookupRule(%q) = %#v; want %#v", want.Name, got, want)
		}
	}
	for _, name := range []string{"", "HTTPURL", "url ", "gopher", "<\">"} {
		if r, ok := LookupRule(name); ok {
			t.Errorf("LookupRule(%q) = %#v, true; want false", name, r)
		}
	}
}

// TestRules checks the whole list: section 5 has 67 rules, each in RFC
// order, its text verbatim in the RFC, its references defined.
func TestRules(t *testing.T) {
	rules := Rules()
	if len(rules) != 67 {
		t.Errorf("len(Rules()) = %d; want 67", len(rules))
	}
	if rules[0].Name != "genericurl" || rules[len(rules)-1].Name != "digits" {
		t.Errorf("Rules() runs from %q to %q; want genericurl to digits", rules[0].Name, rules[len(rules)-1].Name)
	}
	last := -1
	for _, r := range rules {
		at := strings.Index(bnfText, r.Text)
		if at < 0 {
			t.Errorf("rule %s: text %q is not in the RFC", r.Name, r.Text)
		}
		if at <= last {
			t.Errorf("rule %s is out of RFC order", r.Name)
		}
		last = at
		if at > 0 && bnfText[at-1] != '\n' {
			t.Errorf("rule %s does not start a line", r.Name)
		}
		if !strings.HasPrefix(r.Text, r.Name+" ") {
			t.Errorf("rule %s: text %q does not start with its name", r.Name, r.Text)
		}
		if r.Section == "" {
			t.Errorf("rule %s has no section", r.Name)
		}
		for _, ref := range r.Refs {
			if _, ok := LookupRule(ref); !ok {
				t.Errorf("rule %s refers to %q, which is not a rule", r.Name, ref)
			}
		}
	}
}

// TestRulesCopy checks that callers cannot change the package's grammar.
func TestRulesCopy(t *testing.T) {
	rs := Rules()
	rs[0].Name = "changed"
	rs[0].Refs[0] = "changed"
	r, _ := LookupRule("genericurl")
	r.Refs[0] = "changed"
	if rs := Rules(); rs[0].Name != "genericurl" || rs[0].Refs[0] != "scheme" {
		t.Errorf("Rules()[0] = %#v after a caller changed a copy", rs[0])
	}
	if r, _ := LookupRule("genericurl"); r.Refs[0] != "scheme" {
		t.Errorf("LookupRule(%q) = %#v after a caller changed a copy", "genericurl", r)
	}
}

func TestRulesUsedBy(t *testing.T) {
	for _, tt := range []struct {
		name string
		want []string
	}{
		// 3.1: port reaches digits, and digits digit; RFC order puts digit first.
		{"port", []string{"port", "digit", "digits"}},
		// 2.2
		{"uchar", []string{"lowalpha", "hialpha", "alpha", "digit", "safe", "extra", "hex", "escape", "unreserved", "uchar"}},
		// 3.3
		{"httpurl", []string{"hostport", "host", "hostname", "domainlabel", "toplabel", "alphadigit",
			"hostnumber", "port", "httpurl", "hpath", "hsegment", "search", "lowalpha", "hialpha",
			"alpha", "digit", "safe", "extra", "hex", "escape", "unreserved", "uchar", "digits"}},
		// 3.2.2
		{"ftptype", []string{"ftptype"}},
		{"nope", nil},
	} {
		if got := RulesUsedBy(tt.name); !slices.Equal(got, tt.want) {
			t.Errorf("RulesUsedBy(%q) = %q; want %q", tt.name, got, tt.want)
		}
	}
	// 5: url reaches every rule but national and punctuation, which no
	// rule uses (they list the unsafe characters of section 2.2).
	var want []string
	for _, r := range Rules() {
		if r.Name != "national" && r.Name != "punctuation" {
			want = append(want, r.Name)
		}
	}
	if got := RulesUsedBy("url"); !slices.Equal(got, want) {
		t.Errorf("RulesUsedBy(%q) = %q; want %q", "url", got, want)
	}
}

// TestRuleSections checks every section named in the task against the
// RFC's table of contents.
func TestRuleSections(t *testing.T) {
	want := map[string]string{
		"httpurl": "3.3", "hpath": "3.3", "hsegment": "3.3",
		// search serves http (3.3), gopher (3.4.2) and wais (3.9): section 5
		// defines it for the three, not 3.3 alone.
		"search": "5",
		"ftpurl": "3.2", "fpath": "3.2.2", "fsegment": "3.2.2", "ftptype": "3.2.2",
		"fileurl": "3.10", "gopherurl": "3.4", "gtype": "3.4", "selector": "3.4",
		"gopher+_string": "3.4", "mailtourl": "3.5", "encoded822addr": "3.5",
		"newsurl": "3.6", "grouppart": "3.6", "group": "3.6", "article": "3.6",
		"nntpurl": "3.7", "telneturl": "3.8", "waisurl": "3.9", "waisdoc": "3.9",
		"database": "3.9", "wpath": "3.9", "prosperourl": "3.11", "fieldvalue": "3.11",
		"login": "3.1", "hostport": "3.1", "host": "3.1", "hostname": "3.1",
		"hostnumber": "3.1", "user": "3.1", "password": "3.1", "port": "3.1",
		"urlpath": "3.1", "ip-schemepart": "3.1", "scheme": "2.1", "genericurl": "2.1",
		"schemepart": "2.1", "xchar": "2.2", "escape": "2.2", "hex": "2.2",
		"reserved": "2.2", "url": "5", "otherurl": "5",
	}
	for name, sec := range want {
		if r, _ := LookupRule(name); r.Section != sec {
			t.Errorf("LookupRule(%q).Section = %q; want %q", name, r.Section, sec)
		}
	}
	for _, r := range Rules() {
		if r.Section != "5" && !strings.Contains(rfcTOC, "\n"+r.Section+".") && !strings.Contains(rfcTOC, "\n"+r.Section+" ") {
			t.Errorf("rule %s: section %q is not a heading of the RFC", r.Name, r.Section)
		}
	}
}

// rfcTOC lists the headings of RFC 1738 that rules point to.
const rfcTOC = `
2.1. The main parts of URLs
2.2. URL Character Encoding Issues
3.1. Common Internet Scheme Syntax
3.2. FTP
3.2.2 FTP url-path
3.3. HTTP
3.4. GOPHER
3.5. MAILTO
3.6. NEWS
3.7. NNTP
3.8. TELNET
3.9.  WAIS
3.10 FILES
3.11 PROSPERO
`

// TestLookupScheme checks lookupScheme's switch against the schemes table:
// each of the ten names finds its own row, and nothing else finds one.
func TestLookupScheme(t *testing.T) {
	for i := range schemes {
		d, ok := lookupScheme(schemes[i].name)
		if !ok || d != &schemes[i] {
			t.Errorf("lookupScheme(%q) = row %v, %v; want row %d", schemes[i].name, d, ok, i)
		}
	}
	for _, name := range []string{"", "https", "HTTP", "ftps", "mail", "x-ftp", "gophe", "prosperos"} {
		if d, ok := lookupScheme(name); ok {
			t.Errorf("lookupScheme(%q) = %q, want none", name, d.name)
		}
	}
}

// TestUnsafeMessages checks the message for one unsafe US-ASCII
// character: it names the character and ends with its fix.
func TestUnsafeMessages(t *testing.T) {
	n := 0
	for c := 0; c < 0x80; c++ {
		code, reason := classify(byte(c))
		if code == CodeReserved || isUnreserved(byte(c)) {
			continue
		}
		n++
		fix := escapeAll(string(rune(c)))
		msg := encodeMessage(string(rune(c)), reason, fix)
		if !strings.HasPrefix(msg, strconv.Quote(string(rune(c)))+" ") || !strings.HasSuffix(msg, `encode it as "`+fix+`"`) {
			t.Errorf("the message for %q = %q: want the character quoted first and the fix %q last", rune(c), msg, fix)
		}
	}
	if n != 33+1+14 { // controls and DEL, space, <>"#%{}|\^~[]`
		t.Errorf("%d unsafe US-ASCII characters, want 48", n)
	}
}
