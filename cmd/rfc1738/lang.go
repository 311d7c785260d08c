package main

// This file is -lang: the language of what the command says about each
// URL — a report's messages and fixes, -interpret's steps, notes and
// marks, -compare's causes and readers' verdicts and its later RFC's
// date and status, -generate's hints and mistakes, -check's errors, and
// the command's own phrases around them (internal/clitext) — taken from
// the catalogs of package i18n (parser.Translate). The rest stays as it is
// in every language: the JSON keys and every value that is not a sentence
// (the JSON's status among them), the codes, rule names and part names,
// the RFC's quotes (a reader always sees the source) and the sections that
// cite them, the report's headings and the verdict's words, a later RFC's
// title, -check's lines, and the command's own usage errors.

import (
	"strconv"
	"strings"
	"time"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// langMessages is the catalog -lang chose (nil: English). The page's
// words the command shares with it — a month's name, the order of a
// date, an RFC's status — are interface strings of the page, not statements of a catalog
// the command links, so the command reads them from the file itself
// (pageText).
var langMessages map[string]string

// langFlag is -lang. Setting it loads the catalog and makes it the
// parser's and every package's: an unknown tag is the flag's error (exit
// status 2), which names the languages there are. -lang may come after
// -generate's count, which the flag package reads late.
type langFlag struct{ tag string }

func (l *langFlag) String() string {
	if l == nil || l.tag == "" {
		return i18n.English
	}
	return l.tag
}

func (l *langFlag) Set(tag string) error {
	if tag == i18n.English {
		translate(nil)
		l.tag = tag
		return nil
	}
	c, err := i18n.Load(tag)
	if err != nil {
		return err
	}
	translate(c.Messages)
	l.tag = tag
	return nil
}

// translate makes m (a catalog's messages; nil for English) the
// language of the parser, of every package's statements and of the
// page's words the command says.
func translate(m map[string]string) {
	parser.Translate(m)
	langMessages = m
}

// pageText is the page's interface string id in the language chosen,
// formatted with args when there are any; English's when the language
// has none.
func pageText(id string, args ...any) string {
	t, ok := langMessages[id]
	if !ok {
		en, err := i18n.Load(i18n.English)
		if err != nil { // cannot happen: English is embedded, and tested
			panic(err)
		}
		t = en.Messages[id]
	}
	if len(args) == 0 {
		return t
	}
	// Filled as the page fills it: Chinese closes up the template's
	// spaces between its own characters.
	return parser.Fill(t, args...)
}

// dateText is a month of publication and its year ("December", 1994) as
// the page says them in the language chosen: "December 1994", "décembre
// 1994", "1994年12月".
func dateText(month string, year int) string {
	for m := time.January; m <= time.December; m++ {
		if m.String() == month {
			month = pageText("ui.month." + strings.ToLower(month))
			break
		}
	}
	return pageText("ui.date", month, strconv.Itoa(year))
}

// statusText is a later RFC's status in the RFC Editor's index ("Proposed
// Standard") as the page says it in the language chosen: the language's
// word, and the English name beside it where the word differs, since a
// reader looks the status up in the index by that name. A status the page
// has no word for is said as it is.
func statusText(status string) string {
	id := "ui.status." + strings.ToLower(strings.ReplaceAll(status, " ", "-"))
	w := pageText(id)
	if w == "" || w == status {
		return status
	}
	return pageText("ui.record.named", w, status)
}
