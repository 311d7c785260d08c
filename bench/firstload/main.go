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
// On the playground it also records when the address's own reading is
// first on screen (the verdict, visible, for the address's input: the
// default example, or the #u= link's text), and whether a reading of
// another text was on screen before it, which a class must never see;
// and, once the page is quiet, how long each view takes to open the
// first time: the click's interaction by Event Timing (from the click to
// the next frame after its handlers, which shows the tab chosen), and from
// the click to the frame after the view is drawn and no longer busy, with
// the longest task in that time.
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
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

func main() {
	site := flag.String("site", "build/site", "the built site (make site)")
	minDir := flag.String("min", "", "the minimal go-app page's site; empty: build bench/benchmin into a temporary directory")
	runs := flag.Int("runs", 3, "loads per page and address")
	chromium := flag.String("chromium", "/usr/bin/chromium", "the browser")
	cpu := flag.Float64("cpu", 4, "CPU slow-down factor")
	quiet := flag.Duration("quiet", 3*time.Second, "the run ends once the wasm has started and no long task came for this long")
	verbose := flag.Bool("v", false, "print each run's figures and long tasks")
	only := flag.String("only", "", "measure only the page whose name contains this (\"playground\", \"minimal\")")
	extra := flag.String("path", "", "also load the playground at this path (a list link: /#g=7.1000.30..; a #u= link, whose own reading is timed: /#u=...&lang=fr), not the minimal page")
	views := flag.Bool("views", true, "on the playground, open each view once the page is quiet, and time it")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("firstload: ")

	if *minDir == "" {
		dir, err := os.MkdirTemp("", "firstload-min-")
		if err != nil {
			log.Fatal(err)
		}
		defer os.RemoveAll(dir)
		// With the compressed siblings, so that both pages travel the
		// emulated link brotli-compressed.
		if err := browser.MinimalSiteCompressed(".", dir); err != nil {
			log.Fatal(err)
		}
		*minDir = dir
	}
	pages := []struct{ name, dir string }{{"minimal go-app page", *minDir}, {"playground", *site}}
	bases := make([]string, len(pages))
	for i, pg := range pages {
		base, stop, err := browser.Serve(pg.dir, shape, fileserver.Options{}, fileserver.ServerOptions{WriteTimeout: 5 * time.Minute})
		if err != nil {
			log.Fatal(err)
		}
		defer stop()
		bases[i] = base
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
	browserCtx, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	if err := chromedp.Do(browserCtx); err != nil {
		log.Fatalf("starting %s: %v", *chromium, err)
	}

	// want is the byte length of the input whose reading the address
	// asks for (0: not checked, a list link).
	type address struct {
		name, path string
		want       int
	}
	addrs := []address{
		{"default page", "/", defaultInputLen(*site)},
		{"#u= link", "/" + browser.LinkFragment(browser.SharedLinkInput), len(browser.SharedLinkInput)},
	}
	if *extra != "" {
		want := 0
		if i := strings.Index(*extra, "#u="); i >= 0 {
			u := strings.SplitN((*extra)[i+3:], "&", 2)[0]
			if b, err := base64.RawURLEncoding.DecodeString(u); err == nil {
				want = len(b)
			}
		}
		addrs = append(addrs, address{"-path", *extra, want})
	}
	opened := map[string][]float64{}
	openLongest := map[string][]float64{}
	openShown := map[string][]float64{}
	var viewOrder []string
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
			var lcp, longest, tbt, own []float64
			var el string
			other := 0
			playground := pg.name == "playground"
			for range *runs {
				want := 0
				if playground {
					want = a.want
				}
				r, err := load(browserCtx, bases[i]+a.path, *cpu, *quiet, want, playground && *views && a.name == "default page")
				if err != nil {
					log.Fatalf("%s %s: %v", pg.name, a.name, err)
				}
				lcp, longest, tbt, el = append(lcp, r.LCP), append(longest, r.Longest), append(tbt, r.TBT), r.Element
				if want > 0 {
					own = append(own, r.OwnAt)
					if r.OtherSeen != "" {
						other++
					}
				}
				for _, v := range r.Views {
					if _, ok := opened[v.ID]; !ok {
						viewOrder = append(viewOrder, v.ID)
					}
					opened[v.ID] = append(opened[v.ID], v.MS)
					openLongest[v.ID] = append(openLongest[v.ID], v.Longest)
					openShown[v.ID] = append(openShown[v.ID], v.Shown)
				}
				if *verbose {
					fmt.Printf("  run: %s %s: LCP %.0f ms (%s), wasm started %.0f ms, %d long tasks, longest %.0f ms, TBT %.0f ms\n", pg.name, a.name, r.LCP, r.Element, r.StartedAt, r.Tasks, r.Longest, r.TBT)
					if want > 0 {
						fmt.Printf("       own reading on screen at %.0f ms; another reading shown before it: %q\n", r.OwnAt, r.OtherSeen)
						if r.Reader[1] > 0 {
							fmt.Printf("       reader.wasm asked for at %.0f ms, its last byte at %.0f\n", r.Reader[0], r.Reader[1])
						}
					}
					fmt.Printf("       long tasks [start duration]: %v\n", r.List)
					if len(r.Marks) > 0 {
						fmt.Printf("       the page's marks [name start]: %v\n", r.Marks)
					}
					for _, v := range r.Views {
						fmt.Printf("       %s opened: answered in %.0f ms, drawn in %.0f ms; long tasks [after the click, duration]: %v; marks: %v\n", v.ID, v.Shown, v.MS, v.Tasks, v.Marks)
					}
				}
			}
			fmt.Printf("%-20s %-13s %9.0f %12.0f %9.0f  %s\n", pg.name, a.name, browser.Median(lcp), browser.Median(longest), browser.Median(tbt), el)
			if len(own) > 0 {
				fmt.Printf("%-20s %-13s own reading on screen at %.0f ms (median); another text's reading shown first in %d of %d runs\n", "", "", browser.Median(own), other, len(own))
			}
		}
	}
	if len(viewOrder) > 0 {
		fmt.Printf("\nfirst opening of each view (default page, once quiet), %g× CPU: medians of %d runs\n", *cpu, *runs)
		fmt.Printf("%-12s %14s %14s %12s\n", "view", "click→shown ms", "click→drawn ms", "longest ms")
		fmt.Println("(shown: the click's interaction by Event Timing, 0 when under 16 ms)")
		for _, id := range viewOrder {
			fmt.Printf("%-12s %14.0f %14.0f %12.0f\n", id, browser.Median(openShown[id]), browser.Median(opened[id]), browser.Median(openLongest[id]))
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
	Marks     [][2]any     `json:"marks"`     // the page's performance marks (app/start.go's), name and time
	OwnAt     float64      `json:"ownAt"`     // when the address's own reading was first on screen
	OtherSeen string       `json:"otherSeen"` // the byte length of another reading shown before it, if any
	Reader    [2]float64   `json:"reader"`    // reader.wasm's request: its start and its last byte (Resource Timing), if asked for
	Views     []viewOpen   `json:"-"`
}

// viewOpen is one view's first opening: the click's interaction (Event
// Timing's duration: from the click to the next frame presented after its
// handlers, the page's answer; 0 under 16 ms), from the click to the frame
// after the view is drawn, and the longest task in that time; and (-v)
// every long task in that time and the page's marks, each at its time
// after the click: which task is which.
type viewOpen struct {
	ID      string       `json:"id"`
	Shown   float64      `json:"shown"`
	MS      float64      `json:"ms"`
	Longest float64      `json:"longest"`
	Tasks   [][2]float64 `json:"tasks"` // [after the click, duration], ms
	Marks   []any        `json:"marks"` // [name, after the click]
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
	// The verdict on screen: which input's reading (its byte length) and
	// since when, checked in every frame just before it is painted (a
	// verdict parsed but hidden before the first paint is never seen).
	// The prerendered page and the page's program both draw it; a verdict
	// for another length than the address's own is a reading of another
	// text.
	const want = %d;
	r.ownAt = 0; r.otherSeen = "";
	if (want > 0) {
		const check = t => {
			const v = document.getElementById("verdict");
			if (v && v.checkVisibility({opacityProperty: true, visibilityProperty: true})) {
				if (v.dataset.length === String(want)) {
					r.ownAt = t;
					return;
				}
				r.otherSeen = r.otherSeen || (v.dataset.length + " bytes at " + Math.round(t) + " ms, html class " + document.documentElement.className + ", readyState " + document.readyState);
			}
			requestAnimationFrame(check);
		};
		requestAnimationFrame(check);
	}
})()`

// stateJS reads the figures; started is true once the wasm program has
// run until it first waits: go-app's app.js removes its loader then, on
// either page.
const stateJS = `Object.assign({}, window.__firstLoad, {marks: performance.getEntriesByType("mark").map(m => [m.name, Math.round(m.startTime)]), started: window.__firstLoad.startedAt > 0, now: performance.now(), reader: performance.getEntriesByType("resource").filter(e => e.name.endsWith("/reader.wasm")).map(e => [e.startTime, e.responseEnd])[0] || [0, 0]})`

// openViews opens each view but the one shown, in the tabs' order, with
// the browser's own click (Input.dispatchMouseEvent), or with -keyboard its
// own keys, so that Event Timing times it, and times each: the click's or
// the key's interaction, from it to the next frame presented after its
// handlers (what the student sees answer: the tab chosen, and but leaving
// the list its panel shown; Event Timing reports none under 16 ms, counted
// as 0), and from it to the frame after the panel is drawn and no longer
// busy, with the longest task in that time. Then the list view's Generate
// form (a disclosure drawn as it is first opened), the same way, as
// "generate".
func openViews(ctx context.Context) ([]viewOpen, error) {
	ids, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(() => {
		const r = window.__views = {events: [], tasks: []};
		new PerformanceObserver(l => { for (const e of l.getEntries()) if (e.interactionId) r.events.push([e.startTime, e.duration, e.interactionId]); }).observe({type: "event", durationThreshold: 16});
		new PerformanceObserver(l => { for (const e of l.getEntries()) r.tasks.push([e.startTime, e.duration]); }).observe({type: "longtask"});
		return [...document.querySelectorAll('[role=tab][id^="tab-"]')].filter(t => t.getAttribute("aria-selected") !== "true").map(t => t.id.slice(4));
	})()`))
	if err != nil {
		return nil, err
	}
	var out []viewOpen
	for _, id := range ids {
		v, err := openOne(ctx, id, "tab-"+id, fmt.Sprintf(`(panel => panel && !panel.hidden && panel.getAttribute("aria-busy") !== "true" && !panel.querySelector(".view-building") && panel.textContent.trim() !== "")(document.getElementById("view-%s"))`, id))
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	// The list view chosen again as the views were: by the browser's own
	// click (chosen by a script's click(), the form's click was answered
	// in 96-128 ms rather than 24: docs/PERFORMANCE.md), or by Left from
	// the tab after it, which is the one chosen.
	if err := chromedp.Do(ctx, browser.ChooseTab("list", *viewKeys),
		chromedp.Poll[chromedp.Void](`!document.getElementById("view-list").hidden && document.getElementById("generate-toggle")`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		return nil, fmt.Errorf("showing the list view again: %w", err)
	}
	v, err := openOne(ctx, "generate", "generate-toggle", `!!document.querySelector("#generate[open] #gen-seed")`)
	if err != nil {
		return nil, err
	}
	return append(out, v), nil
}

// viewKeys opens the views and the Generate form by the keyboard.
var viewKeys = flag.Bool("keyboard", false, "open the views and the Generate form by the keyboard, as a keyboard user does: each tab by Right from the tab chosen before it (the tab list selects what its arrows reach), the form by Enter on its summary, the list view before the form by Left; instead of by clicks")

// openOne clicks the element whose id is target, as a student does (with
// -keyboard, reaches it by its key), and times it until drawnJS is true.
func openOne(ctx context.Context, id, target, drawnJS string) (viewOpen, error) {
	// With -keyboard the key's press is the moment timed, as the click's
	// is with the pointer.
	on, from := "click", fmt.Sprintf("document.getElementById(%q)", target)
	if *viewKeys {
		on, from = "keydown", "document"
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => {
		const o = window.__open = {t0: 0, drawnAt: 0};
		%s.addEventListener(%q, e => {
			o.t0 = e.timeStamp;
			const poll = () => {
				if (%s) requestAnimationFrame(() => { o.drawnAt = performance.now(); });
				else requestAnimationFrame(poll);
			};
			requestAnimationFrame(poll);
		}, {once: true, capture: true});
	})()`, from, on, drawnJS))); err != nil {
		return viewOpen{}, err
	}
	if *viewKeys {
		// A tab is reached by Right from the tab chosen (the one before
		// it: the views are opened in the tabs' order), as a keyboard
		// user moves along the tabs; the form's summary by Tab, then Enter.
		focus, key := chromedp.Focus(chromedp.CSS(`#playground .tabs [role=tab][aria-selected="true"]`)), kb.ArrowRight
		if id == "generate" {
			focus, key = chromedp.Focus(chromedp.CSS("#"+target)), kb.Enter
		} else if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`document.querySelector('#playground .tabs [role=tab][aria-selected="true"] + [role=tab]')?.id === %q`, target))); err != nil || !ok {
			return viewOpen{}, fmt.Errorf("opening %s by the keyboard: it is not the tab after the one chosen (%v)", id, err)
		}
		if err := chromedp.Do(ctx, focus, chromedp.Sleep(time.Second),
			chromedp.KeyEvent(key),
			chromedp.Poll[chromedp.Void](`window.__open.drawnAt > 0`, chromedp.WithPollingTimeout(30*time.Second)),
			chromedp.Sleep(300*time.Millisecond)); err != nil {
			return viewOpen{}, fmt.Errorf("opening %s: %w", id, err)
		}
		return settled(ctx, id)
	}
	if err := chromedp.Do(ctx, browser.StudentClick(target),
		chromedp.Poll[chromedp.Void](`window.__open.drawnAt > 0`, chromedp.WithPollingTimeout(30*time.Second)),
		chromedp.Sleep(300*time.Millisecond)); err != nil {
		return viewOpen{}, fmt.Errorf("opening %s: %w", id, err)
	}
	return settled(ctx, id)
}

