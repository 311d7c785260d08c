package svgtext

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"
)

// TestEscapeAsEncodingXML: the SVG files escape text as encoding/xml's
// EscapeText does, byte for byte: markup characters, tab, newline and
// carriage return, control characters, invalid UTF-8 and a real U+FFFD.
func TestEscapeAsEncodingXML(t *testing.T) {
	for _, s := range []string{
		"", "plain", `a<b>&"c'd`, "tab\there\nline\r\n", "\x00\x01\x1f\x7f",
		"\xff\xfe half \xe2\x82", "\uFFFD real", "\uFFFE\uFFFF", "\U0001F600 é",
		"\xed\xa0\x80 surrogate", `"quoted" ` + "`back`",
	} {
		var want bytes.Buffer
		xml.EscapeText(&want, []byte(s))
		var got strings.Builder
		Escape(&got, s)
		if got.String() != want.String() {
			t.Errorf("Escape(%q) = %q, encoding/xml writes %q", s, got.String(), want.String())
		}
	}
}

// TestWidth: a character is 0.6 em rounded up to a whole pixel, never
// less than Menlo's and Consolas's advance; characters, not bytes, are
// counted.
func TestWidth(t *testing.T) {
	for _, c := range []struct {
		s    string
		size int
		want int
	}{
		{"hostport", 13, 64}, // railroad's box labels: 8 px a character
		{"hostport", 16, 80}, // the anatomy figure's labels: 10 px
		{"1 or more", 10, 54},
		{"\u2423 a space", 14, 81},
		{"", 16, 0},
	} {
		if got := Width(c.s, c.size); got != c.want {
			t.Errorf("Width(%q, %d) = %d, want %d", c.s, c.size, got, c.want)
		}
		if n := len([]rune(c.s)); float64(Width(c.s, c.size)) < float64(n)*float64(c.size)*0.6 {
			t.Errorf("Width(%q, %d) = %d is narrower than 0.6 em a character", c.s, c.size, Width(c.s, c.size))
		}
	}
}
