// Package siteheaders holds the response headers that both the server
// (static/) and the site generator (app/, run natively) write, so that the
// two cannot disagree: the security headers, which static/ sends with
// every response and the generator writes into every page (a meta
// element) and into the _headers file for hosts that read one; and the
// header that carries a precompressed file's decoded size, which static/
// sends and go-app's loader, as the generator configures it, reads.
//
// It imports nothing, so that neither program imports the other.
package siteheaders

// ContentSecurityPolicy is the site's policy. The site needs no inline
// script or style; 'wasm-unsafe-eval' lets the page compile app.wasm.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; " +
	"frame-ancestors 'none'"

// Security are the security headers, sent with every response whatever its
// status.
var Security = map[string]string{
	"Content-Security-Policy": ContentSecurityPolicy,
	"X-Content-Type-Options":  "nosniff",
	"Referrer-Policy":         "no-referrer",
}

// DecodedLength carries, on a response with a Content-Encoding, the size
// of the decoded body. go-app's loader reads it (Handler.
// WasmContentLengthHeader) to show the progress of app.wasm, whose
// Content-Length is the compressed size.
const DecodedLength = "X-Decoded-Content-Length"

// HeadersFile is the file, at the root of the published directory, from
// which Netlify and Cloudflare Pages read their response headers. The
// generator writes the security headers into it; it is for the host, and
// static/ does not serve it.
const HeadersFile = "_headers"
