package e2e

// Browser tests of the workspace's layout: the URL stays in sight while a
// view is used, each view gets the room it needs, each message is said
// once on a screen, and a long input's errors are all reachable.

import (
	"context"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// layoutURL has an error, a warning, notes, every part of an http URL
// and a derivation, a comparison and a railroad reading to use.
const layoutURL = "http://www.cs.example.edu:80/~student/notes 1.html?q=rfc+1738"

// wholeInViewJS reports whether the element matching %q is wholly in the
// window and is what the window shows at its centre (not covered).
const wholeInViewJS = `(e => {
	if (!e) return "missing";
	const r = e.getBoundingClientRect();
	if (r.height < 1 || r.top < 0 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5)
		return "at " + JSON.stringify({top: r.top, bottom: r.bottom, left: r.left, right: r.right}) + " in " + innerWidth + "×" + innerHeight;
	const at = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
	if (!at || !(e === at || e.contains(at) || at.closest(".field-stack") && at.closest(".field-stack").contains(e)))
		return "covered by " + (at ? at.tagName + "." + at.className : "nothing");
	return "";
})(document.querySelector(%q))`

// hoverLast scrolls the last element matching sel that has a box and a
// span of one byte or more into view at the window's bottom, and moves
// the mouse pointer over it.
func hoverLast(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	type pt struct{ X, Y float64 }
	p := eval[pt](t, ctx, fmt.Sprintf(`(() => {
		const els = [...document.querySelectorAll(%q)].filter(e => e.getClientRects().length && e.dataset.start !== e.dataset.end);
		if (!els.length) return {X: -1, Y: -1};
		const e = els[els.length - 1];
		e.scrollIntoView({block: "end"});
		const r = e.getBoundingClientRect();
		return {X: r.left + Math.min(r.width / 2, 12), Y: r.top + Math.min(r.height / 2, 8)};
	})()`, sel))
	if p.X < 0 {
		t.Fatalf("nothing matches %s", sel)
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseMoved, p.X, p.Y)); err != nil {
		t.Fatal(err)
	}
}

// The field with its colours and marks stays in the window while a view
// is used, at a projector's 1280×720 and at 1920×1080: after the pointer
// lights the last cell, node, row or box of a view (the page scrolled to
// it), after the step-through steps to its end, and with the page
// scrolled to its bottom; and what the view lit is lit on the field in
// view. The quiz, which hides the field (it would answer its questions),
// keeps its own question's URL in view.
func TestFieldStaysInView(t *testing.T) {
	views := []struct{ id, hover string }{
		{"derivation", "#trace li[data-start][data-end]"},
		{"parts", "#parts tr[data-start]"},
		{"compare", "#compare [data-reader][data-start]"},
		{"interpret", "#interpret [data-step][data-start]"},
		{"railroad", ""}, // stepped to the end with the keyboard
		{"anatomy", ""},
		{"examples", ""},
	}
	for _, size := range []struct{ w, h int64 }{{1280, 720}, {1920, 1080}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			ctx := newTab(t)
			viewport(t, ctx, size.w, size.h)
			fieldInView := func(what string) {
				t.Helper()
				if bad := eval[string](t, ctx, fmt.Sprintf(wholeInViewJS, "#url-input")); bad != "" {
					t.Errorf("%d×%d, %s: #url-input is not in view: %s", size.w, size.h, what, bad)
				}
			}
			for _, v := range views {
				if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(layoutURL))+"&v="+v.id); err != nil {
					t.Fatal(err)
				}
				if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
					t.Fatal(err)
				}
				if err := waitReady(ctx); err != nil {
					t.Fatal(err)
				}
				waitDrawn(t, ctx, layoutURL)
				scrollTop(t, ctx)
				waitFor(t, ctx, "the "+v.id+" view", fmt.Sprintf(`!document.querySelector("#view-%s").hidden`, v.id))
				switch {
				case v.id == "railroad":
					waitFor(t, ctx, "the step-through", `document.querySelector("#steps")`)
					if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#steps").scrollIntoView({block: "end"})`),
						chromedp.Focus(chromedp.CSS("#steps")), chromedp.KeyEvent(kb.End)); err != nil {
						t.Fatal(err)
					}
					waitFor(t, ctx, "the last step", `document.querySelector("#steps [data-current]")`)
				case v.hover != "":
					hoverLast(t, ctx, v.hover)
				}
				if v.hover != "" || v.id == "railroad" {
					waitFor(t, ctx, v.id+": a span lit on the field", `document.querySelector("#field-lit .lit-run, #field-lit .at-run")`)
					fieldInView(v.id + ", its last item lit")
					lit := eval[string](t, ctx, `(e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight ? "" : "at " + r.top + "-" + r.bottom; })(document.querySelector("#field-lit .lit-run, #field-lit .at-run"))`)
					if lit != "" {
						t.Errorf("%d×%d, %s: the lit span on the field is out of the window (%s)", size.w, size.h, v.id, lit)
					}
				}
				if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.documentElement.scrollHeight)`)); err != nil {
					t.Fatal(err)
				}
				fieldInView(v.id + ", the page scrolled to its bottom")
			}

			// The list: its table scrolled to its last row, the page to
			// its bottom.
			if err := open(ctx, "/#"+urllist.EncodeLink(showcaseList, false)); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitListRead(t, ctx, showcaseRows)
			scrollTop(t, ctx)
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(s => { s.scrollTop = s.scrollHeight; window.scrollTo(0, document.documentElement.scrollHeight); })(document.querySelector("#tests-scroll"))`)); err != nil {
				t.Fatal(err)
			}
			fieldInView("the list, scrolled to its end")

			// The quiz: its question's URL in view, the page scrolled down.
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-start"))); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the quiz", `document.querySelector('#quiz[data-at="0"]')`)
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.documentElement.scrollHeight)`)); err != nil {
				t.Fatal(err)
			}
			if bad := eval[string](t, ctx, fmt.Sprintf(wholeInViewJS, "#quiz-url")); bad != "" {
				t.Errorf("%d×%d, the quiz: its URL is not in view: %s", size.w, size.h, bad)
			}
		})
	}
}

// scrollTop scrolls the page to its top (a reload restores the scroll).
func scrollTop(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`)); err != nil {
		t.Fatal(err)
	}
}

