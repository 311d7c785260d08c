package e2e

// The browser benchmark of the playground (issue 4):
//
//	go test ./e2e -run '^$' -bench .   (with E2E_SITE set; make bench does it)
//
// Keystroke: in headless Chromium, the time from a keystroke's input event
// (event.timeStamp) to the highlight updated in the DOM (dom-*), and to the
// first requestAnimationFrame callback after that (frame-*), which also
// counts the wait for the frame's turn; late-% is the share of keystrokes
// whose update missed the frame it was due in. The page
// records it only when its address has ?bench (app/playground.go,
// window.__keystrokeTimings); nothing else differs in bench mode. Keys are
// typed one at a time at the end of the field, 50 ms apart (a fast
// typist), after 10 keys of warm-up that are not counted.
//
// FirstResult: from navigation start to the first parsed result rendered
// (window.__firstResult, performance.now() in the go-app update after the
// first parse), in a fresh browser context (cold cache).
//
// WasmSize: app.wasm gzipped (best compression) against a client-only
// go-app v9.8.0 hello world built the same way in a temporary module.

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const (
	frameMS     = 1000.0 / 60 // one frame at 60 Hz, headless Chromium's rate
	benchWarmup = 10
	benchKeys   = 60
	benchPause  = 50 * time.Millisecond
)

// benchURL40 is a 40-byte URL; benchURL2K a 2 KiB one: a long search, the
// usual shape of a long URL.
var (
	benchURL40 = "http://www.example.com/path/page.html?q="
	benchURL2K = func() string {
		var b strings.Builder
		b.WriteString("http://www.example.com/search/results.html?")
		for i := 0; b.Len() < 2048; i++ {
			b.WriteString("key")
			b.WriteString(string(rune('a' + i%26)))
			b.WriteString("=value")
			b.WriteString(string(rune('a' + i%26)))
			b.WriteString("+")
		}
		return b.String()[:2048]
	}()
	// benchURL2KPath is a 2 KiB URL of 280 path segments: the most parts
	// the highlight must draw.
	benchURL2KPath = func() string {
		var b strings.Builder
		b.WriteString("http://www.example.com/")
		for i := 0; b.Len() < 2048; i++ {
			b.WriteString("seg")
			b.WriteString(string(rune('a' + i%26)))
			b.WriteString("x/")
		}
		return b.String()[:2048]
	}()
)

func BenchmarkKeystroke(b *testing.B) {
	for _, bc := range []struct{ name, url string }{
		{"40B", benchURL40},
		{"2KiB-search", benchURL2K},
		{"2KiB-path", benchURL2KPath},
	} {
		b.Run(bc.name, func(b *testing.B) {
			ctx := newTab(b)
			if err := open(ctx, "/?bench#u="+base64.RawURLEncoding.EncodeToString([]byte(bc.url))); err != nil {
				b.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				b.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")),
				chromedp.Evaluate[chromedp.Void](`(f => f.setSelectionRange(f.value.length, f.value.length))(document.querySelector("#url-input"))`)); err != nil {
				b.Fatal(err)
			}
			typeKeys := func(n int) {
				for i := 0; i < n; i++ {
					if err := chromedp.Do(ctx, chromedp.KeyEvent(string(rune('a'+i%26))), chromedp.Sleep(benchPause)); err != nil {
						b.Fatal(err)
					}
				}
			}
			typeKeys(benchWarmup)
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.__keystrokeTimings.length = 0; window.__keystrokeSteps.length = 0`)); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				typeKeys(benchKeys)
			}
			b.StopTimer()
			all, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.__keystrokeTimings`))
			if err != nil {
				b.Fatal(err)
			}
			steps, err := chromedp.Run(ctx, chromedp.Evaluate[[][]float64](`window.__keystrokeSteps`))
			if err != nil {
				b.Fatal(err)
			}
			if len(all) < benchKeys {
				b.Fatalf("recorded %d keystrokes, want at least %d", len(all), benchKeys)
			}
			var work, dom []float64
			for _, s := range steps {
				if len(s) == 3 {
					work = append(work, s[1]+s[2])
					dom = append(dom, s[0]+s[1]+s[2])
				}
			}
			late := 0
			for _, ms := range all {
				if ms > frameMS {
					late++
				}
			}
			// dom: the keystroke's input event to the highlight updated in
			// the DOM (what the next frame paints). frame: to the first
			// animation frame after that, which adds the wait for the
			// frame's turn (up to one frame, frameMS, by itself). late: the
			// share of keystrokes whose frame came more than one frame after
			// the key, that is, whose update missed the frame it was due in.
			b.ReportMetric(percentile(dom, 50), "dom-p50-ms")
			b.ReportMetric(percentile(dom, 95), "dom-p95-ms")
			b.ReportMetric(percentile(all, 50), "frame-p50-ms")
			b.ReportMetric(percentile(all, 95), "frame-p95-ms")
			b.ReportMetric(slices.Max(all), "frame-max-ms")
			b.ReportMetric(100*float64(late)/float64(len(all)), "late-%")
			b.ReportMetric(percentile(work, 50), "parse+render-p50-ms")
			b.ReportMetric(percentile(work, 95), "parse+render-p95-ms")
			b.ReportMetric(float64(len(all)), "keys")
		})
	}
}

