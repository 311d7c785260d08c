package railroad

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"
)

// TestEscapeXMLAsEncodingXML: the SVG files escape text as encoding/xml's
// EscapeText does, byte for byte: markup characters, tab, newline and
// carriage return, control characters, invalid UTF-8 and a real U+FFFD.
func TestEscapeXMLAsEncodingXML(t *testing.T) {
	for _, s := range []string{
		"", "plain", `a<b>&"c'd`, "tab\there\nline\r\n", "\x00\x01\x1f\x7f",
		"\xff\xfe half \xe2\x82", "\uFFFD real", "\uFFFE\uFFFF", "\U0001F600 é",
		"\xed\xa0\x80 surrogate", `"quoted" ` + "`back`",
	} {
		var want bytes.Buffer
		xml.EscapeText(&want, []byte(s))
		var got strings.Builder
		escapeXML(&got, s)
		if got.String() != want.String() {
			t.Errorf("escapeXML(%q) = %q, encoding/xml writes %q", s, got.String(), want.String())
		}
	}
}
