package main

import (
	"slices"
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

	failing bool   // show only rows whose expectation fails
	invalid bool   // show only invalid URLs
	scheme  string // show only this scheme ("" all)

	first    int     // the first filtered row drawn
	rowPx    float64 // a row's height in pixels, measured
	padsSoon bool    // sizePadsAfterFrame has a sizing to come
	viewN    int     // how many rows the scroller shows at once

	selected   int    // the row whose URL was loaded into the field, or -1
	linkLen    int    // the length of the list's link, 0 when none
	linkNote   string // what the address could not hold
	damageNote string // what was wrong with the link the list came from
	fileNote   string // the last file load's or download's outcome
	copyNote   string // the last link copy's outcome
	undoNote   string // what the last load replaced (list-undo.go)
	hist       listHistory
	keyFn      app.Func // keydown in the list view: the history's keys

	readMs int // how long the last read took, in milliseconds, from its start to its last row

	gen    genForm      // the Generate disclosure (exercise-dialog.go)
	report *reportState // a quiz's result link opened here, or nil (quiz-report.go)
	sheet  *sheetPrint  // a worksheet or key being printed (worksheet.go), else nil

	sheetHints bool // the worksheet prints the list's notes as hints

	quiz     *quizState // nil unless a quiz is running (quiz-view.go)
	focusSeq int        // counts focusSoon's requests: only the last one moves the focus
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
const listStarter = `# A URL list: "+ " expects valid, "- " invalid, "# " is a note for the next URL.
+ http://info.cern.ch/hypertext/WWW/TheProject.html
- http://host.example.edu/~user/
# Is a port out of range a syntax error?
+ http://host.example.edu:70000/
- ftp://user:p@ss@host.example.edu/
news:comp.infosystems.www
`

func (l *listView) OnMount(ctx app.Context) {
	l.ctx = ctx
	l.selected = -1
	if l.rowPx == 0 {
		l.rowPx = listRowPx
	}
	if l.viewN == 0 {
		l.viewN = 16
	}
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
		l.damageNote = "This link is damaged: " + err.Error() + "."
		if err == urllist.ErrTooLong {
			l.damageNote = "This link's list could not be read: " + err.Error() + "."
		}
		if text == "" {
			l.quizOnRead = false
			quizLinkClass(false)
			return
		}
		l.damageNote += " What could be read of it (" + bytesText(len(text)) + ") is below; it may not be the list that was shared."
	}
	if made != nil {
		l.gen.last = made
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
	case l.quiz != nil:
		body = l.renderQuiz()
	case l.quizOnRead:
		// A quiz link: nothing of the list is drawn before its quiz.
		body = app.P().ID("quiz-opening").Class("muted").Role("status").Text("Opening the quiz\u2026")
	default:
		body = l.renderTable()
	}
	if l.selected >= 0 && l.selected < len(l.rows) {
		back = app.Button().ID("tests-back").Class("btn", "tests-back").
			Text("\u2190 Back to the list (line " + itoa(l.rows[l.selected].Line) + ")").
			OnClick(l.onBack)
	}
	return app.Div().ID("list-view").Class("list-view").Body(l.renderReport(), l.renderEditor(), body, back, l.renderSheet())
}

