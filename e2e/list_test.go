package e2e

// The list view and the quiz, through their hooks: #tests
// [data-row] with data-valid, data-production, data-expected, data-pass;
// #tests-summary[data-pass][data-fail]; #quiz.

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// pasteList puts the value of the JavaScript expression text into the list's
// area with one input event, as a paste does.
func pasteList(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const f = document.querySelector("#list-input");
		f.focus();
		f.value = `+text+`;
		f.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertFromPaste"}));
	})()`)); err != nil {
		t.Fatal(err)
	}
}

// waitListRead waits until the list view has read n URLs.
func waitListRead(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	waitFor(t, ctx, fmt.Sprintf("the list of %d URLs to be read", n),
		fmt.Sprintf(`document.querySelector('#tests-summary[data-reading="false"][data-rows="%d"]')`, n))
}

type listRowHook struct {
	Row        int    `json:"row"`
	Valid      string `json:"valid"`
	Production string `json:"production"`
	Expected   string `json:"expected"`
	Pass       string `json:"pass"`
}

// listRows reads the drawn rows' hooks.
func listRows(t *testing.T, ctx context.Context) []listRowHook {
	t.Helper()
	return eval[[]listRowHook](t, ctx, `[...document.querySelectorAll("#tests [data-row]")].filter(e => e.tagName === "TR").map(e => ({
		row: +e.dataset.row, valid: e.dataset.valid, production: e.dataset.production,
		expected: e.dataset.expected, pass: e.dataset.pass}))`)
}

type summaryHook struct {
	Pass, Fail, Unchecked int
}

func listSummary(t *testing.T, ctx context.Context) summaryHook {
	t.Helper()
	return eval[summaryHook](t, ctx, `(e => ({Pass: +e.dataset.pass, Fail: +e.dataset.fail, Unchecked: +e.dataset.unchecked}))(document.querySelector("#tests-summary"))`)
}

// wantRow is what the hooks of a row of entry e must say.
func wantRow(i int, e urllist.Entry) listRowHook {
	r := parser.Parse(e.URL, 0)
	h := listRowHook{Row: i, Valid: fmt.Sprint(r.Valid), Production: r.Production, Expected: e.Expect.String()}
	if e.Expect != urllist.None {
		h.Pass = fmt.Sprint(e.Expect.Holds(r.Valid))
	}
	return h
}

// exerciseList is a list of n URLs of every kind: valid and invalid, with
// and without expectations (some of which fail), notes, and a URL with a
// NUL in the escaped form.
func exerciseList(n int, seed int64) (string, []urllist.Entry) {
	r := rand.New(rand.NewSource(seed))
	urls := []string{"http://host.example.edu/", "http://host.example.edu/~user/", "ftp://user:p@ss@host/",
		"ftp://ds.internic.net/rfc/rfc1436.txt;type=a", "news:comp.infosystems.www", "mailto:timbl@info.cern.ch",
		"http://a b/", "gopher://gopher.example.edu/7search%09rfc", "HTTP://host/", "file:///etc/motd",
		"http://host/100%.html", "x-teach:<b>not html</b>", "http://h/\x00nul", "caf\u00e9://\U0001F600"}
	entries := make([]urllist.Entry, n)
	for i := range entries {
		e := urllist.Entry{URL: urls[r.Intn(len(urls))] + fmt.Sprint(i)}
		switch r.Intn(4) {
		case 0, 1: // the right expectation
			e.Expect = urllist.Invalid
			if parser.Parse(e.URL, 0).Valid {
				e.Expect = urllist.Valid
			}
		case 2: // the wrong one
			e.Expect = urllist.Valid
			if parser.Parse(e.URL, 0).Valid {
				e.Expect = urllist.Invalid
			}
		}
		if i%7 == 0 {
			e.Note = fmt.Sprintf("note %d: <i>a lesson</i>", i)
		}
		entries[i] = e
	}
	return urllist.Write(entries), entries
}

// The link of a 200-URL list, opened in a new tab, shows the same list,
// byte for byte, and the same rows.
func TestListLinkInNewTab(t *testing.T) {
	text, entries := exerciseList(200, 26)
	ctx := newTab(t)
	openInput(t, ctx, "http://host/")
	selectView(t, ctx, "list")
	js, _ := json.Marshal(text)
	pasteList(t, ctx, string(js))
	waitListRead(t, ctx, 200)
	waitFor(t, ctx, "the list in the address", `location.hash.includes("&t=")`)

	var want summaryHook
	for _, e := range entries {
		h := wantRow(0, e)
		switch h.Pass {
		case "true":
			want.Pass++
		case "false":
			want.Fail++
		default:
			want.Unchecked++
		}
	}
	if got := listSummary(t, ctx); got != want {
		t.Errorf("summary = %+v, want %+v", got, want)
	}
	rows := listRows(t, ctx)
	if len(rows) == 0 || len(rows) >= 200 {
		t.Errorf("%d rows drawn of 200; want those in view only", len(rows))
	}
	for _, h := range rows {
		if w := wantRow(h.Row, entries[h.Row]); h != w {
			t.Errorf("row %d = %+v, want %+v", h.Row, h, w)
		}
	}
	href := eval[string](t, ctx, `location.href`)

	ctx2 := newTab(t)
	if err := chromedp.Do(ctx2, chromedp.Navigate(href)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx2); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx2, 200)
	if got := eval[string](t, ctx2, `document.querySelector("#list-input").value`); got != text {
		t.Errorf("the new tab's list differs from the one shared (%d bytes, want %d)", len(got), len(text))
	}
	if got := eval[string](t, ctx2, `document.querySelector("#url-input").value`); got != "http://host/" {
		t.Errorf("the new tab's field holds %q; the link kept the input too", got)
	}
	if got := listSummary(t, ctx2); got != want {
		t.Errorf("new tab: summary = %+v, want %+v", got, want)
	}
	if got := listRows(t, ctx2); fmt.Sprint(got) != fmt.Sprint(rows) {
		t.Errorf("new tab: rows\n%+v\nwant\n%+v", got, rows)
	}
	// Scrolled to the end, the last rows are drawn, with their hooks. (The
	// spacer rows are sized a frame or two after the read's last rows are
	// drawn: scrolled before, the end is where the drawn rows end, and a
	// reader scrolls on, as the poll does.)
	waitFor(t, ctx2, "the last row", `(s => { s.scrollTop = s.scrollHeight; return !!document.querySelector('#tests tr[data-row="199"]'); })(document.querySelector("#tests-scroll"))`)
	for _, h := range listRows(t, ctx2) {
		if w := wantRow(h.Row, entries[h.Row]); h != w {
			t.Errorf("scrolled: row %d = %+v, want %+v", h.Row, h, w)
		}
	}
}

// A 10,000-line paste leaves the field responsive: a key typed while the
// list is read updates the verdict, and the table draws only what is in
// view.
func TestListTenThousand(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "http://host/")
	selectView(t, ctx, "list")
	start := eval[float64](t, ctx, `performance.now()`)
	pasteList(t, ctx, `Array.from({length: 10000}, (_, i) => (i % 3 ? "+ " : "- ") + "http://host.example.edu/" + (i % 5 ? "page" : "~user") + i).join("\n")`)
	// Type while the list is being read (the area's pause is 250 ms; the
	// reading takes longer than that on this machine).
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")),
		chromedp.Evaluate[chromedp.Void](`(f => f.setSelectionRange(f.value.length, f.value.length))(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the list's reading to begin", `document.querySelector('#tests-summary[data-reading="true"]') || +((document.querySelector("#tests-summary") || {dataset: {}}).dataset.rows || 0) > 0`)
	typeURL(t, ctx, "~")
	waitVerdict(t, ctx, "http://host/~", false, "httpurl")
	waitListRead(t, ctx, 10000)
	t.Logf("10,000 URLs read %.0f ms after the paste (of which %d ms is the pause for typing); the reading itself took %s ms",
		eval[float64](t, ctx, `performance.now()`)-start, 250, eval[string](t, ctx, `document.querySelector("#tests-summary").dataset.readMs`))
	if n := eval[int](t, ctx, `document.querySelectorAll("#tests tr[data-row]").length`); n > 100 {
		t.Errorf("%d rows drawn for 10,000 URLs; want those in view", n)
	}
	// 10000 URLs: i%3 != 0 expects valid, i%5 == 0 has "~" (invalid).
	var want summaryHook
	for i := range 10000 {
		valid := i%5 != 0
		if (i%3 != 0) == valid {
			want.Pass++
		} else {
			want.Fail++
		}
	}
	if got := listSummary(t, ctx); got != want {
		t.Errorf("summary = %+v, want %+v", got, want)
	}
	// And the field still answers.
	typeURL(t, ctx, "x")
	waitVerdict(t, ctx, "http://host/~x", false, "httpurl")
	// The failing filter, then the end of the list.
	// A script's click, not the mouse's: on a loaded machine the page may
	// still be moving (the field's views redraw after the key) between
	// chromedp reading the box and pressing on it, and a mouse click at the
	// old place misses the box. What is tested here is the filter.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#filter-failing").click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the failing rows only", fmt.Sprintf(`document.querySelector('#tests[data-rows="%d"]')`, want.Fail))
	for _, h := range listRows(t, ctx) {
		if h.Pass != "false" {
			t.Errorf("failing filter shows row %+v", h)
		}
	}
}

