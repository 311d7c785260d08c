//go:build !wasm

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// fixPages post-processes the pages go-app prerendered (index.html and one
// NAME.html per other route) as HTML trees (golang.org/x/net/html: parse,
// edit, render), deterministically:
//
//   - the Content-Security-Policy goes into the page as a meta element, first
//     in the head, so that a host that sends no headers (GitHub Pages) gets
//     the policy too (metaPolicy: the one static/ sends, less what a meta
//     element cannot carry), and after it the Referrer-Policy as
//     <meta name="referrer">;
//   - every element's attributes are sorted by name: go-app prints them in Go
//     map order, different on every run;
//   - go-app's <meta property="og:url"> is removed: it holds the address of
//     the temporary server GenerateStaticWebsite renders through
//     ("http://127.0.0.1:<random port>/"), and a static site does not know
//     its own origin;
//   - the favicon is written into the page as a data: URL: Chromium fetches
//     a favicon itself, not through the service worker, so an offline reload
//     logged a failed load of the file (the policy's img-src allows data:);
//   - the viewport allows zoom: go-app writes "maximum-scale=1,
//     user-scalable=0", which stops a reader enlarging the text (WCAG 2.1,
//     1.4.4 Resize text);
//   - the loader's spinning icon, decoration beside its label, gets alt="";
//   - the field (a <textarea> with data-fragment: go-app writes a
//     textarea's text as a value attribute, which the browser ignores)
//     gets the input it was built with as its text: web/field.js, which
//     filled it before, is deferred, and the first frame would show the
//     example's reading beside an empty field;
//   - web/field.js, deferred, is put before go-app's deferred scripts
//     (wasm_exec.js, app.js), which go-app writes first: deferred scripts
//     run in the page's order, and app.js reads what field.js sets (on a
//     shared link, the reader it waits for) as soon as it runs;
//   - in the playground (#playground), the line breaks go-app writes around
//     each child of an element that holds elements and text are removed
//     (trimLayoutBreaks), so that the page as built has the text the app's
//     own page has. In the mirror under the field (#field-layer), which
//     wraps as the field does (white-space: pre-wrap), each was a line of
//     its own: until app.wasm started the parts' colours lay lines below
//     the field's text, in a field five lines high; and the verdict read
//     "(RFC 1738 §2.2 )." until the app drew it again;
//   - the playground gets, after the policy, the one inline script the
//     policy allows by its hash: the start of a shared link's reader
//     (reader-start.go);
//
// and each page is checked for inline code the policy blocks (checkCSP).
func fixPages(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	svg, err := os.ReadFile(filepath.Join(dir, "web", "icon.svg"))
	if err != nil {
		return err
	}
	icon := "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(svg)
	// reader.wasm's size, for the count of its download (reader-start.go);
	// 0, none, where the build made no reader.
	var readerSize int64
	if fi, err := os.Stat(filepath.Join(dir, "web", "reader.wasm")); err == nil {
		readerSize = fi.Size()
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		sec := siteheaders.For("/" + filepath.Base(p))
		if b, err = fixPage(b, icon, sec, readerSize); err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		if err := checkCSP(b); err != nil {
			return fmt.Errorf("%s: %v", p, err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// siteViewport is the viewport of the site's pages: go-app's without the
// limits on zoom.
const siteViewport = "width=device-width, initial-scale=1, viewport-fit=cover"

// fixPage returns one page fixed as fixPages says, with icon as the
// favicon's address, sec the page's security headers (siteheaders.For)
// and readerSize reader.wasm's size in bytes (0: not known).
func fixPage(page []byte, icon string, sec map[string]string, readerSize int64) ([]byte, error) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return nil, err
	}
	var head, field, goScript, theme *html.Node
	var playground bool
	var fields []*html.Node
	var viewports, loaders int
	var drop []*html.Node
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		for _, a := range n.Attr {
			// go-app writes attribute values with strconv.Quote: a '"'
			// or '\' in one is escaped as Go does, which HTML does not
			// read back. None of the site's values holds one; a value
			// that does would be cut here, so it fails the build.
			if strings.Contains(a.Val, `\`) {
				return nil, fmt.Errorf("<%s %s=%q>: a backslash in an attribute value, which go-app escapes as Go, not HTML, does", n.Data, a.Key, a.Val)
			}
		}
		switch {
		case n.DataAtom == atom.Head && head == nil:
			head = n
		case n.DataAtom == atom.Meta && attr(n, "property") == "og:url":
			drop = append(drop, n)
		case n.DataAtom == atom.Meta && attr(n, "name") == "viewport":
			setAttr(n, "content", siteViewport)
			viewports++
		case n.DataAtom == atom.Link && attr(n, "rel") == "icon" && strings.HasSuffix(attr(n, "href"), "/web/icon.svg"):
			setAttr(n, "href", icon)
			n.Attr = slices.DeleteFunc(n.Attr, func(a html.Attribute) bool { return a.Key == "type" })
		case n.DataAtom == atom.Textarea && attr(n, "data-fragment") != "":
			fields = append(fields, n)
		case n.DataAtom == atom.Script && strings.HasSuffix(attr(n, "src"), "/web/field.js"):
			field = n
		case n.DataAtom == atom.Script && strings.HasSuffix(attr(n, "src"), "/web/theme.js"):
			theme = n
		case attr(n, "id") == "playground":
			playground = true
		case n.DataAtom == atom.Script && strings.HasSuffix(attr(n, "src"), "/wasm_exec.js") && goScript == nil:
			goScript = n
		case n.DataAtom == atom.Img && attr(n, "id") == "app-wasm-loader-icon":
			setAttr(n, "alt", "")
			loaders++
		}
	}
	if head == nil {
		return nil, fmt.Errorf("no <head>")
	}
	if viewports != 1 {
		return nil, fmt.Errorf("%d viewport meta elements, want go-app's one", viewports)
	}
	if loaders != 1 {
		return nil, fmt.Errorf("%d go-app loader icons, want one to give an alt text", loaders)
	}
	if field == nil || goScript == nil {
		return nil, fmt.Errorf("no web/field.js or no go-app's wasm_exec.js in the head")
	}
	if !slices.ContainsFunc(field.Attr, func(a html.Attribute) bool { return a.Key == "defer" }) {
		return nil, fmt.Errorf("web/field.js is not deferred: the first paint would wait for it")
	}
	moveBefore(field, goScript)
	for _, f := range fields {
		input, ok := decodeFragment(attr(f, "data-fragment"))
		if !ok {
			return nil, fmt.Errorf("<textarea data-fragment=%q>: no input in it", attr(f, "data-fragment"))
		}
		if f.FirstChild != nil {
			return nil, fmt.Errorf("<textarea data-fragment=%q> has a text already", attr(f, "data-fragment"))
		}
		f.AppendChild(&html.Node{Type: html.TextNode, Data: input})
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && attr(n, "id") == "playground" {
			trimLayoutBreaks(n)
			break
		}
	}
	for _, n := range drop {
		removeWithBreak(n)
	}
	// The policy applies to what follows it: first in the head, after the
	// charset, which must stay within the first 1024 bytes.
	meta := &html.Node{Type: html.ElementNode, Data: "meta", DataAtom: atom.Meta, Attr: []html.Attribute{
		{Key: "content", Val: metaPolicy(sec["Content-Security-Policy"])},
		{Key: "http-equiv", Val: "Content-Security-Policy"},
	}}
	at := head.FirstChild
	for c := head.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Meta && attr(c, "charset") != "" {
			at = c.NextSibling
			break
		}
	}
	head.InsertBefore(meta, at)
	head.InsertBefore(&html.Node{Type: html.TextNode, Data: "\n"}, meta)
	// The referrer policy has a meta form too (HTML's name="referrer").
	referrer := &html.Node{Type: html.ElementNode, Data: "meta", DataAtom: atom.Meta, Attr: []html.Attribute{
		{Key: "content", Val: sec["Referrer-Policy"]},
		{Key: "name", Val: "referrer"},
	}}
	head.InsertBefore(referrer, meta.NextSibling)
	head.InsertBefore(&html.Node{Type: html.TextNode, Data: "\n"}, referrer)
	// The playground starts a shared link's reader as soon as its head is
	// read, before the style sheets (reader-start.go): right after the
	// policy that allows the script by its hash.
	if playground {
		if theme == nil {
			return nil, fmt.Errorf("the playground has no web/theme.js, beside which the reader is")
		}
		start := &html.Node{Type: html.ElementNode, Data: "script", DataAtom: atom.Script, Attr: []html.Attribute{
			{Key: "data-reader", Val: strings.TrimSuffix(attr(theme, "src"), "theme.js") + "reader.js"},
		}}
		if readerSize > 0 {
			start.Attr = append(start.Attr, html.Attribute{Key: "data-reader-size", Val: strconv.FormatInt(readerSize, 10)})
		}
		start.AppendChild(&html.Node{Type: html.TextNode, Data: readerStartJS})
		head.InsertBefore(start, referrer.NextSibling)
		head.InsertBefore(&html.Node{Type: html.TextNode, Data: "\n"}, start)
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode {
			slices.SortStableFunc(n.Attr, func(a, b html.Attribute) int { return strings.Compare(a.Key, b.Key) })
		}
	}
	var out bytes.Buffer
	if err := html.Render(&out, doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// removeWithBreak removes n, and the line break go-app wrote after it.
func removeWithBreak(n *html.Node) {
	if s := n.NextSibling; s != nil && s.Type == html.TextNode && strings.TrimSpace(s.Data) == "" {
		n.Parent.RemoveChild(s)
	}
	n.Parent.RemoveChild(n)
}

// moveBefore moves n, and the line break go-app wrote after it, to just
// before at.
func moveBefore(n, at *html.Node) {
	removeWithBreak(n)
	at.Parent.InsertBefore(n, at)
	at.Parent.InsertBefore(&html.Node{Type: html.TextNode, Data: "\n"}, at)
}

// trimLayoutBreaks takes out of root's text what go-app wrote to lay its
// HTML out: it writes an element's children each on a line of its own,
// unless the element holds text only, so a text beside an element is "\n"
// + the text + "\n", and "\n" alone between two elements. It trims those
// line breaks and removes the text nodes left empty. Text inside <pre> and
// <textarea> is left as it is.
func trimLayoutBreaks(root *html.Node) {
	var empty []*html.Node
	for n := range root.Descendants() {
		if n.Type != html.TextNode || !besideElement(n) || inVerbatim(n) {
			continue
		}
		n.Data = strings.TrimSuffix(strings.TrimPrefix(n.Data, "\n"), "\n")
		if n.Data == "" {
			empty = append(empty, n) // removed after the walk, which they are part of
		}
	}
	for _, n := range empty {
		n.Parent.RemoveChild(n)
	}
}

// besideElement reports whether the text node n has an element sibling.
func besideElement(n *html.Node) bool {
	for s := n.Parent.FirstChild; s != nil; s = s.NextSibling {
		if s.Type == html.ElementNode {
			return true
		}
	}
	return false
}

// inVerbatim reports whether n is inside a <pre> or a <textarea>.
func inVerbatim(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Pre || p.DataAtom == atom.Textarea {
			return true
		}
	}
	return false
}

// attr returns the value of n's attribute key, or "".
func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val
		}
	}
	return ""
}

// setAttr sets n's attribute key to val, adding it if n has none.
func setAttr(n *html.Node, key, val string) {
	for i, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			n.Attr[i].Val = val
			return
		}
	}
	n.Attr = append(n.Attr, html.Attribute{Key: key, Val: val})
}

// checkCSP reports markup in a page that the site's Content-Security-Policy
// blocks, which would need 'unsafe-inline': inline script (but a script
// whose hash the policy lists), a <style>
// element, a style attribute, an inline event handler, a javascript: URL.
// go-app v9.8.0 loads its scripts from files and writes no style attribute
// of its own; a page component that adds one fails the build here instead
// of failing silently in the browser.
func checkCSP(page []byte) error {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return err
	}
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		what := ""
		switch {
		case n.DataAtom == atom.Script && n.FirstChild != nil && strings.TrimSpace(n.FirstChild.Data) != "" &&
			!strings.Contains(siteheaders.ContentSecurityPolicy, scriptHash(n.FirstChild.Data)):
			what = "an inline <script> whose hash the policy does not list"
		case n.DataAtom == atom.Style:
			what = "a <style> element"
		}
		for _, a := range n.Attr {
			switch k := strings.ToLower(a.Key); {
			case what != "":
			case k == "style":
				what = "a style attribute"
			case strings.HasPrefix(k, "on"):
				what = "an inline event handler attribute"
			case (k == "href" || k == "src" || k == "action") &&
				strings.HasPrefix(strings.ToLower(strings.TrimSpace(a.Val)), "javascript:"):
				what = "a javascript: URL"
			}
		}
		if what != "" {
			var b strings.Builder
			html.Render(&b, n)
			return fmt.Errorf("%s, which the Content-Security-Policy blocks: %.80q", what, b.String())
		}
	}
	return nil
}

// scriptHash is the source expression that allows an inline script whose
// text is text: "'sha256-" and the base64 of the text's SHA-256, "'".
func scriptHash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}
