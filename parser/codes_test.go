package parser_test

// This file checks the diagnostic codes as a whole: every code of Codes()
// is produced by some input of the spec tables, with its severity; every
// message follows the house style; every RFC section cited exists.

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// allDiagnostics parses every input of the spec tables and returns each
// diagnostic with its input.
func allDiagnostics() (ins []string, ds []parser.Diagnostic) {
	for _, in := range allParseInputs() {
		for _, d := range parser.Parse(in, 0).Diagnostics {
			ins = append(ins, in)
			ds = append(ds, d)
		}
	}
	return ins, ds
}

func TestCodesProduced(t *testing.T) {
	severity := map[parser.Code]parser.Severity{}
	for _, c := range parser.Codes() {
		if _, dup := severity[c.Code]; dup {
			t.Errorf("Codes() lists %q twice", c.Code)
		}
		severity[c.Code] = c.Severity
	}
	produced := map[parser.Code]bool{}
	ins, ds := allDiagnostics()
	for i, d := range ds {
		want, ok := severity[d.Code]
		switch {
		case !ok:
			t.Errorf("Parse(%q) has code %q, which Codes() does not list", ins[i], d.Code)
		case d.Severity != want:
			t.Errorf("Parse(%q) has %s with severity %v, want %v (Codes())", ins[i], d.Code, d.Severity, want)
		default:
			produced[d.Code] = true
		}
	}
	for _, c := range parser.Codes() {
		if !produced[c.Code] {
			t.Errorf("no input of the spec tables produces %s (%v)", c.Code, c.Severity)
		}
	}
}

// TestCodesOrder checks that Codes() lists errors, then warnings, then notes.
func TestCodesOrder(t *testing.T) {
	cs := parser.Codes()
	for i := 1; i < len(cs); i++ {
		if cs[i].Severity < cs[i-1].Severity {
			t.Errorf("Codes()[%d] = %s (%v) after %s (%v): want errors first, then warnings, then notes",
				i, cs[i].Code, cs[i].Severity, cs[i-1].Code, cs[i-1].Severity)
		}
	}
}

// styleProblem says what is wrong with a message or summary, or "": it
// starts with a lower-case letter, a quote mark or a digit (go/parser's
// style), does not end with a period, and does not double its article
// ("the the", "the a").
func styleProblem(m string) string {
	if m == "" {
		return "empty"
	}
	r, _ := utf8.DecodeRuneInString(m)
	if !(unicode.IsLower(r) || unicode.IsDigit(r) || r == '"') {
		return "starts with " + string(r)
	}
	if strings.HasSuffix(m, ".") && !strings.HasSuffix(m, "...") {
		return "ends with a period"
	}
	for _, bad := range []string{"the the ", "the a ", "the an ", "a the ", "a a ", "an an "} {
		if strings.Contains(" "+strings.ToLower(m), " "+bad) {
			return "has " + strconv.Quote(strings.TrimSpace(bad))
		}
	}
	return ""
}

func TestCodesMessages(t *testing.T) {
	ins, ds := allDiagnostics()
	for i, d := range ds {
		if p := styleProblem(d.Message); p != "" {
			t.Errorf("Parse(%q): %s message %s: %q", ins[i], d.Code, p, d.Message)
		}
	}
	for _, c := range parser.Codes() {
		if p := styleProblem(c.Summary); p != "" {
			t.Errorf("Codes(): %s summary %s: %q", c.Code, p, c.Summary)
		}
	}
}

// rfcSections returns the section numbers of the headings of the RFC text:
// "2.1.", "3.2.2.", "3.10", "3.4.1." at the start of a line; and
// "appendix" for its one unnumbered heading, "APPENDIX: Recommendations for
// URLs in Context".
func rfcSections(t *testing.T) map[string]bool {
	b, err := os.ReadFile("rfc1738.txt") // the RFC, copied into the package (see rfc.go)
	if err != nil {
		t.Fatal(err)
	}
	secs := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^(\d+(?:\.\d+)*)\.?\s+[A-Z]`).FindAllStringSubmatch(string(b), -1) {
		secs[m[1]] = true
	}
	if regexp.MustCompile(`(?m)^APPENDIX: Recommendations for URLs in Context$`).Match(b) {
		secs["appendix"] = true
	}
	for _, s := range []string{"2.1", "2.2", "3.1", "3.2.1", "3.2.2", "3.4.1", "3.10", "3.11", "5", "6", "appendix"} {
		if !secs[s] {
			t.Fatalf("rfcSections: heading %s not found: the pattern is wrong", s)
		}
	}
	return secs
}

// TestCodesSections checks that every RFC section a diagnostic or Codes()
// cites is a heading of the RFC. The too-many note is about the tool, not
// the RFC, and cites none.
func TestCodesSections(t *testing.T) {
	secs := rfcSections(t)
	ins, ds := allDiagnostics()
	noSection := map[parser.Code]bool{}
	for _, c := range parser.Codes() {
		if c.RFC == "" {
			noSection[c.Code] = true
		}
	}
	for i, d := range ds {
		if noSection[d.Code] && d.RFC == "" {
			continue
		}
		if !secs[d.RFC] {
			t.Errorf("Parse(%q): %s cites section %q, which is not a heading of RFC 1738", ins[i], d.Code, d.RFC)
		}
	}
	for _, c := range parser.Codes() {
		if c.RFC == "" {
			// The statements that rest on another document name it.
			if c.Code != parser.CodeTooMany && !strings.Contains(c.Summary, "(") {
				t.Errorf("Codes(): %s cites no section of RFC 1738, and its summary %q names no other source", c.Code, c.Summary)
			}
			continue
		}
		if !secs[c.RFC] {
			t.Errorf("Codes(): %s cites section %q, which is not a heading of RFC 1738", c.Code, c.RFC)
		}
	}
}

// TestCodesQuoteOffendingText checks that the errors that point at
// characters quote them: the message holds the %q form of the first
// character of the span, or describes it by its code point or byte.
func TestCodesQuoteOffendingText(t *testing.T) {
	quoting := map[parser.Code]bool{
		parser.CodeSpace: true, parser.CodeControl: true, parser.CodeUnsafe: true,
		parser.CodeReserved: true, parser.CodeBadEscape: true, parser.CodeNonASCII: true,
	}
	ins, ds := allDiagnostics()
	for i, d := range ds {
		if !quoting[d.Code] || d.Start == d.End {
			continue
		}
		in := ins[i]
		r, size := utf8.DecodeRuneInString(in[d.Start:d.End])
		first := in[int(d.Start) : int(d.Start)+size]
		q := strconv.Quote(first)
		forms := []string{q[:len(q)-1]} // the open quote and the character: "~ of "~~~" or 3 × "~"
		if r == utf8.RuneError && size == 1 {
			forms = append(forms, strings.ToUpper(strconv.FormatInt(int64(in[d.Start]), 16)))
		}
		ok := false
		for _, f := range forms {
			if strings.Contains(d.Message, f) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("Parse(%q): %s [%d,%d) message %q does not quote %q", in, d.Code, d.Start, d.End, d.Message, first)
		}
	}
}