// Filters, selecting a row (its URL goes into the field), the way back, and
// the command's -check output pasted as it is.
func TestListSelectAndBack(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "")
	selectView(t, ctx, "list")
	pasteList(t, ctx, `"# a lesson\n+ http://host/~user\n- news:comp.lang.go\nftp://h/f;type=a\n+ % http://h/%00\n"`)
	waitListRead(t, ctx, 4)
	if got := listSummary(t, ctx); got != (summaryHook{Pass: 0, Fail: 3, Unchecked: 1}) {
		t.Errorf("summary = %+v", got)
	}
	if note := eval[string](t, ctx, `document.querySelector('#tests tr[data-row="0"] .tests-note').textContent`); note != "a lesson" {
		t.Errorf("row 0's note = %q", note)
	}
	// The scheme filter.
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS("#filter-scheme"), "ftp"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector("#filter-scheme").dispatchEvent(new Event("change", {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the ftp rows", `document.querySelector('#tests[data-rows="1"] tr[data-row="2"]')`)
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS("#filter-scheme"), ""),
		chromedp.Evaluate[chromedp.Void](`document.querySelector("#filter-scheme").dispatchEvent(new Event("change", {bubbles: true}))`),
		chromedp.Evaluate[chromedp.Void](`document.querySelector("#filter-invalid").click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the invalid rows", `document.querySelector('#tests[data-rows="2"]')`)
	for _, h := range listRows(t, ctx) {
		if h.Valid != "false" {
			t.Errorf("invalid filter shows %+v", h)
		}
	}
	// Select a row: the field reads it; the way back focuses the row.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tests .tests-load[data-row="0"]`))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, "http://host/~user", false, "httpurl")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#tests-back"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "focus back on the row", `document.activeElement && document.activeElement.matches('.tests-load[data-row="0"]') && !document.querySelector("#tests-back")`)

	// The -check output of the command, pasted.
	pasteList(t, ctx, `"lists/a.txt:4: \"http://a b/\": expected valid, got invalid httpurl: error bad-host [8,9): ...\ncheck: 1 pass, 1 fail, 0 unchecked\n"`)
	waitListRead(t, ctx, 1)
	if got := listSummary(t, ctx); got != (summaryHook{Fail: 1}) {
		t.Errorf("pasted -check output: summary %+v", got)
	}
	if s := eval[string](t, ctx, `document.querySelector("#tests-summary").textContent`); !strings.Contains(s, "-check output") {
		t.Errorf("summary %q does not say it read the command's output", s)
	}
}

