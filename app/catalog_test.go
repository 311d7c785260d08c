//go:build !wasm

package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/internal/clitext"
	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// The English catalog, i18n/en.json, is what every translation is checked
// against and what a translator starts from, so it must hold every
// template the tool says, as the code says it now: the parser's own
// statements, every catalog the program makes (parser.Catalogs: each
// package's table — compare, exercise, railroad, internal/readview — and the page's,
// its statements and its interface strings, whatever catalog says them;
// internal/clitext, the command's phrases, linked by this test alone), and
// the gallery's. The page's tables are reachable only from here (app
// is a command), so this test writes the file: a changed table is a
// changed file, rewritten by
//
//	WRITE_EN_JSON=1 go test ./app -run TestEnglishCatalog
//
// and committed with the change; the translations' tests (package i18n)
// then name every entry a language lacks.
func TestEnglishCatalog(t *testing.T) {
	msgs := map[string]string{}
	from := map[string]string{}
	add := func(source string, templates map[string]string) {
		for id, text := range templates {
			// The page's catalog says readview's statements too: the
			// same statement reached twice. Two texts are two statements.
			if prev, dup := msgs[id]; dup && prev != text {
				t.Errorf("%s is %q in %s and %q in %s: an ID names one statement", id, prev, from[id], text, source)
			}
			msgs[id], from[id] = text, source
		}
	}
	table := func(ss []parser.Statement) map[string]string {
		m := map[string]string{}
		for _, s := range ss {
			m[s.ID] = s.Text
		}
		return m
	}
	add("parser", table(parser.Statements()))
	add("compare", table(compare.Statements()))
	add("exercise", table(exercise.Statements()))
	add("internal/readview", table(readview.Statements))
	add("internal/clitext", table(clitext.Statements())) // the command's, which the page never says
	add("the gallery", table(galleryStatements()))
	// Not a sentence: the entry that names a catalog's language, whose
	// plural rule the programs that are handed its messages alone follow
	// (parser.PluralID).
	add("parser's plural rule", map[string]string{parser.PluralID: i18n.English})
	for i, c := range parser.Catalogs() {
		add(fmt.Sprintf("catalog %d", i+1), parser.EnglishTemplates(c))
	}
	for _, id := range []string{"diag.bad-escape", "compare.at-sign", "exercise.hint", "page.exercise.about"} {
		if _, ok := msgs[id]; !ok {
			t.Errorf("no %s among the statements", id)
		}
	}

	want := (&i18n.Catalog{Lang: i18n.English, Name: "English", Messages: msgs}).Marshal()
	path := filepath.Join("..", "i18n", "en.json")
	got, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	if os.Getenv("WRITE_EN_JSON") != "" {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s: %d statements", path, len(msgs))
		return
	}
	t.Errorf("%s is not what the code's tables say now (%d statements); rewrite it with\n\tWRITE_EN_JSON=1 go test ./app -run TestEnglishCatalog\nand commit it", path, len(msgs))
}

// Every catalog the module's code makes is one this test binary links,
// and so one TestEnglishCatalog writes out: a catalog in a package the
// page does not import (a command's) would stay English in every language,
// with no test to say so.
func TestEveryCatalogInEnglishFile(t *testing.T) {
	made := 0
	var where []string
	root := ".."
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel == "build" || strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") || strings.HasPrefix(rel, "parser/") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if n := strings.Count(string(b), "parser.NewCatalog("); n > 0 {
			made += n
			where = append(where, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(parser.Catalogs()); n != made {
		t.Errorf("the module's code makes %d catalogs (%s), and this test binary links %d: TestEnglishCatalog writes only those it links", made, strings.Join(where, ", "), n)
	}
}
