package e2e

// Browser tests of the interpret view: what the URL tells a
// client to do, through its hooks, #interpret [data-step] with
// data-command, data-arg, data-start and data-end.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// interpretSteps reads the steps: "command arg start-end" each, in order,
// with the arg as data-arg holds it, between brackets.
func interpretSteps(t *testing.T, ctx context.Context) []string {
	t.Helper()
	return eval[[]string](t, ctx, `[...document.querySelectorAll("#interpret [data-step]")].map((e, i) =>
		(+e.dataset.step === i ? "" : "out of order: ") +
		e.dataset.command + " [" + e.dataset.arg + "] " + e.dataset.start + "-" + e.dataset.end)`)
}

// wantSteps checks that the steps are want, once the page shows input and
// no panel is behind it.
func wantSteps(t *testing.T, ctx context.Context, input string, want []string) {
	t.Helper()
	waitDrawn(t, ctx, input)
	selectView(t, ctx, "interpret") // drawn once shown
	got := interpretSteps(t, ctx)
	if strings.Join(got, "\n") == strings.Join(want, "\n") {
		return
	}
	t.Errorf("%q: steps\n\t%s\nwant\n\t%s", input, strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
}

// TestInterpretFTP: section 3.2.2's example, typed key by key, then each
// step lighting its span.
func TestInterpretFTP(t *testing.T) {
	ctx := newTab(t)
	openInput(t, ctx, "")
	const in = "ftp://myname@host.dom/%2Fetc/motd"
	typeURL(t, ctx, in)
	waitVerdict(t, ctx, in, true, "ftpurl")
	waitSettled(t, ctx)
	wantSteps(t, ctx, in, []string{
		"connect [host.dom:21] 13-21",
		"USER [myname] 6-12",
		"PASS [] 12-12",
		"CWD [/etc] 22-28",
		"TYPE [] 33-33",
		"RETR [motd] 29-33",
	})
	// Focusing "CWD /etc" lights its six bytes, "%2Fetc", in the reading,
	// and the step itself (the view is a tab of the workspace).
	selectView(t, ctx, "interpret")
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#interpret [data-step="3"]`))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the CWD's bytes lit", `document.querySelectorAll("#highlight .c.lit").length === 6 &&
		[...document.querySelectorAll("#highlight .c.lit")].map(c => c.textContent).join("") === "%2Fetc"`)
	if n := eval[int](t, ctx, `document.querySelectorAll('#interpret li.lit[data-command="CWD"]').length`); n != 1 {
		t.Errorf("%d lit CWD steps, want 1", n)
	}
	// Hovering "RETR motd" moves the light to "motd".
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#interpret [data-step="5"] .step-cmd').dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the RETR's bytes lit", `[...document.querySelectorAll("#highlight .c.lit")].map(c => c.textContent).join("") === "motd"`)
}

// TestInterpretSchemes checks a step list per scheme, through the address
// fragment, and that data-arg holds the decoded argument exactly, spaces
// and control bytes included.
func TestInterpretSchemes(t *testing.T) {
	ctx := newTab(t)
	for _, tt := range []struct {
		input string
		want  []string
	}{
		{"ftp://@host.com/%20a%0D;type=d", []string{
			"connect [host.com:21] 7-15",
			"USER [] 6-6",
			"PASS [] 6-6",
			"NLST [ a\r] 16-30",
		}},
		{"HTTP://h/a%20b?q", []string{"connect [h:80] 7-8", "selector [a%20b] 9-14", "search [q] 15-16", "request [] 16-16"}},
		{"gopher://h", []string{"connect [h:70] 9-10", "type [1] 10-10", "selector [] 10-10"}},
		{"news:*", []string{"newsgroup [*] 5-6"}},
		{"nntp://news.cs.hawaii.edu/alt.hypertext/1", []string{
			"connect [news.cs.hawaii.edu:119] 7-25", "group [alt.hypertext] 26-39", "article [1] 40-41"}},
		{"file://vms.host.edu/disk$user/my/notes/note12345.txt", []string{
			"machine [vms.host.edu] 7-19", "directory [disk$user] 20-29", "directory [my] 30-32",
			"directory [notes] 33-38", "name [note12345.txt] 39-52"}},
		{"http://u@h/<b>x</b>", []string{"stop [u@] 7-9", "connect [h:80] 9-10", "selector [<b>x</b>] 11-19", "request [] 19-19"}},
	} {
		openInput(t, ctx, tt.input)
		waitSettled(t, ctx)
		wantSteps(t, ctx, tt.input, tt.want)
	}
	// The rejected URL's notice, its stop and its guesses; the typed HTML
	// is text.
	if n := eval[int](t, ctx, `document.querySelectorAll("#interpret .interpret-rejected").length +
		document.querySelectorAll("#interpret li.step-stop").length + document.querySelectorAll("#interpret li.step-guess").length`); n != 5 {
		t.Errorf("%d notices, stops and guesses, want 1 + 1 + 3", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#interpret b").length`); n != 0 {
		t.Errorf("typed HTML made %d elements", n)
	}
}

