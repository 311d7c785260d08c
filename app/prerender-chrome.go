//go:build !wasm

package main

// The playground's chrome in a language (prerender-lang.go writes one file
// per language): what web/field.js changes in the English page as built,
// found by comparing it with the same page built in the language, and the
// build's check that applying it gives that page.

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// chromeOps is what web/field.js applies to the playground as built to
// show it in a language: N, the elements of <body> (itself included),
// which the page must have for the indices to hold; the title; T, text
// nodes [element, child, text]; A, attributes [element, name, value]
// (null: removed); K, elements whose children are replaced [element,
// [trees]].
type chromeOps struct {
	N     int     `json:"n"`
	Title string  `json:"title,omitempty"`
	T     [][]any `json:"t,omitempty"`
	A     [][]any `json:"a,omitempty"`
	K     [][]any `json:"k,omitempty"`
}

// chromeDiff compares the playground as built in English (en) with the
// same page built in another language (tr).
func chromeDiff(en, tr []byte) (*chromeOps, error) {
	de, err := html.Parse(bytes.NewReader(en))
	if err != nil {
		return nil, err
	}
	dt, err := html.Parse(bytes.NewReader(tr))
	if err != nil {
		return nil, err
	}
	be, bt := findElem(de, "body"), findElem(dt, "body")
	if be == nil || bt == nil {
		return nil, fmt.Errorf("no <body>")
	}
	ops := &chromeOps{}
	if te, tt := findElem(de, "title"), findElem(dt, "title"); te != nil && tt != nil && te.FirstChild != nil && tt.FirstChild != nil && te.FirstChild.Data != tt.FirstChild.Data {
		ops.Title = tt.FirstChild.Data
	}
	n := 0
	var foreign error
	var walk func(e, t *html.Node)
	walk = func(e, t *html.Node) {
		j := n
		n++
		was := map[string]string{}
		for _, a := range e.Attr {
			was[a.Key] = a.Val
		}
		now := map[string]bool{}
		for _, a := range t.Attr {
			now[a.Key] = true
			if v, ok := was[a.Key]; !ok || v != a.Val {
				ops.A = append(ops.A, []any{j, a.Key, a.Val})
			}
		}
		for _, a := range e.Attr {
			if !now[a.Key] {
				ops.A = append(ops.A, []any{j, a.Key, nil})
			}
		}
		if !sameShape(e, t) {
			// field.js makes these with createElement: HTML's namespace.
			for d := range t.Descendants() {
				if d.Type == html.ElementNode && d.Namespace != "" && foreign == nil {
					foreign = fmt.Errorf("<%s> differs in shape around <%s %s>, which field.js cannot make", e.Data, d.Namespace, d.Data)
				}
			}
			// field.js replaces these children, also when the menu
			// switches the language before app.wasm: the field would
			// lose what was typed, its caret and its focus, and the menu
			// the focus it is chosen with.
			for d := range e.Descendants() {
				if id := attr(d, "id"); (id == "url-input" || id == "lang-select") && foreign == nil {
					foreign = fmt.Errorf("<%s> differs in shape around #%s, which field.js must keep", e.Data, id)
				}
			}
			var kids []any
			for c := t.FirstChild; c != nil; c = c.NextSibling {
				kids = append(kids, plainTree(c))
			}
			ops.K = append(ops.K, []any{j, kids})
			for d := range e.Descendants() {
				if d.Type == html.ElementNode {
					n++
				}
			}
			return
		}
		i := 0
		for ce, ct := e.FirstChild, t.FirstChild; ce != nil; ce, ct = ce.NextSibling, ct.NextSibling {
			switch {
			case ce.Type == html.TextNode && ce.Data != ct.Data:
				ops.T = append(ops.T, []any{j, i, ct.Data})
			case ce.Type == html.ElementNode:
				walk(ce, ct)
			}
			i++
		}
	}
	walk(be, bt)
	ops.N = n
	return ops, foreign
}

// findElem is the first element named tag in n's tree.
func findElem(n *html.Node, tag string) *html.Node {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.Data == tag {
			return d
		}
	}
	return nil
}

