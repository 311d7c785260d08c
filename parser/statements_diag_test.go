package parser

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"
)

var showBases = flag.Bool("show-bases", false, "print each statement the diagnostics say with the quotes they were shown with")

// TestStatementsHaveBases holds every statement of the parser to the
// ledger's rules: a unique ID, a text, and at least one basis that passes
// Basis.Check (a grammar basis names a rule of section 5 as the BNF's text
// has it; a prose basis is word for word in its section).
func TestStatementsHaveBases(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range Statements() {
		if s.ID == "" || s.Text == "" {
			t.Errorf("statement %q: no ID or no text", s.ID+s.Text)
		}
		if seen[s.ID] {
			t.Errorf("statement %s: defined twice", s.ID)
		}
		seen[s.ID] = true
		if len(s.Basis) == 0 {
			t.Errorf("statement %s (%q): no basis", s.ID, s.Text)
		}
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("statement %s: %s", s.ID, msg)
			}
		}
	}
}

// basisHolds reports whether quote q, with which a diagnostic is shown, is
// one of the statement's bases: the same sentence, or the same rule (a
// grammar basis with no rule stands for the rule the text names).
func basisHolds(s Statement, q Quote) bool {
	for _, b := range s.Basis {
		switch {
		case q == quoteNone:
			if b.Kind == Other {
				return true
			}
		case q >= quoteBNF:
			if b.Kind == Grammar && (b.Rule == "" || b.Rule == Rule(q-quoteBNF).String()) {
				return true
			}
		default:
			if b.Kind == Prose && b.Section == q.Section() && FoldSpace(b.Quote) == q.String() {
				return true
			}
		}
	}
	return false
}

// TestDiagnosticsSayTheirStatements reads every corpus input, its
// mutations and generated inputs, and checks each diagnostic against the
// ledger: it says a statement, and the sentence or rule it is shown with
// is one of that statement's bases, in the section it cites.
func TestDiagnosticsSayTheirStatements(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	shown := map[string]map[string]int{}
	bad := 0
	// The corpora have no URL in the appendix's wrapper, no byte order
	// mark and few of the rarer mistakes: these say the rest.
	extra := []string{"<URL:http://a/", "URL:http://a b/", "\ufeffhttp://a/", "gopher://h/1a%0Db",
		"news:<a@b>", "ftp://h/a/b;type=a/c", "mailto:a%3Bb", "http://[::1]/", "ht%tp://a/",
		"http://h/" + strings.Repeat("<a", 2*maxDiagnostics)}
	for _, in := range append(derivationInputs(t, n), extra...) {
		r := Parse(in, 0)
		for _, d := range r.Diagnostics {
			id := d.StatementID()
			if id == "" {
				t.Errorf("%q: %s %q says no statement", clip(in), d.Code, d.Message)
				continue
			}
			s := Statements()[d.stmt-1]
			key := fmt.Sprintf("%s §%s %.70q", d.Code, d.Quote.Section(), d.Quote.String())
			if shown[id] == nil {
				shown[id] = map[string]int{}
			}
			shown[id][key]++
			if !basisHolds(s, d.Quote) || d.Quote != quoteNone && d.RFC != d.Quote.Section() {
				if bad++; bad <= 30 {
					t.Errorf("%q: %s says %s, shown with §%s %q (cites %s), not one of its bases", clip(in), d.Code, id, d.Quote.Section(), d.Quote.String(), d.RFC)
				}
			}
		}
	}
	// Every statement a diagnostic says is said by one of these inputs,
	// but for the parts that messages are made of, and what no input
	// reaches.
	parts := map[string]bool{
		"diag.syntax.end": true, "diag.expected.nothing": true,
		"diag.fold.here": true, "diag.fold.end": true, "diag.fold.before": true, "diag.fold.further": true, "diag.fold.after": true, "diag.fold.at": true,
		"diag.encode": true, "diag.encode.each": true, "diag.encode.long": true,
		"diag.describe.rune": true, "diag.describe.runes": true, "diag.describe.byte": true, "diag.describe.bytes": true,
		"diag.reserved": true, "diag.reserved.type-too-early": true, "diag.needless-escape.gopher": true, "diag.needless-escape.mailto": true,
		"diag.wrapper.spaced": true, "diag.wrapper.hyphen": true, "diag.wrapper.after": true,
		"diag.list.or": true, "diag.list.and": true, "diag.list.comma": true, "diag.list.only": true,
		"diag.part.user": true, "diag.part.password": true, "diag.part.ftp-path": true, "diag.part.file-path": true,
		"diag.part.http-path": true, "diag.part.search": true, "diag.part.news": true, "diag.part.hsoname": true,
		"diag.part.field": true, "diag.part.schemepart": true, "diag.part.rule": true,
	}
	unreached := map[string]string{
		"diag.reason.percent":     "a \"%\" is read as an escape or a bad one before its class is asked",
		"diag.reason.other":       "every octet has a class",
		"diag.reserved.http-path": "an hsegment takes \";\", \"/\" separates segments and \"?\" starts the search",
		"diag.reserved.hsoname":   "\";\" in a psegment starts a field",
		"diag.reserved.other":     "each rule that a reserved character can stand in unencoded has its own reason",
		"diag.syntax":             "a syntax error at the first byte is an empty or scheme-less input, which its own diagnostic explains",
	}
	if !testing.Short() {
		for _, st := range resolvedTable(diagStatements) {
			_, said := shown[st.ID]
			switch why, no := unreached[st.ID]; {
			case parts[st.ID]:
			case no && said:
				t.Errorf("%s is said, though listed as unreached (%s)", st.ID, why)
			case !no && !said:
				t.Errorf("%s is said by no input", st.ID)
			}
		}
	}
	if *showBases {
		ids := make([]string, 0, len(shown))
		for id := range shown {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		var b strings.Builder
		for _, id := range ids {
			fmt.Fprintf(&b, "%s\n", id)
			for k, c := range shown[id] {
				fmt.Fprintf(&b, "\t%6d %s\n", c, k)
			}
		}
		t.Log("\n" + b.String())
	}
}

// resolvedTable is a table of statements as Statements gives them.
func resolvedTable(table []Statement) []Statement {
	out := make([]Statement, len(table))
	for i, s := range table {
		s.Basis = resolved(s.Basis)
		out[i] = s
	}
	return out
}