// Each view gets the room it needs at 1280×720: the list and the quiz are
// a mode of the whole workspace (#playground[data-mode]), the whole width,
// without the strip, diagnostics and inspector of the field's URL; the
// comparison, the derivation and the railroad diagrams have the whole
// width too; no header of the list's table is cut. On a phone the tabs
// stay on one row, which scrolls, and the arrow keys still move along it.
func TestViewsHaveRoom(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 720)
	openInput(t, ctx, layoutURL)
	waitVerdict(t, ctx, layoutURL, false, "httpurl")
	waitSettled(t, ctx)
	// widthShare is the view's width over the workspace's content width.
	const widthShare = `(v => { const m = document.querySelector("main.workspace"), cs = getComputedStyle(m);
		return v.getBoundingClientRect().width / (m.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)); })(document.querySelector("#view-%s"))`
	for _, id := range []string{"derivation", "compare", "railroad"} {
		selectView(t, ctx, id)
		waitFor(t, ctx, "the mode "+id, fmt.Sprintf(`document.querySelector('#playground[data-mode="%s"]')`, id))
		if w := eval[float64](t, ctx, fmt.Sprintf(widthShare, id)); w < 0.97 {
			t.Errorf("the %s view takes %.0f%% of the workspace's width, want all of it", id, 100*w)
		}
	}
	shown := func(sel string) bool {
		t.Helper()
		return eval[bool](t, ctx, fmt.Sprintf(`(e => !!e && e.getClientRects().length > 0)(document.querySelector(%q))`, sel))
	}
	if err := open(ctx, "/#"+urllist.EncodeLink(showcaseList, false)); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx, showcaseRows)
	waitFor(t, ctx, "the list mode", `document.querySelector('#playground[data-mode="list"]')`)
	if w := eval[float64](t, ctx, fmt.Sprintf(widthShare, "list")); w < 0.97 {
		t.Errorf("the list takes %.0f%% of the workspace's width, want all of it", 100*w)
	}
	for _, sel := range []string{"#diagnostics", "#inspector", "#highlight"} {
		if shown(sel) {
			t.Errorf("the list mode shows %s, the reading of the field's URL", sel)
		}
	}
	if !shown("#url-input") {
		t.Error("the list mode hides the field, where a row's URL is read")
	}
	if cut := eval[[]string](t, ctx, `[...document.querySelectorAll("#tests thead th")].filter(th => th.scrollWidth > th.clientWidth).map(th => th.textContent)`); len(cut) > 0 {
		t.Errorf("the list's headers cut: %q", cut)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-start"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the quiz mode", `document.querySelector('#quiz[data-at="0"]') && document.querySelector('#playground[data-mode="quiz"]')`)
	if w := eval[float64](t, ctx, fmt.Sprintf(widthShare, "list")); w < 0.97 {
		t.Errorf("the quiz takes %.0f%% of the workspace's width, want all of it", 100*w)
	}

	// A phone: one row of tabs, scrolling sideways; the page does not.
	ctx = newTab(t)
	viewport(t, ctx, 375, 667)
	openInput(t, ctx, layoutURL)
	waitVerdict(t, ctx, layoutURL, false, "httpurl")
	type row struct {
		Tops             []float64
		ScrollW, ClientW float64
		PageW, InnerW    float64
	}
	got := eval[row](t, ctx, `(l => ({Tops: [...new Set([...l.querySelectorAll("[role=tab]")].map(b => Math.round(b.getBoundingClientRect().top)))],
		ScrollW: l.scrollWidth, ClientW: l.clientWidth, PageW: document.documentElement.scrollWidth, InnerW: innerWidth}))(document.querySelector("[role=tablist]"))`)
	if len(got.Tops) != 1 {
		t.Errorf("the tabs take %d rows on a phone (tops %v), want one", len(got.Tops), got.Tops)
	}
	if got.PageW > got.InnerW {
		t.Errorf("the page scrolls sideways on a phone: %v wide in %v", got.PageW, got.InnerW)
	}
	// The keyboard pattern: End selects the last tab, scrolled into the
	// row's view; Home the first.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#tab-derivation")), chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the last tab, focused and selected", `document.activeElement && document.activeElement.id === "tab-examples" && document.activeElement.getAttribute("aria-selected") === "true" && !document.querySelector("#view-examples").hidden`)
	waitFor(t, ctx, "the last tab in the row's view", `(t => { const r = t.getBoundingClientRect(), l = t.parentElement.getBoundingClientRect(); return r.left >= l.left - 1 && r.right <= l.right + 1; })(document.querySelector("#tab-examples"))`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Home)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first tab in the row's view", `document.activeElement.id === "tab-derivation" && (t => { const r = t.getBoundingClientRect(), l = t.parentElement.getBoundingClientRect(); return r.left >= l.left - 1 && r.right <= l.right + 1; })(document.activeElement)`)
}

