package parser_test

import (
	"runtime"
	"testing"

	"urlplayground/parser"
)

// TestLongInputsAllocLinear parses each long shape of BenchmarkLong at
// 64 KiB and at 1 MiB, with and without Trace, and checks that neither the
// number of allocations nor the bytes allocated grow faster than the input:
// sixteen times the input may cost at most sixteen times as much, plus a
// margin (25% and a constant). It counts; it does not time, so it holds on
// a loaded machine. A parser that rescans the rest of the input at every
// octet, or builds a string by repeated concatenation, fails it.
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
			if limit := ratio*1.25*sBytes + 64<<10; lBytes > limit {
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
