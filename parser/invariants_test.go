package parser

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// checkInvariants parses input with Parse(input, Trace) and checks what must
// hold for every input, valid or not:
//
//   - Parse does not panic, and r.Input == input;
//   - every Part and Diagnostic span lies within the input;
//   - Parts are named by rules of section 5, sorted by Start (ties: the
//     larger span first) and laminar: any two are disjoint or nested;
//   - Diagnostics are sorted by Start, errors first;
//   - every trace node lies within its parent;
//   - r.Valid is true exactly when no diagnostic is an error, and exactly
//     when the regexp of r.Production (bnf_test.go) matches: the scheme's own
//     production for the ten predefined schemes, genericurl for the others
//     (section 5); with no production the input is invalid;
//   - an invalid input has a Failure inside the input, where stopPoint
//     says the production stops;
//   - every diagnostic has a known code with that code's severity, a message
//     and an RFC section with the sentence of it that it rests on (Quote,
//     word for word in that section), or, for a code that Codes() gives no
//     section, a message that names its source ("(RFC 793)");
//   - Parse(input, 0) gives the same result, without the trace;
//   - the canonical form and FixAll are fixed points, FixAll is valid
//     when every error has a fix, and Fixable says whether FixAll changes
//     the input;
//   - FixAll keeps every component's octets but for what a fix replaces or
//     removes, and the canonical form keeps every host as typed
//     (checkMeaning).
func checkInvariants(t testing.TB, input string) {
	t.Helper()
	r, ok := parseNoPanic(t, input, Trace)
	if !ok {
		return
	}
	if r == nil {
		t.Errorf("Parse(%q) = nil", clip(input))
		return
	}
	if r.Input != input {
		t.Errorf("Parse(%q).Input = %q", clip(input), r.Input)
	}
	n := len(input)

	for i, p := range r.Parts {
		if p.Start < 0 || p.Start > p.End || int(p.End) > n {
			t.Errorf("Parse(%q).Parts[%d] = %+v; span outside [0, %d]", clip(input), i, p, n)
			return
		}
	}
	for i, p := range r.Parts {
		if _, ok := LookupRule(p.Rule.String()); !ok {
			t.Errorf("Parse(%q).Parts[%d].Rule = %q; not a rule of section 5", clip(input), i, p.Rule)
		}
	}
	for i := 1; i < len(r.Diagnostics); i++ {
		a, b := r.Diagnostics[i-1], r.Diagnostics[i]
		if a.Start > b.Start || (a.Start == b.Start && a.Severity > b.Severity) {
			t.Errorf("Parse(%q).Diagnostics[%d:%d] = %+v, %+v; want sorted by Start, errors first", clip(input), i-1, i+1, a, b)
		}
	}
	for i := 1; i < len(r.Parts); i++ {
		a, b := r.Parts[i-1], r.Parts[i]
		if a.Start > b.Start || (a.Start == b.Start && a.End < b.End) {
			t.Errorf("Parse(%q).Parts[%d:%d] = %+v, %+v; want sorted by Start, larger span first", clip(input), i-1, i+1, a, b)
		}
	}
	for i, a := range r.Parts {
		for j := i + 1; j < len(r.Parts); j++ {
			b := r.Parts[j]
			disjoint := a.End <= b.Start || b.End <= a.Start
			nested := (a.Start <= b.Start && b.End <= a.End) || (b.Start <= a.Start && a.End <= b.End)
			if !disjoint && !nested {
				t.Errorf("Parse(%q): parts %+v and %+v overlap without nesting", clip(input), a, b)
			}
		}
	}

	if r.Trace != nil {
		if s := r.Trace; int(s.Start) < 0 || s.Start > s.End || int(s.End) > n {
			t.Errorf("Parse(%q).Trace = %s [%d,%d); span outside [0, %d]", clip(input), s.Rule, s.Start, s.End, n)
		}
		checkTrace(t, input, r.Trace, 0)
	}

	codes := map[Code]CodeInfo{}
	for _, c := range Codes() {
		codes[c.Code] = c
	}
	errs, fixable, tooMany := 0, 0, false
	for i, d := range r.Diagnostics {
		if d.Start < 0 || d.Start > d.End || int(d.End) > n {
			t.Errorf("Parse(%q).Diagnostics[%d] = %+v; span outside [0, %d]", clip(input), i, d, n)
		}
		c, known := codes[d.Code]
		switch {
		case !known:
			t.Errorf("Parse(%q).Diagnostics[%d].Code = %q; not in Codes()", clip(input), i, d.Code)
		case c.Severity != d.Severity:
			t.Errorf("Parse(%q).Diagnostics[%d] %s has severity %v; Codes() says %v", clip(input), i, d.Code, d.Severity, c.Severity)
		}
		if d.Message == "" {
			t.Errorf("Parse(%q).Diagnostics[%d] %s has no message", clip(input), i, d.Code)
		}
		switch {
		case d.RFC == "" && (c.RFC != "" || d.Code != CodeTooMany && !strings.Contains(d.Message, "(RFC ")):
			// Only a statement that rests on another document cites no
			// section of RFC 1738, and its message names that document.
			t.Errorf("Parse(%q).Diagnostics[%d] %s names no RFC section, nor another source: %q", clip(input), i, d.Code, d.Message)
		case d.RFC == "" && d.Quote != 0:
			t.Errorf("Parse(%q).Diagnostics[%d] %s quotes %q but cites no section", clip(input), i, d.Code, d.Quote)
		case d.RFC != "" && d.Quote.Section() != d.RFC:
			t.Errorf("Parse(%q).Diagnostics[%d] %s cites section %s but quotes section %q: %q", clip(input), i, d.Code, d.RFC, d.Quote.Section(), d.Quote)
		case d.RFC != "" && !Quoted(d.RFC, d.Quote.String()):
			t.Errorf("Parse(%q).Diagnostics[%d] %s quotes %q, which is not in section %s", clip(input), i, d.Code, d.Quote, d.RFC)
		}
		if d.Code == CodeTooMany {
			tooMany = true
		}
		if d.Severity == Error {
			errs++
			if d.HasFix {
				fixable++
			}
		}
	}
	if r.Valid != (errs == 0) {
		t.Errorf("Parse(%q).Valid = %v with %d error diagnostics", clip(input), r.Valid, errs)
	}

	g := testGrammar(t)
	if r.Production == "" {
		if r.Valid {
			t.Errorf("Parse(%q) is valid with no production", clip(input))
		}
		if want := productionFor(input); want != "" && g.matchRE(want, input) {
			t.Errorf("Parse(%q).Production = \"\"; regexp %s matches", clip(input), want)
		}
	} else {
		if want := productionFor(input); r.Production != want {
			t.Errorf("Parse(%q).Production = %q; want %q", clip(input), r.Production, want)
		}
		if re, known := g.res[r.Production]; !known {
			t.Errorf("Parse(%q).Production = %q; no such rule", clip(input), r.Production)
		} else if m := re.MatchString(input); m != r.Valid {
			t.Errorf("Parse(%q).Valid = %v; regexp %s says %v", clip(input), r.Valid, r.Production, m)
		}
	}
	if !r.Valid {
		if r.Failure == nil {
			t.Errorf("Parse(%q) is invalid with no Failure", clip(input))
		} else if r.Failure.Pos < 0 || r.Failure.Pos > n {
			t.Errorf("Parse(%q).Failure.Pos = %d; outside [0, %d]", clip(input), r.Failure.Pos, n)
		} else if r.Failure.Production == r.Production {
			// The failure is where the production stops (automaton.go).
			pos, exp, _ := stopPoint(r.Production, input)
			exp = simplifyExpected(exp)
			if pos != r.Failure.Pos || !slices.Equal(exp, r.Failure.Expected) {
				t.Errorf("Parse(%q).Failure = %d, %q; stopPoint(%q, ...) = %d, %q", clip(input), r.Failure.Pos, r.Failure.Expected, r.Production, pos, exp)
			}
		}
	}

	// Trace only adds the tree: everything else is the same without it.
	if q, ok := parseNoPanic(t, input, 0); ok {
		if q.Trace != nil {
			t.Errorf("Parse(%q, 0).Trace != nil", clip(input))
		}
		switch {
		case q.Valid != r.Valid || q.Production != r.Production || q.Scheme != r.Scheme:
			t.Errorf("Parse(%q, 0) = %v %q %q; with Trace %v %q %q", clip(input), q.Valid, q.Production, q.Scheme, r.Valid, r.Production, r.Scheme)
		case !slices.Equal(q.Parts, r.Parts):
			t.Errorf("Parse(%q, 0).Parts = %v; with Trace %v", clip(input), q.Parts, r.Parts)
		case !slices.Equal(q.Diagnostics, r.Diagnostics):
			t.Errorf("Parse(%q, 0).Diagnostics = %v; with Trace %v", clip(input), q.Diagnostics, r.Diagnostics)
		case q.Canonical() != r.Canonical() || q.FixAll() != r.FixAll():
			t.Errorf("Parse(%q, 0) canonical, fixall = %q, %q; with Trace %q, %q", clip(input), clip(q.Canonical()), clip(q.FixAll()), clip(r.Canonical()), clip(r.FixAll()))
		case (q.Failure == nil) != (r.Failure == nil) || (q.Failure != nil && (q.Failure.Pos != r.Failure.Pos || q.Failure.Production != r.Failure.Production || !slices.Equal(q.Failure.Expected, r.Failure.Expected))):
			t.Errorf("Parse(%q, 0).Failure = %+v; with Trace %+v", clip(input), q.Failure, r.Failure)
		}
	}

	if r.Canonical() != "" {
		if c, ok := parseNoPanic(t, r.Canonical(), 0); ok && c.Canonical() != r.Canonical() {
			t.Errorf("Parse(%q).Canonical() = %q, but Parse(%q).Canonical() = %q", clip(input), clip(r.Canonical()), clip(r.Canonical()), clip(c.Canonical()))
		}
	}
	checkMeaning(t, input) // meaning_test.go
	if r.Fixable() != (r.FixAll() != input) {
		t.Errorf("Parse(%q).Fixable() = %v, but FixAll %q", clip(input), r.Fixable(), clip(r.FixAll()))
	}
	if f, ok := parseNoPanic(t, r.FixAll(), 0); ok {
		if f.FixAll() != r.FixAll() {
			t.Errorf("Parse(%q).FixAll() = %q, but Parse(%q).FixAll() = %q", clip(input), clip(r.FixAll()), clip(r.FixAll()), clip(f.FixAll()))
		}
		// With too-many, some errors went unlisted: nothing to conclude.
		// With no error at all, the input is valid, and the notes' fixes
		// must keep it so ("url:mailto:").
		if fixable == errs && !tooMany && !f.Valid {
			t.Errorf("Parse(%q): every error (of %d) has a fix, but FixAll %q is invalid", clip(input), errs, r.FixAll())
		}
	}
}

