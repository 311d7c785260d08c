package e2e

// The header's language menu before app.wasm runs: web/field.js takes
// the chrome shown off (back to the English page as built) and applies
// the chosen language's (web/chrome/<tag>.json), the reader reads a
// shared link again in it, and the address keeps lang= for app.wasm,
// which starts in it and adopts the nodes as they are.

import (
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/i18n"
)

// siteMessages is the site's catalog of tag.
func siteMessages(t *testing.T, tag string) map[string]string {
	t.Helper()
	c, err := i18n.Load(tag)
	if err != nil {
		t.Fatal(err)
	}
	return c.Messages
}

// chromeSays is every text and attribute value the site's chrome file
// for tag puts on the playground.
func chromeSays(t *testing.T, tag string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(siteDir, "web", "chrome", tag+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var c struct{ T, A [][]any }
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, op := range append(c.T, c.A...) {
		if s, ok := op[2].(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// bodySaysJS is what <body> says: its text and every attribute's value.
const bodySaysJS = `[document.body.textContent, ...[...document.body.querySelectorAll("*")].flatMap(e => [...e.attributes].map(a => a.value))].join("\n")`

// earlyLang is what the tests read of the page before app.wasm.
type earlyLang struct {
	Lang, H1, Wait, Menu, Hash, Input, Ready string
	Start, End                               int
	Same                                     bool
}

const earlyLangJS = `(() => {
	const f = document.querySelector("#url-input");
	return {
		Lang: document.documentElement.lang, H1: document.querySelector("h1").textContent,
		Wait: document.querySelector(".reading-wait").textContent, Menu: document.querySelector("#lang-select").value,
		Hash: location.hash, Input: f.value, Ready: document.querySelector("#playground").dataset.ready,
		Start: f.selectionStart, End: f.selectionEnd, Same: f.__typed === true,
	};
})()`

// Before app.wasm, with a text typed: French in the menu makes the
// chrome French, <html lang="fr"> and lang=fr in the address, the field
// as it was; German then leaves no French; English then gives the page
// as built, byte for byte. German again, and app.wasm starts in it on
// the same nodes, with the text typed.
func TestLangMenuBeforeWasm(t *testing.T) {
	fr, de := siteMessages(t, "fr"), siteMessages(t, "de")
	ctx := newTab(t)
	release := holdWasm(t, ctx)
	if err := open(ctx, "/"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the page as built, in English", `document.querySelector("#url-input").value !== "" && document.documentElement.lang === "en"`)
	if err := chromedp.Do(ctx,
		chromedp.Evaluate[chromedp.Void](`(f => { f.focus(); f.setSelectionRange(f.value.length, f.value.length); })(document.querySelector("#url-input"))`),
		chromedp.KeyEvent("/xy"),
	); err != nil {
		t.Fatal(err)
	}
	// The caret somewhere in the text, and the field marked: the same
	// element must hold it throughout.
	typed := eval[earlyLang](t, ctx, `(f => { f.setSelectionRange(3, 9); f.__typed = true; return `+earlyLangJS+`; })(document.querySelector("#url-input"))`)
	if !strings.HasSuffix(typed.Input, "/xy") || typed.Ready != "false" || typed.Lang != "en" {
		t.Fatalf("before the menu: %+v", typed)
	}
	english := eval[string](t, ctx, `document.body.innerHTML`)
	field := func(got earlyLang, when string) {
		t.Helper()
		if !got.Same || got.Input != typed.Input || got.Start != 3 || got.End != 9 {
			t.Errorf("%s the field holds %q at %d–%d (the same element: %v), want %q at 3–9", when, got.Input, got.Start, got.End, got.Same, typed.Input)
		}
		if got.Ready != "false" {
			t.Fatalf("%s app.wasm ran while it was held", when)
		}
	}
	hashIs := func(got earlyLang, tail, when string) {
		t.Helper()
		if !strings.HasPrefix(got.Hash, "#u=") || strings.Count(got.Hash, "lang=") != strings.Count(tail, "lang=") || !strings.HasSuffix(got.Hash, tail) {
			t.Errorf("%s the address is %q, want the input's u= and %q last", when, got.Hash, tail)
		}
	}

	chooseLang(t, ctx, "fr")
	waitFor(t, ctx, "the page in French", `document.documentElement.lang === "fr"`)
	got := eval[earlyLang](t, ctx, earlyLangJS)
	if got.H1 != fr["ui.title"] || got.Menu != "fr" || !strings.HasPrefix(got.Wait, strings.TrimSpace(fr["ui.verdict.wait"])) {
		t.Errorf("French before app.wasm: heading %q, menu %q, wait line %q", got.H1, got.Menu, got.Wait)
	}
	field(got, "in French")
	hashIs(got, "&lang=fr", "in French")

	chooseLang(t, ctx, "de")
	waitFor(t, ctx, "the page in German", `document.documentElement.lang === "de"`)
	got = eval[earlyLang](t, ctx, earlyLangJS)
	if got.H1 != de["ui.title"] || got.Menu != "de" || !strings.HasPrefix(got.Wait, strings.TrimSpace(de["ui.verdict.wait"])) {
		t.Errorf("German before app.wasm: heading %q, menu %q, wait line %q", got.H1, got.Menu, got.Wait)
	}
	field(got, "in German")
	hashIs(got, "&lang=de", "in German")
	says := eval[string](t, ctx, bodySaysJS)
	german := map[string]bool{}
	for _, s := range chromeSays(t, "de") {
		german[s] = true
	}
	for _, s := range chromeSays(t, "fr") {
		if !german[s] && utf8.RuneCountInString(strings.TrimSpace(s)) >= 4 && strings.Contains(says, s) {
			t.Errorf("French left in the German page: %q", s)
		}
	}

	chooseLang(t, ctx, "en")
	waitFor(t, ctx, "the page in English", `document.documentElement.lang === "en"`)
	got = eval[earlyLang](t, ctx, earlyLangJS)
	field(got, "in English again")
	if strings.Contains(got.Hash, "lang=") || !strings.HasPrefix(got.Hash, "#u=") {
		t.Errorf("in English again the address is %q, want the input's u= and no lang=", got.Hash)
	}
	if again := eval[string](t, ctx, `document.body.innerHTML`); again != english {
		i := 0
		for i < len(again) && i < len(english) && again[i] == english[i] {
			i++
		}
		t.Errorf("in English again the page is not the page as built; from byte %d:\n got %.300q\nwant %.300q", i, again[i:], english[i:])
	}

	chooseLang(t, ctx, "de")
	waitFor(t, ctx, "the page in German again", `document.documentElement.lang === "de"`)
	eval[bool](t, ctx, `document.querySelector("h1").__built = document.querySelector(".reading-wait").__built = true`)
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "app.wasm's reading of the text typed", `document.querySelector("#verdict").dataset.length === `+jsString(strconv.Itoa(len(typed.Input))))
	type after struct {
		Lang, H1, Menu, Hash, Input, Verdict, Status string
		Same, Kept                                   bool
	}
	end := eval[after](t, ctx, `(() => {
		const f = document.querySelector("#url-input");
		return {
			Lang: document.documentElement.lang, H1: document.querySelector("h1").textContent,
			Menu: document.querySelector("#lang-select").value, Hash: location.hash, Input: f.value,
			Verdict: document.querySelector("#verdict").textContent, Status: document.querySelector("#share-status").textContent,
			Same: f.__typed === true, Kept: document.querySelector("h1").__built === true,
		};
	})()`)
	if end.Lang != "de" || end.H1 != de["ui.title"] || end.Menu != "de" || !strings.HasSuffix(end.Hash, "&lang=de") {
		t.Errorf("after app.wasm the page is not German: %+v", end)
	}
	if !strings.HasPrefix(end.Verdict, de["page.verdict.mark.invalid"]) && !strings.HasPrefix(end.Verdict, de["page.verdict.mark.valid"]) {
		t.Errorf("after app.wasm the verdict is not German: %q", end.Verdict)
	}
	if end.Input != typed.Input || !end.Same {
		t.Errorf("after app.wasm the field holds %q (the same element: %v), want %q", end.Input, end.Same, typed.Input)
	}
	if !end.Kept {
		t.Error("go-app replaced the heading rather than adopting it")
	}
	if end.Status == de["ui.lang.failed"] {
		t.Errorf("after app.wasm the page says %q", end.Status)
	}
}

// A shared link read by the reader before app.wasm: each language chosen
// in the menu has the reading drawn again in it (English again: the
// page as it was), and app.wasm, started in the last, draws the same
// reading on the reader's nodes.
func TestLangMenuBeforeWasmReader(t *testing.T) {
	en, fr, de := siteMessages(t, "en"), siteMessages(t, "fr"), siteMessages(t, "de")
	ctx := newTab(t)
	release := holdWasm(t, ctx)
	const in = "http://host/~user/a b"
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))); err != nil {
		t.Fatal(err)
	}
	read := func(lang string, m map[string]string) {
		t.Helper()
		if err := pollTrue(ctx, `document.documentElement.lang === `+jsString(lang)+` && document.documentElement.classList.contains("reader-read") && `+
			`document.getElementById("verdict").textContent.startsWith(`+jsString(m["page.verdict.mark.invalid"])+`)`); err != nil {
			t.Fatalf("the reader's reading in %s never came: %v", lang, err)
		}
		diag := eval[string](t, ctx, `document.querySelector("#diagnostics").textContent`)
		for _, id := range []string{"ui.rv.fix-all", "ui.rv.canonical"} {
			if !strings.Contains(diag, m[id]) {
				t.Errorf("in %s the reader's diagnostics lack %q (%s): %q", lang, m[id], id, diag)
			}
		}
		if lang != "en" && (strings.Contains(diag, en["ui.rv.fix-all"]) || strings.Contains(diag, en["ui.rv.canonical"])) {
			t.Errorf("in %s the reader's diagnostics are in English: %q", lang, diag)
		}
		if got := eval[string](t, ctx, `document.querySelector("#url-input").value`); got != in {
			t.Errorf("in %s the field holds %q, want %q", lang, got, in)
		}
	}
	read("en", en)
	english := eval[string](t, ctx, `document.body.innerHTML`)

	chooseLang(t, ctx, "fr")
	read("fr", fr)
	if h := eval[string](t, ctx, `location.hash`); !strings.HasSuffix(h, "&lang=fr") {
		t.Errorf("in French the address is %q", h)
	}
	chooseLang(t, ctx, "en")
	read("en", en)
	if again := eval[string](t, ctx, `document.body.innerHTML`); again != english {
		t.Error("in English again the page and the reader's reading are not as they were")
	}
	chooseLang(t, ctx, "de")
	read("de", de)
	if eval[string](t, ctx, `document.querySelector("#playground").dataset.ready`) != "false" {
		t.Fatal("app.wasm ran while it was held")
	}
	fromReader := eval[string](t, ctx, readerDOMJS)
	eval[bool](t, ctx, `document.getElementById("verdict").__reader = document.getElementById("diagnostics").__reader = true`)
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if fromPage := eval[string](t, ctx, readerDOMJS); fromReader != fromPage {
		t.Errorf("the reader drew\n%s\nthe page draws\n%s", fromReader, fromPage)
	}
	if !eval[bool](t, ctx, `document.getElementById("verdict").__reader === true && document.getElementById("diagnostics").__reader === true`) {
		t.Error("go-app replaced the reader's nodes rather than adopting them")
	}
	if l := eval[string](t, ctx, `document.documentElement.lang`); l != "de" {
		t.Errorf("after app.wasm <html lang=%q>", l)
	}
}

// A French link, English chosen before app.wasm: the page is the English
// page as built, byte for byte, the address has no lang=, and app.wasm
// starts in English.
func TestLangMenuBeforeWasmFromLink(t *testing.T) {
	built := newTab(t)
	holdWasm(t, built)
	if err := open(built, "/"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, built, "the page as built, in English", `document.querySelector("#url-input").value !== "" && document.documentElement.lang === "en"`)
	english := eval[string](t, built, `document.body.innerHTML`)

	ctx := newTab(t)
	release := holdWasm(t, ctx)
	if err := open(ctx, "/#lang=fr"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the page in French", `document.documentElement.lang === "fr" && !document.documentElement.classList.contains("lang-wait") && document.querySelector("#url-input").value !== ""`)
	chooseLang(t, ctx, "en")
	waitFor(t, ctx, "the page in English", `document.documentElement.lang === "en"`)
	if got := eval[string](t, ctx, `document.body.innerHTML`); got != english {
		t.Error("English chosen on a French link is not the page as built")
	}
	if h := eval[string](t, ctx, `location.hash`); h != "" {
		t.Errorf("the address keeps %q", h)
	}
	eval[bool](t, ctx, `document.querySelector("h1").__built = true`)
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	if !eval[bool](t, ctx, `document.documentElement.lang === "en" && document.querySelector("h1").__built === true && document.querySelector("h1").textContent === `+jsString(enUI(t, "ui.title"))) {
		t.Error("after app.wasm the page is not the English page, on the same nodes")
	}
}

// A language whose catalog cannot be had, chosen before app.wasm: the
// page and the menu stay as they were, and app.wasm says so when it
// starts.
func TestLangMenuBeforeWasmMissing(t *testing.T) {
	// serveLang's "de" is missing; its 404 is logged.
	base, _ := serveLang(t)
	ctx := newTab(t, allowErrors())
	release := holdWasm(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the page as built, in English", `document.querySelector("#url-input").value !== "" && document.documentElement.lang === "en"`)
	english := eval[string](t, ctx, `document.body.innerHTML`)
	chooseLang(t, ctx, "de")
	waitFor(t, ctx, "the menu back on English", `document.querySelector("#lang-select").value === "en"`)
	if got := eval[string](t, ctx, `document.body.innerHTML`); got != english || eval[string](t, ctx, `document.documentElement.lang + location.hash`) != "en" {
		t.Error("a missing language changed the page before app.wasm")
	}
	release()
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the status", `document.querySelector("#share-status").textContent.includes("could not be loaded")`)
}
