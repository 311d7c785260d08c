package main

import (
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// pageHref returns the address of a page of the site: path under the prefix
// the site is served at (GOAPP_ROOT_PREFIX, "" at a host's root), so links
// work when the site lives under /name.
func pageHref(path string) string { return rootPrefix() + path }

// rootPrefix is GOAPP_ROOT_PREFIX. In the browser it is read once: the
// prefix does not change while a page lives, and app.Getenv asks the page's
// JavaScript for it on every call (a call and a string copied back into
// Go), which the verdict's link to the RFC cost every keystroke.
func rootPrefix() string {
	if app.IsClient {
		return clientRootPrefix()
	}
	return app.Getenv("GOAPP_ROOT_PREFIX")
}

var clientRootPrefix = sync.OnceValue(func() string { return app.Getenv("GOAPP_ROOT_PREFIX") })