// parseNoPanic calls Parse, turning a panic into a test error.
func parseNoPanic(t testing.TB, input string, mode Mode) (r *Result, ok bool) {
	t.Helper()
	defer func() {
		if e := recover(); e != nil {
			t.Errorf("Parse(%q, %d) panicked: %v", clip(input), mode, e)
			ok = false
		}
	}()
	return Parse(input, mode), true
}

// checkTrace checks that every child of n lies within n.
func checkTrace(t testing.TB, input string, n *Node, depth int) {
	t.Helper()
	if depth > 200 {
		t.Errorf("Parse(%q).Trace deeper than 200", clip(input))
		return
	}
	for i := range n.Children {
		c := &n.Children[i]
		if c.Start < n.Start || c.Start > c.End || c.End > n.End {
			t.Errorf("Parse(%q).Trace: %s [%d,%d) (failed %v) not within its parent %s [%d,%d)",
				clip(input), c.Rule, c.Start, c.End, c.Failed, n.Rule, n.Start, n.End)
		}
		checkTrace(t, input, c, depth+1)
	}
}

// clip shortens s for a failure message: long inputs would bury the log.
func clip(s string) string {
	const max = 160
	if len(s) <= max {
		return s
	}
	return s[:max] + "…(" + strconv.Itoa(len(s)) + " bytes)"
}

