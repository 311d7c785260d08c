package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestDiagnosticQuotesAndFixes checks what the diagnostics panel teaches:
// each diagnostic that cites RFC 1738 shows the sentence it rests on, as
// text, beside its section link; the fragment's fix removes the fragment
// (section 2.2: it is not part of the URL) rather than encode its "#"; and
// the canonical form of an invalid URL says that it is still invalid.
func TestDiagnosticQuotesAndFixes(t *testing.T) {
	ctx := newTab(t)
	const in = "http://host/p?q#frag"
	openInput(t, ctx, in)
	waitVerdict(t, ctx, in, false, "httpurl")
	waitSettled(t, ctx)
	frag := `#diagnostics [data-code="fragment"][data-start="15"][data-end="20"]`
	quote := eval[string](t, ctx, `(() => { const q = document.querySelector('`+frag+` .diag-quote'); return q ? q.textContent : "" })()`)
	if !strings.Contains(quote, "to delimit a URL from a fragment/anchor identifier that might follow it") {
		t.Errorf("the fragment's quote = %q, want section 2.2's sentence", quote)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('`+frag+` .diag-quote *').length`); n != 0 {
		t.Errorf("the quote holds %d elements, want text only", n)
	}
	if href := eval[string](t, ctx, `document.querySelector('`+frag+` .rfc-link').getAttribute("href")`); !strings.Contains(href, "2.2") {
		t.Errorf("the fragment's section link is %q, want section 2.2", href)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#fix-all"))); err != nil {
		t.Fatal(err)
	}
	waitVerdict(t, ctx, "http://host/p?q", true, "httpurl")

	// A host is not encoded: the canonical form leaves it as typed, and
	// says that it is still invalid.
	ctx = newTab(t)
	const host = "http://exa mple.com/"
	openInput(t, ctx, host)
	waitVerdict(t, ctx, host, false, "httpurl")
	waitSettled(t, ctx)
	// (The page draws a space as "␣", visibly.)
	if c := eval[string](t, ctx, `document.querySelector("#canonical .canonical-text").textContent`); c != "http://exa\u2423mple.com/" {
		t.Errorf("canonical form %q, want %q as typed", c, host)
	}
	if v := eval[string](t, ctx, `document.querySelector("#canonical").dataset.valid`); v != "false" {
		t.Errorf(`#canonical[data-valid] = %q, want "false"`, v)
	}
	if l := eval[string](t, ctx, `document.querySelector("#canonical .canonical-label").textContent`); !strings.Contains(l, "still invalid") {
		t.Errorf("canonical label %q, want it to say the form is still invalid", l)
	}
}
