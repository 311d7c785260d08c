package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// embedPage is the page at "/embed": the field with its colours, the
// verdict and the first error, and one view of the workspace if the
// address names it ("&v=railroad"), made to sit in an iframe in slides,
// course pages and blogs. It is the one page of the site other sites may
// frame (internal/siteheaders); it holds nothing to steal and no action to
// trick a reader into, and its link to the playground opens a new tab.
//
// The page that frames it may set the URL and hear each reading through
// postMessage (embed-message.go; DESIGN.md, "The embed page").
type embedPage struct {
	app.Compo

	mounted     bool
	prerendered bool
	input       string
	res         *parser.Result
	view        int    // 1 + the index in views of the view shown, or 0 for none (go-app makes the page from its zero value)
	damage      string // what is wrong with the link that opened the page, "" when nothing is (fragmentDamage)
	noStorage   bool   // the browser refuses the page storage (storageRefused), asked before the first render

	page    app.Page
	msgFn   app.Func // window's message listener: "rfc1738:set"
	clickFn app.Func // document's click listener: the link leaves the frame
}

func newEmbedPage() *embedPage { return &embedPage{} }

// OnInit asks the browser, before the first render, what the page only
// reads from then on.
func (e *embedPage) OnInit() { e.noStorage = storageRefused() }

func (e *embedPage) OnMount(ctx app.Context) {
	e.mounted = true
	e.page = ctx.Page()
	e.page.SetTitle(ui("ui.title.embed"))
	ctx.Handle(actionLoad, func(ctx app.Context, a app.Action) {
		if s, ok := a.Value.(string); ok {
			e.replace(s)
		}
	})
	if !app.IsClient {
		return
	}
	e.msgFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		url, ok := readSetMessage(args[0].Get("data"))
		if ok {
			ctx.Dispatch(func(app.Context) { e.replace(url) })
		}
		return nil
	})
	app.Window().Call("addEventListener", "message", e.msgFn)
	// go-app follows every click on a link inside the app (window.onclick)
	// and ignores target="_blank": the playground would open inside the
	// frame, where its own policy cannot stop it (no new document is
	// loaded). Stopped on the way up, the click does what the link says:
	// a new tab.
	e.clickFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		ev := args[0]
		if t := ev.Get("target"); t.Truthy() && t.Get("closest").Truthy() {
			if t.Call("closest", `a[target="_blank"]`).Truthy() {
				ev.Call("stopPropagation")
			}
		}
		return nil
	})
	app.Window().Get("document").Call("addEventListener", "click", e.clickFn)
}

func (e *embedPage) OnDismount() {
	if e.msgFn != nil {
		app.Window().Call("removeEventListener", "message", e.msgFn)
		e.msgFn.Release()
	}
	if e.clickFn != nil {
		app.Window().Get("document").Call("removeEventListener", "click", e.clickFn)
		e.clickFn.Release()
	}
	if e.page != nil {
		e.page.SetTitle(ui("ui.title"))
	}
}

// OnNav reads the input and the view from the address, as the playground
// does (#u=…&v=…), and tells the framing page what it reads.
func (e *embedPage) OnNav(ctx app.Context) {
	if !app.IsClient {
		return
	}
	hash, v := splitView(app.Window().Get("location").Get("hash").String())
	e.view = embedView(v) + 1
	input, ok := decodeFragment(hash)
	if !ok {
		input = defaultInput
	}
	e.damage = fragmentDamage(hash)
	e.setInput(input)
	e.setField(input)
	// The page shows this reading from the render that follows: only then
	// is the example's, which the page was built with, gone (web/app.css).
	ctx.Defer(func(app.Context) { startRead() })
}

// embedView returns the index in views of the view named id, or -1 when
// there is none of that name (an older build, a typo: the embed then shows
// the reading alone) or it is not one URL's reading (embeddable).
func embedView(id string) int {
	for i, v := range views {
		if v.ID == id && embeddable(id) {
			return i
		}
	}
	return -1
}

// setInput reads input and tells the framing page.
func (e *embedPage) setInput(input string) {
	e.input = input
	e.res = parse(input)
	e.prerendered = e.prerendered && !app.IsClient
	if app.IsClient {
		postReading(e.res)
	}
}

// replace is a change that did not come from typing (a posted URL): it
// goes to the field and the address too.
func (e *embedPage) replace(input string) {
	e.damage = "" // the note was about the link, not this input
	e.setInput(input)
	e.setField(input)
	e.writeFragment()
}

