package main

import (
	"io"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file writes -json's objects: the bytes of parser.Result.MarshalJSON,
// streamed.

// writeJSON writes to w what r.MarshalJSON returns (the form DESIGN.md
// fixes for -json), a piece at a time: it holds the encoding of one string
// (the input, a message) and 32 KiB more, never the JSON of all the parts
// of a long input.
//
// The chunk's buffer is reused from one call to the next (a command that
// writes a short result per line allocated a fresh 48 KiB for each).
func writeJSON(w io.Writer, r *parser.Result) error {
	bp := jsonBufs.Get().(*[]byte)
	e := jsonEncoder{buf: (*bp)[:0], w: w}
	e.result(r)
	e.flush()
	if cap(e.buf) <= 2*jsonChunk { // not one a long input's string grew
		*bp = e.buf[:0]
		jsonBufs.Put(bp)
	}
	return e.err
}

// jsonBufs holds writeJSON's buffers between calls. Without it -json
// allocates a 48 KiB buffer per URL, more than the report does, which
// TestJSONCostPerURL forbids (docs/PERFORMANCE.md has the figures).
var jsonBufs = sync.Pool{New: func() any {
	b := make([]byte, 0, jsonChunk+jsonChunk/2)
	return &b
}}

// jsonChunk is how much writeJSON gathers before it writes.
const jsonChunk = 32 << 10

// A jsonEncoder appends the JSON to buf, and when w is not nil writes buf
// to w each time it holds jsonChunk bytes, keeping the first error.
//
// It is written by hand, not with encoding/json: for a result of millions
// of parts, encoding/json needed a copy of every part as a struct and the
// whole output in memory, and took ten times as long.
// TestWriteJSONIsMarshalJSON checks that the bytes are MarshalJSON's.
type jsonEncoder struct {
	buf []byte
	w   io.Writer
	err error
}

func (e *jsonEncoder) flush() {
	if e.w != nil && len(e.buf) > 0 && e.err == nil {
		_, e.err = e.w.Write(e.buf)
	}
	e.buf = e.buf[:0]
}

// mark ends one value: past jsonChunk, the buffer goes to w.
func (e *jsonEncoder) mark() {
	if e.w != nil && len(e.buf) >= jsonChunk {
		e.flush()
	}
}

func (e *jsonEncoder) result(r *parser.Result) {
	if r == nil {
		e.buf = append(e.buf, "null"...)
		return
	}
	e.buf = append(e.buf, `{"input":`...)
	e.string(r.Input)
	e.mark()
	e.buf = append(e.buf, `,"scheme":`...)
	e.string(r.Scheme)
	e.buf = append(e.buf, `,"production":`...)
	e.string(r.Production)
	e.buf = append(e.buf, `,"valid":`...)
	e.buf = strconv.AppendBool(e.buf, r.Valid)
	e.buf = append(e.buf, `,"parts":[`...)
	for i, p := range r.Parts {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.buf = append(e.buf, `{"rule":`...)
		e.string(p.Rule.String())
		e.buf = append(e.buf, `,"start":`...)
		e.buf = strconv.AppendInt(e.buf, int64(p.Start), 10)
		e.buf = append(e.buf, `,"end":`...)
		e.buf = strconv.AppendInt(e.buf, int64(p.End), 10)
		e.buf = append(e.buf, `,"text":`...)
		e.string(jsonSpanText(r.Input, int(p.Start), int(p.End)))
		e.buf = append(e.buf, '}')
		e.mark()
	}
	e.buf = append(e.buf, `],"diagnostics":[`...)
	for i := range r.Diagnostics {
		d := &r.Diagnostics[i]
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.buf = append(e.buf, `{"code":`...)
		e.string(string(d.Code))
		e.buf = append(e.buf, `,"severity":`...)
		e.string(d.Severity.String())
		e.buf = append(e.buf, `,"start":`...)
		e.buf = strconv.AppendInt(e.buf, int64(d.Start), 10)
		e.buf = append(e.buf, `,"end":`...)
		e.buf = strconv.AppendInt(e.buf, int64(d.End), 10)
		e.buf = append(e.buf, `,"message":`...)
		e.string(d.Message)
		e.buf = append(e.buf, `,"rfc":`...)
		e.string(d.RFC)
		e.buf = append(e.buf, `,"quote":`...)
		e.string(d.Quote.String())
		e.buf = append(e.buf, `,"fix":`...)
		if d.HasFix {
			e.string(d.Fix)
		} else {
			e.buf = append(e.buf, "null"...)
		}
		e.buf = append(e.buf, '}')
		e.mark()
	}
	e.buf = append(e.buf, "]}"...)
}

// string appends s as a JSON string, escaped as encoding/json escapes it
// (with its HTML escaping): '"' and '\\' with a backslash; \b, \f, \n, \r
// and \t by name; other controls, "<", ">" and "&" as \u00XX in lower-case
// hex; U+2028 and U+2029 as \u2028 and \u2029; each byte that is not part
// of valid UTF-8 as \ufffd.
func (e *jsonEncoder) string(s string) {
	const hex = "0123456789abcdef"
	b := append(e.buf, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if jsonSafe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				b = append(b, s[start:i]...)
				b = append(b, `\ufffd`...)
			case r == '\u2028' || r == '\u2029':
				b = append(b, s[start:i]...)
				b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
			default:
				i += size
				continue
			}
			i += size
			start = i
		}
	}
	e.buf = append(append(b, s[start:]...), '"')
}

// jsonSafe holds the ASCII characters that encoding/json, escaping HTML,
// writes as they are: all but the controls, '"', '\\', '<', '>' and '&'.
var jsonSafe = func() (t [utf8.RuneSelf]bool) {
	for c := ' '; c < utf8.RuneSelf; c++ {
		t[c] = true
	}
	for _, c := range `"\<>&` {
		t[c] = false
	}
	return t
}()

// jsonSpanText returns s[start:end], with the span clamped to s (as
// MarshalJSON clamps it).
func jsonSpanText(s string, start, end int) string {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	return s[start:end]
}
