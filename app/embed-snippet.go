package main

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"
)

// embedSnippet is the HTML that "Copy embed code" gives: an iframe of the
// embed page at src (the site's /embed, absolute) showing input, and the
// workspace view named view ("" for none), in language lang (langParam's
// parameter, "" for English). Both attribute values are
// escaped for HTML: the address holds only the page's own encoding of the
// input (base64url), and the title holds the input's text, which may hold
// quotes, "<" and "&".
//
// The size suits a 16:9 slide's content area; with a view, the frame is
// taller, for the diagram under the reading. loading="lazy" keeps a long
// course page from loading app.wasm for every frame until it is scrolled
// to; referrerpolicy="no-referrer" keeps the framing page's address (a
// course's, often private) from the site's server log.
func embedSnippet(src, input, view, lang string) string {
	addr := src + "#" + inputParams(input)
	height := "360"
	if view != "" {
		addr += "&" + viewKey + view
		height = "600"
	}
	addr += lang
	title := ui("ui.embed.title", embedTitleText(input))
	return `<iframe src="` + html.EscapeString(addr) + `" title="` + html.EscapeString(title) +
		`" width="720" height="` + height + `" loading="lazy" referrerpolicy="no-referrer"></iframe>`
}

// embedTitleMax is the most characters of the input the iframe's title
// quotes: a screen reader reads the title whenever it enters the frame.
const embedTitleMax = 60

// embedTitleText is the input as the title quotes it: control and format
// characters (line breaks, bidi controls) and invalid UTF-8 as spaces, and
// past embedTitleMax characters an ellipsis.
func embedTitleText(input string) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(input); {
		r, size := utf8.DecodeRuneInString(input[i:])
		i += size
		if n == embedTitleMax {
			b.WriteString("\u2026")
			break
		}
		if r == utf8.RuneError && size <= 1 || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			r = ' '
		}
		b.WriteRune(r)
		n++
	}
	if input == "" {
		return ui("ui.embed.empty")
	}
	return b.String()
}

// embeddable reports whether the workspace view id makes sense in the
// embed: the views of one URL's reading, not the list and the gallery,
// which load URLs into the playground's field.
func embeddable(id string) bool { return id != "list" && id != "examples" }
