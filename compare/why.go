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
// accounts for says so, and shows the values. What a cause says is made
// of the statements of statements.go, by ID, and so is every word put
// into them — a reader's name, a list of readers, a row's name — so that a
// translation leaves no English in the sentence; only the values, the
// rules, the schemes and the numbers are not. Where a verb agrees with the
// readers, the sentence is a statement for one reader and another for
// more ("compare.fragment.one", "compare.fragment.many"): languages differ
// in how a verb agrees and where it stands.

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

	// trace asks say to keep what the cause said, for the tests that hold
	// every explanation to the statements it is made of.
	trace bool
	said  []saying
}

// A saying is a statement a cause said, and the sentence it made of it.
type saying struct{ id, text string }

// say formats statement id with args, for a cause's explanation: a
// cause's explanation is its sayings, one after another, separated by a
// space.
func (x *rowCtx) say(id string, args ...any) string {
	s := say(id, args...)
	if x.trace {
		x.said = append(x.said, saying{id, s})
	}
	return s
}

// sayCap is say with capStart over the readers' names a and b: the
// sentence as the reader sees it is what the trace records.
func (x *rowCtx) sayCap(id, a, b string, args ...any) string {
	s := capStart(capStart(say(id, args...), a), b)
	if x.trace {
		x.said = append(x.said, saying{id, s})
	}
	return s
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
	names, why, quotes, _ = explainSaid(t, f, false)
	return names, why, quotes
}

// explainSaid is explain, and with trace the statements each explanation
// said, one list per name.
func explainSaid(t *Table, f Field, trace bool) (names, why []string, quotes [][]Cite, said [][]saying) {
	x := &rowCtx{t: t, f: f, trace: trace}
	if r := t.Reading(RFC3986); r != nil && r.Cells[Scheme].Present {
		x.scheme = strings.ToLower(r.Cells[Scheme].Value)
	}
	for i := range t.Readings {
		x.cells = append(x.cells, readerCell{&t.Readings[i], t.Readings[i].Cells[f]})
	}
	for _, c := range causes {
		x.said = nil
		if s, q := c.fn(x); s != "" {
			names = append(names, c.name)
			why = append(why, s)
			quotes = append(quotes, q)
			said = append(said, x.said)
		}
	}
	if len(why) == 0 {
		x.said = nil
		if s, q := causeBestEffort(x); s != "" {
			return []string{"best-effort"}, []string{s}, [][]Cite{q}, [][]saying{x.said}
		}
		x.said = nil
		names = append(names, "unexplained")
		why = append(why, x.say("compare.unexplained", x.values()))
		quotes = append(quotes, nil)
		said = append(said, x.said)
	}
	return names, why, quotes, said
}

// get returns reader's cell, and whether the table has the reader.
func (x *rowCtx) get(reader string) (Cell, bool) { return x.t.cell(reader, x.f) }

// has reports whether the table has reader and its cell is present.
func (x *rowCtx) has(reader string) (Cell, bool) {
	c, ok := x.get(reader)
	return c, ok && c.Present
}

// names lists the readers whose cells satisfy keep, for a sentence.
func (x *rowCtx) names(keep func(Cell) bool) []string {
	var ns []string
	for _, rc := range x.cells {
		if keep(rc.c) && (rc.r.Accepted || hasCells(rc.r)) {
			ns = append(ns, nameOf(rc.r.Reader))
		}
	}
	return ns
}

// values lists each reader's value: `RFC 1738 "a", RFC 3986 "/a", ...`.
func (x *rowCtx) values() string {
	var vs []string
	for _, rc := range x.cells {
		vs = append(vs, say("compare.reader.value", nameOf(rc.r.Reader), show(rc.c)))
	}
	return list(vs, "compare.readers.comma")
}

// field is the row's name in a sentence ("host"); Field.String is the
// name the JSON and the page's hooks spell, which a translation keeps.
func (x *rowCtx) field() string { return FieldName(x.f) }

// FieldName is field f's name as the tool says it, in the language
// chosen ("host"; Field.String is the name the JSON and the page's hooks
// spell, which a translation keeps).
func FieldName(f Field) string {
	id := fieldIDs[f]
	return say(id)
}

