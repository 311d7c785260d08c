package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// defaultInput is shown when the address holds no input: a URL a student
// might write today, with the lesson 1994 teaches about it.
const defaultInput = "http://www.cs.example.edu/~student/notes.html?q=rfc+1738"

// playground is the page at "/": a URL field, and everything RFC 1738 says
// about what is typed in it. It owns the state (the input and its parse, the
// lit span, the selected rule); its children only show it.
type playground struct {
	app.Compo

	mounted      bool
	prerendered  bool   // built at build time (OnPreRender): never ready
	navigated    bool   // OnNav has run
	slice        int    // how much of the page the start has built (start.go)
	builtViews   uint64 // the views drawn at least once, by index (start.go)
	input        string
	res          *parser.Result // the parse of input: the highlight and the verdict show it
	shown        *parser.Result // what the slower views show: res, or a moment behind it
	lagSeq       int            // counts inputs, so that only the last schedules shown
	keepSeq      int            // counts fragment writes pending
	lit          span
	point        span       // what the inspector shows when the pointer is over a span (not over the inspector)
	caret        int        // the character the caret inspects: the one before it (or the selection's first), a byte offset of input
	view         int        // the index in views of the tab shown
	big          bool       // projector mode (projector.go)
	live         livePanels // the components a keystroke redraws by itself (keystroke.go)
	insp         inspector  // what the inspector shows: behind the input while typing, as the slower views
	hist         history
	fixed        *fixReport      // what the last Fix all changed, until the next change
	rule         string          // the rule whose definition the grammar panel shows
	status       string          // the last copy's outcome, announced politely
	kept         bool            // the address fragment holds the input
	keeping      bool            // a keep is pending: the address is behind the input
	typing       bool            // keys were typed since the hidden views last caught up (hidden-views.go)
	hiddenSeq    int             // counts keystrokes, for the pause before the hidden views catch up
	drawn        []viewState     // what each view last drew
	behind       keptPanels      // what the panels out of view last drew (in-view.go)
	seen         map[string]bool // whether each panel is in view, by name, once the observer said
	viewFn       app.Func        // the IntersectionObserver's callback
	viewObserver app.Value       // the IntersectionObserver of the panels

	// announce is the verdict as screen readers hear it: the same
	// sentence as #verdict, written once typing pauses for announceDelay,
	// not on every keystroke.
	announce    string
	announceSeq int

	// stateNote says what the address or the field could not hold: a
	// fragment the page cannot read, or bytes the field cannot show.
	stateNote string

	bench   bool      // ?bench: record keystroke timings for e2e/bench_test.go
	benchT0 float64   // the input event's timestamp
	frameFn app.Func  // with ?bench: records the first animation frame after a keystroke
	frameID app.Value // the requestAnimationFrame of frameFn pending, if any
	ctx     app.Context
	copyOK  app.Func
	copyErr app.Func
	leaveFn app.Func // pagehide: the pending keep is written at once
	keyFn   app.Func // keydown: undo and redo in the field
	inputFn app.Func // input: the field's text changed
	selFn   app.Func // the field's selection moved: the inspector follows the caret

	// urlField is web/field.js's window.urlField: it calls keyFn and
	// selFn only when they have work to do (see there).
	urlField     app.Value
	markedBehind string // #playground[data-behind]'s value, "" when it has none (markBehind)
	undrawn      bool   // the input changed and the playground has not rendered since
	fieldAhead   bool   // the field's text changed and onInput has not read it yet
	readings     int    // counts inputs parsed: #verdict[data-reading]

	quizzing bool // a quiz's questions are asked: the workspace is hidden (quiz-view.go)
}

func newPlayground() *playground { return &playground{} }

