package exercise

import (
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Every kind of mistake is a statement with the bases of its code's
// legend, each of which checks against the RFC's text.
func TestStatements(t *testing.T) {
	got := Statements()
	if len(got) != len(mistakes)+1 {
		t.Fatalf("%d statements for %d kinds and the hint", len(got), len(mistakes))
	}
	seen := map[string]bool{}
	for _, s := range got {
		if seen[s.ID] || s.Text == "" || len(s.Basis) < 1 {
			t.Errorf("%s: a second time, or no text or no basis", s.ID)
		}
		seen[s.ID] = true
		rfc := false
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("%s: %s", s.ID, msg)
			}
			rfc = rfc || b.Kind != parser.Other
		}
		if !rfc && s.ID != "exercise.hint" {
			t.Errorf("%s rests on no rule or sentence of RFC 1738", s.ID)
		}
	}
}
