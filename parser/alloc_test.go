package parser_test

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"urlplayground/parser"
)

// allocInputs cover every way a Result is built (alloc.go): in the first
// block (valid, few parts), spilled parts (many segments), spilled notes,
// formatted messages, rejected inputs, past the diagnostics cap, and long.
var allocInputs = []string{
	"https://www.example.com/a/b/index.html", // genericurl: 4 parts and a note
	"http://www.w3.org/Addressing/",
	"file:///home/u/node_modules/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.js", // more parts than a first block holds
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

// TestParseResultsIndependent checks that a Result shares no storage with
// another: parsing other inputs, in this goroutine or others at once,
// leaves an earlier Result exactly as it was.
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

// TestParseOneAllocation checks the allocation counts alloc.go is built
// for: one for a valid URL whose parts and notes fit its first block, two
// for a rejected URL or one with formatted messages.
func TestParseOneAllocation(t *testing.T) {
	for _, tt := range []struct {
		in     string
		allocs float64
	}{
		{"https://www.example.com/a/b/index.html", 1},
		{"http://www.w3.org/Addressing/", 1},
		{"file:///home/u/node_modules/a/b/c.js", 1},
		{"https://webhome.idirect.com/~gmr/", 2},
		{"http://host/a%41", 2},
	} {
		if got := testing.AllocsPerRun(100, func() { parser.Parse(tt.in, 0) }); got != tt.allocs {
			t.Errorf("Parse(%q, 0): %v allocations, want %v", tt.in, got, tt.allocs)
		}
	}
}
