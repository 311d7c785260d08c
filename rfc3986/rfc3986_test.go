package rfc3986

import (
	"strings"
	"testing"
)

// no is an absent component in the table below.
const no = "\x00absent"

type comps = [9]string // scheme, user, password, host, port, path, query, fragment, userinfo

var parseCases = []struct {
	in    string
	rule  string
	comps comps
	errAt int    // -1 when valid
	errIn string // the rule that stops, when not valid
}{
	// Section 1.1.2's examples.
	{"ftp://ftp.is.co.za/rfc/rfc1808.txt", "URI", comps{"ftp", no, no, "ftp.is.co.za", no, "/rfc/rfc1808.txt", no, no, no}, -1, ""},
	{"http://www.ietf.org/rfc/rfc2396.txt", "URI", comps{"http", no, no, "www.ietf.org", no, "/rfc/rfc2396.txt", no, no, no}, -1, ""},
	{"ldap://[2001:db8::7]/c=GB?objectClass?one", "URI", comps{"ldap", no, no, "[2001:db8::7]", no, "/c=GB", "objectClass?one", no, no}, -1, ""},
	{"mailto:John.Doe@example.com", "URI", comps{"mailto", no, no, no, no, "John.Doe@example.com", no, no, no}, -1, ""},
	{"news:comp.infosystems.www.servers.unix", "URI", comps{"news", no, no, no, no, "comp.infosystems.www.servers.unix", no, no, no}, -1, ""},
	{"tel:+1-816-555-1212", "URI", comps{"tel", no, no, no, no, "+1-816-555-1212", no, no, no}, -1, ""},
	{"telnet://192.0.2.16:80/", "URI", comps{"telnet", no, no, "192.0.2.16", "80", "/", no, no, no}, -1, ""},
	{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "URI", comps{"urn", no, no, no, no, "oasis:names:specification:docbook:dtd:xml:4.1.2", no, no, no}, -1, ""},
	{"foo://example.com:8042/over/there?name=ferret#nose", "URI", comps{"foo", no, no, "example.com", "8042", "/over/there", "name=ferret", "nose", no}, -1, ""},
	// Every component; empty and absent.
	{"https://user:pw@example.com:8443/a/b?x=1#frag", "URI", comps{"https", "user", "pw", "example.com", "8443", "/a/b", "x=1", "frag", "user:pw"}, -1, ""},
	{"ftp://@h/", "URI", comps{"ftp", "", no, "h", no, "/", no, no, ""}, -1, ""},
	{"ftp://:@h/", "URI", comps{"ftp", "", "", "h", no, "/", no, no, ":"}, -1, ""},
	{"ftp://u:@h:/", "URI", comps{"ftp", "u", "", "h", "", "/", no, no, "u:"}, -1, ""},
	{"http://h?#", "URI", comps{"http", no, no, "h", no, "", "", "", no}, -1, ""},
	{"file:///etc", "URI", comps{"file", no, no, "", no, "/etc", no, no, no}, -1, ""},
	{"HTTP://EXAMPLE.com/~a%2Fb", "URI", comps{"HTTP", no, no, "EXAMPLE.com", no, "/~a%2Fb", no, no, no}, -1, ""},
	{"x:", "URI", comps{"x", no, no, no, no, "", no, no, no}, -1, ""},
	// IP literals.
	{"http://[::1]:80/", "URI", comps{"http", no, no, "[::1]", "80", "/", no, no, no}, -1, ""},
	{"http://[v7.a:b]/", "URI", comps{"http", no, no, "[v7.a:b]", no, "/", no, no, no}, -1, ""},
	{"http://[::ffff:1.2.3.4]/", "URI", comps{"http", no, no, "[::ffff:1.2.3.4]", no, "/", no, no, no}, -1, ""},
	{"http://[::01.2.3.4]/", "URI", comps{"http", no, no, "[::01.2.3.4]", no, "/", no, no, no}, 10, "IPv6address"},
	{"http://[1:2:3:4:5:6:7:8:9]/", "URI", comps{"http", no, no, "[1:2:3:4:5:6:7:8:9]", no, "/", no, no, no}, 8, "IPv6address"},
	{"http://[::1/", "URI", comps{"http", no, no, "[::1", no, "/", no, no, no}, 11, "IP-literal"},
	{"http://[::1]x/", "URI", comps{"http", no, no, "[::1]x", no, "/", no, no, no}, 12, "authority"},
	{"http://::1/", "URI", comps{"http", no, no, "", ":1", "/", no, no, no}, 8, "port"},
	// Relative references.
	{"//h/p", "relative-ref", comps{no, no, no, "h", no, "/p", no, no, no}, -1, ""},
	{"foo.com", "relative-ref", comps{no, no, no, no, no, "foo.com", no, no, no}, -1, ""},
	{"", "relative-ref", comps{no, no, no, no, no, "", no, no, no}, -1, ""},
	{"#f", "relative-ref", comps{no, no, no, no, no, "", no, "f", no}, -1, ""},
	{"a:b", "URI", comps{"a", no, no, no, no, "b", no, no, no}, -1, ""},
	{":a", "relative-ref", comps{no, no, no, no, no, ":a", no, no, no}, 0, "path-noscheme"},
	{"1a:b", "URI", comps{"1a", no, no, no, no, "b", no, no, no}, 0, "scheme"},
	{"a_b:c", "URI", comps{"a_b", no, no, no, no, "c", no, no, no}, 1, "scheme"},
	// What RFC 3986 rejects.
	{"http://h/a b", "URI", comps{"http", no, no, "h", no, "/a b", no, no, no}, 10, "path-abempty"},
	{"http://h/%zz", "URI", comps{"http", no, no, "h", no, "/%zz", no, no, no}, 9, "pct-encoded"},
	{"http://h/%4", "URI", comps{"http", no, no, "h", no, "/%4", no, no, no}, 9, "pct-encoded"},
	{"http://h/a#b#c", "URI", comps{"http", no, no, "h", no, "/a", no, "b#c", no}, 12, "fragment"},
	{`http://h\a`, "URI", comps{"http", no, no, `h\a`, no, "", no, no, no}, 8, "reg-name"},
	{"http://a@b@c/", "URI", comps{"http", "a", no, "b@c", no, "/", no, no, "a"}, 10, "reg-name"},
	{"http://h:8o/", "URI", comps{"http", no, no, "h", "8o", "/", no, no, no}, 10, "port"},
	{"http://h/café", "URI", comps{"http", no, no, "h", no, "/café", no, no, no}, 12, "path-abempty"},
	{"http://h/a[b]", "URI", comps{"http", no, no, "h", no, "/a[b]", no, no, no}, 10, "path-abempty"},
	{"mailto:a@b?s=<x>", "URI", comps{"mailto", no, no, no, no, "a@b", "s=<x>", no, no}, 13, "query"},
	{"\x00", "relative-ref", comps{no, no, no, no, no, "\x00", no, no, no}, 0, "path-noscheme"},
}

