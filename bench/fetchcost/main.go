// Command fetchcost measures what a large download costs the thread that
// asks for it. A response's bytes reach a fetch() on the thread that made
// it: asked for by the page, app.wasm or reader.wasm arrives through the
// page's thread, in long tasks that hold its typing and drawing, whether
// the server sent it compressed or not; asked for by a worker, through the
// worker's. It is one reason the page's program is fetched and compiled
// in a worker (web/wasm-compile.js), and what the playground's head script
// pays on a shared link for asking for reader.wasm itself
// (app/reader-start.go).
//
// It serves the site's two programs from a directory of its own, each as
// the site sends it (brotli) and without a compressed sibling (identity),
// loads a page that fetches one of them whole, by the page or by a worker,
// in a fresh browser context each run, and prints the bytes sent and
// received, and the medians of the fetch's time and of the page thread's
// long tasks (the Long Tasks API) that began while it ran.
//
//	make site && go run ./bench/fetchcost -site build/site -runs 5
//	go run ./bench/fetchcost -cpu 4      # the page's thread 4× slower, as Lighthouse's phone
//	go run ./bench/fetchcost -cpu 4 -network=false   # the developer tools not watching the network
//
// The browser's developer tools watch the network while a tool drives the
// browser (chromedp, as Lighthouse, enables Network): a part of what the
// page's thread pays for the bytes is theirs, which a student's browser,
// with no tools open, does not pay. -network=false turns that off before
// each load, to tell the two apart.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
)

// The test page's script, loaded by address: the site's policy allows no
// inline script. Its fragment says who fetches what ("page:web/x" or
// "worker:web/x"). window.fetchCost is its answer: the bytes sent (Resource
// Timing's encodedBodySize, which says whether the brotli copy came) and
// received, how long the fetch took where it ran (in the worker for a
// worker's, its start not counted), and the page thread's long tasks that
// began between the fetch's start and its end, taken once the last of
// them has had time to be reported.
const pageJS = `"use strict";
const tasks = [];
const seen = new PerformanceObserver((l) => { tasks.push(...l.getEntries()); });
seen.observe({ type: "longtask", buffered: true });
const [way, url] = location.hash.slice(1).split(":");
const t0 = performance.now();
const answer = (a) => {
  const end = performance.now();
  setTimeout(() => {
    tasks.push(...seen.takeRecords());
    seen.disconnect();
    a.tasks = tasks.filter((e) => e.startTime >= t0 && e.startTime < end).map((e) => e.duration);
    window.fetchCost = a;
  }, 300);
};
const failed = (e) => { window.fetchCost = { error: String(e) }; };
if (way === "worker") {
  const w = new Worker("fetch-worker.js");
  w.onmessage = (e) => (e.data.error ? failed(e.data.error) : answer(e.data));
  w.onerror = (e) => failed(e.message);
  w.postMessage(url);
} else {
  measure(url).then(answer, failed);
}
`

// measureJS fetches a file whole where it runs (the page, or the worker,
// which imports it), and says what was sent and received and how long it
// took there.
const measureJS = `"use strict";
const measure = (path) => {
  const url = new URL(path, self.location.href).href;
  const t = performance.now();
  return fetch(url).then((r) => {
    if (!r.ok) throw new Error(url + ": " + r.status);
    return r.arrayBuffer();
  }).then((b) => ({
    bytes: b.byteLength,
    sent: performance.getEntriesByName(url)[0]?.encodedBodySize ?? -1,
    ms: performance.now() - t,
  }));
};
`

const workerJS = `"use strict";
importScripts("measure.js");
self.onmessage = (e) => measure(e.data).then((a) => self.postMessage(a), (err) => self.postMessage({ error: String(err) }));
`

type result struct {
	Bytes float64   `json:"bytes"` // received, decoded
	Sent  float64   `json:"sent"`  // as sent (encodedBodySize); -1 if not known
	MS    float64   `json:"ms"`
	Tasks []float64 `json:"tasks"`
	Error string    `json:"error"`
}

