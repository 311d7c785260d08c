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

// TestPoliciesAgree: static/'s headers, the pages' meta policy and
// _headers say the same, in a built site, with and without a prefix.
func TestPoliciesAgree(t *testing.T) {
	exe := buildGenerator(t)
	header := directives(siteheaders.ContentSecurityPolicy)
	if _, ok := header["frame-ancestors"]; !ok {
		t.Fatal("static/'s policy has no frame-ancestors: the README says it covers framing")
	}
	for _, args := range [][]string{nil, {"-prefix", "/name"}} {
		dir, err := generateInto(t, exe, fakeWasm, args...)
		if err != nil {
			t.Fatal(err)
		}
		site := readTree(t, dir)

		// Every page carries the policy, less what a meta element cannot,
		// and the referrer policy.
		var pages []string
		for name := range site {
			if strings.HasSuffix(name, ".html") {
				pages = append(pages, name)
			}
		}
		if len(pages) < 2 {
			t.Errorf("%v: pages %q, want index.html, rfc.html and any other", args, pages)
		}
		for _, name := range pages {
			if got, want := pageReferrers(t, site[name]), []string{siteheaders.Security["Referrer-Policy"]}; !slices.Equal(got, want) {
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
			want := maps.Clone(header)
			for _, d := range metaIgnored {
				delete(want, d)
			}
			if !maps.Equal(meta, want) {
				t.Errorf("%v %s: meta policy %q; want static/'s without %v: %q", args, name, policies[0], metaIgnored, siteheaders.ContentSecurityPolicy)
			}
		}

		// _headers sends every header static/ sends, for every path.
		hf := parseHeadersFile(t, site[siteheaders.HeadersFile])
		if got := slices.Collect(maps.Keys(hf)); len(got) != 1 || got[0] != "/*" {
			t.Errorf("%v _headers: paths %q, want /* only", args, got)
		}
		if !maps.Equal(hf["/*"], siteheaders.Security) {
			t.Errorf("%v _headers: %q, want static/'s %q", args, hf["/*"], siteheaders.Security)
		}
	}
}
