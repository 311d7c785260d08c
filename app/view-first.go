package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A view's first drawing. A view not shown is built when it is first shown
// (start.go's buildShownView), and the costliest (the comparison, the
// railroad diagram) then read the input with every reader and draw it:
// in the task of the view's mount, that held the page for one task of
// 150-230 ms at 4x CPU. They read and draw in tasks of their own after
// it, and say meanwhile, as the panel did, that the view is being drawn.

// drawingLine says that a view is being drawn (hook: .view-building, which
// the tests and the benchmarks wait to be gone).
func drawingLine() app.UI {
	return app.P().Class("muted", "view-building").Text(ui("ui.view.drawing"))
}
