// Package fileserver serves a generated static site from one directory, the
// way a careful production file server does it:
//
//   - only files under the site directory, opened through an [os.Root], so no
//     path and no symbolic link reaches outside it;
//   - no dotfiles (a path with any segment starting with "."), no directory
//     listings (a directory serves its index.html or is not found), and
//     go-app's prerendered routes ("/rfc" is rfc.html);
//   - only what a browser needs: files of the site's media types, never a
//     host's configuration file (the site's _headers, for Netlify and
//     Cloudflare Pages) nor a precompressed sibling asked for by name;
//   - GET and HEAD only;
//   - precompressed siblings (name.br, name.gz) chosen by Accept-Encoding,
//     with the original Content-Type and "Vary: Accept-Encoding";
//   - strong content-hash ETags per encoded variant, conditional requests
//     and ranges through [http.ServeContent];
//   - the site's security headers (package siteheaders) on every response,
//     errors included; the embed page's own (siteheaders.For), which let
//     other sites frame it;
//   - one access log line per request.
//
// Requests whose path is malformed (NUL, backslash, an encoded slash or
// backslash, a ".." segment, encoded or not) are answered 400.
package fileserver

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// contentTypes maps the site's extensions to their media types. It is
// consulted before the mime package so the answer does not depend on the
// machine's mime.types files.
var contentTypes = map[string]string{
	".css":         "text/css; charset=utf-8",
	".gif":         "image/gif",
	".html":        "text/html; charset=utf-8",
	".ico":         "image/x-icon",
	".jpeg":        "image/jpeg",
	".jpg":         "image/jpeg",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".mjs":         "text/javascript; charset=utf-8",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".txt":         "text/plain; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".webp":        "image/webp",
	".woff2":       "font/woff2",
	".xml":         "application/xml",
}

// hostFiles are the names of files that configure a static host rather
// than make the page: the site's build writes _headers (app/headers.go),
// and a site may hold others. None is for a browser, and some say how the
// site is guarded, so none is served, at any depth, whatever a symbolic
// link calls it. Most have no media type the site serves and would be
// refused for that alone; the list says why they must be.
var hostFiles = map[string]bool{
	siteheaders.HeadersFile:    true, // Netlify, Cloudflare Pages: response headers
	"_redirects":               true, // Netlify, Cloudflare Pages: redirects
	"_routes.json":             true, // Cloudflare Pages: which paths run functions
	"netlify.toml":             true, // Netlify
	"vercel.json":              true, // Vercel
	"now.json":                 true, // Vercel, its older name
	"staticwebapp.config.json": true, // Azure Static Web Apps
	"firebase.json":            true, // Firebase Hosting
	"web.config":               true, // IIS
	"cname":                    true, // GitHub Pages: the custom domain (CNAME)
	"_config.yml":              true, // GitHub Pages' Jekyll
}

// servable reports whether the file called name (slash-separated, inside
// the site) is one the server sends: not a host's file (hostFiles,
// matched without regard to case, as a case-insensitive file system
// would), and of one of the site's media types (contentTypes). A
// precompressed sibling ("app.js.br") is sent only as the encoding of the
// file it compresses, never by its own name, which has no media type.
func servable(name string) bool {
	base := strings.ToLower(path.Base(name))
	if hostFiles[base] {
		return false
	}
	_, ok := contentTypes[path.Ext(base)]
	return ok
}

