//go:build !wasm

package main

import (
	"crypto/sha256"
	"encoding/base64"
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
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

// generate writes the static site when the program runs natively:
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o build/site/web/app.wasm ./app
//	go run ./app -out build/site [-prefix /name]
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
	siteLoadingLabel = "The RFC 1738 parser is loading… {progress}%"
	siteThemeColor   = "#1f2a36"
)

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
		LoadingLabel:    siteLoadingLabel,
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
		// Applies a stored theme before the first paint (not deferred).
		// early-input.js: a shared link's input in the field, and what is
		// typed kept, before app.wasm runs.
		Scripts: []string{"/web/theme.js", "/web/early-input.js"},
		// app.wasm is sent compressed: its Content-Length is not what the
		// loader counts. static/ sends the decoded size in this header;
		// other hosts fall back to Content-Length.
		WasmContentLengthHeader: fileserver.DecodedLengthHeader,
		// The service worker caches the icons, styles and "/" on its own;
		// the SVG icon and the /rfc page are added so they work offline too.
		CacheableResources:    []string{"/web/icon.svg"},
		Version:               version,
		ServiceWorkerTemplate: workerJS,
	}
	if prefix = strings.Trim(prefix, "/"); prefix != "" {
		h.Resources = app.GitHubPages(prefix)
		h.CacheableResources = append(h.CacheableResources, "/"+prefix+"/rfc")
	} else {
		h.CacheableResources = append(h.CacheableResources, "/rfc")
	}
	return h
}

// workerJS is go-app's service worker with one change: a page is found in
// the offline cache whatever its query string. A shared link often gains
// one ("?utm_source=...", "?fbclid=..."), and the worker, matching whole
// URLs, would not find "/?x=1" offline, though "/" is cached; the pages do
// not depend on the query.
var workerJS = func() string {
	const match = "caches.match(event.request)"
	if strings.Count(app.DefaultAppWorkerJS, match) != 1 {
		panic("app: go-app's service worker template changed: no single " + match)
	}
	return strings.Replace(app.DefaultAppWorkerJS, match,
		`caches.match(event.request, { ignoreSearch: event.request.mode === "navigate" })`, 1)
}()

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

	h := newHandler(wasmVersion(wasm), c.Prefix)
	if err := app.GenerateStaticWebsite(c.Out, h); err != nil {
		return fmt.Errorf("generating the static website: %v", err)
	}
	if err := fixPages(c.Out); err != nil {
		return err
	}
	if err := checkLocal(c.Out); err != nil {
		return err
	}
	if _, err := precompress.Dir(c.Out); err != nil {
		return err
	}
	return nil
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

// startTag matches a start tag as go-app v9.8.0 prints it: the attributes
// in Go map order (so in a different order from one run to the next), each
// value written with strconv.Quote (so a value never holds a bare '"').
// Text is HTML-escaped, so outside Raw elements every "<" in a page starts
// a tag.
var (
	startTag  = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>"'/]+(?:="(?:[^"\\]|\\.)*")?)+)\s*>`)
	attribute = regexp.MustCompile(`\s+([^\s=>"'/]+)((?:="(?:[^"\\]|\\.)*")?)`)
)

// sortAttributes rewrites every start tag with its attributes sorted by
// name, which makes the prerendered pages the same from one build to the
// next.
func sortAttributes(page []byte) []byte {
	return startTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		m := startTag.FindSubmatch(tag)
		attrs := attribute.FindAllSubmatch(m[2], -1)
		sort.SliceStable(attrs, func(i, j int) bool { return string(attrs[i][1]) < string(attrs[j][1]) })
		out := append([]byte("<"), m[1]...)
		for _, a := range attrs {
			out = append(out, ' ')
			out = append(out, a[1]...)
			out = append(out, a[2]...)
		}
		return append(out, '>')
	})
}

// ogURL matches the og:url meta element go-app writes into each prerendered
// page (after sortAttributes). Its content is the address of the temporary
// server GenerateStaticWebsite renders through ("http://127.0.0.1:<random
// port>/"), which is neither the site's address nor the same from one build
// to the next. A static site does not know its own origin, so the element is
// removed.
var ogURL = regexp.MustCompile(`<meta content="(?:[^"\\]|\\.)*" property="og:url">\n?`)

