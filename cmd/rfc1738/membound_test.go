//go:build !race

package main

import (
	"io"
	"runtime"
	"strings"
	"testing"
)

// memoryShapes are long lines built to make the parse hold much per input
// byte: the long shapes of the parser's linearity tests (longShapes in
// parser/bench_test.go, copied: a test file there cannot be imported) and
// a shape or two in every scheme's own syntax (login separators, path
// segments, prospero fields, news and mailto parts), each of which the
// parse could make hold more per byte than the generic ones.
var memoryShapes = []struct {
	name                 string
	prefix, unit, suffix string
}{
	// parser/bench_test.go's longShapes.
	{"path", "http://h/", "a/", ""},
	{"percent", "http://h/", "%", ""},
	{"at", "ftp://", "@", "h/"},
	{"colon", "http://", ":", "/"},
	{"nul", "http://h/", "\x00", ""},
	{"xff", "http://h/", "\xff", ""},
	{"tilde", "http://h/", "~", ""},
	{"genericurl", "x-long:", "ab%41;c=d&e/f?g@h:i+j$k!l*m'n(o)p,", ""},
	{"wrapper", "", "<URL:", "http://h/"},
	{"wrapped-lines", "<URL:http://h/", "a-\n ", ">"},
	{"space-before", "", " \t", "http://h/"},
	{"space-after", "http://h/", "\r ", ""},
	// Each scheme's own syntax.
	{"ftp-colon-at", "ftp://", ":@", "h/"},
	{"ftp-at-colon", "ftp://", "@:", "h/"},
	{"telnet-colon-at", "telnet://", ":@", "h/"},
	{"http-colon-at", "http://", ":@", "h/"},
	{"prospero-semi", "prospero://h/", ";", ""},
	{"prospero-field", "prospero://h/a", ";a=b", ""},
	{"ftp-path", "ftp://h/", "a/", ""},
	{"ftp-semi", "ftp://h/", ";", ""},
	{"file-path", "file://h/", "a/", ""},
	{"wais-path", "wais://h/", "a/", ""},
	{"gopher", "gopher://h/", "1a", ""},
	{"news-dots", "news:", "a.", ""},
	{"nntp-slashes", "nntp://h/", "/", ""},
	{"mailto", "mailto:", "a@", ""},
	{"host-labels", "http://", "a.", "/"},
	{"query", "http://h/?", "a/", ""},
	{"escapes", "http://h/", "%41", ""},
	{"utf8", "http://h/", "\u00e9", ""},
}

// memoryLimit is the most memory one accepted line may need.
const memoryLimit = 2e9

// memoryModes are every mode that reads lines, with the longest line each
// accepts: the report and -json read up to maxLine; the study modes
// (-derive, -at, -compare, -interpret) up to maxStudyLine, and -check
// lists of URLs up to maxStudyLine.
func memoryModes() []struct {
	args  []string
	limit int
} {
	return []struct {
		args  []string
		limit int
	}{
		{nil, maxLine},
		{[]string{"-json"}, maxLine},
		{[]string{"-check", "-"}, maxStudyLine},
		{[]string{"-check", "-json", "-"}, maxStudyLine},
		{[]string{"-derive"}, maxStudyLine},
		{[]string{"-derive", "-json"}, maxStudyLine},
		{[]string{"-at", "9"}, maxStudyLine},
		{[]string{"-at", "9", "-json"}, maxStudyLine},
		{[]string{"-compare"}, maxStudyLine},
		{[]string{"-compare", "-json"}, maxStudyLine},
		{[]string{"-interpret"}, maxStudyLine},
		{[]string{"-interpret", "-json"}, maxStudyLine},
	}
}

// TestMemoryPerByte runs the command on a long line of each shape, in
// every mode, and checks that the bytes it allocates per input byte, times
// the mode's line limit, stay under memoryLimit: no line the command
// accepts needs more than 2 GB. (What is allocated bounds what is held at
// once.) The line is 1 MiB, or the mode's limit when that is less; a -check
// list holds it as one "+ URL" entry (a shape with "\n" as several).
func TestMemoryPerByte(t *testing.T) {
	if testing.Short() {
		t.Skip("parses lines of up to 1 MiB")
	}
	for _, m := range memoryModes() {
		size := min(1<<20, m.limit)
		perByteLimit := memoryLimit / float64(m.limit)
		worst, worstName := 0.0, ""
		for _, sh := range memoryShapes {
			body := size - len(sh.prefix) - len(sh.suffix)
			line := sh.prefix + strings.Repeat(sh.unit, body/len(sh.unit)+1)[:body] + sh.suffix + "\n"
			if m.args != nil && m.args[0] == "-check" {
				line = "+ " + line
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			run(m.args, strings.NewReader(line), io.Discard, io.Discard)
			runtime.ReadMemStats(&after)
			perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(size)
			if perByte > worst {
				worst, worstName = perByte, sh.name
			}
			if perByte > perByteLimit {
				t.Errorf("%s %q: %.0f bytes allocated per input byte; a line of %d bytes (the limit) would need %.1f GB, more than %.0f GB",
					sh.name, m.args, perByte, m.limit, perByte*float64(m.limit)/1e9, memoryLimit/1e9)
			}
		}
		t.Logf("%q: worst shape %s, %.0f bytes per input byte (limit %.0f at %d bytes a line)", m.args, worstName, worst, perByteLimit, m.limit)
	}
}
