package e2e

// Where a keystroke's time goes (issue 27): the browser's own sampling
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
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
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

func TestProfile(t *testing.T) {
	if os.Getenv("E2E_PROFILE") == "" {
		t.Skip("a tool: set E2E_PROFILE=1")
	}
	for _, sz := range interactionSizes {
		t.Run(strings.ReplaceAll(sz.name, " ", ""), func(t *testing.T) {
			ctx := newTab(t, withTimeout(5*time.Minute))
			if err := open(ctx, "/"); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			quoted, _ := json.Marshal(benchURLOfSize(sz.n))
			if err := chromedp.Do(ctx,
				chromedp.Evaluate[chromedp.Void](fmt.Sprintf(setFieldJS, quoted)),
				chromedp.Sleep(time.Second),
			); err != nil {
				t.Fatal(err)
			}
			prof := profiled(t, ctx, func() {
				for i := range 30 {
					if err := chromedp.Do(ctx, chromedp.KeyEvent(string(rune('a'+i%26))), chromedp.Sleep(benchPause)); err != nil {
						t.Fatal(err)
					}
				}
				chromedp.Do(ctx, chromedp.Sleep(500*time.Millisecond))
			})
			profileTop(t, "30 keys at "+sz.name, prof, 25)
		})
	}
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
