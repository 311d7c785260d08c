//go:build !wasm

package main

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// A count of one is said by its singular sentence and any other by its
// plural, whichever argument the sentence names it by; the quiz's ending
// sentence agrees with both its counts.
func TestUICount(t *testing.T) {
	for _, tc := range []struct {
		got, want string
	}{
		{uiCount("ui.gen.made", 1, 0, "7", "rfc1738 -generate 1"), "Made 1 URL, 0 with a mistake, from seed 7; rfc1738 -generate 1 prints the same list."},
		{uiCount("ui.gen.made", 2, 1, "7", "x"), "Made 2 URLs, 1 with a mistake, from seed 7; x prints the same list."},
		{uiCount("ui.copied", 1, "the link"), "Copied the link (1 character)."},
		{uiCount("ui.copied", 12, "the link"), "Copied the link (12 characters)."},
		{uiCount("ui.report.score-on", 1, 1, 1), "Score 1 of 1, on 1 question"},
		{uiCount("ui.report.score-on", 3, 2, 3), "Score 2 of 3, on 3 questions"},
		{uiCount("ui.quiz.unasked", 1, 4), "1 of 4 URLs was not asked: the quiz was ended before it."},
		{quizEndWhy(1, 1, 3), "You have answered 1 question; 1 of 3 URLs is not asked yet and will not count. The end shows your score and what you missed."},
		{quizEndWhy(0, 2, 3), "You have answered 0 questions; 2 of 3 URLs are not asked yet and will not count. The end shows your score and what you missed."},
		{quizEndWhy(2, 1, 4), "You have answered 2 questions; 1 of 4 URLs is not asked yet and will not count. The end shows your score and what you missed."},
		{keyAbout(1), "For the worksheet of this URL: the verdict of the BNF of section 5, the first error the parser reports, and the section that rules on it."},
	} {
		if tc.got != tc.want {
			t.Errorf("got  %q\nwant %q", tc.got, tc.want)
		}
	}
}

// The list's kind (the command's report, JSON or -check output) is said by
// a sentence of its own for each, not by urllist's English name for it
// put into one.
func TestReadAsEverySource(t *testing.T) {
	texts := map[string]string{}
	for _, s := range uiStatements() {
		texts[s.ID] = s.Text
	}
	for _, src := range []urllist.Source{urllist.Report, urllist.JSON, urllist.Check} {
		text, ok := texts[readAsID[src]]
		if !ok || strings.Contains(text, "%") {
			t.Errorf("%s: %q is not a sentence of its own (%q)", src, readAsID[src], text)
		}
	}
}

// go-app's loading label is the English interface string in go-app's form,
// as app.js has always had it; a language's is made the same way by
// web/field.js.
func TestLoadingLabel(t *testing.T) {
	if got, want := loadingLabel(uiCatalog.Template("ui.loading.progress")), "The RFC 1738 parser is loading… {progress}%"; got != want {
		t.Errorf("loading label %q, want %q", got, want)
	}
	if got, want := loadingLabel("L'analyseur RFC 1738 se charge… %[1]d %%"), "L'analyseur RFC 1738 se charge… {progress} %"; got != want {
		t.Errorf("loading label %q, want %q", got, want)
	}
}

// The page's counts follow the language's plural rule, which its catalog
// names: French says 0 in the singular, English in the plural, Chinese
// says every number in its one form.
func TestUICountLanguages(t *testing.T) {
	defer parser.Translate(nil)
	for _, tc := range []struct {
		tag       string
		got       func() string
		want, not string
	}{
		{"fr", func() string { return uiCount("ui.tests.pass", 0) }, "0 réussie", "0 réussies"},
		{"fr", func() string { return quizEndWhy(0, 2, 3) }, "Vous avez répondu à 0 question\u00a0;", "0 questions"},
		{"fr", func() string { return fixChanged(1) }, "a modifié 1 passage\u00a0:", ""},
		{"pt-BR", func() string { return uiCount("ui.gen.made", 0, 0, "7", "x") }, "Foi gerada 0 URL,", ""},
		{"en", func() string { return uiCount("ui.tests.pass", 0) }, "0 pass", ""},
		{"en", func() string { return quizEndWhy(0, 2, 3) }, "You have answered 0 questions;", ""},
		{"en-XA", func() string { return quizEndWhy(0, 1, 3) }, "⟦You have answered 0 questions; 1 of 3 URLs is not", ""},
		{"zh-Hans", func() string { return uiCount("ui.quiz.unasked", 1, 4) }, "有 1 个 URL（共 4 个）未被问到：测验提前结束了。", ""},
	} {
		c, err := i18n.Load(tc.tag)
		if err != nil {
			t.Fatal(err)
		}
		parser.Translate(c.Messages)
		if tc.tag == i18n.English {
			parser.Translate(nil)
		}
		got := tc.got()
		if !strings.Contains(got, tc.want) || tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("%s: %q, want %q in it", tc.tag, got, tc.want)
		}
	}
}
