package e2e

// Browser tests of the page's accessibility: text contrast in both themes,
// zoom, the comparison's explanation on a narrow screen, and the /rfc
// page's headings and title.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// contrastJS measures the contrast ratio (WCAG 2.1) of the text of every
// element matching the selector in %s that has text of its own: its colour,
// faded by its and its ancestors' opacity, over the colours behind it (the
// backgrounds of it and its ancestors, composited; a highlight cell's
// background is its --cell-bg). Hidden elements are skipped.
const contrastJS = `(() => {
	const cx = document.createElement("canvas").getContext("2d");
	const rgba = v => {
		cx.fillStyle = "#000";
		cx.fillStyle = v;
		const s = cx.fillStyle;
		if (s[0] === "#") return [1, 3, 5].map(i => parseInt(s.slice(i, i + 2), 16)).concat(1);
		const p = s.slice(s.indexOf("(") + 1, s.indexOf(")")).split(",").map(Number);
		return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
	};
	const over = (top, bottom) => [0, 1, 2].map(i => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
	const lum = c => {
		const [r, g, b] = c.slice(0, 3).map(v => {
			v /= 255;
			return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
		});
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const hex = c => "#" + c.slice(0, 3).map(v => Math.round(v).toString(16).padStart(2, "0")).join("");
	const out = [];
	for (const el of document.querySelectorAll(%s)) {
		const own = [...el.childNodes].some(n => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== "");
		const r = el.getBoundingClientRect();
		if (!own || r.width <= 1 || r.height <= 1) continue;
		const layers = [];
		let opacity = 1;
		for (let n = el; n; n = n.parentElement) {
			const cs = getComputedStyle(n);
			opacity *= +cs.opacity;
			if (layers.length && layers[layers.length - 1][3] === 1) continue;
			let bg = rgba(cs.backgroundColor);
			if (bg[3] === 0 && n.classList.contains("c")) {
				const cell = cs.getPropertyValue("--cell-bg").trim();
				if (cell) bg = rgba(cell);
			}
			if (bg[3] > 0) layers.push(bg);
		}
		let bg = [255, 255, 255, 1];
		for (const l of layers.reverse()) bg = over(l, bg);
		const fg = rgba(getComputedStyle(el).color);
		const text = over([fg[0], fg[1], fg[2], fg[3] * opacity], bg);
		const [hi, lo] = [lum(text), lum(bg)].sort((a, b) => b - a);
		out.push({
			el: el.tagName.toLowerCase() + (el.className ? "." + String(el.className).trim().split(/\s+/).join(".") : ""),
			text: el.textContent.trim().slice(0, 30),
			fg: hex(text), bg: hex(bg),
			ratio: (hi + 0.05) / (lo + 0.05),
		});
	}
	return out;
})()`

type contrast struct {
	El    string  `json:"el"`
	Text  string  `json:"text"`
	FG    string  `json:"fg"`
	BG    string  `json:"bg"`
	Ratio float64 `json:"ratio"`
}

// measureContrast returns the contrast of the text of the elements sel
// matches, and their descendants.
func measureContrast(t *testing.T, ctx context.Context, sel string) []contrast {
	t.Helper()
	all := sel + "," + strings.ReplaceAll(sel, ",", " *,") + " *"
	q := fmt.Sprintf("%q", all)
	return eval[[]contrast](t, ctx, fmt.Sprintf(contrastJS, q))
}

