// Command keyprofile measures where a keystroke's time goes in the
// playground, in headless Chromium against the built site. It prints
// figures and asserts nothing: a tool for reading a keystroke, not a test.
//
//	go run ./bench/keyprofile [-site build/site] [-chromium /usr/bin/chromium] [-out DIR] TOOL...
//
// The tools (all four when none is named):
//
//	profile    the browser's sampling profiler (CDP Profiler) over 30 keys
//	           typed at each input size, and over a 5 MB paste: the
//	           functions with the most self time, and the page's own Go
//	           functions by total time (-out DIR also writes folded stacks,
//	           the input of flame-graph tools)
//	trace      the browser's timeline (the Performance panel's trace) over
//	           30 keys at each size: the renderer main thread's self time
//	           by activity (style, layout, paint, script by its cause)
//	floor      the same keys at 40 B into the minimal go-app page
//	           (bench/benchmin) and into the playground: CPU per key of
//	           every thread, then the main thread's activities
//	breakdown  each key's Event Timing entries of 16 ms or more, split into
//	           input delay, handlers and presentation, per event type
//	start      the sampling profiler over the page's start, the CPU slowed
//	           4× as bench/firstload slows it: from navigation until every
//	           panel is built (data-ready), and -after longer, what the long
//	           tasks are made of; -path opens another page than /
//	tasks      the browser's timeline over the same start, on bench/firstload's
//	           link (1.6 Mb/s, 150 ms) and phone's window: each task of
//	           the main thread over 50 ms (a long task, at 4× CPU), with the
//	           page's marks in it and its activities by self time (script,
//	           style, layout, the wasm code the browser compiles on a
//	           function's first call)
//
// With a site whose app.wasm keeps its names (built without -s), the wasm
// functions are named by their Go names. Run it from the repository's root
// (floor builds ./bench/benchmin); make bench does.
package main

import (
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"maps"
	"math"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
)

var (
	siteDir  = flag.String("site", "build/site", "the built site (make site)")
	chromium = flag.String("chromium", "/usr/bin/chromium", "the browser")
	outDir   = flag.String("out", "", "with profile: write each profile's folded stacks into this directory")
	path     = flag.String("path", "/", "with start: the page opened, e.g. '/#g=7.1000.30..' (a generated list)")
	after    = flag.Duration("after", 0, "with start: how long the profile goes on once the page is ready (a list still being made)")
	size     = flag.String("size", "", "measure at this size of the benchmark's only (40B, 2KiB, 16KiB, 64KiB)")
	tlDepth  = flag.Int("depth", 3, "with timeline and views -tree: how deep each task's events are printed (views: 0 prints only each opening's line from the release to the frame)")
	tlFloor  = flag.Bool("floor", false, "with timeline, keys and inp: the minimal go-app page's keys; with views: then the same openings in the page's own document with no program")
	taskCPU  = flag.Float64("cpu", 4, "with tasks: the CPU slow-down (1: unthrottled, as Lighthouse observes a page; a long task is then 12.5 ms)")
	taskTree = flag.Bool("tree", false, "with tasks: also print each long task's events, -depth deep, of 5 ms or more; with views: the trace's activities instead of the profile")
	names    = flag.String("names", "", "with tasks: app.wasm built without -s (its name section), to name the functions the page's thread compiles")
	lang     = flag.String("lang", "", "the playground's language (its #lang=), e.g. fr: the same keys in another language's sentences")
	paste    = flag.Bool("paste", false, "each key is a paste (Ctrl+V) of a 36-byte query parameter at the end of the field, as the browser benchmark's \"pastes at the end\" row; else a letter")
	mid      = flag.Bool("mid", false, "the keys are typed in the middle of the field (the caret put there first), as the browser benchmark's \"in the middle\" row; else at its end")
	selStats = flag.Bool("selectors", false, "with views -tree: the style sheet's selectors that took the longest to match in each opening (Chromium's selector statistics)")
	exact    = flag.Bool("exact", false, "with inp: also each key's duration from the browser's trace of Event Timing, unrounded and under 16 ms too (browser.TracedInteractions)")
	again    = flag.Int("again", 0, "with views: then open every view this many times more, built: what the click costs without the first building")
	phone    = flag.Bool("phone", false, "with views: a phone's window (412×823, mobile), as bench/firstload's, instead of the browser's default")
	keyboard = flag.Bool("keyboard", false, "with views: the list view is chosen by the keyboard (Left from the tab after it) before the Generate form is opened, instead of by a click")
	css      = flag.String("css", "", "CSS rules added to the playground's first style sheet before the keys or the views (what a style change would save, measured before it is made)")
)

// site is the site served and the browser (browser.Start).
var site *browser.Browser

var tools = map[string]func(){
	"profile":   profileKeys,
	"trace":     traceKeys,
	"floor":     traceBesideFloor,
	"breakdown": keyBreakdown,
	"start":     profileStart,
	"tasks":     startTasks,
	"timeline":  timelineKeys,
	"keys":      keysAgainstFrames,
	"inp":       interactionRounds,
	"views":     profileViews,
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("keyprofile: ")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: keyprofile [flags] [profile|trace|floor|breakdown|start|timeline|keys|inp|views]...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	names := flag.Args()
	if len(names) == 0 {
		names = []string{"profile", "trace", "floor", "breakdown", "start"}
	}
	for _, n := range names {
		if tools[n] == nil {
			flag.Usage()
			os.Exit(2)
		}
	}
	if _, ok := oneSize(); *size != "" && !ok {
		log.Fatalf("-size %q: not one of the benchmark's sizes (40B, 2KiB, 16KiB, 64KiB)", *size)
	}
	var err error
	if site, err = browser.Start(*siteDir, browser.Options{Chromium: *chromium}); err != nil {
		log.Fatal(err)
	}
	defer site.Close()
	for _, n := range names {
		fmt.Printf("== %s\n", n)
		tools[n]()
	}
}

// fatal ends the command, the browser with it.
func fatal(args ...any) {
	site.Close()
	log.Fatal(args...)
}

// tab opens a tab (browser.Tab) for one measurement; loading a wasm on a
// busy machine takes minutes. It closes when the command ends.
func tab() context.Context {
	ctx, _, err := site.Tab(5 * time.Minute)
	if err != nil {
		fatal(err)
	}
	return ctx
}

// serveMinimal builds the minimal go-app page into a temporary directory,
// serves it on a port of its own, and returns its base URL.
func serveMinimal() string {
	dir, err := os.MkdirTemp("", "benchmin-")
	if err != nil {
		fatal(err)
	}
	if err := browser.MinimalSite(".", dir); err != nil {
		fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fatal(err)
	}
	go http.Serve(ln, http.FileServer(http.Dir(dir)))
	return "http://" + ln.Addr().String()
}