var fieldIDs = [NumFields]string{"compare.field.scheme", "compare.field.user", "compare.field.password", "compare.field.host",
	"compare.field.port", "compare.field.path", "compare.field.query", "compare.field.fragment"}

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
		return say("compare.reader.rfc1738.name")
	case RFC3986:
		return say("compare.reader.rfc3986.name")
	case WHATWG:
		return say("compare.reader.whatwg.name")
	case GoNet:
		return say("compare.reader.gonet.name")
	}
	return reader
}

// join lists readers' names: "RFC 3986, Go's net/url and the URL
// Standard".
func join(ns []string) string { return list(ns, "compare.readers.and") }

// list joins items, the last two with statement last ("%s and %s"), the
// others with compare.readers.comma ("%s, %s").
func list(items []string, last string) string {
	n := len(items)
	switch n {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := say(last, items[n-2], items[n-1])
	for i := n - 3; i >= 0; i-- {
		s = say("compare.readers.comma", items[i], s)
	}
	return s
}

// show is a cell for a sentence: the quoted value, "empty" or "absent".
func show(c Cell) string {
	switch {
	case !c.Present:
		return say("compare.cell.absent")
	case c.Value == "":
		return say("compare.cell.empty")
	}
	return strconv.Quote(clip(c.Value))
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:57] + "..."
	}
	return s
}

// sayAgreeing says statement one when ns names one reader (or none),
// many when it names more: the sentence's verb agrees with them. ns is
// the statement's first argument; args follow it. It says no number, so
// it is not a count's form (parser.One): one name takes the singular in
// every language, and Chinese, which counts every number alike, writes
// the two the same.
func (x *rowCtx) sayAgreeing(ns []string, one, many string, args ...any) string {
	id := one
	if len(ns) > 1 {
		id = many
	}
	who := join(ns)
	return x.sayCap(id, who, "", append([]any{who}, args...)...)
}

// sayAgreeing2 says one of four statements, the first two arguments two
// lists of readers each with its verb: ids are for one and one, one and
// many, many and one, many and many.
func (x *rowCtx) sayAgreeing2(a, b []string, ids [4]string) string {
	k := 0
	if len(a) > 1 {
		k += 2
	}
	if len(b) > 1 {
		k++
	}
	id := ids[k]
	a1, b1 := join(a), join(b)
	return x.sayCap(id, a1, b1, a1, b1)
}

// capStart puts a capital on name n where it opens a sentence of s (at
// its start, or after a full stop): a reader's name ("the URL Standard")
// may open one where the template puts it first, and a sentence starts
// with a capital in every language that has them. A name that starts with
// a name in code ("net/url …") keeps its case, as the code does, and so
// does one in a script without case. The test-only marks ⟦ before a name
// are skipped. (Every reader's name starts with an ASCII letter or with
// none: TestSentencesOpenWithCapital reads each catalog's sentences. The
// unicode package's case tables would cost app.wasm kilobytes.)
func capStart(s, n string) string {
	n = strings.TrimLeft(n, "\u27e6")
	if k := strings.IndexAny(n, " /"); n == "" || n[0] < 'a' || n[0] > 'z' || k > 0 && n[k] == '/' {
		return s
	}
	for i := 0; ; {
		j := strings.Index(s[i:], n)
		if j < 0 {
			return s
		}
		j += i
		i = j + len(n)
		if before := strings.TrimRight(s[:j], "\u27e6"); before == "" || strings.HasSuffix(before, ". ") {
			s = s[:j] + string(n[0]-'a'+'A') + s[j+1:]
		}
	}
}

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
			out = append(out, x.say("compare.rejected.gonet", r.Why, x.field()))
		} else {
			out = append(out, x.say("compare.rejected.whatwg", r.Why, x.field()))
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
	if c, ok := x.has(RFC3986); ok && x.t.Reading(RFC3986).Rule == "relative-ref" {
		return x.say("compare.no-scheme.relative", x.field(), x.field(), show(c)), cites(q1738Scheme, q3986Relative)
	}
	return x.say("compare.no-scheme", x.field()), cites(q1738Scheme)
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
		return x.say("compare.case.scheme") + " " + x.sayAgreeing2(kept, lower, [4]string{"compare.case.scheme.one.one",
			"compare.case.scheme.one.many", "compare.case.scheme.many.one", "compare.case.scheme.many.many"}), cites(q1738SchemeCase, q3986SchemeCase)
	}
	return x.say("compare.case.host") + " " + x.sayAgreeing2(kept, lower, [4]string{"compare.case.host.one.one",
		"compare.case.host.one.many", "compare.case.host.many.one", "compare.case.host.many.many"}), cites(q3986HostCase)
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
		out = append(out, x.say("compare.ipv6.literal", strconv.Quote(c1738.Value)))
		q = cites(q3986IPLiteral, q1738Host)
	}
	if g, ok := x.has(GoNet); ok && "["+g.Value+"]" == c3986.Value {
		out = append(out, x.say("compare.ipv6.gonet", strconv.Quote(g.Value)))
	}
	if w, ok := x.has(WHATWG); ok && strings.HasPrefix(w.Value, "[") && !strings.EqualFold(w.Value, c3986.Value) {
		out = append(out, x.say("compare.ipv6.whatwg", strconv.Quote(w.Value)))
	}
	return strings.Join(out, " "), q
}