// ContentType returns the media type served for a file name.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// encodings are the precompressed variants, in order of preference when the
// client accepts several equally.
var encodings = []struct{ coding, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// hashedName matches names that carry a content hash ("app.3f2a9c1d.js"):
// those never change and may be cached for good.
var hashedName = regexp.MustCompile(`\.[0-9a-f]{8,64}\.[A-Za-z0-9]+$`)

// Options configures a Handler.
type Options struct {
	// AccessLog receives one line per request; nil disables the access log.
	AccessLog *log.Logger
}

// Handler serves the files of one directory. Create it with New.
type Handler struct {
	root  *os.Root
	real  string // the directory's absolute path, symbolic links resolved
	log   *log.Logger
	etags sync.Map // etagKey → string
}

type etagKey struct {
	name  string
	size  int64
	mtime int64
}

// New opens dir and returns a Handler serving it. It fails when dir does not
// exist or is not a directory.
func New(dir string, opts Options) (*Handler, error) {
	fi, err := os.Stat(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("site directory %q does not exist (run make build)", dir)
		}
		return nil, fmt.Errorf("site directory: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("site directory %q is not a directory", dir)
	}
	real, err := filepath.EvalSymlinks(dir)
	if err == nil {
		real, err = filepath.Abs(real)
	}
	if err != nil {
		return nil, fmt.Errorf("site directory: %w", err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("site directory: %w", err)
	}
	return &Handler{root: root, real: real, log: opts.AccessLog}, nil
}

// Close releases the directory.
func (h *Handler) Close() error { return h.root.Close() }

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	rec := &recorder{ResponseWriter: w}
	for k, v := range siteheaders.Security {
		w.Header().Set(k, v)
	}
	h.serve(rec, r)
	if h.log != nil {
		status := rec.status
		if status == 0 {
			status = http.StatusOK
		}
		enc := rec.Header().Get("Content-Encoding")
		if enc == "" {
			enc = "-"
		}
		h.log.Printf("%s %q %d %d %s %s", r.Method, r.URL.RequestURI(), status, rec.bytes,
			time.Since(start).Round(time.Microsecond), enc)
	}
}

func (h *Handler) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		plainError(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanPath(r)
	if !ok {
		plainError(w, "bad request path", http.StatusBadRequest)
		return
	}
	if hasDotSegment(name) {
		plainError(w, "not found", http.StatusNotFound)
		return
	}
	// "/index.html/" names a directory: only a directory may answer it.
	dirOnly := strings.HasSuffix(r.URL.Path, "/") && name != ""
	f, name, fi, err := h.open(name, dirOnly)
	if err != nil {
		plainError(w, "not found", http.StatusNotFound)
		return
	}
	if !servable(name) {
		f.Close()
		plainError(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()

	hdr := w.Header()
	// The page's own security headers, by the file that answers: the
	// embed page may be framed whether it is asked for as /embed or
	// /embed.html. Everything else, errors included, keeps Security.
	for k := range siteheaders.Security {
		hdr.Del(k)
	}
	for k, v := range siteheaders.For("/" + name) {
		hdr.Set(k, v)
	}
	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("Vary", "Accept-Encoding")
	if hashedName.MatchString(path.Base(name)) {
		hdr.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		hdr.Set("Cache-Control", "no-cache")
	}

	// Pick the variant.
	var have []string
	variants := map[string]*os.File{}
	for _, e := range encodings {
		vf, _, err := h.openRegular(name + e.suffix)
		if err != nil {
			continue
		}
		defer vf.Close()
		have = append(have, e.coding)
		variants[e.coding] = vf
	}
	coding := ChooseEncoding(r.Header.Values("Accept-Encoding"), have)
	body, bodyName := f, name
	if coding != "" {
		body, bodyName = variants[coding], name+"."+coding
		decoded := fi.Size()
		if fi, err = body.Stat(); err != nil {
			plainError(w, "internal error", http.StatusInternalServerError)
			return
		}
		// http.ServeContent leaves out Content-Length when there is a
		// Content-Encoding: set it (go-app's loader shows progress with
		// it), with the decoded size beside it. Ranges of an encoded
		// variant are not offered; the whole variant is sent.
		hdr.Set("Content-Encoding", coding)
		hdr.Set("Content-Length", strconv.FormatInt(fi.Size(), 10))
		hdr.Set(siteheaders.DecodedLength, strconv.FormatInt(decoded, 10))
		r = r.Clone(r.Context())
		r.Header.Del("Range")
		r.Header.Del("If-Range")
	}
	etag, err := h.etag(bodyName, fi, body)
	if err != nil {
		plainError(w, "internal error", http.StatusInternalServerError)
		return
	}
	hdr.Set("ETag", etag)
	http.ServeContent(w, r, name, fi.ModTime(), body)
}

// open resolves a cleaned, slash-free-at-start name to a regular file: the
// file itself, a directory's index.html, or for an extensionless name the
// page go-app prerendered as name.html. When dirOnly is set (the request
// path ended in a slash), an existing file that is not a directory is not
// found.
func (h *Handler) open(name string, dirOnly bool) (*os.File, string, fs.FileInfo, error) {
	if name == "" {
		name = "index.html"
	}
	fi, err := h.root.Stat(name)
	switch {
	case err == nil && dirOnly && !fi.IsDir():
		return nil, "", nil, fs.ErrNotExist
	case err == nil && fi.IsDir():
		name = path.Join(name, "index.html")
	case err != nil && errors.Is(err, fs.ErrNotExist) && path.Ext(name) == "":
		name += ".html"
	case err != nil:
		return nil, "", nil, err
	}
	f, fi, err := h.openRegular(name)
	if err != nil {
		return nil, "", nil, err
	}
	return f, name, fi, nil
}

var errNotRegular = errors.New("not a regular file")

var errDotTarget = errors.New("a symbolic link to a dotfile")

var errHostTarget = errors.New("a symbolic link to a host's file")

// openRegular opens name inside the root if it is a regular file (no
// directory, device, pipe or socket) whose real path, symbolic links
// resolved, has no dot segment.
//
// The kind is checked before the file is opened: opening a named pipe
// blocks until a writer comes, and would pin the request's thread for
// good. The open itself is non-blocking, and the kind is checked again on
// the opened file, in case the name changed in between.
func (h *Handler) openRegular(name string) (*os.File, fs.FileInfo, error) {
	fi, err := h.root.Stat(name)
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, errNotRegular
	}
	if err := h.checkRealPath(name); err != nil {
		return nil, nil, err
	}
	f, err := h.root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, err
	}
	fi, err = f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, errNotRegular
	}
	return f, fi, nil
}