// profileTop prints the n functions with the most self time in prof, and
// the total time sampled.
func profileTop(what string, prof *profiler.Profile, n int) {
	self := map[int64]float64{} // node id → µs
	for i, id := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			self[id] += float64(prof.TimeDeltas[min(i+1, len(prof.TimeDeltas)-1)])
		}
	}
	byName := map[string]float64{}
	var total float64
	for _, node := range prof.Nodes {
		f := node.CallFrame
		name := f.FunctionName
		if name == "" {
			name = "(anonymous)"
		}
		if u := f.URL; u != "" {
			name += " " + u[strings.LastIndex(u, "/")+1:]
		}
		byName[name] += self[node.ID]
		total += self[node.ID]
	}
	type row struct {
		name string
		us   float64
	}
	var rows []row
	for k, v := range byName {
		rows = append(rows, row{k, v})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.us, a.us) })
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %.0f ms sampled; top self time:\n", what, total/1000)
	for _, r := range rows[:min(n, len(rows))] {
		fmt.Fprintf(&b, "  %7.1f ms %5.1f%%  %s\n", r.us/1000, 100*r.us/total, r.name)
	}
	// Total time (self and callees) of the page's own Go functions
	// (package main), each counted once per sample.
	parent := map[int64]int64{}
	name := map[int64]string{}
	for _, node := range prof.Nodes {
		name[node.ID] = node.CallFrame.FunctionName
		for _, c := range node.Children {
			parent[c] = node.ID
		}
	}
	inclusive := map[string]float64{}
	for id, us := range self {
		seen := map[string]bool{}
		for ; id != 0; id = parent[id] {
			f := name[id]
			if strings.HasPrefix(f, "main.") && !seen[f] {
				seen[f] = true
				inclusive[f] += us
			}
		}
	}
	if dir := *outDir; dir != "" {
		writeFolded(filepath.Join(dir, strings.ReplaceAll(what, " ", "_")+".folded"), self, parent, name)
	}
	rows = rows[:0]
	for k, v := range inclusive {
		rows = append(rows, row{k, v})
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.us, a.us) })
	fmt.Fprintf(&b, "top total time of package main:\n")
	for _, r := range rows[:min(n, len(rows))] {
		fmt.Fprintf(&b, "  %7.1f ms %5.1f%%  %s\n", r.us/1000, 100*r.us/total, r.name)
	}
	fmt.Println(b.String())
}

// writeFolded writes the profile as folded stacks, one line per stack,
// "root;…;leaf µs", the input of flame-graph tools and of grep: with
// -out DIR, the profiler writes one file per measurement.
func writeFolded(file string, self map[int64]float64, parent map[int64]int64, name map[int64]string) {
	stacks := map[string]float64{}
	for id, us := range self {
		var frames []string
		for ; id != 0; id = parent[id] {
			frames = append(frames, cmp.Or(name[id], "(anonymous)"))
		}
		slices.Reverse(frames)
		stacks[strings.Join(frames, ";")] += us
	}
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(stacks)) {
		fmt.Fprintf(&b, "%s %.0f\n", k, stacks[k])
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		fatal(err)
	}
}

// profiled runs fn under the sampling profiler and returns the profile.
func profiled(ctx context.Context, fn func()) *profiler.Profile {
	if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
		fatal(err)
	}
	if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
		fatal(err)
	}
	if _, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{}); err != nil {
		fatal(err)
	}
	fn()
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		fatal(err)
	}
	if _, err := chromedp.Call(ctx, profiler.Disable, cdp.Empty{}); err != nil {
		fatal(err)
	}
	return res.Profile
}

// pkgOf is the package path of a Go function's symbol name
// ("github.com/x/y.(*T).M" → "github.com/x/y").
func pkgOf(sym string) string {
	if sym == "" {
		return "(unnamed)"
	}
	slash := strings.LastIndex(sym, "/")
	if dot := strings.Index(sym[slash+1:], "."); dot >= 0 {
		return sym[:slash+1+dot]
	}
	return sym
}

// playgroundURL is the playground's address, in -lang's language.
func playgroundURL() string {
	if *lang == "" {
		return site.BaseURL + "/"
	}
	return site.BaseURL + "/#lang=" + *lang
}

// openWithURL opens the playground, waits for it, and puts url in the
// field, a second before the keys the tools measure.
func openWithURL(url string) context.Context {
	ctx := tab()
	if err := chromedp.Do(ctx, chromedp.Navigate(playgroundURL())); err != nil {
		fatal(err)
	}
	if err := browser.WaitReady(ctx); err != nil {
		fatal(err)
	}
	addCSS(ctx)
	quoted, _ := json.Marshal(url)
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(browser.SetFieldJS, quoted)),
		// The paste's own reading is drawn, every panel with it, before
		// the keys that are measured.
		chromedp.Poll[chromedp.Void](fmt.Sprintf(`!!document.querySelector('#playground:not([data-behind]) #verdict[data-length="%d"]')`, len(url)), chromedp.WithPollingTimeout(time.Minute)),
	); err != nil {
		fatal(err)
	}
	caretToMiddle(ctx, url)
	return ctx
}

// addCSS adds -css's rules to the playground's first style sheet.
func addCSS(ctx context.Context) {
	if *css == "" {
		return
	}
	// Through the CSSOM: the page's Content-Security-Policy refuses
	// style elements and attributes.
	for _, r := range strings.SplitAfter(*css, "}") {
		if strings.TrimSpace(r) == "" {
			continue
		}
		rule, _ := json.Marshal(r)
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.styleSheets[0].insertRule(%s, document.styleSheets[0].cssRules.length)`, rule))); err != nil {
			fatal(err)
		}
	}
}

// caretToMiddle puts the caret in the middle of the field, which holds
// url, with -mid, as the browser benchmark's "in the middle" row does;
// with -paste, it first puts the chunk each key pastes on the clipboard.
func caretToMiddle(ctx context.Context, url string) {
	if *paste {
		if err := browser.CopyChunk(ctx); err != nil {
			fatal(err)
		}
	}
	if !*mid {
		return
	}
	m := len(url) / 2
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.querySelector("#url-input").setSelectionRange(%d, %d)`, m, m)),
		chromedp.Sleep(300*time.Millisecond),
	); err != nil {
		fatal(err)
	}
}

// openMinimalWithURL opens the minimal go-app page (bench/benchmin,
// served at minimal) and puts url in its field as openWithURL does, the
// caret in its middle with -mid: the floor beside which the playground's
// keys are judged. It has no hook that says it has drawn: a second after
// the paste it has.
func openMinimalWithURL(minimal, url string) context.Context {
	ctx := tab()
	quoted, _ := json.Marshal(url)
	if err := chromedp.Do(ctx, chromedp.Navigate(minimal+"/")); err != nil {
		fatal(err)
	}
	if err := browser.WaitStarted(ctx); err != nil {
		fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(browser.SetFieldJS, quoted)), chromedp.Sleep(time.Second)); err != nil {
		fatal(err)
	}
	caretToMiddle(ctx, url)
	return ctx
}