// causeDefaultPort: the URL Standard drops a special scheme's default port.
func causeDefaultPort(x *rowCtx) (string, []Cite) {
	if x.f != Port {
		return "", nil
	}
	w, ok := x.get(WHATWG)
	def, _ := specialPort(x.scheme)
	if !ok || w.Present || def == "" {
		return "", nil
	}
	keep := x.names(func(c Cell) bool { return c.Present && c.Value == def })
	if len(keep) == 0 {
		return "", nil
	}
	id := "compare.default-port.one"
	if len(keep) > 1 {
		id = "compare.default-port.many"
	}
	return x.say(id, def, x.scheme, join(keep)), cites(q3986PortOmit)
}

// causeEmptyPort: "host:" with nothing after the colon.
func causeEmptyPort(x *rowCtx) (string, []Cite) {
	if x.f != Port {
		return "", nil
	}
	empty := x.names(func(c Cell) bool { return c.Present && c.Value == "" })
	none := x.names(func(c Cell) bool { return !c.Present })
	if len(empty) == 0 || len(none) == 0 {
		return "", nil
	}
	return x.say("compare.empty-port") + " " + x.sayAgreeing2(empty, none, [4]string{"compare.empty-port.one.one",
		"compare.empty-port.one.many", "compare.empty-port.many.one", "compare.empty-port.many.many"}), cites(q3986Port, q1738Port, q1738Digits)
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
		if len(frag) == 0 {
			return "", nil
		}
		return x.sayAgreeing(frag, "compare.fragment.one", "compare.fragment.many"), cites(q1738Hash, q3986Fragment)
	}
	if !r.Present || !r.HasSpan || r.End <= h {
		return "", nil
	}
	if c, ok := x.get(RFC3986); ok && c.Present && c.End > h {
		return "", nil
	}
	return x.say("compare.fragment.runs-on", x.field(), x.field()), cites(q1738Hash, q1738UnsafeAll, q3986Fragment)
}

// definedScheme reports whether section 3 defines scheme: the ten whose
// later history today.go keeps.
func definedScheme(scheme string) bool {
	for i := range histories {
		if histories[i].scheme == scheme {
			return true
		}
	}
	return false
}

