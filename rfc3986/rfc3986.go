// Package rfc3986 reads a string as RFC 3986 ("Uniform Resource Identifier
// (URI): Generic Syntax", January 2005) does: the generic syntax of
// today's IETF URIs, by the ABNF of its Appendix A.
//
// Parse never fails and never panics. It says whether the input is a
// URI-reference and which of its two forms it is (URI, with a scheme, or
// relative-ref), gives each component with its byte span, and for a
// rejected input says where the grammar stopped and why. A component is
// present when the input has it, even when it is empty: "http://h/?" has an
// empty query, "http://h/" none.
//
// The package uses the standard library only. Its text of RFC 3986 is
// rfc3986.txt, beside this file.
package rfc3986

import "strings"

// A Component is one component of the input: Input[Start:End] when Present.
type Component struct {
	Start, End int
	Present    bool
}

// Len is the component's length in bytes.
func (c Component) Len() int { return c.End - c.Start }

// A Result is RFC 3986's reading of one input.
type Result struct {
	Input string

	// Rule is the form the input was read by: "URI" when it starts with a
	// scheme and ":", "relative-ref" otherwise (section 4.1).
	Rule string

	// Valid is true when Input matches Rule, and so URI-reference.
	Valid bool

	// The components (section 3). Userinfo is split at its first ":" into
	// User and Password, the "user:password" form that section 3.2.1
	// deprecates but still describes. Path is always present (it may be
	// empty): every URI has a path.
	Scheme, Authority, Userinfo, User, Password, Host, Port, Path, Query, Fragment Component

	// Err is where and why the input does not match Rule; nil when Valid.
	Err *Error
}

// Text returns the component's text, "" when it is absent.
func (r *Result) Text(c Component) string {
	if !c.Present {
		return ""
	}
	return r.Input[c.Start:c.End]
}

// An Error is where the grammar stopped: Input[Pos] is the first byte that
// Rule cannot take (Pos == len(Input) when the input ends too soon).
type Error struct {
	Pos     int
	Rule    string // the ABNF rule that cannot take it, e.g. "reg-name"
	Reason  string // lower case, for a reader
	Section string // the section of RFC 3986 Reason cites, e.g. "3.2.2"
}

func (e *Error) Error() string { return e.Reason }

// Parse reads s by RFC 3986's grammar. It splits s into components as
// Appendix B does (the split holds for every URI-reference) and then checks
// each component against its rule.
func Parse(s string) *Result {
	r := &Result{Input: s, Rule: "relative-ref"}
	rest := 0 // where hier-part or relative-part starts
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '/' || c == '?' || c == '#' {
			break
		}
		if c == ':' {
			if i > 0 {
				r.Rule = "URI"
				r.Scheme = Component{0, i, true}
				rest = i + 1
			}
			break
		}
	}
	end := len(s)
	if i := indexByte(s, rest, '#'); i >= 0 {
		r.Fragment = Component{i + 1, len(s), true}
		end = i
	}
	if i := indexByte(s[:end], rest, '?'); i >= 0 {
		r.Query = Component{i + 1, end, true}
		end = i
	}
	pathStart := rest
	if hasPrefixAt(s[:end], rest, "//") {
		a := rest + 2
		ae := a
		for ae < end && s[ae] != '/' {
			ae++
		}
		r.Authority = Component{a, ae, true}
		r.splitAuthority(a, ae)
		pathStart = ae
	}
	r.Path = Component{pathStart, end, true}

	r.check()
	r.Valid = r.Err == nil
	return r
}

// splitAuthority finds userinfo, host and port in s[a:e] (section 3.2).
// Userinfo holds no "@", so the first "@" ends it; reg-name holds no ":",
// so the first ":" after the host (after "]" for an IP-literal) starts the
// port.
func (r *Result) splitAuthority(a, e int) {
	s := r.Input
	h := a
	if i := indexByte(s[:e], a, '@'); i >= 0 {
		r.Userinfo = Component{a, i, true}
		r.User = Component{a, i, true}
		if j := indexByte(s[:i], a, ':'); j >= 0 {
			r.User.End = j
			r.Password = Component{j + 1, i, true}
		}
		h = i + 1
	}
	he := h
	if h < e && s[h] == '[' {
		he = e
		if j := indexByte(s[:e], h, ']'); j >= 0 {
			he = j + 1
			for he < e && s[he] != ':' {
				he++
			}
		}
	} else {
		for he < e && s[he] != ':' {
			he++
		}
	}
	r.Host = Component{h, he, true}
	if he < e && s[he] == ':' {
		r.Port = Component{he + 1, e, true}
	}
}

