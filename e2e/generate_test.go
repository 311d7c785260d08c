package e2e

// Exercises from the grammar in the page: the list view's Generate
// disclosure (#generate), the generated list's link (gc=…&g=…), a quiz on
// it in a fresh browser, and the quiz's result link (#quiz-result-link)
// opened by the teacher (#quiz-report).

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// genSettings is what the test asks the Generate form for.
var genSettings = exercise.Options{Seed: 4242, Count: 6, Invalid: 0.5, Schemes: []string{"ftp", "http"}}

// fillGenerate opens the Generate disclosure and fills it with o (all
// mistakes).
func fillGenerate(t *testing.T, ctx context.Context, o exercise.Options) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#generate-toggle"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the Generate form", `document.querySelector("#generate[open] #gen-seed")`)
	schemes, _ := json.Marshal(o.Schemes)
	eval[any](t, ctx, fmt.Sprintf(`(() => {
		const want = %s;
		for (const box of document.querySelectorAll('#generate input[id^="gen-scheme-"]')) box.checked = !want || want.includes(box.value);
		document.querySelector("#gen-count").value = "%d";
		document.querySelector("#gen-invalid").value = "%d";
		document.querySelector("#gen-seed").value = "%d";
		return null;
	})()`, schemes, o.Count, int(o.Invalid*100), o.Seed))
}

type missHook struct{ Row, Kind, Right string }

// missedHooks reads the li[data-row][data-kind][data-right] of list sel.
func missedHooks(t *testing.T, ctx context.Context, sel string) []missHook {
	t.Helper()
	return eval[[]missHook](t, ctx, `[...document.querySelectorAll("`+sel+` li")].map(e => ({Row: e.dataset.row, Kind: e.dataset.kind, Right: e.dataset.right}))`)
}

