package main

import (
	"cmp"
	"context"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
)

// profileViews opens the default page at -cpu's slow-down, lets it go
// quiet, then opens each view but the first, in the tabs' order, each
// under the sampling profiler from its tab's click until it is drawn:
// where bench/firstload's first opening of a view spends its time; then,
// as bench/firstload does, the list view's Generate form. With -floor, it
// then opens the same views in the floor: the page's own document, every
// view drawn, as a file with no program, its tabs switched by a few lines
// of script (viewsFloor); the form is not opened then, or the floor's list
// view would hold it drawn where the page's first list view did not.
func profileViews() {
	ctx := tab()
	emulatePhone(ctx)
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: *taskCPU}); err != nil {
		fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(playgroundURL())); err != nil {
		fatal(err)
	}
	if err := browser.WaitReady(ctx); err != nil {
		fatal(err)
	}
	addCSS(ctx)
	if err := chromedp.Do(ctx, chromedp.Sleep(3*time.Second)); err != nil {
		fatal(err)
	}
	ids, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('[role=tab][id^="tab-"]')].filter(t => t.getAttribute("aria-selected") !== "true").map(t => t.id.slice(4))`))
	if err != nil {
		fatal(err)
	}
	once := ids
	if *again > 0 {
		// Back to the first tab, then every view again.
		first, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('[role=tab][id^="tab-"]').id.slice(4)`))
		if err != nil {
			fatal(err)
		}
		for range *again {
			ids = append(append(ids, first), once...)
		}
	}
	if !*tlFloor {
		ids = append(ids, "generate")
	}
	openViews(ctx, ids)
	if *tlFloor {
		fmt.Println("== the same views in the page's own document, with no program")
		openViews(viewsFloor(ctx, once), ids)
	}
}