// check validates each component in input order and sets r.Err to the
// first failure.
func (r *Result) check() {
	s := r.Input
	fail := func(pos int, rule, section, reason string) {
		if r.Err == nil {
			r.Err = &Error{Pos: pos, Rule: rule, Reason: reason, Section: section}
		}
	}
	if r.Scheme.Present {
		if !isAlpha(s[0]) {
			fail(0, "scheme", "3.1", "a scheme starts with a letter, not "+quoteByte(s[0])+" (section 3.1)")
		}
		for i := 1; i < r.Scheme.End; i++ {
			if c := s[i]; !isAlpha(c) && !isDigit(c) && c != '+' && c != '-' && c != '.' {
				fail(i, "scheme", "3.1", quoteByte(c)+" cannot be in a scheme: only letters, digits, \"+\", \"-\" and \".\" (section 3.1)")
				break
			}
		}
	}
	if r.Authority.Present {
		if r.Userinfo.Present {
			r.scan(r.Userinfo, "userinfo", userinfoBytes, fail)
		}
		r.checkHost(fail)
		if r.Port.Present {
			for i := r.Port.Start; i < r.Port.End; i++ {
				if !isDigit(s[i]) {
					fail(i, "port", "3.2.3", quoteByte(s[i])+" in the port, which is digits only (section 3.2.3)")
					break
				}
			}
		}
	}
	if p := r.Path; p.Present {
		// Without an authority, a relative-ref's first segment cannot hold
		// ":" (path-noscheme): it would read as a scheme.
		if r.Rule == "relative-ref" && !r.Authority.Present {
			for i := p.Start; i < p.End && s[i] != '/'; i++ {
				if s[i] == ':' {
					fail(i, "path-noscheme", "4.2", "\":\" in the first segment of a relative reference, where it would read as the end of a scheme (section 4.2)")
					break
				}
			}
		}
		r.scan(p, pathRule(r), pcharBytes, fail)
	}
	if r.Query.Present {
		r.scan(r.Query, "query", queryBytes, fail)
	}
	if r.Fragment.Present {
		r.scan(r.Fragment, "fragment", queryBytes, fail)
	}
}

// pathRule names the path's rule: path-abempty after an authority, and
// otherwise by its first bytes.
func pathRule(r *Result) string {
	p := r.Input[r.Path.Start:r.Path.End]
	switch {
	case r.Authority.Present:
		return "path-abempty"
	case p == "":
		return "path-empty"
	case p[0] == '/':
		return "path-absolute"
	case r.Rule == "relative-ref":
		return "path-noscheme"
	}
	return "path-rootless"
}

// checkHost validates the host: IP-literal, or else reg-name (which takes
// every IPv4address too).
func (r *Result) checkHost(fail func(int, string, string, string)) {
	s := r.Input
	h := r.Host
	if h.Len() > 0 && s[h.Start] == '[' {
		j := indexByte(s[:h.End], h.Start, ']')
		if j < 0 {
			fail(h.End, "IP-literal", "3.2.2", "\"[\" starts an IP literal that no \"]\" ends (section 3.2.2)")
			return
		}
		if j+1 < h.End {
			fail(j+1, "authority", "3.2", "after the \"]\" of an IP literal comes \":\" and the port, or the end of the authority (section 3.2)")
			return
		}
		lit := s[h.Start+1 : j]
		if len(lit) > 0 && (lit[0] == 'v' || lit[0] == 'V') {
			if pos, ok := ipvFuture(lit); !ok {
				fail(h.Start+1+pos, "IPvFuture", "3.2.2", "not an IPvFuture address: \"v\", hex digits, \".\", then unreserved, sub-delims or \":\" (section 3.2.2)")
			}
			return
		}
		if pos, ok := ipv6(lit); !ok {
			fail(h.Start+1+pos, "IPv6address", "3.2.2", "not an IPv6 address: up to eight groups of one to four hex digits, one \"::\" at most (section 3.2.2)")
		}
		return
	}
	r.scan(h, "reg-name", regNameBytes, fail)
}

// The bytes each rule takes as they are, beside pct-encoded: unreserved,
// sub-delims and the rule's extra bytes, as tables indexed by byte.
var (
	regNameBytes  = byteSet("")     // reg-name
	userinfoBytes = byteSet(":")    // userinfo
	pcharBytes    = byteSet(":@/")  // path: pchar and "/"
	queryBytes    = byteSet(":@/?") // query and fragment
)

func byteSet(extra string) *[256]bool {
	var t [256]bool
	for c := 0; c < 256; c++ {
		t[c] = isUnreserved(byte(c)) || isSubDelim(byte(c)) || strings.IndexByte(extra, byte(c)) >= 0
	}
	return &t
}

