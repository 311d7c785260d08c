package e2e

// Browser tests of what the page tells screen readers beyond the verdict
// (the field's validity, the diagnostic at the caret, the theme's state),
// of text sizes a room can read, and of the marks drawn on the field.

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The field says whether its URL is valid: aria-invalid="true" while it is
// not, and not "true" once it is.
func TestFieldAriaInvalid(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/~user"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	inv := `document.querySelector("#url-input").getAttribute("aria-invalid")`
	if got := eval[string](t, ctx, inv+` || ""`); got != "true" {
		t.Errorf("invalid %q: the field's aria-invalid = %q, want true", in, got)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#diagnostics [data-code="unsafe-char"] button.fix`))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, "http://host/%7Euser", true, "httpurl")
	waitSettled(t, ctx)
	waitFor(t, ctx, "the field no longer invalid", inv+` !== "true"`)
}

// Moving the caret onto a diagnostic is heard politely: a live region
// outside the inspector gets the diagnostic's severity and short line, and
// is empty where the caret is on none.
func TestCaretDiagnosticAnnounced(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/~user"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	live := eval[string](t, ctx, `(e => e ? e.getAttribute("aria-live") + " " + (e.closest("#inspector") ? "inside" : "outside") : "none")(document.querySelector("#inspector-announce"))`)
	if live != "polite outside" {
		t.Fatalf("#inspector-announce: %q, want an aria-live=polite region outside the inspector", live)
	}
	caret := func(pos int) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(`+strconv.Itoa(pos)+`, `+strconv.Itoa(pos)+`); })(document.querySelector("#url-input"))`)); err != nil {
			t.Fatal(err)
		}
	}
	caret(9) // after "ho": no diagnostic
	waitFor(t, ctx, "the inspector on the host", `document.querySelector('#inspector[data-pos="8"]')`)
	if got := eval[string](t, ctx, `document.querySelector("#inspector-announce").textContent`); got != "" {
		t.Errorf("caret on the host, which has no diagnostic: announced %q, want nothing", got)
	}
	caret(13) // after "~"
	waitFor(t, ctx, "the inspector on the ~", `document.querySelector('#inspector[data-pos="12"] .insp-diag[data-code="unsafe-char"]')`)
	msg := eval[string](t, ctx, `document.querySelector("#inspector .insp-diag .diag-message").textContent`)
	waitFor(t, ctx, "the announcement", `document.querySelector("#inspector-announce").textContent !== ""`)
	got := eval[string](t, ctx, `document.querySelector("#inspector-announce").textContent`)
	if !strings.Contains(got, "error") || !strings.Contains(got, msg) {
		t.Errorf("caret on the ~: announced %q, want the error's line %q", got, msg)
	}
}

// The theme control says its state: aria-pressed is "true" exactly while
// the page is dark, whether the system, a stored choice or a click made
// it so.
func TestThemeToggleSaysState(t *testing.T) {
	ctx := newTab(t)
	colorScheme(t, ctx, "light")
	openInput(t, ctx, "http://a/")
	state := `(b => b.getAttribute("aria-pressed") + " " + document.documentElement.classList.contains("dark"))(document.querySelector("#theme-toggle"))`
	if got := eval[string](t, ctx, state); got != "false false" {
		t.Errorf("light system: aria-pressed and dark = %q, want false false", got)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#theme-toggle"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the dark theme pressed", state+` === "true true"`)
	// A stored choice of dark, on a light system: pressed at load.
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the stored dark theme pressed at load", state+` === "true true"`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#theme-toggle"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the light theme not pressed", state+` === "false false"`)
}

// smallTextJS lists the visible text nodes whose computed font size is
// below %d px: the element, its size and the text. A node is visible when
// it draws a box larger than a pixel (sr-only text is clipped to one) and
// no ancestor hides it.
const smallTextJS = `(() => {
	const out = [];
	const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n = w.nextNode(); n; n = w.nextNode()) {
		if (n.textContent.trim() === "") continue;
		const el = n.parentElement;
		if (!el || el.closest("[hidden], [aria-hidden='true'] .sr-only, .sr-only, noscript, script, style, template")) continue;
		const cs = getComputedStyle(el);
		if (cs.visibility !== "visible" || +cs.opacity === 0) continue;
		const r = document.createRange();
		r.selectNodeContents(n);
		const b = r.getBoundingClientRect();
		if (b.width <= 1 || b.height <= 1) continue;
		const px = parseFloat(cs.fontSize);
		if (px < %d) out.push(el.tagName.toLowerCase() + (el.className && el.className.baseVal === undefined ? "." + String(el.className).trim().split(/\s+/).join(".") : "") + " " + px + "px " + JSON.stringify(n.textContent.trim().slice(0, 20)));
	}
	// Text drawn by CSS (the class letters of the strip, the ruler, the
	// marks on the field) is content of ::before and ::after.
	for (const el of document.querySelectorAll("body *")) {
		if (el.closest("[hidden], .sr-only")) continue;
		const r = el.getBoundingClientRect();
		if (r.width === 0 && r.height === 0 && el.getClientRects().length === 0) continue;
		for (const pseudo of ["::before", "::after"]) {
			const cs = getComputedStyle(el, pseudo);
			const c = cs.content;
			if (!c || c === "none" || c === "normal" || c === '""' || cs.display === "none" || cs.visibility !== "visible") continue;
			const text = c.startsWith('"') ? c.slice(1, -1) : (c.startsWith("attr(") ? el.getAttribute(c.slice(5, -1)) || "" : c);
			if (text.trim() === "" || text.startsWith("var(")) continue;
			const px = parseFloat(cs.fontSize);
			if (px < %d) out.push(el.tagName.toLowerCase() + "." + String(el.className).trim().split(/\s+/).join(".") + pseudo + " " + px + "px " + JSON.stringify(text.slice(0, 20)));
		}
	}
	return out;
})()`

// In the normal mode, no text a student can see is smaller than 13 px, at
// a projector's 1280×720 and on a phone.
func TestTextSizesNormal(t *testing.T) {
	const in = "http://host:/~user?q"
	for _, size := range []struct{ w, h int64 }{{1280, 720}, {375, 740}} {
		t.Run(strconv.Itoa(int(size.w)), func(t *testing.T) {
			ctx := newTab(t)
			viewport(t, ctx, size.w, size.h)
			openInput(t, ctx, in)
			waitVerdict(t, ctx, in, false, "httpurl")
			waitSettled(t, ctx)
			if small := eval[[]string](t, ctx, fmt.Sprintf(smallTextJS, 13, 13)); len(small) > 0 {
				t.Errorf("%d texts smaller than 13 px at %d px wide: %q", len(small), size.w, small)
			}
		})
	}
}

// inViewJS reports whether the element matching %q has its first line in
// the window: its top at or below the window's and a line's height above
// its bottom.
const inViewJS = `(e => {
	if (!e) return false;
	const r = e.getBoundingClientRect(), lh = parseFloat(getComputedStyle(e).lineHeight) || 1.4 * parseFloat(getComputedStyle(e).fontSize);
	return r.top >= 0 && r.top + lh <= innerHeight && r.left >= 0 && r.right <= innerWidth + 1;
})(document.querySelector(%q))`

// Projector mode: "&big" in the address turns it on at load; in it every
// text is 20 px or more at 1280×720, and the field, the verdict and the
// first error are in the window without scrolling; the control turns it
// off and takes "&big" out of the address, and back.
func TestProjectorMode(t *testing.T) {
	const in = "http://host:/~user?q"
	ctx := newTab(t)
	viewport(t, ctx, 1280, 720)
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&big"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	if got := eval[string](t, ctx, `(p => p.hasAttribute("data-big") + " " + document.querySelector("#big-toggle").getAttribute("aria-pressed"))(document.querySelector("#playground"))`); got != "true true" {
		t.Fatalf("&big at load: data-big and aria-pressed = %q, want true true", got)
	}
	if small := eval[[]string](t, ctx, fmt.Sprintf(smallTextJS, 20, 20)); len(small) > 0 {
		t.Errorf("%d texts smaller than 20 px in projector mode: %q", len(small), small)
	}
	if y := eval[float64](t, ctx, `scrollY`); y != 0 {
		t.Errorf("the page is scrolled to %v at load", y)
	}
	for _, sel := range []string{"#url-input", "#verdict", `#diagnostics [data-severity="error"] .diag-message`} {
		if !eval[bool](t, ctx, fmt.Sprintf(inViewJS, sel)) {
			r := eval[string](t, ctx, fmt.Sprintf(`(e => e ? JSON.stringify(e.getBoundingClientRect()) : "none")(document.querySelector(%q))`, sel))
			t.Errorf("projector mode at 1280×720: %s is not in the window (%s)", sel, r)
		}
	}
	// The control turns it off, and the address loses "&big"; and on again.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#big-toggle"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "projector mode off", `!document.querySelector("#playground").hasAttribute("data-big") && !location.hash.includes("big") && location.hash.startsWith("#u=") && document.querySelector("#big-toggle").getAttribute("aria-pressed") === "false"`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#big-toggle"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "projector mode on", `document.querySelector("#playground").hasAttribute("data-big") && location.hash.endsWith("&big")`)
}

