package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// pageHref returns the address of a page of the site: path under the prefix
// the site is served at (GOAPP_ROOT_PREFIX, "" at a host's root), so links
// work when the site lives under /name.
func pageHref(path string) string { return app.Getenv("GOAPP_ROOT_PREFIX") + path }
