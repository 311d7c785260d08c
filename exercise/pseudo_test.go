package exercise_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestPseudoTranslation generates lists of every scheme and every mistake
// with the generator's statements in the pseudo-language — each
// template's own words marked ⟦…⟧ — and finds no word outside the marks
// in what it says (the mistakes' summaries, the hints under the lines, why
// it refuses options) but codes and schemes: any other is English a
// translation cannot reach.
func TestPseudoTranslation(t *testing.T) {
	texts := map[string]string{}
	for _, s := range exercise.Statements() {
		texts[s.ID] = s.Text
	}
	parser.Translate(ledgertest.Pseudo(texts))
	defer parser.Translate(nil)
	known := map[string]bool{}
	for _, c := range parser.Codes() {
		for _, w := range strings.Split(string(c.Code), "-") {
			known[w] = true
		}
	}
	for _, s := range exercise.Schemes() {
		known[s] = true
	}
	known["gopher2"], known["nonesuch"] = true, true // the options' values
	allowed := func(w string) bool { return known[w] }
	said, marked := 0, 0
	check := func(where, s string) {
		said++
		if strings.Contains(s, "⟦") {
			marked++
		}
		for _, w := range ledgertest.Stray(s, allowed) {
			t.Errorf("%s: %q is said outside any statement: %s", where, w, s)
		}
	}
	for _, k := range exercise.Mistakes() {
		check(string(k.Code), k.Summary)
		for _, s := range exercise.Schemes() {
			list, err := exercise.Generate(exercise.Options{Seed: 1738, Count: 12, Schemes: []string{s}, Mistakes: []parser.Code{k.Code}, Invalid: 1})
			if err != nil {
				continue // the mistake cannot be made in this scheme
			}
			for _, e := range list {
				if e.Note != "" {
					check(strconv.Quote(e.URL), e.Note)
				}
			}
		}
	}
	// Why the generator refuses options (a damaged link's on the page).
	for _, o := range []exercise.Options{{Count: -1}, {Count: 1, Invalid: 2}, {Count: 1, Schemes: []string{"gopher2"}},
		{Count: 1, Mistakes: []parser.Code{"nonesuch"}}, {Count: 1, Schemes: []string{"file"}, Mistakes: []parser.Code{parser.CodeBadType}}} {
		_, err := exercise.Generate(o)
		if err == nil {
			t.Errorf("%+v: no error", o)
			continue
		}
		check(fmt.Sprintf("%+v", o), err.Error())
	}
	if said < 100 || marked != said {
		t.Errorf("%d texts said, %d of them in the pseudo-language", said, marked)
	}
}
