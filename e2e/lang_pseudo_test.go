package e2e

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// untranslatedJS lists what the page shows or announces that the
// pseudo-language (en-XA: every template of the catalogs wrapped ⟦…⟧) did
// not reach: each visible text node with a word of two letters or more
// that is neither inside a ⟦…⟧ of its block nor exempt, and each such
// aria-label, title, placeholder or alt. Exempt, as the issue says: the
// RFC's quoted sentences (q, blockquote), code (rule names, codes, the
// input's bytes), the field and its layer (the URL itself), the tokens
// allowed (rule and scheme names, "RFC"), numbers and symbols. Its one
// argument is the allowed words, the input's among them.
const untranslatedJS = `((allowed) => {
  const ok = new Set(allowed);
  // The RFC's own text, its title, headings and grammar and the errata's
  // quoted text are the documents the RFC page shows as written.
  const exempt = "script, style, textarea, code, kbd, samp, q, blockquote, svg text, [aria-hidden=true], #field-layer, .strip, [data-verbatim], .goapp-app-info, .rfc-text, .rfc-heading, .erratum-published, .erratum-corrected, .erratum-text, .erratum-notes, pre.bnf, #rfc-page h1, [class^=toc-] a";
  const known = (w) => ok.has(w) || ok.has(w.toLowerCase());
  const words = (s) => (s.match(/[A-Za-z][A-Za-z'-]+/g) || []).filter((w) => !known(w) && !w.split(/[-']/).every((p) => p === "" || known(p)));
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && getComputedStyle(el).visibility !== "hidden";
  const inside = (node) => {
    if (/[⟦⟧]/.test(node.data)) return true;
    for (let a = node.parentElement; a && a !== document.body; a = a.parentElement) {
      const full = a.textContent;
      if (!full.includes("⟦")) continue;
      const r = document.createRange();
      r.setStart(a, 0);
      r.setEnd(node, 0);
      const off = r.toString().length;
      const open = full.lastIndexOf("⟦", off), shut = full.lastIndexOf("⟧", off);
      if (open > shut && full.indexOf("⟧", off + node.data.length) >= 0) return true;
    }
    return false;
  };
  const out = [];
  const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = w.nextNode(); n; n = w.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(exempt) || !visible(el)) continue;
    if (words(n.data).length === 0 || inside(n)) continue;
    out.push((el.id ? "#" + el.id : el.tagName.toLowerCase() + (el.className && el.className.baseVal === undefined ? "." + String(el.className).split(" ").join(".") : "")) + ": " + n.data.trim().slice(0, 120));
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
    if (el.closest(exempt) && !el.matches("textarea")) continue;
    for (const a of ["aria-label", "title", "placeholder", "alt"]) {
      const v = el.getAttribute(a);
      if (v && words(v).length > 0 && !/[⟦⟧]/.test(v)) out.push(el.tagName.toLowerCase() + "[" + a + "]: " + v.slice(0, 120));
    }
  }
  return out;
})`

// allowedWords are the words the page may show untranslated: the
// grammar's rule names and the schemes, the words of the input, and the
// names that stay as they are in every language.
func allowedWords(input string) []string {
	var out []string
	for _, d := range parser.Rules() {
		out = append(out, strings.FieldsFunc(d.Name, func(r rune) bool { return r == '-' || r == '_' })...)
		out = append(out, d.Name)
	}
	// The strip's and the legend's class names ("space", "non-ascii") are
	// names, as the rules' are: the words of section 2.2 the page's hooks
	// spell (data-class), each explained beside it in the language.
	for c := parser.Class(0); c.String() != "class(?)"; c++ {
		out = append(out, c.String())
	}
	out = append(out, strings.FieldsFunc(input, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z')
	})...)
	return append(out, "RFC", "URL", "URLs", "BNF", "US-ASCII", "ASCII", "WHATWG", "IDNA", "http", "https", "ftp", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "net", "url", "Go")
}

