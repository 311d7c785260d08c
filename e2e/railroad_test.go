package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/domdebugger"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// openRailroad opens the playground with input and waits for its diagram.
func openRailroad(t *testing.T, input string, valid bool, production string) context.Context {
	t.Helper()
	ctx := newTab(t)
	openInput(t, ctx, input)
	selectView(t, ctx, "railroad") // a tab of the workspace
	waitVerdict(t, ctx, input, valid, production)
	waitSettled(t, ctx)
	waitFor(t, ctx, "the diagram", `document.querySelector('#railroad svg[data-diagram="`+production+`"] [data-rule]')`)
	return ctx
}

func TestRailroadLitAndStop(t *testing.T) {
	ctx := openRailroad(t, "http://host/~x", false, "httpurl")
	if n := eval[int](t, ctx, `document.querySelectorAll('#railroad svg [data-rule]').length`); n < 3 {
		t.Errorf("%d rule boxes", n)
	}
	taken := eval[[]string](t, ctx, `[...document.querySelectorAll('#railroad svg g[data-taken="true"]')].map(e => (e.dataset.rule || e.dataset.literal) + "=" + (e.querySelector('[data-rr="rr-consumed"]') || {}).textContent)`)
	want := map[string]bool{"http://=http://": true, "hostport=host": true, "/=/": true}
	for _, s := range taken {
		delete(want, s)
	}
	if len(want) > 0 {
		t.Errorf("taken boxes %v, missing %v", taken, want)
	}
	if stop := eval[string](t, ctx, `(document.querySelector('#railroad svg [data-stop]') || {dataset: {}}).dataset.stop || ""`); stop != "12" {
		t.Errorf("data-stop %q, want 12", stop)
	}

	// Open hostport: its diagram, lit, and a breadcrumb back.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#railroad svg g[data-rule="hostport"] > [role="link"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "hostport's diagram", `document.querySelector('#railroad svg[data-diagram="hostport"] g[data-rule="host"][data-taken="true"]')`)
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#railroad .rr-crumbs li')].map(e => e.textContent).join(" > ")`); got != "httpurl > hostport" {
		t.Errorf("breadcrumb %q", got)
	}
	// Keyboard: Enter on a focused box opens it too.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#railroad svg g[data-rule="host"] > [role="link"]`)), chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "host's diagram", `document.querySelector('#railroad svg[data-diagram="host"]')`)
	// A box drawn where the last diagram had another box opens its own
	// rule (go-app keeps a mounted element's handler unless its scope says
	// otherwise).
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#railroad svg[data-diagram="host"] g[data-rule="hostname"] > [role="link"]').dispatchEvent(new MouseEvent("click", {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "hostname's diagram", `document.querySelector('#railroad svg[data-diagram="hostname"]')`)
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#railroad .rr-crumbs li')].map(e => e.textContent).join(" > ")`); got != "httpurl > hostport > host > hostname" {
		t.Errorf("breadcrumb %q", got)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#railroad .rr-crumb`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "back to httpurl", `document.querySelector('#railroad svg[data-diagram="httpurl"]')`)
}

func TestRailroadSteps(t *testing.T) {
	ctx := openRailroad(t, "http://host/~x", false, "httpurl")
	step := func() (n, pos int, rule, kind string) {
		v := eval[[]string](t, ctx, `(e => e ? [e.dataset.step, e.dataset.pos, e.dataset.rule, e.dataset.kind] : ["-1", "-1", "", ""])(document.querySelector('#steps [data-current]'))`)
		n, _ = strconv.Atoi(v[0])
		pos, _ = strconv.Atoi(v[1])
		return n, pos, v[2], v[3]
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#steps`)), chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "step 0", `document.querySelector('#steps [data-current][data-step="0"]')`)
	if n, pos, rule, _ := step(); n != 0 || pos != 0 || rule != "httpurl" {
		t.Errorf("first step %d %d %s", n, pos, rule)
	}
	for i := 1; i <= 3; i++ {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, fmt.Sprint("step ", i), fmt.Sprintf(`document.querySelector('#steps [data-current][data-step="%d"]')`, i))
	}
	// Step 3 enters host: the diagram follows, the breadcrumb leads to it.
	if _, _, rule, _ := step(); rule != "host" {
		t.Errorf("step 3 in %q, want host", rule)
	}
	waitFor(t, ctx, "host's diagram", `document.querySelector('#railroad svg[data-diagram="host"]')`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the last step", `document.querySelector('#steps [data-current][data-kind="stop"]')`)
	if _, pos, _, kind := step(); pos != 12 || kind != "stop" {
		t.Errorf("last step at %d (%s), want the stop at 12", pos, kind)
	}
	// The field's highlight lights the byte the step is at.
	waitFor(t, ctx, "the lit byte", `document.querySelector('#highlight .c.lit[data-start="12"]')`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Home)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first step", `document.querySelector('#steps [data-current][data-step="0"]')`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	if n, _, _, _ := step(); n != 0 {
		t.Errorf("ArrowLeft at the first step went to %d", n)
	}
}

