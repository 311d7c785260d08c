package e2e

// Browser tests of the workspace: the reading drawn on the field
// itself, the inspector that follows the caret and the pointer, the one
// screen at a projector's and a phone's size, the views' tabs kept in the
// address, and undo after Fix, Fix all and a loaded example.

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// selectView clicks the tab of a view and waits for its panel, drawn (a
// view not shown before is drawn in a task after the frame that shows its
// tab, which says meanwhile that it is being drawn). The click
// is the script's, not the mouse's: a pointer left over the page would
// light what it is over when the page scrolls, and tests that focus an
// element to light it would see the pointer's span instead.
func selectView(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#tab-`+id+`").click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the "+id+" view", viewShownJS(id))
	// Shown by web/field.js at once; drawn by the page's program after
	// the next frame, and what the test reads next may be the program's.
	waitFor(t, ctx, "the "+id+" view drawn as chosen", `!!document.querySelector('#playground[data-view="`+id+`"]')`)
}

// viewShownJS is true when view id is shown and drawn. A tab chosen
// before the start has drawn its side panels shows an empty panel (not
// yet the line saying it is being drawn): drawn is also not empty.
func viewShownJS(id string) string {
	return fmt.Sprintf(`!!document.querySelector('#tab-%s[aria-selected="true"]') && !document.querySelector("#view-%s").hidden && !document.querySelector("#view-%s .view-building") && !!document.querySelector("#view-%s").firstElementChild`, id, id, id, id)
}

// layerCheck compares the field and the layer drawn under it.
type layerCheck struct {
	Value      string   `json:"value"`
	Layer      string   `json:"layer"`
	Lit        string   `json:"lit"`
	Box        []string `json:"box"` // the field's and the layer's rectangles
	Heights    []int    `json:"heights"`
	StyleDiffs []string `json:"styleDiffs"`
	Marks      []string `json:"marks"`
	MarkWidths []string `json:"markWidths"` // markers whose ::after is not out of flow
}

const layerJS = `(() => {
	const f = document.querySelector("#url-input"), l = document.querySelector("#field-layer"), lit = document.querySelector("#field-lit");
	const rect = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(v => v.toFixed(1)).join(","); };
	const fs = getComputedStyle(f), ls = getComputedStyle(l);
	const diffs = [];
	for (const p of ["font-family", "font-size", "font-weight", "line-height", "letter-spacing", "word-spacing", "tab-size",
		"white-space", "word-break", "overflow-wrap", "direction", "text-align",
		"padding-top", "padding-right", "padding-bottom", "padding-left",
		"border-top-width", "border-right-width", "border-bottom-width", "border-left-width", "box-sizing"]) {
		if (fs.getPropertyValue(p) !== ls.getPropertyValue(p)) diffs.push(p + ": " + fs.getPropertyValue(p) + " vs " + ls.getPropertyValue(p));
	}
	const marks = [...l.querySelectorAll("[data-mark]")];
	return {
		value: f.value, layer: l.textContent, lit: lit.textContent,
		box: [rect(f), rect(l)],
		heights: [f.scrollHeight, l.scrollHeight],
		styleDiffs: diffs,
		marks: marks.map(m => m.dataset.mark),
		markWidths: marks.filter(m => getComputedStyle(m, "::after").position !== "absolute").map(m => m.dataset.mark),
	};
})()`

// checkLayer asserts that the layer lies over the field character for
// character: the same text, the same box, the same font and wrapping.
func checkLayer(t *testing.T, ctx context.Context, what string) layerCheck {
	t.Helper()
	c := eval[layerCheck](t, ctx, layerJS)
	if c.Layer != c.Value {
		t.Errorf("%s: the layer's text %q is not the field's %q", what, c.Layer, c.Value)
	}
	if c.Box[0] != c.Box[1] {
		t.Errorf("%s: the field's box is %s, the layer's %s", what, c.Box[0], c.Box[1])
	}
	if c.Heights[0] != c.Heights[1] {
		t.Errorf("%s: the field's text is %dpx high, the layer's %dpx: they wrap differently", what, c.Heights[0], c.Heights[1])
	}
	if len(c.StyleDiffs) > 0 {
		t.Errorf("%s: the layer's text is styled otherwise: %q", what, c.StyleDiffs)
	}
	if len(c.MarkWidths) > 0 {
		t.Errorf("%s: markers %q take room in the text", what, c.MarkWidths)
	}
	return c
}

