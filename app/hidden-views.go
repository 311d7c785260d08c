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
// anything the student saw. What each view draws meanwhile is chosen and
// recorded in drawn-panels.go.

// hiddenDelay is the pause in typing after which the hidden views catch up.
const hiddenDelay = 600 * time.Millisecond

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
	for i := range p.drew.views {
		if i != p.ws.View && p.drew.views[i].Shown != p.ws.Shown {
			p.drew.views[i] = p.viewState()
			p.hiddenWait.Call(time.Millisecond, p.catchUp) // the next task
			return
		}
	}
	p.ws.CaughtUp()
}
