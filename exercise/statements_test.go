package exercise

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestStatements holds the generator's statements to the ledger's rules:
// a unique ID under "exercise.", a text, and at least one basis, each of
// which passes Basis.Check (a grammar basis names a rule of section 5, a
// prose basis is word for word in its section of RFC 1738, another
// document is named with what it is cited for). A summary says what makes
// its line a mistake, so it rests on a sentence or a rule of RFC 1738, not
// only on the tool.
func TestStatements(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range Statements() {
		if !strings.HasPrefix(s.ID, "exercise.") || seen[s.ID] {
			t.Errorf("statement %q: an ID not under \"exercise.\", or defined twice", s.ID)
		}
		seen[s.ID] = true
		if s.Text == "" || len(s.Basis) == 0 {
			t.Errorf("statement %s: no text, or no basis", s.ID)
		}
		rfc := false
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("statement %s: %s", s.ID, msg)
			}
			rfc = rfc || b.Kind != parser.Other
		}
		if strings.HasSuffix(s.ID, ".summary") && !rfc {
			t.Errorf("statement %s rests on no rule or sentence of RFC 1738", s.ID)
		}
	}
	// Statements is a copy: a caller's change does not reach the table.
	got := Statements()
	got[0].Text, got[0].Basis[0].Quote = "changed", "changed"
	if statements[0].Text == "changed" || statements[0].Basis[0].Quote == "changed" {
		t.Error("Statements returns the table itself, not a copy")
	}
}

// TestStatementIDsSaid: every ID the code names is a statement, every
// statement is said by the code, and each kind's summary is its code's.
func TestStatementIDsSaid(t *testing.T) {
	defined := map[string]bool{}
	for _, s := range statements {
		defined[s.ID] = true
	}
	said := map[string]bool{"exercise.hint": true} // hintNote says it
	for _, m := range mistakes {
		if want := "exercise." + string(m.code) + ".summary"; m.summary != want {
			t.Errorf("the kind %s says %s, want %s", m.code, m.summary, want)
		}
		said[m.summary] = true
		for _, e := range m.edits {
			if e.place != "" {
				said[e.place] = true
			}
		}
	}
	for _, id := range places {
		said[id] = true
	}
	// The string literals of the package's code that look like IDs, in
	// case one is said elsewhere than in mistakes and places.
	for _, id := range idLiterals(t) {
		said[id] = true
	}
	for id := range said {
		if !defined[id] {
			t.Errorf("the code says %s, which is not a statement", id)
		}
	}
	for id := range defined {
		if !said[id] {
			t.Errorf("statement %s is never said", id)
		}
	}
}

// idLiterals are the string literals starting "exercise." in the
// package's non-test files other than statements.go, where they are
// defined.
func idLiterals(t *testing.T) []string {
	t.Helper()
	ids, err := ledgertest.IDLiterals("exercise.", "statements.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) < len(mistakes) {
		t.Fatalf("found %d ID literals, fewer than the %d kinds' summaries", len(ids), len(mistakes))
	}
	return ids
}

// TestEveryPlaceNamed: an edit with no place of its own names the part of
// the span it edits, so every rule such an edit can be made in has a place
// (placeOf would otherwise say an unknown ID), both the rules of section 5
// and the spans a walk writes.
func TestEveryPlaceNamed(t *testing.T) {
	check := func(name string) {
		for _, m := range mistakes {
			for _, e := range m.edits {
				if e.place == "" && e.applies(name) && places[name] == "" {
					t.Errorf("the %s edit can be made in %s, which places does not name", m.code, name)
				}
			}
		}
	}
	for _, d := range parser.Rules() {
		check(d.Name)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range allSchemes() {
		for range 20 {
			_, spans := walk(rng, s.production, s.ctx)
			for _, sp := range spans {
				check(sp.name)
			}
		}
	}
}

// TestSaidAsBefore: the text the code takes from the table reads as it did
// when it was written in the code: a summary with "%" shows one, and the
// note's template is filled.
func TestSaidAsBefore(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{say("exercise.space.summary"), "a space where the text needs %20"},
		{say("exercise.bad-escape.summary"), `a "%" not followed by two hex digits`},
		{hintNote("exercise.place.port", parser.CodeBadPort), "hint: look at the port (bad-port)"},
		{hintNote(placeOf(edit{}, span{name: "hsegment"}), parser.CodeUnsafe), "hint: look at the path (unsafe-char)"},
	} {
		if tt.got != tt.want {
			t.Errorf("said %q, want %q", tt.got, tt.want)
		}
	}
}
