package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// OnPreRender gives the page built at build time (go run ./app) the default
// example's full reading: its parts coloured, the verdict, the diagnostics.
// On a slow link that is what a reader sees while app.wasm arrives, under
// go-app's loading screen reduced to a line ("the parser is loading", in
// web/app.css); web/early-input.js shows a shared link's input in the
// field meanwhile and keeps what is typed.
//
// The prerendered page is not ready (data-ready="false"): the client
// builds its own playground, which reads the address in OnNav.
func (p *playground) OnPreRender(ctx app.Context) {
	p.prerendered = true
	p.setInput(defaultInput)
	p.shown = p.res
}
