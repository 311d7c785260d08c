package main

// Reading the list: its text read in slices with the browser free between
// them, once typing in the area pauses.

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// onEdit reads the list again once typing in the area pauses.
func (l *listView) onEdit(ctx app.Context, e app.Event) {
	l.readSeq.Add(1) // what a read under way finds is stale now
	l.editWait.Run = func(fn func() bool) { runThen(ctx, fn) }
	l.editWait.Call(listReadDelay, func() {
		if a := app.Window().GetElementByID("list-input"); a.Truthy() {
			l.setText(ctx, a.Get("value").String())
		}
	})
}

// setText makes text the list: it is read, and the address keeps it.
func (l *listView) setText(ctx app.Context, text string) {
	if len(text) > listMaxText {
		l.fileNote = ui("ui.list.text-too-big", readview.BytesText(len(text)), readview.BytesText(listMaxText))
		text = text[:listMaxText]
	}
	l.text = text
	l.read(ctx, text, true)
	l.Update()
}

// read reads text into rows in slices of listReadSlice, with the browser
// free between them; when done it writes the address (when link is true)
// and starts a quiz if a link asked for one.
func (l *listView) read(ctx app.Context, text string, link bool) {
	ctx = l.ctx // the view's: a handler's element may be gone when a slice is done
	seq := l.readSeq.Add(1)
	if l.quizzing {
		// A new list (a link opened in the same tab): the quiz asked
		// about rows that are about to go.
		ctx.NewActionWithValue(actionQuiz, false)
		l.quizzing = false
	}
	l.rows = l.rows[:0]
	l.reads++
	l.selected = -1
	l.reading = true
	l.src = urllist.Plain
	began := time.Now()
	var drawn time.Time // when the rows read so far were last drawn
	go func() {
		var batch []listRow
		t0 := time.Now()
		send := func(done bool, src urllist.Source) {
			b := batch
			batch = nil
			// The rows are added at once, and drawn with the first batch,
			// then at most every listDrawEvery, and at the end: each draw
			// renders the table's rows in view again (a render of 1,000
			// URLs' list in every frame of the read was most of the long
			// tasks of a generated list's link, bench/keyprofile start).
			ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: l, Function: func(ctx app.Context) {
				if seq != l.readSeq.Load() {
					return
				}
				l.rows = append(l.rows, b...)
				l.src = src
				if !done && !drawn.IsZero() && time.Since(drawn) < listDrawEvery {
					return
				}
				drawn = time.Now()
				if done {
					l.reading = false
					l.readMs = int(time.Since(began).Milliseconds())
					if link {
						l.writeLink(ctx)
					}
					if l.quizOnRead {
						l.quizOnRead = false
						l.startQuiz(ctx)
					}
				}
				// Drawn at go-app's next frame; then the table sizes its
				// spacer rows for the rows added (its OnResize, after the
				// browser's frame). Sized before that render, the table
				// counted the rows it had, and the list could not be
				// scrolled to its end.
				l.Update()
				ctx.Defer(func(app.Context) { l.ResizeContent() })
			}})
		}
		stale := false
		src := urllist.Lines(text, func(e urllist.Entry) bool {
			batch = append(batch, listRow{Entry: e, Res: parser.Parse(e.URL, 0)})
			if time.Since(t0) < listReadSlice {
				return true
			}
			send(false, urllist.Plain)
			yieldToBrowser() // the browser draws and takes input (not a Go timer: start.go)
			t0 = time.Now()
			stale = seq != l.readSeq.Load()
			return !stale
		})
		if !stale {
			send(true, src)
		}
	}()
}
