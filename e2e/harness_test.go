// Browser test harness.
//
// The e2e tests drive Debian's headless Chromium (chromedp) against the
// built site, served in-process by urlplayground/static/fileserver with the
// production headers. Run them with `make e2e` (or `make test`), which
// builds build/site and sets E2E_SITE to it; `go test ./e2e` without
// E2E_SITE skips them (and fails under CI=true).
//
// Set by TestMain (main_test.go):
//
//	baseURL     "http://127.0.0.1:PORT", the site's origin, no trailing slash
//	siteDir     the directory served
//	browserCtx  the browser; tests use newTab, not this
//
// Helpers:
//
//	ctx := newTab(t, opts...)
//	    Opens a tab in a fresh browser context (its own cache, storage and
//	    service workers, so tests do not see each other's), bounded by a
//	    per-test timeout (default tabTimeout; withTimeout(d) to change).
//	    It records console errors and warnings, uncaught exceptions and
//	    browser-log entries (which is where Content-Security-Policy
//	    violations and failed loads arrive). At the end of the test, an
//	    error, an exception or a CSP violation fails the test; warnings are
//	    logged. A test that expects errors passes allowErrors() and reads
//	    them with browserLog(ctx).
//	err := open(ctx, "/rfc")    navigates to baseURL + path
//	err := waitReady(ctx)       waits for [data-ready="true"]: the wasm app mounted
//	openInput, typeURL, paste   change the input and wait until the page
//	                            shows it (page_test.go: waitDrawn, waitFieldDrawn;
//	                            waitNewReading after a click whose input is not known)
//	entries := browserLog(ctx)  what the tab recorded so far
//
// Example:
//
//	func TestSomething(t *testing.T) {
//		ctx := newTab(t)
//		if err := open(ctx, "/"); err != nil {
//			t.Fatal(err)
//		}
//		if err := waitReady(ctx); err != nil {
//			t.Fatal(err)
//		}
//		v, err := chromedp.Run(ctx, chromedp.Value(chromedp.CSS("#url-input")))
//		...
//	}
package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// tabTimeout bounds one test's tab unless withTimeout says otherwise. It is
// a safety limit for a hung browser, not a performance assertion: loading
// app.wasm on a busy two-core machine takes seconds.
const tabTimeout = 2 * time.Minute

// logEntry is one thing a tab wrote to its console or browser log.
type logEntry struct {
	Kind string // "console.error", "console.warning", "exception", "log.error", "log.warning", ...
	Text string
	URL  string
	CSP  bool // a Content-Security-Policy violation
}

func (e logEntry) String() string {
	s := e.Kind + ": " + e.Text
	if e.URL != "" {
		s += " (" + e.URL + ")"
	}
	if e.CSP {
		s = "CSP violation: " + s
	}
	return s
}

// failing reports whether the entry fails a test that did not allow errors.
func (e logEntry) failing() bool {
	return e.CSP || e.Kind == "exception" || strings.HasSuffix(e.Kind, ".error") || e.Kind == "console.assert"
}

// recorder collects a tab's log entries. Its listen method runs in the
// tab's event loop (chromedp.WithListener), in the order Chrome sent the
// events.
type recorder struct {
	mu      sync.Mutex
	entries []logEntry
}

func (r *recorder) add(e logEntry) {
	e.CSP = e.CSP || strings.Contains(e.Text, "Content Security Policy") || strings.Contains(e.Text, "Content-Security-Policy")
	r.mu.Lock()
	r.entries = append(r.entries, e)
	r.mu.Unlock()
}

func (r *recorder) listen(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		switch ev.Type {
		case runtime.ConsoleAPICalledTypeError, runtime.ConsoleAPICalledTypeWarning, runtime.ConsoleAPICalledTypeAssert:
			e := logEntry{Kind: "console." + string(ev.Type), Text: argsText(ev.Args)}
			if ev.StackTrace != nil && len(ev.StackTrace.CallFrames) > 0 {
				e.URL = ev.StackTrace.CallFrames[0].URL
			}
			r.add(e)
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		r.add(logEntry{Kind: "exception", Text: text, URL: d.URL})
	case *log.EventEntryAdded:
		switch ev.Entry.Level {
		case log.EntryLevelError, log.EntryLevelWarning:
			r.add(logEntry{
				Kind: "log." + string(ev.Entry.Level),
				Text: ev.Entry.Text,
				URL:  ev.Entry.URL,
				CSP:  ev.Entry.Source == log.EntrySourceSecurity && strings.Contains(strings.ToLower(ev.Entry.Text), "content security policy"),
			})
		}
	}
}

