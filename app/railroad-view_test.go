package main

import "testing"

func TestUTF16Offset(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want int
	}{
		{"http://h/", 4, 4}, {"", 3, 0}, {"a😀b", 3, 5}, {"é/x", 1, 2}, {"ab", 9, 2},
	} {
		if got := utf16Offset(c.s, c.n); got != c.want {
			t.Errorf("utf16Offset(%q, %d) = %d, want %d", c.s, c.n, got, c.want)
		}
	}
}
