package e2e

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/chromedp/chromedp"
)

// Every address opens a working page: go-app v9.8.0 dies on an
// address url.Parse rejects, and app/address-guard.go repairs it first.

// badAddresses are the addresses that stopped the Go program before the
// guard, and what the page reads from each: the input shown, or "" for
// the default example.
var badAddresses = []struct {
	path, input string
}{
	{"/#%", ""},
	{"/#%2", ""},
	{"/#u=%ZZ", ""},
	{"/#x%2", ""},
	{"/#%E0%A4%A", ""},
	{"/#u=aHR0cDovL2Ev&x=%", "http://a/"},
}

func TestBadAddressesOpen(t *testing.T) {
	ctx := newTab(t, withTimeout(4*time.Minute)) // 13 loads of the page
	for _, a := range badAddresses {
		if err := open(ctx, "/rfc"); err != nil { // a different page: the next open loads afresh
			t.Fatal(err)
		}
		if err := open(ctx, a.path); err != nil {
			t.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			t.Fatalf("%s: %v", a.path, err)
		}
		if a.input != "" {
			waitVerdict(t, ctx, a.input, true, "httpurl")
		}
		note := eval[string](t, ctx, `(document.querySelector("#state-note") || {}).textContent || ""`)
		if !strings.Contains(note, "not followed by two hexadecimal digits") {
			t.Errorf("%s: the note is %q; want it to say what could not be read", a.path, note)
		}
		checkAlive(t, ctx, a.path)
	}
	// /rfc, with a bad fragment, works too.
	if err := open(ctx, "/rfc#%"); err != nil {
		t.Fatal(err)
	}
	// Mounted: the Go program read the address and drew the page.
	waitFor(t, ctx, "the RFC page", `location.pathname === "/rfc" && document.querySelector('#rfc-page[data-ready="true"] h1')`)
	if got := eval[bool](t, ctx, `!!document.querySelector("body") && !document.body.textContent.includes("Go program has already exited")`); !got {
		t.Error("/rfc#%: the page is dead")
	}
	// The note is for the address repaired: back on the playground, by a
	// link, there is none.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`a[href="/"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the playground", `location.pathname === "/" && document.querySelector('#playground[data-ready="true"]')`)
	checkAlive(t, ctx, "back")
	if note := eval[string](t, ctx, `(document.querySelector("#state-note") || {}).textContent || ""`); strings.Contains(note, "hexadecimal") {
		t.Errorf("after a link from /rfc#%%, the playground says %q", note)
	}
}

// checkAlive shows the Go program still runs: after a keystroke, the
// verdict reads the field.
func checkAlive(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	clearField(t, ctx)
	in := "http://alive.example/" + strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			return r
		}
		return -1
	}, where)
	typeURL(t, ctx, in)
	waitVerdict(t, ctx, in, true, "httpurl")
}

// The same addresses, and random fragments, set as location.hash on a
// running page: each bad address is noted, and after each the page still
// reads what is typed. A random fragment is up to 24 UTF-16 code units,
// a third of them from "%#&=u", most of the rest any byte (U+0000 to
// U+00FF), and some any code unit (lone surrogates included).
func TestBadHashOnRunningPage(t *testing.T) {
	ctx := newTab(t, withTimeout(4*time.Minute))
	openInput(t, ctx, "http://a/")
	r := rand.New(rand.NewPCG(23, 23))
	var hashes [][]uint16
	for _, a := range badAddresses {
		hashes = append(hashes, utf16.Encode([]rune(strings.TrimPrefix(a.path, "/"))))
	}
	for range 60 {
		h := make([]uint16, 1+r.IntN(24))
		for i := range h {
			switch r.IntN(6) {
			case 0, 1:
				h[i] = uint16("%#&=u"[r.IntN(5)])
			case 2:
				h[i] = uint16(r.IntN(1 << 16))
			default:
				h[i] = uint16(r.IntN(256))
			}
		}
		hashes = append(hashes, h)
	}
	for i, h := range hashes {
		js, _ := json.Marshal(h)
		eval[any](t, ctx, fmt.Sprintf(`(() => { location.hash = String.fromCharCode(...%s); return null })()`, js))
		if i < len(badAddresses) {
			waitFor(t, ctx, "the note on "+badAddresses[i].path, `((document.querySelector("#state-note") || {}).textContent || "").includes("not followed by two hexadecimal digits")`)
		}
		checkReads(t, ctx, fmt.Sprintf("http://alive.example/h%d", i))
	}
	checkAlive(t, ctx, "end")
}

