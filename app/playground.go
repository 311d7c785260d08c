package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

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

	ws   *workspace.Workspace
	addr *pageAddress // the address: the one writer of its fragment (address.go)

	mounted     bool
	prerendered bool   // built at build time (OnPreRender): never ready
	noStorage   bool   // the browser refuses the page storage (storageRefused), asked before the first render (OnInit)
	navigated   bool   // OnNav has run
	slice       int    // how much of the page the start has built (start.go)
	builtViews  uint64 // the views drawn at least once, by index (start.go)
	screenViews uint64 // the views drawn shown since the page was last printed, by index: hidden, they keep that drawing (drawn-panels.go)
	buildSoon   bool   // buildShownView has a view to draw after the next frame
	lit         span
	stepLit     span            // the railroad step-through's span and byte: what the field lights when the pointer lights nothing
	point       span            // what the inspector shows when the pointer is over a span (not over the inspector)
	live        livePanels      // the components a keystroke redraws by itself (keystroke.go)
	drew        panelsDrawn     // what the panels that may lag the input last drew (drawn-panels.go)
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
	p := &playground{addr: &pageAddress{}}
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
	if !app.IsClient || warming {
		return
	}
	adoptDone() // go-app has mounted (start.go)
	p.bench.mount()
	p.listen(ctx)
}

func (p *playground) OnDismount() {
	pageStart.starting = false // its slices are dropped (startSlices)
	// Left for /rfc (a § link) or another page: its back link returns here.
	if p.ws.Res != nil && len(p.ws.Input) <= fragmentLimit {
		p.addr.remember(p.addr.fragment(p.ws.Input) + viewParam(p.ws.View))
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
	if first {
		// go-app draws every component it has just mounted once more
		// (each mount asks for an update), next in this task: the first
		// render's components twice. The first drawing is on screen; the
		// second may come in the next task. Not before setField above: a
		// key typed in the break is in the field, and setField would put
		// the reading's text back over it.
		mountBreak()
	}
}

// readAddress loads the input from the address fragment, or the default
// example when there is none, and reports whether the input changed.
func (p *playground) readAddress() bool {
	input, ok, unread := defaultInput, false, false
	repaired := p.addr.takeNote() // see address-guard.go
	damage := ""
	if app.IsClient {
		p.addr.read()
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
		p.ws.Note = ui("ui.link.unread")
	}
	if damage != "" {
		p.ws.Note = ui("ui.link.damaged", damage) + " "
		if ok {
			p.ws.Note += ui("ui.link.damaged-kept")
		} else {
			p.ws.Note += ui("ui.link.damaged-example")
		}
	}
	if repaired != "" {
		p.ws.Note = strings.TrimSpace(repaired + " " + p.ws.Note)
	}
	return true
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