func TestRailroadDiagramFiles(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/rfc"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the diagrams", `document.querySelectorAll('#section-5-diagrams img').length >= 60`)
	// Every image loads and decodes as an image (decode() rejects a file
	// the browser cannot draw). Awaited, not polled: 67 images on a loaded
	// machine can take longer than waitFor's 20 seconds.
	bad, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Promise.all([...document.querySelectorAll('#section-5-diagrams img')].map(i => {
		i.loading = "eager";
		return i.decode().then(() => i.naturalWidth > 0 ? "" : i.src, () => i.src);
	})).then(r => r.filter(Boolean))`, chromedp.EvalAwaitPromise))
	if err != nil || len(bad) > 0 {
		t.Errorf("diagrams that do not load as images: %v %v", bad, err)
	}
	got := eval[[]string](t, ctx, `(() => { const x = new XMLHttpRequest(); x.open("GET", "/diagrams/hostport.svg", false); x.send(); return [String(x.status), x.getResponseHeader("content-type"), x.responseText.slice(0, 200)] })()`)
	if got[0] != "200" || got[1] != "image/svg+xml" {
		t.Errorf("/diagrams/hostport.svg: %v", got)
	}
	if alt := eval[string](t, ctx, `document.querySelector('#rule-diagram-hostport img').alt`); alt != "Railroad diagram of hostport" {
		t.Errorf("alt %q", alt)
	}
}

// TestRailroadScreenshots writes the lit diagram and a step, light and
// dark, to web/screenshots/ when SCREENSHOTS=1.
func TestRailroadScreenshots(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/railroad-*.png")
	}
	const in = "http://www.example.edu:8x/~student"
	for _, theme := range []string{"light", "dark"} {
		t.Run(theme, func(t *testing.T) {
			ctx := newTab(t)
			colorScheme(t, ctx, theme)
			viewport(t, ctx, 1280, 720)
			openInput(t, ctx, in)
			selectView(t, ctx, "railroad") // a tab of the workspace
			waitVerdict(t, ctx, in, false, "httpurl")
			waitSettled(t, ctx)
			shot := func(name string) {
				if err := chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(`#view-railroad`))); err != nil {
					t.Fatal(err)
				}
				png, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(`#view-railroad`)))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join("..", "web", "screenshots", name), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#railroad svg g[data-rule="hostport"] > [role="link"]`))); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "hostport", `document.querySelector('#railroad svg[data-diagram="hostport"]')`)
			shot("railroad-" + theme + ".png")
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#steps`))); err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 8; i++ {
				if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
					t.Fatal(err)
				}
			}
			waitFor(t, ctx, "step 7", `document.querySelector('#steps [data-current][data-step="7"]')`)
			shot("railroad-step-" + theme + ".png")
		})
	}
}

func TestRailroadFollowsTheCaret(t *testing.T) {
	ctx := openRailroad(t, "http://host/~x", false, "httpurl")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(9, 9) })(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	// Byte 9 is in "host": the innermost rule there is toplabel, below
	// the production's diagram.
	waitFor(t, ctx, "toplabel under the caret", `document.querySelector('#railroad svg[data-diagram="httpurl"]') && document.querySelector('#railroad svg[data-diagram="toplabel"] [data-taken="true"]')`)
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#railroad .rr-crumbs li')].map(e => e.textContent).join(" > ")`); got != "httpurl > hostport > host > hostname > toplabel" {
		t.Errorf("breadcrumb %q", got)
	}
}

