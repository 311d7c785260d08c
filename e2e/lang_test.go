package e2e

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/static/fileserver"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// The page's language (app/fragment-lang.go, web/field.js): chosen by the address's
// lang=, else by the browser's languages; switched by the header's menu in
// place. The tests serve the site themselves, with catalogs of their own
// at /web/lang/<tag>.json: every parser statement and the legend's title
// marked "⟦…⟧" (the pseudo-language's marks), so that what is said in the
// catalog's language can be told from English whatever the site's own
// catalogs say. "de" is missing (404), as a language the site lacks.

// langUI is an interface string the tests' catalogs translate: the class
// legend's title (app/class-legend.go), drawn beside the strip.
const langUI = "page.legend.title"

// langCatalog is the tests' catalog for tag.
func langCatalog(tag string) []byte {
	m := map[string]string{langUI: "⟦Character classes⟧"}
	for _, s := range parser.Statements() {
		m[s.ID] = "⟦" + s.Text + "⟧"
	}
	b, err := json.Marshal(map[string]any{"lang": tag, "name": tag, "messages": m})
	if err != nil {
		panic(err)
	}
	return b
}

// serveLang serves the site with the tests' catalogs, until the test ends
// (or stop).
func serveLang(t *testing.T) (base string, stop func()) {
	t.Helper()
	h, err := fileserver.New(siteDir, fileserver.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return serveOwn(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tag, ok := strings.CutPrefix(r.URL.Path, "/web/lang/")
		if !ok {
			h.ServeHTTP(w, r)
			return
		}
		tag, ok = strings.CutSuffix(tag, ".json")
		if !ok || tag == "de" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write(langCatalog(tag))
	}))
}

// openLang opens base+path and waits until the page is ready.
func openLang(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
}

