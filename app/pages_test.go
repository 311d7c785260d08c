//go:build !wasm

package main

import (
	"math/rand"
	"os"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"
)

// goAppPage is a page shaped as go-app v9.8.0 writes one.
const goAppPage = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
    <meta content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover" name="viewport">
    <meta property="og:url" content="http://127.0.0.1:43123/">
    <title>RFC 1738 URL Playground</title>
    <link rel="icon" href="/web/icon.svg" type="image/svg+xml">
    <script defer src="/wasm_exec.js"></script>
    <script defer src="/app.js"></script>
    <script src="/web/theme.js"></script>
    <script defer src="/web/field.js"></script>
  </head>
  <body>
    <div id="app-wasm-loader" class="goapp-app-info">
      <img id="app-wasm-loader-icon" class="goapp-logo goapp-spin" src="/web/icon-192.png">
      <p id="app-wasm-loader-label" class="goapp-label">Loading… a &lt; b</p>
    </div>
  </body>
</html>`

func TestFixPage(t *testing.T) {
	got, err := fixPage([]byte(goAppPage), "data:image/svg+xml;base64,AA==", siteheaders.Security, 0)
	if err != nil {
		t.Fatal(err)
	}
	page := string(got)
	for _, want := range []string{
		`<meta charset="UTF-8"/>` + "\n" + `<meta content="` + strings.ReplaceAll(metaPolicy(siteheaders.ContentSecurityPolicy), "'", "&#39;") + `" http-equiv="Content-Security-Policy"/>`,
		`<meta content="width=device-width, initial-scale=1, viewport-fit=cover" name="viewport"/>`,
		`<link href="data:image/svg+xml;base64,AA==" rel="icon"/>`,
		`<img alt="" class="goapp-logo goapp-spin" id="app-wasm-loader-icon" src="/web/icon-192.png"/>`,
		`<p class="goapp-label" id="app-wasm-loader-label">Loading… a &lt; b</p>`,
		// field.js, deferred, runs before go-app's scripts; theme.js is
		// still the one script the first paint waits for.
		`<script defer="" src="/web/field.js"></script>` + "\n" + `<script defer="" src="/wasm_exec.js"></script>` + "\n    " +
			`<script defer="" src="/app.js"></script>` + "\n    " + `<script src="/web/theme.js"></script>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the fixed page lacks %s:\n%s", want, page)
		}
	}
	for _, bad := range []string{"og:url", "127.0.0.1", "maximum-scale", `href="/web/icon.svg"`} {
		if strings.Contains(page, bad) {
			t.Errorf("the fixed page still holds %s:\n%s", bad, page)
		}
	}
	if err := checkCSP(got); err != nil {
		t.Error(err)
	}
}

// The field as built holds the input it was built with (its
// data-fragment), from the first frame: field.js, deferred, runs later.
func TestFixPageFieldText(t *testing.T) {
	in := "http://a.example/<b>?q=x&y"
	field := `<div id="playground"><textarea class="url-input" data-fragment="` + fragmentKey + encodeBase64URL(in) + `" id="url-input"></textarea></div>`
	doc, err := html.Parse(strings.NewReader(fixedWithBody(t, field)))
	if err != nil {
		t.Fatal(err)
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && attr(n, "id") == "url-input" {
			if n.FirstChild == nil || n.FirstChild.Data != in || n.FirstChild.NextSibling != nil {
				t.Errorf("the field's text as built is %v, want %q", n.FirstChild, in)
			}
			return
		}
	}
	t.Fatal("no field in the fixed page")
}

// field.js not deferred would hold the first paint back again: the
// build refuses it.
func TestFixPageRefusesFieldJSInHead(t *testing.T) {
	in := strings.Replace(goAppPage, `<script defer src="/web/field.js">`, `<script src="/web/field.js">`, 1)
	if _, err := fixPage([]byte(in), "data:,", siteheaders.Security, 0); err == nil || !strings.Contains(err.Error(), "not deferred") {
		t.Errorf("fixPage with field.js not deferred = %v, want an error", err)
	}
}

// go-app prints attributes in map order: the fixed page is the same
// whatever the order.
func TestFixPageSortsAttributes(t *testing.T) {
	attrs := []string{`rel="preload"`, `href="/app.css"`, `as="style"`, `type="text/css"`, `defer`, `data-x="a &amp; b"`}
	rng := rand.New(rand.NewSource(1))
	var first string
	for range 20 {
		rng.Shuffle(len(attrs), func(i, j int) { attrs[i], attrs[j] = attrs[j], attrs[i] })
		in := strings.Replace(goAppPage, "<title>", "<link "+strings.Join(attrs, " ")+">\n<title>", 1)
		got, err := fixPage([]byte(in), "data:,", siteheaders.Security, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(got), `<link as="style" data-x="a &amp; b" defer="" href="/app.css" rel="preload" type="text/css"/>`) {
			t.Fatalf("attributes not sorted:\n%s", got)
		}
		if first == "" {
			first = string(got)
		} else if string(got) != first {
			t.Fatalf("two orders of the same attributes give two pages")
		}
	}
}

// An attribute value go-app escaped as Go does (strconv.Quote) fails the
// build rather than being cut.
func TestFixPageRefusesGoEscapes(t *testing.T) {
	in := strings.Replace(goAppPage, "<title>", `<div title="a \"q\" b"></div><title>`, 1)
	if _, err := fixPage([]byte(in), "data:,", siteheaders.Security, 0); err == nil || !strings.Contains(err.Error(), "backslash") {
		t.Errorf("fixPage of a Go-escaped attribute = %v, want an error about the backslash", err)
	}
}

// The field's mirror holds the field's text and nothing else: the line
// breaks go-app writes between its elements go, the white space inside its
// spans (a space or a line break of the input) stays.
func TestFixPageFieldLayerText(t *testing.T) {
	layer := "<div id=\"playground\"><div class=\"field-stack\">\n<div class=\"field-layer\" id=\"field-layer\"><span class=\"run\">\n" +
		"<span class=\"fl r-scheme\">http</span>\n<span class=\"fl\">:// </span>\n<span class=\"fl-at d-at\"></span>\n" +
		"<span class=\"fl\">\n</span>\n<span class=\"fl r-host\">a b</span>\n</span></div>\n<textarea>x</textarea>\n</div></div>"
	doc, err := html.Parse(strings.NewReader(fixedWithBody(t, layer)))
	if err != nil {
		t.Fatal(err)
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && attr(n, "id") == "field-layer" {
			var text strings.Builder
			for d := range n.Descendants() {
				if d.Type == html.TextNode {
					text.WriteString(d.Data)
				}
			}
			if want := "http:// \na b"; text.String() != want {
				t.Errorf("the field layer's text is %q, want %q", text.String(), want)
			}
			return
		}
	}
	t.Fatal("no field layer in the fixed page")
}

// The playground's text as built is the app's: the verdict's sentence
// reads "(byte 26, RFC 1738 §2.2).", not "(byte 26, RFC 1738 §2.2 ).".
func TestFixPageTextAsTheAppHasIt(t *testing.T) {
	verdict := "<div id=\"playground\"><p class=\"verdict-line\">\n<strong>✗ Not valid</strong>\n \n<span class=\"verdict-why\">\n" +
		"as httpurl: &#34;~&#34; is unsafe (byte 26, \n<a href=\"/rfc#section-2.2\">RFC 1738 §2.2</a>\n).\n</span>\n</p>\n" +
		"<pre>\n<b>a</b>\n b\n</pre>\n</div>"
	got := fixedWithBody(t, verdict)
	for _, want := range []string{
		`<p class="verdict-line"><strong>✗ Not valid</strong> <span class="verdict-why">as httpurl: &#34;~&#34; is unsafe (byte 26, <a href="/rfc#section-2.2">RFC 1738 §2.2</a>).</span></p>`,
		"<pre><b>a</b>\n b\n</pre>", // the parser drops the first line break of a <pre>
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the fixed page lacks %s:\n%s", want, got)
		}
	}
}