// Text keeps a contrast of 4.5:1 (WCAG 2.1 AA, 1.4.3) where the page
// changes the colours under it: the class legend's items for classes the
// input does not have, and the rows a hovered or focused span lights (a
// diagnostic, a trace node, a parts-table row, the highlight's cells), in
// the light theme, in the dark one the system asks for, and in the dark
// one the toggle sets.
func TestContrast(t *testing.T) {
	ctx := newTab(t)
	// "é" is two bytes drawn as hex in the error colour; "~" is unsafe.
	const in = "http://host/caf\u00e9~"
	dark := func(on bool) {
		t.Helper()
		scheme := "light"
		if on {
			scheme = "dark"
		}
		colorScheme(t, ctx, scheme)
	}
	dark(false)
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	if n := eval[int](t, ctx, `document.querySelectorAll(".legend-item.absent").length`); n == 0 {
		t.Fatal("no class legend item is marked absent")
	}

	// Focusing the diagnostic at "é" lights it, its cells and its part;
	// focusing the host's row lights the host's trace node too (the nodes
	// over "é" failed, and failed nodes are not lit).
	// The views sit in tabs: each light is measured with its view shown.
	lights := []struct{ view, focus, lit, measure string }{
		{"parts", `#diagnostics li[data-start="15"]`,
			`document.querySelector(".diag.lit") && document.querySelector("#highlight .c.hx.lit") && document.querySelector("#parts .part-row.lit")`,
			`.class-legend .legend-item, .diag.lit, .part-row.lit, #highlight .c.lit`},
		{"parts", `#parts tr[data-start="7"][data-end="11"]`,
			`document.querySelector('#trace .node.lit[data-rule="host"]') && document.querySelector("#highlight .c.lit")`,
			`.part-row.lit, #highlight .c.lit`},
		{"derivation", `#trace li[data-rule="host"]`,
			`document.querySelector('#trace .node.lit[data-rule="host"]') && document.querySelector("#highlight .c.lit")`,
			`.node.lit > .node-row, #highlight .c.lit`},
	}
	measure := func(theme string) []contrast {
		t.Helper()
		var got []contrast
		for _, l := range lights {
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#tab-`+l.view+`").click()`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the "+l.view+" view", `!document.querySelector("#view-`+l.view+`").hidden`)
			waitFor(t, ctx, "the "+l.view+" view drawn as chosen", `!!document.querySelector('#playground[data-view="`+l.view+`"]')`)
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(l.focus))); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, theme+": the span of "+l.focus+" lit", l.lit)
			got = append(got, measureContrast(t, ctx, l.measure)...)
		}
		return got
	}

	for _, theme := range []struct {
		name  string
		body  string // the body's background in that theme
		apply func()
	}{
		{"light", "rgb(247, 246, 242)", func() {}},
		{"dark (prefers-color-scheme)", "rgb(17, 21, 26)", func() { dark(true) }},
		{"dark (the toggle)", "rgb(17, 21, 26)", func() {
			dark(false)
			// A click from script: a pointer left over the page would light
			// what it is over when the page scrolls.
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#theme-toggle").click()`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the toggle's dark theme", `document.documentElement.classList.contains("dark")`)
		}},
	} {
		theme.apply()
		waitFor(t, ctx, theme.name+" colours", `getComputedStyle(document.body).backgroundColor === "`+theme.body+`"`)
		got := measure(theme.name)
		if len(got) < 20 {
			t.Fatalf("%s: measured %d texts, want the legend's and the lit rows': %v", theme.name, len(got), got)
		}
		kinds := map[string]bool{}
		low := 99.0
		for _, c := range got {
			low = min(low, c.Ratio)
			if c.Ratio < 4.5 {
				t.Errorf("%s: %s %q: %s on %s is %.2f:1, want at least 4.5:1", theme.name, c.El, c.Text, c.FG, c.BG, c.Ratio)
			}
			for _, k := range []string{"legend-about", "legend-count", "legend-name", "node-span", "diag-code", "hx", "num"} {
				if strings.Contains(c.El+".", "."+k+".") {
					kinds[k] = true
				}
			}
		}
		if len(kinds) != 7 {
			t.Errorf("%s: measured only %v of the legend's and the lit rows' texts", theme.name, kinds)
		}
		t.Logf("%s: %d texts, the lowest contrast %.2f:1", theme.name, len(got), low)
	}
}

