package e2e

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/railroad"
)

// /sources lists the statement ledger for a teacher to check: the footer
// leads there; every statement of the parser, the comparison and the
// generator is there under its ID, its text with "…" for what the input
// fills in, each basis with its kind and, for RFC 1738, a link to a
// section that the /rfc page has; a statement shown with a diagnostic is
// found by the ID the diagnostic says.
func TestSourcesListsTheLedger(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/~user"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#sources-link`))); err != nil {
		t.Fatal(err)
	}
	// The browser follows the link (web/field.js keeps it from go-app's
	// router) to the page, which is built with no program: the document
	// is replaced, so the wait is for an element of the new one.
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`#sources-page[data-ready="true"]`))); err != nil {
		t.Fatalf("the sources page: %v", err)
	}
	// The page is long, and its root is there before the parser has read
	// the rest of it: the test reads it once it is whole.
	waitFor(t, ctx, "the whole page parsed", `document.readyState !== "loading"`)
	if p := eval[string](t, ctx, `location.pathname`); p != "/sources" {
		t.Fatalf("at %s, not /sources", p)
	}
	if title := eval[string](t, ctx, `document.title`); title != "Sources \u2014 URL Playground" {
		t.Errorf("title %q", title)
	}

	type shown struct {
		ID, Text string
		Kinds    []string
		Links    []string
	}
	got := map[string]shown{}
	for _, s := range eval[[]shown](t, ctx, `[...document.querySelectorAll("li.sources-statement")].map(li => ({
		ID: li.id,
		Text: li.querySelector(".sources-text").textContent,
		Kinds: [...li.querySelectorAll(".basis-kind")].map(e => e.textContent),
		Links: [...li.querySelectorAll(".sources-basis a")].map(a => a.getAttribute("href")),
	}))`) {
		got[s.ID] = s
	}
	var want []parser.Statement
	want = append(want, parser.Statements()...)
	want = append(want, compare.Statements()...)
	want = append(want, exercise.Statements()...)
	want = append(want, railroad.Statements()...)
	links := map[string]bool{}
	for _, s := range want {
		g, ok := got[s.ID]
		if !ok {
			t.Errorf("%s is not on /sources", s.ID)
			continue
		}
		if len(g.Kinds) != len(s.Basis) {
			t.Errorf("%s: %d bases shown, want %d", s.ID, len(g.Kinds), len(s.Basis))
		}
		for i, b := range s.Basis {
			if i < len(g.Kinds) && g.Kinds[i] != b.Kind.String() {
				t.Errorf("%s: basis %d shown as %q, want %q", s.ID, i, g.Kinds[i], b.Kind)
			}
		}
		if strings.Contains(g.Text, "%") && !strings.Contains(s.Text, "%%") {
			t.Errorf("%s: a placeholder shown as written: %q", s.ID, g.Text)
		}
		for _, l := range g.Links {
			links[l] = true
		}
	}
	counts := eval[string](t, ctx, `document.querySelector("#sources-counts").textContent`)
	if n := len(got); !strings.HasPrefix(counts, strconv.Itoa(n)+" statements") {
		t.Errorf("counts %q, with %d statements shown", counts, n)
	}

	// The diagnostic on "~" says a statement: it is on the page.
	r := parser.Parse(in, 0)
	for _, d := range r.Diagnostics {
		if _, ok := got[d.StatementID()]; !ok {
			t.Errorf("the diagnostic %s says %q, not on /sources", d.Code, d.StatementID())
		}
	}

	// Every section a basis links to is an anchor of /rfc.
	if err := open(ctx, "/rfc"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, id := range eval[[]string](t, ctx, `[...document.querySelectorAll("[id]")].map(e => e.id)`) {
		ids[id] = true
	}
	if len(links) < 10 {
		t.Errorf("only %d section links on /sources", len(links))
	}
	for l := range links {
		i := strings.Index(l, "#")
		if !strings.HasPrefix(l, "/rfc#") || !ids[l[i+1:]] {
			t.Errorf("/sources links %q, which is no section of /rfc", l)
		}
	}
}