// TestFieldBox: the field and its mirrors are a form of their own, which
// nothing submits (Chrome's autofill reads, after each keystroke, the form
// a changed field is in; in no form, it read every field of the page),
// and the field is laid over the mirror that sizes it, as its own layout
// root, so that the browser lays out a typed character in the field alone.
// A long input's field, with no mirror, is in flow.
func TestFieldBox(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://host.example/a")
	waitDrawn(t, ctx, "http://host.example/a")
	form := eval[string](t, ctx, `(() => {
		const f = document.querySelector("#url-input"), form = f.form;
		if (!form) return "no form";
		return [form.tagName, form.className, form.elements.length, form.contains(document.querySelector("#field-layer")), form.contains(document.querySelector("#field-lit"))].join(" ");
	})()`)
	if form != "FORM field-stack 1 true true" {
		t.Errorf("the field's form: %q, want a form.field-stack holding the field alone and both mirrors", form)
	}
	// Submitting the form changes nothing: no navigation, no reload.
	eval[bool](t, ctx, `window.__stillHere = true, document.querySelector("#url-input").form.requestSubmit(), true`)
	time.Sleep(300 * time.Millisecond)
	if got := eval[string](t, ctx, `(window.__stillHere ? "same page " : "reloaded ") + document.querySelector("#url-input").value`); got != "same page http://host.example/a" {
		t.Errorf("after the form's submission: %s", got)
	}

	box := func() string {
		return eval[string](t, ctx, `(() => {
			const f = document.querySelector("#url-input"), l = document.querySelector("#field-layer:not(.off)");
			const cs = getComputedStyle(f), r = f.getBoundingClientRect();
			let s = cs.position + " " + cs.contain;
			if (l) {
				const m = l.getBoundingClientRect();
				s += Math.abs(r.top - m.top) < 1 && Math.abs(r.left - m.left) < 1 && Math.abs(r.width - m.width) < 1 && Math.abs(r.height - m.height) < 1 ? " over its mirror" : " beside its mirror: " + JSON.stringify([r, m]);
			} else {
				s += " " + Math.round(r.height / parseFloat(getComputedStyle(document.documentElement).fontSize)) + "rem";
			}
			return s;
		})()`)
	}
	if got := box(); got != "absolute strict over its mirror" {
		t.Errorf("the field: %s", got)
	}
	long := "http://host.example/" + strings.Repeat("a", 5000)
	paste(t, ctx, fmt.Sprintf("%q", long))
	waitDrawn(t, ctx, long)
	if got := box(); got != "relative strict 9rem" {
		t.Errorf("a long input's field: %s", got)
	}
}

func TestFieldLayer(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "")

	// Typed: a URL whose parts are coloured and whose "~" is an error.
	const in = "http://host.example/~user/a b"
	typeURL(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	checkLayer(t, ctx, "typed")
	for _, sel := range []string{
		`#field-layer .fl.r-host[data-start="7"][data-end="19"]`,
		`#field-layer .fl.d-error[data-start="20"]`,
		`#field-layer .fl.r-scheme[data-start="0"][data-end="4"]`,
	} {
		if n := eval[int](t, ctx, `document.querySelectorAll('`+sel+`').length`); n != 1 {
			t.Errorf("%d elements %s, want 1", n, sel)
		}
	}
	// Errors are drawn stronger than notes: a solid bar, not a dotted line.
	if s := eval[string](t, ctx, `getComputedStyle(document.querySelector("#field-layer .fl.d-error")).boxShadow`); !strings.Contains(s, "inset") {
		t.Errorf("an error's mark is %q, want an inset bar", s)
	}

	// Pasted: a tab, a NUL, an emoji, a bidi override, a line break; each
	// visible, none shifting the text.
	paste(t, ctx, `"http://h/a\tb\u0000c\u{1F600}d\u202Ee\r\nf"`)
	waitFor(t, ctx, "the pasted input", `document.querySelector('#field-layer [data-mark="RLO"]')`)
	c := checkLayer(t, ctx, "pasted")
	for _, m := range []string{"TAB", "NUL", "RLO", "LF"} {
		if !strings.Contains(strings.Join(c.Marks, " "), m) {
			t.Errorf("no %s marker; markers %q", m, c.Marks)
		}
	}

	// A long URL wraps the same in the field and in the layer.
	long := "http://www.example.com/" + strings.Repeat("segment/", 40) + "~end"
	paste(t, ctx, fmt.Sprintf("%q", long))
	waitVerdict(t, ctx, long, false, "httpurl")
	c = checkLayer(t, ctx, "long")
	if c.Heights[0] < 100 {
		t.Errorf("a %d-byte URL is %dpx high: it should wrap", len(long), c.Heights[0])
	}

	// Invalid UTF-8 from a link: the field shows U+FFFD, and so does the
	// layer, with the byte named.
	openInput(t, ctx, "http://h/\xff\xe2\x82x")
	waitFor(t, ctx, "the invalid bytes", `document.querySelector('#field-layer [data-mark="FF"]')`)
	c = checkLayer(t, ctx, "invalid UTF-8")
	if c.Value != "http://h/\ufffd\ufffdx" {
		t.Errorf("the field holds %q", c.Value)
	}

	// Hovering a cell of the strip lights its byte on the field too.
	openInput(t, ctx, "http://host/a")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#highlight .c[data-start="7"]').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the lit byte on the field", `document.querySelector("#field-lit .lit-run") && document.querySelector("#field-lit .lit-run").textContent === "h"`)
	if c := checkLayer(t, ctx, "lit"); c.Lit != c.Value {
		t.Errorf("the lit layer's text %q is not the field's %q", c.Lit, c.Value)
	}
}

