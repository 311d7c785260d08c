package e2e

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// responses records the responses a tab receives, by URL (the last one
// wins), with the Network domain enabled.
type responses struct {
	mu  sync.Mutex
	byU map[string]*network.Response
}

func recordResponses(t *testing.T, ctx context.Context) *responses {
	t.Helper()
	r := &responses{byU: map[string]*network.Response{}}
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventResponseReceived); ok {
			r.mu.Lock()
			r.byU[ev.Response.URL] = ev.Response
			r.mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	return r
}

func (r *responses) get(path string) *network.Response {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.byU[baseURL+path]
}

func (r *responses) reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	clear(r.byU)
}

// header returns a response header, whatever the case of its name.
func header(res *network.Response, name string) string {
	for k, v := range res.Headers {
		if strings.EqualFold(k, name) {
			s, _ := v.(string)
			return s
		}
	}
	return ""
}

// The page loads under the site's headers with no console error and no CSP
// violation (newTab checks those at the end), and the wasm app mounts.
func TestPageLoads(t *testing.T) {
	ctx := newTab(t)
	res := recordResponses(t, ctx)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}

	doc := res.get("/")
	if doc == nil {
		t.Fatal("no response recorded for /")
	}
	if doc.Status != 200 {
		t.Errorf("/ status %d", doc.Status)
	}
	for name, want := range siteheaders.Security {
		if got := header(doc, name); got != want {
			t.Errorf("/ %s = %q, want %q", name, got, want)
		}
	}

	checkWasmServed(t)

	title, err := chromedp.Run(ctx, chromedp.Title())
	if err != nil {
		t.Fatal(err)
	}
	if title != "RFC 1738 URL Playground" {
		t.Errorf("title %q", title)
	}
	// The reader may zoom (WCAG 2.1, 1.4.4): go-app's viewport forbids it.
	if v, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('meta[name="viewport"]').content`)); err != nil {
		t.Error(err)
	} else if v != "width=device-width, initial-scale=1, viewport-fit=cover" {
		t.Errorf("viewport %q, want width=device-width, initial-scale=1, viewport-fit=cover (no maximum-scale, no user-scalable)", v)
	}
	// go-app removes its loader once the wasm app runs.
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#app-wasm-loader").length`)); err != nil || n != 0 {
		t.Errorf("the wasm loader is still in the page (%d, %v)", n, err)
	}
}

// wasmServed records, for each request for app.wasm its server answers,
// the request's Accept-Encoding and the answer's headers. app.wasm is
// fetched by the worker that compiles it (web/wasm-compile.js), whose
// requests the tab's network log does not show; the server sees them.
type wasmServed struct {
	h    http.Handler
	mu   sync.Mutex
	seen []wasmRequest
}

type wasmRequest struct {
	request        string // method and range
	acceptEncoding string
	header         http.Header
}

type headerSpy struct {
	http.ResponseWriter
	seen *http.Header
}

func (w headerSpy) WriteHeader(code int) {
	*w.seen = w.Header().Clone()
	w.seen.Set("Status", strconv.Itoa(code))
	w.ResponseWriter.WriteHeader(code)
}

func (w headerSpy) Write(b []byte) (int, error) {
	if *w.seen == nil {
		*w.seen = w.Header().Clone()
	}
	return w.ResponseWriter.Write(b)
}

func (s *wasmServed) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !strings.HasSuffix(r.URL.Path, "/web/app.wasm") {
		s.h.ServeHTTP(w, r)
		return
	}
	var h http.Header
	s.h.ServeHTTP(headerSpy{w, &h}, r)
	s.mu.Lock()
	s.seen = append(s.seen, wasmRequest{r.Method + " " + r.Header.Get("Range"), r.Header.Get("Accept-Encoding"), h})
	s.mu.Unlock()
}

// checkWasmServed loads the page from a server of its own and checks how
// app.wasm reached the browser: compressed with brotli, with the length
// go-app's loader counts its progress against.
func checkWasmServed(t *testing.T) {
	t.Helper()
	fs, err := fileserver.New(siteDir, fileserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fs.Close() })
	spy := &wasmServed{h: fs}
	base, _ := serveOwn(t, spy)
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/")); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	spy.mu.Lock()
	defer spy.mu.Unlock()
	// The compiling worker asks for it, and the service worker's install
	// (which keeps it for offline use) may have asked too.
	if len(spy.seen) == 0 {
		t.Fatal("app.wasm was never asked for")
	}
	// A request after the first may be answered "not modified": the
	// whole answers are checked, and there must be one.
	whole := 0
	for _, got := range spy.seen {
		if got.header.Get("Status") == "304" {
			continue
		}
		whole++
		checkWasmAnswer(t, got)
	}
	if whole == 0 {
		t.Errorf("app.wasm was never sent whole: %+v", spy.seen)
	}
}