func (l *listView) renderEditor() app.UI {
	// During a quiz (and while a quiz link opens) the list is hidden, not
	// only out of sight: its expectations and notes are the answers.
	return app.Div().Class("list-editor").Hidden(l.quiz != nil || l.quizOnRead).Body(
		app.Label().For("list-input").Class("list-label").Text("The list: one URL a line"),
		app.Textarea().ID("list-input").Class("list-input").
			Rows(6).
			Spellcheck(false).
			Attr("autocomplete", "off").
			Attr("autocapitalize", "off").
			Aria("describedby", "list-help").
			Placeholder(listStarter).
			OnInput(l.onEdit),
		app.P().ID("list-help").Class("input-note").Text(
			"\u201c+ \u201d before a URL expects it valid, \u201c- \u201d invalid, \u201c# \u201d starts a note for the next URL; a URL with no marker is just checked. Bytes a line cannot hold are written \u201c% \u201d then the URL with them as %XX (see the README). The rfc1738 command's output can be pasted as it is."),
		app.Div().Class("share", "list-actions").Body(
			app.Button().ID("list-example").Class("btn").Text("Load the gallery's mistakes").OnClick(l.onExample),
			app.Button().ID("list-download").Class("btn").Text("Download the list (.txt)").
				Disabled(l.text == "").OnClick(l.onDownload),
			app.Label().Class("btn", "file-btn").For("list-file").Text("Load a list file\u2026"),
			app.Input().ID("list-file").Class("file-input").Type("file").Accept(".txt,text/plain").OnChange(l.onFile),
			app.Button().ID("print-worksheet").Class("btn").Text("Print worksheet").
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onPrint(false)),
			app.Label().Class("filter", "ws-hints-check").Title("The list's notes under their URLs; a generated list has them under the invalid URLs only, so they tell which those are").Body(
				app.Input().ID("worksheet-hints").Type("checkbox").Checked(l.sheetHints).OnChange(l.onSheetHints),
				app.Text(" with hints"),
			),
			app.Button().ID("print-key").Class("btn").Text("Print answer key").
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onPrint(true)),
			app.Button().ID("quiz-start").Class("btn", "btn-primary").Text("Quiz me").
				Disabled(len(l.rows) == 0 || l.reading || l.quiz != nil).OnClick(l.onQuizStart),
		),
		l.renderGenerate(),
		app.Div().Class("share", "list-actions").Body(
			app.Button().ID("copy-quiz-link").Class("btn").Text("Copy quiz link (for students)").
				Title("The URLs the filters show, without the key or notes: the link opens a quiz on them").
				Disabled(len(l.rows) == 0 || l.reading).OnClick(l.onCopyLink("quiz")),
			app.Button().ID("copy-list-link").Class("btn").Text("Copy list link (with the key)").
				Title("The whole list, expectations and notes included: for you, not for students").
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
			app.P().ID("list-link-note").Class("input-note", "notice").Role("status").Text(
				"The link to this list is "+itoa(l.linkLen)+" characters long: chat programs and mail may cut it. Share the list as a file instead (Download the list), and load it with \u201cLoad a list file\u201d."),
		),
		app.If(l.fileNote != "",
			app.P().ID("list-file-note").Class("input-note").Role("status").Text(l.fileNote),
		),
	)
}

// filtered returns the indices of the rows the filters let through.
func (l *listView) filtered() []int {
	idx := make([]int, 0, len(l.rows))
	for i := range l.rows {
		r := &l.rows[i]
		if l.failing && r.pass() != "false" {
			continue
		}
		if l.invalid && r.Res.Valid {
			continue
		}
		if l.scheme != "" && r.Res.Scheme != l.scheme {
			continue
		}
		idx = append(idx, i)
	}
	return idx
}

