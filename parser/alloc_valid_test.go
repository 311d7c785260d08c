package parser

import (
	"reflect"
	"strings"
	"testing"
)

// TestNewValidEveryShape checks newValid, whose cases write each block
// size's parts one by one (alloc.go), against the general way of building
// a Result (newBlock), for a valid URL of every part count it
// takes, with no diagnostic and with one, with and without a note held
// back.
func TestNewValidEveryShape(t *testing.T) {
	var inputs []string
	for k := 1; k <= 15; k++ {
		segs := strings.Repeat("a/", k-1) + "a"
		inputs = append(inputs,
			"file://h/"+segs, // scheme, host, fpath, k fsegments
			"file:///"+segs,  // scheme, fpath, k fsegments; a note held back
			"http://h/"+segs, // scheme, host, hpath, k hsegments; the default-port note
		)
	}
	inputs = append(inputs, "news:a", "x:y", "https://h", "https://h/p", "https://h:1/p", "telnet://h/", "mailto:a@b", "wais://h/d")
	type shape struct{ parts, diags int }
	seen := map[shape]bool{}
	for _, in := range inputs {
		p := parser{s: in}
		p.parse()
		p.settle(new(Failure))
		if p.errs != 0 {
			t.Fatalf("%q: %d errors; want a valid URL", in, p.errs)
		}
		if p.np > 16 || len(p.text) != 0 {
			continue // build gives it to newBlock
		}
		if p.pending != 0 && p.nd != 0 {
			p.flushPending() // as build does
		}
		if p.nd > 1 {
			continue
		}
		seen[shape{p.np, p.nd}] = true
		got := newValid(&p)
		want := p.newBlock(true, nil)
		if p.pending != 0 {
			want.Diagnostics = sharedNote(p.pending)
		}
		if len(want.Diagnostics) == 0 {
			want.Diagnostics = got.Diagnostics // nil and empty alike
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: newValid gives\n%+v\nwant\n%+v", in, *got, *want)
		}
	}
	for n := 2; n <= 16; n++ {
		for d := 0; d <= 1; d++ {
			if !seen[shape{n, d}] {
				t.Errorf("no input of %d parts and %d diagnostics", n, d)
			}
		}
	}
}
