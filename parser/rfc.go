package parser

import (
	"strings"
	"sync"
)

//go:generate go run ./internal/gentext

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
		if rfcPageLine(line) {
			continue
		}
		if h, ok := rfcHeading(line); ok {
			flush()
			id = h
		}
		lines = append(lines, line)
	}
	flush()
}

// The RFC's text is read with a few lines of code rather than package
// regexp, which brought fmt and os into the reader (web/reader.wasm) with
// it; rfc_test.go compares them with the expressions they stand for.

// rfcHeading reports whether line is a section's heading, and its
// section: a heading starts in the first column, "2.2. URL Character…",
// "2.3 Hierarchical…", "3.9.  WAIS", "APPENDIX: Recommendations…",
// "References", "Editors' Addresses". A section's numbers have one or two
// digits: the editors' addresses also start in the first column with a
// number ("1211 Geneva 23,").
func rfcHeading(line string) (string, bool) {
	switch {
	case strings.HasPrefix(line, "APPENDIX:"):
		return "appendix", true
	case line == "References":
		return "references", true
	case line == "Editors' Addresses":
		return "addresses", true
	}
	// The number, then a space, then a word: "3.9." is section 3.9.
	n := strings.IndexFunc(line, isRFCSpace)
	if n < 0 || strings.IndexFunc(line[n:], func(r rune) bool { return !isRFCSpace(r) }) < 0 {
		return "", false
	}
	num := strings.TrimSuffix(line[:n], ".")
	for _, d := range strings.Split(num, ".") {
		if len(d) < 1 || len(d) > 2 || strings.Trim(d, "0123456789") != "" {
			return "", false
		}
	}
	return num, true
}

// rfcPageLine reports whether line is one a page break adds: the footer,
// the form feed or the running header.
func rfcPageLine(line string) bool {
	if line == "\f" {
		return true
	}
	if rest, ok := strings.CutPrefix(line, "RFC 1738"); ok {
		rest, ok = spacedPrefix(rest, "Uniform Resource Locators (URL)")
		rest, ok2 := spacedPrefix(rest, "December 1994")
		return ok && ok2 && rest == ""
	}
	if rest, ok := strings.CutPrefix(line, "Berners-Lee, Masinter & McCahill"); ok {
		rest, ok = spacedPrefix(rest, "[Page ")
		n, ok2 := strings.CutSuffix(rest, "]")
		return ok && ok2 && n != "" && strings.Trim(n, "0123456789") == ""
	}
	return false
}

// spacedPrefix is s after one or more spaces and then p, and whether s
// starts so.
func spacedPrefix(s, p string) (string, bool) {
	t := strings.TrimLeftFunc(s, isRFCSpace)
	if len(t) == len(s) {
		return s, false
	}
	return strings.CutPrefix(t, p)
}

// isRFCSpace is regexp's \s: a space, a tab, a form feed or a line's end.
func isRFCSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\f' || r == '\r' || r == '\n' }
