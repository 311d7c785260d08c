package workspace

import "time"

// A Debouncer runs a function once calls to it pause: each Call replaces
// the one pending, so a burst of keys leaves one timer, not one per key,
// and the function runs once, a pause after the last. The page has one per
// purpose: the slower views catching up, the address write, the
// announcement, the hidden views.
//
// The timer fires on a goroutine of its own; Run carries the function to
// the goroutine that owns the state (the page's UI goroutine), where it is
// checked against later calls: a Call or Cancel made after the timer fired
// but before Run got there still cancels it.
type Debouncer struct {
	// Run runs fn on the goroutine that owns the state; fn reports whether
	// it ran (it did not if cancelled meanwhile). Nil: at once, on the
	// timer's goroutine (tests).
	Run func(fn func() bool)
	// AfterFunc is time.AfterFunc, or a fake clock's (tests); nil means
	// time.AfterFunc.
	AfterFunc func(d time.Duration, f func()) Stopper

	timer Stopper
	gen   uint64 // counts Calls and Cancels: a timer runs fn only if none came after it
}

// A Stopper is a pending timer (*time.Timer is one).
type Stopper interface{ Stop() bool }

// Call runs fn once d passes with no later Call or Cancel.
func (b *Debouncer) Call(d time.Duration, fn func()) {
	b.stop()
	n := b.gen
	after := b.AfterFunc
	if after == nil {
		after = func(d time.Duration, f func()) Stopper { return time.AfterFunc(d, f) }
	}
	b.timer = after(d, func() {
		run := func() bool {
			if n != b.gen {
				return false
			}
			b.timer = nil
			fn()
			return true
		}
		if b.Run != nil {
			b.Run(run)
		} else {
			run()
		}
	})
}

// Cancel drops the pending call, if any.
func (b *Debouncer) Cancel() { b.stop() }

// Pending reports whether a call waits to run.
func (b *Debouncer) Pending() bool { return b.timer != nil }

func (b *Debouncer) stop() {
	b.gen++
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
}
