package workspace

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/urlplayground/rfc1738-playground/parser"
)

const views = 8

func newWS() *Workspace {
	return New(Config{
		Views: views,
		Parse: func(s string) *parser.Result { return parser.Parse(s, parser.Trace) },
	})
}

// t0 is a time keys are typed at; keys a few milliseconds apart type a
// word, TypeGroup apart a new one.
var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func ms(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }

// typeKeys types text one key at a time after what is there, gap apart,
// from at.
func typeKeys(w *Workspace, text string, at time.Time, gap time.Duration) time.Time {
	for i := range len(text) {
		w.Type(w.Input+text[i:i+1], at)
		at = at.Add(gap)
	}
	return at
}

func TestLinkReads(t *testing.T) {
	w := newWS()
	if w.Res != nil || w.Reading != 0 {
		t.Fatalf("a new workspace has a reading: %v, %d", w.Res, w.Reading)
	}
	if !w.Link("http://host/~x", true) {
		t.Fatal("Link of the first input reported no change")
	}
	if w.Res == nil || w.Res.Input != "http://host/~x" || w.Shown != w.Res || w.Reading != 1 {
		t.Errorf("after the first link: res %v, shown==res %v, reading %d", w.Res, w.Shown == w.Res, w.Reading)
	}
	if w.Caret != len("http://host/~x")-1 {
		t.Errorf("caret %d, want on the last character %d", w.Caret, len("http://host/~x")-1)
	}
	if !w.Kept {
		t.Error("a link the page read: the address holds the input")
	}
	// The same link again is no new reading.
	if w.Link("http://host/~x", true) || w.Reading != 1 {
		t.Errorf("the same link again: a new reading (%d)", w.Reading)
	}
	if w.CanUndo() {
		t.Error("a link is in the undo history: Back is the browser's")
	}
}

// A link followed while typed text still waits for the address: the
// address the reader chose stands, the pending write is dropped, whether
// or not the link's input is the one typed.
func TestLinkCancelsPendingKeep(t *testing.T) {
	for _, link := range []string{"http://other/", "http://a/b"} {
		w := newWS()
		w.Link("http://a/", true)
		typeKeys(w, "b", t0, 0)
		if !w.KeepPending() {
			t.Fatal("typing left no address write pending")
		}
		w.Link(link, true)
		if w.KeepPending() {
			t.Errorf("link %q after a key: the typed text's address write is still pending", link)
		}
	}
	// Written, too, ends it.
	w := newWS()
	w.Link("", false)
	typeKeys(w, "x", t0, 0)
	w.Written(true)
	if w.KeepPending() || !w.Kept {
		t.Errorf("after Written(true): pending %v, kept %v", w.KeepPending(), w.Kept)
	}
	w.Written(false)
	if w.Kept {
		t.Error("Written(false): the address holds no input")
	}
}

// Each input read counts one reading; the verdict's reading is Res's.
func TestReadingCounter(t *testing.T) {
	w := newWS()
	w.Link("http://a/", true)
	typeKeys(w, "bc", t0, time.Millisecond)
	w.Replace("ftp://x/")
	w.Undo()
	w.Redo()
	w.Link("news:x", true)
	w.Link("news:x", true) // the same: no reading
	if w.Reading != 7 {
		t.Errorf("reading %d after a link, two keys, a replace, undo, redo and a link; want 7", w.Reading)
	}
	// An undo with nothing to undo reads nothing.
	w2 := newWS()
	w2.Link("x", false)
	if _, ok := w2.Undo(); ok || w2.Reading != 1 {
		t.Errorf("undo with no history: ok %v, reading %d", ok, w2.Reading)
	}
}

// Typing: the verdict's reading follows each key, the slower views one
// pause behind; any other change is shown everywhere at once.
func TestTypingLagsTheSlowerViews(t *testing.T) {
	w := newWS()
	w.Link("http://a/", true)
	typeKeys(w, "~", t0, 0)
	if w.Res.Input != "http://a/~" || !w.Stale() || w.Shown.Input != "http://a/" {
		t.Fatalf("after a key: res %q, shown %q, stale %v", w.Res.Input, w.Shown.Input, w.Stale())
	}
	if !w.Typing {
		t.Error("after a key: not typing (the hidden views would not wait)")
	}
	if !w.Settle() || w.Stale() || w.Settle() {
		t.Error("Settle: want one catch-up, then nothing to do")
	}
	typeKeys(w, "x", t0, 0)
	for name, change := range map[string]func(){
		"link":    func() { w.Link("http://b/", true) },
		"replace": func() { w.Replace("http://c/") },
		"undo":    func() { w.Undo() },
	} {
		typeKeys(w, "y", t0.Add(time.Hour), 0)
		change()
		if w.Stale() || w.Typing {
			t.Errorf("after a %s: stale %v, typing %v; want every view at once", name, w.Stale(), w.Typing)
		}
	}
}

