package main

// The quiz's end: the score, what was missed with the right answers, and
// the link that takes the result to the teacher (quiz-report.go).

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/urlplayground/rfc1738-playground/parser"
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
				Aria("label", "line "+itoa(r.Line)+": read it in the field").
				OnClick(v.onSelect(m.row), m.row, i).
				Body(urlParts(r.Res)...),
			app.P().Class("quiz-miss-why").Body(
				app.Text("You said "+m.said+"; the right answer: "),
				app.Strong().Text(m.right),
				app.Text("."),
			),
			why,
		)
	}
	return app.Div().ID("quiz-result").Class("quiz-result").Body(
		app.Elem("h3").Aria("level", 2).Text("The quiz is done"),
		app.P().ID("quiz-score").Class("quiz-score").Role("status").
			Text("Score "+itoa(q.score)+" of "+itoa(q.asked)),
		app.If(q.unasked > 0,
			app.P().ID("quiz-unasked").Text(itoa(q.unasked)+" of "+itoa(len(q.order))+" URLs were not asked: the quiz was ended before them."),
		),
		app.If(len(q.missed) == 0,
			textP("ok", "Nothing missed."),
		).Else(
			app.P().Text("Missed ("+itoa(len(q.missed))+"):"),
			app.Elem("ul").ID("quiz-missed").Class("quiz-missed").Body(missed...),
		),
		v.renderResultLink(),
		div("share",
			button("quiz-again", "Quiz again").OnClick(func(ctx app.Context, e app.Event) { v.again(ctx) }),
			button("quiz-end", "Back to the list").OnClick(func(ctx app.Context, e app.Event) { v.IEnd(ctx) }),
		),
	)
}

// renderResultLink is the end's result link for the teacher, with its
// Copy button.
func (v *quizView) renderResultLink() app.UI {
	q := &v.q
	return div("quiz-result-link",
		app.Label().For("quiz-result-link").Class("list-label").Text("Your result, for your teacher: copy this link and send it"),
		app.Input().ID("quiz-result-link").Class("result-link-input").Type("text").ReadOnly(true).
			Spellcheck(false).Value(q.resultLink).Aria("describedby", "quiz-result-what"),
		app.P().ID("quiz-result-what").Class("input-note").Text("It holds your score, which answers you missed and which list the quiz was on; nothing else, and the page sends it nowhere."),
		div("share",
			button("quiz-result-copy", "Copy the result link").Class("btn-primary").
				OnClick(func(ctx app.Context, e app.Event) { copyText(ctx, q.resultLink, "the result link", &q.copyNote) }),
			app.If(q.copyNote != "", app.Span().ID("quiz-result-note").Class("share-status").Role("status").Text(q.copyNote)),
		),
	)
}

// missedError is a missed verdict's explanation, at the quiz's end and in
// the teacher's report: the URL's first error, where it is, and its section.
func missedError(d *parser.Diagnostic) app.UI {
	var sec app.UI
	if href := sectionHref(d.RFC); href != "" {
		sec = app.A().Class("rfc-link").Href(href).Text(sectionLabel(d.RFC))
	}
	return app.P().Class("quiz-miss-error").Body(
		app.Text("First error, at bytes "+spanText(int(d.Start), int(d.End))+": "+d.Message+" "),
		sec,
	)
}
