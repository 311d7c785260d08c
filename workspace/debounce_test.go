package workspace

import (
	"testing"
	"time"
)

// fakeClock fires its timers when advanced, in the order they are due.
type fakeClock struct {
	now    time.Duration
	timers []*fakeTimer
}

type fakeTimer struct {
	at      time.Duration
	f       func()
	stopped bool
	fired   bool
}

func (t *fakeTimer) Stop() bool {
	was := !t.stopped && !t.fired
	t.stopped = true
	return was
}

func (c *fakeClock) AfterFunc(d time.Duration, f func()) Stopper {
	t := &fakeTimer{at: c.now + d, f: f}
	c.timers = append(c.timers, t)
	return t
}

// advance moves the clock on by d, firing what falls due.
func (c *fakeClock) advance(d time.Duration) {
	c.now += d
	for {
		var next *fakeTimer
		for _, t := range c.timers {
			if !t.stopped && !t.fired && t.at <= c.now && (next == nil || t.at < next.at) {
				next = t
			}
		}
		if next == nil {
			return
		}
		next.fired = true
		next.f()
	}
}

func (c *fakeClock) live() int {
	n := 0
	for _, t := range c.timers {
		if !t.stopped && !t.fired {
			n++
		}
	}
	return n
}

func TestDebouncerRunsOnceAfterThePause(t *testing.T) {
	c := &fakeClock{}
	b := &Debouncer{AfterFunc: c.AfterFunc}
	runs := 0
	for range 5 { // five keys 50 ms apart
		b.Call(150*time.Millisecond, func() { runs++ })
		if c.live() != 1 {
			t.Fatalf("%d timers pending, want one per debouncer", c.live())
		}
		c.advance(50 * time.Millisecond)
	}
	if runs != 0 || !b.Pending() {
		t.Fatalf("ran %d times before the pause (pending %v)", runs, b.Pending())
	}
	c.advance(99 * time.Millisecond)
	if runs != 0 {
		t.Fatal("ran before the pause was over")
	}
	c.advance(time.Millisecond)
	if runs != 1 || b.Pending() {
		t.Fatalf("after the pause: ran %d times, pending %v; want once, none", runs, b.Pending())
	}
	c.advance(time.Hour)
	if runs != 1 {
		t.Errorf("ran %d times in all, want 1", runs)
	}
	// It can be called again.
	b.Call(time.Second, func() { runs++ })
	c.advance(time.Second)
	if runs != 2 {
		t.Errorf("a second call ran %d times in all, want 2", runs)
	}
}

func TestDebouncerCancel(t *testing.T) {
	c := &fakeClock{}
	b := &Debouncer{AfterFunc: c.AfterFunc}
	ran := false
	b.Call(time.Second, func() { ran = true })
	b.Cancel()
	c.advance(time.Hour)
	if ran || b.Pending() {
		t.Errorf("a cancelled call ran (%v) or is pending (%v)", ran, b.Pending())
	}
}

// The timer fires on its own goroutine and Run carries fn to the state's
// goroutine: a Call or Cancel that gets there first still wins, even
// though the timer could no longer be stopped.
func TestDebouncerLateTimer(t *testing.T) {
	c := &fakeClock{}
	var queued []func() bool
	b := &Debouncer{AfterFunc: c.AfterFunc, Run: func(fn func() bool) { queued = append(queued, fn) }}
	var got []string
	b.Call(time.Second, func() { got = append(got, "first") })
	c.advance(time.Second) // fired: its fn waits in the queue
	b.Call(time.Second, func() { got = append(got, "second") })
	if queued[0]() {
		t.Error("the first call ran after a later call")
	}
	c.advance(time.Second)
	b.Cancel()
	if queued[1]() {
		t.Error("the second call ran after Cancel")
	}
	b.Call(time.Second, func() { got = append(got, "third") })
	c.advance(time.Second)
	if !queued[2]() || len(got) != 1 || got[0] != "third" {
		t.Errorf("ran %q, want only the third", got)
	}
}

// With no fake clock, the real one: the call runs once, after the pause.
func TestDebouncerRealClock(t *testing.T) {
	var b Debouncer
	done := make(chan int, 3)
	n := 0
	for range 3 {
		b.Call(20*time.Millisecond, func() { n++; done <- n })
	}
	select {
	case got := <-done:
		if got != 1 {
			t.Errorf("ran %d times", got)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the call never ran")
	}
	select {
	case <-done:
		t.Error("ran twice")
	case <-time.After(100 * time.Millisecond):
	}
}