// inspected reads the inspector.
type inspected struct {
	Pos   string   `json:"pos"`
	Class string   `json:"class"`
	Stack []string `json:"stack"`
	Code  string   `json:"code"`
	RFC   string   `json:"rfc"`
}

const inspectorJS = `(() => {
	const i = document.querySelector("#inspector");
	const d = i.querySelector(".insp-diag[data-code]"), c = i.querySelector("[data-class]"), a = i.querySelector('a[href*="/rfc#"]');
	return {pos: i.dataset.pos, class: c ? c.dataset.class : "", stack: [...i.querySelectorAll("[data-rule]")].map(e => e.dataset.rule),
		code: d ? d.dataset.code : "", rfc: a ? a.getAttribute("href") : ""};
})()`

func waitInspector(t *testing.T, ctx context.Context, pos int) inspected {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf("the inspector at byte %d", pos), fmt.Sprintf(`document.querySelector('#inspector[data-pos="%d"]')`, pos))
	return eval[inspected](t, ctx, inspectorJS)
}

func TestInspectorFollowsCaret(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/~user"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")

	// The caret after "~": the inspector shows the "~", its class, the
	// rules over it from url down, and the error there with its section.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(13, 13); })(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	got := waitInspector(t, ctx, 12)
	if got.Class != "national" {
		t.Errorf("the class of \"~\" is %q, want national", got.Class)
	}
	if len(got.Stack) < 3 || got.Stack[0] != "url" || got.Stack[1] != "httpurl" {
		t.Errorf("the rule stack at \"~\" is %q, want url › httpurl › …", got.Stack)
	}
	if got.Code != "unsafe-char" || !strings.HasPrefix(got.RFC, "/rfc#section-") {
		t.Errorf("the inspector's diagnostic is %q (RFC link %q), want unsafe-char with a link to /rfc", got.Code, got.RFC)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#inspector .insp-diag button.fix").length`); n != 1 {
		t.Errorf("%d Fix buttons in the inspector, want 1", n)
	}

	// The arrow keys move the caret, and the inspector with it.
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	got = waitInspector(t, ctx, 11)
	if got.Class != "reserved" || got.Code == "unsafe-char" {
		t.Errorf("at \"/\": class %q, diagnostic %q; want reserved and not the \"~\"'s", got.Class, got.Code)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Home)); err != nil {
		t.Fatal(err)
	}
	got = waitInspector(t, ctx, 0)
	if got.Class != "alpha" || strings.Join(got.Stack, " ") != "url httpurl scheme" && !strings.HasPrefix(strings.Join(got.Stack, " "), "url httpurl") {
		t.Errorf("at \"h\": class %q, stack %q", got.Class, got.Stack)
	}

	// The pointer over a byte of the strip, or focus on a diagnostic,
	// shows that byte instead; leaving the page returns to the caret.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#highlight .c[data-start="8"]').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	got = waitInspector(t, ctx, 8)
	if got.Class != "alpha" || len(got.Stack) < 3 {
		t.Errorf("pointer at \"o\": class %q, stack %q", got.Class, got.Stack)
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#diagnostics li[data-code="unsafe-char"]`))); err != nil {
		t.Fatal(err)
	}
	got = waitInspector(t, ctx, 12)
	if got.Code != "unsafe-char" {
		t.Errorf("focus on the diagnostic: the inspector shows %q", got.Code)
	}

	// Down to the character rule: at the "a" of a path, the stack reads
	// url › httpurl › hpath › hsegment › uchar › unreserved › alpha ›
	// lowalpha, and the RFC text of the narrowest rule links to /rfc.
	openInput(t, ctx, "http://host/a")
	waitVerdict(t, ctx, "http://host/a", true, "httpurl")
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(13, 13); })(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	got = waitInspector(t, ctx, 12)
	if s := strings.Join(got.Stack, " "); s != "url httpurl hpath hsegment uchar unreserved alpha lowalpha" || got.Class != "alpha" {
		t.Errorf("at the path's \"a\": stack %q, class %q; want url … hsegment uchar unreserved alpha lowalpha, alpha", s, got.Class)
	}
	if !strings.HasPrefix(got.RFC, "/rfc#section-") {
		t.Errorf("the inspector's RFC link is %q, want /rfc#section-…", got.RFC)
	}
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")

	// Typing moves it to the character typed.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")),
		chromedp.Evaluate[chromedp.Void](`(f => f.setSelectionRange(f.value.length, f.value.length))(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	typeURL(t, ctx, "s")
	waitVerdict(t, ctx, in+"s", false, "httpurl")
	waitInspector(t, ctx, len(in))
}

// rectJS reports where an element is, and the page's scroll sizes.
type placed struct {
	Top, Bottom, Height float64
	Inner               float64
	ScrollW, ClientW    float64
	ScrollH             float64
}

func TestOneScreen(t *testing.T) {
	for _, size := range []struct {
		name string
		w, h int64
	}{{"projector", 1280, 720}, {"phone", 375, 667}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := newTab(t)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
				t.Fatal(err)
			}
			// The error state of the screenshots: the caret after the
			// "~", the inspector open on its error (its tallest state).
			const in = "http://www.cs.example.edu:80/~student/notes 1.html?q=rfc+1738"
			openInput(t, ctx, in)
			waitVerdict(t, ctx, in, false, "httpurl")
			waitSettled(t, ctx)
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(30, 30); })(document.querySelector("#url-input"))`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the inspector on the error", `document.querySelector('#inspector[data-pos="29"] .insp-diag[data-severity="error"]')`)
			at := func(sel string) placed {
				s, _ := json.Marshal(sel)
				return eval[placed](t, ctx, fmt.Sprintf(`(() => {
					const r = document.querySelector(%s).getBoundingClientRect(), d = document.documentElement;
					return {Top: r.top, Bottom: r.bottom, Height: r.height, Inner: innerHeight,
						ScrollW: d.scrollWidth, ClientW: d.clientWidth, ScrollH: d.scrollHeight};
				})()`, s))
			}
			// Wholly in view: the field and the verdict. In view (their top
			// lines at least): the first error and, at a projector's width,
			// the inspector beside it (on a phone the diagnostics flow in
			// the page, and the inspector comes after them).
			for _, sel := range []string{"#url-input", "#verdict"} {
				if p := at(sel); p.Top < 0 || p.Bottom > p.Inner {
					t.Errorf("%s spans %.0f-%.0f; the screen is %.0f high", sel, p.Top, p.Bottom, p.Inner)
				}
			}
			inView := []string{`#diagnostics [data-severity="error"]`}
			if size.w >= 1280 {
				inView = append(inView, "#inspector")
			}
			for _, sel := range inView {
				if p := at(sel); p.Top < 0 || p.Top+min(p.Height, 48) > p.Inner {
					t.Errorf("%s starts at %.0f; the screen is %.0f high", sel, p.Top, p.Inner)
				}
			}
			// At 1280×720 the first error is whole (its message, the
			// RFC's sentence, its Fix), and the views' tabs are in view
			// under it; on a phone, the views come below.
			if size.w >= 1280 {
				if p := at(`#diagnostics [data-severity="error"]`); p.Top < 0 || p.Bottom > p.Inner {
					t.Errorf("the first error spans %.0f-%.0f; the screen is %.0f high", p.Top, p.Bottom, p.Inner)
				}
				if p := at("[role=tablist]"); p.Top < 0 || p.Bottom > p.Inner {
					t.Errorf("the views' tabs span %.0f-%.0f; the screen is %.0f high", p.Top, p.Bottom, p.Inner)
				}
				if p := at("[role=tablist]"); p.Height > 48 {
					t.Errorf("the views' tabs take %.0fpx: more than one row", p.Height)
				}
			}
			if p := at("body"); p.ScrollW > p.ClientW {
				t.Errorf("the page scrolls sideways: %.0f wide in %.0f", p.ScrollW, p.ClientW)
			}
		})
	}
}

