package parser_test

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// teachInputs are the inputs of the derivation benchmarks: a short URL, a
// rejected one, and the 4 KiB a page's views draw at most.
var teachInputs = []struct{ name, in string }{
	{"short", "http://www.example.com/a/b%20c/d.html?q=1"},
	{"rejected", "http://1abc.example.com/~user/a b/c%zz?q"},
	{"4KiB", "http://host/" + strings.Repeat("ab%41;/", 4<<10/7)},
}

// BenchmarkDerivation measures Result.Derivation on a parsed Result (the
// page calls it once per keystroke, after Parse with Trace).
//
//	go test ./parser -run '^$' -bench 'Derivation|StackAt' -benchtime 1s
func BenchmarkDerivation(b *testing.B) {
	for _, tt := range teachInputs {
		r := parser.Parse(tt.in, parser.Trace)
		b.Run(tt.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(tt.in)))
			for b.Loop() {
				r.Derivation()
			}
		})
	}
}

// BenchmarkStackAt measures Result.StackAt at the middle byte (the page
// calls it on each caret move or pointer hover).
func BenchmarkStackAt(b *testing.B) {
	for _, tt := range teachInputs {
		r := parser.Parse(tt.in, parser.Trace)
		b.Run(tt.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r.StackAt(len(tt.in) / 2)
			}
		})
	}
}
