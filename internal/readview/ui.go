package readview

import (
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The diagnostics list's interface strings: its buttons and their labels.
// They are not statements about URLs or the RFC, so the ledger (/sources)
// does not list them, but they are said through a catalog, by ID, so that
// parser.Translate gives them in the page's language as it does the
// statements. A Fix button's label starts with the words the button
// shows, in every language (WCAG 2.5.3, Label in Name): FixLabel puts the
// visible text first and the rest after it, rather than trusting each
// translation to repeat it.
//
// The verdict's punctuation is here too, around its statements: the first
// error's head, where it is and its section ("%s (%s, %s)."), and the
// counts ("%s; %s, %s, %s"), each language's brackets, commas and stops.
//
// The table is text, a string a line: its ID, a tab, its English text (a
// fmt format, "%%" for a "%"), as the page's own interface strings are.
const uiTable = `
ui.rv.show	Show in the field
ui.rv.show.label	Show in the field: bytes %s
ui.rv.fix	Fix: 
ui.rv.fix.delete	delete
ui.rv.fix.title	replace bytes %s with “%s”
ui.rv.fix.label.delete	 “%s”
ui.rv.fix.label.replace	 — replace “%s” with “%s”
ui.rv.fix-all	Fix all
ui.rv.canonical	Canonical form
ui.rv.copy	Copy
ui.rv.copy.label	Copy the canonical form
ui.rv.thousands	,
ui.rv.verdict	%s (%s, %s).
ui.rv.verdict.no-section	%s (%s).
ui.rv.counts	%s; %s, %s, %s
`

// TableStatements reads a table of strings written as text: a line holds
// an ID, a tab and the text; a line with no tab is not one. Text rather
// than []parser.Statement literals: a wasm build carries no string headers
// and slice per entry, and the statements are made when the first is said.
func TableStatements(t string) []parser.Statement {
	var ss []parser.Statement
	for _, l := range strings.Split(t, "\n") {
		if id, text, ok := strings.Cut(l, "\t"); ok {
			ss = append(ss, parser.Statement{ID: id, Text: text})
		}
	}
	return ss
}

var uiCatalog = parser.NewCatalog("readview-ui", func() []parser.Statement { return TableStatements(uiTable) })

// ui is interface string id, formatted with args when there are any.
func ui(id string, args ...any) string { return uiCatalog.Say(id, args...) }
