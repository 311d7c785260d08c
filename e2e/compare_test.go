package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A compareCell is one #compare [data-field][data-reader] cell as the
// hooks give it.
type compareCell struct {
	Field  string  `json:"field"`
	Reader string  `json:"reader"`
	Value  *string `json:"value"`
	Absent bool    `json:"absent"`
	Start  string  `json:"start"`
	End    string  `json:"end"`
}

// A compareRow is one #compare tr[data-field].
type compareRow struct {
	Field  string `json:"field"`
	Differ string `json:"differ"`
	Causes string `json:"causes"`
	Why    string `json:"why"`
}

// readCompare reads the table through its hooks: rows by field, cells by
// "field/reader".
func readCompare(t *testing.T, ctx context.Context) (map[string]compareRow, map[string]compareCell) {
	t.Helper()
	rows := map[string]compareRow{}
	for _, r := range eval[[]compareRow](t, ctx, `[...document.querySelectorAll("#compare tr[data-field]")].map(tr => {
		const why = tr.querySelector("[data-why]");
		return {field: tr.dataset.field, differ: tr.dataset.differ || "", causes: why ? why.dataset.why : "", why: why ? why.textContent : ""};
	})`) {
		rows[r.Field] = r
	}
	cells := map[string]compareCell{}
	for _, c := range eval[[]compareCell](t, ctx, `[...document.querySelectorAll("#compare [data-field][data-reader]")].map(td => ({
		field: td.dataset.field, reader: td.dataset.reader,
		value: td.hasAttribute("data-value") ? td.getAttribute("data-value") : null,
		absent: td.dataset.absent === "true", start: td.dataset.start || "", end: td.dataset.end || ""}))`) {
		cells[c.Field+"/"+c.Reader] = c
	}
	return rows, cells
}

// cellIs checks one cell: want is its exact value, or "(absent)".
func cellIs(t *testing.T, in string, cells map[string]compareCell, key, want string) {
	t.Helper()
	c, ok := cells[key]
	switch {
	case !ok:
		t.Errorf("%q: no cell %s", in, key)
	case want == "(absent)":
		if !c.Absent || c.Value != nil {
			t.Errorf("%q: cell %s = %+v, want data-absent", in, key, c)
		}
	case c.Value == nil || *c.Value != want || c.Absent:
		t.Errorf("%q: cell %s = %+v, want data-value %q", in, key, c, want)
	}
}

// waitCells waits until the table shows the cells of want ("field/reader":
// value or "(absent)"): until then it may still show the last input, or
// lack the data-value written after rendering.
func waitCells(t *testing.T, ctx context.Context, in string, want map[string]string) {
	t.Helper()
	w := map[string]*string{}
	for k, v := range want {
		if v != "(absent)" {
			w[k] = &v
		} else {
			w[k] = nil
		}
	}
	js, _ := json.Marshal(w)
	waitFor(t, ctx, fmt.Sprintf("the comparison of %q", in), `(() => {
		for (const [k, v] of Object.entries(`+string(js)+`)) {
			const [f, r] = k.split("/");
			const td = document.querySelector('#compare td[data-field="' + f + '"][data-reader="' + r + '"]');
			if (!td) return false;
			if (v === null ? td.dataset.absent !== "true" || td.hasAttribute("data-value") : td.getAttribute("data-value") !== v) return false;
		}
		return true;
	})()`)
}