// chooseLang picks tag in the header's menu, as a keyboard does: the
// menu focused, its value changed, a change event.
func chooseLang(t *testing.T, ctx context.Context, tag string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => {
		const s = document.querySelector("#lang-select");
		s.focus();
		s.value = %q;
		s.dispatchEvent(new Event("change", {bubbles: true}));
	})()`, tag))); err != nil {
		t.Fatal(err)
	}
}

// langState is what the tests read of the page.
type langState struct {
	Lang, Hash, Input, Mode, Diag, Legend, Status, Menu string
	Valid, Prod                                         string
}

func readLang(t *testing.T, ctx context.Context) langState {
	t.Helper()
	return eval[langState](t, ctx, `(() => {
		const q = (s) => document.querySelector(s);
		const v = q("#verdict");
		return {
			Lang: document.documentElement.lang, Hash: location.hash, Input: q("#url-input").value,
			Mode: q("#playground").dataset.mode, Diag: q("#diagnostics") ? q("#diagnostics").textContent : "",
			Legend: q(".legend-title") ? q(".legend-title").textContent : "", Status: q("#share-status").textContent,
			Menu: q("#lang-select").value, Valid: v.dataset.valid, Prod: v.dataset.production,
		};
	})()`)
}

// Choosing a language in the menu translates the diagnostics and the
// interface, sets <html lang> and lang= (last) in the address, and keeps
// the input, the view, the verdict and the undo history; English again
// takes it all back. A language the site lacks leaves the page as it was
// and says so.
func TestLangMenuSwitches(t *testing.T) {
	base, _ := serveLang(t)
	ctx := newTab(t, allowErrors()) // the missing catalog's 404 is logged
	const in = "http://host.example.edu/a b"
	openLang(t, ctx, base+"/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&v=parts")
	waitVerdict(t, ctx, in, false, "httpurl")
	typeURL(t, ctx, "c")
	waitVerdict(t, ctx, in+"c", false, "httpurl")
	waitSettled(t, ctx)
	before := readLang(t, ctx)
	if before.Lang != "en" || before.Menu != "en" || strings.Contains(before.Diag, "⟦") || before.Mode != "parts" {
		t.Fatalf("before: %+v", before)
	}

	chooseLang(t, ctx, "es")
	waitFor(t, ctx, "the page in es", `document.documentElement.lang === "es" && document.querySelector("#diagnostics").textContent.includes("⟦")`)
	waitSettled(t, ctx)
	es := readLang(t, ctx)
	if !strings.HasSuffix(es.Hash, "&lang=es") || strings.Count(es.Hash, "lang=") != 1 {
		t.Errorf("the address in es: %q, want &lang=es last", es.Hash)
	}
	if !strings.Contains(es.Hash, "v=parts") || !strings.Contains(es.Hash, "uc="+urllist.Checksum(in+"c")) {
		t.Errorf("the address in es lost the view or the input: %q", es.Hash)
	}
	if es.Input != before.Input || es.Mode != before.Mode || es.Valid != before.Valid || es.Prod != before.Prod || es.Menu != "es" {
		t.Errorf("switching changed the state: before %+v, after %+v", before, es)
	}
	if !strings.HasPrefix(es.Legend, "⟦") {
		t.Errorf("the legend's title in es: %q", es.Legend)
	}
	if eval[bool](t, ctx, `document.activeElement.id !== "lang-select"`) {
		t.Error("the menu lost the focus")
	}

	// Copy link and the embed code carry the language, last.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const write = navigator.clipboard.writeText.bind(navigator.clipboard);
		navigator.clipboard.writeText = text => { window.__copied = text; return write(text); };
	})()`)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ button, want string }{
		{"#copy-link", `window.__copied === location.href`},
		{"#copy-embed", `window.__copied.includes("&amp;v=parts&amp;lang=es\"")`},
	} {
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.__copied = undefined`), chromedp.Click(chromedp.CSS(c.button))); err != nil {
			t.Fatal(err)
		}
		// Copied, and said so: the status line's change moves the buttons,
		// and a click meanwhile may miss.
		waitFor(t, ctx, c.button+" to copy", `window.__copied !== undefined && document.querySelector("#share-status").textContent === "Copied."`)
		if !eval[bool](t, ctx, c.want) {
			t.Errorf("%s copied %q (the address %q)", c.button, eval[string](t, ctx, `String(window.__copied)`), eval[string](t, ctx, `location.href`))
		}
	}

	// Undo still undoes the typing.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#url-input")),
		chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, in, false, "httpurl")
	waitFor(t, ctx, "the address after undo", `location.hash.endsWith("&lang=es") && location.hash.includes("uc=`+urllist.Checksum(in)+`")`)
	if d := readLang(t, ctx).Diag; !strings.Contains(d, "⟦") {
		t.Errorf("after undo the diagnostics are not in es: %q", d)
	}

	// A language the site lacks: the page stays in es, and says so.
	chooseLang(t, ctx, "de")
	waitFor(t, ctx, "the status", `document.querySelector("#share-status").textContent.includes("could not be loaded")`)
	if s := readLang(t, ctx); s.Lang != "es" || s.Menu != "es" || !strings.HasSuffix(s.Hash, "&lang=es") || !strings.Contains(s.Diag, "⟦") {
		t.Errorf("after a missing language: %+v", s)
	}
	if eval[string](t, ctx, `document.querySelector("#share-status").getAttribute("aria-live")`) != "polite" {
		t.Error("the status is not polite")
	}

	chooseLang(t, ctx, "en")
	waitFor(t, ctx, "the page in English", `document.documentElement.lang === "en" && !document.querySelector("#diagnostics").textContent.includes("⟦")`)
	waitSettled(t, ctx)
	en := readLang(t, ctx)
	if strings.Contains(en.Hash, "lang=") || strings.Contains(en.Legend, "⟦") || en.Input != in || en.Mode != "parts" {
		t.Errorf("back in English: %+v", en)
	}
}

// A list keeps its text through a switch, and its rows are said in the
// new language.
func TestLangKeepsList(t *testing.T) {
	base, _ := serveLang(t)
	ctx := newTab(t)
	const list = "+ http://host.example.edu/\n- http://host.example.edu/a b\n"
	openLang(t, ctx, base+"/#"+urllist.EncodeLink(list, false))
	waitFor(t, ctx, "the list's rows", `document.querySelectorAll("#tests tr[data-row]").length === 2`)
	rows := `[...document.querySelectorAll("#tests tr[data-row]")].map(r => r.textContent).join("\n")`
	if got := eval[string](t, ctx, rows); strings.Contains(got, "⟦") {
		t.Fatalf("rows before: %q", got)
	}
	chooseLang(t, ctx, "fr")
	waitFor(t, ctx, "the rows in fr", rows+`.includes("⟦")`)
	if got := eval[string](t, ctx, `document.querySelector("#list-input").value`); got != list {
		t.Errorf("the list's text after the switch: %q", got)
	}
	waitFor(t, ctx, "the address", `location.hash.endsWith("&lang=fr") && location.hash.includes("t=")`)
}

// Without lang=, the browser's languages choose: the first the page has;
// Portuguese is Brazil's; Chinese in simplified characters only. lang=
// chooses over them; a tag the page lacks is English; the pseudo-language
// comes from the address only.
func TestLangChosen(t *testing.T) {
	// The page as built shows English chosen, and only English: HTML
	// reads selected="false" as selected.
	page, err := os.ReadFile(filepath.Join(siteDir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(page, []byte(`<select id="lang-select"`))
	j := bytes.Index(page[max(i, 0):], []byte("</select>"))
	if i < 0 || j < 0 || bytes.Count(page[i:i+j], []byte("selected")) != 1 || !bytes.Contains(page[i:i+j], []byte(`selected="" value="en"`)) {
		t.Errorf("index.html's language menu: %.400s", page[max(i, 0):])
	}
	base, _ := serveLang(t)
	const in = "http://host.example.edu/a b"
	u := "/#u=" + base64.RawURLEncoding.EncodeToString([]byte(in))
	for _, tc := range []struct{ accept, frag, want string }{
		{"fr-CA,en", "", "fr"},
		{"pt-PT,en", "", "pt-BR"},
		{"zh-TW,zh-CN,en", "", "zh-Hans"},
		{"zh-Hant,de-AT,en", "", "en"}, // de is missing: English, and said
		{"zh-Hans-SG", "", "zh-Hans"},
		{"nl,es-MX", "", "es"},
		{"nl,en-GB,es", "", "en"},
		{"en-XA,fr", "", "en"},
		{"fr", "&lang=es", "es"},
		{"fr", "&lang=en-XA", "en-XA"},
		{"fr", "&lang=xx", "en"},
		{"fr", "&lang=en", "en"},
	} {
		t.Run(tc.accept+tc.frag, func(t *testing.T) {
			ctx := newTab(t, allowErrors())
			ua := eval[string](t, ctx, `navigator.userAgent`)
			if _, err := chromedp.Call(ctx, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{UserAgent: ua, AcceptLanguage: tc.accept}); err != nil {
				t.Fatal(err)
			}
			openLang(t, ctx, base+u+tc.frag)
			waitVerdict(t, ctx, in, false, "httpurl")
			s := readLang(t, ctx)
			marked := strings.Contains(s.Diag, "⟦")
			if s.Lang != tc.want || marked != (tc.want != "en") {
				t.Errorf("<html lang=%q>, diagnostics marked %v; want %s: %+v", s.Lang, marked, tc.want, s)
			}
			// The reader draws a link's first reading in every language,
			// in the page's (TestLangBeforeWasmFrench).
			if !eval[bool](t, ctx, `!!window.rfc1738ReaderFirst`) {
				t.Error("the reader did not start")
			}
			if menu := strings.Replace(tc.want, "en-XA", "en", 1); s.Menu != menu {
				t.Errorf("the menu shows %q, want %q", s.Menu, menu)
			}
			if tc.accept == "zh-Hant,de-AT,en" && !strings.Contains(s.Status, "could not be loaded") {
				t.Errorf("a language the site lacks, unsaid: status %q", s.Status)
			}
		})
	}
}

// The embed page reads lang= too, and its link to the playground keeps it.
func TestLangEmbed(t *testing.T) {
	base, _ := serveLang(t)
	ctx := newTab(t)
	const in = "http://host.example.edu/a b"
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/embed#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&lang=en-XA")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the embed page in en-XA", `document.documentElement.lang === "en-XA" && !!document.querySelector('#embed[data-ready="true"]') && document.querySelector("#embed").textContent.includes("⟦")`)
	if href := eval[string](t, ctx, `document.querySelector("#embed-open").getAttribute("href")`); !strings.HasSuffix(href, "&lang=en-XA") {
		t.Errorf("the embed's link to the playground: %q", href)
	}
}

// Once a language was loaded, it works offline: the page puts its catalog
// in the service worker's cache.
func TestLangOffline(t *testing.T) {
	base, stop := serveLang(t)
	ctx := newTab(t, allowErrors()) // the failed requests while offline are logged
	const in = "http://host.example.edu/a b"
	u := base + "/#u=" + base64.RawURLEncoding.EncodeToString([]byte(in)) + "&lang=en-XA"
	openLang(t, ctx, u)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitServiceWorker(t, ctx)
	cached := false
	for i := 0; i < 100 && !cached; i++ {
		if i > 0 {
			time.Sleep(200 * time.Millisecond)
		}
		var err error
		cached, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`(async () => {
			for (const k of await caches.keys()) {
				if (await (await caches.open(k)).match(new URL("/web/lang/en-XA.json", location.href).href)) return true;
			}
			return false;
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
	}
	if !cached {
		t.Fatal("the catalog is not in the service worker's cache")
	}
	stop()
	openLang(t, ctx, u)
	waitVerdict(t, ctx, in, false, "httpurl")
	if s := readLang(t, ctx); s.Lang != "en-XA" || !strings.Contains(s.Diag, "⟦") {
		t.Errorf("offline: %+v", s)
	}
}
