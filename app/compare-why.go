package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The comparison's explanations: each difference's causes with the
// sentences they rest on, and what became of the scheme after 1994.

// todaySection says what became of the URL's scheme after 1994: the RFC
// that defines it today, and where that RFC reads this URL otherwise, each
// statement with the sentences it rests on.
//
// Hooks: #compare-today with data-scheme and data-rfc (0 for none);
// li[data-cause] for each change.
func todaySection(td *compare.Today) app.UI {
	if td == nil {
		return nil
	}
	doc := say("page.compare.today.none")
	if td.RFC.Number != 0 {
		doc = say("page.compare.today.doc", td.RFC.Number, td.RFC.Title, monthText(td.RFC.Month), td.RFC.Year, recordName(td.RFC.Status))
	}
	item := func(cause, text string, quotes []compare.Cite) app.UI {
		return app.Elem("li").DataSet("cause", cause).Body(app.Text(text), quoteList(quotes))
	}
	items := []app.UI{item("today", td.Says, td.Quotes)}
	for _, c := range td.Changes {
		items = append(items, item(c.Cause, c.Why, c.Quotes))
	}
	return app.Section().ID("compare-today").Class("cmp-today").DataSet("scheme", td.Scheme).DataSet("rfc", td.RFC.Number).
		Aria("labelledby", "compare-today-h").Body(
		app.Elem("h3").ID("compare-today-h").Text(say("page.compare.today.heading", td.Scheme)),
		el("p", "cmp-today-doc", textEl("strong", "", doc)),
		el("ul", "cmp-today-list", items...),
	)
}

// whyItems are a row's explanations, each followed by the sentences it
// rests on, quoted word for word with the document and section: a student
// reads what the RFC says, not only what this page says it says.
func whyItems(why []string, quotes [][]compare.Cite) []app.UI {
	items := make([]app.UI, len(why))
	for i, w := range why {
		var cites app.UI
		if i < len(quotes) {
			cites = quoteList(quotes[i])
		}
		items[i] = app.Elem("li").Body(app.Text(w), cites)
	}
	return items
}

// quoteList is the sentences an explanation rests on, each with its
// source; nil for none.
func quoteList(quotes []compare.Cite) app.UI {
	if len(quotes) == 0 {
		return nil
	}
	qs := make([]app.UI, len(quotes))
	for j, c := range quotes {
		qs[j] = app.Elem("li").Body(
			app.Elem("q").Class("cmp-quote").Text(c.Quote),
			app.Text(" "),
			citeLabel(c),
		)
	}
	return app.Elem("ul").Class("cmp-quotes").Body(qs...)
}

// citeLabel names a quote's source: a link to the section on the /rfc page
// for RFC 1738, the section's name for RFC 3986 (the site holds its text
// only for the tests).
func citeLabel(c compare.Cite) app.UI {
	if c.Doc == "RFC 1738" {
		if href := readview.SectionHref(siteRoot(), c.Section); href != "" {
			return app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel(c.Section))
		}
	}
	name := c.Doc + " \u00a7" + c.Section
	switch {
	case c.Section == "abstract":
		name = ui("ui.cmp.abstract", c.Doc)
	case c.Section != "" && c.Section[0] >= 'A' && c.Section[0] <= 'Z':
		name = ui("ui.cmp.appendix", c.Doc, c.Section)
	}
	return textSpan("cmp-cite", name)
}
