//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/precompress"
	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
	"github.com/urlplayground/rfc1738-playground/railroad"
)

// generate writes the static site when the program runs natively:
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" $WASM_GCFLAGS -o build/site/web/app.wasm ./app
//	go run ./app -out build/site [-prefix /name]
//
// (make site does both; WASM_GCFLAGS, in the Makefile, turns inlining off
// outside the parser, which makes app.wasm much smaller once compressed.)
//
// It reads app.wasm from the output directory (its hash is the app version),
// copies the web/ resources beside it, has go-app write the pages and its
// scripts (app.GenerateStaticWebsite), makes the pages deterministic and fit
// for the site's Content-Security-Policy, checks that nothing refers to a
// remote host, and writes .br and .gz siblings of the text assets.
func generate() {
	fl := flag.NewFlagSet("app", flag.ContinueOnError)
	var c siteConfig
	fl.StringVar(&c.Out, "out", "build/site", "the site `directory` to write; its web/app.wasm must exist")
	fl.StringVar(&c.Web, "web", "web", "the resource `directory` copied to <out>/web")
	fl.StringVar(&c.Prefix, "prefix", "", "the URL `path` the site is served under on its host, e.g. /name (empty: the host's root)")
	if err := fl.Parse(os.Args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		os.Exit(2)
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "app: unexpected arguments %q\n", fl.Args())
		os.Exit(2)
	}
	if err := generateSite(c); err != nil {
		fmt.Fprintf(os.Stderr, "app: %v\n", err)
		os.Exit(1)
	}
}

// siteConfig says where generateSite reads and writes.
type siteConfig struct {
	Out    string // the site directory; Out/web/app.wasm must exist
	Web    string // the resources to copy into Out/web
	Prefix string // the URL sub-path of the site ("" or "/name")
}

// Page metadata (the site's name, also the home page's title, is in main.go).
const (
	siteShortName   = "URL Playground"
	siteDescription = "Type a URL and see how RFC 1738 (1994) reads it: scheme, user, " +
		"password, host, port and path, unsafe or badly escaped characters and how to " +
		"fix them, and the BNF derivation rule by rule."
	siteThemeColor = "#1f2a36"
)

// loadingLabel is go-app's form of the loading label's template t: the
// percentage as "{progress}", "%%" as "%". web/field.js makes the same of
// a language's template, for the label while app.wasm downloads.
func loadingLabel(t string) string {
	return strings.NewReplacer("%[1]d", "{progress}", "%d", "{progress}", "%%", "%").Replace(t)
}

// newHandler returns the go-app handler that describes the site. version
// identifies app.wasm; prefix is the URL sub-path ("" at the host's root).
func newHandler(version, prefix string) *app.Handler {
	h := &app.Handler{
		Name:            siteName,
		ShortName:       siteShortName,
		Title:           siteName,
		Description:     siteDescription,
		Author:          "urlplayground",
		Keywords:        []string{"RFC 1738", "URL", "parser", "BNF", "WebAssembly"},
		Image:           "/web/screenshots/light-wide.png", // the social preview: what a reader will see
		Lang:            "en",
		LoadingLabel:    loadingLabel(uiCatalog.Template("ui.loading.progress")),
		BackgroundColor: siteThemeColor,
		ThemeColor:      siteThemeColor,
		// Local icons: go-app's defaults live on a remote host, which breaks
		// offline use and the Content-Security-Policy.
		Icon: app.Icon{
			Default:    "/web/icon-192.png",
			Large:      "/web/icon-512.png",
			SVG:        "/web/icon.svg",
			AppleTouch: "/web/icon-192.png",
		},
		Styles: []string{"/web/app.css"},
		// theme.js, not deferred: the stored theme, and what the address
		// asks of the first frame (a shared link's reading hidden, the
		// language's), before the first paint. It is the only script the
		// first paint waits for: field.js (a shared link's input in the
		// field, and what is typed kept, before app.wasm runs; then,
		// which of the field's key and caret events call into app.wasm)
		// is deferred, and put before go-app's scripts (fixPage), so that
		// it runs before app.js: on a shared link it sets the promise of
		// the reader (web/reader.js, which the head starts) that app.js
		// waits for.
		Scripts: []string{"/web/theme.js", "/web/field.js defer"},
		// app.wasm is sent compressed: its Content-Length is not what the
		// loader counts. static/ sends the decoded size in this header;
		// other hosts fall back to Content-Length.
		WasmContentLengthHeader: siteheaders.DecodedLength,
		// The service worker caches the icons, styles and "/" on its own;
		// the SVG icon, the /rfc, /sources and /embed pages and the diagrams /rfc shows
		// are added so they work offline too, and the reader (web/reader.js,
		// reader.wasm: a shared link's first reading) too.
		CacheableResources:    []string{"/web/icon.svg", "/web/reader.js", "/web/reader.wasm", "/web/wasm-compile.js"},
		Version:               version,
		ServiceWorkerTemplate: workerJS(),
	}
	// go-app puts the prefix only before paths under /web/: the others
	// carry it here.
	root := ""
	if prefix = strings.Trim(prefix, "/"); prefix != "" {
		h.Resources = app.GitHubPages(prefix)
		root = "/" + prefix
	}
	h.CacheableResources = append(h.CacheableResources, root+"/rfc", root+"/sources", root+siteheaders.EmbedPath)
	for _, p := range diagramPaths() {
		h.CacheableResources = append(h.CacheableResources, root+p)
	}
	return h
}

