package parser

import (
	"strings"
	"testing"
)

func TestRFCSection(t *testing.T) {
	for _, tc := range []struct {
		id, starts, has, hasNot string
	}{
		{"2.2", "2.2. URL Character Encoding Issues", "Characters can be unsafe", "3. Specific Schemes"},
		// A sentence broken by a page break reads whole.
		{"2", "2. General URL Syntax", "The generic syntax for URLs provides a framework", "RFC 1738 Uniform"},
		{"3.2", "3.2. FTP", "The FTP URL scheme", "3.2.1. FTP Name"},
		{"3.2.2", "3.2.2. FTP url-path", "CWD", "3.2.3"},
		{"3.9", "3.9. WAIS", "", "3.10"},
		{"5", "5. BNF for specific URL schemes", "hsegment", "Security Considerations"},
		{"6", "6. Security Considerations", "simulate an extra operation", "Acknowledgements"},
		{"appendix", "APPENDIX: Recommendations for URLs in Context", "should be ignored", "References"},
	} {
		text, ok := RFCSection(tc.id)
		if !ok {
			t.Errorf("RFCSection(%q): not found", tc.id)
			continue
		}
		if !strings.HasPrefix(text, tc.starts) {
			t.Errorf("RFCSection(%q) starts %.60q, want %q", tc.id, text, tc.starts)
		}
		if tc.has != "" && !strings.Contains(text, tc.has) {
			t.Errorf("RFCSection(%q) lacks %q", tc.id, tc.has)
		}
		if tc.hasNot != "" && strings.Contains(text, tc.hasNot) {
			t.Errorf("RFCSection(%q) holds %q, which is not in it", tc.id, tc.hasNot)
		}
	}
	if text, _ := RFCSection("addresses"); !strings.Contains(text, "1211 Geneva 23") {
		t.Errorf("the editors' addresses are not in their section: %.80q", text)
	}
	if _, ok := RFCSection("1211"); ok {
		t.Error(`RFCSection("1211"): an address line read as a heading`)
	}
	if _, ok := RFCSection("3.12"); ok {
		t.Error(`RFCSection("3.12") found a section the RFC does not have`)
	}
}

func TestQuoted(t *testing.T) {
	if !Quoted("3.3", "The HTTP protocol is specified elsewhere. This\n   specification only describes the syntax of HTTP URLs.") {
		t.Error("3.3's own sentence, wrapped, is not found in 3.3")
	}
	if Quoted("3.2", "The HTTP protocol is specified elsewhere.") {
		t.Error("3.3's sentence found in 3.2")
	}
	if Quoted("3.1", "") {
		t.Error("an empty quote counts as quoted")
	}
}
