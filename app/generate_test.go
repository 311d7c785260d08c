//go:build !wasm

package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/urlplayground/rfc1738-playground/internal/precompress"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/railroad"
)

// fakeWasm stands in for app.wasm: the generator only hashes and compresses
// it. (The real build is checked by make's repro step and the e2e tests.)
var fakeWasm = append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("not really a module "), 5000)...)

// buildGenerator compiles this package natively, so the test runs the real
// main: the routes it registers and the flags it parses.
func buildGenerator(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the generator")
	}
	exe := filepath.Join(t.TempDir(), "app")
	// go test puts its own go command first in PATH.
	cmd := exec.Command("go", "build", "-o", exe, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return exe
}

// generateInto writes a site into a new directory with wasm as its app.wasm.
func generateInto(t *testing.T, exe string, wasm []byte, args ...string) (string, error) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "site")
	if err := os.MkdirAll(filepath.Join(out, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	if wasm != nil {
		if err := os.WriteFile(filepath.Join(out, "web", "app.wasm"), wasm, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(exe, append([]string{"-out", out, "-web", filepath.Join("..", "web")}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return out, fmt.Errorf("%v: %s", err, stderr.Bytes())
	}
	return out, nil
}

// readTree returns every file under dir by slash-separated name.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestGenerateSite(t *testing.T) {
	exe := buildGenerator(t)
	dir1, err := generateInto(t, exe, fakeWasm)
	if err != nil {
		t.Fatalf("generate: %v", err)
	}
	dir2, err := generateInto(t, exe, fakeWasm)
	if err != nil {
		t.Fatalf("generate: %v", err)
	}
	site := readTree(t, dir1)

	t.Run("reproducible", func(t *testing.T) {
		other := readTree(t, dir2)
		var names []string
		for name := range site {
			names = append(names, name)
		}
		for name := range other {
			if _, ok := site[name]; !ok {
				t.Errorf("only the second build has %s", name)
			}
		}
		sort.Strings(names)
		for _, name := range names {
			if !bytes.Equal(site[name], other[name]) {
				t.Errorf("%s differs between two builds of the same source", name)
			}
		}
	})

	t.Run("files", func(t *testing.T) {
		for _, name := range []string{
			"index.html", "rfc.html", "app.js", "app-worker.js", "manifest.webmanifest",
			"wasm_exec.js", "app.css", "web/app.wasm", "web/app.css",
			"web/icon.svg", "web/icon-192.png", "web/icon-512.png",
		} {
			if _, ok := site[name]; !ok {
				t.Errorf("the site has no %s", name)
			}
		}
		if !bytes.Equal(site["web/app.wasm"], fakeWasm) {
			t.Error("web/app.wasm is not the build's")
		}
	})

	t.Run("precompressed", func(t *testing.T) {
		for name, data := range site {
			if strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
				continue
			}
			br, hasBr := site[name+".br"]
			gz, hasGz := site[name+".gz"]
			if !precompress.Compressible(name) {
				if hasBr || hasGz {
					t.Errorf("%s is not a text asset but has compressed siblings", name)
				}
				continue
			}
			if !hasBr || !hasGz {
				t.Errorf("%s lacks its .br or .gz sibling", name)
				continue
			}
			if got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(got, data) {
				t.Errorf("%s.br does not decode to %s (%v)", name, name, err)
			}
			zr, err := gzip.NewReader(bytes.NewReader(gz))
			if err != nil {
				t.Errorf("%s.gz: %v", name, err)
				continue
			}
			if zr.Name != "" || !zr.ModTime.IsZero() {
				t.Errorf("%s.gz header has name %q, mtime %v", name, zr.Name, zr.ModTime)
			}
			if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, data) {
				t.Errorf("%s.gz does not decode to %s (%v)", name, name, err)
			}
		}
	})

	t.Run("app.js yields before the Go program starts", func(t *testing.T) {
		const yield = "await new Promise((resolve) => setTimeout(resolve));"
		const goRun = "go.run(wasm.instance);"
		js := string(site["app.js"])
		i, j := strings.Index(js, yield), strings.Index(js, goRun)
		if i < 0 || j < i || strings.TrimSpace(js[i+len(yield):j]) != "" {
			t.Errorf("app.js does not give the browser a turn right before %q", goRun)
		}
	})

	t.Run("app.js copies app.wasm's data in slices before go.run", func(t *testing.T) {
		js := string(site["app.js"])
		for _, want := range []string{
			"function rfc1738Fill(instance, image, module) {",
			"await rfc1738Fill(instance, image, module);",
			"await rfc1738Fill(wasm.instance, null, wasm.module);",
			`WebAssembly.Module.customSections(module, "rfc1738.data")[0]`,
			"rfc1738Yield(slice);",
		} {
			if strings.Count(js, want) != 1 {
				t.Errorf("app.js has %d of %q, want 1", strings.Count(js, want), want)
			}
		}
	})

	t.Run("app.js registers no service worker where storage is refused", func(t *testing.T) {
		js := string(site["app.js"])
		if !strings.Contains(js, `if ("serviceWorker" in navigator && !window.rfc1738NoStorage) {`) || strings.Contains(js, `if ("serviceWorker" in navigator) {`) {
			t.Error("app.js registers the service worker whether or not web/theme.js found storage refused")
		}
	})

	t.Run("app.js registers the service worker once the page's start is done", func(t *testing.T) {
		js := string(site["app.js"])
		if !strings.Contains(js, "go.run(wasm.instance);\n    rfc1738AfterStart(goappInitServiceWorker);") || !strings.Contains(js, "function rfc1738AfterStart(f) {") || strings.Count(js, "goappInitServiceWorker();") != 0 {
			t.Error("app.js does not hand the service worker's registration to rfc1738AfterStart after go.run, or still calls it itself")
		}
	})

	t.Run("version from app.wasm", func(t *testing.T) {
		v := wasmVersion(fakeWasm)
		if !regexp.MustCompile(`^[0-9a-f]{16}$`).MatchString(v) {
			t.Fatalf("wasmVersion = %q", v)
		}
		if !bytes.Contains(site["app-worker.js"], []byte(`const cacheName = "app-" + "`+v+`"`)) {
			t.Errorf("app-worker.js does not use version %s", v)
		}
		if !bytes.Contains(site["app.js"], []byte(`"GOAPP_VERSION":"`+v+`"`)) {
			t.Errorf("app.js does not use version %s", v)
		}
		other, err := generateInto(t, exe, append([]byte("changed"), fakeWasm...))
		if err != nil {
			t.Fatal(err)
		}
		w, _ := os.ReadFile(filepath.Join(other, "app-worker.js"))
		if bytes.Equal(w, site["app-worker.js"]) {
			t.Error("a different app.wasm gave the same app-worker.js: browsers would keep the old app")
		}
	})

	// /diagrams/<rule>.svg: one file per rule of section 5, byte for byte
	// what the command prints for rfc1738 -diagram RULE.
	t.Run("diagrams are the command's", func(t *testing.T) {
		cli := filepath.Join(t.TempDir(), "rfc1738")
		if out, err := exec.Command("go", "build", "-o", cli, "../cmd/rfc1738").CombinedOutput(); err != nil {
			t.Fatalf("go build rfc1738: %v\n%s", err, out)
		}
		n := 0
		for _, r := range parser.Rules() {
			file, ok := site["diagrams/"+railroad.FileName(r.Name)]
			if !ok {
				t.Errorf("the site has no diagram of %s", r.Name)
				continue
			}
			out, err := exec.Command(cli, "-diagram", r.Name).Output()
			if err != nil || !bytes.Equal(out, file) {
				t.Errorf("rfc1738 -diagram %s (%v) differs from diagrams/%s", r.Name, err, railroad.FileName(r.Name))
			}
			n++
		}
		for name := range site {
			if strings.HasPrefix(name, "diagrams/") && strings.HasSuffix(name, ".svg") {
				n--
			}
		}
		if n != 0 {
			t.Errorf("diagrams/ holds %d files more or fewer than the grammar's rules", -n)
		}
	})

	t.Run("local resources only", func(t *testing.T) {
		for name, data := range site {
			if !precompress.Compressible(name) || strings.HasSuffix(name, ".wasm") {
				continue
			}
			if refs := RemoteRefs(data); len(refs) > 0 {
				t.Errorf("%s refers to remote resources: %q", name, refs)
			}
		}
		// The service worker caches what the page needs offline, all local.
		for _, want := range []string{`"/"`, `"/web/app.wasm"`, `"/web/app.css"`, `"/web/icon-192.png"`, `"/web/icon.svg"`, `"/rfc"`} {
			if !bytes.Contains(site["app-worker.js"], []byte(want)) {
				t.Errorf("app-worker.js does not cache %s", want)
			}
		}
		for _, want := range []string{`href="/web/app.css"`, `<link href="data:image/svg+xml;base64,`, `src="/app.js"`, `href="/manifest.webmanifest"`} {
			if !bytes.Contains(site["index.html"], []byte(want)) {
				t.Errorf("index.html lacks %s", want)
			}
		}
		// The favicon is in the page itself: Chromium fetches a favicon
		// outside the service worker, so a file would fail to load offline.
		if bytes.Contains(site["index.html"], []byte(`href="/web/icon.svg" rel="icon"`)) {
			t.Errorf("index.html links the favicon as a file, not a data: URL")
		}
	})

	// The pages let a reader zoom (WCAG 2.1, 1.4.4 Resize text): go-app's
	// viewport says maximum-scale=1, user-scalable=0, and fixPages takes
	// that out.
	t.Run("zoom allowed", func(t *testing.T) {
		meta := regexp.MustCompile(`<meta[^>]*name="viewport"[^>]*>`)
		for _, name := range []string{"index.html", "rfc.html"} {
			got := meta.FindAll(site[name], -1)
			if len(got) != 1 {
				t.Errorf("%s has %d viewport meta elements, want 1: %q", name, len(got), got)
				continue
			}
			v := string(got[0])
			for _, bad := range []string{"maximum-scale", "minimum-scale", "user-scalable"} {
				if strings.Contains(v, bad) {
					t.Errorf("%s: viewport %s limits zoom (%s)", name, v, bad)
				}
			}
			if !strings.Contains(v, `content="width=device-width, initial-scale=1, viewport-fit=cover"`) {
				t.Errorf("%s: viewport %s, want width=device-width, initial-scale=1, viewport-fit=cover", name, v)
			}
		}
	})

	// The /rfc page's headings follow the sections' depth: h2 for "3.", h3
	// for "3.2", h4 for "3.2.1" (h1 is the RFC's title), each first in the
	// section whose id the links use.
	t.Run("rfc headings", func(t *testing.T) {
		heading := regexp.MustCompile(`<section class="rfc-section" id="section-([0-9.]+)">\s*<h([1-6]) class="rfc-heading">([0-9.]+) `)
		found := map[string]string{}
		for _, m := range heading.FindAllSubmatch(site["rfc.html"], -1) {
			num, level, title := string(m[1]), string(m[2]), strings.TrimSuffix(string(m[3]), ".")
			if title != num {
				t.Errorf("section-%s holds the heading of %s", num, title)
			}
			if want := strconv.Itoa(2 + strings.Count(num, ".")); level != want {
				t.Errorf("section %s: heading h%s, want h%s", num, level, want)
			}
			found[num] = level
		}
		for num, level := range map[string]string{"1": "2", "3": "2", "2.2": "3", "3.2": "3", "3.10": "3", "3.2.1": "4", "3.4.9": "4"} {
			if got := found[num]; got != level {
				t.Errorf("section-%s: heading level %q, want h%s", num, got, level)
			}
		}
	})

	t.Run("fit for the CSP", func(t *testing.T) {
		for name, title := range map[string]string{"index.html": siteName, "rfc.html": rfcTitle} {
			page := site[name]
			if err := checkCSP(page); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			if bytes.Contains(page, []byte("og:url")) || bytes.Contains(page, []byte("127.0.0.1")) {
				t.Errorf("%s still holds the generator's temporary address", name)
			}
			if !bytes.Contains(page, []byte("<title>"+title+"</title>")) {
				t.Errorf("%s has no title %q", name, title)
			}
			if !bytes.Contains(page, []byte("The RFC 1738 parser is loading")) {
				t.Errorf("%s has no loading label", name)
			}
		}
	})
}

func TestGeneratePrefix(t *testing.T) {
	exe := buildGenerator(t)
	dir, err := generateInto(t, exe, fakeWasm, "-prefix", "/name")
	if err != nil {
		t.Fatalf("generate: %v", err)
	}
	site := readTree(t, dir)
	ref := regexp.MustCompile(`(?:href|src|content)="(/[^"]*)"`)
	for _, page := range []string{"index.html", "rfc.html"} {
		for _, m := range ref.FindAllSubmatch(site[page], -1) {
			if !strings.HasPrefix(string(m[1]), "/name/") {
				t.Errorf("%s: %s is outside /name/ (a link the page writes must carry the prefix: app.Getenv(\"GOAPP_ROOT_PREFIX\") + path)", page, m[0])
			}
		}
	}
	for _, want := range append([]string{`"/name/web/app.wasm"`, `"/name/rfc"`, `"/name/app.js"`}, quoted("/name", diagramPaths())...) {
		if !bytes.Contains(site["app-worker.js"], []byte(want)) {
			t.Errorf("app-worker.js does not cache %s", want)
		}
	}
	if !bytes.Contains(site["manifest.webmanifest"], []byte(`"start_url": "/name/"`)) {
		t.Errorf("manifest start_url is not /name/:\n%s", site["manifest.webmanifest"])
	}
	if !bytes.Contains(site["app.js"], []byte(`"/name/web/app.wasm"`)) {
		t.Error("app.js does not fetch /name/web/app.wasm")
	}
}

func TestGenerateErrors(t *testing.T) {
	exe := buildGenerator(t)
	_, err := generateInto(t, exe, nil)
	if err == nil || !strings.Contains(err.Error(), "app.wasm") {
		t.Errorf("without app.wasm: %v, want an error naming app.wasm", err)
	}
	_, err = generateInto(t, exe, fakeWasm, "-prefix", `/a"b`)
	if err == nil || !strings.Contains(err.Error(), "bad -prefix") {
		t.Errorf("with a quote in -prefix: %v, want a bad -prefix error", err)
	}
}

var remoteRefTests = []struct {
	text string
	want int
}{
	{`<link href="https://example.com/x.css">`, 1},
	{`<img src='http://example.com/x.png'>`, 1},
	{`{"src": "https://raw.githubusercontent.com/icon.png"}`, 1},
	{`background: url(https://example.com/a.png)`, 1},
	{`<script src="//cdn.example.com/x.js">`, 1},
	{`<svg xmlns="http://www.w3.org/2000/svg">`, 0},
	{`// (temporary workaround for https://github.com/golang/go/issues/28975)`, 0},
	{`<link href="/web/app.css">`, 0},
}

func TestRemoteRefs(t *testing.T) {
	for _, tt := range remoteRefTests {
		if got := RemoteRefs([]byte(tt.text)); len(got) != tt.want {
			t.Errorf("RemoteRefs(%q) = %q, want %d", tt.text, got, tt.want)
		}
	}
}

var cspTests = []struct {
	page string
	ok   bool
}{
	{`<script defer src="/app.js"></script>`, true},
	{`<script>alert(1)</script>`, false},
	{`<script data-reader="/web/reader.js">` + readerStartJS + `</script>`, true},
	{`<script>` + readerStartJS + `;</script>`, false},
	{`<div style="color: red">`, false},
	{`<style>p{}</style>`, false},
	{`<a onclick="x()">`, false},
	{`<a href="javascript:x()">`, false},
	{`<p>style= and onclick= in text are fine</p>`, true},
}

func TestCheckCSP(t *testing.T) {
	for _, tt := range cspTests {
		if err := checkCSP([]byte(tt.page)); (err == nil) != tt.ok {
			t.Errorf("checkCSP(%q) = %v, want ok %v", tt.page, err, tt.ok)
		}
	}
}

// quoted is each path under root, as app-worker.js lists it.
func quoted(root string, paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = `"` + root + p + `"`
	}
	return out
}

// TestWorkerCachesDiagrams: the service worker caches every diagram file
// the /rfc page shows, so that its images work offline; the files exist.
func TestWorkerCachesDiagrams(t *testing.T) {
	exe := buildGenerator(t)
	dir, err := generateInto(t, exe, fakeWasm)
	if err != nil {
		t.Fatalf("generate: %v", err)
	}
	site := readTree(t, dir)
	paths := diagramPaths()
	if len(paths) < 60 {
		t.Fatalf("%d diagrams, want one per rule of section 5", len(paths))
	}
	for _, p := range paths {
		if !bytes.Contains(site["app-worker.js"], []byte(`"`+p+`"`)) {
			t.Errorf("app-worker.js does not cache %s", p)
		}
		if _, ok := site[strings.TrimPrefix(p, "/")]; !ok {
			t.Errorf("the site has no %s", p)
		}
		if !bytes.Contains(site["rfc.html"], []byte(`src="`+p+`"`)) {
			t.Errorf("/rfc does not show %s", p)
		}
	}
}
