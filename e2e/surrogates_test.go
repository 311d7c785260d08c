package e2e

import (
	"encoding/base64"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Lone surrogates in a paste lay out in linear time (Chromium's layout of
// a field full of them is quadratic: 200,000 took 13 s; app/surrogates.go), and the page says
// that they became U+FFFD in the field, the reading and the link.
func TestLoneSurrogatesPaste(t *testing.T) {
	ctx := newTab(t, withTimeout(3*time.Minute))
	openInput(t, ctx, "")
	measure := func(n string) float64 {
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`(async () => {
			const f = document.querySelector("#url-input");
			f.focus();
			const t0 = performance.now();
			f.value = "http://h/" + "\uD800".repeat(`+n+`);
			f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertFromPaste"}));
			await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
			return performance.now() - t0;
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	measure("1000") // the first paste warms the program up
	// 200,000 took 13 s before, and 200,000 of "a" take about 1.5 s on a
	// loaded machine.
	ms := measure("200000")
	t.Logf("200,000 lone surrogates: %.0f ms to the next frame", ms)
	if ms > 8000 {
		t.Errorf("pasting 200,000 lone surrogates took %.0f ms to the next frame, want under 8 s (the quadratic layout took 13 s)", ms)
	}
	if !eval[bool](t, ctx, `document.querySelector("#url-input").value.isWellFormed()`) {
		t.Error("the field still holds lone surrogates")
	}
	note := eval[string](t, ctx, `(document.querySelector("#state-note") || {}).textContent || ""`)
	if !strings.Contains(note, "lone surrogates") || !strings.Contains(note, "U+FFFD") {
		t.Errorf("the note is %q; want it to say the lone surrogates became U+FFFD", note)
	}

	// The link holds what the field shows, and the note says so too.
	measure("1000")
	want := "http://h/" + strings.Repeat("\uFFFD", 1000)
	waitFor(t, ctx, "the address", `location.hash.length > 4000`)
	hash := eval[string](t, ctx, `location.hash`)
	got, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(hash, "#u="))
	if err != nil || string(got) != want {
		t.Errorf("the address holds %.40q (%v); want the field's text, U+FFFD for each lone surrogate", got, err)
	}
	// Typing after it works, and a field with no lone surrogate has no note.
	clearField(t, ctx)
	typeURL(t, ctx, "http://a/")
	waitVerdict(t, ctx, "http://a/", true, "httpurl")
	if note := eval[string](t, ctx, `(document.querySelector("#state-note") || {}).textContent || ""`); note != "" {
		t.Errorf("after typing, the note is still %q", note)
	}
}