var (
	corpusOnce  sync.Once
	corpusLines []string
	corpusErr   error
)

// corpusInputs returns every string of testdata/corpus/*.txt (one Go-quoted
// string a line; "#" lines are comments), in file order.
func corpusInputs(t testing.TB) []string {
	t.Helper()
	corpusOnce.Do(func() { corpusLines, corpusErr = readCorpus("*.txt") })
	if corpusErr != nil {
		t.Fatal(corpusErr)
	}
	return corpusLines
}

// readCorpus reads the corpus files matching pattern.
func readCorpus(pattern string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join("testdata", "corpus", pattern))
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for ln := 1; sc.Scan(); ln++ {
			line := sc.Text()
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			s, err := strconv.Unquote(line)
			if err != nil {
				f.Close()
				return nil, &os.PathError{Op: "unquote line " + strconv.Itoa(ln), Path: name, Err: err}
			}
			lines = append(lines, s)
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	if len(lines) == 0 {
		return nil, os.ErrNotExist
	}
	return lines, nil
}

// TestMoreFixesExact checks that a Result keeps the fixes past
// maxDiagnostics in a slice of their size: the parser's buffer for them
// doubles as it grows, and would keep up to twice the memory.
func TestMoreFixesExact(t *testing.T) {
	r := Parse("http://h/"+strings.Repeat("~a", 100000), 0)
	if r.moreFixes == nil {
		t.Fatal("no fixes past maxDiagnostics")
	}
	more := r.moreFixes
	if len(more) < 99000 || cap(more) > len(more)+len(more)/64 {
		t.Errorf("moreFixes: len %d, cap %d; want about 99,500 of them, in a slice of their size", len(more), cap(more))
	}
	if got := r.FixAll(); got != "http://h/"+strings.Repeat("%7Ea", 100000) {
		t.Errorf("FixAll() = %s, want every \"~\" encoded", clip(got))
	}
}
