package main

import (
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The quiz asks about a list's URLs one at a time (those the filters show,
// in order): is it valid? Then, for a part the URL has, the student selects
// that part's text in the URL. Each answer is revealed with the verdict and
// the reason (the first error, or the production that accepts it), a score
// is kept, and the end lists the answers that were missed. It works with
// the keyboard alone: V and I answer, Enter checks a selection, N goes on,
// and focus moves to the next thing to do.
//
// While the questions are asked the page shows the quiz and nothing that
// answers it: the list (its "+ "/"- " expectations and notes) is hidden,
// and so is the playground's workspace (its field, verdict, diagnostics
// and views read a URL of their own, whose diagnostics may well answer the
// question asked), on screen and for screen readers alike (display: none,
// keyed on #playground[data-quiz="true"], which actionQuiz sets). Esc, or
// End, asks in the page before ending; the end shows the score and each
// missed question with its right answer and first error.
//
// Hooks: #quiz[data-at][data-score][data-asked][data-done]; #quiz-url, the
// URL (read only); #quiz-valid, #quiz-invalid, #quiz-check, #quiz-skip,
// #quiz-next, #quiz-end; #quiz-confirm with #quiz-end-yes and #quiz-end-no;
// #quiz-reveal[data-right]; #quiz-result, the end, with #quiz-missed
// li[data-row][data-kind][data-right] and #quiz-result-link, the link that
// takes the result to the teacher (quiz-report.go), and #quiz-result-copy.

// quizState is a quiz under way.
type quizState struct {
	order []int // the rows asked, in order
	at    int   // the question: an index into order

	answered bool // the verdict was answered
	right    bool // and rightly
	part     parser.Part
	hasPart  bool   // the question asks for a part
	partDone bool   // the part was checked or skipped
	partNote string // what the check found

	score, asked int
	missed       []quizMiss
	confirm      bool // the page asks whether to end the quiz
	done         bool
	unasked      int    // the questions not reached when the quiz was ended
	resultLink   string // the end's link for the teacher (quiz-report.go)
	copyNote     string // the result link copy's outcome
}

// A quizMiss is an answer that was wrong: the verdict ("verdict") or the
// part's selection ("part"), what the student said and the right answer.
type quizMiss struct {
	row         int
	kind        string
	rule        string // the part asked for
	said, right string
}

// quizRules are the parts a quiz asks for, in order of preference: those a
// student most often gets wrong first.
var quizRules = []parser.Rule{parser.RuleHost, parser.RulePort, parser.RuleUser, parser.RulePassword, parser.RuleSearch,
	parser.RuleSelector, parser.RuleHpath, parser.RuleFpath, parser.RuleEncoded822addr, parser.RuleGroup, parser.RuleArticle,
	parser.RuleDatabase, parser.RulePpath, parser.RuleUrlpath, parser.RuleSchemepart}

func (l *listView) onQuizStart(ctx app.Context, e app.Event) { l.startQuiz(ctx) }

// startQuiz starts a quiz on the rows the filters show.
func (l *listView) startQuiz(ctx app.Context) {
	order := l.filtered()
	if len(order) == 0 {
		l.quizOnRead = false
		quizLinkClass(false)
		return
	}
	l.quiz = &quizState{order: order}
	l.selected = -1
	l.askQuestion(ctx)
	l.writeLink(ctx)
	l.ctx.NewActionWithValue(actionQuiz, true)
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

// askQuestion sets up the question at q.at.
func (l *listView) askQuestion(ctx app.Context) {
	q := l.quiz
	q.answered, q.right, q.hasPart, q.partDone, q.partNote = false, false, false, false, ""
	r := &l.rows[q.order[q.at]]
	q.part, q.hasPart = quizPart(r.Res, q.at)
	url := r.URL
	ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID("quiz-url"); el.Truthy() {
			el.Set("value", url)
		}
	})
	l.focusSoon("#quiz-valid")
}

// quizPart chooses the part question n asks for in res: one of quizRules
// that is not empty, turn by turn. There is none when the field could not
// show the URL's exact bytes.
func quizPart(res *parser.Result, n int) (parser.Part, bool) {
	in := res.Input
	if !utf8.ValidString(in) || strings.ContainsAny(in, "\r\x00") {
		return parser.Part{}, false
	}
	var cands []parser.Part
	for _, rule := range quizRules {
		for _, p := range res.Parts {
			if p.Rule == rule && p.End > p.Start && int(p.End) <= len(in) {
				cands = append(cands, p)
				break
			}
		}
	}
	if len(cands) == 0 {
		return parser.Part{}, false
	}
	return cands[n%len(cands)], true
}

