package compare

import (
	"net/url"
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/rfc3986"
)

func span(s string, start, end int) Cell {
	return Cell{Present: true, Value: s[start:end], Start: start, End: end, HasSpan: true}
}

// FromRFC1738 is RFC 1738's reading, from the parts package parser found
// (its best effort when it rejects the input).
//
// A URL with "//" after the scheme is read by section 3.1's common Internet
// scheme syntax: login (user, password), host, port, and a url-path that is
// everything after the "/" that ends the hostport (that "/" is not part of
// it). A query is only a search the scheme defines after "?" (http, section
// 3.3; wais, section 3.9); elsewhere a "?" is part of the url-path. RFC 1738
// has no fragment: "#" is unsafe and what follows it is not part of the URL
// (section 2.2), so a reading never has one. A URL without "//" (mailto,
// news, ...) has the text after "scheme:" as its path.
func FromRFC1738(res *parser.Result) Reading {
	r := Reading{Reader: RFC1738, Name: say("compare.reader.rfc1738.title"), Accepted: res.Valid, Rule: res.Production, At: -1}
	if !res.Valid {
		r.Why = say("compare.rfc1738.not-a-url")
		for _, d := range res.Diagnostics {
			if d.Severity == parser.Error {
				if d.RFC == "appendix" {
					// The appendix is named, not numbered: a language may
					// say "the appendix" otherwise than "section N".
					r.Why = say("compare.rfc1738.why.appendix", d.Message)
				} else {
					r.Why = say("compare.rfc1738.why", d.Message, d.RFC)
				}
				r.At = int(d.Start)
				break
			}
		}
		if res.Failure != nil && r.At < 0 {
			r.At = res.Failure.Pos
		}
	}
	in := res.Input
	end := urlEnd(res)
	var scheme, host, port *parser.Part
	var search *parser.Part
	slashes := false // the URL has "//" after "scheme:": the common Internet scheme syntax
	for i := range res.Parts {
		p := &res.Parts[i]
		rule := p.Rule
		if rule == parser.RuleScheme {
			scheme = p
			r.Cells[Scheme] = partSpan(in, p)
			// mailto and news have no "//" syntax: there it is part of
			// the address or the group (sections 3.5, 3.6).
			slashes = strings.HasPrefix(in[p.End:], "://") && res.Production != "mailtourl" && res.Production != "newsurl"
			continue
		}
		if !slashes && (rule == parser.RuleUser || rule == parser.RulePassword || rule == parser.RuleHost || rule == parser.RulePort) {
			continue // news's article@host, say: not section 3.1's host
		}
		switch rule {
		case parser.RuleUser:
			r.Cells[User] = partSpan(in, p)
		case parser.RulePassword:
			r.Cells[Password] = partSpan(in, p)
		case parser.RuleHost:
			host = p
			r.Cells[Host] = partSpan(in, p)
		case parser.RulePort:
			port = p
			r.Cells[Port] = partSpan(in, p)
		case parser.RuleSearch:
			if search == nil && p.Start > 0 && in[p.Start-1] == '?' && (res.Scheme == "http" || res.Scheme == "wais") {
				search = p
				r.Cells[Query] = partSpan(in, p)
			}
		}
	}
	if scheme == nil {
		return r
	}
	rest := int(scheme.End) + 1 // after "scheme:"
	if rest > end {
		return r
	}
	pathEnd := end
	if search != nil {
		pathEnd = int(search.Start) - 1
	}
	// A valid genericurl whose "//..." is no ip-schemepart (no host of
	// section 3.1 follows the "//") is valid by schemepart = *xchar alone:
	// all of it is one opaque string, and section 3.1's login, host and
	// port would be made up.
	if slashes && host == nil && res.Valid && res.Production == "genericurl" {
		slashes = false
	}
	if !slashes {
		r.Cells[Path] = span(in, rest, pathEnd)
		return r
	}
	// The common Internet scheme syntax.
	hostportEnd := rest + 2
	if host == nil {
		// The parser found no host (it rejects the one there, or there
		// is none): split the login and the hostport by section 3.1.
		hostportEnd = split3_1(in, rest+2, pathEnd, &r)
	} else {
		hostportEnd = int(host.End)
		if port != nil {
			hostportEnd = int(port.End)
		}
	}
	if hostportEnd < end && in[hostportEnd] == '/' && hostportEnd+1 <= pathEnd {
		r.Cells[Path] = span(in, hostportEnd+1, pathEnd)
	}
	return r
}

