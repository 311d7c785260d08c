//go:build !wasm

package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// galleryExampleLists are the gallery's example lists, by the name the
// gallery gives them.
func galleryExampleLists() map[string][]example {
	return map[string][]example{"rfc": rfcExamples, "project": projectExamples, "mistake": mistakeExamples}
}

// TestGalleryStatements holds the gallery's statements to the ledger's
// rules: a unique ID under "gallery.", a text with no stray "%" (a
// template reads as fmt reads it, and the gallery's have no placeholders),
// and at least one basis, each of which passes Basis.Check: a grammar
// basis names a rule of section 5, a prose basis is word for word in its
// section of RFC 1738, another document is named with what it is cited
// for. A prose basis quotes RFC 1738 only: what another document says is
// an other basis, whose text the tests do not hold.
func TestGalleryStatements(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range galleryStatements() {
		if !strings.HasPrefix(s.ID, "gallery.") || seen[s.ID] {
			t.Errorf("statement %q: an ID not under \"gallery.\", or defined twice", s.ID)
		}
		seen[s.ID] = true
		if s.Text == "" || len(s.Basis) == 0 {
			t.Errorf("statement %s: no text, or no basis", s.ID)
		}
		if strings.Contains(strings.ReplaceAll(s.Text, "%%", ""), "%") {
			t.Errorf("statement %s: a \"%%\" not written \"%%%%\" in %q", s.ID, s.Text)
		}
		for _, b := range s.Basis {
			if msg := b.Check(); msg != "" {
				t.Errorf("statement %s: %s", s.ID, msg)
			}
			if b.Kind == parser.Prose && b.Doc != "RFC 1738" {
				t.Errorf("statement %s: a prose basis quotes %s", s.ID, b.Doc)
			}
		}
	}
	// galleryStatements is a copy: a caller's change does not reach the
	// table the gallery reads.
	got := galleryStatements()
	got[0].Text, got[0].Basis[0].Quote = "changed", "changed"
	if first := tableStatements(galleryTable)[0]; first.Text == "changed" || galleryBases[first.ID][0].Quote == "changed" {
		t.Error("galleryStatements returns the table itself, not a copy")
	}
	// Every basis is a statement's: one whose statement was removed or
	// renamed would not be listed.
	for id := range galleryBases {
		if !seen[id] {
			t.Errorf("bases for %s, which is no gallery statement", id)
		}
	}
}

// TestGalleryExamplesSayStatements: every example names its lesson's and
// its title's statements, which exist, and shows their text; every
// gallery statement is an example's title or lesson, once.
func TestGalleryExamplesSayStatements(t *testing.T) {
	defined := map[string]string{}
	for _, s := range tableStatements(galleryTable) {
		defined[s.ID] = strings.ReplaceAll(s.Text, "%%", "%")
	}
	used := map[string]int{}
	for name, list := range galleryExampleLists() {
		for i, ex := range list {
			where := name + "-" + strconv.Itoa(i)
			for _, tt := range []struct{ id, shown string }{{ex.ID, ex.lesson()}, {ex.ID + ".title", ex.title()}} {
				used[tt.id]++
				text, ok := defined[tt.id]
				switch {
				case !ok:
					t.Errorf("%s (%q) names %s, which is not a statement", where, ex.Input, tt.id)
				case tt.shown != text:
					t.Errorf("%s shows %q, not its statement %s's text %q", where, tt.shown, tt.id, text)
				}
			}
		}
	}
	for id := range defined {
		if used[id] != 1 {
			t.Errorf("statement %s is the title or lesson of %d examples, want 1", id, used[id])
		}
	}
	// An ID said anywhere in the package's code is a statement.
	for _, id := range galleryIDLiterals(t) {
		if _, ok := defined[id]; !ok {
			t.Errorf("the code says %s, which is not a gallery statement", id)
		}
	}
}

// galleryIDLiterals are the string literals starting "gallery." in the
// package's non-test files other than statements_gallery.go, where they
// are defined.
func galleryIDLiterals(t *testing.T) []string {
	t.Helper()
	ids, err := ledgertest.IDLiterals("gallery.", "statements_gallery.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) == 0 {
		t.Fatal("no gallery IDs in the package's code: examples.go names none?")
	}
	return ids
}

// TestListNotesAreStatements: every note of the lists in lists/ — the
// classic mistakes' "# Title: lesson (RFC 1738 section X)" among them — is
// made of statements: the title's and the lesson's text of the example
// with that URL, and the example's section. A note written in the list
// by hand, which no statement says, fails. The lines at the top of a file,
// which a blank line sets apart, describe the file (TestGalleryLists
// writes them), not a URL: read, they join the first URL's note, and are
// set aside here.
func TestListNotesAreStatements(t *testing.T) {
	text := map[string]string{}
	for _, s := range tableStatements(galleryTable) {
		text[s.ID] = strings.ReplaceAll(s.Text, "%%", "%")
	}
	byURL := map[string][]example{}
	for _, list := range galleryExampleLists() {
		for _, ex := range list {
			byURL[ex.Input] = append(byURL[ex.Input], ex)
		}
	}
	files, err := filepath.Glob("../lists/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no lists: %v", err)
	}
	notes := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// The header as urllist reads a note: each line without its "#"
		// and the one space after it.
		top, _, _ := strings.Cut(string(b), "\n\n")
		var header []string
		for _, line := range strings.Split(top, "\n") {
			header = append(header, strings.TrimPrefix(strings.TrimPrefix(line, "#"), " "))
		}
		entries, _ := urllist.Parse(string(b))
		for i, e := range entries {
			note := e.Note
			if i == 0 {
				var ok bool
				if note, ok = strings.CutPrefix(note, strings.Join(header, "\n")+"\n"); !ok {
					t.Errorf("%s: the first note %q does not start with the file's header", f, e.Note)
				}
			}
			if note == "" {
				continue
			}
			notes++
			found := false
			for _, ex := range byURL[e.URL] {
				if note == text[ex.ID+".title"]+": "+text[ex.ID]+" (RFC 1738 section "+ex.Section+")" {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: the note %q of %q is not made of a gallery example's statements", f, note, e.URL)
			}
		}
	}
	if want := len(rfcExamples) + len(projectExamples) + len(mistakeExamples); notes != want {
		t.Errorf("%d notes in lists/, want one for each of the %d examples", notes, want)
	}
}
