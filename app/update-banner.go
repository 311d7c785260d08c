package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// updateBanner offers a reload once go-app's service worker has installed a
// new version of the app (a new build has a new app.wasm, hence a new
// Handler.Version and a new worker cache): OnAppUpdate fires, and the
// reader chooses when to reload, so no keystroke is lost to it.
type updateBanner struct {
	app.Compo

	available bool
}

func newUpdateBanner() *updateBanner { return &updateBanner{} }

func (u *updateBanner) OnMount(ctx app.Context) {
	u.available = ctx.AppUpdateAvailable()
}

// OnAppUpdate is called when a new version has been installed.
func (u *updateBanner) OnAppUpdate(ctx app.Context) {
	u.available = true
}

func (u *updateBanner) Render() app.UI {
	return app.Div().ID("update-banner").Class("update-banner").Role("status").Aria("live", "polite").Body(
		app.If(u.available,
			app.Span().Text(ui("ui.update")),
			app.Button().ID("reload").Class("reload").Text(ui("ui.update.reload")).OnClick(u.onReload),
		),
	)
}

func (u *updateBanner) onReload(ctx app.Context, e app.Event) {
	ctx.Reload()
}
