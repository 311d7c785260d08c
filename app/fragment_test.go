package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/urllist"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The fragment holds the exact bytes of the input, whatever they are.
var fragmentTests = []string{
	"",
	"http://www.example.com/",
	"ftp://myname@host.dom/%2Fetc/motd",
	"http://host/a b#frag?x=1&y=2",
	"\x00\x01\x7f",
	"caf\xc3\xa9 \xf0\x9f\x98\x80",       // UTF-8: é and an emoji
	"\xff\xfe invalid \xc3 UTF-8",        // not UTF-8 at all
	"<img src=x onerror=alert(1)>",       // HTML is just bytes
	strings.Repeat("http://h/~u/", 1000), // long
}

func TestFragmentRoundTrip(t *testing.T) {
	for _, in := range fragmentTests {
		f := encodeFragment(in)
		if !strings.HasPrefix(f, "u=") {
			t.Errorf("encodeFragment(%q) = %q, want a \"u=\" prefix", in, f)
		}
		// RFC 4648 section 5, no padding: only A-Z a-z 0-9 - _ after
		// "u=", then the checksum of the bytes.
		data, sum, _ := strings.Cut(f[2:], "&"+checkKey)
		for _, c := range data {
			if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				t.Errorf("encodeFragment(%.40q) = %.60q: %q is not in the base64url alphabet", in, f, c)
				break
			}
		}
		if sum != urllist.Checksum(in) {
			t.Errorf("encodeFragment(%.40q) ends %q, want the checksum %s", in, sum, urllist.Checksum(in))
		}
		for _, hash := range []string{f, "#" + f} {
			got, ok := decodeFragment(hash)
			if !ok || got != in {
				t.Errorf("decodeFragment(%q) = %q, %v; want %q, true", hash, got, ok, in)
			}
		}
	}
}

func TestFragmentKnownEncoding(t *testing.T) {
	// "http://a/" in base64url without padding.
	// Its checksum: the CRC-32 (IEEE) of the bytes, as zlib.crc32 gives it.
	if got, want := encodeFragment("http://a/"), "u=aHR0cDovL2Ev&uc=cd4b28ac"; got != want {
		t.Errorf("encodeFragment(%q) = %q, want %q", "http://a/", got, want)
	}
	// "é~?" encodes with the URL alphabet's "-" and "_", never "+" or "/".
	if got, want := encodeFragment("\xfb\xff?"), "u=-_8_&uc=6392956c"; got != want {
		t.Errorf("encodeFragment(%q) = %q, want %q", "\xfb\xff?", got, want)
	}
}

func TestFragmentRejects(t *testing.T) {
	for _, hash := range []string{"", "#", "#x=abc", "#u=a", "#u=!!!!", "#section-3.3", "u", "#u=%zz"} {
		if got, ok := decodeFragment(hash); ok {
			t.Errorf("decodeFragment(%q) = %q, true; want no input", hash, got)
		}
	}
	// Padding in a hand-written link is tolerated.
	if got, ok := decodeFragment("#u=YQ=="); !ok || got != "a" {
		t.Errorf("decodeFragment(%q) = %q, %v; want %q, true", "#u=YQ==", got, ok, "a")
	}
	// An empty input is a real input, not an absent one.
	if got, ok := decodeFragment("#u="); !ok || got != "" {
		t.Errorf("decodeFragment(%q) = %q, %v; want \"\", true", "#u=", got, ok)
	}
}

func TestVisible(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://a/", "http://a/"},
		{"a b", "a\u2423b"},
		{"\x00\x1f\x7f", "\u27e800\u27e9\u27e81F\u27e9\u27e87F\u27e9"},
		{"\xc3\xa9", "\u27e8C3\u27e9\u27e8A9\u27e9"},
	} {
		got := readview.Visible(c.in)
		if got != c.want {
			t.Errorf("visible(%q) = %q, want %q", c.in, got, c.want)
		}
		if !utf8.ValidString(got) {
			t.Errorf("visible(%q) = %q is not valid UTF-8", c.in, got)
		}
		for _, r := range got {
			if r < 0x20 || r == 0x7f {
				t.Errorf("visible(%q) = %q holds a control character", c.in, got)
			}
		}
	}
	for c := 0; c < 256; c++ {
		text, _ := cellText(byte(c))
		for _, r := range text {
			if r < 0x20 || r == 0x7f || r == utf8.RuneError {
				t.Errorf("cellText(%#x) = %q: not visible", c, text)
			}
		}
	}
}

func TestSectionHref(t *testing.T) {
	for _, c := range []struct{ sec, want string }{
		{"3.3", "/rfc#section-3.3"},
		{"2.2", "/rfc#section-2.2"},
		{"5", "/rfc#section-5"},
		{"3.2.1", "/rfc#section-3.2.1"},
		{"appendix", "/rfc#appendix"},
		{"Appendix", ""},
		{"", ""},
		{"javascript:alert(1)", ""},
		{"3.3\"><img", ""},
	} {
		if got := readview.SectionHref(siteRoot(), c.sec); got != c.want {
			t.Errorf("sectionHref(%q) = %q, want %q", c.sec, got, c.want)
		}
	}
	for sec, want := range map[string]string{"3.3": "RFC 1738 \u00a73.3", "appendix": "RFC 1738 appendix"} {
		if got := readview.SectionLabel(sec); got != want {
			t.Errorf("sectionLabel(%q) = %q, want %q", sec, got, want)
		}
	}
}

