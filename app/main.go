// Command app is the RFC 1738 URL Playground. Built with GOOS=js GOARCH=wasm
// it is the page's WebAssembly program (web/app.wasm); run natively it
// writes the static site (see generate.go).
package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// The pages' titles. go-app writes the Handler's title (the site's name)
// into every page it prerenders; the /rfc page sets its own (rfcPage).
const (
	siteName = "RFC 1738 URL Playground"
	rfcTitle = "RFC 1738 \u2014 URL Playground"
)

func main() {
	// In the worker that compiles app.wasm, the program runs once for the
	// browser to compile what the start calls, and ends (warm_wasm.go).
	if warmOnly() {
		return
	}
	if app.IsClient {
		// Collect less often: each keystroke allocates a parse and a few
		// render trees, and the collector stops the page's only thread. A
		// larger heap buys fewer pauses in the middle of typing.
		debug.SetGCPercent(400)
		// Go's runtime and every package's initialisation have run in
		// this task. Give the browser a turn (a paint, a key) before the
		// page's language is read, before the first reading of the
		// address's input, and before go-app's start and the first
		// render, so the start is four tasks, not one four times as long
		// (start.go). The language and the reading were one task of
		// 20-26 ms on a fast machine (80-100 at 4x CPU): the catalog's
		// JSON is decoded, the first time the page calls encoding/json.
		mark("start: initialised")
		yieldToBrowser()
		startLang() // the first reading is said in it (fragment-lang.go)
		mark("start: language")
		yieldToBrowser()
		readAhead()
		mark("start: read ahead")
		yieldToBrowser()
	}
	// One address for the pages that read and write it: the playground's
	// input and list, the repair's note, the RFC page's way back.
	addr := &pageAddress{}
	app.RouteFunc("/", func() app.Composer {
		p := newPlayground()
		p.addr = addr
		return p
	})
	app.RouteFunc("/rfc", func() app.Composer {
		p := newRFCPage()
		p.addr = addr
		return p
	})
	if app.IsClient {
		// Written when the site is built, not prerendered (sources-page.go).
		app.Route("/sources", &sourcesRoute{})
	}
	app.Route(siteheaders.EmbedPath, newEmbedPage())
	addr.guard()       // before go-app reads the address: see address-guard.go
	adoptPrerendered() // go-app mounts onto the page as built: see start.go
	app.RunWhenOnBrowser()
	generate()
}
