package e2e

// The page in another language before app.wasm runs: the page as built
// is English, and web/field.js puts it in the link's language from
// web/chrome/<tag>.json (app/prerender-lang.go) before <body> is shown;
// the reader (web/reader.js) reads a shared link in that language too.
// And /sources in each language.

import (
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/i18n"
)

// englishShownJS, run before the page's scripts, records each frame in
// which <body> is shown with the English title in its heading: a page in
// another language must never show it.
const englishShownJS = `window.__english = [];
(() => {
	const sample = () => {
		const h = document.querySelector("h1");
		if (document.body && h && h.textContent === "RFC 1738 URL Playground" && getComputedStyle(document.body).visibility !== "hidden") {
			window.__english.push(document.readyState);
		}
		if (!document.querySelector('[data-ready="true"]')) requestAnimationFrame(sample);
	};
	requestAnimationFrame(sample);
})();`

// frMessages is the site's French catalog.
func frMessages(t *testing.T) map[string]string {
	t.Helper()
	c, err := i18n.Load("fr")
	if err != nil {
		t.Fatal(err)
	}
	return c.Messages
}

// A French link to a URL with errors, app.wasm held: the chrome (heading,
// the menu, the wait line, the footer's link once in use) is French from the first
// frame shown, the reader's verdict and diagnostics are French, and once
// app.wasm mounts it draws the same reading on the same nodes.
func TestLangBeforeWasmFrench(t *testing.T) {
	fr := frMessages(t)
	ctx := newTab(t)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: englishShownJS}); err != nil {
		t.Fatal(err)
	}
	release := holdWasm(t, ctx)
	const in = "http://host/~user/a b"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&lang=fr"); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && +document.getElementById("verdict").dataset.length === `+strconv.Itoa(len(in))); err != nil {
		t.Fatalf("the reader's verdict never came: %v", err)
	}
	if eval[string](t, ctx, `document.querySelector("#playground").dataset.ready`) != "false" {
		t.Fatal("app.wasm ran while it was held")
	}
	type chrome struct {
		Lang, H1, Wait, Menu, Sources, Verdict, Diag, Hidden string
	}
	got := eval[chrome](t, ctx, `(() => ({
		Lang: document.documentElement.lang,
		H1: document.querySelector("h1").textContent,
		Wait: document.querySelector(".reading-wait").textContent,
		Menu: document.querySelector("#lang-select").value,
		Sources: (a => (a.dispatchEvent(new FocusEvent("focusin", {bubbles: true})), a.getAttribute("href")))(document.querySelector("#sources-link")),
		Verdict: document.querySelector("#verdict").textContent,
		Diag: document.querySelector("#diagnostics").textContent,
		Hidden: getComputedStyle(document.body).visibility,
	}))()`)
	if got.Lang != "fr" || got.H1 != fr["ui.title"] || got.Menu != "fr" || got.Sources != "/sources-fr" || got.Hidden != "visible" {
		t.Errorf("the chrome before app.wasm: %+v", got)
	}
	if !strings.HasPrefix(got.Wait, strings.TrimSpace(fr["ui.verdict.wait"])) {
		t.Errorf("the wait line %q, want %q", got.Wait, fr["ui.verdict.wait"])
	}
	if !strings.HasPrefix(got.Verdict, fr["page.verdict.mark.invalid"]) {
		t.Errorf("the reader's verdict is not French: %q", got.Verdict)
	}
	for _, id := range []string{"ui.rv.fix-all", "ui.rv.canonical"} {
		if !strings.Contains(got.Diag, fr[id]) {
			t.Errorf("the reader's diagnostics lack %q (%s): %q", fr[id], id, got.Diag)
		}
	}
	if strings.Contains(got.Diag, "Fix all") || strings.Contains(got.Diag, "Canonical form") {
		t.Errorf("the reader's diagnostics are in English: %q", got.Diag)
	}
	if shown := eval[[]string](t, ctx, `window.__english`); len(shown) > 0 {
		t.Errorf("the page was shown in English first (%d frames, %v)", len(shown), shown)
	}
	fromReader := eval[string](t, ctx, readerDOMJS)
	eval[bool](t, ctx, `(document.getElementById("verdict").__reader = true, document.getElementById("diagnostics").__reader = true, document.querySelector("h1").__built = true)`)
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if fromPage := eval[string](t, ctx, readerDOMJS); fromReader != fromPage {
		t.Errorf("the reader drew\n%s\nthe page draws\n%s", fromReader, fromPage)
	}
	if !eval[bool](t, ctx, `document.getElementById("verdict").__reader === true && document.getElementById("diagnostics").__reader === true && document.querySelector("h1").__built === true`) {
		t.Error("go-app replaced the reader's or the page's nodes rather than adopting them")
	}
	if h := eval[string](t, ctx, `document.querySelector("h1").textContent`); h != fr["ui.title"] {
		t.Errorf("after app.wasm the heading is %q", h)
	}
}

