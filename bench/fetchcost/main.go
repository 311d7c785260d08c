// Command fetchcost measures what a large download costs the thread that
// asks for it. A response's bytes reach a fetch() on the thread that made
// it: asked for by the page, app.wasm or reader.wasm arrives through the
// page's thread, in long tasks that hold its typing and drawing, whether
// the server sent it compressed or not; asked for by a worker, through the
// worker's. This is why the page's program is fetched and compiled in a
// worker (web/wasm-compile.js), and what a shared link's head pays for
// asking for reader.wasm itself (app/reader-start.go).
//
// It serves the site's two programs from a directory of its own, each as
// the site sends it (brotli) and without a compressed sibling (identity),
// loads a page that fetches one of them whole, by the page or by a worker,
// in a fresh browser context each run, and prints the medians of the
// fetch's time and of the page thread's long tasks (the Long Tasks API)
// until it is done.
//
//	make site && go run ./bench/fetchcost -site build/site -runs 5
//	go run ./bench/fetchcost -cpu 4      # the page's thread 4× slower, as Lighthouse's phone
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
)

// The test page's script, loaded by address: the site's policy allows no
// inline script. Its fragment says who fetches what ("page:web/x" or
// "worker:web/x"); window.fetchCost is its answer, a short while after
// the download so that the last long task is reported.
const pageJS = `"use strict";
const tasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) tasks.push(e.duration); }).observe({ type: "longtask", buffered: true });
const [way, url] = location.hash.slice(1).split(":");
const t0 = performance.now();
const done = (bytes) => {
  const ms = performance.now() - t0;
  setTimeout(() => { window.fetchCost = { bytes, ms, tasks }; }, 300);
};
if (way === "worker") {
  const w = new Worker("fetch-worker.js");
  w.onmessage = (e) => done(e.data);
  w.postMessage(url);
} else {
  fetch(url).then((r) => r.arrayBuffer()).then((b) => done(b.byteLength));
}
`

const workerJS = `"use strict";
self.onmessage = (e) => fetch(e.data).then((r) => r.arrayBuffer()).then((b) => self.postMessage(b.byteLength));
`

type result struct {
	Bytes float64   `json:"bytes"`
	MS    float64   `json:"ms"`
	Tasks []float64 `json:"tasks"`
}

func main() {
	site := flag.String("site", "build/site", "the built site (make site)")
	runs := flag.Int("runs", 5, "loads of each case")
	cpu := flag.Float64("cpu", 1, "CPU slow-down factor")
	chromium := flag.String("chromium", "/usr/bin/chromium", "the browser")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("fetchcost: ")

	dir, err := os.MkdirTemp("", "fetchcost-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	files := map[string]string{
		"index.html":      `<!doctype html><html lang="en"><title>fetch cost</title><script src="fetch.js"></script>`,
		"fetch.js":        pageJS,
		"fetch-worker.js": workerJS,
	}
	// web/: the site's files and their brotli siblings, served compressed
	// as the site serves them; identity/: the same files alone.
	for _, name := range []string{"reader.wasm", "app.wasm"} {
		for _, c := range []struct{ from, to string }{
			{name, "web/" + name}, {name + ".br", "web/" + name + ".br"}, {name, "identity/" + name},
		} {
			b, err := os.ReadFile(filepath.Join(*site, "web", c.from))
			if err != nil {
				log.Fatalf("%v: run make site", err)
			}
			files[c.to] = string(b)
		}
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			log.Fatal(err)
		}
	}

	b, err := browser.Start(dir, browser.Options{Chromium: *chromium})
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()

	fmt.Printf("a program fetched whole on 127.0.0.1, CPU %g×, medians of %d runs\n", *cpu, *runs)
	fmt.Printf("%-12s %-9s %-9s %9s %10s %22s %12s\n", "file", "encoding", "asked by", "bytes", "fetched ms", "page's long tasks, ms", "longest, ms")
	for _, name := range []string{"reader.wasm", "app.wasm"} {
		for _, enc := range []string{"brotli", "identity"} {
			path := "web/" + name
			if enc == "identity" {
				path = "identity/" + name
			}
			for _, way := range []string{"page", "worker"} {
				var ms, sum, longest []float64
				var bytes float64
				for range *runs {
					r, err := load(b, way+":"+path, *cpu)
					if err != nil {
						log.Fatalf("%s by the %s: %v", path, way, err)
					}
					bytes = r.Bytes
					s, l := 0.0, 0.0
					for _, d := range r.Tasks {
						s += d
						l = max(l, d)
					}
					ms, sum, longest = append(ms, r.MS), append(sum, s), append(longest, l)
				}
				fmt.Printf("%-12s %-9s %-9s %9.0f %10.0f %22.0f %12.0f\n", name, enc, way, bytes,
					browser.Median(ms), browser.Median(sum), browser.Median(longest))
			}
		}
	}
}

func load(b *browser.Browser, fragment string, cpu float64) (result, error) {
	tab, cancel := chromedp.NewContext(b.Ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(tab, time.Minute)
	defer cancelTimeout()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpu}); err != nil {
		return result{}, err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(b.BaseURL+"/#"+fragment)); err != nil {
		return result{}, err
	}
	for {
		r, err := chromedp.Run(ctx, chromedp.Evaluate[*result](`window.fetchCost || null`))
		if err != nil {
			return result{}, err
		}
		if r != nil {
			return *r, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
}
