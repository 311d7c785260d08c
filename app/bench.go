//go:build bench

package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The keystroke timings e2e/bench_test.go reads, in a benchmark build only
// (go build -tags bench; make bench builds such a site of its own): the
// site as built for readers has none of this (bench_off.go), and its
// keystroke pays for no callback it does not need. Even here they are
// recorded only when the address has ?bench:
//
//	window.__keystrokeTimings  per key, ms from the input event to the first animation frame after it
//	window.__keystrokeSteps    per key, [to onInput, parse and caret, redraw] in ms
//	window.__firstResult       performance.now() in the go-app update after the first reading
type benchHooks struct {
	on         bool
	t0, t1, t2 float64   // the input event's timestamp, onInput's start, the reading done
	frameFn    app.Func  // records the first animation frame after a keystroke
	frameID    app.Value // the requestAnimationFrame of frameFn pending, if any
}

// now is performance.now(), in milliseconds.
func now() float64 { return app.Window().Get("performance").Call("now").Float() }

func (b *benchHooks) mount() {
	b.on = strings.Contains(app.Window().Get("location").Get("search").String(), "bench")
	if !b.on {
		return
	}
	b.frameFn = app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Get("__keystrokeTimings").Call("push", now()-b.t0)
		return nil
	})
	app.Window().Set("__keystrokeTimings", app.ValueOf([]any{}))
	app.Window().Set("__keystrokeSteps", app.ValueOf([]any{}))
}

func (b *benchHooks) dismount() {
	// A keystroke just before leaving (a click on a link) leaves its frame
	// callback pending: it must not run once released.
	if b.frameID != nil && b.frameID.Truthy() {
		app.Window().Call("cancelAnimationFrame", b.frameID)
	}
	if b.frameFn != nil {
		b.frameFn.Release()
		b.frameFn = nil
	}
}

func (b *benchHooks) firstResult(ctx app.Context) {
	if b.on {
		ctx.Defer(func(app.Context) { app.Window().Set("__firstResult", now()) })
	}
}

func (b *benchHooks) keyStart(e app.Value) {
	if b.on {
		b.t0, b.t1 = e.Get("timeStamp").Float(), now()
	}
}

func (b *benchHooks) keyRead() {
	if b.on {
		b.t2 = now()
	}
}

func (b *benchHooks) keyDrawn() {
	if b.on {
		t3 := now()
		app.Window().Get("__keystrokeSteps").Call("push", app.ValueOf([]any{b.t1 - b.t0, b.t2 - b.t1, t3 - b.t2}))
	}
}

func (b *benchHooks) keyDone() {
	if b.frameFn != nil {
		b.frameID = app.Window().Call("requestAnimationFrame", b.frameFn)
	}
}
