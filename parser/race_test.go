//go:build race

package parser

// RaceEnabled is whether the tests run under the race detector, whose
// instrumentation allocates: the allocation counts are not checked then.
const RaceEnabled = true
