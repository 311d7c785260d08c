package tabletest

import (
	"fmt"
	"strings"
	"testing"

	rfc1738 "github.com/urlplayground/rfc1738-playground/parser"
)

type recorder struct{ errs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// CheckTable finds each broken rule of a table, and nothing in a table
// that keeps them.
func TestCheckTable(t *testing.T) {
	rule := []rfc1738.Basis{{Kind: rfc1738.Grammar, Doc: "RFC 1738", Section: "5", Rule: "hostport"}}
	good := []rfc1738.Statement{
		{ID: "x.a", Text: "a %s", Basis: rule},
		{ID: "x.n.one", Text: "%d thing", Basis: rule},
		{ID: "x.n.many", Text: "%d things", Basis: rule},
	}
	var r recorder
	CheckTable(&r, "x.", good)
	if len(r.errs) != 0 {
		t.Fatalf("a good table: %q", r.errs)
	}
	for _, c := range []struct {
		name  string
		table []rfc1738.Statement
		want  string
	}{
		{"another prefix", []rfc1738.Statement{{ID: "y.a", Text: "a", Basis: rule}}, "want a x. ID"},
		{"no basis", []rfc1738.Statement{{ID: "x.a", Text: "a"}}, "want a x. ID"},
		{"twice", []rfc1738.Statement{{ID: "x.a", Text: "a", Basis: rule}, {ID: "x.a", Text: "b", Basis: rule}}, "defined twice"},
		{"a rule section 5 lacks", []rfc1738.Statement{{ID: "x.a", Text: "a", Basis: []rfc1738.Basis{{Kind: rfc1738.Grammar, Doc: "RFC 1738", Section: "5", Rule: "nosuchrule"}}}}, "x.a"},
		{"one form", []rfc1738.Statement{{ID: "x.n.one", Text: "%d thing", Basis: rule}}, "no .many form"},
		{"other placeholders", []rfc1738.Statement{{ID: "x.n.one", Text: "one thing", Basis: rule}, {ID: "x.n.many", Text: "%d things", Basis: rule}}, "other placeholders"},
	} {
		var r recorder
		CheckTable(&r, "x.", c.table)
		if !strings.Contains(strings.Join(r.errs, "\n"), c.want) {
			t.Errorf("%s: got %q, want an error with %q", c.name, r.errs, c.want)
		}
	}
}
