// Package tabletest holds a package's statement table to the ledger's
// rules, for its tests. (Apart from ledgertest, which the parser's own
// tests import: this one imports the parser.)
package tabletest

import (
	"strings"

	rfc1738 "github.com/urlplayground/rfc1738-playground/parser"
)

// CheckTable holds a package's statement table to the ledger's rules: an
// ID under prefix ("cli.", "railroad.") each, once, a text, and bases that
// check against the RFC (Basis.Check); a count's sentence has both of its
// forms, ".one" and ".many", with as many placeholders.
// t is a *testing.T.
func CheckTable(t Reporter, prefix string, table []rfc1738.Statement) {
	t.Helper()
	seen := map[string]string{}
	for _, s := range table {
		if !strings.HasPrefix(s.ID, prefix) || s.Text == "" || len(s.Basis) == 0 {
			t.Errorf("statement %s: want a %s ID, a text and a basis", s.ID, prefix)
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
		for form, other := range map[string]string{".one": ".many", ".many": ".one"} {
			stem, ok := strings.CutSuffix(id, form)
			if !ok {
				continue
			}
			if o, ok := seen[stem+other]; !ok {
				t.Errorf("%s has no %s form", id, other)
			} else if strings.Count(o, "%") != strings.Count(text, "%") {
				t.Errorf("%s %q and %s%s %q have other placeholders", id, text, stem, other, o)
			}
		}
	}
}

// Reporter is what CheckTable reports to: a *testing.T.
type Reporter interface {
	Helper()
	Errorf(format string, args ...any)
}
