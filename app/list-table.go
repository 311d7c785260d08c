package main

// The list's table: the rows the filters let through, drawn only where
// they are in view between two spacer rows, and a row read in the field.

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/urllist"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// tableView is the list's table: a component of its own, drawn by the list
// view in the place a quiz takes while one runs (and made anew when the
// quiz is over, with the scroller it draws). Its state is how the rows are
// drawn: the window of them in view and a row's height. What it draws
// comes down from the list view (the rows, the read, the filters), and
// what the reader does goes up through the func fields: the filters
// changed, a row read in the field. The filters are the list view's, not
// the table's: they also choose what the worksheet prints, the quiz asks
// and the quiz link holds, and they outlive the table while a quiz is
// drawn in its place.
type tableView struct {
	app.Compo

	IRows    []listRow      // the URLs read so far
	IList    int            // which list the rows are (the list view counts its reads): each is drawn from its top
	IReading bool           // a read is under way
	ISrc     urllist.Source // what the list was read as
	IReadMs  int            // how long the last read took, in milliseconds
	IFilter  listFilter     // the rows drawn

	IFilterTo func(ctx app.Context, change func(*listFilter)) // the reader changed a filter
	ISelect   func(ctx app.Context, row int)                  // reads a row's URL in the field

	first    int     // the first filtered row drawn, of list firstOf (top)
	firstOf  int     // the IList the reader scrolled in
	rowPx    float64 // a row's height in pixels, measured
	padsSoon bool    // sizePadsAfterFrame has a sizing to come
	viewN    int     // how many rows the scroller shows at once
}

// listFilter is the table's filters, which the list view keeps: the rows
// they let through are the ones the table draws, the worksheet prints, the
// quiz asks and the quiz link holds.
type listFilter struct {
	failing bool   // only rows whose expectation fails
	invalid bool   // only invalid URLs
	scheme  string // only this scheme ("" all)
}

// rows returns the indices of the rows f lets through.
func (f listFilter) rows(rows []listRow) []int {
	idx := make([]int, 0, len(rows))
	for i := range rows {
		r := &rows[i]
		if f.failing && r.pass() != "false" {
			continue
		}
		if f.invalid && r.Res.Valid {
			continue
		}
		if f.scheme != "" && r.Res.Scheme != f.scheme {
			continue
		}
		idx = append(idx, i)
	}
	return idx
}

// OnInit takes a row's height and the rows in view until they are
// measured, and may end the task first (mountBreak): the table is drawn
// apart from the rest of the list view's first drawing.
func (v *tableView) OnInit() {
	v.rowPx = listRowPx
	v.viewN = 16
	mountBreak()
}

// OnMount sizes the spacer rows of a table drawn again over rows already
// read (after a quiz); a read sizes them as its rows come (OnResize).
func (v *tableView) OnMount(ctx app.Context) {
	if len(v.IRows) > 0 {
		v.sizePadsAfterFrame(ctx)
	}
}

// OnResize sizes the spacer rows again: the list view asks for it when a
// read adds rows (ResizeContent), and go-app when the window's size, and so
// perhaps a row's height, changes.
func (v *tableView) OnResize(ctx app.Context) { v.sizePadsAfterFrame(ctx) }

// top is the first filtered row drawn: a new list is drawn from its top.
func (v *tableView) top() int {
	if v.firstOf != v.IList {
		return 0
	}
	return v.first
}

// window is the filtered rows drawn, [first, last) of n.
func (v *tableView) window(n int) (first, last int) {
	first = min(v.top(), max(0, n-1))
	return first, min(n, first+v.viewN+2*listOverscan)
}