// fixedWithBody is goAppPage with body first in its <body>, as fixPage
// fixes it.
func fixedWithBody(t *testing.T, body string) string {
	t.Helper()
	page := strings.Replace(goAppPage, "  <body>\n", "  <body>\n"+body+"\n", 1)
	got, err := fixPage([]byte(page), "data:,", siteheaders.Security, 0)
	if err != nil {
		t.Fatal(err)
	}
	return string(got)
}

// The policy allows the playground's one inline script by its hash, and
// that hash is the script's: a change to the script without the hash
// would leave a shared link's reader unstarted.
func TestReaderStartHash(t *testing.T) {
	if got := scriptHash(readerStartJS); got != siteheaders.ReaderStartHash {
		t.Errorf("the reader's start hashes to %s; siteheaders.ReaderStartHash is %s", got, siteheaders.ReaderStartHash)
	}
	if !strings.Contains(siteheaders.ContentSecurityPolicy, siteheaders.ReaderStartHash) ||
		!strings.Contains(siteheaders.EmbedContentSecurityPolicy, siteheaders.ReaderStartHash) {
		t.Error("a policy does not list the reader's start")
	}
	if strings.Contains(strings.ToLower(readerStartJS), "</script") {
		t.Error("the reader's start holds </script, which would end the element")
	}
}

