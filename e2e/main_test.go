package e2e

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"testing"

	"github.com/urlplayground/rfc1738-playground/e2e/browser"
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

// TestMain serves E2E_SITE in-process on 127.0.0.1 and starts one headless
// Chromium for all tests. Without E2E_SITE the browser tests are skipped
// (plain `go test ./...` needs no browser), except under CI=true, where
// that is a failure: CI must run them.
func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	flag.Parse()
	if f := flag.Lookup("test.list"); f != nil && f.Value.String() != "" {
		return m.Run() // listing the tests (make e2e deals them out) runs none
	}
	siteDir = os.Getenv("E2E_SITE")
	if siteDir == "" {
		if os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "e2e: FAIL: E2E_SITE is not set; under CI the browser tests must run (make test builds the site and sets it)")
			return 1
		}
		fmt.Println("e2e: E2E_SITE is not set: skipping the browser tests (make e2e builds the site and runs them)")
		return 0
	}
	var accessLog *log.Logger
	if os.Getenv("E2E_ACCESS_LOG") != "" {
		accessLog = log.New(os.Stderr, "e2e server: ", 0)
	}
	site, err := browser.Start(siteDir, browser.Options{Chromium: os.Getenv("E2E_CHROMIUM"), AccessLog: accessLog})
	if err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\n", err)
		return 1
	}
	defer site.Close()
	siteDir, baseURL, browserCtx = site.Site, site.BaseURL, site.Ctx
	chromium := cmp.Or(os.Getenv("E2E_CHROMIUM"), "/usr/bin/chromium")
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
