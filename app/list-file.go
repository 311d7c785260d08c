package main

// The list's loads and its download: the gallery's mistakes, a file, and
// the list as a .txt file.

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// onExample loads the gallery's mistakes as a list.
func (l *listView) onExample(ctx app.Context, e app.Event) {
	text := galleryListText("# The gallery's classic mistakes, each with its lesson.\n\n", mistakeExamples)
	l.replaceList(ctx, text, ui("ui.list.mistakes"))
}

// galleryListText is examples as a list: each with its title, lesson and
// section as the note, expected as the parser reads it.
func galleryListText(header string, examples []example) string {
	entries := make([]urllist.Entry, len(examples))
	for i, ex := range examples {
		e := urllist.Entry{URL: ex.Input, Note: ui("ui.list.mistake-note", ex.title(), ex.lesson(), ex.Section), Expect: urllist.Invalid}
		if parser.Parse(ex.Input, 0).Valid {
			e.Expect = urllist.Valid
		}
		entries[i] = e
	}
	return header + urllist.Write(entries)
}

// onDownload offers the list as a .txt file.
func (l *listView) onDownload(ctx app.Context, e app.Event) {
	if !app.IsClient || l.text == "" {
		return
	}
	downloadFile("url-list.txt", "text/plain;charset=utf-8", []byte(l.text))
	l.fileNote = ui("ui.list.downloaded", readview.BytesText(len(l.text)))
}

// onFile loads a list file the reader picked.
func (l *listView) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	f := files.Index(0)
	if size := f.Get("size").Int(); size > listMaxText {
		l.fileNote = ui("ui.list.file-too-big", readview.BytesText(size), readview.BytesText(listMaxText))
		return
	}
	name := f.Get("name").String()
	var then, fail app.Func
	release := func() {
		then.Release()
		fail.Release()
	}
	then = app.FuncOf(func(_ app.Value, args []app.Value) any {
		text := args[0].String()
		ctx.Dispatch(func(ctx app.Context) {
			l.fileNote = ui("ui.list.loaded", name)
			l.replaceList(ctx, text, name)
		})
		release()
		return nil
	})
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(app.Context) { l.fileNote = ui("ui.list.unreadable", name) })
		release()
		return nil
	})
	f.Call("text").Call("then", then, fail)
}