// favicon matches the page's icon link (after sortAttributes). Chromium
// fetches a favicon itself, not through the service worker, so an offline
// reload logged a failed load of it: the icon is written into the page as a
// data: URL instead (the policy's img-src allows data:).
var favicon = regexp.MustCompile(`<link href="[^"]*/web/icon\.svg" rel="icon">`)

// viewport matches the page's viewport meta element (after sortAttributes).
// go-app v9.8.0 writes it, fixed, as "width=device-width, initial-scale=1,
// maximum-scale=1, user-scalable=0, viewport-fit=cover", which stops a reader
// from zooming the page (WCAG 2.1, 1.4.4 Resize text): it is replaced by
// siteViewport, which allows zoom.
var viewport = regexp.MustCompile(`<meta content="(?:[^"\\]|\\.)*" name="viewport">`)

// siteViewport is the viewport of the site's pages: go-app's without the
// limits on zoom.
const siteViewport = `<meta content="width=device-width, initial-scale=1, viewport-fit=cover" name="viewport">`

// loaderIcon matches go-app's loading screen's spinning icon, which it
// writes with no alt text: the icon is decoration (the label beside it says
// what is loading), so it gets an empty one.
var loaderIcon = regexp.MustCompile(`<img class="goapp-logo goapp-spin" id="app-wasm-loader-icon"`)

// fixPages post-processes the pages go-app prerendered (index.html and one
// NAME.html per other route), deterministically: attributes sorted, og:url
// removed, the favicon inlined, zoom allowed, the loader's icon given an
// empty alt text, and checked for inline code the Content-Security-Policy
// blocks.
func fixPages(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	svg, err := os.ReadFile(filepath.Join(dir, "web", "icon.svg"))
	if err != nil {
		return err
	}
	icon := []byte(`<link href="data:image/svg+xml;base64,` + base64.StdEncoding.EncodeToString(svg) + `" rel="icon">`)
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		b = ogURL.ReplaceAll(sortAttributes(b), nil)
		b = favicon.ReplaceAllLiteral(b, icon)
		if n := len(viewport.FindAllIndex(b, -1)); n != 1 {
			return fmt.Errorf("%s: %d viewport meta elements, want go-app's one", p, n)
		}
		b = viewport.ReplaceAllLiteral(b, []byte(siteViewport))
		if !loaderIcon.Match(b) {
			return fmt.Errorf("%s: no go-app loader icon to give an alt text", p)
		}
		b = loaderIcon.ReplaceAllLiteral(b, []byte(`<img alt="" class="goapp-logo goapp-spin" id="app-wasm-loader-icon"`))
		if err := checkCSP(b); err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Inline code the site's Content-Security-Policy would block. go-app v9.8.0
// loads its scripts from files and writes no style attribute of its own; a
// page component that adds one fails the build here instead of failing
// silently in the browser.
var (
	inlineScript  = regexp.MustCompile(`(?i)<script\b[^>]*>\s*[^<\s]`)
	styleElement  = regexp.MustCompile(`(?i)<style\b`)
	styleAttr     = regexp.MustCompile(`(?i)<[a-z][^>]*\sstyle=`)
	handlerAttr   = regexp.MustCompile(`(?i)<[a-z][^>]*\son[a-z]+=`)
	javascriptURL = regexp.MustCompile(`(?i)(href|src|action)="\s*javascript:`)
)

// checkCSP reports markup that would need 'unsafe-inline'.
func checkCSP(page []byte) error {
	for _, c := range []struct {
		re   *regexp.Regexp
		what string
	}{
		{inlineScript, "an inline <script>"},
		{styleElement, "a <style> element"},
		{styleAttr, "a style attribute"},
		{handlerAttr, "an inline event handler attribute"},
		{javascriptURL, "a javascript: URL"},
	} {
		if loc := c.re.FindIndex(page); loc != nil {
			return fmt.Errorf("%s, which the Content-Security-Policy blocks: %.80q", c.what, page[loc[0]:])
		}
	}
	return nil
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
