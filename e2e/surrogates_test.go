package e2e

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Lone surrogates in a paste lay out in linear time (Chromium's layout of
// a field full of them is quadratic: 400,000 took 16.5 s; app/surrogates.go),
// and the page says that they became U+FFFD in the field, the reading and
// the link. The test is not timed: it checks what makes the layout linear,
// that the field holds no lone surrogate once the paste is read, and that
// a key after the paste is read. BenchmarkSurrogatePaste times it.
func TestLoneSurrogatesPaste(t *testing.T) {
	ctx := newTab(t, withTimeout(4*time.Minute))
	openInput(t, ctx, "")
	paste := func(host, unit string, n int) {
		if _, err := pasteRepeat(ctx, host, unit, n); err != nil {
			t.Fatal(err)
		}
	}
	paste("l", "D800", 400000)
	if !eval[bool](t, ctx, `document.querySelector("#url-input").value.isWellFormed()`) {
		t.Error("the field still holds lone surrogates after a paste of 400,000")
	}
	// A key after it is read: the verdict follows the field.
	typeURL(t, ctx, "%")
	waitFor(t, ctx, "the verdict of the key after the paste", `document.querySelector("#verdict").dataset.valid === "false" && document.querySelector("#url-input").value.endsWith("%")`)
	paste("l", "D800", 200000)
	if !eval[bool](t, ctx, `document.querySelector("#url-input").value.isWellFormed()`) {
		t.Error("the field still holds lone surrogates")
	}
	// The note is the page's, which follows the field's own redraw once
	// typing pauses (app/keystroke.go).
	waitFor(t, ctx, "the note that the lone surrogates became U+FFFD", `(n => n && n.textContent.includes("lone surrogates") && n.textContent.includes("U+FFFD"))(document.querySelector("#state-note"))`)

	// The link holds what the field shows, and the note says so too.
	paste("h", "D800", 1000)
	want := "http://h/" + strings.Repeat("\uFFFD", 1000)
	waitFor(t, ctx, "the address", `location.hash.length > 4000`)
	hash := eval[string](t, ctx, `location.hash`)
	data, _, _ := strings.Cut(strings.TrimPrefix(hash, "#u="), "&") // the checksum follows
	got, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil || string(got) != want {
		t.Errorf("the address holds %.40q (%v); want the field's text, U+FFFD for each lone surrogate", got, err)
	}
	// Typing after it works, and a field with no lone surrogate has no note.
	clearField(t, ctx)
	typeURL(t, ctx, "http://a/")
	waitVerdict(t, ctx, "http://a/", true, "httpurl")
	waitFor(t, ctx, "no note once the field holds no lone surrogate", `!document.querySelector("#state-note")`)
}

// pasteRepeat puts "http://<host>/" and unit repeated n times in the field
// as a paste does, and returns the milliseconds to the next frame. The
// field is emptied first (and a frame drawn), so that each time is from
// the same short field, not from the last long one's.
func pasteRepeat(ctx context.Context, host, unit string, n int) (float64, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[float64](fmt.Sprintf(`(async () => {
		const f = document.querySelector("#url-input");
		f.focus();
		f.value = "";
		f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "deleteContentBackward"}));
		await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
		const t0 = performance.now();
		f.value = "http://%s/" + "\u%s".repeat(%d);
		f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertFromPaste"}));
		await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
		return performance.now() - t0;
	})()`, host, unit, n), chromedp.EvalAwaitPromise))
}

// BenchmarkSurrogatePaste: 400,000 lone surrogates pasted, to the next
// frame, against its peer pasted in the same tab: as many U+FFFD, the text
// the lone surrogates become, so that the parse and the page are the same
// and only the surrogates differ; and against 100,000 lone surrogates
// (linear is 4 times, the quadratic layout was 16).
func BenchmarkSurrogatePaste(b *testing.B) {
	ctx := newTab(b, withTimeout(4*time.Minute))
	if err := open(ctx, "/"); err != nil {
		b.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		b.Fatal(err)
	}
	paste := func(host, unit string, n int) float64 {
		ms, err := pasteRepeat(ctx, host, unit, n)
		if err != nil {
			b.Fatal(err)
		}
		return ms
	}
	// The first pastes warm the program up, and grow its memory to what
	// the long pastes need (the first long paste took ten times longer).
	paste("w", "D800", 1000)
	paste("v", "FFFD", 400000)
	var peer, lone, quarter float64
	for b.Loop() {
		// Each a new host: a paste of the text the field already holds
		// would not be read again.
		peer = paste("p", "FFFD", 400000)
		lone = paste("l", "D800", 400000)
		quarter = paste("q", "D800", 100000)
	}
	fmt.Printf("to the next frame: 400,000 U+FFFD %.0f ms; 400,000 lone surrogates %.0f ms (%.2fx), 100,000 %.0f ms (400,000 take %.2fx; linear 4x, quadratic 16x)\n",
		peer, lone, lone/peer, quarter, lone/quarter)
	b.ReportMetric(lone/peer, "lone/peer")
	b.ReportMetric(lone/quarter, "400k/100k")
}
