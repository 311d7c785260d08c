package e2e

import (
	"context"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// Set by TestMain, read by the tests and helpers (see harness_test.go).
var (
	// baseURL is the address of the site under test, with no trailing
	// slash: "http://127.0.0.1:PORT".
	baseURL string
	// siteDir is the directory served (E2E_SITE).
	siteDir string
	// browserCtx is the chromedp context of the one browser; newTab opens
	// tabs in it.
	browserCtx context.Context
)

// chromiumFlags are the flags headless Chromium needs on this kind of
// machine (shared notes); chromedp adds --remote-debugging-pipe, and
// --user-data-dir is a fresh temporary directory.
func chromiumFlags(userDataDir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.UserDataDir(userDataDir),
	}
}

// TestMain serves E2E_SITE in-process on 127.0.0.1 and starts one headless
// Chromium for all tests. Without E2E_SITE the browser tests are skipped
// (plain `go test ./...` needs no browser), except under CI=true, where
// that is a failure: CI must run them.
func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	siteDir = os.Getenv("E2E_SITE")
	if siteDir == "" {
		if os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "e2e: FAIL: E2E_SITE is not set; under CI the browser tests must run (make test builds the site and sets it)")
			return 1
		}
		fmt.Println("e2e: E2E_SITE is not set: skipping the browser tests (make e2e builds the site and runs them)")
		return 0
	}
	if abs, err := filepath.Abs(siteDir); err == nil {
		siteDir = abs
	}
	if _, err := os.Stat(filepath.Join(siteDir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: E2E_SITE=%s holds no site (%v); run make build\n", siteDir, err)
		return 1
	}

	var accessLog *log.Logger
	if os.Getenv("E2E_ACCESS_LOG") != "" {
		accessLog = log.New(os.Stderr, "e2e server: ", 0)
	}
	h, err := fileserver.New(siteDir, fileserver.Options{AccessLog: accessLog})
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\n", err)
		return 1
	}
	defer h.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\n", err)
		return 1
	}
	srv := fileserver.NewServer(ln.Addr().String(), h, fileserver.ServerOptions{ErrorLog: log.New(io.Discard, "", 0)})
	go srv.Serve(ln)
	defer srv.Close()
	baseURL = "http://" + ln.Addr().String()

	chromium := os.Getenv("E2E_CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: no browser at %s (%v): apt-get install -y chromium (make chromium does)\n", chromium, err)
		return 1
	}
	userDataDir, err := os.MkdirTemp("", "e2e-chromium-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\n", err)
		return 1
	}
	defer os.RemoveAll(userDataDir)

	opts := append([]chromedp.ExecAllocatorOption{chromedp.ExecPath(chromium)}, chromiumFlags(userDataDir)...)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	var cancelBrowser context.CancelFunc
	browserCtx, cancelBrowser = chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	if err := chromedp.Do(browserCtx); err != nil { // starts the browser
		fmt.Fprintf(os.Stderr, "e2e: starting %s: %v\n", chromium, err)
		return 1
	}
	fmt.Printf("e2e: serving %s at %s to %s\n", siteDir, baseURL, chromium)
	return m.Run()
}

// serveOwn serves h on a port of its own until the test ends, for a test
// that needs a server it can change or stop, and returns its base URL.
// stop stops it sooner.
func serveOwn(t testing.TB, h http.Handler) (base string, stop func()) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h, ErrorLog: log.New(io.Discard, "", 0)}
	go srv.Serve(ln)
	stop = func() { srv.Close() }
	t.Cleanup(stop)
	return "http://" + ln.Addr().String(), stop
}
