package main

import "time"

// The workspace's tabs that are not shown do no work while typing goes on:
// each keeps the state it last drew (go-app skips a component whose fields
// did not change), is marked stale like the slower views, and catches up
// once typing pauses for hiddenDelay, one view per task, so that a key
// typed meanwhile waits for one view at most. A view catches up at once
// when its tab is chosen, and every view does on a change that is not
// typing (a loaded example, a fix, a link). The profile of a keystroke at
// 2 KiB spent more time matching the hidden railroad diagrams than in
// anything the student saw.

// hiddenDelay is the pause in typing after which the hidden views catch up.
const hiddenDelay = 600 * time.Millisecond

// viewStateFor is the state view i draws from: s for the view shown (and
// for every view when no typing is pending), the state it last drew for a
// hidden one while typing goes on.
func (p *playground) viewStateFor(i int, s viewState) viewState {
	if len(p.drawn) != len(views) {
		p.drawn = make([]viewState, len(views))
	}
	if i == p.ws.View && p.inView("views") || !p.ws.Typing || p.drawn[i].Shown == nil {
		p.drawn[i] = s
	}
	return p.drawn[i]
}

// viewStale reports whether view i is behind the input: the slower views
// are, or it is a hidden view waiting for typing to pause.
func (p *playground) viewStale(i int) bool {
	return p.ws.Stale() || i < len(p.drawn) && p.drawn[i].Shown != p.ws.Shown
}

func (p *playground) viewStaleClass(i int) string {
	if p.viewStale(i) {
		return "stale"
	}
	return ""
}

// catchUp brings the hidden views up to date one per task (a key typed
// meanwhile comes first, and puts the rest off), then ends the
// workspace's typing.
func (p *playground) catchUp() {
	if !p.ws.Typing {
		return
	}
	if p.ws.Stale() {
		// The slower views have not settled yet: wait for them.
		p.hiddenWait.Call(hiddenDelay, p.catchUp)
		return
	}
	for i := range p.drawn {
		if i != p.ws.View && p.drawn[i].Shown != p.ws.Shown {
			p.drawn[i] = viewState{Input: p.ws.Input, Res: p.ws.Res, Shown: p.ws.Shown, Rule: p.rule}
			p.hiddenWait.Call(time.Millisecond, p.catchUp) // the next task
			return
		}
	}
	p.ws.CaughtUp()
}
