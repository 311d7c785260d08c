package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// Loading a list (the gallery's mistakes, a file, or a generated list)
// replaces the text area's whole text by a script, which empties the
// browser's own undo history of the area: without this, a list the
// teacher typed would be lost to one click. Each load is kept here, and
// undone as the field's edits are (undo.go): Ctrl+Z (Cmd+Z) in the area, or the Undo button
// beside the list; Ctrl+Shift+Z or Ctrl+Y redoes. Typing in the area stays
// the browser's to undo: Ctrl+Z reaches this history only once the area
// holds what the last load (or undo) put there.
//
// Hooks: #list-undo, #list-redo; #list-undo-note says what the last load
// replaced.

// listHistoryMax is how many replaced lists are kept.
const listHistoryMax = 20

// listHistory is the lists loads replaced, and those undone.
type listHistory struct {
	undo, redo []string
	shown      string // what the last load, undo or redo put in the area
}

// replaceList makes text the list, keeping the one it replaces for Undo;
// what names the load in the note ("The gallery's mistakes").
func (l *listView) replaceList(ctx app.Context, text, what string) {
	cur := l.areaText()
	if text == cur {
		return
	}
	l.hist.undo = append(l.hist.undo, cur)
	if len(l.hist.undo) > listHistoryMax {
		l.hist.undo = l.hist.undo[1:]
	}
	l.hist.redo = nil
	l.undoNote = ""
	if cur != "" {
		l.undoNote = ui("ui.list.replaced", what, readview.BytesText(len(cur)))
	}
	l.showList(ctx, text)
}

// undoList brings back the list the last load replaced.
func (l *listView) undoList(ctx app.Context) bool {
	return l.stepList(ctx, &l.hist.undo, &l.hist.redo, ui("ui.list.undone"))
}

// redoList loads again what undoList took back.
func (l *listView) redoList(ctx app.Context) bool {
	return l.stepList(ctx, &l.hist.redo, &l.hist.undo, "")
}

// stepList shows the last list of from, keeping the one shown in to (an
// undo takes from the undo stack and keeps for redo; a redo the other
// way), and notes note.
func (l *listView) stepList(ctx app.Context, from, to *[]string, note string) bool {
	n := len(*from)
	if n == 0 {
		return false
	}
	text := (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, l.areaText())
	l.undoNote = note
	l.showList(ctx, text)
	return true
}

// showList puts text in the area and reads it.
func (l *listView) showList(ctx app.Context, text string) {
	l.hist.shown = text
	l.setArea(text)
	l.setText(ctx, text)
	// After the render that draws the list (a generator's Replace closes
	// its form in that render): moved before it, the focus could go with
	// an element the render replaces.
	l.focusSoon("#list-input")
}

// areaText is the list as the area holds it now (l.text follows typing
// after a pause).
func (l *listView) areaText() string {
	if app.IsClient {
		if a := app.Window().GetElementByID("list-input"); a.Truthy() {
			return a.Get("value").String()
		}
	}
	return l.text
}

// onListKey takes Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y in the area when they
// are the history's: a raw listener, because preventing the browser's own
// undo must happen during the event, and go-app runs its handlers after.
func (l *listView) onListKey(e app.Value) {
	if e.Get("target").Get("id").String() != "list-input" || e.Get("altKey").Bool() ||
		!(e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()) {
		return
	}
	key := e.Get("key").String()
	undo := (key == "z" || key == "Z") && !e.Get("shiftKey").Bool()
	redo := (key == "z" || key == "Z") && e.Get("shiftKey").Bool() || key == "y" || key == "Y"
	if !undo && !redo || l.areaText() != l.hist.shown {
		return
	}
	if undo && len(l.hist.undo) == 0 || redo && len(l.hist.redo) == 0 {
		return
	}
	e.Call("preventDefault")
	l.ctx.Dispatch(func(ctx app.Context) {
		if undo {
			l.undoList(ctx)
		} else {
			l.redoList(ctx)
		}
	})
}

// renderUndo is the Undo and Redo buttons and the note, when there is
// something to undo or redo.
func (l *listView) renderUndo() app.UI {
	if len(l.hist.undo) == 0 && len(l.hist.redo) == 0 {
		return nil
	}
	return app.Div().Class("share", "list-actions").Body(
		button("list-undo", ui("ui.list.undo")).
			Disabled(len(l.hist.undo) == 0).
			OnClick(func(ctx app.Context, e app.Event) { l.undoList(ctx) }),
		button("list-redo", ui("ui.list.redo")).
			Disabled(len(l.hist.redo) == 0).
			OnClick(func(ctx app.Context, e app.Event) { l.redoList(ctx) }),
		app.If(l.undoNote != "", app.Span().ID("list-undo-note").Class("share-status").Role("status").Text(l.undoNote)),
	)
}
