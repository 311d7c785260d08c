package parser

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestInterpretExplainStatements holds Interpret's statements and the
// legend's to the ledger's rules: each has an ID of its table's kind, used
// once among all the parser's statements, a text, and at least one basis
// that passes Basis.Check.
func TestInterpretExplainStatements(t *testing.T) {
	count := map[string]int{}
	for _, s := range Statements() {
		count[s.ID]++
	}
	tables := []struct {
		name     string
		prefixes []string
		table    []Statement
	}{
		{"interpretStatements", []string{"interpret."}, resolvedTable(interpretStatements)},
		{"explainStatements", []string{"legend.", "derive."}, resolvedTable(explainStatements)},
	}
	for _, tb := range tables {
		if len(tb.table) == 0 {
			t.Errorf("%s is empty", tb.name)
		}
		for _, s := range tb.table {
			if s.ID == "" || s.Text == "" {
				t.Errorf("%s: statement %q: no ID or no text", tb.name, s.ID+s.Text)
			}
			if !hasAnyPrefix(s.ID, tb.prefixes) {
				t.Errorf("%s: statement %s: its ID starts with none of %q", tb.name, s.ID, tb.prefixes)
			}
			if count[s.ID] != 1 {
				t.Errorf("%s: statement %s is defined %d times", tb.name, s.ID, count[s.ID])
			}
			if strings.Contains(fmtVerb.ReplaceAllString(strings.ReplaceAll(s.Text, "%%", ""), ""), "%") {
				t.Errorf("%s: statement %s (%q): a %q that starts no verb is written %q", tb.name, s.ID, s.Text, "%", "%%")
			}
			if len(s.Basis) == 0 {
				t.Errorf("%s: statement %s (%q): no basis", tb.name, s.ID, s.Text)
			}
			for _, b := range s.Basis {
				if msg := b.Check(); msg != "" {
					t.Errorf("%s: statement %s: %s", tb.name, s.ID, msg)
				}
			}
		}
	}
}

// fmtVerb is a verb of fmt: every template is fmt's, said with arguments
// or without, so a "%" that starts none is written "%%".
var fmtVerb = regexp.MustCompile(`%[-+# 0]*[0-9]*(?:\.[0-9]*)?[a-zA-Z]`)

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// saidFiles are the files that say the statements of interpretStatements
// and explainStatements.
var saidFiles = []string{"interpret.go", "codes.go", "trace.go", "derivation.go", "canonical.go", "errata.go"}

// TestSaidStatementsExist reads the files that say Interpret's and the
// legend's statements and checks each call of say or text: its ID is a
// string literal (so that a reader, and this test, can find what the code
// says) and names a statement; and every statement of the two tables is
// said by one of them.
func TestSaidStatementsExist(t *testing.T) {
	said := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range saidFiles {
		f, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			// An erratum names the statement of its reading in a field.
			if kv, ok := n.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "reading" {
					if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						id, _ := strconv.Unquote(lit.Value)
						if _, ok := statementIndex().byID[id]; !ok {
							t.Errorf("%s: reading %q: no such statement", fset.Position(kv.Pos()), id)
						}
						said[id] = true
					}
				}
				return true
			}
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			// A bare identifier: in.text(p), the interpreter's method,
			// is a selector and reads the input, not a statement.
			fn, ok := call.Fun.(*ast.Ident)
			if !ok || fn.Name != "say" && fn.Name != "text" {
				return true
			}
			pos := fset.Position(call.Pos())
			if len(call.Args) == 0 {
				t.Errorf("%s: %s with no ID", pos, fn.Name)
				return true
			}
			if sel, ok := call.Args[0].(*ast.SelectorExpr); ok && sel.Sel.Name == "reading" {
				return true // an erratum's reading: its field is checked above
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: %s's ID is not a string literal", pos, fn.Name)
				return true
			}
			id, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Errorf("%s: %s: %v", pos, lit.Value, err)
				return true
			}
			if _, ok := statementIndex().byID[id]; !ok {
				t.Errorf("%s: %s(%q): no such statement", pos, fn.Name, id)
			}
			said[id] = true
			return true
		})
	}
	for _, table := range [][]Statement{resolvedTable(interpretStatements), resolvedTable(explainStatements)} {
		for _, s := range table {
			if !said[s.ID] {
				t.Errorf("statement %s is said by none of %v", s.ID, saidFiles)
			}
		}
	}
}