func main() {
	site := flag.String("site", "build/site", "the built site (make site)")
	runs := flag.Int("runs", 5, "loads of each case")
	cpu := flag.Float64("cpu", 1, "CPU slow-down factor")
	watched := flag.Bool("network", true, "the developer tools watch the network (Network.enable), as with every tool that drives the browser, Lighthouse included; false: not, as in a student's browser")
	chromium := flag.String("chromium", "/usr/bin/chromium", "the browser")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("fetchcost: ")
	// In a function of its own, so that its deferred clean-up (the
	// temporary directory, the browser and the server) runs before the exit.
	if err := run(*site, *runs, *cpu, *watched, *chromium); err != nil {
		log.Fatal(err)
	}
}

func run(site string, runs int, cpu float64, watched bool, chromium string) error {
	dir, err := os.MkdirTemp("", "fetchcost-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	files := map[string]string{
		"index.html":      `<!doctype html><html lang="en"><title>fetch cost</title><script src="measure.js"></script><script src="fetch.js"></script>`,
		"measure.js":      measureJS,
		"fetch.js":        pageJS,
		"fetch-worker.js": workerJS,
	}
	// web/: the site's files and their brotli siblings, served compressed
	// as the site serves them; identity/: the same files alone.
	for _, name := range []string{"reader.wasm", "app.wasm"} {
		for _, c := range []struct{ from, to string }{
			{name, "web/" + name}, {name + ".br", "web/" + name + ".br"}, {name, "identity/" + name},
		} {
			b, err := os.ReadFile(filepath.Join(site, "web", c.from))
			if err != nil {
				return fmt.Errorf("%v: run make site", err)
			}
			files[c.to] = string(b)
		}
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			return err
		}
	}

	b, err := browser.Start(dir, browser.Options{Chromium: chromium})
	if err != nil {
		return err
	}
	defer b.Close()

	// The throttling is the page thread's (Emulation.setCPUThrottlingRate);
	// whether a worker's thread is slowed too is the browser's choice, so
	// the workers' "fetched" column is not the page's, slowed or not.
	fmt.Printf("a program fetched whole on 127.0.0.1, the page's thread %g× slower, medians of %d runs; the developer tools watching the network: %v\n", cpu, runs, watched)
	fmt.Printf("(long tasks: the page thread's that began during the fetch, their sum; blocking: the sum of each one's time beyond 50 ms)\n")
	fmt.Printf("%-12s %-9s %-9s %9s %9s %10s %11s %9s %8s\n", "file", "encoding", "asked by", "sent", "received", "fetched ms", "long tasks", "blocking", "longest")
	for _, name := range []string{"reader.wasm", "app.wasm"} {
		for _, enc := range []string{"brotli", "identity"} {
			path := "web/" + name
			if enc == "identity" {
				path = "identity/" + name
			}
			for _, way := range []string{"page", "worker"} {
				var ms, sum, blocking, longest []float64
				var bytes, sent float64
				for range runs {
					r, err := load(b, way+":"+path, cpu, watched)
					if err != nil {
						return fmt.Errorf("%s by the %s: %v", path, way, err)
					}
					bytes, sent = r.Bytes, r.Sent
					s, bl, l := 0.0, 0.0, 0.0
					for _, d := range r.Tasks {
						s += d
						bl += max(d-50, 0)
						l = max(l, d)
					}
					ms, sum, blocking, longest = append(ms, r.MS), append(sum, s), append(blocking, bl), append(longest, l)
				}
				fmt.Printf("%-12s %-9s %-9s %9.0f %9.0f %10.0f %11.0f %9.0f %8.0f\n", name, enc, way, sent, bytes,
					browser.Median(ms), browser.Median(sum), browser.Median(blocking), browser.Median(longest))
			}
		}
	}
	return nil
}

func load(b *browser.Browser, fragment string, cpu float64, watched bool) (result, error) {
	tab, cancel := chromedp.NewContext(b.Ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(tab, time.Minute)
	defer cancelTimeout()
	if !watched {
		if _, err := chromedp.Call(ctx, network.Disable, cdp.Empty{}); err != nil {
			return result{}, err
		}
	}
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
			if r.Error != "" {
				return result{}, fmt.Errorf("the page says: %s", r.Error)
			}
			return *r, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
}