func TestViewTabs(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/a"
	enc := pageFragment(in) // "u=…&uc=…", as the page writes it
	// An old link, with no view: the first view.
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, true, "httpurl")
	if n := eval[int](t, ctx, `document.querySelectorAll('[role=tablist] [role=tab][aria-selected="true"]').length`); n != 1 {
		t.Fatalf("%d tabs selected, want 1", n)
	}
	if id := eval[string](t, ctx, `document.querySelector('[role=tab][aria-selected="true"]').id`); id != "tab-derivation" {
		t.Errorf("the selected tab is %q, want tab-derivation", id)
	}
	// Each tab controls a tabpanel labelled by it; the others are hidden.
	if bad := eval[[]string](t, ctx, `[...document.querySelectorAll("[role=tab]")].filter(t => {
		const p = document.getElementById(t.getAttribute("aria-controls"));
		return !p || p.getAttribute("role") !== "tabpanel" || p.getAttribute("aria-labelledby") !== t.id || p.hidden === (t.getAttribute("aria-selected") === "true");
	}).map(t => t.id)`); len(bad) > 0 {
		t.Errorf("tabs without their panel: %q", bad)
	}

	// A click chooses a view, and the address keeps it with the input.
	selectView(t, ctx, "parts")
	waitFor(t, ctx, "the view in the address", fmt.Sprintf(`location.hash === "#%s&v=parts"`, enc))
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the parts view after a reload", `document.querySelector('#tab-parts[aria-selected="true"]') && !document.querySelector("#view-parts").hidden`)
	waitVerdict(t, ctx, in, true, "httpurl")

	// The keyboard: one tab in the tab order; arrows move and select.
	if n := eval[int](t, ctx, `document.querySelectorAll('[role=tab][tabindex="0"]').length`); n != 1 {
		t.Errorf("%d tabs in the tab order, want 1", n)
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#tab-parts")), chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the next tab", `document.activeElement && document.activeElement.id === "tab-compare" && document.activeElement.getAttribute("aria-selected") === "true"`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Home)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first tab", `document.activeElement && document.activeElement.id === "tab-derivation" && !document.querySelector("#view-derivation").hidden`)
	waitFor(t, ctx, "the default view's address", fmt.Sprintf(`location.hash === "#%s"`, enc))
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the last tab", `document.activeElement && document.activeElement.getAttribute("aria-selected") === "true" && document.activeElement === document.querySelector("[role=tab]:last-child")`)
}