// schemes returns the schemes of the list's URLs, sorted.
func (l *listView) schemes() []string {
	seen := map[string]bool{}
	var out []string
	for i := range l.rows {
		if s := l.rows[i].Res.Scheme; s != "" && !seen[s] && len(out) < 50 {
			seen[s] = true
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// tally counts the rows that pass, fail, and carry no expectation.
func (l *listView) tally() (pass, fail, unchecked int) {
	for i := range l.rows {
		switch l.rows[i].pass() {
		case "true":
			pass++
		case "false":
			fail++
		default:
			unchecked++
		}
	}
	return
}

func (l *listView) renderTable() app.UI {
	pass, fail, unchecked := l.tally()
	var more string
	if l.reading {
		more = " \u2014 reading\u2026 " + itoa(len(l.rows)) + " URLs so far"
	} else if l.src != urllist.Plain {
		more = " \u2014 read as " + l.src.String()
	}
	if !l.reading && len(l.rows) > 0 {
		more += " (" + itoa(len(l.rows)) + " URLs read in " + itoa(l.readMs) + " ms)"
	}
	idx := l.filtered()
	first := min(l.first, max(0, len(idx)-1))
	last := min(len(idx), first+l.viewN+2*listOverscan)
	rows := make([]app.UI, 0, last-first+2)
	rows = append(rows, app.Elem("tr").ID("tests-pad-top").Class("tests-pad").Aria("hidden", "true").Body(app.Elem("td").Attr("colspan", 5)))
	for k := first; k < last; k++ {
		rows = append(rows, l.renderRow(idx[k], k))
	}
	rows = append(rows, app.Elem("tr").ID("tests-pad-bottom").Class("tests-pad").Aria("hidden", "true").Body(app.Elem("td").Attr("colspan", 5)))

	schemeOpts := []app.UI{app.Option().Value("").Text("every scheme").Selected(l.scheme == "")}
	for _, s := range l.schemes() {
		schemeOpts = append(schemeOpts, app.Option().Value(s).Text(s).Selected(l.scheme == s))
	}
	return app.Div().Class("tests").Body(
		app.P().ID("tests-summary").Class("tests-summary").
			Role("status").
			DataSet("pass", pass).DataSet("fail", fail).DataSet("unchecked", unchecked).
			DataSet("rows", len(l.rows)).DataSet("reading", l.reading).DataSet("read-ms", l.readMs).
			Body(
				app.Span().Class("sum-pass").Text(itoa(pass)+" pass"),
				app.Text(", "),
				app.Span().Class("sum-fail").Text(itoa(fail)+" fail"),
				app.Text(", "+itoa(unchecked)+" unchecked"),
				app.If(more != "", app.Span().Class("muted").Text(more)),
			),
		app.Div().Class("tests-filters").Role("group").Aria("label", "filters").Body(
			app.Label().Class("filter").Body(
				app.Input().ID("filter-failing").Type("checkbox").Checked(l.failing).OnChange(l.onFilter("failing")),
				app.Text(" failing only"),
			),
			app.Label().Class("filter").Body(
				app.Input().ID("filter-invalid").Type("checkbox").Checked(l.invalid).OnChange(l.onFilter("invalid")),
				app.Text(" invalid only"),
			),
			app.Label().Class("filter").Body(
				app.Text("scheme "),
				app.Select().ID("filter-scheme").OnChange(l.onFilter("scheme")).Body(schemeOpts...),
			),
			app.Span().Class("muted").Text(itoa(len(idx))+" of "+itoa(len(l.rows))+" shown"),
		),
		app.Div().ID("tests-scroll").Class("tests-scroll").TabIndex(-1).OnScroll(l.onScroll).Body(
			app.Elem("table").ID("tests").Class("tests-table").
				Role("table"). // kept when a narrow list stacks its rows (display: grid)
				Aria("rowcount", len(idx)+1).
				DataSet("rows", len(idx)).
				Body(
					app.Elem("thead").Role("rowgroup").Body(app.Elem("tr").Role("row").Aria("rowindex", 1).Body(
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-line").Text("Line"),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-pass").Text("Result"),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-url").Text("URL (select to read it) and its first error"),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-verdict").Text("Verdict"),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-expect").Text("Expected"),
					)),
					app.Elem("tbody").Role("rowgroup").Body(rows...),
				),
		),
		app.If(len(l.rows) == 0 && !l.reading,
			app.P().Class("muted").Text("No URLs yet: type or paste a list above, load a file, or load the gallery's mistakes."),
		),
	)
}

// renderRow draws row i of the list, the k-th the filters let through.
func (l *listView) renderRow(i, k int) app.UI {
	r := &l.rows[i]
	res := r.Res
	verdict, vclass := "invalid", "bad"
	if res.Valid {
		verdict, vclass = "valid", "ok"
	}
	pass := r.pass()
	result, rclass := "\u2014", "muted"
	switch pass {
	case "true":
		result, rclass = "\u2713 pass", "ok"
	case "false":
		result, rclass = "\u2717 FAIL", "bad"
	}
	expected := r.Expect.String()
	var errText string
	if d := firstErrorOf(res); d != nil {
		errText = "[" + itoa(int(d.Start)) + "," + itoa(int(d.End)) + ") " + d.Message
	}
	prod := res.Production
	if prod == "" {
		prod = "\u2014"
	}
	tr := app.Elem("tr").Class("tests-row", "row-"+vclass).
		Role("row").
		DataSet("row", i).
		DataSet("line", r.Line).
		DataSet("valid", res.Valid).
		DataSet("production", res.Production).
		DataSet("expected", expected).
		DataSet("pass", pass).
		Aria("rowindex", k+2)
	if pass == "false" {
		tr = tr.Class("failing")
	}
	urlCell := app.Button().Class("tests-load").
		DataSet("row", i).
		Aria("label", "line "+itoa(r.Line)+": read "+visible(clip(res.Input, listURLMax))+" in the field").
		OnClick(l.onSelect(i), i).
		Body(urlParts(res)...)
	// The row's second line: the first error, then the note, each clipped
	// to the row (the whole in its title).
	var errUI, note app.UI
	if errText != "" {
		errUI = app.Span().Class("t-error").Title(errText).Text(errText)
	}
	if r.Note != "" {
		note = app.Span().Class("tests-note").Title(r.Note).Text(r.Note)
	}
	expectCell := app.Elem("td").Role("cell").Class("t-expect").Text(expected)
	if expected == "" {
		expectCell = expectCell.Class("none")
	}
	// Every row is two lines of the same height (three when a narrow list
	// stacks them): the virtual scrolling counts rows of one height.
	return tr.Body(
		app.Elem("td").Role("cell").Class("t-line").Text(r.Line),
		app.Elem("td").Role("cell").Class("t-pass", rclass).Text(result),
		app.Elem("td").Role("cell").Class("t-url").Body(
			urlCell,
			app.Div().Class("t-sub").Body(errUI, note),
		),
		app.Elem("td").Role("cell").Class("t-verdict").Body(
			app.Span().Class("t-verdict-word", vclass).Text(verdict),
			app.Span().Class("t-prod").Text(prod),
		),
		expectCell,
	)
}

// firstErrorOf returns the first diagnostic of severity error, or nil.
func firstErrorOf(r *parser.Result) *parser.Diagnostic {
	for i := range r.Diagnostics {
		if r.Diagnostics[i].Severity == parser.Error {
			return &r.Diagnostics[i]
		}
	}
	return nil
}

// A urlPiece is a run of a URL's bytes drawn as one span: in a top-level
// part (rule) or between parts (""), inside the first error's span or not.
type urlPiece struct {
	start, end int
	rule       string
	err        bool
}

// urlPieces cuts the first n bytes of res.Input at its top-level parts'
// boundaries and at its first error's span.
func urlPieces(res *parser.Result, n int) []urlPiece {
	errStart, errEnd := -1, -1
	if d := firstErrorOf(res); d != nil {
		errStart, errEnd = int(d.Start), int(max(d.End, d.Start+1))
	}
	var out []urlPiece
	add := func(a, b int, rule string) {
		cuts := []int{a}
		for _, c := range []int{errStart, errEnd} {
			if c > a && c < b {
				cuts = append(cuts, c)
			}
		}
		cuts = append(cuts, b)
		for j := 0; j+1 < len(cuts); j++ {
			x, y := cuts[j], cuts[j+1]
			out = append(out, urlPiece{x, y, rule, x < errEnd && y > errStart})
		}
	}
	pos := 0
	for _, p := range res.Parts {
		if int(p.Start) < pos || int(p.Start) >= n || p.End <= p.Start {
			continue // nested, past the cut, or empty
		}
		if int(p.Start) > pos {
			add(pos, int(p.Start), "")
		}
		end := min(int(p.End), n)
		add(int(p.Start), end, p.Rule.String())
		pos = end
	}
	if pos < n {
		add(pos, n, "")
	}
	return out
}

// urlParts draws a URL with its top-level parts coloured as the highlight
// colours them, and the span of its first error underlined; the first
// listURLMax bytes only.
func urlParts(res *parser.Result) []app.UI {
	in := res.Input
	n := min(len(in), listURLMax)
	pieces := urlPieces(res, n)
	out := make([]app.UI, 0, len(pieces)+2)
	for _, pc := range pieces {
		s := app.Span().Class("lpart").Text(visible(in[pc.start:pc.end]))
		if pc.rule != "" {
			s = s.Class("r-" + ruleClass(pc.rule)).Title(pc.rule)
		}
		if pc.err {
			s = s.Class("lerr")
		}
		out = append(out, s)
	}
	if len(in) == 0 {
		out = append(out, app.Span().Class("muted").Text("(the empty URL)"))
	}
	if d := firstErrorOf(res); d != nil && int(d.Start) >= len(in) && len(in) <= n {
		out = append(out, app.Span().Class("lpart", "lerr", "leof").Text("\u22a3"))
	}
	if len(in) > n {
		out = append(out, app.Span().Class("muted").Text("\u2026 "+bytesText(len(in)-n)+" more"))
	}
	return out
}

// onEdit reads the list again once typing in the area pauses.
func (l *listView) onEdit(ctx app.Context, e app.Event) {
	l.readSeq.Add(1) // what a read under way finds is stale now
	l.editWait.Run = func(fn func() bool) { runThen(ctx, fn) }
	l.editWait.Call(listReadDelay, func() {
		if a := app.Window().GetElementByID("list-input"); a.Truthy() {
			l.setText(ctx, a.Get("value").String())
		}
	})
}

// setText makes text the list: it is read, and the address keeps it.
func (l *listView) setText(ctx app.Context, text string) {
	if len(text) > listMaxText {
		l.fileNote = "This list is " + bytesText(len(text)) + "; the page reads lists of up to " + bytesText(listMaxText) + "."
		text = text[:listMaxText]
	}
	l.text = text
	l.read(ctx, text, true)
	l.Update()
}

// read reads text into rows in slices of listReadSlice, with the browser
// free between them; when done it writes the address (when link is true)
// and starts a quiz if a link asked for one.
func (l *listView) read(ctx app.Context, text string, link bool) {
	ctx = l.ctx // the view's: a handler's element may be gone when a slice is done
	seq := l.readSeq.Add(1)
	if l.quiz != nil {
		// A new list (a link opened in the same tab): the quiz asked
		// about rows that are about to go.
		if !l.quiz.done {
			ctx.NewActionWithValue(actionQuiz, false)
		}
		l.quiz = nil
	}
	l.rows = l.rows[:0]
	l.first = 0
	l.selected = -1
	l.reading = true
	l.src = urllist.Plain
	began := time.Now()
	go func() {
		var batch []listRow
		t0 := time.Now()
		send := func(done bool, src urllist.Source) {
			b := batch
			batch = nil
			ctx.Dispatch(func(ctx app.Context) {
				if seq != l.readSeq.Load() {
					return
				}
				l.rows = append(l.rows, b...)
				l.src = src
				if done {
					l.reading = false
					l.readMs = int(time.Since(began).Milliseconds())
					if link {
						l.writeLink(ctx)
					}
					if l.quizOnRead {
						l.quizOnRead = false
						l.startQuiz(ctx)
					}
				}
				l.sizePadsAfterFrame(ctx)
			})
		}
		stale := false
		src := urllist.Lines(text, func(e urllist.Entry) bool {
			batch = append(batch, listRow{Entry: e, Res: parser.Parse(e.URL, 0)})
			if time.Since(t0) < listReadSlice {
				return true
			}
			send(false, urllist.Plain)
			yieldToBrowser() // the browser draws and takes input (not a Go timer: start.go)
			t0 = time.Now()
			stale = seq != l.readSeq.Load()
			return !stale
		})
		if !stale {
			send(true, src)
		}
	}()
}

// writeLink keeps the list in the address, compressing in slices.
func (l *listView) writeLink(ctx app.Context) {
	ctx = l.ctx
	l.linkSeq++
	seq := l.linkSeq
	text, quiz := l.text, l.quiz != nil
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
				l.linkNote = "This list is too long for the address (its link would be " + itoa(len(f)) + " characters): download it as a file to share it."
				f = ""
			}
			l.IAddr.setList(f)
		})
	}()
}

