package e2e

// Never the reading of another text. The page as built holds the default
// example's reading; until the parser has read what the field holds (a
// shared link, keys typed early) none of it may be shown. And the page
// must start where the browser refuses it storage: in a frame on another
// site, or with site data blocked.

import (
	"cmp"
	"context"
	"encoding/base64"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
)

// otherReadingJS, run in the page before its own scripts, samples the page
// in every frame, just before it is painted, until the playground is
// ready, and keeps in window.__otherReading each sample in which a reading
// is visible that is not of the field's text: the verdict, or the colours
// laid on the field (whose mirror holds the text they are the reading of).
// On a shared link (#u=) the field's text is the link's from the start: a
// verdict shown while the body is still arriving, before the field is
// filled, is the example's reading beside the link. window.__samples counts
// the samples in which the field held a text; window.__waitSeen says
// whether the wait line, or the reader's reading of the field's text
// (web/reader.js), was shown meanwhile.
const otherReadingJS = `(() => {
	window.__otherReading = [];
	window.__samples = 0;
	window.__waitSeen = false;
	const visible = el => el && el.checkVisibility({opacityProperty: true, visibilityProperty: true});
	const link = /(^#|&)u=/i.test(location.hash);
	const sample = () => {
		const f = document.getElementById("url-input");
		const v0 = document.getElementById("verdict");
		if (link && (!f || f.value === "") && visible(v0)) {
			window.__otherReading.push(Math.round(performance.now()) + " ms: the verdict of " + v0.dataset.length + " bytes, before the field holds the link's text (readyState " + document.readyState + "): " + JSON.stringify(v0.textContent.slice(0, 80)));
		}
		if (f && f.value !== "") {
			window.__samples++;
			const bytes = new TextEncoder().encode(f.value).length;
			const v = document.getElementById("verdict");
			if (visible(v) && v.dataset.length !== undefined && +v.dataset.length !== bytes) {
				window.__otherReading.push(Math.round(performance.now()) + " ms: the verdict of " + v.dataset.length + " bytes beside a field of " + bytes + ": " + JSON.stringify(v.textContent.slice(0, 80)));
			}
			const l = document.getElementById("field-layer");
			if (visible(l) && l.textContent !== "" && l.textContent !== f.value) {
				window.__otherReading.push(Math.round(performance.now()) + " ms: the field's colours are of " + JSON.stringify(l.textContent.slice(0, 40)));
			}
			const w = document.querySelector(".reading-wait");
			if (visible(w)) window.__waitSeen = true;
			// The reader's reading (web/reader.js) before the parser's.
			if (document.documentElement.classList.contains("reader-read") && visible(v)) window.__waitSeen = true;
		}
		if (!document.querySelector('#playground[data-ready="true"], #embed[data-ready="true"]')) requestAnimationFrame(sample);
	};
	requestAnimationFrame(sample);
})()`

