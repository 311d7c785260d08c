package main

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The start of the parser in the browser. The page as built already shows
// the field, its colours and the verdict (prerender.go); the start must
// neither draw them again nor hold the page's only thread for long, or a
// class on school phones (the CPU four times slower) sees the reading
// flash and cannot type for seconds.
//
//   - The playground reads the address before its first render (OnInit),
//     so that the first render is the reading, not a loading line that the
//     next render replaces.
//   - go-app v9 builds the page anew and swaps it in; web/field.js
//     (urlField.adopt, called just before go-app mounts) lends it the
//     prerendered nodes instead, so the field (its focus, its caret, what
//     was typed meanwhile), its layer, the verdict and the diagnostics are
//     the nodes the reader already sees.
//   - The first render holds only what the page was built with, plus empty
//     places for the rest: the highlight, then the inspector and the view
//     shown are built afterwards, one per task (startSlices), each after
//     the browser has had a turn to paint and to deliver a key.
//   - A view not shown is not built at the start at all: most students
//     never open half the views, and each cost the start a task of 140-250
//     ms at 4x CPU. It is built when it is first shown (buildShownView),
//     and the views the page prints with when the page is printed
//     (browser.go's beforeprint).

// The slices of the start, in order: what p.slice must reach for each.
const (
	sliceHighlight = 1 // the strip under the field
	sliceSide      = 2 // the inspector and the view shown
	// sliceAll builds nothing: the page is built, and from then on, not
	// before, the playground is data-ready="true" (tests, and readers of
	// that hook, see every panel and the view shown; app.js registers the
	// service worker only then: app/appjs.go). A slice of its own, set by
	// hand (readyHook) once the slice before is mounted: drawn with that
	// slice, go-app set the attribute before it mounted what the slice
	// added, and that mount breaks, so the hook said ready too soon.
	sliceAll = 3
)

// OnInit reads the address before the first render (OnNav comes after
// it): see the top of this file.
func (p *playground) OnInit() {
	p.noStorage = storageRefused()
	if p.ws == nil {
		p.ws = p.newWorkspace()
	}
	if app.IsClient && p.ws.Res == nil {
		first := !pageStart.started // the page's first start, not a return from /rfc
		if first {
			pageStart.starting, pageStart.started = true, true // starting until the last slice (startSlices)
			mountBreak()                                       // between go-app's own start and the reading
		}
		p.readAddress()
		if langFailed {
			p.ws.Status, langFailed = ui("ui.lang.failed"), false
		}
		if first {
			mountBreak() // between the reading and the first render
		}
	}
}

// startState is the start's clock, for mountBreak. Only the page's first
// start breaks: when the reader comes back from /rfc, go-app builds the
// playground apart and swaps it in at the end, and a break would leave
// /rfc on screen, its links still live, while the playground is half
// built.
//
// The playground alone starts and ends the start (OnInit, startSlices,
// OnDismount, and a view's first build, buildShownView); yieldToBrowser and afterNextFrame restart the task's
// clock; mountBreak, from every component's OnInit, only reads it.
// pageStart is package-level because the page has one thread and the
// browser one task at a time, and go-app mounts the components it breaks
// between with nothing of the playground's to reach it through; no
// component hands another data in it. (Plain fields, not methods: each
// function costs app.wasm bytes.)
type startState struct {
	starting  bool      // the playground's first mount or its slices are under way
	started   bool      // the page's first start has begun
	taskBegan time.Time // when the browser's current task began
}

var pageStart startState

// taskBudget is how long a task of the start runs before mountBreak ends
// it. A task then runs over it by what the component being mounted costs.
// 4 ms rather than a frame's 16: Lighthouse's mobile run measures the
// tasks on a fast machine and counts each four times as long, so a task
// of 13 ms there is a long task of its total blocking time, and a budget
// of 8 ms left a component's overrun a few milliseconds to spare (a
// shared link's Performance 74-75 at 8 ms, 78-81 at 4, three runs each
// in turn; at 2 ms the start took a tenth longer at 4x CPU, the browser
// laying the page out between more tasks). On a phone a break costs only
// the browser's turn, a message, not a timer's 4 ms (docs/PERFORMANCE.md,
// "The first load on a school phone").
const taskBudget = 4 * time.Millisecond

// mountBreak ends the browser's task in the middle of the start's work
// once the task has run for taskBudget, and goes on in the next. Called
// by a component as go-app begins to mount it (OnInit), it splits the
// first mount and the slices between components.
//
// What the reader sees meanwhile is consistent. go-app mounts in document
// order and sets each element's attributes before it mounts its children:
// in the first mount, what go-app has reached is mounted and the rest is
// still the prerendered page (web/field.js lends its nodes); in a slice,
// the new view is built apart and put in the page once it is whole. The
// page's callbacks from JavaScript (browser.go) only dispatch work to
// go-app's goroutine, which is the one waiting here: a key typed meanwhile
// is read, in its order, once the mount is done.
func mountBreak() {
	if pageStart.starting && time.Since(pageStart.taskBegan) > taskBudget {
		mark("start: break")
		yieldToBrowser()
	}
}

