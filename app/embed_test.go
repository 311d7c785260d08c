//go:build !wasm

package main

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// The embed code is one iframe whose src is the embed page with the
// page's own encoding of the input, and whose title quotes the input as
// text: quotes, "<" and "&" in the input cannot end an attribute or make
// an element.
func TestEmbedSnippet(t *testing.T) {
	for _, tc := range []struct {
		input, view, src, title, height string
	}{
		{"http://a/b", "", "https://x.example/embed#" + inputParams("http://a/b"), "RFC 1738 reading of http://a/b", "360"},
		{`http://a/"><script>alert(1)</script>&amp;`, "railroad",
			"https://x.example/embed#u=aHR0cDovL2EvIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ-JmFtcDs&uc=" + urllist.Checksum(`http://a/"><script>alert(1)</script>&amp;`) + "&v=railroad",
			`RFC 1738 reading of http://a/"><script>alert(1)</script>&amp;`, "600"},
		{"a\nb\u202ec", "", "https://x.example/embed#u=YQpi4oCuYw&uc=" + urllist.Checksum("a\nb\u202ec"), "RFC 1738 reading of a b c", "360"},
		{strings.Repeat("x", 70), "", "https://x.example/embed#" + inputParams(strings.Repeat("x", 70)),
			"RFC 1738 reading of " + strings.Repeat("x", 60) + "\u2026", "360"},
		{"", "", "https://x.example/embed#u=&uc=" + urllist.Checksum(""), "RFC 1738 reading of an empty URL", "360"},
	} {
		got := embedSnippet("https://x.example/embed", tc.input, tc.view, "")
		doc, err := html.Parse(strings.NewReader(got))
		if err != nil {
			t.Fatal(err)
		}
		var frames []*html.Node
		var others []string
		for n := range doc.Descendants() {
			switch {
			case n.Type == html.ElementNode && n.DataAtom == atom.Iframe:
				frames = append(frames, n)
			case n.Type == html.ElementNode && n.DataAtom != atom.Html && n.DataAtom != atom.Head && n.DataAtom != atom.Body:
				others = append(others, n.Data)
			}
		}
		if len(frames) != 1 || len(others) != 0 {
			t.Errorf("embedSnippet(%q) = %s: %d iframes and %q, want one iframe alone", tc.input, got, len(frames), others)
			continue
		}
		f := frames[0]
		for k, want := range map[string]string{"src": tc.src, "title": tc.title, "height": tc.height, "width": "720",
			"loading": "lazy", "referrerpolicy": "no-referrer"} {
			if v := attr(f, k); v != want {
				t.Errorf("embedSnippet(%q): %s=%q, want %q", tc.input, k, v, want)
			}
		}
		if strings.Contains(got, "<script") {
			t.Errorf("embedSnippet(%q) = %s: holds markup", tc.input, got)
		}
	}
}

// The reading message says what the page's verdict says: valid and
// production, and the first error with its code, span and message.
func TestEmbedReading(t *testing.T) {
	m := embedReading(parser.Parse("http://host:99x/", parser.Trace))
	e, ok := m["error"].(map[string]any)
	if m["type"] != "rfc1738:reading" || m["url"] != "http://host:99x/" || m["valid"] != false || m["production"] != "httpurl" || !ok ||
		e["code"] != "bad-port" || e["start"] != 14 || e["end"] != 15 || !strings.Contains(e["message"].(string), `"99x"`) {
		t.Errorf("embedReading(http://host:99x/) = %v", m)
	}
	m = embedReading(parser.Parse("ftp://a/b", parser.Trace))
	if m["valid"] != true || m["production"] != "ftpurl" || m["error"] != nil {
		t.Errorf("embedReading(ftp://a/b) = %v", m)
	}
}
