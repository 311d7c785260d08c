package main

// This file writes the readable report, one per input, for a person reading
// RFC 1738 (a teacher, a student). An example:
//
//	input: "http://host/~user"
//	verdict: invalid httpurl: unsafe character "~" ...
//	parts:
//	  scheme     [0,4)    "http"
//	  host       [7,11)   "host"
//	  ...
//	diagnostics:
//	  error unsafe-char [12,13) RFC 1738 section 2.2
//	    unsafe character "~" ...
//	    fix: replace "~" with "%7E"
//	    | http://host/~user
//	    |             ^
//
// Spans are half-open byte offsets into the input, as in the JSON form.

import (
	"bufio"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/internal/clitext"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// reportMaxText is the most bytes of any one text (input, part, fix) the
// report quotes; a longer text is cut and says how many bytes were left
// out. The JSON form always has the whole text.
const reportMaxText = 200

// caretMaxInput is the longest input that gets caret lines under it.
const caretMaxInput = 120

// reportMaxItems is the most parts, and the most diagnostics, the report
// lists; it says how many more there are. The JSON form lists them all.
const reportMaxItems = 100

func writeReport(w *bufio.Writer, r *parser.Result) {
	fmt.Fprintf(w, "input: %s\n", quote(r.Input))

	// The verdict: "valid httpurl" or "invalid httpurl: <first error>".
	prod := r.Production
	if prod == "" {
		prod = "(not a URL)"
	}
	if r.Valid {
		fmt.Fprintf(w, "verdict: valid %s\n", prod)
	} else if d := firstError(r); d != nil {
		fmt.Fprintf(w, "verdict: invalid %s: %s\n", prod, d.Message)
	} else {
		fmt.Fprintf(w, "verdict: invalid %s\n", prod)
	}

	if len(r.Parts) == 0 {
		fmt.Fprintf(w, "parts: none\n")
	} else {
		fmt.Fprintf(w, "parts:\n")
		ruleWidth, spanWidth := 0, 0
		for _, p := range r.Parts[:min(len(r.Parts), reportMaxItems)] {
			ruleWidth = max(ruleWidth, len(p.Rule.String()))
			spanWidth = max(spanWidth, len(span(int(p.Start), int(p.End))))
		}
		for _, p := range r.Parts[:min(len(r.Parts), reportMaxItems)] {
			fmt.Fprintf(w, "  %-*s  %-*s  %s\n", ruleWidth, p.Rule, spanWidth, span(int(p.Start), int(p.End)),
				quote(text(r.Input, int(p.Start), int(p.End))))
		}
		if n := len(r.Parts) - reportMaxItems; n > 0 {
			id := parser.Counted("cli.report.more-parts", n)
			fmt.Fprintf(w, "  %s\n", clitext.Say(id, n))
		}
	}

	writeFixes(w, r)
	if len(r.Diagnostics) == 0 {
		fmt.Fprintf(w, "diagnostics: none\n")
		return
	}
	fmt.Fprintf(w, "diagnostics:\n")
	carets := caretsFit(r.Input)
	for _, d := range r.Diagnostics[:min(len(r.Diagnostics), reportMaxItems)] {
		fmt.Fprintf(w, "  %s %s %s", d.Severity, d.Code, span(int(d.Start), int(d.End)))
		switch {
		case d.RFC == "":
		case d.RFC[0] >= '0' && d.RFC[0] <= '9':
			fmt.Fprintf(w, " RFC 1738 section %s", d.RFC)
		default: // "appendix"
			fmt.Fprintf(w, " RFC 1738 %s", d.RFC)
		}
		fmt.Fprintf(w, "\n    %s\n", d.Message)
		if q := d.Quote.String(); q != "" {
			// The RFC's sentences are printable US-ASCII: no quoting needed.
			fmt.Fprintf(w, "    rfc says: \u201c%s\u201d\n", q)
		}
		if d.HasFix {
			old := text(r.Input, int(d.Start), int(d.End))
			var fix string
			switch {
			case d.Fix == "":
				fix = clitext.Say("cli.fix.delete", quote(old))
			case old == "":
				fix = clitext.Say("cli.fix.insert", quote(d.Fix))
			default:
				fix = clitext.Say("cli.fix.replace", quote(old), quote(d.Fix))
			}
			fmt.Fprintf(w, "    fix: %s\n", fix)
		}
		if carets && d.Severity == parser.Error {
			writeCarets(w, r.Input, int(d.Start), int(d.End))
		}
	}
	if n := len(r.Diagnostics) - reportMaxItems; n > 0 {
		id := parser.Counted("cli.report.more-diagnostics", n)
		fmt.Fprintf(w, "  %s\n", clitext.Say(id, n))
	}
}

// writeFixes writes what Fix all makes of the input and its canonical
// form, each when it differs from the input, with its verdict: the
// canonical form is a normal form, not a fix, and can be invalid still.
func writeFixes(w *bufio.Writer, r *parser.Result) {
	if f := r.FixAll(); f != r.Input {
		fmt.Fprintf(w, "fix all: %s (%s)\n", quote(f), verdictOf(parser.Parse(f, 0)))
	}
	if c := r.Canonical(); c != "" && c != r.Input {
		fmt.Fprintf(w, "canonical: %s (%s)\n", quote(c), verdictOf(parser.Parse(c, 0)))
	}
}

// verdictOf says "valid httpurl" or "still invalid".
func verdictOf(r *parser.Result) string {
	if r.Valid {
		return "valid " + r.Production
	}
	return "still invalid"
}

// firstError returns the first error diagnostic, or nil.
func firstError(r *parser.Result) *parser.Diagnostic {
	for i := range r.Diagnostics {
		if r.Diagnostics[i].Severity == parser.Error {
			return &r.Diagnostics[i]
		}
	}
	return nil
}

// span formats a half-open span.
func span(start, end int) string { return fmt.Sprintf("[%d,%d)", start, end) }

// text returns s[start:end], clamped to s so that a bad span cannot panic.
func text(s string, start, end int) string {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	return s[start:end]
}

// quote quotes s with Go's %q (so control characters, NUL and invalid
// UTF-8 show as escapes), cut to reportMaxText bytes at a character
// boundary.
func quote(s string) string {
	if len(s) <= reportMaxText {
		return fmt.Sprintf("%q", s)
	}
	n := reportMaxText
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	more := len(s) - n
	id := parser.Counted("cli.more-bytes", more)
	return fmt.Sprintf("%q...%s", s[:n], clitext.Say(id, more))
}

// caretsFit reports whether carets under s line up with its characters:
// s is short and all printable ASCII, one column per byte.
func caretsFit(s string) bool {
	if len(s) == 0 || len(s) > caretMaxInput {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// writeCarets writes s unquoted, then "^" under each byte of [start,end),
// or one "^" at start for an empty span (a place where something is
// missing). s must satisfy caretsFit.
func writeCarets(w *bufio.Writer, s string, start, end int) {
	start = min(max(start, 0), len(s))
	end = min(max(end, start), len(s))
	fmt.Fprintf(w, "    | %s\n    | %s%s\n", s, strings.Repeat(" ", start), strings.Repeat("^", max(end-start, 1)))
}