// sameShape says whether e's and t's children are nodes of the same kinds
// and elements of the same names, one for one: then only their texts and
// attributes can differ.
func sameShape(e, t *html.Node) bool {
	ce, ct := e.FirstChild, t.FirstChild
	for ; ce != nil && ct != nil; ce, ct = ce.NextSibling, ct.NextSibling {
		if ce.Type != ct.Type || ce.Type == html.ElementNode && (ce.Data != ct.Data || ce.Namespace != ct.Namespace) {
			return false
		}
	}
	return ce == nil && ct == nil
}

// plainTree is n as the plain object web/field.js builds elements from
// (the reader's form: cmd/reader): {t, a, k} for an element, {x} for a
// text; a comment is an empty text.
func plainTree(n *html.Node) map[string]any {
	if n.Type != html.ElementNode {
		if n.Type != html.TextNode {
			return map[string]any{"x": ""}
		}
		return map[string]any{"x": n.Data}
	}
	attrs := make([]string, 0, 2*len(n.Attr))
	for _, a := range n.Attr {
		attrs = append(attrs, a.Key, a.Val)
	}
	kids := []any{}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		kids = append(kids, plainTree(c))
	}
	return map[string]any{"t": n.Data, "a": attrs, "k": kids}
}

// checkChrome applies ops to the English page as web/field.js does and
// fails unless the body is then the other page's, node for node: what
// field.js shows before app.wasm is what app.wasm draws, which go-app
// adopts as it is.
func checkChrome(en, tr []byte, ops *chromeOps) error {
	de, err := html.Parse(bytes.NewReader(en))
	if err != nil {
		return err
	}
	dt, err := html.Parse(bytes.NewReader(tr))
	if err != nil {
		return err
	}
	body := findElem(de, "body")
	els := []*html.Node{body}
	for d := range body.Descendants() {
		if d.Type == html.ElementNode {
			els = append(els, d)
		}
	}
	if len(els) != ops.N {
		return fmt.Errorf("%d elements, the ops say %d", len(els), ops.N)
	}
	for _, op := range ops.T {
		c := els[op[0].(int)].FirstChild
		for i := op[1].(int); i > 0; i-- {
			c = c.NextSibling
		}
		c.Data = op[2].(string)
	}
	for _, op := range ops.A {
		n, key := els[op[0].(int)], op[1].(string)
		n.Attr = slices.DeleteFunc(n.Attr, func(a html.Attribute) bool { return a.Key == key })
		if v, ok := op[2].(string); ok {
			n.Attr = append(n.Attr, html.Attribute{Key: key, Val: v})
		}
	}
	for _, op := range ops.K {
		n := els[op[0].(int)]
		for n.FirstChild != nil {
			n.RemoveChild(n.FirstChild)
		}
		for _, k := range op[1].([]any) {
			n.AppendChild(fromPlainTree(k.(map[string]any)))
		}
	}
	var got, want bytes.Buffer
	sortAttrs := func(n *html.Node) *html.Node {
		for d := range n.Descendants() {
			slices.SortStableFunc(d.Attr, func(a, b html.Attribute) int { return strings.Compare(a.Key, b.Key) })
		}
		return n
	}
	if err := html.Render(&got, sortAttrs(body)); err != nil {
		return err
	}
	if err := html.Render(&want, sortAttrs(findElem(dt, "body"))); err != nil {
		return err
	}
	if got.String() != want.String() {
		return fmt.Errorf("the English page with its chrome applied is not the page in the language")
	}
	return nil
}

// fromPlainTree is plainTree's object as a node again.
func fromPlainTree(o map[string]any) *html.Node {
	if x, ok := o["x"].(string); ok {
		return &html.Node{Type: html.TextNode, Data: x}
	}
	n := &html.Node{Type: html.ElementNode, Data: o["t"].(string)}
	a := o["a"].([]string)
	for i := 0; i+1 < len(a); i += 2 {
		n.Attr = append(n.Attr, html.Attribute{Key: a[i], Val: a[i+1]})
	}
	for _, k := range o["k"].([]any) {
		n.AppendChild(fromPlainTree(k.(map[string]any)))
	}
	return n
}
