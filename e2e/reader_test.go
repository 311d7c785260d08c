package e2e

// The reader (cmd/reader in web/reader.js's Web Worker): on a shared link
// it draws the link's verdict and diagnostics before app.wasm runs, and
// what it draws is what the page draws.

import (
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/static/fileserver"
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

// TestReaderWhenThePageCannotFetch: the page's own request for reader.wasm
// fails (the head's script then posts null), and the worker asks for it
// itself: the link's reading still comes before app.wasm.
func TestReaderWhenThePageCannotFetch(t *testing.T) {
	ctx := newTab(t, allowErrors()) // the failed request is logged
	failed := make(chan struct{}, 1)
	wasm := make(chan fetch.RequestID, 4)
	var once sync.Once
	if err := chromedp.Listen(ctx, func(ev any) {
		e, ok := ev.(*fetch.EventRequestPaused)
		if !ok {
			return
		}
		if !strings.Contains(e.Request.URL, "reader.wasm") {
			wasm <- e.RequestID // app.wasm, held till the reading is checked
			return
		}
		// The first request for reader.wasm is the page's; any after it
		// (the worker's, if the browser shows it here) goes on.
		first := false
		once.Do(func() { first = true })
		go func() {
			if first {
				chromedp.Call(ctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: e.RequestID, ErrorReason: network.ErrorReasonFailed})
				failed <- struct{}{}
				return
			}
			chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: e.RequestID})
		}()
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{Patterns: []*fetch.RequestPattern{
		{URLPattern: "*reader.wasm*"}, {URLPattern: "*app.wasm*"},
	}}); err != nil {
		t.Fatal(err)
	}
	const input = "http://host/~user/a b"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(input))); err != nil {
		t.Fatal(err)
	}
	select {
	case <-failed:
	case <-time.After(time.Minute):
		t.Fatal("the page never asked for reader.wasm")
	}
	if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && +document.getElementById("verdict").dataset.length === `+strconv.Itoa(len(input))); err != nil {
		t.Fatalf("the reader's verdict never came after the page's request failed: %v", err)
	}
	if eval[string](t, ctx, `document.querySelector("#playground").dataset.ready`) != "false" {
		t.Fatal("app.wasm ran while it was held")
	}
	select {
	case id := <-wasm:
		if _, err := chromedp.Call(ctx, fetch.ContinueRequest, fetch.ContinueRequestParams{RequestID: id}); err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the page did not ask for app.wasm")
	}
	if _, err := chromedp.Call(ctx, fetch.Disable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestReaderUnderTheServiceWorker: on a visit the service worker serves,
// reader.wasm comes from its cache with no download to hurry, and the
// worker asks for it itself (the browser may keep its compiled module for
// a response it fetched); the link is read as before.
func TestReaderUnderTheServiceWorker(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitServiceWorker(t, ctx)
	// Another document first: from "/" the link would change only the
	// fragment, and the page would not be loaded again.
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	const input = "http://host/~user/a b"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(input))); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, `!!navigator.serviceWorker.controller && window.rfc1738First.reader !== null`) {
		t.Fatal("the page is not under the service worker, or started no reader")
	}
	if got := eval[[]string](t, ctx, readerFetchedJS); len(got) != 0 {
		t.Errorf("the page asked for reader.wasm itself (%q) though the service worker has it", got)
	}
	waitVerdict(t, ctx, input, false, "httpurl")
}

// gatedWriter sends the first limit bytes of a response, then waits for
// open to close before it sends the rest: a download under way, as on a
// slow link, for as long as a test needs it.
type gatedWriter struct {
	http.ResponseWriter
	limit, sent int
	open        <-chan struct{}
	done        <-chan struct{}
}

func (g *gatedWriter) Write(p []byte) (int, error) {
	if g.sent < g.limit && g.sent+len(p) > g.limit {
		n, err := g.ResponseWriter.Write(p[:g.limit-g.sent])
		g.sent += n
		if err != nil {
			return n, err
		}
		m, err := g.Write(p[n:])
		return n + m, err
	}
	if g.sent >= g.limit {
		if f, ok := g.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
		select {
		case <-g.open:
		case <-g.done:
			return 0, http.ErrAbortHandler
		}
	}
	n, err := g.ResponseWriter.Write(p)
	g.sent += n
	return n, err
}

// TestReaderProgress: while a shared link's reader downloads, the line in
// the reading's place counts the reader's bytes, and go-app's loading line,
// which counts app.wasm's (asked for only after the reader), is hidden;
// once the reader has read, that line is shown with app.wasm's download.
// Both ways reader.wasm comes: asked for by the page's head and handed to
// the worker, counted against the size the build wrote into the page; and
// asked for by the worker itself (here: the head's request failed),
// counted against the size the server sends.
func TestReaderProgress(t *testing.T) {
	for _, own := range []bool{false, true} {
		t.Run(map[bool]string{false: "from the head", true: "the worker's own"}[own], func(t *testing.T) {
			testReaderProgress(t, own)
		})
	}
}

func testReaderProgress(t *testing.T, own bool) {
	fs, err := fileserver.New(siteDir, fileserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fs.Close() })
	open := make(chan struct{})
	var once sync.Once
	opened := func() { once.Do(func() { close(open) }) }
	t.Cleanup(opened)
	var mu sync.Mutex
	asked := 0
	base, _ := serveOwn(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/reader.wasm") {
			mu.Lock()
			asked++
			first := asked == 1
			mu.Unlock()
			if own && first {
				http.Error(w, "not now", http.StatusServiceUnavailable)
				return
			}
			// About a quarter of its compressed bytes, then the wait.
			w = &gatedWriter{ResponseWriter: w, limit: 150 << 10, open: open, done: r.Context().Done()}
		}
		fs.ServeHTTP(w, r)
	}))
	var opts []tabOption
	if own {
		opts = append(opts, allowErrors()) // the head's request for reader.wasm fails
	}
	ctx := newTab(t, opts...)
	release := holdWasm(t, ctx)
	const input = "http://host/~a"
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/#u="+base64.RawURLEncoding.EncodeToString([]byte(input)))); err != nil {
		t.Fatal(err)
	}
	// The reader's share, neither 0 (the loader's, whose download has not
	// begun) nor all of it.
	const waitJS = `(() => {
		const w = document.querySelector(".reading-wait");
		const m = /(\d+)%/.exec(w.textContent);
		return {
			shown: w.checkVisibility(),
			percent: m ? +m[1] : -1,
			loader: document.querySelector("#app-wasm-loader").checkVisibility({visibilityProperty: true}),
			read: document.documentElement.classList.contains("reader-read"),
		};
	})()`
	type wait struct {
		Shown   bool
		Percent int
		Loader  bool
		Read    bool
	}
	var got wait
	deadline := time.Now().Add(time.Minute)
	for {
		got = eval[wait](t, ctx, waitJS)
		if got.Percent > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !got.Shown || got.Percent <= 0 || got.Percent >= 100 || got.Loader || got.Read {
		t.Errorf("reader.wasm partly here: %+v; want the wait line shown with the reader's share (between 0 and 100%%), go-app's loading line hidden, no reading yet", got)
	}
	opened()
	if err := pollTrue(ctx, `document.documentElement.classList.contains("reader-read") && !document.documentElement.classList.contains("reader-loading")`); err != nil {
		t.Fatalf("the reader never read the link: %v", err)
	}
	if !eval[bool](t, ctx, `document.querySelector("#app-wasm-loader").checkVisibility({visibilityProperty: true})`) {
		t.Error("app.wasm's download has begun and go-app's loading line is still hidden")
	}
	// (Before app.wasm runs: its service worker's install asks again.)
	mu.Lock()
	if want := map[bool]int{false: 1, true: 2}[own]; asked != want {
		t.Errorf("reader.wasm was asked for %d times, want %d", asked, want)
	}
	mu.Unlock()
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
}
