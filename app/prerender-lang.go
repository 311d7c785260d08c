//go:build !wasm

package main

// The pages as built, in the other languages. The site is one set of
// pages, built in English: a language is chosen in the address's fragment
// (lang=) or by the browser, which no server sees, so the server cannot
// send a page in it. Two things are written per language instead:
//
//   - web/chrome/<tag>.json: what the playground as built (index.html)
//     says differently in the language (and web/chrome/embed-<tag>.json,
//     web/chrome/rfc-<tag>.json, the same of /embed and /rfc, which a
//     teacher's frame or a student's bookmark opens first): the text nodes and attributes that
//     differ, by the element's index in document order (<body> is 0) and
//     the text's index among its element's children, and where the two
//     renderings differ in shape (a translation that orders a sentence's
//     parts otherwise), the element's children whole, as the reader's
//     plain trees ({t, a, k} / {x}). web/field.js fetches it beside the
//     catalog and applies it before <body> is first shown (and, when the
//     menu changes the language before app.wasm runs, takes the one
//     applied off and applies the chosen one's); it is made by
//     rendering the page again with the catalog and comparing, so it is
//     exactly what app.wasm draws in that language, and go-app adopts the
//     nodes as they are. English pays nothing for it but field.js's code.
//   - sources-<tag>.html: /sources with its headings, introduction and
//     links in the language; the statements and their bases are the
//     ledger's data, listed as they are.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/net/html"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// A siteLang is one language's catalog as internal/langfiles writes it
// into the site.
type siteLang struct {
	Lang     string            `json:"lang"`
	Messages map[string]string `json:"messages"`
}

// siteLanguages reads the catalogs in dir/web/lang, English aside, in the
// order of their tags.
func siteLanguages(dir string) ([]siteLang, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "web", "lang", "*.json"))
	if err != nil {
		return nil, err
	}
	slices.Sort(paths)
	var out []siteLang
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var l siteLang
		if err := json.Unmarshal(b, &l); err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		// A tag names a file: no separator or dot can come from a
		// catalog into a path.
		if l.Lang == "" || strings.ContainsAny(l.Lang, "/\\.") || filepath.Base(p) != l.Lang+".json" {
			return nil, fmt.Errorf("%s: lang %q does not name it", p, l.Lang)
		}
		if l.Lang != "en" {
			out = append(out, l)
		}
	}
	return out, nil
}

// inLang runs f with every statement said in l's language and l as the
// page's language, as app.wasm has them once it has loaded the catalog,
// then English again.
func inLang(l siteLang, f func() error) error {
	parser.Translate(l.Messages)
	pageLang = l.Lang
	defer func() {
		parser.Translate(nil)
		pageLang = "en"
	}()
	return f()
}

// chromePages are the pages app.wasm draws, each with the prefix of its
// chrome's file in web/chrome (field.js's chromeFile).
var chromePages = []struct{ file, prefix string }{
	{"index.html", ""},
	{"embed.html", "embed-"},
	{"rfc.html", "rfc-"},
}

// writeLanguages writes, for each catalog in dir/web/lang, the chrome of
// the pages app.wasm draws (web/chrome/<prefix><tag>.json) and /sources in
// that language; handler makes the site's go-app handler, as generateSite has
// it, and root is the site's path prefix.
func writeLanguages(dir, root string, handler func() *app.Handler) error {
	langs, err := siteLanguages(dir)
	if err != nil {
		return err
	}
	en := make([][]byte, len(chromePages))
	for i, pg := range chromePages {
		if en[i], err = os.ReadFile(filepath.Join(dir, pg.file)); err != nil {
			return err
		}
	}
	icon, err := os.ReadFile(filepath.Join(dir, "web", "icon.svg"))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, "web", "chrome"), 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "rfc1738-lang-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for _, l := range langs {
		out := filepath.Join(tmp, l.Lang)
		if err := os.MkdirAll(filepath.Join(out, "web"), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, "web", "icon.svg"), icon, 0o644); err != nil {
			return err
		}
		err := inLang(l, func() error {
			if err := app.GenerateStaticWebsite(out, handler()); err != nil {
				return err
			}
			if err := unquoteAttrs(out); err != nil {
				return err
			}
			if err := fixPages(out); err != nil {
				return err
			}
			return writeSourcesPage(dir, root)
		})
		if err != nil {
			return fmt.Errorf("the pages in %s: %v", l.Lang, err)
		}
		for i, pg := range chromePages {
			tr, err := os.ReadFile(filepath.Join(out, pg.file))
			if err != nil {
				return err
			}
			ops, err := chromeDiff(en[i], tr)
			if err == nil {
				err = checkChrome(en[i], tr, ops)
			}
			if err != nil {
				return fmt.Errorf("%s in %s: %v", pg.file, l.Lang, err)
			}
			b, err := json.Marshal(ops)
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, "web", "chrome", pg.prefix+l.Lang+".json"), b, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// unquoteAttrs leaves in dir the chromePages as built alone, with their
// attribute values as the browser has them. go-app writes a value with
// strconv.Quote's escapes; no English value has one (fixPage refuses
// them), but a translation's no-break space (French puts one before a
// colon) is written "\u00a0", which app.wasm, setting the attribute
// itself, never shows.
func unquoteAttrs(dir string) error {
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		return err
	}
	for _, p := range pages {
		if !slices.ContainsFunc(chromePages, func(c struct{ file, prefix string }) bool { return c.file == filepath.Base(p) }) {
			if err := os.Remove(p); err != nil {
				return err
			}
			continue
		}
		if err := unquotePage(p); err != nil {
			return err
		}
	}
	return nil
}

// unquotePage rewrites page p with its attribute values unquoted.
func unquotePage(p string) error {
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	doc, err := html.Parse(bytes.NewReader(b))
	if err != nil {
		return err
	}
	for n := range doc.Descendants() {
		for i, a := range n.Attr {
			if strings.Contains(a.Val, `\`) {
				v, err := strconv.Unquote(`"` + a.Val + `"`)
				if err != nil {
					return fmt.Errorf("<%s %s=%q>: %v", n.Data, a.Key, a.Val, err)
				}
				n.Attr[i].Val = v
			}
		}
	}
	var out bytes.Buffer
	if err := html.Render(&out, doc); err != nil {
		return err
	}
	return os.WriteFile(p, out.Bytes(), 0o644)
}