// percentile is the nearest-rank percentile p of xs.
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(float64(len(s))*p/100+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}

func BenchmarkFirstResult(b *testing.B) {
	var ms []float64
	for b.Loop() {
		ctx := newTab(b)
		if err := open(ctx, "/?bench#u="+base64.RawURLEncoding.EncodeToString([]byte(benchURL40))); err != nil {
			b.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			b.Fatal(err)
		}
		v, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.__firstResult`, chromedp.WithPollingTimeout(time.Minute)))
		if err != nil {
			b.Fatal(err)
		}
		ms = append(ms, v)
	}
	b.ReportMetric(percentile(ms, 50), "first-result-ms")
}

func BenchmarkWasmSize(b *testing.B) {
	if testing.Short() {
		b.Skip("builds a hello world")
	}
	site, err := os.ReadFile(filepath.Join(siteDir, "web", "app.wasm"))
	if err != nil {
		b.Fatal(err)
	}
	hello := helloWorldWasm(b)
	var siteGz, helloGz int
	for b.Loop() {
		siteGz, helloGz = gzipSize(b, site), gzipSize(b, hello)
	}
	b.ReportMetric(float64(siteGz)/1e6, "app-gz-MB")
	b.ReportMetric(float64(helloGz)/1e6, "hello-gz-MB")
	b.ReportMetric(float64(siteGz)/float64(helloGz), "ratio")
}

func gzipSize(b *testing.B, data []byte) int {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		b.Fatal(err)
	}
	zw.Write(data)
	if err := zw.Close(); err != nil {
		b.Fatal(err)
	}
	return buf.Len()
}

// helloWorldWasm builds a client-only go-app v9.8.0 hello world in a
// temporary module, as app.wasm is built: GOOS=js GOARCH=wasm, -trimpath,
// -ldflags="-s -w". The modules come from the module cache (GOFLAGS=-mod=mod
// with the project's go.sum; no network).
func helloWorldWasm(b *testing.B) []byte {
	dir := b.TempDir()
	sum, err := os.ReadFile("../go.sum")
	if err != nil {
		b.Fatal(err)
	}
	files := map[string]string{
		"go.mod": "module hello\n\ngo 1.26\n\nrequire github.com/maxence-charriere/go-app/v9 v9.8.0\n\nrequire github.com/google/uuid v1.3.0 // indirect\n",
		"go.sum": string(sum),
		"main.go": `package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

type hello struct{ app.Compo }

func (h *hello) Render() app.UI { return app.H1().Text("Hello World!") }

func main() {
	app.Route("/", &hello{})
	app.RunWhenOnBrowser()
}
`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	out := filepath.Join(dir, "hello.wasm")
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), "build", "-trimpath", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if msg, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("building the hello world: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		b.Fatal(err)
	}
	return data
}
