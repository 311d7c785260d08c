package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// compareTable is the "1994 vs today" view: the input as RFC 1738 reads it
// (package parser), as RFC 3986 reads it (package rfc3986), as this
// browser's URL object reads it (the WHATWG URL Standard) and as Go's
// net/url reads it, field by field. The facts, and the cause of every
// difference, come from package compare; this file only draws them.
//
// Hooks: #compare tr[data-field] with data-differ and, in a differing row,
// a [data-why] element holding the causes; #compare [data-field][data-reader]
// cells with data-value (the exact component) or data-absent="true", and
// data-start and data-end where the component is in the input, so that
// hovering a cell lights its bytes in the field (the playground's onPoint).
type compareTable struct {
	app.Compo

	IResult *parser.Result

	res      *parser.Result    // the result the readings are of
	readings []compare.Reading // not the compare.Table: a field of that type links its JSON encoding into app.wasm
	values   []cellValue       // the readings' cells' exact values, for exactValues
	first    bool              // the first reading, on screen, is being made (drawFirst)
	half     bool              // the first drawing has drawn the table's first half only (drawFirst)
}

// compared is the comparison drawFirst made for the compareTable, in a
// task before the one that draws it: a package variable rather than a
// field, for the reason the readings are not a compare.Table (the page
// has one comparison).
var compared struct {
	res *parser.Result
	t   compare.Table
}

// OnInit may end the start's task first (mountBreak). On screen, the
// mount draws the line that says the view is being drawn (drawFirst).
func (c *compareTable) OnInit() {
	c.first = app.IsClient && !warming
	mountBreak()
}

// A cellValue is a cell's exact value, when present.
type cellValue struct {
	field, reader, value string
	present              bool
}

// OnMount and OnUpdate read IResult with every reader, the browser's own
// URL parser among them, so that Render only draws what they read; go-app
// calls them after the render with the new IResult, and draws again. Then
// exactValues writes each cell's data-value itself: go-app trims the
// spaces around an attribute's value, and never writes an empty one, while
// data-value must be the exact component, "" included. So go-app never
// sees data-value (which also keeps user text out of the prerendered
// page).
func (c *compareTable) OnMount(ctx app.Context) {
	if app.IsClient && !warming {
		c.drawFirst(ctx)
		return
	}
	c.read(ctx)
}

func (c *compareTable) OnUpdate(ctx app.Context) {
	if !c.first {
		c.read(ctx)
	}
}

// drawFirst makes the view's first reading in tasks of their own after
// the mount's (view-first.go), the browser free between them: two readers
// in each, then the comparison, then the table. An input that came
// meanwhile is read at once instead, as OnUpdate reads it.
func (c *compareTable) drawFirst(ctx app.Context) {
	c.first = true
	res := c.IResult
	go func() {
		var rs []compare.Reading
		var t compare.Table
		if res != nil {
			yieldToBrowser()
			rs = []compare.Reading{compare.FromRFC1738(res), compare.FromRFC3986(res.Input)}
			yieldToBrowser()
			if u, thrown, ok := browserURL(res.Input); ok {
				rs = append(rs, compare.FromWHATWG(res.Input, u, thrown))
			}
			rs = append(rs, compare.FromGo(res.Input))
			yieldToBrowser()
			t = compare.Compare(res.Input, rs...)
		}
		yieldToBrowser()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: c, Function: func(ctx app.Context) {
			c.first = false
			if res != nil && res == c.IResult {
				compared.res, compared.t = res, t
				c.res, c.readings, c.values = res, rs, cellValues(rs, c.values[:0])
			}
			c.read(ctx)
			// Drawn in this task, where go-app would draw it at its next
			// frame, in a task of its own that may come after other work;
			// the table's first half, then the rest (and the exact values
			// of the cells it adds) in a task of its own: the whole,
			// mounted at once, was one task of 75-90 ms at 4x CPU, most of
			// it go-app making its 170 elements.
			drawHalves(ctx, c, func(ctx app.Context, half bool) {
				c.half = half
				c.Update()
				if !half {
					ctx.Defer(c.exactValues)
				}
			})
		}})
	}()
}

