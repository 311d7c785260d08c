// Package urllist reads and writes URL lists: exercises for a class, a
// teacher's set of URLs with the verdict each should get. The playground's
// list view and quiz and the rfc1738 command's -check read the same format.
//
// # The format
//
// A list is UTF-8 text, one item per line. A line ends at "\n"; one "\r"
// before it is dropped (CRLF files work), and a byte order mark at the start
// of the text is skipped.
//
//	line       what it is
//	+ URL      expects URL to be valid
//	- URL      expects URL to be invalid
//	URL        no expectation: the URL is just checked
//	# text     a note, shown with the next URL (a hint, a lesson); several
//	           note lines before one URL are joined with "\n"
//	(empty)    an empty line separates; it holds no URL
//
// The marker is the character and one space: "+foo" and "-foo" are URLs
// with no expectation, and so is "#foo"; a line that is just "#" is an
// empty note. The URL is the rest of the line exactly: spaces in it, before
// it or after it are part of it (a URL with a space pasted after it is a
// classic mistake, and a list must be able to hold it).
//
// # Bytes a line cannot hold
//
// A URL that holds a byte a line cannot (NUL, "\r", "\n", a byte that is
// not part of valid UTF-8) is written in the escaped form, which says so:
// the marker "% " (after "+ " or "- ", if any) and then the URL with those
// bytes, and every "%", written as "%" and two upper-case hex digits, as in
// a link's percent-encoding. In the escaped form every "%" starts an
// escape; outside it no "%" does, so a URL's own escapes ("%20", "%2F")
// are never read twice. For example the URL "http://h/a<NUL>b" expected
// invalid is written "- % http://h/a%00b",
// and "http://h/100%" with a NUL after it is "% http://h/100%25%00". A
// "%" in the escaped form that is not followed by two hex digits is read as
// itself. The writer also uses the escaped form for a URL that would
// otherwise be misread: the empty URL ("% "), one that starts with a marker
// ("+ ", "- ", "# ", "% ", a byte order mark) or equals "#", and one that ends in a space or a
// tab (editors drop those), whose last space or tab is then escaped too.
// Notes are text: a note's bytes that are not valid UTF-8 are written as
// U+FFFD, and a line break in a note starts another note line.
//
// # The command's output pasted back
//
// Parse also reads what the rfc1738 command prints, so that its output can
// be pasted into the list view as it is. The first line that is not empty
// decides how the whole text is read:
//
//   - `input: "…"` (the readable report): each line starting `input: ` holds
//     one URL, Go-quoted; the other lines of the report are skipped. An
//     input the report shortened ("… (N more bytes)") is read as shown.
//   - `{` (one JSON object per line, from -json or -check -json): each
//     object with an "input" string holds one URL, with the expectation of
//     its "expected" field ("valid" or "invalid") when it has one; other
//     lines are skipped.
//   - `FILE:LINE: "…"` (the lines -check prints): each such line holds one
//     URL, Go-quoted, expected as its "expected valid" or "expected
//     invalid" says; the summary and other lines are skipped.
//
// Anything else is a list in the format above.
package urllist

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// An Expect is what a list expects of a URL's verdict.
type Expect uint8

const (
	None    Expect = iota // no expectation: just checked
	Valid                 // "+ ": the BNF should accept it
	Invalid               // "- ": the BNF should reject it
)

// String returns "valid", "invalid" or "" (no expectation).
func (e Expect) String() string {
	switch e {
	case Valid:
		return "valid"
	case Invalid:
		return "invalid"
	}
	return ""
}

// Holds reports whether a verdict meets the expectation. It is true for
// None.
func (e Expect) Holds(valid bool) bool {
	return e == None || (e == Valid) == valid
}

// An Entry is one URL of a list.
type Entry struct {
	URL    string // the URL's bytes, unescaped
	Expect Expect
	Note   string // the note lines before the URL, joined with "\n"
	Line   int    // the 1-based line of the text that holds the URL
}

// Source names the kind of text Parse read.
type Source uint8

const (
	Plain  Source = iota // a list in the format
	Report               // the command's readable report
	JSON                 // the command's -json or -check -json output
	Check                // the command's -check output
)

func (s Source) String() string {
	switch s {
	case Report:
		return "the rfc1738 command's report"
	case JSON:
		return "the rfc1738 command's JSON"
	case Check:
		return "the rfc1738 command's -check output"
	}
	return "a URL list"
}

