package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// rfcPage is the page at "/rfc": the text of RFC 1738, one element per
// section with an anchor (id="section-3.3"), so that every "RFC 1738 §" link
// on the playground works offline.
type rfcPage struct {
	app.Compo

	mounted bool
	page    app.Page // the browser's page, while this one is shown
	back    string   // where "Back to the playground" leads (rfc-return.go)
	addr    *pageAddress
}

func newRFCPage() *rfcPage { return &rfcPage{addr: &pageAddress{}} }

// OnMount marks the page ready: the prerendered HTML says data-ready="false"
// until the app runs. It sets the title too, for a reader who came from the
// playground without loading a page.
func (p *rfcPage) OnMount(ctx app.Context) {
	p.mounted = true
	p.page = ctx.Page()
	p.page.SetTitle(ui("ui.title.rfc"))
}

// OnNav reads where the back link leads: after the mount, once the page
// the reader came from has been dismounted and has said where it was.
func (p *rfcPage) OnNav(ctx app.Context) { p.back = p.addr.returnHref() }

// OnDismount gives the title back to the playground, which the app shows
// next (a link or Back) and which sets none of its own.
func (p *rfcPage) OnDismount() {
	if p.page != nil {
		p.page.SetTitle(ui("ui.title"))
		p.page = nil
	}
}

func (p *rfcPage) Render() app.UI {
	secs := rfcSections(parser.RFCText())
	toc := make([]app.UI, 0, len(secs))
	body := make([]app.UI, 0, len(secs))
	for _, s := range secs {
		if s.ID != "" {
			toc = append(toc, app.Elem("li").Class("toc-"+strconv.Itoa(s.Depth)).Body(
				app.A().Href("#"+s.ID).Text(s.Title),
			))
		}
		sec := app.Section().Class("rfc-section")
		if s.ID != "" {
			sec = sec.ID(s.ID)
		}
		var h app.UI
		if s.Title != "" {
			h = rfcHeading(s.Depth, s.Title)
		}
		var diagrams app.UI
		if s.ID == "section-5" {
			diagrams = rfcDiagrams()
		}
		parts := append([]app.UI{h}, withErrata(strings.TrimPrefix(s.ID, "section-"), s.Text)...)
		body = append(body, sec.Body(append(parts, diagrams)...))
	}
	var content app.UI = app.Elem("article").Class("rfc").Body(body...)
	if len(secs) == 0 {
		content = textP("notice", ui("ui.rfc.no-text"))
	}
	return app.Div().ID("rfc-page").Class("playground rfc-page").DataSet("ready", p.mounted).Body(
		app.A().Class("skip-link").Href("#rfc-main").Text(ui("ui.rfc.skip")),
		app.Header().Class("masthead").Body(
			div("masthead-title",
				app.H1().Text("RFC 1738: Uniform Resource Locators (URL)"),
				textP("tagline", ui("ui.rfc.tagline")),
			),
			app.Nav().Class("masthead-nav").Aria("label", ui("ui.nav")).Body(
				app.A().ID("rfc-back").Href(p.backHref()).Text(ui("ui.rfc.back")),
				app.A().ID("rfc-sources").Href(pageHref("/sources")).Text(ui("ui.footer.sources")),
				newThemeToggle(),
			),
		),
		div("rfc-layout",
			app.Nav().Class("rfc-toc").Aria("label", ui("ui.rfc.sections.label")).Body(
				app.H2().Text(ui("ui.rfc.sections")),
				app.Elem("ol").Body(toc...),
			),
			app.Main().ID("rfc-main").Class("page").Body(rfcRecord(), content),
		),
	)
}

// backHref is the back link's address: the playground as the reader left
// it, once the page runs in the browser; its default in the prerendered
// page.
func (p *rfcPage) backHref() string {
	if p.back == "" {
		return pageHref("/")
	}
	return p.back
}

