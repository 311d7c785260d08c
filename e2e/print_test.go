package e2e

// Browser tests of the print stylesheet: printing the workspace gives a
// handout of one URL on one page, in black and white, with nothing one
// cannot use on paper; "Print worksheet" prints the list as a worksheet,
// its answer key from a new page.

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// pdfPages counts the pages of a PDF that Chromium printed: its page
// objects ("/Type /Page", not "/Type /Pages"); Chromium writes no object
// streams, so each is in the file as text.
func pdfPages(pdf []byte) int {
	return len(regexp.MustCompile(`/Type\s*/Page\b[^s]`).FindAll(pdf, -1))
}

// papers are the sizes printed on, in inches.
var papers = []struct {
	name string
	w, h float64
}{{"A4", 8.27, 11.69}, {"Letter", 8.5, 11}}

// squeeze is s without white space: a PDF's text breaks lines where the
// page did, and draws spaces as gaps or as glyphs.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// printPDF prints the tab on paper and returns the PDF and its pages' text.
func printPDF(t *testing.T, ctx context.Context, paper string, w, h float64, name string) ([]byte, []string) {
	t.Helper()
	res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: w, PaperHeight: h})
	if err != nil {
		t.Fatal(err)
	}
	pdf := res.Data
	if dir := os.Getenv("E2E_PDF_OUT"); dir != "" {
		os.WriteFile(filepath.Join(dir, name+"-"+paper+".pdf"), pdf, 0o644)
	}
	texts, err := pageTexts(pdf)
	if err != nil {
		t.Fatalf("%s: reading the PDF: %v", paper, err)
	}
	if dir := os.Getenv("E2E_PDF_OUT"); dir != "" {
		os.WriteFile(filepath.Join(dir, name+"-"+paper+".txt"), []byte(strings.Join(texts, "\n---page---\n")), 0o644)
	}
	if len(texts) != pdfPages(pdf) {
		t.Errorf("%s: read %d pages of text; the PDF has %d pages", paper, len(texts), pdfPages(pdf))
	}
	return pdf, texts
}

// buttonTexts are the words of the page's buttons and tabs, none of which
// belongs on paper.
var buttonTexts = []string{"Printworksheet", "Printanswerkey", "withhints", "Quizme", "DownloadSVG", "CopySVG", "Downloadthelist", "Copyquizlink",
	"Copylistlink", "Copyembedcode", "Fixall", "Loadthegallery", "Projector", "Next▶", "«First"}

