package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/workspace"
)

// This file is the playground's side of the browser: the raw listeners on
// the field, the address, the clipboard, the attribute that says the page
// is behind, and the observer of which panels are in view. Everything
// else reads and changes the workspace (package workspace) and renders it.
//
// The field's events are raw listeners, not go-app's handlers: go-app
// re-renders the whole page after each of its handlers, which costs most
// of a keystroke's time, and runs them after the event, too late to
// prevent the browser's own undo. web/field.js calls into Go for the
// field's keydown and caret events only when there is work (urlField.undo,
// urlField.caret), so that a typed key enters Go once, for its input
// event.

// browser holds the playground's callbacks from JavaScript and what it
// last wrote to the page by hand.
type browser struct {
	leaveFn      app.Func // pagehide: the pending address write is done at once
	keyFn        app.Func // keydown: undo and redo in the field
	inputFn      app.Func // input: the field's text changed
	selFn        app.Func // the field's selection moved: the inspector follows the caret
	printFn      app.Func // beforeprint: the printed views are drawn first
	tabFn        app.Func // a workspace's tab chosen, and shown by web/field.js (workspace.go)
	pointFn      app.Func // the pointer or the focus on an element of the playground: what it lights (onPoint)
	viewFn       app.Func // the IntersectionObserver's callback
	viewObserver app.Value
	// urlField is web/field.js's window.urlField: it calls keyFn, selFn
	// and tabFn only when they have work to do (see there).
	urlField     app.Value
	markedBehind string // #playground[data-behind]'s value, "" when it has none (markBehind)
}

// listen starts the playground's listeners (OnMount, in the browser).
func (p *playground) listen(ctx app.Context) {
	b := &p.br
	// A reload or a closed tab within keepDelay of a keystroke would
	// otherwise lose it: pagehide writes the address first.
	b.leaveFn = app.FuncOf(func(app.Value, []app.Value) any {
		p.flushKeep()
		return nil
	})
	app.Window().Call("addEventListener", "pagehide", b.leaveFn)
	// Printing lays the page out in the event's task: the views the page
	// prints with are drawn before it ends (the dispatch runs then, as the
	// input's does below).
	b.printFn = app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: p.buildPrinted})
		return nil
	})
	app.Window().Call("addEventListener", "beforeprint", b.printFn)
	b.keyFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		p.onUndoKey(args[0])
		return nil
	})
	// The caret moves with keys, clicks, selections: the inspector follows
	// it. A typed key's selectionchange and keyup find the caret where its
	// input event left it, and so do not enter Go at all (web/field.js).
	// The page is updated only when the caret moved.
	b.selFn = app.FuncOf(func(app.Value, []app.Value) any {
		p.then(ctx, p.readCaret)
		return nil
	})
	// A typed key or a paste: the field's text and selection are read
	// once, here, and handed to onInput. (Go on wasm runs one goroutine at
	// a time, and the UI goroutine is waiting for work when a browser
	// event arrives: the dispatched read runs before the browser's task
	// ends, so no script sees the field's new text beside the old reading
	// without data-behind.)
	b.inputFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		e := args[0]
		if f := e.Get("target"); f.Get("id").String() == "url-input" {
			ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
				p.bench.keyStart(e)
				surrogates := wellFormField(f) // see surrogates.go
				p.onInput(ctx, f.Get("value").String(), p.fieldSelection(f), surrogates)
			}})
		}
		return nil
	})
	app.Window().Get("document").Call("addEventListener", "input", b.inputFn, true)
	b.tabFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		i := viewIndex(args[0].String())
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
			p.showViewSoon(ctx, i)
		}})
		return nil
	})
	// The pointer over an element, or the focus on one: the page is drawn
	// again only when the inspector's span changed. go-app's own handler
	// drew the whole playground after every mouseover and focusin (a
	// pointer crossing the page, a click on a tab), 25-40 ms at 4x CPU
	// each, though p.light changes the page by hand.
	b.pointFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		e := args[0]
		p.then(ctx, func() bool {
			before := p.point
			p.onPoint(ctx, app.Event{Value: e})
			return p.point != before
		})
		return nil
	})
	if b.urlField = app.Window().Get("urlField"); b.urlField.Truthy() {
		b.urlField.Set("undo", b.keyFn)
		b.urlField.Set("caret", b.selFn)
		b.urlField.Set("tab", b.tabFn)
		b.urlField.Set("point", b.pointFn)
	}
}

