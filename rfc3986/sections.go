package rfc3986

import (
	_ "embed"
	"regexp"
	"strings"
	"sync"
)

//go:embed rfc3986.txt
var text string

// Section returns the text of one section of RFC 3986, from its heading to
// the next heading (a subsection is a section of its own: "3.2" holds the
// authority's introduction, not 3.2.1's text), as one line: the page breaks
// (footer, form feed, running header) taken out and every run of white
// space folded into one space, so that a sentence reads the same whether or
// not a page broke it. id is the section's number as the RFC writes it
// ("2.2", "3.2.1", "6.2.2.1"), or an appendix's letter ("A", "C", "D.1").
// ok is false for a section the RFC does not have. It is how
// parser.RFCSection reads RFC 1738, for RFC 3986's text.
func Section(id string) (string, bool) {
	sectionsOnce.Do(splitSections)
	s, ok := sections[id]
	return s, ok
}

// Quoted reports whether quote occurs, word for word, in section id of RFC
// 3986 (white space folded on both sides): every sentence the comparison
// attributes to RFC 3986 is held to it by the tests.
func Quoted(id, quote string) bool {
	s, ok := Section(id)
	q := strings.Join(strings.Fields(quote), " ")
	return ok && q != "" && strings.Contains(s, q)
}

var (
	sectionsOnce sync.Once
	sections     map[string]string
)

func splitSections() {
	// Compiled here, not at package initialisation, which a program that
	// never reads a section (the page's start) would pay for.
	var (
		// A heading starts in the first column: "3.2.1.  User
		// Information", "Appendix C.  Delimiting a URI in Context", "D.1.
		// Additions". The table of contents is indented, and so is every
		// line of prose.
		heading = regexp.MustCompile(`^(?:Appendix ([A-Z])\.|([0-9]+(?:\.[0-9]+)*|[A-Z]\.[0-9]+)\.)\s+\S`)
		// The lines a page break adds: the footer, the form feed and the
		// running header.
		pageLine = regexp.MustCompile(`^(?:Berners-Lee, et al\.\s+Standards Track\s+\[Page [0-9]+\]|\f|RFC 3986\s+URI Generic Syntax\s+January 2005)$`)
	)
	sections = make(map[string]string)
	id := ""
	var lines []string
	flush := func() {
		if id != "" {
			sections[id] = strings.Join(strings.Fields(strings.Join(lines, "\n")), " ")
		}
		lines = lines[:0]
	}
	for _, line := range strings.Split(text, "\n") {
		if pageLine.MatchString(line) {
			continue
		}
		if m := heading.FindStringSubmatch(line); m != nil {
			flush()
			id = m[1] + m[2]
		}
		lines = append(lines, line)
	}
	flush()
}