// TestPrintHandout prints the workspace, for a valid URL and a rejected
// one, on A4 and on Letter: one page each, holding the verdict, the
// anatomy figure, the railroad diagram of the production with the track
// taken and, for the rejected URL, the stop labelled; and, under the print
// media, the figure, the verdict, the diagnostics, the diagram and the
// derivation are there, in black (the track taken told from the rest by
// its width and dashes, not colour), and no button, tab or field is.
func TestPrintHandout(t *testing.T) {
	for _, c := range []struct {
		in, prod, caption string
		valid             bool
	}{
		{"ftp://myname@host.dom/%2Fetc/motd;type=a", "ftpurl", "ftpurl(section3.2)matchedbytes0\u201340:", true},
		{"http://user:pass@host.dom:8080/a b/c.html?q", "httpurl", "httpurl(section3.3)frombyte0,wherethereadingstopsatbyte", false},
	} {
		t.Run(c.prod, func(t *testing.T) {
			ctx := newTab(t)
			if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(c.in))); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitVerdict(t, ctx, c.in, c.valid, c.prod)
			waitSettled(t, ctx)
			// The views not shown are not drawn until they are opened,
			// or the page is printed (beforeprint): then at once.
			if n := eval[int](t, ctx, `document.querySelectorAll("#anatomy, #railroad").length`); n != 0 {
				t.Errorf("%d of the anatomy and railroad views drawn before they are opened or printed, want 0", n)
			}

			for _, paper := range papers {
				_, texts := printPDF(t, ctx, paper.name, paper.w, paper.h, "handout-"+c.prod)
				if len(texts) != 1 {
					t.Errorf("%s: the handout prints on %d pages, want 1", paper.name, len(texts))
					continue
				}
				text := squeeze(texts[0])
				// The verdict, the figure's head line, the diagram's caption
				// and its boxes' labels.
				wants := []string{c.caption, "hostport", "login"}
				if c.valid {
					wants = append(wants, "valid"+c.prod+"(RFC1738section")
				} else {
					wants = append(wants, "notvalid:"+c.prod+"stopsatbyte", "stop")
				}
				for _, want := range wants {
					if !strings.Contains(text, want) {
						t.Errorf("%s: the handout has no %q:\n%s", paper.name, want, texts[0])
					}
				}
				for _, b := range buttonTexts {
					if strings.Contains(text, b) {
						t.Errorf("%s: the handout holds the button text %q", paper.name, b)
					}
				}
			}

			if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
				t.Fatal(err)
			}
			type shown struct {
				Sel  string `json:"sel"`
				Seen int    `json:"seen"` // how many of the elements matched are drawn
				All  int    `json:"all"`
			}
			hidden := []string{"button", "[role=tab]", "textarea", "#url-input", ".tabs", "#inspector", "#highlight", "#steps", ".rr-crumbs", "#worksheet"}
			drawn := []string{"#anatomy svg", "#verdict", "#diagnostics [data-code]", "#trace [data-rule]", "#anatomy [data-rule]",
				`#railroad svg[data-diagram="` + c.prod + `"]`, `#railroad svg [data-taken="true"]`}
			if !c.valid {
				drawn = append(drawn, "#railroad svg [data-stop]", `#railroad svg [data-rr~="rr-stop-label"]`)
			}
			js, _ := json.Marshal(append(hidden, drawn...))
			got := eval[[]shown](t, ctx, string(js)+`.map(sel => {
				const all = [...document.querySelectorAll(sel)];
				return {sel, all: all.length, seen: all.filter(e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden").length};
			})`)
			for i, s := range got {
				if i < len(hidden) {
					if s.Seen != 0 {
						t.Errorf("on paper, %d of %d %s are printed", s.Seen, s.All, s.Sel)
					}
				} else if s.All == 0 || s.Seen != s.All {
					t.Errorf("on paper, %d of %d %s are printed, want all", s.Seen, s.All, s.Sel)
				}
			}
			// What the page looks like under the print media, at the width
			// of A4 less its margins, 190 mm (for a look; the PDF itself is
			// what is printed).
			if out := os.Getenv("E2E_PRINT_PNG"); out != "" {
				viewport(t, ctx, 718, 1047)
				png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
				if err != nil {
					t.Fatal(err)
				}
				os.WriteFile(strings.TrimSuffix(out, ".png")+"-"+c.prod+".png", png, 0o644)
			}
			// Black and white: the text, the figure's brackets and labels,
			// the diagram's tracks, boxes and labels.
			if colours := eval[[]string](t, ctx, `[...new Set([
				...[...document.querySelectorAll("#verdict, #verdict *, #diagnostics *, #trace *, #railroad p, #railroad p *")].map(e => getComputedStyle(e).color),
				...[...document.querySelectorAll("#anatomy [data-rule], #anatomy [data-rule] path")].map(e => getComputedStyle(e).stroke),
				...[...document.querySelectorAll("#anatomy [data-rule] text, #railroad svg text")].map(e => getComputedStyle(e).fill),
				...[...document.querySelectorAll('#railroad svg path:not([data-rr~="rr-stop"] path), #railroad svg rect')].map(e => getComputedStyle(e).stroke),
			])]`); len(colours) != 1 || colours[0] != "rgb(0, 0, 0)" {
				t.Errorf("printed colours %q, want black only", colours)
			}
			// The track taken is solid and thicker than the rest, which is
			// dashed; so are the boxes' outlines.
			type line struct {
				Width string `json:"width"`
				Dash  string `json:"dash"`
			}
			lines := eval[map[string][]line](t, ctx, `(() => {
				const of = sel => [...new Set([...document.querySelectorAll(sel)].map(e => getComputedStyle(e)).map(s => s.strokeWidth + " " + s.strokeDasharray))].map(x => ({width: x.split(" ")[0], dash: x.split(" ").slice(1).join(" ")}));
				return {
					takenTrack: of('#railroad svg path[data-rr~="rr-track"][data-taken="true"]'),
					otherTrack: of('#railroad svg path[data-rr~="rr-track"]:not([data-taken="true"])'),
					// A rule's box is a link inside its group.
					takenBox: of('#railroad svg :is([data-taken="true"] > rect, [data-taken="true"] > [role="link"] > rect)'),
					otherBox: of('#railroad svg rect:not([data-taken="true"] > rect, [data-taken="true"] > [role="link"] > rect)'),
				};
			})()`)
			for _, k := range []string{"takenTrack", "takenBox"} {
				if len(lines[k]) != 1 || lines[k][0].Dash != "none" {
					t.Errorf("%s: %+v, want one solid line", k, lines[k])
				}
			}
			// (Every box of ftpurl's diagram is passed through.)
			if len(lines["otherTrack"]) != 1 || lines["otherTrack"][0].Dash == "none" {
				t.Errorf("otherTrack: %+v, want one dashed line", lines["otherTrack"])
			}
			if len(lines["otherBox"]) > 1 || len(lines["otherBox"]) == 1 && lines["otherBox"][0].Dash == "none" {
				t.Errorf("otherBox: %+v, want one dashed line or none", lines["otherBox"])
			}
			if len(lines["takenTrack"]) == 1 && len(lines["otherTrack"]) == 1 {
				var wt, wo float64
				fmt.Sscanf(lines["takenTrack"][0].Width, "%fpx", &wt)
				fmt.Sscanf(lines["otherTrack"][0].Width, "%fpx", &wo)
				if wt < 2*wo {
					t.Errorf("the track taken is %s wide, the rest %s: want it at least twice as wide", lines["takenTrack"][0].Width, lines["otherTrack"][0].Width)
				}
			}
		})
	}
}

