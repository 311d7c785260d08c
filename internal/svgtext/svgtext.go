// Package svgtext is what the project's SVG writers share (package
// railroad's diagrams, package anatomy's figure): XML character data
// escaping, and the width of monospace text, which a figure must know to
// lay itself out before any browser has drawn it. Standard library only:
// both writers end up in app.wasm.
package svgtext

import (
	"strings"
	"unicode/utf8"
)

// Escape writes s to b as XML character data, as xml.EscapeText does: the
// five markup characters and tab, newline and carriage return as
// character references, and what XML may not hold (control characters,
// invalid UTF-8) as U+FFFD. It is here rather than encoding/xml's because
// importing encoding/xml builds its HTML entity tables in app.wasm at start
// for nothing (the page draws its figures as elements, not as SVG text).
func Escape(b *strings.Builder, s string) {
	last := 0
	for i := 0; i < len(s); {
		r, width := utf8.DecodeRuneInString(s[i:])
		i += width
		var esc string
		switch r {
		case '"':
			esc = "&#34;"
		case '\'':
			esc = "&#39;"
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '\t':
			esc = "&#x9;"
		case '\n':
			esc = "&#xA;"
		case '\r':
			esc = "&#xD;"
		default:
			if xmlChar(r) && !(r == utf8.RuneError && width == 1) {
				continue
			}
			esc = "\uFFFD"
		}
		b.WriteString(s[last : i-width])
		b.WriteString(esc)
		last = i
	}
	b.WriteString(s[last:])
}

// xmlChar reports whether XML 1.0 may hold r (its production Char).
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// Advance is the width in whole pixels of one character of monospace type
// size pixels high: the advance of Menlo and Consolas, 0.6 em, rounded up
// (DejaVu Sans Mono's is 0.602 em: at 10 px a text of 50 characters is
// a pixel wider than this counts, which the figures' margins take).
func Advance(size int) int { return (size*6 + 9) / 10 }

// Width is the width in pixels of s in monospace type size pixels high:
// one Advance per character.
func Width(s string, size int) int { return utf8.RuneCountInString(s) * Advance(size) }
