package e2e

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// A § link in a diagnostic leads to the RFC's section, and "Back to the
// playground" there leads back to the same URL, view and all, not to the
// default example. The contents beside the text list sections only.
func TestRFCBackKeepsURL(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/~user"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tab-parts`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the parts view", `document.querySelector('#tab-parts[aria-selected="true"]') && location.hash.includes("v=parts")`)
	waitSettled(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#diagnostics [data-code="unsafe-char"] a.rfc-link`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the RFC page", `location.pathname === "/rfc" && location.hash === "#section-2.2" && document.querySelector(".masthead-nav a")`)

	toc := eval[[]string](t, ctx, `[...document.querySelectorAll(".rfc-toc li")].map(li => li.textContent)`)
	for _, s := range toc {
		for _, bad := range []string{"Geneva", "Coyote", "Union Street"} {
			if strings.Contains(s, bad) {
				t.Errorf("the contents list %q, a line of the editors' addresses", s)
			}
		}
	}
	if len(toc) < 30 || !strings.HasPrefix(toc[0], "1. Introduction") {
		t.Errorf("the contents: %q", toc)
	}

	waitFor(t, ctx, "the back link to lead to the URL", `document.querySelector(".masthead-nav a").getAttribute("href").includes("v=parts")`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.masthead-nav a`))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in, false, "httpurl")
	waitFor(t, ctx, "the parts view again", `location.pathname === "/" && document.querySelector('#tab-parts[aria-selected="true"]')`)

	// A reload of /rfc still leads back (the tab's sessionStorage).
	if err := open(ctx, "/rfc#section-3.3"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the back link after a reload", `document.querySelector(".masthead-nav a").getAttribute("href").startsWith("/#u=")`)
}

// The /rfc page's diagrams are images the service worker caches: offline,
// each one still loads.
func TestRFCDiagramsOffline(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitServiceWorker(t, ctx)
	// The worker caches its list while it installs: wait for the last
	// diagram to be in its cache before cutting the network.
	waitFor(t, ctx, "the worker's cache", `(async () => { const ks = await caches.keys(); for (const k of ks) { if (await (await caches.open(k)).match("/diagrams/url.svg")) return true; } return false; })()`)
	goOffline(t, ctx)
	if err := open(ctx, "/rfc"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	srcs := eval[[]string](t, ctx, `[...document.querySelectorAll(".rfc-rules img")].map(i => i.getAttribute("src"))`)
	if len(srcs) < 60 {
		t.Fatalf("/rfc shows %d diagrams", len(srcs))
	}
	failed, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Promise.all([...document.querySelectorAll(".rfc-rules img")].map(i =>
		fetch(i.src).then(r => r.ok && r.headers.get("content-type").startsWith("image/svg") ? "" : i.getAttribute("src") + ": " + r.status, e => i.getAttribute("src") + ": " + e))).then(a => a.filter(Boolean))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if len(failed) > 0 {
		t.Errorf("offline, %d of %d diagrams do not load: %q", len(failed), len(srcs), failed)
	}
}

// A diagram's file opened on its own, under the site's headers (its
// Content-Security-Policy included), is drawn with its colours: boxes
// filled, tracks stroked and unfilled, not SVG's default black.
func TestDiagramFileStyled(t *testing.T) {
	// An SVG document has no <link rel=icon>: Chromium asks for
	// /favicon.ico, which the site has not, and logs the 404.
	ctx := newTab(t, allowErrors())
	if err := open(ctx, "/diagrams/hostport.svg"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the diagram", `document.querySelector("rect[rx]") !== null`)
	type paint struct {
		BoxFill, TrackFill, TrackStroke, TextFill string
	}
	got := eval[paint](t, ctx, `(() => {
		const box = getComputedStyle(document.querySelector("g rect")), track = getComputedStyle(document.querySelector("path.rr-track")),
			text = getComputedStyle(document.querySelector("text"));
		return {BoxFill: box.fill, TrackFill: track.fill, TrackStroke: track.stroke, TextFill: text.fill};
	})()`)
	if got.BoxFill == "rgb(0, 0, 0)" || got.TrackFill != "none" || got.TrackStroke == "none" {
		t.Errorf("the diagram is drawn with %+v: SVG's defaults (a black box, a filled track)", got)
	}
}

// pageFragment is the fragment (without "#") the page writes for input:
// "u=", the base64url of its bytes, and "&uc=" with their checksum.
func pageFragment(input string) string {
	return "u=" + base64.RawURLEncoding.EncodeToString([]byte(input)) + "&uc=" + urllist.Checksum(input)
}