// partSpan is the cell of in under the parser's part p.
func partSpan(in string, p *parser.Part) Cell { return span(in, int(p.Start), int(p.End)) }

// split3_1 reads in[a:end], what follows "//", by the common Internet
// scheme syntax of section 3.1: a login ending at the last "@" before the
// first "/" (user, and password after its first ":"), the host up to ":"
// (an IPv6 literal up to its "]") and the port after it. It sets r's user,
// password, host and port, and returns where the hostport ends.
func split3_1(in string, a, end int, r *Reading) int {
	ae := a + strings.IndexByte(in[a:end]+"/", '/')
	h := a
	if i := strings.LastIndexByte(in[a:ae], '@'); i >= 0 {
		at := a + i
		r.Cells[User] = span(in, a, at)
		if j := strings.IndexByte(in[a:at], ':'); j >= 0 {
			r.Cells[User] = span(in, a, a+j)
			r.Cells[Password] = span(in, a+j+1, at)
		}
		h = at + 1
	}
	he := h
	if h < ae && in[h] == '[' {
		if j := strings.IndexByte(in[h:ae], ']'); j >= 0 {
			he = h + j + 1
		}
	}
	if j := strings.IndexByte(in[he:ae], ':'); j >= 0 {
		he += j
		r.Cells[Port] = span(in, he+1, ae)
	} else {
		he = ae
	}
	r.Cells[Host] = span(in, h, he)
	return ae
}

// urlEnd is where the URL ends in res.Input: before whitespace after it,
// or before the ">" of a "<URL:...>" wrapper, which the parser reads the
// URL without.
func urlEnd(res *parser.Result) int {
	end := len(res.Input)
	for _, d := range res.Diagnostics {
		if d.Code == parser.CodeSurroundingSpace && d.Start > 0 && int(d.End) == end {
			end = int(d.Start)
		}
	}
	for _, d := range res.Diagnostics {
		if d.Code == parser.CodeWrapper && int(d.End) == end && end > 0 && res.Input[end-1] == '>' {
			end--
		}
	}
	return end
}

// FromRFC3986 is RFC 3986's reading (package rfc3986).
func FromRFC3986(input string) Reading {
	p := rfc3986.Parse(input)
	r := Reading{Reader: RFC3986, Name: say("compare.reader.rfc3986.title"), Accepted: p.Valid, Rule: p.Rule, At: -1}
	if p.Err != nil {
		r.At = p.Err.Pos
		r.Why = rfc3986Why(input, p.Err)
	}
	comps := [NumFields]rfc3986.Component{p.Scheme, p.User, p.Password, p.Host, p.Port, p.Path, p.Query, p.Fragment}
	for f, c := range comps {
		if c.Present {
			r.Cells[f] = span(input, c.Start, c.End)
		}
	}
	return r
}

// rfc3986Why is why RFC 3986's reading stops, said by the comparison's
// statements: package rfc3986 writes its Reason in English, and a
// translated page must not show it. It reads the same in English
// (TestRFC3986WhyIsReason); a reason it does not know is shown as written.
func rfc3986Why(in string, e *rfc3986.Error) string {
	var b byte
	if e.Pos >= 0 && e.Pos < len(in) {
		b = in[e.Pos]
	}
	switch e.Rule {
	case "scheme":
		if e.Pos == 0 {
			return say("compare.rfc3986.scheme-start", quoteByte(b))
		}
		return say("compare.rfc3986.scheme-char", quoteByte(b))
	case "port":
		return say("compare.rfc3986.port", quoteByte(b))
	case "IP-literal":
		return say("compare.rfc3986.ip-literal")
	case "authority":
		return say("compare.rfc3986.after-ip-literal")
	case "IPvFuture":
		return say("compare.rfc3986.ipvfuture")
	case "IPv6address":
		return say("compare.rfc3986.ipv6")
	case "pct-encoded":
		return say("compare.rfc3986.pct-encoded")
	case "path-noscheme":
		if b == ':' {
			return say("compare.rfc3986.colon")
		}
	}
	// A byte the component's rule does not take.
	const hex = "0123456789ABCDEF"
	x := string([]byte{hex[b>>4], hex[b&15]})
	switch {
	case e.Section == "":
		return e.Reason
	case strings.IndexByte("#[]?/@:", b) >= 0:
		return say("compare.rfc3986.delimiter", quoteByte(b), e.Rule, x, e.Section)
	case b >= 0x80:
		return say("compare.rfc3986.non-ascii", quoteByte(b), e.Rule, x, e.Section)
	}
	return say("compare.rfc3986.char", quoteByte(b), e.Rule, x, e.Section)
}