// checkReads shows the Go program still reads the field: the input put in
// it with one input event (as a paste) gets its verdict. It waits for the
// verdict alone, not for every panel to catch up, as checkAlive does: the
// program that reads a verdict is alive, and the random addresses above
// are many.
func checkReads(t *testing.T, ctx context.Context, in string) {
	t.Helper()
	js, _ := json.Marshal(in)
	before := reading(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const f = document.querySelector("#url-input");
		f.value = `+string(js)+`;
		f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertFromPaste"}));
	})()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the verdict of "+in, fmt.Sprintf(`(v => v && +v.dataset.reading > %d)(document.querySelector('#verdict[data-valid="true"][data-production="httpurl"][data-length="%d"]')) && document.querySelector("#url-input").value === %s`, before, len(in), js))
}

// TestLinkRightAfterTyping follows a link while the typed text still waits
// to be written to the address (the page writes it once typing pauses):
// the link's input must stay, in the field and in the address, after that
// pause has passed.
func TestLinkRightAfterTyping(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://a/")
	link := "ftp://linked.example/file"
	hash := "#u=" + base64.RawURLEncoding.EncodeToString([]byte(link))
	for i := range 5 {
		// The key and the link in one task: the link comes well within the
		// page's pause before it writes the typed text.
		eval[any](t, ctx, fmt.Sprintf(`(() => {
			const f = document.querySelector("#url-input");
			f.focus();
			f.value = "http://typed/%d";
			f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertText", data: "%d"}));
			location.hash = %q;
			return null;
		})()`, i, i, hash))
		waitDrawn(t, ctx, link)
		// A sleep, not a wait: what is tested is that nothing happens once
		// the page's pause (200 ms; 1 s for a long input) has passed, when
		// the typed text would have replaced the address.
		time.Sleep(1500 * time.Millisecond)
		if got := eval[string](t, ctx, `location.hash`); !strings.HasPrefix(got, hash) {
			t.Fatalf("round %d: the address is %q after the pause, want the link's %q", i, got, hash)
		}
		waitDrawn(t, ctx, link)
		openInput(t, ctx, "http://a/")
	}
	// The page's pause ends while the browser tells it of the new
	// address: the key is read, then, in one task, the pause passes (the
	// page's timer is due, its Go timer not run yet) and the link is
	// followed. When the program resumes for the link's popstate, the
	// due timer's write and the navigation are both waiting to run. The
	// link must stand, and be read.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`new Promise(done => {
		const f = document.querySelector("#url-input");
		f.focus();
		f.value = "http://typed/late";
		f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertText", data: "e"}));
		const then = () => {
			const v = document.getElementById("verdict");
			if (!v || v.dataset.length !== String(f.value.length)) {
				requestAnimationFrame(then);
				return;
			}
			for (const t = performance.now(); performance.now() - t < 1200;) {}
			location.hash = %q;
			done(null);
		};
		requestAnimationFrame(then);
	})`, hash), chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	waitDrawn(t, ctx, link)
	time.Sleep(300 * time.Millisecond)
	if got := eval[string](t, ctx, `location.hash`); !strings.HasPrefix(got, hash) {
		t.Fatalf("after the pause ran out in the link's task, the address is %q, want the link's %q", got, hash)
	}
	// The page writes again once it has read the link: the next key's
	// text reaches the address.
	typeURL(t, ctx, "/x")
	want := "#u=" + base64.RawURLEncoding.EncodeToString([]byte(link+"/x"))
	waitFor(t, ctx, "the typed text in the address", fmt.Sprintf(`location.hash.startsWith(%q)`, want))
}
