package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A view's first drawing. A view not shown is built when it is first shown
// (start.go's buildShownView), and the costliest (the comparison, the
// railroad diagram, the anatomy figure) then read the input and draw it:
// in the task of the view's mount, that held the page for one task of
// 80-230 ms at 4x CPU. They read and draw in tasks of their own after it
// (the gallery a few examples a task), and say meanwhile, as the panel
// did, that the view is being drawn.

// drawingLine says that a view is being drawn (hook: .view-building, which
// the tests and the benchmarks wait to be gone).
func drawingLine() app.UI {
	return app.P().Class("muted", "view-building").Text(ui("ui.view.drawing"))
}

// drawSteps calls step in a task of its own, the browser free before it,
// again and again until step reports that the drawing is whole. step
// draws what it adds in its own task (the component's Update, then
// drawNow), where go-app would draw it at its next frame, in a task that
// may come after other work.
func drawSteps(ctx app.Context, src app.UI, step func(ctx app.Context) (more bool)) {
	go func() {
		yieldToBrowser()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: src, Function: func(ctx app.Context) {
			if step(ctx) {
				drawSteps(ctx, src, step)
			}
		}})
	}()
}

// drawHalves draws a view in two tasks, each drawn at once: draw(ctx,
// true), its first half, now, and draw(ctx, false), the whole, in a task of
// its own. draw sets what the view's Render reads and asks for its Update
// (called on the view itself: through an interface, the call would keep
// every component's promoted Update in app.wasm, 32 functions and 18 KB).
// Mounted whole at once, each view drawn this way held the page for one
// task of 64-150 ms at 4x CPU, most of it go-app making its elements.
func drawHalves(ctx app.Context, src app.UI, draw func(ctx app.Context, half bool)) {
	draw(ctx, true)
	drawNow(ctx)
	drawSteps(ctx, src, func(ctx app.Context) bool {
		draw(ctx, false)
		drawNow(ctx)
		return false
	})
}

// drawNow draws the updates asked for so far in the current task.
func drawNow(ctx app.Context) {
	if d, ok := ctx.Dispatcher().(app.ClientDispatcher); ok {
		d.Consume()
	}
}
