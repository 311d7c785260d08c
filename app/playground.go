package main

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
	"github.com/urlplayground/rfc1738-playground/workspace"
)

// defaultInput is shown when the address holds no input: a URL a student
// might write today, with the lesson 1994 teaches about it.
const defaultInput = "http://www.cs.example.edu/~student/notes.html?q=rfc+1738"

// playground is the page at "/": a URL field, and everything RFC 1738 says
// about what is typed in it. Its state and the rules that change it (the
// input and its readings, the history, the caret, the view, what is
// behind) are a workspace.Workspace; the playground renders it, calls one
// of its methods per event, and keeps what only the page has: which panels
// are built, drawn and in view, the lit span, the timers. The browser's
// side (listeners, the address, the clipboard, the observer) is in
// browser.go.
type playground struct {
	app.Compo

	ws *workspace.Workspace

	mounted     bool
	prerendered bool   // built at build time (OnPreRender): never ready
	navigated   bool   // OnNav has run
	slice       int    // how much of the page the start has built (start.go)
	builtViews  uint64 // the views drawn at least once, by index (start.go)
	lit         span
	stepLit     span            // the railroad step-through's span and byte: what the field lights when the pointer lights nothing
	point       span            // what the inspector shows when the pointer is over a span (not over the inspector)
	live        livePanels      // the components a keystroke redraws by itself (keystroke.go)
	drew        panelsDrawn     // what the panels that may lag the input last drew (panels.go)
	fixed       *fixReport      // what the last Fix all changed
	fixedAt     int             // the reading fixed is for: it is shown until the next one
	rule        string          // the rule whose definition the grammar panel shows
	seen        map[string]bool // whether each panel is in view, by name, once the observer said
	quizzing    bool            // a quiz's questions are asked: the workspace is hidden (quiz-view.go)

	// One debouncer per pause the page waits for after a keystroke: the
	// slower views (settleDelay), the address (keepDelay), the
	// announcement (announceDelay), the hidden views (hiddenDelay).
	settleWait, keepWait, announceWait, hiddenWait workspace.Debouncer

	ctx   app.Context
	br    browser    // the browser's side (browser.go)
	bench benchHooks // keystroke timings, in a benchmark build only (bench.go)
}

func newPlayground() *playground {
	p := &playground{}
	p.ws = p.newWorkspace()
	return p
}

// newWorkspace is the playground's state before it reads an input. (go-app
// makes the routed playground with reflect.New, not newPlayground: OnInit
// calls this.)
func (p *playground) newWorkspace() *workspace.Workspace {
	return workspace.New(workspace.Config{
		Views: len(views),
		Parse: parse,
	})
}

func (p *playground) OnMount(ctx app.Context) {
	mark("start: mounted")
	p.mounted = true
	p.br.markedBehind = "" // a new #playground element
	ctx.Handle(actionLoad, p.handle(p.handleLoad))
	ctx.Handle(actionFix, p.handle(p.handleFix))
	ctx.Handle(actionFixAll, p.handle(p.handleFixAll))
	ctx.Handle(actionSelectRule, p.handle(p.handleSelectRule))
	ctx.Handle(actionCopy, p.handle(p.handleCopy))
	ctx.Handle(actionLightSpan, p.handle(p.handleLightSpan))
	ctx.Handle(actionQuiz, p.handle(p.handleQuiz))
	p.ctx = ctx
	for _, d := range []*workspace.Debouncer{&p.settleWait, &p.keepWait, &p.announceWait, &p.hiddenWait} {
		// A pause's work runs on the UI goroutine, and redraws the page
		// only if it ran.
		d.Run = func(fn func() bool) { p.then(ctx, fn) }
	}
	ctx.Defer(p.drewNow) // the first render's panels
	if !app.IsClient {
		return
	}
	adoptDone() // go-app has mounted (start.go)
	p.bench.mount()
	p.listen(ctx)
}

func (p *playground) OnDismount() {
	starting = false // its slices are dropped (startSlices)
	// Left for /rfc (a § link) or another page: its back link returns here.
	if p.ws.Res != nil && len(p.ws.Input) <= fragmentLimit {
		rememberReturn(encodeFragment(p.ws.Input) + viewParam(p.ws.View))
	}
	for _, d := range []*workspace.Debouncer{&p.settleWait, &p.keepWait, &p.announceWait, &p.hiddenWait} {
		d.Cancel()
	}
	p.bench.dismount()
	p.unlisten()
}

