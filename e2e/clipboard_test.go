package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// A clipboard the browser refuses, or does not give, is said, not
// silent: the playground's status, the anatomy view's note.
func TestClipboardRefused(t *testing.T) {
	ctx := newTab(t)
	const in = "http://example.com/a"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, true, "httpurl")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`navigator.clipboard.writeText = () => Promise.reject(new DOMException("denied", "NotAllowedError"))`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#copy-link"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the refusal said", `document.querySelector("#share-status").textContent.startsWith("The browser refused the clipboard.")`)

	selectView(t, ctx, "anatomy")
	waitFor(t, ctx, "the anatomy view", `document.querySelector("#anatomy button")`)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`[...document.querySelectorAll("#anatomy button")].find(b => b.textContent.includes("Copy SVG")).click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the anatomy's refusal", `document.querySelector("#anatomy .anatomy-note").textContent === "The browser refused the clipboard. Use Download SVG instead."`)

	// No clipboard at all.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`Object.defineProperty(navigator, "clipboard", {value: undefined, configurable: true})`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#copy-json"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "no clipboard said", `document.querySelector("#share-status").textContent.startsWith("This browser gives no clipboard access here.")`)
}
