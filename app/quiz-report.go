package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// A quiz's result goes back to the teacher as a link the student copies
// at the end of the quiz (#quiz-result-link) and sends; the page itself
// sends nothing anywhere.
//
//	#g=7.10.30..&qr=6.9.10.0.3,7:host.5e0f3a12&qc=0c1d2e3f
//	#qr=6.9.10.0.3,7:host.5e0f3a12&qc=0c1d2e3f
//
// qr= is six fields separated by ".": the score, the answers given (a
// verdict and a part each count one), the questions, those not reached,
// the missed answers, and the checksum (urllist.Checksum) of the list's
// text the quiz was on. A missed answer is the URL's number in that list,
// from 1: alone for a verdict, with ":" and the rule asked for a part
// ("7:host"). For a generated list the generator's settings come first,
// as g= (exercise-link.go): the teacher's page makes the list again,
// checks it against the checksum, and shows each missed URL with its right
// answer. Any other list is not in the link, only its checksum: the
// teacher's page shows the URLs when the list view holds that list (the
// list link, or the list the quiz link was copied from, opened first in
// the same tab), and otherwise says what the link carries.
//
// qc= is the checksum of the text before it, so that a link changed by
// accident is said to be damaged. It is not security: a CRC-32 is no
// secret, and a student can write a better score, and its checksum, by
// hand.
//
// Hooks: #quiz-report[data-score][data-asked][data-questions][data-shown],
// #report-missed li[data-row][data-kind][data-right], #report-damage-note,
// #report-close.

const (
	reportKey      = "qr="
	reportCheckKey = "qc="
	// reportMax bounds the numbers a result link may hold: no list the
	// page reads has more URLs.
	reportMax = 10_000_000
)

// A quizReport is what a result link carries.
type quizReport struct {
	score, asked, questions, unasked int
	missed                           []reportMiss
	listSum                          string
	gen                              *exercise.Options // the list's settings when it was generated
}

// A reportMiss is a missed answer.
type reportMiss struct {
	row  int    // the URL's index in the list, from 0
	rule string // the part asked for; "" for the verdict
}

// encodeReport is the fragment (without "#") of a result link.
func encodeReport(r quizReport) string {
	var b strings.Builder
	if r.gen != nil {
		b.WriteString(genKey + encodeGen(*r.gen) + "&")
	}
	b.WriteString(reportKey + strconv.Itoa(r.score) + "." + strconv.Itoa(r.asked) + "." + strconv.Itoa(r.questions) + "." + strconv.Itoa(r.unasked) + ".")
	for i, m := range r.missed {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(m.row + 1))
		if m.rule != "" {
			b.WriteString(":" + m.rule)
		}
	}
	b.WriteString("." + r.listSum)
	s := b.String()
	return s + "&" + reportCheckKey + urllist.Checksum(s)
}

// errReportDamaged says that a result link fails its checksum.
// Its text is said in the language shown (damageText).
var errReportDamaged = errors.New("ui.report.checksum")

// decodeReport reads the result a fragment holds. ok is false when it has
// no qr=. err completes "This result link is damaged: ..."; with
// errReportDamaged the result read is returned, with another error none.
// A link without qc= is read unchecked.
func decodeReport(fragment string) (r quizReport, ok bool, err error) {
	var g, qr, qc string
	hasG, checked := false, false
	for param := range strings.SplitSeq(strings.TrimPrefix(fragment, "#"), "&") {
		switch {
		case strings.HasPrefix(param, reportKey):
			qr, ok = param[len(reportKey):], true
		case strings.HasPrefix(param, reportCheckKey):
			qc, checked = strings.ToLower(param[len(reportCheckKey):]), true
		case strings.HasPrefix(param, genKey):
			g, hasG = param[len(genKey):], true
		}
	}
	if !ok {
		return r, false, nil
	}
	signed := reportKey + qr
	if hasG {
		signed = genKey + g + "&" + signed
	}
	f := strings.Split(qr, ".")
	if len(f) != 6 {
		return quizReport{}, true, errors.New(ui("ui.report.fields"))
	}
	nums := [4]int{}
	for i, name := range []string{"ui.report.score", "ui.report.answers", "ui.report.questions", "ui.report.unasked-n"} {
		n, err := strconv.Atoi(f[i])
		if err != nil || n < 0 || n > reportMax {
			return quizReport{}, true, errors.New(ui("ui.report.not-number", ui(name), strconv.Quote(f[i])))
		}
		nums[i] = n
	}
	r.score, r.asked, r.questions, r.unasked = nums[0], nums[1], nums[2], nums[3]
	if r.score > r.asked || r.unasked > r.questions || r.asked > 2*r.questions {
		return quizReport{}, true, errors.New(ui("ui.report.no-sum", r.score, r.asked, r.questions))
	}
	if f[4] != "" {
		for item := range strings.SplitSeq(f[4], ",") {
			n, rule, _ := strings.Cut(item, ":")
			row, err := strconv.Atoi(n)
			if err != nil || row < 1 || row > reportMax || strings.Contains(item, ":") && !isQuizRule(rule) {
				return quizReport{}, true, errors.New(ui("ui.report.bad-miss", strconv.Quote(item)))
			}
			r.missed = append(r.missed, reportMiss{row: row - 1, rule: rule})
		}
	}
	r.listSum = f[5]
	if !isChecksum(r.listSum) {
		return quizReport{}, true, errors.New(ui("ui.report.bad-sum", strconv.Quote(r.listSum)))
	}
	if hasG {
		o, err := decodeGen(g)
		if err != nil {
			return quizReport{}, true, err
		}
		r.gen = &o
	}
	if checked && urllist.Checksum(signed) != qc {
		return r, true, errReportDamaged
	}
	return r, true, nil
}

