package e2e

import (
	"encoding/base64"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestWarmUpInWorker checks that the worker that compiles app.wasm runs
// the program's warm-up to its end (app/warm_wasm.go): the start's run
// before the page runs the program, then the views' run once the page's
// start is done, on the default page, on a shared link with a view and a
// language, and on a link to the anatomy figure: a Render method that
// begins to ask for what a worker has not (the document, the page's
// storage) ends the warm-up early, which no other test would see (the
// page still starts and opens its views, only slower: the browser
// compiles on the page's thread what the worker did not call).
func TestWarmUpInWorker(t *testing.T) {
	link := "#u=" + base64.RawURLEncoding.EncodeToString([]byte("ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a")) + "&v=railroad&lang=fr"
	// The anatomy figure reads the window's width, which a worker has
	// not: its view shown from the start is drawn in the first run too.
	anatomy := "#u=" + base64.RawURLEncoding.EncodeToString([]byte("http://www.example.org/a?b")) + "&v=anatomy"
	for _, path := range []string{"/", "/" + link, "/" + anatomy} {
		t.Run(path, func(t *testing.T) {
			ctx := newTab(t)
			if err := open(ctx, path); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.rfc1738Warmed)`))
			if err != nil {
				t.Fatal(err)
			}
			if got != "ok" {
				t.Errorf("the compiling worker's warm-up ended with %q, want \"ok\"", got)
			}
			// The views' run comes once the page's start is done, and
			// says how it ended when it ends.
			waitFor(t, ctx, "the views' warm-up", `window.rfc1738ViewsWarmed !== undefined`)
			if got := eval[string](t, ctx, `String(window.rfc1738ViewsWarmed)`); got != "ok" {
				t.Errorf("the compiling worker's warm-up of the views ended with %q, want \"ok\"", got)
			}
		})
	}
}