// TestRailroadListensOnlyShown: the railroad view follows the caret
// with a selectionchange listener of its own, which calls into Go on
// every key; it listens while it is shown, and not while it is built but
// hidden (every view is, once the page has started). Counted with the
// browser's own list of the document's listeners (web/field.js has one).
func TestRailroadListensOnlyShown(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://host/~x")
	waitSettled(t, ctx)
	count := func() int {
		t.Helper()
		doc, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: "document"})
		if err != nil {
			t.Fatal(err)
		}
		ls, err := chromedp.Call(ctx, domdebugger.GetEventListeners, domdebugger.GetEventListenersParams{ObjectID: doc.Result.ObjectID})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, l := range ls.Listeners {
			if l.Type == "selectionchange" {
				n++
			}
		}
		return n
	}
	hidden := count()
	selectView(t, ctx, "railroad")
	waitFor(t, ctx, "the diagram", `document.querySelector('#railroad svg[data-diagram="httpurl"]')`)
	if shown := count(); shown != hidden+1 {
		t.Errorf("selectionchange listeners: %d with the railroad view hidden, %d shown; want one more shown", hidden, shown)
	}
	selectView(t, ctx, "derivation")
	if again := count(); again != hidden {
		t.Errorf("selectionchange listeners: %d with the railroad view hidden, %d once hidden again; want the same", hidden, again)
	}
}

// TestRailroadNarrow: on a phone-wide screen the diagram keeps its size
// and scrolls inside its frame; the page itself does not scroll sideways.
func TestRailroadNarrow(t *testing.T) {
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(375, 800)); err != nil {
		t.Fatal(err)
	}
	openInput(t, ctx, "http://host/~x")
	selectView(t, ctx, "railroad") // a tab of the workspace
	waitVerdict(t, ctx, "http://host/~x", false, "httpurl")
	waitSettled(t, ctx)
	waitFor(t, ctx, "the diagram", `document.querySelector('#railroad svg[data-diagram="httpurl"]')`)
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 375 {
		t.Errorf("the page is %dpx wide at 375", w)
	}
	if w := eval[float64](t, ctx, `document.querySelector('#railroad svg').getBoundingClientRect().width`); w < 500 {
		t.Errorf("the diagram shrank to %.0fpx", w)
	}
	if os.Getenv("SCREENSHOTS") == "1" {
		if err := chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(`#view-railroad`))); err != nil {
			t.Fatal(err)
		}
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("..", "web", "screenshots", "railroad-narrow.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRailroadStepControls: the buttons and the slider step as the keys do,
// and an input beyond the interpreter's limit gets a sentence, not a freeze.
func TestRailroadStepControls(t *testing.T) {
	ctx := openRailroad(t, "http://host/~x", false, "httpurl")
	click := func(label string) {
		t.Helper()
		js := fmt.Sprintf(`[...document.querySelectorAll("#steps .rr-step-controls button")].find(b => b.textContent.includes(%q)).click()`, label)
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
			t.Fatal(err)
		}
	}
	at := func(what string, step int) {
		t.Helper()
		waitFor(t, ctx, what, fmt.Sprintf(`document.querySelector('#steps [data-current][data-step="%d"]') && document.querySelector("#steps .rr-step-slider").value === "%d"`, step, step))
	}
	click("Next")
	at("Next: step 0", 0)
	click("Next")
	at("Next: step 1", 1)
	click("Last")
	last := eval[int](t, ctx, `+document.querySelector("#steps .rr-step-slider").max`)
	at("Last", last)
	if kind := eval[string](t, ctx, `document.querySelector("#steps [data-current]").dataset.kind`); kind != "stop" {
		t.Errorf("the last step is %q, want the stop", kind)
	}
	click("Back")
	at("Back", last-1)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(s => { s.value = "5"; s.dispatchEvent(new Event("input", {bubbles: true})) })(document.querySelector("#steps .rr-step-slider"))`)); err != nil {
		t.Fatal(err)
	}
	at("the slider at 5", 5)
	if line := eval[string](t, ctx, `document.querySelector("#steps [data-current]").textContent`); !strings.HasPrefix(line, "Step 6 of ") {
		t.Errorf("step line %q", line)
	}
	click("First")
	at("First", 0)

	// Beyond railroad.MaxGuided (64 KiB, the trace limit) the view says so.
	long := "http://host/" + strings.Repeat("a", 64<<10)
	ctx = openRailroadLimit(t, long)
	if msg := eval[string](t, ctx, `document.querySelector("#railroad").textContent`); !strings.Contains(msg, "The diagrams follow inputs up to 65,536 bytes, the longest the BNF trace is recorded for; this one is 65,548 bytes.") {
		t.Errorf("over the limit: %q", msg)
	}
}

// TestRailroadLongInput: an input of the trace limit, 64 KiB, is followed
// to its end, in the background: a key typed meanwhile is read at once,
// and the step-through then follows the new input to where the grammar
// stops.
func TestRailroadLongInput(t *testing.T) {
	ctx := newTab(t, withTimeout(4*time.Minute))
	openInput(t, ctx, "http://a/")
	selectView(t, ctx, "railroad")
	waitFor(t, ctx, "the diagram", `document.querySelector('#railroad svg[data-diagram="httpurl"]')`)
	// 65,535 bytes with a "~" at 65,530, and a key: 64 KiB.
	const n = 64 << 10
	head := "http://www.example.com/search/results.html?"
	paste(t, ctx, fmt.Sprintf(`(%q + "keya=valuea+".repeat(6000)).slice(0, %d) + "~abcd"`, head, n-6))
	waitFor(t, ctx, "the note that the input is being followed", `document.querySelector("#railroad-following")`)
	// Meanwhile the last reading's diagram stays, dimmed.
	if cls := eval[string](t, ctx, `document.querySelector("#railroad").className`); !strings.Contains(cls, "rr-stale") && eval[bool](t, ctx, `!!document.querySelector("#railroad-following")`) {
		t.Errorf("#railroad is %q while the input is followed, want rr-stale", cls)
	}
	// A key while the reading goes on is read at once: the verdict follows.
	typeURL(t, ctx, "e")
	waitFor(t, ctx, "the verdict of the key", `document.querySelector("#url-input").value.endsWith("~abcde") && document.querySelector("#verdict").dataset.valid === "false"`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`document.querySelector('#steps') && !document.querySelector("#railroad-following")`, chromedp.WithPollingTimeout(3*time.Minute))); err != nil {
		t.Fatalf("the step-through of 64 KiB: %v", err)
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#steps`)), chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the last step", `document.querySelector('#steps [data-current][data-kind="stop"]')`)
	if pos := eval[string](t, ctx, `document.querySelector('#steps [data-current]').dataset.pos`); pos != strconv.Itoa(n-6) {
		t.Errorf("the last step is at byte %s, want the stop at the \"~\", %d", pos, n-6)
	}
	if line := eval[string](t, ctx, `document.querySelector('#steps [data-current]').textContent`); strings.Contains(line, "cut at") {
		t.Errorf("the step-through was cut: %q", line)
	}
}

