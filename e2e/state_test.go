package e2e

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// These tests cover what the page keeps and says beyond the views: the
// address it writes when the reader leaves, the inputs an address cannot
// hold, the links it cannot read, and what screen readers hear.

// Screen readers hear the verdict once typing pauses, not once per
// keystroke: #verdict changes on every keystroke and is no live region;
// #verdict-announce is, and changes once for a burst of typing.
func TestVerdictAnnouncedOnPause(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "")
	for _, attr := range []string{"aria-live", "role"} {
		if v := eval[string](t, ctx, `document.querySelector("#verdict").getAttribute("`+attr+`") || ""`); v != "" {
			t.Errorf("#verdict has %s=%q: it changes on every keystroke, and would be spoken each time", attr, v)
		}
	}
	live := eval[string](t, ctx, `(e => e.getAttribute("role") + " " + e.getAttribute("aria-live") + " " + e.getAttribute("aria-atomic"))(document.querySelector("#verdict-announce"))`)
	if live != "status polite true" {
		t.Errorf("#verdict-announce is %q, want role=status aria-live=polite aria-atomic=true", live)
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.__announced = [];
		new MutationObserver(() => window.__announced.push(document.querySelector("#verdict-announce").textContent))
			.observe(document.querySelector("#verdict-announce"), {childList: true, characterData: true, subtree: true});
	})()`)); err != nil {
		t.Fatal(err)
	}
	const in = "http://host/a"
	typeURL(t, ctx, in)
	waitVerdict(t, ctx, in, true, "httpurl")
	waitFor(t, ctx, "the announcement", `document.querySelector("#verdict-announce").textContent !== ""`)
	got := eval[[]string](t, ctx, `window.__announced`)
	want := eval[string](t, ctx, `document.querySelector("#verdict .verdict-line").textContent`)
	if len(got) != 1 || got[0] != want {
		t.Errorf("typing %d keys announced %q; want once, the verdict %q", len(in), got, want)
	}
	// A change that is not typing, such as a fix, is heard at once.
	typeURL(t, ctx, "~")
	waitVerdict(t, ctx, in+"~", false, "httpurl")
	waitSettled(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.__announced = []`),
		chromedp.Click(chromedp.CSS(`#diagnostics [data-code="unsafe-char"] button.fix`))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in+"%7E", true, "httpurl")
	if got := eval[[]string](t, ctx, `window.__announced`); len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "\u2713 Valid as httpurl") {
		t.Errorf("after the fix, announced %q; want the valid verdict at once", got)
	}
}