// Undo and Redo: a fix, an example and a burst of typing are each one
// change; a new change empties Redo.
func TestUndoRedo(t *testing.T) {
	w := newWS()
	w.Link("", false)
	at := typeKeys(w, "http://host/a b~", t0, 50*time.Millisecond)
	typed := w.Input
	// Fix the "~": undo restores it.
	w.Replace("http://host/a b%7E")
	if w.Heard != w.Res {
		t.Error("a fix is not heard at once")
	}
	if !w.CanUndo() || w.CanRedo() {
		t.Fatalf("after the fix: can undo %v, can redo %v", w.CanUndo(), w.CanRedo())
	}
	end, ok := w.Undo()
	if !ok || w.Input != typed || w.Status != "undone" {
		t.Fatalf("undo after a fix: %q (%v, %q), want %q", w.Input, ok, w.Status, typed)
	}
	if end != len(typed) || w.Caret != len(typed)-1 {
		t.Errorf("undo's edit ends at %d, caret %d; want %d and on the \"~\"", end, w.Caret, len(typed))
	}
	if _, ok := w.Redo(); !ok || w.Input != "http://host/a b%7E" || w.Status != "redone" {
		t.Errorf("redo: %q, %q", w.Input, w.Status)
	}
	w.Undo()
	// Typing after an undo empties Redo.
	at = typeKeys(w, "!", at.Add(TypeGroup), 0)
	if w.CanRedo() {
		t.Error("typing after an undo left a redo")
	}
	// The "!" (after a pause) is one change, the burst before it another,
	// the empty field the start.
	w.Undo()
	if w.Input != typed {
		t.Errorf("undo of the key after a pause: %q, want %q", w.Input, typed)
	}
	w.Undo()
	if w.Input != "" {
		t.Errorf("undo of the burst: %q, want the empty input", w.Input)
	}
	if w.CanUndo() {
		t.Error("the start can be undone")
	}
	if _, ok := w.Undo(); ok {
		t.Error("undo past the start")
	}
	_ = at
}

// Keys more than TypeGroup apart are separate changes; the history keeps
// HistoryLimit of them.
func TestHistoryLimit(t *testing.T) {
	w := newWS()
	w.Link("", false)
	typeKeys(w, string(make([]byte, HistoryLimit+20)), t0, TypeGroup)
	n := 0
	for w.CanUndo() {
		w.Undo()
		n++
	}
	if n != HistoryLimit {
		t.Errorf("%d undos, want %d", n, HistoryLimit)
	}
	if len(w.Input) != 20 {
		t.Errorf("the oldest kept input is %d bytes, want 20", len(w.Input))
	}
}

// A Replace with the same text is not a change Undo goes back over, but
// the first one (no reading yet) is.
func TestReplaceSameText(t *testing.T) {
	w := newWS()
	w.Link("http://a/", true)
	w.Replace("http://a/")
	if w.CanUndo() {
		t.Error("replacing the input with itself is an undo step")
	}
	w.Replace("http://b/")
	if w.Caret != len("http://b/")-1 {
		t.Errorf("caret after a replace: %d, want at the end", w.Caret)
	}
}

// The caret is clamped to the input: a selection past the end (the field's
// text not read yet, a stale event) never points outside it.
func TestCaretClamped(t *testing.T) {
	w := newWS()
	w.Link("http://h/é", true)
	n := len(w.Input)
	cases := []struct {
		start, end, want int
		moved            bool
	}{
		{n, n, n - 2, false},   // the end: on the "é" (two bytes), as after the link
		{99, 99, n - 2, false}, // past the end: the same
		{0, 0, 0, true},        // the start
		{-5, -5, 0, false},     // before it
		{3, 7, 3, true},        // a selection: its first byte
		{4, 99, 4, true},       // a selection past the end
		{99, 120, n, true},     // a selection starting past the end: clamped
	}
	for _, c := range cases {
		if moved := w.MoveCaret(c.start, c.end); w.Caret != c.want || moved != c.moved {
			t.Errorf("MoveCaret(%d, %d): caret %d (moved %v), want %d (%v)", c.start, c.end, w.Caret, moved, c.want, c.moved)
		}
		if w.Caret < 0 || w.Caret > len(w.Input) {
			t.Errorf("MoveCaret(%d, %d): caret %d outside the input", c.start, c.end, w.Caret)
		}
	}
	// A shorter input typed over the field: the caret stays inside it.
	w.MoveCaret(n, n)
	w.Type("h", t0)
	if w.Caret > len(w.Input) {
		t.Errorf("after typing a shorter input, caret %d > %d", w.Caret, len(w.Input))
	}
}

func TestShowView(t *testing.T) {
	w := newWS()
	for _, c := range []struct {
		i    int
		ok   bool
		want int
	}{{3, true, 3}, {views, false, 3}, {-1, false, 3}, {0, true, 0}} {
		if ok := w.ShowView(c.i); ok != c.ok || w.View != c.want {
			t.Errorf("ShowView(%d) = %v, view %d; want %v, %d", c.i, ok, w.View, c.ok, c.want)
		}
	}
}

