// Package browser starts what the browser tests and the keystroke profilers
// share: the built site, served in-process with the production headers
// (static/fileserver), and one headless Chromium driven by chromedp. The
// tests (package e2e) and the commands under bench/ (bench/keyprofile) use
// it; so do the keystroke helpers below, which type and measure the same
// way in both.
package browser

import (
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/internal/precompress"
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// Switches are the switches headless Chromium needs on this kind of
// machine (each --name, with no value), for a tool that starts it another
// way (bench/lighthouse) as well as for Flags.
var Switches = []string{
	"headless",
	"no-sandbox",
	"disable-gpu",
	"disable-background-networking",
	"disable-component-update",
	"disable-sync",
	"no-first-run",
}

// Flags are Switches as chromedp starts the browser; chromedp adds
// --remote-debugging-pipe, and userDataDir is a fresh temporary directory.
func Flags(userDataDir string) []chromedp.ExecAllocatorOption {
	var flags []chromedp.ExecAllocatorOption
	for _, s := range Switches {
		flags = append(flags, chromedp.Flag(s, true))
	}
	return append(flags, chromedp.UserDataDir(userDataDir))
}

// A Browser is the site served on 127.0.0.1 and the browser that opens it.
type Browser struct {
	BaseURL string          // "http://127.0.0.1:PORT", no trailing slash
	Site    string          // the directory served, absolute
	Ctx     context.Context // the browser's chromedp context: open tabs with Tab
	close   []func()
}

// Options configure Start.
type Options struct {
	Chromium  string      // the browser's executable (default /usr/bin/chromium)
	AccessLog *log.Logger // if set, the server logs each request to it
}

// Start serves site and starts the browser. Close ends both.
func Start(site string, o Options) (*Browser, error) {
	b := &Browser{Site: site}
	if abs, err := filepath.Abs(site); err == nil {
		b.Site = abs
	}
	if _, err := os.Stat(filepath.Join(b.Site, "index.html")); err != nil {
		return nil, fmt.Errorf("%s holds no site (%v); run make site", b.Site, err)
	}
	if err := b.start(o); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

func (b *Browser) start(o Options) error {
	base, stop, err := Serve(b.Site, nil, fileserver.Options{AccessLog: o.AccessLog}, fileserver.ServerOptions{})
	if err != nil {
		return err
	}
	b.close = append(b.close, stop)
	b.BaseURL = base

	chromium := o.Chromium
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		return fmt.Errorf("no browser at %s (%v): apt-get install -y chromium (make chromium does)", chromium, err)
	}
	userDataDir, err := os.MkdirTemp("", "e2e-chromium-")
	if err != nil {
		return err
	}
	b.close = append(b.close, func() { os.RemoveAll(userDataDir) })
	opts := append([]chromedp.ExecAllocatorOption{chromedp.ExecPath(chromium)}, Flags(userDataDir)...)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	b.close = append(b.close, cancelAlloc)
	ctx, cancel := chromedp.NewContext(allocCtx)
	b.close = append(b.close, cancel)
	b.Ctx = ctx
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		return fmt.Errorf("starting %s: %w", chromium, err)
	}
	return nil
}

// Serve serves the site in dir with its production headers
// (static/fileserver) on a free port of 127.0.0.1, through wrap when it is
// not nil (a tool that shapes the responses), and returns its address
// ("http://127.0.0.1:PORT") and what stops it. The server's own errors
// are dropped unless so.ErrorLog says where they go.
func Serve(dir string, wrap func(http.Handler) http.Handler, fo fileserver.Options, so fileserver.ServerOptions) (base string, stop func(), err error) {
	h, err := fileserver.New(dir, fo)
	if err != nil {
		return "", nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		h.Close()
		return "", nil, err
	}
	var handler http.Handler = h
	if wrap != nil {
		handler = wrap(h)
	}
	if so.ErrorLog == nil {
		so.ErrorLog = log.New(io.Discard, "", 0)
	}
	srv := fileserver.NewServer(ln.Addr().String(), handler, so)
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close(); h.Close() }, nil
}

// Median is the middle of xs, or the mean of the two middle ones; 0 for
// none.
func Median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// Close stops the browser and the server.
func (b *Browser) Close() {
	for _, f := range slices.Backward(b.close) {
		f()
	}
	b.close = nil
}

// Tab opens a tab in a fresh browser context (its own cache, storage and
// service workers), bounded by timeout; cancel closes it.
func (b *Browser) Tab(timeout time.Duration, opts ...chromedp.ContextOption) (ctx context.Context, cancel func(), err error) {
	tab, cancelTab := chromedp.NewContext(b.Ctx, append([]chromedp.ContextOption{chromedp.WithNewBrowserContext()}, opts...)...)
	// The first Do opens the tab and binds it to tab (not to the timeout
	// context below, whose end would close it).
	if err := chromedp.Do(tab); err != nil {
		cancelTab()
		return nil, nil, fmt.Errorf("opening a tab: %w", err)
	}
	ctx, cancelTimeout := context.WithTimeout(tab, timeout)
	return ctx, func() { cancelTimeout(); cancelTab() }, nil
}

