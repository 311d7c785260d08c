package main

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// writeReadingGolden writes testdata/reading.golden from the page's
// current verdict and diagnostics: for a change of how they are built
// that must not change what they draw.
var writeReadingGolden = flag.Bool("write-reading-golden", false, "write testdata/reading.golden")

// readingInputs are the gallery's examples and a few more: empty, long
// with many diagnostics, non-ASCII, text that looks like HTML.
func readingInputs() []string {
	var in []string
	for _, list := range [][]example{rfcExamples, projectExamples, mistakeExamples} {
		for _, e := range list {
			in = append(in, e.Input)
		}
	}
	return append(in, "", defaultInput, "<b>x</b>", "http://h\u00e9st/r\u00e9sum\u00e9 x~y",
		"ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a",
		strings.Repeat("http://a b/~c%zz", 30), "http://h/"+strings.Repeat("a", 4100)+"~")
}

// normalHTML is an HTML fragment with each element's attributes sorted:
// go-app writes them in no fixed order.
func normalHTML(t *testing.T, s string) string {
	t.Helper()
	ctx := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := html.ParseFragment(strings.NewReader(s), ctx)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, n := range nodes {
		for d := range n.Descendants() {
			if d.Type == html.ElementNode {
				slices.SortStableFunc(d.Attr, func(a, b html.Attribute) int { return strings.Compare(a.Key, b.Key) })
			}
		}
		if n.Type == html.ElementNode {
			slices.SortStableFunc(n.Attr, func(a, b html.Attribute) int { return strings.Compare(a.Key, b.Key) })
		}
		if err := html.Render(&b, n); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// readingHTML is the verdict and the diagnostics list as the page draws
// them for input.
func readingHTML(t *testing.T, input string) string {
	res := parser.Parse(input, parser.Trace)
	v := &verdictView{IResult: res, IReading: 2}
	mount(t, v)
	l := &diagnosticsList{IResult: res}
	mount(t, l)
	return normalHTML(t, app.HTMLString(v)) + "\n" + normalHTML(t, app.HTMLString(l)) + "\n"
}

// TestReadingGolden holds the verdict's and the diagnostics list's HTML
// for the gallery's examples and a few more to what they were before the
// two were drawn from a tree shared with the reader (internal/readview).
func TestReadingGolden(t *testing.T) {
	var b strings.Builder
	for _, in := range readingInputs() {
		b.WriteString("=== " + strings.ToValidUTF8(in, "?") + "\n")
		b.WriteString(readingHTML(t, in))
	}
	const path = "testdata/reading.golden"
	if *writeReadingGolden {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("line %d differs:\n got %s\nwant %s", i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%d lines, want %d", len(gl), len(wl))
	}
}