// atEachSize runs measure at each size of browser.Sizes, on
// the playground with a URL of that size in its field (openWithURL).
func atEachSize(measure func(ctx context.Context, size string)) {
	for _, sz := range browser.Sizes {
		if *size != "" && !sizeNamed(sz.Name) {
			continue
		}
		measure(openWithURL(browser.URLOfSize(sz.N)), sz.Name)
	}
}

// sizeNamed reports whether -size names the size called name ("2 KiB" is
// -size 2KiB).
func sizeNamed(name string) bool { return *size == strings.ReplaceAll(name, " ", "") }

// oneSize is the input size in bytes that -size names, and whether it
// names one (40 B when not).
func oneSize() (int, bool) {
	for _, sz := range browser.Sizes {
		if sizeNamed(sz.Name) {
			return sz.N, true
		}
	}
	return 40, false
}

// typeAtPace types n letters at the caret (the end of the field, or its
// middle with -mid), or n pastes with -paste, browser.Pause apart, as the
// browser benchmark does.
func typeAtPace(ctx context.Context, n int) {
	// A sleep, not a wait: the pace is what is measured (a typist's keys
	// arrive on their own clock, whether the page has caught up or not).
	for i := range n {
		key := chromedp.KeyEvent(string(rune('a' + i%26)))
		if *paste {
			key = chromedp.KeyEvent("v", chromedp.KeyModifiers(chromedp.ModifierCtrl))
		}
		if err := chromedp.Do(ctx, key, chromedp.Sleep(browser.Pause)); err != nil {
			fatal(err)
		}
	}
}

// The sleeps after the keys below are part of what is measured: the
// profile or trace goes on while the last keys' deferred work (the settle
// after a pause, the frames after it) runs, as it would for a typist.
func profileKeys() {
	atEachSize(func(ctx context.Context, size string) {
		prof := profiled(ctx, func() {
			typeAtPace(ctx, 30)
			chromedp.Do(ctx, chromedp.Sleep(500*time.Millisecond))
		})
		profileTop("30 keys at "+size, prof, 25)
	})
	{
		ctx := tab()
		if err := chromedp.Do(ctx, chromedp.Navigate(playgroundURL())); err != nil {
			fatal(err)
		}
		if err := browser.WaitReady(ctx); err != nil {
			fatal(err)
		}
		prof := profiled(ctx, func() {
			if _, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`(async () => {
				const f = document.querySelector("#url-input");
				f.focus();
				const big = "http://www.example.com/search/results.html?" + "keya=valuea+".repeat(5e6 / 12);
				const t0 = performance.now();
				f.value = big;
				f.dispatchEvent(new Event("input", {bubbles: true}));
				const frame = () => new Promise(r => requestAnimationFrame(r));
				while (document.querySelector("#verdict").dataset.valid !== "true") await frame();
				await frame();
				return performance.now() - t0;
			})()`, chromedp.EvalAwaitPromise)); err != nil {
				fatal(err)
			}
			for i := range 5 {
				chromedp.Do(ctx, chromedp.KeyEvent(string(rune('a'+i))), chromedp.Sleep(browser.Pause))
			}
			chromedp.Do(ctx, chromedp.Sleep(time.Second))
		})
		profileTop("5 MB paste and 5 keys", prof, 30)
	}
}

// profileStart profiles the page's start at 4× CPU: the wasm's
// instantiation, the Go runtime's and packages' initialisation, and each
// slice of the start (app/start.go), until the playground is data-ready.
func profileStart() {
	ctx := tab()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		fatal(err)
	}
	prof := profiled(ctx, func() {
		if err := chromedp.Do(ctx, chromedp.Navigate(site.BaseURL+*path)); err != nil {
			fatal(err)
		}
		if err := browser.WaitReady(ctx); err != nil {
			fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Sleep(*after)); err != nil {
			fatal(err)
		}
	})
	profileTop("the start at 4x CPU", prof, 40)
	for i, st := range busyStretches(prof, 3) {
		profileTop(fmt.Sprintf("the start's busy stretch %d (%.0f ms from the profile's start, %.0f ms long)",
			i+1, st.from/1000, st.length/1000), st.prof, 25)
	}
}