// In the pseudo-language every view, with a URL that has errors, warnings
// and notes, shows no text the catalogs did not give.
func TestPseudoLanguageEveryView(t *testing.T) {
	const in = "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a"
	allowed, _ := json.Marshal(allowedWords(in))
	for _, view := range []string{"derivation", "parts", "compare", "interpret", "railroad", "anatomy", "list", "examples"} {
		t.Run(view, func(t *testing.T) {
			// A tab of its own: on a running page a new fragment is not a
			// new load, and the language is chosen as the page loads.
			ctx := newTab(t)
			if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&v="+view+"&lang=en-XA")); err != nil {
				t.Fatal(err)
			}
			if err := waitReady(ctx); err != nil {
				t.Fatal(err)
			}
			waitFor(t, ctx, "the "+view+" view", viewShownJS(view)+` && document.documentElement.lang === "en-XA"`)
			left, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](untranslatedJS+`(`+string(allowed)+`)`))
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range left {
				t.Errorf("not translated: %s", s)
			}
		})
	}
}

// checkPseudo fails on every text of the page the pseudo-language did not
// reach, saying where (what).
func checkPseudo(t *testing.T, ctx context.Context, what, input string) {
	t.Helper()
	allowed, _ := json.Marshal(allowedWords(input))
	left, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](untranslatedJS+`(`+string(allowed)+`)`))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range left {
		t.Errorf("%s: not translated: %s", what, s)
	}
}

// openPseudo opens path (with its fragment) in a tab of its own in the
// pseudo-language and waits for the page to be ready in it.
func openPseudo(t *testing.T, path, ready string) context.Context {
	t.Helper()
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+path+"&lang=en-XA")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, path, ready+` && document.documentElement.lang === "en-XA"`)
	return ctx
}

// The quiz, its answer, the Generate form, the worksheet as printed, the
// RFC page and /embed in the pseudo-language: no text the catalogs did not
// give.
func TestPseudoLanguageQuizSheetEmbed(t *testing.T) {
	const in = "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a"
	u := base64.RawURLEncoding.EncodeToString([]byte(in))
	t.Run("quiz", func(t *testing.T) {
		ctx := openPseudo(t, "/#"+urllist.EncodeLink(teacherList, true), `document.querySelector('#quiz[data-at="0"]')`)
		checkPseudo(t, ctx, "the question", teacherList)
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#quiz-valid").click()`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the reveal", `document.querySelector("#quiz-reveal")`)
		checkPseudo(t, ctx, "the answer", teacherList)
	})
	t.Run("generate", func(t *testing.T) {
		ctx := openPseudo(t, "/#u="+u+"&v=list", `document.querySelector("#generate-toggle")`)
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector("#generate-toggle").click()`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the Generate form", `document.querySelector("#generate[open] #gen-seed")`)
		checkPseudo(t, ctx, "the Generate form", in)
	})
	t.Run("worksheet", func(t *testing.T) {
		entries, err := exercise.Generate(exercise.Options{Seed: 11, Count: 8, Invalid: 0.5})
		if err != nil {
			t.Fatal(err)
		}
		list := urllist.Write(entries)
		ctx := openPseudo(t, "/#"+urllist.EncodeLink(list, false)+"&v=list", `document.querySelector("#print-worksheet")`)
		waitListRead(t, ctx, len(entries))
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.print = () => {}; document.querySelector("#print-worksheet").click()`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "the worksheet", `document.querySelector("#worksheet .ws-item")`)
		if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatal(err)
		}
		checkPseudo(t, ctx, "the worksheet", list)
	})
	t.Run("rfc", func(t *testing.T) {
		ctx := openPseudo(t, "/rfc#u="+u, `document.querySelector('#rfc-page[data-ready="true"]')`)
		checkPseudo(t, ctx, "/rfc", in)
	})
	t.Run("embed", func(t *testing.T) {
		ctx := openPseudo(t, "/embed#u="+u, `document.querySelector('#embed[data-ready="true"]')`)
		checkPseudo(t, ctx, "/embed", in)
	})
}

