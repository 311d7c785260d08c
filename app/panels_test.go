package main

import (
	"testing"
	"time"
)

// TestBehind: #playground[data-behind] says "input" from any change,
// whatever made it, until the page has drawn it and the slower views have
// caught up; "away" while typing only, and only when a panel out of view
// keeps an earlier reading.
func TestBehind(t *testing.T) {
	p := newPlayground()
	want := func(what, w string) {
		t.Helper()
		if got := p.behind(); got != w {
			t.Errorf("%s: %q, want %q", what, got, w)
		}
	}
	p.ws.Link("http://a/", true)
	want("after the first link, before drawing", "input")
	p.drewNow(nil)
	want("drawn, not typing", "")
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	// Once drawn and settled, only typing leaves panels behind: the hidden
	// views, which catch up after a longer pause (hidden-views.go).
	changes := []struct {
		name   string
		change func()
		after  string
	}{
		{"key", func() { p.ws.Type(p.ws.Input+"k", t0) }, "away"},
		{"link", func() { p.ws.Link(p.ws.Input+"l", true) }, ""},
		{"replace", func() { p.ws.Replace(p.ws.Input + "r") }, ""},
		{"undo", func() { p.ws.Undo() }, ""},
		{"redo", func() { p.ws.Redo() }, ""},
	}
	for _, c := range changes {
		p.ws.Settle()
		p.drewNow(nil)
		p.ws.CaughtUp()
		c.change()
		want("after a "+c.name, "input")
		p.ws.Settle()
		p.drewNow(nil)
		want("after a "+c.name+", settled and drawn", c.after)
	}
	// The highlight is out of view: while typing goes on it keeps what it
	// drew.
	p.seen = map[string]bool{"highlight": false}
	p.ws.Type(p.ws.Input+"z", t0)
	p.drewNow(nil)
	want("typed and drawn, the slower views not settled", "input")
	p.ws.Settle()
	p.drewNow(nil)
	want("typing, settled, the highlight away and behind", "away")
	if p.drew.highlight == p.ws.Res {
		t.Error("the highlight, out of view, drew the keystroke's reading")
	}
	p.seen["highlight"] = true
	p.drewNow(nil)
	if p.drew.highlight != p.ws.Res {
		t.Error("the highlight, back in view, kept an earlier reading")
	}
	p.ws.CaughtUp()
	want("caught up", "")
}
