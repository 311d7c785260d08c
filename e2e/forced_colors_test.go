package e2e

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// forcedColors emulates Windows high contrast (forced-colors: active) in
// the given colour scheme, as Chromium's rendering emulation does: every
// colour is the user's system colours, and backgrounds and box shadows are
// dropped where the page does not keep them.
func forcedColors(t testing.TB, ctx context.Context, scheme string) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "forced-colors", Value: "active"}, {Name: "prefers-color-scheme", Value: scheme}},
	}); err != nil {
		t.Fatal(err)
	}
}

// Under forced colours the parts stay distinguishable on the field and on
// the strip, and an error is marked otherwise than a warning and a note:
// on the field, each part is a line over its characters that starts with a
// bar (an inner part's line dashed), an error a thick bar under its
// characters and a box around them, a warning a dashed underline, a note a
// dotted one; on the strip, an error's cells are in Mark. The field's
// textarea stays transparent, since the browser otherwise paints its
// background over the marks beneath it.
func TestForcedColors(t *testing.T) {
	const in = "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a"
	for _, scheme := range []string{"light", "dark"} {
		t.Run(scheme, func(t *testing.T) {
			ctx := newTab(t)
			forcedColors(t, ctx, scheme)
			viewport(t, ctx, 1280, 900)
			openInput(t, ctx, in)
			waitSettled(t, ctx)
			type span struct {
				Rule, Sev                 string
				Start, Over, Under, Box   bool
				Decoration, DecorationSet string
			}
			type report struct {
				Forced, FieldTransparent bool
				FieldAdjust              string
				Spans                    []span
				StripErr, StripWarn      []string
				Mark, Canvas             string
				PartStarts, PartTops     int
			}
			js := `(() => {
				const rgba = c => c.replace(/\s/g, "");
				const probe = document.createElement("div");
				probe.style.cssText = "forced-color-adjust: none; background: Mark; color: Canvas";
				document.body.append(probe);
				const mark = rgba(getComputedStyle(probe).backgroundColor), canvas = rgba(getComputedStyle(probe).color);
				probe.remove();
				const visible = c => !/rgba\(\d+,\d+,\d+,0\)|transparent/.test(rgba(c)) && rgba(c) !== canvas;
				// A box shadow's layers: [x, y, colour] of each inset one.
				const shadows = s => s === "none" ? [] : s.split(/,(?![^(]*\))/).map(l => {
					const col = (l.match(/rgba?\([^)]*\)/) || [""])[0];
					const n = l.replace(col, "").trim().split(/\s+/).filter(x => /px$/.test(x)).map(parseFloat);
					return {x: n[0] || 0, y: n[1] || 0, col, inset: /inset/.test(l)};
				}).filter(l => l.inset && visible(l.col));
				const ruleOf = e => e && [...e.classList].find(c => c.startsWith("r-")) || "";
				const field = document.querySelector("#url-input"), fs = getComputedStyle(field);
				const spans = [...document.querySelectorAll("#field-layer .fl")].map(e => {
					const c = getComputedStyle(e), sh = shadows(c.boxShadow), rule = ruleOf(e);
					return {
						Rule: rule,
						Sev: ([...e.classList].find(c => c.startsWith("d-")) || "").slice(2),
						Start: sh.some(l => l.x >= 2),
						Over: sh.some(l => l.y > 0) || c.backgroundImage !== "none",
						Under: sh.some(l => l.y < 0),
						Box: c.outlineStyle === "solid" && parseFloat(c.outlineWidth) >= 2 && visible(c.outlineColor),
						Decoration: c.textDecorationLine === "none" ? "" : c.textDecorationStyle,
						DecorationSet: visible(c.textDecorationColor) ? "visible" : "",
					};
				});
				const bg = s => [...document.querySelectorAll(s)].map(e => rgba(getComputedStyle(e).backgroundColor));
				return {
					Forced: matchMedia("(forced-colors: active)").matches,
					FieldAdjust: fs.forcedColorAdjust,
					FieldTransparent: /rgba\(\d+,\d+,\d+,0\)|transparent/.test(rgba(fs.backgroundColor)),
					Spans: spans,
					StripErr: bg(".cells .c.d-error"), StripWarn: bg(".cells .c.d-warning, .cells .c.d-info"),
					Mark: mark, Canvas: canvas,
					PartTops: document.querySelectorAll(".cells .part.top").length,
					PartStarts: [...document.querySelectorAll(".cells .part.top")].filter(e => /rgb/.test(getComputedStyle(e, "::before").boxShadow) && !/rgba\(\d+, \d+, \d+, 0\)/.test(getComputedStyle(e, "::before").boxShadow)).length,
				};
			})()`
			r := eval[report](t, ctx, js)
			if !r.Forced {
				t.Fatal("forced-colors: active does not match: the emulation is off")
			}
			if r.FieldAdjust != "none" || !r.FieldTransparent {
				t.Errorf("the field is forced-color-adjust %q, transparent %v: the browser paints its background over the marks", r.FieldAdjust, r.FieldTransparent)
			}
			sevs := map[string]int{}
			prev := ""
			parts := 0
			for _, s := range r.Spans {
				sevs[s.Sev]++
				if s.Rule != "" {
					if s.Rule != prev {
						parts++
						if !s.Start {
							t.Errorf("the part %s starts without a bar: %+v", s.Rule, s)
						}
					} else if s.Start {
						t.Errorf("a %s split by a diagnostic starts again: %+v", s.Rule, s)
					}
					if !s.Over {
						t.Errorf("a %s span has no line over it: %+v", s.Rule, s)
					}
				}
				prev = s.Rule
				switch s.Sev {
				case "error":
					if !s.Under || !s.Box {
						t.Errorf("an error is not a bar under it in a box: %+v", s)
					}
				case "warning", "info":
					want := map[string]string{"warning": "dashed", "info": "dotted"}[s.Sev]
					if s.Decoration != want || s.DecorationSet != "visible" || s.Under || s.Box {
						t.Errorf("a %s is underlined %q (%s), bar %v, box %v; want a visible %s underline and no error's marks", s.Sev, s.Decoration, s.DecorationSet, s.Under, s.Box, want)
					}
				}
			}
			if parts < 8 || sevs["error"] != 1 || sevs["warning"] != 1 || sevs["info"] < 3 {
				t.Errorf("the field shows %d parts and %v diagnostics' spans; the test's URL has 9 parts, 1 error, 1 warning, notes", parts, sevs)
			}
			if len(r.StripErr) == 0 {
				t.Error("the strip marks no error cell")
			}
			for _, c := range r.StripErr {
				if c != r.Mark {
					t.Errorf("an error cell of the strip is %s, not Mark (%s)", c, r.Mark)
				}
			}
			for _, c := range r.StripWarn {
				if c == r.Mark {
					t.Errorf("a warning's or note's cell of the strip is in Mark, as an error's")
				}
			}
			if r.PartTops < 7 || r.PartStarts != r.PartTops {
				t.Errorf("%d of the strip's %d parts show their start; want all (7: scheme, user, password, host, port, fpath, ftptype)", r.PartStarts, r.PartTops)
			}
		})
	}
}

