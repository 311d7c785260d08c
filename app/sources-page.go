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
)

// sourcesTitle is the /sources page's title.
const sourcesTitle = "Sources \u2014 URL Playground"

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
		{"sources-diagnostics", "Diagnostics", "What the Diagnostics list says of an input: each message, and the parts messages are made of.", byPrefix(ps, "diag.")},
		{"sources-interpret", "Interpret", "What the Interpret tab says a client does with a URL.", byPrefix(ps, "interpret.")},
		{"sources-codes", "Codes and the derivation", "The codes' legend, and the labelled steps of the derivation.", byPrefix(ps, "legend.", "derive.")},
		{"sources-compare", "1994 vs today", "The comparison with RFC 3986, the URL Standard and Go's net/url.", compare.Statements()},
		{"sources-exercise", "Generated exercises", "The generator's kinds of mistake, each named by the parser's code for it, and the hint under its URLs with the parts it points to.", exercise.Statements()},
		{"sources-gallery", "Gallery and lists", "The gallery's examples, their titles and lessons, which the lists in lists/ repeat.", galleryStatements()},
		{"sources-page", "The page", "What the page's views explain.", slices.Concat(readview.Statements, appStatements)},
	}
}

// writeSourcesPage writes dir/sources.html: every statement the tool
// makes, each with what it rests on — a rule of section 5, a sentence of
// the RFC with its section, or another document — for a teacher to check
// against the text. root is the site's path prefix ("" or "/name").
func writeSourcesPage(dir, root string) error {
	svg, err := os.ReadFile(filepath.Join(dir, "web", "icon.svg"))
	if err != nil {
		return err
	}
	sec := siteheaders.For("/sources.html")
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"UTF-8\">\n")
	fmt.Fprintf(&b, "<meta content=\"%s\" http-equiv=\"Content-Security-Policy\">\n", html.EscapeString(metaPolicy(sec["Content-Security-Policy"])))
	fmt.Fprintf(&b, "<meta content=\"%s\" name=\"referrer\">\n", html.EscapeString(sec["Referrer-Policy"]))
	fmt.Fprintf(&b, "<meta content=\"%s\" name=\"viewport\">\n", siteViewport)
	fmt.Fprintf(&b, "<title>%s</title>\n", html.EscapeString(sourcesTitle))
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
		return fmt.Errorf("sources.html: %v", err)
	}
	return os.WriteFile(filepath.Join(dir, "sources.html"), page, 0o644)
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
		toc = append(toc, app.Elem("li").Body(app.A().Href("#"+g.ID).Text(g.Title+" ("+itoa(len(g.Statements))+")")))
		body = append(body, app.Section().ID(g.ID).Class("sources-group").Body(
			app.H2().Text(g.Title),
			textP("sources-about", g.About),
			app.Elem("ol").Class("sources-list").Body(items...),
		))
	}
	return app.Div().ID("sources-page").Class("playground rfc-page sources-page").DataSet("ready", true).Body(
		app.A().Class("skip-link").Href("#sources-main").Text("Skip to the statements"),
		app.Header().Class("masthead").Body(
			div("masthead-title",
				app.H1().Text("What each statement rests on"),
				textP("tagline", "Every sentence the playground shows, with its source, for checking against RFC 1738's text."),
			),
			app.Nav().Class("masthead-nav").Aria("label", "site").Body(
				app.A().ID("sources-back").Href(root+"/").Text("\u2190 The playground"),
				app.A().Href(root+"/rfc").Text("Read RFC 1738"),
			),
		),
		div("rfc-layout",
			app.Nav().Class("rfc-toc").Aria("label", "groups").Body(
				app.H2().Text("Groups"),
				app.Elem("ol").Body(toc...),
			),
			app.Main().ID("sources-main").Class("page").Body(
				textP("sources-intro",
					"Each statement is a template: \u2026 stands for what the input fills in (a character, a rule, a section). "+
						"Its basis is of one of three kinds. Grammar: a rule of section 5, the BNF, which decides what is valid. "+
						"Prose: a sentence of the RFC, quoted word for word with its section. "+
						"Other: another document (RFC 793 on ports, the URL Standard), or what this tool itself does \u2014 never attributed to RFC 1738."),
				app.P().ID("sources-counts").Class("sources-counts").Text(
					itoa(total)+" statements; bases: "+itoa(counts[parser.Grammar])+" grammar, "+
						itoa(counts[parser.Prose])+" prose, "+itoa(counts[parser.Other])+" other."),
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
	case b.Doc == "RFC 1738" && sectionHref(b.Section) != "":
		where = app.A().Href(root + sectionHref(b.Section)).Text(sectionLabel(b.Section))
	case b.Section != "":
		where = app.Span().Text(b.Doc + " \u00a7" + b.Section)
	default:
		where = app.Span().Text(b.Doc)
	}
	var what app.UI
	switch b.Kind {
	case parser.Grammar:
		if b.Rule == "" {
			what = textSpan("sources-rule", "the rule the statement names")
		} else {
			what = textCode("sources-rule bnf", b.RuleText())
		}
	case parser.Prose:
		what = app.Blockquote().Class("sources-quote").Text(b.Quote)
	default:
		what = textSpan("sources-other", b.Quote)
	}
	return app.Li().Class("sources-basis", "basis-"+b.Kind.String()).Body(
		textSpan("basis-kind", b.Kind.String()),
		where,
		what,
	)
}