func TestParse(t *testing.T) {
	for _, tc := range parseCases {
		r := Parse(tc.in)
		if r.Rule != tc.rule {
			t.Errorf("%q: rule %s, want %s", tc.in, r.Rule, tc.rule)
		}
		got := [9]Component{r.Scheme, r.User, r.Password, r.Host, r.Port, r.Path, r.Query, r.Fragment, r.Userinfo}
		for i, c := range got {
			s := no
			if c.Present {
				s = tc.in[c.Start:c.End]
			}
			if s != tc.comps[i] {
				t.Errorf("%q: component %d = %q, want %q", tc.in, i, s, tc.comps[i])
			}
		}
		if tc.errAt < 0 {
			if !r.Valid || r.Err != nil {
				t.Errorf("%q: rejected at %d (%s): %v", tc.in, r.Err.Pos, r.Err.Rule, r.Err)
			}
			continue
		}
		if r.Valid || r.Err == nil {
			t.Errorf("%q: valid, want rejected at %d by %s", tc.in, tc.errAt, tc.errIn)
			continue
		}
		if r.Err.Pos != tc.errAt || r.Err.Rule != tc.errIn {
			t.Errorf("%q: rejected at %d by %s, want at %d by %s (%s)", tc.in, r.Err.Pos, r.Err.Rule, tc.errAt, tc.errIn, r.Err)
		}
		if !strings.Contains(r.Err.Reason, "section") {
			t.Errorf("%q: reason %q names no section", tc.in, r.Err.Reason)
		}
	}
}

// TestParseHostile: no panic, and spans inside the input, on inputs a
// student might paste.
func TestParseHostile(t *testing.T) {
	for _, in := range []string{"", "[", "]", "//[", "//[]", "//[v", "//[v1.", "//@", "//:", "%", "%%", "a:%", "😀", "\xff", strings.Repeat("/", 1<<16), "//" + strings.Repeat("[", 1<<16)} {
		r := Parse(in)
		for _, c := range []Component{r.Scheme, r.Authority, r.Userinfo, r.User, r.Password, r.Host, r.Port, r.Path, r.Query, r.Fragment} {
			if c.Present && (c.Start < 0 || c.Start > c.End || c.End > len(in)) {
				t.Errorf("%.40q: component %+v outside the input", in, c)
			}
		}
		if !r.Valid && (r.Err == nil || r.Err.Pos < 0 || r.Err.Pos > len(in)) {
			t.Errorf("%.40q: rejected without a place: %+v", in, r.Err)
		}
	}
}
