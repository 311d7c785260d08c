package workspace

import (
	"strings"
	"unicode/utf8"
)

// The field's characters: the caret (the character the inspector shows)
// moves a character at a time as the field counts them, and the field
// counts a CRLF as one character and each maximal invalid UTF-8 sequence as
// one U+FFFD. These are the workspace's own rules, so that placing the
// caret needs nothing from the page.

// CharBefore returns the start of the character before byte offset c of
// input (the one just typed when c is the caret), or 0 at the start.
func CharBefore(input string, c int) int {
	if k := min(c, len(input)); k > 0 && OneToOne(input[:k]) {
		return k - 1
	}
	prev := 0
	for i := 0; i < len(input) && i < c; {
		prev = i
		i = charEnd(input, i)
	}
	return prev
}

// charEnd is the end of the character that starts at byte i of s.
func charEnd(s string, i int) int {
	c := s[i]
	if c < utf8.RuneSelf {
		if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			return i + 2
		}
		return i + 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 {
		n = BadLen(s[i:])
	}
	return i + n
}

// BadLen is the length of the maximal invalid sequence at the start of s
// (the Encoding Standard's UTF-8 decoder replaces it with one U+FFFD): a
// lead byte and the continuation bytes that could still have followed it.
func BadLen(s string) int {
	c := s[0]
	var need int
	lo, hi := byte(0x80), byte(0xbf)
	switch {
	case c >= 0xc2 && c <= 0xdf:
		need = 1
	case c >= 0xe0 && c <= 0xef:
		need = 2
		if c == 0xe0 {
			lo = 0xa0
		} else if c == 0xed {
			hi = 0x9f
		}
	case c >= 0xf0 && c <= 0xf4:
		need = 3
		if c == 0xf0 {
			lo = 0x90
		} else if c == 0xf4 {
			hi = 0x8f
		}
	default:
		return 1
	}
	n := 1
	for ; n <= need && n < len(s); n++ {
		if s[n] < lo || s[n] > hi {
			break
		}
		lo, hi = 0x80, 0xbf
	}
	return n
}

// OneToOne reports whether s holds only ASCII other than a carriage
// return: bytes, characters and UTF-16 units one to one, which a plain
// loop checks far faster than stepping character by character (the caret
// is read on every keystroke, at the end of 64 KiB too).
func OneToOne(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || c == '\r' {
			return false
		}
	}
	return true
}

// plainPrefix remembers, for the last input read, how many of its first
// bytes OneToOne holds for, so that the caret placed with every keystroke
// looks only at what the keystroke changed, not the whole input twice at
// every key (docs/PERFORMANCE.md gives the time it saves at 64 KiB). The comparison with the last input is the
// runtime's, many bytes at a time.
type plainPrefix struct {
	s string
	n int
}

// of returns how many bytes from the start of s OneToOne holds for.
func (p *plainPrefix) of(s string) int {
	n := 0
	if k := min(p.n, len(s)); strings.HasPrefix(s, p.s[:k]) {
		n = k
	}
	for n < len(s) && s[n] < utf8.RuneSelf && s[n] != '\r' {
		n++
	}
	p.s, p.n = s, n
	return n
}

// charBefore is CharBefore for the input the field holds, where the bytes
// of the plain prefix are each a character.
func (p *plainPrefix) charBefore(input string, c int) int {
	if k := min(c, len(input)); k > 0 && k <= p.of(input) {
		return k - 1
	}
	return CharBefore(input, c)
}

// Plain is how many bytes from the start of the input are each one
// character and one UTF-16 unit of the field's text: the page converts
// the field's offsets within them without counting.
func (w *Workspace) Plain() int { return w.plain.of(w.Input) }
