package exercise

// This file makes mistakes: each kind is named by the diagnostic code the
// parser gives it, and made by one edit (an insertion, a deletion or a
// replacement) in one part of a valid URL the walk wrote. An edit is only a
// proposal: Generate keeps the line only when the parser then reports
// exactly one error, with the kind's code.

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// A mistake is one kind of mistake, named by the code the parser gives it.
type mistake struct {
	code    parser.Code
	summary string // the ID of the statement that says what the edit does, lower case
	edits   []edit
}

// An edit changes the text of one span of a URL.
type edit struct {
	on func(name string) bool // whether it edits the span of this name
	// names are the spans it edits when on is nil: a list rather than a
	// closure made by a call, which the table would run when the page
	// starts (app.wasm is built without inlining), where a list is data.
	names []string
	// place is the ID of the statement naming what the note tells to
	// look at (an exercise.place statement); "" for the span's part
	// (places).
	place string
	// do returns u with the edit made at s, or false when it cannot be
	// made there.
	do func(rng *rand.Rand, u string, s span) (string, bool)
}

// applies reports whether e edits the span of this name.
func (e edit) applies(name string) bool {
	if e.on == nil {
		return slices.Contains(e.names, name)
	}
	return e.on(name)
}

// rules returns a test for spans named one of names.
func rules(names ...string) func(string) bool {
	return func(name string) bool { return slices.Contains(names, name) }
}

// textParts are the parts a character can be slipped into: those filled
// with words, where a writer types freely.
var textParts = rules(
	"user", "password", "fsegment", "hsegment", "search", "selector", "psegment",
	"database", "wpath", "fieldvalue", "urlpath", "schemepart", "encoded822addr",
)

// schemeStart is the scheme of genericurl, or the leading literal of a
// predefined production, which holds its scheme ("ftp://", "mailto:").
func schemeStart(name string) bool {
	return name == "scheme" || strings.HasPrefix(name, `"`) && strings.Contains(name, `:`)
}

// slashes is a literal that ends in "//": "ftp://", or the "//" of
// ip-schemepart.
func slashes(name string) bool { return strings.HasSuffix(name, `//"`) }

// production is the span of a whole production: "telneturl".
func production(name string) bool {
	return strings.HasSuffix(name, "url") && !strings.HasPrefix(name, `"`)
}

// mistakes are the kinds the generator makes, in the order of the parser's
// code table.
var mistakes = []mistake{
	{parser.CodeMissingScheme, "exercise.missing-scheme.summary", []edit{
		{on: schemeStart, place: "exercise.place.start", do: dropScheme},
	}},
	{parser.CodeSchemeChar, "exercise.scheme-char.summary", []edit{
		{names: []string{"scheme"}, do: insertOneOf("_", true)},
	}},
	{parser.CodeSpace, "exercise.space.summary", []edit{
		{on: textParts, do: spaceIn},
	}},
	{parser.CodeNonASCII, "exercise.non-ascii.summary", []edit{
		{on: textParts, do: accentIn},
	}},
	{parser.CodeUnsafe, "exercise.unsafe-char.summary", []edit{
		{on: textParts, do: insertOneOf("~{}|\\^[]`<>\"", false)},
	}},
	{parser.CodeBadEscape, "exercise.bad-escape.summary", []edit{
		{on: textParts, do: badEscapeIn},
	}},
	{parser.CodeReserved, "exercise.reserved-char.summary", []edit{
		{names: []string{"user", "password", "search", "fsegment", "hsegment", "psegment", "database", "wpath", "selector"}, do: reservedIn},
	}},
	{parser.CodeLoginNotAllowed, "exercise.login-not-allowed.summary", []edit{
		{names: []string{"hostport"}, place: "exercise.place.before-host", do: loginBefore},
	}},
	{parser.CodeMissingHost, "exercise.missing-host.summary", []edit{
		{names: []string{"host"}, place: "exercise.place.after-slashes", do: deleteSpan},
	}},
	{parser.CodeBadHost, "exercise.bad-host.summary", []edit{
		{names: []string{"hostname"}, do: badLabel},
		{names: []string{"hostnumber"}, do: dropLastGroup},
	}},
	{parser.CodeBadPort, "exercise.bad-port.summary", []edit{
		{names: []string{"port"}, do: badPort},
		{names: []string{"hostname", "hostnumber"}, place: "exercise.place.port", do: emptyPortAfter},
	}},
	{parser.CodeBadType, "exercise.bad-ftptype.summary", []edit{
		{names: []string{"ftptype"}, do: replaceWith("b", "x", "e", "ascii", "binary")},
	}},
	{parser.CodeBadGroup, "exercise.bad-group.summary", []edit{
		{names: []string{"group"}, do: insertAtStart("3", "1", "2")},
		{names: []string{"article"}, do: dropLast("@")},
	}},
	{parser.CodeBadNumber, "exercise.bad-number.summary", []edit{
		{names: []string{"digits"}, do: insertOneOf("xoel", true)},
	}},
	{parser.CodeBadField, "exercise.bad-fieldspec.summary", []edit{
		{names: []string{"fieldspec"}, do: dropLast("=")},
	}},
	{parser.CodeMissing, "exercise.missing-delimiter.summary", []edit{
		{on: slashes, place: "exercise.place.after-scheme", do: dropLast("//")},
	}},
	{parser.CodeExtra, "exercise.extra-text.summary", []edit{
		{on: production, place: "exercise.place.end", do: appendPath},
	}},
	{parser.CodeMissingPart, "exercise.missing-part.summary", []edit{
		{names: []string{"encoded822addr"}, place: "exercise.place.after-scheme", do: deleteSpan},
		{names: []string{"article"}, do: dropLocalPart},
	}},
}