// TestInterpretScreenshot writes web/screenshots/interpret-ftp.png (for the
// README) when SCREENSHOTS=1, and beside it a dark narrow one and one of a
// rejected URL.
func TestInterpretScreenshot(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/interpret-*.png")
	}
	for _, c := range []struct {
		name, in string
		theme    string
		w, h     int64
		valid    bool
	}{
		{"interpret-ftp", "ftp://myname@host.dom/%2Fetc/motd", "light", 1280, 720, true},
		{"interpret-ftp-dark-narrow", "ftp://myname@host.dom/%2Fetc/motd", "dark", 375, 812, true},
		{"interpret-rejected", "ftp://host/a;b/%0D%0A", "light", 1280, 720, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := newTab(t)
			colorScheme(t, ctx, c.theme)
			viewport(t, ctx, c.w, c.h)
			openInput(t, ctx, c.in)
			waitVerdict(t, ctx, c.in, c.valid, "ftpurl")
			waitSettled(t, ctx)
			selectView(t, ctx, "interpret")
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#interpret [data-step="3"]`)),
				chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector("#view-interpret").getBoundingClientRect().top + scrollY - document.querySelector(".workspace-head").offsetHeight - 8)`)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the CWD lit", `document.querySelectorAll("#interpret li.lit").length === 1`)
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join("..", "web", "screenshots", fmt.Sprintf("%s.png", c.name)), png, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestInterpretContrast: the transcript's text keeps 4.5:1 (WCAG 2.1 AA) on
// every background it has, a plain step, a guess, the stop and a lit step,
// in the light theme and the dark one.
func TestInterpretContrast(t *testing.T) {
	ctx := newTab(t)
	const in = "ftp://myname@host/a;b/%20c"
	for _, theme := range []string{"light", "dark"} {
		colorScheme(t, ctx, theme)
		openInput(t, ctx, in)
		waitVerdict(t, ctx, in, false, "ftpurl")
		waitSettled(t, ctx)
		selectView(t, ctx, "interpret")
		if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(`#interpret [data-step="1"]`))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "a lit step", `document.querySelector("#interpret li.lit")`)
		got := measureContrast(t, ctx, "#interpret")
		if len(got) < 30 {
			t.Fatalf("%s: measured %d texts", theme, len(got))
		}
		low := 99.0
		for _, c := range got {
			low = min(low, c.Ratio)
			if c.Ratio < 4.5 {
				t.Errorf("%s: %s %q: %s on %s is %.2f:1, want at least 4.5:1", theme, c.El, c.Text, c.FG, c.BG, c.Ratio)
			}
		}
		t.Logf("%s: %d texts, the lowest contrast %.2f:1", theme, len(got), low)
	}
}