func (p *playground) OnMount(ctx app.Context) {
	p.mounted = true
	p.markedBehind = "" // a new #playground element
	ctx.Handle(actionLoad, p.handleLoad)
	ctx.Handle(actionFix, p.handleFix)
	ctx.Handle(actionFixAll, p.handleFixAll)
	ctx.Handle(actionSelectRule, p.handleSelectRule)
	ctx.Handle(actionCopy, p.handleCopy)
	ctx.Handle(actionLightSpan, p.handleLightSpan)
	ctx.Handle(actionQuiz, p.handleQuiz)
	if !app.IsClient {
		return
	}
	adoptDone() // go-app has mounted (start.go)
	p.bench = strings.Contains(app.Window().Get("location").Get("search").String(), "bench")
	p.ctx = ctx
	if p.bench {
		// The first animation frame after a keystroke, for
		// e2e/bench_test.go (only with ?bench: each callback into Go
		// costs the keystroke's frame a little).
		p.frameFn = app.FuncOf(func(app.Value, []app.Value) any {
			app.Window().Get("__keystrokeTimings").Call("push", now()-p.benchT0)
			return nil
		})
	}
	p.copyOK = app.FuncOf(func(app.Value, []app.Value) any {
		p.setStatus(ctx, "copied")
		return nil
	})
	p.copyErr = app.FuncOf(func(app.Value, []app.Value) any {
		p.setStatus(ctx, "the browser refused the clipboard: select the text and copy it by hand")
		return nil
	})
	// A reload or a closed tab within keepDelay of a keystroke would
	// otherwise lose it: pagehide writes the address first. (A raw
	// listener: go-app's handlers run after the event, too late here.)
	p.leaveFn = app.FuncOf(func(app.Value, []app.Value) any {
		p.flushKeep()
		return nil
	})
	app.Window().Call("addEventListener", "pagehide", p.leaveFn)
	p.keyFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		p.onUndoKey(args[0])
		return nil
	})
	// The caret moves with keys, clicks, selections: the inspector follows
	// it. Not go-app's handlers, which re-render the page after every
	// event: web/field.js listens, and calls selFn only when the field's
	// selection is not the one readCaret last read. A typed key's
	// selectionchange and keyup find the caret where its input event left
	// it, and so do not enter Go at all. The page is updated
	// only when the caret moved.
	p.selFn = app.FuncOf(func(app.Value, []app.Value) any {
		runThen(ctx, func() bool {
			old := p.caret
			p.readCaret()
			return p.caret != old
		})
		return nil
	})
	p.inputFn = app.FuncOf(func(_ app.Value, args []app.Value) any {
		e := args[0]
		if f := e.Get("target"); f.Get("id").String() == "url-input" {
			// The field holds the new text now, the reading only once
			// onInput runs: the page says it is behind from here. (Go on
			// wasm runs one goroutine at a time, and the UI goroutine is
			// waiting for work when a browser event arrives.)
			p.fieldAhead = true
			p.markBehind()
			ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
				p.onInput(ctx, f, e)
			}})
		}
		return nil
	})
	app.Window().Get("document").Call("addEventListener", "input", p.inputFn, true)
	if p.urlField = app.Window().Get("urlField"); p.urlField.Truthy() {
		p.urlField.Set("undo", p.keyFn)
		p.urlField.Set("caret", p.selFn)
	}
	if p.bench {
		app.Window().Set("__keystrokeTimings", app.ValueOf([]any{}))
		app.Window().Set("__keystrokeSteps", app.ValueOf([]any{}))
	}
}

func (p *playground) OnDismount() {
	// Left for /rfc (a § link) or another page: its back link returns here.
	if p.res != nil && len(p.input) <= fragmentLimit {
		rememberReturn(encodeFragment(p.input) + viewParam(p.view))
	}
	// A keystroke just before leaving (a click on a link) leaves its frame
	// callback pending: it must not run once released.
	if p.frameID != nil && p.frameID.Truthy() {
		app.Window().Call("cancelAnimationFrame", p.frameID)
	}
	if p.leaveFn != nil {
		app.Window().Call("removeEventListener", "pagehide", p.leaveFn)
	}
	if p.inputFn != nil {
		app.Window().Get("document").Call("removeEventListener", "input", p.inputFn, true)
	}
	if p.urlField != nil && p.urlField.Truthy() {
		p.urlField.Set("undo", nil)
		p.urlField.Set("caret", nil)
	}
	p.stopObserving()
	for _, f := range []app.Func{p.frameFn, p.copyOK, p.copyErr, p.leaveFn, p.keyFn, p.selFn, p.inputFn} {
		if f != nil {
			f.Release()
		}
	}
}