// OnNav loads the input from the address fragment, or the default example
// when there is none. (On the client the first load is OnInit's, before
// the first render: see start.go.)
func (p *playground) OnNav(ctx app.Context) {
	// A link followed (or location.hash set) while typed text still waits
	// to be written to the address: the address the student chose stands
	// (the workspace's Link drops the pending write).
	p.keepWait.Cancel()
	first := !p.navigated
	p.navigated = true
	if !p.readAddress() && !first {
		return
	}
	if first {
		// OnInit's setField found no field when the playground is
		// reached from another page of the app: it is in the page now.
		p.setField(p.ws.Input)
		startRead()
	}
	p.startSlices(ctx)
	ctx.Defer(p.drewNow)
	ctx.Defer(func(app.Context) { p.observePanels() })
	p.bench.firstResult(ctx)
}

// readAddress loads the input from the address fragment, or the default
// example when there is none, and reports whether the input changed.
func (p *playground) readAddress() bool {
	input, ok, unread := defaultInput, false, false
	repaired := takeAddressNote() // see address-guard.go
	damage := ""
	if app.IsClient {
		hash, big := splitBig(locationHash())
		p.ws.SetBig(big)
		hash, v := splitView(hash)
		p.ws.ShowView(viewIndex(v))
		if v == "" && holdsList(hash) {
			// A shared exercise opens on its list (or its quiz).
			p.ws.ShowView(viewIndex("list"))
		}
		input, ok = decodeFragment(hash)
		if !ok {
			input, unread = defaultInput, fragmentUnread(hash)
		}
		damage = fragmentDamage(hash)
	}
	if !p.ws.Link(input, ok) {
		if repaired != "" {
			p.ws.Note = repaired
		}
		return false
	}
	p.changed()
	p.setField(input)
	// A link or a hash change is drawn at go-app's next frame, not in this
	// task: until then the field holds the new input and the panels the
	// old one's reading, and the page says so.
	p.markBehind()
	if unread {
		p.ws.Note = "This link's address ends in a fragment that holds no URL this page can read (it would be \u201c#u=\u201d and the base64url of the URL's bytes), so the page shows its example instead."
	}
	if damage != "" {
		p.ws.Note = "This link is damaged: " + damage + ". "
		if ok {
			p.ws.Note += "The field shows the URL as the link now holds it, which may not be the one that was shared."
		} else {
			p.ws.Note += "The page shows its example instead."
		}
	}
	if repaired != "" {
		p.ws.Note = strings.TrimSpace(repaired + " " + p.ws.Note)
	}
	return true
}

// Render draws the workspace and what each panel draws now (panels.go);
// what it drew is recorded after it (drewNow).
func (p *playground) Render() app.UI {
	root := app.Div().ID("playground").Class("playground").
		DataSet("ready", p.mounted && p.ws.Res != nil && !p.prerendered && p.built(sliceAll)).
		On("mouseover", p.on(p.onPoint)).
		On("focusin", p.on(p.onPoint)).
		On("mouseleave", p.on(p.onLeave))
	if p.quizzing {
		root = root.DataSet("quiz", true) // web/app.css hides the workspace
	}
	// The workspace's layout follows what the student is doing: the
	// tab shown, or the quiz (web/app.css gives the list and the quiz the
	// whole width, without the reading of the field's URL beside them).
	mode := "quiz"
	if !p.quizzing && p.ws.View >= 0 && p.ws.View < len(views) {
		mode = views[p.ws.View].ID
	}
	root = root.DataSet("mode", mode)
	if p.ws.Big {
		root = root.DataSet("big", "on")
	}
	return root.Body(
		app.Button().Class("skip-link").Text("Skip to the URL field").OnClick(p.on(p.onSkip)),
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
			app.P().Body(app.A().ID("sources-link").Href(pageHref("/sources")).Text("What each statement rests on"),
				app.Text(": every sentence the playground shows, with the rule or sentence of the RFC behind it.")),
			noStorageNote(),
		),
		app.P().ID("verdict-announce").Class("sr-only").
			Role("status").Aria("live", "polite").Aria("atomic", "true").
			Text(p.announcement()),
		app.P().ID("inspector-announce").Class("sr-only").
			Role("status").Aria("live", "polite").Aria("atomic", "true").
			Text(caretDiagnostic(p.ws.Res, p.ws.Caret)),
	)
}

