//go:build wasm

package main

import (
	"encoding/json"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// warming is true while the worker's warm-up mounts the page into its
// stand-in document: what only the page can do (its scripts, its
// timeline) is left out.
var warming bool

// warmOnly runs the program's warm-up, and reports whether it did, when
// the program runs in web/wasm-compile.js's worker rather than on the
// page: the worker sets rfc1738Warm ({hash}: the page's address
// fragment) before it runs the module it compiled, and runs it again,
// with {hash, rest: true}, for the views once the page's start is done
// (warmRest).
//
// Why: the browser compiles each of app.wasm's functions the first time
// it is called, on the thread that calls it, and keeps the code for every
// instance of the module. On the page that compiling was most of the
// start's long tasks (the Go runtime's and packages' initialisation was
// one task of 390 ms at 4x CPU, nine tenths of it compiling; each mount
// half). Here the worker calls them first, off the page's thread, while
// the page as built is on screen, and posts the module once they are
// compiled: the program's initialisation, the reading of the address's
// input, the catalog's decoding, the first render's Render methods
// (go-app's HTML writer, which calls them without a page), and go-app's
// mount and updates into the worker's stand-in document. What only the
// page runs (its listeners, its scripts) is compiled there, as before.
//
// Nothing here reaches the page: the worker's instance, its memory and
// what it computed are dropped with the worker. A panic (something the
// stand-in document lacks) ends the warm-up early, which costs only
// time; the worker says how it ended (rfc1738Warmed, and for the second
// run rfc1738ViewsWarmed), for the tests.
func warmOnly() (warmed bool) {
	w := app.Window().Get("rfc1738Warm")
	if !w.Truthy() {
		return false
	}
	// Warmed even when the warm-up panics: the worker must not go on to
	// run the page's program, which needs the page.
	warmed, result, said := true, "ok", "rfc1738Warmed"
	rest := w.Get("rest").Truthy()
	if rest {
		said = "rfc1738ViewsWarmed"
	}
	defer func() {
		if r := recover(); r != nil {
			result = fmt.Sprint("panic: ", r)
		}
		app.Window().Set(said, result)
	}()
	hash, _ := splitBig(w.Get("hash").String())
	hash, v := splitView(hash)
	input, ok := decodeFragment(hash)
	if !ok {
		input = defaultInput
	}
	if rest {
		warmRest(input, v)
		return true
	}
	parse(input)
	// A catalog of the shape startLang decodes (fragment-lang.go).
	var c struct {
		Lang     string            `json:"lang"`
		Messages map[string]string `json:"messages"`
	}
	if err := json.Unmarshal([]byte(`{"lang":"fr","messages":{"ui.x":"%s"}}`), &c); err != nil {
		panic(err)
	}
	// The page's render once every slice of the start is built, the
	// view shown included (start.go).
	p := newPlayground()
	p.ws.ShowView(viewIndex(v))
	p.ws.Link(input, true)
	p.slice = sliceAll
	p.builtViews = 1 << p.ws.View
	app.HTMLString(p)
	// The same page mounted, as go-app mounts it on the page, into
	// web/wasm-compile.js's stand-in document (the mount's and the event
	// handlers' code), then redrawn as a key typed redraws it, and once
	// whole as typing pauses (the update's code).
	warming = true
	// (Not closed: the worker's program ends here, and a Close method
	// called through the interface keeps every type's Close in the
	// binary.)
	d := app.NewClientTester(p)
	d.Dispatch(app.Dispatch{Mode: app.Update, Source: p, Function: func(ctx app.Context) {
		p.onInput(ctx, input+"x", selection{start: len(input) + 1, end: len(input) + 1, tap: -1}, false)
	}})
	d.Consume()
	d.Dispatch(app.Dispatch{Mode: app.Update, Source: p, Function: func(ctx app.Context) {
		p.ws.Settle()
	}})
	d.Consume()
	return true
}

// warmRest is the warm-up's second run, once the page's start is done
// (web/wasm-compile.js runs it on the page's word: beside the start, on a
// two-core machine, it made the start's tasks longer): the page mounted
// with every view drawn for the screen (hidden, not for paper), then each
// shown in turn, and the list view's Generate form rendered. Their code
// compiled here is not compiled on the page's thread in the task of a
// view's first opening, on which the student waits. (A first opening
// mounts its view shown; mounting each so cost app.wasm 10 KB of brotli
// for the same code, over its budget.)
func warmRest(input, view string) {
	p := newPlayground()
	p.ws.ShowView(viewIndex(view))
	p.ws.Link(input, true)
	p.slice = sliceAll
	p.builtViews = 1<<len(views) - 1
	p.screenViews = p.builtViews // drawn for the screen, not for paper
	warming = true
	d := app.NewClientTester(p)
	for i := range views {
		d.Dispatch(app.Dispatch{Mode: app.Update, Source: p, Function: func(app.Context) {
			p.ws.ShowView(i)
		}})
		d.Consume()
	}
	app.HTMLString(&genView{open: true, drawn: true})
}
