// Command firstload measures the first load of the built site beside the
// smallest go-app page (bench/benchmin), as a class on school phones
// meets it: the CPU slowed 4× (Emulation.setCPUThrottlingRate) and a
// 1.6 Mb/s link with a 150 ms round trip (network emulation), cold cache.
//
// Each page is loaded -runs times, for its default address and for a
// shared link (#u=), in a fresh browser context; the playground also at
// -path, if given (a list link, which reads its list after the start). A PerformanceObserver
// installed before the page's own scripts records the largest contentful
// paint (its time and element) and the long tasks; the run ends when the
// wasm has started and the main thread has had no long task for -quiet.
// It prints the medians: LCP, the longest task, and the total blocking
// time (the sum over long tasks of their time beyond 50 ms, from
// navigation to the end of the run), and app.wasm's sizes.
//
//	go run ./bench/firstload -site build/site        (make bench runs it)
//
// The figures are printed, not asserted: they move with the machine's load.
package main

import (
	"context"
	"encoding/base64"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
	"github.com/urlplayground/rfc1738-playground/internal/precompress"
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// linkInput is the shared link's URL: another scheme, parts and
// diagnostics than the default example, so the reading the wasm draws
// differs from the prerendered one.
const linkInput = "ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a"

func main() {
	site := flag.String("site", "build/site", "the built site (make site)")
	minDir := flag.String("min", "", "the minimal go-app page's site; empty: build bench/benchmin into a temporary directory")
	runs := flag.Int("runs", 3, "loads per page and address")
	chromium := flag.String("chromium", "/usr/bin/chromium", "the browser")
	cpu := flag.Float64("cpu", 4, "CPU slow-down factor")
	quiet := flag.Duration("quiet", 3*time.Second, "the run ends once the wasm has started and no long task came for this long")
	verbose := flag.Bool("v", false, "print each run's figures and long tasks")
	only := flag.String("only", "", "measure only the page whose name contains this (\"playground\", \"minimal\")")
	extra := flag.String("path", "", "also load the playground at this path (a list link: /#g=7.1000.30..), not the minimal page")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("firstload: ")

	if *minDir == "" {
		dir, err := os.MkdirTemp("", "firstload-min-")
		if err != nil {
			log.Fatal(err)
		}
		defer os.RemoveAll(dir)
		if err := buildBenchmin(dir); err != nil {
			log.Fatal(err)
		}
		*minDir = dir
	}
	pages := []struct{ name, dir string }{{"minimal go-app page", *minDir}, {"playground", *site}}
	bases := make([]string, len(pages))
	for i, pg := range pages {
		h, err := fileserver.New(pg.dir, fileserver.Options{})
		if err != nil {
			log.Fatal(err)
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			log.Fatal(err)
		}
		srv := fileserver.NewServer(ln.Addr().String(), h, fileserver.ServerOptions{ErrorLog: log.New(io.Discard, "", 0), WriteTimeout: 5 * time.Minute})
		go srv.Serve(ln)
		defer srv.Close()
		bases[i] = "http://" + ln.Addr().String()
	}

	userData, err := os.MkdirTemp("", "firstload-chromium-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(userData)
	// The browser tests' flags (browser.Flags), so that both measure the
	// same browser.
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		append([]chromedp.ExecAllocatorOption{chromedp.ExecPath(*chromium)}, browser.Flags(userData)...)...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	if err := chromedp.Do(browser); err != nil {
		log.Fatalf("starting %s: %v", *chromium, err)
	}

	addrs := []struct{ name, path string }{
		{"default page", "/"},
		{"#u= link", "/#u=" + base64.RawURLEncoding.EncodeToString([]byte(linkInput))},
	}
	if *extra != "" {
		addrs = append(addrs, struct{ name, path string }{"-path", *extra})
	}
	fmt.Printf("first load: %g× CPU, 1.6 Mb/s, 150 ms RTT, cold cache; medians of %d runs\n", *cpu, *runs)
	fmt.Printf("%-20s %-13s %9s %12s %9s  %s\n", "page", "address", "LCP ms", "longest ms", "TBT ms", "LCP element (last run)")
	for i, pg := range pages {
		if !strings.Contains(pg.name, *only) {
			continue
		}
		for _, a := range addrs {
			if a.name == "-path" && pg.name != "playground" {
				continue
			}
			var lcp, longest, tbt []float64
			var el string
			for range *runs {
				r, err := load(browser, bases[i]+a.path, *cpu, *quiet)
				if err != nil {
					log.Fatalf("%s %s: %v", pg.name, a.name, err)
				}
				lcp, longest, tbt, el = append(lcp, r.LCP), append(longest, r.Longest), append(tbt, r.TBT), r.Element
				if *verbose {
					fmt.Printf("  run: %s %s: LCP %.0f ms (%s), wasm started %.0f ms, %d long tasks, longest %.0f ms, TBT %.0f ms\n", pg.name, a.name, r.LCP, r.Element, r.StartedAt, r.Tasks, r.Longest, r.TBT)
					fmt.Printf("       long tasks [start duration]: %v\n", r.List)
					if len(r.Marks) > 0 {
						fmt.Printf("       the page's marks [name start]: %v\n", r.Marks)
					}
				}
			}
			fmt.Printf("%-20s %-13s %9.0f %12.0f %9.0f  %s\n", pg.name, a.name, median(lcp), median(longest), median(tbt), el)
		}
	}
	for _, ext := range []string{"", ".br", ".gz"} {
		if fi, err := os.Stat(filepath.Join(*site, "web", "app.wasm"+ext)); err == nil {
			fmt.Printf("app.wasm%s: %d bytes\n", ext, fi.Size())
		}
	}
}

// result is one load's figures, in ms since navigation start.
type result struct {
	LCP       float64      `json:"lcp"`
	Element   string       `json:"element"`
	Longest   float64      `json:"longest"`
	TBT       float64      `json:"tbt"`
	Started   bool         `json:"started"`
	StartedAt float64      `json:"startedAt"` // when the wasm program first waited
	Tasks     int          `json:"tasks"`     // how many long tasks
	List      [][2]float64 `json:"list"`      // each long task's start and duration
	Last      float64      `json:"last"`      // the end of the last long task
	Now       float64      `json:"now"`
	Marks     [][2]any     `json:"marks"` // the page's performance marks (app/start.go's), name and time
}

// observeJS runs in each document before its scripts. The largest
// contentful paint's element is described by tag, id and classes.
const observeJS = `(() => {
	const r = window.__firstLoad = {lcp: 0, element: "", longest: 0, tbt: 0, last: 0, tasks: 0, startedAt: 0, list: []};
	// go-app's app.js removes its loader once the wasm program has run
	// until it first waits.
	let loader = null;
	new MutationObserver((_, obs) => {
		loader = loader || document.getElementById("app-wasm-loader");
		if (loader && !loader.isConnected) {
			r.startedAt = performance.now();
			obs.disconnect();
		}
	}).observe(document, {childList: true, subtree: true});
	const describe = el => !el ? "(removed)" : el.nodeName.toLowerCase() + (el.id ? "#" + el.id : "") +
		(typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\s+/).join(".") : "");
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) {
			r.lcp = e.startTime;
			r.element = describe(e.element) + " (" + e.size + " px²)";
		}
	}).observe({type: "largest-contentful-paint", buffered: true});
	new PerformanceObserver(list => {
		for (const e of list.getEntries()) {
			r.longest = Math.max(r.longest, e.duration);
			r.tasks++;
			r.list.push([Math.round(e.startTime), Math.round(e.duration)]);
			r.tbt += Math.max(0, e.duration - 50);
			r.last = Math.max(r.last, e.startTime + e.duration);
		}
	}).observe({type: "longtask", buffered: true});
})()`

// stateJS reads the figures; started is true once the wasm program has
// run until it first waits: go-app's app.js removes its loader then, on
// either page.
const stateJS = `Object.assign({}, window.__firstLoad, {marks: performance.getEntriesByType("mark").map(m => [m.name, Math.round(m.startTime)]), started: window.__firstLoad.startedAt > 0, now: performance.now()})`

func load(browser context.Context, url string, cpu float64, quiet time.Duration) (result, error) {
	tab, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(tab, 4*time.Minute)
	defer cancelTimeout()
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Latency: 150, DownloadThroughput: 1.6e6 / 8, UploadThroughput: 1.6e6 / 8}},
	}); err != nil {
		return result{}, err
	}
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpu}); err != nil {
		return result{}, err
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: observeJS}); err != nil {
		return result{}, err
	}
	// A phone's window, as Lighthouse's mobile run.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(412, 823, chromedp.EmulateMobile), chromedp.Navigate(url)); err != nil {
		return result{}, err
	}
	for {
		r, err := chromedp.Run(ctx, chromedp.Evaluate[result](stateJS))
		if err != nil {
			return result{}, err
		}
		if r.Started && r.Now-max(r.Last, r.StartedAt) > float64(quiet.Milliseconds()) && r.LCP > 0 {
			return r, nil
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// buildBenchmin builds bench/benchmin into dir as the Makefile builds
// the site (browser.MinimalSite), with the compressed siblings, so that
// both pages travel the emulated link brotli-compressed.
func buildBenchmin(dir string) error {
	if err := browser.MinimalSite(".", dir); err != nil {
		return err
	}
	_, err := precompress.Dir(dir)
	return err
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
