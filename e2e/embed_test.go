package e2e

import (
	"context"
	"encoding/base64"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The embed page (/embed) sits in an iframe on another site's page: these
// tests frame it from a second origin (another port of 127.0.0.1), talk to
// it through its postMessage API, and check that the playground itself
// still refuses to be framed.

// framingSite serves, on a port of its own (so another origin than the
// site's), a page that frames src in an iframe of w×h (#f), and
// /parent.js, which records the messages that come from the site's origin
// (window.__readings) and posts to the frame (window.__post).
func framingSite(t *testing.T) string {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>a slide</title>
<script src="/parent.js"></script></head><body style="margin:0;background:#ddd">
<iframe id="f" src="%s" title="RFC 1738 reading" width="%s" height="%s" style="border:0;display:block"></iframe>
</body></html>`, html.EscapeString(baseURL+q.Get("src")), html.EscapeString(q.Get("w")), html.EscapeString(q.Get("h")))
	})
	mux.HandleFunc("/parent.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprintf(w, `window.__readings = [];
window.addEventListener("message", e => { if (e.origin === %q) window.__readings.push(e.data); });
window.__post = (m) => document.getElementById("f").contentWindow.postMessage(m, "*");`, baseURL)
	})
	base, _ := serveOwn(t, mux)
	if strings.HasPrefix(baseURL, base) || base == baseURL {
		t.Fatalf("the framing page's origin %s is the site's", base)
	}
	return base
}

// embedReading is the embed's "rfc1738:reading" message.
type embedReading struct {
	Type       string `json:"type"`
	URL        string `json:"url"`
	Valid      bool   `json:"valid"`
	Production string `json:"production"`
	Error      *struct {
		Code    string `json:"code"`
		Start   int    `json:"start"`
		End     int    `json:"end"`
		Message string `json:"message"`
	} `json:"error"`
}

func embedSrc(input, view string) string {
	s := "/embed#u=" + base64.RawURLEncoding.EncodeToString([]byte(input))
	if view != "" {
		s += "&v=" + view
	}
	return s
}

// openFramed opens, in ctx, the framing page at parent with the embed of
// first in an 800×450 frame, and returns what waits for the reading of a
// URL to come to the framing page.
func openFramed(t *testing.T, ctx context.Context, parent, first string) (wait func(url string) embedReading) {
	t.Helper()
	viewport(t, ctx, 820, 470)
	if err := chromedp.Do(ctx, chromedp.Navigate(parent+"/?w=800&h=450&src="+url.QueryEscape(embedSrc(first, "")))); err != nil {
		t.Fatal(err)
	}
	return func(url string) embedReading {
		t.Helper()
		js := fmt.Sprintf(`window.__readings.filter(m => m && m.url === %q).pop()`, url)
		r, err := chromedp.Run(ctx, chromedp.Poll[embedReading](js, chromedp.WithPollingTimeout(time.Minute)))
		if err != nil {
			t.Fatalf("no reading of %q came to the framing page: %v", url, err)
		}
		return r
	}
}

func TestEmbedFramedFromAnotherOrigin(t *testing.T) {
	parent := framingSite(t)
	ctx := newTab(t)
	const first = "http://www.example.com/a"
	wait := openFramed(t, ctx, parent, first)
	r := wait(first)
	if r.Type != "rfc1738:reading" || !r.Valid || r.Production != "httpurl" || r.Error != nil {
		t.Errorf("reading of %q = %+v, want valid httpurl, no error", first, r)
	}

	// "set" from the framing page: the reading of the new URL comes back,
	// with its first error.
	const bad = "http://host:99x/"
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](fmt.Sprintf(`window.__post({type: "rfc1738:set", url: %q})`, bad))); err != nil {
		t.Fatal(err)
	}
	r = wait(bad)
	if r.Valid || r.Production != "httpurl" || r.Error == nil || r.Error.Code != "bad-port" || r.Error.Start != 14 || r.Error.End != 15 ||
		!strings.Contains(r.Error.Message, `"99x"`) {
		t.Errorf("reading of %q = %+v, want invalid httpurl, error bad-port [14,15)", bad, r)
	}

	// Messages of any other shape are ignored; markup posted as a URL is
	// read as text, never as HTML.
	n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`window.__readings.length`))
	const markup = `http://x/<img src=x id=injected>`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`
		window.__post("rfc1738:set");
		window.__post({type: "rfc1738:set", url: 5});
		window.__post({type: "rfc1738:set"});
		window.__post({type: "rfc1738:other", url: "ftp://a/"});
		window.__post([{type: "rfc1738:set", url: "ftp://a/"}]);
		window.__post({type: "rfc1738:set", url: `+fmt.Sprintf("%q", markup)+`});`)); err != nil {
		t.Fatal(err)
	}
	r = wait(markup)
	got, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.__readings.slice(`+fmt.Sprint(n)+`).map(m => m.url)`))
	if len(got) != 1 || got[0] != markup {
		t.Errorf("readings after the ill-shaped messages: %q, want only %q's", got, markup)
	}

	// The frame's own page: the field holds the URL as text, the verdict
	// and the first error say what the reading said, and the link to the
	// playground is the page's encoding of the input, in a new tab.
	frames, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSS("#f")))
	if err != nil || len(frames) != 1 {
		t.Fatalf("the iframe: %v", err)
	}
	in := chromedp.FromNode(frames[0])
	value, err := chromedp.Run(ctx, chromedp.Value(chromedp.CSS("#url-input"), in))
	if err != nil {
		t.Fatalf("the frame's field: %v", err)
	}
	if value != markup {
		t.Errorf("the frame's field holds %q, want %q", value, markup)
	}
	if imgs, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSS("#injected"), chromedp.AtLeast(0), in)); err != nil || len(imgs) != 0 {
		t.Errorf("the posted markup made %d elements (%v)", len(imgs), err)
	}
	ha, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS("#embed-open"), "href", in))
	href := ha.Value
	if err != nil {
		t.Fatal(err)
	}
	if want := "/#" + pageFragment(markup); href != want {
		t.Errorf("the playground link is %q, want %q", href, want)
	}
	if target, _ := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS("#embed-open"), "target", in)); target.Value != "_blank" {
		t.Errorf("the playground link's target is %q, want _blank", target.Value)
	}
	shot(t, ctx, "embed-slide.png")
}