// startTasks traces the start at 4× CPU and prints each long task of the
// main thread: when it began, how long it ran, the page's marks within it
// (app/start.go's), and its activities by self time. V8 compiles a wasm
// function the first time it is called, on the thread that calls it: the
// trace's wasm compile events say how much of a task that is.
func startTasks() {
	ctx := tab()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: *taskCPU}); err != nil {
		fatal(err)
	}
	// bench/firstload's link and phone: the tasks it counts, explained.
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Latency: 150, DownloadThroughput: 1.6e6 / 8, UploadThroughput: 1.6e6 / 8}},
	}); err != nil {
		fatal(err)
	}
	events := traced(ctx, func() {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(412, 823, chromedp.EmulateMobile), chromedp.Navigate(site.BaseURL+*path)); err != nil {
			fatal(err)
		}
		if err := browser.WaitReady(ctx); err != nil {
			fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Sleep(*after+time.Second)); err != nil {
			fatal(err)
		}
	}, "blink.user_timing", "v8.wasm", "disabled-by-default-v8.wasm.detailed", "disabled-by-default-v8.compile")
	xs := mainThreadEvents(events)
	var marks []traceEvent
	var t0 float64
	for _, e := range events {
		if e.Name == "navigationStart" && t0 == 0 {
			t0 = e.Ts
		}
		if strings.HasPrefix(e.Name, "start: ") || strings.HasPrefix(e.Name, "view: ") {
			marks = append(marks, e)
		}
	}
	if t0 == 0 && len(xs) > 0 {
		t0 = xs[0].Ts
	}
	var total, blocking float64
	for i := 0; i < len(xs); i++ {
		task := xs[i]
		if task.Name != "RunTask" && task.Name != "ThreadControllerImpl::RunTask" {
			continue
		}
		end := task.Ts + task.Dur
		j := i + 1
		for j < len(xs) && xs[j].Ts < end {
			j++
		}
		// A long task at 4x CPU: 50 ms; unthrottled (-cpu 1), the tasks
		// Lighthouse's simulation counts four times as long: 12.5 ms.
		long := 50000 / 4 * *taskCPU
		if task.Dur >= long {
			total++
			blocking += (task.Dur - long) / 1000
			fmt.Printf("task at %.0f ms, %.0f ms:", (task.Ts-t0)/1000, task.Dur/1000)
			for _, m := range marks {
				if m.Ts >= task.Ts && m.Ts <= end {
					fmt.Printf(" [%s]", m.Name)
				}
			}
			fmt.Println()
			self := map[string]float64{}
			var stack []int
			in := xs[i:j]
			for k, e := range in {
				for len(stack) > 0 && in[stack[len(stack)-1]].Ts+in[stack[len(stack)-1]].Dur <= e.Ts {
					stack = stack[:len(stack)-1]
				}
				name := e.Name
				if name == "EvaluateScript" || name == "v8.compile" {
					if u := traceData(e, "url"); u != "" {
						name += " " + u[strings.LastIndex(u, "/")+1:]
					}
				}
				if len(stack) > 0 {
					self[taskName(in[stack[len(stack)-1]])] -= e.Dur
				}
				self[name] += e.Dur
				stack = append(stack, k)
			}
			if *taskTree {
				var st []int
				for k, e := range in {
					for len(st) > 0 && in[st[len(st)-1]].Ts+in[st[len(st)-1]].Dur <= e.Ts {
						st = st[:len(st)-1]
					}
					if len(st) <= *tlDepth && e.Dur >= 5000 {
						fmt.Printf("      %s%s %.0f ms %v\n", strings.Repeat("  ", len(st)), taskName(e), e.Dur/1000, e.Args)
					}
					st = append(st, k)
				}
			}
			for _, k := range slices.SortedFunc(maps.Keys(self), func(a, b string) int { return cmp.Compare(self[b], self[a]) })[:min(8, len(self))] {
				if self[k] >= 2000 {
					fmt.Printf("    %6.0f ms  %s\n", self[k]/1000, k)
				}
			}
		}
		i = j - 1
	}
	fmt.Printf("%.0f long tasks, blocking %.0f ms\n", total, blocking)
	// What the compiling worker's run of the program left for the page's
	// thread to compile: each wasm function compiled on its first call.
	var compiled, lazy float64
	for _, e := range xs {
		if e.Name == "wasm.CompileLazy" {
			compiled++
			lazy += e.Dur / 1000
		}
	}
	fmt.Printf("wasm functions compiled on the page's thread: %.0f, %.0f ms\n", compiled, lazy)
	if *names != "" {
		byIndex, err := wasmNames(*names)
		if err != nil {
			fatal(err)
		}
		// By package: what the worker's run left uncalled.
		byPkg, byFunc := map[string]float64{}, map[string]float64{}
		for _, e := range xs {
			if e.Name != "wasm.CompileLazy" {
				continue
			}
			i, _ := e.Args["func_index"].(float64)
			byPkg[pkgOf(byIndex[int(i)])] += e.Dur / 1000
			byFunc[byIndex[int(i)]] += e.Dur / 1000
		}
		if *taskTree {
			for _, f := range slices.SortedFunc(maps.Keys(byFunc), func(a, b string) int { return cmp.Compare(byFunc[b], byFunc[a]) })[:min(40, len(byFunc))] {
				fmt.Printf("  %6.1f ms  %s\n", byFunc[f], f)
			}
		}
		for _, p := range slices.SortedFunc(maps.Keys(byPkg), func(a, b string) int { return cmp.Compare(byPkg[b], byPkg[a]) })[:min(25, len(byPkg))] {
			fmt.Printf("  %6.1f ms  %s\n", byPkg[p], p)
		}
	}
}

// taskName is a trace event's name as startTasks counts it.
func taskName(e traceEvent) string {
	if e.Name == "EvaluateScript" || e.Name == "v8.compile" {
		if u := traceData(e, "url"); u != "" {
			return e.Name + " " + u[strings.LastIndex(u, "/")+1:]
		}
	}
	return e.Name
}

// A stretch is a run of samples with no idle sample among them: about one
// of the main thread's tasks, or a few back to back.
type stretch struct {
	from, length float64 // µs
	prof         *profiler.Profile
}

// busyStretches returns the n longest stretches of prof, each as a profile
// of its own samples, in the order they came.
func busyStretches(prof *profiler.Profile, n int) []stretch {
	idle := map[int64]bool{}
	for _, node := range prof.Nodes {
		if node.CallFrame.FunctionName == "(idle)" {
			idle[node.ID] = true
		}
	}
	var all []stretch
	var t, start float64
	first := -1
	flush := func(end int) {
		if first >= 0 && end > first {
			sub := *prof
			sub.Samples = prof.Samples[first:end]
			// profileTop weighs sample i by delta i+1: keep the one after.
			sub.TimeDeltas = prof.TimeDeltas[first:min(end+1, len(prof.TimeDeltas))]
			all = append(all, stretch{from: start, length: t - start, prof: &sub})
		}
		first = -1
	}
	for i, id := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			t += float64(prof.TimeDeltas[i])
		}
		if idle[id] {
			flush(i)
			continue
		}
		if first < 0 {
			first, start = i, t
		}
	}
	flush(len(prof.Samples))
	slices.SortFunc(all, func(a, b stretch) int { return cmp.Compare(b.length, a.length) })
	all = all[:min(n, len(all))]
	slices.SortFunc(all, func(a, b stretch) int { return cmp.Compare(a.from, b.from) })
	return all
}

// traceKeys is the browser's own timeline (the Performance panel's
// trace) over keys typed into the playground, summarized as the renderer
// main thread's self time by activity: what the sampling profiler above
// calls "(program)" — style, layout, paint, hit tests — besides the script.
func traceKeys() {
	atEachSize(func(ctx context.Context, size string) {
		const keys = 30
		events := traced(ctx, func() {
			typeAtPace(ctx, keys)
			chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
		})
		traceTop(ctx, fmt.Sprintf("%d keys at %s", keys, size), events, keys, 20)
	})
}

// A traceEvent is one event of Chromium's JSON trace format.
type traceEvent struct {
	Name string         `json:"name"`
	Ph   string         `json:"ph"`
	Ts   float64        `json:"ts"`
	Dur  float64        `json:"dur"`
	Tdur float64        `json:"tdur"`
	Pid  int64          `json:"pid"`
	Tid  int64          `json:"tid"`
	Args map[string]any `json:"args"`
}

// traced runs fn under Chromium's tracing (the DevTools timeline
// categories, and extra) and returns the events.
func traced(ctx context.Context, fn func(), extra ...string) []traceEvent {
	var (
		mu     sync.Mutex
		raw    [][]byte
		done   = make(chan struct{})
		closed bool
	)
	chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			for _, v := range ev.Value {
				raw = append(raw, []byte(v))
			}
			mu.Unlock()
		case *tracing.EventTracingComplete:
			mu.Lock()
			if !closed {
				closed = true
				close(done)
			}
			mu.Unlock()
		}
	})
	if _, err := chromedp.Call(ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig: &tracing.TraceConfig{IncludedCategories: append([]string{
			"devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink", "toplevel", "__metadata",
		}, extra...)},
	}); err != nil {
		fatal(err)
	}
	fn()
	if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
		fatal(err)
	}
	select {
	case <-done:
	case <-time.After(time.Minute):
		fatal("tracing did not complete")
	}
	mu.Lock()
	defer mu.Unlock()
	var out []traceEvent
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) == nil {
			out = append(out, e)
		}
	}
	return out
}

