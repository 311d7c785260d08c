package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// TestCheckGolden compares -check's output, and -check -json's, for the
// lists in testdata/check with the golden files beside them (regenerate
// with -update and read the diff).
func TestCheckGolden(t *testing.T) {
	files := []string{"testdata/check/mixed.txt", "testdata/check/pass.txt"}
	for _, tt := range []struct {
		golden string
		args   []string
	}{
		{"testdata/check/golden.txt", append([]string{"-check"}, files...)},
		{"testdata/check/golden.jsonl", append([]string{"-check", "-json"}, files...)},
	} {
		code, out, errOut := runCmd(t, "", tt.args...)
		if code != 1 || errOut != "" {
			t.Errorf("run(%q) = %d, stderr %q; want 1 (mixed.txt fails), nothing", tt.args, code, errOut)
		}
		if *update {
			if err := os.WriteFile(tt.golden, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(tt.golden)
		if err != nil {
			t.Fatal(err)
		}
		if out != string(want) {
			t.Errorf("run(%q):\n%s\nwant (%s):\n%s", tt.args, out, tt.golden, want)
		}
	}
}

func TestCheckExitStatus(t *testing.T) {
	dir := t.TempDir()
	pass := filepath.Join(dir, "pass.txt")
	os.WriteFile(pass, []byte("+ http://host/\n- http://host/~u\nnews:*\n"), 0o644)
	fail := filepath.Join(dir, "fail.txt")
	os.WriteFile(fail, []byte("+ http://host/~u\n"), 0o644)
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	for _, tt := range []struct {
		name  string
		stdin string
		args  []string
		want  int
	}{
		{"pass", "", []string{"-check", pass}, 0},
		{"pass-json", "", []string{"-check", "-json", pass}, 0},
		{"empty", "", []string{"-check", empty}, 0},
		{"fail", "", []string{"-check", pass, fail}, 1},
		{"fail-json", "", []string{"-json", "-check", fail}, 1},
		{"stdin", "- http://h/ x\n", []string{"-check", "-"}, 0},
		{"stdin-fail", "+ http://h/ x\n", []string{"-check", "-"}, 1},
		{"no-files", "", []string{"-check"}, 2},
		{"missing", "", []string{"-check", pass, filepath.Join(dir, "nope.txt")}, 2},
		{"bad-flag", "", []string{"-check", "-nope", pass}, 2},
	} {
		code, out, errOut := runCmd(t, tt.stdin, tt.args...)
		if code != tt.want {
			t.Errorf("%s: run(%q) = %d, want %d\nstdout:\n%s\nstderr:\n%s", tt.name, tt.args, code, tt.want, out, errOut)
		}
		if tt.want == 2 && errOut == "" {
			t.Errorf("%s: exit 2 with nothing on stderr", tt.name)
		}
	}
}

// TestCheckOutputReadsBack: what -check and -check -json print, the list
// format reads back as the failing URLs with their expectations.
func TestCheckOutputReadsBack(t *testing.T) {
	_, out, _ := runCmd(t, "", "-check", "testdata/check/mixed.txt")
	got, src := urllist.Parse(out)
	if src != urllist.Check || len(got) != 3 || got[0].URL != "http://a b/" || got[0].Expect != urllist.Valid ||
		got[1].URL != "ftp://host/" || got[1].Expect != urllist.Invalid || got[2].URL != "" {
		t.Errorf("-check output read back as %+v (%v)", got, src)
	}
	_, out, _ = runCmd(t, "", "-check", "-json", "testdata/check/mixed.txt")
	got, src = urllist.Parse(out)
	want, _ := urllist.Parse(mustRead(t, "testdata/check/mixed.txt"))
	if src != urllist.JSON || len(got) != len(want) {
		t.Fatalf("-check -json output read back as %d entries (%v), want %d", len(got), src, len(want))
	}
	for i := range got {
		if got[i].URL != want[i].URL || got[i].Expect != want[i].Expect || got[i].Note != want[i].Note {
			t.Errorf("entry %d read back as %+v, want %+v", i, got[i], want[i])
		}
	}
}

func mustRead(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCheckShippedLists: the lists in the repository's lists/ hold.
func TestCheckShippedLists(t *testing.T) {
	files, _ := filepath.Glob("../../lists/*.txt")
	if len(files) == 0 {
		t.Fatal("no lists in lists/")
	}
	code, out, errOut := runCmd(t, "", append([]string{"-check"}, files...)...)
	if code != 0 || !strings.HasPrefix(out, "check: ") {
		t.Errorf("rfc1738 -check lists/*.txt = %d\n%s%s", code, out, errOut)
	}
}

// endWatcher yields n copies of line as it is read, and records how many
// bytes of output had been written when its end was reached.
type endWatcher struct {
	line     string
	n        int
	out      *bytes.Buffer
	outAtEnd int
	buf      string
}

func (r *endWatcher) Read(p []byte) (int, error) {
	if r.buf == "" {
		if r.n == 0 {
			r.outAtEnd = r.out.Len()
			return 0, io.EOF
		}
		r.buf, r.n = r.line, r.n-1
	}
	k := copy(p, r.buf)
	r.buf = r.buf[k:]
	return k, nil
}

// TestCheckStreams: -check reads a list as it checks it, so a list of any
// length is checked in the memory one line needs: the first failures are
// written before the list has been read to its end. (The process's peak
// memory on a long list is TestCheckMemory's.)
func TestCheckStreams(t *testing.T) {
	for _, args := range [][]string{{"-check", "-"}, {"-check", "-json", "-"}} {
		var out, errb bytes.Buffer
		in := &endWatcher{line: "+ http://a b/\n", n: 5000, out: &out}
		code := run(args, in, &out, &errb)
		if code != 1 || errb.Len() != 0 {
			t.Errorf("%q: run = %d, stderr %q; want 1 (every URL fails), nothing", args, code, errb.String())
		}
		if in.outAtEnd == 0 {
			t.Errorf("%q: nothing written before the list's end was read: the list is held whole", args)
		}
	}
}

// TestCheckBounds: the notes before one URL, and a line of a list, are
// bounded as a URL is, so that no list can make -check hold more than a
// line's worth; the URLs before the fault are checked and the error names
// its line.
func TestCheckBounds(t *testing.T) {
	defer func(m int) { maxLine = m }(maxLine)
	maxLine = 100
	notes := "+ http://h/\n" + strings.Repeat("# a note of some length\n", 8) + "+ http://h/x\n"
	code, out, errOut := runCmd(t, notes, "-check", "-")
	if code != 2 || !strings.Contains(errOut, "-:6: line too long (notes of more than 100 bytes") ||
		strings.Count(errOut, "\n") != 1 || out != "check: 1 pass, 0 fail, 0 unchecked\n" {
		t.Errorf("-check, notes over the limit: run = %d, stdout %q, stderr %q; want 2, -:6: line too long (notes ...), the first URL checked", code, out, errOut)
	}
	long := "+ http://h/\n+ % http://h/" + strings.Repeat("%41", 40) + "\n"
	code, out, errOut = runCmd(t, long, "-check", "-")
	if code != 2 || !strings.Contains(errOut, "reading -: line 2: line too long (more than 100 bytes)") ||
		out != "check: 1 pass, 0 fail, 0 unchecked\n" {
		t.Errorf("-check, a line over the limit: run = %d, stdout %q, stderr %q; want 2, line 2: line too long, the first URL checked", code, out, errOut)
	}
	// A fault in one list leaves the next list checked.
	dir := t.TempDir()
	bad, good := filepath.Join(dir, "bad.txt"), filepath.Join(dir, "good.txt")
	os.WriteFile(bad, []byte(long), 0o644)
	os.WriteFile(good, []byte("- http://h/~u\n"), 0o644)
	code, out, errOut = runCmd(t, "", "-check", bad, good)
	if code != 2 || !strings.Contains(errOut, bad+": line 2: line too long") || out != "check: 2 pass, 0 fail, 0 unchecked\n" {
		t.Errorf("-check bad.txt good.txt: run = %d, stdout %q, stderr %q; want 2, bad.txt's line 2 named, both lists' other URLs checked", code, out, errOut)
	}
}
