package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
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

func (g *exampleGallery) Render() app.UI {
	return app.Div().ID("gallery").Class("gallery").Body(
		app.Elem("h3").Text("From RFC 1738"),
		textP("muted", "URLs the RFC itself shows, each linked to the section that shows it."),
		g.renderList("rfc", rfcExamples),
		app.Elem("h3").Text("This project's examples"),
		textP("muted", "Not from the RFC: our own URLs, for the schemes and forms the RFC shows no example of, each linked to the section its lesson follows."),
		g.renderList("project", projectExamples),
		app.Elem("h3").Text("Classic mistakes"),
		g.renderList("mistake", mistakeExamples),
	)
}

func (g *exampleGallery) renderList(kind string, list []example) app.UI {
	items := make([]app.UI, 0, len(list))
	for i, ex := range list {
		var sec app.UI
		switch href := sectionHref(ex.Section); {
		case href != "":
			sec = app.A().Class("rfc-link").Href(href).Text(strings.TrimPrefix(sectionLabel(ex.Section), "RFC 1738 "))
		case ex.Section == "references":
			// The /rfc page anchors sections only; the list of references
			// is named, not linked.
			sec = textSpan("rfc-ref", "(References)")
		}
		items = append(items, app.Elem("li").Class("example").Body(
			app.Button().Class("example-load").
				DataSet("example", kind+"-"+itoa(i)).
				Aria("describedby", "ex-"+kind+"-"+itoa(i)).
				OnClick(g.onLoad(ex.Input), ex.Input).
				Body(
					textSpan("example-title", ex.Title),
					textCode("example-url", visible(ex.Input)),
				),
			app.P().ID("ex-"+kind+"-"+itoa(i)).Class("example-lesson").Body(
				app.Text(ex.Lesson+" "),
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
