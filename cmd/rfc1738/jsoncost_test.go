//go:build !race

package main

import (
	"io"
	"runtime"
	"strings"
	"testing"
)

// TestJSONCostPerURL: -json allocates no more per URL than the report
// does (it allocated a 48 KiB buffer per URL, seven times the report's
// memory), and little in all for a short URL.
func TestJSONCostPerURL(t *testing.T) {
	const n = 2000
	for _, u := range []string{"http://a/b", "ftp://u:p@h:21/a/b;type=i", "nope"} {
		in := strings.Repeat(u+"\n", n)
		cost := func(args ...string) float64 {
			run(args, strings.NewReader(in), io.Discard, io.Discard) // warm up
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			run(args, strings.NewReader(in), io.Discard, io.Discard)
			runtime.ReadMemStats(&after)
			return float64(after.TotalAlloc-before.TotalAlloc) / n
		}
		report, js := cost(), cost("-json")
		t.Logf("%s: report %.0f B/URL, -json %.0f B/URL", u, report, js)
		if js > report {
			t.Errorf("%s: -json allocates %.0f bytes per URL, the report %.0f: more", u, js, report)
		}
		if js > 4<<10 {
			t.Errorf("%s: -json allocates %.0f bytes per URL, want at most 4 KiB", u, js)
		}
	}
}
