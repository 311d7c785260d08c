package compare

import (
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// whatwgCases are inputs with the properties the browser's URL object
// gives for them (as the URL Standard defines them), and the causes the
// comparison must name with the browser's column in.
var whatwgCases = []struct {
	in     string
	props  Props
	thrown string
	causes string
}{
	{"http://Host:80/a#frag",
		Props{Href: "http://host/a#frag", Protocol: "http:", Hostname: "host", Pathname: "/a", Hash: "#frag"}, "",
		"host:case port:default-port path:fragment,leading-slash fragment:fragment"},
	{"https://EXAMPLE.com:443/",
		Props{Href: "https://example.com/", Protocol: "https:", Hostname: "example.com", Pathname: "/"}, "",
		"host:case port:default-port path:leading-slash"},
	{"telnet://user:pass@host:23/",
		Props{Href: "telnet://user:pass@host:23/", Protocol: "telnet:", Username: "user", Password: "pass", Hostname: "host", Port: "23", Pathname: "/"}, "",
		"path:leading-slash"},
	{"ftp://@host.com/",
		Props{Href: "ftp://host.com/", Protocol: "ftp:", Hostname: "host.com", Pathname: "/"}, "",
		"user:empty-login path:leading-slash"},
	{"ftp://foo:@host.com/",
		Props{Href: "ftp://foo@host.com/", Protocol: "ftp:", Username: "foo", Hostname: "host.com", Pathname: "/"}, "",
		"password:empty-login path:leading-slash"},
	{`http://h\a`,
		Props{Href: "http://h/a", Protocol: "http:", Hostname: "h", Pathname: "/a"}, "",
		"scheme:rejected host:rejected,backslash path:rejected,no-path"},
	{"http://h/a/./b/../c",
		Props{Href: "http://h/a/c", Protocol: "http:", Hostname: "h", Pathname: "/a/c"}, "",
		"path:leading-slash,dot-segments"},
	{"http://h/a b",
		Props{Href: "http://h/a%20b", Protocol: "http:", Hostname: "h", Pathname: "/a%20b"}, "",
		"path:leading-slash,encoded"},
	{"http://h",
		Props{Href: "http://h/", Protocol: "http:", Hostname: "h", Pathname: "/"}, "",
		"path:no-path,special-path"},
	{"http://[0:0::1]/",
		Props{Href: "http://[::1]/", Protocol: "http:", Hostname: "[::1]", Pathname: "/"}, "",
		"host:ipv6 path:leading-slash"},
	{"http://héllo.example/",
		Props{Href: "http://xn--hllo-bpa.example/", Protocol: "http:", Hostname: "xn--hllo-bpa.example", Pathname: "/"}, "",
		"host:encoded path:leading-slash"},
	{"http://h/?",
		Props{Href: "http://h/?", Protocol: "http:", Hostname: "h", Pathname: "/"}, "",
		"path:leading-slash"},
	{"mailto:a@b",
		Props{Href: "mailto:a@b", Protocol: "mailto:", Pathname: "a@b"}, "",
		""},
	{"http://h:99999/", Props{}, "TypeError: Failed to construct 'URL': Invalid URL",
		"scheme:rejected host:rejected port:rejected path:rejected,leading-slash"},
}

func TestWHATWG(t *testing.T) {
	for _, tc := range whatwgCases {
		res := parser.Parse(tc.in, 0)
		w := FromWHATWG(tc.in, tc.props, tc.thrown)
		tab := Compare(tc.in, FromRFC1738(res), FromRFC3986(tc.in), w, FromGo(tc.in))
		if got := causeString(tab); got != tc.causes {
			t.Errorf("%q: causes\n got %q\nwant %q", tc.in, got, tc.causes)
		}
		if tc.thrown != "" {
			if w.Accepted || w.Why != tc.thrown || hasCells(&w) {
				t.Errorf("%q: a throw reads as accepted=%v why=%q", tc.in, w.Accepted, w.Why)
			}
			continue
		}
		for f, c := range w.Cells {
			if c.HasSpan && (c.Start < 0 || c.End > len(tc.in) || c.Start > c.End) {
				t.Errorf("%q: %s span %d-%d", tc.in, Field(f), c.Start, c.End)
			}
		}
	}
	// Empty and absent: the URL object cannot tell them apart, but href can
	// for the query and the fragment.
	w := FromWHATWG("http://h/?#", Props{Href: "http://h/?#", Protocol: "http:", Hostname: "h", Pathname: "/"}, "")
	if q, f := w.Cells[Query], w.Cells[Fragment]; !q.Present || q.Value != "" || !f.Present || f.Value != "" {
		t.Errorf("http://h/?#: query %+v fragment %+v, want both present and empty", q, f)
	}
	w = FromWHATWG("http://h/", Props{Href: "http://h/", Protocol: "http:", Hostname: "h", Pathname: "/"}, "")
	if w.Cells[Query].Present || w.Cells[Fragment].Present || w.Cells[User].Present || w.Cells[Port].Present {
		t.Errorf("http://h/: %+v, want no query, fragment, user or port", w.Cells)
	}
}

// The URL Standard both encodes and removes dot segments in one path.
func TestWHATWGEncodedDots(t *testing.T) {
	in := "http://h/a b/./c"
	w := FromWHATWG(in, Props{Href: "http://h/a%20b/c", Protocol: "http:", Hostname: "h", Pathname: "/a%20b/c"}, "")
	tab := Compare(in, FromRFC1738(parser.Parse(in, 0)), FromRFC3986(in), w, FromGo(in))
	if got := causeString(tab); got != "path:leading-slash,encoded,dot-segments" {
		t.Errorf("causes %q", got)
	}
}