// checkRealPath applies the dotfile rule to what name resolves to: a
// symbolic link in the site to ".env" is as hidden as ".env". (The root
// already keeps every link inside the site.)
func (h *Handler) checkRealPath(name string) error {
	real, err := filepath.EvalSymlinks(filepath.Join(h.real, filepath.FromSlash(name)))
	if err != nil {
		return err
	}
	rel, err := filepath.Rel(h.real, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return errDotTarget
	}
	if hasDotSegment(filepath.ToSlash(rel)) {
		return errDotTarget
	}
	if hostFiles[strings.ToLower(filepath.Base(rel))] {
		return errHostTarget
	}
	return nil
}

// etag returns the strong ETag of a file: the first 128 bits of the SHA-256
// of its bytes, remembered per name, size and modification time.
func (h *Handler) etag(name string, fi fs.FileInfo, f *os.File) (string, error) {
	key := etagKey{name, fi.Size(), fi.ModTime().UnixNano()}
	if v, ok := h.etags.Load(key); ok {
		return v.(string), nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	etag := `"` + hex.EncodeToString(sum.Sum(nil)[:16]) + `"`
	h.etags.Store(key, etag)
	return etag, nil
}

// cleanPath checks the request path and returns it cleaned and without its
// leading slash. It refuses NUL bytes, backslashes, encoded slashes and
// backslashes (which would let a "segment" hold a separator), and any ".."
// segment, whether it was written plainly or percent-encoded: browsers
// remove dot segments before sending, so only a hostile client sends one.
func cleanPath(r *http.Request) (string, bool) {
	p := r.URL.Path
	if p == "" || p[0] != '/' {
		return "", false
	}
	raw := strings.ToLower(r.URL.EscapedPath())
	if strings.Contains(raw, "%2f") || strings.Contains(raw, "%5c") || strings.Contains(raw, "%00") {
		return "", false
	}
	if strings.ContainsAny(p, "\\\x00") {
		return "", false
	}
	for seg := range strings.SplitSeq(p, "/") {
		if seg == ".." {
			return "", false
		}
	}
	return strings.TrimPrefix(path.Clean(p), "/"), true
}

// hasDotSegment reports whether any segment of name starts with a dot.
func hasDotSegment(name string) bool {
	for seg := range strings.SplitSeq(name, "/") {
		if strings.HasPrefix(seg, ".") {
			return true
		}
	}
	return false
}

// ChooseEncoding picks the content coding to send given the request's
// Accept-Encoding field values and the codings available besides identity
// (in the server's order of preference). It returns "" for identity.
//
// Codings are weighted by their q-values (RFC 9110 section 12.5.3): "*"
// stands for codings not named, q=0 excludes, and an entry with a malformed
// q is ignored. Identity is acceptable unless excluded; when the client does
// not weigh it, it ranks below every coding the client named. Of equal
// weights the server's preference wins, and a compressed variant wins over
// identity. When nothing acceptable is available the response is sent
// without a coding.
func ChooseEncoding(fields []string, available []string) string {
	if len(fields) == 0 {
		return ""
	}
	q := map[string]float64{}
	for _, field := range fields {
		for item := range strings.SplitSeq(field, ",") {
			coding, params, _ := strings.Cut(item, ";")
			coding = strings.ToLower(strings.TrimSpace(coding))
			if coding == "" {
				continue
			}
			if coding == "x-gzip" {
				coding = "gzip"
			}
			weight := 1.0
			valid := true
			for param := range strings.SplitSeq(params, ";") {
				k, v, _ := strings.Cut(strings.TrimSpace(param), "=")
				if strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
					if err != nil || f < 0 || f > 1 {
						valid = false
					}
					weight = f
				}
			}
			if !valid {
				continue
			}
			if old, ok := q[coding]; !ok || weight > old {
				q[coding] = weight
			}
		}
	}
	weight := func(coding string) (float64, bool) {
		if w, ok := q[coding]; ok {
			return w, true
		}
		if w, ok := q["*"]; ok {
			return w, true
		}
		return 0, false
	}
	best, bestQ := "", 0.0
	for _, c := range available {
		if w, _ := weight(c); w > bestQ {
			best, bestQ = c, w
		}
	}
	// Identity, when the client does not weigh it, ranks below every
	// coding the client named.
	if w, named := weight("identity"); named && w > bestQ {
		return ""
	}
	return best
}