// The playground's head starts the reader first, right after the policy
// and before the style sheets and scripts, with the reader's address
// beside theme.js's and reader.wasm's size, against which its download is
// counted; other pages have no inline script.
func TestFixPageReaderStart(t *testing.T) {
	play := strings.Replace(goAppPage, "<body>", `<body><div id="playground"></div>`, 1)
	play = strings.ReplaceAll(play, `"/web/`, `"/name/web/`)
	got, err := fixPage([]byte(play), "data:,", siteheaders.Security, 4036488)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := html.Parse(strings.NewReader(string(got)))
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode || n.Parent == nil || n.Parent.DataAtom != atom.Head {
			continue
		}
		switch {
		case n.DataAtom == atom.Script && n.FirstChild != nil:
			if n.FirstChild.Data != readerStartJS {
				t.Errorf("the inline script is %q", n.FirstChild.Data)
			}
			order = append(order, "start "+attr(n, "data-reader")+" "+attr(n, "data-reader-size"))
		case n.DataAtom == atom.Meta && attr(n, "http-equiv") != "":
			order = append(order, "policy")
		case n.DataAtom == atom.Link || n.DataAtom == atom.Script:
			order = append(order, "file")
		}
	}
	if len(order) < 3 || order[0] != "policy" || order[1] != "start /name/web/reader.js 4036488" {
		t.Errorf("the head's order: %q; want the policy, then the reader's start, then the files", order)
	}
	if err := checkCSP(got); err != nil {
		t.Error(err)
	}
	plain, err := fixPage([]byte(goAppPage), "data:,", siteheaders.Security, 0)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(plain), "data-reader") {
		t.Error("a page that is not the playground starts the reader")
	}
	// A build without a reader says no size: the download is not counted.
	unsized, err := fixPage([]byte(play), "data:,", siteheaders.Security, 0)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(unsized), "data-reader-size") {
		t.Error("a size of 0 is written into the page")
	}
}

// The reader's worker, when it asks for reader.wasm itself, counts the
// download against the decoded size that this site's server sends in a
// header, and names that header by its literal (one more script in the
// worker would be one more request ahead of reader.wasm on a slow link).
// A renamed header would leave that count at nothing.
func TestReaderDecodedLengthHeader(t *testing.T) {
	js, err := os.ReadFile("../web/reader.js")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `r.headers.get("`+siteheaders.DecodedLength+`")`) {
		t.Errorf("web/reader.js does not read the header %s", siteheaders.DecodedLength)
	}
}
