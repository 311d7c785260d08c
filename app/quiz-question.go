package main

// The quiz drawn: the question, its answer revealed, and the page's own
// "End the quiz now?".

import "github.com/maxence-charriere/go-app/v9/pkg/app"

func (v *quizView) Render() app.UI {
	q := &v.q
	root := app.Div().ID("quiz").Class("quiz").
		Role("region").Aria("label", "quiz").
		DataSet("at", q.at).DataSet("score", q.score).DataSet("asked", q.asked).DataSet("done", q.done).
		OnKeyDown(v.onQuizKey)
	score := app.P().ID("quiz-score").Class("quiz-score").Role("status").
		Text("Score " + itoa(q.score) + " of " + itoa(q.asked))
	if q.done {
		return root.Body(v.renderResult())
	}
	r := &v.IRows[q.order[q.at]]
	var reveal app.UI
	if q.answered {
		verdict := "Right. "
		cls := "ok"
		if !q.right {
			verdict, cls = "Not quite. ", "bad"
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
				app.P().ID("quiz-part-ask").Body(
					app.Text("Now select its "), app.Strong().Text(q.part.Rule.String()),
					app.Text(" in the URL above, then press Enter or Check."),
				),
				button("quiz-check", "Check the selection").Class("btn-primary").
					OnClick(func(ctx app.Context, e app.Event) { v.checkPart(ctx) }),
				button("quiz-skip", "Skip").
					OnClick(func(ctx app.Context, e app.Event) { v.skipPart(ctx) }),
			)
		}
	}
	last := q.at+1 >= len(q.order)
	nextText := "Next (N)"
	if last {
		nextText = "See the score (N)"
	}
	return root.Body(
		app.If(v.IDamage != "", app.P().ID("quiz-damage-note").Class("input-note", "notice").Text(v.IDamage)),
		// Level 2: while the quiz asks, the workspace and its headings
		// are hidden, and it follows the page's h1.
		app.Elem("h3").ID("quiz-h").Aria("level", 2).Text("Question "+itoa(q.at+1)+" of "+itoa(len(q.order))),
		score,
		app.Label().For("quiz-url").Class("list-label").Text("Is this URL valid, as RFC 1738 reads it?"),
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
			button("quiz-valid", "Valid (V)").
				Disabled(q.answered || q.confirm).OnClick(func(ctx app.Context, e app.Event) { v.answer(ctx, true) }),
			button("quiz-invalid", "Invalid (I)").
				Disabled(q.answered || q.confirm).OnClick(func(ctx app.Context, e app.Event) { v.answer(ctx, false) }),
		),
		reveal,
		partQ,
		div("share",
			app.If(q.answered && q.partDone,
				button("quiz-next", nextText).Class("btn-primary").
					OnClick(func(ctx app.Context, e app.Event) { v.next(ctx) }),
			),
			button("quiz-end", "End the quiz (Esc)").
				Disabled(q.confirm).
				OnClick(func(ctx app.Context, e app.Event) { v.askEnd(ctx) }),
		),
		app.If(q.confirm, v.renderConfirm()),
	)
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
			app.P().ID("quiz-confirm-q").Body(app.Strong().Text("End the quiz now?")),
			app.P().ID("quiz-confirm-why").Text("You have answered "+itoa(q.asked)+" question(s); "+itoa(left)+" of "+itoa(len(q.order))+" URLs are not asked yet and will not count. The end shows your score and what you missed."),
			div("share",
				button("quiz-end-yes", "End and see the score").Class("btn-primary").
					OnClick(func(ctx app.Context, e app.Event) { v.finish(ctx) }),
				button("quiz-end-no", "Keep going (Esc)").
					OnClick(func(ctx app.Context, e app.Event) { v.keepGoing(ctx) }),
			),
		)
}