// In the pseudo-language, before app.wasm, the page as shown (the chrome
// and the reader's reading) has no text the catalogs did not give.
func TestLangBeforeWasmPseudo(t *testing.T) {
	const in = "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a"
	ctx := newTab(t)
	release := holdWasm(t, ctx)
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&lang=en-XA"); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && +document.getElementById("verdict").dataset.length === `+strconv.Itoa(len(in))); err != nil {
		t.Fatalf("the reader's verdict never came: %v", err)
	}
	checkPseudo(t, ctx, "before app.wasm", in)
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
}

// /sources in French: reached from the French playground's footer, its
// own words French, its way back to the playground in French; the server
// sends it as HTML with the site's policy, compressed.
func TestSourcesInLanguage(t *testing.T) {
	fr := frMessages(t)
	ctx := newTab(t)
	if err := open(ctx, "/#lang=fr"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#sources-link`))); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`#sources-page[data-ready="true"]`))); err != nil {
		t.Fatalf("the sources page: %v", err)
	}
	waitFor(t, ctx, "the whole page parsed", `document.readyState !== "loading"`)
	type shown struct{ Path, Lang, Title, H1, Back, Intro string }
	got := eval[shown](t, ctx, `({
		Path: location.pathname, Lang: document.documentElement.lang, Title: document.title,
		H1: document.querySelector("h1").textContent, Back: document.querySelector("#sources-back").getAttribute("href"),
		Intro: document.querySelector(".sources-intro").textContent,
	})`)
	want := shown{"/sources-fr", "fr", fr["ui.title.sources"], fr["ui.footer.sources"], "/#lang=fr", fr["ui.src.intro"]}
	if got != want {
		t.Errorf("/sources in French:\n got %+v\nwant %+v", got, want)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#sources-back`))); err != nil {
		t.Fatal(err)
	}
	// The playground's field, found by a query that outlives the
	// navigation: an expression polled meanwhile fails with the page it
	// ran in ("Cannot find context with specified id").
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`#url-input`))); err != nil {
		t.Fatalf("back to the playground: %v", err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the playground in French", `document.documentElement.lang === "fr" && document.querySelector("h1").textContent === `+jsString(fr["ui.title"]))

	// In the pseudo-language every word of the page's own is marked; the
	// statements and their bases are the ledger's data, as they are.
	if err := open(ctx, "/sources-en-XA"); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`#sources-page[data-ready="true"]`))); err != nil {
		t.Fatalf("the sources page: %v", err)
	}
	waitFor(t, ctx, "the whole page parsed", `document.readyState !== "loading"`)
	if left := eval[[]string](t, ctx, `[
		...[...document.querySelectorAll(".skip-link, h1, .tagline, .masthead-nav a, .rfc-toc h2, .rfc-toc a, .sources-intro, #sources-counts, .sources-group > h2, .sources-about, .basis-kind, span.sources-rule")].map(e => e.textContent),
		...[...document.querySelectorAll("[aria-label]")].map(e => e.getAttribute("aria-label")),
		document.title,
	].filter(s => !s.includes("⟦"))`); len(left) > 0 || eval[string](t, ctx, `document.documentElement.lang`) != "en-XA" {
		t.Errorf("/sources-en-XA: not marked: %q", left)
	}

	for _, path := range []string{"/sources-fr", "/sources-zh-Hans", "/web/chrome/fr.json"} {
		req, _ := http.NewRequest("GET", baseURL+path, nil)
		req.Header.Set("Accept-Encoding", "br")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		wantType := "text/html; charset=utf-8"
		if strings.HasSuffix(path, ".json") {
			wantType = "application/json"
		}
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "br" || !strings.HasPrefix(resp.Header.Get("Content-Type"), wantType) || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src 'self'") {
			t.Errorf("%s: %s, %v", path, resp.Status, resp.Header)
		}
	}
}

