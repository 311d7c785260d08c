package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	xtxtar "golang.org/x/tools/txtar"

	"github.com/urlplayground/rfc1738-playground/parser"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// runCmd runs the command in-process and returns its exit status, standard
// output and standard error.
func runCmd(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// exitTests check the exit status: 0 all valid, 1 some invalid, 2 usage.
var exitTests = []struct {
	name  string
	stdin string
	args  []string
	want  int
}{
	{"valid-arg", "", []string{"http://host/"}, 0},                      // 3.3 httpurl
	{"valid-args", "", []string{"http://host/", "ftp://h/f;type=i"}, 0}, // 3.3, 3.2.2
	{"invalid-arg", "", []string{"http://host/~user"}, 1},               // 2.2 unsafe "~"
	{"mixed-args", "", []string{"http://host/", "nope"}, 1},             // 2.1 no scheme
	{"valid-stdin", "http://host/\nmailto:a@b\n", nil, 0},               // 3.3, 3.5
	{"invalid-stdin", "http://host/\n\n", nil, 1},                       // the empty line is the empty URL
	{"empty-stdin", "", nil, 0},                                         // no inputs: none invalid
	{"json-invalid", "", []string{"-json", "http://a b/"}, 1},           // 2.2 space
	{"bad-flag", "", []string{"-nope"}, 2},
	{"bad-flag-value", "", []string{"-json=maybe", "http://h/"}, 2},
	{"help", "", []string{"-h"}, 0},
	{"dash-dash", "", []string{"--", "-x:a"}, 0},           // a URL after "--"; the BNF's scheme may start with "-" (5)
	{"dash-dash-invalid", "", []string{"--", "-x:a b"}, 1}, // 2.2 space
}

func TestExitStatus(t *testing.T) {
	for _, tt := range exitTests {
		code, out, errOut := runCmd(t, tt.stdin, tt.args...)
		if code != tt.want {
			t.Errorf("%s: run(%q) with stdin %q = %d, want %d\nstdout:\n%s\nstderr:\n%s",
				tt.name, tt.args, tt.stdin, code, tt.want, out, errOut)
		}
		if tt.want == 2 && (out != "" || !strings.Contains(errOut, "usage: rfc1738")) {
			t.Errorf("%s: usage error printed stdout %q, stderr %q; want nothing, usage", tt.name, out, errOut)
		}
	}
}

func TestHelpText(t *testing.T) {
	_, _, errOut := runCmd(t, "", "-h")
	for _, want := range []string{"usage: rfc1738 [-json] [URL...]", "RFC 1738", "-json", "Exit status"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("-h output lacks %q:\n%s", want, errOut)
		}
	}
}

type errReader struct{ data string }

func (r *errReader) Read(p []byte) (int, error) {
	if r.data == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

func TestStdinReadError(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"-json"}, &errReader{"http://h/\n"}, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "disk on fire") {
		t.Errorf("run with failing stdin = %d, stderr %q; want 2 and the error", code, errb.String())
	}
	// The line read before the failure was still handled.
	if strings.Count(out.String(), "\n") != 1 {
		t.Errorf("run with failing stdin wrote %q; want the one line read before the error", out.String())
	}
}

type errWriter struct{}

func (errWriter) Write(p []byte) (int, error) { return 0, errors.New("pipe closed") }

func TestStdoutWriteError(t *testing.T) {
	var errb bytes.Buffer
	code := run([]string{"http://h/"}, strings.NewReader(""), errWriter{}, &errb)
	if code != 2 || !strings.Contains(errb.String(), "pipe closed") {
		t.Errorf("run with failing stdout = %d, stderr %q; want 2 and the error", code, errb.String())
	}
}

// jsonInputs are inputs whose JSON lines must parse, including bytes that
// are not valid UTF-8, NUL, HTML and emoji.
var jsonInputs = []string{
	"http://host:80/a/b?c",
	"ftp://user:pw@host/dir/file;type=d",
	"",
	"http://h/\x00\xff<script>alert(1)</script>&amp;",
	"mailto:😀@example.com",
	"x-custom:" + strings.Repeat("%", 3000),
}