// diagramPaths are the paths of the diagram files the build writes and the
// /rfc page shows (rfc-diagrams.go), one per rule of section 5: offline,
// an image the worker did not cache is a broken image.
func diagramPaths() []string {
	rules := railroad.RFC().Rules
	out := make([]string, len(rules))
	for i, r := range rules {
		out[i] = "/diagrams/" + railroad.FileName(r.Name)
	}
	return out
}

// workerJS is go-app's service worker with one change: a page is found in
// the offline cache whatever its query string. A shared link often gains
// one ("?utm_source=...", "?fbclid=..."), and the worker, matching whole
// URLs, would not find "/?x=1" offline, though "/" is cached; the pages do
// not depend on the query. (The languages' catalogs, which the page
// fetches only when chosen, web/field.js puts in the worker's cache
// itself, once fetched: the worker serves them from there offline.)
func workerJS() string {
	const match = "caches.match(event.request)"
	if strings.Count(app.DefaultAppWorkerJS, match) != 1 {
		panic("app: go-app's service worker template changed: no single " + match)
	}
	return strings.Replace(app.DefaultAppWorkerJS, match,
		`caches.match(event.request, { ignoreSearch: event.request.mode === "navigate" })`, 1)
}

// wasmVersion is the app version: the first 16 hex digits of the SHA-256 of
// app.wasm, so a new build reaches browsers that cached the old one.
func wasmVersion(wasm []byte) string {
	sum := sha256.Sum256(wasm)
	return hex.EncodeToString(sum[:])[:16]
}