// answer records the student's verdict.
func (l *listView) answer(ctx app.Context, valid bool) {
	q := l.quiz
	if q == nil || q.done || q.answered {
		return
	}
	row := q.order[q.at]
	r := &l.rows[row]
	q.answered = true
	q.right = valid == r.Res.Valid
	q.asked++
	if q.right {
		q.score++
	} else {
		q.missed = append(q.missed, quizMiss{row: row, kind: "verdict", said: validWord(valid), right: validWord(r.Res.Valid)})
	}
	if q.hasPart {
		l.focusSoon("#quiz-url")
	} else {
		q.partDone = true
		l.focusSoon("#quiz-next")
	}
}

// validWord is a verdict in a word.
func validWord(valid bool) string {
	if valid {
		return "valid"
	}
	return "invalid"
}

// quizReason is the verdict and why, in a sentence.
func quizReason(res *parser.Result) string {
	prod := res.Production
	if prod == "" {
		prod = say("page.quiz.no-production")
	}
	if res.Valid {
		return say("page.quiz.valid", prod)
	}
	if d := firstErrorOf(res); d != nil {
		if d.RFC != "" {
			return say("page.quiz.invalid.error-section", prod, d.Message, d.RFC)
		}
		return say("page.quiz.invalid.error", prod, d.Message)
	}
	return say("page.quiz.invalid", prod)
}

// checkPart compares the selection in #quiz-url with the part asked for.
func (l *listView) checkPart(ctx app.Context) {
	q := l.quiz
	if q == nil || !q.answered || !q.hasPart || q.partDone {
		return
	}
	r := &l.rows[q.order[q.at]]
	start, end := -1, -1
	if el := app.Window().GetElementByID("quiz-url"); el.Truthy() {
		v := el.Get("value").String()
		start = byteOfUnit(v, el.Get("selectionStart").Int())
		end = byteOfUnit(v, el.Get("selectionEnd").Int())
	}
	p := q.part
	rule := p.Rule.String()
	want := r.URL[p.Start:p.End]
	q.partDone = true
	q.asked++
	if start == int(p.Start) && end == int(p.End) {
		q.score++
		q.partNote = say("page.quiz.right", rule, visible(want), spanText(int(p.Start), int(p.End)))
	} else {
		got := "nothing"
		if start >= 0 && end > start && end <= len(r.URL) {
			got = "\u201c" + visible(r.URL[start:end]) + "\u201d"
		}
		q.partNote = say("page.quiz.not-quite", got, rule, visible(want), spanText(int(p.Start), int(p.End)))
		q.missed = append(q.missed, quizMiss{row: q.order[q.at], kind: "part", rule: rule, said: got, right: say("page.quiz.part-is", rule, visible(want))})
	}
	l.focusSoon("#quiz-next")
}

// focusSoon moves the focus to selector once, in the task that first
// draws it: go-app runs a deferred function right after the frame's
// renders, so each try sees what that frame drew. The element may come a
// frame or two after the handler that asks for it (the quiz is shown once
// the playground has hidden the workspace, in the frame after a quiz
// link's list is read): until it is drawn and shown, the request waits
// for the next frame, for at most focusFrames of them. It never takes the
// focus from where the student has put it meanwhile (a click, a Tab), and
// only the last request moves it. A key that asked for it is released
// first (web/field.js's focusAfterKey): the Go program can answer a key
// within its own events, and Enter would then press the button the focus
// moved to. It defers through the view's own context: a handler's context
// may be an element the render removes (the Skip button), whose dispatches
// go-app drops.
func (l *listView) focusSoon(selector string) {
	l.focusSeq++
	seq := l.focusSeq
	doc := app.Window().Get("document")
	was := doc.Get("activeElement")
	var try func(frame int)
	try = func(frame int) {
		l.ctx.Defer(func(app.Context) {
			if l.focusSeq != seq {
				return // a later request decides
			}
			now := doc.Get("activeElement")
			if now.Truthy() && !now.Equal(was) && !now.Equal(doc.Get("body")) {
				return // the student has moved the focus meanwhile
			}
			if el := doc.Call("querySelector", selector); el.Truthy() && el.Call("checkVisibility").Bool() {
				// Now, or once the key that asked is released
				// (web/field.js): the key must not land on el.
				if f := app.Window().Get("urlField"); f.Truthy() && f.Get("focusAfterKey").Truthy() {
					f.Call("focusAfterKey", el)
				} else {
					el.Call("focus")
				}
				return
			}
			if frame < focusFrames {
				try(frame + 1)
			}
		})
	}
	try(0)
}

// focusFrames bounds how many frames a focus request waits for its
// element: about five seconds of frames, far more than a frame or two it
// takes, so that a request for something never drawn ends.
const focusFrames = 300

