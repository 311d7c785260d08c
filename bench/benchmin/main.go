// Command benchmin is the smallest go-app page that re-renders a text
// field's text on each input: the floor the browser benchmark
// (e2e/bench_test.go, make bench) measures the playground against.
//
// Built as the playground is, twice: for the browser
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o DIR/web/app.wasm ./bench/benchmin
//
// and natively, to write the static page around it:
//
//	go run ./bench/benchmin -out DIR
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// field is a textarea whose text is the component's state, set again on
// every input event, as the playground's field is.
type field struct {
	app.Compo
	text string
}

func (f *field) Render() app.UI {
	return app.Div().DataSet("ready", "true").Body(
		app.Textarea().ID("url-input").Text(f.text).OnInput(f.onInput),
	)
}

func (f *field) onInput(ctx app.Context, e app.Event) {
	f.text = ctx.JSSrc().Get("value").String()
}

func main() {
	app.Route("/", &field{})
	app.RunWhenOnBrowser()

	out := flag.String("out", "", "the directory to write the static page into (DIR/web/app.wasm must exist)")
	flag.Parse()
	if *out == "" {
		log.Fatal("benchmin: -out is required")
	}
	// A local icon: go-app's default lives on a remote host, and the
	// benchmark talks only to 127.0.0.1.
	icon := app.Icon{Default: "/web/icon.svg", SVG: "/web/icon.svg"}
	if err := os.WriteFile(filepath.Join(*out, "web", "icon.svg"), []byte(iconSVG), 0o644); err != nil {
		log.Fatal(err)
	}
	if err := app.GenerateStaticWebsite(*out, &app.Handler{Name: "benchmin", Title: "benchmin", Icon: icon}); err != nil {
		log.Fatal(err)
	}
}

const iconSVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>`
