package e2e

// Browser tests of the anatomy view: the figure's brackets through its
// hook, #anatomy [data-rule][data-start][data-end], its link (&v=anatomy),
// and the SVG it downloads and copies.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/anatomy"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// rfcExamples are the RFC's example URLs and templates, every scheme's
// (parser/testdata/corpus/rfc1738-examples.txt).
func rfcExamples(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "parser", "testdata", "corpus", "rfc1738-examples.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			s, err := strconv.Unquote(line)
			if err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			out = append(out, s)
		}
	}
	return out
}

// anatomyBrackets reads the figure's brackets as "rule start-end label",
// sorted.
func anatomyBrackets(t *testing.T, ctx context.Context) []string {
	t.Helper()
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("#anatomy [data-rule][data-start][data-end]")].map(e =>
		e.dataset.rule + " " + e.dataset.start + "-" + e.dataset.end + " " + [...e.querySelectorAll("text")].map(x => x.textContent).join("/"))`)
	slices.Sort(got)
	return got
}

// wantBrackets is what the figure of in should draw: a bracket per part
// and per grouping rule, each labelled with its rule on every line it
// crosses.
func wantBrackets(in string, cols int) []string {
	r := parser.Parse(in, parser.Trace)
	e := anatomy.Draw(r, anatomy.Options{Columns: cols})
	var want []string
	e.Walk(func(g *anatomy.Elem) {
		if g.Attr("data-rule") == "" {
			return
		}
		var labels []string
		for _, k := range g.Kids {
			if k.Tag == "text" {
				labels = append(labels, k.Text)
			}
		}
		want = append(want, g.Attr("data-rule")+" "+g.Attr("data-start")+"-"+g.Attr("data-end")+" "+strings.Join(labels, "/"))
	})
	slices.Sort(want)
	return want
}

// labelsOutside lists the figure's texts (the URL, the labels, the stop's
// label, the notes) that reach past the figure's edges, and the figure if
// it reaches past its box (which clips it) or the window.
const labelsOutside = `(() => {
	const svg = document.querySelector("#anatomy svg"), vb = svg.viewBox.baseVal, out = [];
	for (const t of svg.querySelectorAll("text")) {
		const b = t.getBBox();
		if (b.x < 0 || b.y < 0 || b.x + b.width > vb.width || b.y + b.height > vb.height)
			out.push(JSON.stringify(t.textContent) + " at " + [b.x, b.y, b.width, b.height].map(Math.round) + " in " + vb.width + "x" + vb.height);
	}
	const box = document.querySelector("#anatomy .anatomy-figure").getBoundingClientRect(), r = svg.getBoundingClientRect();
	if (r.left < box.left - .5 || r.right > box.right + .5 || r.top < box.top - .5 || r.bottom > box.bottom + .5)
		out.push("the figure " + [r.left, r.right, r.top, r.bottom].map(Math.round) + " past its box " + [box.left, box.right, box.top, box.bottom].map(Math.round));
	if (box.right > document.documentElement.clientWidth)
		out.push("the box ends at " + Math.round(box.right) + ", past the window's " + document.documentElement.clientWidth);
	return out;
})()`

// anatomyFitted waits until the figure is drawn for its view's width and
// returns its columns. A view shown for the first time is drawn at the
// window's width, then again once its own width is known (after the frame
// that shows it): reading it in between reads the first figure.
func anatomyFitted(t *testing.T, ctx context.Context) int {
	t.Helper()
	var cols, want int
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		cols = eval[int](t, ctx, `+(document.querySelector("#anatomy").dataset.columns || 0)`)
		want = anatomy.ColumnsFor(eval[int](t, ctx, `document.querySelector("#anatomy").clientWidth`) - 2)
		if cols == want || time.Now().After(deadline) {
			break
		}
	}
	if cols != want {
		t.Fatalf("the figure is drawn with %d columns; its view holds %d", cols, want)
	}
	return cols
}

// TestAnatomyBracketsMatchParts: for the examples of the RFC, every
// scheme's, at 1280×720, the page's figure has a bracket at each part's
// span, labelled with its rule, and no bracket that is neither a part nor
// one of the rules that group parts (login, hostport, fieldspec, the
// production); no text of the figure is clipped.
// Of examples with the same parts in the same order (the RFC's references
// are twenty ftp URLs of one shape), the first is read.
func TestAnatomyBracketsMatchParts(t *testing.T) {
	ctx := newTab(t, withTimeout(5*time.Minute))
	viewport(t, ctx, 1280, 720) // a projector: where a stop's label once came within 9 px of the edge
	openInput(t, ctx, "http://host/")
	selectView(t, ctx, "anatomy")
	cols := anatomyFitted(t, ctx)
	productions := map[string]bool{}
	shapes := map[string]bool{}
	for _, in := range rfcExamples(t) {
		r := parser.Parse(in, parser.Trace)
		shape := fmt.Sprint(r.Production, r.Valid, r.Failure != nil)
		for _, p := range r.Parts {
			shape += " " + p.Rule.String()
		}
		if shapes[shape] {
			continue
		}
		shapes[shape] = true
		productions[r.Production] = true
		js, _ := json.Marshal(in)
		paste(t, ctx, string(js))
		waitVerdict(t, ctx, in, r.Valid, r.Production)
		waitSettled(t, ctx)
		got := anatomyBrackets(t, ctx)
		if want := wantBrackets(in, cols); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q: the page's brackets\n\t%s\nwant\n\t%s", in, strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
		}
		// Each part has its bracket at its span, labelled with its rule.
		for _, p := range r.Parts {
			prefix := fmt.Sprintf("%s %d-%d %s", p.Rule, p.Start, p.End, p.Rule)
			if !slices.ContainsFunc(got, func(s string) bool { return strings.HasPrefix(s, prefix) }) {
				t.Errorf("%q: no bracket %q for the part %q", in, prefix, r.Text(p))
			}
		}
		for _, s := range got {
			rule := strings.Fields(s)[0]
			isPart := slices.ContainsFunc(r.Parts, func(p parser.Part) bool { return p.Rule.String() == rule })
			if !isPart && rule != "login" && rule != "hostport" && rule != "fieldspec" && rule != r.Production {
				t.Errorf("%q: a bracket %q that is neither a part nor a grouping rule", in, s)
			}
		}
		// Every label and text is inside the figure, and the figure inside
		// its box: nothing is clipped.
		if out := eval[[]string](t, ctx, labelsOutside); len(out) > 0 {
			t.Errorf("%q: clipped:\n\t%s", in, strings.Join(out, "\n\t"))
		}
		// A rejected URL's stop is marked where the grammar stopped.
		stop := eval[string](t, ctx, `(e => e ? e.dataset.stop : "")(document.querySelector("#anatomy [data-stop]"))`)
		if r.Valid != (stop == "") || r.Failure != nil && stop != strconv.Itoa(r.Failure.Pos) {
			t.Errorf("%q: the stop is marked at %q; valid %v, failure %+v", in, stop, r.Valid, r.Failure)
		}
	}
	for _, p := range []string{"ftpurl", "httpurl", "gopherurl", "mailtourl", "newsurl", "nntpurl", "telneturl", "waisurl", "fileurl", "prosperourl"} {
		if !productions[p] {
			t.Errorf("no example of %s", p)
		}
	}
	t.Logf("%d examples read", len(shapes))
}

// TestAnatomyLink: "&v=anatomy" opens the view; typed markup is text; the
// downloaded and the copied SVG are rfc1738 -anatomy's bytes.
func TestAnatomyLink(t *testing.T) {
	ctx := newTab(t)
	const in = `http://h/<b>x</b>&"'`
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&v=anatomy"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the anatomy view", viewShownJS("anatomy"))
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	if got, want := anatomyBrackets(t, ctx), wantBrackets(in, anatomyFitted(t, ctx)); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("brackets\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#anatomy b").length`); n != 0 {
		t.Errorf("typed HTML made %d elements", n)
	}
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#anatomy text[font-size="28"]')].map(e => e.textContent).join("")`); got != in {
		t.Errorf("the figure's URL text is %q, want %q", got, in)
	}
	r := parser.Parse(in, parser.Trace)
	if got := eval[string](t, ctx, `document.querySelector("#anatomy [data-stop]").dataset.stop`); got != strconv.Itoa(r.Failure.Pos) {
		t.Errorf("the stop is at %s, want %d", got, r.Failure.Pos)
	}

	var want bytes.Buffer
	anatomy.SVG(&want, in, anatomy.Options{})
	// Download: catch the Blob the page offers and the link it clicks.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.__blobs = new Map();
		window.__downloads = [];
		const create = URL.createObjectURL;
		URL.createObjectURL = b => { const u = create(b); window.__blobs.set(u, b); return u };
		HTMLAnchorElement.prototype.click = function () { window.__downloads.push({name: this.download, href: this.href}) };
		navigator.clipboard.writeText = t => { window.__copied = t; return Promise.resolve() };
		document.querySelector("#anatomy-download").click();
	})()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the download", `window.__downloads.length === 1`)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		Name string `json:"name"`
		Type string `json:"type"`
		Text string `json:"text"`
	}](`(d => (b => b.text().then(text => ({name: d.name, type: b.type, text})))(window.__blobs.get(d.href)))(window.__downloads[0])`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "url-anatomy.svg" || got.Type != "image/svg+xml" || got.Text != want.String() {
		t.Errorf("downloaded %q (%s):\n%s\nwant url-anatomy.svg, image/svg+xml:\n%s", got.Name, got.Type, got.Text, want.String())
	}
	waitFor(t, ctx, "the download's note", `document.querySelector("#anatomy .anatomy-note").textContent.startsWith("Downloaded as url-anatomy.svg")`)

	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#anatomy-copy").click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the copy's note", `document.querySelector("#anatomy .anatomy-note").textContent === "Copied the SVG."`)
	if copied := eval[string](t, ctx, `window.__copied`); copied != want.String() {
		t.Errorf("copied %d bytes, not the figure's file", len(copied))
	}
}

// TestAnatomyScreenshot writes web/screenshots/anatomy-*.png (for the
// README) when SCREENSHOTS=1: the view at 1280×720 and on a phone.
func TestAnatomyScreenshot(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/anatomy-*.png")
	}
	for _, c := range []struct {
		name, in string
		w, h     int64
		valid    bool
		prod     string
	}{
		{"anatomy-ftp-wide", "ftp://myname@host.dom/%2Fetc/motd;type=a", 1280, 720, true, "ftpurl"},
		{"anatomy-ftp-narrow", "ftp://myname@host.dom/%2Fetc/motd;type=a", 375, 812, true, "ftpurl"},
		{"anatomy-rejected-wide", "http://user:pass@host.dom:8080/a b/c.html?q", 1280, 720, false, "httpurl"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := newTab(t)
			viewport(t, ctx, c.w, c.h)
			if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(c.in))+"&v=anatomy"); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitVerdict(t, ctx, c.in, c.valid, c.prod)
			waitSettled(t, ctx)
			if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector("#view-anatomy").getBoundingClientRect().top + scrollY - document.querySelector(".workspace-head").offsetHeight - 8)`)); err != nil {
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
