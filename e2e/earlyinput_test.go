package e2e

// The page before app.wasm runs (web/field.js): the
// prerendered reading of the default example, a shared link's input in the
// field, and what is typed meanwhile kept for the parser.

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// holdWasm pauses the tab's request for app.wasm until release is called:
// the page stays as built, with no parser, as on a slow link.
func holdWasm(t *testing.T, ctx context.Context) (release func()) {
	t.Helper()
	held := make(chan fetch.RequestID, 4)
	if err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*fetch.EventRequestPaused); ok {
			held <- e.RequestID
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{{URLPattern: "*app.wasm*"}}}); err != nil {
		t.Fatal(err)
	}
	return func() {
		t.Helper()
		select {
		case id := <-held:
			if _, err := chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: id}); err != nil {
				t.Fatal(err)
			}
		case <-time.After(time.Minute):
			t.Fatal("the page did not ask for app.wasm")
		}
		if _, err := chromedp.Call(ctx, fetch.Disable, cdp.Empty{}); err != nil {
			t.Fatal(err)
		}
	}
}

// noReaderJS, run before the page's scripts, takes Web Workers away, so
// that web/field.js starts no reader: the page before app.wasm as a
// browser without them, or whose reader failed, sees it.
const noReaderJS = `window.Worker = undefined;`

func TestBeforeWasmLinkShowsInput(t *testing.T) {
	ctx := newTab(t)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: noReaderJS}); err != nil {
		t.Fatal(err)
	}
	release := holdWasm(t, ctx)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 720)); err != nil { // a projector
		t.Fatal(err)
	}
	const input = "ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(input))); err != nil {
		t.Fatal(err)
	}
	// Before app.wasm: the field shows the link's input, plain; the page
	// shows none of its prerendered reading (the example's), and says, in
	// the verdict's place and not under a loading screen, that the URL is
	// being read.
	if err := pollTrue(ctx, `document.querySelector("#url-input").value === `+jsString(input)); err != nil {
		t.Fatalf("the field never showed the link's input before app.wasm: %v", err)
	}
	if err := pollTrue(ctx, `/\d+%/.test(document.querySelector(".reading-wait").textContent)`); err != nil {
		t.Errorf("the wait line never showed the loader's progress: %v", err)
	}
	state, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(() => {
		const shown = el => !!el && el.checkVisibility({visibilityProperty: true});
		const w = document.querySelector(".reading-wait");
		w.scrollIntoView({block: "center"});
		const r = w.getBoundingClientRect();
		const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return {
			ready: document.querySelector("#playground").dataset.ready,
			verdict: shown(document.querySelector("#verdict")),
			colours: shown(document.querySelector("#field-layer")),
			diagnostics: shown(document.querySelector("#diagnostics")),
			wait: shown(w) ? w.textContent : "",
			uncovered: !!at && w.contains(at),
			at: at ? at.tagName + "#" + at.id + "." + at.className : "none",
			loader: (document.querySelector("#app-wasm-loader-label") || {}).textContent || "",
		};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if state["ready"] != "false" || state["verdict"] != false || state["colours"] != false || state["diagnostics"] != false ||
		!strings.Contains(state["wait"].(string), "Reading this URL") || state["uncovered"] != true {
		t.Errorf("before app.wasm: %v; want not ready, no verdict, colours or diagnostics of the example, the wait line shown and not covered", state)
	}
	if got := state["loader"].(string); got == "" || !containsFold(got, "parser is loading") {
		t.Errorf("the loading line says %q, want \"the parser is loading\"", got)
	}
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.querySelector("#verdict").dataset.production === "ftpurl"`); err != nil {
		t.Fatalf("after app.wasm the verdict does not read the link's input: %v", err)
	}
	if !eval[bool](t, ctx, `document.querySelector("#verdict").checkVisibility() && !document.querySelector(".reading-wait").checkVisibility()`) {
		t.Error("after the reading, the verdict is hidden or the wait line still shown")
	}
}

func TestBeforeWasmTypingKept(t *testing.T) {
	ctx := newTab(t)
	release := holdWasm(t, ctx)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	const typed = "ftp://h.example/x"
	if err := pollTrue(ctx, `document.querySelector("#url-input").value !== ""`); err != nil {
		t.Fatalf("the field never showed the example before app.wasm: %v", err)
	}
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.select(); })(document.querySelector("#url-input"))`),
		chromedp.KeyEvent(typed),
	); err != nil {
		t.Fatal(err)
	}
	ready, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#playground").dataset.ready`))
	if err != nil {
		t.Fatal(err)
	}
	if ready != "false" {
		t.Fatalf("data-ready=%q while app.wasm is held", ready)
	}
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.querySelector("#verdict").dataset.production === "ftpurl"`); err != nil {
		t.Fatalf("after app.wasm the verdict does not read what was typed: %v", err)
	}
	got, err := chromedp.Run(ctx, chromedp.Value(chromedp.CSS("#url-input")))
	if err != nil {
		t.Fatal(err)
	}
	if got != typed {
		t.Errorf("after app.wasm the field holds %q, want what was typed before it, %q", got, typed)
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

// pollTrue waits until the JavaScript expression is true.
func pollTrue(ctx context.Context, expr string) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(30*time.Second)))
	return err
}
