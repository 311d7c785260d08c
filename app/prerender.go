//go:build !wasm

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// OnPreRender gives the page built at build time (go run ./app) the default
// example's reading: its parts coloured in the field (the field layer), the
// verdict, the diagnostics (renderPrerendered).
// On a slow link that is what a reader sees while app.wasm arrives, under
// go-app's loading screen reduced to a line ("the parser is loading", in
// web/app.css); web/field.js shows a shared link's input in the
// field meanwhile and keeps what is typed.
//
// The prerendered page is not ready (data-ready="false"): the client
// builds its own playground, which reads the address in OnNav.
func (p *playground) OnPreRender(ctx app.Context) {
	p.prerendered = true
	p.ws.Link(defaultInput, false)
}

// renderPrerendered is the reading the page is built with under the field
// and its verdict (renderInput): the diagnostics. The highlight, the inspector and the views are left to
// the client: their attributes hold the grammar's quoted terminals
// ("://"), which go-app writes escaped as Go strings, not as HTML, and the
// build refuses (app/pages.go).
func (p *playground) renderPrerendered() app.UI {
	return div("results",
		div("reading",
			app.Section().Class("panel", "panel-diagnostics").Aria("labelledby", "diagnostics-h").Body(
				app.H2().ID("diagnostics-h").Text(ui("ui.diag.h")),
				&diagnosticsList{IResult: p.ws.Shown},
			),
		),
	)
}

// OnPreRender gives the /embed page built at build time its title
// (ui.title.embed): what a screen reader announces for the frame when the
// framing page's iframe has no title of its own. (Here, not in
// embed-page.go: app.wasm never prerenders, and need not carry it.)
func (e *embedPage) OnPreRender(ctx app.Context) {
	e.prerendered = true
	ctx.Page().SetTitle(ui("ui.title.embed"))
	e.setInput(defaultInput)
}

// OnPreRender gives the prerendered /rfc page its own title: the
// Handler's is the playground's.
func (p *rfcPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle(ui("ui.title.rfc")) }
