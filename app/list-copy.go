package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// A teacher shares a list two ways. The quiz link is the students': it
// holds the URLs the filters show, one a line, and nothing else (no "+ "
// or "- " expectation, no note), and opens as a quiz; the quiz's answers
// are the parser's readings, so no key is needed, and none travels in the
// link for a curious student to decode. The list link keeps the whole list,
// key and notes, for the teacher (or a colleague) to edit and check.

// quizText is the student's list: the URLs the filters let through, bare.
func (l *listView) quizText() string {
	idx := l.filter.rows(l.rows)
	entries := make([]urllist.Entry, len(idx))
	for i, row := range idx {
		entries[i] = urllist.Entry{URL: l.rows[row].URL}
	}
	return urllist.Write(entries)
}

// onCopyLink copies the quiz link ("quiz") or the list link ("list").
func (l *listView) onCopyLink(which string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if !app.IsClient || len(l.rows) == 0 {
			return
		}
		f, what := l.listParams(l.text, false), ui("ui.list.copied-list")
		if which == "quiz" {
			f, what = urllist.EncodeLink(l.quizText(), true), ui("ui.list.copied-quiz")
			// A generated list the filters show whole goes as its
			// settings: a short link, and the quiz's result link can
			// name its URLs.
			if g := l.genLinkFor(l.text, true); g != "" && len(l.filter.rows(l.rows)) == len(l.rows) {
				f, what = g, ui("ui.list.copied-gen")
			}
		}
		if len(f) > fragmentLimit {
			l.copyNote = ui("ui.list.too-long")
			return
		}
		loc := app.Window().Get("location")
		copyText(l.ctx, loc.Get("origin").String()+loc.Get("pathname").String()+"#"+f+langParam(), what, &l.copyNote)
	}
}