// At 320 CSS pixels the comparison's explanation wraps to the screen: it
// is a paragraph above the table's scroll box, not the table's caption
// (which is as wide as the table and scrolls with it).
func TestCompareAboutNarrow(t *testing.T) {
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(320, 640)); err != nil {
		t.Fatal(err)
	}
	openInput(t, ctx, "http://Host:80/a#frag")
	waitSettled(t, ctx)
	selectView(t, ctx, "compare")
	waitFor(t, ctx, "the comparison", `document.querySelector("#compare table")`)
	type box struct {
		Found     bool    `json:"found"`
		InScroll  bool    `json:"inScroll"`
		Left      float64 `json:"left"`
		Right     float64 `json:"right"`
		BoxLeft   float64 `json:"boxLeft"`
		BoxRight  float64 `json:"boxRight"`
		Scroll    int     `json:"scroll"`
		Client    int     `json:"client"`
		Viewport  float64 `json:"viewport"`
		Described string  `json:"described"`
		Caption   string  `json:"caption"`
	}
	b := eval[box](t, ctx, `(() => {
		const p = document.querySelector("#compare-about");
		const table = document.querySelector("#compare table");
		const c = table.querySelector("caption");
		if (!p) return {found: false, caption: c ? c.textContent : ""};
		const r = p.getBoundingClientRect(), box = document.querySelector("#compare").getBoundingClientRect();
		return {found: true, inScroll: !!p.closest(".table-scroll"), left: r.left, right: r.right,
			boxLeft: box.left, boxRight: box.right, scroll: p.scrollWidth, client: p.clientWidth,
			viewport: document.documentElement.clientWidth,
			described: table.getAttribute("aria-describedby") || "", caption: c ? c.textContent : ""};
	})()`)
	if !b.Found {
		t.Fatalf("no #compare-about paragraph; the explanation is the table's caption %q", b.Caption)
	}
	if b.InScroll {
		t.Error("#compare-about is inside the table's scroll box")
	}
	if b.Left < b.BoxLeft-0.5 || b.Right > b.BoxRight+0.5 || b.Right > b.Viewport+0.5 || b.Scroll > b.Client {
		t.Errorf("#compare-about overflows: it spans %.1f-%.1f (scroll width %d, client %d); #compare spans %.1f-%.1f, the viewport is %.0f wide",
			b.Left, b.Right, b.Scroll, b.Client, b.BoxLeft, b.BoxRight, b.Viewport)
	}
	if b.Described != "compare-about" {
		t.Errorf("the table's aria-describedby = %q, want compare-about", b.Described)
	}
	if len(b.Caption) > 40 {
		t.Errorf("the table still has a long caption %q, which scrolls with the table", b.Caption)
	}
	// The page itself does not scroll sideways.
	if w := eval[float64](t, ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); w > 0 {
		t.Errorf("at 320 px the page is %.0f px wider than the screen", w)
	}
	// The table does, in its box, and the box says so: shadows at its
	// sides (fixed to the box) under covers that scroll with the table.
	type hint struct {
		Scroll, Client int
		Image, Attach  string
	}
	h := eval[hint](t, ctx, `(() => {
		const s = document.querySelector("#compare .table-scroll"), cs = getComputedStyle(s);
		return {Scroll: s.scrollWidth, Client: s.clientWidth, Image: cs.backgroundImage, Attach: cs.backgroundAttachment};
	})()`)
	if h.Scroll <= h.Client {
		t.Errorf("at 320 px the comparison fits its box (%d of %d px): the scroll hint goes untested", h.Scroll, h.Client)
	}
	if strings.Count(h.Image, "radial-gradient") != 2 || strings.Count(h.Image, "linear-gradient") != 2 || !strings.HasPrefix(h.Attach, "local, local, scroll, scroll") {
		t.Errorf("the comparison's scroll box shows no sideways hint: background-image %q, attachment %q", h.Image, h.Attach)
	}
}

// The /rfc page: headings at the level of their section's depth, with the
// ids links use; a title of its own; and zoom allowed.
func TestRFCPage(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/rfc"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	for id, tag := range map[string]string{"section-1": "H2", "section-3": "H2", "section-3.2": "H3", "section-3.10": "H3", "section-3.2.1": "H4", "appendix": "H2"} {
		got := eval[string](t, ctx, fmt.Sprintf(`(() => { const h = document.getElementById(%q) && document.getElementById(%q).querySelector(".rfc-heading"); return h ? h.tagName : "none" })()`, id, id))
		if got != tag {
			t.Errorf("#%s heading: %s, want %s", id, got, tag)
		}
	}
	// No heading level is skipped: h1, then h2, and each next at most one deeper.
	levels := eval[[]int](t, ctx, `[...document.querySelectorAll("#rfc-page h1, #rfc-page h2, #rfc-page h3, #rfc-page h4, #rfc-page h5, #rfc-page h6")].map(h => +h.tagName[1])`)
	for i := 1; i < len(levels); i++ {
		if levels[i] > levels[i-1]+1 {
			t.Errorf("heading %d is h%d after h%d: a level is skipped", i, levels[i], levels[i-1])
		}
	}
	if title := eval[string](t, ctx, `document.title`); title != "RFC 1738 \u2014 URL Playground" {
		t.Errorf("/rfc title %q, want %q", title, "RFC 1738 \u2014 URL Playground")
	}
	if v := eval[string](t, ctx, `document.querySelector('meta[name="viewport"]').content`); strings.Contains(v, "maximum-scale") || strings.Contains(v, "user-scalable") {
		t.Errorf("/rfc viewport %q stops zoom", v)
	}
	// Back to the playground in the app (no page load): its title again.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.masthead-nav a[href="/"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the playground and its title", `location.pathname === "/" && document.querySelector("#url-input") && document.title === "RFC 1738 URL Playground"`)
}
