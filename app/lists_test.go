package main

import (
	"slices"

	"flag"
	"os"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

var updateLists = flag.Bool("update-lists", false, "rewrite lists/*.txt from the gallery's examples")

var galleryLists = []struct {
	file, header string
	examples     []example
}{
	{"../lists/rfc-examples.txt", "# The URLs RFC 1738 itself shows, each with the section that shows it (the gallery's\n# \"From RFC 1738\"). Every one is valid. Check with: rfc1738 -check lists/rfc-examples.txt\n\n", rfcExamples},
	{"../lists/project-examples.txt", "# This project's own examples, not the RFC's: URLs for the schemes and forms RFC 1738\n# shows no example of, each with the section its lesson follows (the gallery's \"This\n# project's examples\"). Every one is valid. Check with: rfc1738 -check lists/project-examples.txt\n\n", projectExamples},
	{"../lists/mistakes.txt", "# The gallery's classic mistakes, each with its lesson. Most are invalid;\n# some the BNF accepts with a warning. Check with: rfc1738 -check lists/mistakes.txt\n\n", mistakeExamples},
}

// TestGalleryLists: lists/ holds the gallery's examples as URL lists, each
// with its title, lesson and section as the note, expected as the parser
// reads it today; make test checks them with rfc1738 -check, so a change
// of verdict on any of them is seen.
func TestGalleryLists(t *testing.T) {
	for _, l := range galleryLists {
		want := galleryListText(l.header, l.examples)
		if *updateLists {
			if err := os.WriteFile(l.file, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(l.file)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%s differs from the gallery's examples; run go test ./app -run TestGalleryLists -update-lists and read the diff", l.file)
		}
	}
	// The RFC's own examples and the project's are all valid.
	for _, ex := range append(append([]example(nil), rfcExamples...), projectExamples...) {
		if !parser.Parse(ex.Input, 0).Valid {
			t.Errorf("the RFC's example %q is invalid", ex.Input)
		}
	}
}

// The quiz reads its field's selection as the playground reads its own.
func TestQuizSelectionBytes(t *testing.T) {
	s := "a\u00e9\U0001F600b" // 1, 2 and 4 bytes; 1, 1 and 2 UTF-16 units
	for _, tt := range []struct{ units, want int }{{0, 0}, {1, 1}, {2, 3}, {4, 7}, {5, 8}, {9, 8}} {
		if got := byteOfUnit(s, tt.units); got != tt.want {
			t.Errorf("byteOfUnit(%q, %d) = %d, want %d", s, tt.units, got, tt.want)
		}
	}
}

// TestURLPieces: a row's URL is cut at its top-level parts, each in its
// rule's colour, and at its first error's span, which is marked.
func TestURLPieces(t *testing.T) {
	res := parser.Parse("http://h:8/~u", 0)
	got := urlPieces(res, len(res.Input))
	want := []urlPiece{
		{0, 4, "scheme", false}, {4, 7, "", false}, {7, 8, "host", false}, {8, 9, "", false},
		{9, 10, "port", false}, {10, 11, "", false}, {11, 12, "hpath", true}, {12, 13, "hpath", false},
	}
	if d := firstErrorOf(res); d == nil || d.Start != 11 || d.End != 12 {
		t.Fatalf("first error of %q = %+v, want the \"~\" at [11,12)", res.Input, d)
	}
	if !slices.Equal(got, want) {
		t.Errorf("urlPieces(%q) =\n%v\nwant\n%v", res.Input, got, want)
	}
	// Cut short, the pieces stop at the cut.
	for _, p := range urlPieces(res, 8) {
		if p.end > 8 {
			t.Errorf("urlPieces(%q, 8) draws %+v", res.Input, p)
		}
	}
	// A valid URL has no error piece; the pieces cover it whole.
	res = parser.Parse("ftp://h/a;type=i", 0)
	pos := 0
	for _, p := range urlPieces(res, len(res.Input)) {
		if p.err || p.start != pos {
			t.Errorf("urlPieces(%q): %+v after %d", res.Input, p, pos)
		}
		pos = p.end
	}
	if pos != len(res.Input) {
		t.Errorf("urlPieces(%q) cover %d bytes of %d", res.Input, pos, len(res.Input))
	}
}

// TestQuizPart: the quiz asks for a non-empty part the URL has, turn by
// turn, and for none when the field could not show the URL's bytes.
func TestQuizPart(t *testing.T) {
	res := parser.Parse("ftp://user:pw@host:21/a", 0)
	seen := map[string]bool{}
	for n := range 4 {
		p, ok := quizPart(res, n)
		if !ok || p.End <= p.Start || res.Input[p.Start:p.End] == "" {
			t.Fatalf("quizPart(%q, %d) = %+v, %v", res.Input, n, p, ok)
		}
		seen[p.Rule.String()] = true
	}
	if !seen["host"] || !seen["port"] || !seen["user"] || !seen["password"] {
		t.Errorf("quizPart asked for %v; want host, port, user and password in turn", seen)
	}
	for _, in := range []string{"http://h/\x00", "http://h/\xff", "http://h/\r"} {
		if _, ok := quizPart(parser.Parse(in, 0), 0); ok {
			t.Errorf("quizPart(%q) asks for a part the field cannot show exactly", in)
		}
	}
	if _, ok := quizPart(parser.Parse("", 0), 0); ok {
		t.Error("quizPart of the empty URL asks for a part")
	}
}