// TestFragmentLenient checks the links decodeFragment reads although the
// page never writes them, each giving the exact input.
func TestFragmentLenient(t *testing.T) {
	const in = "http://h/??>>~~~" // base64: aHR0cDovL2gvPz8+Pn5+fg; base64url: aHR0cDovL2gvPz8-Pn5-fg
	for _, hash := range []string{
		"#u=aHR0cDovL2gvPz8-Pn5-fg",       // the page's own
		"#u=aHR0cDovL2gvPz8-Pn5-fg==",     // padded
		"#u=aHR0cDovL2gvPz8+Pn5+fg==",     // standard alphabet, as btoa writes it
		"#u=aHR0cDovL2gvPz8%2BPn5%2Bfg",   // percent-encoded
		"#%75=aHR0cDovL2gvPz8-Pn5-fg",     // the key percent-encoded
		"#U=aHR0cDovL2gvPz8-Pn5-fg",       // upper case
		"#u=aHR0cDovL2gvPz8-Pn5-fg&x=1",   // a parameter after
		"#utm=1&u=aHR0cDovL2gvPz8-Pn5-fg", // and before
	} {
		if got, ok := decodeFragment(hash); !ok || got != in {
			t.Errorf("decodeFragment(%q) = %q, %v; want %q, true", hash, got, ok, in)
		}
	}
}

// TestFragmentUnread checks which fragments the page says it cannot read.
func TestFragmentUnread(t *testing.T) {
	for hash, want := range map[string]bool{
		"": false, "#": false, "#u=aHR0cDovL2Ev": false, "#u=": false,
		"#u=!!!!": true, "#x=abc": true, "#aHR0cDovL2Ev": true,
	} {
		if got := fragmentUnread(hash); got != want {
			t.Errorf("fragmentUnread(%q) = %v, want %v", hash, got, want)
		}
	}
}

func TestFragmentWithList(t *testing.T) {
	if got := encodeFragment("http://h/"); got != "u=aHR0cDovL2gv&uc=1c8993e5" {
		t.Errorf("encodeFragment with no list = %q", got)
	}
	listLink := urllist.EncodeLink("+ http://h/\n", true)
	f := (&pageAddress{list: listLink}).fragment("http://h/")
	if want := "u=aHR0cDovL2gv&uc=1c8993e5&" + listLink; f != want {
		t.Errorf("encodeFragment with a list = %q, want %q", f, want)
	}
	// Each reader finds its own parameter in the joint fragment.
	if in, ok := decodeFragment("#" + f); !ok || in != "http://h/" {
		t.Errorf("decodeFragment(%q) = %q, %v", f, in, ok)
	}
	if text, quiz, ok, err := urllist.DecodeLink("#" + f); !ok || err != nil || !quiz || text != "+ http://h/\n" {
		t.Errorf("DecodeLink(%q) = %q, %v, %v, %v", f, text, quiz, ok, err)
	}
	// A list with no input is not an unreadable fragment; old links still read.
	if fragmentUnread("#" + listLink) {
		t.Errorf("fragmentUnread(%q) = true; a list-only link is not unreadable", listLink)
	}
	if !fragmentUnread("#x=1") {
		t.Error("fragmentUnread(#x=1) = false")
	}
	// The list view's write keeps the input and replaces its own parameters.
	if got := withListLink("#u=aGk&uc=1&tc=2&t=old&quiz&x=1", "t=AAA"); got != "u=aGk&uc=1&x=1&t=AAA" {
		t.Errorf("withListLink = %q", got)
	}
	if got := withListLink("#u=aGk&t=old&quiz", ""); got != "u=aGk" {
		t.Errorf("withListLink with no list = %q", got)
	}
}

// TestFragmentDamage: a link whose URL fails its checksum is said to be
// damaged; one that passes, or carries none (made before the checksum, or
// by hand), is not.
func TestFragmentDamage(t *testing.T) {
	const in = "http://host.example.edu/~user/"
	f := encodeFragment(in)
	if d := fragmentDamage("#" + f); d != "" {
		t.Errorf("fragmentDamage(%q) = %q for the page's own link", f, d)
	}
	if d := fragmentDamage("#" + strings.Split(f, "&")[0]); d != "" {
		t.Errorf("fragmentDamage of a link without a checksum = %q", d)
	}
	// One character changed: "~user" read as "~usgr" would go unnoticed.
	i := strings.Index(f, "&") - 3
	bad := f[:i] + string(f[i]^1) + f[i+1:]
	if got, ok := decodeFragment(bad); !ok || got == in {
		t.Fatalf("the changed link reads as %q, %v", got, ok)
	}
	if d := fragmentDamage("#" + bad); !strings.Contains(d, "checksum") {
		t.Errorf("fragmentDamage(%q) = %q, want the checksum's failure", bad, d)
	}
	if d := fragmentDamage("#u=!!&uc=00000000"); d == "" {
		t.Error("fragmentDamage of a link whose URL is not base64url = \"\"")
	}
}

