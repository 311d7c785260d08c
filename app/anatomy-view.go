package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/anatomy"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// anatomyView draws the anatomy figure of the input (package anatomy):
// the URL in large type with its parts' brackets under it, as go-app
// elements, so that the input's text reaches the DOM only as text nodes.
// The figure on the page is laid out for the view's width; "Download SVG"
// and "Copy SVG" give it as a file laid out for a slide, the bytes
// rfc1738 -anatomy prints.
type anatomyView struct {
	app.Compo

	IResult *parser.Result
	IOn     bool // the view's tab is shown: its width is known
	IPaper  bool // hidden, and drawn for paper: the file's layout

	on   bool           // IOn as last seen
	res  *parser.Result // the result fig was drawn from
	cols int            // the columns fig was drawn with
	fig  *anatomy.Elem  // what Render shows: drawn in OnMount, OnUpdate and refit
	note string         // the last download's or copy's outcome
}

// OnInit may end the start's task first (mountBreak). The figure is
// drawn in OnMount, once the view's width is known: drawn here, at a
// guess of the width, it was drawn twice on the view's first opening.
func (v *anatomyView) OnInit() { mountBreak() }

// OnMount and OnUpdate draw the figure for IResult at the view's width;
// go-app calls them after the render with the new fields, and renders
// again. On screen the first figure is drawn in a task after the frame
// that lays the view out (view-first.go): drawn in the mount's task, the
// view's width was read there, which made the browser lay the page out
// in it, and the figure's drawing and mount followed, one task of 80-100
// ms at 4x CPU. The figure is drawn in that task and mounted in the next
// (drawSteps), each about half of it. On paper (beforeprint) and off
// screen it is drawn at once.
func (v *anatomyView) OnMount(ctx app.Context) {
	v.on = v.IOn
	if !app.IsClient || warming || v.IPaper {
		v.draw()
		return
	}
	go func() {
		afterNextFrame()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: v, Function: func(ctx app.Context) {
			v.draw()
			drawSteps(ctx, v, func(ctx app.Context) bool {
				v.Update()
				drawNow(ctx) // in this task, where go-app would draw it at its next frame
				return false
			})
		}})
	}()
}

func (v *anatomyView) OnUpdate(ctx app.Context) {
	if v.IOn && !v.on {
		// Shown: its width is known once this render is in the page.
		ctx.Defer(v.refit)
	}
	v.on = v.IOn
	v.draw()
}

// draw draws the figure again if the result or the width's columns are
// not those it was drawn for.
func (v *anatomyView) draw() {
	if v.IResult == nil {
		return
	}
	if cols := v.columns(); v.res != v.IResult || v.cols != cols {
		v.res, v.cols = v.IResult, cols
		v.fig = anatomy.Draw(v.IResult, anatomy.Options{Columns: cols})
	}
}

// columns is how many characters a line of the figure holds: as many as
// the view's width holds at the figure's own size, up to the file's, so
// that on a projector or a phone the type is not scaled down. A hidden
// view is seen only on paper (the print stylesheet shows it): drawn for
// paper, it has the file's layout, scaled to the page; hidden after it was
// shown, it keeps the width it was drawn for until the page is printed
// (playground.screenViews).
func (v *anatomyView) columns() int {
	if !app.IsClient || v.IPaper {
		return anatomy.DefaultColumns
	}
	if !v.IOn && v.cols > 0 {
		return v.cols // hidden, it keeps the width it was drawn for
	}
	if el := app.Window().GetElementByID("anatomy"); el.Truthy() {
		if w := el.Get("clientWidth").Int(); w > 0 {
			return anatomy.ColumnsFor(w - 2) // the figure's border
		}
	}
	return anatomy.ColumnsFor(app.Window().Get("innerWidth").Int() - 72)
}

// OnResize draws the figure again when its view's width holds another
// number of columns.
func (v *anatomyView) OnResize(ctx app.Context) { v.refit(ctx) }

// refit redraws the figure if the view's width calls for other columns.
func (v *anatomyView) refit(ctx app.Context) {
	if v.IResult != nil && v.columns() != v.cols {
		ctx.Dispatch(func(app.Context) { v.draw() })
	}
}

// Render shows the figure drawn last (draw): until the first is drawn,
// the line that says it is being drawn; for no input, the empty view.
func (v *anatomyView) Render() app.UI {
	if v.IResult == nil {
		return app.Div().ID("anatomy")
	}
	if v.fig == nil {
		return app.Div().ID("anatomy").Aria("busy", true).Body(drawingLine()) // busy for a screen reader
	}
	return app.Div().ID("anatomy").Class("anatomy").DataSet("columns", v.cols).Body(
		div("anatomy-actions",
			button("anatomy-download", ui("ui.anatomy.download")).OnClick(v.onDownload),
			button("anatomy-copy", ui("ui.anatomy.copy")).OnClick(v.onCopy),
			app.Span().Class("anatomy-note").Aria("live", "polite").Text(v.note),
		),
		div("anatomy-figure", anatomyUI(v.fig)),
	)
}

// file is the figure as an SVG file: the bytes rfc1738 -anatomy prints.
func (v *anatomyView) file() string {
	var b strings.Builder
	anatomy.WriteSVG(&b, anatomy.Draw(v.IResult, anatomy.Options{}))
	return b.String()
}

// onDownload offers the figure as an .svg file.
func (v *anatomyView) onDownload(ctx app.Context, e app.Event) {
	if !app.IsClient || v.IResult == nil {
		return
	}
	downloadFile("url-anatomy.svg", "image/svg+xml", []byte(v.file()))
	v.note = ui("ui.anatomy.downloaded")
}

// onCopy puts the figure's SVG text on the clipboard.
func (v *anatomyView) onCopy(ctx app.Context, e app.Event) {
	if !app.IsClient || v.IResult == nil {
		return
	}
	copyTo(ctx, v.file(), &v.note, ui("ui.anatomy.copied"), ui("ui.clip.use-download"))
}

// anatomyUI turns the figure's element tree into go-app's SVG elements:
// attributes as they are (the figure has no class, which go-app would set
// through className, which an SVG element does not take), text as text
// nodes.
func anatomyUI(e *anatomy.Elem) app.UI {
	el := app.Elem(e.Tag).XMLNS(svgNS)
	for _, a := range e.Attrs {
		el = el.Attr(a.Name, a.Value)
	}
	kids := make([]app.UI, 0, len(e.Kids)+1)
	if e.Text != "" {
		kids = append(kids, app.Text(e.Text))
	}
	for _, k := range e.Kids {
		kids = append(kids, anatomyUI(k))
	}
	return el.Body(kids...)
}