// rfcHeading returns a section's heading, at the level of its depth: h2
// for "3.", h3 for "3.2", h4 for "3.2.1" (h1 is the RFC's title).
func rfcHeading(depth int, title string) app.UI {
	switch {
	case depth <= 1:
		return app.H2().Class("rfc-heading").Text(title)
	case depth == 2:
		return app.Elem("h3").Class("rfc-heading").Text(title)
	case depth == 3:
		return app.Elem("h4").Class("rfc-heading").Text(title)
	case depth == 4:
		return app.Elem("h5").Class("rfc-heading").Text(title)
	}
	return app.Elem("h6").Class("rfc-heading").Text(title)
}

// An rfcSection is one numbered section of the RFC text (or the text
// before the first one).
type rfcSection struct {
	ID    string // "section-3.3", or "appendix"; "" for the front matter
	Title string // the heading line as the RFC writes it
	Depth int    // 1 for "3.", 2 for "3.3", 3 for "3.2.1"
	Text  string
}

// rfcSections cuts the RFC text at its headings: lines at column 0 that
// start with a section number ("3.2.1. FTP Name and Password",
// "2.3 Hierarchical schemes"), and the appendix's ("APPENDIX: ...", id
// "appendix"). Page headers and footers and form feeds are
// left out.
func rfcSections(text string) []rfcSection {
	if text == "" {
		return nil
	}
	var out []rfcSection
	cur := rfcSection{}
	var b strings.Builder
	blank := 0
	flush := func() {
		cur.Text = strings.Trim(b.String(), "\n")
		if cur.Text != "" || cur.Title != "" {
			out = append(out, cur)
		}
		b.Reset()
		blank = 0
	}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
		line = strings.TrimRight(strings.ReplaceAll(line, "\f", ""), " ")
		if isPageFurniture(line) {
			continue
		}
		if num, ok := sectionNumber(line); ok {
			flush()
			cur = rfcSection{ID: "section-" + num, Title: line, Depth: strings.Count(num, ".") + 1}
			continue
		}
		if strings.HasPrefix(line, "APPENDIX: ") {
			flush()
			cur = rfcSection{ID: "appendix", Title: line, Depth: 1}
			continue
		}
		// The two unnumbered headings after the appendix: without them
		// the references and the editors' addresses would read as the
		// appendix's text.
		if id, ok := rfcEndHeadings[line]; ok {
			flush()
			cur = rfcSection{ID: id, Title: line, Depth: 1}
			continue
		}
		if line == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	flush()
	return out
}

// rfcEndHeadings are the headings after the appendix, and their ids (the
// same as parser.RFCSection's).
var rfcEndHeadings = map[string]string{
	"References":         "references",
	"Editors' Addresses": "addresses",
}

// sectionNumber returns "3.2.1" for a heading line "3.2.1. FTP ...". Each
// number of a heading has one or two digits (the RFC's run to 3.11):
// "1211 Geneva 23," and "100 Union Street SE", lines of the editors'
// addresses that also start in the first column with a number and a
// capital, are not headings.
func sectionNumber(line string) (string, bool) {
	i := 0
	for i < len(line) && (line[i] >= '0' && line[i] <= '9' || line[i] == '.') {
		i++
	}
	if i == 0 || i >= len(line) || line[i] != ' ' || line[0] < '1' || line[0] > '9' {
		return "", false
	}
	num := strings.TrimSuffix(line[:i], ".")
	if strings.Contains(num, "..") || len(num) > 8 {
		return "", false
	}
	for n := range strings.SplitSeq(num, ".") {
		if len(n) > 2 {
			return "", false
		}
	}
	rest := strings.TrimSpace(line[i:])
	if rest == "" || !(rest[0] >= 'A' && rest[0] <= 'Z') {
		return "", false
	}
	return num, true
}

func isPageFurniture(line string) bool {
	return strings.HasPrefix(line, "Berners-Lee, Masinter & McCahill") ||
		strings.HasPrefix(line, "RFC 1738            Uniform Resource Locators")
}