func TestUndo(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "")
	const in = "http://host/a b~"
	typeURL(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)

	// Fix all, and what it changed: two spans, before and after.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#fix-all"))); err != nil {
		t.Fatal(err)
	}
	const fixed = "http://host/a%20b%7E"
	waitVerdict(t, ctx, fixed, true, "httpurl")
	changes := eval[[]string](t, ctx, `[...document.querySelectorAll("#fix-report .fix-change")].map(li => li.querySelector(".fix-before").textContent + ">" + li.querySelector(".fix-after").textContent)`)
	if strings.Join(changes, " ") != "\u2423>%20 ~>%7E" {
		t.Errorf("Fix all's report: %q, want the space and the ~ with their escapes", changes)
	}

	ctrl := func(key string, mods ...chromedp.Modifier) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")),
			chromedp.KeyEvent(key, chromedp.KeyModifiers(append(mods, chromedp.ModifierCtrl)...))); err != nil {
			t.Fatal(err)
		}
	}
	// Ctrl+Z in the field undoes it; Ctrl+Shift+Z redoes it.
	ctrl("z")
	waitVerdict(t, ctx, in, false, "httpurl")
	ctrl("Z", chromedp.ModifierShift)
	waitVerdict(t, ctx, fixed, true, "httpurl")
	// The Undo button too.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#undo"))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in, false, "httpurl")
	waitFor(t, ctx, "the address", fmt.Sprintf(`location.hash === "#%s"`, pageFragment(in)))

	// A loaded example, and a Fix, are undone the same way.
	selectView(t, ctx, "examples")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-example="rfc-0"]`))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, "ftp://@host.com/", true, "ftpurl")
	ctrl("z")
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#diagnostics [data-code="unsafe-char"] button.fix`))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, "http://host/a b%7E", false, "httpurl")
	ctrl("z")
	waitVerdict(t, ctx, in, false, "httpurl")
	// Typing is undone too, a pause at a time, back to the empty field;
	// then Undo is disabled.
	for i := 0; i < 20 && !eval[bool](t, ctx, `document.querySelector("#undo").disabled`); i++ {
		ctrl("z")
	}
	waitVerdict(t, ctx, "", false, "")
}

