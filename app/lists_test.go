package main

import (
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
	{"../lists/rfc-examples.txt", "# The URLs RFC 1738 itself gives, section by section (the gallery's \"RFC\" examples).\n# Every one is valid. Check with: rfc1738 -check lists/rfc-examples.txt\n\n", rfcExamples},
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
	// The RFC's own examples are all valid.
	for _, ex := range rfcExamples {
		if !parser.Parse(ex.Input, 0).Valid {
			t.Errorf("the RFC's example %q is invalid", ex.Input)
		}
	}
}

func TestUTF16ToByte(t *testing.T) {
	s := "a\u00e9\U0001F600b" // 1, 2 and 4 bytes; 1, 1 and 2 UTF-16 units
	for _, tt := range []struct{ units, want int }{{0, 0}, {1, 1}, {2, 3}, {4, 7}, {5, 8}, {9, 8}} {
		if got := utf16ToByte(s, tt.units); got != tt.want {
			t.Errorf("utf16ToByte(%q, %d) = %d, want %d", s, tt.units, got, tt.want)
		}
	}
}
