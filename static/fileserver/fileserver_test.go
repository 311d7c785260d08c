package fileserver

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// Site files written by newSite. The compressed siblings hold real gzip for
// .gz and distinct marker bytes for .br, so a test can tell which was sent.
var siteFiles = map[string]string{
	"index.html":                  "<!DOCTYPE html><title>index</title>",
	"rfc.html":                    "<!DOCTYPE html><title>rfc</title>",
	"embed.html":                  "<!DOCTYPE html><title>embed</title>",
	"app.js":                      "console.log('app')",
	"manifest.webmanifest":        `{"name":"x"}`,
	"web/app.css":                 "body{}",
	"web/app.wasm":                "\x00asm\x01\x00\x00\x00 fake module",
	"web/icon.svg":                "<svg xmlns='http://www.w3.org/2000/svg'/>",
	"web/icon-192.png":            "\x89PNG\r\n\x1a\n fake",
	"web/notes.txt":               "plain",
	"web/app.3f2a9c1d7e6b5a40.js": "hashed",
	"web/lang/pt-BR.json":         `{"lang":"pt-BR","name":"Português (Brasil)","messages":{}}`,
	"sub/index.html":              "<!DOCTYPE html><title>sub</title>",
	"sub/page.html":               "sub page",
	".env":                        "SECRET=dotfile",
	"web/.hidden":                 "hidden",
	".git/config":                 "[core]",
}

// compressed lists the files that get .br and .gz siblings.
var compressed = []string{"index.html", "embed.html", "app.js", "web/app.wasm", "web/app.css", "manifest.webmanifest", "web/lang/pt-BR.json"}

const brMarker = "BROTLI-VARIANT-OF "

