package main

import (
	"strconv"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
	"github.com/urlplayground/rfc1738-playground/workspace"
)

// listView is the exercise list: a text area holding a URL list (package
// urllist's format, or the rfc1738 command's output pasted as it is), and a
// table of its URLs with the verdict each gets and whether it meets the
// list's expectation, a summary, and filters. Selecting a row loads its URL
// into the field; a button brings the reader back. The list is kept in the
// address (list-link.go), and quiz-view.go quizzes a student on it.
//
// A list of 10,000 URLs must not freeze the page: it is read in slices of a
// few milliseconds with the browser free to draw and take keystrokes in
// between (readList), and the table draws only the rows in view, between
// two spacer rows the height of those above and below.
type listView struct {
	app.Compo

	IAddr *pageAddress // the address, which keeps the list (list-link.go)

	ctx     app.Context
	text    string    // the list's text, as the area holds it
	rows    []listRow // the URLs read so far
	src     urllist.Source
	reading bool         // a read is under way
	readSeq atomic.Int64 // counts reads and edits: a stale slice is dropped
	linkSeq int          // counts link writes

	editWait workspace.Debouncer // the pause in typing in the area before a read

	filter listFilter // the rows the table shows, the worksheet prints, a quiz asks and the quiz link holds
	reads  int        // counts the reads: the table draws each new list from its top

	// selected is the row whose URL was loaded into the field, or -1: the
	// list view's, not the table's, since its back button is also drawn
	// under a quiz, whose missed URLs are read in the field too.
	selected   int
	linkLen    int    // the length of the list's link, 0 when none
	linkNote   string // what the address could not hold
	damageNote string // what was wrong with the link the list came from
	fileNote   string // the last file load's or download's outcome
	copyNote   string // the last link copy's outcome
	undoNote   string // what the last load replaced (list-undo.go)
	hist       listHistory
	keyFn      app.Func // keydown in the list view: the history's keys

	readMs int // how long the last read took, in milliseconds, from its start to its last row

	genLast *genMade     // the list the generator made last (exercise-dialog.go)
	report  *reportState // a quiz's result link opened here, or nil (quiz-report.go)
	sheet   *sheetPrint  // a worksheet or key being printed (worksheet.go), else nil

	sheetHints bool // the worksheet prints the list's notes as hints

	quizzing  bool  // a quiz is shown in the place of the table (list-quiz.go)
	quizOrder []int // the rows it asks about
	focusSeq  int   // counts focusSoon's requests: only the last one moves the focus
	// quizOnRead starts a quiz once the list is read (a link with "&quiz").
	quizOnRead bool
}

// OnInit may end the start's task first (mountBreak).
func (l *listView) OnInit() { mountBreak() }

// A listRow is one URL of the list and its reading.
type listRow struct {
	urllist.Entry
	Res *parser.Result
}

// pass is "true", "false", or "" when the list expects nothing of the URL.
func (r *listRow) pass() string {
	if r.Expect == urllist.None {
		return ""
	}
	return strconv.FormatBool(r.Expect.Holds(r.Res.Valid))
}

const (
	// listReadSlice is how long one slice of a read may take before the
	// browser gets the thread back.
	listReadSlice = 8 * time.Millisecond
	// listDrawEvery is how often a read under way draws the rows it has
	// read: the count in the summary moves, and the rows in view are
	// drawn once they are read.
	listDrawEvery = 250 * time.Millisecond
	// listReadDelay is the pause in typing in the area after which the
	// list is read again.
	listReadDelay = 250 * time.Millisecond
	// listOverscan is how many rows are drawn beyond the view on each side.
	listOverscan = 10
	// listRowPx is a row's height until one is measured.
	listRowPx = 36
	// listURLMax is the most bytes of a URL a row draws.
	listURLMax = 160
	// listMaxText is the longest list the view reads.
	listMaxText = 8 << 20
)

// listStarter is the list the area offers when it is empty, for a teacher
// to see the format.
func listStarter() string {
	return "# " + ui("ui.list.starter") + `
+ http://info.cern.ch/hypertext/WWW/TheProject.html
- http://host.example.edu/~user/
# ` + ui("ui.list.starter-port") + `
+ http://host.example.edu:70000/
- ftp://user:p@ss@host.example.edu/
news:comp.infosystems.www
`
}

func (l *listView) OnMount(ctx app.Context) {
	l.ctx = ctx
	l.selected = -1
	ctx.Handle(actionLang, l.onLang)
	// Mounted once the parser is ready, after the page's navigation.
	l.loadLink(ctx)
	if app.IsClient {
		l.keyFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
			l.onListKey(args[0])
			return nil
		})
		// On the view's own element, not the document: the URL field's
		// keys must not call into Go for this.
		ctx.Defer(func(app.Context) {
			if el := app.Window().GetElementByID("list-view"); el.Truthy() && l.keyFn != nil {
				el.Call("addEventListener", "keydown", l.keyFn)
			}
		})
	}
}

// OnNav loads the list a link holds.
func (l *listView) OnNav(ctx app.Context) {
	l.ctx = ctx
	l.loadLink(ctx)
}

func (l *listView) OnDismount() {
	l.readSeq.Add(1) // a pending slice is dropped
	if l.keyFn != nil {
		if el := app.Window().GetElementByID("list-view"); el.Truthy() {
			el.Call("removeEventListener", "keydown", l.keyFn)
		}
		l.keyFn.Release()
		l.keyFn = nil
	}
}

// setArea puts text into the list's text area.
func (l *listView) setArea(text string) {
	if !app.IsClient {
		return
	}
	if a := app.Window().GetElementByID("list-input"); a.Truthy() {
		a.Set("value", text)
	}
}

