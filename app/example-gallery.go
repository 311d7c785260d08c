package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// exampleGallery loads an example into the field with one click: the URLs
// RFC 1738 itself shows, the project's own (labelled so: most schemes have
// no example in the RFC), and one lesson for each classic mistake.
type exampleGallery struct {
	app.Compo

	// shown is how many examples are drawn, in the order of the lists. On
	// screen the gallery is drawn galleryStep examples a task (drawMore):
	// its forty-six drawn at once were one task of 110-150 ms at 4x CPU,
	// its mount and then the browser's style and layout of them.
	shown int
}

// galleryStep is how many examples a task of the first drawing draws.
const galleryStep = 12

// galleryLen is how many examples the gallery holds.
var galleryLen = len(rfcExamples) + len(projectExamples) + len(mistakeExamples)

// OnInit may end the start's task first (mountBreak). Off screen (the
// native tests, the compiling worker's warm-up) the gallery is drawn
// whole.
func (g *exampleGallery) OnInit() {
	g.shown = galleryLen
	if app.IsClient && !warming {
		g.shown = galleryStep
	}
	mountBreak()
}

func newExampleGallery() *exampleGallery { return &exampleGallery{} }

// OnMount: the gallery's notes are statements, said in the page's
// language; the examples not drawn yet are drawn in the tasks that follow.
func (g *exampleGallery) OnMount(ctx app.Context) {
	redrawOnLang(ctx)
	if g.shown < galleryLen {
		drawSteps(ctx, g, g.drawMore)
	}
}

// drawMore draws galleryStep examples more (drawSteps).
func (g *exampleGallery) drawMore(ctx app.Context) bool {
	g.shown += galleryStep
	g.Update()
	drawNow(ctx)
	return g.shown < galleryLen
}

func (g *exampleGallery) Render() app.UI {
	body := make([]app.UI, 0, 9)
	left := g.shown
	// A list and its heading are drawn once the list has an example drawn.
	list := func(head, about, kind string, l []example) {
		n := min(left, len(l))
		if left -= n; n == 0 {
			return
		}
		body = append(body, app.Elem("h3").Text(ui(head)))
		if about != "" {
			body = append(body, textP("muted", ui(about)))
		}
		body = append(body, g.renderList(kind, l[:n]))
	}
	list("ui.gallery.rfc", "ui.gallery.rfc.about", "rfc", rfcExamples)
	list("ui.gallery.project", "ui.gallery.project.about", "project", projectExamples)
	list("ui.gallery.mistakes", "", "mistake", mistakeExamples)
	d := app.Div().ID("gallery").Class("gallery")
	if g.shown < galleryLen {
		d, body = d.Aria("busy", true), append(body, drawingLine()) // busy for a screen reader
	}
	return d.Body(body...)
}

func (g *exampleGallery) renderList(kind string, list []example) app.UI {
	items := make([]app.UI, 0, len(list))
	for i, ex := range list {
		var sec app.UI
		switch href := readview.SectionHref(siteRoot(), ex.Section); {
		case href != "":
			sec = app.A().Class("rfc-link").Href(href).Text(strings.TrimPrefix(readview.SectionLabel(ex.Section), "RFC 1738 "))
		case ex.Section == "references":
			// The /rfc page anchors sections only; the list of references
			// is named, not linked.
			sec = textSpan("rfc-ref", ui("ui.gallery.references"))
		}
		items = append(items, app.Elem("li").Class("example").Body(
			app.Button().Class("example-load").
				DataSet("example", kind+"-"+strconv.Itoa(i)).
				Aria("describedby", "ex-"+kind+"-"+strconv.Itoa(i)).
				OnClick(g.onLoad(ex.Input), ex.Input).
				Body(
					textSpan("example-title", ex.title()),
					textCode("example-url", readview.Visible(ex.Input)),
				),
			app.P().ID("ex-"+kind+"-"+strconv.Itoa(i)).Class("example-lesson").Body(
				app.Text(ex.lesson()+" "),
				sec,
			),
		))
	}
	return app.Elem("ul").Class("example-list", "examples-"+kind).Body(items...)
}

func (g *exampleGallery) onLoad(input string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionLoad, input)
	}
}
