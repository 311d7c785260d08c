package parser

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"
)

// TestPseudoTranslation says the parser's statements in the
// pseudo-language — each template's own words marked ⟦…⟧ — over every
// input of the corpora, their mutations, generated inputs, the lists' URLs
// and the rarer mistakes (every code among them), and finds no word
// outside the marks in what the parser says (the diagnostics' messages,
// Interpret's notes and placeholders, the codes' legend, the errata's
// readings) but the values: the input's text, a rule's name, a code, a
// character's name (CR, LF). Any other word is English that a translation
// cannot reach: "before", "an http path", " or ".
func TestPseudoTranslation(t *testing.T) {
	texts := map[string]string{}
	for _, s := range Statements() {
		texts[s.ID] = s.Text
	}
	Translate(ledgertest.Pseudo(texts))
	defer Translate(nil)
	// The names of the control characters CR and LF, as section 6 names
	// them: names, as a rule's is.
	known := map[string]bool{"CR": true, "LF": true}
	for name := range rfcGrammar().index {
		for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '+' || r == '_' }) {
			known[w] = true
		}
	}
	for _, c := range Codes() {
		for _, w := range strings.Split(string(c.Code), "-") {
			known[w] = true
		}
	}
	stray := map[string]string{}
	marked := 0
	check := func(in, s string) {
		if s == "" {
			return
		}
		if strings.Contains(s, "⟦") {
			marked++
		}
		text := strings.ToLower(in + strconv.Quote(in) + decoded(in)) // Interpret decodes its arguments
		for _, w := range ledgertest.Stray(s, func(w string) bool { return known[w] || strings.Contains(text, strings.ToLower(w)) }) {
			if _, ok := stray[w]; !ok {
				stray[w] = strconv.Quote(in) + ": " + s
			}
		}
	}
	n := 20000
	if testing.Short() {
		n = 2000
	}
	extra := []string{"<URL:http://a/", "URL:http://a b/", "\ufeffhttp://a/", "gopher://h/1a%0Db",
		"news:<a@b>", "ftp://h/a/b;type=a/c", "mailto:a%3Bb", "http://[::1]/", "ht%tp://a/",
		"<URL:http://ex-\n  ample.com/a> and more", "<URL:http://a/b c> x", "<URL:http://a/\n b>",
		"telnet://h/%0D%0A", "ftp://h/a%0D", "ftp://h/a%0A", "ftp://h/a%0D%0A",
		"http:foo", "file:foo", "http://h/%3B", "ftp://h/%3B", "ftp://u%3A@h/", "wais://h/d%3F",
		"prospero://h/a%3Bb;f%3D=v", "gopher://h/1%3F", "news:a%40b", "x://h/%2F", "file://h/%2F",
		"http://h/" + strings.Repeat("<a", 2*maxDiagnostics)}
	// The lists' URLs: the gallery's mistakes, the RFC's examples.
	lists, _ := filepath.Glob("../lists/*.txt")
	for _, f := range lists {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if len(line) > 2 && (line[0] == '-' || line[0] == '+') && line[1] == ' ' {
				extra = append(extra, line[2:])
			}
		}
	}
	codes := map[Code]bool{}
	for _, in := range append(derivationInputs(t, n), extra...) {
		r := Parse(in, 0)
		for _, d := range r.Diagnostics {
			codes[d.Code] = true
			check(in, d.Message)
		}
		for _, s := range r.Interpret() {
			check(in, s.Note)
			check(in, s.Placeholder)
		}
	}
	for _, c := range Codes() {
		check("", c.Summary)
	}
	for _, e := range Errata() {
		check("", e.Reading())
	}
	for _, c := range Codes() {
		if !codes[c.Code] {
			t.Errorf("no input gives a diagnostic of code %s", c.Code)
		}
	}
	if marked < 1000 {
		t.Fatalf("only %d texts said in the pseudo-language", marked)
	}
	for w, where := range stray {
		t.Errorf("%q is said outside any statement: %s", w, where)
	}
}

// decoded is in with its escapes decoded, as Interpret's arguments are.
func decoded(in string) string {
	var b strings.Builder
	for i := 0; i < len(in); i++ {
		if in[i] == '%' && i+2 < len(in) {
			if v, err := strconv.ParseUint(in[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		b.WriteByte(in[i])
	}
	return b.String()
}

// TestCountOfOne: a count of 1 is said by its singular template, in the
// pseudo-language as in English: an IP address of one group is not "1
// groups".
func TestCountOfOne(t *testing.T) {
	texts := map[string]string{}
	for _, s := range Statements() {
		texts[s.ID] = s.Text
	}
	for _, tc := range []struct{ in, id string }{
		{"http://123/", "diag.bad-host.group-count.one"},
		{"http://1.2/", "diag.bad-host.group-count"},
	} {
		Translate(ledgertest.Pseudo(texts))
		pseudo := Parse(tc.in, 0)
		Translate(nil)
		found := false
		for _, d := range pseudo.Diagnostics {
			says := true
			for _, part := range regexp.MustCompile(`%[sdq]`).Split(ledgertest.PseudoTemplate(texts[tc.id]), -1) {
				says = says && strings.Contains(d.Message, part)
			}
			found = found || says
		}
		if !found {
			t.Errorf("%q: no diagnostic says %s", tc.in, tc.id)
		}
	}
	for _, d := range Parse("http://123/", 0).Diagnostics {
		if strings.Contains(d.Message, "1 groups") {
			t.Errorf("http://123/: %s", d.Message)
		}
	}
}
