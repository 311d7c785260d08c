package main

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The page's language. English is compiled in; every other language is a
// catalog, /web/lang/<tag>.json ({"lang", "name", "messages": statement
// ID → template}), fetched only when chosen, so that app.wasm carries no
// language but English. web/field.js chooses the language (the address's
// "lang=", else the browser's languages), fetches its catalog beside
// app.wasm, sets <html lang> and hands the messages over as JSON
// (urlField.messages; encoding/json's decoder is in app.wasm already,
// go-app's); app.js starts the Go program once it is here, so the first
// render is in it. The menu's change is field.js's too: it fetches the
// catalog chosen and then fires "langready" on the menu, which onLang
// answers (before app.wasm runs, field.js switches the page as built
// itself, and the program starts in the last language chosen). None of the waiting is written in Go: app.wasm's size budget.
// field.js puts each catalog it fetched in the service worker's cache,
// so a language chosen once works offline.

// pageLang is the page's language, a tag of langTags or en-XA, and
// langFailed says that the language chosen at the start could not be
// loaded (the page is then in English, and the playground says so).
// Package variables, as the translation they name is (parser.Translate):
// one language for the whole page, every route and component.
var (
	pageLang   = "en"
	langFailed bool
)

// translate makes the catalog web/field.js holds the statements'
// templates (none: English) and pageLang its language.
func translate() {
	f := app.Window().Get("urlField")
	pageLang = f.Get("lang").String()
	var m map[string]string
	json.Unmarshal([]byte(f.Get("messages").String()), &m) // none is English
	parser.Translate(m)
}

// startLang loads the language the page starts in, before its first
// reading.
func startLang() {
	translate()
	langFailed = app.Window().Get("urlField").Get("langFailed").Truthy()
}

// renderLang is the masthead's language menu, each language named in
// itself.
func (p *playground) renderLang() app.UI {
	opts := make([]app.UI, len(langTags))
	for i, t := range langTags {
		o := app.Option().Value(t).Lang(t) // each name read in its own language
		if t == pageLang {
			// Only then: go-app writes Selected(false) into the page
			// as built as selected="false", which HTML reads as selected.
			o = o.Selected(true)
		}
		opts[i] = o.Text(langNames[i])
	}
	return app.Label().Body(
		textSpan("sr-only", ui("ui.lang")),
		app.Select().ID("lang-select").On("langready", p.on(p.onLang)).Body(opts...),
	)
}

// onLang switches the page to the language web/field.js has loaded: every
// statement is said in it, the input is read again (a diagnostic's
// message is made when it is read) and every view drawn again, while the
// input, the history, the list and the view shown stay. When the catalog
// could not be had, field.js kept the language, and the page says so.
func (p *playground) onLang(ctx app.Context, e app.Event) {
	was := pageLang
	if translate(); pageLang == was {
		p.ws.Status = ui("ui.lang.failed")
		return
	}
	p.ws.Reread()
	p.writeFragment()
	ctx.NewAction(actionLang)
}

// redrawOnLang has the component of ctx draw itself again once the
// language changes: for a component whose fields do not change with the
// reading, go-app would not.
func redrawOnLang(ctx app.Context) {
	ctx.Handle(actionLang, func(app.Context, app.Action) {})
}
