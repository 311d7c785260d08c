package e2e

import (
	"encoding/base64"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// TestUnderPrefix serves the site as a host that puts it under a path does
// (GitHub Pages: https://user.github.io/name/), built as `make site
// PREFIX=/name` builds it, and nothing outside /name/: the app loads and
// reads a URL, its service worker's scope is /name/, every link the page
// writes stays under /name/, and an "RFC §" link opens /name/rfc at its
// section.
//
// The prefix changes the pages and scripts, not app.wasm: the site is
// generated around a stand-in wasm (compressing the real one takes a
// minute), which is then replaced by E2E_SITE's, served uncompressed.
func TestUnderPrefix(t *testing.T) {
	const prefix = "/name"
	dir := t.TempDir()
	out := filepath.Join(dir, "site")
	if err := os.MkdirAll(filepath.Join(out, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	wasm := filepath.Join(out, "web", "app.wasm")
	if err := os.WriteFile(wasm, []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	gen := exec.Command(goCommand(), "run", "../app", "-out", out, "-web", "../web", "-prefix", prefix)
	if b, err := gen.CombinedOutput(); err != nil {
		t.Fatalf("generating the site under %s: %v\n%s", prefix, err, b)
	}
	real, err := os.ReadFile(filepath.Join(siteDir, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(wasm, real, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".br", ".gz"} {
		if err := os.Remove(wasm + ext); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	// The reader too (a shared link is opened below): it must find its
	// files under the prefix.
	reader, err := os.ReadFile(filepath.Join(siteDir, "web", "reader.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "web", "reader.wasm"), reader, 0o644); err != nil {
		t.Fatal(err)
	}

	h, err := fileserver.New(out, fileserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() }) // after the server and the tab, which Cleanup closes first
	var mu sync.Mutex
	var outside []string
	mux := http.NewServeMux()
	mux.Handle(prefix+"/", http.StripPrefix(prefix, h))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		outside = append(outside, r.URL.Path)
		mu.Unlock()
		http.NotFound(w, r)
	})
	root, _ := serveOwn(t, mux)
	base := root + prefix

	ctx := newTab(t)
	const in = "http://host/~user"
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/#u="+base64.RawURLEncoding.EncodeToString([]byte(in)))); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)

	scope, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.serviceWorker.ready.then(r => r.scope)`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("waiting for the service worker: %v", err)
	}
	if scope != base+"/" {
		t.Errorf("service worker scope %q, want %s/", scope, base)
	}
	// Every link on the page: its own (under the prefix, or a fragment of
	// this page) or another site's.
	links := eval[[]string](t, ctx, `[...document.querySelectorAll("a[href]")].map(a => a.getAttribute("href"))`)
	if len(links) == 0 {
		t.Fatal("no links on the page")
	}
	for _, l := range links {
		if !strings.HasPrefix(l, prefix+"/") && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "https://") {
			t.Errorf("link %q is outside %s/", l, prefix)
		}
	}

	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#diagnostics [data-code="unsafe-char"] a.rfc-link`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the RFC page under the prefix", `location.pathname === "`+prefix+`/rfc" && location.hash === "#section-2.2" && document.querySelector("#section-2\\.2 .rfc-text")`)

	mu.Lock()
	defer mu.Unlock()
	// The browser asks for /favicon.ico on its own; nothing else is fetched
	// outside the prefix.
	outside = slices.DeleteFunc(outside, func(p string) bool { return p == "/favicon.ico" })
	if len(outside) > 0 {
		t.Errorf("requests outside %s/: %q", prefix, outside)
	}
}

// goCommand returns the go command of the toolchain running the tests.
func goCommand() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return filepath.Join(runtime.GOROOT(), "bin", "go")
}