// mark names a moment of the start in the browser's performance timeline
// (DevTools' Performance panel, bench/firstload -v): which task is which.
func mark(name string) {
	if app.IsClient {
		app.Window().Get("performance").Call("mark", name)
	}
}

// built reports whether the start has built slice s. The prerendered page
// (p.prerendered) builds none of them; a page not in a browser (tests)
// builds them all.
func (p *playground) built(s int) bool {
	return p.slice >= s || !app.IsClient && !p.prerendered
}

// viewBuilt reports whether view i is drawn: once the start has built
// the view shown, each view that has been shown (or printed). A view, once
// drawn, stays drawn. A page not in a browser (tests) draws them all.
func (p *playground) viewBuilt(i int) bool {
	if !p.built(sliceSide) {
		return false
	}
	return !app.IsClient || p.builtViews&(1<<i) != 0
}

// drawView is view i's content, or nothing until it is built: a line
// saying it is being drawn when it is the view shown (buildShownView
// draws it in a task of its own, after the frame that shows the tab).
func (p *playground) drawView(i int, s viewState) app.UI {
	if !p.viewBuilt(i) {
		if p.viewBuilding(i) {
			return drawingLine()
		}
		return nil
	}
	return views[i].Draw(s)
}

// viewBuilding reports whether view i is shown but not drawn yet.
func (p *playground) viewBuilding(i int) bool {
	return i == p.ws.View && p.built(sliceSide) && !p.viewBuilt(i)
}

// buildShownView draws the view shown, if it is not drawn yet, in a task
// of its own after the next frame: the frame shows its tab chosen and its
// panel saying it is being drawn, within a frame of the click, and the
// view's first mount (up to 250 ms at 4x CPU for the railroad view) is
// split into tasks of about taskBudget by mountBreak, as the start's are.
// A key typed meanwhile is read once the view is drawn.
func (p *playground) buildShownView(ctx app.Context) {
	if !app.IsClient || p.buildSoon || !p.viewBuilding(p.ws.View) {
		return
	}
	p.buildSoon = true
	go func() {
		afterNextFrame()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
			p.buildSoon = false
			i := p.ws.View
			if !p.viewBuilding(i) {
				return
			}
			mark("view: build " + views[i].ID)
			p.builtViews |= 1 << i
			was := pageStart.starting
			pageStart.starting = true // mountBreak splits the view's mount
			p.flush(ctx)
			pageStart.starting = was
			p.observePanels()
			mark("view: built " + views[i].ID)
		}})
	}()
}

// buildPrinted draws the views the printed page shows (web/app.css's
// print rules: the anatomy figure, the railroad diagram, the derivation)
// at once, before the browser lays the page out for print.
func (p *playground) buildPrinted(ctx app.Context) {
	if app.Window().Get("document").Get("documentElement").Get("classList").Call("contains", "print-worksheet").Bool() {
		return // the list's worksheet is printed alone (worksheet.go)
	}
	n, screen := p.builtViews, p.screenViews
	for i, v := range views {
		switch v.ID {
		case "derivation", "railroad", "anatomy":
			p.builtViews |= 1 << i
		}
	}
	// The views hidden since they were shown are drawn for paper now.
	p.screenViews &= 1 << p.ws.View
	if n != p.builtViews || screen != p.screenViews {
		p.flush(ctx)
	}
}

// startHighlight is the highlight, or nothing until it is built.
func (p *playground) startHighlight(hl *parser.Result) app.UI {
	if !p.built(sliceHighlight) {
		return nil
	}
	return &highlightView{IResult: hl, live: &p.live.highlight}
}

// startSlices builds the rest of the page after the first render, one
// slice per task.
func (p *playground) startSlices(ctx app.Context) {
	if !app.IsClient || p.slice >= sliceAll {
		return
	}
	go func() {
		// The browser runs what waits (a paint, a key) before each slice.
		yieldToBrowser()
		// Drawn in this task: in go-app's next frame, slices came together.
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
			p.slice++
			mark("start: slice " + strconv.Itoa(p.slice))
			if p.slice == sliceSide {
				p.builtViews |= 1 << p.ws.View
			}
			if p.slice < sliceAll {
				p.flush(ctx) // the last slice: only the hook (readyHook)
			}
			if p.slice == sliceSide || p.slice == sliceAll {
				// The panels the observer watches are in the page now.
				p.observePanels()
			}
			if p.slice == sliceAll {
				pageStart.starting = false
				readyHook()
				warmViews()
			}
			p.startSlices(ctx)
		}})
	}()
}

