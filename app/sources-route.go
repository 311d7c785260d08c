package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// sourcesRoute is what the playground's program shows for "/sources", a
// page written when the site is built (sources-page.go), with no program:
// it loads it (web/field.js leaves a click on a link there to the browser).
type sourcesRoute struct{ app.Compo }

func (r *sourcesRoute) OnMount(ctx app.Context) {
	app.Window().Get("location").Call("replace", app.Window().URL().String())
}

func (r *sourcesRoute) Render() app.UI {
	return div("page", app.P().Text(ui("ui.loading")))
}
