//go:build !wasm

package main

import (
	"bufio"
	"bytes"
	"maps"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// directives splits a policy into its directives, each with its name
// lower-cased and its sources as written.
func directives(policy string) map[string]string {
	m := map[string]string{}
	for d := range strings.SplitSeq(policy, ";") {
		name, sources, _ := strings.Cut(strings.TrimSpace(d), " ")
		if name != "" {
			m[strings.ToLower(name)] = strings.Join(strings.Fields(sources), " ")
		}
	}
	return m
}

// pagePolicies returns the content of every
// <meta http-equiv="Content-Security-Policy"> in a page, and whether each
// comes before the page's first script and stylesheet.
func pagePolicies(t *testing.T, page []byte) (policies []string, first bool) {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	first = true
	loaded := false
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch {
		case n.DataAtom == atom.Meta && strings.EqualFold(attr(n, "http-equiv"), "Content-Security-Policy"):
			policies = append(policies, attr(n, "content"))
			first = first && !loaded
		case n.DataAtom == atom.Script, n.DataAtom == atom.Link && attr(n, "rel") == "stylesheet":
			loaded = true
		}
	}
	return policies, first
}

// pageReferrers returns the content of every <meta name="referrer"> in a
// page.
func pageReferrers(t *testing.T, page []byte) []string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var r []string
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Meta && strings.EqualFold(attr(n, "name"), "referrer") {
			r = append(r, attr(n, "content"))
		}
	}
	return r
}

// parseHeadersFile reads a _headers file: path lines, each followed by
// indented "Name: value" lines.
func parseHeadersFile(t *testing.T, b []byte) map[string]map[string]string {
	t.Helper()
	paths := map[string]map[string]string{}
	var cur map[string]string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "", strings.HasPrefix(line, "#"):
		case line[0] != ' ' && line[0] != '\t':
			cur = map[string]string{}
			paths[line] = cur
		case cur == nil:
			t.Fatalf("_headers: a header before any path: %q", line)
		default:
			k, v, ok := strings.Cut(strings.TrimSpace(line), ":")
			if !ok {
				t.Fatalf("_headers: not a header: %q", line)
			}
			cur[k] = strings.TrimSpace(v)
		}
	}
	return paths
}

// headersFor returns the headers _headers gives a request path, as the
// hosts read it: every block whose path matches (exactly, or "/x/*" as a
// prefix), all their headers together. A header named by two blocks that
// match is an error: the hosts differ on what it then sends.
func headersFor(t *testing.T, hf map[string]map[string]string, path string) map[string]string {
	t.Helper()
	got := map[string]string{}
	from := map[string]string{}
	for block, h := range hf {
		match := block == path
		if pre, ok := strings.CutSuffix(block, "*"); ok {
			match = strings.HasPrefix(path, pre)
		}
		if !match {
			continue
		}
		for k, v := range h {
			if other, ok := from[k]; ok {
				t.Errorf("_headers: %s gets %s from both %s and %s", path, k, other, block)
			}
			from[k] = block
			got[k] = v
		}
	}
	return got
}

// TestPoliciesAgree: static/'s headers (siteheaders.For), the pages' meta
// policy and _headers say the same of every page and file, in a built
// site, with and without a prefix; only the embed page may be framed.
func TestPoliciesAgree(t *testing.T) {
	exe := buildGenerator(t)
	for _, policy := range []string{siteheaders.ContentSecurityPolicy, siteheaders.EmbedContentSecurityPolicy} {
		if _, ok := directives(policy)["frame-ancestors"]; !ok {
			t.Fatalf("policy %q has no frame-ancestors", policy)
		}
	}
	for _, args := range [][]string{nil, {"-prefix", "/name"}} {
		prefix := ""
		if args != nil {
			prefix = args[1]
		}
		dir, err := generateInto(t, exe, fakeWasm, args...)
		if err != nil {
			t.Fatal(err)
		}
		site := readTree(t, dir)
		hf := parseHeadersFile(t, site[siteheaders.HeadersFile])

		// Every page carries its policy, less what a meta element cannot,
		// and the referrer policy.
		var pages []string
		for name := range site {
			if strings.HasSuffix(name, ".html") {
				pages = append(pages, name)
			}
		}
		if !slices.Contains(pages, "embed.html") || !slices.Contains(pages, "index.html") || !slices.Contains(pages, "rfc.html") {
			t.Errorf("%v: pages %q, want index.html, rfc.html, embed.html", args, pages)
		}
		for _, name := range pages {
			sec := siteheaders.For("/" + name)
			if got, want := pageReferrers(t, site[name]), []string{sec["Referrer-Policy"]}; !slices.Equal(got, want) {
				t.Errorf("%v %s: meta referrer policies %q, want static/'s %q", args, name, got, want)
			}
			policies, first := pagePolicies(t, site[name])
			if len(policies) != 1 {
				t.Errorf("%v %s: %d meta policies, want 1", args, name, len(policies))
				continue
			}
			if !first {
				t.Errorf("%v %s: the meta policy comes after a script or stylesheet, which it would not cover", args, name)
			}
			meta := directives(policies[0])
			want := directives(sec["Content-Security-Policy"])
			for _, d := range metaIgnored {
				delete(want, d)
			}
			if !maps.Equal(meta, want) {
				t.Errorf("%v %s: meta policy %q; want static/'s without %v: %q", args, name, policies[0], metaIgnored, sec["Content-Security-Policy"])
			}
		}

		// _headers gives each path of the site what static/ sends for it.
		var paths []string
		for name := range site {
			if name == siteheaders.HeadersFile {
				continue
			}
			paths = append(paths, "/"+name)
			if base, ok := strings.CutSuffix(name, ".html"); ok {
				if base == "index" {
					paths = append(paths, "/")
				} else {
					paths = append(paths, "/"+base, "/"+base+"/")
				}
			}
		}
		for _, p := range paths {
			if got, want := headersFor(t, hf, prefix+p), siteheaders.For(p); !maps.Equal(got, want) {
				t.Errorf("%v _headers gives %s%s %q, want static/'s %q", args, prefix, p, got, want)
			}
		}
		// Only the embed page may be framed.
		for _, p := range paths {
			h := headersFor(t, hf, prefix+p)
			framable := directives(h["Content-Security-Policy"])["frame-ancestors"] != "'none'" || h["X-Frame-Options"] != "DENY"
			if framable != (p == siteheaders.EmbedPath || p == "/embed/" || p == "/embed.html") {
				t.Errorf("%v %s%s: may be framed: %v (%q)", args, prefix, p, framable, h)
			}
		}
		// A path that is none of the site's (a host's 404 page) gets the
		// headers common to all.
		if got := headersFor(t, hf, prefix+"/no-such-page"); got["X-Content-Type-Options"] != "nosniff" || got["Content-Security-Policy"] != "" {
			t.Errorf("%v _headers gives a path outside the site %q", args, got)
		}
	}
}