// TestLegendRestsOnCodeQuote checks each code's legend against the
// ledger: its summary is the statement legend.<code> as it reads, and the sentence
// Codes gives the code (CodeInfo.Quote) is one of that statement's bases.
// A code that cites section 5 is given url's definition, the productions
// all together; its statement rests on a rule of the grammar.
func TestLegendRestsOnCodeQuote(t *testing.T) {
	for _, c := range Codes() {
		id := "legend." + string(c.Code)
		n, ok := statementIndex().byID[id]
		if !ok {
			t.Errorf("%s: no statement %s", c.Code, id)
			continue
		}
		s := statementIndex().all[n-1]
		if text(id) != c.Summary {
			t.Errorf("%s: summary %q, statement %s says %q", c.Code, c.Summary, id, text(id))
		}
		if c.RFC == "5" {
			grammar := false
			for _, b := range s.Basis {
				grammar = grammar || b.Kind == Grammar
			}
			if !grammar {
				t.Errorf("%s cites section 5, but %s rests on no rule", c.Code, id)
			}
			continue
		}
		if !basisHolds(s, c.Quote) {
			t.Errorf("%s is shown with §%s %q, which is not one of %s's bases", c.Code, c.Quote.Section(), c.Quote.String(), id)
		}
	}
}

// statementQuote finds the words of RFC 1738 a statement's text quotes
// with their section: `"words" (section 3.6)`, `"words" (3.4.1)` or
// `section 3.10 "words"`.
var statementQuote = regexp.MustCompile(`"([^"]+)" \((?:section )?([0-9.]+)\)|section ([0-9.]+) "([^"]+)"`)

// TestStatementsQuoteTheirBases checks that the words a statement quotes
// from RFC 1738 are in one of its prose bases, of the section it names.
func TestStatementsQuoteTheirBases(t *testing.T) {
	quoting := 0
	for _, table := range [][]Statement{resolvedTable(interpretStatements), resolvedTable(explainStatements)} {
		for _, s := range table {
			for _, m := range statementQuote.FindAllStringSubmatch(s.Text, -1) {
				words, sec := m[1], m[2]
				if words == "" {
					words, sec = m[4], m[3]
				}
				quoting++
				found := false
				for _, b := range s.Basis {
					if b.Kind == Prose && b.Doc == "RFC 1738" && b.Section == sec &&
						strings.Contains(strings.ToLower(FoldSpace(b.Quote)), strings.ToLower(FoldSpace(words))) {
						found = true
					}
				}
				if !found {
					t.Errorf("statement %s quotes %q (section %s), which none of its prose bases holds", s.ID, words, sec)
				}
			}
		}
	}
	if quoting < 5 {
		t.Errorf("only %d quotes found: the pattern no longer matches the statements", quoting)
	}
}

// TestCatalog: a catalog says a statement as it reads ("%%" a "%"),
// formats it with its values, and panics on an ID its table lacks or
// holds twice.
func TestCatalog(t *testing.T) {
	c := NewCatalog("test", func() []Statement {
		return []Statement{{ID: "a", Text: "100%% of %s"}, {ID: "b", Text: "plain"}}
	})
	if got := c.Say("b"); got != "plain" {
		t.Errorf("Say(b) = %q", got)
	}
	if got := c.Say("a", "it"); got != "100% of it" {
		t.Errorf("Say(a, it) = %q", got)
	}
	if got := c.Template("a"); got != "100%% of %s" {
		t.Errorf("Template(a) = %q", got)
	}
	for _, bad := range []*Catalog{c, NewCatalog("dup", func() []Statement { return []Statement{{ID: "x"}, {ID: "x"}} })} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", bad.owner)
				}
			}()
			bad.Say("missing")
		}()
	}
}
