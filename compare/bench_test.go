package compare

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// BenchmarkOf measures a keystroke's comparison (the page adds the
// browser's URL, in JavaScript): parse, the three readings and the
// explanations.
func BenchmarkOf(b *testing.B) {
	for _, bc := range []struct{ name, in string }{
		{"40B", "http://www.example.com:80/~user/a#frag"},
		{"2KiB", "http://host/" + strings.Repeat("a/b%2F", 340)},
		{"1MiB", "http://host/" + strings.Repeat("a/", 512<<10)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			res := parser.Parse(bc.in, 0)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_ = Of(res)
			}
		})
	}
}