func (p *playground) renderInput() app.UI {
	note := app.P().ID("input-note").Class("input-note").Text("Every keystroke is parsed; the colours and marks on the field are RFC 1738's reading. The address keeps what you type, so a link reproduces it exactly.")
	if p.ws.Res != nil && len(p.ws.Input) > cellLimit {
		note = app.P().ID("input-note").Class("input-note", "notice").Text(p.limitNote())
	}
	field := app.Textarea().ID("url-input").Class("url-input")
	if p.prerendered {
		// The default example, for web/field.js to put in the field
		// (go-app would write Text as a value attribute, which a textarea
		// ignores); on the client, setField.
		field = field.DataSet("fragment", encodeFragment(p.ws.Input))
	}
	long := ""
	if len(p.ws.Input) > layerLimit {
		long = "long"
	}
	section := app.Section().Class("input-section").Aria("labelledby", "url-label").Body(
		app.Div().Class("input-bar").Body(
			app.Label().ID("url-label").For("url-input").Class("url-label").Text("URL"),
			app.Div().Class("share").Body(
				p.renderHistory(),
				app.Button().ID("copy-link").Class("btn").Text("Copy link").
					Disabled(p.ws.Res == nil).OnClick(p.on(p.onCopy("link"))),
				app.Button().ID("copy-embed").Class("btn").Text("Copy embed code").
					Title("an <iframe> that shows this URL's reading in slides, course pages and blogs").
					Disabled(p.ws.Res == nil).OnClick(p.on(p.onCopy("embed"))),
				app.Button().ID("copy-json").Class("btn").Text("Copy JSON").
					Disabled(p.ws.Res == nil).OnClick(p.on(p.onCopy("json"))),
				app.Span().ID("share-status").Class("share-status").Role("status").Aria("live", "polite").Text(p.ws.Status),
			),
		),
		app.Div().Class("field-scroll", long).Body(
			fieldForm().Body(
				&fieldLayer{IResult: p.ws.Res, live: &p.live.layer},
				newFieldLit(p.ws.Input, p.lit),
				field.
					Rows(1).
					Spellcheck(false).
					Attr("autocomplete", "off").
					Attr("autocapitalize", "off").
					Attr("autocorrect", "off").
					Aria("describedby", p.describedBy()).
					Aria("invalid", p.ws.Res != nil && !p.ws.Res.Valid).
					Placeholder("type a URL, e.g. ftp://myname@host.dom/%2Fetc/motd").
					OnBlur(p.on(p.onBlur)),
			),
		),
		note,
		app.If(p.ws.Note != "",
			app.P().ID("state-note").Class("input-note", "notice").Text(p.ws.Note),
		),
	)
	// The field and the verdict are one block that stays at the top of
	// the window while the page scrolls (web/app.css, .workspace-head):
	// hovering a cell of the comparison, a node of the derivation or a
	// box of a railroad diagram lights bytes on a field in sight.
	var verdict app.UI
	if p.ws.Res != nil {
		v := &verdictView{IResult: p.ws.Res, IReading: p.ws.Reading, live: &p.live.verdict}
		if p.prerendered {
			v = &verdictView{IResult: p.ws.Res}
		}
		verdict = app.Section().Class("panel", "panel-verdict").Aria("labelledby", "verdict-h").Body(
			app.H2().ID("verdict-h").Class("sr-only").Text("Verdict"),
			readingWait(),
			v,
			renderFixReport(p.fixReport()),
		)
	}
	return app.Div().Class("workspace-head").Body(section, verdict)
}

// describedBy lists the notes that describe the field.
func (p *playground) describedBy() string {
	if p.ws.Note != "" {
		return "input-note state-note"
	}
	return "input-note"
}

// limitNote says what a long input's views show and what they leave out.
func (p *playground) limitNote() string {
	n := len(p.ws.Input)
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
	if p.ws.Res == nil {
		// Only before the prerendered page has its example (OnPreRender);
		// on the client, OnInit reads the input before the first render.
		return app.Div().Class("results")
	}
	if p.prerendered {
		return p.renderPrerendered()
	}
	hl, dg := p.highlightFor(), p.diagnosticsFor()
	return app.Div().Class("results").Body(
		app.Section().Class("panel", "panel-highlight", staleIf(hl != p.ws.Res), awayIf(!p.current("highlight"))).Aria("busy", hl != p.ws.Res).Aria("label", "How RFC 1738 reads it, byte by byte").Body(
			p.startHighlight(hl),
		),
		app.Div().Class("reading").Body(
			app.Section().Class("panel", "panel-diagnostics", staleIf(p.ws.Stale() || dg != p.ws.Shown)).Aria("busy", p.ws.Stale() || dg != p.ws.Shown).Aria("labelledby", "diagnostics-h").Body(
				app.H2().ID("diagnostics-h").Text("Diagnostics"),
				&diagnosticsList{IResult: dg},
			),
		),
		p.renderSide(p.inspectorFor()),
	)
}