// schemes returns the schemes of the list's URLs, sorted.
func (v *tableView) schemes() []string {
	seen := map[string]bool{}
	var out []string
	for i := range v.IRows {
		if s := v.IRows[i].Res.Scheme; s != "" && !seen[s] && len(out) < 50 {
			seen[s] = true
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// tally counts the rows that pass, fail, and carry no expectation.
func (v *tableView) tally() (pass, fail, unchecked int) {
	for i := range v.IRows {
		switch v.IRows[i].pass() {
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

// readAsID is the sentence that says which kind of text the list was read
// as, by urllist.Source (Plain says nothing): a whole sentence each, since
// the kind's name takes its article and case from the sentence around it.
var readAsID = [...]string{urllist.Report: "ui.tests.read-as.report", urllist.JSON: "ui.tests.read-as.json", urllist.Check: "ui.tests.read-as.check"}

func (v *tableView) Render() app.UI {
	pass, fail, unchecked := v.tally()
	var more string
	if v.IReading {
		more = uiCount("ui.tests.reading", len(v.IRows))
	} else if v.ISrc != urllist.Plain {
		more = ui(readAsID[v.ISrc])
	}
	if !v.IReading && len(v.IRows) > 0 {
		more += uiCount("ui.tests.read-in", len(v.IRows), v.IReadMs)
	}
	idx := v.IFilter.rows(v.IRows)
	first, last := v.window(len(idx))
	rows := make([]app.UI, 0, last-first+2)
	rows = append(rows, app.Elem("tr").ID("tests-pad-top").Class("tests-pad").Aria("hidden", "true").Body(app.Elem("td").Attr("colspan", 5)))
	for k := first; k < last; k++ {
		rows = append(rows, v.renderRow(idx[k], k))
	}
	rows = append(rows, app.Elem("tr").ID("tests-pad-bottom").Class("tests-pad").Aria("hidden", "true").Body(app.Elem("td").Attr("colspan", 5)))

	schemeOpts := []app.UI{app.Option().Value("").Text(ui("ui.tests.every-scheme")).Selected(v.IFilter.scheme == "")}
	for _, s := range v.schemes() {
		schemeOpts = append(schemeOpts, app.Option().Value(s).Text(s).Selected(v.IFilter.scheme == s))
	}
	return div("tests",
		app.P().ID("tests-summary").Class("tests-summary").
			Role("status").
			DataSet("pass", pass).DataSet("fail", fail).DataSet("unchecked", unchecked).
			DataSet("rows", len(v.IRows)).DataSet("reading", v.IReading).DataSet("read-ms", v.IReadMs).
			Body(
				textSpan("sum-pass", uiCount("ui.tests.pass", pass)),
				app.Text(ui("ui.tests.sep")),
				textSpan("sum-fail", uiCount("ui.tests.fail", fail)),
				app.Text(uiCount("ui.tests.unchecked", unchecked)),
				app.If(more != "", textSpan("muted", more)),
			),
		app.Div().Class("tests-filters").Role("group").Aria("label", ui("ui.tests.filters")).Body(
			app.Label().Class("filter").Body(
				app.Input().ID("filter-failing").Type("checkbox").Checked(v.IFilter.failing).OnChange(v.onFilter("failing")),
				app.Text(ui("ui.tests.failing")),
			),
			app.Label().Class("filter").Body(
				app.Input().ID("filter-invalid").Type("checkbox").Checked(v.IFilter.invalid).OnChange(v.onFilter("invalid")),
				app.Text(ui("ui.tests.invalid")),
			),
			app.Label().Class("filter").Body(
				app.Text(ui("ui.tests.scheme")),
				app.Select().ID("filter-scheme").OnChange(v.onFilter("scheme")).Body(schemeOpts...),
			),
			textSpan("muted", uiCount("ui.tests.shown", len(idx), len(v.IRows))),
		),
		app.Div().ID("tests-scroll").Class("tests-scroll").TabIndex(-1).OnScroll(v.onScroll).Body(
			app.Elem("table").ID("tests").Class("tests-table").
				Role("table"). // kept when a narrow list stacks its rows (display: grid)
				Aria("rowcount", len(idx)+1).
				DataSet("rows", len(idx)).
				Body(
					app.Elem("thead").Role("rowgroup").Body(app.Elem("tr").Role("row").Aria("rowindex", 1).Body(
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-line").Text(ui("ui.tests.line")),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-pass").Text(ui("ui.tests.result")),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-url").Text(ui("ui.tests.url")),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-verdict").Text(ui("ui.tests.verdict")),
						app.Elem("th").Attr("scope", "col").Role("columnheader").Class("t-expect").Text(ui("ui.tests.expected")),
					)),
					app.Elem("tbody").Role("rowgroup").Body(rows...),
				),
		),
		app.If(len(v.IRows) == 0 && !v.IReading,
			textP("muted", ui("ui.tests.none")),
		),
	)
}

// renderRow draws row i of the list, the k-th the filters let through.
func (v *tableView) renderRow(i, k int) app.UI {
	r := &v.IRows[i]
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
		errText = "[" + strconv.Itoa(int(d.Start)) + "," + strconv.Itoa(int(d.End)) + ") " + d.Message
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
		Aria("label", ui("ui.tests.row", r.Line, readview.Visible(readview.Clip(res.Input, listURLMax)))).
		OnClick(v.onSelect(i), i).
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
			div("t-sub", errUI, note),
		),
		app.Elem("td").Role("cell").Class("t-verdict").Body(
			app.Span().Class("t-verdict-word", vclass).Text(verdict),
			textSpan("t-prod", prod),
		),
		expectCell,
	)
}

// sizePads sets the heights of the spacer rows above and below the drawn
// rows, through the CSS object model (the Content-Security-Policy refuses
// style attributes, not this), clears it from rows that were spacers, and
// measures a row.
func (v *tableView) sizePads(app.Context) {
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
			v.rowPx = h
		}
	}
	n := len(v.IFilter.rows(v.IRows))
	first, last := v.window(n)
	setHeight := func(id string, rows int) {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Get("style").Call("setProperty", "height", strconv.FormatFloat(float64(rows)*v.rowPx, 'f', 1, 64)+"px")
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
func (v *tableView) sizePadsAfterFrame(ctx app.Context) {
	if v.padsSoon || !app.IsClient {
		return
	}
	v.padsSoon = true
	go func() {
		afterNextFrame()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: v, Function: func(ctx app.Context) {
			v.padsSoon = false
			v.sizePads(ctx)
		}})
	}()
}

