//go:build !wasm

package main

// The /sources page is written when the site is built, as HTML with no
// program: it lists some five hundred statements, which a phone would take
// long to draw from app.wasm, and which app.wasm need not carry the code
// to draw. The playground's route for it (sources-route.go) loads it.

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/net/html"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/railroad"
)

// A statementGroup is the statements one part of the tool says, under the
// heading a teacher looks for.
type statementGroup struct {
	ID, Title, About string
	Statements       []parser.Statement
}

// statementGroups is the whole ledger: every sentence template the tool
// shows, by what shows it. The /sources page lists it, and the tests hold
// each statement's basis to the RFC's text.
func statementGroups() []statementGroup {
	byPrefix := func(all []parser.Statement, prefixes ...string) []parser.Statement {
		var out []parser.Statement
		for _, s := range all {
			for _, p := range prefixes {
				if strings.HasPrefix(s.ID, p) {
					out = append(out, s)
					break
				}
			}
		}
		return out
	}
	ps := parser.Statements()
	return []statementGroup{
		{"sources-diagnostics", ui("ui.diag.h"), ui("ui.src.diag"), byPrefix(ps, "diag.")},
		{"sources-interpret", ui("ui.tab.interpret"), ui("ui.src.interpret"), byPrefix(ps, "interpret.")},
		{"sources-codes", ui("ui.src.codes.h"), ui("ui.src.codes"), byPrefix(ps, "legend.", "derive.")},
		{"sources-compare", ui("ui.tab.compare"), ui("ui.src.compare"), compare.Statements()},
		{"sources-exercise", ui("ui.src.exercise.h"), ui("ui.src.exercise"), exercise.Statements()},
		{"sources-gallery", ui("ui.src.gallery.h"), ui("ui.src.gallery"), galleryStatements()},
		{"sources-page", ui("ui.src.page.h"), ui("ui.src.page"), slices.Concat(readview.Statements, withBases(appStatements(), appBases), railroad.Statements())},
	}
}

// writeSourcesPage writes dir/sources.html: every statement the tool
// makes, each with what it rests on — a rule of section 5, a sentence of
// the RFC with its section, or another document — for a teacher to check
// against the text. root is the site's path prefix ("" or "/name"). In
// another language than English (pageLang, with its catalog: inLang) it
// writes sources-<tag>.html, the same page with its own words in the
// language: the statements are listed as the ledger has them, in English
// with the RFC's sentences, since the page is there to check the
// translations' source.
func writeSourcesPage(dir, root string) error {
	svg, err := os.ReadFile(filepath.Join(dir, "web", "icon.svg"))
	if err != nil {
		return err
	}
	name := "sources.html"
	if pageLang != "en" {
		name = "sources-" + pageLang + ".html"
	}
	sec := siteheaders.For("/" + name)
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"UTF-8\">\n", html.EscapeString(pageLang))
	fmt.Fprintf(&b, "<meta content=\"%s\" http-equiv=\"Content-Security-Policy\">\n", html.EscapeString(metaPolicy(sec["Content-Security-Policy"])))
	fmt.Fprintf(&b, "<meta content=\"%s\" name=\"referrer\">\n", html.EscapeString(sec["Referrer-Policy"]))
	fmt.Fprintf(&b, "<meta content=\"%s\" name=\"viewport\">\n", siteViewport)
	fmt.Fprintf(&b, "<title>%s</title>\n", html.EscapeString(ui("ui.title.sources")))
	fmt.Fprintf(&b, "<link href=\"data:image/svg+xml;base64,%s\" rel=\"icon\">\n", base64.StdEncoding.EncodeToString(svg))
	fmt.Fprintf(&b, "<link href=\"%s/web/app.css\" rel=\"stylesheet\">\n", root)
	// The reader's theme, before the first paint, as on every page.
	fmt.Fprintf(&b, "<script src=\"%s/web/theme.js\"></script>\n</head>\n<body>\n", root)
	b.WriteString(app.HTMLString(sourcesBody(root)))
	b.WriteString("\n</body>\n</html>\n")
	// go-app writes an element's attributes in no fixed order: sorted,
	// two builds of the same source are the same bytes.
	doc, err := html.Parse(strings.NewReader(b.String()))
	if err != nil {
		return err
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode {
			// The page is whole as written: ready for the tests, as the
			// program's pages say once they run (go-app writes a true
			// value as an empty one).
			if attr(n, "id") == "sources-page" {
				setAttr(n, "data-ready", "true")
			}
			slices.SortStableFunc(n.Attr, func(a, b html.Attribute) int { return strings.Compare(a.Key, b.Key) })
		}
	}
	var out bytes.Buffer
	if err := html.Render(&out, doc); err != nil {
		return err
	}
	page := out.Bytes()
	if err := checkCSP(page); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	return os.WriteFile(filepath.Join(dir, name), page, 0o644)
}

