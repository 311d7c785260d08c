package e2e

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestKeyBreakdown splits each typed key's Event Timing entries into the
// three parts the browser measures: input delay (the event's timestamp to
// its first handler), processing (its handlers) and presentation (the end
// of its handlers to the next paint), per event type, as medians and p95s.
// The browser reports only entries of 16 ms or more (n counts them), the
// ones that make a keystroke's p95. It says which of the three a slow
// keystroke's time is. A tool, like TestProfile: E2E_PROFILE=1.
func TestKeyBreakdown(t *testing.T) {
	if os.Getenv("E2E_PROFILE") == "" {
		t.Skip("a tool: set E2E_PROFILE=1")
	}
	atEachSize(t, func(t *testing.T, ctx context.Context, size string) {
		const keys = 30
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
			window.__entries = [];
			new PerformanceObserver(l => { for (const e of l.getEntries()) if (e.interactionId) window.__entries.push([e.name, e.startTime, e.processingStart, e.processingEnd, e.duration]); })
				.observe({type: "event", durationThreshold: 16});
		})()`)); err != nil {
			t.Fatal(err)
		}
		typeAtPace(t, ctx, keys)
		chromedp.Do(ctx, chromedp.Sleep(300*time.Millisecond))
		entries, err := chromedp.Run(ctx, chromedp.Evaluate[[][]any](`window.__entries`))
		if err != nil {
			t.Fatal(err)
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
				percentile(p.dur, 50), percentile(p.dur, 95), percentile(p.delay, 50), percentile(p.delay, 95),
				percentile(p.proc, 50), percentile(p.proc, 95), percentile(p.present, 50), percentile(p.present, 95))
		}
		t.Log(b.String())
	})
}