// renderSide is the inspector and the views (until the start has built
// them, start.go: an empty column).
func (p *playground) renderSide(insp inspector) app.UI {
	side := app.Div().Class("side")
	if !p.built(sliceSide) {
		return side
	}
	return side.Body(
		&inspector{IResult: insp.IResult, IPos: insp.IPos, IEnd: insp.IEnd, ICaret: insp.ICaret},
		p.renderViews(),
	)
}

// inspected is the span the inspector shows: the one under the pointer or
// focus, or else the character before the caret (the one just typed).
func (p *playground) inspected() (pos, end int, caret bool) {
	if p.point.On {
		return p.point.Start, p.point.End, false
	}
	return p.ws.Caret, p.ws.Caret, true
}

// announcement is the verdict as screen readers hear it
// (#verdict-announce): the same sentence as #verdict, for the reading the
// workspace has announced (typing is heard once it pauses, not on every
// keystroke).
func (p *playground) announcement() string {
	if p.ws.Heard == nil {
		return ""
	}
	return verdictText(p.ws.Heard)
}

// fixReport is what the last Fix all changed, while its reading is shown.
func (p *playground) fixReport() *fixReport {
	if p.fixedAt != p.ws.Reading {
		return nil
	}
	return p.fixed
}

// changed clears what pointed at the old input: the lit span and the
// span the inspector showed under the pointer.
func (p *playground) changed() {
	p.point = span{}
	p.stepLit = span{}
	p.light(span{})
}

// rest is what is lit when the pointer and the focus light nothing: the
// railroad step-through's step while its view is shown (a click on Next
// focuses the button, and the diagram that grows under the pointer would
// otherwise take the step's mark off the field), else nothing.
func (p *playground) rest() span {
	if p.ws.View >= 0 && p.ws.View < len(views) && views[p.ws.View].ID == "railroad" {
		return p.stepLit
	}
	return span{}
}

// onInput reads the field's text after a keystroke or a paste (the raw
// listener in browser.go reads the field's text and selection once, and
// calls it; surrogates says the field held lone surrogates, now replaced):
// it parses, and redraws the field's colours, the
// verdict and the highlight before returning, so that they are in the DOM
// before the next frame; the rest of the page follows once typing pauses
// (keystroke.go). go-app's OnInput would re-render the whole page after
// each key, which costs most of a keystroke's time.
func (p *playground) onInput(ctx app.Context, text string, sel selection, surrogates bool) {
	p.ws.Type(text, time.Now())
	p.changed()
	p.moveCaret(sel)
	if surrogates {
		p.ws.Note = surrogateNote
	}
	// The hidden views wait for a pause in typing (hidden-views.go).
	p.hiddenWait.Call(hiddenDelay, p.catchUp)
	p.bench.keyRead()
	p.redrawKeystroke(ctx)
	p.bench.keyDrawn()
	d := keepDelay
	if len(p.ws.Input) > cellLimit {
		d = keepDelayLong
	}
	p.keepWait.Call(d, p.flushKeep)
	p.announceWait.Call(announceDelay, func() { p.ws.Announce() })
	p.settleWait.Call(settleDelay, func() { p.ws.Settle() })
	p.bench.keyDone()
}

// The pauses after a keystroke.
//
// The rest of the page (the inspector, the notes and buttons, the slower
// views) catches up once typing pauses for settleDelay, in one render; a
// key typed before then moves the pause on. Every input waits for it, a
// short one too: drawn after each key (in the browser's next idle moment),
// the rest of the page cost a second frame per key and two thirds of the
// script a key ran; a keystroke's Event Timing at 40 B was 24-32 ms above
// the minimal go-app page's (bench/keyprofile trace). A student who types
// at a few keys a second still sees each key's tables; a fast typist sees
// them when they pause.
//
// The address is written once typing pauses for keepDelay: browsers
// throttle history.replaceState (Chromium warns after 100 calls in ten
// seconds), and a fast typist would reach that. What is still pending is
// written at once when the field loses focus (a click on a link, Tab) and
// when the page is hidden (flushKeep).

