package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// RFC 1738's record and errata on /rfc: the status and the RFCs that
// obsolete and update it, each erratum beside the lines it concerns (the
// lines marked, the text as published and as corrected), the RFC's own
// text untouched; and erratum 5118 wherever the page prints gopherurl's
// line.
func TestRFCRecordAndErrata(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 900)
	if err := open(ctx, "/rfc"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `document.querySelector("#rfc-status").textContent`); got != "Proposed Standard, December 1994" {
		t.Errorf("status %q", got)
	}
	if got := eval[string](t, ctx, `[...document.querySelectorAll("#rfc-obsoleted-by li")].map(li => li.dataset.rfc).join(" ")`); got != "4248 4266" {
		t.Errorf("obsoleted by %q, want 4248 4266", got)
	}
	if got := eval[string](t, ctx, `[...document.querySelectorAll("#rfc-updated-by li")].map(li => li.dataset.rfc).join(" ")`); got != "1808 2368 2396 3986 6196 6270 8089" {
		t.Errorf("updated by %q", got)
	}
	if got := eval[string](t, ctx, `document.querySelector('#rfc-obsoleted-by li[data-rfc="4266"]').textContent`); !strings.Contains(got, "The gopher URI Scheme") || !strings.Contains(got, "2005") {
		t.Errorf("RFC 4266 listed as %q", got)
	}
	for _, c := range []struct {
		id, section, status, marked string
	}{
		{"5118", "section-5", "Verified", `gopherurl      = "gopher://" hostport [ / [ gtype [ selector`},
		{"4917", "section-2.2", "Reported", "the chararacter which has that octet"},
		{"2845", "section-5", "Rejected", `scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]`},
	} {
		js := `(() => {
			const a = document.getElementById("erratum-` + c.id + `");
			if (!a) return ["no aside"];
			const sec = a.closest("section.rfc-section");
			const pre = a.previousElementSibling;
			const mark = pre && pre.querySelector('mark.erratum-text[data-erratum="` + c.id + `"]');
			return [sec ? sec.id : "", a.dataset.status, mark ? mark.textContent : "",
				a.querySelector(".erratum-published").textContent, a.querySelector(".erratum-corrected").textContent,
				document.querySelector('#rfc-errata a[href="#erratum-` + c.id + `"]') ? "listed" : ""];
		})()`
		got := eval[[]string](t, ctx, js)
		if len(got) != 6 {
			t.Errorf("erratum %s: %q", c.id, got)
			continue
		}
		if got[0] != c.section || got[1] != c.status || got[5] != "listed" {
			t.Errorf("erratum %s: in %q, status %q, %q; want %s, %s", c.id, got[0], got[1], got[5], c.section, c.status)
		}
		if !strings.Contains(got[2], c.marked) {
			t.Errorf("erratum %s: the marked lines %q do not hold %q", c.id, got[2], c.marked)
		}
		if got[3] == got[4] {
			t.Errorf("erratum %s: as published and as corrected are the same: %q", c.id, got[3])
		}
	}
	// The RFC's own text is whole: the sections' text, marks included,
	// still holds the lines as published, and no corrected line.
	text := eval[string](t, ctx, `[...document.querySelectorAll("#rfc-main article pre.rfc-text")].map(p => p.textContent).join("\n")`)
	for _, want := range []string{`hostport [ / [ gtype [ selector`, "the chararacter which", `1*[ lowalpha | digit`} {
		if !strings.Contains(text, want) {
			t.Errorf("the RFC's text lacks %q as published", want)
		}
	}
	if strings.Contains(text, `hostport [ "/" [ gtype`) {
		t.Error("the RFC's text has erratum 5118's correction in it")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#section-5-diagrams li[data-rule="gopherurl"] .erratum-note[data-erratum="5118"]').length`); n != 1 {
		t.Errorf("%d notes of erratum 5118 beside gopherurl's diagram, want 1", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#section-5-diagrams .erratum-note').length`); n != 1 {
		t.Errorf("%d erratum notes among the diagrams, want gopherurl's only", n)
	}
	historyShot(t, ctx, "rfc-errata.png", `document.getElementById("erratum-5118")`)
}

