package parser

import (
	_ "embed"
	"regexp"
	"strings"
	"sync"
)

//go:embed rfc1738.txt
var rfcText string

// RFCText returns the full text of RFC 1738, "Uniform Resource Locators
// (URL)", December 1994, as published ("Distribution of this memo is
// unlimited"). The page shows it with section anchors so that every section
// a diagnostic cites can be read offline.
func RFCText() string { return rfcText }

// RFCSection returns the text of one section of RFC 1738, from its heading
// to the next heading (a subsection is a section of its own: "3.2" holds
// FTP's introduction, not 3.2.1's text), as one line: the page breaks (footer, form feed, running
// header) taken out and every run of white space folded into one space, so
// that a sentence reads the same whether or not a page broke it. id is the
// section's number as the RFC writes it ("2.2", "3.2.1", "5"), or
// "appendix" (Recommendations for URLs in Context). ok is false for a
// section the RFC does not have.
func RFCSection(id string) (text string, ok bool) {
	rfcSectionsOnce.Do(splitRFCSections)
	text, ok = rfcSections[id]
	return text, ok
}

// Quoted reports whether quote occurs, word for word, in section id of RFC
// 1738 (white space folded on both sides). Every sentence the parser, its
// Interpret steps and the comparison attribute to the RFC is held to it by
// the tests.
func Quoted(id, quote string) bool {
	text, ok := RFCSection(id)
	q := FoldSpace(quote)
	return ok && q != "" && strings.Contains(text, q)
}

// FoldSpace folds every run of white space in s into one space and trims
// both ends: how a quote is compared with the RFC's text, which wraps its
// lines at 72 columns.
func FoldSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

var (
	rfcSectionsOnce sync.Once
	rfcSections     map[string]string
)

func splitRFCSections() {
	// Compiled here, not at package initialisation: the page's start runs
	// every package's initialisation in one task before it can draw or
	// read a key, and these are needed only when a section is first read.
	var (
		// A heading starts in the first column: "2.2. URL Character…",
		// "2.3 Hierarchical…", "3.9.  WAIS", "APPENDIX: Recommendations…".
		// Its numbers have one or two digits: the editors' addresses also
		// start in the first column with a number ("1211 Geneva 23,").
		rfcHeading = regexp.MustCompile(`^(?:([0-9]{1,2}(?:\.[0-9]{1,2})*)\.?\s+\S|(APPENDIX):|(References)$|(Editors' Addresses)$)`)
		// The lines a page break adds: the footer, the form feed and the
		// running header.
		rfcPageLine = regexp.MustCompile(`^(?:Berners-Lee, Masinter & McCahill\s+\[Page [0-9]+\]|\f|RFC 1738\s+Uniform Resource Locators \(URL\)\s+December 1994)$`)
	)
	rfcSections = make(map[string]string)
	id := ""
	var lines []string
	flush := func() {
		if id != "" {
			rfcSections[id] = FoldSpace(strings.Join(lines, "\n"))
		}
		lines = lines[:0]
	}
	for _, line := range strings.Split(rfcText, "\n") {
		if rfcPageLine.MatchString(line) {
			continue
		}
		if m := rfcHeading.FindStringSubmatch(line); m != nil {
			flush()
			switch {
			case m[2] != "":
				id = "appendix"
			case m[3] != "":
				id = "references"
			case m[4] != "":
				id = "addresses"
			default:
				id = m[1]
			}
		}
		lines = append(lines, line)
	}
	flush()
}