// read reads IResult with each reader, if they have not read it, and
// writes the cells' exact values after the render that draws them.
func (c *compareTable) read(ctx app.Context) {
	if res := c.IResult; res != c.res {
		c.res, c.readings, c.values = res, nil, c.values[:0]
		compared.res, compared.t = nil, compare.Table{} // not kept beside the new one
		if res != nil {
			c.readings = []compare.Reading{compare.FromRFC1738(res), compare.FromRFC3986(res.Input)}
			if u, thrown, ok := browserURL(res.Input); ok {
				c.readings = append(c.readings, compare.FromWHATWG(res.Input, u, thrown))
			}
			c.readings = append(c.readings, compare.FromGo(res.Input))
			c.values = cellValues(c.readings, c.values)
		}
	}
	ctx.Defer(c.exactValues)
}

func (c *compareTable) exactValues(app.Context) {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	for _, v := range c.values {
		// Field and reader names are fixed words: the selector holds no user text.
		el := doc.Call("querySelector", `#compare td[data-field="`+v.field+`"][data-reader="`+v.reader+`"]`)
		switch {
		case !el.Truthy():
		case v.present:
			el.Call("setAttribute", "data-value", v.value)
		default:
			el.Call("removeAttribute", "data-value")
		}
	}
}

// Render draws the readings made last (read) side by side: until the
// first, and for no input, the empty view.
func (c *compareTable) Render() app.UI {
	if c.first {
		// Nothing read yet (view-first.go): busy for a screen reader.
		return app.Div().ID("compare").Aria("busy", true).Body(drawingLine())
	}
	if c.res == nil {
		return app.Div().ID("compare")
	}
	if compared.res == c.res {
		return renderComparison(compared.t, c.half)
	}
	return renderComparison(compare.Compare(c.res.Input, c.readings...), c.half)
}

// cellValues appends the value of every cell of the readings to vs.
func cellValues(readings []compare.Reading, vs []cellValue) []cellValue {
	for _, r := range readings {
		for f, cell := range r.Cells {
			vs = append(vs, cellValue{compare.Field(f).String(), r.Reader, cell.Value, cell.Present})
		}
	}
	return vs
}

// compareValueMax is the most bytes of a value a cell shows (data-value
// holds all of it).
const compareValueMax = 200

// renderComparison draws t; half, only the table's first half, saying
// that the rest is being drawn.
func renderComparison(t compare.Table, half bool) app.UI {
	head := []app.UI{app.Elem("th").Attr("scope", "col").Text(ui("ui.cmp.field"))}
	for _, r := range t.Readings {
		head = append(head, app.Elem("th").Attr("scope", "col").DataSet("reader", r.Reader).DataSet("accepted", r.Accepted).Body(
			textSpan("cmp-name", r.Name),
			verdictBadge(r),
		))
	}
	head = append(head, app.Elem("th").Attr("scope", "col").Class("cmp-why-col").Text(ui("ui.cmp.why")))

	rows := make([]app.UI, 0, 2*compare.NumFields)
	tr := t.Rows[:]
	if half {
		tr = tr[:len(tr)/2]
	}
	for _, row := range tr {
		field := row.Field.String()
		cells := []app.UI{app.Elem("th").Attr("scope", "row").Text(compare.FieldName(row.Field))}
		for _, r := range t.Readings {
			cells = append(cells, compareCell(field, r, r.Cells[row.Field]))
		}
		var why app.UI = app.Elem("td").Class("same", "cmp-why-col").Text(ui("ui.cmp.same"))
		if row.Differ {
			why = app.Elem("td").Class("cmp-why", "cmp-why-col").Body(
				app.Div().DataSet("why", strings.Join(row.Causes, " ")).Body(
					app.Strong().Class("cmp-differs").Text(ui("ui.cmp.differs")),
					app.Elem("ul").Body(whyItems(row.Why, row.Quotes)...),
				),
			)
		}
		cls := "cmp-row"
		if row.Differ {
			cls += " differs"
		}
		rows = append(rows, app.Elem("tr").Class(cls).DataSet("field", field).DataSet("differ", row.Differ).Body(append(cells, why)...))
		if row.Differ {
			// The same explanations in a row of their own, the table's
			// full width, right under the row they explain: a narrow
			// table (web/app.css) shows this row instead of the last
			// column, which would be out of view to the right. One of the
			// two is always display: none, so a screen reader meets the
			// explanations once.
			rows = append(rows, app.Elem("tr").Class("cmp-why-row", "differs").Body(
				app.Elem("td").Attr("colspan", len(t.Readings)+1).Body(div("cmp-why-text",
					app.Strong().Class("cmp-differs").Text(ui("ui.cmp.field-differs", field)),
					app.Elem("ul").Body(whyItems(row.Why, row.Quotes)...),
				)),
			))
		}
	}
	// What the table shows is said above it, not in a caption: a caption
	// is as wide as the table and scrolls with it, so on a narrow screen
	// most of each of its lines is out of view.
	table := div("table-scroll",
		app.Elem("table").Class("compare-table").
			Aria("label", ui("ui.cmp.label")).
			Aria("describedby", "compare-about").Body(
			app.Elem("thead").Body(app.Elem("tr").Body(head...)),
			app.Elem("tbody").Body(rows...),
		),
	)
	about := app.P().ID("compare-about").Class("compare-about").Text(say("page.compare.about"))
	if half {
		return app.Div().ID("compare").Class("compare").Aria("busy", true).Body(about, table, drawingLine())
	}
	return app.Div().ID("compare").Class("compare").Body(about, table, rejections(t), todaySection(t.Today))
}