// newSite writes siteFiles into <tmp>/site and a secret file beside it
// (<tmp>/secret.txt), and returns the site directory.
func newSite(t testing.TB) string {
	t.Helper()
	base := t.TempDir()
	dir := filepath.Join(base, "site")
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, content := range siteFiles {
		write(name, content)
	}
	for _, name := range compressed {
		write(name+".br", brMarker+name)
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write([]byte(siteFiles[name]))
		zw.Close()
		write(name+".gz", b.String())
	}
	if err := os.WriteFile(filepath.Join(base, "secret.txt"), []byte("TOP SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func newHandler(t *testing.T, dir string, opts Options) *Handler {
	t.Helper()
	h, err := New(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// newListener serves h on a real loopback listener and returns its address.
func newListener(t *testing.T, h http.Handler, o ServerOptions) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	o.ErrorLog = log.New(io.Discard, "", 0)
	srv := NewServer(ln.Addr().String(), h, o)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// rawGet sends target verbatim in the request line, bypassing any client-side
// URL normalisation, and returns the response with its body read.
func rawGet(t *testing.T, addr, method, target string, hdr ...string) (*http.Response, string) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(30 * time.Second))
	req := method + " " + target + " HTTP/1.1\r\nHost: test\r\nConnection: close\r\n"
	for _, h := range hdr {
		req += h + "\r\n"
	}
	if _, err := io.WriteString(c, req+"\r\n"); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(bufio.NewReader(c), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res, string(body)
}

// do serves one request through the handler in memory.
func do(h http.Handler, method, target string, hdr ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for _, kv := range hdr {
		k, v, _ := strings.Cut(kv, ": ")
		req.Header.Add(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func checkSecurityHeaders(t *testing.T, what string, h http.Header) {
	t.Helper()
	for k, want := range siteheaders.Security {
		if got := h.Get(k); got != want {
			t.Errorf("%s: %s = %q, want %q", what, k, got, want)
		}
	}
}

// Path traversal: nothing outside the root is reachable, however the path is
// written, and malformed paths are refused outright.
var traversalTests = []struct {
	target string
	want   int
}{
	{"/../secret.txt", 400},
	{"/web/../../secret.txt", 400},
	{"/%2e%2e/secret.txt", 400},
	{"/%2E%2E/secret.txt", 400},
	{"/.%2e/secret.txt", 400},
	{"/..%2fsecret.txt", 400},
	{"/..%2Fsecret.txt", 400},
	{"/web%2fapp.wasm", 400},  // encoded slash
	{"/web%5capp.wasm", 400},  // encoded backslash
	{"/web\\app.wasm", 400},   // backslash
	{"/..\\secret.txt", 400},  // backslash traversal
	{"/index.html%00", 400},   // NUL
	{"/%00", 400},             // NUL
	{"/./../secret.txt", 400}, // dot then dot-dot
	{"/secret.txt", 404},      // not in the root
}

func TestTraversal(t *testing.T) {
	addr := newListener(t, newHandler(t, newSite(t), Options{}), ServerOptions{})
	for _, tt := range traversalTests {
		res, body := rawGet(t, addr, "GET", tt.target)
		if res.StatusCode != tt.want {
			t.Errorf("GET %s: status %d, want %d", tt.target, res.StatusCode, tt.want)
		}
		if strings.Contains(body, "SECRET") {
			t.Errorf("GET %s: leaked %q", tt.target, body)
		}
		checkSecurityHeaders(t, "GET "+tt.target, res.Header)
	}
}

func TestSymlinkOutOfRootRefused(t *testing.T) {
	dir := newSite(t)
	outside := filepath.Join(filepath.Dir(dir), "secret.txt")
	if err := os.Symlink(outside, filepath.Join(dir, "leak.txt")); err != nil {
		t.Skipf("symlinks unsupported: %v", err)
	}
	if err := os.Symlink(filepath.Dir(dir), filepath.Join(dir, "up")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("index.html", filepath.Join(dir, "inside.html")); err != nil {
		t.Fatal(err)
	}
	h := newHandler(t, dir, Options{})
	for _, target := range []string{"/leak.txt", "/up/secret.txt", "/up/site/index.html"} {
		rec := do(h, "GET", target)
		if rec.Code != 404 || strings.Contains(rec.Body.String(), "SECRET") {
			t.Errorf("GET %s = %d %q, want 404", target, rec.Code, rec.Body)
		}
	}
	// A link that stays inside the root is an ordinary file.
	if rec := do(h, "GET", "/inside.html"); rec.Code != 200 || rec.Body.String() != siteFiles["index.html"] {
		t.Errorf("GET /inside.html = %d %q, want 200 with index.html", rec.Code, rec.Body)
	}
}

func TestDotfiles(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, target := range []string{"/.env", "/web/.hidden", "/.git/config", "/.git/", "/.git", "/web/.hidden.br"} {
		rec := do(h, "GET", target)
		if rec.Code != 404 {
			t.Errorf("GET %s = %d, want 404", target, rec.Code)
		}
		if b := rec.Body.String(); strings.Contains(b, "SECRET") || strings.Contains(b, "core") || strings.Contains(b, "hidden") {
			t.Errorf("GET %s leaked %q", target, b)
		}
	}
}

// TestHostFilesNotServed: a host's configuration files (the _headers the
// build writes, and the like), the site's files that have no media type
// of the site, and a precompressed sibling asked for by its own name are
// not found; the files a browser loads still are.
func TestHostFilesNotServed(t *testing.T) {
	dir := newSite(t)
	hostFiles := []string{
		"_headers", "_redirects", "_routes.json", "netlify.toml", "vercel.json", "now.json",
		"staticwebapp.config.json", "firebase.json", "web.config", "CNAME", "_config.yml",
		"web/_headers", "sub/vercel.json", "_HEADERS", "Vercel.JSON", "notes.md", "Makefile",
	}
	for _, name := range hostFiles {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.WriteFile(p, []byte("HOSTCONFIG "+name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A link with a name the site serves does not reach one either.
	if err := os.Symlink("_headers", filepath.Join(dir, "headers.html")); err != nil {
		t.Fatal(err)
	}
	h := newHandler(t, dir, Options{})
	targets := []string{"/headers.html", "/headers", "/app.js.br", "/web/app.wasm.gz", "/index.html.br"}
	for _, name := range hostFiles {
		targets = append(targets, "/"+name)
	}
	for _, target := range targets {
		for _, method := range []string{"GET", "HEAD"} {
			rec := do(h, method, target, "Accept-Encoding: br, gzip")
			if rec.Code != 404 || strings.Contains(rec.Body.String(), "HOSTCONFIG") || strings.Contains(rec.Body.String(), brMarker) {
				t.Errorf("%s %s = %d %q, want 404", method, target, rec.Code, rec.Body)
			}
		}
	}
	for _, target := range []string{"/", "/rfc", "/app.js", "/web/app.wasm", "/web/icon.svg", "/web/icon-192.png", "/manifest.webmanifest", "/web/notes.txt"} {
		if rec := do(h, "GET", target); rec.Code != 200 {
			t.Errorf("GET %s = %d, want 200", target, rec.Code)
		}
	}
}

// Directories serve their index.html or nothing; extensionless routes serve
// the page go-app prerendered as name.html.
var routeTests = []struct {
	target string
	code   int
	body   string
}{
	{"/", 200, siteFiles["index.html"]},
	{"/index.html", 200, siteFiles["index.html"]},
	{"/rfc", 200, siteFiles["rfc.html"]},
	{"/rfc/", 200, siteFiles["rfc.html"]},
	{"/rfc.html", 200, siteFiles["rfc.html"]},
	{"/sub", 200, siteFiles["sub/index.html"]},
	{"/sub/", 200, siteFiles["sub/index.html"]},
	{"/sub/page", 200, siteFiles["sub/page.html"]},
	{"/web", 404, ""},  // a directory without index.html: no listing
	{"/web/", 404, ""}, // the same
	{"/missing", 404, ""},
	{"/web/missing.js", 404, ""},
	{"/index.html/x", 404, ""},
}

func TestRoutesAndDirectories(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, tt := range routeTests {
		rec := do(h, "GET", tt.target)
		if rec.Code != tt.code {
			t.Errorf("GET %s = %d, want %d", tt.target, rec.Code, tt.code)
			continue
		}
		if tt.code == 200 && rec.Body.String() != tt.body {
			t.Errorf("GET %s body = %q, want %q", tt.target, rec.Body, tt.body)
		}
		if tt.code == 404 && strings.Contains(rec.Body.String(), "app.wasm") {
			t.Errorf("GET %s lists the directory: %q", tt.target, rec.Body)
		}
	}
}

func TestMethods(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, m := range []string{"POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT"} {
		rec := do(h, m, "/index.html")
		if rec.Code != 405 {
			t.Errorf("%s = %d, want 405", m, rec.Code)
		}
		if got := rec.Header().Get("Allow"); got != "GET, HEAD" {
			t.Errorf("%s: Allow = %q, want %q", m, got, "GET, HEAD")
		}
		checkSecurityHeaders(t, m, rec.Header())
	}
	get := do(h, "GET", "/app.js")
	head := do(h, "HEAD", "/app.js")
	if head.Code != 200 || head.Body.Len() != 0 {
		t.Errorf("HEAD = %d with %d body bytes, want 200 and none", head.Code, head.Body.Len())
	}
	for _, k := range []string{"Content-Length", "Content-Type", "ETag"} {
		if head.Header().Get(k) != get.Header().Get(k) {
			t.Errorf("HEAD %s = %q, GET has %q", k, head.Header().Get(k), get.Header().Get(k))
		}
	}
}

// Each encoding choice: the variant sent, its Content-Encoding, and the
// original Content-Type.
var encodingTests = []struct {
	target, accept string
	want           string // "br", "gzip" or "" (identity)
}{
	{"/web/app.wasm", "", ""},
	{"/web/app.wasm", "gzip, deflate, br, zstd", "br"},
	{"/web/app.wasm", "br", "br"},
	{"/web/app.wasm", "gzip", "gzip"},
	{"/web/app.wasm", "x-gzip", "gzip"},
	{"/web/app.wasm", "identity", ""},
	{"/web/app.wasm", "deflate", ""},
	{"/web/app.wasm", "br;q=0, gzip", "gzip"},
	{"/web/app.wasm", "br;q=0.5, gzip;q=0.8", "gzip"},
	{"/web/app.wasm", "br;q=0.8, gzip;q=0.8", "br"},
	{"/web/app.wasm", "gzip;q=0.5, identity", ""},
	{"/web/app.wasm", "br;q=0, gzip;q=0", ""},
	{"/web/app.wasm", "*", "br"},
	{"/web/app.wasm", "*;q=0, gzip", "gzip"},
	{"/web/app.wasm", "BR", "br"},
	{"/web/app.wasm", "br;q=bogus, gzip", "gzip"},
	{"/", "br", "br"},
	{"/index.html", "gzip", "gzip"},
	{"/web/app.css", "br, gzip", "br"},
	{"/manifest.webmanifest", "br", "br"},
	{"/web/icon-192.png", "br, gzip", ""}, // none available
	{"/web/notes.txt", "br, gzip", ""},    // none available
	{"/rfc", "br, gzip", ""},              // none available
}

func TestEncodings(t *testing.T) {
	dir := newSite(t)
	h := newHandler(t, dir, Options{})
	for _, tt := range encodingTests {
		var hdr []string
		if tt.accept != "" {
			hdr = append(hdr, "Accept-Encoding: "+tt.accept)
		}
		rec := do(h, "GET", tt.target, hdr...)
		what := fmt.Sprintf("GET %s Accept-Encoding %q", tt.target, tt.accept)
		if rec.Code != 200 {
			t.Errorf("%s = %d, want 200", what, rec.Code)
			continue
		}
		if got := rec.Header().Get("Content-Encoding"); got != tt.want {
			t.Errorf("%s: Content-Encoding %q, want %q", what, got, tt.want)
		}
		if got := rec.Header().Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", what, got)
		}
		name := strings.TrimPrefix(tt.target, "/")
		switch name {
		case "":
			name = "index.html"
		case "rfc":
			name = "rfc.html"
		}
		if got, want := rec.Header().Get("Content-Type"), ContentType(name); got != want {
			t.Errorf("%s: Content-Type %q, want %q", what, got, want)
		}
		body := rec.Body.String()
		switch tt.want {
		case "br":
			if body != brMarker+name {
				t.Errorf("%s: body %q, want the .br file", what, body)
			}
		case "gzip":
			zr, err := gzip.NewReader(strings.NewReader(body))
			if err != nil {
				t.Errorf("%s: %v", what, err)
				continue
			}
			plain, _ := io.ReadAll(zr)
			if string(plain) != siteFiles[name] {
				t.Errorf("%s: gunzipped %q, want %q", what, plain, siteFiles[name])
			}
		default:
			if body != siteFiles[name] {
				t.Errorf("%s: body %q, want %q", what, body, siteFiles[name])
			}
		}
	}
}

// An encoded variant is sent whole, with its own Content-Length and the
// decoded size beside it (go-app's loader shows progress with it).
func TestEncodedLengthsAndRanges(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, method := range []string{"GET", "HEAD"} {
		rec := do(h, method, "/web/app.wasm", "Accept-Encoding: br", "Range: bytes=0-3")
		if rec.Code != 200 {
			t.Errorf("%s br with Range = %d, want 200 (no ranges of an encoded variant)", method, rec.Code)
		}
		if got, want := rec.Header().Get("Content-Length"), fmt.Sprint(len(brMarker+"web/app.wasm")); got != want {
			t.Errorf("%s br Content-Length %q, want %s", method, got, want)
		}
		if got, want := rec.Header().Get(siteheaders.DecodedLength), fmt.Sprint(len(siteFiles["web/app.wasm"])); got != want {
			t.Errorf("%s br %s %q, want %s", method, siteheaders.DecodedLength, got, want)
		}
		if method == "GET" && rec.Body.String() != brMarker+"web/app.wasm" {
			t.Errorf("GET br with Range body %q, want the whole variant", rec.Body)
		}
	}
	rec := do(h, "GET", "/web/app.wasm", "Range: bytes=0-3")
	if rec.Code != 206 || rec.Body.String() != siteFiles["web/app.wasm"][:4] {
		t.Errorf("identity Range = %d %q, want 206 with 4 bytes", rec.Code, rec.Body)
	}
	if rec.Header().Get(siteheaders.DecodedLength) != "" {
		t.Errorf("identity response has %s", siteheaders.DecodedLength)
	}
}

var chooseTests = []struct {
	fields    []string
	available []string
	want      string
}{
	{nil, []string{"br", "gzip"}, ""},
	{[]string{"gzip", "br"}, []string{"br", "gzip"}, "br"}, // two header lines
	{[]string{"br;q=1.5"}, []string{"br"}, ""},             // out of range q ignored
	{[]string{"br;q=-1"}, []string{"br"}, ""},
	{[]string{"identity;q=0"}, []string{"br"}, ""}, // nothing acceptable: identity anyway
	{[]string{"identity;q=0, gzip;q=0.1"}, []string{"br", "gzip"}, "gzip"},
	{[]string{" gzip ; q=0.3 , br ; q=0.2 "}, []string{"br", "gzip"}, "gzip"},
	{[]string{",,,;;"}, []string{"br", "gzip"}, ""},
	{[]string{"br;q=0.001"}, []string{"br"}, "br"},       // named beats implied identity
	{[]string{"br;q=0.5, identity"}, []string{"br"}, ""}, // weighed identity (q=1) beats br
	{[]string{"br, identity;q=0.5"}, []string{"br"}, "br"},
}

func TestChooseEncoding(t *testing.T) {
	for _, tt := range chooseTests {
		if got := ChooseEncoding(tt.fields, tt.available); got != tt.want {
			t.Errorf("ChooseEncoding(%q, %q) = %q, want %q", tt.fields, tt.available, got, tt.want)
		}
	}
}

var contentTypeTests = []struct{ target, want string }{
	{"/", "text/html; charset=utf-8"},
	{"/rfc", "text/html; charset=utf-8"},
	{"/app.js", "text/javascript; charset=utf-8"},
	{"/web/app.css", "text/css; charset=utf-8"},
	{"/web/app.wasm", "application/wasm"},
	{"/manifest.webmanifest", "application/manifest+json"},
	{"/web/icon.svg", "image/svg+xml"},
	{"/web/icon-192.png", "image/png"},
	{"/web/notes.txt", "text/plain; charset=utf-8"},
	{"/web/lang/pt-BR.json", "application/json"},
}

// A language catalog (web/lang/<tag>.json, which the page fetches when a
// reader chooses its language) is sent as JSON, compressed, and
// revalidated: its name carries no hash, and a corrected translation must
// reach a reader who fetched the old one.
func TestLanguageCatalog(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	rec := do(h, "GET", "/web/lang/pt-BR.json", "Accept-Encoding: br, gzip")
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "br" || rec.Body.String() != brMarker+"web/lang/pt-BR.json" {
		t.Fatalf("GET /web/lang/pt-BR.json = %d, Content-Encoding %q, body %q", rec.Code, rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
	for k, want := range map[string]string{"Content-Type": "application/json", "Cache-Control": "no-cache", "Vary": "Accept-Encoding"} {
		if got := rec.Header().Get(k); got != want {
			t.Errorf("%s: %q, want %q", k, got, want)
		}
	}
	if rec.Header().Get("ETag") == "" {
		t.Error("no ETag: a revalidation would fetch the whole catalog again")
	}
	checkSecurityHeaders(t, "catalog", rec.Header())
}

func TestContentTypes(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, tt := range contentTypeTests {
		for _, accept := range []string{"", "Accept-Encoding: br", "Accept-Encoding: gzip"} {
			var hdr []string
			if accept != "" {
				hdr = []string{accept}
			}
			rec := do(h, "GET", tt.target, hdr...)
			if got := rec.Header().Get("Content-Type"); got != tt.want {
				t.Errorf("GET %s (%s): Content-Type %q, want %q", tt.target, accept, got, tt.want)
			}
		}
	}
}

func TestETagAndCaching(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	tags := map[string]string{}
	for _, accept := range []string{"identity", "br", "gzip"} {
		rec := do(h, "GET", "/web/app.wasm", "Accept-Encoding: "+accept)
		etag := rec.Header().Get("ETag")
		if !strings.HasPrefix(etag, `"`) || len(etag) != 34 {
			t.Fatalf("%s: ETag %q, want a strong 32-hex tag", accept, etag)
		}
		for other, tag := range tags {
			if tag == etag {
				t.Errorf("ETag of %s equals that of %s: %s", accept, other, etag)
			}
		}
		tags[accept] = etag
		if got := rec.Header().Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", accept, got)
		}

		for _, inm := range []string{etag, "W/" + etag, `"nope", ` + etag, "*"} {
			rec := do(h, "GET", "/web/app.wasm", "Accept-Encoding: "+accept, "If-None-Match: "+inm)
			if rec.Code != 304 || rec.Body.Len() != 0 {
				t.Errorf("%s If-None-Match %s = %d (%d bytes), want 304 empty", accept, inm, rec.Code, rec.Body.Len())
			}
			if rec.Header().Get("ETag") != etag || rec.Header().Get("Vary") != "Accept-Encoding" {
				t.Errorf("304 headers: ETag %q Vary %q", rec.Header().Get("ETag"), rec.Header().Get("Vary"))
			}
			checkSecurityHeaders(t, "304", rec.Header())
		}
		rec = do(h, "GET", "/web/app.wasm", "Accept-Encoding: "+accept, `If-None-Match: "other"`)
		if rec.Code != 200 {
			t.Errorf("%s with a stale ETag = %d, want 200", accept, rec.Code)
		}
	}
	// Another encoding's tag does not validate this one.
	rec := do(h, "GET", "/web/app.wasm", "Accept-Encoding: br", "If-None-Match: "+tags["gzip"])
	if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "br" {
		t.Errorf("br request with the gzip ETag = %d %q, want 200 br", rec.Code, rec.Header().Get("Content-Encoding"))
	}
	// A content-hashed name may be cached for good.
	rec = do(h, "GET", "/web/app.3f2a9c1d7e6b5a40.js")
	if got := rec.Header().Get("Cache-Control"); !strings.Contains(got, "immutable") {
		t.Errorf("hashed name: Cache-Control %q, want immutable", got)
	}
}

func TestETagFollowsContent(t *testing.T) {
	dir := newSite(t)
	h := newHandler(t, dir, Options{})
	before := do(h, "GET", "/app.js").Header().Get("ETag")
	p := filepath.Join(dir, "app.js")
	if err := os.WriteFile(p, []byte("console.log('changed, and longer')"), 0o644); err != nil {
		t.Fatal(err)
	}
	after := do(h, "GET", "/app.js").Header().Get("ETag")
	if before == after {
		t.Errorf("ETag unchanged (%s) after the content changed", before)
	}
}

// Every kind of response carries the security headers.
func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	etag := do(h, "GET", "/").Header().Get("ETag")
	cases := []struct {
		method, target string
		hdr            []string
		code           int
	}{
		{"GET", "/", nil, 200},
		{"HEAD", "/", nil, 200},
		{"GET", "/", []string{"If-None-Match: " + etag}, 304},
		{"GET", "/nope", nil, 404},
		{"GET", "/.env", nil, 404},
		{"POST", "/", nil, 405},
		{"GET", "/a%2fb", nil, 400},
		{"GET", "/web/app.wasm", []string{"Range: bytes=0-3"}, 206},
		{"GET", "/web/app.wasm", []string{"Range: bytes=9999-"}, 416},
	}
	for _, c := range cases {
		rec := do(h, c.method, c.target, c.hdr...)
		if rec.Code != c.code {
			t.Errorf("%s %s %q = %d, want %d", c.method, c.target, c.hdr, rec.Code, c.code)
		}
		checkSecurityHeaders(t, fmt.Sprintf("%s %s (%d)", c.method, c.target, rec.Code), rec.Header())
	}
}

func TestAccessLog(t *testing.T) {
	var buf bytes.Buffer
	h := newHandler(t, newSite(t), Options{AccessLog: log.New(&buf, "", 0)})
	do(h, "GET", "/web/app.wasm", "Accept-Encoding: br")
	do(h, "POST", "/")
	do(h, "GET", "/missing%0A/evil")
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("access log has %d lines, want 3:\n%s", len(lines), buf.String())
	}
	want := []struct{ prefix, status, bytes, enc string }{
		{`GET "/web/app.wasm"`, "200", fmt.Sprint(len(brMarker + "web/app.wasm")), "br"},
		{`POST "/"`, "405", "19", "-"},
		{`GET "/missing%0A/evil"`, "404", "10", "-"},
	}
	for i, w := range want {
		f := strings.Fields(lines[i])
		if len(f) != 6 || f[0]+" "+f[1] != w.prefix || f[2] != w.status || f[3] != w.bytes || f[5] != w.enc {
			t.Errorf("log line %d = %q, want %s %s %s <duration> %s", i, lines[i], w.prefix, w.status, w.bytes, w.enc)
		}
		if _, err := time.ParseDuration(f[4]); err != nil {
			t.Errorf("log line %d duration %q: %v", i, f[4], err)
		}
	}
}

// A client that sends its headers too slowly is disconnected.
func TestSlowHeadersCutOff(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	addr := newListener(t, h, ServerOptions{ReadHeaderTimeout: 200 * time.Millisecond, ReadTimeout: 200 * time.Millisecond})
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// Half a request line, then nothing: the server must give up on us. The
	// generous deadline only keeps a broken server from hanging the test.
	if _, err := io.WriteString(c, "GET /index.html HTTP/1.1\r\nHost: te"); err != nil {
		t.Fatal(err)
	}
	c.SetReadDeadline(time.Now().Add(30 * time.Second))
	got, err := io.ReadAll(c)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("server kept a stalled client connected (read %q)", got)
	}
	if strings.Contains(string(got), "200 OK") {
		t.Fatalf("server answered a request it never fully received: %q", got)
	}
}

func TestOversizedHeadersRefused(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	addr := newListener(t, h, ServerOptions{MaxHeaderBytes: 1 << 10})
	res, _ := rawGet(t, addr, "GET", "/", "X-Big: "+strings.Repeat("a", 64<<10))
	if res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("64 KiB of headers = %d, want 431", res.StatusCode)
	}
}

// A bounded concurrent load on loopback: every request succeeds.
func TestConcurrentLoad(t *testing.T) {
	const workers, perWorker = 50, 40
	h := newHandler(t, newSite(t), Options{})
	addr := newListener(t, h, ServerOptions{})
	client := &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: workers, DisableCompression: true},
	}
	defer client.CloseIdleConnections()
	targets := []string{"/", "/rfc", "/web/app.wasm", "/app.js", "/web/icon.svg"}
	encs := []string{"", "br", "gzip"}
	var wg sync.WaitGroup
	errs := make(chan error, workers*perWorker)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWorker {
				target := targets[(w+i)%len(targets)]
				req, _ := http.NewRequest("GET", "http://"+addr+target, nil)
				if e := encs[(w*7+i)%len(encs)]; e != "" {
					req.Header.Set("Accept-Encoding", e)
				}
				res, err := client.Do(req)
				if err != nil {
					errs <- err
					continue
				}
				n, err := io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if err != nil || res.StatusCode != 200 || n == 0 {
					errs <- fmt.Errorf("GET %s: %d, %d bytes, %v", target, res.StatusCode, n, err)
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	count := 0
	for err := range errs {
		if count < 5 {
			t.Error(err)
		}
		count++
	}
	if count > 0 {
		t.Errorf("%d of %d requests failed", count, workers*perWorker)
	}
}

func TestNewErrors(t *testing.T) {
	if _, err := New(filepath.Join(t.TempDir(), "nope"), Options{}); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("New(missing) error = %v, want one saying it does not exist", err)
	}
	f := filepath.Join(t.TempDir(), "file")
	os.WriteFile(f, nil, 0o644)
	if _, err := New(f, Options{}); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("New(file) error = %v, want one saying it is not a directory", err)
	}
}

// Bad input never panics.
func FuzzServe(f *testing.F) {
	for _, tt := range traversalTests {
		f.Add(tt.target, "br")
	}
	f.Add("/", "gzip;q=0.5, br;q=0.1")
	dir := newSite(f)
	h, err := New(dir, Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, target, accept string) {
		req, err := http.NewRequest("GET", "http://x"+target, nil)
		if err != nil || req.URL.Path == "" {
			return
		}
		req.Header.Set("Accept-Encoding", accept)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if strings.Contains(rec.Body.String(), "SECRET") || strings.Contains(rec.Body.String(), "[core]") {
			t.Fatalf("GET %q leaked %q", target, rec.Body)
		}
		checkSecurityHeaders(t, target, rec.Header())
	})
}

// Only the embed page may be framed: by its route and its file's name,
// compressed or not, it has the embed's policy and no X-Frame-Options;
// every other response, errors and the paths beside it included, forbids
// framing both ways.
func TestFramingPolicyByPath(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, tc := range []struct {
		target, enc string
		embed       bool
	}{
		{"/embed", "", true},
		{"/embed.html", "", true},
		{"/embed", "br", true},
		{"/embed?x=1", "gzip", true},
		{"/", "", false},
		{"/index.html", "br", false},
		{"/rfc", "", false},
		{"/app.js", "", false},
		{"/embed/", "", true},
		{"/embed.html.br", "", false}, // not served by name
		{"/embedx", "", false},
		{"/web/embed", "", false},
	} {
		var hdr []string
		if tc.enc != "" {
			hdr = append(hdr, "Accept-Encoding: "+tc.enc)
		}
		rec := do(h, "GET", tc.target, hdr...)
		want := siteheaders.Security
		if tc.embed {
			want = siteheaders.Embed
			if rec.Code != 200 {
				t.Errorf("GET %s: %d, want 200", tc.target, rec.Code)
			}
		}
		for k, v := range want {
			if got := rec.Header().Get(k); got != v {
				t.Errorf("GET %s (%s): %s = %q, want %q", tc.target, tc.enc, k, got, v)
			}
		}
		if xfo := rec.Header().Values("X-Frame-Options"); tc.embed && len(xfo) != 0 || !tc.embed && len(xfo) != 1 {
			t.Errorf("GET %s: X-Frame-Options %q", tc.target, xfo)
		}
		if csp := rec.Header().Values("Content-Security-Policy"); len(csp) != 1 {
			t.Errorf("GET %s: %d policies, want one", tc.target, len(csp))
		}
	}
}
