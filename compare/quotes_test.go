package compare

import (
	"regexp"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/rfc3986"
)

// quoteTables are comparisons that, between them, make every cause speak:
// the reading cases, the browser's cases, and a few more.
func quoteTables(t *testing.T) []Table {
	t.Helper()
	var tabs []Table
	for _, tc := range readingCases {
		tabs = append(tabs, Of(parser.Parse(tc.in, 0)))
	}
	for _, tc := range whatwgCases {
		res := parser.Parse(tc.in, 0)
		tabs = append(tabs, Compare(tc.in, FromRFC1738(res), FromRFC3986(tc.in), FromWHATWG(tc.in, tc.props, tc.thrown), FromGo(tc.in)))
	}
	for _, in := range []string{
		"http://h:1:2/",         // colons
		"file://h:80/x",         // file-port
		"gopher://h/1a%2Fb%09c", // decoded, in gopher
		"x-foo://%5B/",          // no-authority, an opaque genericurl
		"news://h/g",            // no-authority
		"http://u@h/",           // http-login
	} {
		tabs = append(tabs, Of(parser.Parse(in, 0)))
	}
	// empty-port: the browser drops an empty port.
	in := "telnet://h:/"
	tabs = append(tabs, Compare(in, FromRFC1738(parser.Parse(in, 0)), FromRFC3986(in),
		FromWHATWG(in, Props{Href: "telnet://h/", Protocol: "telnet:", Hostname: "h", Pathname: "/"}, ""), FromGo(in)))
	return tabs
}

// sectionRef finds the sections an explanation names: "section 2.2",
// "sections 3.5, 3.6", "(appendix)", "appendix C".
var sectionRef = regexp.MustCompile(`sections? ([0-9]+(?:\.[0-9]+)*(?:, [0-9]+(?:\.[0-9]+)*)*)|appendix(?: ([A-Z])\b)?`)

// TestCauseQuotes: every cause's explanation carries the sentences it
// rests on, each found word for word in the section it names (RFC 1738's
// text through parser.Quoted, RFC 3986's through rfc3986.Quoted), and
// every section the explanation names has its sentence among them.
func TestCauseQuotes(t *testing.T) {
	seen := map[string]bool{}
	for _, tab := range quoteTables(t) {
		for _, row := range tab.Rows {
			if len(row.Quotes) != len(row.Causes) || len(row.Why) != len(row.Causes) {
				t.Errorf("%q %s: %d causes, %d explanations, %d quote lists", tab.Input, row.Field, len(row.Causes), len(row.Why), len(row.Quotes))
				continue
			}
			for i, name := range row.Causes {
				seen[name] = true
				has := map[string]bool{}
				for _, c := range row.Quotes[i] {
					has[c.Section] = true
					var ok bool
					switch c.Doc {
					case "RFC 1738":
						ok = parser.Quoted(c.Section, c.Quote)
					case "RFC 3986":
						ok = rfc3986.Quoted(c.Section, c.Quote)
					}
					if !ok {
						t.Errorf("%q %s %s: %s section %s does not hold %q", tab.Input, row.Field, name, c.Doc, c.Section, c.Quote)
					}
				}
				for _, m := range sectionRef.FindAllStringSubmatch(row.Why[i], -1) {
					secs := strings.Split(m[1], ", ")
					if m[1] == "" {
						secs = []string{"appendix"}
						if m[2] != "" {
							secs = []string{m[2]}
						}
					}
					for _, sec := range secs {
						if !has[sec] {
							t.Errorf("%q %s %s: the explanation names section %s and quotes none of it:\n%s", tab.Input, row.Field, name, sec, row.Why[i])
						}
					}
				}
			}
		}
	}
	for _, c := range causes {
		if !seen[c.name] && c.name != "rejected" {
			t.Errorf("no table makes cause %q speak", c.name)
		}
	}
}