// One mistake, one error: where the
// grammar stops at a character that has its own diagnostic, the page counts
// one error, not two.
func TestOneMistakeOneError(t *testing.T) {
	ctx := newTab(t)
	for _, c := range []struct {
		in     string
		errors int
	}{
		{"http://host/~user", 1},
		{"http://host/a b~c", 2},
		{"", 1},
	} {
		openInput(t, ctx, c.in)
		waitFor(t, ctx, "the verdict", `document.querySelector("#verdict[data-valid]")`)
		waitSettled(t, ctx)
		n := eval[int](t, ctx, `document.querySelectorAll('#diagnostics [data-severity="error"]').length`)
		if n != c.errors {
			t.Errorf("%q: %d errors, want %d (one mistake, one error)", c.in, n, c.errors)
		}
		if counts := eval[string](t, ctx, `document.querySelector("#verdict .verdict-counts").textContent`); !strings.Contains(counts, fmt.Sprintf("%d error", c.errors)) {
			t.Errorf("%q: the verdict counts %q, want %d errors", c.in, counts, c.errors)
		}
	}
}

// The derivation tells the whole story: the literals
// between the rules, each character's rules folded under its part, the
// rules used marked in the grammar pane (character rules included), a rule
// that read text it does not match (1abc as toplabel) marked in both; and a
// grammar rule lights its span.
func TestDerivationWholeStory(t *testing.T) {
	ctx := newTab(t)
	const in = "http://1abc/x"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	for _, sel := range []string{
		`#trace li.literal[data-rule='"http://"'][data-start="0"][data-end="7"]`,
		`#trace li.literal[data-rule='"/"'][data-start="11"][data-end="12"]`,
		`#trace li.rejected[data-rule="toplabel"][data-start="7"][data-end="11"]`,
		`#grammar li.rule.rejected[data-name="toplabel"][data-start="7"][data-end="11"]`,
		`#grammar li.rule.used[data-name="uchar"]`,
		`#grammar li.rule.used[data-name="lowalpha"]`,
		`#grammar li.rule.used[data-name="digit"]`,
		`#grammar li.rule.used[data-name="hsegment"][data-start="12"][data-end="13"]`,
	} {
		if n := eval[int](t, ctx, `document.querySelectorAll('`+strings.ReplaceAll(sel, "'", `\'`)+`').length`); n != 1 {
			t.Errorf("%d elements %s, want 1", n, sel)
		}
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#grammar li.rule.used[data-name="escape"]').length`); n != 0 {
		t.Errorf("escape is marked used in %q", in)
	}
	if note := eval[string](t, ctx, `document.querySelector('#trace li.rejected[data-rule="toplabel"] .node-failed').textContent`); !strings.Contains(note, "rejected") {
		t.Errorf("the rejected toplabel's note: %q", note)
	}

	// The character rules are folded: the hsegment is closed, and no
	// character row is drawn until it is opened (Right).
	hseg := `#trace li[data-rule="hsegment"]`
	if x := eval[string](t, ctx, `document.querySelector('`+hseg+`').getAttribute("aria-expanded")`); x != "false" {
		t.Errorf("the hsegment's aria-expanded is %q, want false (folded)", x)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#trace li.char').length`); n != 0 {
		t.Errorf("%d character rows drawn before any part is opened", n)
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(hseg)), chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the x's character rules", `document.querySelector('#trace li.char[data-start="12"][data-end="13"]')`)
	if chain := eval[string](t, ctx, `document.querySelector('#trace li.char[data-start="12"]').dataset.chain`); chain != "uchar \u203a unreserved \u203a alpha \u203a lowalpha" {
		t.Errorf("the x is read by %q, want uchar › unreserved › alpha › lowalpha", chain)
	}

	// Hovering a grammar rule lights its span on the field and shows it in
	// the inspector.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#grammar li[data-name="toplabel"]').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the toplabel lit on the field", `document.querySelector("#field-lit .lit-run") && document.querySelector("#field-lit .lit-run").textContent === "1abc"`)
	waitInspector(t, ctx, 7)
}