// OnNav loads the input from the address fragment, or the default example
// when there is none. (On the client the first load is OnInit's, before
// the first render: see start.go.)
func (p *playground) OnNav(ctx app.Context) {
	// A link followed (or location.hash set) while typed text still waits
	// to be written to the address: the address the student chose stands,
	// and the pending write must not replace it with the typed text.
	p.keepSeq++
	p.keeping = false
	first := !p.navigated
	p.navigated = true
	if !p.readAddress() && !first {
		return
	}
	if first {
		// OnInit's setField found no field when the playground is
		// reached from another page of the app: it is in the page now.
		p.setField(p.input)
		startRead()
	}
	p.startSlices(ctx)
	ctx.Defer(func(app.Context) { p.observePanels() })
	if p.bench {
		ctx.Defer(func(app.Context) {
			app.Window().Set("__firstResult", app.Window().Get("performance").Call("now"))
		})
	}
}

// readAddress loads the input from the address fragment, or the default
// example when there is none, and reports whether the input changed.
func (p *playground) readAddress() bool {
	input, ok, unread := defaultInput, false, false
	repaired := takeAddressNote() // see address-guard.go
	damage := ""
	if app.IsClient {
		hash, big := splitBig(app.Window().Get("location").Get("hash").String())
		p.big = big
		hash, v := splitView(hash)
		p.view = viewIndex(v)
		if v == "" && holdsList(hash) {
			// A shared exercise opens on its list (or its quiz).
			p.view = viewIndex("list")
		}
		input, ok = decodeFragment(hash)
		if !ok {
			input, unread = defaultInput, fragmentUnread(hash)
		}
		damage = fragmentDamage(hash)
	}
	if p.res != nil && input == p.input {
		if repaired != "" {
			p.stateNote = repaired
		}
		return false
	}
	p.stateNote = "" // a note about the link before this one
	p.setInput(input)
	p.shown = p.res
	p.typing = false
	p.kept = ok
	p.setField(input)
	// A link or a hash change is drawn at go-app's next frame, not in this
	// task: until then the field holds the new input and the panels the
	// old one's reading, and the page says so.
	p.markBehind()
	p.caret = charBefore(input, len(input))
	if unread {
		p.stateNote = "This link's address ends in a fragment that holds no URL this page can read (it would be \u201c#u=\u201d and the base64url of the URL's bytes), so the page shows its example instead."
	}
	if damage != "" {
		p.stateNote = "This link is damaged: " + damage + ". "
		if ok {
			p.stateNote += "The field shows the URL as the link now holds it, which may not be the one that was shared."
		} else {
			p.stateNote += "The page shows its example instead."
		}
	}
	if repaired != "" {
		p.stateNote = strings.TrimSpace(repaired + " " + p.stateNote)
	}
	return true
}

func (p *playground) Render() app.UI {
	p.undrawn = false // this render draws the input
	root := app.Div().ID("playground").Class("playground").
		DataSet("ready", p.mounted && p.res != nil && !p.prerendered && p.built(sliceAll)).
		On("mouseover", p.onPoint).
		On("focusin", p.onPoint).
		On("mouseleave", p.onLeave)
	if p.quizzing {
		root = root.DataSet("quiz", true) // web/app.css hides the workspace
	}
	// The workspace's layout follows what the student is doing: the
	// tab shown, or the quiz (web/app.css gives the list and the quiz the
	// whole width, without the reading of the field's URL beside them).
	mode := "quiz"
	if !p.quizzing && p.view >= 0 && p.view < len(views) {
		mode = views[p.view].ID
	}
	root = root.DataSet("mode", mode)
	defer p.markBehind() // once the panels' states are chosen (renderBody)
	if p.big {
		root = root.DataSet("big", "on")
	}
	return root.Body(
		app.Button().Class("skip-link").Text("Skip to the URL field").OnClick(p.onSkip),
		newUpdateBanner(),
		app.Header().Class("masthead").Body(
			app.Div().Class("masthead-title").Body(
				app.H1().Text("RFC 1738 URL Playground"),
				app.P().Class("tagline").Text("Type a URL and see how the December 1994 specification reads it, character by character."),
			),
			app.Nav().Class("masthead-nav").Aria("label", "site").Body(
				app.A().Href(pageHref("/rfc")).Text("Read RFC 1738"),
				p.renderBigToggle(),
				newThemeToggle(),
			),
		),
		app.Main().Class("page", "workspace").Body(
			p.renderInput(),
			p.renderBody(),
		),
		app.Footer().Class("footer").Body(
			app.P().Text("RFC 1738, T. Berners-Lee, L. Masinter, M. McCahill, December 1994. The parser runs in your browser; nothing you type leaves it."),
		),
		app.P().ID("verdict-announce").Class("sr-only").
			Role("status").Aria("live", "polite").Aria("atomic", "true").
			Text(p.announce),
		app.P().ID("inspector-announce").Class("sr-only").
			Role("status").Aria("live", "polite").Aria("atomic", "true").
			Text(caretDiagnostic(p.res, p.caret)),
	)
}

