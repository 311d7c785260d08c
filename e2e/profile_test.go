package e2e

// Where a keystroke's time goes: the browser's own sampling
// profiler (CDP Profiler domain) over keys typed into the playground, and
// over a 5 MB paste, summarized as the functions with the most self time.
// A tool, not a test: it runs only with E2E_PROFILE set,
//
//	E2E_PROFILE=1 E2E_SITE=... go test ./e2e -run TestProfile -v
//
// and with a site whose app.wasm keeps its names (built without -s), the
// wasm functions are named by their Go names.

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// profileTop prints the n functions with the most self time in prof, and
// the total time sampled.
func profileTop(t *testing.T, what string, prof *profiler.Profile, n int) {
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
	if dir := os.Getenv("E2E_PROFILE_OUT"); dir != "" {
		writeFolded(t, filepath.Join(dir, strings.ReplaceAll(what, " ", "_")+".folded"), self, parent, name)
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
	t.Log(b.String())
}

// writeFolded writes the profile as folded stacks, one line per stack,
// "root;…;leaf µs", the input of flame-graph tools and of grep: with
// E2E_PROFILE_OUT=DIR, the tools above write one file per measurement.
func writeFolded(t *testing.T, file string, self map[int64]float64, parent map[int64]int64, name map[int64]string) {
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
		t.Fatal(err)
	}
}

// profiled runs fn under the sampling profiler and returns the profile.
func profiled(t *testing.T, ctx context.Context, fn func()) *profiler.Profile {
	if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	fn()
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, profiler.Disable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	return res.Profile
}

// openWithURL opens the playground, waits for it, and puts url in the
// field, a second before the keys the tools measure.
func openWithURL(t *testing.T, url string) context.Context {
	t.Helper()
	ctx := newTab(t, withTimeout(5*time.Minute))
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	quoted, _ := json.Marshal(url)
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(setFieldJS, quoted)),
		chromedp.Sleep(time.Second),
	); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// atEachSize runs measure in a subtest per size of interactionSizes, on
// the playground with a URL of that size in its field (openWithURL).
func atEachSize(t *testing.T, measure func(t *testing.T, ctx context.Context, size string)) {
	for _, sz := range interactionSizes {
		t.Run(strings.ReplaceAll(sz.name, " ", ""), func(t *testing.T) {
			measure(t, openWithURL(t, benchURLOfSize(sz.n)), sz.name)
		})
	}
}

// typeAtPace types n letters at the end of the field, benchPause apart,
// as the browser benchmark does.
func typeAtPace(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	for i := range n {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(string(rune('a'+i%26))), chromedp.Sleep(benchPause)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestProfile(t *testing.T) {
	if os.Getenv("E2E_PROFILE") == "" {
		t.Skip("a tool: set E2E_PROFILE=1")
	}
	atEachSize(t, func(t *testing.T, ctx context.Context, size string) {
		prof := profiled(t, ctx, func() {
			typeAtPace(t, ctx, 30)
			chromedp.Do(ctx, chromedp.Sleep(500*time.Millisecond))
		})
		profileTop(t, "30 keys at "+size, prof, 25)
	})
	t.Run("paste5MB", func(t *testing.T) {
		ctx := newTab(t, withTimeout(5*time.Minute))
		if err := open(ctx, "/"); err != nil {
			t.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			t.Fatal(err)
		}
		prof := profiled(t, ctx, func() {
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
				t.Fatal(err)
			}
			for i := range 5 {
				chromedp.Do(ctx, chromedp.KeyEvent(string(rune('a'+i))), chromedp.Sleep(benchPause))
			}
			chromedp.Do(ctx, chromedp.Sleep(time.Second))
		})
		profileTop(t, "5 MB paste and 5 keys", prof, 30)
	})
}

// TestTraceKeys is the browser's own timeline (the Performance panel's
// trace) over keys typed into the playground, summarized as the renderer
// main thread's self time by activity: what the sampling profiler above
// calls "(program)" — style, layout, paint, hit tests — besides the script.
// A tool, like TestProfile: E2E_PROFILE=1.
func TestTraceKeys(t *testing.T) {
	if os.Getenv("E2E_PROFILE") == "" {
		t.Skip("a tool: set E2E_PROFILE=1")
	}
	atEachSize(t, func(t *testing.T, ctx context.Context, size string) {
		const keys = 30
		events := traced(t, ctx, func() {
			typeAtPace(t, ctx, keys)
			chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
		})
		traceTop(t, ctx, fmt.Sprintf("%d keys at %s", keys, size), events, keys, 20)
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
// categories) and returns the events.
func traced(t *testing.T, ctx context.Context, fn func()) []traceEvent {
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
		TraceConfig: &tracing.TraceConfig{IncludedCategories: []string{
			"devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink", "__metadata",
		}},
	}); err != nil {
		t.Fatal(err)
	}
	fn()
	if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("tracing did not complete")
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
func traceTop(t *testing.T, ctx context.Context, what string, events []traceEvent, keys, n int) {
	type thread struct{ pid, tid int64 }
	var main thread
	for _, e := range events {
		if e.Ph == "M" && e.Name == "thread_name" && e.Args["name"] == "CrRendererMain" {
			main = thread{e.Pid, e.Tid}
			// The page's renderer is the busiest one; count below.
		}
	}
	count := map[thread]int{}
	for _, e := range events {
		if e.Ph == "X" {
			count[thread{e.Pid, e.Tid}]++
		}
	}
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
		return cmp.Compare(b.Dur, a.Dur) // the enclosing one first
	})
	self := map[string]float64{}
	calls := map[string]int{}
	script := map[string]float64{} // script time by what ran it
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
	var styled, laid float64
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
			}
		}
	}
	fmt.Fprintf(&b, "  elements restyled per key: %.0f; layout objects dirty per key: %.0f\n", styled/float64(keys), laid/float64(keys))
	t.Log(b.String())
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

// TestTraceBesideFloor types the same keys at 40 B into the minimal go-app
// page (bench/benchmin, the benchmark's floor) and into the playground,
// under the browser's tracing, and prints for each the CPU time per key of
// every thread that worked (top-level trace events, thread time), then the
// renderer main thread's activities (traceTop). It says what the
// playground's keystroke costs the browser beyond the floor's, thread by
// thread. A tool, like TestProfile: E2E_PROFILE=1.
func TestTraceBesideFloor(t *testing.T) {
	if os.Getenv("E2E_PROFILE") == "" {
		t.Skip("a tool: set E2E_PROFILE=1")
	}
	minimal, _ := serveOwn(t, http.FileServer(http.Dir(benchminSite(t))))
	for _, pg := range []struct{ name, url string }{{"minimal go-app page", minimal + "/"}, {"the playground", baseURL + "/"}} {
		ctx := newTab(t, withTimeout(5*time.Minute))
		if err := chromedp.Do(ctx, chromedp.Navigate(pg.url)); err != nil {
			t.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			t.Fatal(err)
		}
		quoted, _ := json.Marshal(benchURLOfSize(40))
		if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS("#url-input")),
			chromedp.Evaluate[chromedp.Void](fmt.Sprintf(setFieldJS, quoted)), chromedp.Sleep(time.Second)); err != nil {
			t.Fatal(err)
		}
		typeAtPace(t, ctx, interactionWarmup)
		const keys = 30
		events := traced(t, ctx, func() {
			typeAtPace(t, ctx, keys)
			chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
		})
		type thread struct{ pid, tid int64 }
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
		t.Log(b.String())
		traceTop(t, ctx, pg.name, events, keys, 16)
	}
}
