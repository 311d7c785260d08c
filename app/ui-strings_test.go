//go:build !wasm

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	urlparser "github.com/urlplayground/rfc1738-playground/parser"
)

// TestUITable holds the interface strings to their table's form: each
// line an ID under "ui.", a tab and a text; no ID twice; none of them a
// statement's ID.
func TestUITable(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range appStatements() {
		seen[s.ID] = true
	}
	n := 0
	for _, l := range strings.Split(uiTable+uiListTable+uiBuildTable, "\n") {
		if l == "" {
			continue
		}
		id, text, ok := strings.Cut(l, "\t")
		switch {
		case !ok || strings.Contains(text, "\t"):
			t.Errorf("line %q: not an ID, a tab and a text", l)
		case !strings.HasPrefix(id, "ui.") || strings.ContainsAny(id, " %"):
			t.Errorf("line %q: its ID is not ui.<where>.<what>", l)
		case strings.TrimSpace(text) == "":
			t.Errorf("%s: no text", id)
		case seen[id]:
			t.Errorf("%s: defined twice", id)
		case strings.Contains(uiVerbs.ReplaceAllString(text, ""), "%"):
			// A translator and the catalogs' checks read every text as
			// a fmt format, said with arguments or not.
			t.Errorf("%s: a %q that is neither %%%% nor a verb in %q", id, "%", text)
		}
		seen[id] = true
		n++
	}
	if len(uiStatements()) != n {
		t.Errorf("uiStatements reads %d strings of %d lines", len(uiStatements()), n)
	}
}

// TestUISaid checks each call of ui and uiUI as TestSaidStatementsExist
// checks say: its ID, when a literal, exists and is given as many
// arguments as its text has verbs. An ID that is not a literal is a
// table's (a tab's label in views): every ID of the table must appear as
// a literal somewhere in the page's code, so that none is said nowhere.
func TestUISaid(t *testing.T) {
	texts := map[string]string{}
	for _, s := range uiStatements() {
		texts[s.ID] = s.Text
	}
	for _, c := range calls(t, map[string]bool{"ui": true, "uiUI": true}) {
		if c.id == "" {
			continue
		}
		text, ok := texts[c.id]
		if !ok {
			t.Errorf("%s: no interface string %q", c.pos, c.id)
			continue
		}
		// A text said without arguments is shown as written ("%2F" and all).
		if c.nargs > 0 {
			if v := countVerbs(text); v != c.nargs {
				t.Errorf("%s: %s has %d verbs, said with %d arguments", c.pos, c.id, v, c.nargs)
			}
		} else if c.nargs == 0 && (strings.Contains(text, "%s") || strings.Contains(text, "%d") || strings.Contains(text, "%q")) {
			t.Errorf("%s: %s has verbs, said without arguments", c.pos, c.id)
		}
	}
	lits := map[string]bool{}
	// A count's sentence is said by uiCount with its ID's stem, ".one" and
	// ".many" with the same arguments.
	for _, c := range calls(t, map[string]bool{"uiCount": true}) {
		if c.id == "" {
			t.Errorf("%s: a count's sentence said by a stem that is not a literal", c.pos)
			continue
		}
		for _, form := range []string{".one", ".many"} {
			text, ok := texts[c.id+form]
			if !ok {
				t.Errorf("%s: no interface string %q", c.pos, c.id+form)
				continue
			}
			if v := countVerbs(text); v != c.nargs {
				t.Errorf("%s: %s has %d verbs, said with %d arguments", c.pos, c.id+form, v, c.nargs)
			}
			lits[c.id+form] = true
		}
	}
	eachFile(t, func(fset *token.FileSet, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					lits[s] = true
				}
			}
			return true
		})
	})
	for id := range texts {
		if !lits[id] {
			t.Errorf("interface string %s is said nowhere", id)
		}
	}
}

// calls are the calls of the named functions in the page's code, as
// sayings reads say's.
func calls(t *testing.T, names map[string]bool) []saying {
	saved := sayers
	sayers = names
	defer func() { sayers = saved }()
	return sayings(t)
}

// eachFile parses every non-test Go file of the package.
func eachFile(t *testing.T, do func(*token.FileSet, *ast.File)) {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		do(fset, f)
	}
}

// textTakers are the calls whose argument is text the page shows or
// announces: go-app's Text and the attributes a person reads or hears,
// and the page's helpers that draw their last argument as text.
var textTakers = map[string]bool{
	"Text": true, "Textf": true, "Title": true, "Placeholder": true, "Alt": true,
	"textP": true, "textSpan": true, "textEl": true, "button": true, "SetTitle": true,
}