// Screen readers hear typing once it pauses (Announce), any other change at
// once; a link is heard with the page, not announced.
func TestAnnounce(t *testing.T) {
	w := newWS()
	w.Link("http://a/", true)
	if w.Heard != nil {
		t.Error("a link was announced")
	}
	typeKeys(w, "bc", t0, time.Millisecond)
	if w.Heard != nil {
		t.Error("a key was announced before the pause")
	}
	if !w.Announce() || w.Heard != w.Res {
		t.Error("the pause announced nothing")
	}
	if w.Announce() {
		t.Error("the same verdict announced twice")
	}
	w.Replace("ftp://x/")
	if w.Heard != w.Res || w.Announce() {
		t.Error("a replace is not heard at once")
	}
}

// Status and Note describe the input they were set for: a change clears
// them.
func TestChangeClearsStatusAndNote(t *testing.T) {
	w := newWS()
	w.Link("http://a/", true)
	w.Status, w.Note = "copied", "the field cannot show this input"
	typeKeys(w, "b", t0, 0)
	if w.Status != "" || w.Note != "" {
		t.Errorf("after a key: status %q, note %q", w.Status, w.Note)
	}
	w.Status, w.Note = "copied", "a note"
	w.Link("http://a/b", true) // the same input: nothing changes
	if w.Status != "copied" || w.Note != "a note" {
		t.Errorf("a link to the same input cleared status %q, note %q", w.Status, w.Note)
	}
}

func TestHistory(t *testing.T) {
	var h history
	h.remember("", true, ms(0))
	h.remember("a", true, ms(100)) // the same group
	h.remember("ab", false, ms(200))
	if fmt.Sprint(h.past) != "[ ab]" {
		t.Fatalf("past %q", h.past)
	}
	in, ok := h.step("abc", false)
	if !ok || in != "ab" {
		t.Fatalf("undo = %q, %v", in, ok)
	}
	in, ok = h.step("ab", true)
	if !ok || in != "abc" {
		t.Fatalf("redo = %q, %v", in, ok)
	}
	h.step("abc", false)
	h.step("ab", false)
	if _, ok := h.step("", false); ok {
		t.Error("undo past the start")
	}
	for i := 0; i < 3*HistoryLimit; i++ {
		h.remember(fmt.Sprint(i), false, ms(300))
	}
	if len(h.past) != HistoryLimit || len(h.future) != 0 {
		t.Errorf("past %d, future %d", len(h.past), len(h.future))
	}
	// Typing after a pause of TypeGroup starts a new group.
	var g history
	g.remember("", true, ms(0))
	g.remember("a", true, ms(0).Add(TypeGroup))
	if len(g.past) != 2 {
		t.Errorf("keys TypeGroup apart: %d groups, want 2", len(g.past))
	}
}

// A tap that put the text caret just before a character inspects that
// character, where the caret alone inspects the one before it.
func TestInspectAt(t *testing.T) {
	w := newWS()
	w.Link("http://h/~x", true)
	tilde := strings.IndexByte(w.Input, '~')
	w.MoveCaret(tilde, tilde)
	if w.Caret != tilde-1 {
		t.Fatalf("the caret before %q inspects byte %d, want the %q before it at %d", "~", w.Caret, "/", tilde-1)
	}
	if moved := w.InspectAt(tilde); !moved || w.Caret != tilde {
		t.Errorf("InspectAt(%d): caret %d (moved %v), want %d", tilde, w.Caret, moved, tilde)
	}
	if w.InspectAt(999); w.Caret != len(w.Input) {
		t.Errorf("InspectAt past the end: caret %d, want it clamped to %d", w.Caret, len(w.Input))
	}
}

// Reread, for a reading said in another language, keeps everything the
// student made: the input, the caret, the view and the undo history.
func TestRereadKeepsInputAndHistory(t *testing.T) {
	w := newWS()
	w.Link("http://a/", true)
	w.ShowView(3)
	typeKeys(w, "b c", t0, time.Millisecond)
	w.MoveCaret(2, 2)
	res, reading, caret := w.Res, w.Reading, w.Caret
	w.Reread()
	if w.Res == res || w.Shown != w.Res || w.Heard != w.Res || w.Reading != reading+1 || w.Typing {
		t.Errorf("after Reread: new reading %v, shown %v, heard %v, reading %d (was %d), typing %v",
			w.Res != res, w.Shown == w.Res, w.Heard == w.Res, w.Reading, reading, w.Typing)
	}
	if w.Input != "http://a/b c" || w.Caret != caret || w.View != 3 || w.Res.Input != w.Input {
		t.Errorf("after Reread: input %q, caret %d (was %d), view %d", w.Input, w.Caret, caret, w.View)
	}
	if _, ok := w.Undo(); !ok || w.Input != "http://a/" {
		t.Errorf("Undo after Reread: %q, want the input before typing", w.Input)
	}
}
