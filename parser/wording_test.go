package parser_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file checks that what the diagnostics, their fixes and the
// canonical form teach is true to the section they cite.

// diagOf returns the first diagnostic of r with code, or nil.
func diagOf(r *parser.Result, code parser.Code) *parser.Diagnostic {
	for i := range r.Diagnostics {
		if r.Diagnostics[i].Code == code {
			return &r.Diagnostics[i]
		}
	}
	return nil
}

// fixCases are what Fix all and the canonical form make of inputs whose
// fixes once changed what they say.
var fixCases = []struct {
	in, fixAll, canonical string
}{
	// 2.2: a fragment is not part of the URL: removed, not folded into the
	// search (or the host) as "%23".
	{"http://host/p?q#frag", "http://host/p?q", "http://host/p?q#frag"},
	{"https://www.python.org#abc", "https://www.python.org", "https://www.python.org#abc"},
	// 3.1: a host cannot be encoded: left as typed, its error stays.
	{"http://exa mple.com/", "http://exa mple.com/", "http://exa mple.com/"},
	{"http://[::1]:80/", "http://[::1]/", "http://[::1]/"},
	{"https://exam|ple.net", "https://exam|ple.net", "https://exam|ple.net"},
	// 3.1: "//" is inserted only before what reads as a host; the fragment
	// is removed and the scheme put in lower case.
	{"HTTP:x x#x%20x", "http:x x", "http:x x#x%20x"},
	{"http:host/p", "http://host/p", "http:host/p"},
	// 3.6: the message-id "without the enclosing "<" and ">"".
	{"news:<abc@host>", "news:abc@host", "news:%3Cabc@host>"},
	// 2.2: characters that need no encoding "may be encoded".
	{"http://host/%41", "http://host/%41", "http://host/%41"},
	{"HTTP://host:80/%7e%41", "http://host/%7e%41", "http://host/%7E%41"},
}

func TestFixAndCanonical(t *testing.T) {
	for _, tt := range fixCases {
		r := parser.Parse(tt.in, 0)
		if got := r.FixAll(); got != tt.fixAll {
			t.Errorf("Parse(%q).FixAll() = %q, want %q", tt.in, got, tt.fixAll)
		}
		if got := r.Canonical(); got != tt.canonical {
			t.Errorf("Parse(%q).Canonical() = %q, want %q", tt.in, got, tt.canonical)
		}
	}
}

// TestFragmentFix checks the fragment's diagnostic: it removes "#" and
// what follows, says so, and cites section 2.2; "%23" stays the other
// choice, for a "#" that is data, which Fix all does not take.
func TestFragmentFix(t *testing.T) {
	in := "http://host/p?q#frag"
	r := parser.Parse(in, 0)
	d := diagOf(r, parser.CodeFragment)
	if d == nil {
		t.Fatalf("Parse(%q): no %s diagnostic in %+v", in, parser.CodeFragment, r.Diagnostics)
	}
	if d.Start != 15 || d.End != 20 || !d.HasFix || d.Fix != "" || d.RFC != "2.2" ||
		!strings.Contains(d.Message, "not part of the URL") || !strings.Contains(d.Message, "removes") {
		t.Errorf("Parse(%q) %s = %+v, want [15,20) deleted, citing 2.2, saying it removes what is not part of the URL", in, d.Code, *d)
	}
	if !strings.Contains(d.Quote.String(), "to delimit a URL from a fragment/anchor identifier that might follow it") {
		t.Errorf("Parse(%q) %s quotes %q, want section 2.2's sentence on the fragment", in, d.Code, d.Quote)
	}
	alt := diagOf(r, parser.CodeUnsafe)
	if alt == nil || alt.Fix != "%23" || !strings.Contains(alt.Message, "data") {
		t.Errorf("Parse(%q): the %q alternative = %+v, want an explained %q fix", in, "%23", alt, "%23")
	}
}

// wordingCases are diagnostics whose section or wording once said what the
// RFC does not: each must (not) say the given texts, and cite rfc.
var wordingCases = []struct {
	in       string
	code     parser.Code
	rfc      string
	has, not []string
}{
	// 6: "Care should be taken", not "must not".
	{"ftp://host/a%0D%0ADELE%20x", parser.CodeTelnetCRLF, "6", []string{"care should be taken"}, []string{"must not"}},
	// TCP's and IPv4's limits, not RFC 1738's (3.1 says "The port number
	// to connect to" and "four decimal digit groups").
	{"http://host:65536/", parser.CodePortRange, "", []string{"RFC 793"}, nil},
	{"http://256.1.1.1/", parser.CodeOctetRange, "", []string{"RFC 791"}, nil},
	// 2.2 allows it: a note with no fix.
	{"http://host/%41", parser.CodeNeedlessEscape, "2.2", []string{"allowed"}, []string{"write"}},
	// 3.3 reserves ";", "/" and "?" in the search.
	{"http://h/a?b/c", parser.CodeReserved, "3.3", []string{`"/", ";" and "?"`}, nil},
	// wais's search is section 5's rule, which section 3.3 does not cover.
	{"wais://h/db?a/b", parser.CodeReserved, "5", []string{"section 5"}, []string{"3.3"}},
	// 3.10: file "does not specify an Internet protocol".
	{"file:/etc/motd", parser.CodeMissing, "3.10", []string{"file://<host>/<path>"}, []string{"common Internet syntax"}},
	// 3.2.2 does not say what "a" or "i" mean.
	{"ftp://h/f;type=x", parser.CodeBadType, "3.2.2", []string{"NLST"}, []string{"ASCII"}},
	// prospero's "/" delimits no field.
	{"prospero://h/p;a/b=c", parser.CodeReserved, "5", []string{`";" separates the fields`}, []string{"delimit the fields"}},
}

