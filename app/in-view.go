package main

// The panels out of the viewport do no work while typing goes on, as the
// hidden tabs do (hidden-views.go): each keeps what it last drew, marked
// stale, and catches up once typing pauses, or at once when it scrolls
// into view. The field, its layer and the verdict always follow the
// keystroke. The browser's timeline of a keystroke showed that redrawing
// the highlight's cells below the fold cost more than all the rest of the
// frame at 2 KiB and more. Which panels are in view, an
// IntersectionObserver says; until it has, every panel counts as in view.
// What each panel draws meanwhile is chosen and recorded in drawn-panels.go.

// inViewPanels are the panels that wait while out of view, by name, with
// the selector of their element.
var inViewPanels = []struct{ name, selector string }{
	{"highlight", ".panel-highlight"},
	{"diagnostics", ".panel-diagnostics"},
	{"inspector", "#inspector"},
	{"views", ".view-panels"},
}

// inViewMargin is how far out of the viewport a panel still counts as in
// view: it is drawn before it scrolls in.
const inViewMargin = "50px"

// awayIf is the class of a panel that waits out of view while typing goes
// on, if it does: the browser need not lay out or paint what is in it
// (app.css). The highlight's cells, thousands of boxes, cost the
// compositor more on each keystroke than all the rest of the page while
// they lay out of sight below it. (Only while typing: a panel that
// changed size while away would move what is below it when it comes back
// in view.)
func awayIf(away bool) string {
	if away {
		return "away"
	}
	return ""
}

// inView reports whether the panel named name is in or near the viewport
// (or not yet known to be out of it).
func (p *playground) inView(name string) bool {
	v, ok := p.seen[name]
	return !ok || v
}

// current reports whether the panel named name draws the current state:
// it is in view, or no typing is pending.
func (p *playground) current(name string) bool { return !p.ws.Typing || p.inView(name) }

// saw records which panels the observer says are in view, and reports
// whether one that came into view is behind the input (it catches up at
// once).
func (p *playground) saw(changed map[string]bool) bool {
	update := false
	for name, on := range changed {
		update = update || on && !p.inView(name) && p.ws.Typing
		p.seen[name] = on
	}
	return update
}