// The embed at a phone's width, with the railroad view asked for.
func TestEmbedNarrowWithView(t *testing.T) {
	parent := framingSite(t)
	ctx := newTab(t)
	viewport(t, ctx, 375, 700)
	const u = "ftp://myname@host.dom/%2Fetc/motd"
	src := embedSrc(u, "railroad")
	if err := chromedp.Do(ctx, chromedp.Navigate(parent+"/?w=375&h=700&src="+url.QueryEscape(src))); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`window.__readings.some(m => m.url === %q)`, u), chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatal(err)
	}
	frames, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSS("#f")))
	if err != nil || len(frames) != 1 {
		t.Fatalf("the iframe: %v", err)
	}
	in := chromedp.FromNode(frames[0])
	if _, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSS(`#view-railroad #railroad svg [data-taken="true"]`), in)); err != nil {
		t.Fatalf("no railroad diagram with the track taken in the embed: %v", err)
	}
	shot(t, ctx, "embed-375.png")
}

// The playground is not framed: the iframe of "/" on another origin holds
// no page of the site, and the browser says why (frame-ancestors).
func TestPlaygroundRefusesFraming(t *testing.T) {
	parent := framingSite(t)
	ctx := newTab(t, allowErrors())
	if err := chromedp.Do(ctx, chromedp.Navigate(parent+"/?w=800&h=450&src=/")); err != nil {
		t.Fatal(err)
	}
	// The embed frames the same way and loads: the harness is not what
	// blocks. Here the frame must stay empty of the site.
	time.Sleep(2 * time.Second)
	frames, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSS("#f")))
	if err != nil || len(frames) != 1 {
		t.Fatalf("the iframe: %v", err)
	}
	in := chromedp.FromNode(frames[0])
	if n, err := chromedp.Run(ctx, chromedp.Nodes(chromedp.CSS("#playground, #url-input"), chromedp.AtLeast(0), in)); err == nil && len(n) > 0 {
		t.Errorf("the playground rendered inside a frame of another origin")
	}
	blocked := false
	for _, e := range browserLog(ctx) {
		if strings.Contains(e.String(), "frame-ancestors") {
			blocked = true
		}
	}
	if !blocked {
		t.Errorf("no report of the frame refused by frame-ancestors; log: %v", browserLog(ctx))
	}
}

// shot writes a screenshot of the tab to $EMBED_SHOTS, if set.
func shot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("EMBED_SHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// The embed page works offline once visited, as the playground does: the
// service worker caches it.
func TestEmbedOffline(t *testing.T) {
	ctx := newTab(t)
	const u = "gopher://spinaltap.micro.umn.edu/00/Weather"
	if err := open(ctx, embedSrc(u, "")); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitServiceWorker(t, ctx)
	goOffline(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatalf("reloading offline: %v", err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatalf("offline: %v", err)
	}
	v, err := chromedp.Run(ctx, chromedp.Poll[string](`(v => v && v.dataset.valid + " " + v.dataset.production)(document.querySelector("#embed #verdict[data-valid]"))`, chromedp.WithPollingTimeout(30*time.Second)))
	if err != nil || v != "true gopherurl" {
		t.Errorf("offline verdict %q (%v), want true gopherurl", v, err)
	}
}

// TestEmbedDamagedLink opens the embed page from a link whose URL fails
// its checksum: the frame says the link is damaged, and shows what it
// could read; the note goes once the reader types.
func TestEmbedDamagedLink(t *testing.T) {
	ctx := newTab(t)
	f := pageFragment("http://host.example.edu/a/b")
	i := strings.Index(f, "&") - 3
	bad := f[:i] + string(f[i]^1) + f[i+1:]
	if err := open(ctx, "/embed#"+bad); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the embed page's damage note", `(n => n && n.textContent.startsWith("This link is damaged: the URL in it does not match its checksum"))(document.querySelector('#embed[data-ready="true"] #state-note'))`)
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS("#url-input"), "x")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the note to go once the reader types", `document.querySelector("#state-note") === null`)
}