// TestKeystrokeRedrawsFirst: an input event redraws the field's layer and
// the verdict before its handler returns (the browser paints them in the
// key's own frame), and leaves the rest of the page (here the Undo button,
// which the first change enables) to the render at the next idle moment,
// which then follows (app/keystroke.go). Go's event handler returns to JavaScript only once
// every goroutine is idle, so what the keystroke drew is in the DOM when
// dispatchEvent returns.
func TestKeystrokeRedrawsFirst(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://host/ab")
	waitVerdict(t, ctx, "http://host/ab", true, "httpurl")
	// Focus first: focusin is a go-app handler, which re-renders the page.
	// A sleep, not a wait: the render that focusin schedules changes
	// nothing a condition could see, and had it not run before the input
	// event below, the keystroke's own flush would run it and enable Undo.
	eval[bool](t, ctx, `document.querySelector("#url-input").focus(), true`)
	chromedp.Run(ctx, chromedp.Sleep(300*time.Millisecond))
	got := eval[[]any](t, ctx, `(() => {
		const f = document.querySelector("#url-input");
		const before = document.querySelector("#undo").disabled;
		f.value = "http://host/a b";
		f.setSelectionRange(f.value.length, f.value.length);
		f.dispatchEvent(new Event("input", {bubbles: true}));
		return [
			document.querySelector("#verdict").dataset.valid,
			document.querySelectorAll('#field-layer .fl.d-error[data-start="13"]').length,
			document.querySelector("#undo").disabled, before,
		];
	})()`)
	if got[0] != "false" || got[1] != float64(1) {
		t.Errorf("when the input event returned, the verdict's data-valid was %v and the layer had %v error marks at byte 13: want false and 1 (the keystroke's own redraw)", got[0], got[1])
	}
	if got[2] != true {
		t.Errorf("when the input event returned, the Undo button was already enabled (before: disabled %v): the keystroke redrew the whole page, not only what a key shows", got[3])
	}
	waitFor(t, ctx, "the Undo button and the diagnostics catching up once typing pauses", `!document.querySelector("#undo").disabled && document.querySelector('#diagnostics [data-start="13"]')`)
}

