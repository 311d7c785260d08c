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
}

// OnInit may end the start's task first (mountBreak).
func (g *exampleGallery) OnInit() { mountBreak() }

func newExampleGallery() *exampleGallery { return &exampleGallery{} }

// OnMount: the gallery's notes are statements, said in the page's language.
func (g *exampleGallery) OnMount(ctx app.Context) { redrawOnLang(ctx) }

func (g *exampleGallery) Render() app.UI {
	return app.Div().ID("gallery").Class("gallery").Body(
		app.Elem("h3").Text(ui("ui.gallery.rfc")),
		textP("muted", ui("ui.gallery.rfc.about")),
		g.renderList("rfc", rfcExamples),
		app.Elem("h3").Text(ui("ui.gallery.project")),
		textP("muted", ui("ui.gallery.project.about")),
		g.renderList("project", projectExamples),
		app.Elem("h3").Text(ui("ui.gallery.mistakes")),
		g.renderList("mistake", mistakeExamples),
	)
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
