package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// RFC 1738's reading comes from the parser's parts: the path keeps its
// leading "/" and ";type=", the query is a search after "?".
var rfcReadingTests = []struct {
	in   string
	want [numFields]field
}{
	{"http://host.example.com:8080/a/b?q=1", [numFields]field{
		fScheme: {"http", true}, fHost: {"host.example.com", true}, fPort: {"8080", true},
		fPath: {"/a/b", true}, fQuery: {"q=1", true},
	}},
	// 3.1: an empty user is present; an empty password too.
	{"ftp://foo:@host.com/etc;type=a", [numFields]field{
		fScheme: {"ftp", true}, fUser: {"foo", true}, fPassword: {"", true}, fHost: {"host.com", true},
		fPath: {"/etc;type=a", true},
	}},
	{"mailto:timbl@info.cern.ch", [numFields]field{
		fScheme: {"mailto", true}, fPath: {"timbl@info.cern.ch", true},
	}},
}

func TestRFCReading(t *testing.T) {
	for _, c := range rfcReadingTests {
		r := rfcReading(parser.Parse(c.in, 0))
		if r.Fields != c.want {
			t.Errorf("rfcReading(%q) = %+v, want %+v", c.in, r.Fields, c.want)
		}
	}
}

func TestGoReading(t *testing.T) {
	r := goReading("http://user:pw@host:80/a%20b?q#frag")
	want := [numFields]field{
		fScheme: {"http", true}, fUser: {"user", true}, fPassword: {"pw", true}, fHost: {"host", true},
		fPort: {"80", true}, fPath: {"/a%20b", true}, fQuery: {"q", true}, fFragment: {"frag", true},
	}
	if r.Rejected || r.Fields != want {
		t.Errorf("goReading = %+v, want %+v", r, want)
	}
	if r := goReading("http://host/100%.html"); !r.Rejected || r.Reason == "" {
		t.Errorf("goReading of a bad escape = %+v, want rejected with a reason", r)
	}
}

func TestWhatwgReading(t *testing.T) {
	r := whatwgReading(whatwgURL{Protocol: "http:", Hostname: "host", Pathname: "/~user/", Search: "?q", Hash: "#x"}, "")
	want := [numFields]field{
		fScheme: {"http", true}, fHost: {"host", true}, fPath: {"/~user/", true}, fQuery: {"q", true}, fFragment: {"x", true},
	}
	if r.Fields != want {
		t.Errorf("whatwgReading = %+v, want %+v", r.Fields, want)
	}
	if r := whatwgReading(whatwgURL{}, "rejected: TypeError"); !r.Rejected || r.Reason != "rejected: TypeError" {
		t.Errorf("whatwgReading of a throw = %+v, want rejected", r)
	}
}

// The comparison marks the rows that differ and names the known causes.
func TestCompare(t *testing.T) {
	in := "http://user@host:80/~a#frag"
	res := parser.Parse(in, 0)
	// What a browser says for it: the default port dropped, the fragment split off.
	browser := whatwgReading(whatwgURL{Protocol: "http:", Username: "user", Hostname: "host", Pathname: "/~a", Hash: "#frag"}, "")
	c := compare(res, rfcReading(res), browser, goReading(in))
	for _, f := range []int{fPort, fFragment} {
		if !c.Differs[f] {
			t.Errorf("compare(%q): %s not marked as differing", in, compareFields[f])
		}
	}
	if c.Differs[fScheme] {
		t.Errorf("compare(%q): scheme marked as differing", in)
	}
	for _, f := range []int{fPort, fFragment, fUser} {
		if len(c.noteFor(f)) == 0 {
			t.Errorf("compare(%q): no note explains %s; notes %+v", in, compareFields[f], c.Notes)
		}
	}
	// The notes name "~", "#", the default port and the login in http.
	var texts []string
	for _, n := range c.Notes {
		texts = append(texts, n.Text)
	}
	for _, want := range []string{"\"~\"", "\"#\"", "default", "login"} {
		if !slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, want) }) {
			t.Errorf("compare(%q): no note mentions %s: %q", in, want, texts)
		}
	}
	// Whitespace around the URL has its own note, and is not "the space" inside it.
	spaced := " http://host/a "
	sres := parser.Parse(spaced, 0)
	sc := compare(sres, rfcReading(sres), whatwgReading(whatwgURL{Protocol: "http:", Hostname: "host", Pathname: "/a"}, ""), goReading(spaced))
	if sc.Differs[fScheme] || sc.Differs[fPath] {
		t.Errorf("compare(%q): RFC 1738 and WHATWG both read %q without the whitespace; differs %v", spaced, "http://host/a", sc.Differs)
	}
	if len(sc.Notes) != 1 || !strings.Contains(sc.Notes[0].Text, "whitespace before or after the URL") || len(sc.noteFor(fScheme)) != 1 {
		t.Errorf("compare(%q): notes %+v, want the one on whitespace around the URL", spaced, sc.Notes)
	}
	// A space inside the URL still has its note, with whitespace around or not.
	for _, in := range []string{" http://host/a b\t", "http://host/a b"} {
		r := parser.Parse(in, 0)
		c := compare(r, rfcReading(r))
		if !slices.ContainsFunc(c.Notes, func(n compareNote) bool { return strings.HasPrefix(n.Text, "the space is unsafe") }) {
			t.Errorf("compare(%q): no note on the space inside the URL: %+v", in, c.Notes)
		}
	}
	// A rejecting browser is shown as rejected and left out of the marking.
	c = compare(res, rfcReading(res), whatwgReading(whatwgURL{}, "rejected: TypeError: Invalid URL"))
	if !c.Readings[1].Rejected {
		t.Errorf("a throwing URL constructor is not shown as rejected")
	}
}
