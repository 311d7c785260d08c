package laterrfc

import (
	"strings"
	"testing"
)

// TestSection: a section runs to the next heading that is not one of its
// subsections, an appendix's lettered subsections included; a numbered
// list item is not a heading.
func TestSection(t *testing.T) {
	a := Section(8089, "A")
	if !strings.HasPrefix(a, "Appendix A. Differences from Previous Specifications") {
		t.Errorf("RFC 8089 appendix A starts %.60q", a)
	}
	if strings.Contains(a, "UNC") || strings.Contains(a, "Backslash") {
		t.Errorf("RFC 8089 appendix A runs into appendix E: %q", a)
	}
	if s := Section(8089, "E.4"); !strings.Contains(s, "backslash") {
		t.Errorf("RFC 8089 E.4: %q", s)
	}
	// RFC 6068 section 2's numbered list does not end it.
	if !Quoted("RFC 6068", "2", `Within 'mailto' URIs, the characters "?", "=", and "&" are reserved, serving as delimiters.`) {
		t.Error("RFC 6068 section 2 ends at its list")
	}
	// Subsections are part of their section; the next section is not.
	if !Quoted("RFC 5538", "2", "Another commonly supported addition to the [RFC1738] syntax") {
		t.Error("RFC 5538 section 2 lacks its subsection 2.2")
	}
	if Quoted("RFC 5538", "2.1", "Another commonly supported addition to the [RFC1738] syntax") {
		t.Error("RFC 5538 section 2.1 runs into 2.2")
	}
	if Section(4248, "2") == "" || !Quoted("RFC 4248", "2", "Few implementations handle the user name and password very well, if at all.") {
		t.Error("RFC 4248 section 2, across its page break")
	}
	if Quoted("RFC 4266", "9", "x") || Section(1, "1") != "" || Quoted("RFC x", "1", "a") {
		t.Error("a quote found where there is no such text")
	}
	if got := Title("RFC 4266"); got != "The gopher URI Scheme" {
		t.Errorf("Title(RFC 4266) = %q", got)
	}
}
