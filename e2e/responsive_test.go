package e2e

// Huge pastes leave the page responsive: after a 5 MB paste, and
// after a paste of 400,000 lone surrogates, a keystroke still updates the
// verdict. Not timed: the waits are generous limits for a busy machine,
// not performance assertions (e2e/bench_test.go measures).

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// waitLong polls a JavaScript expression until it is truthy, for up to two
// minutes: a huge paste on a loaded machine.
func waitLong(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatalf("waiting for %s (%s): %v", what, expr, err)
	}
}

func TestPaste5MBStaysResponsive(t *testing.T) {
	ctx := newTab(t, withTimeout(5*time.Minute))
	openInput(t, ctx, "")
	const n = 416666 // "keya=valuea+".repeat(5e6 / 12): a 5 MB search
	paste(t, ctx, `"http://www.example.com/search/results.html?" + "keya=valuea+".repeat(5e6 / 12)`)
	waitLong(t, ctx, "the 5 MB paste's verdict", `document.querySelector('#verdict[data-valid="true"][data-production="httpurl"]')`)
	note := eval[string](t, ctx, `document.querySelector("#input-note").textContent`)
	if !strings.Contains(note, "first 4,096 bytes") {
		t.Errorf("the note %q does not say that the highlight shows the first 4,096 bytes", note)
	}
	if c := eval[int](t, ctx, `document.querySelectorAll("#highlight .c").length`); c > 4096+2 {
		t.Errorf("the highlight draws %d cells for 5 MB", c)
	}
	// A space typed at the end: not allowed in an http URL.
	typeURL(t, ctx, " ")
	waitLong(t, ctx, "the verdict after a keystroke", `document.querySelector('#verdict[data-valid="false"]')`)
	want := len("http://www.example.com/search/results.html?") + 12*n + 1
	if got := eval[int](t, ctx, `document.querySelector("#url-input").value.length`); got != want {
		t.Errorf("the field holds %d characters after the key, want %d", got, want)
	}
}

func TestPaste400kSurrogatesStaysResponsive(t *testing.T) {
	ctx := newTab(t, withTimeout(5*time.Minute))
	openInput(t, ctx, "")
	paste(t, ctx, `"http://h/" + "\uD800".repeat(400000)`)
	waitLong(t, ctx, "the note on lone surrogates", `((document.querySelector("#state-note") || {}).textContent || "").includes("lone surrogates")`)
	waitLong(t, ctx, "the verdict of the paste", `document.querySelector('#verdict[data-valid="false"]')`)
	if !eval[bool](t, ctx, `document.querySelector("#url-input").value.isWellFormed()`) {
		t.Error("the field still holds lone surrogates")
	}
	// The pasted characters selected, a key replaces them: a valid URL.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => f.setSelectionRange(9, f.value.length))(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("a")); err != nil {
		t.Fatal(err)
	}
	waitLong(t, ctx, "the verdict after a keystroke", `document.querySelector("#url-input").value === "http://h/a" && document.querySelector('#verdict[data-valid="true"][data-production="httpurl"]')`)
}