// The quiz, with the keyboard only, from a link that opens it.
func TestQuizKeyboard(t *testing.T) {
	ctx := newTab(t)
	list := "# hint one\n+ http://host.example.edu:8080/a\n- http://host/~user\n"
	if err := open(ctx, "/#"+urllist.EncodeLink(list, true)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the quiz", `document.querySelector('#quiz[data-at="0"]') && document.activeElement.id === "quiz-valid"`)
	if got := eval[string](t, ctx, `document.querySelector("#quiz-url").value`); got != "http://host.example.edu:8080/a" {
		t.Errorf("question 1 shows %q", got)
	}
	key := func(k string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
	}
	// Question 1: valid (right); then select the part asked for.
	key("v")
	waitFor(t, ctx, "the reveal", `document.querySelector('#quiz-reveal[data-right="true"]') && document.activeElement.id === "quiz-url"`)
	rule := eval[string](t, ctx, `document.querySelector("#quiz-part-ask strong").textContent`)
	// Nothing shown while the part question is open answers it: not the
	// URL in its parts' colours.
	if eval[bool](t, ctx, `!!document.querySelector("#quiz .quiz-url-parts, #quiz [class*=' r-'], #quiz [class^='r-']")`) {
		t.Error("while the part question is open, the quiz shows the URL in its parts' colours")
	}
	res := parser.Parse("http://host.example.edu:8080/a", 0)
	var part parser.Part
	for _, p := range res.Parts {
		if p.Rule.String() == rule {
			part = p
			break
		}
	}
	if part.End == 0 {
		t.Fatalf("the quiz asks for %q, which the URL has not", rule)
	}
	// The selection made with the keyboard alone, in the field that has
	// the focus: to the start of the text, right to the part, then
	// Shift+Right over it. A key that would edit changes nothing.
	shift := chromedp.KeyModifiers(kb.ModifierShift)
	keys := []chromedp.Action[chromedp.Void]{chromedp.KeyEvent(kb.Home, chromedp.KeyModifiers(kb.ModifierCtrl)), chromedp.KeyEvent("x"), chromedp.KeyEvent(kb.Backspace)}
	for range part.Start {
		keys = append(keys, chromedp.KeyEvent(kb.ArrowRight))
	}
	for range part.End - part.Start {
		keys = append(keys, chromedp.KeyEvent(kb.ArrowRight, shift))
	}
	if err := chromedp.Do(ctx, keys...); err != nil {
		t.Fatal(err)
	}
	sel := eval[[]int](t, ctx, `(f => [f.selectionStart, f.selectionEnd])(document.querySelector("#quiz-url"))`)
	if sel[0] != int(part.Start) || sel[1] != int(part.End) {
		t.Errorf("the keyboard selected [%d,%d) in the quiz's URL, want the %s at [%d,%d)", sel[0], sel[1], rule, part.Start, part.End)
	}
	if got := eval[string](t, ctx, `document.querySelector("#quiz-url").value`); got != "http://host.example.edu:8080/a" {
		t.Errorf("keys changed the quiz's URL to %q", got)
	}
	key(kb.Enter)
	waitFor(t, ctx, "the part checked", `document.querySelector('#quiz[data-score="2"][data-asked="2"]') && document.activeElement.id === "quiz-next"`)
	if !eval[bool](t, ctx, `!!document.querySelector("#quiz-reveal .quiz-url-parts")`) {
		t.Error("once the part is checked, the reveal does not show the URL's parts")
	}
	key("n")
	// Question 2: say valid (wrong), skip the part.
	waitFor(t, ctx, "question 2", `document.querySelector('#quiz[data-at="1"]') && document.activeElement.id === "quiz-valid"`)
	key("v")
	waitFor(t, ctx, "the reveal", `document.querySelector('#quiz-reveal[data-right="false"]') && document.activeElement.id === "quiz-url"`)
	if r := eval[string](t, ctx, `document.querySelector("#quiz-reveal").textContent`); !strings.Contains(r, "invalid") || !strings.Contains(r, "~") {
		t.Errorf("reveal %q does not give the verdict and the reason", r)
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#quiz-skip"))); err != nil {
		t.Fatal(err)
	}
	key(kb.Enter)
	waitFor(t, ctx, "next", `document.activeElement.id === "quiz-next" && document.querySelector("#quiz-part-note").textContent.startsWith("Skipped")`)
	key("n")
	waitFor(t, ctx, "the end", `document.querySelector('#quiz[data-done="true"][data-score="2"][data-asked="3"]') && document.activeElement.id === "quiz-result-copy"`) // the skipped part does not count
	missed := eval[[]string](t, ctx, `[...document.querySelectorAll("#quiz-missed li")].map(e => e.textContent)`)
	if len(missed) != 1 || !strings.Contains(missed[0], "http://host/~user") {
		t.Errorf("missed = %q, want the one URL answered wrongly", missed)
	}
	if !strings.Contains(eval[string](t, ctx, `location.hash`), "&quiz") {
		t.Error("the address does not mark the quiz")
	}
	// Enter, pressed after every question, keeps the result: it copies the
	// link for the teacher and does not start the quiz anew.
	key(kb.Enter)
	waitFor(t, ctx, "the result link copied, the result kept", `document.querySelector('#quiz[data-done="true"] #quiz-result-note') && document.querySelector("#quiz-result-link").value !== ""`)
	key(kb.Escape)
	waitFor(t, ctx, "the list again", `document.querySelector("#tests") && !location.hash.includes("quiz")`)
}

// showcaseList is a class's list: passes and failures, notes, a long URL
// and long errors. It has showcaseRows URLs.
const showcaseList = "# Week 3: which of these would a 1994 client accept?\n" +
	"+ http://info.cern.ch/hypertext/WWW/TheProject.html\n" +
	"+ ftp://ds.internic.net/rfc/rfc1436.txt;type=a\n" +
	"- http://host.example.edu/~user/\n" +
	"# The port is only digits to the BNF.\n" +
	"- http://host.example.edu:70000/\n" +
	"+ http://host.example.edu/my notes.html\n" +
	"- ftp://user:p@ss@host.example.edu/\n" +
	"+ mailto:timbl@info.cern.ch\n" +
	"news:comp.infosystems.www\n" +
	"- gopher://gopher.example.edu/7search%09rfc\n" +
	"+ HTTP://host.example.edu/\n" +
	"- http://host.example.edu/100%.html\n" +
	"# A long one: the row clips it, the field reads it whole.\n" +
	"+ http://info.cern.ch/hypertext/WWW/TheProject/Overview/Status/Summary/Policy/Features/Administration/History/People.html?q=a~b\n"

const showcaseRows = 12

// Each drawn row shows, without sideways scrolling, its pass mark, verdict,
// production, URL and first error inside the table's visible box, at
// 1280×720 (the list in the workspace's right column) and at 375×667 (the
// rows stacked); the page scrolls not sideways; the rows are of one height
// (the virtual scrolling counts on it).
func TestListRowsFit(t *testing.T) {
	for _, size := range []struct {
		name string
		w, h int64
	}{{"wide", 1280, 720}, {"narrow", 375, 667}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := newTab(t)
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
				t.Fatal(err)
			}
			if err := open(ctx, "/#"+urllist.EncodeLink(showcaseList, false)); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitListRead(t, ctx, showcaseRows)
			waitFor(t, ctx, "the rows drawn", `document.querySelectorAll("#tests tr[data-row]").length === `+fmt.Sprint(showcaseRows))
			type fit struct {
				Problems         []string `json:"problems"`
				Rows, InView     int
				ScrollW, ClientW float64
				PageW, InnerW    float64
				MinErrW, Heights []float64
			}
			got := eval[fit](t, ctx, `(() => {
				const s = document.querySelector("#tests-scroll");
				const sr = s.getBoundingClientRect();
				const left = sr.left + s.clientLeft, right = left + s.clientWidth;
				const top = sr.top + s.clientTop, bottom = top + s.clientHeight;
				const problems = [], heights = [], minErrW = [];
				let inView = 0;
				const rows = [...document.querySelectorAll("#tests tr[data-row]")];
				for (const tr of rows) {
					const n = "row " + tr.dataset.row;
					const rr = tr.getBoundingClientRect();
					heights.push(Math.round(rr.height * 10) / 10);
					const whole = rr.top >= top - 0.5 && rr.bottom <= bottom + 0.5;
					if (whole) inView++;
					const parts = {pass: ".t-pass", verdict: ".t-verdict-word", production: ".t-prod", url: ".tests-load", sub: ".t-sub"};
					for (const [what, sel] of Object.entries(parts)) {
						const e = tr.querySelector(sel);
						if (!e) { problems.push(n + ": no " + what); continue; }
						const r = e.getBoundingClientRect();
						if (r.width < 1 || r.height < 1) problems.push(n + ": " + what + " has no box");
						if (r.left < left - 0.5 || r.right > right + 0.5) problems.push(n + ": " + what + " [" + r.left + ", " + r.right + "] outside [" + left + ", " + right + "]");
						if (r.top < rr.top - 0.5 || r.bottom > rr.bottom + 0.5) problems.push(n + ": " + what + " overflows its row");
					}
					const err = tr.querySelector(".t-error"), sub = tr.querySelector(".t-sub");
					if (tr.dataset.valid === "false") {
						if (!err) { problems.push(n + ": invalid, no first error"); continue; }
						const r = err.getBoundingClientRect(), b = sub.getBoundingClientRect();
						if (r.left < b.left - 0.5) problems.push(n + ": the error starts outside its line");
						minErrW.push(Math.round(Math.min(r.right, b.right) - r.left));
					}
					const mark = tr.querySelector(".t-pass").textContent;
					// No expectation: data-pass is "", or absent (go-app
					// does not write an attribute whose value is "" on an
					// element drawn before without it).
					const want = {"true": "pass", "false": "FAIL", "": "—"}[tr.dataset.pass || ""];
					if (!mark.includes(want)) problems.push(n + ": mark " + JSON.stringify(mark) + ", want " + want);
				}
				return {problems, Rows: rows.length, InView: inView, ScrollW: s.scrollWidth, ClientW: s.clientWidth,
					PageW: document.documentElement.scrollWidth, InnerW: innerWidth, MinErrW: minErrW, Heights: heights};
			})()`)
			for _, p := range got.Problems {
				t.Error(p)
			}
			if len(got.Heights) == 0 {
				t.Fatal("no rows drawn")
			}
			if got.Rows != showcaseRows || got.InView < 3 {
				t.Errorf("%d rows drawn, %d wholly in the table's view; want %d and 3 or more", got.Rows, got.InView, showcaseRows)
			}
			if got.ScrollW > got.ClientW {
				t.Errorf("the table scrolls sideways: %v wide in %v", got.ScrollW, got.ClientW)
			}
			if got.PageW > got.InnerW {
				t.Errorf("the page scrolls sideways: %v wide in %v", got.PageW, got.InnerW)
			}
			for _, w := range got.MinErrW {
				if w < 120 {
					t.Errorf("a first error shows only %v px: %v", w, got.MinErrW)
					break
				}
			}
			for _, h := range got.Heights {
				if h != got.Heights[0] {
					t.Errorf("rows of different heights: %v", got.Heights)
					break
				}
			}
			t.Logf("%s: %d rows, %d in view, row heights %v px, first errors show %v px", size.name, got.Rows, got.InView, got.Heights[0], got.MinErrW)
		})
	}
}