// sizePads sets the heights of the spacer rows above and below the drawn
// rows, through the CSS object model (the Content-Security-Policy refuses
// style attributes, not this), clears it from rows that were spacers, and
// measures a row.
func (l *listView) sizePads(app.Context) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	// go-app reuses elements: a spacer row that became a URL's row keeps
	// the height set on it here, which a stacked (grid) row would take.
	stale := doc.Call("querySelectorAll", "#tests tr[data-row][style]")
	for k := 0; k < stale.Length(); k++ {
		stale.Index(k).Get("style").Call("removeProperty", "height")
	}
	if r := doc.Call("querySelector", "#tests tr[data-row]"); r.Truthy() {
		if h := r.Call("getBoundingClientRect").Get("height").Float(); h > 4 {
			l.rowPx = h
		}
	}
	n := len(l.filtered())
	first := min(l.first, max(0, n-1))
	last := min(n, first+l.viewN+2*listOverscan)
	setHeight := func(id string, rows int) {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Get("style").Call("setProperty", "height", strconv.FormatFloat(float64(rows)*l.rowPx, 'f', 1, 64)+"px")
		}
	}
	setHeight("tests-pad-top", first)
	setHeight("tests-pad-bottom", n-last)
}

// sizePadsAfterFrame runs sizePads once the browser has drawn the rows a
// read added. sizePads measures a row, which makes the browser lay out the
// page there and then: deferred to the same task as the render (ctx.Defer),
// the layout of a list of 1,000 URLs just read, the area's text and the
// rows, came on top of the render, and the task was 0.7 s long at 4x CPU.
// Each batch of a read needs only the last sizing.
func (l *listView) sizePadsAfterFrame(ctx app.Context) {
	if l.padsSoon || !app.IsClient {
		return
	}
	l.padsSoon = true
	go func() {
		afterNextFrame()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: l, Function: func(ctx app.Context) {
			l.padsSoon = false
			l.sizePads(ctx)
		}})
	}()
}

