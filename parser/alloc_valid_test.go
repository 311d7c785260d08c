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

// TestPlainGeneric checks Parse's short way for the commonest URL against
// the parser's reading: the same Result for every input it takes, from the
// corpora and from a list of its edges; and that it takes the URLs it is
// for.
func TestPlainGeneric(t *testing.T) {
	checkShortWay(t, "plainGeneric", plainGeneric,
		[]string{"https://h", "https://h/", "https://www.example.com/a/b/index.html?q=1&r=2",
			"a1+b-c.d://h1.b-c.d9/;/?:@&=$-_.+!*'(),", "abcdefghijklmnopqrstuvwxyz012345://h/p"},
		[]string{"", "https:h", "https:/h", "https://", "HTTPS://h/", "http://h/", "ftp://h/",
			"url://h/", "https://h:80/", "https://u@h/", "https://h/%41", "https://h/~", "https://-h/",
			"https://h./", "https://1h/", "https://h/a b", "x:", "x:y", "news:a.b", " https://h/", "https://h/ ", "<https://h/>",
			"abcdefghijklmnopqrstuvwxyz0123456://h/p", "https://h?q", "https://[::1]/"})
}

// TestPlainFile checks Parse's short way for the commonest file URL, as
// TestPlainGeneric does plainGeneric.
func TestPlainFile(t *testing.T) {
	checkShortWay(t, "plainFile", plainFile,
		[]string{"file:///", "file:///a", "file://h/", "file://h/a/b.c/d?f:g@h&i=j", "file://localhost/etc/motd",
			"file://LocalHost/x", "file://a.b-c.d9/x//y/", "file:///a/b/c/d/e/f/g/h/i/j/k/l/m/n"},
		[]string{"file:", "file:/", "file://", "file://h", "FILE:///a", "File:///a", "file:/a", "file://h:1/",
			"file://u@h/", "file://1.2.3.4/", "file://h./", "file:///a/%41", "file:///a b", "file:///~", "file:///#", "file:///a;b",
			"file:///a/b/c/d/e/f/g/h/i/j/k/l/m/n/o", " file:///", "file:/// ", "<file:///>"})
}

// checkShortWay checks one of Parse's short ways: it takes each of takes
// and none of leaves, and gives every input it takes, of those and of the
// corpora, the Result the parser reads.
func checkShortWay(t *testing.T, name string, short func(string) *Result, takes, leaves []string) {
	t.Helper()
	for _, in := range takes {
		if short(in) == nil {
			t.Errorf("%s(%q) = nil; want its Result", name, in)
		}
	}
	for _, in := range leaves {
		if r := short(in); r != nil {
			t.Errorf("%s(%q) = %+v; want nil", name, in, *r)
		}
	}
	inputs := append(append(append([]string(nil), takes...), leaves...), corpusInputs(t)...)
	taken := 0
	for _, in := range inputs {
		r := short(in)
		if r == nil {
			continue
		}
		taken++
		if want := parseLong(in, 0); !reflect.DeepEqual(r, want) {
			t.Errorf("%s(%q) =\n%+v\nthe parser reads\n%+v", name, in, *r, *want)
		}
	}
	t.Logf("%s took %d of %d inputs", name, taken, len(inputs))
	if taken < 20 {
		t.Errorf("%s took %d of %d inputs; want 20 or more", name, taken, len(inputs))
	}
}
