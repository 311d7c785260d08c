package compare

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/laterrfc"
	rfc1738 "github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/rfc3986"
)

// TestStatements: every statement has its own ID, a text and a basis, and
// every basis holds: a rule of section 5, a sentence found word for word
// in the section it names (RFC 1738's through Basis.Check, RFC 3986's
// through rfc3986.Quoted), or another document named with what it is
// cited for.
func TestStatements(t *testing.T) {
	ids := map[string]bool{}
	for _, s := range Statements() {
		if !strings.HasPrefix(s.ID, "compare.") || len(s.ID) == len("compare.") {
			t.Errorf("statement ID %q: want compare.<name>", s.ID)
		}
		if ids[s.ID] {
			t.Errorf("statement %s is defined twice", s.ID)
		}
		ids[s.ID] = true
		if s.Text == "" {
			t.Errorf("%s: no text", s.ID)
		}
		// The /sources page shows a template with its verbs as "…", and
		// reads no explicit argument index; a template with n verbs
		// formats n arguments cleanly.
		if strings.Contains(s.Text, "%[") {
			t.Errorf("%s: an explicit argument index in %q", s.ID, s.Text)
		}
		if got := fmt.Sprintf(s.Text, verbArgs(s.Text)...); strings.Contains(got, "%!") {
			t.Errorf("%s: %q formats as %q", s.ID, s.Text, got)
		}
		if len(s.Basis) == 0 {
			t.Errorf("%s: no basis", s.ID)
		}
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("%s: %s", s.ID, msg)
			}
			if b.Kind != rfc1738.Prose {
				continue
			}
			switch b.Doc {
			case "RFC 1738":
			case "RFC 3986":
				if !rfc3986.Quoted(b.Section, b.Quote) {
					t.Errorf("%s: RFC 3986 section %s does not hold %q", s.ID, b.Section, b.Quote)
				}
			default:
				if !laterrfc.Quoted(b.Doc, b.Section, b.Quote) {
					t.Errorf("%s: %s section %s does not hold %q", s.ID, b.Doc, b.Section, b.Quote)
				}
			}
		}
	}
	// The bases are kept apart from the table (statements_bases.go): each
	// statement has its own, and each entry there is a statement's.
	for _, s := range table {
		if len(bases[s.ID]) == 0 {
			t.Errorf("%s: no basis in statements_bases.go", s.ID)
		}
	}
	for id := range bases {
		if !ids[id] {
			t.Errorf("statements_bases.go: %s is no statement of the table", id)
		}
	}
	// Statements is a copy: a caller cannot change what the causes say.
	ss := Statements()
	ss[0].Text, ss[0].Basis[0].Quote = "changed", "changed"
	if statements()[0].Text == "changed" || Statements()[0].Basis[0].Quote == "changed" {
		t.Error("Statements returns the table itself, not a copy")
	}
}

// verbArgs is an argument for each fmt verb of a template ("%%" is
// none): a number for %d, a string for the others.
func verbArgs(s string) []any {
	var args []any
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		if i+1 < len(s) && s[i+1] == '%' {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && strings.IndexByte("+-# 0123456789.", s[j]) >= 0 {
			j++
		}
		if j < len(s) && s[j] == 'd' {
			args = append(args, 0)
		} else {
			args = append(args, "x")
		}
		i = j
	}
	return args
}

// TestStatementIDsInCode: every statement ID the code names is in the
// table, and every statement of the table is named by the code. The IDs
// are string literals ("compare.<name>") in the package's source, outside
// the table; say panics on an unknown one, so a mistake would otherwise
// show only when its cause speaks.
func TestStatementIDsInCode(t *testing.T) {
	ids := map[string]bool{}
	for _, s := range statements() {
		ids[s.ID] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "statements.go" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					break
				}
				if v, err := strconv.Unquote(n.Value); err == nil && strings.HasPrefix(v, "compare.") {
					named[v] = true
					if !ids[v] {
						t.Errorf("%s: %q is no statement of the table", fset.Position(n.Pos()), v)
					}
				}
			case *ast.CallExpr:
				// say's ID is a literal, or a variable holding one: never
				// made by joining strings, which this test could not see.
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "say" || isSayMethod(n.Fun) {
					switch a := n.Args[0].(type) {
					case *ast.BasicLit, *ast.Ident:
					default:
						t.Errorf("%s: say's ID is %T, not a literal", fset.Position(a.Pos()), a)
					}
				}
			}
			return true
		})
	}
	for _, s := range statements() {
		if !named[s.ID] {
			t.Errorf("statement %s is in the table but the code never says it", s.ID)
		}
	}
}

