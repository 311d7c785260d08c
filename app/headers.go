//go:build !wasm

package main

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// The site's security headers have one source, internal/siteheaders,
// which static/ sends with every response. The build writes them twice
// more from it, for hosts other than static/:
//
//   - into every page, as <meta http-equiv="Content-Security-Policy">
//     (pages.go), for a host that sends no headers at all (GitHub Pages);
//     a meta element cannot carry frame-ancestors (nor report-uri,
//     report-to, sandbox); the Referrer-Policy goes in as
//     <meta name="referrer">, and X-Content-Type-Options has no meta form;
//   - into _headers at the site's root, which Netlify and Cloudflare Pages
//     read: every header, for every path.
//
// TestPoliciesAgree checks the three against each other.

// metaIgnored are the directives a policy delivered by a meta element
// cannot carry (CSP Level 3, section 3.3): browsers ignore them there.
var metaIgnored = []string{"frame-ancestors", "report-uri", "report-to", "sandbox"}

// metaPolicy is the site's Content-Security-Policy as a meta element
// carries it: every directive but metaIgnored, in the same order.
func metaPolicy() string {
	var kept []string
	for d := range strings.SplitSeq(siteheaders.ContentSecurityPolicy, ";") {
		d = strings.TrimSpace(d)
		name, _, _ := strings.Cut(d, " ")
		if d == "" || slices.Contains(metaIgnored, strings.ToLower(name)) {
			continue
		}
		kept = append(kept, d)
	}
	return strings.Join(kept, "; ")
}

// headersFile returns the _headers file: the security headers, sorted by
// name, for every path of the site.
func headersFile() string {
	var b strings.Builder
	b.WriteString("# The site's security headers, for Netlify and Cloudflare Pages.\n")
	b.WriteString("# Written by the build (app/headers.go) from internal/siteheaders,\n")
	b.WriteString("# which static/ sends; the pages carry the same Content-Security-Policy in a\n")
	b.WriteString("# meta element, less frame-ancestors, which only a header can carry.\n")
	b.WriteString("/*\n")
	for _, k := range slices.Sorted(maps.Keys(siteheaders.Security)) {
		b.WriteString("  " + k + ": " + siteheaders.Security[k] + "\n")
	}
	return b.String()
}

// writeHeadersFile writes _headers into the site directory.
func writeHeadersFile(dir string) error {
	return os.WriteFile(filepath.Join(dir, siteheaders.HeadersFile), []byte(headersFile()), 0o644)
}