// unlisten ends what listen started (OnDismount).
func (p *playground) unlisten() {
	b := &p.br
	if b.leaveFn != nil {
		app.Window().Call("removeEventListener", "pagehide", b.leaveFn)
	}
	if b.inputFn != nil {
		app.Window().Get("document").Call("removeEventListener", "input", b.inputFn, true)
	}
	if b.printFn != nil {
		app.Window().Call("removeEventListener", "beforeprint", b.printFn)
	}
	if b.urlField != nil && b.urlField.Truthy() {
		b.urlField.Set("undo", nil)
		b.urlField.Set("caret", nil)
		b.urlField.Set("tab", nil)
		b.urlField.Set("point", nil)
	}
	p.stopObserving()
	for _, f := range []app.Func{b.leaveFn, b.keyFn, b.selFn, b.inputFn, b.printFn, b.tabFn, b.pointFn} {
		if f != nil {
			f.Release()
		}
	}
}

// runThen runs fn on the UI goroutine, and updates the component of ctx
// only if fn reports a change (ctx.Dispatch would update it in any case).
// (Not ctx.After for a pause: it counts as async work, and flush's
// Consume would wait for it.)
func runThen(ctx app.Context, fn func() bool) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: ctx.Src(), Function: func(ctx app.Context) {
		if fn() {
			ctx.Dispatch(func(app.Context) {})
		}
	}})
}

// locationHash is the address's fragment, with its "#".
func locationHash() string { return app.Window().Get("location").Get("hash").String() }

// siteOrigin is the address's origin; pageURL adds the page's path.
func siteOrigin() string { return app.Window().Get("location").Get("origin").String() }

func pageURL() string {
	return siteOrigin() + app.Window().Get("location").Get("pathname").String()
}

// selection is the field's selection as the field counts it, in UTF-16
// units of its text, and the unit of the character a tap was on (-1 for
// none: web/field.js's urlField.tapAfter).
type selection struct{ start, end, tap int }

// fieldSelection reads the field f's selection, and tells web/field.js
// what was read.
func (p *playground) fieldSelection(f app.Value) selection {
	sel := selection{start: f.Get("selectionStart").Int(), end: f.Get("selectionEnd").Int(), tap: -1}
	if u := p.br.urlField; u != nil && u.Truthy() {
		// What web/field.js compares the field's selection with.
		u.Set("start", sel.start)
		u.Set("end", sel.end)
		// A tap on the character after the caret: read once, as a later
		// caret at the same place (Delete) is the caret's own.
		if tap := u.Get("tapAfter"); tap.Type() == app.TypeNumber {
			sel.tap = tap.Int()
		}
		u.Set("tapAfter", -1)
	}
	return sel
}

// readCaret reads the field's selection into the workspace's caret (the
// caret moved without a change of the text), and reports whether it
// moved.
func (p *playground) readCaret() bool {
	if !app.IsClient {
		return false
	}
	f := app.Window().GetElementByID("url-input")
	if !f.Truthy() {
		return false
	}
	return p.moveCaret(p.fieldSelection(f))
}

// setField puts input into the text field (a loaded example, a fix, the
// fragment). The field is not bound to state: go-app trims attribute values,
// which would eat a typed trailing space.
//
// A text field holds text, not bytes: invalid UTF-8 reads back as U+FFFD,
// and a carriage return as a line feed. The views show the input's own
// bytes; the note says that the field shows them otherwise, and that an
// edit will replace them.
func (p *playground) setField(input string) {
	if !app.IsClient {
		return
	}
	if f := app.Window().GetElementByID("url-input"); f.Truthy() {
		f.Set("value", input)
		// The field's note joins a note already there (a damaged link's)
		// rather than replace it: both hold for this input.
		if f.Get("value").String() != input {
			if !strings.Contains(p.ws.Note, fieldNote()) {
				p.ws.Note = strings.TrimSpace(p.ws.Note + " " + fieldNote())
			}
		} else {
			p.ws.Note = strings.TrimSpace(strings.Replace(p.ws.Note, fieldNote(), "", 1))
		}
	}
}

