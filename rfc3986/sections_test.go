package rfc3986

import (
	"strings"
	"testing"
)

// TestSection: a section holds its own text, page breaks and line breaks
// folded away, and stops at the next heading.
func TestSection(t *testing.T) {
	for _, tt := range []struct{ id, has, hasNot string }{
		{"3.2.1", "Use of the format \"user:password\" in the userinfo field is deprecated.", "reg-name"},
		{"C", `The prefix "URL:" (with or without a trailing space) was formerly recommended as a way to help distinguish a URI from other bracketed designators, though it is not commonly used in practice and is no longer recommended.`, "Changes from RFC 2396"},
		{"2.3", "unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"", "When to Encode"},
		{"3.2.3", "port = *DIGIT", "3.3. Path"},
		{"D.1", "Additions", "Modifications"},
		{"6.2.2.1", "Case Normalization", "Percent-Encoding Normalization"},
	} {
		s, ok := Section(tt.id)
		if !ok {
			t.Errorf("Section(%q): none", tt.id)
			continue
		}
		if !strings.Contains(s, tt.has) {
			t.Errorf("Section(%q) lacks %q:\n%s", tt.id, tt.has, s)
		}
		if strings.Contains(s, tt.hasNot) || strings.Contains(s, "Standards Track") || strings.Contains(s, "January 2005") {
			t.Errorf("Section(%q) runs past its end or keeps a page break:\n%s", tt.id, s)
		}
	}
	for _, id := range []string{"", "3.9", "E", "1.1.4"} {
		if _, ok := Section(id); ok {
			t.Errorf("Section(%q) found", id)
		}
	}
	if !Quoted("3.2.1", "Use of the format \"user:password\"\n   in the userinfo field is deprecated.") {
		t.Error("Quoted does not fold white space")
	}
	if Quoted("3.2.1", "") || Quoted("3.2.2", "Use of the format \"user:password\"") {
		t.Error("Quoted finds an empty quote, or a sentence in the wrong section")
	}
}