// langFragment is the fragment that keeps the page's language on a link
// from /sources, which no program runs on, to a page that reads it
// (web/field.js): none in English.
func langFragment() string {
	if pageLang == "en" {
		return ""
	}
	return "#lang=" + pageLang
}

// sourcesBody is the page's content.
func sourcesBody(root string) app.UI {
	groups := statementGroups()
	counts := map[parser.BasisKind]int{}
	total := 0
	toc := make([]app.UI, 0, len(groups))
	body := make([]app.UI, 0, len(groups))
	for _, g := range groups {
		total += len(g.Statements)
		items := make([]app.UI, 0, len(g.Statements))
		for _, s := range g.Statements {
			for _, b := range s.Basis {
				counts[b.Kind]++
			}
			items = append(items, renderStatement(s, root))
		}
		toc = append(toc, app.Elem("li").Body(app.A().Href("#"+g.ID).Text(ui("ui.src.toc", g.Title, len(g.Statements)))))
		body = append(body, app.Section().ID(g.ID).Class("sources-group").Body(
			app.H2().Text(g.Title),
			textP("sources-about", g.About),
			app.Elem("ol").Class("sources-list").Body(items...),
		))
	}
	return app.Div().ID("sources-page").Class("playground rfc-page sources-page").DataSet("ready", true).Body(
		app.A().Class("skip-link").Href("#sources-main").Text(ui("ui.src.skip")),
		app.Header().Class("masthead").Body(
			div("masthead-title",
				app.H1().Text(ui("ui.footer.sources")),
				textP("tagline", ui("ui.src.tagline")),
			),
			app.Nav().Class("masthead-nav").Aria("label", ui("ui.nav")).Body(
				app.A().ID("sources-back").Href(root+"/"+langFragment()).Text(ui("ui.src.back")),
				app.A().Href(root+"/rfc"+langFragment()).Text(ui("ui.nav.rfc")),
			),
		),
		div("rfc-layout",
			app.Nav().Class("rfc-toc").Aria("label", ui("ui.src.groups.label")).Body(
				app.H2().Text(ui("ui.src.groups")),
				app.Elem("ol").Body(toc...),
			),
			app.Main().ID("sources-main").Class("page").Body(
				textP("sources-intro", ui("ui.src.intro")),
				app.P().ID("sources-counts").Class("sources-counts").Text(
					ui("ui.src.counts", total, counts[parser.Grammar], counts[parser.Prose], counts[parser.Other])),
				app.Div().Body(body...),
			),
		),
	)
}

// templateText writes a template for a reader: each fmt verb ("%q",
// "%04X") as "…", and "%%" as the "%" it prints.
func templateText(t string) string {
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if t[i] != '%' || i+1 == len(t) {
			b.WriteByte(t[i])
			continue
		}
		if t[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		// Flags, width and precision, then the verb's letter.
		j := i + 1
		for j < len(t) && strings.IndexByte("+-# 0123456789.", t[j]) >= 0 {
			j++
		}
		b.WriteString("\u2026")
		i = j
	}
	return b.String()
}

// renderStatement is one statement of the ledger, with its bases.
func renderStatement(s parser.Statement, root string) app.UI {
	bases := make([]app.UI, 0, len(s.Basis))
	for _, b := range s.Basis {
		bases = append(bases, renderBasis(b, root))
	}
	return app.Li().ID(s.ID).Class("sources-statement").Body(
		textP("sources-text", templateText(s.Text)),
		textCode("sources-id", s.ID),
		app.Elem("ul").Class("sources-bases").Body(bases...),
	)
}

// renderBasis is one source a statement rests on: its kind, its document
// and section (a link to the RFC page's section for RFC 1738), and the
// sentence or rule.
func renderBasis(b parser.Basis, root string) app.UI {
	var where app.UI
	switch {
	case b.Doc == "RFC 1738" && readview.SectionHref(siteRoot(), b.Section) != "":
		where = app.A().Href(root + readview.SectionHref(siteRoot(), b.Section)).Text(readview.SectionLabel(b.Section))
	case b.Section != "":
		where = app.Span().Text(b.Doc + " \u00a7" + b.Section)
	default:
		where = app.Span().Text(b.Doc)
	}
	var what app.UI
	switch b.Kind {
	case parser.Grammar:
		if b.Rule == "" {
			what = textSpan("sources-rule", ui("ui.src.rule"))
		} else {
			what = textCode("sources-rule bnf", b.RuleText())
		}
	case parser.Prose:
		what = app.Blockquote().Class("sources-quote").Text(b.Quote)
	default:
		what = textSpan("sources-other", b.Quote)
	}
	kind := ui("ui.src.kind.other")
	switch b.Kind {
	case parser.Grammar:
		kind = ui("ui.src.kind.grammar")
	case parser.Prose:
		kind = ui("ui.src.kind.prose")
	}
	return app.Li().Class("sources-basis", "basis-"+b.Kind.String()).Body(
		textSpan("basis-kind", kind),
		where,
		what,
	)
}