// A teacher's link on a school network: at 1.6 Mb/s with a 150 ms round
// trip and a CPU four times slower, app.wasm takes seconds to come, and the
// field holds the link's URL long before the parser reads it.
func TestSharedLinkNeverShowsAnotherReading(t *testing.T) {
	const link = "ftp://myname@host.dom/%2Fetc/motd"
	ctx := newTab(t, withTimeout(4*time.Minute))
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Latency: 150, DownloadThroughput: 1.6e6 / 8, UploadThroughput: 1.6e6 / 8}},
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: otherReadingJS}); err != nil {
		t.Fatal(err)
	}
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(link))); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.querySelector('#playground[data-ready="true"]') !== null`); err != nil {
		// pollTrue waits 30 s; the link takes longer at this speed.
		waitForWithin(t, ctx, 3*time.Minute, "the playground", `document.querySelector('#playground[data-ready="true"]')`)
	}
	waitVerdict(t, ctx, link, true, "ftpurl")
	faults := eval[[]string](t, ctx, `window.__otherReading`)
	samples := eval[int](t, ctx, `window.__samples`)
	if samples < 10 {
		t.Fatalf("%d samples with the link's text in the field: the test saw no wait", samples)
	}
	if len(faults) > 0 {
		t.Errorf("in %d samples, a reading of another text was shown:\n%s", samples, strings.Join(faults[:min(len(faults), 10)], "\n"))
	}
	if !eval[bool](t, ctx, `window.__waitSeen`) {
		t.Error("while the parser loaded, the page never said the URL was being read, nor showed the reader's reading")
	}
	if eval[bool](t, ctx, `document.querySelector(".reading-wait").checkVisibility()`) {
		t.Error("the wait line is still shown after the reading came")
	}
}

// refuseStorageJS, run before the page's own scripts, makes the page's
// storage throw as a browser does that refuses it site data, and its
// service worker's registration fail.
const refuseStorageJS = `(() => {
	for (const name of ["localStorage", "sessionStorage"]) {
		Object.defineProperty(window, name, {configurable: true, get() { throw new DOMException("Access is denied for this document.", "SecurityError"); }});
	}
	if (navigator.serviceWorker) {
		navigator.serviceWorker.register = () => Promise.reject(new DOMException("Failed to register a ServiceWorker: The user denied permission to use Service Worker.", "SecurityError"));
	}
})()`

func TestStartsWithStorageRefused(t *testing.T) {
	const link = "http://host.example/a%20b"
	ctx := newTab(t) // fails on any console error: go-app's refused registration included
	colorScheme(t, ctx, "light")
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: refuseStorageJS}); err != nil {
		t.Fatal(err)
	}
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(link))); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, link, true, "httpurl")
	if note := eval[string](t, ctx, `(document.querySelector("#storage-note") || {}).textContent || ""`); !strings.Contains(note, "offline") {
		t.Errorf("the page does not say it cannot be kept offline here: %q", note)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#storage-note").length`); n != 1 {
		t.Errorf("%d storage notes, want one", n)
	}
	// The theme switches, and the page still reads what is typed.
	before := eval[string](t, ctx, `getComputedStyle(document.body).backgroundColor`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(".theme-toggle"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the other theme", fmt.Sprintf(`getComputedStyle(document.body).backgroundColor !== %q`, before))
	typeURL(t, ctx, "x")
	waitVerdict(t, ctx, link+"x", true, "httpurl")
	if eval[bool](t, ctx, `!!navigator.serviceWorker && navigator.serviceWorker.controller !== null`) {
		t.Error("a service worker controls the page although storage is refused")
	}
}

// TestEmbedFramedFromAnotherSite frames /embed from a page on another site
// (localhost, where the site is 127.0.0.1), in a browser that refuses the
// frame storage, as Chrome does where third-party storage is blocked (the
// setting school-managed browsers often have) or where the reader blocks
// site data. The frame must read the framed URL and answer the framing
// page.
func TestEmbedFramedFromAnotherSite(t *testing.T) {
	parent := framingSite(t)
	u, err := url.Parse(parent)
	if err != nil {
		t.Fatal(err)
	}
	parent = "http://localhost:" + u.Port()
	ctx := siteDataBlocked(t)
	const first = "ftp://myname@host.dom/%2Fetc/motd"
	wait := openFramed(t, ctx, parent, first)
	if r := wait(first); !r.Valid || r.Production != "ftpurl" {
		t.Errorf("reading of %q = %+v, want valid ftpurl", first, r)
	}
	// The frame itself, a target of its own (another site: another
	// process): its verdict is the framed URL's, and shown.
	frame := frameTarget(t, ctx, "/embed")
	waitFor(t, frame, "the frame's reading", `document.querySelector('#embed[data-ready="true"] #verdict[data-production="ftpurl"]')`)
	if got, want := eval[string](t, frame, `document.querySelector("#verdict").dataset.length`), fmt.Sprint(len(first)); got != want {
		t.Errorf("the frame's verdict is of %s bytes, want the framed URL's %s", got, want)
	}
	if eval[bool](t, frame, `!document.querySelector("#verdict").checkVisibility({visibilityProperty: true})`) {
		t.Error("the frame's verdict is hidden after its reading")
	}
	if !eval[bool](t, frame, `!!window.rfc1738NoStorage`) {
		t.Fatal("the browser gave the frame storage: the test does not try what it is for")
	}
	if note := eval[string](t, frame, `(document.querySelector("#storage-note") || {}).textContent || ""`); !strings.Contains(note, "offline") {
		t.Errorf("the frame does not say it cannot be kept offline: %q", note)
	}
	const bad = "http://host:99x/"
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](fmt.Sprintf(`window.__post({type: "rfc1738:set", url: %q})`, bad))); err != nil {
		t.Fatal(err)
	}
	if r := wait(bad); r.Valid || r.Error == nil || r.Error.Code != "bad-port" {
		t.Errorf("reading of %q = %+v, want invalid, bad-port", bad, r)
	}
	waitFor(t, frame, "the frame's reading of the set URL", fmt.Sprintf(`document.querySelector("#url-input").value === %q && document.querySelector("#verdict").dataset.length === "%d"`, bad, len(bad)))
}

// frameTarget returns a context for the frame whose URL has path in it: a
// frame from another site runs in a process of its own, a target the
// tab's context does not reach.
func frameTarget(t *testing.T, ctx context.Context, path string) context.Context {
	t.Helper()
	var id target.ID
	for try := 0; try < 100 && id == ""; try++ {
		infos, err := chromedp.Targets(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range infos {
			if in.Type == "iframe" && strings.Contains(in.URL, path) {
				id = in.TargetID
			}
		}
		if id == "" {
			time.Sleep(100 * time.Millisecond)
		}
	}
	if id == "" {
		t.Fatalf("no frame target at %s", path)
	}
	fctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(id))
	t.Cleanup(cancel)
	return fctx
}

// siteDataBlocked starts a browser of the test's own whose profile blocks
// every site's data (the content setting "cookies": block, which covers
// localStorage, sessionStorage and service workers), and returns its tab.
// The shared browser cannot: a profile's content settings are read when
// it starts, and Chromium here does not refuse a third-party frame its
// storage on its own (it partitions it), nor does the DevTools protocol's
// third-party cookie control reach storage.
func siteDataBlocked(t *testing.T) context.Context {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "Default"), 0o755); err != nil {
		t.Fatal(err)
	}
	prefs := `{"profile": {"default_content_setting_values": {"cookies": 2}}}`
	if err := os.WriteFile(filepath.Join(dir, "Default", "Preferences"), []byte(prefs), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := append(browser.Flags(dir), chromedp.ExecPath(cmp.Or(os.Getenv("E2E_CHROMIUM"), "/usr/bin/chromium")))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil {
		cancelCtx()
		cancelAlloc()
		t.Fatalf("starting a browser that blocks site data: %v", err)
	}
	tctx, cancelTimeout := context.WithTimeout(ctx, tabTimeout)
	t.Cleanup(func() {
		cancelTimeout()
		cancelCtx()
		cancelAlloc()
	})
	return tctx
}