func generateSite(c siteConfig) error {
	if c.Prefix != "" && (strings.ContainsAny(c.Prefix, "\"'<>\\ ?#%") || strings.Contains(c.Prefix, "..")) {
		return fmt.Errorf("bad -prefix %q: want a plain URL path such as /name", c.Prefix)
	}
	wasmPath := filepath.Join(c.Out, "web", "app.wasm")
	wasm, err := os.ReadFile(wasmPath)
	if err != nil {
		return fmt.Errorf("reading the wasm build: %v (build it first: GOOS=js GOARCH=wasm go build -o %s ./app)", err, wasmPath)
	}
	if err := copyResources(c.Web, filepath.Join(c.Out, "web")); err != nil {
		return err
	}
	// The page links /web/app.css; a missing file would fail the build's
	// offline cache, so an empty one stands in until the stylesheet exists.
	css := filepath.Join(c.Out, "web", "app.css")
	if _, err := os.Stat(css); errors.Is(err, fs.ErrNotExist) {
		if err := os.WriteFile(css, nil, 0o644); err != nil {
			return err
		}
	}

	// The languages' catalogs are part of the version: the service worker
	// serves each from the version's cache once the page has put it there
	// (web/field.js), so a catalog changed without app.wasm must make a
	// new version too.
	langs, _ := filepath.Glob(filepath.Join(c.Out, "web", "lang", "*.json"))
	for _, l := range langs {
		b, err := os.ReadFile(l)
		if err != nil {
			return err
		}
		wasm = append(wasm, b...)
	}
	h := newHandler(wasmVersion(wasm), c.Prefix)
	if err := app.GenerateStaticWebsite(c.Out, h); err != nil {
		return fmt.Errorf("generating the static website: %v", err)
	}
	if err := patchAppJS(filepath.Join(c.Out, "app.js")); err != nil {
		return err
	}
	if err := fixPages(c.Out); err != nil { // pages.go
		return err
	}
	if err := writeDiagrams(filepath.Join(c.Out, "diagrams")); err != nil {
		return err
	}
	root := ""
	if p := strings.Trim(c.Prefix, "/"); p != "" {
		root = "/" + p
	}
	if err := writeSourcesPage(c.Out, root); err != nil { // sources-page.go
		return err
	}
	// The playground's chrome and /sources in the other languages
	// (prerender-lang.go): the English pages are written by now.
	if err := writeLanguages(c.Out, root, func() *app.Handler { return newHandler(h.Version, c.Prefix) }); err != nil {
		return err
	}
	if err := checkLocal(c.Out); err != nil {
		return err
	}
	if _, err := precompress.Dir(c.Out); err != nil {
		return err
	}
	// Last: _headers names every file at the site's root, the compressed
	// siblings too (a host serves them by name).
	return writeHeadersFile(c.Out, c.Prefix) // headers.go
}

// copyResources copies the files of the web/ directory into dst, skipping
// dotfiles, compressed siblings and any app.wasm left there by hand (the one
// in dst is the build's).
func copyResources(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == src && errors.Is(err, fs.ErrNotExist) {
				return os.MkdirAll(dst, 0o755)
			}
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		name := d.Name()
		switch {
		case rel == ".":
			return os.MkdirAll(dst, 0o755)
		case strings.HasPrefix(name, "."):
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case d.IsDir():
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		case !d.Type().IsRegular(),
			strings.HasSuffix(name, ".br"), strings.HasSuffix(name, ".gz"),
			rel == "app.wasm":
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
}

// remoteRef matches a URL to another host where a resource reference would
// hold it: right after a quote or "(" (an HTML attribute, a JSON or JS
// string, a CSS url()). XML namespace names are identifiers, not references.
var remoteRef = regexp.MustCompile(`(?i)(xmlns(?::[a-z]+)?=)?["'(]\s*(https?:)?//[^"'()\s]*`)

// RemoteRefs returns the references to remote resources in a text file.
func RemoteRefs(text []byte) []string {
	var refs []string
	for _, m := range remoteRef.FindAllSubmatch(text, -1) {
		if len(m[1]) > 0 {
			continue
		}
		refs = append(refs, string(m[0]))
	}
	return refs
}

// checkLocal fails when a generated text file refers to a remote resource.
func checkLocal(dir string) error {
	var bad []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !precompress.Compressible(p) || strings.HasSuffix(p, ".wasm") {
			return err
		}
		// The language catalogs (web/lang/<tag>.json, written by
		// internal/langfiles) are sentences the page shows, which quote
		// the grammar's literals ("http://", "//") as text: nothing in
		// them is fetched.
		if rel, _ := filepath.Rel(dir, p); strings.HasPrefix(filepath.ToSlash(rel), "web/lang/") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, r := range RemoteRefs(b) {
			rel, _ := filepath.Rel(dir, p)
			bad = append(bad, fmt.Sprintf("%s: %s", filepath.ToSlash(rel), r))
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return fmt.Errorf("the site refers to remote resources (it must work offline):\n\t%s", strings.Join(bad, "\n\t"))
	}
	return nil
}