func isSayMethod(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "say"
}

// comparisonTables are the comparisons the package's tests make (the
// reading cases, the browser's cases, the quote tables' extras and
// TestCauseWording's inputs with the browser's properties), those of
// every input of the parser's corpora, as TestInvariants reads them, and
// a few that make the rarer statements speak.
func comparisonTables(t *testing.T) []Table {
	t.Helper()
	tabs := quoteTables(t)
	withBrowser := func(in string, p Props) Table {
		res := rfc1738.Parse(in, 0)
		return Compare(in, FromRFC1738(res), FromRFC3986(in), FromWHATWG(in, p, ""), FromGo(in))
	}
	tabs = append(tabs,
		withBrowser("ftp://foo:@host.com/", Props{Href: "ftp://foo@host.com/", Protocol: "ftp:", Username: "foo", Hostname: "host.com", Pathname: "/"}),
		withBrowser("ftp://@host.com/", Props{Href: "ftp://host.com/", Protocol: "ftp:", Hostname: "host.com", Pathname: "/"}),
		withBrowser(" http://h/ ", Props{Href: "http://h/", Protocol: "http:", Hostname: "h", Pathname: "/"}),
		withBrowser("http://h/\xe9", Props{Href: "http://h/%C3%A9", Protocol: "http:", Hostname: "h", Pathname: "/%E9"}),
		// Two readers and two on each side: a verb that agrees with more
		// than one.
		withBrowser("HTTP://H/", Props{Href: "http://h/", Protocol: "http:", Hostname: "h", Pathname: "/"}),
		withBrowser("mailto://foo:@h/", Props{Href: "mailto://foo@h/", Protocol: "mailto:", Username: "foo", Hostname: "h", Pathname: "/"}),
		withBrowser("mailto://@h:/", Props{Href: "mailto://h/", Protocol: "mailto:", Hostname: "h", Pathname: "/"}),
	)
	for _, in := range []string{
		"x://a@b@c:x/",     // at-sign, only RFC 3986 with a host, at the first "@"
		"mailto://foo:@h/", // empty-login of a password, without the browser
		"file://h:1:2/",    // colons: RFC 1738 and Go take the last ":"
		"http://a@b@c:x/",  // at-sign: Go rejects it, RFC 1738 ends the login at the last "@"
	} {
		tabs = append(tabs, Of(rfc1738.Parse(in, 0)))
	}
	// The same inputs before fewer readers (the command line compares
	// without the browser): a verb then agrees with one reader where it
	// agreed with more, and the other way round.
	for _, tab := range tabs[:len(tabs):len(tabs)] {
		n := len(tab.Readings)
		for mask := 1; mask < 1<<n-1; mask++ {
			var rs []Reading
			for i := range n {
				if mask&(1<<i) != 0 {
					rs = append(rs, tab.Readings[i])
				}
			}
			if len(rs) > 1 {
				tabs = append(tabs, Compare(tab.Input, rs...))
			}
		}
	}
	files, _ := filepath.Glob("../parser/testdata/corpus/*.txt")
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if s, err := strconv.Unquote(line); err == nil {
				tabs = append(tabs, Of(rfc1738.Parse(s, 0)))
				n++
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d corpus inputs: corpus missing?", n)
	}
	return tabs
}

// citeBasis is the basis a cited sentence is in the table: a sentence of
// RFC 1738's section 5 is a rule of the grammar ("port = digits"), the
// others are prose.
func citeBasis(t *testing.T, c Cite) rfc1738.Basis {
	if c.Doc == "RFC 1738" && c.Section == "5" {
		rule, _, _ := strings.Cut(c.Quote, " = ")
		b := rfc1738.GrammarBasis(rule)
		if b.RuleText() != rfc1738.FoldSpace(c.Quote) {
			t.Errorf("section 5's %s reads %q, not %q", rule, b.RuleText(), c.Quote)
		}
		return b
	}
	return ref{cite: &c}.basis()
}

