//go:build unix

package fileserver

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// Requests a naive file server mishandles: a named pipe (opening it blocks),
// a symbolic link to a dotfile, "OPTIONS *" and a file path with a
// trailing slash.

// A named pipe in the site is not found, at once: the server never opens
// it (opening a pipe blocks until a writer comes).
func TestPipeNotOpened(t *testing.T) {
	dir := newSite(t)
	for _, name := range []string{"pipe.html", "web/app.css.br"} {
		if err := syscall.Mkfifo(filepath.Join(dir, filepath.FromSlash(name)), 0o644); err != nil {
			if name == "pipe.html" {
				t.Skipf("mkfifo: %v", err)
			}
			os.Remove(filepath.Join(dir, filepath.FromSlash(name)))
			if err := syscall.Mkfifo(filepath.Join(dir, filepath.FromSlash(name)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.Symlink("pipe.html", filepath.Join(dir, "to-pipe.html")); err != nil {
		t.Fatal(err)
	}
	h := newHandler(t, dir, Options{})
	addr := newListener(t, h, ServerOptions{})
	for _, target := range []string{"/pipe.html", "/pipe", "/to-pipe.html"} {
		start := time.Now()
		res, _ := rawGet(t, addr, "GET", target)
		if d := time.Since(start); res.StatusCode != 404 || d > time.Second {
			t.Errorf("GET %s = %d in %v, want 404 within a second", target, res.StatusCode, d)
		}
	}
	// A pipe where a precompressed variant would be: the file itself, or
	// the other variant, is sent.
	start := time.Now()
	res, body := rawGet(t, addr, "GET", "/web/app.css", "Accept-Encoding: br")
	if d := time.Since(start); res.StatusCode != 200 || d > time.Second || res.Header.Get("Content-Encoding") == "br" {
		t.Errorf("GET /web/app.css (br a pipe) = %d %q %q in %v, want 200 without br within a second", res.StatusCode, res.Header.Get("Content-Encoding"), body, d)
	}
}

// The dotfile rule holds for what a symbolic link resolves to.
func TestSymlinkToDotfile(t *testing.T) {
	dir := newSite(t)
	for link, target := range map[string]string{
		"env.txt":      ".env",
		"web/h.txt":    ".hidden",
		"git":          ".git",
		"web/conf.txt": "../.git/config",
	} {
		if err := os.Symlink(target, filepath.Join(dir, filepath.FromSlash(link))); err != nil {
			t.Skipf("symlinks unsupported: %v", err)
		}
	}
	h := newHandler(t, dir, Options{})
	for _, target := range []string{"/env.txt", "/web/h.txt", "/git/config", "/web/conf.txt"} {
		rec := do(h, "GET", target)
		if b := rec.Body.String(); rec.Code != 404 || strings.Contains(b, "SECRET") || strings.Contains(b, "core") || strings.Contains(b, "hidden") {
			t.Errorf("GET %s = %d %q, want 404", target, rec.Code, b)
		}
	}
}

// The site directory may itself be reached through a link, or be named
// relatively: its files are served all the same.
func TestSiteThroughSymlink(t *testing.T) {
	dir := newSite(t)
	link := filepath.Join(t.TempDir(), "site-link")
	if err := os.Symlink(dir, link); err != nil {
		t.Skipf("symlinks unsupported: %v", err)
	}
	h := newHandler(t, link, Options{})
	if rec := do(h, "GET", "/index.html"); rec.Code != 200 || rec.Body.String() != siteFiles["index.html"] {
		t.Errorf("GET /index.html through a linked site = %d %q", rec.Code, rec.Body)
	}
}

// "OPTIONS *" is answered 405 with the security headers, not by net/http's
// general OPTIONS handler.
func TestOptionsStar(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	addr := newListener(t, h, ServerOptions{})
	res, _ := rawGet(t, addr, "OPTIONS", "*")
	if res.StatusCode != 405 {
		t.Errorf("OPTIONS * = %d, want 405", res.StatusCode)
	}
	if got := res.Header.Get("Allow"); got != "GET, HEAD" {
		t.Errorf("OPTIONS * Allow = %q, want GET, HEAD", got)
	}
	for k, v := range siteheaders.Security {
		if got := res.Header.Get(k); got != v {
			t.Errorf("OPTIONS * %s = %q, want %q", k, got, v)
		}
	}
}

// A file's path with a trailing slash names a directory there is not.
func TestTrailingSlashOnFile(t *testing.T) {
	h := newHandler(t, newSite(t), Options{})
	for _, target := range []string{"/index.html/", "/web/app.css/", "/sub/page.html/", "/rfc.html/"} {
		if rec := do(h, "GET", target); rec.Code != 404 {
			t.Errorf("GET %s = %d, want 404", target, rec.Code)
		}
	}
	for _, target := range []string{"/", "/sub/", "/rfc/"} {
		if rec := do(h, "GET", target); rec.Code != 200 {
			t.Errorf("GET %s = %d, want 200", target, rec.Code)
		}
	}
}