// encodeFragment is the fragment of input in an address that holds no
// list.
func encodeFragment(input string) string { return (&pageAddress{}).fragment(input) }

// TestFragmentLang: the language is the fragment's last parameter, after
// every checksum and covered by none, and every other reader reads the
// fragment as if it were not there; English writes none. (web/field.js
// reads it: e2e/lang_test.go.)
func TestFragmentLang(t *testing.T) {
	defer func() { pageLang = "en" }()
	if pageLang != "en" || langParam() != "" {
		t.Errorf("the page starts in %q, langParam() = %q: English, with no parameter", pageLang, langParam())
	}
	const in = "ftp://myname@host.dom/%2Fetc/motd"
	listLink := urllist.EncodeLink("+ http://h/\n- http://h:x/\n", true)
	rep := encodeReport(quizReport{score: 1, asked: 2, questions: 2, missed: []reportMiss{{row: 1}}, listSum: urllist.Checksum("x")})
	for _, tag := range append(langTags[1:], "en-XA") {
		pageLang = tag
		for _, f := range []string{
			// The playground's address and Copy link: input, list, view, projector, language.
			(&pageAddress{list: listLink}).fragment(in) + viewParam(2) + bigParam(true) + langParam(),
			// A result link.
			rep + langParam(),
		} {
			if !strings.HasSuffix(f, "&lang="+tag) {
				t.Fatalf("%q does not end in its language", f)
			}
			plain := strings.TrimSuffix(f, langParam())
			// Each reader reads what it read without the language.
			if a, b := fragmentDamage("#"+f), fragmentDamage("#"+plain); a != b {
				t.Errorf("fragmentDamage with the language %q, without %q", a, b)
			}
			a1, ok1 := decodeFragment("#" + f)
			a2, ok2 := decodeFragment("#" + plain)
			if a1 != a2 || ok1 != ok2 {
				t.Errorf("decodeFragment(%q) = %q, %v; without the language %q, %v", f, a1, ok1, a2, ok2)
			}
			if fragmentUnread("#"+f) != fragmentUnread("#"+plain) || holdsList(f) != holdsList(plain) {
				t.Errorf("%q: fragmentUnread or holdsList changed with the language", f)
			}
			t1, q1, k1, e1 := urllist.DecodeLink("#" + f)
			t2, q2, k2, e2 := urllist.DecodeLink("#" + plain)
			if t1 != t2 || q1 != q2 || k1 != k2 || (e1 == nil) != (e2 == nil) {
				t.Errorf("DecodeLink(%q) changed with the language", f)
			}
			r1, o1, err1 := decodeReport("#" + f)
			r2, o2, err2 := decodeReport("#" + plain)
			if r1.score != r2.score || o1 != o2 || err1 != err2 {
				t.Errorf("decodeReport(%q) = %v, %v; without the language %v, %v", f, o1, err1, o2, err2)
			}
			if rest, v := splitView("#" + f); v != "parts" && strings.Contains(f, "v=parts") || !strings.HasSuffix(rest, "&lang="+tag) {
				t.Errorf("splitView(%q) = %q, %q", f, rest, v)
			}
			if rest, big := splitBig("#" + f); !big && strings.Contains(f, "&big") || !strings.HasSuffix(rest, "&lang="+tag) {
				t.Errorf("splitBig(%q) = %q, %v", f, rest, big)
			}
			// The list's write drops the language, which the address
			// writes last (pageAddress.write).
			if got := withListLink(f, "t=AAA"); strings.Contains(got, "lang=") || !strings.HasSuffix(got, "t=AAA") {
				t.Errorf("withListLink(%q) = %q", f, got)
			}
		}
		// The result's checksum does not cover the language: changing
		// it leaves the result whole.
		if _, _, err := decodeReport("#" + rep + "&lang=x" + tag); err != nil {
			t.Errorf("a result link with another language: %v", err)
		}
		// A link that is only a language opens the example, unremarked.
		if fragmentUnread("#lang=" + tag) {
			t.Errorf("fragmentUnread(#lang=%s) = true", tag)
		}
		// The embed code carries it, last; the RFC page's way back too.
		if s := embedSnippet("https://x.example/embed", in, "parts", langParam()); !strings.Contains(s, "&amp;v=parts&amp;lang="+tag+`"`) {
			t.Errorf("embedSnippet in %s = %s", tag, s)
		}
		a := &pageAddress{ret: "u=aGk&v=parts"}
		if got := a.returnHref(); !strings.HasSuffix(got, "#u=aGk&v=parts&lang="+tag) {
			t.Errorf("returnHref = %q, want the language last", got)
		}
	}
	if !fragmentUnread("#x=1&lang=es") {
		t.Error("fragmentUnread(#x=1&lang=es) = false: the language does not make a fragment readable")
	}
}
