package main

// Focus in the list view and its quiz: moved once, after the frame that
// draws its element.

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// focusSoon moves the focus to selector once, in the task that first
// draws it: go-app runs a deferred function right after the frame's
// renders, so each try sees what that frame drew. The element may come a
// frame or two after the handler that asks for it (the quiz is shown once
// the playground has hidden the workspace, in the frame after a quiz
// link's list is read): until it is drawn and shown, the request waits
// for the next frame, for at most focusFrames of them. It never takes the
// focus from where the student has put it meanwhile (a click, a Tab), and
// only the last request moves it. A key that asked for it is released
// first (web/field.js's focusAfterKey): the Go program can answer a key
// within its own events, and Enter would then press the button the focus
// moved to. It defers through the view's own context: a handler's context
// may be an element the render removes (the Skip button), whose dispatches
// go-app drops.
func (l *listView) focusSoon(selector string) {
	l.focusSeq++
	seq := l.focusSeq
	doc := app.Window().Get("document")
	was := doc.Get("activeElement")
	var try func(frame int)
	try = func(frame int) {
		l.ctx.Defer(func(app.Context) {
			if l.focusSeq != seq {
				return // a later request decides
			}
			now := doc.Get("activeElement")
			if now.Truthy() && !now.Equal(was) && !now.Equal(doc.Get("body")) {
				return // the student has moved the focus meanwhile
			}
			if el := doc.Call("querySelector", selector); el.Truthy() && el.Call("checkVisibility").Bool() {
				// Now, or once the key that asked is released
				// (web/field.js): the key must not land on el.
				if f := app.Window().Get("urlField"); f.Truthy() && f.Get("focusAfterKey").Truthy() {
					f.Call("focusAfterKey", el)
				} else {
					el.Call("focus")
				}
				return
			}
			if frame < focusFrames {
				try(frame + 1)
			}
		})
	}
	try(0)
}

// focusFrames bounds how many frames a focus request waits for its
// element: about five seconds of frames, far more than a frame or two it
// takes, so that a request for something never drawn ends.
const focusFrames = 300