// plainError writes a short text error. The security headers are already
// set; caching headers of a would-be success are removed.
func plainError(w http.ResponseWriter, msg string, code int) {
	h := w.Header()
	h.Del("ETag")
	h.Del("Content-Encoding")
	h.Del("Vary")
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Type", "text/plain; charset=utf-8")
	h.Set("Content-Length", strconv.Itoa(len(msg)+1))
	w.WriteHeader(code)
	io.WriteString(w, msg+"\n")
}

// recorder notes the status and body size for the access log.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (r *recorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(p)
	r.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// ServerOptions are the limits of the http.Server that NewServer returns.
// Zero fields take the defaults below.
type ServerOptions struct {
	ReadHeaderTimeout time.Duration // default 5s
	ReadTimeout       time.Duration // default 10s
	WriteTimeout      time.Duration // default 60s: app.wasm over a slow link
	IdleTimeout       time.Duration // default 60s
	MaxHeaderBytes    int           // default 16 KiB
	ErrorLog          *log.Logger   // the server's own errors; nil: log package's
}

// NewServer returns an http.Server for h with timeouts and a small header
// limit, so slow or oversized clients cannot hold connections open.
func NewServer(addr string, h http.Handler, o ServerOptions) *http.Server {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.ReadHeaderTimeout, 5*time.Second)
	def(&o.ReadTimeout, 10*time.Second)
	def(&o.WriteTimeout, 60*time.Second)
	def(&o.IdleTimeout, 60*time.Second)
	if o.MaxHeaderBytes <= 0 {
		o.MaxHeaderBytes = 16 << 10
	}
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: o.ReadHeaderTimeout,
		ReadTimeout:       o.ReadTimeout,
		WriteTimeout:      o.WriteTimeout,
		IdleTimeout:       o.IdleTimeout,
		MaxHeaderBytes:    o.MaxHeaderBytes,
		ErrorLog:          o.ErrorLog,
		// "OPTIONS *" goes to the handler, which answers 405 with the
		// security headers, like any method but GET and HEAD.
		DisableGeneralOptionsHandler: true,
	}
}