// TestCausesSayStatements: over every comparison the tests make, each
// explanation shown is the statements its cause said, one after another,
// each formatted whole (no "%!" of a wrong argument); the sentences the
// cause cites are bases of those statements, and every sentence those
// statements quote is among the cause's citations. It lists the
// statements no comparison says.
func TestCausesSayStatements(t *testing.T) {
	said := map[string]bool{}
	withBases := Statements() // written out once: it copies every basis
	for _, tab := range comparisonTables(t) {
		for _, row := range tab.Rows {
			if !row.Differ {
				continue
			}
			names, why, quotes, sayings := explainSaid(&tab, row.Field, true)
			if strings.Join(names, ",") != strings.Join(row.Causes, ",") || strings.Join(why, "\n") != strings.Join(row.Why, "\n") || len(quotes) != len(row.Quotes) {
				t.Errorf("%.80q %s: explained twice, explained differently", tab.Input, row.Field)
				continue
			}
			for i, name := range names {
				var texts []string
				bases := map[rfc1738.Basis]bool{}
				for _, s := range sayings[i] {
					said[s.id] = true
					texts = append(texts, s.text)
					for _, st := range withBases {
						if st.ID == s.id {
							for _, b := range st.Basis {
								bases[b] = true
							}
						}
					}
				}
				if len(texts) == 0 {
					t.Errorf("%.80q %s %s: the explanation says no statement: %q", tab.Input, row.Field, name, why[i])
					continue
				}
				if got := strings.Join(texts, " "); got != why[i] {
					t.Errorf("%.80q %s %s: the explanation is not its statements:\n got %q\nsaid %q", tab.Input, row.Field, name, why[i], got)
				}
				if strings.Contains(why[i], "%!") {
					t.Errorf("%.80q %s %s: a statement formatted with the wrong arguments: %q", tab.Input, row.Field, name, why[i])
				}
				cited := map[rfc1738.Basis]bool{}
				for _, c := range quotes[i] {
					b := citeBasis(t, c)
					cited[b] = true
					if !bases[b] {
						t.Errorf("%.80q %s %s: cites %s section %s %q, which none of its statements rests on", tab.Input, row.Field, name, c.Doc, c.Section, c.Quote)
					}
				}
				for b := range bases {
					if b.Kind == rfc1738.Prose && !cited[b] {
						t.Errorf("%.80q %s %s: a statement quotes %s section %s %q, which the cause does not cite", tab.Input, row.Field, name, b.Doc, b.Section, b.Quote)
					}
				}
			}
		}
	}
	// The statements said outside a cause: the readers' names, the words
	// a cell is shown with, why RFC 1738's reading rejects the input.
	notCause := map[string]bool{}
	for _, s := range statements() {
		if strings.HasPrefix(s.ID, "compare.reader.") || strings.HasPrefix(s.ID, "compare.cell.") || strings.HasPrefix(s.ID, "compare.rfc1738.") ||
			strings.HasPrefix(s.ID, "compare.readers.") || strings.HasPrefix(s.ID, "compare.field.") || // TestPseudoTranslation
			strings.HasPrefix(s.ID, "compare.rfc3986.") || // TestRFC3986WhyIsReason

			strings.HasPrefix(s.ID, "compare.today.") { // TestTodaySaysItsStatements
			notCause[s.ID] = true
		}
	}
	// Statements no comparison of the tests says, and why.
	unreached := map[string]string{
		// Only the URL Standard lower-cases a host, and only RFC 3986
		// ends the login at the first "@": the statements are there for
		// a reader that would too.
		"compare.case.host.one.many":      "only the URL Standard lower-cases a host",
		"compare.case.host.many.many":     "only the URL Standard lower-cases a host",
		"compare.at-sign.first.many":      `only RFC 3986 ends the login at the first "@"`,
		"compare.at-sign.first-last.many": `only RFC 3986 ends the login at the first "@"`,
		// RFC 1738's reading of a login always has the host's span
		// after it: FromRFC1738 splits the hostport by section 3.1
		// when the parser finds no host. The statement is there for a
		// reading that would not.
		"compare.http-login.unquoted": "a login always has a host after it",
	}
	var missing []string
	for _, s := range statements() {
		if notCause[s.ID] {
			continue
		}
		if why, ok := unreached[s.ID]; ok {
			if said[s.ID] {
				t.Errorf("%s is listed as unreached (%s), and a comparison says it", s.ID, why)
			}
			continue
		}
		if !said[s.ID] {
			missing = append(missing, s.ID)
		}
	}
	sort.Strings(missing)
	for _, id := range missing {
		t.Errorf("no comparison of the tests says %s", id)
	}
}
