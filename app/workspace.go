package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The workspace's views sit in tabs (the WAI-ARIA tabs pattern: one tab in
// the tab order, arrow keys move between tabs and select them). The tab
// chosen is kept in the address with the input, "#u=…&v=<view>".

// A view is one tab of the workspace.
type view struct {
	ID    string // its name in the address (&v=) and in ids: tab-ID, view-ID
	Label string // the tab's text
	Draw  func(s viewState) app.UI
}

// viewState is what a view may draw from: the input, its parse, and the
// same parse as the slower views show it (a moment behind while typing).
// A view lights a span in the field and elsewhere by giving its elements
// data-start and data-end (see lit.go).
type viewState struct {
	Input string
	Res   *parser.Result // the keystroke's parse
	Shown *parser.Result // the slower views' parse
	Rule  string         // the rule selected in the derivation
	On    bool           // the view's tab is the one shown
	Paper bool           // hidden, and drawn for paper (playground.screenViews)
	Addr  *pageAddress   // the address, for a view that keeps something there
}

// views are the workspace's tabs, in order; the first is the default.
// Mounting another view is one line here.
var views = []view{
	{"derivation", "ui.tab.derivation", func(s viewState) app.UI { return derivationPane(s) }},
	{"parts", "ui.tab.parts", func(s viewState) app.UI { return &partsTable{IResult: s.Shown} }},
	{"compare", "ui.tab.compare", func(s viewState) app.UI { return &compareTable{IResult: s.Shown} }},
	{"interpret", "ui.tab.interpret", func(s viewState) app.UI { return &interpretView{IResult: s.Shown} }},
	{"railroad", "ui.tab.railroad", func(s viewState) app.UI { return &railroadView{IResult: s.Shown, IOn: s.On, IPaper: s.Paper} }},
	{"anatomy", "ui.tab.anatomy", func(s viewState) app.UI { return &anatomyView{IResult: s.Shown, IOn: s.On, IPaper: s.Paper} }},
	{"list", "ui.tab.list", func(s viewState) app.UI { return &listView{IAddr: s.Addr, selected: -1} }},
	{"examples", "ui.tab.examples", func(s viewState) app.UI { return newExampleGallery() }},
}

// derivationPane is the derivation tree beside the grammar it uses.
func derivationPane(s viewState) app.UI {
	return div("trace-grid",
		&traceView{IResult: s.Shown},
		&grammarPanel{IResult: s.Shown, IRule: s.Rule},
	)
}

// viewIndex returns the index of the view named id, or 0.
func viewIndex(id string) int {
	for i, v := range views {
		if v.ID == id {
			return i
		}
	}
	return 0
}

// viewKey is the fragment parameter that names the view.
const viewKey = "v="

// splitView takes the view parameter out of a fragment: what remains (the
// input's parameters, as before views existed) and the view's name.
func splitView(fragment string) (rest, id string) {
	fragment = strings.TrimPrefix(fragment, "#")
	if !strings.Contains(fragment, viewKey) {
		return fragment, ""
	}
	var keep []string
	for param := range strings.SplitSeq(fragment, "&") {
		if strings.HasPrefix(param, viewKey) {
			id = param[len(viewKey):]
			continue
		}
		keep = append(keep, param)
	}
	return strings.Join(keep, "&"), id
}

// viewParam is the fragment's view parameter, "&v=<id>", or "" for the
// default view (so that a link to the default view stays as it was).
func viewParam(i int) string {
	if i <= 0 || i >= len(views) {
		return ""
	}
	return "&" + viewKey + views[i].ID
}

// renderViews draws the tabs and every view's panel, the chosen one shown.
// A view is drawn once it has been shown (start.go); then, hidden, it stays
// drawn, and while typing goes on keeps what it drew (hidden-views.go). The
// railroad view, whose reading of a long input takes longer than a
// keystroke should, reads only while its tab is shown.
func (p *playground) renderViews() app.UI {
	s := p.viewState()
	tabs := make([]app.UI, len(views))
	panels := make([]app.UI, len(views))
	for i, v := range views {
		on := i == p.ws.View
		tab := -1
		if on {
			tab = 0
		}
		tabs[i] = app.Button().ID("tab-"+v.ID).Class("tab").Role("tab").
			Aria("selected", on).Aria("controls", "view-"+v.ID).
			DataSet("view", v.ID).
			TabIndex(tab).
			Text(ui(v.Label))
		vs := p.viewStateFor(i, s)
		vs.On, vs.Paper = on, !on && p.screenViews&(1<<i) == 0
		stale := p.viewStale(vs)
		panels[i] = app.Section().ID("view-"+v.ID).Class("panel", "view", staleIf(stale)).
			Role("tabpanel").Aria("labelledby", "tab-"+v.ID).Aria("busy", stale || p.viewBuilding(i)).
			Hidden(!on).
			Body(p.drawView(i, vs))
	}
	return div("views",
		app.Div().Class("tabs").Role("tablist").Aria("label", ui("ui.tabs")).
			Body(tabs...),
		div("view-panels", panels...),
	)
}

