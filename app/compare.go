package main

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file holds the logic of the "1994 vs today" comparison: the same input
// as read by RFC 1738 (package parser), by the browser's WHATWG URL parser and
// by Go's net/url, field by field.

// compareFields are the rows of the comparison, in order.
var compareFields = [...]string{"scheme", "user", "password", "host", "port", "path", "query", "fragment"}

const (
	fScheme = iota
	fUser
	fPassword
	fHost
	fPort
	fPath
	fQuery
	fFragment
	numFields
)

// A field is one component as a parser reads it. Present is false when the
// parser says the URL has no such component.
type field struct {
	Value   string
	Present bool
}

// A reading is how one parser reads the input.
type reading struct {
	Name     string
	Rejected bool   // the parser refuses the input
	Reason   string // why, when Rejected (or why the reading is partial)
	Fields   [numFields]field
}

// rfcReading is RFC 1738's reading, taken from the parts package parser
// found. The path is everything after the host (or after "scheme:" when there
// is no "//"), as the other two parsers count it: it starts with its "/" and
// includes ";type=" and gopher's %09 search; the query is a search after "?".
// RFC 1738 has no fragment: "#" ends the URL (section 2.2).
func rfcReading(res *parser.Result) reading {
	r := reading{Name: "RFC 1738"}
	if !res.Valid {
		r.Rejected = true
		r.Reason = "not valid"
		if res.Production != "" {
			r.Reason = "not valid as " + res.Production + " (parts read as best effort)"
		}
	}
	if res.Scheme != "" {
		r.Fields[fScheme] = field{res.Scheme, true}
	}
	pathStart, pathEnd := -1, -1
	for _, p := range res.Parts {
		switch p.Rule.String() {
		case "scheme":
			continue
		case "user":
			r.Fields[fUser] = field{res.Text(p), true}
			continue
		case "password":
			r.Fields[fPassword] = field{res.Text(p), true}
			continue
		case "host":
			r.Fields[fHost] = field{res.Text(p), true}
			continue
		case "port":
			r.Fields[fPort] = field{res.Text(p), true}
			continue
		case "search":
			if p.Start > 0 && res.Input[p.Start-1] == '?' {
				if !r.Fields[fQuery].Present {
					r.Fields[fQuery] = field{res.Text(p), true}
				}
				continue
			}
		}
		if r.Fields[fQuery].Present {
			continue // parts inside or after the query are not path
		}
		if pathStart < 0 || p.Start < pathStart {
			pathStart = p.Start
		}
		if p.End > pathEnd {
			pathEnd = p.End
		}
	}
	if pathStart >= 0 {
		if pathStart > 0 && res.Input[pathStart-1] == '/' {
			pathStart--
		}
		r.Fields[fPath] = field{res.Input[pathStart:pathEnd], true}
	}
	return r
}

// goReading is Go's net/url reading.
func goReading(input string) reading {
	r := reading{Name: "Go net/url"}
	u, err := url.Parse(input)
	if err != nil {
		r.Rejected = true
		r.Reason = err.Error()
		return r
	}
	if u.Scheme != "" {
		r.Fields[fScheme] = field{u.Scheme, true}
	}
	if u.User != nil {
		r.Fields[fUser] = field{u.User.Username(), true}
		if pw, ok := u.User.Password(); ok {
			r.Fields[fPassword] = field{pw, true}
		}
	}
	if u.Host != "" || strings.Contains(input, "//") {
		r.Fields[fHost] = field{u.Hostname(), true}
	}
	if port := u.Port(); port != "" {
		r.Fields[fPort] = field{port, true}
	}
	if u.Opaque != "" {
		r.Fields[fPath] = field{u.Opaque, true}
	} else if p := u.EscapedPath(); p != "" {
		r.Fields[fPath] = field{p, true}
	}
	if u.ForceQuery || u.RawQuery != "" {
		r.Fields[fQuery] = field{u.RawQuery, true}
	}
	if strings.Contains(input, "#") {
		r.Fields[fFragment] = field{u.EscapedFragment(), true}
	}
	return r
}

// whatwgURL is what the browser's URL object holds, property by property.
type whatwgURL struct {
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash string
}

// whatwgReading is the WHATWG URL Standard's reading, from the properties of
// the browser's URL object; err is the exception the constructor threw.
func whatwgReading(u whatwgURL, err string) reading {
	r := reading{Name: "WHATWG URL (this browser)"}
	if err != "" {
		r.Rejected = true
		r.Reason = err
		return r
	}
	set := func(i int, v string) {
		if v != "" {
			r.Fields[i] = field{v, true}
		}
	}
	set(fScheme, strings.TrimSuffix(u.Protocol, ":"))
	set(fUser, u.Username)
	set(fPassword, u.Password)
	set(fHost, u.Hostname)
	set(fPort, u.Port)
	set(fPath, u.Pathname)
	set(fQuery, strings.TrimPrefix(u.Search, "?"))
	set(fFragment, strings.TrimPrefix(u.Hash, "#"))
	return r
}

// browserURL asks the browser's own URL parser. It returns ok false outside a
// browser. A throw (TypeError: invalid URL) is returned as err.
func browserURL(input string) (u whatwgURL, err string, ok bool) {
	if !app.IsClient {
		return u, "", false
	}
	defer func() {
		if r := recover(); r != nil {
			u, err, ok = whatwgURL{}, "rejected: the URL constructor threw", true
			if e, isErr := r.(error); isErr {
				err = "rejected: " + e.Error()
			}
		}
	}()
	v := app.Window().Get("URL").New(input)
	get := func(k string) string { return v.Get(k).String() }
	return whatwgURL{
		Protocol: get("protocol"), Username: get("username"), Password: get("password"),
		Hostname: get("hostname"), Port: get("port"), Pathname: get("pathname"),
		Search: get("search"), Hash: get("hash"),
	}, "", true
}

