package compare

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestInvariants compares every input of the corpora and some hostile ones
// and checks what must hold for any input: a row differs exactly when its
// cells differ; a differing row has as many explanations as causes, and a
// row that does not differ has none; a span lies in the input; a rejected
// reading says why; an accepted reading holds no port or host its grammar
// rejects; and some cause explains every differing row.
func TestInvariants(t *testing.T) {
	inputs := []string{"", "\x00", "\xff\xfe", "😀://😀@😀:😀/😀?😀#😀", "<b>x</b>", "http://h/" + strings.Repeat("a", 1<<20),
		strings.Repeat("%", 1000), strings.Repeat("[", 1000), "http://" + strings.Repeat("@", 500), ":::", "//", "?#", "a:b:c"}
	files, _ := filepath.Glob("../parser/testdata/corpus/*.txt")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if s, err := strconv.Unquote(line); err == nil {
				inputs = append(inputs, s)
			}
		}
	}
	if len(inputs) < 1000 {
		t.Fatalf("only %d inputs: corpus missing?", len(inputs))
	}
	unexplained := 0
	for _, in := range inputs {
		tab := Of(parser.Parse(in, 0))
		for _, r := range tab.Readings {
			if !r.Accepted && r.Why == "" {
				t.Errorf("%.80q: %s rejects it without a reason", in, r.Reader)
			}
			for f, c := range r.Cells {
				if c.HasSpan && (c.Start < 0 || c.End < c.Start || c.End > len(in)) {
					t.Errorf("%.80q: %s %s: span %d-%d outside the input", in, r.Reader, Field(f), c.Start, c.End)
				}
				if !c.Present && c.Value != "" {
					t.Errorf("%.80q: %s %s absent with a value", in, r.Reader, Field(f))
				}
			}
		}
		// An accepted reading holds no component its own grammar rejects:
		// a port is digits (RFC 1738: one at least), a host holds no
		// delimiter (RFC 1738: and is not empty but in a file URL).
		for _, r := range tab.Readings[:2] {
			if !r.Accepted {
				continue
			}
			if p := r.Cells[Port]; p.Present && (strings.Trim(p.Value, "0123456789") != "" || r.Reader == RFC1738 && p.Value == "") {
				t.Errorf("%.80q: %s accepts it with the port %q", in, r.Reader, p.Value)
			}
			if h := r.Cells[Host]; h.Present && (strings.ContainsAny(h.Value, "/?#@") || r.Reader == RFC1738 && h.Value == "" && r.Rule != "fileurl") {
				t.Errorf("%.80q: %s accepts it with the host %q", in, r.Reader, h.Value)
			}
		}
		for _, row := range tab.Rows {
			differ := false
			for _, r := range tab.Readings[1:] {
				a, b := r.Cells[row.Field], tab.Readings[0].Cells[row.Field]
				differ = differ || a.Present != b.Present || a.Value != b.Value
			}
			if row.Differ != differ {
				t.Errorf("%.80q: row %s: Differ = %v, cells say %v", in, row.Field, row.Differ, differ)
			}
			if row.Differ != (len(row.Why) > 0) || len(row.Why) != len(row.Causes) {
				t.Errorf("%.80q: row %s: differ %v with causes %q and %d explanations", in, row.Field, row.Differ, row.Causes, len(row.Why))
			}
			for _, c := range row.Causes {
				if c == "unexplained" {
					unexplained++
					t.Errorf("%.100q: row %s: no cause explains it: %s", in, row.Field, row.Why[0])
				}
			}
		}
	}
	t.Logf("%d inputs, %d rows no cause explains", len(inputs), unexplained)
}
