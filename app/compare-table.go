package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// compareTable sets RFC 1738's reading of the input beside today's: the
// browser's own URL parser (the WHATWG URL Standard) and Go's net/url.
// Differences are marked, and explained where a known cause is behind them.
type compareTable struct {
	app.Compo

	IResult *parser.Result
}

func (c *compareTable) Render() app.UI {
	res := c.IResult
	if res == nil {
		return app.Div().ID("compare")
	}
	readings := []reading{rfcReading(res)}
	if u, err, ok := browserURL(res.Input); ok {
		readings = append(readings, whatwgReading(u, err))
	}
	readings = append(readings, goReading(res.Input))
	cmp := compare(res, readings...)
	return renderComparison(cmp)
}

func renderComparison(cmp comparison) app.UI {
	head := []app.UI{app.Th().Scope("col").Text("Field")}
	for _, r := range cmp.Readings {
		head = append(head, app.Th().Scope("col").Body(
			app.Span().Text(r.Name),
			verdictBadge(r),
		))
	}
	head = append(head, app.Th().Scope("col").Text("Same?"))
	rows := make([]app.UI, 0, numFields)
	for f := 0; f < numFields; f++ {
		cells := []app.UI{app.Th().Scope("row").Text(compareFields[f])}
		for _, r := range cmp.Readings {
			cells = append(cells, app.Td().Body(fieldValue(r, f)))
		}
		same := app.Td().Class("same").Text("same")
		cls := "cmp-row"
		if cmp.Differs[f] {
			cls += " differs"
			label := "\u2260 differs"
			for _, n := range cmp.noteFor(f) {
				label += " [" + itoa(n) + "]"
			}
			same = app.Td().Class("same").Body(app.Strong().Text(label))
		}
		rows = append(rows, app.Tr().Class(cls).DataSet("field", compareFields[f]).DataSet("differs", cmp.Differs[f]).Body(append(cells, same)...))
	}
	notes := make([]app.UI, 0, len(cmp.Notes))
	for _, n := range cmp.Notes {
		notes = append(notes, app.Li().Text(n.Text))
	}
	var notesUI app.UI
	if len(notes) > 0 {
		notesUI = app.Div().Class("cmp-notes").Body(
			app.H3().Text("Why they differ"),
			app.Ol().Body(notes...),
		)
	}
	// What the table shows is said above it, not in a caption: a caption
	// is as wide as the table and scrolls with it, so on a narrow screen
	// most of each of its lines is out of view.
	return app.Div().ID("compare").Class("compare").Body(
		app.P().ID("compare-about").Class("compare-about").Text("The same input read by RFC 1738 (1994) and by two parsers of today. \u201c(none)\u201d: the parser finds no such component."),
		app.Div().Class("table-scroll").Body(
			app.Table().Class("compare-table").
				Aria("label", "RFC 1738 and today's parsers, field by field").
				Aria("describedby", "compare-about").Body(
				app.THead().Body(app.Tr().Body(head...)),
				app.TBody().Body(rows...),
			),
		),
		notesUI,
	)
}

func verdictBadge(r reading) app.UI {
	if r.Rejected {
		return app.Span().Class("cmp-verdict rejected").Title(r.Reason).Text(" \u2717 " + clip(r.Reason, 120))
	}
	return app.Span().Class("cmp-verdict accepted").Text(" \u2713 accepted")
}

func fieldValue(r reading, f int) app.UI {
	if r.Rejected && r.Name != "RFC 1738" {
		return app.Span().Class("muted").Text("\u2014")
	}
	v := r.Fields[f]
	if !v.Present {
		return app.Span().Class("none").Text("(none)")
	}
	if v.Value == "" {
		return app.Span().Class("empty-text").Text("\u201c\u201d (empty)")
	}
	return app.Code().Text(clip(visible(v.Value), 200))
}
