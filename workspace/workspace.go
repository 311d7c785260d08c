// Package workspace is the playground's state and its rules, in plain Go:
// the input and its readings, the undo history, the caret, the view shown,
// the address write that waits for a pause in typing, and whether typing
// still holds panels back. The page (package app) renders it, calls one
// method per event, and keeps what it drew (which panels are behind the
// input is the page's: app/drawn-panels.go); nothing here touches the browser,
// so every rule is tested natively (go test ./workspace).
//
// A reading is one parse of the input. The field's colours and the verdict
// show Res, the latest; the slower views show Shown, which stays a reading
// behind while typing goes on and catches up once it pauses (Settle). A
// change that is not typing (a link, an example, a fix, undo) is shown by
// every panel at once.
package workspace

import (
	"time"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The history's bounds: how many changes Undo can go back, and the pause
// in typing that starts a new undo group (typing is undone a burst at a
// time, not a key at a time).
const (
	HistoryLimit = 100
	TypeGroup    = time.Second
)

// Config is what the workspace needs from the page.
type Config struct {
	// Views is how many views (tabs) there are: ShowView refuses others.
	Views int
	// Parse reads an input (the page's one call into the grammar per
	// input).
	Parse func(string) *parser.Result
}

// Workspace is the state of one playground. Its exported fields are for
// reading; change them with the methods, which keep the rules.
type Workspace struct {
	Input   string
	Res     *parser.Result // the latest reading: the field's colours, the verdict
	Shown   *parser.Result // the slower views' reading: Res, or a moment behind it while typing
	Reading int            // counts the readings, from 1: #verdict[data-reading]

	// Caret is the byte offset of the character the inspector shows: the
	// one before the caret (or the selection's first), in [0, len(Input)].
	Caret int
	View  int  // the index of the view shown
	Big   bool // projector mode

	// Typing is true from a keystroke until the panels out of view and the
	// hidden views have caught up (CaughtUp): meanwhile they keep what
	// they last drew. A change that is not typing ends it.
	Typing bool
	// Kept says whether the address holds the input (set by Written and
	// Link).
	Kept bool
	// Heard is the reading whose verdict screen readers have been told:
	// typing is announced once it pauses (Announce), any other change at
	// once. Nil until the first announcement.
	Heard *parser.Result
	// Status is the outcome of the last action the page reports (undone,
	// a fix, a copy); a change of the input clears it.
	Status string
	// Note says what the address or the field could not hold; a change of
	// the input clears it (the page sets it again when it still holds).
	Note string

	cfg         Config
	hist        history
	keepPending bool        // the address waits for a pause in typing
	plain       plainPrefix // the caret's fast path (char.go)
}

// New returns a workspace with no input yet (Res is nil until the first
// Link, Type or Replace).
func New(cfg Config) *Workspace {
	return &Workspace{cfg: cfg}
}

// read makes text the input: one reading.
func (w *Workspace) read(text string) {
	w.Input = text
	w.Res = w.cfg.Parse(text)
	w.Reading++
	if w.Shown == nil {
		w.Shown = w.Res
	}
	w.Status = ""
	w.Note = ""
}

// atEnd puts the caret after the input's last character.
func (w *Workspace) atEnd() { w.Caret = w.plain.charBefore(w.Input, len(w.Input)) }

// Type reads the field's text after a keystroke or a paste. The verdict
// follows at once; the slower views wait for Settle, the panels out of
// view and the hidden views for CaughtUp, the address for a pause
// (KeepPending), the announcement for Announce. Keys typed less than
// TypeGroup apart are undone together.
func (w *Workspace) Type(text string, now time.Time) {
	old := w.Input
	w.read(text)
	w.hist.remember(old, true, now)
	w.Typing = true
	w.keepPending = true
	w.clampCaret()
}

// Settle brings the slower views up to the input (typing has paused), and
// reports whether they were behind.
func (w *Workspace) Settle() bool {
	if w.Shown == w.Res {
		return false
	}
	w.Shown = w.Res
	return true
}

// Stale reports whether the slower views are behind the input.
func (w *Workspace) Stale() bool { return w.Shown != w.Res }

// Link reads the input an address holds (a link followed, a hash change,
// the first load); kept says whether the address held an input the page
// could read. The address the reader chose stands: a write of typed text
// still pending is dropped, even when the input is the same. It reports
// whether the input changed. It is not a change the history keeps (Back
// is the browser's).
func (w *Workspace) Link(text string, kept bool) bool {
	w.keepPending = false
	if w.Res != nil && text == w.Input {
		return false
	}
	w.read(text)
	w.Shown = w.Res
	w.Typing = false
	w.Kept = kept
	w.atEnd()
	return true
}

// Reread reads the input again as it is (the page's language changed,
// and a diagnostic's message is made when the input is read): every panel
// shows the new reading at once, and the input, the caret, the history
// and the view stay as they were.
func (w *Workspace) Reread() {
	w.Res = w.cfg.Parse(w.Input)
	w.Shown, w.Heard = w.Res, w.Res
	w.Reading++
	w.Typing = false
}

// Replace puts text in place of the input for a change that is not typing
// (an example loaded, a fix, Fix all): every panel shows it at once,
// screen readers hear it at once, Undo brings the input back, and the page
// writes the address now (then Written).
func (w *Workspace) Replace(text string) {
	if text != w.Input || w.Res == nil {
		w.hist.remember(w.Input, false, time.Time{})
	}
	w.read(text)
	w.Shown = w.Res
	w.Typing = false
	w.Heard = w.Res
	w.atEnd()
}

// Undo goes back one change of the input (a burst of typing, an example,
// a fix), and Redo forward again; each reports whether there was one, and
// the byte offset where what changed ends, where the page puts the
// field's caret. The change is shown and heard at once, and the page
// writes the address now (then Written).
func (w *Workspace) Undo() (end int, ok bool) { return w.step(false) }

// Redo: see Undo.
func (w *Workspace) Redo() (end int, ok bool) { return w.step(true) }

func (w *Workspace) step(redo bool) (int, bool) {
	in, ok := w.hist.step(w.Input, redo)
	if !ok {
		return 0, false
	}
	old := w.Input
	w.read(in)
	w.Shown = w.Res
	w.Typing = false
	w.Heard = w.Res
	w.Status = "undone"
	if redo {
		w.Status = "redone"
	}
	end := editEnd(old, in)
	w.Caret = w.plain.charBefore(in, end)
	return end, true
}

// CanUndo and CanRedo say whether Undo and Redo have a change to go to.
func (w *Workspace) CanUndo() bool { return len(w.hist.past) > 0 }

// CanRedo: see CanUndo.
func (w *Workspace) CanRedo() bool { return len(w.hist.future) > 0 }

// editEnd is the byte offset in in where what changed from old ends: old
// and in share a prefix and a suffix, and the caret goes before the
// suffix.
func editEnd(old, in string) int {
	a := 0
	for a < len(old) && a < len(in) && old[a] == in[a] {
		a++
	}
	b := 0
	for b < len(old)-a && b < len(in)-a && old[len(old)-1-b] == in[len(in)-1-b] {
		b++
	}
	return len(in) - b
}

// MoveCaret follows the field's selection, from start to end as byte
// offsets of the input: the inspector shows the character before a caret,
// or a selection's first. Offsets outside the input are clamped to it. It
// reports whether the caret moved.
func (w *Workspace) MoveCaret(start, end int) bool {
	caret := end == start
	start = min(max(start, 0), len(w.Input))
	c := start
	if caret {
		c = w.plain.charBefore(w.Input, start)
	}
	old := w.Caret
	w.Caret = c
	w.clampCaret()
	return w.Caret != old
}

// InspectAt puts the caret on the character that starts at byte at, as
// MoveCaret does for a selection that starts there: a tap that placed the
// text caret just before the character the finger was on inspects that
// character, not the one before it. It reports whether the caret moved.
func (w *Workspace) InspectAt(at int) bool {
	old := w.Caret
	w.Caret = at
	w.clampCaret()
	return w.Caret != old
}

func (w *Workspace) clampCaret() { w.Caret = min(max(w.Caret, 0), len(w.Input)) }

// ShowView shows view i, and reports whether there is such a view. The
// page writes the address now (then Written).
func (w *Workspace) ShowView(i int) bool {
	if i < 0 || i >= w.cfg.Views {
		return false
	}
	w.View = i
	return true
}

// SetBig turns projector mode on or off; the page writes the address now.
func (w *Workspace) SetBig(on bool) { w.Big = on }

// KeepPending reports whether the address waits for a pause in typing to
// hold the input.
func (w *Workspace) KeepPending() bool { return w.keepPending }

// Written records that the page wrote the address: kept says whether it
// holds the input (an input too long for an address leaves none).
func (w *Workspace) Written(kept bool) {
	w.keepPending = false
	w.Kept = kept
}

// Announce tells screen readers the latest verdict (typing has paused),
// and reports whether it is news.
func (w *Workspace) Announce() bool {
	if w.Res == nil || w.Heard == w.Res {
		return false
	}
	w.Heard = w.Res
	return true
}

// CaughtUp records that the panels out of view and the hidden views show
// the input: typing no longer holds them back.
func (w *Workspace) CaughtUp() { w.Typing = false }

// history is the input's undo and redo stacks. The page keeps its own: a
// Fix, an example or a link replaces the field's text from code, which
// empties the browser's undo.
type history struct {
	past, future []string
	typing       bool      // the last change was typing
	typed        time.Time // when
}

// remember records that the input is about to change from old; typed says
// whether the change is a keystroke, made at now.
func (h *history) remember(old string, typed bool, now time.Time) {
	if !(typed && h.typing && now.Sub(h.typed) < TypeGroup) {
		h.past = append(h.past, old)
		if len(h.past) > HistoryLimit {
			h.past = h.past[len(h.past)-HistoryLimit:]
		}
	}
	h.future = h.future[:0]
	h.typing, h.typed = typed, now
}

// step moves one change back (undo) or forward (redo) from cur, and
// returns the input there.
func (h *history) step(cur string, redo bool) (string, bool) {
	from, to := &h.past, &h.future
	if redo {
		from, to = to, from
	}
	if len(*from) == 0 {
		return "", false
	}
	in := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, cur)
	h.typing = false
	return in, true
}
