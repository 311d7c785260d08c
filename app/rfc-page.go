package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// rfcPage is the page at "/rfc". PLACEHOLDER: the real page is being built.
type rfcPage struct{ app.Compo }

func newRFCPage() *rfcPage { return &rfcPage{} }

func (p *rfcPage) Render() app.UI { return app.Main().Body(app.H1().Text("RFC 1738")) }
