package readview

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Where the verdict says the first error is.
func TestWhereText(t *testing.T) {
	for _, tt := range []struct {
		start, end int32
		want       string
	}{
		{7, 7, "at byte 7"},
		{29, 30, "byte 29"},
		{10200, 10203, "bytes 10,200\u201310,202"},
	} {
		if got := whereText(parser.Diagnostic{Start: tt.start, End: tt.end}); got != tt.want {
			t.Errorf("whereText(%d, %d) = %q, want %q", tt.start, tt.end, got, tt.want)
		}
	}
}

// The notes that only follow from an error (genericurl does not decide, or
// does not match either) are folded under the first error; the others
// stay in the list, errors first.
func TestFoldConsequences(t *testing.T) {
	res := parser.Parse("http://host/~u", parser.Trace)
	order, folded := foldConsequences(res.Diagnostics)
	if len(folded) == 0 {
		t.Fatalf("nothing folded for %q: %v", res.Input, res.Diagnostics)
	}
	for _, i := range folded {
		if d := res.Diagnostics[i]; d.Code != parser.CodeGenericFallback {
			t.Errorf("folded %s, want only %s", d.Code, parser.CodeGenericFallback)
		}
	}
	if len(order)+len(folded) != len(res.Diagnostics) || res.Diagnostics[order[0]].Severity != parser.Error {
		t.Errorf("order %v and folded %v of %d diagnostics, the first error first", order, folded, len(res.Diagnostics))
	}
	// A valid URL's notes are not folded: there is no error to fold under.
	res = parser.Parse("foo:bar", parser.Trace)
	if _, folded := foldConsequences(res.Diagnostics); len(folded) != 0 {
		t.Errorf("folded %v of a valid URL", folded)
	}
}

// The reading's statements keep the ledger's rules (a "page." ID, a text,
// bases that check against the RFC), and each is said by this package.
func TestStatements(t *testing.T) {
	src := ""
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src += string(b)
		}
	}
	for _, s := range Statements {
		if !strings.HasPrefix(s.ID, "page.") || s.Text == "" || len(s.Basis) == 0 {
			t.Errorf("statement %s: want a page. ID, a text and a basis", s.ID)
		}
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("statement %s: %s", s.ID, msg)
			}
		}
		stem := strings.TrimSuffix(strings.TrimSuffix(s.ID, ".one"), ".many")
		if !strings.Contains(src, `say("`+s.ID+`"`) && (stem == s.ID || !strings.Contains(src, `parser.Counted("`+stem+`"`)) {
			t.Errorf("statement %s is said nowhere", s.ID)
		}
	}
}
