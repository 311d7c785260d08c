package main

import (
	"strings"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/workspace"
)

// What the field holds for each character of the input, and the marker a
// character gets on the field's mirror (field-layer.go) when the field does
// not draw it as itself.

// fieldText is what a text field holds for input: its line breaks
// normalized to "\n" and each maximal invalid UTF-8 sequence replaced by
// U+FFFD, as the browser does when it is given the input.
func fieldText(input string) string {
	if plainText(input) {
		// The field holds it as it is: no copy, and no character read
		// one by one (the mirror is drawn with every key, over the whole
		// input).
		return input
	}
	var b strings.Builder
	b.Grow(len(input))
	for i := 0; i < len(input); {
		c := nextChar(input, i)
		b.WriteString(c.text)
		i = c.end
	}
	return b.String()
}

// plainText reports whether the field holds s byte for byte, with no
// marker: printable ASCII only.
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// A char is one character of the input as the field holds it.
type char struct {
	end  int    // the byte after it
	text string // what the field holds for it
	mark string // a marker for a character not drawn as itself, or ""
	kind string // the marker's class: "m-ctl", "m-fmt", "m-bad", "m-tab", "m-nl"
}

// nextChar reads the character at byte i of s.
func nextChar(s string, i int) char {
	c := s[i]
	if c < utf8.RuneSelf {
		switch {
		case c == '\t':
			return char{end: i + 1, text: "\t", mark: "TAB", kind: "m-tab"}
		case c == '\r':
			if i+1 < len(s) && s[i+1] == '\n' {
				return char{end: i + 2, text: "\n", mark: "CRLF", kind: "m-nl"}
			}
			return char{end: i + 1, text: "\n", mark: "CR", kind: "m-nl"}
		case c == '\n':
			return char{end: i + 1, text: "\n", mark: "LF", kind: "m-nl"}
		case c == 0:
			return char{end: i + 1, text: s[i : i+1], mark: "NUL", kind: "m-ctl"}
		case c < 0x20 || c == 0x7f:
			return char{end: i + 1, text: s[i : i+1], mark: hexByte(c), kind: "m-ctl"}
		}
		return char{end: i + 1, text: s[i : i+1]}
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 {
		n = workspace.BadLen(s[i:])
		return char{end: i + n, text: "\ufffd", mark: hexByte(c), kind: "m-bad"}
	}
	if name := formatName(r); name != "" {
		return char{end: i + n, text: s[i : i+n], mark: name, kind: "m-fmt"}
	}
	if r >= 0x80 && r < 0xa0 {
		return char{end: i + n, text: s[i : i+n], mark: hexByte(byte(r)), kind: "m-ctl"}
	}
	return char{end: i + n, text: s[i : i+n]}
}

// formatName names the invisible format characters a URL may smuggle in:
// bidi controls, zero-width characters, the byte order mark.
func formatName(r rune) string {
	switch r {
	case 0x00ad:
		return "SHY"
	case 0x061c:
		return "ALM"
	case 0x200b:
		return "ZWSP"
	case 0x200c:
		return "ZWNJ"
	case 0x200d:
		return "ZWJ"
	case 0x200e:
		return "LRM"
	case 0x200f:
		return "RLM"
	case 0x2028:
		return "LS"
	case 0x2029:
		return "PS"
	case 0x202a:
		return "LRE"
	case 0x202b:
		return "RLE"
	case 0x202c:
		return "PDF"
	case 0x202d:
		return "LRO"
	case 0x202e:
		return "RLO"
	case 0x2060:
		return "WJ"
	case 0x2066:
		return "LRI"
	case 0x2067:
		return "RLI"
	case 0x2068:
		return "FSI"
	case 0x2069:
		return "PDI"
	case 0xfeff:
		return "BOM"
	}
	return ""
}

func hexByte(c byte) string { return string([]byte{hexDigits[c>>4], hexDigits[c&15]}) }