// /embed and /rfc in French, app.wasm held: each is French from the
// first frame it is shown (web/chrome/embed-fr.json, rfc-fr.json), and
// stays French once app.wasm has drawn it on the same nodes.
func TestLangBeforeWasmEmbedAndRFC(t *testing.T) {
	fr := frMessages(t)
	for _, tc := range []struct{ name, path, sel, id, ready string }{
		{"embed", "/embed#u=" + base64.RawURLEncoding.EncodeToString([]byte("http://host/~user")) + "&lang=fr", "#embed-open", "ui.embed.open", "#embed"},
		{"rfc", "/rfc#lang=fr", "#rfc-back", "ui.rfc.back", "#rfc-page"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := newTab(t)
			// Each frame in which <body> is shown with the English text.
			english := `window.__english = [];
(() => {
	const sample = () => {
		const e = document.querySelector(` + jsString(tc.sel) + `);
		if (document.body && e && e.textContent === ` + jsString(enUI(t, tc.id)) + ` && getComputedStyle(document.body).visibility !== "hidden") {
			window.__english.push(document.readyState);
		}
		if (!document.querySelector('[data-ready="true"]')) requestAnimationFrame(sample);
	};
	requestAnimationFrame(sample);
})();`
			if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: english}); err != nil {
				t.Fatal(err)
			}
			release := holdWasm(t, ctx)
			if err := open(ctx, tc.path); err != nil {
				t.Fatal(err)
			}
			if err := pollTrue(ctx, `document.readyState !== "loading" && document.documentElement.lang === "fr" && !document.documentElement.classList.contains("lang-wait")`); err != nil {
				t.Fatalf("the page never became French: %v", err)
			}
			if got := eval[string](t, ctx, `document.querySelector(`+jsString(tc.sel)+`).textContent`); got != fr[tc.id] {
				t.Errorf("before app.wasm %s says %q, want %q", tc.sel, got, fr[tc.id])
			}
			if eval[bool](t, ctx, `!!document.querySelector('[data-ready="true"]')`) {
				t.Fatal("app.wasm ran while it was held")
			}
			eval[bool](t, ctx, `document.querySelector(`+jsString(tc.sel)+`).__built = true`)
			release()
			waitFor(t, ctx, "app.wasm's page", `!!document.querySelector(`+jsString(tc.ready+`[data-ready="true"]`)+`)`)
			if got := eval[string](t, ctx, `document.querySelector(`+jsString(tc.sel)+`).textContent`); got != fr[tc.id] {
				t.Errorf("after app.wasm %s says %q, want %q", tc.sel, got, fr[tc.id])
			}
			if shown := eval[[]string](t, ctx, `window.__english`); len(shown) > 0 {
				t.Errorf("the page was shown in English first (%d frames, %v)", len(shown), shown)
			}
		})
	}
}

// enUI is the English text of statement id, as i18n/en.json has it.
func enUI(t *testing.T, id string) string {
	t.Helper()
	c, err := i18n.Load("en")
	if err != nil {
		t.Fatal(err)
	}
	if c.Messages[id] == "" {
		t.Fatalf("no English %s", id)
	}
	return c.Messages[id]
}