func checkWasmAnswer(t *testing.T, got wasmRequest) {
	t.Helper()
	if got.header == nil {
		t.Errorf("app.wasm (%s): no answer recorded", got.request)
		return
	}
	if !strings.Contains(got.acceptEncoding, "br") {
		t.Errorf("the browser asked for app.wasm with Accept-Encoding %q, want br among them", got.acceptEncoding)
	}
	if v := got.header.Get("Content-Type"); v != "application/wasm" {
		t.Errorf("app.wasm Content-Type %q, want application/wasm (%s: %v)", v, got.request, got.header)
	}
	if v := got.header.Get("Content-Encoding"); v != "br" {
		t.Errorf("app.wasm Content-Encoding %q, want br", v)
	}
	if v := got.header.Get("Vary"); v != "Accept-Encoding" {
		t.Errorf("app.wasm Vary %q, want Accept-Encoding", v)
	}
	// go-app's loader, and the compiling worker, count decoded bytes
	// against this header.
	if fi, err := os.Stat(filepath.Join(siteDir, "web", "app.wasm")); err != nil {
		t.Error(err)
	} else if v := got.header.Get(siteheaders.DecodedLength); v != strconv.FormatInt(fi.Size(), 10) {
		t.Errorf("app.wasm %s %q, want %d", siteheaders.DecodedLength, v, fi.Size())
	}
}

// The harness sees CSP violations: a page that tries inline script and an
// inline style gets them refused, and browserLog reports them.
func TestHarnessSeesCSPViolations(t *testing.T) {
	ctx := newTab(t, allowErrors())
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	ran, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
		const s = document.createElement("script");
		s.textContent = "window.inlineRan = true";
		document.head.appendChild(s);
		const p = document.createElement("p");
		p.setAttribute("style", "color: red");
		document.body.appendChild(p);
		return window.inlineRan === true;
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if ran {
		t.Error("an inline script ran: the Content-Security-Policy is not in force")
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[int](`0`)); err != nil { // flush events
		t.Fatal(err)
	}
	var csp []string
	for _, e := range browserLog(ctx) {
		if e.CSP {
			csp = append(csp, e.String())
		}
	}
	if len(csp) < 2 {
		t.Errorf("recorded %d CSP violations, want one for the script and one for the style: %q", len(csp), csp)
	}
}

// The service worker registers, and once it is active the app reloads and
// mounts with the network offline.
func TestServiceWorkerOffline(t *testing.T) {
	ctx := newTab(t)
	res := recordResponses(t, ctx)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	script, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.serviceWorker.ready.then(r => new Promise(resolve => {
		const w = r.active;
		const done = () => { if (w.state === "activated") resolve(w.scriptURL); };
		w.addEventListener("statechange", done);
		done();
	}))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("waiting for the service worker: %v", err)
	}
	if script != baseURL+"/app-worker.js" {
		t.Errorf("service worker script %q, want %s/app-worker.js", script, baseURL)
	}

	goOffline(t, ctx)
	online, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.onLine`))
	if err != nil || online {
		t.Fatalf("navigator.onLine = %v (%v) after going offline", online, err)
	}

	res.reset()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatalf("reloading offline: %v", err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatalf("offline: %v", err)
	}
	// app.wasm is fetched by the worker that compiles it, whose requests
	// the tab's log does not show; TestOfflineWhenTheServerIsGone shows it
	// comes from the service worker, with no server at all.
	for _, path := range []string{"/"} {
		r := res.get(path)
		if r == nil {
			t.Errorf("offline: no response for %s", path)
			continue
		}
		if !r.FromServiceWorker || r.Status != 200 {
			t.Errorf("offline: %s status %d, from service worker %v; want 200 from the worker", path, r.Status, r.FromServiceWorker)
		}
	}

	// The RFC page, loaded directly, works offline too.
	if err := open(ctx, "/rfc"); err != nil {
		t.Fatalf("offline: %v", err)
	}
	if r := res.get("/rfc"); r == nil || r.Status != 200 || !r.FromServiceWorker {
		t.Errorf("offline: /rfc response %+v, want 200 from the worker", r)
	}
}