func (p *playground) renderInput() app.UI {
	note := app.P().ID("input-note").Class("input-note").Text("Every keystroke is parsed; the colours and marks on the field are RFC 1738's reading. The address keeps what you type, so a link reproduces it exactly.")
	if p.res != nil && len(p.input) > cellLimit {
		note = app.P().ID("input-note").Class("input-note", "notice").Text(p.limitNote())
	}
	field := app.Textarea().ID("url-input").Class("url-input")
	if p.prerendered {
		// The default example, for web/field.js to put in the field
		// (go-app would write Text as a value attribute, which a textarea
		// ignores); on the client, setField.
		field = field.DataSet("fragment", encodeFragment(p.input))
	}
	long := ""
	if len(p.input) > layerLimit {
		long = "long"
	}
	section := app.Section().Class("input-section").Aria("labelledby", "url-label").Body(
		app.Div().Class("input-bar").Body(
			app.Label().ID("url-label").For("url-input").Class("url-label").Text("URL"),
			app.Div().Class("share").Body(
				p.renderHistory(),
				app.Button().ID("copy-link").Class("btn").Text("Copy link").
					Disabled(p.res == nil).OnClick(p.onCopy("link")),
				app.Button().ID("copy-embed").Class("btn").Text("Copy embed code").
					Title("an <iframe> that shows this URL's reading in slides, course pages and blogs").
					Disabled(p.res == nil).OnClick(p.onCopy("embed")),
				app.Button().ID("copy-json").Class("btn").Text("Copy JSON").
					Disabled(p.res == nil).OnClick(p.onCopy("json")),
				app.Span().ID("share-status").Class("share-status").Role("status").Aria("live", "polite").Text(p.status),
			),
		),
		app.Div().Class("field-scroll", long).Body(
			app.Div().Class("field-stack").Body(
				&fieldLayer{IResult: p.res, live: &p.live.layer},
				newFieldLit(p.input, p.lit),
				field.
					Rows(1).
					Spellcheck(false).
					Attr("autocomplete", "off").
					Attr("autocapitalize", "off").
					Attr("autocorrect", "off").
					Aria("describedby", p.describedBy()).
					Aria("invalid", p.res != nil && !p.res.Valid).
					Placeholder("type a URL, e.g. ftp://myname@host.dom/%2Fetc/motd").
					OnBlur(p.onBlur),
			),
		),
		note,
		app.If(p.stateNote != "",
			app.P().ID("state-note").Class("input-note", "notice").Text(p.stateNote),
		),
	)
	// The field and the verdict are one block that stays at the top of
	// the window while the page scrolls (web/app.css, .workspace-head):
	// hovering a cell of the comparison, a node of the derivation or a
	// box of a railroad diagram lights bytes on a field in sight.
	var verdict app.UI
	if p.res != nil {
		v := &verdictView{IResult: p.res, IReading: p.readings, live: &p.live.verdict}
		if p.prerendered {
			v = &verdictView{IResult: p.res}
		}
		verdict = app.Section().Class("panel", "panel-verdict").Aria("labelledby", "verdict-h").Body(
			app.H2().ID("verdict-h").Class("sr-only").Text("Verdict"),
			v,
			renderFixReport(p.fixed),
		)
	}
	return app.Div().Class("workspace-head").Body(section, verdict)
}

// describedBy lists the notes that describe the field.
func (p *playground) describedBy() string {
	if p.stateNote != "" {
		return "input-note state-note"
	}
	return "input-note"
}

