package main

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// clipVisible reads no more of s than the clip keeps, and says the same as
// clip(visible(s), n).
func TestClipVisible(t *testing.T) {
	for _, s := range []string{"", "abc", "a b\x00c\xff", strings.Repeat("x", 100), strings.Repeat("\x01 ", 50), "é" + strings.Repeat("y", 70)} {
		for _, n := range []int{0, 1, 3, 4, 5, 60, 120} {
			if got, want := readview.ClipVisible(s, n), readview.Clip(readview.Visible(s), n); got != want {
				t.Errorf("clipVisible(%q, %d) = %q, want %q", s, n, got, want)
			}
		}
	}
}
