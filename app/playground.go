package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// playground is the page at "/". PLACEHOLDER: the real page is being built.
type playground struct{ app.Compo }

func newPlayground() *playground { return &playground{} }

func (p *playground) Render() app.UI {
	return app.Main().ID("playground").DataSet("ready", "true").Body(
		app.Input().ID("url-input"),
	)
}