// scan checks that c holds only pct-encoded and the bytes of set.
func (r *Result) scan(c Component, rule string, set *[256]bool, fail func(int, string, string, string)) {
	s := r.Input
	for i := c.Start; i < c.End; i++ {
		b := s[i]
		switch {
		case set[b]:
		case b == '%':
			if i+2 >= c.End || !isHex(s[i+1]) || !isHex(s[i+2]) {
				fail(i, "pct-encoded", "2.1", "\"%\" not followed by two hex digits (pct-encoded, section 2.1)")
				return
			}
			i += 2
		default:
			fail(i, rule, sectionOf(rule), quoteByte(b)+" cannot be in the "+rule+why(b)+" (section "+sectionOf(rule)+")")
			return
		}
	}
}

// why says, for a byte no component takes as it is, what to write instead.
func why(b byte) string {
	switch {
	case b == '#' || b == '[' || b == ']' || b == '?' || b == '/' || b == '@' || b == ':':
		return ", where it is a delimiter; as data it is written %" + hex2(b)
	case b >= 0x80:
		return ": a URI is ASCII, so the octet is written %" + hex2(b)
	}
	return ": it is written %" + hex2(b)
}

func sectionOf(rule string) string {
	switch rule {
	case "userinfo":
		return "3.2.1"
	case "reg-name":
		return "3.2.2"
	case "query":
		return "3.4"
	case "fragment":
		return "3.5"
	}
	return "3.3"
}

// ipv6 reports whether s is an IPv6address: eight 16-bit pieces of one to
// four hex digits, the last two of which may be an IPv4address, with one
// "::" at most standing for one or more zero pieces. When it is not, pos is
// the offset in s of the piece that cannot be one.
func ipv6(s string) (pos int, ok bool) {
	left, right, elided := s, "", false
	if i := strings.Index(s, "::"); i >= 0 {
		left, right, elided = s[:i], s[i+2:], true
		if j := strings.Index(right, "::"); j >= 0 {
			return i + 2 + j, false
		}
	}
	units := 0
	pieces := func(p string, off int, last bool) (int, bool) {
		if p == "" {
			return 0, true
		}
		gs := strings.Split(p, ":")
		for k, g := range gs {
			switch {
			case last && k == len(gs)-1 && strings.Contains(g, "."):
				if !isIPv4(g) {
					return off, false
				}
				units += 2
			case len(g) >= 1 && len(g) <= 4 && allHex(g):
				units++
			default:
				return off, false
			}
			off += len(g) + 1
		}
		return 0, true
	}
	if pos, ok := pieces(left, 0, !elided); !ok {
		return pos, false
	}
	if pos, ok := pieces(right, len(left)+2, true); !ok {
		return pos, false
	}
	if elided && units <= 7 || !elided && units == 8 {
		return 0, true
	}
	return 0, false
}

func allHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHex(s[i]) {
			return false
		}
	}
	return true
}

// isIPv4 reports whether s is an IPv4address: four dec-octets, no leading
// zeros.
func isIPv4(s string) bool {
	n := 0
	for part := 0; part < 4; part++ {
		if part > 0 {
			if n >= len(s) || s[n] != '.' {
				return false
			}
			n++
		}
		j := n
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		d := s[n:j]
		if len(d) == 0 || len(d) > 3 || len(d) > 1 && d[0] == '0' || len(d) == 3 && d > "255" {
			return false
		}
		n = j
	}
	return n == len(s)
}

// ipvFuture reports whether s is an IPvFuture.
func ipvFuture(s string) (pos int, ok bool) {
	i := 1
	for i < len(s) && isHex(s[i]) {
		i++
	}
	if i == 1 {
		return i, false
	}
	if i == len(s) || s[i] != '.' {
		return i, false
	}
	i++
	if i == len(s) {
		return i, false
	}
	for ; i < len(s); i++ {
		if c := s[i]; !isUnreserved(c) && !isSubDelim(c) && c != ':' {
			return i, false
		}
	}
	return 0, true
}

func isAlpha(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isHex(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// isUnreserved: ALPHA / DIGIT / "-" / "." / "_" / "~" (section 2.3).
func isUnreserved(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '.' || c == '_' || c == '~'
}

// isSubDelim: "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" (section 2.2).
func isSubDelim(c byte) bool {
	switch c {
	case '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=':
		return true
	}
	return false
}

func indexByte(s string, from int, c byte) int {
	for i := from; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func hasPrefixAt(s string, at int, p string) bool {
	return len(s)-at >= len(p) && s[at:at+len(p)] == p
}

const hexDigits = "0123456789ABCDEF"

func hex2(b byte) string { return string([]byte{hexDigits[b>>4], hexDigits[b&15]}) }

// quoteByte quotes one byte for a message: printable ASCII as itself,
// anything else as its %XX.
func quoteByte(b byte) string {
	if b > ' ' && b < 0x7f {
		if b == '"' {
			return `"\""`
		}
		return `"` + string(rune(b)) + `"`
	}
	if b == ' ' {
		return "the space"
	}
	return "the octet %" + hex2(b)
}