// skipPart leaves the part question unanswered (it does not count).
func (l *listView) skipPart(ctx app.Context) {
	q := l.quiz
	if q == nil || !q.answered || q.partDone {
		return
	}
	q.partDone = true
	q.partNote = "Skipped: the " + q.part.Rule.String() + " is \u201c" + visible(l.rows[q.order[q.at]].URL[q.part.Start:q.part.End]) + "\u201d."
	l.focusSoon("#quiz-next")
}

// next goes on to the next question, or ends the quiz after the last.
func (l *listView) next(ctx app.Context) {
	q := l.quiz
	if q == nil || !q.answered || !q.partDone {
		return
	}
	if q.at+1 >= len(q.order) {
		l.finish(ctx)
		return
	}
	q.at++
	l.askQuestion(ctx)
}

// askEnd asks, in the page, whether to end the quiz now (Esc or End): a
// stray Esc must not throw the answers away.
func (l *listView) askEnd(ctx app.Context) {
	q := l.quiz
	if q == nil || q.done {
		return
	}
	q.confirm = true
	l.focusSoon("#quiz-end-no")
}

// keepGoing takes the question back up.
func (l *listView) keepGoing(ctx app.Context) {
	q := l.quiz
	if q == nil || !q.confirm {
		return
	}
	q.confirm = false
	switch {
	case !q.answered:
		l.focusSoon("#quiz-valid")
	case q.hasPart && !q.partDone:
		l.focusSoon("#quiz-url")
	default:
		l.focusSoon("#quiz-next")
	}
}

// finish ends the questions and shows the score and what was missed; the
// questions not reached are counted.
func (l *listView) finish(ctx app.Context) {
	q := l.quiz
	if q == nil || q.done {
		return
	}
	q.confirm = false
	q.done = true
	q.unasked = len(q.order) - q.at
	if q.answered {
		q.unasked--
	}
	q.resultLink = l.resultLink()
	l.ctx.NewActionWithValue(actionQuiz, false)
	quizLinkClass(false)
	// On what keeps the result: Enter, the key a student has pressed after
	// every question, copies the link for the teacher; on "Quiz again" it
	// would start anew and lose it.
	l.focusSoon("#quiz-result-copy")
}

// endQuiz goes back to the list.
func (l *listView) endQuiz(ctx app.Context) {
	if l.quiz != nil && !l.quiz.done {
		l.ctx.NewActionWithValue(actionQuiz, false)
	}
	l.quiz = nil
	quizLinkClass(false)
	l.writeLink(ctx)
	l.focusSoon("#quiz-start")
}

// onQuizKey: V and I answer, Enter checks the selection, N goes on,
// Escape asks whether to end the quiz (and, asked, keeps going).
func (l *listView) onQuizKey(ctx app.Context, e app.Event) {
	q := l.quiz
	if q == nil || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	tag := e.Get("target").Get("tagName").String()
	switch key := strings.ToLower(e.Get("key").String()); {
	case key == "escape" && q.done:
		l.endQuiz(ctx) // nothing is lost: the score was shown
	case key == "escape" && q.confirm:
		l.keepGoing(ctx)
	case key == "escape":
		l.askEnd(ctx)
	case q.confirm || q.done:
		// Asked whether to end, or ended: the answer keys do nothing.
	case key == "v" && !q.answered:
		l.answer(ctx, true)
	case key == "i" && !q.answered:
		l.answer(ctx, false)
	case key == "enter" && q.answered && q.hasPart && !q.partDone && tag == "TEXTAREA":
		e.PreventDefault()
		l.checkPart(ctx)
	case key == "n" && q.answered && q.partDone && !q.done:
		l.next(ctx)
	}
}

