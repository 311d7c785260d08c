package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// teacherList is a list with its key and notes: what a student must not see.
const teacherList = "# Is a port out of range a syntax error?\n" +
	"+ http://info.cern.ch/hypertext/WWW/TheProject.html\n" +
	"- http://host.example.edu/~user/\n" +
	"- ftp://user:p@ss@host.example.edu/\n"

// axText is every name, value and description the accessibility tree
// holds, one a line.
func axText(t *testing.T, ctx context.Context) string {
	t.Helper()
	res, err := chromedp.Call(ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, n := range res.Nodes {
		if n.Ignored {
			continue
		}
		for _, v := range []*accessibility.Value{n.Name, n.Value, n.Description} {
			if v != nil && len(v.Value) > 0 {
				b.Write(v.Value)
				b.WriteByte('\n')
			}
		}
	}
	return b.String()
}

// giveaways are what answers the quiz's questions: the list's lines with
// their expectations, its note, and the workspace's reading of its own URL
// (the default example's "~" is unsafe, which question 2 asks about).
var giveaways = []string{"+ http://", "- http://", "- ftp://", "Is a port out of range", "unsafe", "Diagnostics", "Verdict"}

// checkNoGiveaway fails when the screen (innerText) or the accessibility
// tree holds an answer.
func checkNoGiveaway(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	screen := eval[string](t, ctx, `document.body.innerText`)
	ax := axText(t, ctx)
	for _, g := range giveaways {
		if strings.Contains(screen, g) {
			t.Errorf("%s: the screen shows %q", when, g)
		}
		if strings.Contains(ax, g) {
			t.Errorf("%s: the accessibility tree holds %q", when, g)
		}
	}
	for _, id := range []string{"url-input", "list-input", "verdict", "diagnostics", "inspector"} {
		if eval[bool](t, ctx, `(e => !!e && e.getClientRects().length > 0)(document.getElementById("`+id+`"))`) {
			t.Errorf("%s: #%s is drawn", when, id)
		}
	}
}

// A quiz link shows the quiz and nothing that answers it; Esc asks in the
// page before ending; the end shows the score and what was missed, with
// the right answer and the first error's section; then the workspace is
// back.
func TestQuizShowsOnlyTheQuiz(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/#"+urllist.EncodeLink(teacherList, true)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the quiz", `document.querySelector('#quiz[data-at="0"]') && document.activeElement.id === "quiz-valid"`)
	// A dialog of the browser's would stop the page; the quiz asks in it.
	eval[any](t, ctx, `(() => { window.__dialogs = 0; window.confirm = window.alert = () => { window.__dialogs++; return true; }; return null })()`)
	checkNoGiveaway(t, ctx, "question 1")

	key := func(k string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
	}
	// Question 1: say invalid (wrong); skip the part if one is asked.
	key("i")
	waitFor(t, ctx, "the reveal", `document.querySelector('#quiz-reveal[data-right="false"]')`)
	if eval[bool](t, ctx, `!!document.querySelector("#quiz-skip")`) {
		// The page moves the focus to the part question a moment after
		// the answer, and scrolls to it: a click meanwhile can be pressed
		// on Skip and released where the scroll took it (no click).
		waitFor(t, ctx, "the focus on the part question", `document.activeElement.id === "quiz-url"`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-skip"))); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, ctx, "next", `document.activeElement.id === "quiz-next"`)
	key("n")
	waitFor(t, ctx, "question 2", `document.querySelector('#quiz[data-at="1"]') && document.activeElement.id === "quiz-valid"`)
	if got := eval[string](t, ctx, `document.querySelector("#quiz-url").value`); got != "http://host.example.edu/~user/" {
		t.Fatalf("question 2 asks about %q", got)
	}
	checkNoGiveaway(t, ctx, "question 2")

	// Esc asks; Esc again keeps going.
	key(kb.Escape)
	waitFor(t, ctx, "the question whether to end", `document.querySelector("#quiz-confirm") && document.activeElement.id === "quiz-end-no"`)
	key(kb.Escape)
	waitFor(t, ctx, "the quiz again", `!document.querySelector("#quiz-confirm") && document.querySelector('#quiz[data-at="1"][data-done="false"]')`)
	// Esc, and End: the end.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#quiz-valid"))); err != nil {
		t.Fatal(err)
	}
	key(kb.Escape)
	waitFor(t, ctx, "the question whether to end", `document.activeElement && document.activeElement.id === "quiz-end-no"`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-end-yes"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the end", `document.querySelector('#quiz[data-done="true"] #quiz-result')`)
	if n := eval[int](t, ctx, `window.__dialogs`); n != 0 {
		t.Errorf("the quiz opened %d browser dialogs", n)
	}
	result := eval[string](t, ctx, `document.querySelector("#quiz-result").innerText`)
	for _, want := range []string{"Score 0 of 1", "2 of 3 URLs were not asked", "http://info.cern.ch/hypertext/WWW/TheProject.html", "You said invalid; the right answer: valid"} {
		if !strings.Contains(result, want) {
			t.Errorf("the end does not say %q:\n%s", want, result)
		}
	}
	type miss struct{ Kind, Right string }
	missed := eval[[]miss](t, ctx, `[...document.querySelectorAll("#quiz-missed li")].map(e => ({Kind: e.dataset.kind, Right: e.dataset.right}))`)
	if len(missed) != 1 || missed[0] != (miss{"verdict", "valid"}) {
		t.Errorf("missed = %+v, want question 1's verdict", missed)
	}
	// The workspace is back once the questions are over.
	waitFor(t, ctx, "the workspace", `document.querySelector("#url-input").getClientRects().length > 0 && !document.querySelector("#playground[data-quiz]")`)

	// Another list's link opened in the same tab replaces the ended quiz
	// (whose rows are gone) with the list.
	if err := open(ctx, "/#"+urllist.EncodeLink("+ http://a.example/\n", false)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the new list", `document.querySelector('#tests-summary[data-reading="false"][data-rows="1"]') && !document.querySelector("#quiz")`)
}

// A missed verdict on an invalid URL names its first error and section.
func TestQuizEndNamesTheError(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/#"+urllist.EncodeLink("http://host.example.edu/~user/\n", true)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the quiz", `document.activeElement && document.activeElement.id === "quiz-valid"`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("v")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the reveal", `document.querySelector('#quiz-reveal[data-right="false"]')`)
	if eval[bool](t, ctx, `!!document.querySelector("#quiz-skip")`) {
		// The page moves the focus to the part question a moment after
		// the answer, and scrolls to it: a click meanwhile can be pressed
		// on Skip and released where the scroll took it (no click).
		waitFor(t, ctx, "the focus on the part question", `document.activeElement.id === "quiz-url"`)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-skip"))); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, ctx, "next", `document.querySelector("#quiz-next")`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#quiz-next"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the end", `document.querySelector("#quiz-result #quiz-missed li")`)
	li := eval[string](t, ctx, `document.querySelector("#quiz-missed li").innerText`)
	for _, want := range []string{"the right answer: invalid", "First error", "~", "RFC 1738 \u00a72.2"} {
		if !strings.Contains(li, want) {
			t.Errorf("the missed question says %q, not %q", li, want)
		}
	}
	if href := eval[string](t, ctx, `document.querySelector("#quiz-missed li a.rfc-link").getAttribute("href")`); href != "/rfc#section-2.2" {
		t.Errorf("the section link is %q", href)
	}
}

// The teacher has two links: the students' (the URLs only, no key, no
// notes, opening a quiz) and their own (the whole list).
func TestQuizAndListLinks(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/#v=list"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	pasteList(t, ctx, "`"+teacherList+"`")
	waitListRead(t, ctx, 3)
	eval[any](t, ctx, `(() => { navigator.clipboard.writeText = text => { window.__copied = text; return Promise.resolve(); }; return null })()`)
	copied := func(button string) string {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.__copied = undefined`), chromedp.Click(chromedp.CSS(button))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, button+" to copy", `window.__copied !== undefined && (n => n && n.textContent.startsWith("Copied"))(document.querySelector("#list-copy-note"))`)
		link := eval[string](t, ctx, `window.__copied`)
		base := eval[string](t, ctx, `location.origin + location.pathname + "#"`)
		if !strings.HasPrefix(link, base) {
			t.Fatalf("%s copied %q, not a link to the page", button, link)
		}
		return strings.TrimPrefix(link, base)
	}
	text, quiz, ok, err := urllist.DecodeLink(copied("#copy-quiz-link"))
	want := "http://info.cern.ch/hypertext/WWW/TheProject.html\nhttp://host.example.edu/~user/\nftp://user:p@ss@host.example.edu/\n"
	if !ok || err != nil || !quiz || text != want {
		t.Errorf("the quiz link holds %q (quiz %v, %v, %v); want the URLs alone, as a quiz", text, quiz, ok, err)
	}
	text, quiz, ok, err = urllist.DecodeLink(copied("#copy-list-link"))
	if !ok || err != nil || quiz || text != teacherList {
		t.Errorf("the list link holds %q (quiz %v, %v, %v); want the whole list", text, quiz, ok, err)
	}
}

// Loading the gallery's mistakes (or a file) over a typed list is undone
// by Ctrl+Z in the list, and by the Undo button; redone by Ctrl+Shift+Z.
func TestListLoadUndo(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/#v=list"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	const typed = "+ http://mine.example/\n- http://mine.example/~me\n"
	pasteList(t, ctx, "`"+typed+"`")
	waitListRead(t, ctx, 2)
	area := `document.querySelector("#list-input").value`
	load := func() {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#list-example"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the gallery's list", area+`.startsWith("# The gallery's classic mistakes") && document.querySelector('#tests-summary[data-reading="false"]') && +document.querySelector("#tests-summary").dataset.rows > 2`)
	}
	load()
	// Ctrl+Z in the area brings the typed list back, and the table and the
	// address follow it.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#list-input")), chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the typed list", area+` === `+"`"+typed+"`")
	waitListRead(t, ctx, 2)
	waitFor(t, ctx, "the address", `(async () => true)() && location.hash.includes("t=")`)
	hash := eval[string](t, ctx, `location.hash`)
	if text, _, _, err := urllist.DecodeLink(hash); err != nil || text != typed {
		t.Errorf("after Ctrl+Z the address holds %q (%v)", text, err)
	}
	// Ctrl+Shift+Z loads the gallery's again; the Undo button undoes it.
	if err := chromedp.Do(ctx, chromedp.KeyEvent("Z", chromedp.KeyModifiers(chromedp.ModifierCtrl, chromedp.ModifierShift))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the gallery's list again", area+`.startsWith("# The gallery's classic mistakes")`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#list-undo"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the typed list", area+` === `+"`"+typed+"`")
	waitListRead(t, ctx, 2)
}

// A link changed on its way opens with a note that says it is damaged, and
// what could be read; one cut short keeps its first lines.
func TestDamagedLinks(t *testing.T) {
	ctx := newTab(t)
	// The URL: one character of "u=" changed.
	f := pageFragment("http://host.example.edu/~user/")
	i := strings.Index(f, "&") - 3
	bad := f[:i] + string(f[i]^1) + f[i+1:]
	if err := open(ctx, "/#"+bad); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the damage note", `(n => n && n.textContent.startsWith("This link is damaged: the URL in it does not match its checksum"))(document.querySelector("#state-note"))`)

	// A list's link cut short: its first lines, and a note.
	var b strings.Builder
	for i := range 100 {
		b.WriteString("+ http://www.example.edu/course/week" + string(rune('0'+i%10)) + "/page" + string(rune('a'+i%26)) + ".html\n")
	}
	link := urllist.EncodeLink(b.String(), false)
	if err := open(ctx, "/#"+link[:len(link)*2/3]); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the list's damage note", `(n => n && n.textContent.startsWith("This link is damaged: the list in it does not match its checksum"))(document.querySelector("#list-damage-note"))`)
	waitFor(t, ctx, "what could be read", `document.querySelector('#tests-summary[data-reading="false"]')`)
	n := eval[int](t, ctx, `+document.querySelector("#tests-summary").dataset.rows`)
	if n <= 0 || n >= 100 {
		t.Errorf("the cut link shows %d URLs; want its first whole lines", n)
	}
	// A link made before the checksum still opens, with no note.
	_, data, _ := strings.Cut(urllist.EncodeLink("+ http://a.example/\n", false), "&t=")
	if err := open(ctx, "/#u=aHR0cDovL2Ev&t="+data); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, "http://a/", true, "httpurl")
	waitFor(t, ctx, "the old link's list", `document.querySelector('#tests-summary[data-reading="false"][data-rows="1"]')`)
	if eval[bool](t, ctx, `!!document.querySelector("#list-damage-note, #state-note")`) {
		t.Error("a link made before the checksum is said to be damaged")
	}
}