// places name, by the rule that wrote a span, the part a note tells to
// look at: the ID of its exercise.place statement ("the port").
var places = placeTable(`
scheme	exercise.place.scheme
schemepart	exercise.place.after-scheme
user	exercise.place.user
password	exercise.place.password
hostname	exercise.place.host
hostnumber	exercise.place.host
port	exercise.place.port
fsegment	exercise.place.path
hsegment	exercise.place.path
psegment	exercise.place.path
wpath	exercise.place.path
urlpath	exercise.place.path
ftptype	exercise.place.type-code
search	exercise.place.search
selector	exercise.place.selector
encoded822addr	exercise.place.address
group	exercise.place.group
article	exercise.place.article
digits	exercise.place.article-number
database	exercise.place.database
fieldspec	exercise.place.field
fieldvalue	exercise.place.field
`)

// placeTable reads places written as text, a rule, a tab and the ID on
// each line. Text rather than a map literal, whose code stores each entry
// (about 5 KB of app.wasm).
func placeTable(t string) map[string]string {
	m := map[string]string{}
	for _, l := range strings.Split(t, "\n") {
		if rule, id, ok := strings.Cut(l, "\t"); ok {
			m[rule] = id
		}
	}
	return m
}

// placeOf returns the ID of the statement naming what the note of a
// mistake made by e at s tells to look at. Every span an edit without a
// place of its own can be made in has one in places, which the tests
// check.
func placeOf(e edit, s span) string {
	if e.place != "" {
		return e.place
	}
	return places[s.name]
}

// text returns the text of s in u.
func (s span) text(u string) string { return u[s.start:s.end] }

// replace returns u with s's text replaced by t.
func (s span) replace(u, t string) string { return u[:s.start] + t + u[s.end:] }

func deleteSpan(_ *rand.Rand, u string, s span) (string, bool) {
	if s.start == s.end {
		return "", false
	}
	return s.replace(u, ""), true
}

// dropScheme deletes the scheme and its ":" (the span is the scheme, or a
// predefined production's leading literal).
func dropScheme(_ *rand.Rand, u string, s span) (string, bool) {
	i := strings.IndexByte(u[s.start:], ':')
	if s.start != 0 || i < 0 {
		return "", false
	}
	return u[i+1:], true
}

// insertOneOf returns an edit that inserts one of chars in the span:
// inside it when inner, anywhere in it (its ends included) otherwise.
func insertOneOf(chars string, inner bool) func(*rand.Rand, string, span) (string, bool) {
	return func(rng *rand.Rand, u string, s span) (string, bool) {
		lo, hi := s.start, s.end
		if inner {
			lo, hi = lo+1, hi-1
		}
		if hi < lo {
			return "", false
		}
		at := lo + rng.IntN(hi-lo+1)
		c := chars[rng.IntN(len(chars))]
		return u[:at] + string(c) + u[at:], true
	}
}

// insertAtStart returns an edit that puts one of texts before the span.
func insertAtStart(texts ...string) func(*rand.Rand, string, span) (string, bool) {
	return func(rng *rand.Rand, u string, s span) (string, bool) {
		return u[:s.start] + texts[rng.IntN(len(texts))] + u[s.start:], true
	}
}

// replaceWith returns an edit that replaces the span with one of texts.
func replaceWith(texts ...string) func(*rand.Rand, string, span) (string, bool) {
	return func(rng *rand.Rand, u string, s span) (string, bool) {
		return s.replace(u, texts[rng.IntN(len(texts))]), true
	}
}

// dropLast returns an edit that deletes the last sub in the span.
func dropLast(sub string) func(*rand.Rand, string, span) (string, bool) {
	return func(_ *rand.Rand, u string, s span) (string, bool) {
		i := strings.LastIndex(s.text(u), sub)
		if i < 0 {
			return "", false
		}
		at := s.start + i
		return u[:at] + u[at+len(sub):], true
	}
}

// spaceIn writes a space where a writer would: for a "%20" or a "+"
// (which a search uses for a space), else between two characters.
func spaceIn(rng *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	if i := strings.Index(t, "%20"); i >= 0 {
		return s.replace(u, t[:i]+" "+t[i+3:]), true
	}
	if i := strings.IndexByte(t, '+'); i >= 0 {
		return s.replace(u, t[:i]+" "+t[i+1:]), true
	}
	if len(t) < 2 {
		return "", false
	}
	at := 1 + rng.IntN(len(t)-1)
	return s.replace(u, t[:at]+" "+t[at:]), true
}

