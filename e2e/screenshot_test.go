package e2e

// Screenshots of the playground, light and dark, wide (a 1280×720
// projector), narrow (a 375×667 phone) and big (projector mode at
// 1280×720), written to web/screenshots/ when SCREENSHOTS=1:
//
//	SCREENSHOTS=1 E2E_SITE=build/site go test ./e2e -run TestScreenshots
//
// Each shows an error state with the inspector open on the first error;
// "-views" shows the derivation tab scrolled into view, under the field
// and verdict that stay at the top.

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestScreenshots(t *testing.T) {
	if os.Getenv("SCREENSHOTS") != "1" {
		t.Skip("SCREENSHOTS=1 writes web/screenshots/*.png")
	}
	dir := os.Getenv("SCREENSHOTS_DIR")
	if dir == "" {
		dir = filepath.Join("..", "web", "screenshots")
	}
	const in = "http://www.cs.example.edu:80/~student/notes 1.html?q=rfc+1738"
	// Windows high contrast (forced colours), dark, on the URL whose error
	// must stand out from its warning and notes without colour.
	t.Run("forced-dark-wide", func(t *testing.T) {
		ctx := newTab(t)
		forcedColors(t, ctx, "dark")
		viewport(t, ctx, 1280, 720)
		openInput(t, ctx, "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a")
		waitSettled(t, ctx)
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "forced-dark-wide.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	})
	for _, theme := range []string{"light", "dark"} {
		for _, size := range []struct {
			name string
			w, h int64
		}{{"wide", 1280, 720}, {"narrow", 375, 667}, {"big", 1280, 720}} {
			t.Run(theme+"-"+size.name, func(t *testing.T) {
				ctx := newTab(t)
				colorScheme(t, ctx, theme)
				viewport(t, ctx, size.w, size.h)
				if size.name == "big" {
					// Projector mode, as a link with "&big" opens it.
					if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&big"); err != nil {
						t.Fatal(err)
					}
					if err := waitReady(ctx); err != nil {
						t.Fatal(err)
					}
					waitDrawn(t, ctx, in)
				} else {
					openInput(t, ctx, "")
					typeURL(t, ctx, in)
				}
				waitVerdict(t, ctx, in, false, "httpurl")
				waitSettled(t, ctx)
				// The caret just after the "~": the inspector shows it.
				if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(30, 30); })(document.querySelector("#url-input"))`)); err != nil {
					t.Fatal(err)
				}
				waitFor(t, ctx, "the inspector at the ~", `document.querySelector('#inspector[data-pos="29"]')`)
				for i, scroll := range []string{"0", `document.querySelector(".views").getBoundingClientRect().top + scrollY - document.querySelector(".workspace-head").offsetHeight - 8`} {
					if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, `+scroll+`)`)); err != nil {
						t.Fatal(err)
					}
					png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					name := fmt.Sprintf("%s-%s.png", theme, size.name)
					if i > 0 {
						name = fmt.Sprintf("%s-%s-views.png", theme, size.name)
					}
					if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			})
		}
	}
}
