package compare

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/rfc3986"
)

// This file explains a differing row. Each cause below looks at the cells
// of the row (and, where it must, the input) and speaks only when they show
// it: a cause that the values contradict never fires. A row no cause
// accounts for says so, and shows the values.

// A cause returns its explanation of row f of t, or "", and the sentences
// of RFC 1738 and RFC 3986 it cites, word for word.
type cause func(x *rowCtx) (string, []Cite)

// cites is a cause's sentences, for its return.
func cites(c ...Cite) []Cite { return c }

// rowCtx is what a cause looks at.
type rowCtx struct {
	t      *Table
	f      Field
	scheme string // the scheme, lower case, as RFC 3986 reads it ("" if none)
	cells  []readerCell
}

type readerCell struct {
	r *Reading
	c Cell
}

var causes = []struct {
	name string
	fn   cause
}{
	{"rejected", causeRejected},
	{"wrapper", causeWrapper},
	{"whitespace", causeWhitespace},
	{"at-sign", causeAtSign},
	{"colons", causeColons},
	{"no-authority", causeNoAuthority},
	{"file-port", causeFilePort},
	{"no-scheme", causeNoScheme},
	{"case", causeCase},
	{"ipv6", causeIPv6},
	{"default-port", causeDefaultPort},
	{"empty-port", causeEmptyPort},
	{"fragment", causeFragment},
	{"query", causeQuery},
	{"leading-slash", causeLeadingSlash},
	{"no-path", causeNoPath},
	{"special-path", causeSpecialPath},
	{"backslash", causeBackslash},
	{"decoded", causeDecoded},
	{"encoded", causeEncoded},
	{"empty-login", causeEmptyLogin},
	{"http-login", causeHTTPLogin},
	{"ftp-type", causeFTPType},
	{"tilde", causeTilde},
	{"dot-segments", causeDotSegments},
}

// explain returns the causes of row f's difference: their names, their
// explanations and the sentences each cites.
func explain(t *Table, f Field) (names, why []string, quotes [][]Cite) {
	x := &rowCtx{t: t, f: f}
	if r := t.Reading(RFC3986); r != nil && r.Cells[Scheme].Present {
		x.scheme = strings.ToLower(r.Cells[Scheme].Value)
	}
	for i := range t.Readings {
		x.cells = append(x.cells, readerCell{&t.Readings[i], t.Readings[i].Cells[f]})
	}
	for _, c := range causes {
		if s, q := c.fn(x); s != "" {
			names = append(names, c.name)
			why = append(why, s)
			quotes = append(quotes, q)
		}
	}
	if len(why) == 0 {
		if s, q := causeBestEffort(x); s != "" {
			return []string{"best-effort"}, []string{s}, [][]Cite{q}
		}
		names = append(names, "unexplained")
		why = append(why, "The readers differ here ("+x.values()+") for a reason this comparison does not name.")
		quotes = append(quotes, nil)
	}
	return names, why, quotes
}

// get returns reader's cell, and whether the table has the reader.
func (x *rowCtx) get(reader string) (Cell, bool) { return x.t.cell(reader, x.f) }

// has reports whether the table has reader and its cell is present.
func (x *rowCtx) has(reader string) (Cell, bool) {
	c, ok := x.get(reader)
	return c, ok && c.Present
}

// names lists the readers whose cells satisfy keep, for a sentence.
func (x *rowCtx) names(keep func(Cell) bool) string {
	var ns []string
	for _, rc := range x.cells {
		if keep(rc.c) && (rc.r.Accepted || hasCells(rc.r)) {
			ns = append(ns, nameOf(rc.r.Reader))
		}
	}
	return join(ns)
}

// values lists each reader's value: `RFC 1738 "a", RFC 3986 "/a", ...`.
func (x *rowCtx) values() string {
	var vs []string
	for _, rc := range x.cells {
		vs = append(vs, nameOf(rc.r.Reader)+" "+show(rc.c))
	}
	return strings.Join(vs, ", ")
}

// hasCells reports whether a reading holds any component.
func hasCells(r *Reading) bool {
	for _, c := range r.Cells {
		if c.Present {
			return true
		}
	}
	return false
}

func nameOf(reader string) string {
	switch reader {
	case RFC1738:
		return "RFC 1738"
	case RFC3986:
		return "RFC 3986"
	case WHATWG:
		return "the URL Standard"
	case GoNet:
		return "Go's net/url"
	}
	return reader
}