// Screenshots of the list view and the quiz for the README, with
// SCREENSHOTS=1 (see screenshot_test.go).
func TestListScreenshots(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/*.png")
	}
	list := showcaseList
	for _, theme := range []string{"light", "dark"} {
		for _, size := range []struct {
			name string
			w, h int64
		}{{"wide", 1280, 720}, {"narrow", 375, 812}} {
			t.Run(theme+"-"+size.name, func(t *testing.T) {
				ctx := newTab(t)
				colorScheme(t, ctx, theme)
				viewport(t, ctx, size.w, size.h)
				if err := open(ctx, "/#"+urllist.EncodeLink(list, false)); err != nil {
					t.Fatal(err)
				}
				if err := waitReady(ctx); err != nil {
					t.Fatal(err)
				}
				waitListRead(t, ctx, showcaseRows)
				shot := func(name, sel string) {
					t.Helper()
					if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector("`+sel+`").getBoundingClientRect().top + scrollY - document.querySelector(".workspace-head").offsetHeight - 8)`)); err != nil {
						t.Fatal(err)
					}
					png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join("..", "web", "screenshots", name), png, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				shot(fmt.Sprintf("list-%s-%s.png", theme, size.name), "#list-view")
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-start"))); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, "the quiz", `document.querySelector("#quiz") && document.activeElement.id === "quiz-valid"`)
				if err := chromedp.Do(ctx, chromedp.KeyEvent("v")); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, "the reveal", `document.querySelector("#quiz-reveal") && document.activeElement.id === "quiz-url"`)
				if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#quiz-url").setSelectionRange(7, 19)`)); err != nil {
					t.Fatal(err)
				}
				shot(fmt.Sprintf("quiz-%s-%s.png", theme, size.name), "#list-view")
			})
		}
	}
}

// A list whose link is long (over urllist.LongLink): the page says so and
// offers the list as a .txt file; the file downloaded holds the list byte
// for byte, and "Load a list file…" reads it back into the same rows.
func TestListLongLinkFile(t *testing.T) {
	r := rand.New(rand.NewSource(2000))
	var entries []urllist.Entry
	for i := range 150 {
		e := urllist.Entry{URL: fmt.Sprintf("http://h%x.example.edu/%x/%x", r.Int63(), r.Int63(), i), Expect: urllist.Valid}
		if i%4 == 0 {
			e.URL, e.Expect = e.URL+"/~u", urllist.Invalid
		}
		entries = append(entries, e)
	}
	entries = append(entries, urllist.Entry{URL: "http://h/\x00nul", Expect: urllist.Invalid, Note: "a NUL: the escaped form"})
	text := urllist.Write(entries)
	if n := len(urllist.EncodeLink(text, false)); n <= urllist.LongLink {
		t.Fatalf("the list's link is %d bytes, not long", n)
	}
	ctx := newTab(t)
	openInput(t, ctx, "http://host/")
	selectView(t, ctx, "list")
	js, _ := json.Marshal(text)
	pasteList(t, ctx, string(js))
	waitListRead(t, ctx, len(entries))
	waitFor(t, ctx, "the long-link note", `(n => n && n.textContent.includes("characters long") && n.textContent.includes("Download the list"))(document.querySelector("#list-link-note"))`)

	// Download: catch the Blob the page offers and the link it clicks
	// (read with Blob.text: the CSP lets no fetch of a blob: address).
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.__blobs = new Map();
		window.__downloads = [];
		const create = URL.createObjectURL;
		URL.createObjectURL = b => { const u = create(b); window.__blobs.set(u, b); return u };
		HTMLAnchorElement.prototype.click = function () { window.__downloads.push({name: this.download, href: this.href}) };
		document.querySelector("#list-download").click();
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
	if got.Name != "url-list.txt" || got.Type != "text/plain;charset=utf-8" || got.Text != text {
		t.Errorf("downloaded %q (%s), %d bytes; want url-list.txt, text/plain, with the list's %d bytes", got.Name, got.Type, len(got.Text), len(text))
	}
	// The note is drawn in the update after the click: waited for.
	waitFor(t, ctx, "the download's note", `(document.querySelector("#list-file-note") || {textContent: ""}).textContent.startsWith("Downloaded as url-list.txt")`)

	// Load it back in a new tab, through the file input.
	file := filepath.Join(t.TempDir(), "url-list.txt")
	if err := os.WriteFile(file, []byte(got.Text), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx2 := newTab(t)
	openInput(t, ctx2, "")
	selectView(t, ctx2, "list")
	if err := chromedp.Do(ctx2, chromedp.SetUploadFiles(chromedp.CSS("#list-file"), []string{file})); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx2, len(entries))
	if got := eval[string](t, ctx2, `document.querySelector("#list-input").value`); got != text {
		t.Errorf("the loaded file's list differs (%d bytes, want %d)", len(got), len(text))
	}
	if note := eval[string](t, ctx2, `document.querySelector("#list-file-note").textContent`); note != "Loaded url-list.txt." {
		t.Errorf("file note %q", note)
	}
	for _, h := range listRows(t, ctx2) {
		if w := wantRow(h.Row, entries[h.Row]); h != w {
			t.Errorf("loaded: row %d = %+v, want %+v", h.Row, h, w)
		}
	}
}
