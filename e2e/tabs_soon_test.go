package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A tab answers in the frame after its click: web/field.js shows the view
// chosen in the click's own turn, before the page's program draws it
// (app/workspace.go's showViewSoon). A view left keeps its screen drawing,
// unseen, until the page is printed, when it is drawn for paper.
func TestTabShownInClickTurn(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitSettled(t, ctx)

	type shown struct {
		Panel    bool   `json:"panel"`
		Selected string `json:"selected"`
		Index    string `json:"index"`
		Left     bool   `json:"left"`
		Mode     string `json:"mode"`
	}
	got := eval[shown](t, ctx, `(() => {
		const tab = document.getElementById("tab-railroad");
		tab.click();
		return {panel: !document.getElementById("view-railroad").hidden, selected: tab.getAttribute("aria-selected"),
			index: tab.getAttribute("tabindex"), left: document.getElementById("view-derivation").hidden,
			mode: document.getElementById("playground").dataset.mode};
	})()`)
	if want := (shown{true, "true", "0", true, "railroad"}); got != want {
		t.Errorf("in the click's turn: %+v, want %+v", got, want)
	}
	waitFor(t, ctx, "the railroad view drawn, and in the address",
		`document.querySelector('#view-railroad:not([aria-busy="true"]) #railroad svg') && location.hash.includes("v=railroad")`)
	if n := eval[int](t, ctx, `document.querySelectorAll('[role=tab][aria-selected="true"]').length`); n != 1 {
		t.Errorf("%d tabs selected once drawn, want 1", n)
	}

	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("tab-parts").click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the parts view drawn", `document.querySelector('#view-parts:not([aria-busy="true"]) #parts tr')`)
	waitSettled(t, ctx)
	if eval[bool](t, ctx, `!!document.querySelector("#railroad.rr-paper")`) {
		t.Error("the railroad view was drawn again for paper when its tab was left")
	}
	if !eval[bool](t, ctx, `!!document.querySelector("#view-railroad #steps")`) {
		t.Error("the railroad view left lost its screen drawing (its steps)")
	}
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.dispatchEvent(new Event("beforeprint"))`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the hidden railroad view drawn for paper", `!!document.querySelector("#railroad.rr-paper")`)
}

// Two tabs chosen in one turn, before the frame: the page's program hears
// of the last alone, and draws it, keeps it in the address and shows it
// as the only one chosen.
func TestTabsChosenInOneTurn(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitSettled(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.getElementById("tab-railroad").click(); document.getElementById("tab-parts").click()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the parts view drawn as chosen, and in the address",
		`document.querySelector('#playground[data-view="parts"] #view-parts:not([aria-busy="true"]) #parts tr') && location.hash.includes("v=parts")`)
	waitSettled(t, ctx)
	type state struct {
		Selected []string `json:"selected"`
		Shown    []string `json:"shown"`
		View     string   `json:"view"`
	}
	got := eval[state](t, ctx, `({
		selected: [...document.querySelectorAll('[role=tab][aria-selected="true"]')].map(t => t.id),
		shown: [...document.querySelectorAll('#playground .view-panels > [role=tabpanel]:not([hidden])')].map(p => p.id),
		view: document.getElementById("playground").dataset.view,
	})`)
	if len(got.Selected) != 1 || got.Selected[0] != "tab-parts" || len(got.Shown) != 1 || got.Shown[0] != "view-parts" || got.View != "parts" {
		t.Errorf("after railroad then parts in one turn: %+v, want the parts tab alone chosen and shown", got)
	}
}

// Leaving the list, the tab is shown chosen in the next frame and its
// view after it, with the workspace's mode: re-showing the strip, the
// diagnostics and the inspector, which the list's mode hides, is a long
// layout that would delay the click's frame. No frame shows a panel in
// another view's mode, and the tab chosen last is the one shown, whatever
// was chosen before it in the same turn, by click or by key.
func TestListLeftAfterFrame(t *testing.T) {
	ctx := newTab(t)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitSettled(t, ctx)
	click := func(id string) string { return fmt.Sprintf(`document.getElementById(%q).click();`, id) }
	const right = `document.querySelector('#playground .tabs [aria-selected="true"]').dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowRight", bubbles: true}));`
	const left = `document.querySelector('#playground .tabs [aria-selected="true"]').dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowLeft", bubbles: true}));`
	for _, c := range []struct {
		name, from, do, want string
		waits                bool // the click's turn still shows the list
	}{
		{"one tab", "list", click("tab-examples"), "examples", true},
		{"two tabs in one turn", "list", click("tab-examples") + click("tab-parts"), "parts", true},
		{"back to the list in the same turn", "list", click("tab-examples") + click("tab-list"), "list", false},
		{"by the keyboard", "list", right, "examples", true},
		{"the list and away in one turn, from the view left", "examples", click("tab-list") + click("tab-examples"), "examples", true},
		{"the list and away in one turn, from another view", "parts", click("tab-list") + click("tab-examples"), "examples", true},
		{"the list and away by the keyboard", "examples", left + right, "examples", true},
	} {
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](click("tab-"+c.from))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, c.from+" drawn", fmt.Sprintf(`document.querySelector('#playground[data-view="%s"][data-mode="%[1]s"] #view-%[1]s:not([hidden]):not([aria-busy="true"])')`, c.from))
		waitSettled(t, ctx)
		type frames struct {
			Turn   string   `json:"turn"`
			Frames []string `json:"frames"`
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[frames](`new Promise(done => {
			const state = () => {
				const shown = [...document.querySelectorAll('#playground .view-panels > [role=tabpanel]:not([hidden])')].map(p => p.id.slice(5));
				const chosen = document.querySelector('#playground .tabs [role=tab][aria-selected="true"]').id.slice(4);
				return chosen + " " + shown.join(",") + " " + document.getElementById("playground").dataset.mode;
			};
			`+c.do+`
			const r = {turn: state(), frames: []};
			const frame = () => {
				r.frames.push(state());
				if (r.frames.length < 20) requestAnimationFrame(frame); else done(r);
			};
			requestAnimationFrame(frame);
		})`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if c.waits && got.Turn != c.want+" list list" {
			t.Errorf("%s: in the click's turn %q, want the tab chosen and the list still shown, in its mode", c.name, got.Turn)
		}
		for i, f := range got.Frames {
			chosen, rest, _ := strings.Cut(f, " ")
			shown, mode, _ := strings.Cut(rest, " ")
			if shown != mode || chosen != c.want {
				t.Errorf("%s: frame %d shows %q (chosen, shown, mode): a panel in another view's mode, or another tab", c.name, i, f)
			}
		}
		want := c.want + " " + c.want + " " + c.want
		if last := got.Frames[len(got.Frames)-1]; last != want {
			t.Errorf("%s: after %d frames %q, want %q", c.name, len(got.Frames), last, want)
		}
		waitFor(t, ctx, c.want+" drawn as chosen", fmt.Sprintf(`document.querySelector('#playground[data-view="%s"][data-mode="%[1]s"] #view-%[1]s:not([hidden]):not([aria-busy="true"])') && document.querySelectorAll('#playground .view-panels > [role=tabpanel]:not([hidden])').length === 1`, c.want))
	}
}
