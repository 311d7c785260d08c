package e2e

// An accessibility scan of every view with axe-core, the engine behind
// Lighthouse's and the browsers' accessibility audits: contrast, names,
// roles, landmarks, ARIA use. axe-core is fetched from the npm registry by
// `make axe` (pinned, checked against its integrity) into build/, and
// injected here by the test: the site never ships it (its CSP would not
// run it).

import (
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// axeSource is axe.min.js (E2E_AXE), or the test is skipped without it
// (it fails under CI=true, which must run it).
func axeSource(t *testing.T) string {
	t.Helper()
	path := os.Getenv("E2E_AXE")
	if path == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("E2E_AXE is not set: make e2e fetches axe-core and sets it")
		}
		t.Skip("E2E_AXE is not set: make e2e fetches axe-core (make axe) and sets it")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// axeViolation is one rule axe-core found broken, with the elements that
// break it.
type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target  []any  `json:"target"`
		Summary string `json:"failureSummary"`
	} `json:"nodes"`
}

func (v axeViolation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s): %s", v.ID, v.Impact, v.Help)
	for i, n := range v.Nodes {
		if i == 5 {
			fmt.Fprintf(&b, "\n\t\tand %d more", len(v.Nodes)-5)
			break
		}
		fmt.Fprintf(&b, "\n\t\t%v: %s", n.Target, strings.ReplaceAll(n.Summary, "\n", " "))
	}
	return b.String()
}

// scanAxe injects axe-core into the page if it is not there yet (a new
// document) and runs every rule it has on the whole page; what is hidden
// is not scanned, as a reader does not meet it.
func scanAxe(t *testing.T, ctx context.Context, src, where string) {
	t.Helper()
	if !eval[bool](t, ctx, `typeof window.axe === "object"`) {
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](src)); err != nil {
			t.Fatalf("%s: injecting axe-core: %v", where, err)
		}
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]axeViolation](
		`axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations)`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: axe.run: %v", where, err)
	}
	for _, v := range got {
		t.Errorf("%s: %s", where, v)
	}
}

// TestAxe scans every view (each tab, the list, the quiz, the RFC page,
// the embed page) in the light theme and the dark one, at 1280×720 and on
// a 375 px phone: axe-core finds no violation.
func TestAxe(t *testing.T) {
	src := axeSource(t)
	// An input with errors and a warning: the diagnostics, the fixes and
	// the marks are on the page.
	const in = "http://host.example/caf\u00e9~/a b?q=1"
	sizes := []struct{ w, h int64 }{{1280, 720}, {375, 812}}
	// English, and the pseudo-language (every catalog's text marked, longer
	// than English): a label that no longer matches its element's name,
	// or text that no longer fits, shows in it first.
	for _, lang := range []string{"", "en-XA"} {
		for _, size := range sizes {
			for _, scheme := range []string{"light", "dark"} {
				name := fmt.Sprintf("%dpx-%s", size.w, scheme)
				langParam := ""
				if lang != "" {
					name, langParam = name+"-"+lang, "&lang="+lang
				}
				t.Run(name, func(t *testing.T) {
					ctx := newTab(t, withTimeout(6*time.Minute))
					viewport(t, ctx, size.w, size.h)
					colorScheme(t, ctx, scheme)
					if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+langParam); err != nil {
						t.Fatal(err)
					}
					if err := waitReady(ctx); err != nil {
						t.Fatal(err)
					}
					waitDrawn(t, ctx, in)
					waitSettled(t, ctx)
					for _, id := range eval[[]string](t, ctx, `[...document.querySelectorAll("[role=tab][data-view]")].map(e => e.dataset.view)`) {
						selectView(t, ctx, id)
						waitSettled(t, ctx)
						scanAxe(t, ctx, src, "view "+id)
					}

					// The quiz, from a teacher's link.
					if err := open(ctx, "/#"+urllist.EncodeLink(teacherList, true)+langParam); err != nil {
						t.Fatal(err)
					}
					if err := waitReady(ctx); err != nil {
						t.Fatal(err)
					}
					waitFor(t, ctx, "the quiz", `document.querySelector('#quiz[data-at="0"]')`)
					scanAxe(t, ctx, src, "the quiz")

					if err := open(ctx, "/rfc#"+strings.TrimPrefix(langParam, "&")); err != nil {
						t.Fatal(err)
					}
					if err := waitReady(ctx); err != nil {
						t.Fatal(err)
					}
					scanAxe(t, ctx, src, "/rfc")

					// /sources in the language: /sources-<tag>.
					if err := open(ctx, strings.TrimSuffix("/sources-"+lang, "-")); err != nil {
						t.Fatal(err)
					}
					if err := waitReady(ctx); err != nil {
						t.Fatal(err)
					}
					scanAxe(t, ctx, src, "/sources")

					if err := open(ctx, "/embed#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+langParam); err != nil {
						t.Fatal(err)
					}
					waitFor(t, ctx, "the embed page", `document.querySelector('#embed[data-ready="true"]')`)
					scanAxe(t, ctx, src, "/embed")
				})
			}
		}
	}
}
