package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/urllist"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The list view keeps its list in the address fragment beside the field's
// input: "#u=<input>&uc=<sum>&tc=<sum>&t=<list>", with "&quiz" when the link opens a quiz
// (package urllist has the encoding); a list the generator made, as its
// settings, "&gc=<sum>&g=<settings>" (exercise-link.go). The address
// (pageAddress, address.go) writes both: the field's writes keep the list's
// parameters and the list's writes keep the field's.

// withListLink returns the fragment f with its list parameters replaced by
// list: the list view's part of the fragment, "tc=...&t=..." or
// "tc=...&t=...&quiz" (or "gc=...&g=...", or a quiz result's
// "qr=...&qc=..."), or "" when the address holds no list.
func withListLink(f, list string) string {
	f = strings.TrimPrefix(f, "#")
	var keep []string
	for param := range strings.SplitSeq(f, "&") {
		if param == "" || isListParam(param) {
			continue
		}
		keep = append(keep, param)
	}
	if list != "" {
		keep = append(keep, list)
	}
	return strings.Join(keep, "&")
}

// isListParam reports whether a fragment parameter is the list view's.
// The list's own (t=, tc=, quiz), a generated list's (g=, gc=,
// exercise-link.go) and a quiz result's (qr=, qc=, quiz-report.go); and
// the language (lang=, fragment.go), which is not, but which the address
// writes after the list, last (pageAddress.write).
func isListParam(param string) bool {
	for _, key := range []string{urllist.LinkKey, urllist.CheckKey, genKey, genCheckKey, reportKey, reportCheckKey, urllist.QuizParam + "=", langKey} {
		if strings.HasPrefix(param, key) {
			return true
		}
	}
	return param == urllist.QuizParam
}

// holdsList reports whether a fragment holds a list (t= or g=) or a quiz's
// result (qr=): the page then opens on the list view.
func holdsList(f string) bool {
	for param := range strings.SplitSeq(strings.TrimPrefix(f, "#"), "&") {
		if strings.HasPrefix(param, urllist.LinkKey) || strings.HasPrefix(param, genKey) || strings.HasPrefix(param, reportKey) {
			return true
		}
	}
	return false
}

// loadLink loads the list the address holds, if it holds one.
func (l *listView) loadLink(ctx app.Context) {
	if !app.IsClient {
		return
	}
	hash := app.Window().Get("location").Get("hash").String()
	if l.openReport(hash) {
		quizLinkClass(false)
		return
	}
	text, quiz, ok, err := urllist.DecodeLink(hash)
	if !ok {
		// A generated list's link holds its settings (exercise-link.go).
		if g, isGen := readGenLink(hash); isGen {
			l.loadGenLink(g)
			return
		}
		quizLinkClass(false)
		return
	}
	l.showLink(ctx, text, quiz, err, nil)
}

// loadGenLink makes the list a generated list's link asks for, then shows
// it. It is made in a goroutine, twenty lines at a time with the browser
// free between them: made at once, a thousand URLs were one task of
// 1.7-2.0 s at 4x CPU, the page frozen as a class opened the link
// (bench/firstload -path '/#g=7.1000.30..').
func (l *listView) loadGenLink(g genLinkParams) {
	ctx := l.ctx // the view's: the list is made long after the call
	seq := l.readSeq.Add(1)
	l.quizOnRead = g.quiz // a quiz's link shows only that it opens meanwhile
	quizLinkClass(g.quiz)
	l.reading = true
	go func() {
		text, err := g.make(func(done int) {
			if done%genSlice == 0 {
				yieldToBrowser()
			}
		})
		ctx.Dispatch(func(ctx app.Context) {
			if seq != l.readSeq.Load() {
				return // another list came meanwhile, or the view went
			}
			l.reading = false
			var made *genMade
			if text != "" {
				made = &genMade{opts: g.opts, text: text}
			}
			l.showLink(ctx, text, g.quiz, err, made)
		})
	}()
}

// showLink shows the list a link holds: text, what could be read of it if
// err says the link is damaged, and made if a generator made it.
func (l *listView) showLink(ctx app.Context, text string, quiz bool, err error, made *genMade) {
	l.damageNote = ""
	if err != nil {
		// What could be read is shown, with what is wrong: a link cut
		// short still holds its first lines.
		l.damageNote = ui("ui.link.damaged", damageText(err))
		if err == urllist.ErrTooLong {
			l.damageNote = ui("ui.list.link-unread", err.Error())
		}
		if text == "" {
			l.quizOnRead = false
			quizLinkClass(false)
			return
		}
		l.damageNote += ui("ui.list.damaged-rest", readview.BytesText(len(text)))
	}
	if made != nil {
		l.genLast = made
	}
	if text == l.text && l.rows != nil {
		return
	}
	l.text = text
	l.quizOnRead = quiz
	quizLinkClass(quiz)
	f := l.listParams(text, quiz)
	l.IAddr.keepList(f)
	l.linkLen = len(f)
	ctx.Defer(func(app.Context) { l.setArea(text) })
	l.read(ctx, text, false)
}

// writeLink keeps the list in the address, compressing in slices.
func (l *listView) writeLink(ctx app.Context) {
	ctx = l.ctx
	l.linkSeq++
	seq := l.linkSeq
	text, quiz := l.text, l.quizzing
	gen := l.genLinkFor(text, quiz) // "" unless the generator made the list
	go func() {
		f := gen
		if f == "" && text != "" {
			f = urllist.EncodeLinkSliced(text, quiz, yieldToBrowser)
		}
		ctx.Dispatch(func(app.Context) {
			if seq != l.linkSeq {
				return
			}
			l.linkNote = ""
			l.linkLen = len(f)
			if len(f) > fragmentLimit {
				l.linkNote = ui("ui.list.address-too-long", len(f))
				f = ""
			}
			l.IAddr.setList(f)
		})
	}()
}