// openViews opens each view of ids in turn, as profileViews says.
func openViews(ctx context.Context, ids []string) {
	for _, id := range ids {
		// What the click opens: its target, the test that it is shown and
		// the test that it is drawn.
		target := "tab-" + id
		shown := fmt.Sprintf(`!document.getElementById("view-%s").hidden`, id)
		drawn := fmt.Sprintf(`(panel => !panel.hidden && panel.getAttribute("aria-busy") !== "true" && !panel.querySelector(".view-building") && panel.textContent.trim() !== "")(document.getElementById("view-%s"))`, id)
		if id == "generate" {
			if err := chromedp.Do(ctx, browser.ChooseTab("list", *keyboard),
				chromedp.Poll[chromedp.Void](`!document.getElementById("view-list").hidden && document.getElementById("generate-toggle")`, chromedp.WithPollingTimeout(time.Minute)),
				chromedp.Sleep(time.Second)); err != nil {
				fatal(err)
			}
			target, shown, drawn = "generate-toggle", `document.getElementById("generate").open`, `!!document.querySelector("#generate[open] #gen-seed")`
		}
		// The click is the browser's own (Input.dispatchMouseEvent), so
		// that Event Timing times it: from the click to the next frame
		// presented after its handlers. That frame shows the view if its
		// panel was shown when the frame began (the first
		// requestAnimationFrame after the click).
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => {
			const r = window.__open = {interaction: 0, firstFrameShows: null, drawnAt: 0, t0: 0, entries: []};
			new PerformanceObserver(l => {
				for (const e of l.getEntries()) {
					if (e.interactionId) r.interaction = Math.max(r.interaction, e.duration);
					if (r.t0 && e.startTime >= r.t0 - 50) r.entries.push(e.name + " " + [e.startTime - r.t0, e.processingStart - r.t0, e.processingEnd - r.t0, e.startTime + e.duration - r.t0].map(x => x.toFixed(0)).join("/"));
				}
			}).observe({type: "event", durationThreshold: 16});
			const tab = document.getElementById(%[1]q);
			tab.addEventListener("pointerdown", () => { r.t0 = performance.now(); }, {once: true});
			tab.addEventListener("click", () => {
				const clicked = performance.now();
				requestAnimationFrame(() => { r.firstFrameShows = %[2]s; });
				const poll = () => {
					if (%[3]s) r.drawnAt = performance.now() - clicked;
					else requestAnimationFrame(poll);
				};
				requestAnimationFrame(poll);
			}, {once: true});
		})()`, target, shown, drawn))); err != nil {
			fatal(err)
		}
		open := func() {
			if err := chromedp.Do(ctx, browser.StudentClick(target),
				chromedp.Poll[chromedp.Void](`window.__open.drawnAt > 0`, chromedp.WithPollingTimeout(time.Minute)),
				chromedp.Sleep(500*time.Millisecond)); err != nil {
				fatal(err)
			}
		}
		if *taskTree {
			// The browser's own account of the opening, by activity
			// (style, layout, paint, script), instead of the profile.
			var extra []string
			if *selStats {
				extra = append(extra, "disabled-by-default-blink.debug", "disabled-by-default-devtools.timeline.invalidationTracking")
			}
			events := traced(ctx, open, extra...)
			if *selStats {
				selectorTop(events, 12)
				invalidations(events)
			}
			if *tlDepth > 0 {
				traceTop(ctx, id, events, 1, 25)
				viewTimeline(events)
			}
			fmt.Printf("%-11s %s\n", id, releaseToFrame(events))
			chromedp.Do(ctx, chromedp.Sleep(time.Second))
			continue
		}
		prof := profiled(ctx, open)
		type opening struct {
			Interaction     float64  `json:"interaction"`
			FirstFrameShows bool     `json:"firstFrameShows"`
			DrawnAt         float64  `json:"drawnAt"`
			Entries         []string `json:"entries"`
		}
		o, err := chromedp.Run(ctx, chromedp.Evaluate[opening](`window.__open`))
		if err != nil {
			fatal(err)
		}
		profileTop(fmt.Sprintf("%s: the click's next frame in %.0f ms (Event Timing; 0: under 16), showing the view: %v; drawn %.0f ms after the click",
			id, o.Interaction, o.FirstFrameShows, o.DrawnAt), prof, 25)
		// Each event of the click from the pointer's press: its start,
		// handlers' start and end, and its next frame, ms after the press.
		fmt.Printf("  events (start/handlers from/to/next frame, ms after the press): %s\n", strings.Join(o.Entries, "; "))
		chromedp.Do(ctx, chromedp.Sleep(time.Second))
	}
}

// viewsFloor draws every view of ids in the playground of ctx, writes the
// document as it then is, without its scripts, and opens it in a tab of
// its own at the same slow-down, with the tabs switched as web/field.js
// switches them (the same attributes, in the click's turn) and nothing
// else: what showing each view costs the browser, the same elements and
// style sheet, with no program to answer the click.
func viewsFloor(ctx context.Context, ids []string) context.Context {
	first, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('[role=tab][id^="tab-"]').id.slice(4)`))
	if err != nil {
		fatal(err)
	}
	for _, id := range append(slices.Clone(ids), first) {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#tab-"+id)),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`!document.getElementById("view-%s").hidden && !document.querySelector("#view-%[1]s .view-building")`, id), chromedp.WithPollingTimeout(time.Minute)),
			chromedp.Sleep(500*time.Millisecond)); err != nil {
			fatal(err)
		}
	}
	doc, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
		const d = document.documentElement.cloneNode(true);
		d.querySelectorAll("script").forEach(s => s.remove());
		return "<!DOCTYPE html>" + d.outerHTML;
	})()`))
	if err != nil {
		fatal(err)
	}
	// The page's tab is closed: its timers would share the two cores.
	if err := chromedp.Cancel(ctx); err != nil {
		fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fatal(err)
	}
	files := http.FileServer(http.Dir(site.Site))
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, doc)
			return
		}
		files.ServeHTTP(w, r)
	}))
	fctx := tab()
	emulatePhone(fctx)
	if _, err := chromedp.Call(fctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: *taskCPU}); err != nil {
		fatal(err)
	}
	if err := chromedp.Do(fctx, chromedp.Navigate("http://"+ln.Addr().String()+"/"), chromedp.Sleep(2*time.Second)); err != nil {
		fatal(err)
	}
	addCSS(fctx)
	if err := chromedp.Do(fctx, chromedp.Evaluate[chromedp.Void](`document.addEventListener("click", (e) => {
		const tab = e.target instanceof Element && e.target.closest("#playground .tabs [role=tab][data-view]");
		if (!tab || tab.getAttribute("aria-selected") === "true") return;
		for (const t of tab.parentElement.querySelectorAll("[role=tab][data-view]")) {
			t.setAttribute("aria-selected", String(t === tab));
			t.setAttribute("tabindex", t === tab ? "0" : "-1");
			document.getElementById(t.getAttribute("aria-controls")).hidden = t !== tab;
		}
		document.getElementById("playground").dataset.mode = tab.dataset.view;
	})`), chromedp.Sleep(time.Second)); err != nil {
		fatal(err)
	}
	return fctx
}

// viewTimeline prints the page's main thread from a view's click (its
// mousedown) for 250 ms, -depth deep, each event of 1 ms or more: what
// stands between the click and the frame that shows the view.
func viewTimeline(events []traceEvent) {
	xs := mainThreadEvents(events)
	var t0 float64
	for _, e := range xs {
		if e.Name == "EventDispatch" && traceData(e, "type") == "mousedown" {
			t0 = e.Ts
			break
		}
	}
	if t0 == 0 {
		return
	}
	nested(xs, func(e traceEvent, depth int) {
		if e.Ts < t0 || e.Ts >= t0+250000 || depth > *tlDepth || e.Dur < 1000 {
			return
		}
		fmt.Printf("  %8.2f %s%-40s %6.2f ms\n", (e.Ts-t0)/1000, strings.Repeat("  ", depth), eventLabel(e), e.Dur/1000)
	})
}

// selectorTop prints the n selectors that took the longest to match over
// the trace's style recalculations (its SelectorStats events), with how
// often each was tried and matched.
func selectorTop(events []traceEvent, n int) {
	type stat struct {
		sel                string
		us, tried, matched float64
	}
	by := map[string]*stat{}
	for _, e := range events {
		if e.Name != "SelectorStats" {
			continue
		}
		st, _ := e.Args["selector_stats"].(map[string]any)
		ts, _ := st["selector_timings"].([]any)
		for _, t := range ts {
			m, _ := t.(map[string]any)
			sel := fmt.Sprint(m["selector"])
			if by[sel] == nil {
				by[sel] = &stat{sel: sel}
			}
			num := func(k string) float64 { f, _ := m[k].(float64); return f }
			by[sel].us += num("elapsed (us)")
			by[sel].tried += num("match_attempts")
			by[sel].matched += num("match_count")
		}
	}
	var all []*stat
	var total float64
	for _, st := range by {
		all = append(all, st)
		total += st.us
	}
	slices.SortFunc(all, func(a, b *stat) int { return cmp.Compare(b.us, a.us) })
	fmt.Printf("  selectors: %.1f ms matching in all\n", total/1000)
	for _, st := range all[:min(n, len(all))] {
		fmt.Printf("  %7.2f ms %7.0f tried %6.0f matched  %s\n", st.us/1000, st.tried, st.matched, st.sel)
	}
}

// invalidations prints what invalidated style and layout from the
// click's release on: each kind of invalidation with its reason and what
// changed, how many elements it named, and the first few of them.
func invalidations(events []traceEvent) {
	var from float64
	for _, e := range mainThreadEvents(events) {
		if e.Name == "EventHandler::handleMouseReleaseEvent" {
			from = e.Ts
			break
		}
	}
	type kind struct{ name, why string }
	count := map[kind]int{}
	nodes := map[kind][]string{}
	var order []kind
	for _, e := range events {
		if !strings.HasSuffix(e.Name, "InvalidationTracking") || e.Ts < from || e.Ts > from+150000 {
			continue
		}
		why := traceData(e, "reason")
		for _, k := range []string{"changedAttribute", "changedClass", "changedId", "changedPseudo", "selectorPart"} {
			if v := traceData(e, k); v != "" && v != "<nil>" {
				why += " " + k + "=" + v
			}
		}
		k := kind{strings.TrimSuffix(e.Name, "InvalidationTracking"), why}
		if count[k] == 0 {
			order = append(order, k)
		}
		count[k]++
		if len(nodes[k]) < 4 {
			nodes[k] = append(nodes[k], traceData(e, "nodeName"))
		}
	}
	for _, k := range order {
		fmt.Printf("  %5d× %s: %s (%s)\n", count[k], k.name, k.why, strings.Join(nodes[k], ", "))
	}
}

// releaseToFrame says, from the main thread's trace of a view's click,
// how long it took from the button's release to the end of the next
// frame's commit, and of what: the release's handling (of which the
// click's listeners) and the frame's lifecycle and commit. These are the
// page's own costs without Event Timing's 8 ms steps and its wait for
// the display.
func releaseToFrame(events []traceEvent) string {
	xs := mainThreadEvents(events)
	var rel, click, life traceEvent
	for _, e := range xs {
		switch {
		case rel.Ts == 0 && e.Name == "EventHandler::handleMouseReleaseEvent":
			rel = e
		case rel.Ts > 0 && click.Ts == 0 && e.Name == "EventDispatch" && traceData(e, "type") == "click" && e.Ts < rel.Ts+rel.Dur:
			click = e
		case rel.Ts > 0 && life.Ts == 0 && e.Name == "WebFrameWidgetImpl::UpdateLifecycle" && e.Ts >= rel.Ts+rel.Dur:
			life = e
		case life.Ts > 0 && e.Name == "Commit" && e.Ts >= life.Ts:
			end := e.Ts + e.Dur
			return fmt.Sprintf("release → frame committed %5.1f ms: release %5.1f (click listeners %4.1f), then %4.1f waiting, frame %4.1f + commit %4.1f",
				(end-rel.Ts)/1000, rel.Dur/1000, click.Dur/1000, (life.Ts-rel.Ts-rel.Dur)/1000, life.Dur/1000, e.Dur/1000)
		}
	}
	return "no release and frame in the trace"
}

// emulatePhone gives ctx's tab a phone's window with -phone, as
// bench/firstload's.
func emulatePhone(ctx context.Context) {
	if !*phone {
		return
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(412, 823, chromedp.EmulateMobile)); err != nil {
		fatal(err)
	}
}