// The table sets four readings side by side, this browser's URL object
// among them, and explains each row that differs.
func TestCompareReaders(t *testing.T) {
	ctx := newTab(t)
	for _, tc := range []struct {
		in     string
		cells  map[string]string // "field/reader": value or "(absent)"
		differ map[string]string // field: "" for no difference, else words its explanation holds
	}{
		{"http://Host:80/a#frag",
			map[string]string{"host/rfc1738": "Host", "host/whatwg": "host", "port/rfc1738": "80", "port/whatwg": "(absent)",
				"path/rfc1738": "a#frag", "path/rfc3986": "/a", "path/whatwg": "/a", "fragment/rfc1738": "(absent)", "fragment/whatwg": "frag"},
			map[string]string{"scheme": "", "host": "case-insensitive", "port": "default port", "path": "section 3.1", "query": "", "fragment": "section 2.2"}},
		{"ftp://foo:@host.com/",
			map[string]string{"password/rfc1738": "", "password/rfc3986": "", "password/gonet": "", "password/whatwg": "(absent)"},
			map[string]string{"user": "", "password": "RFC 1738 tells them apart"}},
		{"http://[::1]:8080/",
			map[string]string{"host/rfc3986": "[::1]", "host/whatwg": "[::1]", "host/gonet": "::1", "port/whatwg": "8080"},
			map[string]string{"host": "RFC 2732", "port": ""}},
		{`http://h\a`,
			map[string]string{"host/rfc1738": `h\a`, "host/whatwg": "h", "path/whatwg": "/a", "scheme/gonet": "(absent)"},
			map[string]string{"host": `reads "\" as "/"`}},
		{"HTTP://EXAMPLE.com/~a",
			map[string]string{"scheme/rfc1738": "HTTP", "scheme/whatwg": "http", "host/whatwg": "example.com", "host/rfc3986": "EXAMPLE.com"},
			map[string]string{"scheme": "lower-case", "host": "lower-case", "path": "unreserved"}},
		{" http://h/ ",
			map[string]string{"scheme/rfc1738": "http", "scheme/rfc3986": " http", "path/rfc3986": "/ "},
			map[string]string{"scheme": "Whitespace around the URL"}},
		{"http://h/a b/./c",
			map[string]string{"path/whatwg": "/a%20b/c", "path/rfc3986": "/a b/./c"},
			map[string]string{"path": "removes"}},
	} {
		openInput(t, ctx, tc.in)
		waitSettled(t, ctx)
		selectView(t, ctx, "compare")
		waitCells(t, ctx, tc.in, tc.cells)
		rows, cells := readCompare(t, ctx)
		if len(rows) != 8 || len(cells) != 32 {
			t.Errorf("%q: %d rows and %d cells, want 8 and 32", tc.in, len(rows), len(cells))
		}
		for key, want := range tc.cells {
			cellIs(t, tc.in, cells, key, want)
		}
		for field, words := range tc.differ {
			r := rows[field]
			if words == "" {
				if r.Differ != "false" || r.Why != "" {
					t.Errorf("%q: row %s: data-differ %q, why %q; want the same everywhere", tc.in, field, r.Differ, r.Why)
				}
				continue
			}
			if r.Differ != "true" || !strings.Contains(r.Why, words) {
				t.Errorf("%q: row %s: data-differ %q, why %q; want it to differ, saying %q", tc.in, field, r.Differ, r.Why, words)
			}
		}
		// A row differs exactly when its cells do.
		for field, r := range rows {
			var seen []string
			for _, reader := range []string{"rfc1738", "rfc3986", "whatwg", "gonet"} {
				c := cells[field+"/"+reader]
				v := "(absent)"
				if c.Value != nil {
					v = "=" + *c.Value
				}
				seen = append(seen, v)
			}
			differ := false
			for _, v := range seen[1:] {
				differ = differ || v != seen[0]
			}
			if r.Differ != fmt.Sprint(differ) || differ != (r.Why != "") {
				t.Errorf("%q: row %s: data-differ %q, why %q, cells %q", tc.in, field, r.Differ, r.Why, seen)
			}
		}
	}
}