func (l *listView) Render() app.UI {
	var body, back app.UI
	switch {
	case l.quizzing:
		body = l.renderQuiz()
	case l.quizOnRead:
		// A quiz link: nothing of the list is drawn before its quiz.
		body = app.P().ID("quiz-opening").Class("muted").Role("status").Text(ui("ui.list.quiz-opening"))
	default:
		body = &tableView{
			IRows: l.rows, IList: l.reads, IReading: l.reading, ISrc: l.src, IReadMs: l.readMs, IFilter: l.filter,
			IFilterTo: l.filterTo, ISelect: l.selectRow,
		}
	}
	if l.selected >= 0 && l.selected < len(l.rows) {
		back = app.Button().ID("tests-back").Class("btn", "tests-back").
			Text(ui("ui.list.back", l.rows[l.selected].Line)).
			OnClick(l.onBack)
	}
	var report app.UI
	if l.report != nil {
		report = &reportView{IReport: l.report, IClose: l.closeReport}
	}
	return app.Div().ID("list-view").Class("list-view").Body(report, l.renderEditor(), body, back, l.renderSheet())
}

// filterTo applies a change of the filters the reader made in the table.
func (l *listView) filterTo(ctx app.Context, change func(*listFilter)) { change(&l.filter) }

// selectRow loads row i's URL into the field.
func (l *listView) selectRow(ctx app.Context, i int) {
	if i >= len(l.rows) {
		return
	}
	l.selected = i
	ctx.NewActionWithValue(actionLoad, l.rows[i].URL)
}

// onBack brings the reader back to the row they left: its button takes the
// focus now, before the back button goes.
func (l *listView) onBack(ctx app.Context, e app.Event) {
	sel := `#tests .tests-load[data-row="` + strconv.Itoa(l.selected) + `"]`
	l.selected = -1
	if el := app.Window().Get("document").Call("querySelector", sel); el.Truthy() {
		el.Call("scrollIntoView", map[string]any{"block": "center"})
		el.Call("focus")
		return
	}
	if el := app.Window().GetElementByID("list-view"); el.Truthy() {
		el.Call("scrollIntoView")
	}
	focusFirst("#tests-scroll")
}

func (l *listView) renderEditor() app.UI {
	// During a quiz (and while a quiz link opens) the list is hidden, not
	// only out of sight: its expectations and notes are the answers.
	return app.Div().Class("list-editor").Hidden(l.quizzing || l.quizOnRead).Body(
		app.Label().For("list-input").Class("list-label").Text(ui("ui.list.label")),
		app.Textarea().ID("list-input").Class("list-input").
			Rows(6).
			Spellcheck(false).
			Attr("autocomplete", "off").
			Attr("autocapitalize", "off").
			Aria("describedby", "list-help").
			Placeholder(listStarter()).
			OnInput(l.onEdit),
		app.P().ID("list-help").Class("input-note").Text(ui("ui.list.help")),
		app.Div().Class("share", "list-actions").Body(
			button("list-example", ui("ui.list.load-mistakes")).OnClick(l.onExample),
			button("list-download", ui("ui.list.download")).
				Disabled(l.text == "").OnClick(l.onDownload),
			app.Label().Class("btn", "file-btn").For("list-file").Text(ui("ui.list.load-file")),
			app.Input().ID("list-file").Class("file-input").Type("file").Accept(".txt,text/plain").OnChange(l.onFile),
			button("print-worksheet", ui("ui.list.print")).
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onPrint(false)),
			app.Label().Class("filter", "ws-hints-check").Title(ui("ui.list.hints.title")).Body(
				app.Input().ID("worksheet-hints").Type("checkbox").Checked(l.sheetHints).OnChange(l.onSheetHints),
				app.Text(ui("ui.list.hints")),
			),
			button("print-key", ui("ui.list.print-key")).
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onPrint(true)),
			button("quiz-start", ui("ui.list.quiz")).Class("btn-primary").
				Disabled(len(l.rows) == 0 || l.reading || l.quizzing).OnClick(l.onQuizStart),
		),
		&genView{IFocus: l.focusSoon, IMade: l.generated},
		app.Div().Class("share", "list-actions").Body(
			button("copy-quiz-link", ui("ui.list.copy-quiz-link")).
				Title(ui("ui.list.copy-quiz-link.title")).
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onCopyLink("quiz")),
			button("copy-list-link", ui("ui.list.copy-list-link")).
				Title(ui("ui.list.copy-list-link.title")).
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onCopyLink("list")),
			app.If(l.copyNote != "", app.Span().ID("list-copy-note").Class("share-status").Role("status").Text(l.copyNote)),
		),
		l.renderUndo(),
		app.If(l.damageNote != "",
			app.P().ID("list-damage-note").Class("input-note", "notice").Role("status").Text(l.damageNote),
		),
		app.If(l.linkNote != "",
			app.P().ID("list-link-note").Class("input-note", "notice").Role("status").Text(l.linkNote),
		).ElseIf(l.linkLen > urllist.LongLink,
			app.P().ID("list-link-note").Class("input-note", "notice").Role("status").Text(ui("ui.list.long-link", l.linkLen)),
		),
		app.If(l.fileNote != "",
			app.P().ID("list-file-note").Class("input-note").Role("status").Text(l.fileNote),
		),
	)
}

// onLang reads the rows again in the page's new language, in place: a
// diagnostic's message is made when its URL is read, and a new read would
// end a quiz and lose the table's place.
func (l *listView) onLang(app.Context, app.Action) {
	rows := make([]listRow, len(l.rows))
	for i, r := range l.rows {
		r.Res = parser.Parse(r.URL, 0)
		rows[i] = r
	}
	l.rows = rows
}
