package parser_test

import (
	"runtime"
	"testing"

	"urlplayground/parser"
)

// TestLongInputsAllocLinear parses each long shape of BenchmarkLong at
// 64 KiB and at 1 MiB, with and without Trace, and checks that neither the
// number of allocations nor the bytes allocated grow faster than the input:
// sixteen times the input may make at most sixteen times as many
// allocations (plus 25% and a constant), and allocate at most thirty-two
// times as many bytes: slices grown by append allocate between about two
// and four times their final size depending on where the size falls between
// two growth steps, so the bytes of two linear runs can differ by a factor
// of two beyond the size ratio (the path shape's bytes per input byte go
// 75, 79, 97, 94, 92 from 64 KiB to 8 MiB). A quadratic cost is 256 times
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
