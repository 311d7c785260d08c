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
// which static/ sends with every response (siteheaders.For: the embed page
// has its own). The build writes them twice more from it, for hosts other
// than static/:
//
//   - into every page, as <meta http-equiv="Content-Security-Policy">
//     (pages.go), for a host that sends no headers at all (GitHub Pages);
//     a meta element cannot carry frame-ancestors (nor report-uri,
//     report-to, sandbox), so on such a host nothing forbids framing and
//     the embed page's meta policy is the same as the others'; the
//     Referrer-Policy goes in as <meta name="referrer">, and
//     X-Content-Type-Options and X-Frame-Options have no meta form;
//   - into _headers at the site's root, which Netlify and Cloudflare Pages
//     read (headersFile).
//
// TestPoliciesAgree checks the three against each other.

// metaIgnored are the directives a policy delivered by a meta element
// cannot carry (CSP Level 3, section 3.3): browsers ignore them there.
var metaIgnored = []string{"frame-ancestors", "report-uri", "report-to", "sandbox"}

// metaPolicy is a Content-Security-Policy as a meta element carries it:
// every directive but metaIgnored, in the same order.
func metaPolicy(policy string) string {
	var kept []string
	for d := range strings.SplitSeq(policy, ";") {
		d = strings.TrimSpace(d)
		name, _, _ := strings.Cut(d, " ")
		if d == "" || slices.Contains(metaIgnored, strings.ToLower(name)) {
			continue
		}
		kept = append(kept, d)
	}
	return strings.Join(kept, "; ")
}

// headersFile returns the _headers file of the site in dir, served under
// prefix ("" or "/name").
//
// A request whose path matches several blocks gets the headers of all of
// them, and the hosts differ on a header named in two: Cloudflare Pages
// joins the values with a comma (two policies, both enforced: the embed
// page would stay unframable) unless the later block detaches it
// ("! Name"), a syntax Netlify does not read. So no header is named in
// two blocks that one path matches: "/*" carries the headers every
// response has alike, and the headers that differ go in blocks of their
// own, one per page and file at the site's root and one per directory
// ("/web/*"), none of which matches the embed page's paths. A path that is
// none of the site's (a host's 404) gets the "/*" headers only.
func headersFile(dir, prefix string) (string, error) {
	if prefix = strings.Trim(prefix, "/"); prefix != "" {
		prefix = "/" + prefix
	}
	common := map[string]string{}
	for k, v := range siteheaders.Security {
		if siteheaders.Embed[k] == v {
			common[k] = v
		}
	}
	var b strings.Builder
	b.WriteString("# The site's security headers, for Netlify and Cloudflare Pages.\n")
	b.WriteString("# Written by the build (app/headers.go) from internal/siteheaders,\n")
	b.WriteString("# which static/ sends; the pages carry the same Content-Security-Policy in a\n")
	b.WriteString("# meta element, less frame-ancestors, which only a header can carry.\n")
	b.WriteString("# Only " + siteheaders.EmbedPath + " may be framed. No header is named in two blocks that\n")
	b.WriteString("# match one path: hosts that merge them would join the two values.\n")
	block := func(path string, h map[string]string, only func(string) bool) {
		b.WriteString(path + "\n")
		for _, k := range slices.Sorted(maps.Keys(h)) {
			if only(k) {
				b.WriteString("  " + k + ": " + h[k] + "\n")
			}
		}
	}
	inCommon := func(k string) bool { _, ok := common[k]; return ok }
	notCommon := func(k string) bool { return !inCommon(k) }
	block(prefix+"/*", common, inCommon)

	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	var paths []string
	for _, e := range entries {
		name := e.Name()
		switch {
		case strings.HasPrefix(name, "."), name == siteheaders.HeadersFile:
		case e.IsDir():
			paths = append(paths, "/"+name+"/*")
		case name == "index.html":
			paths = append(paths, "/", "/"+name)
		case strings.HasSuffix(name, ".html"):
			// The route and the file: hosts serve "/rfc" (and some
			// "/rfc/") from rfc.html.
			route := "/" + strings.TrimSuffix(name, ".html")
			paths = append(paths, route, route+"/", "/"+name)
		default:
			paths = append(paths, "/"+name)
		}
	}
	if prefix != "" {
		paths = append(paths, "") // "/name" as well as "/name/"
	}
	slices.Sort(paths)
	for _, p := range paths {
		block(prefix+p, siteheaders.For(p), notCommon)
	}
	return b.String(), nil
}

// writeHeadersFile writes _headers into the site directory, from what is
// in it.
func writeHeadersFile(dir, prefix string) error {
	f, err := headersFile(dir, prefix)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, siteheaders.HeadersFile), []byte(f), 0o644)
}