// A comparison is the table: readings side by side, the rows whose values
// differ, and the known causes behind differences.
type comparison struct {
	Readings []reading
	Differs  [numFields]bool
	Notes    []compareNote
}

// A compareNote explains a known difference between 1994 and today.
type compareNote struct {
	Fields []int // rows it explains
	Text   string
}

// compare builds the comparison of the readings. res supplies the
// diagnostics that name known causes (a login where httpurl has none, a
// default port); the input's characters name the others.
func compare(res *parser.Result, readings ...reading) comparison {
	c := comparison{Readings: readings}
	for f := 0; f < numFields; f++ {
		var first string
		seen := false
		for _, r := range readings {
			if r.Rejected && r.Name != "RFC 1738" {
				continue
			}
			v := r.Fields[f].Value
			if f == fScheme || f == fHost {
				v = strings.ToLower(v)
			}
			if !seen {
				first, seen = v, true
			} else if v != first {
				c.Differs[f] = true
			}
		}
	}
	in := res.Input
	has := func(code parser.Code) bool {
		for _, d := range res.Diagnostics {
			if d.Code == code {
				return true
			}
		}
		return false
	}
	if strings.Contains(in, "~") {
		c.Notes = append(c.Notes, compareNote{[]int{fUser, fHost, fPath, fQuery},
			"\"~\" is one of RFC 1738's unsafe \"national\" characters (section 2.2), so a 1994 URL writes it %7E; RFC 3986 (2005) made \"~\" unreserved, and browsers and Go take it as it is."})
	}
	if strings.Contains(in, "#") {
		c.Notes = append(c.Notes, compareNote{[]int{fPath, fQuery, fFragment},
			"\"#\" is unsafe in RFC 1738: the fragment identifier that follows it is not part of the URL (section 2.2). WHATWG and Go split it off as the fragment."})
	}
	if strings.Contains(in, "\\") {
		c.Notes = append(c.Notes, compareNote{[]int{fHost, fPath},
			"\"\\\" is unsafe in RFC 1738. The WHATWG parser reads it as \"/\" in http, https, ftp and file URLs; Go keeps it as data."})
	}
	if has(parser.CodeDefaultPort) && r0HasPort(readings) {
		c.Notes = append(c.Notes, compareNote{[]int{fPort},
			"the port written is the scheme's default. RFC 1738 keeps what is written; the WHATWG parser drops a default port, so its port is empty."})
	}
	if has(parser.CodeLoginNotAllowed) {
		c.Notes = append(c.Notes, compareNote{[]int{fUser, fPassword, fHost},
			"this scheme's production has a hostport and no login (httpurl, section 3.3): RFC 1738 rejects \"user@\". WHATWG and Go accept a user and password in any authority."})
	}
	if has(parser.CodeSurroundingSpace) {
		c.Notes = append(c.Notes, compareNote{[]int{fScheme, fHost, fPath, fQuery},
			"whitespace before or after the URL is not part of it: RFC 1738 reads the URL without it (the appendix ignores whitespace when extracting a URL), and so does the WHATWG parser, which strips leading and trailing spaces and control characters (but not a byte order mark). Go's net/url keeps it: it rejects a URL that starts with it, and keeps a space at the end of a path."})
	}
	if strings.Contains(in[urlStart(res):urlEnd(res)], " ") {
		c.Notes = append(c.Notes, compareNote{[]int{fPath, fQuery},
			"the space is unsafe in RFC 1738 (section 2.2). The WHATWG parser percent-encodes it as %20 in a path; Go accepts it in a path but not in a host."})
	}
	if strings.Contains(in, "@") && (has(parser.CodeUnsafe) || has(parser.CodeReserved)) && strings.Count(in, "@") > 1 {
		c.Notes = append(c.Notes, compareNote{[]int{fUser, fPassword, fHost},
			"more than one \"@\": RFC 1738 requires \"@\" inside a user or password to be encoded (section 3.1). WHATWG takes the last \"@\" as the end of the login; Go does the same."})
	}
	for _, p := range res.Parts {
		if p.Rule == parser.RuleUser && p.Start == p.End {
			c.Notes = append(c.Notes, compareNote{[]int{fUser},
				"an empty user name is not an absent one in RFC 1738 (section 3.1: \"ftp://@host.com/\" has an empty user name). The WHATWG URL object cannot tell them apart."})
			break
		}
	}
	return c
}

// urlStart and urlEnd return where the URL starts and ends in res.Input:
// the parser reports whitespace around it as surrounding-space.
func urlStart(res *parser.Result) int {
	for _, d := range res.Diagnostics {
		if d.Code == parser.CodeSurroundingSpace && d.Start == 0 {
			return d.End
		}
	}
	return 0
}

func urlEnd(res *parser.Result) int {
	for _, d := range res.Diagnostics {
		if d.Code == parser.CodeSurroundingSpace && d.Start > 0 && d.End == len(res.Input) {
			return d.Start
		}
	}
	return len(res.Input)
}

// r0HasPort reports whether the first reading (RFC 1738's) has a port.
func r0HasPort(readings []reading) bool {
	return len(readings) > 0 && readings[0].Fields[fPort].Present
}

// noteFor returns the 1-based numbers of the notes that explain field f.
func (c comparison) noteFor(f int) []int {
	var out []int
	for i, n := range c.Notes {
		for _, nf := range n.Fields {
			if nf == f {
				out = append(out, i+1)
				break
			}
		}
	}
	return out
}