func TestJSONLines(t *testing.T) {
	code, out, errOut := runCmd(t, "", append([]string{"-json", "--"}, jsonInputs...)...)
	if code == 2 {
		t.Fatalf("run -json = 2, stderr %s", errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(jsonInputs) {
		t.Fatalf("run -json printed %d lines, want %d:\n%s", len(lines), len(jsonInputs), out)
	}
	for i, line := range lines {
		var v struct {
			Input       *string
			Valid       *bool
			Parts       []map[string]any
			Diagnostics []map[string]any
		}
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Errorf("line %d %q: %v", i, line, err)
			continue
		}
		if v.Input == nil || v.Valid == nil || v.Parts == nil || v.Diagnostics == nil {
			t.Errorf("line %d %q: a key is missing or null", i, line)
		}
		// The line is exactly the parser's MarshalJSON.
		want, _ := parser.Parse(jsonInputs[i], 0).MarshalJSON()
		if line != string(want) {
			t.Errorf("line %d = %s\nwant MarshalJSON's %s", i, line, want)
		}
	}
	// The empty URL is invalid, so the whole run is.
	if code != 1 {
		t.Errorf("run -json = %d, want 1", code)
	}
}

// TestStdinMatchesArgs checks that reading the URLs from standard input
// prints what passing them as arguments prints, in both forms.
func TestStdinMatchesArgs(t *testing.T) {
	urls := []string{"http://host/", "ftp://h/%zz", "news:comp.lang.go", "gopher://h/1sel", "nope"}
	for _, flags := range [][]string{nil, {"-json"}} {
		codeA, outA, _ := runCmd(t, "", append(append(flags, "--"), urls...)...)
		codeS, outS, _ := runCmd(t, strings.Join(urls, "\n")+"\n", flags...)
		if codeA != codeS || outA != outS {
			t.Errorf("flags %q: args gave %d\n%s\nstdin gave %d\n%s", flags, codeA, outA, codeS, outS)
		}
	}
}

// lineTests check how standard input is split into inputs.
var lineTests = []struct {
	name, stdin string
	want        []string
}{
	{"lf", "a\nb\n", []string{"a", "b"}},
	{"no-final-newline", "a\nb", []string{"a", "b"}},
	{"crlf", "a\r\nb\r\n", []string{"a", "b"}},
	{"crlf-no-final", "a\r\nb", []string{"a", "b"}},
	{"one-cr-only", "a\r\r\n", []string{"a\r"}},  // only one "\r" is dropped
	{"lone-cr-kept", "a\rb\n", []string{"a\rb"}}, // a "\r" inside a line is data
	{"cr-at-eof-kept", "a\r", []string{"a\r"}},   // not a CRLF line
	{"empty-lines", "\n\na\n\n", []string{"", "", "a", ""}},
	{"only-newline", "\n", []string{""}},
	{"only-crlf", "\r\n", []string{""}},
	{"nothing", "", nil},
	{"nul-and-ff", "h:\x00\xff\n", []string{"h:\x00\xff"}},
}

func TestReadLines(t *testing.T) {
	for _, tt := range lineTests {
		var got []string
		err := readLines(strings.NewReader(tt.stdin), 100, func(s string) error {
			got = append(got, s)
			return nil
		})
		if err != nil || !equal(got, tt.want) {
			t.Errorf("%s: readLines(%q) = %q, %v; want %q", tt.name, tt.stdin, got, err, tt.want)
		}
		// Through the command: one JSON line per input, in order.
		code, out, _ := runCmd(t, tt.stdin, "-json")
		var inputs []string
		for line := range strings.Lines(out) {
			var v struct{ Input string }
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			inputs = append(inputs, v.Input)
		}
		want := make([]string, len(tt.want))
		for i, s := range tt.want {
			want[i] = strings.ToValidUTF8(s, "\uFFFD") // one \xff: one U+FFFD
		}
		if code == 2 || !equal(inputs, want) {
			t.Errorf("%s: run -json with stdin %q = %d, inputs %q; want %q", tt.name, tt.stdin, code, inputs, want)
		}
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestReadLinesLong reads a line of maxLine bytes (the limit), both bare and ended by
// CRLF, through buffers far smaller than the line.
func TestReadLinesLong(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates lines of maxLine bytes")
	}
	line := strings.Repeat("a", maxLine)
	for _, in := range []string{line, line + "\r\n" + "b\n"} {
		var lens []int
		err := readLines(strings.NewReader(in), maxLine, func(s string) error {
			lens = append(lens, len(s))
			if len(s) == maxLine && strings.Trim(s, "a") != "" {
				t.Errorf("the long line came back changed")
			}
			return nil
		})
		want := []int{maxLine}
		if strings.HasSuffix(in, "b\n") {
			want = append(want, 1)
		}
		if err != nil || fmt.Sprint(lens) != fmt.Sprint(want) {
			t.Errorf("readLines(maxLine line) = lengths %v, %v; want %v", lens, err, want)
		}
	}
}

func TestLineTooLong(t *testing.T) {
	defer func(m int) { maxLine = m }(maxLine)
	maxLine = 10
	// 10 bytes plus CRLF is fine; 11 bytes is not, even when split across
	// bufio's buffer boundary.
	code, _, errOut := runCmd(t, "http://h/a\r\nhttp://h/ab\n", "-json")
	if code != 2 || !strings.Contains(errOut, "line 2: line too long") {
		t.Errorf("line over the limit: run = %d, stderr %q; want 2, line 2: line too long", code, errOut)
	}
	// The study modes and -check have their own, lower limit.
	defer func(m int) { maxStudyLine = m }(maxStudyLine)
	maxStudyLine = 5
	for _, args := range [][]string{{"-derive"}, {"-at", "1"}, {"-compare"}, {"-interpret", "-json"}} {
		code, _, errOut := runCmd(t, "a:b\nhttp://h/\n", args...)
		if code != 2 || !strings.Contains(errOut, "line 2: line too long") {
			t.Errorf("%q, line over the limit: run = %d, stderr %q; want 2, line 2: line too long", args, code, errOut)
		}
		if code, _, errOut := runCmd(t, "a:b\n", args...); code != 0 {
			t.Errorf("%q, a line of 3 bytes: run = %d, stderr %q; want 0", args, code, errOut)
		}
	}
	// -check reads its lists as it checks them: the URLs before the long
	// one are checked, and the rest of that list is not.
	maxLine = 1 << 10
	code, out, errOut := runCmd(t, "+ a:b\n- http://h/\n+ a:c\n", "-check", "-")
	if code != 2 || !strings.Contains(errOut, "-:2: line too long") || out != "check: 1 pass, 0 fail, 0 unchecked\n" {
		t.Errorf("-check, a URL over the limit: run = %d, stdout %q, stderr %q; want 2, -:2: line too long, the first URL checked", code, out, errOut)
	}
	if code, _, errOut := runCmd(t, "+ a:b\n", "-check", "-"); code != 0 {
		t.Errorf("-check, a URL of 3 bytes: run = %d, stderr %q; want 0", code, errOut)
	}
	err := readLines(strings.NewReader(strings.Repeat("x", 200<<10)), 100<<10, func(string) error { return nil })
	if !errors.Is(err, errLineTooLong) {
		t.Errorf("readLines(200 KiB line, limit 100 KiB) = %v; want errLineTooLong", err)
	}
}

// TestBadBytes feeds inputs no reader should meet and checks that both
// forms cope: no panic, JSON valid, one report per input.
func TestBadBytes(t *testing.T) {
	inputs := []string{
		"\x00", "\xff\xfe", "http://\x00/", "http://h/\r", "<b>&amp;</b>:x",
		"http://h/" + strings.Repeat("\xff", 500), "\xef\xbb\xbfhttp://h/", "😀:😀",
		"http://" + strings.Repeat("@", 1000) + "/", strings.Repeat(":", 1000),
	}
	_, out, _ := runCmd(t, "", append([]string{"-json", "--"}, inputs...)...)
	n := 0
	for line := range strings.Lines(out) {
		if !json.Valid([]byte(line)) {
			t.Errorf("invalid JSON line: %q", line)
		}
		n++
	}
	if n != len(inputs) {
		t.Errorf("-json printed %d lines for %d inputs", n, len(inputs))
	}
	_, out, _ = runCmd(t, "", append([]string{"--"}, inputs...)...)
	if got := strings.Count(out, "\ninput: ") + 1; got != len(inputs) {
		t.Errorf("report printed %d inputs, want %d", got, len(inputs))
	}
	// Report lines never carry raw control bytes or invalid UTF-8: texts
	// are quoted, carets are only drawn under printable inputs.
	for line := range strings.Lines(out) {
		line = strings.TrimSuffix(line, "\n")
		if !utf8.ValidString(line) || strings.ContainsFunc(line, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
			t.Errorf("report line holds raw control or invalid bytes: %q", line)
		}
	}
}

// TestCarets checks the caret line under an error: right columns for a
// short printable input, none for an input that would not line up.
func TestCarets(t *testing.T) {
	for _, tt := range []struct {
		in         string
		start, end int
		want       string
	}{
		{"http://host/~user", 12, 13, "    | http://host/~user\n    |             ^\n"},
		{"http://a b/", 8, 9, "    | http://a b/\n    |         ^\n"},
		{"ftp://", 6, 6, "    | ftp://\n    |       ^\n"}, // empty span: where something is missing
		{"abc", 1, 99, "    | abc\n    |  ^^\n"},          // clamped
	} {
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		writeCarets(w, tt.in, tt.start, tt.end)
		w.Flush()
		if b.String() != tt.want {
			t.Errorf("writeCarets(%q, %d, %d) =\n%s\nwant\n%s", tt.in, tt.start, tt.end, b.String(), tt.want)
		}
	}
	for in, want := range map[string]bool{
		"http://host/~user":                    true,
		"":                                     false,
		"http://h/\t":                          false,
		"http://h/é":                           false,
		"http://h/" + strings.Repeat("a", 200): false,
		"http://h/" + strings.Repeat("a", 100): true,
	} {
		if got := caretsFit(in); got != want {
			t.Errorf("caretsFit(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestReportCapsLists checks that a long path's report lists the first
// parts and says how many it left out, instead of one line per hsegment.
func TestReportCapsLists(t *testing.T) {
	in := "http://h/" + strings.Repeat("a/", 1000)
	_, out, _ := runCmd(t, "", in)
	r := parser.Parse(in, 0)
	if len(r.Parts) <= reportMaxItems {
		t.Fatalf("Parse(%q) has %d parts; the test needs more than %d", in, len(r.Parts), reportMaxItems)
	}
	want := fmt.Sprintf("  ... and %d more parts (-json lists them all)\n", len(r.Parts)-reportMaxItems)
	if !strings.Contains(out, want) || strings.Count(out, "\n  hsegment ") > reportMaxItems {
		t.Errorf("report of a 1000-segment path: want at most %d part lines and %q; got\n%s", reportMaxItems, want, out)
	}
}

func TestQuoteCuts(t *testing.T) {
	long := strings.Repeat("é", 150) // 300 bytes
	got := quote(long)
	want := fmt.Sprintf("%q... (100 more bytes)", strings.Repeat("é", 100))
	if got != want {
		t.Errorf("quote(300 bytes of é) = %s, want %s", got, want)
	}
	if got := quote("a\x00\xff"); got != `"a\x00\xff"` {
		t.Errorf(`quote("a\x00\xff") = %s`, got)
	}
}

// TestGolden compares the report and the JSON for the inputs in
// testdata/report.txtar with the sections stored there. Run with -update
// to rewrite them (then read the diff: it is the tool's output as a reader
// sees it).
func TestGolden(t *testing.T) {
	checkSections(t, "testdata/report.txtar", func(input string) []section {
		code, report, _ := runCmd(t, input)
		jcode, jsonOut, _ := runCmd(t, input, "-json")
		if code != jcode {
			t.Errorf("exit status %d without -json, %d with", code, jcode)
		}
		return []section{{"report", report}, {"json", jsonOut}, {"exit", fmt.Sprintf("%d\n", code)}}
	})
}

// A txtar archive (golang.org/x/tools/txtar): a comment, then named
// sections.
type txtar struct {
	comment  string
	sections []section
}

type section struct{ name, data string }

func (a *txtar) get(name string) (string, bool) {
	for _, s := range a.sections {
		if s.name == name {
			return s.data, true
		}
	}
	return "", false
}

func parseTxtar(data []byte) *txtar {
	ar := xtxtar.Parse(data)
	a := &txtar{comment: string(ar.Comment)}
	for _, f := range ar.Files {
		a.sections = append(a.sections, section{f.Name, string(f.Data)})
	}
	return a
}

func (a *txtar) format() []byte {
	ar := &xtxtar.Archive{Comment: []byte(a.comment)}
	for _, s := range a.sections {
		ar.Files = append(ar.Files, xtxtar.File{Name: s.name, Data: []byte(s.data)})
	}
	return xtxtar.Format(ar)
}

// TestReportHandBuilt checks the report's layout on a Result built by hand,
// so that it does not depend on what Parse finds.
func TestReportHandBuilt(t *testing.T) {
	r := &parser.Result{
		Input:      "http://host/~user",
		Scheme:     "http",
		Production: "httpurl",
		Parts: []parser.Part{{Rule: parser.RuleScheme, Start: 0, End: 4}, {Rule: parser.RuleHost, Start: 7, End: 11},
			{Rule: parser.RuleHpath, Start: 12, End: 17}, {Rule: parser.RuleHsegment, Start: 12, End: 17}},
		Diagnostics: []parser.Diagnostic{
			{Code: parser.CodeUnsafe, Severity: parser.Error, Start: 12, End: 13,
				Message: `unsafe character "~" must be encoded`, RFC: "2.2", Fix: "%7E", HasFix: true},
			{Code: "made-up", Severity: parser.Warning, Start: 17, End: 17, Message: "a warning at the end",
				RFC: "6", Fix: "/", HasFix: true},
			{Code: "made-up-too", Severity: parser.Info, Start: 0, End: 4, Message: "a note", HasFix: true},
			{Code: "made-up-three", Severity: parser.Info, Start: 0, End: 17, Message: "a note on the appendix", RFC: "appendix"},
		},
	}
	want := `input: "http://host/~user"
verdict: invalid httpurl: unsafe character "~" must be encoded
parts:
  scheme    [0,4)    "http"
  host      [7,11)   "host"
  hpath     [12,17)  "~user"
  hsegment  [12,17)  "~user"
diagnostics:
  error unsafe-char [12,13) RFC 1738 section 2.2
    unsafe character "~" must be encoded
    fix: replace "~" with "%7E"
    | http://host/~user
    |             ^
  warning made-up [17,17) RFC 1738 section 6
    a warning at the end
    fix: insert "/"
  info made-up-too [0,4)
    a note
    fix: delete "http"
  info made-up-three [0,17) RFC 1738 appendix
    a note on the appendix
`
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	writeReport(w, r)
	w.Flush()
	if b.String() != want {
		t.Errorf("report =\n%s\nwant\n%s", b.String(), want)
	}

	r = &parser.Result{Input: "", Valid: false}
	b.Reset()
	writeReport(w, r)
	w.Flush()
	if want := "input: \"\"\nverdict: invalid (not a URL)\nparts: none\ndiagnostics: none\n"; b.String() != want {
		t.Errorf("report of an empty Result =\n%s\nwant\n%s", b.String(), want)
	}
}

// TestUsageErrors: flags that cannot be honoured together, or an argument
// a mode cannot use, are usage errors (status 2, one line on standard
// error, nothing on standard output), never a mode run silently in place
// of another or an argument ignored.
func TestUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		name  string
		stdin string
		args  []string
		says  string
	}{
		{"compare-derive", "", []string{"-compare", "-derive", "http://h/"}, "-compare and -derive cannot be used together"},
		{"derive-compare", "", []string{"-derive", "-compare", "http://h/"}, "-compare and -derive cannot be used together"},
		{"compare-interpret", "", []string{"-compare", "-interpret", "http://h/"}, "-compare and -interpret cannot be used together"},
		{"derive-at", "", []string{"-derive", "-at", "3", "http://h/"}, "-derive and -at cannot be used together"},
		{"check-compare", "", []string{"-check", "-compare", "-"}, "-check and -compare cannot be used together"},
		{"diagram-interpret", "", []string{"-diagram", "url", "-interpret"}, "-interpret and -diagram cannot be used together"},
		{"diagram-json", "", []string{"-json", "-diagram", "url"}, "-diagram prints only SVG: it takes no -json"},
		{"diagram-empty", "http://h/\n", []string{"-diagram", ""}, "-diagram needs a rule name"},
		{"diagram-empty-eq", "http://h/\n", []string{"-diagram="}, "-diagram needs a rule name"},
		{"diagram-extra", "", []string{"-diagram", "url", "http://h/"}, `-diagram RULE takes no other arguments (got "http://h/")`},
		{"diagram-two-rules", "", []string{"-diagram", "url", "hostport"}, `-diagram RULE takes no other arguments (got "hostport")`},
		{"at-negative", "", []string{"-at", "-5", "http://h/"}, "-at -5: the offset must be 0 or more"},
		{"at-negative-stdin", "http://h/\n", []string{"-at=-1"}, "-at -1: the offset must be 0 or more"},
		{"at-past", "", []string{"-at", "10", "http://h/"}, `-at 10 is past the end of "http://h/" (0 to 9)`},
		{"at-past-json", "", []string{"-at", "10", "-json", "http://h/"}, `-at 10 is past the end of "http://h/" (0 to 9)`},
		{"at-past-stdin", "http://h/\n", []string{"-at", "99"}, `-at 99 is past the end of "http://h/" (0 to 9)`},
	} {
		code, out, errOut := runCmd(t, tt.stdin, tt.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "rfc1738: "+tt.says) || strings.Count(errOut, "\n") != 1 || !strings.HasSuffix(errOut, "\n") {
			t.Errorf("%s: run(%q) = %d, stdout %q, stderr %q; want 2, nothing, one line saying %q", tt.name, tt.args, code, out, errOut, tt.says)
		}
	}
	// The offset's range is each input's own: 0 to its length, the end
	// included. The inputs before one it does not fit are answered.
	if code, _, errOut := runCmd(t, "", "-at", "9", "http://h/"); code != 0 {
		t.Errorf("-at 9 (the end) of a 9-byte input: run = %d, stderr %q; want 0", code, errOut)
	}
	code, out, errOut := runCmd(t, "", "-at", "9", "http://h/", "ftp://h/")
	if code != 2 || !strings.HasPrefix(out, `input: "http://h/"`) || strings.Contains(out, "ftp") ||
		errOut != "rfc1738: -at 9 is past the end of \"ftp://h/\" (0 to 8)\n" {
		t.Errorf("-at 9 of a 9-byte then an 8-byte input: run = %d, stdout %q, stderr %q; want 2, the first answered, one line for the second", code, out, errOut)
	}
}
