package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// button is the page's ordinary button: its id, the "btn" class and its
// label. Each go-app builder call is an interface call, which costs Go's
// WebAssembly code several hundred bytes at every call site; one function
// for the four calls the page's buttons all make keeps app.wasm smaller.
func button(id, label string) app.HTMLButton {
	return app.Button().ID(id).Class("btn").Text(label)
}

// textP, textSpan and textCode are a paragraph, a span and a code element
// of one class holding text, the page's most common elements, made by one
// call for the same reason.
func textP(class, text string) app.HTMLP { return app.P().Class(class).Text(text) }

func textSpan(class, text string) app.HTMLSpan { return app.Span().Class(class).Text(text) }

func textCode(class, text string) app.HTMLCode { return app.Code().Class(class).Text(text) }

// div is a div of one class holding body.
func div(class string, body ...app.UI) app.HTMLDiv { return app.Div().Class(class).Body(body...) }