// isChecksum reports whether s is a checksum as urllist.Checksum writes it.
func isChecksum(s string) bool {
	if len(s) != 8 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !('0' <= s[i] && s[i] <= '9' || 'a' <= s[i] && s[i] <= 'f') {
			return false
		}
	}
	return true
}

// reportParams are a fragment's result-link parameters, as they came.
func reportParams(fragment string) string {
	var keep []string
	for param := range strings.SplitSeq(strings.TrimPrefix(fragment, "#"), "&") {
		if strings.HasPrefix(param, reportKey) || strings.HasPrefix(param, reportCheckKey) || strings.HasPrefix(param, genKey) {
			keep = append(keep, param)
		}
	}
	return strings.Join(keep, "&")
}

// reportState is a result link opened by the teacher.
type reportState struct {
	rep      quizReport
	damage   string          // what is wrong with the link
	entries  []urllist.Entry // the list the quiz was on, when it could be had
	listNote string          // why the URLs are not shown, or where they come from
}

// openReport shows the result a fragment holds, and reports whether it
// holds one.
func (l *listView) openReport(fragment string) bool {
	rep, ok, err := decodeReport(fragment)
	if !ok {
		l.report = nil
		return false
	}
	v := &reportState{rep: rep}
	l.IAddr.keepList(reportParams(fragment))
	if err != nil {
		v.damage = ui("ui.report.damaged", damageText(err))
		if err != errReportDamaged {
			l.report = v
			return true
		}
	}
	switch {
	case rep.gen != nil:
		text, err := generateText(*rep.gen)
		switch {
		case err != nil:
			v.listNote = ui("ui.report.gen-refuses", damageText(err))
		case urllist.Checksum(text) != rep.listSum:
			v.listNote = ui("ui.report.gen-other")
		default:
			v.entries, _ = urllist.Parse(text)
			v.listNote = ui("ui.report.gen", genCommand(*rep.gen))
		}
	case l.text != "" && urllist.Checksum(l.text) == rep.listSum:
		v.entries, _ = urllist.Parse(l.text)
		v.listNote = ui("ui.report.on-list")
	case len(l.rows) > 0 && urllist.Checksum(l.quizText()) == rep.listSum:
		v.entries, _ = urllist.Parse(l.quizText())
		v.listNote = ui("ui.report.on-quiz")
	default:
		v.listNote = ui("ui.report.no-list", rep.listSum)
	}
	l.report = v
	return true
}

// A reportRow is a missed answer, told.
type reportRow struct {
	kind, right string
	res         *parser.Result // nil when the URL is not known
	note        string
}

// row tells missed answer m: the URL and the right answer, when the list
// is known.
func (v *reportState) row(m reportMiss) reportRow {
	r := reportRow{kind: "verdict"}
	if m.rule != "" {
		r.kind = "part"
	}
	if m.row >= len(v.entries) {
		return r
	}
	e := v.entries[m.row]
	r.res = parser.Parse(e.URL, 0)
	r.note = e.Note
	if m.rule == "" {
		r.right = validWord(r.res.Valid)
		return r
	}
	for _, p := range r.res.Parts {
		if p.Rule.String() == m.rule && p.End > p.Start { // m.rule is a name read from the link
			r.right = say("page.quiz.part-is", m.rule, readview.Visible(e.URL[p.Start:p.End]))
			break
		}
	}
	return r
}

