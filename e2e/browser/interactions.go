package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TracedInteractions runs fn while the browser traces its Event Timing
// (the "devtools.timeline" category alone), and returns the duration of
// each interaction that began meanwhile: the longest of its events' (a
// key's keydown, keypress and keyup), from the key's event to the next
// frame presented after its handlers, in ms, as the browser measured it.
//
// The Event Timing API gives the same durations rounded to 8 ms, and
// none under its threshold of 16 ms: a key of 15 ms counts as 0 there and
// one of 17 ms as 16 or 24, so that a difference between two pages whose
// keys sit around a frame can read as 24 ms when it is 10. The trace has
// every event, unrounded. Tracing costs each page alike a little time.
func TracedInteractions(ctx context.Context, fn func() error) ([]float64, error) {
	type timing struct {
		Name string `json:"name"`
		Ph   string `json:"ph"`
		Pid  int64  `json:"pid"`
		Args struct {
			Data struct {
				InteractionID float64 `json:"interactionId"`
				Duration      float64 `json:"duration"`
			} `json:"data"`
		} `json:"args"`
	}
	type interaction struct {
		pid int64
		id  float64
	}
	var (
		mu     sync.Mutex
		raws   [][]byte
		done   = make(chan struct{})
		closed bool
	)
	lctx, stop := context.WithCancel(ctx)
	defer stop()
	chromedp.Listen(lctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			for _, v := range ev.Value {
				raws = append(raws, []byte(v)) // read below: the listener must not be slow
			}
		case *tracing.EventTracingComplete:
			if !closed {
				closed = true
				close(done)
			}
		}
	})
	if _, err := chromedp.Call(ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: []string{"devtools.timeline"}},
	}); err != nil {
		return nil, err
	}
	ferr := fn()
	if _, err := chromedp.Call(ctx, tracing.End, cdp.Empty{}); err != nil {
		return nil, errors.Join(ferr, err)
	}
	select {
	case <-done:
	case <-time.After(time.Minute):
		return nil, errors.Join(ferr, errors.New("the trace did not complete"))
	}
	if ferr != nil {
		return nil, ferr
	}
	mu.Lock()
	defer mu.Unlock()
	worst := map[interaction]float64{}
	for _, raw := range raws {
		var e timing
		// The begin event of each Event Timing entry holds its data.
		if json.Unmarshal(raw, &e) != nil || e.Name != "EventTiming" || e.Ph != "b" || e.Args.Data.InteractionID == 0 {
			continue
		}
		k := interaction{e.Pid, e.Args.Data.InteractionID}
		worst[k] = max(worst[k], e.Args.Data.Duration)
	}
	ds := make([]float64, 0, len(worst))
	for _, d := range worst {
		ds = append(ds, d)
	}
	return ds, nil
}

// StudentClick clicks the element whose id is target as a student does,
// by the browser's own input (Input.dispatchMouseEvent), so that Event
// Timing times it: the target scrolled into view first (what a scroll
// brings into view catches up meanwhile), the pointer on it, then the
// press and, 80 ms later, the release (chromedp.Click releases at once).
func StudentClick(target string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, _ *chromedp.Target) (chromedp.Void, error) {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[[2]float64](fmt.Sprintf(`(() => {
			const t = document.getElementById(%q);
			t.scrollIntoView({block: "center"});
			const b = t.getBoundingClientRect();
			return [b.x + b.width / 2, b.y + b.height / 2];
		})()`, target)))
		if err != nil {
			return chromedp.Void{}, err
		}
		x, y := at[0], at[1]
		return chromedp.Void{}, chromedp.Do(ctx, chromedp.Sleep(time.Second),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
			chromedp.Sleep(300*time.Millisecond),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(1)),
			chromedp.Sleep(80*time.Millisecond),
			chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonType(input.MouseButtonLeft), chromedp.ClickCount(1)))
	}
}

// ChooseTab chooses the workspace's tab whose id is "tab-"+view: by the
// browser's own click, or with keys by Left from the tab after it, which
// must be the one chosen (the tab list selects what its arrows reach), as
// a keyboard user moves along the tabs.
func ChooseTab(view string, keys bool) chromedp.Action[chromedp.Void] {
	if !keys {
		return chromedp.Click(chromedp.CSS("#tab-" + view))
	}
	return func(ctx context.Context, _ *chromedp.Target) (chromedp.Void, error) {
		return chromedp.Void{}, chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#tab-"+view+" + [role=tab]")), chromedp.KeyEvent(kb.ArrowLeft))
	}
}
