package main

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The banner is empty until go-app reports an installed update, then
// offers a reload, so that a student is not left on an old version.
func TestUpdateBanner(t *testing.T) {
	u := newUpdateBanner()
	d := mount(t, u)
	match(t, u, app.TestPath(0), app.Div().ID("update-banner").Class("update-banner").Role("status").Aria("live", "polite"))
	if err := app.TestMatch(u, app.TestUIDescriptor{Path: app.TestPath(0, 0), Expected: app.Span()}); err == nil {
		t.Fatalf("the banner shows something before any update")
	}

	d.AppUpdate()
	d.Consume()
	match(t, u, app.TestPath(0, 0, 0), app.Text("A new version of the playground is installed. "))
	match(t, u, app.TestPath(0, 1), app.Button().ID("reload").Class("reload").Text("Reload to use it").OnClick(u.onReload))
}