func (r *recorder) snapshot() []logEntry {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]logEntry(nil), r.entries...)
}

// argsText renders console arguments roughly as DevTools shows them.
func argsText(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case a.Type == runtime.RemoteObjectTypeString && len(a.Value) > 0:
			s, err := strconv.Unquote(string(a.Value))
			if err != nil {
				s = string(a.Value)
			}
			parts = append(parts, s)
		case len(a.Value) > 0:
			parts = append(parts, string(a.Value))
		case a.Description != "":
			parts = append(parts, a.Description)
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

type tabConfig struct {
	allowErrors bool
	timeout     time.Duration
}

// tabOption configures newTab.
type tabOption func(*tabConfig)

// allowErrors lets a test that expects console errors, exceptions or CSP
// violations pass; they are still recorded (see browserLog).
func allowErrors() tabOption { return func(c *tabConfig) { c.allowErrors = true } }

// withTimeout sets the tab's time limit.
func withTimeout(d time.Duration) tabOption { return func(c *tabConfig) { c.timeout = d } }

type recorderKey struct{}

// newTab opens a tab for the test; see the top of this file.
func newTab(t testing.TB, opts ...tabOption) context.Context {
	t.Helper()
	if browserCtx == nil {
		t.Fatal("e2e: no browser (TestMain did not start one)")
	}
	cfg := tabConfig{timeout: tabTimeout}
	for _, o := range opts {
		o(&cfg)
	}
	rec := &recorder{}
	tab, cancelTab := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext(), chromedp.WithListener(rec.listen))
	// The first Do opens the tab and binds it to tab (not to the timeout
	// context below, whose end would close it mid-test).
	if err := chromedp.Do(tab); err != nil {
		cancelTab()
		t.Fatalf("e2e: opening a tab: %v", err)
	}
	ctx, cancelTimeout := context.WithTimeout(tab, cfg.timeout)
	ctx = context.WithValue(ctx, recorderKey{}, rec)
	t.Cleanup(func() {
		// One round trip: the browser sends events before the reply, and the
		// listener runs in order, so every event so far is recorded.
		flush, cancel := context.WithTimeout(tab, 10*time.Second)
		chromedp.Do(flush, chromedp.Evaluate[chromedp.Void](`0`))
		cancel()
		cancelTimeout()
		cancelTab()
		for _, e := range rec.snapshot() {
			if e.failing() && !cfg.allowErrors {
				t.Errorf("browser: %s", e)
			} else {
				t.Logf("browser: %s", e)
			}
		}
	})
	return ctx
}

// browserLog returns what the tab of ctx recorded so far.
func browserLog(ctx context.Context) []logEntry {
	rec, _ := ctx.Value(recorderKey{}).(*recorder)
	if rec == nil {
		return nil
	}
	return rec.snapshot()
}

// open navigates the tab to baseURL+path.
func open(ctx context.Context, path string) error {
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+path)); err != nil {
		return fmt.Errorf("opening %s: %w", path, err)
	}
	return nil
}

// waitReady waits until the wasm app has mounted: an element with
// data-ready="true" (the playground's root) is in the page.
func waitReady(ctx context.Context) error {
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`[data-ready="true"]`))); err != nil {
		return fmt.Errorf("waiting for [data-ready=\"true\"]: %w", err)
	}
	return nil
}

// waitServiceWorker waits until the page's service worker is activated:
// from then on, go-app's worker serves the site from its cache.
func waitServiceWorker(t testing.TB, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.serviceWorker.ready.then(r => new Promise(resolve => {
		const w = r.active;
		const done = () => { if (w.state === "activated") resolve(w.scriptURL); };
		w.addEventListener("statechange", done);
		done();
	}))`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("waiting for the service worker: %v", err)
	}
}

// goOffline cuts the tab off the network, service worker included, as a
// reader who has lost the connection: what still loads comes from go-app's
// worker cache.
func goOffline(t testing.TB, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: new(true),
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{
		Offline: true, DownloadThroughput: -1, UploadThroughput: -1,
	}); err != nil {
		t.Fatal(err)
	}
}

// colorScheme makes the tab report prefers-color-scheme: scheme ("light"
// or "dark").
func colorScheme(t testing.TB, ctx context.Context, scheme string) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
	}); err != nil {
		t.Fatal(err)
	}
}

// viewport sizes the tab's window to w×h CSS pixels.
func viewport(t testing.TB, ctx context.Context, w, h int64) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(w, h)); err != nil {
		t.Fatal(err)
	}
}
