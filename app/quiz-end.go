package main

// The quiz's end: the score, what was missed with the right answers, and
// the link that takes the result to the teacher (quiz-report.go).

import (
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// finish ends the questions and shows the score and what was missed; the
// questions not reached are counted.
func (v *quizView) finish(ctx app.Context) {
	q := &v.q
	if q.done {
		return
	}
	q.confirm = false
	q.done = true
	q.unasked = len(q.order) - q.at
	if q.answered {
		q.unasked--
	}
	q.resultLink = v.ILink(q)
	v.IDone(ctx)
	// On what keeps the result: Enter, the key a student has pressed after
	// every question, copies the link for the teacher; on "Quiz again" it
	// would start anew and lose it.
	v.IFocus("#quiz-result-copy")
}

// onSelect reads a missed URL in the field.
func (v *quizView) onSelect(row int) app.EventHandler {
	return func(ctx app.Context, e app.Event) { v.ISelect(ctx, row) }
}

// renderResult is the quiz's end: the score, the questions not reached,
// and each missed question with the URL, the right answer and, for a
// verdict, the first error and its section.
func (v *quizView) renderResult() app.UI {
	q := &v.q
	missed := make([]app.UI, len(q.missed))
	for i, m := range q.missed {
		r := &v.IRows[m.row]
		var why app.UI
		if m.kind == "verdict" {
			if d := firstErrorOf(r.Res); d != nil {
				why = missedError(d)
			} else {
				why = textP("quiz-miss-error", quizReason(r.Res)+".")
			}
		}
		missed[i] = app.Elem("li").DataSet("row", m.row).DataSet("kind", m.kind).DataSet("right", m.right).Body(
			app.Button().Class("tests-load").
				Aria("label", ui("ui.quiz.row", r.Line)).
				OnClick(v.onSelect(m.row), m.row, i).
				Body(urlParts(r.Res)...),
			app.P().Class("quiz-miss-why").Body(
				uiUI("ui.quiz.you-said", m.said, strong(m.right))...,
			),
			why,
		)
	}
	return app.Div().ID("quiz-result").Class("quiz-result").Body(
		app.Elem("h3").Aria("level", 2).Text(ui("ui.quiz.done")),
		app.P().ID("quiz-score").Class("quiz-score").Role("status").
			Text(ui("ui.quiz.score", q.score, q.asked)),
		app.If(q.unasked > 0,
			app.P().ID("quiz-unasked").Text(uiCount("ui.quiz.unasked", q.unasked, len(q.order))),
		),
		app.If(len(q.missed) == 0,
			textP("ok", ui("ui.quiz.none-missed")),
		).Else(
			app.P().Text(ui("ui.quiz.missed", len(q.missed))),
			app.Elem("ul").ID("quiz-missed").Class("quiz-missed").Body(missed...),
		),
		v.renderResultLink(),
		div("share",
			button("quiz-again", ui("ui.quiz.again")).OnClick(func(ctx app.Context, e app.Event) { v.again(ctx) }),
			button("quiz-end", ui("ui.quiz.back")).OnClick(func(ctx app.Context, e app.Event) { v.IEnd(ctx) }),
		),
	)
}

// renderResultLink is the end's result link for the teacher, with its
// Copy button.
func (v *quizView) renderResultLink() app.UI {
	q := &v.q
	return div("quiz-result-link",
		app.Label().For("quiz-result-link").Class("list-label").Text(ui("ui.quiz.result-link")),
		app.Input().ID("quiz-result-link").Class("result-link-input").Type("text").ReadOnly(true).
			Spellcheck(false).Value(q.resultLink).Aria("describedby", "quiz-result-what"),
		app.P().ID("quiz-result-what").Class("input-note").Text(ui("ui.quiz.result-what")),
		div("share",
			button("quiz-result-copy", ui("ui.quiz.result-copy")).Class("btn-primary").
				OnClick(func(ctx app.Context, e app.Event) {
					copyText(ctx, q.resultLink, ui("ui.quiz.copied-result"), &q.copyNote)
				}),
			app.If(q.copyNote != "", app.Span().ID("quiz-result-note").Class("share-status").Role("status").Text(q.copyNote)),
		),
	)
}

// missedError is a missed verdict's explanation, at the quiz's end and in
// the teacher's report: the URL's first error, where it is, and its section.
func missedError(d *parser.Diagnostic) app.UI {
	var sec app.UI
	next := rune(0) // what follows the sentence's space: the link's text
	if href := readview.SectionHref(siteRoot(), d.RFC); href != "" {
		label := readview.SectionLabel(d.RFC)
		sec = app.A().Class("rfc-link").Href(href).Text(label)
		next, _ = utf8.DecodeRuneInString(label)
	}
	return app.P().Class("quiz-miss-error").Body(
		app.Text(parser.FillBetween(0, uiCatalog.Template("ui.quiz.first-error"), next, readview.SpanText(int(d.Start), int(d.End)), d.Message)),
		sec,
	)
}
