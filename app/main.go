// Command app is the RFC 1738 URL Playground. Built with GOOS=js GOARCH=wasm
// it is the page's WebAssembly program (web/app.wasm); run natively it
// writes the static site (see generate.go).
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

func main() {
	app.Route("/", newPlayground())
	app.Route("/rfc", newRFCPage())
	app.RunWhenOnBrowser()
	generate()
}