// visibleText is a URL as the page shows it in a list or on a worksheet
// (app/display.go's visible): the space as "␣", other bytes that do not
// print as ⟨XX⟩.
func visibleText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ':
			b.WriteString("\u2423")
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&b, "\u27e8%02X\u27e9", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// TestPrintWorksheet prints a 20-URL exercise list as a worksheet and as
// its answer key, two print jobs, on A4 and on Letter. The worksheet holds
// the 20 URLs, numbered, and nothing that tells the invalid ones apart:
// no hint (the generator's notes sit under the invalid URLs only), nothing
// of the key. With "with hints" ticked it holds each note. The key holds
// each number's URL, verdict and first error, code and whole message, and
// nothing of the worksheet. No page holds a button's text. Each is drawn
// when the print dialog opens, and gone after printing.
func TestPrintWorksheet(t *testing.T) {
	entries, err := exercise.Generate(exercise.Options{Seed: 11, Count: 20, Invalid: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	ctx := newTab(t)
	openInput(t, ctx, "http://host/")
	selectView(t, ctx, "list")
	js, _ := json.Marshal(urllist.Write(entries))
	pasteList(t, ctx, string(js))
	waitListRead(t, ctx, len(entries))
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.__printed = [];
		window.print = () => window.__printed.push(document.documentElement.classList.contains("print-worksheet") &&
			document.querySelectorAll("#worksheet .ws-item, #worksheet-key tr[data-n]").length);
	})()`)); err != nil {
		t.Fatal(err)
	}
	prints := 0
	print := func(button, paper string, w, h float64) string {
		t.Helper()
		// Printing ends the sheet (Chromium fires afterprint after
		// Page.printToPDF too): each one is asked for again.
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("`+button+`").click()`)); err != nil {
			t.Fatal(err)
		}
		prints++
		waitFor(t, ctx, "the print dialog", fmt.Sprintf(`window.__printed.length === %d`, prints))
		if n := eval[int](t, ctx, fmt.Sprintf(`+window.__printed[%d]`, prints-1)); n != len(entries) {
			t.Fatalf("when the print dialog opened, the sheet had %d URLs, want %d", n, len(entries))
		}
		_, texts := printPDF(t, ctx, paper, w, h, strings.TrimPrefix(button, "#"))
		text := squeeze(strings.Join(texts, ""))
		for _, b := range buttonTexts {
			if strings.Contains(text, b) {
				t.Errorf("%s %s: the sheet holds the button text %q", paper, button, b)
			}
		}
		t.Logf("%s %s: %d pages", paper, button, len(texts))
		waitFor(t, ctx, "the sheet to go", `!document.querySelector("#worksheet") && !document.documentElement.classList.contains("print-worksheet")`)
		return text
	}
	hints := 0
	for _, e := range entries {
		if e.Note != "" {
			hints++
		}
	}
	if hints == 0 {
		t.Fatal("the exercise has no notes: nothing to test the hints with")
	}
	for _, paper := range papers {
		sheet := print("#print-worksheet", paper.name, paper.w, paper.h)
		for i, e := range entries {
			if want := fmt.Sprint(i+1) + "." + squeeze(visibleText(e.URL)); !strings.Contains(sheet, want) {
				t.Errorf("%s: the worksheet has no %q", paper.name, want)
			}
		}
		for _, leak := range []string{"Hint", "Answerkey", "bad-", "unsafe-char", "§"} {
			if strings.Contains(sheet, leak) {
				t.Errorf("%s: the worksheet holds %q, which tells the invalid URLs apart:\n%s", paper.name, leak, sheet)
			}
		}

		key := print("#print-key", paper.name, paper.w, paper.h)
		if !strings.HasPrefix(key, "Answerkey") {
			t.Errorf("%s: the key does not start with its title: %.80q", paper.name, key)
		}
		if strings.Contains(key, "why:") || strings.Contains(key, "Name:") {
			t.Errorf("%s: the key holds the worksheet", paper.name)
		}
		if strings.Contains(key, "\u2026") {
			t.Errorf("%s: the key cuts a cell with \u201c\u2026\u201d:\n%s", paper.name, key)
		}
		for i, e := range entries {
			n := fmt.Sprint(i + 1)
			r := parser.Parse(e.URL, 0)
			want := n + squeeze(visibleText(e.URL)) + "valid" + r.Production
			if !r.Valid {
				want = n + squeeze(visibleText(e.URL)) + "invalid" + r.Production
				if r.Production == "" {
					want = n + squeeze(visibleText(e.URL)) + "invalid:notaURL"
				}
				for _, d := range r.Diagnostics {
					if d.Severity == parser.Error {
						want += squeeze(string(d.Code) + ": " + d.Message)
						break
					}
				}
			}
			if !strings.Contains(key, want) {
				t.Errorf("%s: the key has no %q", paper.name, want)
			}
		}
	}

	// Hints are the teacher's choice.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#worksheet-hints"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the hints box ticked", `document.querySelector("#worksheet-hints").checked`)
	sheet := print("#print-worksheet", "A4", papers[0].w, papers[0].h)
	for _, e := range entries {
		if hint := strings.TrimPrefix(e.Note, "hint: "); e.Note != "" && !strings.Contains(sheet, squeeze("Hint:"+hint)) {
			t.Errorf("with hints: the worksheet has no hint %q", hint)
		}
	}
}