// TestFieldEventsEnterGoOnlyForWork: web/field.js calls into Go for the
// field's keydown and caret events only when there is work: a
// typed key's selectionchange and keyup find the selection its input event
// read, and a key other than an undo key is not handed to Go. A caret moved
// by an arrow key, and Ctrl+Z, are.
func TestFieldEventsEnterGoOnlyForWork(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://host/ab")
	waitVerdict(t, ctx, "http://host/ab", true, "httpurl")
	waitSettled(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input"))); err != nil {
		t.Fatal(err)
	}
	// The focus's caret events have reached Go: it read the selection
	// (web/field.js compares the field's with the one Go last read).
	waitFor(t, ctx, "the caret read", `(f => document.activeElement === f && urlField.start === f.selectionStart && urlField.end === f.selectionEnd)(document.querySelector("#url-input"))`)
	// Count the calls into Go, in front of the page's own functions.
	eval[bool](t, ctx, `(() => {
		const f = window.urlField, caret = f.caret, undo = f.undo;
		window.__calls = {caret: 0, undo: 0};
		f.caret = () => { __calls.caret++; return caret(); };
		f.undo = (e) => { __calls.undo++; return undo(e); };
		const input = document.querySelector("#url-input");
		input.setSelectionRange(input.value.length, input.value.length);
		return true;
	})()`)
	waitFor(t, ctx, "the caret at the end read", `document.querySelector('#inspector[data-pos="13"]')`)
	eval[bool](t, ctx, `(__calls.caret = 0, true)`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("c"), chromedp.KeyEvent("d")); err != nil {
		t.Fatal(err)
	}
	// Drawn, every panel: that is after the pause in typing (settle), by
	// when the keys' own selectionchange and keyup have been dispatched.
	waitVerdict(t, ctx, "http://host/abcd", true, "httpurl")
	if got := eval[map[string]float64](t, ctx, `__calls`); got["caret"] != 0 || got["undo"] != 0 {
		t.Errorf("two typed letters called into Go for the caret %v times and for undo %v times, want 0 and 0 (their input events had read the caret)", got["caret"], got["undo"])
	}
	// An arrow key moves the caret without an input event: it is handed
	// to Go, and the inspector follows.
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	waitInspector(t, ctx, 14)
	if got := eval[float64](t, ctx, `__calls.caret`); got < 1 {
		t.Errorf("ArrowLeft called into Go for the caret %v times, want at least 1", got)
	}
	// Ctrl+Z is handed to Go, which undoes the last edit.
	if err := chromedp.Do(ctx, chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the undo", `document.querySelector("#url-input").value !== "http://host/abcd"`)
	if got := eval[float64](t, ctx, `__calls.undo`); got != 1 {
		t.Errorf("Ctrl+Z called into Go for undo %v times, want 1", got)
	}
}

// On a phone, a tap on a character inspects that character: the text
// caret lands at the boundary nearest the finger, before the character
// as often as after it, and the caret alone inspects the character
// before it.
func TestTapInspectsTheCharacter(t *testing.T) {
	const in = "ftp://myname@host.dom/%2Fetc/mo~td;type=a"
	tilde := strings.IndexByte(in, '~')
	ctx := newTab(t)
	viewport(t, ctx, 375, 812)
	if _, err := chromedp.Call(ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		t.Fatal(err)
	}
	openInput(t, ctx, in)
	waitSettled(t, ctx)
	for _, side := range []struct {
		name string
		at   float64 // where in the glyph's width the finger lands
	}{{"its left edge", 0.2}, {"its right edge", 0.8}} {
		// Elsewhere first, so that the caret moves.
		eval[any](t, ctx, `(f => { f.focus(); f.setSelectionRange(0, 0); return null })(document.querySelector("#url-input"))`)
		waitFor(t, ctx, "the caret at the start", `document.querySelector('#inspector[data-pos="0"]')`)
		pt := eval[[]float64](t, ctx, fmt.Sprintf(`(() => {
			const layer = document.querySelector("#field-layer");
			const walk = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
			let i = %d;
			for (let n = walk.nextNode(); n; n = walk.nextNode()) {
				if (i < n.data.length) {
					const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1);
					const b = r.getBoundingClientRect();
					return [b.left + b.width * %g, b.top + b.height / 2];
				}
				i -= n.data.length;
			}
			return [];
		})()`, tilde, side.at))
		if len(pt) != 2 {
			t.Fatal("no \"~\" in the field's mirror")
		}
		// The finger down and up at that point; headless Chromium then
		// completes no tap gesture (no click, no caret), so the caret is
		// put where a tap puts it, at the boundary nearest the finger:
		// before the "~" for its left edge, after it for its right.
		for _, ev := range []input.DispatchTouchEventParams{
			{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: pt[0], Y: pt[1]}}},
			{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}},
		} {
			if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, ev); err != nil {
				t.Fatal(err)
			}
		}
		caret := tilde
		if side.at > 0.5 {
			caret++
		}
		eval[any](t, ctx, fmt.Sprintf(`(f => { f.setSelectionRange(%d, %d); return null })(document.querySelector("#url-input"))`, caret, caret))
		waitForWithin(t, ctx, 10*time.Second, fmt.Sprintf("the inspector on the %q tapped at %s", "~", side.name), fmt.Sprintf(`document.querySelector('#inspector[data-pos="%d"]')`, tilde))
	}
}

// The derivation view shows section 5's tree: the literal "http://" is a
// terminal, with no scheme rule inside it (section 5 gives scheme to
// genericurl alone), and the grammar pane does not mark scheme as used;
// "HTTP://" is read as that literal only with case ignored, and the row
// says so, as it does for an upper-case letter of a generic scheme.
func TestDerivationCaseIgnore(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "HTTP://h/a")
	waitSettled(t, ctx)
	selectView(t, ctx, "derivation")
	waitFor(t, ctx, "the tree", `document.querySelector('#trace [data-rule="hostport"]')`)
	got := eval[map[string]any](t, ctx, `(() => {
		const lit = [...document.querySelectorAll('#trace .node.literal')].find(e => e.dataset.rule === '"http://"');
		return {scheme: !!document.querySelector('#trace [data-rule="scheme"], #grammar li.rule.used[data-name="scheme"]'),
			lit: !!lit, ci: !!lit && lit.classList.contains("case-ignore"), note: lit ? lit.querySelector(".node-case")?.textContent || "" : ""};
	})()`)
	if got["scheme"].(bool) || !got["lit"].(bool) || !got["ci"].(bool) || !strings.Contains(got["note"].(string), "interpreters should use case-ignore") {
		t.Errorf("HTTP://h/a: %v; want the literal \"http://\" marked case-ignore, with its note, and no scheme rule", got)
	}
}
