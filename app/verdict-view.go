package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// verdictView says in one sentence whether the input is a URL, by which
// production, and why (internal/readview draws it, for the page and the
// reader alike). It changes on every keystroke, so it is not a live
// region: screen readers hear the same sentence from the playground's
// #verdict-announce once typing pauses.
type verdictView struct {
	app.Compo

	IResult  *parser.Result
	IReading int // counts the readings drawn: a test knows this one is new

	live **verdictView // where it records itself while mounted (keystroke.go)
}

// OnInit may end the start's task first (mountBreak).
func (v *verdictView) OnInit() { mountBreak() }

func (v *verdictView) Render() app.UI {
	return treeUI(readview.Verdict(v.IResult, v.IReading, siteRoot()), nil)
}

// readingWait is the line that stands in the verdict's place while the
// field holds a text the parser has not read yet (a shared link, keys typed
// before app.wasm runs): web/app.css shows it, and hides every reading on
// the page, while <html> has the class input-ahead, and web/field.js writes
// the loader's progress into its last span. Without it a student would read,
// for as long as app.wasm takes to arrive, the verdict of the example the
// page was built with under the URL of the link.
func readingWait() app.UI {
	return app.P().Class("reading-wait").Body(
		app.Text(ui("ui.verdict.wait")),
		app.Span().Class("reading-wait-progress"),
	)
}
