package parser

import (
	"regexp"
	"strings"
	"testing"
)

// TestRFCLinesAsRegexp: rfcHeading and rfcPageLine read every line of the
// RFC, and lines made to come near them, as the expressions they stand
// for do.
func TestRFCLinesAsRegexp(t *testing.T) {
	heading := regexp.MustCompile(`^(?:([0-9]{1,2}(?:\.[0-9]{1,2})*)\.?\s+\S|(APPENDIX):|(References)$|(Editors' Addresses)$)`)
	page := regexp.MustCompile(`^(?:Berners-Lee, Masinter & McCahill\s+\[Page [0-9]+\]|\f|RFC 1738\s+Uniform Resource Locators \(URL\)\s+December 1994)$`)
	lines := strings.Split(rfcText, "\n")
	lines = append(lines, "", " ", "3", "3.", "3. ", "3.  x", "3..x", "3.. x", "123 x", "1.234 x", "12.34.56 a",
		"1211 Geneva 23,", "3.9.\tWAIS", "3.9 \f", "APPENDIX", "APPENDIX: x", "References ", " References", "Editors' Addresses",
		"\f", "\f ", "Berners-Lee, Masinter & McCahill [Page 1]", "Berners-Lee, Masinter & McCahill\t\t[Page 12]",
		"Berners-Lee, Masinter & McCahill[Page 1]", "Berners-Lee, Masinter & McCahill  [Page ]", "Berners-Lee, Masinter & McCahill  [Page 1] ",
		"Berners-Lee,  Masinter & McCahill [Page 1]", "RFC 1738 Uniform Resource Locators (URL) December 1994",
		"RFC 1738      Uniform Resource Locators (URL)      December 1994", "RFC 1738Uniform Resource Locators (URL) December 1994",
		"RFC 1738 Uniform Resource Locators (URL) December 1994 ", "RFC 1738 Uniform Resource Locators (URL)")
	headings := 0
	for _, l := range lines {
		if got, want := rfcPageLine(l), page.MatchString(l); got != want {
			t.Errorf("rfcPageLine(%q) = %v, the expression says %v", l, got, want)
		}
		id, ok := rfcHeading(l)
		m := heading.FindStringSubmatch(l)
		want := ""
		if m != nil {
			headings++
			switch {
			case m[2] != "":
				want = "appendix"
			case m[3] != "":
				want = "references"
			case m[4] != "":
				want = "addresses"
			default:
				want = m[1]
			}
		}
		if ok != (m != nil) || id != want {
			t.Errorf("rfcHeading(%q) = %q, %v; the expression says %q, %v", l, id, ok, want, m != nil)
		}
	}
	if headings < 20 {
		t.Errorf("%d headings: the RFC has more", headings)
	}
}