func join(ns []string) string {
	switch len(ns) {
	case 0:
		return ""
	case 1:
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

// show is a cell for a sentence: the quoted value, "empty" or "absent".
func show(c Cell) string {
	switch {
	case !c.Present:
		return "absent"
	case c.Value == "":
		return "empty"
	}
	return strconv.Quote(clip(c.Value))
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

// verb agrees a verb with a list of names: verb(names, "reads", "read").
func verb(names, one, many string) string {
	if strings.Contains(names, " and ") {
		return many
	}
	return one
}

func plural(names string) string { return verb(names, "reads", "read") }

// causeRejected: net/url or the browser refused the input, and so reads
// nothing.
func causeRejected(x *rowCtx) (string, []Cite) {
	var out []string
	for _, rc := range x.cells {
		r := rc.r
		if r.Accepted || hasCells(r) || (r.Reader != GoNet && r.Reader != WHATWG) {
			continue
		}
		if r.Reader == GoNet {
			out = append(out, "Go's net/url rejects the input ("+r.Why+"), so it has no "+x.f.String()+".")
		} else {
			out = append(out, "The browser's URL constructor throws on the input ("+r.Why+"), so the URL Standard has no "+x.f.String()+".")
		}
	}
	return strings.Join(out, " "), nil
}

// causeNoScheme: RFC 1738 reads nothing without a scheme.
func causeNoScheme(x *rowCtx) (string, []Cite) {
	r := x.t.Reading(RFC1738)
	if r == nil || hasCells(r) {
		return "", nil
	}
	msg := "RFC 1738 reads no " + x.f.String() + ": a URL starts with its scheme and \":\" (section 2.1), and this input has none"
	q := cites(q1738Scheme)
	if c, ok := x.has(RFC3986); ok && x.t.Reading(RFC3986).Rule == "relative-ref" {
		msg += "; RFC 3986 reads it as a relative reference (section 4.2), whose " + x.f.String() + " is " + show(c)
		q = append(q, q3986Relative)
	}
	return msg + ".", q
}

// causeCase: the values differ in case only.
func causeCase(x *rowCtx) (string, []Cite) {
	if x.f != Scheme && x.f != Host {
		return "", nil
	}
	var first *Cell
	exact := true
	for i := range x.cells {
		c := &x.cells[i].c
		if !c.Present {
			continue
		}
		if first == nil {
			first = c
			continue
		}
		if !strings.EqualFold(c.Value, first.Value) {
			return "", nil
		}
		exact = exact && c.Value == first.Value
	}
	if first == nil || exact {
		return "", nil
	}
	lower := x.names(func(c Cell) bool { return c.Present && c.Value == strings.ToLower(c.Value) })
	kept := x.names(func(c Cell) bool { return c.Present && c.Value != strings.ToLower(c.Value) })
	if x.f == Scheme {
		return "Case: programs should treat a scheme's upper case letters as lower case (RFC 1738 section 2.1); RFC 3986 says the same and to produce lower case (section 3.1). " +
			kept + " " + plural(kept) + " it as written, " + lower + " " + verb(lower, "lower-cases", "lower-case") + " it.", cites(q1738SchemeCase, q3986SchemeCase)
	}
	return "Case: a host name is case-insensitive (RFC 3986 section 3.2.2; DNS ignores case). " +
		kept + " " + plural(kept) + " it as written, " + lower + " " + verb(lower, "lower-cases", "lower-case") + " it.", cites(q3986HostCase)
}

// causeIPv6: an IPv6 literal in brackets.
func causeIPv6(x *rowCtx) (string, []Cite) {
	if x.f != Host {
		return "", nil
	}
	var out []string
	var q []Cite
	c1738, ok1738 := x.has(RFC1738)
	c3986, ok3986 := x.has(RFC3986)
	if !ok3986 || !strings.HasPrefix(c3986.Value, "[") {
		return "", nil
	}
	if ok1738 && strings.HasPrefix(c1738.Value, "[") {
		out = append(out, "A host in brackets, an IP literal, came with RFC 2732 (1999, IPv6) and RFC 3986 (section 3.2.2: IPv6address or IPvFuture), after RFC 1738, whose host is a domain name or four decimal digit groups (section 3.1): it rejects "+strconv.Quote(c1738.Value)+".")
		q = cites(q3986IPLiteral, q1738Host)
	}
	if g, ok := x.has(GoNet); ok && "["+g.Value+"]" == c3986.Value {
		out = append(out, "Go's URL.Hostname() gives the address without its brackets ("+strconv.Quote(g.Value)+").")
	}
	if w, ok := x.has(WHATWG); ok && strings.HasPrefix(w.Value, "[") && !strings.EqualFold(w.Value, c3986.Value) {
		out = append(out, "The URL Standard writes the IPv6 address in its shortest form ("+strconv.Quote(w.Value)+").")
	}
	return strings.Join(out, " "), q
}

// causeDefaultPort: the URL Standard drops a special scheme's default port.
func causeDefaultPort(x *rowCtx) (string, []Cite) {
	if x.f != Port {
		return "", nil
	}
	w, ok := x.get(WHATWG)
	def := specialSchemes[x.scheme]
	if !ok || w.Present || def == "" {
		return "", nil
	}
	keep := x.names(func(c Cell) bool { return c.Present && c.Value == def })
	if keep == "" {
		return "", nil
	}
	return def + " is " + x.scheme + "'s default port. The URL Standard drops the default port of a special scheme, so it has no port; " +
		keep + " " + verb(keep, "keeps", "keep") + " the port as written (RFC 3986 section 3.2.3 asks producers and normalizers, not readers, to omit it).", cites(q3986PortOmit)
}

// causeEmptyPort: "host:" with nothing after the colon.
func causeEmptyPort(x *rowCtx) (string, []Cite) {
	if x.f != Port {
		return "", nil
	}
	empty := x.names(func(c Cell) bool { return c.Present && c.Value == "" })
	none := x.names(func(c Cell) bool { return !c.Present })
	if empty == "" || none == "" {
		return "", nil
	}
	return "The port is empty (a \":\" with no digits after it): RFC 3986 allows it (port = *DIGIT, section 3.2.3) and RFC 1738 does not (port = digits, digits = 1*digit: one at least, section 5). " +
		empty + " " + plural(empty) + " an empty port; " + none + " " + plural(none) + " none.", cites(q3986Port, q1738Port, q1738Digits)
}

// causeFragment: "#" ends RFC 1738's URL; today it starts the fragment.
// It speaks when RFC 1738's cell runs on through the first "#" or lies
// after it, where RFC 3986 reads the fragment.
func causeFragment(x *rowCtx) (string, []Cite) {
	r, ok := x.get(RFC1738)
	h := strings.IndexByte(x.t.Input, '#')
	if !ok || h < 0 {
		return "", nil
	}
	if x.f == Fragment {
		if r.Present {
			return "", nil
		}
		frag := x.names(func(c Cell) bool { return c.Present })
		if frag == "" {
			return "", nil
		}
		return "RFC 1738 has no fragment: \"#\" is unsafe, and delimits a URL from a fragment identifier that might follow it (section 2.2). " +
			frag + " " + verb(frag, "splits", "split") + " the fragment off at the first \"#\" (RFC 3986 section 3.5).", cites(q1738Hash, q3986Fragment)
	}
	if !r.Present || !r.HasSpan || r.End <= h {
		return "", nil
	}
	if c, ok := x.get(RFC3986); ok && c.Present && c.End > h {
		return "", nil
	}
	return "RFC 1738 has no fragment (section 2.2: \"#\" is unsafe; it delimits a URL from a fragment identifier that might follow it), so its " + x.f.String() +
		" runs on through the \"#\", which, unsafe, must be encoded (section 2.2); RFC 3986 ends the " + x.f.String() + " at the \"#\" that starts the fragment (section 3.5).", cites(q1738Hash, q1738UnsafeAll, q3986Fragment)
}

// definedScheme holds the schemes section 3 defines.
var definedScheme = map[string]bool{"ftp": true, "http": true, "gopher": true, "mailto": true, "news": true,
	"nntp": true, "telnet": true, "wais": true, "file": true, "prospero": true}

// causeQuery: RFC 1738 has a query only where a scheme defines one. It
// speaks when RFC 1738's cell runs on through the "?" that starts RFC
// 3986's query.
func causeQuery(x *rowCtx) (string, []Cite) {
	r, ok := x.get(RFC1738)
	q, ok2 := x.t.cell(RFC3986, Query)
	if !ok || !ok2 || x.scheme == "http" || x.scheme == "wais" || !hasCells(x.t.Reading(RFC1738)) || !q.Present {
		return "", nil
	}
	why := "RFC 1738 has a query only where the scheme defines one (http's \"?\" search, section 3.3; wais, section 3.9); RFC 3986 gives every URI a query after the first \"?\" (section 3.4). "
	qs := cites(q1738HTTPSearch, q1738WAIS, q3986Query)
	switch {
	case x.f == Query:
		if !r.Present {
			if !definedScheme[x.scheme] {
				// A scheme RFC 1738 does not define may reserve "?"
				// (section 2.2); the generic syntax reads no query.
				return why + "RFC 1738 does not define " + x.scheme + " URLs: its generic syntax reads no query, though the scheme may reserve \"?\" for one (section 2.2).", cites(q1738HTTPSearch, q1738WAIS, q3986Query, q1738MayReserve)
			}
			return why + "In " + x.scheme + " URLs RFC 1738 reads none: the \"?\" and what follows it are data.", qs
		}
	case r.Present && r.HasSpan && r.End >= q.Start:
		if c, ok := x.get(RFC3986); !ok || !c.Present || c.End < q.Start {
			if !definedScheme[x.scheme] {
				return why + "RFC 1738 does not define " + x.scheme + " URLs, and its generic syntax reads no query, so its " + x.f.String() + " runs on through the \"?\", which the scheme may reserve (section 2.2).", cites(q1738HTTPSearch, q1738WAIS, q3986Query, q1738MayReserve)
			}
			return why + "In " + x.scheme + " URLs the \"?\" is no delimiter to RFC 1738, so its " + x.f.String() + " runs on through it.", qs
		}
	}
	return "", nil
}

// causeLeadingSlash: the "/" after the host is not part of RFC 1738's
// url-path.
func causeLeadingSlash(x *rowCtx) (string, []Cite) {
	if x.f != Path {
		return "", nil
	}
	r, ok1 := x.has(RFC1738)
	c, ok2 := x.has(RFC3986)
	if !ok1 || !ok2 || !x.host1738() {
		return "", nil
	}
	rv, cv := strings.TrimSpace(r.Value), strings.TrimSpace(c.Value)
	// RFC 1738's url-path may run on through "?" or "#", which end RFC
	// 3986's path.
	if !strings.HasPrefix(cv, "/") || rv != cv[1:] && !(strings.HasPrefix(rv, cv[1:]) && strings.ContainsAny(rv[len(cv)-1:len(cv)], "?#")) {
		return "", nil
	}
	slash := x.names(func(c Cell) bool { return c.Present && strings.HasPrefix(c.Value, "/") })
	return "The \"/\" after the host: in RFC 1738 it separates the hostport from the url-path and is not part of it (section 3.1); in RFC 3986 it begins the path (path-abempty, section 3.3). " +
		slash + " " + verb(slash, "starts", "start") + " the path with it.", cites(q1738Slash, q3986PathAbempty)
}

// host1738 reports whether RFC 1738's reading has a host: the URL has "//".
func (x *rowCtx) host1738() bool {
	r := x.t.Reading(RFC1738)
	return r != nil && r.Cells[Host].Present
}

// causeNoPath: no "/" after the host.
func causeNoPath(x *rowCtx) (string, []Cite) {
	if x.f != Path {
		return "", nil
	}
	r, ok := x.get(RFC1738)
	if !ok || r.Present || !hasCells(x.t.Reading(RFC1738)) {
		return "", nil
	}
	if !x.host1738() {
		return "", nil
	}
	c, ok := x.has(RFC3986)
	if !ok {
		return "", nil
	}
	return "No \"/\" follows the host, so RFC 1738 reads no url-path (section 3.1: \"/<url-path>\" may be left out); RFC 3986 gives every URI a path, here " + show(c) + " (section 3.3).", cites(q1738Omit, q3986PathAlways)
}

// causeSpecialPath: the URL Standard's special schemes always have a path.
func causeSpecialPath(x *rowCtx) (string, []Cite) {
	if x.f != Path {
		return "", nil
	}
	w, ok := x.has(WHATWG)
	c, ok2 := x.has(RFC3986)
	if !ok || !ok2 || w.Value != "/" || c.Value != "" {
		return "", nil
	}
	return "The URL Standard gives a URL of a special scheme (http, https, ws, wss, ftp, file) the path \"/\" when none is written.", nil
}

// causeBackslash: "\" is "/" to the URL Standard in a special scheme.
func causeBackslash(x *rowCtx) (string, []Cite) {
	if !strings.Contains(x.t.Input, `\`) {
		return "", nil
	}
	back := x.names(func(c Cell) bool { return c.Present && strings.Contains(c.Value, `\`) })
	if back == "" {
		return "", nil
	}
	msg := "\"\\\" is unsafe in RFC 1738 (section 2.2) and not among RFC 3986's characters (section 2: digits, letters and a few graphic symbols), which reject it; " + back + " " + verb(back, "keeps", "keep") + " it in the " + x.f.String() + " as data."
	if w, ok := x.get(WHATWG); ok && !strings.Contains(w.Value, `\`) && specialSchemes[x.scheme] != "" || ok && x.scheme == "file" {
		msg += " The URL Standard reads \"\\\" as \"/\" in a special scheme (http, https, ws, wss, ftp, file)."
	}
	return msg, cites(q1738Unsafe, q3986Chars)
}

// causeDecoded: Go holds a component percent-decoded.
func causeDecoded(x *rowCtx) (string, []Cite) {
	g, ok := x.has(GoNet)
	if !ok || x.f == Query || x.f == Scheme || x.f == Port {
		return "", nil
	}
	for _, ref := range []string{RFC3986, RFC1738} {
		c, ok := x.has(ref)
		if !ok || !strings.Contains(c.Value, "%") || c.Value == g.Value {
			continue
		}
		if d, err := url.PathUnescape(c.Value); err == nil && d == g.Value {
			field := map[Field]string{User: "User", Password: "User", Host: "Host", Path: "Path", Fragment: "Fragment"}[x.f]
			msg := "Percent-decoding: Go's net/url holds the " + x.f.String() + " decoded (URL." + field + ": " + strconv.Quote(clip(g.Value)) + ")"
			if x.scheme == "gopher" {
				// No character is reserved in a gopher path, and one
				// escape is itself a delimiter.
				return msg + ". In a gopher URL no character is reserved (RFC 1738 section 3.4.1), so an escape such as %2F is the same data as \"/\", but %09 is the delimiter between selector, search and Gopher+ string (section 3.4.1): decoded, it can no longer be told from the data; RFC 3986 reads components with their escapes as written (section 2.2: decoding an escaped reserved character changes what the URI means).",
					cites(q1738GopherPath, q1738Gopher, q3986Reserved)
			}
			return msg + ", while RFC 1738 (section 2.2: encoding a reserved character \"may change the semantics of a URL\") and RFC 3986 (section 2.2: URIs that differ in it \"are not equivalent\") tell an escaped reserved character such as %2F from the character.",
				cites(q1738Reserved, q3986Reserved)
		}
	}
	return "", nil
}

// causeEncoded: the URL Standard percent-encodes what it must.
func causeEncoded(x *rowCtx) (string, []Cite) {
	w, ok := x.has(WHATWG)
	if !ok {
		return "", nil
	}
	c, ok := x.has(RFC3986)
	if !ok || c.Value == w.Value {
		return "", nil
	}
	nonASCII := false
	for i := 0; i < len(c.Value); i++ {
		nonASCII = nonASCII || c.Value[i] >= 0x80
	}
	if x.f == Host && strings.HasPrefix(strings.ToLower(w.Value), "xn--") || strings.Contains(w.Value, ".xn--") {
		return "The URL Standard turns a non-ASCII host name into ASCII (IDNA, \"xn--\"); RFC 1738 (section 2.2: octets 80-FF have no graphic US-ASCII character and must be encoded) rejects it, and RFC 3986 takes it only percent-encoded as UTF-8 (section 3.2.2).", cites(q1738NoGraphic, q3986NonASCIIHost)
	}
	d, err := url.PathUnescape(w.Value)
	if err != nil || d == w.Value {
		return "", nil
	}
	if d == c.Value || d == removeDots(c.Value) {
		msg := "The URL Standard percent-encodes what a URL may not hold as it is (here " + strconv.Quote(clip(w.Value)) + ")"
		var q []Cite
		if nonASCII {
			msg += "; octets 80-FF have no graphic US-ASCII character in RFC 1738 and must be encoded (section 2.2), and RFC 3986 is ASCII only (section 2; IRIs are RFC 3987)"
			q = cites(q1738NoGraphic, q3986Chars)
		}
		return msg + ".", q
	}
	return "", nil
}

// causeEmptyLogin: an empty user or password is not an absent one.
func causeEmptyLogin(x *rowCtx) (string, []Cite) {
	if x.f != User && x.f != Password {
		return "", nil
	}
	empty := x.names(func(c Cell) bool { return c.Present && c.Value == "" })
	none := x.names(func(c Cell) bool { return !c.Present })
	if empty == "" || none == "" {
		return "", nil
	}
	what, example, eg := "user name (nothing before \"@\")", "\"ftp://@host.com/\" has an empty user name", q1738EmptyUser
	if x.f == Password {
		what, example, eg = "password (nothing after \":\")", "\"ftp://foo:@host.com/\" has an empty password", q1738EmptyPass
	}
	msg := empty + " " + plural(empty) + " an empty " + what + "; " + none + " " + plural(none) + " none. RFC 1738 tells them apart (section 3.1: " + example +
		"). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; "
	q := q3986UserinfoDelims
	if x.f == Password {
		// RFC 3986 reads the empty string after ":" as no password: the
		// opposite of RFC 1738's "ftp://foo:@host.com/".
		msg += "it reads an empty string after the \":\" as \"indicating no password\" (section 3.2.1), where RFC 1738 reads an empty password"
		q = q3986NoPassword
	} else {
		msg += "it calls the presence or absence of its delimiters \"usually significant\" (section 6.2.3), so that an empty userinfo before \"@\" may differ from none, as in RFC 1738"
	}
	if w, ok := x.get(WHATWG); ok && !w.Present {
		msg += "; the URL Standard's " + map[Field]string{User: "username", Password: "password"}[x.f] + " is \"\" either way"
	}
	return msg + ".", cites(q1738EmptyLogin, eg, q3986Userinfo, q)
}

// causeHTTPLogin: httpurl has no login.
func causeHTTPLogin(x *rowCtx) (string, []Cite) {
	if x.f != User && x.f != Password {
		return "", nil
	}
	r := x.t.Reading(RFC1738)
	if r == nil || r.Rule != "httpurl" || !r.Cells[x.f].Present {
		return "", nil
	}
	login := "the login"
	if u, h := r.Cells[User], r.Cells[Host]; u.HasSpan && h.HasSpan && u.Start <= h.Start {
		login = strconv.Quote(clip(x.t.Input[u.Start:h.Start]))
	}
	return "An http URL has no login in RFC 1738: httpurl takes a hostport only (section 3.3), so it rejects " + login + " (the " + x.f.String() + " shown is its best effort); RFC 3986's authority takes a userinfo (section 3.2.1), though it deprecates \"user:password\".", cites(q1738HTTPLogin, q3986Userinfo, q3986UserPass)
}

// causeFTPType: ";type=" belongs to ftp's url-path.
func causeFTPType(x *rowCtx) (string, []Cite) {
	r, ok := x.has(RFC1738)
	if x.f != Path || !ok || x.scheme != "ftp" || !strings.Contains(strings.ToLower(r.Value), ";type=") {
		return "", nil
	}
	return "\";type=\" ends RFC 1738's ftp url-path with the transfer type (ftptype, section 3.2.2); to RFC 3986 and today's readers it is path data (a segment may hold \";\" parameters, section 3.3).", cites(q1738FTPPath, q3986Params)
}

// causeTilde: "~" is unsafe in 1994, unreserved since 1998.
func causeTilde(x *rowCtx) (string, []Cite) {
	r, ok := x.has(RFC1738)
	if !ok || !strings.Contains(r.Value, "~") {
		return "", nil
	}
	return "\"~\" is unsafe in RFC 1738, and unsafe characters must be encoded, as %7E (section 2.2); RFC 2396 (1998) and RFC 3986 (section 2.3) made it unreserved.", cites(q1738Unsafe, q1738UnsafeAll, q3986Unreserved)
}

// causeDotSegments: the URL Standard removes "." and ".." segments.
func causeDotSegments(x *rowCtx) (string, []Cite) {
	if x.f != Path {
		return "", nil
	}
	w, ok := x.has(WHATWG)
	c, ok2 := x.has(RFC3986)
	if !ok || !ok2 || w.Value == c.Value || !strings.Contains(c.Value, ".") {
		return "", nil
	}
	dotless := removeDots(c.Value)
	if d, err := url.PathUnescape(w.Value); dotless != w.Value && (err != nil || dotless != d) {
		return "", nil
	}
	return "The URL Standard removes \".\" and \"..\" segments from the path (as RFC 3986 section 5.2.4 does when it resolves a reference); the other readers keep them.", cites(q3986DotSegments)
}

// removeDots is RFC 3986's remove_dot_segments (section 5.2.4).
func removeDots(p string) string {
	var out []string
	segs := strings.Split(p, "/")
	for i, s := range segs {
		switch s {
		case ".":
			if i == len(segs)-1 {
				out = append(out, "")
			}
		case "..":
			if len(out) > 1 {
				out = out[:len(out)-1]
			}
			if i == len(segs)-1 {
				out = append(out, "")
			}
		default:
			out = append(out, s)
		}
	}
	return strings.Join(out, "/")
}

// causeBestEffort: both RFCs reject the input, and their best-effort
// readings split it differently. It speaks only when no other cause does.
func causeBestEffort(x *rowCtx) (string, []Cite) {
	a, b := x.t.Reading(RFC1738), x.t.Reading(RFC3986)
	if a == nil || b == nil || a.Accepted || b.Accepted || !hasCells(a) || a.Cells[x.f].same(b.Cells[x.f]) {
		return "", nil
	}
	return "Both RFCs reject the input (RFC 1738 at byte " + strconv.Itoa(a.At) + ", RFC 3986 at byte " + strconv.Itoa(b.At) +
		"): what they show is their best effort, and they split the rejected input differently.", nil
}

// causeWrapper: "<URL:...>" sets a URL off in running text.
func causeWrapper(x *rowCtx) (string, []Cite) {
	in := strings.TrimSpace(x.t.Input)
	r := x.t.Reading(RFC1738)
	if r == nil || !strings.HasPrefix(in, "<") || !r.Cells[Scheme].Present || r.Cells[Scheme].Start == 0 {
		return "", nil
	}
	return "\"<URL:...>\" sets a URL off in running text and is not part of it: RFC 1738 reads the URL inside (appendix). RFC 3986 too says wrappers are not part of the URI, but that the \"URL:\" prefix \"is no longer recommended\" (appendix C), and its grammar is given the URI without them: given the whole text, it finds no scheme (one starts with a letter, section 3.1); the \"<URL\" shown as its scheme is only where the text splits.", cites(q1738Wrapper, q3986Wrappers, q3986URLPrefix, q3986SchemeRule)
}

// causeWhitespace: spaces around the URL.
func causeWhitespace(x *rowCtx) (string, []Cite) {
	in := x.t.Input
	if in == "" || in[0] > ' ' && in[len(in)-1] > ' ' {
		return "", nil
	}
	edge := func(c Cell) bool {
		return c.Present && c.Value != "" && (c.Value[0] <= ' ' || c.Value[len(c.Value)-1] <= ' ')
	}
	with := x.names(edge)
	without := x.names(func(c Cell) bool { return c.Present && !edge(c) })
	if with == "" || without == "" {
		return "", nil
	}
	return "Whitespace around the URL is not part of it: RFC 1738 reads the URL without it (section 2.2: \"insignificant spaces may be introduced when URLs are transcribed or typeset\"), RFC 3986 has none among a URI's characters (section 2: \"digits, letters, and a few graphic symbols\"), and the URL Standard strips leading and trailing spaces and controls; " +
		with + " " + verb(with, "keeps", "keep") + " it in the " + x.f.String() + ".", cites(q1738Space, q3986Chars)
}

// causeAtSign: more than one "@" in the authority.
func causeAtSign(x *rowCtx) (string, []Cite) {
	if x.f != User && x.f != Password && x.f != Host && x.f != Port {
		return "", nil
	}
	p := rfc3986.Parse(x.t.Input)
	if !p.Authority.Present || strings.Count(p.Input[p.Authority.Start:p.Authority.End], "@") < 2 {
		return "", nil
	}
	var first, last []string // readers that end the login at the first "@", at the last
	for _, r := range x.t.Readings {
		if h := r.Cells[Host]; h.Present && strings.Contains(h.Value, "@") {
			first = append(first, nameOf(r.Reader))
		} else if h.Present {
			last = append(last, nameOf(r.Reader))
		}
	}
	msg := "More than one \"@\": inside a user or password \"@\" must be written %40 (RFC 1738 section 3.1; RFC 3986's userinfo holds no \"@\", section 3.2.1)"
	q := cites(q1738LoginChars, q3986Userinfo)
	if len(first) > 0 {
		msg += ". " + join(first) + " " + verb(join(first), "ends", "end") + " the login at the first \"@\", so the rest falls in the host"
		if len(last) > 0 {
			msg += "; " + join(last) + " at the last"
		}
	} else if len(last) > 0 {
		msg += ". " + join(last) + " " + verb(join(last), "ends", "end") + " the login at the last \"@\""
	}
	return msg + ".", q
}

// causeColons: more than one ":" after the host.
func causeColons(x *rowCtx) (string, []Cite) {
	if x.f != Host && x.f != Port {
		return "", nil
	}
	p := rfc3986.Parse(x.t.Input)
	if !p.Host.Present || !p.Port.Present || !strings.Contains(p.Input[p.Port.Start:p.Port.End], ":") {
		return "", nil
	}
	// A reader whose host holds a ":" took the last one as the port's start.
	var last []string
	for _, r := range x.t.Readings {
		if h := r.Cells[Host]; h.Present && strings.Contains(h.Value, ":") && !strings.HasPrefix(h.Value, "[") {
			last = append(last, nameOf(r.Reader))
		}
	}
	msg := "More than one \":\" after the host: RFC 3986's host (a reg-name, section 3.2.2) holds no \":\", so the first starts the port, which then holds a \":\" and is not digits (section 3.2.3); RFC 1738's port is digits too (section 5)"
	if len(last) > 0 {
		msg += ". " + join(last) + " " + verb(join(last), "takes", "take") + " the last \":\" as the start of the port"
	}
	return msg + ".", cites(q3986RegName, q3986Port, q1738Port)
}

// causeNoAuthority: mailto and news take no "//" in RFC 1738, and a
// genericurl takes it as data when no host follows it.
func causeNoAuthority(x *rowCtx) (string, []Cite) {
	r := x.t.Reading(RFC1738)
	opaque := r != nil && r.Rule == "genericurl" && r.Accepted && !r.Cells[Host].Present && strings.HasPrefix(r.Cells[Path].Value, "//")
	if r == nil || r.Rule != "mailtourl" && r.Rule != "newsurl" && !opaque || r.Cells[x.f].Present && x.f != Path {
		return "", nil
	}
	if _, ok := x.has(RFC3986); !ok {
		return "", nil
	}
	what := "so it reads no " + x.f.String()
	switch x.f {
	case User, Password, Host, Port:
	case Path:
		if !strings.HasPrefix(r.Cells[Path].Value, "//") {
			return "", nil
		}
		what = "so its path holds the \"//\" and all that follows"
	default:
		return "", nil
	}
	if opaque {
		return "No host of RFC 1738's common Internet scheme syntax follows the \"//\" (section 3.1: a host is a domain name or an IP address), so RFC 1738 reads what follows \"" + x.scheme + ":\" by the generic syntax's other form, schemepart = *xchar (section 5), as one opaque string: " + strings.TrimPrefix(what, "so ") + "; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
			cites(q1738Host, q1738Schemepart, q3986Authority)
	}
	if x.scheme == "mailto" {
		return "RFC 1738's mailto URL has no \"//\" syntax (section 3.5): what follows \"mailto:\" is the address, " + what + "; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
			cites(q1738Mailto, q3986Authority)
	}
	return "RFC 1738's news URL has no \"//\" syntax (section 3.6): what follows \"news:\" is a group or a message ID, " + what + "; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		cites(q1738News, q1738NewsID, q3986Authority)
}

// causeFilePort: fileurl has a host and no port.
func causeFilePort(x *rowCtx) (string, []Cite) {
	r := x.t.Reading(RFC1738)
	if r == nil || r.Rule != "fileurl" || x.f != Host && x.f != Port || !strings.Contains(r.Cells[Host].Value, ":") {
		return "", nil
	}
	return "RFC 1738's fileurl takes a host and no port (section 3.10), so it reads the \":\" as part of the host, and rejects it; RFC 3986's generic syntax has a port after any host (section 3.2.3), though \"some schemes do not allow\" one (section 3.2).", cites(q1738File, q3986Port, q3986NoPort)
}