// The tabs answer a click or a key in the frame after it. The tabs and
// panels are switched by hand (switchTabs), and go-app draws the choice
// once that frame is on screen (showViewSoon): drawn by go-app in the
// click's own turn, the playground's whole render, and the views it
// hides and shows, came first, and a tab opened 90-140 ms after its
// click at 4x CPU (bench/keyprofile views). The listeners are the
// document's (browser.go's tabFn), not go-app's: go-app renders a
// handler's component after every handler, which is that render again.

// onTabEvent answers a click on a tab, and Left and Right (wrapping),
// Home and End on the tab list; it reports whether the event was one.
func (p *playground) onTabEvent(ctx app.Context, e app.Value) bool {
	t := e.Get("target")
	if !t.Truthy() || t.Get("closest").IsUndefined() {
		return false
	}
	tab := t.Call("closest", "#playground .tabs [role=tab][data-view]")
	if !tab.Truthy() {
		return false
	}
	i := viewIndex(tab.Get("dataset").Get("view").String())
	focus := false
	if e.Get("type").String() == "keydown" {
		switch e.Get("key").String() {
		case "ArrowRight":
			i = (p.soonView() + 1) % len(views)
		case "ArrowLeft":
			i = (p.soonView() + len(views) - 1) % len(views)
		case "Home":
			i = 0
		case "End":
			i = len(views) - 1
		default:
			return false
		}
		e.Call("preventDefault")
		focus = true
	}
	p.showViewSoon(ctx, i, focus)
	return true
}

// soonView is the view shown, or about to be (showViewSoon).
func (p *playground) soonView() int {
	if p.switched {
		return p.viewSoon
	}
	return p.ws.View
}

// showViewSoon shows view i on the page now, by hand, and has go-app draw
// it after the next frame. A view not drawn yet is marked busy; it is
// drawn in a task of its own after that (buildShownView).
func (p *playground) showViewSoon(ctx app.Context, i int, focus bool) {
	if i == p.soonView() {
		return
	}
	if p.quizzing || !p.switchTabs(i, focus) {
		p.selectView(i, focus)
		p.flush(ctx)
		return
	}
	p.switched, p.viewSoon = true, i
	go func() {
		afterNextFrame()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
			if p.viewSoon != i {
				return // another tab was chosen since: its own dispatch follows
			}
			p.switched = false
			p.selectView(i, false)
			p.flush(ctx)
		}})
	}()
}

// switchTabs sets, by hand, what renderViews draws for view i shown: the
// tabs' aria-selected and tabindex, the panels' hidden, and the
// playground's data-mode (the layout, web/app.css). go-app sets each
// attribute it renders when its value differs from the one it last set,
// so its render afterwards finds the page as it would have drawn it. It
// reports false, and changes nothing, when the tabs are not on the page.
func (p *playground) switchTabs(i int, focus bool) bool {
	doc := app.Window().Get("document")
	root := doc.Call("getElementById", "playground")
	if !root.Truthy() {
		return false
	}
	tabs := make([]app.Value, len(views))
	panels := make([]app.Value, len(views))
	for j, v := range views {
		tabs[j] = doc.Call("getElementById", "tab-"+v.ID)
		panels[j] = doc.Call("getElementById", "view-"+v.ID)
		if !tabs[j].Truthy() || !panels[j].Truthy() {
			return false
		}
	}
	for j := range views {
		on := j == i
		tabs[j].Call("setAttribute", "aria-selected", strconv.FormatBool(on))
		index := "-1"
		if on {
			index = "0"
		}
		tabs[j].Call("setAttribute", "tabindex", index)
		panels[j].Set("hidden", !on)
	}
	if !p.viewBuilt(i) {
		panels[i].Call("setAttribute", "aria-busy", "true")
	}
	root.Call("setAttribute", "data-mode", views[i].ID)
	if focus {
		tabs[i].Call("focus")
	}
	return true
}

// selectView shows view i and keeps the choice in the address.
func (p *playground) selectView(i int, focus bool) {
	if !p.ws.ShowView(i) {
		return
	}
	p.writeFragment()
	if focus && p.ctx != nil {
		id := "#tab-" + views[i].ID
		p.ctx.Defer(func(app.Context) { focusFirst(id) })
	}
}