// openRailroadLimit opens the railroad view for an input over the limit.
func openRailroadLimit(t *testing.T, input string) context.Context {
	t.Helper()
	ctx := newTab(t)
	openInput(t, ctx, input)
	selectView(t, ctx, "railroad")
	waitSettled(t, ctx)
	waitFor(t, ctx, "the note", `document.querySelector("#railroad p.muted:not(.view-building)")`)
	return ctx
}

// Projector mode sets the page's text to 20 px; a diagram's boxes are
// measured for its own text size, so its text keeps that size and the
// figure is drawn larger as a whole: every rule's name stays inside its
// box.
func TestRailroadProjector(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 720)
	const in = "ftp://myname@host.dom/%2Fetc/motd"
	if err := open(ctx, "/#"+pageFragment(in)+"&v=railroad&big"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the railroad view in projector mode", `document.querySelector('#playground[data-big] #railroad svg g[data-rule="login"]')`)
	spill := eval[[]string](t, ctx, `[...document.querySelectorAll("#railroad svg g[data-rule]")].flatMap(g => {
		const r = g.querySelector("rect"), t = g.querySelector("text");
		if (!r || !t) return [];
		const a = r.getBBox(), b = t.getBBox();
		return b.x < a.x - 0.5 || b.x + b.width > a.x + a.width + 0.5 ? [g.dataset.rule + ": text " + b.width.toFixed(1) + " wide in a box of " + a.width.toFixed(1)] : [];
	})`)
	if len(spill) > 0 {
		t.Errorf("in projector mode, rule names spill out of their boxes:\n%s", strings.Join(spill, "\n"))
	}
	// Drawn larger than at the page's own size: what the room reads.
	if w := eval[float64](t, ctx, `document.querySelector('#railroad svg g[data-rule="login"] rect').getBoundingClientRect().width / document.querySelector('#railroad svg g[data-rule="login"] rect').getBBox().width`); w < 1.2 {
		t.Errorf("in projector mode the diagram is drawn at %.2f of its size, want it larger", w)
	}
}