// limitNote says what a long input's views show and what they leave out.
func (p *playground) limitNote() string {
	n := len(p.input)
	s := "This input is " + bytesText(n) + ". The verdict, parts and diagnostics cover all of it; the highlight and class strip show the first " + bytesText(cellLimit) + "."
	if n > traceLimit {
		s += " The BNF trace is recorded only for inputs up to " + bytesText(traceLimit) + "."
	}
	if n > fragmentLimit {
		s += " It is too long to keep in the address: a link will not reproduce it, and the address now holds none."
	}
	return s
}

func (p *playground) renderBody() app.UI {
	if p.res == nil {
		// Only before the prerendered page has its example (OnPreRender);
		// on the client, OnInit reads the input before the first render.
		return app.Div().Class("results")
	}
	// The inspector is one of the slower views while typing: it follows
	// the keystroke in the render after it (keystroke.go), not in the
	// keystroke's own.
	if p.prerendered {
		return p.renderPrerendered()
	}
	if !p.stale() && p.current("inspector") || p.insp.IResult == nil {
		pos, end, caret := p.inspected()
		p.insp = inspector{IResult: p.res, IPos: pos, IEnd: end, ICaret: caret}
	}
	hl, dg := p.highlightFor(), p.diagnosticsFor()
	return app.Div().Class("results").Body(
		app.Section().Class("panel", "panel-highlight", staleIf(hl != p.res), awayIf(!p.current("highlight"))).Aria("busy", hl != p.res).Aria("label", "How RFC 1738 reads it, byte by byte").Body(
			p.startHighlight(hl),
		),
		app.Div().Class("reading").Body(
			app.Section().Class("panel", "panel-diagnostics", staleIf(p.stale() || dg != p.shown)).Aria("busy", p.stale() || dg != p.shown).Aria("labelledby", "diagnostics-h").Body(
				app.H2().ID("diagnostics-h").Text("Diagnostics"),
				&diagnosticsList{IResult: dg},
			),
		),
		p.renderSide(),
	)
}

// renderSide is the inspector and the views (until the start has built
// them, start.go: an empty column).
func (p *playground) renderSide() app.UI {
	side := app.Div().Class("side")
	if !p.built(sliceSide) {
		return side
	}
	return side.Body(
		&inspector{IResult: p.insp.IResult, IPos: p.insp.IPos, IEnd: p.insp.IEnd, ICaret: p.insp.ICaret},
		p.renderViews(),
	)
}

// inspected is the span the inspector shows: the one under the pointer or
// focus, or else the character before the caret (the one just typed).
func (p *playground) inspected() (pos, end int, caret bool) {
	if p.point.On {
		return p.point.Start, p.point.End, false
	}
	pos = min(p.caret, len(p.input))
	return pos, pos, true
}

// readCaret reads the field's caret (the start of its selection) as a
// byte offset of the input.
func (p *playground) readCaret() {
	if !app.IsClient {
		return
	}
	f := app.Window().GetElementByID("url-input")
	if !f.Truthy() {
		return
	}
	start, end := f.Get("selectionStart").Int(), f.Get("selectionEnd").Int()
	if p.urlField != nil && p.urlField.Truthy() {
		// What web/field.js compares the field's selection with.
		p.urlField.Set("start", start)
		p.urlField.Set("end", end)
	}
	c := byteOfUnit(p.input, start)
	if end == start {
		c = charBefore(p.input, c)
	}
	p.caret = c
}

// onInput re-parses on every keystroke and redraws the field's colours, the
// verdict and the highlight before returning, so that they are in the DOM
// before the next frame; the rest of the page follows (keystroke.go). It is a raw listener
// (inputFn), not go-app's OnInput: go-app re-renders the whole page after
// each of its handlers, which costs most of a keystroke's time.
func (p *playground) onInput(ctx app.Context, field, e app.Value) {
	t0 := e.Get("timeStamp").Float()
	var t1, t2 float64
	if p.bench {
		t1 = now()
	}
	old := p.input
	p.fieldAhead = false
	surrogates := wellFormField(field) // see surrogates.go
	p.setInput(field.Get("value").String())
	p.hist.remember(old, true)
	p.fixed = nil
	p.readCaret()
	p.stateNote = "" // the field and the input agree again
	if surrogates {
		p.stateNote = surrogateNote
	}
	p.typed(ctx) // before the render: the panels out of view wait
	if p.bench {
		t2 = now()
	}
	p.redrawKeystroke(ctx)
	if p.bench {
		p.benchT0 = t0
		t3 := now()
		app.Window().Get("__keystrokeSteps").Call("push", app.ValueOf([]any{t1 - t0, t2 - t1, t3 - t2}))
	}
	p.keep(ctx)
	p.announceLater(ctx)
	p.settle(ctx)
	if p.frameFn != nil {
		p.frameID = app.Window().Call("requestAnimationFrame", p.frameFn)
	}
}