// onScroll draws the rows now in view.
func (l *listView) onScroll(ctx app.Context, e app.Event) {
	el := ctx.JSSrc()
	top := el.Get("scrollTop").Float()
	height := el.Get("clientHeight").Float()
	first := max(0, int(top/l.rowPx)-listOverscan)
	viewN := int(height/l.rowPx) + 2
	if first == l.first && viewN == l.viewN {
		ctx.PreventUpdate()
		return
	}
	l.first, l.viewN = first, viewN
	ctx.Defer(l.sizePads)
}

func (l *listView) onFilter(which string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		src := ctx.JSSrc()
		switch which {
		case "failing":
			l.failing = src.Get("checked").Bool()
		case "invalid":
			l.invalid = src.Get("checked").Bool()
		case "scheme":
			l.scheme = src.Get("value").String()
		}
		l.first = 0
		if s := app.Window().GetElementByID("tests-scroll"); s.Truthy() {
			s.Set("scrollTop", 0)
		}
		ctx.Defer(l.sizePads)
	}
}

// onSelect loads row i's URL into the field for the full reading.
func (l *listView) onSelect(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if i >= len(l.rows) {
			return
		}
		l.selected = i
		ctx.NewActionWithValue(actionLoad, l.rows[i].URL)
	}
}

// onBack brings the reader back to the row they left: its button takes the
// focus now, before the back button goes.
func (l *listView) onBack(ctx app.Context, e app.Event) {
	sel := `#tests .tests-load[data-row="` + itoa(l.selected) + `"]`
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

// onExample loads the gallery's mistakes as a list.
func (l *listView) onExample(ctx app.Context, e app.Event) {
	text := galleryListText("# The gallery's classic mistakes, each with its lesson.\n\n", mistakeExamples)
	l.replaceList(ctx, text, "The gallery's mistakes")
}

// galleryListText is examples as a list: each with its title, lesson and
// section as the note, expected as the parser reads it.
func galleryListText(header string, examples []example) string {
	entries := make([]urllist.Entry, len(examples))
	for i, ex := range examples {
		e := urllist.Entry{URL: ex.Input, Note: ex.Title + ": " + ex.Lesson + " (RFC 1738 section " + ex.Section + ")", Expect: urllist.Invalid}
		if parser.Parse(ex.Input, 0).Valid {
			e.Expect = urllist.Valid
		}
		entries[i] = e
	}
	return header + urllist.Write(entries)
}

// onDownload offers the list as a .txt file.
func (l *listView) onDownload(ctx app.Context, e app.Event) {
	if !app.IsClient || l.text == "" {
		return
	}
	downloadFile("url-list.txt", "text/plain;charset=utf-8", []byte(l.text))
	l.fileNote = "Downloaded as url-list.txt (" + bytesText(len(l.text)) + ")."
}

// onFile loads a list file the reader picked.
func (l *listView) onFile(ctx app.Context, e app.Event) {
	files := ctx.JSSrc().Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	f := files.Index(0)
	if size := f.Get("size").Int(); size > listMaxText {
		l.fileNote = "That file is " + bytesText(size) + "; the page reads lists of up to " + bytesText(listMaxText) + "."
		return
	}
	name := f.Get("name").String()
	var then, fail app.Func
	release := func() {
		then.Release()
		fail.Release()
	}
	then = app.FuncOf(func(_ app.Value, args []app.Value) any {
		text := args[0].String()
		ctx.Dispatch(func(ctx app.Context) {
			l.fileNote = "Loaded " + name + "."
			l.replaceList(ctx, text, name)
		})
		release()
		return nil
	})
	fail = app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(app.Context) { l.fileNote = "The browser could not read " + name + "." })
		release()
		return nil
	})
	f.Call("text").Call("then", then, fail)
}
