package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// downloadFile offers data to the reader as a file named name, through a
// Blob URL: the link's href is the browser's own blob: address, never text
// of the input or the list.
func downloadFile(name, mime string, data []byte) {
	if !app.IsClient {
		return
	}
	w := app.Window()
	bytes := w.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(bytes, data)
	// The Blob's parts are a JavaScript array made here: go-app v9.8.0
	// does not convert a Value inside a Go []any argument (js.ValueOf
	// then panics), only one passed on its own.
	parts := w.Get("Array").New()
	parts.Call("push", bytes)
	blob := w.Get("Blob").New(parts, map[string]any{"type": mime})
	href := w.Get("URL").Call("createObjectURL", blob)
	a := w.Get("document").Call("createElement", "a")
	a.Set("href", href)
	a.Set("download", name)
	w.Get("document").Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoked later, not at once: a browser may read the blob after the
	// click returns (FileSaver.js's lesson).
	go func() {
		time.Sleep(time.Minute)
		w.Get("URL").Call("revokeObjectURL", href)
	}()
}