// quoteByte quotes one byte as package rfc3986's messages do: printable
// ASCII as itself, the space and any other octet by name.
func quoteByte(b byte) string {
	switch {
	case b == '"':
		return `"\""`
	case b > ' ' && b < 0x7f:
		return `"` + string(rune(b)) + `"`
	case b == ' ':
		return say("compare.rfc3986.space")
	}
	const hex = "0123456789ABCDEF"
	return say("compare.rfc3986.octet", string([]byte{hex[b>>4], hex[b&15]}))
}

// FromGo is Go's net/url reading (url.Parse). The values are the URL's
// fields as Go holds them: the user, password, host, path and fragment
// percent-decoded (URL.Path, not RawPath), the host without its IPv6
// brackets (Hostname), the scheme lower-cased; the query raw (RawQuery).
// Go has no absent path: it is always present, perhaps empty. The spans
// are where Go's own split finds each component in the input.
func FromGo(input string) Reading {
	r := Reading{Reader: GoNet, Name: say("compare.reader.gonet.title"), At: -1}
	u, err := url.Parse(input)
	if err != nil {
		r.Why = err.Error()
		if e, ok := err.(*url.Error); ok {
			r.Why = e.Err.Error()
		}
		return r
	}
	r.Accepted = true
	loc := goSplit(input)
	set := func(f Field, v string) {
		c := Cell{Present: true, Value: v}
		if s := loc[f]; s.Present {
			c.Start, c.End, c.HasSpan = s.Start, s.End, true
		}
		r.Cells[f] = c
	}
	if u.Scheme != "" {
		set(Scheme, u.Scheme)
	}
	if u.User != nil {
		set(User, u.User.Username())
		if pw, ok := u.User.Password(); ok {
			set(Password, pw)
		}
	}
	if loc[Host].Present {
		set(Host, u.Hostname())
		if strings.HasSuffix(u.Host, ":") || u.Port() != "" {
			set(Port, u.Port())
		}
	}
	if u.Opaque != "" {
		set(Path, u.Opaque)
	} else {
		set(Path, u.Path)
	}
	if u.ForceQuery || u.RawQuery != "" {
		set(Query, u.RawQuery)
	}
	if loc[Fragment].Present {
		set(Fragment, u.Fragment)
	}
	return r
}

// goSplit finds the components in s as url.Parse splits it: the fragment
// after the first "#", the scheme before a ":" if what precedes it is a
// scheme, the query after the first "?", the authority after "//" up to
// the next "/", the login before its last "@", the password after the
// login's first ":", the port after the host's last ":" (after "]" for an
// IPv6 literal).
func goSplit(s string) (loc [NumFields]Cell) {
	mark := func(f Field, start, end int) { loc[f] = Cell{Present: true, Start: start, End: end} }
	end := len(s)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		mark(Fragment, i+1, end)
		end = i
	}
	rest := 0
	for i := 0; i < end; i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			continue
		}
		if i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.') {
			continue
		}
		if c == ':' && i > 0 {
			mark(Scheme, 0, i)
			rest = i + 1
		}
		break
	}
	if i := strings.IndexByte(s[rest:end], '?'); i >= 0 {
		mark(Query, rest+i+1, end)
		end = rest + i
	}
	if strings.HasPrefix(s[rest:end], "//") && (loc[Scheme].Present || !strings.HasPrefix(s[rest:end], "///")) {
		a := rest + 2
		ae := a + strings.IndexByte(s[a:end]+"/", '/')
		h := a
		if i := strings.LastIndexByte(s[a:ae], '@'); i >= 0 {
			at := a + i
			mark(User, a, at)
			if j := strings.IndexByte(s[a:at], ':'); j >= 0 {
				mark(User, a, a+j)
				mark(Password, a+j+1, at)
			}
			h = at + 1
		}
		he := ae
		if j := strings.LastIndexByte(s[h:ae], ':'); j >= 0 && !strings.Contains(s[h+j:ae], "]") {
			he = h + j
			mark(Port, he+1, ae)
		}
		if he-h >= 2 && s[h] == '[' && s[he-1] == ']' {
			mark(Host, h+1, he-1)
		} else {
			mark(Host, h, he)
		}
		rest = ae
	}
	mark(Path, rest, end)
	return loc
}