// WaitReady waits until the wasm app has mounted: an element with
// data-ready="true" (the playground's root) is in the page.
func WaitReady(ctx context.Context) error {
	if err := chromedp.Do(ctx, chromedp.WaitReady(chromedp.CSS(`[data-ready="true"]`))); err != nil {
		return fmt.Errorf("waiting for [data-ready=\"true\"]: %w", err)
	}
	return nil
}

// WaitStarted waits until a go-app page's program has started: go-app's
// loader is removed once app.wasm's main has run to its first pause, the
// page mounted. A go-app page's built HTML already holds its elements
// (and its data-ready), and the mount replaces them: a text set in the
// field before the program started is lost, and so is the focus, and the
// keys after it reach nothing.
func WaitStarted(ctx context.Context) error {
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`!document.getElementById("app-wasm-loader")`, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		return fmt.Errorf("waiting for go-app's loader to go: %w", err)
	}
	return nil
}

// The keystroke measurements (the browser benchmark in e2e, the profilers
// in bench/keyprofile) type the same way: single letters at the end of the
// field, Pause apart (a fast typist), after Warmup keys not counted, into a
// field holding a URL of each of Sizes.
const (
	Pause  = 50 * time.Millisecond
	Warmup = 5
)

// Sizes are the input sizes the keystroke measurements type at.
var Sizes = []struct {
	Name string
	N    int
}{{"40 B", 40}, {"2 KiB", 2 << 10}, {"16 KiB", 16 << 10}, {"64 KiB", 64 << 10}}

// URLOfSize is a search URL of n bytes, the usual shape of a long URL.
func URLOfSize(n int) string {
	var b strings.Builder
	b.WriteString("http://www.example.com/search/results.html?")
	for i := 0; b.Len() < n; i++ {
		c := string(rune('a' + i%26))
		b.WriteString("key" + c + "=value" + c + "+")
	}
	return b.String()[:n]
}

// PasteChunk is what each paste of the keystroke measurements inserts: a
// query parameter, the usual thing pasted onto a URL.
const PasteChunk = "&q=uniform+resource+locators+rfc1738"

// copyChunkJS puts a text (%q) on the clipboard the way a user does: a
// text area of its own holds it selected for a Ctrl+C (a key the browser
// driver presses; CopyChunk), and is removed after. The Clipboard API
// would need a permission and the page's focus, which a headless
// browser's page lacks.
const copyChunkJS = `(() => {
	const t = document.createElement("textarea");
	t.id = "bench-clip";
	t.value = %q;
	document.body.append(t);
	t.focus();
	t.select();
})()`

// CopyChunk puts PasteChunk on the page's clipboard and gives the focus
// back to #url-input, its caret where it was, so that each Ctrl+V after
// it pastes the chunk there.
func CopyChunk(ctx context.Context) error {
	return chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(copyChunkJS, PasteChunk)),
		chromedp.KeyEvent("c", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("bench-clip").remove(); document.querySelector("#url-input").focus()`),
		chromedp.Sleep(300*time.Millisecond),
	)
}

// SetFieldJS sets #url-input's text as a paste would and fires its input
// event; %s is the text as a JSON string.
const SetFieldJS = `(s => {
	const f = document.querySelector("#url-input");
	f.focus();
	f.value = s;
	f.dispatchEvent(new Event("input", {bubbles: true}));
	f.setSelectionRange(f.value.length, f.value.length);
})(%s)`

// Percentile is the nearest-rank percentile p of xs.
func Percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(float64(len(s))*p/100+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}

// MinimalSite builds bench/benchmin, the smallest go-app page that
// re-renders the field's text on each input (the keystroke's floor), into
// dir as the Makefile builds app.wasm; root is the repository's root.
func MinimalSite(root, dir string) error {
	if err := os.MkdirAll(filepath.Join(dir, "web"), 0o755); err != nil {
		return err
	}
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	wasm := exec.Command(goBin, "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "web", "app.wasm"), "./bench/benchmin")
	wasm.Dir = root
	wasm.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := wasm.CombinedOutput(); err != nil {
		return fmt.Errorf("building bench/benchmin's wasm: %v\n%s", err, msg)
	}
	gen := exec.Command(goBin, "run", "./bench/benchmin", "-out", dir)
	gen.Dir = root
	if msg, err := gen.CombinedOutput(); err != nil {
		return fmt.Errorf("writing bench/benchmin's page: %v\n%s", err, msg)
	}
	return nil
}

// MinimalSiteCompressed builds the minimal page as MinimalSite does, with
// the compressed siblings the server sends (internal/precompress), so
// that on a slow link the floor travels brotli-compressed as the site does.
func MinimalSiteCompressed(root, dir string) error {
	if err := MinimalSite(root, dir); err != nil {
		return err
	}
	_, err := precompress.Dir(dir)
	return err
}

// SharedLinkInput is the shared link the first-load tools open: another
// scheme, parts and diagnostics than the default example, so that the
// reading a link draws differs from the one the page was built with.
const SharedLinkInput = "ftp://anonymous@ftp.example.org/pub/r%C3%A9sum%C3%A9.txt;type=a"

// LinkFragment is the address fragment of a shared link of input: "#u="
// and the base64url of its bytes, unpadded (the page's state). A fragment
// that is not base64url is no link the page can read: it shows the
// example, with a notice.
func LinkFragment(input string) string {
	return "#u=" + base64.RawURLEncoding.EncodeToString([]byte(input))
}