// TestTeachersPictures writes the pictures of the README's section for
// teachers to web/screenshots/ when SCREENSHOTS=1: the anatomy figure
// (teach-anatomy.png), a worksheet's first page as printed
// (teach-worksheet.png: the print media at A4's width, 794×1123 CSS
// pixels) and the embed in a frame of another site (teach-embed.png).
func TestTeachersPictures(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/teach-*.png")
	}
	dir := filepath.Join("..", "web", "screenshots")
	write := func(name string, png []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const in = "ftp://myname@host.dom/%2Fetc/motd;type=a"

	t.Run("anatomy", func(t *testing.T) {
		ctx := newTab(t)
		viewport(t, ctx, 1920, 1080) // wide enough for the file's 48 columns: the URL on one line
		if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&v=anatomy"); err != nil {
			t.Fatal(err)
		}
		if err := waitReady(ctx); err != nil {
			t.Fatal(err)
		}
		waitVerdict(t, ctx, in, true, "ftpurl")
		waitSettled(t, ctx)
		png, err := chromedp.Run(ctx, chromedp.Screenshot("#anatomy .anatomy-figure svg"))
		if err != nil {
			t.Fatal(err)
		}
		write("teach-anatomy.png", png)
	})

	t.Run("worksheet", func(t *testing.T) {
		entries, err := exercise.Generate(exercise.Options{Seed: 7, Count: 12, Schemes: []string{"ftp", "http"}, Invalid: 0.5})
		if err != nil {
			t.Fatal(err)
		}
		ctx := newTab(t)
		viewport(t, ctx, 1280, 720)
		openInput(t, ctx, "http://host/")
		selectView(t, ctx, "list")
		js, _ := json.Marshal(urllist.Write(entries))
		pasteList(t, ctx, string(js))
		waitListRead(t, ctx, len(entries))
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.print = () => {}; document.querySelector("#print-worksheet").click()`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the worksheet", `document.querySelectorAll("#worksheet .ws-item").length > 0`)
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatal(err)
		}
		// A4 with the page's 10 mm margins, which the print media on a
		// screen does not draw: the worksheet is put inside them.
		viewport(t, ctx, 794, 1123)
		// The URLs that would not fit the first page (break-inside: avoid
		// moves them to the next) are left out, as is the scroll bar.
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
			document.body.style.setProperty("padding", "10mm", "important");
			document.documentElement.style.setProperty("overflow", "hidden", "important");
			window.scrollTo(0, 0);
			const foot = 1123 - 38;
			for (const e of document.querySelectorAll("#worksheet .ws-item, #worksheet-key"))
				if (e.getBoundingClientRect().bottom > foot) e.style.setProperty("visibility", "hidden");
		})()`)); err != nil {
			t.Fatal(err)
		}
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		write("teach-worksheet.png", png)
	})

	t.Run("embed", func(t *testing.T) {
		parent := framingSite(t)
		ctx := newTab(t)
		viewport(t, ctx, 720, 360)
		if err := chromedp.Do(ctx, chromedp.Navigate(parent+"/?w=720&h=360&src="+url.QueryEscape(embedSrc("http://host.dom:8080/a b/c.html", "")))); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.__readings.length > 0`, chromedp.WithPollingTimeout(time.Minute))); err != nil {
			t.Fatal(err)
		}
		time.Sleep(500 * time.Millisecond) // the frame's last paint
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		write("teach-embed.png", png)
	})
}
