package parser

import (
	"io"
	"strconv"
	"sync"
	"unicode/utf8"
)

// This file gives the JSON form of a Result that DESIGN.md fixes for the
// command-line tool (rfc1738 -json) and the page's "Copy JSON" button.

// MarshalJSON encodes r as one JSON object, with the keys in this order:
//
//	{"input","scheme","production","valid",
//	 "parts":[{"rule","start","end","text"}],
//	 "diagnostics":[{"code","severity","start","end","message","rfc","quote","fix"}]}
//
// "rfc" is the RFC 1738 section the diagnostic cites, "" when it rests on
// another document (its message names it); "quote" is the sentence of
// that section it rests on, verbatim with white space folded, "" when
// "rfc" is.
// "text" is the part's raw text, Input[Start:End]. "severity" is "error",
// "warning" or "info". "fix" is the replacement text for the diagnostic's
// span, or null when the diagnostic has none (HasFix false); "" means
// delete the span. "parts" and "diagnostics" are [] when empty, never null.
// The derivation tree, Failure, Canonical and FixAll are not part of this
// form. The output has no trailing newline.
//
// Strings are encoded as encoding/json encodes them: "<", ">" and "&" become
// \u003c, \u003e and \u0026 (so the JSON is safe to embed in HTML), control
// characters including NUL become \u0000-style escapes, and each byte of
// input that is not valid UTF-8 becomes U+FFFD, the replacement character.
// So the output is always valid JSON, but for an input that is not valid
// UTF-8 the "input" and "text" strings are not the input's exact bytes:
// "start" and "end" always count bytes of the original input (Result.Input),
// and they index the decoded "input" string directly only when the input
// was valid UTF-8.
//
// A span outside the input (which Parse never produces) is clamped to it
// for "text" rather than causing a panic; "start" and "end" are written as
// they are. A nil *Result encodes as null.
//
// It is written by hand, not with encoding/json: encoding/json brings
// package fmt and reflect with it, a tenth of the reader's bytes
// (web/reader.wasm); and for a result of millions of parts it needed a
// copy of every part as a struct and the whole output in memory, and took
// ten times as long. json_test.go checks that the bytes are
// encoding/json's over structs that spell the form out.
func (r *Result) MarshalJSON() ([]byte, error) {
	var e jsonEncoder
	e.result(r)
	return e.buf, nil
}

// WriteJSON writes to w what MarshalJSON returns, a piece at a time: it
// holds the encoding of one string (the input, a message) and 32 KiB
// more, never the JSON of all the parts of a long input (the command's
// -json). It returns the first error of w.
//
// The chunk's buffer is reused from one call to the next (a command that
// writes a short result per line allocated a fresh 48 KiB for each).
func (r *Result) WriteJSON(w io.Writer) error {
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

// jsonBufs holds WriteJSON's buffers between calls. Without it the
// command's -json allocated a 48 KiB buffer per URL, more than its report
// does, which its TestJSONCostPerURL forbids.
var jsonBufs = sync.Pool{New: func() any {
	b := make([]byte, 0, jsonChunk+jsonChunk/2)
	return &b
}}

// jsonChunk is how much WriteJSON gathers before it writes.
const jsonChunk = 32 << 10

// A jsonEncoder appends the JSON to buf, and when w is not nil writes buf
// to w each time it holds jsonChunk bytes, keeping the first error.
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

func (e *jsonEncoder) result(r *Result) {
	if r == nil {
		e.raw("null")
		return
	}
	// One call for each key and value, not an append of each inline:
	// Go's WebAssembly spells out every append, and app.wasm carries this.
	e.raw(`{"input":`)
	e.string(r.Input)
	e.mark()
	e.raw(`,"scheme":`)
	e.string(r.Scheme)
	e.raw(`,"production":`)
	e.string(r.Production)
	e.raw(`,"valid":`)
	if r.Valid {
		e.raw("true")
	} else {
		e.raw("false")
	}
	e.raw(`,"parts":[`)
	for i, p := range r.Parts {
		if i > 0 {
			e.raw(",")
		}
		e.raw(`{"rule":`)
		e.string(p.Rule.String())
		e.int(`,"start":`, p.Start)
		e.int(`,"end":`, p.End)
		e.raw(`,"text":`)
		e.string(jsonSpanText(r.Input, int(p.Start), int(p.End)))
		e.raw("}")
		e.mark()
	}
	e.raw(`],"diagnostics":[`)
	for i := range r.Diagnostics {
		d := &r.Diagnostics[i]
		if i > 0 {
			e.raw(",")
		}
		e.raw(`{"code":`)
		e.string(string(d.Code))
		e.raw(`,"severity":`)
		e.string(d.Severity.String())
		e.int(`,"start":`, d.Start)
		e.int(`,"end":`, d.End)
		e.raw(`,"message":`)
		e.string(d.Message)
		e.raw(`,"rfc":`)
		e.string(d.RFC)
		e.raw(`,"quote":`)
		e.string(d.Quote.String())
		e.raw(`,"fix":`)
		if d.HasFix {
			e.string(d.Fix)
		} else {
			e.raw("null")
		}
		e.raw("}")
		e.mark()
	}
	e.raw("]}")
}

// raw appends s as it is.
//
//go:noinline
func (e *jsonEncoder) raw(s string) { e.buf = append(e.buf, s...) }

// int appends key and n.
//
//go:noinline
func (e *jsonEncoder) int(key string, n int32) {
	e.buf = strconv.AppendInt(append(e.buf, key...), int64(n), 10)
}

// string appends s as a JSON string, escaped as encoding/json escapes it
// (with its HTML escaping): '"' and '\\' with a backslash; \b, \f, \n, \r
// and \t by name; other controls, "<", ">" and "&" as \u00XX in lower-case
// hex; U+2028 and U+2029 as \u2028 and \u2029; each byte that is not part
// of valid UTF-8 as \ufffd.
//
//go:noinline
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

// jsonSpanText returns s[start:end], with the span clamped to s.
func jsonSpanText(s string, start, end int) string {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	return s[start:end]
}
