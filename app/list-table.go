package main

// The list's table: the rows the filters let through, drawn only where
// they are in view between two spacer rows, and a row read in the field.

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

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
	return div("tests",
		app.P().ID("tests-summary").Class("tests-summary").
			Role("status").
			DataSet("pass", pass).DataSet("fail", fail).DataSet("unchecked", unchecked).
			DataSet("rows", len(l.rows)).DataSet("reading", l.reading).DataSet("read-ms", l.readMs).
			Body(
				textSpan("sum-pass", itoa(pass)+" pass"),
				app.Text(", "),
				textSpan("sum-fail", itoa(fail)+" fail"),
				app.Text(", "+itoa(unchecked)+" unchecked"),
				app.If(more != "", textSpan("muted", more)),
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
			textSpan("muted", itoa(len(idx))+" of "+itoa(len(l.rows))+" shown"),
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
			textP("muted", "No URLs yet: type or paste a list above, load a file, or load the gallery's mistakes."),
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
	return func(ctx app.Context, e app.Event) { l.selectRow(ctx, i) }
}

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