// causeQuery: RFC 1738 has a query only where a scheme defines one. It
// speaks when RFC 1738's cell runs on through the "?" that starts RFC
// 3986's query.
func causeQuery(x *rowCtx) (string, []Cite) {
	r, ok := x.get(RFC1738)
	q, ok2 := x.t.cell(RFC3986, Query)
	if !ok || !ok2 || x.scheme == "http" || x.scheme == "wais" || !hasCells(x.t.Reading(RFC1738)) || !q.Present {
		return "", nil
	}
	// Two sentences: what each RFC has, then what RFC 1738 makes of this
	// scheme's "?".
	why := func(id string, args ...any) string { return x.say("compare.query") + " " + x.say(id, args...) }
	qs := cites(q1738HTTPSearch, q1738WAIS, q3986Query)
	switch {
	case x.f == Query:
		if !r.Present {
			if !definedScheme(x.scheme) {
				// A scheme RFC 1738 does not define may reserve "?"
				// (section 2.2); the generic syntax reads no query.
				return why("compare.query.undefined-scheme", x.scheme), cites(q1738HTTPSearch, q1738WAIS, q3986Query, q1738MayReserve)
			}
			return why("compare.query.defined-scheme", x.scheme), cites(q1738HTTPSearch, q1738WAIS, q3986Query, q1738GopherPath)
		}
	case r.Present && r.HasSpan && r.End >= q.Start:
		if c, ok := x.get(RFC3986); !ok || !c.Present || c.End < q.Start {
			if !definedScheme(x.scheme) {
				return why("compare.query.undefined-scheme.runs-on", x.scheme, x.field()), cites(q1738HTTPSearch, q1738WAIS, q3986Query, q1738MayReserve)
			}
			return why("compare.query.defined-scheme.runs-on", x.scheme, x.field()), qs
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
	return x.sayAgreeing(slash, "compare.leading-slash.one", "compare.leading-slash.many"), cites(q1738Slash, q3986PathAbempty)
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
	return x.say("compare.no-path", show(c)), cites(q1738Omit, q3986PathAlways)
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
	return x.say("compare.special-path"), nil
}

// causeBackslash: "\" is "/" to the URL Standard in a special scheme.
func causeBackslash(x *rowCtx) (string, []Cite) {
	if !strings.Contains(x.t.Input, `\`) {
		return "", nil
	}
	back := x.names(func(c Cell) bool { return c.Present && strings.Contains(c.Value, `\`) })
	if len(back) == 0 {
		return "", nil
	}
	msg := x.sayAgreeing(back, "compare.backslash.one", "compare.backslash.many", x.field())
	port, _ := specialPort(x.scheme)
	if w, ok := x.get(WHATWG); ok && !strings.Contains(w.Value, `\`) && port != "" || ok && x.scheme == "file" {
		msg += " " + x.say("compare.backslash.whatwg")
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
			if x.scheme == "gopher" {
				// No character is reserved in a gopher path, and one
				// escape is itself a delimiter.
				return x.say("compare.decoded.gopher", x.field(), field, strconv.Quote(clip(g.Value))),
					cites(q1738GopherPath, q1738Gopher, q3986Reserved)
			}
			return x.say("compare.decoded", x.field(), field, strconv.Quote(clip(g.Value))),
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
		return x.say("compare.encoded.idna"), cites(q1738NoGraphic, q3986NonASCIIHost, q3986IDNA)
	}
	d, err := url.PathUnescape(w.Value)
	if err != nil || d == w.Value {
		return "", nil
	}
	if d == c.Value || d == removeDots(c.Value) {
		if nonASCII {
			return x.say("compare.encoded.non-ascii", strconv.Quote(clip(w.Value))), cites(q1738NoGraphic, q3986Chars)
		}
		return x.say("compare.encoded", strconv.Quote(clip(w.Value))), nil
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
	if len(empty) == 0 || len(none) == 0 {
		return "", nil
	}
	// The URL object's username and password are "" for none too, which
	// the statements ending .whatwg add.
	w, ok := x.get(WHATWG)
	whatwg := ok && !w.Present
	id, eg, q := "compare.empty-login.user", q1738EmptyUser, q3986EmptyDelims
	who := [4]string{"compare.empty-login.user.one.one", "compare.empty-login.user.one.many",
		"compare.empty-login.user.many.one", "compare.empty-login.user.many.many"}
	if whatwg {
		id = "compare.empty-login.user.whatwg"
	}
	if x.f == Password {
		// RFC 3986 reads the empty string after ":" as no password: the
		// opposite of RFC 1738's "ftp://foo:@host.com/".
		id, eg, q = "compare.empty-login.password", q1738EmptyPass, q3986NoPassword
		who = [4]string{"compare.empty-login.password.one.one", "compare.empty-login.password.one.many",
			"compare.empty-login.password.many.one", "compare.empty-login.password.many.many"}
		if whatwg {
			id = "compare.empty-login.password.whatwg"
		}
	}
	return x.sayAgreeing2(empty, none, who) + " " + x.say(id), cites(q1738EmptyLogin, eg, q3986Userinfo, q)
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
	q := cites(q1738HTTPLogin, q3986Userinfo, q3986UserPass)
	if u, h := r.Cells[User], r.Cells[Host]; u.HasSpan && h.HasSpan && u.Start <= h.Start {
		return x.say("compare.http-login", strconv.Quote(clip(x.t.Input[u.Start:h.Start])), x.field()), q
	}
	return x.say("compare.http-login.unquoted", x.field()), q
}

// causeFTPType: ";type=" belongs to ftp's url-path.
func causeFTPType(x *rowCtx) (string, []Cite) {
	r, ok := x.has(RFC1738)
	if x.f != Path || !ok || x.scheme != "ftp" || !strings.Contains(strings.ToLower(r.Value), ";type=") {
		return "", nil
	}
	return x.say("compare.ftp-type"), cites(q1738FTPPath, q3986Params)
}

// causeTilde: "~" is unsafe in 1994, unreserved since 1998.
func causeTilde(x *rowCtx) (string, []Cite) {
	r, ok := x.has(RFC1738)
	if !ok || !strings.Contains(r.Value, "~") {
		return "", nil
	}
	return x.say("compare.tilde"), cites(q1738Unsafe, q1738UnsafeAll, q3986Unreserved)
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
	return x.say("compare.dot-segments"), cites(q3986DotSegments)
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
	return x.say("compare.best-effort", a.At, b.At), nil
}

// causeWrapper: "<URL:...>" sets a URL off in running text.
func causeWrapper(x *rowCtx) (string, []Cite) {
	in := strings.TrimSpace(x.t.Input)
	r := x.t.Reading(RFC1738)
	if r == nil || !strings.HasPrefix(in, "<") || !r.Cells[Scheme].Present || r.Cells[Scheme].Start == 0 {
		return "", nil
	}
	return x.say("compare.wrapper"), cites(q1738Wrapper, q3986Wrappers, q3986URLPrefix, q3986SchemeRule)
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
	if len(with) == 0 || len(without) == 0 {
		return "", nil
	}
	return x.sayAgreeing(with, "compare.whitespace.one", "compare.whitespace.many", x.field()), cites(q1738Space, q3986Chars)
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
	msg := x.say("compare.at-sign")
	q := cites(q1738LoginChars, q3986Userinfo)
	switch {
	case len(first) > 0 && len(last) > 0:
		msg += " " + x.sayAgreeing(first, "compare.at-sign.first-last.one", "compare.at-sign.first-last.many", join(last))
	case len(first) > 0:
		msg += " " + x.sayAgreeing(first, "compare.at-sign.first.one", "compare.at-sign.first.many")
	case len(last) > 0:
		msg += " " + x.sayAgreeing(last, "compare.at-sign.last.one", "compare.at-sign.last.many")
	}
	return msg, q
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
	msg := x.say("compare.colons")
	if len(last) > 0 {
		msg += " " + x.sayAgreeing(last, "compare.colons.last.one", "compare.colons.last.many")
	}
	return msg, cites(q3986RegName, q3986Port, q1738Port)
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
	// The statement says the row reads no such component, or, for the
	// path, that it holds the "//".
	switch x.f {
	case User, Password, Host, Port:
		switch {
		case opaque:
			return x.say("compare.no-authority.opaque", x.scheme, x.field()), cites(q1738Host, q1738Schemepart, q3986Authority)
		case x.scheme == "mailto":
			return x.say("compare.no-authority.mailto", x.field()), cites(q1738Mailto, q3986Authority)
		}
		return x.say("compare.no-authority.news", x.field()), cites(q1738News, q1738NewsID, q3986Authority)
	case Path:
		if !strings.HasPrefix(r.Cells[Path].Value, "//") {
			return "", nil
		}
		switch {
		case opaque:
			return x.say("compare.no-authority.opaque.path", x.scheme), cites(q1738Host, q1738Schemepart, q3986Authority)
		case x.scheme == "mailto":
			return x.say("compare.no-authority.mailto.path"), cites(q1738Mailto, q3986Authority)
		}
		return x.say("compare.no-authority.news.path"), cites(q1738News, q1738NewsID, q3986Authority)
	}
	return "", nil
}

// causeFilePort: fileurl has a host and no port.
func causeFilePort(x *rowCtx) (string, []Cite) {
	r := x.t.Reading(RFC1738)
	if r == nil || r.Rule != "fileurl" || x.f != Host && x.f != Port || !strings.Contains(r.Cells[Host].Value, ":") {
		return "", nil
	}
	return x.say("compare.file-port"), cites(q1738File, q3986Port, q3986NoPort)
}