// TestCauseWording: what the comparison says of each document is what the
// document says.
func TestCauseWording(t *testing.T) {
	why := func(in string, f Field, props *Props) string {
		res := parser.Parse(in, 0)
		tab := Of(res)
		if props != nil {
			tab = Compare(in, FromRFC1738(res), FromRFC3986(in), FromWHATWG(in, *props, ""), FromGo(in))
		}
		return strings.Join(tab.Rows[f].Why, " ")
	}
	for _, tt := range []struct {
		in         string
		f          Field
		props      *Props
		has, hasNo string
	}{
		// Appendix C: the "URL:" prefix "is no longer recommended".
		{"<URL:http://h/>", Scheme, nil, "is no longer recommended", "as RFC 3986 advises"},
		// RFC 1738 section 3.1 tells an empty password from none, with
		// "ftp://foo:@host.com/"; RFC 3986 section 3.2.1 reads an empty
		// string after ":" as "indicating no password", the opposite; and
		// section 6.2.3 asks normalization to keep a delimiter whose component is empty.
		{"ftp://foo:@host.com/", Password, &Props{Href: "ftp://foo@host.com/", Protocol: "ftp:", Username: "foo", Hostname: "host.com", Pathname: "/"},
			`"ftp://foo:@host.com/" has an empty password`, "does not say an empty part differs from none"},
		{"ftp://foo:@host.com/", Password, &Props{Href: "ftp://foo@host.com/", Protocol: "ftp:", Username: "foo", Hostname: "host.com", Pathname: "/"},
			`"indicating no password" (section 3.2.1)`, ""},
		{"ftp://@host.com/", User, &Props{Href: "ftp://host.com/", Protocol: "ftp:", Hostname: "host.com", Pathname: "/"},
			`"should not remove delimiters when their associated component is empty" (section 6.2.3)`, "does not say an empty part differs from none"},
		// Section 2.1: programs "should treat upper case letters as
		// equivalent"; "case-insensitive" is not RFC 1738's word.
		{"HTTP://h/", Scheme, nil, "should treat a scheme's upper case letters as lower case", "case-insensitive"},
		// RFC 3986 finds no scheme in "<URL:...>" (a scheme starts with a
		// letter); "<URL" is only where the text splits.
		{"<URL:http://h/>", Scheme, nil, "it finds no scheme", `reads "<URL" as the scheme`},
		// "~": unsafe, and so encoded (2.2); the rejection is not in the
		// unsafe sentence.
		{"http://h/~a", Path, nil, "unsafe characters must be encoded", "the 1994 BNF rejects it"},
		// Section 3.2: "Some schemes do not allow ... port".
		{"file://h:80/x", Port, nil, `"some schemes do not allow" one`, "has a port in any scheme"},
		// The appendix's "whitespace should be ignored" is about line
		// breaks inside a long URL, not whitespace around one.
		{" http://h/ ", Path, &Props{Href: "http://h/", Protocol: "http:", Hostname: "h", Pathname: "/"}, "insignificant spaces may be introduced", "should be ignored when extracting"},
		// A scheme RFC 1738 does not define may reserve "?" (2.2): its
		// "?" is not said to be data.
		{"foo://h/a?b", Query, nil, "may reserve", "are data"},
		// Section 3.4.1: in gopher, %09 is a delimiter.
		{"gopher://h/1a%2Fb%09c", Path, nil, "%09 is the delimiter", "changes what the URL means"},
		// Section 2.2 files 80-FF under "no corresponding graphic US-ASCII".
		{"http://h/\xe9", Path, &Props{Href: "http://h/%C3%A9", Protocol: "http:", Hostname: "h", Pathname: "/%E9"}, "are not used in US-ASCII", "unsafe"},
	} {
		got := why(tt.in, tt.f, tt.props)
		if !strings.Contains(got, tt.has) || tt.hasNo != "" && strings.Contains(got, tt.hasNo) {
			t.Errorf("%q %s: %q; want %q and not %q", tt.in, tt.f, got, tt.has, tt.hasNo)
		}
	}
}
