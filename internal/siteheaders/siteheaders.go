// Package siteheaders holds the response headers that both the server
// (static/) and the site generator (app/, run natively) write, so that the
// two cannot disagree: the security headers, which static/ sends with
// every response and the generator writes into every page (a meta
// element) and into the _headers file for hosts that read one; and the
// header that carries a precompressed file's decoded size, which static/
// sends and go-app's loader, as the generator configures it, and the
// reader's worker read.
//
// One page may be framed by other sites, the embed page (EmbedPath): its
// policy differs from the rest of the site's in frame-ancestors alone, and
// it is sent without X-Frame-Options. Every other response forbids framing
// both ways.
//
// It imports nothing, so that neither program imports the other.
package siteheaders

// ReaderStartHash allows the site's one inline script, by the SHA-256 of
// its text: the playground's head starts a shared link's reader with it,
// before the style sheets and scripts it would otherwise wait for
// (app/reader-start.go says why). A change to that text changes the hash:
// the generator refuses a page whose inline script the policy does not
// allow, and a test compares the two.
const ReaderStartHash = "'sha256-tzaUY66WZLsPFU8qbQfKgOsViCV2Y3+HlpxTXxFJAhE='"

// policy is the site's policy less frame-ancestors. The site needs no
// inline style, and no inline script but the one its hash allows;
// 'wasm-unsafe-eval' lets the page compile app.wasm.
const policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' " + ReaderStartHash + "; " +
	"style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'"

// ContentSecurityPolicy is the policy of every response but the embed
// page's: no page of another origin, nor of this one, may frame it
// (clickjacking: a framed playground could be overlaid and its buttons
// clicked through).
const ContentSecurityPolicy = policy + "; frame-ancestors 'none'"

// EmbedContentSecurityPolicy is the embed page's policy: any page may
// frame it (slides, course pages and blogs live on origins nobody can
// list). "*" matches every http, https (and ws, wss) origin, not opaque
// ones such as a sandboxed iframe without allow-same-origin or a file:
// page in some browsers. Framing is safe there because the embed page
// holds nothing to steal and no action to trick a reader into: it reads
// the URL typed or posted to it, shows the reading, and links to the
// playground in a new tab.
const EmbedContentSecurityPolicy = policy + "; frame-ancestors *"

// EmbedPath is the address of the page made to be framed, under the
// site's prefix. Its file is EmbedPath + ".html".
const EmbedPath = "/embed"

// Security are the security headers, sent with every response whatever its
// status, but the embed page's (Embed). X-Frame-Options says again what
// frame-ancestors says, for browsers that predate CSP Level 2.
var Security = map[string]string{
	"Content-Security-Policy": ContentSecurityPolicy,
	"X-Content-Type-Options":  "nosniff",
	"Referrer-Policy":         "no-referrer",
	"X-Frame-Options":         "DENY",
}

// Embed are the security headers of the embed page: Security with its own
// policy and without X-Frame-Options, which has no value that allows every
// origin ("ALLOW-FROM" is obsolete and ignored by current browsers): a
// browser that reads X-Frame-Options but not frame-ancestors would refuse
// the frame. (Browsers that read both ignore X-Frame-Options when the
// policy has frame-ancestors; leaving it out keeps the two from saying
// different things.)
var Embed = map[string]string{
	"Content-Security-Policy": EmbedContentSecurityPolicy,
	"X-Content-Type-Options":  "nosniff",
	"Referrer-Policy":         "no-referrer",
}

// Framable reports whether the page at path (the site-relative URL path,
// without the site's prefix) may be framed: the embed page, by its route
// (with or without a final slash, which static/ and some hosts serve
// alike) or by its file's name.
func Framable(path string) bool {
	return path == EmbedPath || path == EmbedPath+"/" || path == EmbedPath+".html"
}

// For returns the security headers of the response at path (as
// Framable reads it). The map is shared: do not modify it.
func For(path string) map[string]string {
	if Framable(path) {
		return Embed
	}
	return Security
}

// DecodedLength carries, on a response with a Content-Encoding, the size
// of the decoded body. go-app's loader reads it (Handler.
// WasmContentLengthHeader) to show the progress of app.wasm, whose
// Content-Length is the compressed size, and web/reader.js reads it for
// reader.wasm's when it asks for the file itself.
const DecodedLength = "X-Decoded-Content-Length"

// HeadersFile is the file, at the root of the published directory, from
// which Netlify and Cloudflare Pages read their response headers. The
// generator writes the security headers into it; it is for the host, and
// static/ does not serve it.
const HeadersFile = "_headers"