// Keystrokes typed just before leaving are in the address: the field's
// blur writes a pending address at once (here a click on a link within
// keepDelay of the last key), so Back restores them.
func TestKeystrokesKeptOnLeaving(t *testing.T) {
	ctx := newTab(t)
	const in = "http://a.example/x"
	openInput(t, ctx, in)
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")),
		chromedp.Evaluate[chromedp.Void](`(f => f.setSelectionRange(f.value.length, f.value.length))(document.querySelector("#url-input"))`),
		chromedp.SendKeys(chromedp.CSS("#url-input"), "ZZZ"),
		chromedp.Click(chromedp.CSS(`.masthead-nav a[href="/rfc"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the RFC page", `location.pathname === "/rfc"`)
	if err := chromedp.Do(ctx, chromedp.NavigateBack()); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in+"ZZZ", true, "httpurl")
	if got, want := eval[string](t, ctx, `location.hash`), "#"+pageFragment(in+"ZZZ"); got != want {
		t.Errorf("after Back the fragment is %q, want %q", got, want)
	}
}

// An input too long for an address leaves none, rather than an older
// input a reload would bring back as if it were this one; Copy link says
// why it copies nothing.
func TestTooLongForTheAddress(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://old.example/")
	paste(t, ctx, `"http://host/" + "a".repeat(600 * 1024)`)
	waitFor(t, ctx, "the verdict", `document.querySelector('#verdict[data-valid="true"]') && document.querySelector("#url-input").value.length > 600000`)
	waitFor(t, ctx, "the address to drop the old input", `location.hash === "" && location.pathname === "/"`)
	if note := eval[string](t, ctx, `document.querySelector("#input-note").textContent`); !strings.Contains(note, "the address now holds none") {
		t.Errorf("the note %q does not say the address holds no input", note)
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.__copied = undefined;
		navigator.clipboard.writeText = text => { window.__copied = text; return Promise.resolve(); };
	})()`), chromedp.Click(chromedp.CSS("#copy-link"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "Copy link's status", `document.querySelector("#share-status").textContent.startsWith("no link")`)
	if eval[bool](t, ctx, `window.__copied !== undefined`) {
		t.Errorf("Copy link copied a link of %d characters", eval[int](t, ctx, `window.__copied.length`))
	}
}

// A link whose fragment the page cannot read says so, beside the example
// it shows instead; links written by other tools (btoa's alphabet, other
// parameters) are read.
func TestFragmentLinks(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/#u=!!!!"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the note", `document.querySelector("#state-note")`)
	if note := eval[string](t, ctx, `document.querySelector("#state-note").textContent`); !strings.Contains(note, "holds no URL this page can read") {
		t.Errorf("#state-note says %q", note)
	}
	if d := eval[string](t, ctx, `document.querySelector("#url-input").getAttribute("aria-describedby")`); !strings.Contains(d, "state-note") {
		t.Errorf("the field's aria-describedby is %q, without the note", d)
	}
	typeURL(t, ctx, "x")
	waitFor(t, ctx, "the note to go", `!document.querySelector("#state-note")`)

	const in = "http://h/??>>~~~" // btoa: aHR0cDovL2gvPz8+Pn5+fg==
	for _, frag := range []string{"u=aHR0cDovL2gvPz8+Pn5+fg==", "x=1&u=aHR0cDovL2gvPz8-Pn5-fg"} {
		if err := open(ctx, "/?"+fmt.Sprint(len(frag))+"#"+frag); err != nil {
			t.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			t.Fatal(err)
		}
		waitVerdict(t, ctx, in, false, "httpurl")
		if eval[bool](t, ctx, `!!document.querySelector("#state-note")`) {
			t.Errorf("#%s: a note %q", frag, eval[string](t, ctx, `document.querySelector("#state-note").textContent`))
		}
	}
}

// A field cannot hold every byte string: it shows invalid UTF-8 as U+FFFD
// and a carriage return as a line feed. The page says so while the field
// and the bytes differ, and the views read the bytes.
func TestFieldCannotShowTheBytes(t *testing.T) {
	ctx := newTab(t)
	const in = "http://h/\xff"
	openInput(t, ctx, in)
	waitFor(t, ctx, "the verdict", `document.querySelector('#verdict[data-valid="false"][data-production="httpurl"]')`)
	waitFor(t, ctx, "the note", `document.querySelector("#state-note")`)
	if note := eval[string](t, ctx, `document.querySelector("#state-note").textContent`); !strings.Contains(note, "cannot show this input's exact bytes") {
		t.Errorf("#state-note says %q", note)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#diagnostics [data-code="non-ascii"][data-start="9"][data-end="10"]').length`); n != 1 {
		t.Errorf("%d non-ascii diagnostics at [9,10), want the byte FF's", n)
	}
	// A URL that the field holds exactly has no note.
	ctx = newTab(t)
	openInput(t, ctx, "http://h/\u00e9")
	waitFor(t, ctx, "the verdict", `document.querySelector('#verdict[data-valid="false"]') && document.querySelector("#url-input").value === "http://h/\u00e9"`)
	if eval[bool](t, ctx, `!!document.querySelector("#state-note")`) {
		t.Errorf("a note for an input the field holds exactly: %q", eval[string](t, ctx, `document.querySelector("#state-note").textContent`))
	}
}

// A theme chosen with the toggle is the page's from its first paint, the
// loading screen's included, not only once app.wasm runs: web/theme.js
// applies it from the page's head. The test keeps app.wasm from loading, so
// what it sees is what a reader sees while it downloads.
func TestStoredThemeBeforeTheApp(t *testing.T) {
	ctx := newTab(t, allowErrors()) // the blocked app.wasm is a console error
	// The system says light (the default); the reader chose dark. A page
	// that is not the app's sets it, so no service worker is installed.
	if err := open(ctx, "/web/icon.svg"); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`localStorage.setItem("theme", "dark")`)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{
		URLPatterns: []*network.BlockPattern{{URLPattern: baseURL + "/web/app.wasm*", Block: true}},
	}); err != nil {
		t.Fatal(err)
	}
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if cls := eval[string](t, ctx, `document.documentElement.className`); !strings.Contains(cls, "dark") {
		t.Errorf("<html class=%q> before the app runs, want dark", cls)
	}
	if bg := eval[string](t, ctx, `getComputedStyle(document.querySelector("#app-wasm-loader")).backgroundColor`); bg != "rgb(17, 21, 26)" {
		t.Errorf("the loading screen's background is %s, want the dark theme's rgb(17, 21, 26)", bg)
	}
	if alt := eval[string](t, ctx, `String(document.querySelector("#app-wasm-loader-icon").getAttribute("alt"))`); alt != "" {
		t.Errorf("the loading screen's icon has alt %q, want an empty one (decoration)", alt)
	}
	if eval[bool](t, ctx, `!!document.querySelector('[data-ready="true"]')`) {
		t.Fatal("the app mounted: app.wasm was not blocked, and the test saw nothing")
	}
}

// Once the site has been visited, it opens with its server gone, and a
// shared link that gained a query string ("?utm_source=...") opens too:
// the service worker finds the page in its cache whatever the query. The
// test serves the site itself, so that it can stop the server: emulated
// offline mode lets some of the service worker's requests through.
func TestOfflineWhenTheServerIsGone(t *testing.T) {
	h, err := fileserver.New(siteDir, fileserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() }) // after the server and the tab, which Cleanup closes first
	base, stop := serveOwn(t, h)

	ctx := newTab(t, allowErrors()) // the failed requests while offline are logged
	const in = "http://host/~user"
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/#u="+base64.RawURLEncoding.EncodeToString([]byte(in)))); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitServiceWorker(t, ctx)
	stop()

	const in2 = "news:comp.infosystems.www"
	for _, path := range []string{"/#u=", "/?utm_source=x#u=", "/rfc?x=1#u="} {
		if err := chromedp.Do(ctx, chromedp.Navigate(base+path+base64.RawURLEncoding.EncodeToString([]byte(in2)))); err != nil {
			t.Fatalf("%s with the server gone: %v", path, err)
		}
		if path == "/rfc?x=1#u=" {
			waitFor(t, ctx, "the RFC page", `document.querySelector("#section-2\\.2 .rfc-text")`)
			continue
		}
		if err := waitReady(ctx); err != nil {
			t.Fatalf("%s with the server gone: %v", path, err)
		}
		waitVerdict(t, ctx, in2, true, "newsurl")
	}
}
