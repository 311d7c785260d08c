package e2e

// The start never leaves a half-built page. go-app mounts the playground
// in several browser tasks (app/start.go), onto the page as built
// (web/field.js); between two of those tasks a student can type, a screen
// reader can read and an extension can look. So at the end of every task
// of the start the document must hold the field, with the text it should
// hold, in the document, and the verdict and the diagnostics beside it.

import (
	"context"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// wholeSamplerJS runs in every document of the tab before the page's own
// scripts. It checks the document after every batch of mutations (a
// MutationObserver's callback runs when the task that mutated ends: the
// page's Go program mutates from inside one call into wasm) and once per
// timer task besides, from the moment the field first holds its text, and keeps
// the first few faults in window.__wholeFaults. window.__wholeChecks
// counts the checks, so that a test knows the sampler ran.
const wholeSamplerJS = `(() => {
	const faults = window.__wholeFaults = [];
	window.__wholeChecks = 0;
	let seen = null; // the field's text when it first appeared
	const check = (when) => {
		const f = document.getElementById("url-input");
		if (seen === null) {
			// From the moment the field holds its text (web/field.js puts
			// it there once the document is parsed).
			if (!f || !f.isConnected || f.value === "") return;
			seen = f.value;
		}
		window.__wholeChecks++;
		let fault = "";
		if (!f) fault = "no #url-input";
		else if (!f.isConnected) fault = "#url-input detached";
		else if (f.value !== seen) fault = "#url-input holds " + JSON.stringify(f.value.slice(0, 40)) + ", not " + JSON.stringify(seen.slice(0, 40));
		else if (document.querySelectorAll("#url-input").length !== 1) fault = document.querySelectorAll("#url-input").length + " fields";
		else if (!document.getElementById("verdict")) fault = "no #verdict";
		else if (!document.getElementById("diagnostics")) fault = "no #diagnostics";
		if (fault && faults.length < 20) faults.push(when + ": " + fault + " (ready=" + ((document.getElementById("playground") || {dataset: {}}).dataset.ready || "") + ")");
	};
	const start = () => {
		new MutationObserver(() => check("mutation")).observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
		const tick = () => { check("task"); setTimeout(tick, 0); };
		tick();
	};
	if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
	else start();
})()`

// checkWhole fails the test if the sampler found the document not whole,
// or did not run through the start.
func checkWhole(t *testing.T, ctx context.Context) {
	t.Helper()
	faults := eval[[]string](t, ctx, `window.__wholeFaults || []`)
	checks := eval[int](t, ctx, `window.__wholeChecks || 0`)
	if checks < 10 {
		t.Fatalf("the sampler checked the document %d times: it did not run through the start", checks)
	}
	if len(faults) > 0 {
		t.Errorf("in %d checks, the document was not whole:\n%s", checks, strings.Join(faults, "\n"))
	}
}

// sampledTab is a tab at 4x CPU, as a school phone, whose documents the
// sampler watches.
func sampledTab(t *testing.T) context.Context {
	t.Helper()
	ctx := newTab(t)
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: wholeSamplerJS}); err != nil {
		t.Fatal(err)
	}
	return ctx
}

func TestStartLeavesWholeDocument(t *testing.T) {
	link := "ftp://myname@host.dom/%2Fetc/motd"
	for _, tc := range []struct{ name, path string }{
		{"default page", "/"},
		{"shared link", "/#u=" + base64.RawURLEncoding.EncodeToString([]byte(link))},
		{"repaired address", "/#u=%ZZ"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := sampledTab(t)
			if err := open(ctx, tc.path); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the start to end", `document.querySelector('#playground[data-ready="true"]') && performance.getEntriesByName("start: done").length > 0`)
			waitSettled(t, ctx)
			checkWhole(t, ctx)
		})
	}
	t.Run("return from /rfc", func(t *testing.T) {
		ctx := sampledTab(t)
		if err := open(ctx, "/rfc"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the RFC page", `document.querySelector('#rfc-page[data-ready="true"] h1')`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#rfc-page a[href="/"]`))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the playground", `location.pathname === "/" && document.querySelector('#playground[data-ready="true"]')`)
		waitSettled(t, ctx)
		checkWhole(t, ctx)
	})
}