// reportView is the teacher's view of a result link: a component of its
// own. The list view reads the link (openReport), since telling the URLs
// needs its list, and hands the reading down; closing goes up (IClose).
type reportView struct {
	app.Compo

	IReport *reportState
	IClose  func(ctx app.Context)
}

func (rv *reportView) Render() app.UI {
	v := rv.IReport
	rep := v.rep
	items := make([]app.UI, len(rep.missed))
	for i, m := range rep.missed {
		r := v.row(m)
		asked := ui("ui.report.verdict", m.row+1)
		if m.rule != "" {
			asked = ui("ui.report.part", m.row+1, m.rule)
		}
		li := app.Elem("li").DataSet("row", m.row).DataSet("kind", r.kind).DataSet("right", r.right)
		if r.res == nil {
			items[i] = li.Text(ui("ui.sentence", asked))
			continue
		}
		var why app.UI
		if d := firstErrorOf(r.res); d != nil && m.rule == "" {
			why = missedError(d)
		}
		items[i] = li.Body(
			div("quiz-url-parts", urlParts(r.res)...),
			app.P().Class("quiz-miss-why").Body(
				app.Text(asked+ui("ui.report.right")),
				app.Strong().Text(r.right),
				app.Text("."),
			),
			why,
			app.If(r.note != "", textP("tests-note", r.note)),
		)
	}
	return app.Div().ID("quiz-report").Class("quiz", "quiz-result").
		Role("region").Aria("labelledby", "report-h").
		DataSet("score", rep.score).DataSet("asked", rep.asked).DataSet("questions", rep.questions).
		DataSet("shown", v.entries != nil).
		Body(
			app.Elem("h3").ID("report-h").Text(ui("ui.report.h")),
			app.If(v.damage != "", app.P().ID("report-damage-note").Class("input-note", "notice").Role("status").Text(v.damage)),
			app.If(v.damage == "" || v.rep.listSum != "",
				app.P().ID("report-score").Class("quiz-score").Text(uiCount("ui.report.score-on", rep.questions, rep.score, rep.asked)),
				app.If(rep.unasked > 0, app.P().Text(uiCount("ui.quiz.unasked", rep.unasked, rep.questions))),
				app.P().ID("report-list-note").Class("input-note").Text(v.listNote),
				app.If(len(rep.missed) == 0, textP("ok", ui("ui.quiz.none-missed"))).Else(
					app.P().Text(ui("ui.quiz.missed", len(rep.missed))),
					app.Elem("ul").ID("report-missed").Class("quiz-missed").Body(items...),
				),
			),
			textP("input-note", ui("ui.report.trust")),
			div("share",
				button("report-close", ui("ui.report.close")).OnClick(func(ctx app.Context, e app.Event) { rv.IClose(ctx) }),
			),
		)
}

// closeReport puts the result away; the address keeps the list again.
func (l *listView) closeReport(ctx app.Context) {
	l.report = nil
	f := ""
	if l.text != "" {
		f = l.listParams(l.text, false)
	}
	l.IAddr.setList(f)
	focusFirst("#list-input")
}

// resultLink is the link that carries the result of quiz q to the teacher.
func (l *listView) resultLink(q *quizState) string {
	rep := quizReport{score: q.score, asked: q.asked, questions: len(q.order), unasked: q.unasked, listSum: urllist.Checksum(l.text)}
	for _, m := range q.missed {
		rep.missed = append(rep.missed, reportMiss{row: m.row, rule: m.rule})
	}
	if m := l.genLast; m != nil && m.text == l.text {
		o := m.opts
		rep.gen = &o
	}
	f := encodeReport(rep) + langParam()
	if !app.IsClient {
		return "#" + f
	}
	loc := app.Window().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + "#" + f
}

// copyText copies text to the clipboard, and says in *note how it went;
// what names it ("the result link").
func copyText(ctx app.Context, text, what string, note *string) {
	copyTo(ctx, text, note, uiCount("ui.copied", len(text), what), ui("ui.clip.by-hand"))
}

// damageText is what is wrong with a result link, in the language shown.
func damageText(err error) string {
	switch err {
	case errReportDamaged:
		return ui("ui.report.checksum")
	case errGenDamaged:
		return ui("ui.genlink.checksum")
	}
	return err.Error()
}

// isQuizRule reports whether name, read from a result link, names one of
// the parts a quiz asks for.
func isQuizRule(name string) bool {
	for _, r := range quizRules {
		if r.String() == name {
			return true
		}
	}
	return false
}