// flush renders now rather than at go-app's next frame tick: a keystroke's
// parse and its highlight land in the same browser frame, and a change that
// is not typing is drawn with its text in the field (drawNow).
func (p *playground) flush(ctx app.Context) {
	if !app.IsClient {
		return
	}
	if d, ok := ctx.Dispatcher().(app.ClientDispatcher); ok {
		p.Update()
		d.Consume()
	}
}

// setInput parses a new input: the one Parse per keystroke. The highlight
// and the verdict show it before the next frame; the parts table,
// diagnostics, trace, grammar and comparison follow once typing pauses for
// settleDelay (settle). No keystroke waits for them.
func (p *playground) setInput(input string) {
	p.input = input
	p.res = parse(input)
	p.readings++
	p.undrawn = true
	p.lagSeq++
	if p.shown == nil {
		p.shown = p.res
	}
	p.point = span{}
	p.light(span{})
	p.status = ""
}

// settle brings the rest of the page up to the keystroke once typing
// pauses for settleDelay: the inspector, the notes and buttons, and the
// slower views, in one render. A key typed before then moves the pause on.
//
// Every input waits for the pause, a short one too. Drawn after each key
// (in the browser's next idle moment), the rest of the page cost a second
// frame per key and two thirds of the script a key ran; a keystroke's
// Event Timing at 40 B was 24-32 ms above the minimal go-app page's
// (bench/keyprofile trace). A student who types at a few keys a second
// still sees each key's tables; a fast typist sees them when they pause.
func (p *playground) settle(ctx app.Context) {
	if ctx == nil {
		return
	}
	afterPause(ctx, settleDelay, &p.lagSeq, func() { p.shown = p.res })
}

// stale reports whether the slower views are behind the input, which the
// page shows (class "stale", aria-busy; the dimming waits a moment, so that
// a pause between two keys does not flash it).
func (p *playground) stale() bool { return p.shown != p.res }

// staleIf is the class of a panel that is behind the input if behind.
func staleIf(behind bool) string {
	if behind {
		return "stale"
	}
	return ""
}

// setField puts input into the text field (a loaded example, a fix, the
// fragment). The field is not bound to state: go-app trims attribute values,
// which would eat a typed trailing space.
//
// A text field holds text, not bytes: invalid UTF-8 reads back as U+FFFD,
// and a carriage return as a line feed. The views show the input's own
// bytes; the note says that the field shows them otherwise, and that an
// edit will replace them.
func (p *playground) setField(input string) {
	if !app.IsClient {
		return
	}
	if f := app.Window().GetElementByID("url-input"); f.Truthy() {
		f.Set("value", input)
		// The field's note joins a note already there (a damaged link's)
		// rather than replace it: both hold for this input.
		if f.Get("value").String() != input {
			if !strings.Contains(p.stateNote, fieldNote) {
				p.stateNote = strings.TrimSpace(p.stateNote + " " + fieldNote)
			}
		} else {
			p.stateNote = strings.TrimSpace(strings.Replace(p.stateNote, fieldNote, "", 1))
		}
	}
}

// fieldNote is the state note for an input the field cannot show as it is.
const fieldNote = "The field cannot show this input's exact bytes: it draws invalid UTF-8 as \u201c\ufffd\u201d and a carriage return as a line break. The views below read the bytes themselves; an edit in the field replaces them with what the field shows."

// keep writes the input to the address once typing pauses for keepDelay:
// browsers throttle history.replaceState (Chromium warns after 100 calls in
// ten seconds), and a fast typist would reach that.
//
// What is still pending is written at once when the field loses focus (a
// click on a link, Tab) and when the page is hidden (flushKeep).
func (p *playground) keep(ctx app.Context) {
	p.keeping = true
	d := keepDelay
	if len(p.input) > cellLimit {
		d = keepDelayLong
	}
	afterPause(ctx, d, &p.keepSeq, p.writeFragment)
}

