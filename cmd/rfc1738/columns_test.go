package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"text/tabwriter"
)

func TestDisplayWidth(t *testing.T) {
	for s, want := range map[string]int{
		"":             0,
		"(absent)":     8,
		"≠":            1, // ambiguous: narrow
		"é":            1,
		"e\u0301":      1, // a combining accent takes no column
		"（不存在）":        10,
		"不存在":          6,
		"ｈｔｔｐ":         8, // fullwidth Latin
		"、。":           4, // CJK punctuation
		"한국어":          6,
		"かな":           4,
		"\U0001F600":   2,
		"\U00020000":   2,
		"\"http\" 0-4": 10,
		"a\u200db":     2,
		"Ｘ（ｙ）\u3000z":  11,
	} {
		if got := displayWidth(s); got != want {
			t.Errorf("displayWidth(%q) = %d, want %d", s, got, want)
		}
	}
}

// For narrow text, writeColumns writes what text/tabwriter (padding 2,
// spaces) wrote: the English table is the same bytes as before.
func TestWriteColumnsIsTabwriterForNarrowText(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	words := []string{"", "=", "≠", "field", "scheme", "\"http\" 0-4", "(absent)", "\"a@b\" 7-10", "rfc1738", "é", "a b c"}
	for n := 0; n < 500; n++ {
		cols := 1 + rng.IntN(6)
		var rows [][]string
		for r := rng.IntN(8); r >= 0; r-- {
			row := make([]string, cols)
			for i := range row {
				row[i] = words[rng.IntN(len(words))]
			}
			rows = append(rows, row)
		}
		var want, got bytes.Buffer
		tw := tabwriter.NewWriter(&want, 0, 0, 2, ' ', 0)
		for _, row := range rows {
			tw.Write([]byte(strings.Join(row, "\t") + "\n"))
		}
		tw.Flush()
		writeColumns(&got, rows)
		if got.String() != want.String() {
			t.Fatalf("rows %q:\ngot\n%s\nwant (tabwriter)\n%s", rows, got.String(), want.String())
		}
	}
}

// In Chinese, -compare's table lines its columns up on a terminal: every
// row's cells start at the same display column as the header's, though
// "（不存在）" is drawn twice as wide as its runes.
func TestCompareColumnsAlignInChinese(t *testing.T) {
	for _, in := range []string{"http://a@b@c/", "gopher://h/1", "ftp://u:p@h:21/a;type=i", "mailto:a@b", "http://h/日本"} {
		_, out, _ := runCmd(t, "", "-lang", "zh-Hans", "-compare", in)
		lines := strings.Split(out, "\n")
		start := -1
		for i, l := range lines {
			if strings.HasPrefix(l, "  field  ") {
				start = i
				break
			}
		}
		if start < 0 {
			t.Fatalf("%q: no table in\n%s", in, out)
		}
		head := cellColumns(lines[start])
		if len(head) != 4 {
			t.Fatalf("%q: header %q has %d cells, want 4", in, lines[start], len(head))
		}
		absent := false
		for _, l := range lines[start+1 : start+9] {
			absent = absent || strings.Contains(l, "（不存在）")
			cols := cellColumns(l)
			if len(cols) != 5 || cols[0] != head[0] || cols[2] != head[1] || cols[3] != head[2] || cols[4] != head[3] {
				t.Errorf("%q: the cells of %q start at columns %v; the header's (field, then the readers) at %v", in, l, cols, head)
			}
		}
		if !absent {
			t.Errorf("%q: no （不存在） in the table:\n%s", in, out)
		}
	}
}

// cellColumns is the display column each cell of a table line starts
// at: the first after the indent, then each after two spaces or more.
func cellColumns(line string) []int {
	var cols []int
	col, spaces := 0, 2 // the indent counts as a gap
	for _, r := range line {
		if r == ' ' {
			spaces++
		} else {
			if spaces >= 2 {
				cols = append(cols, col)
			}
			spaces = 0
		}
		col += runeWidth(r)
	}
	return cols
}