// readAttrs are the attributes (Aria's and Attr's first argument) whose
// value a person reads or hears.
var readAttrs = map[string]bool{
	"label": true, "description": true, "roledescription": true, "valuetext": true,
	"placeholder": true, "title": true, "alt": true, "aria-label": true,
}

// uiVerbs are what a "%" may start in an interface string: "%%", or a verb
// of a string, a number or a quoted string, with its argument's index
// where the sentence names them in another order ("%[2]s").
var uiVerbs = regexp.MustCompile(`%%|%(?:\[[0-9]\])?[-+# 0-9.]*[sdq]`)

// englishWord finds a word of English in a literal: two letters or more.
var englishWord = regexp.MustCompile(`[A-Za-z]{2,}`)

// untranslated are the literals the page may show as they are: the names
// the tool is about, which stay the same in every language (RFC 1738's
// own terms and the formats it writes), not words of English.
var untranslated = map[string]bool{
	"URL": true, // the term every language uses, as the RFC's title does
	// The RFC's own title, as the RFC writes it: its sentences stay
	// English in every language.
	"RFC 1738: Uniform Resource Locators (URL)": true,
	"RFC 1738": true, // the document's name
	"BNF":      true, // the notation's name
	"RFC":      true, // the document series' name, a column of the answer key
	"JSON":     true, // a format's name
	"SVG":      true, // a format's name
}

// TestNoBareEnglish reads the page's code for a string literal of English
// words passed as text a person reads or hears (Text, Title, Placeholder,
// Alt, SetTitle, Aria("label", …), the helpers textP, textSpan, textEl and
// button) that is
// not said through ui or say: such a text would stay English in every
// language. Literals inside a call of another function (a class name
// passed to Class, a rule's name) are not text; a literal that only
// reaches the text through a variable is for the pseudo-language's
// browser test to find.
func TestNoBareEnglish(t *testing.T) {
	eachFile(t, func(fset *token.FileSet, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			var arg ast.Expr
			switch {
			case textTakers[name]:
				arg = call.Args[len(call.Args)-1]
			case (name == "Aria" || name == "Attr") && len(call.Args) == 2:
				if lit, ok := call.Args[0].(*ast.BasicLit); ok {
					if a, err := strconv.Unquote(lit.Value); err == nil && readAttrs[a] {
						arg = call.Args[1]
					}
				}
			}
			if arg == nil {
				return true
			}
			for _, s := range bareLiterals(arg) {
				if englishWord.MatchString(s) && !untranslated[s] {
					t.Errorf("%s: %s(%q): English not said through ui or say", fset.Position(call.Pos()), name, s)
				}
			}
			return true
		})
	})
}

// bareLiterals are the string literals of e that reach its value as they
// are: e itself, or the operands of a concatenation, not the arguments of
// a call within it.
func bareLiterals(e ast.Expr) []string {
	switch e := e.(type) {
	case *ast.BasicLit:
		if s, err := strconv.Unquote(e.Value); err == nil && e.Kind == token.STRING {
			return []string{s}
		}
	case *ast.BinaryExpr:
		return append(bareLiterals(e.X), bareLiterals(e.Y)...)
	case *ast.ParenExpr:
		return bareLiterals(e.X)
	}
	return nil
}

// TestUITranslate: parser.Translate replaces an interface string by its
// ID, as it does a statement, formatted the same way; an ID the
// translation lacks stays English, and nil restores English.
func TestUITranslate(t *testing.T) {
	defer urlparser.Translate(nil)
	urlparser.Translate(map[string]string{"ui.tab.parts": "Partes", "ui.quiz.score": "Puntuación: %d de %d"})
	if got := ui("ui.tab.parts"); got != "Partes" {
		t.Errorf("ui(ui.tab.parts) = %q, want the translation", got)
	}
	if got := ui("ui.quiz.score", 3, 4); got != "Puntuación: 3 de 4" {
		t.Errorf("ui(ui.quiz.score, 3, 4) = %q", got)
	}
	if got := ui("ui.tab.list"); got != "Exercises" {
		t.Errorf("ui(ui.tab.list) = %q, want English", got)
	}
	urlparser.Translate(nil)
	if got := ui("ui.tab.parts"); got != "Parts" {
		t.Errorf("after Translate(nil), ui(ui.tab.parts) = %q", got)
	}
}