// A zero-width mark on the field (here the missing host of "http://", at
// the end) cannot be taken for the caret: it is no thin bar the height of
// the line but a wedge under it, at least 6 px wide and under half a line
// high; and the strip's mark is no bar at the cell's edge.
func TestZeroWidthMarkIsNoCaret(t *testing.T) {
	ctx := newTab(t)
	const in = "http://"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	type box struct {
		W, H, Line float64
		Shadow, BG string
		Ticks      []float64
	}
	got := eval[box](t, ctx, `(() => {
		const m = document.querySelector("#field-layer .fl-at.d-at-error");
		if (!m) return {W: -1, H: -1, Line: 0, Shadow: ""};
		const s = getComputedStyle(m, "::before"), px = v => parseFloat(v) || 0;
		const c = document.querySelector("#highlight .c.d-at-error");
		return {
			W: px(s.width) + px(s.borderLeftWidth) + px(s.borderRightWidth) + px(s.paddingLeft) + px(s.paddingRight),
			H: px(s.height) + px(s.borderTopWidth) + px(s.borderBottomWidth) + px(s.paddingTop) + px(s.paddingBottom),
			Line: px(getComputedStyle(document.querySelector("#url-input")).lineHeight),
			Shadow: c ? getComputedStyle(c).boxShadow : "no mark in the strip",
			BG: s.backgroundColor,
			Ticks: [...document.querySelectorAll("#highlight .part.top")].map(p => {
				const b = getComputedStyle(p, "::before");
				return b.display === "none" ? 0 : parseFloat(b.height) || 0;
			}),
		};
	})()`)
	if got.W < 0 {
		t.Fatal("no zero-width error mark on the field for the missing host")
	}
	if got.W < 6 || got.H >= got.Line/2 {
		t.Errorf("the field's zero-width mark is %.1f×%.1f px (line %.1f px): a bar like the caret; want at least 6 px wide and under half a line high", got.W, got.H, got.Line)
	}
	if got.BG != "rgba(0, 0, 0, 0)" {
		t.Errorf("the field's zero-width mark is filled (%s): a block, not a wedge", got.BG)
	}
	for _, h := range got.Ticks {
		if h >= got.Line/2 {
			t.Errorf("a part's start in the strip is a rule %.1f px high (line %.1f px): a bar like the caret", h, got.Line)
		}
	}
	if got.Shadow != "none" {
		t.Errorf("the strip's zero-width mark draws %q: a bar at the cell's edge", got.Shadow)
	}
}
