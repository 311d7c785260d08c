package main

import "testing"

func TestSplitBig(t *testing.T) {
	for _, c := range []struct {
		in, rest string
		big      bool
	}{
		{"#u=aHR0cDovL2Ev&big", "u=aHR0cDovL2Ev", true},
		{"#u=aHR0cDovL2Ev&v=parts&big", "u=aHR0cDovL2Ev&v=parts", true},
		{"#big&u=aHR0cDovL2Ev", "u=aHR0cDovL2Ev", true},
		{"#u=aHR0cDovL2Ev", "u=aHR0cDovL2Ev", false},
		{"#u=YmlnZw", "u=YmlnZw", false}, // "big" inside the base64 is no flag
	} {
		rest, big := splitBig(c.in)
		if rest != c.rest || big != c.big {
			t.Errorf("splitBig(%q) = %q, %v; want %q, %v", c.in, rest, big, c.rest, c.big)
		}
		if in, ok := decodeFragment(rest); !ok || in == "" {
			t.Errorf("splitBig(%q): the rest %q holds no input", c.in, rest)
		}
	}
	if got := bigParam(true) + bigParam(false); got != "&big" {
		t.Errorf("bigParam: %q, want &big", got)
	}
}
