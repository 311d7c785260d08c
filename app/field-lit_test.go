package main

import (
	"reflect"
	"testing"
)

// TestNewFieldLit: the field's text in runs cut at the lit span and the
// byte being read; the runs always spell the whole text.
func TestNewFieldLit(t *testing.T) {
	const in = "ftp://u@h/"
	for _, c := range []struct {
		s    span
		want []litRun
	}{
		{span{}, nil},
		{span{Start: 3, End: 3, On: true}, nil},
		{span{Start: 6, End: 7, On: true}, []litRun{{Text: "ftp://"}, {Text: "u", Lit: true}, {Text: "@h/"}}},
		// A step inside its span, and at its end.
		{span{Start: 6, End: 8, On: true, At: 7, HasAt: true}, []litRun{{Text: "ftp://"}, {Text: "u", Lit: true}, {Text: "@", Lit: true, At: true}, {Text: "h/"}}},
		{span{Start: 6, End: 7, On: true, At: 7, HasAt: true}, []litRun{{Text: "ftp://"}, {Text: "u", Lit: true}, {Text: "@", At: true}, {Text: "h/"}}},
		// An empty span with a step: only the byte.
		{span{Start: 0, End: 0, On: true, At: 0, HasAt: true}, []litRun{{Text: "f", At: true}, {Text: "tp://u@h/"}}},
		// After the last byte: an empty run.
		{span{Start: 9, End: 10, On: true, At: 10, HasAt: true}, []litRun{{Text: "ftp://u@h"}, {Text: "/", Lit: true}, {At: true}}},
		// Out of range: nothing.
		{span{Start: 0, End: 11, On: true}, nil},
	} {
		got := newFieldLit(in, c.s).IRuns
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%+v: runs %+v, want %+v", c.s, got, c.want)
		}
	}
	// A multi-byte character is one run.
	got := newFieldLit("a\u00e9b", span{On: true, At: 1, HasAt: true}).IRuns
	if want := []litRun{{Text: "a"}, {Text: "\u00e9", At: true}, {Text: "b"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("é: runs %+v, want %+v", got, want)
	}
}
