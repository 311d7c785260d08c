package e2e

import (
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestViewFirstReadingApart: the comparison, the railroad view and the
// anatomy figure, opened for the first time, are put in the page saying
// that they are being drawn, busy, and read and draw the input in tasks
// after that (app/view-first.go); then they show the input's reading, no
// longer busy, and a key typed afterwards is read by them as before. The
// gallery is drawn a few examples a task, busy until the last, and then
// holds every list, each example in its order.
func TestViewFirstReadingApart(t *testing.T) {
	for _, c := range []struct {
		view, root string
		drawn      string // the reading drawn (JavaScript)
		typed      string // the reading of the text with "x" typed before the host
		part       string // a selector in the view's element seen while it is still busy: drawn in parts
	}{
		{
			"compare", "#compare",
			`document.querySelector('#compare td[data-field="host"][data-reader="rfc1738"]')?.dataset.value === "www.cs.example.edu"`,
			`document.querySelector('#compare td[data-field="host"][data-reader="rfc1738"]')?.dataset.value === "xwww.cs.example.edu"`,
			"table tr[data-field]", // the table's first half, then the rest
		},
		{
			"railroad", "#railroad",
			`document.querySelector('#railroad svg[data-diagram="httpurl"] g[data-rule="hostport"][data-taken="true"] [data-rr="rr-consumed"]')?.textContent.startsWith("www.cs.")`,
			`document.querySelector('#railroad svg[data-diagram="httpurl"] g[data-rule="hostport"][data-taken="true"] [data-rr="rr-consumed"]')?.textContent.startsWith("xwww.cs.")`,
			"svg[data-diagram]", // the production's diagram, then the rest
		},
		{
			"anatomy", "#anatomy",
			`[...document.querySelectorAll('#anatomy text[font-size="28"]')].map(e => e.textContent).join("").includes("//www.cs.example.edu/")`,
			`[...document.querySelectorAll('#anatomy text[font-size="28"]')].map(e => e.textContent).join("").includes("//xwww.cs.example.edu/")`,
			"",
		},
		{
			"examples", "#gallery",
			// Every list drawn, in its order, each example's index following
			// the one before.
			`(() => {
				const ids = [...document.querySelectorAll("#gallery [data-example]")].map(b => b.dataset.example.split("-"));
				const kinds = ["rfc", "project", "mistake"];
				let k = 0, i = 0;
				for (const [kind, n] of ids) {
					if (kind !== kinds[k]) { k++; i = 0; }
					if (kind !== kinds[k] || +n !== i++) return false;
				}
				return k === 2 && i > 10;
			})()`,
			"",               // the gallery does not read the input
			"[data-example]", // a few examples a task
		},
	} {
		t.Run(c.view, func(t *testing.T) {
			ctx := newTab(t)
			if err := open(ctx, "/"); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitSettled(t, ctx)
			// Whether the view's own element ever said, busy, that it was
			// being drawn: the mount's render, before any reading.
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
				window.__sawDrawing = false;
				window.__sawPart = false;
				new MutationObserver(() => {
					const e = document.querySelector("`+c.root+`");
					if (e && e.getAttribute("aria-busy") === "true" && e.querySelector(".view-building")) {
						window.__sawDrawing = true;
						if (`+strconv.Quote(c.part)+` && e.querySelector(`+strconv.Quote(c.part)+`)) window.__sawPart = true;
					}
				}).observe(document.getElementById("view-`+c.view+`"), {subtree: true, childList: true, attributes: true});
			})()`)); err != nil {
				t.Fatal(err)
			}
			selectView(t, ctx, c.view)
			waitFor(t, ctx, "the view drawn", c.drawn+` && !document.querySelector("`+c.root+`[aria-busy='true'], #view-`+c.view+` .view-building")`)
			if !eval[bool](t, ctx, `window.__sawDrawing`) {
				t.Errorf("%s was drawn in the task of its mount: it never said, busy, that it was being drawn", c.root)
			}
			if c.part != "" && !eval[bool](t, ctx, `window.__sawPart`) {
				t.Errorf("%s was drawn whole in one task: %s was never seen while it was still being drawn", c.root, c.part)
			}
			if c.typed == "" {
				return
			}
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")), chromedp.Evaluate[chromedp.Void](`(() => {
				const f = document.getElementById("url-input");
				f.setSelectionRange(7, 7); // after "http://"
			})()`), chromedp.SendKeys("#url-input", "x")); err != nil {
				t.Fatal(err)
			}
			waitSettled(t, ctx)
			waitFor(t, ctx, "the key's reading in the view", c.typed)
		})
	}
}
