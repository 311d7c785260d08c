package parser_test

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// allocInputs cover every way a Result is built (alloc.go): valid with few
// parts, spilled parts (many segments), spilled notes, formatted messages,
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
// share read-only storage: Expected slices and common notes, see
// TestSharedNotes.)
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

// TestSharedNotes checks the common notes that Results share rather than
// copy (Result.Diagnostics is read only): the note is the one Parse would
// build, and the shared slice has no room past its one element, so that
// an append to it copies instead of writing into what others read.
func TestSharedNotes(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want parser.Diagnostic
	}{
		{"https://www.example.com/", "https://other.example/a/b", parser.Diagnostic{
			Code: parser.CodeUnknownScheme, Severity: parser.Info, Start: 0, End: 5, RFC: "4",
			Message: `this scheme is not one of the ten that RFC 1738 defines: it is read by the generic syntax, genericurl = scheme ":" schemepart`}},
		{"x:y", "z:w", parser.Diagnostic{
			Code: parser.CodeUnknownScheme, Severity: parser.Info, Start: 0, End: 1, RFC: "4",
			Message: `this scheme is not one of the ten that RFC 1738 defines: it is read by the generic syntax, genericurl = scheme ":" schemepart`}},
		{"file:///etc/passwd", "file:///a/b/c", parser.Diagnostic{
			Code: parser.CodeFileLocalhost, Severity: parser.Info, Start: 7, End: 7, RFC: "3.10",
			Message: `an empty host: the file is on the machine where the URL is being interpreted, as with "localhost"`}},
		{"file://localhost/etc/passwd", "file://LocalHost/x", parser.Diagnostic{
			Code: parser.CodeFileLocalhost, Severity: parser.Info, Start: 7, End: 16, RFC: "3.10",
			Message: `the host "localhost": the file is on the machine where the URL is being interpreted`}},
	} {
		a, b := parser.Parse(tt.a, 0), parser.Parse(tt.b, 0)
		for _, r := range []*parser.Result{a, b} {
			if !r.Valid || len(r.Diagnostics) != 1 || r.Diagnostics[0] != tt.want {
				t.Fatalf("Parse(%q): valid %v, diagnostics %+v, want valid and only %+v", r.Input, r.Valid, r.Diagnostics, tt.want)
			}
			if cap(r.Diagnostics) != 1 {
				t.Errorf("Parse(%q): the shared note's slice has capacity %d, want 1", r.Input, cap(r.Diagnostics))
			}
		}
		if &a.Diagnostics[0] != &b.Diagnostics[0] {
			t.Errorf("Parse(%q) and Parse(%q) hold copies of the note %s, want one shared", tt.a, tt.b, tt.want.Code)
		}
		more := append(a.Diagnostics, parser.Diagnostic{Code: "x"})
		if &more[0] == &a.Diagnostics[0] || len(b.Diagnostics) != 1 || b.Diagnostics[0] != tt.want {
			t.Errorf("appending to Parse(%q).Diagnostics wrote into the shared note", tt.a)
		}
	}
}

// TestParseOneAllocation checks what alloc.go is built for: a Parse
// without Trace allocates once, its Result, whether the URL is valid or
// not, as long as a block shape holds it and its messages are constants or
// built by hand (a message formatted with fmt allocates for its arguments).
func TestParseOneAllocation(t *testing.T) {
	if parser.RaceEnabled {
		t.Skip("the race detector's instrumentation allocates")
	}
	for _, in := range []string{
		"https://www.example.com/a/b/index.html",
		"http://www.w3.org/Addressing/",
		"file:///home/u/node_modules/a/b/c.js",
		"file:///a/b/c/d/e/f/g/h/i/j/k/l/m/n.js", // 16 parts, the most the parser holds before it spills
		"https://webhome.idirect.com/~gmr/",
		"https://www.example.com/a#b",
		"http://host/a%41",
		"",
		// Hosts that fail ip-schemepart's hostname, read as *xchar: the
		// trial formats no message.
		"tapmock://a1614fc8fa65ebf7.42f84edf9f8bebe3/?url=%40tapjs%2Fcore",
		"x-y://-a.b-/c",
		// A predefined scheme that fails its production, with the
		// genericurl note (one per scheme, made once).
		"file://benchmark",
		// A valid URL with a note for each escaped delimiter.
		"tapmock://a1.b2/?url=file%3A%2F%2F%2FUsers%2Fisaacs%2Fdev%2Ftapjs%2Fsrc%2Fjack.js",
	} {
		if got := testing.AllocsPerRun(100, func() { parser.Parse(in, 0) }); got != 1 {
			t.Errorf("Parse(%q, 0): %v allocations, want 1", in, got)
		}
	}
}
