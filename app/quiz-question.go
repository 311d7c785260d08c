package main

// The quiz drawn: the question, its answer revealed, and the page's own
// "End the quiz now?".

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

func (v *quizView) Render() app.UI {
	q := &v.q
	root := app.Div().ID("quiz").Class("quiz").
		Role("region").Aria("label", ui("ui.quiz")).
		DataSet("at", q.at).DataSet("score", q.score).DataSet("asked", q.asked).DataSet("done", q.done).
		OnKeyDown(v.onQuizKey)
	score := app.P().ID("quiz-score").Class("quiz-score").Role("status").
		Text(ui("ui.quiz.score", q.score, q.asked))
	if q.done {
		return root.Body(v.renderResult())
	}
	r := &v.IRows[q.order[q.at]]
	var reveal app.UI
	if q.answered {
		verdict := ui("ui.quiz.right")
		cls := "ok"
		if !q.right {
			verdict, cls = ui("ui.quiz.wrong"), "bad"
		}
		// The URL in its parts' colours (and titles) only once the part
		// question is over: shown while it is open, it would answer it.
		reveal = app.Div().ID("quiz-reveal").Class("quiz-reveal", cls).DataSet("right", q.right).Body(
			app.P().Body(app.Strong().Text(verdict), app.Text(quizReason(r.Res)+".")),
			app.If(r.Note != "", textP("tests-note", r.Note)),
			app.If(!q.hasPart || q.partDone,
				app.Div().Class("quiz-url-parts").Aria("hidden", "true").Body(urlParts(r.Res)...),
			),
		)
	}
	var partQ app.UI
	if q.answered && q.hasPart {
		if q.partDone {
			partQ = app.P().ID("quiz-part-note").Class("quiz-part").Role("status").Text(q.partNote)
		} else {
			partQ = div("quiz-part",
				app.P().ID("quiz-part-ask").Body(uiUI("ui.quiz.select", strong(q.part.Rule.String()))...),
				button("quiz-check", ui("ui.quiz.check")).Class("btn-primary").
					OnClick(func(ctx app.Context, e app.Event) { v.checkPart(ctx) }),
				button("quiz-skip", ui("ui.quiz.skip")).
					OnClick(func(ctx app.Context, e app.Event) { v.skipPart(ctx) }),
			)
		}
	}
	last := q.at+1 >= len(q.order)
	nextText := ui("ui.quiz.next")
	if last {
		nextText = ui("ui.quiz.see-score")
	}
	return root.Body(
		app.If(v.IDamage != "", app.P().ID("quiz-damage-note").Class("input-note", "notice").Text(v.IDamage)),
		// Level 2: while the quiz asks, the workspace and its headings
		// are hidden, and it follows the page's h1.
		app.Elem("h3").ID("quiz-h").Aria("level", 2).Text(ui("ui.quiz.question", q.at+1, len(q.order))),
		score,
		app.Label().For("quiz-url").Class("list-label").Text(ui("ui.quiz.ask")),
		// Not read-only: Chromium moves neither the caret nor a selection
		// by keyboard in a read-only field, and the part question asks
		// the student to select text. web/field.js refuses every edit of
		// a field marked data-fixed; inputmode="none" keeps a phone's
		// keyboard from covering the question when the field is touched.
		app.Textarea().ID("quiz-url").Class("url-input", "quiz-url").
			Rows(2).Spellcheck(false).
			DataSet("fixed", true).
			Aria("readonly", "true").
			Attr("inputmode", "none").
			Attr("autocomplete", "off").
			Attr("autocapitalize", "off").
			Attr("autocorrect", "off").
			Aria("describedby", "quiz-h"),
		app.Div().Class("share", "quiz-answers").Body(
			button("quiz-valid", ui("ui.quiz.valid")).
				Disabled(q.answered || q.confirm).OnClick(func(ctx app.Context, e app.Event) { v.answer(ctx, true) }),
			button("quiz-invalid", ui("ui.quiz.invalid")).
				Disabled(q.answered || q.confirm).OnClick(func(ctx app.Context, e app.Event) { v.answer(ctx, false) }),
		),
		reveal,
		partQ,
		div("share",
			app.If(q.answered && q.partDone,
				button("quiz-next", nextText).Class("btn-primary").
					OnClick(func(ctx app.Context, e app.Event) { v.next(ctx) }),
			),
			button("quiz-end", ui("ui.quiz.end")).
				Disabled(q.confirm).
				OnClick(func(ctx app.Context, e app.Event) { v.askEnd(ctx) }),
		),
		app.If(q.confirm, v.renderConfirm()),
	)
}

// quizEndWhy says what ending the quiz now leaves out: asked questions
// answered, left of total URLs not asked. Both counts' nouns agree with
// them, so the sentence has a form for each pair of the language's forms
// (parser.One).
func quizEndWhy(asked, left, total int) string {
	ids := [4]string{"ui.quiz.end-why.one.one", "ui.quiz.end-why.one.many", "ui.quiz.end-why.many.one", "ui.quiz.end-why.many.many"}
	k := 0
	if !parser.One(asked) {
		k += 2
	}
	if !parser.One(left) {
		k++
	}
	return ui(ids[k], asked, left, total)
}

// renderConfirm asks whether to end the quiz: in the page, not with
// window.confirm, which blocks the page and which a browser may suppress.
func (v *quizView) renderConfirm() app.UI {
	q := &v.q
	left := len(q.order) - q.at
	if q.answered {
		left--
	}
	return app.Div().ID("quiz-confirm").Class("quiz-confirm").
		Role("alertdialog").Aria("labelledby", "quiz-confirm-q").Aria("describedby", "quiz-confirm-why").
		Body(
			app.P().ID("quiz-confirm-q").Body(app.Strong().Text(ui("ui.quiz.end-now"))),
			app.P().ID("quiz-confirm-why").Text(quizEndWhy(q.asked, left, len(q.order))),
			div("share",
				button("quiz-end-yes", ui("ui.quiz.end-yes")).Class("btn-primary").
					OnClick(func(ctx app.Context, e app.Event) { v.finish(ctx) }),
				button("quiz-end-no", ui("ui.quiz.end-no")).
					OnClick(func(ctx app.Context, e app.Event) { v.keepGoing(ctx) }),
			),
		)
}
