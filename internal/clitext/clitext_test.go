package clitext

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The command's phrases keep the ledger's rules: a "cli." ID each, once,
// a text, and bases that check against the RFC (a prose basis is found
// word for word in its section); a count's sentence has both forms, with
// the same placeholders.
func TestStatements(t *testing.T) {
	seen := map[string]string{}
	for _, s := range Statements() {
		if !strings.HasPrefix(s.ID, "cli.") || s.Text == "" || len(s.Basis) == 0 {
			t.Errorf("statement %s: want a cli. ID, a text and a basis", s.ID)
		}
		if _, dup := seen[s.ID]; dup {
			t.Errorf("statement %s is defined twice", s.ID)
		}
		seen[s.ID] = s.Text
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("statement %s: %s", s.ID, msg)
			}
		}
	}
	for id, text := range seen {
		stem, form, ok := cutForm(id)
		if !ok {
			continue
		}
		other := stem + map[string]string{".one": ".many", ".many": ".one"}[form]
		if o, ok := seen[other]; !ok {
			t.Errorf("%s has no %s", id, other)
		} else if strings.Count(o, "%") != strings.Count(text, "%") {
			t.Errorf("%s %q and %s %q have other placeholders", id, text, other, o)
		}
	}
}

func cutForm(id string) (stem, form string, ok bool) {
	for _, f := range []string{".one", ".many"} {
		if s, ok := strings.CutSuffix(id, f); ok {
			return s, f, true
		}
	}
	return "", "", false
}

// Say speaks the language parser.Translate chose, and English again
// after it.
func TestSay(t *testing.T) {
	defer parser.Translate(nil)
	if got := Say("cli.compare.rejects-at", "RFC 3986 (2005)", 10, "why"); got != "RFC 3986 (2005) rejects it at byte 10: why" {
		t.Errorf("English: %q", got)
	}
	parser.Translate(map[string]string{"cli.compare.rejects-at": "%s la rejette à l'octet %d : %s"})
	if got := Say("cli.compare.rejects-at", "RFC 3986 (2005)", 10, "pourquoi"); got != "RFC 3986 (2005) la rejette à l'octet 10 : pourquoi" {
		t.Errorf("translated: %q", got)
	}
}
