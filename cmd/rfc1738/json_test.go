package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// checkWriteJSON checks that writeJSON writes r.MarshalJSON's bytes: -json
// and the page's "Copy JSON" give the same object.
func checkWriteJSON(t *testing.T, r *parser.Result) {
	t.Helper()
	want, err := r.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var w strings.Builder
	if err := writeJSON(&w, r); err != nil || w.String() != string(want) {
		t.Errorf("writeJSON(%q) wrote\n%s, %v\nwant MarshalJSON's\n%s", clipJSON(r), clipBytes([]byte(w.String())), err, clipBytes(want))
	}
}

func clipJSON(r *parser.Result) string {
	if r == nil {
		return "<nil>"
	}
	return clipBytes([]byte(r.Input))
}

func clipBytes(b []byte) string {
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}

// corpusAndGoldenInputs are the inputs of the parser's corpora and of this command's
// golden report, one per line.
func corpusAndGoldenInputs(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob("../../parser/testdata/corpus/*.txt")
	files = append(files, "testdata/report.txtar")
	if len(files) < 2 {
		t.Fatal("no corpus files")
	}
	var lines []string
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return lines
}

// TestWriteJSONIsMarshalJSON checks the command's streaming encoder against
// parser.Result.MarshalJSON: on the results of every corpus and golden
// input, with and without their whitespace, on a nil Result, and on
// results whose strings hold every byte and every escape (in the input, as
// a part's text, and as a message and a fix), with spans outside the
// input.
func TestWriteJSONIsMarshalJSON(t *testing.T) {
	checkWriteJSON(t, nil)
	checkWriteJSON(t, &parser.Result{})
	for _, in := range append(corpusAndGoldenInputs(t), jsonInputs...) {
		checkWriteJSON(t, parser.Parse(in, 0))
		checkWriteJSON(t, parser.Parse(strings.TrimSpace(in), 0))
	}
	var all strings.Builder
	for c := range 256 {
		all.WriteByte(byte(c))
	}
	for _, s := range []string{
		all.String(),
		"\u2028\u2029\u2027\u202a\ufeff\ufffd",
		"\xed\xa0\x80\xf0\x9f\x98\xe2\x80",
		"<script>&amp;</script>",
		"é😀\x7f\b\f\n\r\t\"\\/",
		strings.Repeat("a\xffé<", 20000),
	} {
		checkWriteJSON(t, &parser.Result{Input: s, Scheme: s, Production: s,
			Parts:       []parser.Part{{Rule: parser.RuleSchemepart, Start: 0, End: int32(len(s))}, {Rule: parser.RuleHost, Start: 1, End: 1 << 30}},
			Diagnostics: []parser.Diagnostic{{Code: parser.Code(s), Message: s, RFC: s, Fix: s, HasFix: true}, {Severity: parser.Severity(7), Start: -1}}})
	}
}

// FuzzWriteJSON checks writeJSON against MarshalJSON on the result of any
// input, and on a result whose strings are all that input.
func FuzzWriteJSON(f *testing.F) {
	f.Add("http://a/b?c#d")
	f.Add("\u2028<\xff>&\x00é")
	f.Fuzz(func(t *testing.T, s string) {
		checkWriteJSON(t, parser.Parse(s, 0))
		checkWriteJSON(t, &parser.Result{Input: s, Scheme: s, Parts: []parser.Part{{Rule: parser.RuleSchemepart, Start: 0, End: int32(len(s))}},
			Diagnostics: []parser.Diagnostic{{Code: parser.Code(s), Message: s, RFC: s, Fix: s, HasFix: true}}})
	})
}