// flush renders now rather than at go-app's next frame tick: a change that
// is not typing is drawn with its text in the field (drawNow).
func (p *playground) flush(ctx app.Context) {
	if !app.IsClient {
		return
	}
	if d, ok := ctx.Dispatcher().(app.ClientDispatcher); ok {
		p.Update()
		d.Consume()
		p.drewNow(ctx)
	}
}

// staleIf is the class of a panel that is behind the input if behind.
func staleIf(behind bool) string {
	if behind {
		return "stale"
	}
	return ""
}

// flushKeep writes the address now if a write is pending.
func (p *playground) flushKeep() {
	if p.ws.KeepPending() {
		p.writeFragment()
	}
}

func (p *playground) onBlur(ctx app.Context, e app.Event) { p.flushKeep() }

// writeFragment keeps the input, the view and projector mode in the
// address, replacing the history entry. An input too long for an address
// leaves none: a reload or a link then shows the default example, which
// the limit note announces, rather than an older input as if it were this
// one.
func (p *playground) writeFragment() {
	p.keepWait.Cancel()
	kept := len(p.ws.Input) <= fragmentLimit
	addr := ""
	if kept {
		addr = "#" + encodeFragment(p.ws.Input) + viewParam(p.ws.View) + bigParam(p.ws.Big)
	}
	p.ws.Written(writeAddress(addr) && kept)
}

// replaceInput is a change that did not come from typing: it goes to the
// field, the address and every view at once.
func (p *playground) replaceInput(input string) {
	p.ws.Replace(input)
	p.changed()
	p.setField(input)
	p.writeFragment()
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
	shown := p.drew.diagnostics
	if shown == nil {
		shown = p.ws.Shown
	}
	in := p.ws.Input
	if !ok || shown == nil || shown.Input != in || i < 0 || i >= len(shown.Diagnostics) {
		return
	}
	d := shown.Diagnostics[i]
	if !d.HasFix || d.Start < 0 || int(d.End) > len(in) || d.Start > d.End {
		return
	}
	p.replaceInput(in[:d.Start] + d.Fix + in[d.End:])
	p.ws.Status = "fixed: " + string(d.Code)
	p.drawNow(ctx, "#diagnostics .fix, #fix-all, #url-input")
}

func (p *playground) handleFixAll(ctx app.Context, a app.Action) {
	if p.ws.Res == nil {
		return
	}
	fixed := p.ws.Res.FixAll()
	if fixed == p.ws.Input {
		return
	}
	before := p.ws.Res
	p.replaceInput(fixed)
	p.fixed, p.fixedAt = reportFix(before, p.ws.Res), p.ws.Reading
	p.ws.Status = "every available fix applied"
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
	res, in := p.ws.Res, p.ws.Input
	if res == nil || !app.IsClient {
		return
	}
	var text string
	switch what {
	case "link":
		if len(in) > fragmentLimit {
			p.ws.Status = "no link: this input is over " + bytesText(fragmentLimit) + ", more than an address holds; Copy JSON copies it whole"
			return
		}
		// The URL and the tab shown, as the address keeps them (not
		// projector mode, which is the room's, not the link's).
		text = pageURL() + "#" + encodeFragment(in) + viewParam(p.ws.View)
	case "embed":
		if len(in) > fragmentLimit {
			p.ws.Status = "no embed code: this input is over " + bytesText(fragmentLimit) + ", more than an address holds"
			return
		}
		view := ""
		if p.ws.View > 0 && embeddable(views[p.ws.View].ID) {
			view = views[p.ws.View].ID
		}
		text = embedSnippet(siteOrigin()+pageHref(siteheaders.EmbedPath), in, view)
	case "json":
		b, err := json.Marshal(res)
		if err != nil {
			p.ws.Status = "could not encode the result: " + err.Error()
			return
		}
		text = string(b)
	case "canonical":
		text = res.Canonical()
	default:
		return
	}
	p.ws.Status = clipCopying
	if !writeClipboard(ctx, text, func(ok bool) {
		p.ws.Status = "Copied."
		if !ok {
			p.ws.Status = clipRefused + " Select the text and copy it by hand."
		}
	}) {
		p.ws.Status = clipNone + " Select the text and copy it by hand."
	}
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
	if !lit.On {
		lit = p.rest()
	}
	p.light(lit)
}

func (p *playground) onLeave(ctx app.Context, e app.Event) {
	p.point = span{}
	p.light(p.rest())
}