// countJS counts the occurrences of the string %s (a JavaScript
// expression) in the visible text of the workspace.
const countJS = `((text, s) => s ? text.split(s).length - 1 : -1)(document.querySelector("main.workspace").innerText, %s)`

// Each message is said once on a screen: the first error's message in
// full only in the diagnostics list (the verdict says it in one line:
// what, where, which section; the inspector by reference), in every view,
// and the set the grammar expected where it stopped once; the note that
// genericurl does not match either is folded under the error.
func TestEachMessageOnce(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 720)
	openInput(t, ctx, layoutURL)
	waitVerdict(t, ctx, layoutURL, false, "httpurl")
	waitSettled(t, ctx)
	// The caret after the "~": the inspector is on the first error.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(30, 30); })(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the inspector on the error", `document.querySelector('#inspector[data-pos="29"] .insp-diag[data-severity="error"]')`)
	first := eval[string](t, ctx, `document.querySelector('#diagnostics li[data-severity="error"] > .diag-message').textContent`)
	if !strings.Contains(first, "stops matching here: expected ") {
		t.Fatalf("the first error %q does not say what the grammar expected: the test's URL no longer fits", first)
	}
	expected := first[strings.Index(first, "stops matching here: expected ")+len("stops matching here: expected "):]
	line := eval[string](t, ctx, `document.querySelector("#verdict .verdict-line").textContent`)
	for _, want := range []string{`"~" is unsafe`, "byte 29", "RFC 1738 \u00a72.2"} {
		if !strings.Contains(line, want) {
			t.Errorf("the verdict %q does not say %q", line, want)
		}
	}
	if h := eval[float64](t, ctx, `(e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))(document.querySelector("#verdict .verdict-line"))`); h > 1.5 {
		t.Errorf("the verdict's line takes %.1f lines at 1280 px, want one", h)
	}
	for _, id := range []string{"derivation", "parts", "compare", "interpret", "railroad", "anatomy"} {
		selectView(t, ctx, id)
		waitSettled(t, ctx)
		if n := eval[int](t, ctx, fmt.Sprintf(countJS, strconv.Quote(first))); n != 1 {
			t.Errorf("%s view: the first error's message is on the screen %d times, want once: %q", id, n, first)
		}
		if n := eval[int](t, ctx, fmt.Sprintf(countJS, strconv.Quote(expected))); n != 1 {
			t.Errorf("%s view: what the grammar expected is on the screen %d times, want once: %q", id, n, expected)
		}
		if n := eval[int](t, ctx, fmt.Sprintf(countJS, `"nor the generic syntax genericurl matches"`)); n > 0 {
			t.Errorf("%s view: the note that genericurl does not match is on the screen %d times, want it folded", id, n)
		}
	}
	if !eval[bool](t, ctx, `!!document.querySelector('#diagnostics li[data-severity="error"] details.diag-follows [data-code="genericurl"][data-severity="info"]')`) {
		t.Error("the genericurl note is not folded under the first error")
	}
	// The inspector refers to the entry: its button focuses it.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#inspector .insp-see"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the diagnostics entry focused", `document.activeElement.matches('#diagnostics li[data-code="unsafe-char"][data-start="29"]')`)
}

