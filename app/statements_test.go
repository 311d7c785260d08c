//go:build !wasm

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestAppStatementsHaveBases holds the page's statements to the ledger's
// rules: a unique ID under "page.", a text, and at least one basis that
// passes Basis.Check (a grammar basis names a rule of section 5; a prose
// basis is word for word in its section of RFC 1738; another document is
// named with what it is cited for).
func TestAppStatementsHaveBases(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range withBases(appStatements(), appBases) {
		if !strings.HasPrefix(s.ID, "page.") {
			t.Errorf("statement %q: its ID does not start with \"page.\"", s.ID)
		}
		if s.Text == "" {
			t.Errorf("statement %s: no text", s.ID)
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
	// Every basis is a statement's: one whose statement was removed or
	// renamed would not be listed.
	for id := range appBases {
		if !seen[id] {
			t.Errorf("bases for %s, which is no statement of the page", id)
		}
	}
}

// sayers are the functions that take a statement's ID first.
var sayers = map[string]bool{"say": true, "sayUI": true}

// A saying is one call of say or sayUI in the page's code.
type saying struct {
	pos   string
	id    string // "" when the ID is not a string literal
	nargs int    // the arguments after the ID; -1 when spread (args...)
}

// sayings reads every non-test Go file of the package for its calls of
// say and sayUI.
func sayings(t *testing.T) []saying {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var out []saying
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn, ok := call.Fun.(*ast.Ident)
			if !ok || !sayers[fn.Name] || len(call.Args) == 0 {
				return true
			}
			s := saying{pos: fset.Position(call.Pos()).String(), nargs: len(call.Args) - 1}
			if call.Ellipsis.IsValid() {
				s.nargs = -1
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if id, err := strconv.Unquote(lit.Value); err == nil {
					s.id = id
				}
			}
			out = append(out, s)
			return true
		})
	}
	return out
}

// countVerbs is the number of fmt verbs in a template.
func countVerbs(t string) int {
	n := 0
	for i := 0; i < len(t); i++ {
		_, end, ok := nextVerb(t, i)
		if !ok {
			break
		}
		n++
		i = end - 1
	}
	return n
}

// TestSaidStatementsExist checks each call of say and sayUI in the page's
// code: its ID is a string literal (so that this test, and a translator,
// can find every statement the page says), the statement exists, and it
// is given as many arguments as its template has verbs. Every statement
// is said somewhere.
func TestSaidStatementsExist(t *testing.T) {
	texts := map[string]string{}
	for _, s := range appStatements() {
		texts[s.ID] = s.Text
	}
	said := map[string]bool{}
	calls := sayings(t)
	if len(calls) == 0 {
		t.Fatal("no call of say found")
	}
	for _, c := range calls {
		if c.id == "" {
			t.Errorf("%s: the statement's ID is not a string literal", c.pos)
			continue
		}
		text, ok := texts[c.id]
		if !ok {
			t.Errorf("%s: no statement %q", c.pos, c.id)
			continue
		}
		said[c.id] = true
		// A template said without arguments is shown as written.
		if c.nargs > 0 {
			if v := countVerbs(text); v != c.nargs {
				t.Errorf("%s: %s has %d verbs, said with %d arguments", c.pos, c.id, v, c.nargs)
			}
		} else if c.nargs == 0 && (strings.Contains(text, "%s") || strings.Contains(text, "%d") || strings.Contains(text, "%q")) {
			t.Errorf("%s: %s has verbs, said without arguments", c.pos, c.id)
		}
	}
	for _, s := range appStatements() {
		if !said[s.ID] {
			t.Errorf("statement %s is said nowhere", s.ID)
		}
	}
}

// TestSay formats a statement only when it has arguments, and sayUI puts
// an element in its verb's place.
func TestSay(t *testing.T) {
	if got := say("page.legend.escape"); got != "% hex hex" {
		t.Errorf("say(page.legend.escape) = %q", got)
	}
	if got := say("page.verdict.stops", 7); got != "the grammar stops at byte 7." {
		t.Errorf("say(page.verdict.stops, 7) = %q", got)
	}
	got := app.HTMLString(app.P().Body(sayUI("page.railroad.caption.matched", app.Code().Text("host"), "3.1", 7, 9, app.Code().Text("ab"))...))
	want := app.HTMLString(app.P().Body(app.Code().Text("host"), app.Text(" (section 3.1) matched bytes 7\u20139: "), app.Code().Text("ab")))
	if got != want {
		t.Errorf("sayUI(page.railroad.caption.matched) = %s, want %s", got, want)
	}
	if n := countVerbs("%s: 100%% of %d, %04X"); n != 3 {
		t.Errorf("countVerbs = %d, want 3", n)
	}
}