// The railroad view's step-through in the pseudo-language: each step's
// line, stepped to by the arrow keys on #steps as a reader does, and the
// last one (where a rejected URL stops, with what the grammar expected),
// says no text the catalogs did not give; the step's own sentence is
// marked, not English.
func TestPseudoLanguageRailroadSteps(t *testing.T) {
	const in = "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a"
	ctx := openPseudo(t, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&v=railroad", `document.querySelector("#steps")`)
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("#steps"))); err != nil {
		t.Fatal(err)
	}
	step := func(key string, want string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, "step "+want, `document.querySelector('#steps .rr-step-line[data-step="`+want+`"]')`)
		line := eval[string](t, ctx, `document.querySelector("#steps .rr-step-line").textContent`)
		kind := eval[string](t, ctx, `document.querySelector("#steps .rr-step-line").dataset.kind`)
		if !strings.Contains(line, "⟦") {
			t.Errorf("step %s (%s) is not in the pseudo-language: %q", want, kind, line)
		}
		checkPseudo(t, ctx, "step "+want+" ("+kind+")", in)
	}
	for i := range 8 {
		step(kb.ArrowRight, strconv.Itoa(i))
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.End)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the last step", `document.querySelector('#steps .rr-step-line[data-kind="stop"]')`)
	last := eval[int](t, ctx, `+document.querySelector("#steps .rr-step-line").dataset.step`)
	checkPseudo(t, ctx, "the last step", in)
	for i := 1; i <= 4; i++ {
		step(kb.ArrowLeft, strconv.Itoa(last-i))
	}
}

// outsideMarksJS is what an element's text says outside every ⟦…⟧ of the
// pseudo-language.
const outsideMarksJS = `((el) => {
  let depth = 0, out = "";
  for (const ch of el.textContent) {
    if (ch === "⟦") depth++;
    else if (ch === "⟧") depth--;
    else if (depth === 0) out += ch;
  }
  return out;
})`

// The leftovers a reader of the translations found, each in the
// pseudo-language: the verdict's brackets, commas and stops are its
// templates' (nothing but a space outside the marks, where a language's
// punctuation could not reach); the strip's end mark and go-app's loading
// label are the catalog's; a count of one is said by its singular
// template ("Made 1 URL", "1 URL read").
func TestPseudoLanguageLeftovers(t *testing.T) {
	const in = "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a"
	ctx := openPseudo(t, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))+"&v=list",
		`document.querySelector("#verdict .verdict-why .rfc-link") && document.querySelector("#generate-toggle")`)
	if out := eval[string](t, ctx, outsideMarksJS+`(document.querySelector("#verdict"))`); strings.TrimSpace(out) != "" {
		t.Errorf("the verdict says %q outside its templates", out)
	}
	if mark := eval[string](t, ctx, `document.querySelector("#highlight .c.eof").dataset.mark`); mark != "⟦end⟧" {
		t.Errorf("the strip's end mark is %q, want the catalog's ⟦end⟧", mark)
	}
	if label := eval[string](t, ctx, `window.urlField.loadingLabel || ""`); label != "⟦The RFC 1738 parser is loading… {progress}%⟧" {
		t.Errorf("the loading label app.js is given is %q", label)
	}
	if label := eval[string](t, ctx, `(document.getElementById("app-wasm-loader-label") || {textContent: "⟦"}).textContent`); !strings.Contains(label, "⟦") {
		t.Errorf("go-app's loading label says %q", label)
	}
	fillGenerate(t, ctx, exercise.Options{Seed: 5, Count: 1, Invalid: 0})
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#generate-replace"))); err != nil {
		t.Fatal(err)
	}
	waitListRead(t, ctx, 1)
	if note := eval[string](t, ctx, `document.querySelector("#generate-note").textContent`); !strings.HasPrefix(note, "⟦Made 1 URL, 0 with a mistake") {
		t.Errorf("one URL made: %q", note)
	}
	if sum := eval[string](t, ctx, `document.querySelector("#tests-summary").textContent`); !strings.Contains(sum, "⟦ (1 URL read in ") || !strings.Contains(sum, "⟦1 pass⟧") {
		t.Errorf("a list of one URL: %q", sum)
	}
}