// rejections says, under the table, where and why each reader that
// rejects the input stops: the table's head has room for "rejected at
// byte N" only.
func rejections(t compare.Table) app.UI {
	var items []app.UI
	for _, r := range t.Readings {
		if r.Accepted {
			continue
		}
		who := say("page.compare.rejects", r.Name)
		if r.At >= 0 {
			who = say("page.compare.rejects-at", r.Name, r.At)
		}
		why := readview.Clip(r.Why, 600)
		if r.Reader == compare.RFC1738 && r.At >= 0 {
			// RFC 1738's reason is the first error, which the
			// diagnostics write in full: one screen says it once.
			why = readview.MessageHead(r.Why) + ui("ui.cmp.in-full")
		}
		items = append(items, app.Elem("li").DataSet("reader", r.Reader).Body(
			app.Strong().Text(who),
			app.Text(why),
		))
	}
	if len(items) == 0 {
		return nil
	}
	return app.Elem("ul").Class("cmp-rejections").Body(items...)
}

// verdictBadge says whether the reader accepts the input, and if not where
// and why it stops.
func verdictBadge(r compare.Reading) app.UI {
	if r.Accepted {
		text := say("page.compare.accepted")
		if r.Rule != "" {
			text = say("page.compare.accepted-as", r.Rule)
		}
		return textSpan("cmp-verdict accepted", text)
	}
	text := say("page.compare.rejected")
	if r.At >= 0 {
		text = say("page.compare.rejected-at", r.At)
	}
	// Why it stops is said under the table (rejections): in the head it
	// would make the column as tall as a paragraph.
	return app.Span().Class("cmp-verdict rejected").Title(r.Why).Text(text)
}

// compareCell is one reader's component: data-absent when there is none
// (exactValues writes data-value), its span in data-start and data-end,
// and for people the value made visible, "“” (empty)" or "(absent)".
func compareCell(field string, r compare.Reading, c compare.Cell) app.UI {
	td := app.Elem("td").Class("cmp-cell").DataSet("field", field).DataSet("reader", r.Reader)
	if c.HasSpan {
		td = td.DataSet("start", c.Start).DataSet("end", c.End)
	}
	switch {
	case !c.Present:
		text := ui("ui.cmp.absent")
		if !r.Accepted && r.Reader != compare.RFC1738 && r.Reader != compare.RFC3986 {
			text = "\u2014" // a reader that threw reads nothing
		}
		return td.DataSet("absent", true).Body(textSpan("none", text))
	case c.Value == "":
		return td.Body(textSpan("empty-text", ui("ui.cmp.empty")))
	}
	return td.Body(app.Code().Text(readview.ClipVisible(c.Value, compareValueMax)))
}