func (l *listView) renderQuiz() app.UI {
	q := l.quiz
	root := app.Div().ID("quiz").Class("quiz").
		Role("region").Aria("label", "quiz").
		DataSet("at", q.at).DataSet("score", q.score).DataSet("asked", q.asked).DataSet("done", q.done).
		OnKeyDown(l.onQuizKey)
	score := app.P().ID("quiz-score").Class("quiz-score").Role("status").
		Text("Score " + itoa(q.score) + " of " + itoa(q.asked))
	if q.done {
		return root.Body(l.renderResult())
	}
	r := &l.rows[q.order[q.at]]
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
			app.If(r.Note != "", app.P().Class("tests-note").Text(r.Note)),
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
			partQ = app.Div().Class("quiz-part").Body(
				app.P().ID("quiz-part-ask").Body(
					app.Text("Now select its "), app.Strong().Text(q.part.Rule.String()),
					app.Text(" in the URL above, then press Enter or Check."),
				),
				app.Button().ID("quiz-check").Class("btn", "btn-primary").Text("Check the selection").
					OnClick(func(ctx app.Context, e app.Event) { l.checkPart(ctx) }),
				app.Button().ID("quiz-skip").Class("btn").Text("Skip").
					OnClick(func(ctx app.Context, e app.Event) { l.skipPart(ctx) }),
			)
		}
	}
	last := q.at+1 >= len(q.order)
	nextText := "Next (N)"
	if last {
		nextText = "See the score (N)"
	}
	return root.Body(
		app.If(l.damageNote != "", app.P().ID("quiz-damage-note").Class("input-note", "notice").Text(l.damageNote)),
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
			app.Button().ID("quiz-valid").Class("btn").Text("Valid (V)").
				Disabled(q.answered || q.confirm).OnClick(func(ctx app.Context, e app.Event) { l.answer(ctx, true) }),
			app.Button().ID("quiz-invalid").Class("btn").Text("Invalid (I)").
				Disabled(q.answered || q.confirm).OnClick(func(ctx app.Context, e app.Event) { l.answer(ctx, false) }),
		),
		reveal,
		partQ,
		app.Div().Class("share").Body(
			app.If(q.answered && q.partDone,
				app.Button().ID("quiz-next").Class("btn", "btn-primary").Text(nextText).
					OnClick(func(ctx app.Context, e app.Event) { l.next(ctx) }),
			),
			app.Button().ID("quiz-end").Class("btn").Text("End the quiz (Esc)").
				Disabled(q.confirm).
				OnClick(func(ctx app.Context, e app.Event) { l.askEnd(ctx) }),
		),
		app.If(q.confirm, l.renderConfirm()),
	)
}

// renderConfirm asks whether to end the quiz: in the page, not with
// window.confirm, which blocks the page and which a browser may suppress.
func (l *listView) renderConfirm() app.UI {
	q := l.quiz
	left := len(q.order) - q.at
	if q.answered {
		left--
	}
	return app.Div().ID("quiz-confirm").Class("quiz-confirm").
		Role("alertdialog").Aria("labelledby", "quiz-confirm-q").Aria("describedby", "quiz-confirm-why").
		Body(
			app.P().ID("quiz-confirm-q").Body(app.Strong().Text("End the quiz now?")),
			app.P().ID("quiz-confirm-why").Text("You have answered "+itoa(q.asked)+" question(s); "+itoa(left)+" of "+itoa(len(q.order))+" URLs are not asked yet and will not count. The end shows your score and what you missed."),
			app.Div().Class("share").Body(
				app.Button().ID("quiz-end-yes").Class("btn", "btn-primary").Text("End and see the score").
					OnClick(func(ctx app.Context, e app.Event) { l.finish(ctx) }),
				app.Button().ID("quiz-end-no").Class("btn").Text("Keep going (Esc)").
					OnClick(func(ctx app.Context, e app.Event) { l.keepGoing(ctx) }),
			),
		)
}

// renderResult is the quiz's end: the score, the questions not reached,
// and each missed question with the URL, the right answer and, for a
// verdict, the first error and its section.
func (l *listView) renderResult() app.UI {
	q := l.quiz
	missed := make([]app.UI, len(q.missed))
	for i, m := range q.missed {
		r := &l.rows[m.row]
		var why app.UI
		if m.kind == "verdict" {
			if d := firstErrorOf(r.Res); d != nil {
				why = missedError(d)
			} else {
				why = app.P().Class("quiz-miss-error").Text(quizReason(r.Res) + ".")
			}
		}
		missed[i] = app.Elem("li").DataSet("row", m.row).DataSet("kind", m.kind).DataSet("right", m.right).Body(
			app.Button().Class("tests-load").
				Aria("label", "line "+itoa(r.Line)+": read it in the field").
				OnClick(l.onSelect(m.row), m.row, i).
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
			app.P().Class("ok").Text("Nothing missed."),
		).Else(
			app.P().Text("Missed ("+itoa(len(q.missed))+"):"),
			app.Elem("ul").ID("quiz-missed").Class("quiz-missed").Body(missed...),
		),
		l.renderResultLink(),
		app.Div().Class("share").Body(
			app.Button().ID("quiz-again").Class("btn").Text("Quiz again").OnClick(l.onQuizStart),
			app.Button().ID("quiz-end").Class("btn").Text("Back to the list").OnClick(func(ctx app.Context, e app.Event) { l.endQuiz(ctx) }),
		),
	)
}

// handleQuiz hides the workspace while a quiz's questions are asked, and
// shows the list's tab, which holds the quiz.
func (p *playground) handleQuiz(ctx app.Context, a app.Action) {
	on, _ := a.Value.(bool)
	p.quizzing = on
	if on {
		p.ws.ShowView(viewIndex("list"))
	}
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