// accents are letters a writer of French or German types for a, e, i, o,
// u.
var accents = map[byte]string{'a': "ä", 'e': "é", 'i': "í", 'o': "ö", 'u': "ü"}

// accentIn replaces a vowel of the span with an accented one.
func accentIn(rng *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	var at []int
	for i := 0; i < len(t); i++ {
		if _, ok := accents[t[i]]; ok {
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return "", false
	}
	i := at[rng.IntN(len(at))]
	return s.replace(u, t[:i]+accents[t[i]]+t[i+1:]), true
}

// badEscapeIn cuts an escape of the span short ("%2" for "%20"), or puts a
// "%" in it (which the parser accepts when two hex digits follow: the
// line is then not kept).
func badEscapeIn(rng *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	if i := strings.IndexByte(t, '%'); i >= 0 && i+3 <= len(t) && rng.IntN(2) == 0 {
		return s.replace(u, t[:i+2]+t[i+3:]), true
	}
	at := rng.IntN(len(t) + 1)
	return s.replace(u, t[:at]+"%"+t[at:]), true
}

// reservedIn inserts a reserved character that the span's rule does not
// take (section 2.2: a reserved character outside its reserved purpose).
func reservedIn(rng *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	at := rng.IntN(len(t) + 1)
	var can []string
	for _, c := range []string{";", "/", "?", ":", "@", "&", "="} {
		if !parser.Matches(s.name, t[:at]+c+t[at:]) {
			can = append(can, c)
		}
	}
	if len(can) == 0 {
		return "", false
	}
	c := can[rng.IntN(len(can))]
	return s.replace(u, t[:at]+c+t[at:]), true
}

// loginBefore writes a user name, and sometimes a password, before the
// hostport.
func loginBefore(rng *rand.Rand, u string, s span) (string, bool) {
	login := words["user"][rng.IntN(len(words["user"]))]
	if rng.IntN(3) == 0 {
		login += ":" + words["password"][rng.IntN(len(words["password"]))]
	}
	return u[:s.start] + login + "@" + u[s.start:], true
}

// badLabel breaks one label of a hostname (section 3.1: a label is
// alphadigits and hyphens, starts and ends with an alphadigit, and the
// last starts with a letter): a digit before the last label, a hyphen at
// an end of a label, an empty label, or an underscore in one.
func badLabel(rng *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	labels := strings.Split(t, ".")
	i := rng.IntN(len(labels))
	switch rng.IntN(5) {
	case 0:
		labels[len(labels)-1] = string(rune('1'+rng.IntN(9))) + labels[len(labels)-1]
	case 1:
		labels[i] = "-" + labels[i]
	case 2:
		labels[i] += "-"
	case 3:
		if rng.IntN(2) == 0 {
			return s.replace(u, t+"."), true // the trailing dot of a fully qualified name
		}
		labels = append(labels[:i+1], labels[i:]...)
		labels[i] = ""
	default:
		l := labels[i]
		if len(l) < 2 {
			return "", false
		}
		at := 1 + rng.IntN(len(l)-1)
		labels[i] = l[:at] + "_" + l[at:]
	}
	return s.replace(u, strings.Join(labels, ".")), true
}

// dropLastGroup deletes the last group of a hostnumber: three groups.
func dropLastGroup(_ *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	i := strings.LastIndexByte(t, '.')
	if i < 0 {
		return "", false
	}
	return s.replace(u, t[:i]), true
}

// badPort writes the letter o for a 0 or l for a 1 (or one of them for
// another digit), or empties the port.
func badPort(rng *rand.Rand, u string, s span) (string, bool) {
	t := s.text(u)
	if t == "" {
		return "", false
	}
	if rng.IntN(4) == 0 {
		return s.replace(u, ""), true
	}
	i := rng.IntN(len(t))
	c := "o"
	switch {
	case t[i] == '1':
		c = "l"
	case t[i] != '0' && rng.IntN(2) == 0:
		c = "l"
	}
	return s.replace(u, t[:i]+c+t[i+1:]), true
}

// emptyPortAfter writes a ":" and no port after a host that has none.
func emptyPortAfter(_ *rand.Rand, u string, s span) (string, bool) {
	if s.end < len(u) && u[s.end] == ':' {
		return "", false
	}
	return u[:s.end] + ":" + u[s.end:], true
}

// appendPath writes a path after the end of the URL.
func appendPath(rng *rand.Rand, u string, s span) (string, bool) {
	list := words["hsegment"]
	p := list[rng.IntN(len(list))]
	if !strings.HasSuffix(u[:s.end], "/") {
		p = "/" + p
	}
	return u[:s.end] + p + u[s.end:], true
}

// dropLocalPart deletes what comes before an article's "@".
func dropLocalPart(_ *rand.Rand, u string, s span) (string, bool) {
	i := strings.LastIndexByte(s.text(u), '@')
	if i <= 0 {
		return "", false
	}
	return u[:s.start] + u[s.start+i:], true
}
