package e2e

// The page says when it is behind the input, whatever moved it: a test (or
// a student's tool) that waits for the field to hold an input and for
// #playground to have no data-behind reads that input's own diagnostics,
// never the previous input's. A link opened on the page already showing
// another is a same-document navigation: the page is ready and its verdict
// drawn before the new input is read, so only data-behind tells the two
// apart.

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// linkInputs follow each other in TestLinkAfterLink: valid and invalid,
// the empty input, and neighbours of equal length whose readings differ,
// so that a reading left from the previous input is seen.
var linkInputs = []string{
	"http://host/a b~c",       // two errors: the space and the "~" (section 2.2)
	"",                        // one error: nothing to read
	"http://host/~user",       // one error: the "~"
	"http://host/%7Euser",     // valid
	"ftp://@host.com/",        // valid: an empty user (section 3.1)
	"ftp://@host.com\\",       // invalid, the same length
	"mailto:a@b",              // valid (section 3.5)
	"mailto:a b",              // invalid, the same length
	"",                        // the empty input again
	"news:comp.infosystems",   // valid (section 3.6)
	"http://www.example.com:", // an empty port
	"not a url at all",        // no scheme
	"http://host/a b~c",       // where the list began
}

// diagnosticsOf is what the page must show for input: the verdict, the
// error count, and the first error's code.
type diagnosticsOf struct {
	Valid      bool   `json:"valid"`
	Production string `json:"production"`
	Errors     int    `json:"errors"`
	First      string `json:"first"`
}

func wantDiagnostics(input string) diagnosticsOf {
	res := parser.Parse(input, parser.Trace)
	d := diagnosticsOf{Valid: res.Valid, Production: res.Production}
	for _, g := range res.Diagnostics {
		if g.Severity == parser.Error {
			if d.Errors == 0 {
				d.First = string(g.Code)
			}
			d.Errors++
		}
	}
	return d
}

// shownDiagnostics reads what the page shows.
const shownDiagnostics = `(() => {
	const v = document.querySelector("#verdict");
	const errs = [...document.querySelectorAll('#diagnostics [data-code][data-severity="error"]')];
	return {valid: v.dataset.valid === "true", production: v.dataset.production || "",
		errors: errs.length, first: errs.length ? errs[0].dataset.code : ""};
})()`

// TestLinkAfterLink opens one #u= link after another in the same tab as fast
// as the driver allows, waits for each only as a test reading the page
// should (the field holds the input, the page is not behind), and checks
// that the verdict, the error count and the first error are that input's.
// Then it sets location.hash several times in one task and checks that the
// page ends on the last input's reading.
func TestLinkAfterLink(t *testing.T) {
	ctx := newTab(t)
	// The first load is a document of its own: ready means drawn.
	if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte("http://a/"))); err != nil {
		t.Fatal(err)
	}
	if err := waitReady(ctx); err != nil {
		t.Fatal(err)
	}
	for round := 0; round < 3; round++ {
		for i, in := range linkInputs {
			if err := open(ctx, "/#u="+base64.RawURLEncoding.EncodeToString([]byte(in))); err != nil {
				t.Fatal(err)
			}
			js, _ := json.Marshal(in)
			waitFor(t, ctx, fmt.Sprintf("%q in the field, and the page not behind", in),
				`document.querySelector("#url-input").value === `+string(js)+` && !!document.querySelector('#playground[data-ready="true"]:not([data-behind])')`)
			got := eval[diagnosticsOf](t, ctx, shownDiagnostics)
			if want := wantDiagnostics(in); got != want {
				prev := linkInputs[(i+len(linkInputs)-1)%len(linkInputs)]
				t.Errorf("round %d, link %d %q: the page shows %+v, want %+v (the previous input was %q)", round, i, in, got, want, prev)
			}
			counts := eval[string](t, ctx, `document.querySelector("#verdict .verdict-counts").textContent`)
			if want := fmt.Sprintf("%d bytes;", len(in)); !strings.HasPrefix(counts, want) {
				t.Errorf("round %d, %q: the verdict's counts read %q, want %q first", round, in, counts, want)
			}
			if n := eval[string](t, ctx, `document.querySelector("#verdict").dataset.length || ""`); n != fmt.Sprint(len(in)) {
				t.Errorf("round %d, %q: #verdict[data-length] is %q, want %d", round, in, n, len(in))
			}
		}
	}

	// Several hash changes in one task: the page reads the last.
	before := reading(t, ctx)
	var hashes []string
	for _, in := range linkInputs[:6] {
		hashes = append(hashes, "u="+base64.RawURLEncoding.EncodeToString([]byte(in)))
	}
	list, _ := json.Marshal(hashes)
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`for (const h of `+string(list)+`) location.hash = h`)); err != nil {
		t.Fatal(err)
	}
	last := linkInputs[5]
	waitNewReading(t, ctx, before)
	waitDrawn(t, ctx, last)
	if got, want := eval[diagnosticsOf](t, ctx, shownDiagnostics), wantDiagnostics(last); got != want {
		t.Errorf("after six hash changes in one task: the page shows %+v, want %+v for %q", got, want, last)
	}
}
