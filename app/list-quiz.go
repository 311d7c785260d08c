package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// The list view's side of the quiz (quiz-view.go): it starts one on the
// rows the filters show, draws it in the place of the table, and hears of
// its end; while the questions are asked it posts actionQuiz, and the
// playground hides the workspace.

// handleQuiz hides the workspace while a quiz's questions are asked, and
// shows the list's tab, which holds the quiz.
func (p *playground) handleQuiz(ctx app.Context, a app.Action) {
	on, _ := a.Value.(bool)
	p.quizzing = on
	if on {
		p.ws.ShowView(viewIndex("list"))
	}
}

func (l *listView) onQuizStart(ctx app.Context, e app.Event) { l.startQuiz(ctx) }

// startQuiz starts a quiz on the rows the filters show.
func (l *listView) startQuiz(ctx app.Context) {
	order := l.filter.rows(l.rows)
	if len(order) == 0 {
		l.quizOnRead = false
		quizLinkClass(false)
		return
	}
	l.quizOrder = order
	l.quizzing = true
	l.quizStarted(ctx)
}

// quizStarted is a quiz's start, the first or again: its questions are
// asked, the address keeps "&quiz", and the workspace is hidden.
func (l *listView) quizStarted(ctx app.Context) {
	l.selected = -1
	l.writeLink(ctx)
	l.ctx.NewActionWithValue(actionQuiz, true)
}

// quizDone is the end of a quiz's questions: the workspace comes back.
func (l *listView) quizDone(ctx app.Context) {
	l.ctx.NewActionWithValue(actionQuiz, false)
	quizLinkClass(false)
}

// endQuiz goes back to the list.
func (l *listView) endQuiz(ctx app.Context) {
	// The workspace comes back, whether the questions were over or not
	// (actionQuiz false is the playground's, and the same twice).
	l.ctx.NewActionWithValue(actionQuiz, false)
	l.quizzing = false
	quizLinkClass(false)
	l.writeLink(ctx)
	l.focusSoon("#quiz-start")
}

// renderQuiz is the quiz under way: a quizView made for it (startQuiz).
func (l *listView) renderQuiz() app.UI {
	return &quizView{
		IRows:   l.rows,
		IOrder:  l.quizOrder,
		IDamage: l.damageNote,
		IFocus:  l.focusSoon,
		ISelect: l.selectRow,
		IStart:  l.quizStarted,
		IDone:   l.quizDone,
		IEnd:    l.endQuiz,
		ILink:   l.resultLink,
	}
}

// quizLinkClass marks the page as opened by a quiz link (html.quiz-link,
// which web/field.js sets before the app runs, so that the workspace is
// not drawn before the quiz hides it), or clears the mark once the quiz is
// over or the link holds none.
func quizLinkClass(on bool) {
	if !app.IsClient {
		return
	}
	cl := app.Window().Get("document").Get("documentElement").Get("classList")
	if on {
		cl.Call("add", "quiz-link")
	} else {
		cl.Call("remove", "quiz-link")
	}
}