// afterPause runs fn on the UI goroutine once d passes with no later call
// on the same counter, and then updates the page: *seq counts the calls,
// and a later call, or anything else that advances *seq, cancels the
// pending fn. A later call stops the earlier one's timer, so that a
// keystroke leaves one timer per counter, not one per key, and a
// cancelled fn re-renders nothing (a profile found three needless
// re-renders of the page per key). (Not ctx.After: it counts as
// async work, and flush's Consume would wait for it.)
func afterPause(ctx app.Context, d time.Duration, seq *int, fn func()) {
	*seq++
	n := *seq
	if t := pauseTimers[seq]; t != nil {
		t.Stop()
	}
	pauseTimers[seq] = time.AfterFunc(d, func() {
		runThen(ctx, func() bool {
			if n != *seq {
				return false
			}
			fn()
			return true
		})
	})
}

// pauseTimers holds afterPause's pending timer per counter (used on the UI
// goroutine only).
var pauseTimers = map[*int]*time.Timer{}

// runThen runs fn on the UI goroutine, and updates the component of ctx
// only if fn reports a change (ctx.Dispatch would update it in any case).
func runThen(ctx app.Context, fn func() bool) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: ctx.Src(), Function: func(ctx app.Context) {
		if fn() {
			ctx.Dispatch(func(app.Context) {})
		}
	}})
}

// flushKeep writes the address now if a keep is pending.
func (p *playground) flushKeep() {
	if p.keeping {
		p.writeFragment()
	}
}

func (p *playground) onBlur(ctx app.Context, e app.Event) { p.flushKeep() }

// writeFragment keeps the input in the address, replacing the history entry.
// An input too long for an address leaves none: a reload or a link then
// shows the default example, which the limit note announces, rather than
// an older input as if it were this one.
func (p *playground) writeFragment() {
	p.keepSeq++ // a pending keep is done
	p.keeping = false
	p.kept = len(p.input) <= fragmentLimit
	if !app.IsClient {
		return
	}
	defer func() {
		if recover() != nil {
			p.kept = false
		}
	}()
	addr := "#" + encodeFragment(p.input) + viewParam(p.view) + bigParam(p.big)
	if !p.kept {
		loc := app.Window().Get("location")
		addr = loc.Get("pathname").String() + loc.Get("search").String()
	}
	app.Window().Get("history").Call("replaceState", nil, "", addr)
}

// announceLater writes the verdict to the screen readers' live region once
// typing pauses for announceDelay; a change that is not typing (announceNow)
// is heard at once.
func (p *playground) announceLater(ctx app.Context) {
	afterPause(ctx, announceDelay, &p.announceSeq, p.announceNow)
}

func (p *playground) announceNow() {
	p.announceSeq++ // a pending announcement is done
	if p.res != nil {
		p.announce = verdictText(p.res)
	}
}

// replaceInput is a change that did not come from typing: it goes to the
// field, the address and every view at once.
func (p *playground) replaceInput(input string) {
	if input != p.input || p.res == nil {
		p.hist.remember(p.input, false)
	}
	p.fixed = nil
	p.setInput(input)
	p.caret = charBefore(input, len(input))
	p.shown = p.res
	p.typing = false // every view shows it at once
	p.stateNote = ""
	p.setField(input)
	p.writeFragment()
	p.announceNow()
}

func (p *playground) handleLoad(ctx app.Context, a app.Action) {
	if s, ok := a.Value.(string); ok {
		p.replaceInput(s)
		p.drawNow(ctx, "#url-input")
	}
}

func (p *playground) handleFix(ctx app.Context, a app.Action) {
	i, ok := a.Value.(int)
	// The index is into the diagnostics shown, which are those of the input
	// unless typing has just changed it.
	shown := p.behind.shown
	if shown == nil {
		shown = p.shown
	}
	if !ok || shown == nil || shown.Input != p.input || i < 0 || i >= len(shown.Diagnostics) {
		return
	}
	d := shown.Diagnostics[i]
	if !d.HasFix || d.Start < 0 || int(d.End) > len(p.input) || d.Start > d.End {
		return
	}
	p.replaceInput(p.input[:d.Start] + d.Fix + p.input[d.End:])
	p.status = "fixed: " + string(d.Code)
	p.drawNow(ctx, "#diagnostics .fix, #fix-all, #url-input")
}