// fieldNote is the state note for an input the field cannot show as it is.
func fieldNote() string { return ui("ui.field.bytes") }

// putFieldCaret focuses the field with its caret at byte offset end of
// the input.
func (p *playground) putFieldCaret(end int) {
	if !app.IsClient {
		return
	}
	if f := app.Window().GetElementByID("url-input"); f.Truthy() {
		u := utf16Len(fieldText(p.ws.Input[:end]))
		f.Call("focus")
		f.Call("setSelectionRange", u, u)
	}
}

// onUndoKey is the field's keydown (web/field.js hands over only
// Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y in the field): the page's undo,
// in place of the browser's.
func (p *playground) onUndoKey(e app.Value) {
	t := e.Get("target")
	if !t.Truthy() || t.Get("id").String() != "url-input" {
		return
	}
	if !e.Get("ctrlKey").Bool() && !e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	redo := false
	switch e.Get("key").String() {
	case "z", "Z":
		redo = e.Get("shiftKey").Bool()
	case "y", "Y":
		redo = true
	default:
		return
	}
	e.Call("preventDefault")
	p.ctx.Dispatch(func(app.Context) { p.undo(redo) })
}

// markBehind writes what is behind the input (behind, drawn-panels.go) to
// #playground[data-behind] (keystroke.go says when and why by hand).
func (p *playground) markBehind() {
	b := p.behind()
	if !app.IsClient || p.br.markedBehind == b {
		return
	}
	el := app.Window().GetElementByID("playground")
	if !el.Truthy() {
		return
	}
	p.br.markedBehind = b
	if b == "" {
		el.Call("removeAttribute", "data-behind")
	} else {
		el.Call("setAttribute", "data-behind", b)
	}
}

// observePanels starts watching the panels' place in the viewport
// (in-view.go); a panel that scrolls into view behind the input brings the
// page up to date. Observing an element twice is the same as once, so it
// may be called again after the panels are drawn anew.
func (p *playground) observePanels() {
	if !app.IsClient {
		return
	}
	b := &p.br
	if b.viewFn == nil {
		p.seen = map[string]bool{}
		b.viewFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
			entries := args[0]
			changed := map[string]bool{}
			for i, n := 0, entries.Length(); i < n; i++ {
				e := entries.Index(i)
				name := e.Get("target").Get("dataset").Get("inView").String()
				changed[name] = e.Get("isIntersecting").Bool()
			}
			runThen(p.ctx, func() bool { return p.saw(changed) })
			return nil
		})
		b.viewObserver = app.Window().Get("IntersectionObserver").New(b.viewFn, map[string]any{"rootMargin": inViewMargin})
	}
	doc := app.Window().Get("document")
	for _, panel := range inViewPanels {
		if el := doc.Call("querySelector", panel.selector); el.Truthy() {
			el.Get("dataset").Set("inView", panel.name)
			b.viewObserver.Call("observe", el)
		}
	}
}

// stopObserving ends the observer (the page is left).
func (p *playground) stopObserving() {
	b := &p.br
	if b.viewObserver != nil && b.viewObserver.Truthy() {
		b.viewObserver.Call("disconnect")
	}
	if b.viewFn != nil {
		b.viewFn.Release()
		b.viewFn = nil
	}
}

// focusFirst focuses the first element matching the selector.
func focusFirst(selector string) {
	if !app.IsClient {
		return
	}
	if el := app.Window().Get("document").Call("querySelector", selector); el.Truthy() {
		el.Call("focus")
	}
}

// The field counts its text in UTF-16 units, the workspace in bytes of the
// input: these convert.

// utf16Len is the length of s in UTF-16 code units, as a text field counts
// its caret positions.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// byteOfUnit returns the byte offset in input of the character at UTF-16
// offset u of the field's text (fieldText(input)).
func byteOfUnit(input string, u int) int {
	if k := min(u, len(input)); k > 0 && workspace.OneToOne(input[:k]) {
		return k
	}
	i := 0
	for i < len(input) && u > 0 {
		c := nextChar(input, i)
		u -= utf16Len(c.text)
		i = c.end
	}
	return i
}
