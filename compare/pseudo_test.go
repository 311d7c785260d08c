package compare

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"
	rfc1738 "github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/rfc3986"
)

// TestPseudoTranslation says every comparison of the tests in the
// pseudo-language — every statement of the comparison's table and of the
// parser's (whose messages a rejected reading gives as its reason) with
// its own words marked ⟦…⟧ — and finds no word outside the marks but the
// values: the input's text, Go's and the browser's own error messages, the
// rules (RFC 1738's and RFC 3986's) and the names of Go's URL fields. Any other word is English a
// translation cannot reach: a verb, a reader's name, a row's name, "and".
func TestPseudoTranslation(t *testing.T) {
	texts := map[string]string{}
	for _, s := range append(rfc1738.Statements(), Statements()...) {
		texts[s.ID] = s.Text
	}
	rfc1738.Translate(ledgertest.Pseudo(texts))
	defer rfc1738.Translate(nil)
	known := map[string]bool{
		// compare.decoded's "URL.%s": a field of Go's url.URL, a name in
		// code.
		"User": true, "Host": true, "Path": true, "Fragment": true,
	}
	for _, r := range rfc1738.Rules() {
		known[r.Name] = true
	}
	// RFC 3986's rules, where its reading stops: names, as RFC 1738's are.
	for _, w := range []string{"path", "abempty", "absolute", "noscheme", "rootless", "reg", "name", "userinfo", "query", "fragment"} {
		known[w] = true
	}
	stray := map[string]string{}
	marked := 0
	for _, tab := range comparisonTables(t) {
		text := strings.ToLower(tab.Input + strconv.Quote(tab.Input))
		for _, r := range tab.Readings {
			if r.Reader == GoNet || r.Reader == WHATWG {
				text += " " + strings.ToLower(r.Why) // Go's and the browser's own words
			}
		}
		allowed := func(w string) bool {
			return known[w] || strings.Contains(text, strings.ToLower(w))
		}
		var said []string
		for _, r := range tab.Readings {
			said = append(said, r.Name)
			if r.Reader == RFC1738 || r.Reader == RFC3986 {
				said = append(said, r.Why)
			}
		}
		for _, row := range tab.Rows {
			said = append(said, row.Why...)
		}
		if tab.Today != nil {
			said = append(said, tab.Today.Says)
			for _, c := range tab.Today.Changes {
				said = append(said, c.Why)
			}
		}
		for _, s := range said {
			if strings.Contains(s, "⟦") {
				marked++
			}
			for _, w := range ledgertest.Stray(s, allowed) {
				if _, ok := stray[w]; !ok {
					stray[w] = strconv.Quote(tab.Input) + ": " + s
				}
			}
		}
	}
	if marked < 1000 {
		t.Fatalf("only %d texts said in the pseudo-language", marked)
	}
	for w, where := range stray {
		t.Errorf("%q is said outside any statement: %s", w, where)
	}
}

// TestRFC3986WhyIsReason: in English, why RFC 3986's reading stops is
// package rfc3986's Reason, byte for byte, over every comparison of the
// tests; and every statement of it is said by one.
func TestRFC3986WhyIsReason(t *testing.T) {
	said := map[string]bool{}
	ids := map[string]string{}
	for _, s := range Statements() {
		if strings.HasPrefix(s.ID, "compare.rfc3986.") {
			ids[s.ID] = s.Text
		}
	}
	ins := []string{"1a:b", "a b:c", "//h:x/", "//h/ ", "//h/\xe9", "//h/a%zz", "a:b:c", "//[::1/", "//[::1]x/", "//[vz]/", "//[1::2::3]/", "?\"", "#a#b"}
	for _, tab := range comparisonTables(t) {
		ins = append(ins, tab.Input)
	}
	for _, in := range ins {
		p := rfc3986.Parse(in)
		if p.Err == nil {
			continue
		}
		got := rfc3986Why(in, p.Err)
		if got != p.Err.Reason {
			t.Errorf("%q: %q, package rfc3986 says %q", in, got, p.Err.Reason)
		}
		for id, text := range ids {
			if pseudoMatches(text, got) {
				said[id] = true
			}
		}
	}
	for id := range ids {
		if !said[id] {
			t.Errorf("no input says %s", id)
		}
	}
}

// pseudoMatches reports whether s could be template t formatted: its
// words before the first placeholder start s, and the rest follow in order.
func pseudoMatches(t, s string) bool {
	for _, part := range regexp.MustCompile(`%[sdvq]`).Split(strings.ReplaceAll(t, "%%", "%"), -1) {
		i := strings.Index(s, part)
		if i < 0 {
			return false
		}
		s = s[i+len(part):]
	}
	return true
}

// TestSentencesOpenWithCapital: a reader's name that opens a sentence of
// the comparison's explanations ("the URL Standard splits the fragment
// off") starts it with a capital, in English, in every language of the
// catalogs that has capitals, and in the pseudo-language (whose marks
// come first); and no sentence opens with a name in code, which could not
// take one.
func TestSentencesOpenWithCapital(t *testing.T) {
	langs := []string{"en", i18n.Pseudo}
	for _, l := range i18n.Languages() {
		langs = append(langs, l.Tag)
	}
	for _, lang := range langs {
		if lang != "en" {
			c, err := i18n.Load(lang)
			if err != nil {
				t.Fatal(err)
			}
			rfc1738.Translate(c.Messages)
		}
		bad := map[string]string{}
		for _, tab := range comparisonTables(t) {
			for _, row := range tab.Rows {
				for _, why := range row.Why {
					for _, s := range strings.Split(why, ". ") {
						s = strings.TrimLeft(s, "\u27e6")
						if r, _ := utf8.DecodeRuneInString(s); unicode.IsLower(r) {
							bad[s] = tab.Input
						}
					}
				}
			}
		}
		rfc1738.Translate(nil)
		for s, in := range bad {
			t.Errorf("%s: %q: a sentence opens in lower case: %.120s", lang, in, s)
		}
	}
}

// A reader's name takes a capital where it opens a sentence, and only
// there; a name in code and a script without case keep theirs.
func TestCapStart(t *testing.T) {
	for _, tc := range []struct{ s, name, want string }{
		{"the URL Standard reads it.", "the URL Standard", "The URL Standard reads it."},
		{"RFC 1738 has none (2.2). the URL Standard splits it.", "the URL Standard", "RFC 1738 has none (2.2). The URL Standard splits it."},
		{"RFC 3986 and the URL Standard read it.", "the URL Standard", "RFC 3986 and the URL Standard read it."},
		{"⟦⟦the URL Standard⟧ reads it.⟧", "⟦the URL Standard⟧", "⟦⟦The URL Standard⟧ reads it.⟧"},
		{"net/url de Go lee la entrada.", "net/url de Go", "net/url de Go lee la entrada."},
		{"l'URL Standard détache le fragment.", "l'URL Standard", "L'URL Standard détache le fragment."},
		{"URL 标准在第一个处把片段分离出来。", "URL 标准", "URL 标准在第一个处把片段分离出来。"},
	} {
		if got := capStart(tc.s, tc.name); got != tc.want {
			t.Errorf("capStart(%q, %q) = %q, want %q", tc.s, tc.name, got, tc.want)
		}
	}
}