// settled reads what openOne timed.
func settled(ctx context.Context, id string) (viewOpen, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[viewOpen](fmt.Sprintf(`(() => {
		const o = window.__open, r = window.__views;
		let shown = 0, longest = 0;
		// Every event of the interaction that began with the click or the key.
		const ids = new Set(r.events.filter(([s]) => Math.abs(s - o.t0) < 1).map(([, , id]) => id));
		for (const [, d, id] of r.events) if (ids.has(id)) shown = Math.max(shown, d);
		const tasks = [];
		for (const [s, d] of r.tasks) if (s + d > o.t0 && s < o.drawnAt) {
			longest = Math.max(longest, d);
			tasks.push([Math.round(s - o.t0), Math.round(d)]);
		}
		const marks = performance.getEntriesByType("mark").filter(m => m.startTime > o.t0 && m.startTime < o.drawnAt).map(m => [m.name, Math.round(m.startTime - o.t0)]);
		return {id: %q, shown, ms: o.drawnAt - o.t0, longest, tasks, marks};
	})()`, id)))
}

func load(browserCtx context.Context, url string, cpu float64, quiet time.Duration, want int, views bool) (result, error) {
	tab, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
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
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(observeJS, want)}); err != nil {
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
		if r.Started && r.Now-max(r.Last, r.StartedAt) > float64(quiet.Milliseconds()) && r.LCP > 0 && (want == 0 || r.OwnAt > 0) {
			if views {
				v, err := openViews(ctx)
				if err != nil {
					return result{}, err
				}
				r.Views = v
			}
			return r, nil
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// defaultInputLen is the byte length of the input the site's page is
// built with (its prerendered verdict's data-length), 0 if it has none.
func defaultInputLen(site string) int {
	b, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil {
		return 0
	}
	_, rest, ok := strings.Cut(string(b), `id="verdict"`)
	if i := strings.LastIndex(string(b[:len(b)-len(rest)]), "<"); ok && i >= 0 {
		tag, _, _ := strings.Cut(string(b[i:]), ">")
		if _, v, ok := strings.Cut(tag, `data-length="`); ok {
			n, _ := strconv.Atoi(v[:strings.IndexByte(v, '"')])
			return n
		}
	}
	return 0
}

// The page's network emulation (Network.emulateNetworkConditions) does not
// reach a Web Worker's requests: the playground's reader (web/reader.js,
// reader.wasm) would arrive at full speed. So the server shapes every
// response too: all of them share one link of the same 1.6 Mb/s (the
// page's requests are then held by both, which costs them nothing more),
// and the worker's own files wait the round trip first.
const (
	linkRate = 1.6e6 / 8 // bytes per second
	linkRTT  = 150 * time.Millisecond
)

var traceRequests = flag.Bool("requests", false, "log each request the server answers, when it came and when its answer was sent")

// workerPaths are the reader's files. reader.js only the worker asks for;
// reader.wasm the playground's head asks for on a link (its own fetch,
// which the browser's emulation holds too) and the worker only when the
// head did not start it. The server cannot tell which asked, so
// reader.wasm always waits the round trip here: the link's figure is up to
// one round trip (150 ms) slower than the emulated link would make it.
var workerPaths = map[string]bool{"/web/reader.js": true, "/web/reader.wasm": true}

// link is the shared link: when it is next free.
var link struct {
	sync.Mutex
	free time.Time
}

// send waits for n bytes' turn on the link.
func send(n int) {
	link.Lock()
	now := time.Now()
	if link.free.Before(now) {
		link.free = now
	}
	link.free = link.free.Add(time.Duration(float64(n) / linkRate * float64(time.Second)))
	until := link.free
	link.Unlock()
	time.Sleep(time.Until(until))
}

type shapedWriter struct{ http.ResponseWriter }

func (w shapedWriter) Write(b []byte) (int, error) {
	written := 0
	for len(b) > 0 {
		n := min(len(b), 16<<10)
		send(n)
		m, err := w.ResponseWriter.Write(b[:n])
		written += m
		if err != nil {
			return written, err
		}
		b = b[n:]
	}
	return written, nil
}

func shape(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t0 := time.Now()
		if workerPaths[r.URL.Path] {
			time.Sleep(linkRTT)
		}
		h.ServeHTTP(shapedWriter{w}, r)
		if *traceRequests {
			log.Printf("%s %s .. %s", r.URL.Path, t0.Format("05.000"), time.Now().Format("05.000"))
		}
	})
}