// setField puts input into the text field (see playground.setField).
func (e *embedPage) setField(input string) {
	if !app.IsClient {
		return
	}
	if f := app.Window().GetElementByID("url-input"); f.Truthy() && f.Get("value").String() != input {
		f.Set("value", input)
	}
}

// writeFragment keeps the input in the frame's address, so that a reload
// of the frame (or of a slide) keeps it; an input too long for an address
// leaves the address as it was.
func (e *embedPage) writeFragment() {
	if !app.IsClient || len(e.input) > fragmentLimit {
		return
	}
	defer func() { recover() }() // a throttled replaceState throws
	app.Window().Get("history").Call("replaceState", nil, "", "#"+e.fragment())
}

// fragment is the address fragment (without "#") of the input and view:
// the page's own encoding (fragment.go), base64url, never the input's text.
func (e *embedPage) fragment() string {
	f := inputParams(e.input)
	if e.view > 0 {
		f += "&" + viewKey + views[e.view-1].ID
	}
	return f + langParam()
}

func (e *embedPage) onInput(ctx app.Context, ev app.Event) {
	e.damage = "" // the note was about the link, not this input
	e.setInput(ctx.JSSrc().Get("value").String())
	e.writeFragment()
}

func (e *embedPage) Render() app.UI {
	field := app.Textarea().ID("url-input").Class("url-input").
		Rows(1).
		Spellcheck(false).
		Attr("autocomplete", "off").
		Attr("autocapitalize", "off").
		Attr("autocorrect", "off").
		Aria("label", "URL").
		Aria("invalid", e.res != nil && !e.res.Valid).
		OnInput(e.onInput)
	if e.prerendered {
		// The example, which the build writes as the field's text
		// (app/pages.go), for before app.wasm runs (a textarea has no
		// value attribute).
		field = field.DataSet("fragment", fragmentKey+encodeBase64URL(e.input))
	}
	long := ""
	if len(e.input) > layerLimit {
		long = "long"
	}
	var shown app.UI
	if e.view > 0 && e.res != nil {
		v := views[e.view-1]
		shown = app.Section().ID("view-"+v.ID).Class("panel", "view", "embed-view").
			Aria("label", ui(v.Label)).
			Body(v.Draw(viewState{Input: e.input, Res: e.res, Shown: e.res, On: true}))
	}
	// The whole page is its main landmark, under a heading a screen
	// reader's outline names it by (the frame's title is the framing
	// page's to give).
	return app.Main().ID("embed").Class("embed").
		DataSet("ready", e.mounted && e.res != nil && !e.prerendered).
		Body(
			app.H1().Class("sr-only").Text(ui("ui.embed.h")),
			div("embed-bar",
				app.Label().For("url-input").Class("url-label").Text("URL"),
				textSpan("embed-by muted", ui("ui.embed.by")),
				app.A().ID("embed-open").Class("embed-open").
					Href(pageHref("/")+"#"+e.fragment()).
					Target("_blank").
					Attr("rel", "noopener").
					Text(ui("ui.embed.open")),
			),
			app.Div().Class("field-scroll", long).Body(
				fieldForm().Body(
					&fieldLayer{IResult: e.res},
					field,
				),
			),
			app.If(e.damage != "",
				app.P().ID("state-note").Class("input-note", "notice").
					Text(ui("ui.link.damaged", e.damage)+" "+ui("ui.link.damaged-kept")),
			),
			readingWait(),
			&verdictView{IResult: e.res},
			e.renderError(),
			shown,
			noStorageNote(e.noStorage),
		)
}

// renderError is the first error, where it is and what the RFC says, or
// nothing for an input the BNF accepts.
func (e *embedPage) renderError() app.UI {
	if e.res == nil {
		return nil
	}
	d := firstErrorOf(e.res)
	if d == nil {
		return nil
	}
	msg := d.Message
	if d.RFC != "" {
		msg = ui("ui.paren", msg, readview.SectionLabel(d.RFC))
	}
	return app.P().ID("embed-error").Class("embed-error").
		DataSet("code", string(d.Code)).
		DataSet("start", d.Start).
		DataSet("end", d.End).
		Body(
			app.Strong().Text(ui("ui.embed.first-error", int(d.Start))),
			app.Text(msg),
		)
}
