package main

import (
	"testing"

	"github.com/urlplayground/rfc1738-playground/railroad"
)

// The railroad view reads the field's caret as the playground does.
func TestRailroadCaretBytes(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want int
	}{
		{"http://h/", 4, 4}, {"", 3, 0}, {"a😀b", 3, 5}, {"é/x", 1, 2}, {"ab", 9, 2},
	} {
		if got := byteOfUnit(c.s, c.n); got != c.want {
			t.Errorf("byteOfUnit(%q, %d) = %d, want %d", c.s, c.n, got, c.want)
		}
	}
}

// TestRailroadFollowsTheTraceLimit: the step-through follows every input
// the page traces, no more and no fewer: railroad reads with the guide of
// the derivation up to railroad.MaxGuided.
func TestRailroadFollowsTheTraceLimit(t *testing.T) {
	if traceLimit != railroad.MaxGuided {
		t.Errorf("the page traces inputs up to %d bytes, the railroad view follows %d", traceLimit, railroad.MaxGuided)
	}
}