// traceTop prints the renderer main thread's self time by event name (the
// complete events, nested by time), per key, as thread time (the trace's
// tdur: the CPU the thread got, which a busy machine inflates less than the
// wall clock), and the number of elements
// style and layout touched.
func traceTop(ctx context.Context, what string, events []traceEvent, keys, n int) {
	xs := mainThreadEvents(events)
	self := map[string]float64{}
	calls := map[string]int{}
	script := map[string]float64{} // script time by what ran it
	layoutBy := map[string]float64{}
	layoutCalls := map[string]int{}
	var stack []int
	for i, e := range xs {
		for len(stack) > 0 && xs[stack[len(stack)-1]].Ts+xs[stack[len(stack)-1]].Dur <= e.Ts {
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 {
			self[xs[stack[len(stack)-1]].Name] -= e.Tdur
		}
		self[e.Name] += e.Tdur
		calls[e.Name]++
		if e.Name == "LocalFrameView::performLayout" {
			// What ran the layout: its enclosing events, outermost first.
			var path []string
			for _, j := range stack {
				if n := xs[j].Name; n != "RunTask" && n != "ThreadControllerImpl::RunTask" {
					if t := traceData(xs[j], "type"); n == "EventDispatch" && t != "" {
						n += "(" + t + ")"
					}
					path = append(path, n)
				}
			}
			k := strings.Join(path, " > ")
			layoutBy[k] += e.Tdur
			layoutCalls[k]++
		}
		if e.Name == "FunctionCall" {
			// The outermost script call only, named by its cause.
			cause, nested := "task", false
			for _, j := range stack {
				switch a := xs[j]; a.Name {
				case "FunctionCall":
					nested = true
				case "EventDispatch":
					cause = "event " + traceData(a, "type")
				case "TimerFire":
					cause = "timer"
				case "FireAnimationFrame":
					cause = "animation frame"
				}
			}
			if !nested {
				script[cause] += e.Tdur
			}
		}
		stack = append(stack, i)
	}
	type row struct {
		name string
		us   float64
	}
	var rows []row
	var total float64
	for k, v := range self {
		rows = append(rows, row{k, v})
		if k != "RunTask" && k != "ThreadControllerImpl::RunTask" {
			total += v
		}
	}
	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.us, a.us) })
	var b strings.Builder
	fmt.Fprintf(&b, "%s: renderer main thread, self time per key (ms) by activity:\n", what)
	for _, r := range rows[:min(n, len(rows))] {
		fmt.Fprintf(&b, "  %7.2f ms/key  %6d calls  %s\n", r.us/1000/float64(keys), calls[r.name], r.name)
	}
	fmt.Fprintf(&b, "  layouts by what ran them (ms/key, calls):\n")
	for _, k := range slices.SortedFunc(maps.Keys(layoutBy), func(a, b string) int { return cmp.Compare(layoutBy[b], layoutBy[a]) }) {
		fmt.Fprintf(&b, "    %5.2f %5d  %s\n", layoutBy[k]/1000/float64(keys), layoutCalls[k], k)
	}
	fmt.Fprintf(&b, "  script per key by its cause:")
	for _, k := range slices.Sorted(maps.Keys(script)) {
		fmt.Fprintf(&b, " %s %.2f ms;", k, script[k]/1000/float64(keys))
	}
	b.WriteString("\n")
	// What was painted: the elements (backend node ids) whose Paint
	// events took the most time.
	paintBy := map[int64]float64{}
	for _, e := range xs {
		if e.Name == "Paint" {
			if d, ok := e.Args["data"].(map[string]any); ok {
				if id, ok := d["nodeId"].(float64); ok {
					paintBy[int64(id)] += e.Dur
				}
			}
		}
	}
	ids := slices.SortedFunc(maps.Keys(paintBy), func(a, b int64) int { return cmp.Compare(paintBy[b], paintBy[a]) })
	fmt.Fprintf(&b, "  paint by element (ms/key):")
	for _, id := range ids[:min(6, len(ids))] {
		fmt.Fprintf(&b, " %s %.2f;", describeNode(ctx, id), paintBy[id]/1000/float64(keys))
	}
	b.WriteString("\n")
	// How much style and layout had to do.
	var styled, laid, inTrees float64
	for _, e := range xs {
		switch e.Name {
		case "UpdateLayoutTree":
			if v, ok := e.Args["elementCount"].(float64); ok {
				styled += v
			}
		case "Layout":
			if d, ok := e.Args["beginData"].(map[string]any); ok {
				if v, ok := d["dirtyObjects"].(float64); ok {
					laid += v
				}
				if v, ok := d["totalObjects"].(float64); ok {
					inTrees += v
				}
			}
		}
	}
	fmt.Fprintf(&b, "  elements restyled per key: %.0f; layout objects dirty per key: %.0f, in trees of %.0f\n", styled/float64(keys), laid/float64(keys), inTrees/float64(keys))
	fmt.Println(b.String())
}

// traceData is e.args.data[key] as text.
func traceData(e traceEvent, key string) string {
	if d, ok := e.Args["data"].(map[string]any); ok {
		return fmt.Sprint(d[key])
	}
	return ""
}

// describeNode names the element of a backend node id: its tag, id and
// classes.
func describeNode(ctx context.Context, id int64) string {
	r, err := chromedp.Call(ctx, dom.DescribeNode, dom.DescribeNodeParams{BackendNodeID: cdp.BackendNodeID(id)})
	if err != nil || r.Node == nil {
		return fmt.Sprint("node ", id)
	}
	n := r.Node
	s := strings.ToLower(n.NodeName)
	for i := 0; i+1 < len(n.Attributes); i += 2 {
		switch n.Attributes[i] {
		case "id":
			s += "#" + n.Attributes[i+1]
		case "class":
			s += "." + strings.ReplaceAll(n.Attributes[i+1], " ", ".")
		}
	}
	return s
}