// TestGopherErratumInViews: a gopher URL's derivation marks its "/" as the
// literal erratum 5118 makes it; the grammar panel, the inspector at the
// "/" and the railroad view's caption print the note beside gopherurl.
func TestGopherErratumInViews(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 900)
	const in = "gopher://h/1sel"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, true, "gopherurl")
	waitSettled(t, ctx)
	if n := eval[int](t, ctx, `document.querySelectorAll('#trace li.erratum [data-erratum="5118"]').length`); n != 1 {
		t.Errorf("%d derivation steps marked with erratum 5118, want 1", n)
	}
	if got := eval[string](t, ctx, `(li => li ? li.dataset.rule + " " + li.dataset.start + "-" + li.dataset.end : "none")(document.querySelector('#trace li.erratum'))`); got != `"/" 10-11` {
		t.Errorf("the erratum's step: %s, want the \"/\" at 10-11", got)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#grammar li[data-name="gopherurl"] .erratum-note[data-erratum="5118"]').length`); n != 1 {
		t.Errorf("%d notes of erratum 5118 under gopherurl in the grammar panel, want 1", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#grammar .erratum-note').length`); n != 1 {
		t.Errorf("%d erratum notes in the grammar panel, want 1", n)
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(11, 11); })(document.querySelector("#url-input"))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the inspector at the slash, with the erratum", `document.querySelector('#inspector[data-pos="10"] .insp-rfc[data-name="gopherurl"] .erratum-note[data-erratum="5118"]')`)
	selectView(t, ctx, "railroad")
	waitFor(t, ctx, "the railroad caption's erratum note", `document.querySelector('#railroad .rr-caption .erratum-note[data-erratum="5118"]')`)
	note := eval[string](t, ctx, `document.querySelector('#railroad .rr-caption .erratum-note').textContent`)
	if !strings.Contains(note, "Erratum 5118 (Verified)") || !strings.Contains(note, `literal "/"`) {
		t.Errorf("the railroad caption's note: %q", note)
	}
	// Another scheme has no erratum note.
	openInput(t, ctx, "http://h/a")
	waitVerdict(t, ctx, "http://h/a", true, "httpurl")
	waitSettled(t, ctx)
	if n := eval[int](t, ctx, `document.querySelectorAll('.erratum-note, #trace li.erratum').length`); n != 0 {
		t.Errorf("an http URL shows %d erratum notes", n)
	}
}

// TestSchemeTodayInCompare: the 1994 vs today view says, for each of RFC
// 1738's ten schemes, which RFC defines it today, and where that RFC reads
// the URL otherwise, each with its sentences quoted; nothing for a scheme
// RFC 1738 does not define.
func TestSchemeTodayInCompare(t *testing.T) {
	ctx := newTab(t)
	viewport(t, ctx, 1280, 900)
	for _, c := range []struct {
		in, scheme string
		rfc        int
		causes     string
	}{
		{"ftp://ftp.example.com/pub/a.txt", "ftp", 0, "today"},
		{"http://user@www.example.com/a", "http", 9110, "today http-userinfo"},
		{"gopher://spinaltap.micro.umn.edu/00/Weather", "gopher", 4266, "today"},
		{"mailto:a@example.com?subject=hi", "mailto", 6068, "today mailto-hfields"},
		{"news:comp.lang.*", "news", 5538, "today news-wildmat"},
		{"nntp://news.example.com/comp.lang/1", "nntp", 5538, "today"},
		{"telnet://u:p@h.example.com/", "telnet", 4248, "today telnet-login"},
		{"wais://h.example.com/db", "wais", 4156, "today"},
		{"file:/etc/hosts", "file", 8089, "today file-no-authority"},
		{"prospero://h.example.com/p", "prospero", 4157, "today"},
	} {
		openInput(t, ctx, c.in)
		waitSettled(t, ctx)
		selectView(t, ctx, "compare")
		waitFor(t, ctx, c.in+"'s history", `document.querySelector('#compare-today[data-scheme="`+c.scheme+`"]')`)
		got := eval[string](t, ctx, `(s => [s.dataset.rfc, [...s.querySelectorAll("li[data-cause]")].map(li => li.dataset.cause).join(" "), s.querySelector("h3").textContent, s.querySelector(".cmp-today-doc").textContent, s.querySelectorAll(".cmp-quote").length].join("\n"))(document.querySelector("#compare-today"))`)
		f := strings.Split(got, "\n")
		if len(f) != 5 {
			t.Errorf("%q: %q", c.in, got)
			continue
		}
		if f[0] != strconv.Itoa(c.rfc) || f[1] != c.causes {
			t.Errorf("%q: RFC %s, causes %q; want %d, %q", c.in, f[0], f[1], c.rfc, c.causes)
		}
		if !strings.Contains(f[2], c.scheme+":") {
			t.Errorf("%q: heading %q", c.in, f[2])
		}
		if c.rfc != 0 && !strings.Contains(f[3], "RFC "+strconv.Itoa(c.rfc)) || c.rfc == 0 && !strings.Contains(f[3], "No later RFC") {
			t.Errorf("%q: %q", c.in, f[3])
		}
		// Every sentence the history rests on is quoted under it, as
		// package compare gives them for this input.
		td := compare.Of(parser.Parse(c.in, parser.Trace)).Today
		want := len(td.Quotes)
		for _, ch := range td.Changes {
			want += len(ch.Quotes)
		}
		if n, _ := strconv.Atoi(f[4]); n != want {
			t.Errorf("%q: %d quotes shown, want the %d the history cites", c.in, n, want)
		}
		if says := eval[string](t, ctx, `document.querySelector('#compare-today li[data-cause="today"]').firstChild.textContent`); says != td.Says {
			t.Errorf("%q: the history says %q, want %q", c.in, says, td.Says)
		}
		if c.scheme == "mailto" {
			historyShot(t, ctx, "compare-today.png", `document.getElementById("compare-today")`)
		}
	}
	openInput(t, ctx, "https://example.com/")
	waitSettled(t, ctx)
	waitFor(t, ctx, "no history for https", `document.querySelector('#compare table') && !document.querySelector("#compare-today")`)
}

// historyShot writes a screenshot with the element el in view to
// $HISTORY_SHOTS, if set.
func historyShot(t *testing.T, ctx context.Context, name, el string) {
	dir := os.Getenv("HISTORY_SHOTS")
	if dir == "" {
		return
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(e => e && e.scrollIntoView({block: "start"}))(`+el+`)`)); err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