// After stepping into a rule deep in the reading, a box of the
// production's diagram (drawn above the step's) opens that box's rule at
// its application in the production: the breadcrumb is the production and
// the rule, and the rule is lit where the reading used it.
func TestRailroadBoxAfterSteps(t *testing.T) {
	const in = "ftp://myname@host.dom/%2Fetc/motd"
	ctx := openRailroad(t, in, true, "ftpurl")
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#steps`))); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 12; i++ {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, fmt.Sprint("step ", i), fmt.Sprintf(`document.querySelector('#steps [data-current][data-step="%d"]')`, i))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#railroad .rr-crumbs li").length`); n < 3 {
		t.Fatalf("after 12 steps the breadcrumb has %d rules: the steps went no deeper", n)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#railroad svg[data-diagram="ftpurl"] g[data-rule="login"] > [role="link"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "login's diagram", `document.querySelector('#railroad svg[data-diagram="login"]')`)
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#railroad .rr-crumbs li')].map(e => e.textContent).join(" > ")`); got != "ftpurl > login" {
		t.Errorf("breadcrumb %q, want \"ftpurl > login\"", got)
	}
	if eval[bool](t, ctx, `!document.querySelector('#railroad svg[data-diagram="login"] [data-taken="true"]') || document.querySelector("#railroad").textContent.includes("not used by this reading")`) {
		t.Error("login's diagram is drawn unlit, as not used by this reading; the reading used it for bytes 6-21")
	}
}

// TestRailroadStepsStayInView steps through a reading by clicking Next
// with the mouse where it is, at 1280×720 and 375×812: as each step opens
// a rule's diagram above the controls (login's is tall), the step's
// sentence and the Next button stay wholly in view, under the field, so
// that the next click finds them; and the byte the step reads is marked
// on the field (#field-lit .at-run, or .at-end after the last byte).
func TestRailroadStepsStayInView(t *testing.T) {
	const in = "ftp://myname@host.dom/%2Fetc/motd;type=a"
	for _, vp := range []struct{ w, h int64 }{{1280, 720}, {375, 812}} {
		ctx := openRailroad(t, in, true, "ftpurl")
		viewport(t, ctx, vp.w, vp.h)
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#steps").scrollIntoView({block: "end"})`)); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 16; i++ {
			type pt struct{ X, Y float64 }
			p := eval[pt](t, ctx, `(b => { const r = b.getBoundingClientRect(); return {X: r.left + r.width / 2, Y: r.top + r.height / 2}; })([...document.querySelectorAll("#steps .rr-step-controls button")].find(b => b.textContent.includes("Next")))`)
			if err := chromedp.Do(ctx, chromedp.MouseClickXY(p.X, p.Y)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, fmt.Sprintf("step %d", i), fmt.Sprintf(`document.querySelector('#steps [data-current][data-step="%d"]')`, i))
			waitSettled(t, ctx)
			for _, sel := range []string{"#steps [data-current]", "#steps .rr-step-controls"} {
				if bad := eval[string](t, ctx, fmt.Sprintf(wholeInViewJS, sel)); bad != "" {
					t.Fatalf("%d×%d, step %d: %s is not in view: %s", vp.w, vp.h, i, sel, bad)
				}
			}
			line := eval[string](t, ctx, `document.querySelector("#steps [data-current]").textContent`)
			var n, of, pos int
			if _, err := fmt.Sscanf(line, "Step %d of %d · byte %d", &n, &of, &pos); err != nil {
				t.Fatalf("step line %q: %v", line, err)
			}
			want := ""
			if pos < len(in) {
				want = in[pos : pos+1]
			}
			// The field's mark is drawn by the playground, in the
			// dispatch after the view's: it may come a frame later.
			markJS := `(() => {
				const at = document.querySelector("#field-lit .at-run, #field-lit .at-end");
				if (!at) return {before: -1, text: ""};
				let before = 0;
				for (let e = at.previousElementSibling; e; e = e.previousElementSibling) before += e.textContent.length;
				return {before, text: at.textContent};
			})()`
			var got map[string]any
			for try := 0; try < 50; try++ {
				got = eval[map[string]any](t, ctx, markJS)
				if int(got["before"].(float64)) == pos && got["text"] == want {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if int(got["before"].(float64)) != pos || got["text"] != want {
				t.Errorf("%d×%d, step %d (%q): the field marks %q after %v characters, want %q after %d", vp.w, vp.h, i, line, got["text"], got["before"], want, pos)
			}
		}
	}
}
