package e2e

// The reader (cmd/reader in web/reader.js's Web Worker): on a shared link
// it draws the link's verdict and diagnostics before app.wasm runs, and
// what it draws is what the page draws.

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// readerDOMJS is the verdict's and the diagnostics list's HTML, each
// element's attributes sorted (go-app sets them in no fixed order), and
// data-reading, which counts the page's readings, left out.
const readerDOMJS = `(() => {
	const norm = (el) => {
		const c = el.cloneNode(true);
		for (const e of [c, ...c.querySelectorAll("*")]) {
			const attrs = Array.from(e.attributes).map(a => [a.name, a.value]).sort((a, b) => a[0] < b[0] ? -1 : 1);
			for (const [n] of attrs) e.removeAttribute(n);
			for (const [n, v] of attrs) if (n !== "data-reading") e.setAttribute(n, v);
		}
		return c.outerHTML;
	};
	return norm(document.getElementById("verdict")) + "\n" + norm(document.getElementById("diagnostics"));
})()`

// TestReaderDrawsThePagesReading loads shared links with app.wasm held:
// the reader's verdict and diagnostics are shown, for the link's text, and
// once app.wasm has mounted the page's are the same HTML, on the same
// nodes (go-app adopts them). Typing before app.wasm hides the reader's
// reading until it has read the new text.
func TestReaderDrawsThePagesReading(t *testing.T) {
	for _, input := range []string{
		"http://www.example.com/a/b.html?q=1",                             // valid
		"http://host/~user/a b",                                           // errors with fixes
		"ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a", // notes
		"http://h\u00e9st.example/r\u00e9sum\u00e9",                       // non-ASCII
		"<b>x</b>",           // looks like HTML: text only
		"wais://host/db?a b", // another production
		"",                   // empty
	} {
		t.Run(strings.ToValidUTF8(input, "?"), func(t *testing.T) {
			ctx := newTab(t)
			release := holdWasm(t, ctx)
			if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(input))); err != nil {
				t.Fatal(err)
			}
			want := len(input)
			if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && +document.getElementById("verdict").dataset.length === `+strconv.Itoa(want)); err != nil {
				t.Fatalf("the reader's verdict for %d bytes never came: %v", want, err)
			}
			if !eval[bool](t, ctx, `document.getElementById("verdict").checkVisibility() && document.getElementById("diagnostics").checkVisibility({visibilityProperty: true}) && !document.querySelector(".reading-wait").checkVisibility()`) {
				t.Error("the reader's reading is drawn but not shown, or the wait line still is")
			}
			if eval[string](t, ctx, `document.querySelector("#playground").dataset.ready`) != "false" {
				t.Fatal("app.wasm ran while it was held")
			}
			if strings.Contains(input, "<") && eval[int](t, ctx, `document.querySelectorAll("#verdict b, #diagnostics b").length`) != 0 {
				t.Error("the input's text became an element")
			}
			fromReader := eval[string](t, ctx, readerDOMJS)
			// Mark the reader's nodes: go-app must adopt them, not replace
			// them.
			eval[bool](t, ctx, `(document.getElementById("verdict").__reader = true, document.getElementById("diagnostics").__reader = true)`)
			release()
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			fromPage := eval[string](t, ctx, readerDOMJS)
			if fromReader != fromPage {
				t.Errorf("the reader drew\n%s\nthe page draws\n%s", fromReader, fromPage)
			}
			if !eval[bool](t, ctx, `document.getElementById("verdict").__reader === true && document.getElementById("diagnostics").__reader === true`) {
				t.Error("go-app replaced the reader's nodes rather than adopting them")
			}
		})
	}
}

// TestReaderFollowsTyping: a key typed before app.wasm runs hides the
// reader's reading until the reader has read the new text; it never shows
// the reading of the text the field held before.
func TestReaderFollowsTyping(t *testing.T) {
	ctx := newTab(t)
	release := holdWasm(t, ctx)
	const link = "http://host/~a"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(link))); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read")`); err != nil {
		t.Fatalf("the reader never drew the link's reading: %v", err)
	}
	// Each frame from here: the verdict shown is the field's text's.
	eval[bool](t, ctx, `(() => {
		window.__stale = [];
		const sample = () => {
			const f = document.getElementById("url-input"), v = document.getElementById("verdict");
			if (v.checkVisibility() && +v.dataset.length !== new TextEncoder().encode(f.value).length) {
				window.__stale.push(v.dataset.length + " beside " + f.value);
			}
			requestAnimationFrame(sample);
		};
		requestAnimationFrame(sample);
		return true;
	})()`)
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(f.value.length, f.value.length); })(document.querySelector("#url-input"))`),
		chromedp.KeyEvent("bc"),
	); err != nil {
		t.Fatal(err)
	}
	if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && +document.getElementById("verdict").dataset.length === `+strconv.Itoa(len(link)+2)); err != nil {
		t.Fatalf("the reader never read the typed text: %v", err)
	}
	if stale := eval[[]string](t, ctx, `window.__stale`); len(stale) > 0 {
		t.Errorf("a reading of another text was shown while typing: %v", stale)
	}
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, link+"bc", false, "httpurl")
}

// readerFetchedJS lists how the page's own timeline saw reader.wasm asked
// for: "fetch" when the page asked (the head's inline script does, and
// hands the response to the worker), nothing when the worker asked (a
// worker's requests are in its own timeline).
const readerFetchedJS = `performance.getEntriesByType("resource").filter(e => e.name.endsWith("/web/reader.wasm")).map(e => e.initiatorType)`

// TestReaderStartsInTheHead: on a shared link the head's inline script
// (app/reader-start.go), which the policy allows by its hash, asks for
// reader.wasm from the page and starts the worker; theme.js takes it
// over. A link whose "u=" that script cannot see (percent-encoded) is
// read by a worker theme.js starts, which asks for reader.wasm itself; a
// "u=" that does not decode starts no reader, and the page reads its
// example.
func TestReaderStartsInTheHead(t *testing.T) {
	const input = "http://host/~user/a b"
	enc := base64.RawURLEncoding.EncodeToString([]byte(input))
	for _, tt := range []struct {
		name, fragment string
		fetched        []string
	}{
		{"from the head", "u=" + enc, []string{"fetch"}},
		{"upper case", "U=" + enc, []string{"fetch"}},
		{"from theme.js", "%75=" + enc, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := newTab(t)
			release := holdWasm(t, ctx)
			if err := open(ctx, "/#"+tt.fragment); err != nil {
				t.Fatal(err)
			}
			if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && +document.getElementById("verdict").dataset.length === `+strconv.Itoa(len(input))); err != nil {
				t.Fatalf("the reader's verdict never came: %v", err)
			}
			if got := eval[[]string](t, ctx, readerFetchedJS); strings.Join(got, " ") != strings.Join(tt.fetched, " ") {
				t.Errorf("reader.wasm asked for by the page as %q, want %q", got, tt.fetched)
			}
			if eval[bool](t, ctx, `"rfc1738Reader" in window`) {
				t.Error("theme.js did not take the head's reader over")
			}
			release()
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitVerdict(t, ctx, input, false, "httpurl")
		})
	}
	t.Run("no input", func(t *testing.T) {
		ctx := newTab(t)
		if err := open(ctx, "/#u=***"); err != nil {
			t.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			t.Fatal(err)
		}
		if eval[bool](t, ctx, `window.rfc1738First.reader !== null || "rfc1738Reader" in window || document.documentElement.classList.contains("reader-read")`) {
			t.Error("a reader was kept for a link with no input")
		}
	})
}
