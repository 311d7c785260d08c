package main

// The page's interface strings: buttons, labels, headings, tab names,
// hints, notes, status messages, aria-labels, titles and placeholders —
// everything the page says that is not a statement about URLs, the grammar
// or the RFC (statements.go). They are said through their own catalog, by
// ID, so that parser.Translate puts a language's text in their place as it
// does for the statements; they are not claims, so /sources does not list
// them. Rule names, codes, URLs, numbers and the RFC's sentences are not
// interface strings.
//
// The tables are text, one string a line: its ID, a tab, its English
// text, with its edge spaces. (Text rather than []parser.Statement
// literals: app.wasm carries no string header per entry, and the
// statements are made when the first string is said.) Every text is a fmt
// format, "%%" for a "%", whether or not it is said with arguments (Say
// reads "%%" as "%" when there are none), so that a translation's
// placeholders can be checked the same way in every text.

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// uiBuildTable is the strings only the site's build says (the prerendered
// pages' chrome, ui-strings-build.go); app.wasm does not carry them.
var uiBuildTable string

// uiStatements reads the tables into statements, without bases.
func uiStatements() []parser.Statement { return tableStatements(uiTable + uiListTable + uiBuildTable) }

// tableStatements reads a table of statements written as text: a line
// holds an ID, a tab and the text. It is the diagnostics list's reader,
// readview.TableStatements, by its name here: one copy in app.wasm.
var tableStatements = readview.TableStatements

// uiCatalog says the interface strings by ID.
var uiCatalog = parser.NewCatalog("app ui", uiStatements)

// ui is interface string id, formatted with args when there are any.
func ui(id string, args ...any) string { return uiCatalog.Say(id, args...) }

// uiCount is interface string id+".one" when the language puts a count
// of n in that form (parser.One: 1 in English, 0 and 1 in French, none in
// Chinese), else id+".many", said with n, then args: a count's noun and
// verb agree with it differently in each language, so each form is a
// sentence of its own, as the verdict's counts are. Both forms take the
// count as their first argument (a sentence that names it later says
// where with an index, "%[2]s (%[1]d characters)").
func uiCount(id string, n int, args ...any) string {
	return ui(parser.Counted(id, n), append([]any{n}, args...)...)
}

// uiUI is interface string id formatted with args, an app.UI argument drawn
// as itself in its place (as sayUI draws a statement).
func uiUI(id string, args ...any) []app.UI { return formatUI(uiCatalog.Template(id), args) }

// listText joins items with the language's list separator ("a, b, c";
// "a、b、c" in Chinese), as the page's Go code would otherwise with ", ".
func listText(items []string) string { return joinText("ui.join.list", items) }

// joinText joins items two by two with interface string id ("%s, %s").
func joinText(id string, items []string) string {
	s := ""
	for i, it := range items {
		if i == 0 {
			s = it
		} else {
			s = ui(id, s, it)
		}
	}
	return s
}
