package e2e

// Browser tests of the print stylesheet: printing the workspace gives a
// handout of one URL on one page, in black and white, with nothing one
// cannot use on paper.

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// pdfPages counts the pages of a PDF that Chromium printed: its page
// objects ("/Type /Page", not "/Type /Pages"); Chromium writes no object
// streams, so each is in the file as text.
func pdfPages(pdf []byte) int {
	return len(regexp.MustCompile(`/Type\s*/Page\b[^s]`).FindAll(pdf, -1))
}

// TestPrintHandout prints the workspace with the derivation view chosen,
// on A4 and on Letter: one page each; and, under the print media, the
// figure, the verdict, the diagnostics and the derivation are there, in
// black, and no button, tab or field is.
func TestPrintHandout(t *testing.T) {
	ctx := newTab(t)
	const in = "ftp://myname@host.dom/%2Fetc/motd;type=a"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in, true, "ftpurl")
	waitSettled(t, ctx)
	waitFor(t, ctx, "the figure, in its hidden view", `document.querySelectorAll("#anatomy [data-rule]").length > 5 && document.querySelector("#trace [data-rule]")`)

	for _, paper := range []struct {
		name string
		w, h float64 // inches
	}{{"A4", 8.27, 11.69}, {"Letter", 8.5, 11}} {
		res, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PaperWidth: paper.w, PaperHeight: paper.h})
		if err != nil {
			t.Fatal(err)
		}
		pdf := res.Data
		if n := pdfPages(pdf); n != 1 {
			t.Errorf("%s: the handout prints on %d pages, want 1", paper.name, n)
		}
		if dir := os.Getenv("E2E_PDF_OUT"); dir != "" {
			os.WriteFile(filepath.Join(dir, "handout-"+paper.name+".pdf"), pdf, 0o644)
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
	got := eval[[]shown](t, ctx, `["button", "[role=tab]", "textarea", "#url-input", ".tabs", "#inspector", "#highlight",
		"#anatomy svg", "#verdict", "#diagnostics [data-code]", "#trace [data-rule]", "#anatomy [data-rule]"].map(sel => {
		const all = [...document.querySelectorAll(sel)];
		return {sel, all: all.length, seen: all.filter(e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden").length};
	})`)
	for _, s := range got {
		switch s.Sel {
		case "button", "[role=tab]", "textarea", "#url-input", ".tabs", "#inspector", "#highlight":
			if s.Seen != 0 {
				t.Errorf("on paper, %d of %d %s are printed", s.Seen, s.All, s.Sel)
			}
		default:
			if s.All == 0 || s.Seen != s.All {
				t.Errorf("on paper, %d of %d %s are printed, want all", s.Seen, s.All, s.Sel)
			}
		}
	}
	// What the page looks like under the print media, at A4's width
	// (for a look; the PDF itself is what is printed).
	if out := os.Getenv("E2E_PRINT_PNG"); out != "" {
		viewport(t, ctx, 794, 1123)
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(out, png, 0o644)
	}
	// Black and white: the text, and the figure's brackets and labels.
	if colours := eval[[]string](t, ctx, `[...new Set([
		...[...document.querySelectorAll("#verdict, #verdict *, #diagnostics *, #trace *")].map(e => getComputedStyle(e).color),
		...[...document.querySelectorAll("#anatomy [data-rule], #anatomy [data-rule] path")].map(e => getComputedStyle(e).stroke),
		...[...document.querySelectorAll("#anatomy [data-rule] text")].map(e => getComputedStyle(e).fill),
	])]`); len(colours) != 1 || colours[0] != "rgb(0, 0, 0)" {
		t.Errorf("printed colours %q, want black only", colours)
	}
}