// traceBesideFloor types the same keys at 40 B (at the end, or with -mid in
// the middle) into the minimal go-app page (bench/benchmin, the
// benchmark's floor) and into the playground,
// under the browser's tracing, and prints for each the CPU time per key of
// every thread that worked (top-level trace events, thread time), then the
// renderer main thread's activities (traceTop). It says what the
// playground's keystroke costs the browser beyond the floor's, thread by
// thread. The minimal page has no hook that says it has drawn: a second
// after the paste it has.
func traceBesideFloor() {
	minimal := serveMinimal()
	for _, pg := range []struct{ name, url string }{{"minimal go-app page", minimal + "/"}, {"the playground", playgroundURL()}} {
		ctx := tab()
		if err := chromedp.Do(ctx, chromedp.Navigate(pg.url)); err != nil {
			fatal(err)
		}
		if err := browser.WaitStarted(ctx); err != nil {
			fatal(err)
		}
		if pg.url != minimal+"/" {
			addCSS(ctx)
		}
		url := browser.URLOfSize(40)
		quoted, _ := json.Marshal(url)
		if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS("#url-input")),
			chromedp.Evaluate[chromedp.Void](fmt.Sprintf(browser.SetFieldJS, quoted)), chromedp.Sleep(time.Second)); err != nil {
			fatal(err)
		}
		caretToMiddle(ctx, url)
		typeAtPace(ctx, browser.Warmup)
		const keys = 30
		events := traced(ctx, func() {
			typeAtPace(ctx, keys)
			chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
		})
		threadName, processName := map[thread]string{}, map[int64]string{}
		byThread := map[thread][]traceEvent{}
		for _, e := range events {
			switch {
			case e.Ph == "M" && e.Name == "thread_name":
				threadName[thread{e.Pid, e.Tid}] = fmt.Sprint(e.Args["name"])
			case e.Ph == "M" && e.Name == "process_name":
				processName[e.Pid] = fmt.Sprint(e.Args["name"])
			case e.Ph == "X":
				byThread[thread{e.Pid, e.Tid}] = append(byThread[thread{e.Pid, e.Tid}], e)
			}
		}
		cpu := map[string]float64{}
		for th, xs := range byThread {
			slices.SortFunc(xs, func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
			end := -1.0
			for _, e := range xs {
				if e.Ts >= end { // not inside the previous top-level event
					cpu[processName[th.pid]+" / "+threadName[th]] += e.Tdur
					end = e.Ts + e.Dur
				}
			}
		}
		names := slices.SortedFunc(maps.Keys(cpu), func(a, b string) int { return cmp.Compare(cpu[b], cpu[a]) })
		var b strings.Builder
		fmt.Fprintf(&b, "%s, %d keys at 40 B: CPU per key by thread (ms):\n", pg.name, keys)
		for _, n := range names[:min(8, len(names))] {
			fmt.Fprintf(&b, "  %6.2f  %s\n", cpu[n]/1000/keys, n)
		}
		fmt.Println(b.String())
		traceTop(ctx, pg.name, events, keys, 16)
	}
}