// bom is the byte order mark some editors write at the start of UTF-8.
const bom = "\ufeff"

// Parse reads a list. It never fails: every line is something, and what it
// cannot read as a marker is a URL.
func Parse(text string) ([]Entry, Source) {
	var entries []Entry
	src := Lines(text, func(e Entry) bool {
		entries = append(entries, e)
		return true
	})
	return entries, src
}

// Lines reads a list as Parse does, calling fn with each entry in order
// until fn returns false, and returns the kind of text it read. The list
// view reads with it in slices.
func Lines(text string, fn func(Entry) bool) Source {
	var s Stream
	for len(text) > 0 {
		var line string
		line, text, _ = strings.Cut(text, "\n")
		if e, ok := s.Line(strings.TrimSuffix(line, "\r")); ok && !fn(e) {
			break
		}
	}
	return s.Source()
}

// A Stream reads a list one line at a time, as Lines does, for a reader
// that must not hold the whole text: the command's -check reads lists of
// any length in memory bounded by their longest line. It holds only the
// notes that wait for their URL. The zero Stream is ready to read.
type Stream struct {
	src     Source
	decided bool // src is known: a line that is not empty has been read
	lineno  int
	note    []string
	noteLen int
}

// Line reads the list's next line, without its "\n" and the one "\r"
// before it, and returns the entry that the line completes, if any.
func (s *Stream) Line(line string) (Entry, bool) {
	s.lineno++
	if s.lineno == 1 {
		line = strings.TrimPrefix(line, bom)
	}
	if !s.decided && line != "" {
		// The first line that is not empty decides how the whole text is
		// read; the empty lines before it hold nothing in any of them.
		s.src, s.decided = sourceOf(line), true
	}
	var e Entry
	var ok bool
	switch s.src {
	case Plain:
		if line == "" {
			return Entry{}, false
		}
		if line == "#" || strings.HasPrefix(line, "# ") {
			n := strings.TrimPrefix(line[1:], " ")
			s.note = append(s.note, n)
			s.noteLen += len(n) + 1
			return Entry{}, false
		}
		e, ok = plainEntry(line), true
	case Report:
		e, ok = reportEntry(line)
	case JSON:
		e, ok = jsonEntry(line)
	case Check:
		e, ok = checkEntry(line)
	}
	if !ok {
		return Entry{}, false
	}
	e.Line = s.lineno
	if s.note != nil {
		e.Note = strings.Join(s.note, "\n")
		s.note, s.noteLen = nil, 0
	}
	return e, true
}

// Source returns the kind of text read so far: Plain until a line that is
// not empty has been read.
func (s *Stream) Source() Source { return s.src }

// NoteLen returns the bytes of the notes held for the next URL: a reader
// that bounds its memory bounds this too, since a list may hold any number
// of note lines before one URL.
func (s *Stream) NoteLen() int { return s.noteLen }

// sourceOf decides from the first line that is not empty what the text is.
func sourceOf(line string) Source {
	switch {
	case strings.HasPrefix(line, `input: "`):
		return Report
	case strings.HasPrefix(line, "{"):
		if _, ok := jsonEntry(line); ok {
			return JSON
		}
	default:
		if _, ok := checkEntry(line); ok {
			return Check
		}
	}
	return Plain
}

// plainEntry reads one line of a list that is not empty and not a note.
func plainEntry(line string) Entry {
	var e Entry
	switch {
	case strings.HasPrefix(line, "+ "):
		e.Expect, line = Valid, line[2:]
	case strings.HasPrefix(line, "- "):
		e.Expect, line = Invalid, line[2:]
	}
	if strings.HasPrefix(line, "% ") {
		e.URL = unescape(line[2:])
	} else {
		e.URL = line
	}
	return e
}

// unescape reads the escaped form: "%" and two hex digits is that byte.
func unescape(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// reportEntry reads the "input:" line of the command's report.
func reportEntry(line string) (Entry, bool) {
	rest, ok := strings.CutPrefix(line, "input: ")
	if !ok {
		return Entry{}, false
	}
	return quotedEntry(rest)
}

// quotedEntry reads a Go-quoted URL at the start of s.
func quotedEntry(s string) (Entry, bool) {
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return Entry{}, false
	}
	u, err := strconv.Unquote(q)
	if err != nil {
		return Entry{}, false
	}
	return Entry{URL: u}, true
}

