package parser_test

import (
	"runtime"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestLongInputsAllocLinear parses each long shape of BenchmarkLong at
// 64 KiB and at 1 MiB, with and without Trace, and checks that neither the
// number of allocations nor the bytes allocated grow faster than the input:
// sixteen times the input may make at most sixteen times as many
// allocations (plus 25% and a constant), and allocate at most thirty-two
// times as many bytes: slices grown by append allocate between about two
// and four times their final size depending on where the size falls between
// two growth steps, so the bytes of two linear runs can differ by a factor
// of two beyond the size ratio (the buffers of segments and trace nodes are
// sized once, but others, such as the fixes past the 500th diagnostic,
// grow). A quadratic cost is 256 times
// as much. The test counts; it does not time, so it holds on a loaded
// machine. A parser that rescans the rest of the input at every octet, or
// builds a string by repeated concatenation, fails it.
func TestLongInputsAllocLinear(t *testing.T) {
	const small, large = 64 << 10, 1 << 20
	const ratio = large / small
	modes := []struct {
		name string
		mode parser.Mode
	}{{"plain", 0}, {"trace", parser.Trace}}
	for _, sh := range longShapes {
		for _, m := range modes {
			sIn := longInput(sh.prefix, sh.unit, sh.suffix, small)
			lIn := longInput(sh.prefix, sh.unit, sh.suffix, large)
			sAllocs, sBytes := allocs(func() { parser.Parse(sIn, m.mode) })
			lAllocs, lBytes := allocs(func() { parser.Parse(lIn, m.mode) })
			t.Logf("%s/%s: 64KiB %.0f allocs %.0f B; 1MiB %.0f allocs %.0f B",
				sh.name, m.name, sAllocs, sBytes, lAllocs, lBytes)
			if limit := ratio*1.25*sAllocs + 100; lAllocs > limit {
				t.Errorf("%s/%s: Parse of 1 MiB makes %.0f allocations, of 64 KiB %.0f: more than %.0f, faster than linear",
					sh.name, m.name, lAllocs, sAllocs, limit)
			}
			if limit := ratio*2*sBytes + 64<<10; lBytes > limit {
				t.Errorf("%s/%s: Parse of 1 MiB allocates %.0f bytes, of 64 KiB %.0f: more than %.0f, faster than linear",
					sh.name, m.name, lBytes, sBytes, limit)
			}
		}
	}
}

// allocs returns the allocations (testing.AllocsPerRun, which warms up
// with one call first) and the bytes allocated (averaged over all the
// calls, the warm-up included) by one call of f.
func allocs(f func()) (n, bytes float64) {
	const runs = 1
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	n = testing.AllocsPerRun(runs, f)
	runtime.ReadMemStats(&after)
	bytes = float64(after.TotalAlloc-before.TotalAlloc) / (runs + 1)
	return n, bytes
}

// longBytesPerByte bounds what Parse of a 1 MiB long input allocates, in
// bytes per byte of input: what its Result and its buffers need, and a
// little more. A path's trace needs 84 (for every "a/": a Node of 72
// bytes, a Part of 32 and the parser's 40 and 24 for them as it reads),
// and takes 90; a run of characters to encode needs 6 (its fix of 3 bytes
// per octet, in the parser's text and then in the Result). Buffers grown
// by append, a quarter at a time, allocate several times their final size
// in all, and used to make these 223 and 28.5.
var longBytesPerByte = map[string]float64{
	"path/plain":          34,
	"path/trace":          100,
	"wrapped-lines/plain": 72, // fixes past the 500th diagnostic: grown, then copied to their size
	"wrapped-lines/trace": 72,
}

// TestLongInputsAllocBytes checks the bytes that Parse of each long shape
// allocates against longBytesPerByte, or 12 per byte for the shapes it
// does not name; and that inputs whose delimiters start nothing, after a
// start where they do, do not grow the buffers for them.
func TestLongInputsAllocBytes(t *testing.T) {
	if parser.RaceEnabled {
		t.Skip("the race detector's instrumentation allocates, and its sync.Pool drops what is put")
	}
	const size = 1 << 20
	for _, sh := range longShapes {
		in := longInput(sh.prefix, sh.unit, sh.suffix, size)
		for _, m := range []struct {
			name string
			mode parser.Mode
		}{{"plain", 0}, {"trace", parser.Trace}} {
			name := sh.name + "/" + m.name
			limit, ok := longBytesPerByte[name]
			if !ok {
				limit = 12
			}
			_, bytes := allocs(func() { parser.Parse(in, m.mode) })
			// allocs averages over two calls, the first of which may
			// also fill the scratch pool: a few kilobytes.
			if perByte := bytes / size; perByte > limit {
				t.Errorf("%s: Parse of 1 MiB allocates %.1f bytes per input byte, want at most %.0f", name, perByte, limit)
			}
		}
	}
	// Delimiters that start no part or node here: the buffers must not
	// be grown for them, or not much. A long https path is one urlpath,
	// genericurl's; "." and ";" are data in an hsegment, "/" in a search.
	// The limits are a path's parts and nodes where there are some, and
	// then grownCap's bound when its guess is wrong: eight times what the
	// buffer held, and one element per 16 bytes of input. (After a dense
	// start of a seventh of the input, that is half again what f6bd423
	// allocated, which grew by a quarter at a time, and less than a third
	// of what a sixteen-times bound did.)
	dense := "http://h/" + strings.Repeat("a/", 73400) + "a" // a seventh of the input: 73,401 hsegments
	for _, tt := range []struct {
		in           string
		plain, trace float64 // bytes per input byte, at most
	}{
		{"https://h/" + strings.Repeat("a/", size/2), 1, 1},
		{"http://h/" + strings.Repeat(".", size), 1, 1},
		{"http://h/" + strings.Repeat(";=", size/2), 1, 1},
		{"http://" + strings.Repeat("a.", 100) + "b/" + strings.Repeat(".", size), 1, 3}, // many labels first, then none
		{dense + strings.Repeat(".", size-len(dense)), 8, 40},                            // f6bd423: 10.6, 28.9; 16x: 27, 74
		{dense + "?" + strings.Repeat("/", size-len(dense)-1), 22, 55},                   // f6bd423: 13.3, 31.5; 16x: 30, 77
	} {
		for _, m := range []struct {
			mode  parser.Mode
			limit float64
		}{{0, tt.plain}, {parser.Trace, tt.trace}} {
			if _, bytes := allocs(func() { parser.Parse(tt.in, m.mode) }); bytes/float64(len(tt.in)) > m.limit {
				t.Errorf("Parse(%.20q... (%d bytes), %d) allocates %.1f bytes per input byte, want at most %.0f",
					tt.in, len(tt.in), m.mode, bytes/float64(len(tt.in)), m.limit)
			}
		}
	}
}
