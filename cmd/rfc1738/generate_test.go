package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// TestGenerateChecks prints lists with -generate and checks them with
// -check: every expectation holds, whatever the schemes and mistakes.
func TestGenerateChecks(t *testing.T) {
	dir := t.TempDir()
	for i, args := range [][]string{
		{"-generate", "10", "-seed", "7", "-schemes", "ftp", "-mistakes", "bad-port,unsafe-char,bad-escape,bad-ftptype", "-invalid", "0.4"},
		{"-generate", "200", "-seed", "1994"},
		{"-generate=50", "-schemes", "news,nntp,mailto", "-invalid", "1"},
		{"-generate", "30", "-schemes", "genericurl,gopher", "-mistakes", "space, non-ascii", "-invalid", "0.5"},
	} {
		code, out, errOut := runCmd(t, "", args...)
		if code != 0 || errOut != "" {
			t.Fatalf("run(%q) = %d, stderr %q; want 0, nothing", args, code, errOut)
		}
		list, src := urllist.Parse(out)
		if src != urllist.Plain {
			t.Errorf("run(%q) printed %v, want a URL list", args, src)
		}
		n := 0
		for _, e := range list {
			if e.Expect == urllist.None {
				t.Errorf("run(%q): line %d %q expects nothing", args, e.Line, e.URL)
			}
			n++
		}
		file := filepath.Join(dir, "list"+string(rune('a'+i))+".txt")
		if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		code, checked, errOut := runCmd(t, "", "-check", file)
		if code != 0 || errOut != "" || !strings.HasSuffix(checked, "check: "+strconv.Itoa(n)+" pass, 0 fail, 0 unchecked\n") {
			t.Errorf("-check of run(%q)'s list = %d, %q, stderr %q; want 0, all %d pass", args, code, checked, errOut, n)
		}
	}
}

// TestGenerateSameBytes checks that the same flags print the same list,
// and that "-generate 10" and "-generate=10" are one.
func TestGenerateSameBytes(t *testing.T) {
	args := []string{"-generate", "40", "-seed", "12", "-schemes", "http,wais", "-invalid", "0.25"}
	_, first, _ := runCmd(t, "", args...)
	_, again, _ := runCmd(t, "", args...)
	_, eq, _ := runCmd(t, "", append([]string{"-generate=40"}, args[2:]...)...)
	if first == "" || again != first || eq != first {
		t.Errorf("run(%q) printed\n%s\nthen\n%s\nand with -generate=40\n%s", args, first, again, eq)
	}
	if n := strings.Count(first, "\n- "); n != 10 {
		t.Errorf("run(%q): %d invalid lines, want 10 (a quarter of 40)", args, n)
	}
}

// TestGenerateList checks -generate -list: one line per kind, its code
// first.
func TestGenerateList(t *testing.T) {
	code, out, errOut := runCmd(t, "", "-generate", "-list")
	if code != 0 || errOut != "" {
		t.Fatalf("-generate -list = %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	kinds := exercise.Mistakes()
	if len(lines) != len(kinds) {
		t.Fatalf("-generate -list printed %d lines, want %d:\n%s", len(lines), len(kinds), out)
	}
	for i, k := range kinds {
		if f := strings.Fields(lines[i]); len(f) < 2 || f[0] != string(k.Code) || !strings.Contains(lines[i], k.Summary) {
			t.Errorf("-generate -list line %d = %q, want %s and %q", i+1, lines[i], k.Code, k.Summary)
		}
	}
}

// TestGenerateUsageErrors checks that a bad value is a usage error of one
// line on standard error, with nothing on standard output.
func TestGenerateUsageErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-generate"}, "needs a count"},
		{[]string{"-generate", "0"}, `-generate "0"`},
		{[]string{"-generate", "ten"}, `-generate "ten"`},
		{[]string{"-generate", "10001"}, `-generate "10001"`},
		{[]string{"-generate", "5", "6"}, `one count, not "6"`},
		{[]string{"-generate", "5", "-seed", "-1"}, `-seed "-1"`},
		{[]string{"-generate", "5", "-seed", "x"}, `-seed "x"`},
		{[]string{"-generate", "5", "-invalid", "1.5"}, `-invalid "1.5"`},
		{[]string{"-generate", "5", "-invalid", "NaN"}, `-invalid "NaN"`},
		{[]string{"-generate", "5", "-schemes", "ftp,,http"}, "an empty item"},
		{[]string{"-generate", "5", "-schemes", "https"}, `unknown scheme "https"`},
		{[]string{"-generate", "5", "-mistakes", "typo"}, `unknown mistake "typo"`},
		{[]string{"-generate", "5", "-schemes", "news", "-mistakes", "bad-ftptype"}, "cannot be made in the chosen schemes"},
		{[]string{"-generate", "5", "-json"}, "cannot be used with -json"},
		{[]string{"-check", "-generate", "5"}, "cannot be used with -check"},
		{[]string{"-generate", "-list", "5"}, "takes no count"},
		{[]string{"-seed", "3", "http://h/"}, "-seed is a flag of -generate"},
		{[]string{"-list"}, "-list is a flag of -generate"},
	} {
		code, out, errOut := runCmd(t, "", tt.args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, tt.want) {
			t.Errorf("run(%q) = %d, stdout %q, stderr %q; want 2, nothing, one line with %q", tt.args, code, out, errOut, tt.want)
		}
	}
}