// The list's URLs under forced colours: each part a line over it that
// starts with a bar, each row's first error boxed.
func TestForcedColorsList(t *testing.T) {
	ctx := newTab(t)
	forcedColors(t, ctx, "light")
	viewport(t, ctx, 1280, 900)
	if err := open(ctx, "/#"+urllist.EncodeLink(showcaseList, false)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the list read", `document.querySelector('#tests-summary[data-reading="false"]')`)
	got := eval[[]int](t, ctx, `(() => {
		const inset = e => { const s = getComputedStyle(e).boxShadow; return s !== "none" && /inset/.test(s) && !/rgba\(\d+, \d+, \d+, 0\)/.test(s); };
		const boxed = e => { const c = getComputedStyle(e); return c.outlineStyle === "solid" && parseFloat(c.outlineWidth) >= 2; };
		const parts = [...document.querySelectorAll(".tests-row .lpart[class*=' r-']")], errs = [...document.querySelectorAll(".tests-row .lpart.lerr")];
		return [parts.length, parts.filter(inset).length, errs.length, errs.filter(boxed).length];
	})()`)
	if len(got) != 4 || got[0] == 0 || got[1] != got[0] || got[2] == 0 || got[3] != got[2] {
		t.Errorf("of the list's parts %d, %d are lined; of its first errors %d, %d are boxed; want all", got[0], got[1], got[2], got[3])
	}
}