// jsonEntry reads one JSON object holding an "input".
func jsonEntry(line string) (Entry, bool) {
	if !strings.HasPrefix(line, "{") {
		return Entry{}, false
	}
	var v struct {
		Input    *string `json:"input"`
		Expected string  `json:"expected"`
		Note     string  `json:"note"`
	}
	if json.Unmarshal([]byte(line), &v) != nil || v.Input == nil {
		return Entry{}, false
	}
	e := Entry{URL: *v.Input, Note: v.Note}
	switch v.Expected {
	case "valid":
		e.Expect = Valid
	case "invalid":
		e.Expect = Invalid
	}
	return e, true
}

// checkEntry reads one line -check prints for a failing expectation:
//
//	FILE:LINE: "URL": expected valid, got invalid httpurl: ...
func checkEntry(line string) (Entry, bool) {
	i := strings.Index(line, `: "`)
	if i < 0 {
		return Entry{}, false
	}
	head := line[:i]
	j := strings.LastIndexByte(head, ':')
	if j <= 0 || !allDigits(head[j+1:]) {
		return Entry{}, false
	}
	rest := line[i+2:]
	e, ok := quotedEntry(rest)
	if !ok {
		return Entry{}, false
	}
	q, _ := strconv.QuotedPrefix(rest)
	switch after := rest[len(q):]; {
	case strings.HasPrefix(after, ": expected valid"):
		e.Expect = Valid
	case strings.HasPrefix(after, ": expected invalid"):
		e.Expect = Invalid
	default:
		return Entry{}, false
	}
	return e, true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Write returns the list that holds entries, in the format; Parse reads
// back the same URLs, expectations and notes (not the Line numbers, which
// are where Write put them). Each entry is its note lines and one URL line,
// each line ending in "\n".
func Write(entries []Entry) string {
	var b strings.Builder
	for _, e := range entries {
		AppendEntry(&b, e)
	}
	return b.String()
}

// AppendEntry writes one entry's lines to b.
func AppendEntry(b *strings.Builder, e Entry) {
	if e.Note != "" {
		note := strings.ToValidUTF8(e.Note, "\ufffd")
		note = strings.ReplaceAll(note, "\r\n", "\n")
		note = strings.ReplaceAll(note, "\r", "\n")
		for line := range strings.SplitSeq(note, "\n") {
			if line == "" {
				b.WriteString("#\n")
				continue
			}
			b.WriteString("# ")
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	switch e.Expect {
	case Valid:
		b.WriteString("+ ")
	case Invalid:
		b.WriteString("- ")
	}
	if needsEscape(e.URL) {
		b.WriteString("% ")
		writeEscaped(b, e.URL)
	} else {
		b.WriteString(e.URL)
	}
	b.WriteByte('\n')
}

// needsEscape reports whether url must be written in the escaped form.
func needsEscape(url string) bool {
	if url == "" || url == "#" || strings.HasPrefix(url, bom) {
		return true
	}
	for _, m := range []string{"+ ", "- ", "# ", "% "} {
		if strings.HasPrefix(url, m) {
			return true
		}
	}
	if c := url[len(url)-1]; c == ' ' || c == '\t' {
		return true
	}
	for i := 0; i < len(url); {
		c := url[i]
		if c == 0 || c == '\r' || c == '\n' {
			return true
		}
		if c < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(url[i:])
		if r == utf8.RuneError && n == 1 {
			return true
		}
		i += n
	}
	return false
}

const hexDigits = "0123456789ABCDEF"

// writeEscaped writes url in the escaped form: "%", NUL, CR, LF, bytes
// outside valid UTF-8, and a final space or tab as "%XX".
func writeEscaped(b *strings.Builder, url string) {
	esc := func(c byte) {
		b.WriteByte('%')
		b.WriteByte(hexDigits[c>>4])
		b.WriteByte(hexDigits[c&15])
	}
	for i := 0; i < len(url); {
		c := url[i]
		last := i == len(url)-1
		switch {
		case c == '%' || c == 0 || c == '\r' || c == '\n' || last && (c == ' ' || c == '\t'):
			esc(c)
			i++
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			i++
		default:
			r, n := utf8.DecodeRuneInString(url[i:])
			if r == utf8.RuneError && n == 1 {
				esc(c)
			} else {
				b.WriteString(url[i : i+n])
			}
			i += n
		}
	}
}