func TestWording(t *testing.T) {
	for _, tt := range wordingCases {
		r := parser.Parse(tt.in, 0)
		d := diagOf(r, tt.code)
		if d == nil {
			t.Errorf("Parse(%q): no %s in %+v", tt.in, tt.code, r.Diagnostics)
			continue
		}
		if d.RFC != tt.rfc {
			t.Errorf("Parse(%q) %s cites section %q, want %q", tt.in, d.Code, d.RFC, tt.rfc)
		}
		for _, h := range tt.has {
			if !strings.Contains(d.Message, h) {
				t.Errorf("Parse(%q) %s = %q, want it to say %q", tt.in, d.Code, d.Message, h)
			}
		}
		for _, n := range tt.not {
			if strings.Contains(d.Message, n) {
				t.Errorf("Parse(%q) %s = %q, which says %q", tt.in, d.Code, d.Message, n)
			}
		}
		if d.Code == parser.CodeNeedlessEscape && d.HasFix {
			t.Errorf("Parse(%q) %s has the fix %q: section 2.2 allows the escape", tt.in, d.Code, d.Fix)
		}
	}
}

// TestGopherSelectorKeepsSlash checks that a "%09" followed by text a
// search cannot hold ("/") does not start a search: selector = *xchar
// takes it, and the parts, the derivation and the stack agree.
func TestGopherSelectorKeepsSlash(t *testing.T) {
	in := "gopher://host/7a%09b/c"
	r := parser.Parse(in, parser.Trace)
	if !r.Valid {
		t.Fatalf("Parse(%q) is invalid", in)
	}
	var got []string
	for _, p := range r.Parts {
		got = append(got, p.Rule.String()+":"+r.Text(p))
	}
	want := []string{"scheme:gopher", "host:host", "gtype:7", "selector:a%09b/c"}
	if !slices.Equal(got, want) {
		t.Errorf("Parse(%q).Parts = %q, want %q", in, got, want)
	}
	if st := r.StackAt(20); !slices.Contains(st.Rules, "selector") {
		t.Errorf("Parse(%q).StackAt(20).Rules = %q, want the selector", in, st.Rules)
	}
	for _, s := range r.Derivation().Steps {
		if s.Rule == "search" {
			t.Errorf("Parse(%q).Derivation() has a search step [%d,%d)", in, s.Start, s.End)
		}
	}
}

// TestWrapperWhitespaceIgnored checks the appendix's "The whitespace
// should be ignored when extracting the URL": a URL broken across lines
// inside "<URL:" ... ">" gets no error for its line break.
func TestWrapperWhitespaceIgnored(t *testing.T) {
	for _, in := range []string{
		"<URL:ftp://ds.in\nternic.net/rfc>",
		"<URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>",
	} {
		r := parser.Parse(in, 0)
		for _, d := range r.Diagnostics {
			if d.Code == parser.CodeControl || d.Code == parser.CodeSpace {
				t.Errorf("Parse(%q) has %s [%d,%d): %s", in, d.Code, d.Start, d.End, d.Message)
			}
		}
		if d := diagOf(r, parser.CodeWrapper); d == nil || !d.HasFix || strings.ContainsAny(d.Fix, " \n") {
			t.Errorf("Parse(%q): wrapper diagnostic %+v, want a fix to the URL without the whitespace", in, d)
		}
	}
}

// TestCodeQuotes checks that every code that cites a section of RFC 1738
// carries a sentence of that section, word for word, and that the codes
// that cite none name the document they rest on.
func TestCodeQuotes(t *testing.T) {
	for _, c := range parser.Codes() {
		switch {
		case c.RFC == "":
			if c.Quote != 0 {
				t.Errorf("Codes(): %s cites no section but quotes %q", c.Code, c.Quote)
			}
		case c.Quote.Section() != c.RFC || !parser.Quoted(c.RFC, c.Quote.String()):
			t.Errorf("Codes(): %s cites section %s with the quote %q (of section %q), which is not in it", c.Code, c.RFC, c.Quote, c.Quote.Section())
		}
	}
}