// keyBreakdown splits each typed key's Event Timing entries into the
// three parts the browser measures: input delay (the event's timestamp to
// its first handler), processing (its handlers) and presentation (the end
// of its handlers to the next paint), per event type, as medians and p95s.
// The browser reports only entries of 16 ms or more (n counts them), the
// ones that make a keystroke's p95. It says which of the three a slow
// keystroke's time is.
func keyBreakdown() {
	atEachSize(func(ctx context.Context, size string) {
		const keys = 30
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
			window.__entries = [];
			new PerformanceObserver(l => { for (const e of l.getEntries()) if (e.interactionId) window.__entries.push([e.name, e.startTime, e.processingStart, e.processingEnd, e.duration]); })
				.observe({type: "event", durationThreshold: 16});
		})()`)); err != nil {
			fatal(err)
		}
		typeAtPace(ctx, keys)
		chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
		entries, err := chromedp.Run(ctx, chromedp.Evaluate[[][]any](`window.__entries`))
		if err != nil {
			fatal(err)
		}
		type parts struct{ delay, proc, present, dur []float64 }
		by := map[string]*parts{}
		for _, e := range entries {
			name := e[0].(string)
			st, ps, pe, d := e[1].(float64), e[2].(float64), e[3].(float64), e[4].(float64)
			p := by[name]
			if p == nil {
				p = &parts{}
				by[name] = p
			}
			p.delay = append(p.delay, ps-st)
			p.proc = append(p.proc, pe-ps)
			p.present = append(p.present, st+d-pe)
			p.dur = append(p.dur, d)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%d keys at %s, the entries of 16 ms or more: ms, median / p95\n", keys, size)
		for name, p := range by {
			fmt.Fprintf(&b, "  %-10s n=%-3d duration %5.1f / %5.1f  delay %5.1f / %5.1f  handlers %5.1f / %5.1f  to paint %5.1f / %5.1f\n", name, len(p.dur),
				browser.Percentile(p.dur, 50), browser.Percentile(p.dur, 95), browser.Percentile(p.delay, 50), browser.Percentile(p.delay, 95),
				browser.Percentile(p.proc, 50), browser.Percentile(p.proc, 95), browser.Percentile(p.present, 50), browser.Percentile(p.present, 95))
		}
		fmt.Println(b.String())
	})
}

// timelineKeys prints, for three keys at 40 B (or -size) typed at the benchmark's
// pace (the sixth to the eighth), the renderer main thread's work in time
// order (each task, where it was posted from, and what it ran, -depth
// levels deep, from 0.02 ms), from the key's keydown, and what invalidated
// style and layout during the first of them: what the totals of trace
// cannot say is when the work lands against the frames, and why.
func timelineKeys() {
	n, _ := oneSize()
	var ctx context.Context
	if *tlFloor {
		ctx = openMinimalWithURL(serveMinimal(), browser.URLOfSize(n))
	} else {
		ctx = openWithURL(browser.URLOfSize(n))
	}
	const keys = 12
	// What invalidated style and layout, each with its element and reason
	// (tracking it slows the page: the times printed are longer).
	events := traced(ctx, func() {
		typeAtPace(ctx, keys)
		chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
	}, "disabled-by-default-devtools.timeline.invalidationTracking")
	xs := mainThreadEvents(events)
	var downs []float64
	for _, e := range xs {
		if e.Name == "EventDispatch" && traceData(e, "type") == "keydown" {
			downs = append(downs, e.Ts)
		}
	}
	if len(downs) < 8 {
		fatal("too few keydowns in the trace")
	}
	for _, e := range events {
		// Instant events, on the page's renderer (the process of its main
		// thread's events).
		if strings.HasSuffix(e.Name, "InvalidationTracking") && e.Pid == xs[0].Pid && e.Ts >= downs[5] && e.Ts < downs[6] {
			fmt.Printf("%8.2f %s: %s (%s)\n", (e.Ts-downs[5])/1000, e.Name, traceData(e, "nodeName"), traceData(e, "reason"))
		}
	}
	nested(xs, func(e traceEvent, depth int) {
		if e.Ts < downs[5] || e.Ts >= downs[8] || depth > *tlDepth || e.Dur < 20 {
			return
		}
		k := 5
		for k+1 < len(downs) && downs[k+1] <= e.Ts {
			k++
		}
		fmt.Printf("%8.2f %s%-40s %6.2f ms\n", (e.Ts-downs[k])/1000, strings.Repeat("  ", depth), eventLabel(e), e.Dur/1000)
	})
}

// nested calls fn with each event of xs (mainThreadEvents': in order of
// their start, an enclosing event first) and the number of events of xs
// that enclose it.
func nested(xs []traceEvent, fn func(e traceEvent, depth int)) {
	var stack []int
	for i, e := range xs {
		for len(stack) > 0 && xs[stack[len(stack)-1]].Ts+xs[stack[len(stack)-1]].Dur <= e.Ts {
			stack = stack[:len(stack)-1]
		}
		fn(e, len(stack))
		stack = append(stack, i)
	}
}

// eventLabel is a trace event's name with what says more of it: its
// DOM event's type, a paint's data, the function or the place that
// posted its task.
func eventLabel(e traceEvent) string {
	name := e.Name
	if t := traceData(e, "type"); t != "" && t != "<nil>" {
		name += "(" + t + ")"
	}
	if e.Name == "Paint" {
		name += fmt.Sprint(" ", e.Args["data"])
	}
	if e.Name == "FunctionCall" {
		// Which listener or callback: its function and where it is.
		if u := traceData(e, "url"); u != "" && u != "<nil>" {
			name += fmt.Sprintf(" %s %s:%s", traceData(e, "functionName"), u[strings.LastIndex(u, "/")+1:], traceData(e, "lineNumber"))
		}
	}
	if f, ok := e.Args["src_func"].(string); ok {
		name += " <" + f + ">"
	} else if d, ok := e.Args["task"].(map[string]any); ok {
		name += fmt.Sprint(" <", d["posted_from"], ">")
	}
	return name
}

// keysAgainstFrames types the browser benchmark's keys (after its warm-up)
// at 40 B (or -size) under tracing, and prints one line per key: its
// interaction's duration by Event Timing (under 16 ms: "<16"), then from
// its keydown on the renderer's main thread: when its keypress task ran and
// for how long, when the frame after it began and how long it took, and
// every other task of 0.2 ms or more before that frame ended, and the
// other threads' work in the 40 ms after it (the compositor's, the GPU
// process's: a frame is on screen only once they are done). The slow
// keys' lines say what made them slow. With -floor, the minimal go-app
// page's keys.
func keysAgainstFrames() {
	n, _ := oneSize()
	var ctx context.Context
	if *tlFloor {
		ctx = openMinimalWithURL(serveMinimal(), browser.URLOfSize(n))
	} else {
		ctx = openWithURL(browser.URLOfSize(n))
	}
	typeAtPace(ctx, browser.Warmup)
	if err := chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond), chromedp.Evaluate[chromedp.Void](`(() => {
		window.__downs = [];
		window.__worst = new Map();
		document.addEventListener("keydown", e => window.__downs.push(e.timeStamp), true);
		new PerformanceObserver(l => {
			for (const e of l.getEntries()) {
				if (!e.interactionId) continue;
				const w = window.__worst.get(e.interactionId);
				if (!w || e.duration > w[1]) window.__worst.set(e.interactionId, [e.name, e.duration, e.startTime]);
			}
		}).observe({type: "event", durationThreshold: 16});
	})()`)); err != nil {
		fatal(err)
	}
	const keys = 40
	// The keys must reach the field: a page whose program mounted after
	// the field was filled has neither its text nor its focus.
	fieldLength := func() int {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.activeElement.id === "url-input" ? document.activeElement.value.length : -1`))
		if err != nil {
			fatal(err)
		}
		return n
	}
	before := fieldLength()
	each := 1
	if *paste {
		each = len(browser.PasteChunk)
	}
	defer func() {
		if after := fieldLength(); before < 0 || after != before+each*keys {
			fatal(fmt.Sprintf("the field held %d characters before the %d keys and %d after (-1: not focused): keys were lost", before, keys, after))
		}
	}()
	events := traced(ctx, func() {
		typeAtPace(ctx, keys)
		chromedp.Do(ctx, chromedp.Sleep(500*time.Millisecond))
	})
	type slow struct {
		name     string
		duration float64
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]any](`[window.__downs, Array.from(window.__worst.values())]`))
	if err != nil {
		fatal(err)
	}
	var downsAt []float64
	for _, v := range got[0].([]any) {
		downsAt = append(downsAt, v.(float64))
	}
	// An interaction's entries start at its keydown's time stamp, or
	// after it (its keypress, its keyup): each belongs to the last key
	// down at or before its start.
	worst := make([]slow, len(downsAt))
	for _, v := range got[1].([]any) {
		w := v.([]any)
		start := w[2].(float64)
		k := -1
		for i, d := range downsAt {
			if d <= start+0.5 {
				k = i
			}
		}
		if k >= 0 && w[1].(float64) > worst[k].duration {
			worst[k] = slow{w[0].(string), w[1].(float64)}
		}
	}
	// The main thread's tasks (the outermost events), each named by what
	// it ran first that says something.
	type task struct {
		at, dur float64
		what    string
	}
	xs := mainThreadEvents(events)
	var tasks []task
	var downs []float64
	end := -1.0
	for _, e := range xs {
		if e.Name == "EventDispatch" && traceData(e, "type") == "keydown" {
			downs = append(downs, e.Ts)
		}
		if e.Ts >= end {
			tasks = append(tasks, task{at: e.Ts, dur: e.Dur})
			end = e.Ts + e.Dur
			continue
		}
		t := &tasks[len(tasks)-1]
		if t.what != "" {
			continue
		}
		switch e.Name {
		case "EventDispatch":
			t.what = traceData(e, "type")
		case "WebFrameWidgetImpl::BeginMainFrame":
			t.what = "frame"
		case "TimerFire":
			t.what = "timer"
		case "ThreadControllerImpl::RunTask":
			if f, ok := e.Args["src_func"].(string); ok && f == "ScheduledActionSendBeginMainFrame" {
				t.what = "frame"
			} else if ok && f != "PostTaskToMainThread" {
				t.what = f
			}
		}
	}
	threads := threadNames(events)
	if len(downs) != len(downsAt) {
		fmt.Printf("(the trace has %d keydowns, the page %d: the lines below pair them in order)\n", len(downs), len(downsAt))
	}
	for i := range min(len(downs), len(downsAt)) {
		d := "<16"
		if worst[i].duration > 0 {
			d = fmt.Sprintf("%3.0f (%s)", worst[i].duration, worst[i].name)
		}
		next := math.Inf(1)
		if i+1 < len(downs) {
			next = downs[i+1]
		}
		line := fmt.Sprintf("key %2d %-16s", i+1, d)
		var frameEnd float64
		var others []string
		for _, t := range tasks {
			if t.at < downs[i]-3000 || t.at >= next {
				continue
			}
			rel := (t.at - downs[i]) / 1000
			switch {
			case t.what == "keypress":
				line += fmt.Sprintf(" keypress @%4.1f %4.1f ms", rel, t.dur/1000)
			case t.what == "frame" && frameEnd == 0 && t.at > downs[i]:
				line += fmt.Sprintf(" | frame @%4.1f %3.1f ms", rel, t.dur/1000)
				frameEnd = t.at + t.dur
			case t.dur >= 200 && (frameEnd == 0 || t.at < frameEnd) && t.what != "keydown":
				w := t.what
				if w == "" {
					w = "task"
				}
				others = append(others, fmt.Sprintf("%s @%.1f %.1f ms", w, rel, t.dur/1000))
			}
		}
		if len(others) > 0 {
			line += " | before: " + strings.Join(others, ", ")
		}
		line += " | " + otherThreads(events, threads, downs[i], min(next, downs[i]+40000))
		fmt.Println(line)
	}
}