// warmViews asks the worker that compiled app.wasm to compile the views'
// code (app.js's rfc1738WarmViews, which waits for a second without a key
// or a press; warm_wasm.go), once: a view's first opening then does not
// compile it on the page's thread. Asked only once the start is done, as
// the worker's run beside the start made the start's tasks longer on a
// two-core machine.
func warmViews() {
	// (Called as the window's method: an app.Value's Invoke, called
	// through the interface, kept 10 KB of methods in app.wasm.)
	if w := app.Window(); w.Get("rfc1738WarmViews").Truthy() {
		w.Call("rfc1738WarmViews")
		w.Set("rfc1738WarmViews", nil)
	}
}

// startRead says that the parser has read the field: web/field.js marks
// <html> input-ahead when the field holds another input than the reading
// the page was built with (web/app.css dims that reading); from the first
// render on, the reading is the field's. (web/field.js stops marking once
// the parser listens to the field: urlField.caret is set, in OnMount.)
func startRead() {
	if app.IsClient {
		app.Window().Get("document").Get("documentElement").Get("classList").Call("remove", "input-ahead")
	}
}

// adoptPrerendered asks web/field.js to lend go-app the prerendered
// page's nodes when it mounts (see the top of this file); go-app calls
// document.createElement from here on.
func adoptPrerendered() {
	if !app.IsClient {
		return
	}
	if f := app.Window().Get("urlField"); f.Truthy() && f.Get("adopt").Truthy() {
		f.Call("adopt")
	}
}

// adoptDone restores what urlField.adopt replaced, if go-app's mount has
// not already (it does when it puts the page in place).
func adoptDone() {
	if f := app.Window().Get("urlField"); f.Truthy() && f.Get("adoptDone").Truthy() {
		f.Call("adoptDone")
	}
}

// yieldToBrowser ends the browser's current task and goes on in a later
// one, which the browser runs after any key or click waiting. A timer of Go's (time.Sleep) does not: while a collection is under
// way, Go's scheduler spends its idle time marking, and finds the timer
// expired before it ever gives the thread back. A channel that only a
// browser timer closes leaves it nothing to run until the browser has had
// its turn.
func yieldToBrowser() {
	if !app.IsClient {
		return // no browser (the native tests): nothing to give a turn to
	}
	done := make(chan struct{})
	f := app.FuncOf(func(app.Value, []app.Value) any {
		close(done)
		return nil
	})
	app.Window().Call("rfc1738Yield", f) // app.js (generate.go's appJSCompile)
	<-done
	f.Release()
	pageStart.taskBegan = time.Now()
}

// afterNextFrame returns in a task after the browser's next frame: a
// timer set from an animation frame callback, which runs as the frame
// begins, before its style, layout and paint.
func afterNextFrame() {
	if !app.IsClient {
		return
	}
	done := make(chan struct{})
	var timer app.Func
	frame := app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Call("setTimeout", timer, 0)
		return nil
	})
	timer = app.FuncOf(func(app.Value, []app.Value) any {
		close(done)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
	<-done
	frame.Release()
	timer.Release()
	pageStart.taskBegan = time.Now()
}

// readAhead reads the input the page starts with (the address's, or the
// default example), in tasks of its own before go-app starts, and keeps the
// reading for the playground's first parse of that input (parse, in
// OnInit), which would otherwise read it again in the first render's task,
// the start's longest. On the way the parser builds its automaton for the
// rules the input takes (compiled on first use), which stays; where the
// compiling worker could not run the program first (warm_wasm.go), the
// browser also compiles the parser's functions here, on their first call.
func readAhead() {
	hash, _ := splitBig(locationHash())
	hash, _ = splitView(hash)
	input, ok := decodeFragment(hash)
	if !ok {
		input = defaultInput
	}
	// Two tasks rather than one: a short URL of the same scheme first
	// (the parser's functions compiled by the browser on their first
	// call, the automaton's rules for the scheme), then the input with
	// its trace. A text with no short scheme (no colon in a long link)
	// warms with http's.
	scheme, _, ok := strings.Cut(input, ":")
	if !ok || len(scheme) > 16 {
		scheme = "http"
	}
	parser.Parse(scheme+"://h/", 0)
	mark("start: read ahead, warm")
	yieldToBrowser()
	readFirst = parse(input)
}

// readFirst is readAhead's reading, taken by the first parse of the same
// input, once: a later parse of it reads afresh (a reading is the page's
// own state, and the language of its sentences may have changed since).
var readFirst *parser.Result

// readyHook says the page is built (data-ready), as Render does from now
// on, and marks the start's end. Drawn by go-app, the whole page was
// rendered and compared again for that attribute: up to 16 ms.
func readyHook() {
	app.Window().GetElementByID("playground").Get("dataset").Set("ready", "true")
	mark("start: done")
}