// A URL the browser's constructor throws on is shown as rejected, with no
// cells; hovering a cell lights its bytes in the field.
func TestCompareRejectedAndHover(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://host:99999/a")
	waitSettled(t, ctx)
	selectView(t, ctx, "compare")
	waitFor(t, ctx, "the browser's rejection", `document.querySelector('#compare th[data-reader="whatwg"][data-accepted="false"]')`)
	if txt := eval[string](t, ctx, `document.querySelector('#compare th[data-reader="whatwg"]').textContent`); !strings.Contains(txt, "rejected") {
		t.Errorf("the browser's head says %q, want it rejected", txt)
	}
	waitCells(t, ctx, "http://host:99999/a", map[string]string{"port/whatwg": "(absent)", "port/rfc3986": "99999"})

	// Pointing at RFC 3986's path (bytes 17-19, "/a") lights them in the field.
	eval[bool](t, ctx, `document.querySelector('#compare td[data-field="path"][data-reader="rfc3986"] code').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)
	waitFor(t, ctx, "the path's bytes lit", `document.querySelectorAll("#highlight .c.lit").length === 2 && document.querySelector('#highlight .c.lit[data-start="17"]')`)
}

// TestCompareScreenshot writes web/screenshots/compare-*.png when
// SCREENSHOTS=1: the commonest URL there is, with every component and a
// fragment, on a 1280×720 projector in the light theme and on a phone in
// the dark one, the RFC 3986 path cell pointed at.
func TestCompareScreenshot(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/compare-*.png")
	}
	const in = "https://user:pw@Example.com:443/a/b?x=1#frag"
	for _, c := range []struct {
		name, theme string
		w, h        int64
	}{
		{"compare-light-wide", "light", 1280, 720},
		{"compare-dark-narrow", "dark", 375, 812},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := newTab(t)
			colorScheme(t, ctx, c.theme)
			viewport(t, ctx, c.w, c.h)
			openInput(t, ctx, in)
			waitSettled(t, ctx)
			selectView(t, ctx, "compare")
			waitCells(t, ctx, in, map[string]string{"host/whatwg": "example.com", "port/whatwg": "(absent)"})
			eval[bool](t, ctx, `document.querySelector('#compare td[data-field="path"][data-reader="rfc3986"] code').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)
			waitFor(t, ctx, "the path lit", `document.querySelector("#highlight .c.lit")`)
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector("#view-compare").getBoundingClientRect().top + scrollY - document.querySelector(".workspace-head").offsetHeight - 8)`)); err != nil {
				t.Fatal(err)
			}
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join("..", "web", "screenshots", c.name+".png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestCompareExplanationsInView: at 1280×720 (the workspace's view column)
// and at 375 px, each differing row's explanations are shown once, and
// they lie inside the comparison's box, not out of view to the right of
// the table's scroll box; the head's verdict is one short line.
func TestCompareExplanationsInView(t *testing.T) {
	const in = "https://user:pw@Example.com:443/a/b?x=1#frag"
	for _, w := range []int64{1280, 375} {
		ctx := newTab(t)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(w, 720)); err != nil {
			t.Fatal(err)
		}
		openInput(t, ctx, in)
		waitSettled(t, ctx)
		selectView(t, ctx, "compare")
		waitCells(t, ctx, in, map[string]string{"host/whatwg": "example.com"})
		type shown struct {
			Field  string  `json:"field"`
			Shown  int     `json:"shown"`
			Left   float64 `json:"left"`
			Right  float64 `json:"right"`
			BoxL   float64 `json:"boxL"`
			BoxR   float64 `json:"boxR"`
			Text   string  `json:"text"`
			HeadHi float64 `json:"headHi"`
		}
		got := eval[[]shown](t, ctx, `(() => {
			const box = document.querySelector("#compare").getBoundingClientRect();
			const head = document.querySelector('#compare th[data-reader="rfc1738"] .cmp-verdict').getBoundingClientRect().height;
			return [...document.querySelectorAll('#compare tr[data-differ="true"]')].map(tr => {
				const els = [tr.querySelector("td.cmp-why"), tr.nextElementSibling && tr.nextElementSibling.querySelector(".cmp-why-text")]
					.filter(e => e && e.getClientRects().length > 0);
				const r = els.length ? els[0].getBoundingClientRect() : {left: 0, right: 0};
				return {field: tr.dataset.field, shown: els.length, left: r.left, right: r.right, boxL: box.left, boxR: box.right,
					text: els.length ? els[0].textContent : "", headHi: head};
			});
		})()`)
		if len(got) < 4 {
			t.Fatalf("%d px: %d differing rows, want host, port, path, query and fragment", w, len(got))
		}
		for _, s := range got {
			if s.Shown != 1 || s.Left < s.BoxL-0.5 || s.Right > s.BoxR+0.5 || !strings.Contains(s.Text, "differs") {
				t.Errorf("%d px: row %s: %d explanations shown, at %.0f-%.0f in a box at %.0f-%.0f (%.60q)", w, s.Field, s.Shown, s.Left, s.Right, s.BoxL, s.BoxR, s.Text)
			}
		}
		if got[0].HeadHi > 60 {
			t.Errorf("%d px: RFC 1738's verdict in the head is %.0f px tall", w, got[0].HeadHi)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('#compare .cmp-rejections li[data-reader="rfc1738"]').length`); n != 1 {
			t.Errorf("%d px: %d RFC 1738 rejections listed under the table, want 1", w, n)
		}
	}
}