// onScroll draws the rows now in view.
func (v *tableView) onScroll(ctx app.Context, e app.Event) {
	el := ctx.JSSrc()
	top := el.Get("scrollTop").Float()
	height := el.Get("clientHeight").Float()
	first := max(0, int(top/v.rowPx)-listOverscan)
	viewN := int(height/v.rowPx) + 2
	if first == v.top() && viewN == v.viewN {
		ctx.PreventUpdate()
		return
	}
	v.first, v.firstOf, v.viewN = first, v.IList, viewN
	ctx.Defer(v.sizePads)
}

// onFilter hands the change of one filter up (the list view's render
// hands the filters back down), and draws the rows they let through from
// the top. The change, not the filters: a second filter changed before
// that render would otherwise undo the first with the IFilter it had.
func (v *tableView) onFilter(which string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		src := ctx.JSSrc()
		var change func(*listFilter)
		switch which {
		case "failing":
			on := src.Get("checked").Bool()
			change = func(f *listFilter) { f.failing = on }
		case "invalid":
			on := src.Get("checked").Bool()
			change = func(f *listFilter) { f.invalid = on }
		case "scheme":
			scheme := src.Get("value").String()
			change = func(f *listFilter) { f.scheme = scheme }
		}
		v.first = 0
		if s := app.Window().GetElementByID("tests-scroll"); s.Truthy() {
			s.Set("scrollTop", 0)
		}
		v.IFilterTo(ctx, change)
		// After the list view's render, which the handler's event brings
		// (go-app renders the handler's component and those above it).
		ctx.Defer(v.sizePads)
	}
}

// onSelect loads row i's URL into the field for the full reading.
func (v *tableView) onSelect(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) { v.ISelect(ctx, i) }
}
