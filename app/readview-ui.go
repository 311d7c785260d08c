package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// treeUI is a tree of internal/readview as go-app elements: the one
// conversion through which the page draws what the reader (cmd/reader,
// web/field.js) may have drawn first, so that the two are one drawing.
// bind gives the handler of a node's action and the scope go-app compares
// it by (a new scope is a new handler); nil when the tree has none.
func treeUI(n *readview.Node, bind func(*readview.Action) (app.EventHandler, []any)) app.UI {
	if n.Tag == "" {
		return app.Text(n.Text)
	}
	e := app.Elem(n.Tag)
	for _, a := range n.Attrs {
		e = e.Attr(a.Name, a.Value)
	}
	if n.On != nil && bind != nil {
		if h, scope := bind(n.On); h != nil {
			e = e.OnClick(h, scope...)
		}
	}
	if len(n.Kids) == 0 {
		return e
	}
	kids := make([]app.UI, len(n.Kids))
	for i, k := range n.Kids {
		kids[i] = treeUI(k, bind)
	}
	return e.Body(kids...)
}

// siteRoot is the site's path prefix ("" or "/name"), which links to
// the site's pages start with.
func siteRoot() string { return pageHref("") }
