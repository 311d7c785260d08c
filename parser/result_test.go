package parser_test

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// allocInputs cover every way a Result is built: valid with few parts,
// more parts than the Result holds inside it (many segments), more notes, formatted messages,
// rejected inputs, past the diagnostics cap, and long.
var allocInputs = []string{
	"https://www.example.com/a/b/index.html", // genericurl: 4 parts and a note
	"http://www.w3.org/Addressing/",
	"file:///home/u/node_modules/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.js", // more parts than the parser holds before it spills
	"ftp://user:pass@host:2121/a/b%41c;type=d",                                           // formatted notes
	"http://host/%7E%7e%41%2F",                                                           // escapes: notes with fixes
	"https://webhome.idirect.com/~gmr/",                                                  // rejected: unsafe, syntax
	"HTTP://user@host:99999/a b/<c>",                                                     // several errors and warnings
	"",
	"no scheme here",
	"x:" + strings.Repeat("~", 2000),         // one run: one diagnostic
	"http://h/" + strings.Repeat("%", 3000),  // past the diagnostics cap
	"http://h/" + strings.Repeat("a/", 5000), // thousands of parts
}

// TestParseResultsIndependent checks that a Result shares no storage that
// anyone writes with another: parsing other inputs, in this goroutine or
// others at once, leaves an earlier Result exactly as it was. (Results do
// share no storage at all: TestResultsOwnSlices.)
func TestParseResultsIndependent(t *testing.T) {
	type pair struct {
		r    *parser.Result
		json string
		fix  string
		can  string
	}
	snapshot := func(r *parser.Result) pair {
		b, err := r.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		return pair{r, string(b), r.FixAll(), r.Canonical()}
	}
	var kept []pair
	for _, in := range allocInputs {
		kept = append(kept, snapshot(parser.Parse(in, 0)), snapshot(parser.Parse(in, parser.Trace)))
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 20; i++ {
				for _, in := range allocInputs {
					want := parser.Parse(in, 0)
					got := parser.Parse(in, 0)
					if !reflect.DeepEqual(got, want) {
						t.Errorf("Parse(%.40q) differs from the same Parse run just before", in)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	for _, k := range kept {
		if now := snapshot(k.r); now != k {
			t.Errorf("Parse(%.40q): the Result changed after other parses:\nwas %.300s\nnow %.300s", k.r.Input, k.json, now.json)
		}
	}
}

// TestResultsOwnSlices checks that a Result owns its slices: changing
// one Result's diagnostics, parts or failure, or appending to them, leaves
// another Result of a like input as it was.
func TestResultsOwnSlices(t *testing.T) {
	for _, tt := range []struct{ a, b string }{
		{"https://www.example.com/", "https://other.example/a/b"},
		{"x:y", "z:w"},
		{"file:///etc/passwd", "file:///a/b/c"},
		{"file://localhost/etc/passwd", "file://LocalHost/x"},
		{"http://host/~a", "http://host/~b"},
	} {
		a, b := parser.Parse(tt.a, 0), parser.Parse(tt.b, parser.Trace)
		want, _ := b.MarshalJSON()
		var wantExp []string
		if b.Failure != nil {
			wantExp = slices.Clone(b.Failure.Expected)
		}
		a.Diagnostics[0].Message = "changed"
		a.Parts[0].Start = 99
		_ = append(a.Diagnostics[:1], parser.Diagnostic{Code: "x"})
		_ = append(a.Parts[:1], parser.Part{})
		if a.Failure != nil {
			for i := range a.Failure.Expected {
				a.Failure.Expected[i] = "changed"
			}
		}
		if got, _ := b.MarshalJSON(); string(got) != string(want) {
			t.Errorf("changing Parse(%q) changed Parse(%q):\n got %s\nwant %s", tt.a, tt.b, got, want)
		}
		if b.Failure != nil && !slices.Equal(b.Failure.Expected, wantExp) {
			t.Errorf("changing Parse(%q).Failure changed Parse(%q).Failure.Expected to %q", tt.a, tt.b, b.Failure.Expected)
		}
	}
}
