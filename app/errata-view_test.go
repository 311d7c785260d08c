package main

import (
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestLinesOf: an erratum marks the whole lines that hold its text, from
// the line it starts on, and none when the text is not there.
func TestLinesOf(t *testing.T) {
	for _, c := range []struct {
		text, quote, want string
		ok                bool
	}{
		{"a\ngopherurl = x [ /\n   [ gtype ]\nb", `gopherurl = x [ / [ gtype ]`, "gopherurl = x [ /\n   [ gtype ]", true},
		{"the\nfoo\nthe chararacter which\nnext", "the chararacter which", "the chararacter which", true},
		{"one\ntwo", "three", "", false},
		{"", "x", "", false},
		{"x\n", "", "", false},
	} {
		lo, hi, ok := linesOf(c.text, c.quote)
		if ok != c.ok || ok && c.text[lo:hi] != c.want {
			t.Errorf("linesOf(%q, %q) = %q, %v; want %q, %v", c.text, c.quote, c.text[lo:hi], ok, c.want, c.ok)
		}
	}
	// Each of RFC 1738's errata is found in its section as /rfc cuts it,
	// and drawn there once.
	for _, e := range parser.Errata() {
		found := 0
		for _, sec := range rfcSections(parser.RFCText()) {
			if sec.ID != "section-"+e.Section {
				continue
			}
			if _, _, ok := linesOf(sec.Text, e.Published); ok {
				found++
			}
			if n := len(withErrata(e.Section, sec.Text)); n < 3 {
				t.Errorf("section %s drawn in %d pieces, want its errata between its text", e.Section, n)
			}
		}
		if found != 1 {
			t.Errorf("erratum %d found in %d sections, want 1", e.ID, found)
		}
	}
}
