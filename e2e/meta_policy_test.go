package e2e

import (
	"bytes"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The site is as strict on a host that sends no headers (GitHub Pages):
// every page carries its Content-Security-Policy in a meta element
// (app/pages.go, app/headers.go). These tests serve the built site with
// net/http's plain file server, which sends no security header at all.

// plainSite serves siteDir with no headers but Content-Type (a page's
// extensionless path, "/rfc", is its .html file, as on the common hosts), plus
// /?csp-probe (the home page's path, which go-app routes to the
// playground): a copy of index.html with an inline script injected
// after its meta policy, and /csp-probe.js, which records the violations
// the page reports.
func plainSite(t *testing.T) string {
	t.Helper()
	index, err := os.ReadFile(filepath.Join(siteDir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	const policyEnd = `http-equiv="Content-Security-Policy"/>`
	if !bytes.Contains(index, []byte(policyEnd)) {
		t.Fatalf("index.html has no meta policy (%s)", policyEnd)
	}
	probe := bytes.Replace(index, []byte(policyEnd), []byte(policyEnd+
		`<script src="/csp-probe.js"></script><script>window.__inlineRan = true</script>`), 1)
	mux := http.NewServeMux()
	files := http.FileServer(http.Dir(siteDir))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" && r.URL.Query().Has("csp-probe") {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(probe)
			return
		}
		// As GitHub Pages, Netlify and Cloudflare Pages do, "/rfc" is
		// rfc.html.
		if p := r.URL.Path; path.Ext(p) == "" && p != "/" {
			if _, err := os.Stat(filepath.Join(siteDir, filepath.FromSlash(p)+".html")); err == nil {
				r = r.Clone(r.Context())
				r.URL.Path = p + ".html"
			}
		}
		files.ServeHTTP(w, r)
	})
	mux.HandleFunc("/csp-probe.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write([]byte(`window.__violations = [];
document.addEventListener("securitypolicyviolation", e => window.__violations.push(e.effectiveDirective + " " + e.blockedURI + " " + e.disposition));`))
	})
	base, _ := serveOwn(t, mux)
	return base
}

// An inline script injected into a copy of the page is blocked, and the
// page reports it (securitypolicyviolation); the app still starts.
func TestMetaPolicyBlocksInlineScript(t *testing.T) {
	base := plainSite(t)
	ctx := newTab(t, allowErrors())
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/?csp-probe")); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	hdr, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch("/").then(r => String(r.headers.get("content-security-policy")))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if hdr != "null" {
		t.Fatalf("the plain server sends a policy header (%q): the test would not show the meta policy", hdr)
	}
	if eval[bool](t, ctx, `window.__inlineRan === true`) {
		t.Error("the injected inline script ran: the meta policy is not enforced")
	}
	waitFor(t, ctx, "the violation report", `window.__violations && window.__violations.length > 0`)
	got := eval[[]string](t, ctx, `window.__violations`)
	if !strings.HasPrefix(got[0], "script-src-elem inline enforce") {
		t.Errorf("reported violations %q; want script-src-elem inline, enforced", got)
	}
}

// The page works from the plain server, under the meta policy alone, with
// no console error or violation, and offline once its worker has cached it.
func TestPlainHostWorks(t *testing.T) {
	base := plainSite(t)
	ctx := newTab(t, withTimeout(2*time.Minute))
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/")); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	const in = "ftp://ftp.example.org/pub/file.txt;type=i"
	clearField(t, ctx)
	typeURL(t, ctx, in)
	waitVerdict(t, ctx, in, true, "ftpurl")
	waitFor(t, ctx, "the fragment", `location.hash === "#`+pageFragment(in)+`"`)
	waitServiceWorker(t, ctx)
	goOffline(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatalf("reloading offline: %v", err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatalf("offline: %v", err)
	}
	waitVerdict(t, ctx, in, true, "ftpurl")
	clearField(t, ctx)
	typeURL(t, ctx, "http://a/")
	waitVerdict(t, ctx, "http://a/", true, "httpurl")
}