// A teacher generates a list in the page; its link, opened in a fresh
// browser, makes the same bytes and a quiz on them; the student answers
// some right and some wrong, and the result link shows the teacher the
// score and each missed URL with its right answer.
func TestGenerateShareQuizResult(t *testing.T) {
	entries, err := exercise.Generate(genSettings)
	if err != nil {
		t.Fatal(err)
	}
	want := urllist.Write(entries) // what rfc1738 -generate prints
	ctx := newTab(t)
	if err := open(ctx, "/#v=list"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	fillGenerate(t, ctx, genSettings)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#generate-replace"))); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx, genSettings.Count)
	if got := eval[string](t, ctx, `document.querySelector("#list-input").value`); got != want {
		t.Fatalf("the page generated\n%s\nwant the command's list\n%s", got, want)
	}
	if s := listSummary(t, ctx); s.Pass != genSettings.Count || s.Fail != 0 {
		t.Errorf("summary = %+v: every generated expectation should hold", s)
	}
	// The focus moves after the render that draws the list and closes
	// the form.
	waitFor(t, ctx, "the form closed, the focus on the list", `!document.querySelector("#generate[open]") && document.activeElement.id === "list-input"`)
	linkParams := "gc=" + urllist.Checksum(want) + "&g=4242.6.50.ftp,http."
	waitFor(t, ctx, "the generator's link in the address", `location.hash.includes("`+linkParams+`") && !location.hash.includes("&t=")`)
	if note := eval[string](t, ctx, `document.querySelector("#generate-note").textContent`); !strings.Contains(note, "rfc1738 -generate 6 -seed 4242 -schemes ftp,http -invalid 0.5") {
		t.Errorf("the note does not name the command: %q", note)
	}

	// Undo takes the generated list back out; Redo brings it back, with
	// its link.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#list-undo"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the empty list", `document.querySelector("#list-input").value === "" && !location.hash.includes("g=")`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#list-redo"))); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx, genSettings.Count)
	waitFor(t, ctx, "the generator's link again", `location.hash.includes("`+linkParams+`")`)

	// The students' link.
	eval[any](t, ctx, `(() => { navigator.clipboard.writeText = text => { window.__copied = text; return Promise.resolve(); }; return null })()`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#copy-quiz-link"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the quiz link", `window.__copied !== undefined`)
	quizLink := eval[string](t, ctx, `window.__copied`)
	if !strings.HasSuffix(quizLink, "#"+linkParams+"&quiz") {
		t.Fatalf("the quiz link is %q, want the generator's settings and &quiz", quizLink)
	}

	// A fresh browser (its own profile: no storage, no cache) opens it.
	student := newTab(t)
	if err := chromedp.Do(student, chromedp.Navigate(quizLink)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(student); err != nil {
		t.Fatal(err)
	}
	waitFor(t, student, "the quiz", `document.querySelector('#quiz[data-at="0"]') && document.activeElement.id === "quiz-valid"`)
	screen := eval[string](t, student, `document.body.innerText`)
	for _, g := range []string{"hint:", "+ ftp", "- ftp", "+ http", "- http"} {
		if strings.Contains(screen, g) {
			t.Errorf("the quiz shows %q", g)
		}
	}
	if got := eval[string](t, student, `document.querySelector("#list-input").value`); got != want {
		t.Errorf("the link made another list in the fresh browser:\n%s\nwant\n%s", got, want)
	}

	// The answers: question 0 right, with its part; 1 wrong; 2 right, the
	// part missed; the rest right, parts skipped.
	type missed struct {
		row         int
		kind, right string
	}
	var wantMissed []missed
	score, asked := 0, 0
	for i, e := range entries {
		waitFor(t, student, fmt.Sprintf("question %d", i+1), fmt.Sprintf(`document.querySelector('#quiz[data-at="%d"]') && document.activeElement.id === "quiz-valid"`, i))
		if got := eval[string](t, student, `document.querySelector("#quiz-url").value`); got != e.URL {
			t.Fatalf("question %d asks about %q, want %q", i+1, got, e.URL)
		}
		res := parser.Parse(e.URL, 0)
		valid := res.Valid
		if i == 1 {
			valid = !valid
			wantMissed = append(wantMissed, missed{i, "verdict", map[bool]string{true: "valid", false: "invalid"}[res.Valid]})
		} else {
			score++
		}
		asked++
		key := "i"
		if valid {
			key = "v"
		}
		if err := chromedp.Do(student, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, student, "the reveal", fmt.Sprintf(`document.querySelector('#quiz-reveal[data-right="%v"]')`, i != 1))
		if eval[bool](t, student, `!!document.querySelector("#quiz-skip")`) {
			// The page moves the focus to the part question a moment after
			// the answer; a click while it does can be pressed on Skip and
			// released on whatever the focus scrolled there (no click).
			waitFor(t, student, "the focus on the part question", `document.activeElement.id === "quiz-url"`)
			rule := eval[string](t, student, `document.querySelector("#quiz-part-ask strong").textContent`)
			var p parser.Part
			for _, q := range res.Parts {
				if q.Rule.String() == rule && q.End > q.Start {
					p = q
					break
				}
			}
			right := "the " + rule + " is \u201c" + e.URL[p.Start:p.End] + "\u201d"
			switch i {
			case 0, 2:
				start, end := len(utf16.Encode([]rune(e.URL[:p.Start]))), len(utf16.Encode([]rune(e.URL[:p.End])))
				if i == 2 {
					start, end = 0, 0 // nothing selected
					wantMissed = append(wantMissed, missed{i, "part", right})
				} else {
					score++
				}
				asked++
				eval[any](t, student, fmt.Sprintf(`(e => { e.focus(); e.setSelectionRange(%d, %d); return null })(document.querySelector("#quiz-url"))`, start, end))
				if err := chromedp.Do(student, chromedp.Click(chromedp.CSS("#quiz-check"))); err != nil {
					t.Fatal(err)
				}
			default:
				if err := chromedp.Do(student, chromedp.Click(chromedp.CSS("#quiz-skip"))); err != nil {
					t.Fatal(err)
				}
			}
		}
		waitFor(t, student, "next", `document.activeElement.id === "quiz-next"`)
		if err := chromedp.Do(student, chromedp.KeyEvent("n")); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, student, "the end", `document.querySelector('#quiz[data-done="true"] #quiz-result #quiz-result-link')`)
	if got := eval[string](t, student, `document.querySelector("#quiz-result #quiz-score").textContent`); got != fmt.Sprintf("Score %d of %d", score, asked) {
		t.Errorf("the student's score: %q, want %d of %d", got, score, asked)
	}
	var wantHooks []missHook
	for _, m := range wantMissed {
		wantHooks = append(wantHooks, missHook{fmt.Sprint(m.row), m.kind, m.right})
	}
	if got := missedHooks(t, student, "#quiz-missed"); fmt.Sprint(got) != fmt.Sprint(wantHooks) {
		t.Errorf("the student's missed answers: %+v, want %+v", got, wantHooks)
	}
	eval[any](t, student, `(() => { navigator.clipboard.writeText = text => { window.__copied = text; return Promise.resolve(); }; return null })()`)
	if err := chromedp.Do(student, chromedp.Click(chromedp.CSS("#quiz-result-copy"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, student, "the result link copied", `window.__copied !== undefined && (n => n && n.textContent.startsWith("Copied"))(document.querySelector("#quiz-result-note"))`)
	resultLink := eval[string](t, student, `window.__copied`)
	if shown := eval[string](t, student, `document.querySelector("#quiz-result-link").value`); shown != resultLink {
		t.Errorf("the field shows %q, the button copied %q", shown, resultLink)
	}
	if !strings.Contains(resultLink, "#g=4242.6.50.ftp,http.&qr=") {
		t.Errorf("the result link %q does not carry the list's settings", resultLink)
	}

	// The teacher opens it in another fresh browser.
	teacher := newTab(t)
	if err := chromedp.Do(teacher, chromedp.Navigate(resultLink)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(teacher); err != nil {
		t.Fatal(err)
	}
	waitFor(t, teacher, "the result", `document.querySelector('#quiz-report[data-shown="true"]')`)
	rep := eval[map[string]string](t, teacher, `Object.assign({}, document.querySelector("#quiz-report").dataset)`)
	if rep["score"] != fmt.Sprint(score) || rep["asked"] != fmt.Sprint(asked) || rep["questions"] != fmt.Sprint(len(entries)) {
		t.Errorf("the teacher sees %v, want score %d of %d on %d questions", rep, score, asked, len(entries))
	}
	if got := missedHooks(t, teacher, "#report-missed"); fmt.Sprint(got) != fmt.Sprint(wantHooks) {
		t.Errorf("the teacher's missed answers: %+v, want %+v", got, wantHooks)
	}
	text := eval[string](t, teacher, `document.querySelector("#report-missed").innerText`)
	for _, m := range wantMissed {
		if !strings.Contains(text, entries[m.row].URL) {
			t.Errorf("the teacher's view does not show the missed URL %q:\n%s", entries[m.row].URL, text)
		}
	}
	if eval[bool](t, teacher, `!!document.querySelector("#report-damage-note")`) {
		t.Error("an intact result link is said to be damaged")
	}

	// A better score written into the link is caught by its checksum.
	i := strings.Index(resultLink, "&qr=") + len("&qr=")
	forged := resultLink[:i] + fmt.Sprint(score+1) + resultLink[i+len(fmt.Sprint(score)):]
	forger := newTab(t)
	if err := chromedp.Do(forger, chromedp.Navigate(forged)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(forger); err != nil {
		t.Fatal(err)
	}
	waitFor(t, forger, "the damage note", `(n => n && n.textContent.startsWith("This result link is damaged"))(document.querySelector("#report-damage-note"))`)
}

// On a 375 px phone the form fits the screen, each field has a label, and
// it works from the keyboard: Escape closes it, with the focus back on its
// summary, and Enter opens it again with what was set. Append keeps the
// list typed before the generated URLs; the link is then the list's text
// (t=), not the generator's settings.
func TestGenerateAppend(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 375, 740)
	if err := open(ctx, "/#v=list"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	const typed = "+ http://mine.example/\n"
	pasteList(t, ctx, "`"+typed+"`")
	waitListRead(t, ctx, 1)
	o := exercise.Options{Seed: 11, Count: 3, Invalid: 0}
	fillGenerate(t, ctx, o)
	if wide := eval[[]string](t, ctx, `[...document.querySelectorAll("#generate, #generate *")].filter(e => e.getBoundingClientRect().right > innerWidth + 0.5).map(e => e.tagName + "#" + e.id + "." + e.className)`); len(wide) > 0 {
		t.Errorf("at 375 px these stick out of the screen: %v", wide)
	}
	if w := eval[int](t, ctx, `document.scrollingElement.scrollWidth - innerWidth`); w > 0 {
		t.Errorf("at 375 px the page scrolls sideways by %d px", w)
	}
	if unlabelled := eval[[]string](t, ctx, `[...document.querySelectorAll("#generate input")].filter(e => e.labels.length === 0 || !e.labels[0].textContent.trim()).map(e => e.id)`); len(unlabelled) > 0 {
		t.Errorf("fields without a label: %v", unlabelled)
	}
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#gen-seed")), chromedp.KeyEvent(kb.Escape)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the form closed, the focus on its summary", `!document.querySelector("#generate[open]") && document.activeElement.id === "generate-toggle"`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the form open again, as it was set", `document.querySelector("#generate[open]") && document.querySelector("#gen-seed").value === "11" && document.querySelector("#gen-count").value === "3"`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#generate-append"))); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx, 4)
	entries, _ := exercise.Generate(exercise.Options{Seed: 11, Count: 3})
	want := typed + urllist.Write(entries)
	if got := eval[string](t, ctx, `document.querySelector("#list-input").value`); got != want {
		t.Errorf("after Append the list is\n%s\nwant\n%s", got, want)
	}
	waitFor(t, ctx, "the list's own link", `location.hash.includes("&t=") && !location.hash.includes("g=")`)
	if text, _, _, err := urllist.DecodeLink(eval[string](t, ctx, `location.hash`)); err != nil || text != want {
		t.Errorf("the address holds %q (%v)", text, err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#list-undo"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the typed list", `document.querySelector("#list-input").value === `+"`"+typed+"`")
}

// startGapWatch makes the page record the longest time its main thread
// went without running a task (a timer rescheduled at once): how long the
// page held, as a user typing or scrolling would feel it.
const startGapWatch = `(() => {
	window.__gap = {last: performance.now(), worst: 0, on: true, counts: new Set()};
	const tick = () => {
		const g = window.__gap, now = performance.now();
		g.worst = Math.max(g.worst, now - g.last);
		g.last = now;
		// The generator's count of the lines made so far, as a timer
		// saw it: a timer runs only when the page is not held.
		const m = /(\d+) made/.exec(document.getElementById("generate-note")?.textContent || "");
		if (m) g.counts.add(+m[1]);
		if (g.on) setTimeout(tick, 0);
	};
	setTimeout(tick, 0);
	return null;
})()`

// The Generate form opens at once, and a thousand URLs are made without
// holding the page: the buttons wait and a note counts the lines made.
func TestGenerateResponsive(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/#v=list"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	// How long the page was held is logged, not judged: it moves with
	// the machine's load (a busy CI machine stretched putting ten lines in
	// place past two seconds once). What is judged is how the work is
	// done: the form drawn in parts after a frame that shows it open
	// (below), and a thousand lines made in slices that a timer runs
	// between.
	// The form is drawn as it is first opened, not with the list view
	// (app/exercise-dialog.go's genView.drawn).
	if eval[bool](t, ctx, `!!document.querySelector("#generate .generate-body")`) {
		t.Error("the Generate form was drawn, closed, before it was first opened")
	}
	eval[any](t, ctx, startGapWatch)
	// And drawn in a task after a frame that shows the disclosure open,
	// so that the click is answered before the form's mount: a frame
	// callback sees it open with no form yet, and a line in it that says
	// the form is being drawn (with nothing in it, the display did not
	// swap that frame, and the click waited for the form's first half).
	// Then drawn in two tasks: its first half seen without the fields
	// the buttons read.
	eval[any](t, ctx, `(() => {
		window.__openFirst = false;
		window.__lineShown = false;
		window.__sawHalf = false;
		const check = () => {
			if (document.querySelector("#generate[open]") && !document.querySelector("#generate .generate-body")) {
				window.__openFirst = true;
				const line = document.querySelector("#generate[open] > .gen-building");
				if (line && line.offsetHeight > 0 && line.textContent.trim() !== "") window.__lineShown = true;
			}
			if (!document.querySelector("#generate .generate-body")) requestAnimationFrame(check);
		};
		requestAnimationFrame(check);
		new MutationObserver(() => {
			if (document.querySelector('#generate .gen-kinds input[id^="gen-mistake-"]') && !document.querySelector("#gen-seed")) {
				window.__sawHalf = true;
				window.__busyHalf = document.getElementById("generate").getAttribute("aria-busy") === "true";
			}
		}).observe(document.getElementById("generate"), {subtree: true, childList: true});
		return null;
	})()`)
	eval[any](t, ctx, `(window.__open = performance.now(), document.querySelector("#generate-toggle").click(), null)`)
	waitFor(t, ctx, "the Generate form", `document.querySelector("#generate[open] #gen-seed")`)
	if !eval[bool](t, ctx, `window.__openFirst`) {
		t.Error("the Generate form was drawn before a frame showed the disclosure open: the click waited for it")
	}
	if !eval[bool](t, ctx, `window.__lineShown`) {
		t.Error("the frame that showed the disclosure open showed nothing in it (no visible .gen-building line): the click's only answer was its marker")
	}
	if eval[bool](t, ctx, `!!document.querySelector("#generate .gen-building")`) {
		t.Error("the line that says the form is being drawn stayed once the form was drawn")
	}
	if eval[bool](t, ctx, `document.getElementById("generate").getAttribute("aria-busy") === "true"`) {
		t.Error("the Generate form is drawn whole and still aria-busy")
	}
	if !eval[bool](t, ctx, `window.__sawHalf && window.__busyHalf`) {
		t.Error("the Generate form's first half was not aria-busy")
	}
	if !eval[bool](t, ctx, `window.__sawHalf`) {
		t.Error("the Generate form was drawn whole in one task: its first half was never seen without its fields")
	}
	opened := eval[float64](t, ctx, `performance.now() - window.__open`)
	worst := eval[float64](t, ctx, `window.__gap.worst`)
	t.Logf("first opening: form shown after %.0f ms; the page held at most %.0f ms", opened, worst)

	for _, n := range []int{10, 1000} {
		if eval[bool](t, ctx, `!!document.querySelector("#generate[open]")`) {
			eval[any](t, ctx, `(document.querySelector("#generate-toggle").click(), null)`)
			waitFor(t, ctx, "the form closed", `!document.querySelector("#generate[open]")`)
		}
		fillGenerate(t, ctx, exercise.Options{Count: n, Invalid: 0.3, Seed: 7})
		eval[any](t, ctx, `(window.__gap.worst = 0, window.__gap.counts.clear(), window.__gap.last = performance.now(), window.__t0 = performance.now(), document.querySelector("#generate-replace").click(), null)`)
		if n >= 1000 {
			waitFor(t, ctx, "the buttons to wait and the note to count", `document.querySelector("#generate-replace").disabled && document.querySelector("#generate-append").disabled && /made/.test(document.querySelector("#generate-note").textContent)`)
		}
		waitListRead(t, ctx, n)
		took := eval[float64](t, ctx, `performance.now() - window.__t0`)
		worst := eval[float64](t, ctx, `window.__gap.worst`)
		counts := eval[[]int](t, ctx, `[...window.__gap.counts].sort((a, b) => a - b)`)
		t.Logf("%d URLs: listed after %.0f ms; the page held at most %.0f ms; counts a timer saw: %v", n, took, worst, counts)
		// Made a slice of lines at a time (app/exercise-dialog.go's
		// genSlice, 20), the page given back between slices: a timer sees
		// the count go up (the note is drawn at go-app's next frame, so a
		// fast machine shows fewer of the 49 counts than a slow one). Made
		// in one hold, no timer would run until the list was made, and
		// none would see a count.
		if n >= 1000 && len(counts) < 3 {
			t.Errorf("generating %d URLs: a timer saw the count of lines made %d times (%v); made in slices with the page given back between them, it sees it go up", n, len(counts), counts)
		}
	}
}
