package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/railroad"
)

// rfcDiagrams lists every rule of section 5 with its railroad diagram beside
// it: the file the site build writes (/diagrams/<rule>.svg), linked. The BNF
// beside each image is its text; the alt names it (no quotes: go-app's
// prerendered attributes do not escape them for HTML).
func rfcDiagrams() app.UI {
	rules := railroad.RFC().Rules
	items := make([]app.UI, 0, len(rules))
	for _, r := range rules {
		href := pageHref("/diagrams/" + railroad.FileName(r.Name))
		items = append(items, app.Elem("li").Class("rfc-rule").ID("rule-diagram-"+ruleClass(r.Name)).DataSet("rule", r.Name).Body(
			app.Elem("pre").Class("bnf").Text(r.Text),
			erratumNote(r.Name),
			app.A().Class("rfc-rule-diagram").Href(href).Body(
				app.Img().Src(href).Alt(ui("ui.rfc.diagram", r.Name)).Attr("loading", "lazy"),
			),
		))
	}
	return app.Section().ID("section-5-diagrams").Class("rfc-diagrams").Aria("labelledby", "rfc-diagrams-h").Body(
		app.Elem("h3").ID("rfc-diagrams-h").Text(ui("ui.rfc.diagrams")),
		textP("muted", say("page.rfc.diagrams")),
		app.Elem("ul").Class("rfc-rules").Body(items...),
	)
}
