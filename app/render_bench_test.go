package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// BenchmarkKeystroke measures, natively, the Go side of one keystroke on
// the page: the parse, and go-app's render and diff of the views that
// update before the next frame (the DOM calls are no-ops natively). The
// browser benchmark (e2e/bench_test.go) measures the real thing.
func BenchmarkKeystroke(b *testing.B) {
	for _, bc := range []struct {
		name  string
		input string
	}{
		{"40B", "http://www.example.com/path/page.html?q="},
		{"2KiB-path", long2KPath()},
		{"2KiB-query", long2KQuery()},
	} {
		b.Run(bc.name, func(b *testing.B) {
			p := newPlayground()
			d := app.NewClientTester(p)
			defer d.Close()
			p.replaceInput(bc.input)
			p.Update()
			d.Consume()
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				i++
				p.ws.Type(bc.input+strings.Repeat("a", i%8), time.Now())
				p.Update()
				d.Consume()
			}
		})
	}
}

// long2KPath is a 2 KiB http URL of many path segments.
func long2KPath() string {
	var s strings.Builder
	s.WriteString("http://www.example.com/")
	for i := 0; s.Len() < 2000; i++ {
		s.WriteString("seg")
		s.WriteString(strconv.Itoa(i))
		s.WriteByte('/')
	}
	return s.String()[:2000]
}

// long2KQuery is a 2 KiB http URL with a long search.
func long2KQuery() string {
	var s strings.Builder
	s.WriteString("http://www.example.com/search/results.html?")
	for i := 0; s.Len() < 2000; i++ {
		s.WriteString("key")
		s.WriteString(strconv.Itoa(i))
		s.WriteString("=value")
		s.WriteString(strconv.Itoa(i))
		s.WriteByte('&')
	}
	return s.String()[:2000]
}
