package main

import (
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

// The tabs answer a click or a key in the frame after it: web/field.js
// switches the tabs and panels by hand, and tells the page of the choice
// in a task after that frame (showViewSoon). Drawn by go-app in the
// click's own turn, the playground's whole render, and the views it hides
// and shows, came first, and a tab opened 90-140 ms after its click at 4x
// CPU (bench/keyprofile views). The listener is web/field.js's, not
// go-app's: go-app renders a handler's component after every handler,
// which is that render again. The frame is waited for in field.js, not
// here: a call into the program, and a frame callback of the program's,
// each resume its runtime, a few ms at 4x CPU in the click's task and in
// the frame that shows the view.

// showViewSoon draws view i, which web/field.js showed in the frame
// before this task. A view not drawn yet is drawn in a task of its own
// after the next frame (buildShownView).
func (p *playground) showViewSoon(ctx app.Context, i int) {
	p.selectView(i)
	p.flush(ctx)
}

// selectView shows view i and keeps the choice in the address.
func (p *playground) selectView(i int) {
	if p.ws.ShowView(i) {
		p.writeFragment()
	}
}
