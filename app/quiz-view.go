package main

import (
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
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

// quizView is the quiz: a component of its own, drawn by the list view in
// the place of its table while a quiz runs, and made anew for each quiz
// the list view starts (OnInit asks the first question). Its state is the
// quiz's; what it asks about comes down from the list view (the rows, the
// order), and what the list view does about it goes up through the func
// fields: a missed URL read in the field, the quiz started again, its end.
type quizView struct {
	app.Compo

	IRows   []listRow // the list's rows
	IOrder  []int     // the rows asked, in order
	IDamage string    // what is wrong with the link the list came from

	IFocus  func(selector string)          // moves the focus once the element is drawn (focusSoon)
	ISelect func(ctx app.Context, row int) // reads a row's URL in the field
	IStart  func(ctx app.Context)          // the quiz started again
	IDone   func(ctx app.Context)          // the questions are over
	IEnd    func(ctx app.Context)          // back to the list
	ILink   func(q *quizState) string      // the link of a result (quiz-report.go)

	q quizState
}

// OnInit asks the first question: the quiz is made for this quiz alone.
func (v *quizView) OnInit() {
	v.q = quizState{order: v.IOrder}
	v.pose()
	v.IFocus("#quiz-valid")
}

// OnMount puts the first question's URL into its field, now drawn.
func (v *quizView) OnMount(ctx app.Context) { v.showURL(ctx) }

// again starts the quiz anew on the same URLs.
func (v *quizView) again(ctx app.Context) {
	v.q = quizState{order: v.IOrder}
	v.askQuestion(ctx)
	v.IStart(ctx)
}

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

// askQuestion sets up the question at q.at.
func (v *quizView) askQuestion(ctx app.Context) {
	v.pose()
	v.showURL(ctx)
	v.IFocus("#quiz-valid")
}

// pose sets up the question at q.at: nothing answered yet, and the part
// it asks for.
func (v *quizView) pose() {
	q := &v.q
	q.answered, q.right, q.hasPart, q.partDone, q.partNote = false, false, false, false, ""
	q.part, q.hasPart = quizPart(v.IRows[q.order[q.at]].Res, q.at)
}

// showURL puts the question's URL into #quiz-url once it is drawn: the
// field takes no edit, so the program sets its value.
func (v *quizView) showURL(ctx app.Context) {
	url := v.IRows[v.q.order[v.q.at]].URL
	ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID("quiz-url"); el.Truthy() {
			el.Set("value", url)
		}
	})
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
func (v *quizView) answer(ctx app.Context, valid bool) {
	q := &v.q
	if q.done || q.answered {
		return
	}
	row := q.order[q.at]
	r := &v.IRows[row]
	q.answered = true
	q.right = valid == r.Res.Valid
	q.asked++
	if q.right {
		q.score++
	} else {
		q.missed = append(q.missed, quizMiss{row: row, kind: "verdict", said: validWord(valid), right: validWord(r.Res.Valid)})
	}
	if q.hasPart {
		v.IFocus("#quiz-url")
	} else {
		q.partDone = true
		v.IFocus("#quiz-next")
	}
}

// validWord is a verdict in a word.
func validWord(valid bool) string {
	if valid {
		return ui("ui.quiz.is-valid")
	}
	return ui("ui.quiz.is-invalid")
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
func (v *quizView) checkPart(ctx app.Context) {
	q := &v.q
	if !q.answered || !q.hasPart || q.partDone {
		return
	}
	r := &v.IRows[q.order[q.at]]
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
		q.partNote = say("page.quiz.right", rule, readview.Visible(want), readview.SpanText(int(p.Start), int(p.End)))
	} else {
		got := ui("ui.quiz.nothing")
		if start >= 0 && end > start && end <= len(r.URL) {
			got = "\u201c" + readview.Visible(r.URL[start:end]) + "\u201d"
		}
		q.partNote = say("page.quiz.not-quite", got, rule, readview.Visible(want), readview.SpanText(int(p.Start), int(p.End)))
		q.missed = append(q.missed, quizMiss{row: q.order[q.at], kind: "part", rule: rule, said: got, right: say("page.quiz.part-is", rule, readview.Visible(want))})
	}
	v.IFocus("#quiz-next")
}

// skipPart leaves the part question unanswered (it does not count).
func (v *quizView) skipPart(ctx app.Context) {
	q := &v.q
	if !q.answered || q.partDone {
		return
	}
	q.partDone = true
	q.partNote = ui("ui.quiz.skipped", q.part.Rule.String(), readview.Visible(v.IRows[q.order[q.at]].URL[q.part.Start:q.part.End]))
	v.IFocus("#quiz-next")
}

// next goes on to the next question, or ends the quiz after the last.
func (v *quizView) next(ctx app.Context) {
	q := &v.q
	if !q.answered || !q.partDone {
		return
	}
	if q.at+1 >= len(q.order) {
		v.finish(ctx)
		return
	}
	q.at++
	v.askQuestion(ctx)
}

// askEnd asks, in the page, whether to end the quiz now (Esc or End): a
// stray Esc must not throw the answers away.
func (v *quizView) askEnd(ctx app.Context) {
	q := &v.q
	if q.done {
		return
	}
	q.confirm = true
	v.IFocus("#quiz-end-no")
}

// keepGoing takes the question back up.
func (v *quizView) keepGoing(ctx app.Context) {
	q := &v.q
	if !q.confirm {
		return
	}
	q.confirm = false
	switch {
	case !q.answered:
		v.IFocus("#quiz-valid")
	case q.hasPart && !q.partDone:
		v.IFocus("#quiz-url")
	default:
		v.IFocus("#quiz-next")
	}
}

// onQuizKey: V and I answer, Enter checks the selection, N goes on,
// Escape asks whether to end the quiz (and, asked, keeps going).
func (v *quizView) onQuizKey(ctx app.Context, e app.Event) {
	q := &v.q
	if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	tag := e.Get("target").Get("tagName").String()
	switch key := strings.ToLower(e.Get("key").String()); {
	case key == "escape" && q.done:
		v.IEnd(ctx) // nothing is lost: the score was shown
	case key == "escape" && q.confirm:
		v.keepGoing(ctx)
	case key == "escape":
		v.askEnd(ctx)
	case q.confirm || q.done:
		// Asked whether to end, or ended: the answer keys do nothing.
	case key == "v" && !q.answered:
		v.answer(ctx, true)
	case key == "i" && !q.answered:
		v.answer(ctx, false)
	case key == "enter" && q.answered && q.hasPart && !q.partDone && tag == "TEXTAREA":
		e.PreventDefault()
		v.checkPart(ctx)
	case key == "n" && q.answered && q.partDone && !q.done:
		v.next(ctx)
	}
}