// A pasted 10 KB URL with an error at byte 10,201: the error's entry has a
// "Show in the field" button that selects its byte in the field and
// scrolls the field to it (no marks are drawn on a field this long); the
// class strip is capped to two rows, the rest on demand; the verdict is in
// the window wherever the page is scrolled.
func TestLongInputReachable(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 720)
	in := "http://host/" + strings.Repeat("a", 10189) + "~" + strings.Repeat("b", 38)
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	if bad := eval[string](t, ctx, fmt.Sprintf(wholeInViewJS, "#verdict")); bad != "" {
		t.Errorf("the verdict is not in view at load: %s", bad)
	}
	strip := `document.querySelector("#highlight .cells").getBoundingClientRect().height`
	if h := eval[float64](t, ctx, strip); h > 160 {
		t.Errorf("the class strip of 10 KB is %.0f px high, want two rows", h)
	}
	// The cells past two rows are in the page but not laid out.
	const laidOut = `document.querySelector('#highlight .c[data-start="%d"]').getClientRects().length > 0`
	if !eval[bool](t, ctx, fmt.Sprintf(laidOut, 100)) || eval[bool](t, ctx, fmt.Sprintf(laidOut, 3000)) {
		t.Errorf("in the capped strip, byte 100's cell should be laid out and byte 3000's not")
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#strip-all"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the whole strip", strip+` > 400`)
	if !eval[bool](t, ctx, fmt.Sprintf(laidOut, 3000)) {
		t.Errorf("with Show all, byte 3000's cell is not laid out")
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#strip-all"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the strip capped again", strip+` <= 160`)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.documentElement.scrollHeight)`)); err != nil {
		t.Fatal(err)
	}
	if bad := eval[string](t, ctx, fmt.Sprintf(wholeInViewJS, "#verdict")); bad != "" {
		t.Errorf("the verdict is not in view with the page scrolled down: %s", bad)
	}
	show := `#diagnostics li[data-code="unsafe-char"][data-start="10201"] .diag-show`
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector(`+strconv.Quote(show)+`).scrollIntoView({block: "center"})`),
		chromedp.Click(chromedp.CSS(show))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the inspector at byte 10,201", `document.querySelector('#inspector[data-pos="10201"]')`)
	type sel struct{ Start, End, Top, Client, Height float64 }
	got := eval[sel](t, ctx, `(f => ({Start: f.selectionStart, End: f.selectionEnd, Top: f.scrollTop, Client: f.clientHeight, Height: f.scrollHeight}))(document.querySelector("#url-input"))`)
	if got.Start != 10201 || got.End != 10202 {
		t.Errorf("Show selected %v-%v in the field, want 10201-10202", got.Start, got.End)
	}
	// The "~" is 99.6% into the text: the field shows its last lines.
	if got.Top+got.Client < 0.97*got.Height {
		t.Errorf("the field shows %v-%v of its %v px: not the selected byte near its end", got.Top, got.Top+got.Client, got.Height)
	}
	if bad := eval[string](t, ctx, fmt.Sprintf(wholeInViewJS, "#url-input")); bad != "" {
		t.Errorf("the field is not in view after Show: %s", bad)
	}
}

// Panels that hold text show it: where the panels stack (a phone, a
// tablet), the diagnostics are no box of their own that scrolls, cutting
// the first error mid-sentence; they flow in the page.
func TestDiagnosticsFlowInPage(t *testing.T) {
	const in = "ftp://my name@host.dom:21/%2Fetc/mo~td;type=a#top"
	for _, vp := range []struct{ w, h int64 }{{375, 812}, {768, 1024}} {
		ctx := newTab(t)
		viewport(t, ctx, vp.w, vp.h)
		openInput(t, ctx, in)
		waitSettled(t, ctx)
		got := eval[map[string]float64](t, ctx, `(() => {
			const p = document.querySelector(".panel-diagnostics");
			const first = document.querySelector("#diagnostics [data-code]").getBoundingClientRect();
			const box = p.getBoundingClientRect();
			return {scroll: p.scrollHeight - p.clientHeight, n: document.querySelectorAll("#diagnostics [data-code]").length,
				cut: Math.max(0, first.bottom - box.bottom)};
		})()`)
		if got["n"] < 3 {
			t.Fatalf("%d×%d: %v diagnostics, want a URL with several", vp.w, vp.h, got["n"])
		}
		if got["scroll"] > 1 || got["cut"] > 1 {
			t.Errorf("%d×%d: the diagnostics scroll in their panel (%.0f px hidden), the first cut by %.0f px", vp.w, vp.h, got["scroll"], got["cut"])
		}
	}
}

// Side by side with the inspector (1280×720), the diagnostics after the
// first scroll in a box of their own; the first error is whole, in the
// window, before and after each Fix: its message, the RFC's sentence and
// its Fix button are never cut.
func TestFirstErrorWhole(t *testing.T) {
	const in = "ftp://my name@host.dom:21/%2Fetc/mo~td;type=a#top"
	ctx := newTab(t)
	viewport(t, ctx, 1280, 720)
	openInput(t, ctx, in)
	waitSettled(t, ctx)
	for fix := 0; ; fix++ {
		got := eval[map[string]any](t, ctx, `(() => {
			const first = document.querySelector("#diagnostics [data-code]");
			const r = first.getBoundingClientRect();
			let cut = Math.max(0, r.bottom - innerHeight, -r.top);
			for (let e = first.parentElement; e; e = e.parentElement) {
				const s = getComputedStyle(e);
				if (s.overflowY === "auto" || s.overflowY === "scroll" || s.overflowY === "hidden") {
					const b = e.getBoundingClientRect();
					cut = Math.max(cut, r.bottom - b.bottom, b.top - r.top);
				}
			}
			const btn = first.querySelector(":scope > .fix");
			return {code: first.dataset.code, cut, top: r.top, bottom: r.bottom, y: scrollY, fix: !!btn, quote: !!first.querySelector(":scope > .diag-quote")};
		})()`)
		if got["cut"].(float64) > 1 {
			t.Errorf("after %d fixes: the first error (%v) is cut by %.0f px: %v", fix, got["code"], got["cut"], got)
		}
		if !got["quote"].(bool) {
			t.Fatalf("after %d fixes: the first error %v has no quote: %v", fix, got["code"], got)
		}
		if !got["fix"].(bool) {
			if fix < 2 {
				t.Fatalf("after %d fixes: the first error %v has no Fix", fix, got["code"])
			}
			break
		}
		before := reading(t, ctx)
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#diagnostics [data-code] > .fix").click()`)); err != nil {
			t.Fatal(err)
		}
		waitNewReading(t, ctx, before)
		waitSettled(t, ctx)
	}
}