// mainThreadEvents is the complete events of the page's renderer main
// thread (the busiest CrRendererMain of the trace), in order of their
// start, an enclosing event before those it holds.
func mainThreadEvents(events []traceEvent) []traceEvent {
	count := map[thread]int{}
	for _, e := range events {
		if e.Ph == "X" {
			count[thread{e.Pid, e.Tid}]++
		}
	}
	var main thread
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" && e.Args["name"] == "CrRendererMain" {
			if th := (thread{e.Pid, e.Tid}); count[th] > count[main] {
				main = th
			}
		}
	}
	var xs []traceEvent
	for _, e := range events {
		if e.Ph == "X" && e.Pid == main.pid && e.Tid == main.tid {
			xs = append(xs, e)
		}
	}
	slices.SortStableFunc(xs, func(a, b traceEvent) int {
		if c := cmp.Compare(a.Ts, b.Ts); c != 0 {
			return c
		}
		return cmp.Compare(b.Dur, a.Dur)
	})
	return xs
}

// interactionRounds types the browser benchmark's 40 keys (after its
// warm-up) at 40 B (or -size), untraced, five times, each in a tab of its
// own, and prints each round's Event Timing durations, sorted, and their
// p95 as the benchmark takes it: what a change (or -css) does to the
// keystroke table's cell, told in a minute rather than the table's seven,
// and without tracing's own cost, which slows every key.
func interactionRounds() {
	n, _ := oneSize()
	var all, exactAll []float64
	open := openWithURL
	if *tlFloor {
		minimal := serveMinimal()
		open = func(url string) context.Context { return openMinimalWithURL(minimal, url) }
	}
	for range 5 {
		ctx := open(browser.URLOfSize(n))
		w := browser.Warmup
		if v, err := strconv.Atoi(os.Getenv("KP_WARM")); err == nil {
			w = v
		}
		typeAtPace(ctx, w)
		if err := chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond), chromedp.Evaluate[chromedp.Void](`(() => {
			// The input event's listeners, all of them: from the first
			// (the window's, capturing) to the last (the window's,
			// bubbling).
			window.__script = [];
			let t0 = 0;
			window.addEventListener("input", () => { t0 = performance.now(); }, true);
			window.addEventListener("input", () => { window.__script.push(performance.now() - t0); });
			window.__worst = new Map();
			new PerformanceObserver(l => {
				for (const e of l.getEntries()) {
					if (e.interactionId) window.__worst.set(e.interactionId, Math.max(e.duration, window.__worst.get(e.interactionId) || 0));
				}
			}).observe({type: "event", durationThreshold: 16});
		})()`)); err != nil {
			fatal(err)
		}
		const keys = 40
		if *exact {
			ex, err := browser.TracedInteractions(ctx, func() error {
				typeAtPace(ctx, keys)
				return chromedp.Do(ctx, chromedp.Sleep(500*time.Millisecond))
			})
			if err != nil {
				fatal(err)
			}
			slices.Sort(ex)
			exactAll = append(exactAll, ex...)
			fmt.Printf("traced: %d keys, p95 %.1f, median %.1f ms; ", len(ex), browser.Percentile(ex, 95), browser.Percentile(ex, 50))
		} else {
			typeAtPace(ctx, keys)
			chromedp.Do(ctx, chromedp.Sleep(500*time.Millisecond))
		}
		ds, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`Array.from(window.__worst.values())`))
		if err != nil {
			fatal(err)
		}
		for len(ds) < keys {
			ds = append(ds, 0) // under 16 ms: not reported
		}
		script, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.__script`))
		if err != nil {
			fatal(err)
		}
		// Closed: a tab left open goes on running its page's timers
		// beside the next round's.
		chromedp.Cancel(ctx)
		slices.Sort(ds)
		all = append(all, ds...)
		slices.Sort(script)
		var sum float64
		for _, d := range script {
			sum += d
		}
		fmt.Printf("p95 %3.0f  %v  input script: mean %.2f, median %.2f, max %.2f ms\n", browser.Percentile(ds, 95), ds[len(ds)-12:],
			sum/float64(max(1, len(script))), browser.Percentile(script, 50), browser.Percentile(script, 100))
	}
	slices.Sort(all)
	var sum float64
	for _, d := range all {
		sum += d
	}
	fmt.Printf("all %d keys: p95 %.0f, mean %.1f ms (under 16 as 0)\n", len(all), browser.Percentile(all, 95), sum/float64(len(all)))
	if *exact {
		slices.Sort(exactAll)
		fmt.Printf("all %d keys, traced: p95 %.1f, median %.1f ms\n", len(exactAll), browser.Percentile(exactAll, 95), browser.Percentile(exactAll, 50))
	}
}

// thread is a trace's thread: its process and its own id.
type thread struct{ pid, tid int64 }

// threadNames is the name of each thread of the trace (its metadata).
func threadNames(events []traceEvent) map[thread]string {
	names := map[thread]string{}
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" {
			names[thread{e.Pid, e.Tid}] = fmt.Sprint(e.Args["name"])
		}
	}
	return names
}

// otherThreads sums, by thread name, the outermost tasks of every thread
// but the renderer's main one that began in [from, to) (trace µs): the
// compositor's, the raster workers', the GPU process's work on a key's
// frame, which delays its presentation without showing on the main thread.
func otherThreads(events []traceEvent, names map[thread]string, from, to float64) string {
	busy := map[string]float64{}
	last := map[thread]float64{}
	for _, e := range events {
		th := thread{e.Pid, e.Tid}
		n := names[th]
		if e.Ph != "X" || n == "CrRendererMain" || e.Ts < from || e.Ts >= to || e.Ts < last[th] {
			continue
		}
		last[th] = e.Ts + e.Dur
		busy[n] += e.Dur / 1000
	}
	var parts []string
	for n, d := range busy {
		if d >= 0.5 {
			parts = append(parts, fmt.Sprintf("%s %.1f", n, d))
		}
	}
	slices.Sort(parts)
	return strings.Join(parts, ", ")
}
