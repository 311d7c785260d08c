//go:build !wasm

package main

import (
	"strings"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// galleryStatements are the gallery's lessons (examples.go, and the lists
// in lists/ made from them) as statements of the ledger, for /sources. A
// lesson is said of its example's URL, so what it rests on is what the
// parser says of that URL: the bases of each diagnostic's statement, the
// sentence each step of Interpret follows, and the production that reads
// it. The page's program has no use for them: this file is built for the
// site generator and the tests only.
var galleryStatements = sync.OnceValue(func() []parser.Statement {
	var out []parser.Statement
	for _, list := range []struct {
		name     string
		examples []example
	}{{"rfc", rfcExamples}, {"project", projectExamples}, {"mistake", mistakeExamples}} {
		for _, ex := range list.examples {
			out = append(out, parser.Statement{
				ID:    "gallery." + list.name + "." + slug(ex.Title),
				Text:  strings.ReplaceAll(ex.Lesson, "%", "%%"),
				Basis: lessonBases(ex.Input),
			})
		}
	}
	return out
})

// lessonBases is what the parser's reading of input rests on.
func lessonBases(input string) []parser.Basis {
	var bs []parser.Basis
	seen := map[parser.Basis]bool{}
	add := func(b parser.Basis) {
		if !seen[b] {
			seen[b] = true
			bs = append(bs, b)
		}
	}
	r := parser.Parse(input, 0)
	if r.Production != "" {
		add(parser.GrammarBasis(r.Production))
	}
	byID := map[string]parser.Statement{}
	for _, s := range parser.Statements() {
		byID[s.ID] = s
	}
	for _, d := range r.Diagnostics {
		for _, b := range byID[d.StatementID()].Basis {
			if b.Kind != parser.Grammar || b.Rule != "" {
				add(b)
			}
		}
	}
	for _, st := range r.Interpret() {
		if st.Quote != "" && st.RFC != "" && parser.Quoted(st.RFC, st.Quote) {
			add(parser.ProseBasis(st.RFC, st.Quote))
		}
		if st.Source != "" {
			add(parser.OtherBasis(st.Source, "", st.Note))
		}
	}
	return bs
}

// slug is a title as an ID's last part: lower case letters and digits,
// runs of anything else one "-".
func slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}
