// Package laterrfc holds the text of the RFCs that came after RFC 1738
// and took over or changed its schemes, so that tests can hold every
// sentence the tool quotes from them to the document, word for word, in the
// section it names, and every title, date and category to the document's
// own header.
//
// Only tests import it: the texts are not part of the page or the command.
// Each file names its source in its first lines. Some are the RFC Editor's
// plain text as published; others hold each paragraph of the original on
// one line, as the public copy they were taken from gives them, and only
// the sections the tool quotes. Quoted folds white space, so both read the
// same.
package laterrfc

import (
	"embed"
	"regexp"
	"strconv"
	"strings"
)

//go:embed rfc*.txt
var files embed.FS

// Text returns the stored text of RFC number n, without its source lines,
// and whether it is stored.
func Text(n int) (string, bool) {
	b, err := files.ReadFile("rfc" + strconv.Itoa(n) + ".txt")
	if err != nil {
		return "", false
	}
	s := string(b)
	// The source lines end at the first blank line.
	if i := strings.Index(s, "\n\n"); i >= 0 && strings.HasPrefix(s, "Source:") {
		s = s[i+2:]
	}
	return s, true
}

// pageFurniture matches the lines the RFC Editor's plain text repeats at
// each page break: the footer ("Hoffman  Standards Track  [Page 1]") and
// the header ("RFC 4248  The telnet URI Scheme  October 2005").
var pageFurniture = regexp.MustCompile(`(?m)^(.*\[Page \d+\]|RFC \d+ {2,}.*)$`)

// heading matches a section heading at the start of a line: "2.1. Gopher
// URL Syntax", "2.  Scheme Definition", "Appendix A. Differences ...",
// "E.3.2. <file> URI with UNC Path" (an appendix's subsection),
// "Abstract".
var heading = regexp.MustCompile(`(?m)^(?:(\d+(?:\.\d+)*|[A-Z](?:\.\d+)+)\.?|Appendix ([A-Z])\.|(Abstract))[ \t]+\S.*$|^(Abstract)$`)

// Section returns the text of section sec of RFC n ("2.1", "A" for
// Appendix A, "abstract"), with its subsections, white space folded; ""
// when there is no such section.
func Section(n int, sec string) string {
	text, ok := Text(n)
	if !ok {
		return ""
	}
	text = pageFurniture.ReplaceAllString(text, "")
	var hs [][]int
	for _, h := range heading.FindAllStringSubmatchIndex(text, -1) {
		// A numbered list item ("1. A number of characters ... MUST be
		// percent-encoded.") starts like a heading; a heading is short and
		// is no sentence.
		if line := text[h[0]:h[1]]; len(line) <= 72 && !strings.HasSuffix(line, ".") {
			hs = append(hs, h)
		}
	}
	for i, h := range hs {
		if id := headingID(text, h); id != sec {
			continue
		}
		end := len(text)
		for _, next := range hs[i+1:] {
			if id := headingID(text, next); id != "" && !strings.HasPrefix(id, sec+".") {
				end = next[0]
				break
			}
		}
		return strings.Join(strings.Fields(text[h[0]:end]), " ")
	}
	return ""
}

func headingID(text string, h []int) string {
	for g := 1; g <= 4; g++ {
		if h[2*g] >= 0 {
			id := text[h[2*g]:h[2*g+1]]
			if id == "Abstract" {
				return "abstract"
			}
			return id
		}
	}
	return ""
}

// Quoted reports whether quote, white space folded, is in section sec of
// the RFC doc ("RFC 4266").
func Quoted(doc, sec, quote string) bool {
	n, ok := number(doc)
	if !ok || quote == "" {
		return false
	}
	return strings.Contains(Section(n, sec), strings.Join(strings.Fields(quote), " "))
}

// Header returns the header block of RFC doc (the lines before its title),
// white space folded.
func Header(doc string) string {
	head, _ := firstPage(doc)
	return strings.Join(strings.Fields(head), " ")
}

// Title returns the title line of RFC doc: the first line after its header
// block.
func Title(doc string) string {
	_, rest := firstPage(doc)
	title, _, _ := strings.Cut(strings.TrimLeft(rest, "\n"), "\n")
	return strings.TrimSpace(title)
}

// firstPage splits RFC doc's text at the blank line that ends its header
// block.
func firstPage(doc string) (head, rest string) {
	n, ok := number(doc)
	if !ok {
		return "", ""
	}
	text, _ := Text(n)
	head, rest, _ = strings.Cut(strings.TrimLeft(text, "\n"), "\n\n")
	return head, rest
}

func number(doc string) (int, bool) {
	s, ok := strings.CutPrefix(doc, "RFC ")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}
