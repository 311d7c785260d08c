//go:build js && wasm

// Command reader is the page's first reader of a shared link: a small
// WebAssembly program (web/reader.wasm, built by make site) that
// web/reader.js runs in a Web Worker. On a slow link app.wasm, the page's
// program, takes many seconds to arrive; the reader, the parser and the
// drawing of the verdict and the diagnostics alone, arrives first and
// reads the link's text, and web/field.js puts its reading in the page
// until the page's program mounts and takes the nodes over.
//
// It reads with the page's parser (package parser) and draws with the
// page's drawing (internal/readview): the page converts the same tree to
// go-app's elements, so the two readings cannot differ.
//
// The worker calls rfc1738Read(input, root), which returns the verdict's
// and the diagnostics list's trees as plain objects: {t: tag, a: [name,
// value, ...], k: [children]} for an element, {x: text} for a text node.
// (syscall/js makes them, not encoding/json: the reader's bytes are a
// class's wait.)
//
// In another language than English the worker first calls
// rfc1738Lang(pairs), the page's catalog as a flat array (ID, template,
// ID, template, ...): parser.Translate takes it, as app.wasm's does at its
// start (app/fragment-lang.go), so that the statements and readview's
// interface strings are said in the page's language and the reading is
// the one app.wasm draws in it. A flat array of strings rather than the
// catalog's object or its JSON: reading it costs no decoder and no walk
// of an object's keys.
package main

import (
	"syscall/js"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// traceLimit is the page's (app/state.go): up to it the page reads with
// the derivation trace, which does not change the verdict or the
// diagnostics; read the same way, they are the page's to the byte.
const traceLimit = 64 << 10

func main() {
	js.Global().Set("rfc1738Lang", js.FuncOf(func(_ js.Value, args []js.Value) any {
		pairs := args[0]
		m := make(map[string]string, pairs.Length()/2)
		for i := 0; i+1 < pairs.Length(); i += 2 {
			m[pairs.Index(i).String()] = pairs.Index(i + 1).String()
		}
		parser.Translate(m)
		return nil
	}))
	js.Global().Set("rfc1738Read", js.FuncOf(func(_ js.Value, args []js.Value) any {
		input, root := args[0].String(), args[1].String()
		mode := parser.Trace
		if len(input) > traceLimit {
			mode = 0
		}
		res := parser.Parse(input, mode)
		out := js.Global().Get("Object").New()
		out.Set("length", len(res.Input))
		out.Set("verdict", tree(readview.Verdict(res, 0, root)))
		out.Set("diagnostics", tree(readview.Diagnostics(res, root)))
		return out
	}))
	select {}
}

// tree is n as a plain object.
func tree(n *readview.Node) js.Value {
	o := js.Global().Get("Object").New()
	if n.Tag == "" {
		o.Set("x", n.Text)
		return o
	}
	o.Set("t", n.Tag)
	attrs := make([]any, 0, 2*len(n.Attrs))
	for _, a := range n.Attrs {
		attrs = append(attrs, a.Name, a.Value)
	}
	o.Set("a", attrs)
	kids := make([]any, len(n.Kids))
	for i, k := range n.Kids {
		kids[i] = tree(k)
	}
	o.Set("k", kids)
	return o
}