func (p *playground) handleFixAll(ctx app.Context, a app.Action) {
	if p.res == nil {
		return
	}
	fixed := p.res.FixAll()
	if fixed == p.input {
		return
	}
	before := p.res
	p.shown = p.res
	p.replaceInput(fixed)
	p.fixed = reportFix(before, p.res)
	p.status = "every available fix applied"
	p.drawNow(ctx, "#url-input")
}

func (p *playground) handleSelectRule(ctx app.Context, a app.Action) {
	if s, ok := a.Value.(string); ok {
		p.rule = s
	}
}

// drawNow draws a change that is not typing (a loaded example, Fix, Fix
// all; undo flushes too) now, in the task that put its text in the field,
// and then focuses the first element matching focus (which the drawing may
// have just made; focusing the field scrolls the page up to it). Left to go-app's next
// frame tick, the reading came 16 ms or more after the field's text, and
// the focus with it: a reader saw the new text beside the old reading, and
// a click aimed at the page in between was lost when the focus scrolled it
// away under the pointer (TestGallery's flake; TestGalleryLoadIsOneStep).
func (p *playground) drawNow(ctx app.Context, focus string) {
	p.flush(ctx)
	focusFirst(focus)
}

// focusFirst focuses the first element matching the selector.
func focusFirst(selector string) {
	if !app.IsClient {
		return
	}
	if el := app.Window().Get("document").Call("querySelector", selector); el.Truthy() {
		el.Call("focus")
	}
}

func (p *playground) onSkip(ctx app.Context, e app.Event) {
	focusFirst("#url-input")
}

func (p *playground) onCopy(what string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionCopy, what)
	}
}

func (p *playground) handleCopy(ctx app.Context, a app.Action) {
	what, _ := a.Value.(string)
	if p.res == nil || !app.IsClient {
		return
	}
	var text string
	switch what {
	case "link":
		if len(p.input) > fragmentLimit {
			p.status = "no link: this input is over " + bytesText(fragmentLimit) + ", more than an address holds; Copy JSON copies it whole"
			return
		}
		loc := app.Window().Get("location")
		text = loc.Get("origin").String() + loc.Get("pathname").String() + "#" + encodeFragment(p.input)
	case "embed":
		if len(p.input) > fragmentLimit {
			p.status = "no embed code: this input is over " + bytesText(fragmentLimit) + ", more than an address holds"
			return
		}
		view := ""
		if p.view > 0 && embeddable(views[p.view].ID) {
			view = views[p.view].ID
		}
		src := app.Window().Get("location").Get("origin").String() + pageHref(siteheaders.EmbedPath)
		text = embedSnippet(src, p.input, view)
	case "json":
		b, err := json.Marshal(p.res)
		if err != nil {
			p.status = "could not encode the result: " + err.Error()
			return
		}
		text = string(b)
	case "canonical":
		text = p.res.Canonical()
	default:
		return
	}
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		p.status = "this browser has no clipboard access here"
		return
	}
	p.status = "copying\u2026"
	clip.Call("writeText", text).Call("then", p.copyOK).Call("catch", p.copyErr)
}

// now is performance.now(), in milliseconds.
func now() float64 { return app.Window().Get("performance").Call("now").Float() }

func (p *playground) setStatus(ctx app.Context, s string) {
	ctx.Dispatch(func(app.Context) { p.status = s })
}

// onPoint lights the span of the element under the pointer or focus: the
// nearest element with data-start and data-end.
func (p *playground) onPoint(ctx app.Context, e app.Event) {
	lit := span{}
	if t := e.Get("target"); t.Truthy() && t.Get("closest").Truthy() {
		if el := t.Call("closest", "[data-start][data-end]"); el.Truthy() {
			ds := el.Get("dataset")
			s, err1 := strconv.Atoi(ds.Get("start").String())
			en, err2 := strconv.Atoi(ds.Get("end").String())
			if err1 == nil && err2 == nil && s <= en {
				lit = span{Start: s, End: en, On: true}
			}
		}
		// The inspector lights what it shows, but does not follow
		// itself.
		if !t.Call("closest", "#inspector").Truthy() {
			p.point = lit
		}
	}
	p.light(lit)
}

func (p *playground) onLeave(ctx app.Context, e app.Event) {
	p.point = span{}
	p.light(span{})
}
