package main

import (
	"io"
	"strings"
	"unicode"
)

// This file lays out -compare's table by the columns a terminal draws:
// text/tabwriter counts runes, but a Chinese cell, "（不存在）", is five
// runes drawn ten columns wide, and every cell after it would start too
// far to the right.

// writeColumns writes rows as tabwriter with padding 2 does: every cell
// but a row's last is a column, padded with spaces to its widest cell
// and two more; the last cell is written as it is. Widths are display
// widths (displayWidth), which for narrow text are tabwriter's.
func writeColumns(w io.Writer, rows [][]string) {
	var widths []int
	for _, row := range rows {
		for i, cell := range row[:max(len(row)-1, 0)] {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], displayWidth(cell))
		}
	}
	var b strings.Builder
	for _, row := range rows {
		for i, cell := range row {
			b.WriteString(cell)
			if i < len(row)-1 {
				b.WriteString(strings.Repeat(" ", widths[i]+2-displayWidth(cell)))
			}
		}
		b.WriteByte('\n')
	}
	io.WriteString(w, b.String())
}

// displayWidth is the number of columns a terminal gives s: two for an
// East Asian wide or fullwidth character, none for a combining mark or a
// zero-width character, one for any other.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

func runeWidth(r rune) int {
	switch {
	case r == 0x200B || r == 0x200C || r == 0x200D || r == 0x2060 || r == 0xFEFF,
		unicode.In(r, unicode.Mn, unicode.Me):
		return 0
	case wide(r):
		return 2
	}
	return 1
}

// wideRanges are the blocks Unicode's East Asian Width property gives
// wide (W) or fullwidth (F) characters, in order: Hangul's leading
// consonants, the CJK symbols and ideographs, kana, Yi and Hangul
// syllables, the compatibility and vertical forms, the fullwidth forms,
// the pictographs that terminals draw as emoji, and the ideographs'
// supplementary planes. Ambiguous characters (such as "≠") are counted
// narrow, as terminals outside East Asian locales draw them.
var wideRanges = [...][2]rune{
	{0x1100, 0x115F},
	{0x231A, 0x231B},
	{0x2329, 0x232A},
	{0x23E9, 0x23EC},
	{0x23F0, 0x23F0},
	{0x23F3, 0x23F3},
	{0x25FD, 0x25FE},
	{0x2614, 0x2615},
	{0x2648, 0x2653},
	{0x267F, 0x267F},
	{0x2693, 0x2693},
	{0x26A1, 0x26A1},
	{0x26AA, 0x26AB},
	{0x26BD, 0x26BE},
	{0x26C4, 0x26C5},
	{0x26CE, 0x26CE},
	{0x26D4, 0x26D4},
	{0x26EA, 0x26EA},
	{0x26F2, 0x26F3},
	{0x26F5, 0x26F5},
	{0x26FA, 0x26FA},
	{0x26FD, 0x26FD},
	{0x2705, 0x2705},
	{0x270A, 0x270B},
	{0x2728, 0x2728},
	{0x274C, 0x274C},
	{0x274E, 0x274E},
	{0x2753, 0x2755},
	{0x2757, 0x2757},
	{0x2795, 0x2797},
	{0x27B0, 0x27B0},
	{0x27BF, 0x27BF},
	{0x2B1B, 0x2B1C},
	{0x2B50, 0x2B50},
	{0x2B55, 0x2B55},
	{0x2E80, 0x303E}, // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
	{0x3041, 0x33FF}, // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes, enclosed and compatibility
	{0x3400, 0x4DBF}, // CJK extension A
	{0x4DC0, 0x4DFF}, // Yijing hexagrams
	{0x4E00, 0x9FFF}, // CJK unified ideographs
	{0xA000, 0xA4CF}, // Yi
	{0xA960, 0xA97F}, // Hangul jamo extended A
	{0xAC00, 0xD7A3}, // Hangul syllables
	{0xF900, 0xFAFF}, // CJK compatibility ideographs
	{0xFE10, 0xFE19}, // vertical forms
	{0xFE30, 0xFE6F}, // CJK compatibility forms, small form variants
	{0xFF00, 0xFF60}, // fullwidth forms
	{0xFFE0, 0xFFE6}, // fullwidth signs
	{0x16FE0, 0x16FE4},
	{0x17000, 0x18CFF}, // Tangut, Khitan
	{0x1B000, 0x1B2FF}, // kana supplements, Nushu
	{0x1F004, 0x1F004},
	{0x1F0CF, 0x1F0CF},
	{0x1F18E, 0x1F18E},
	{0x1F191, 0x1F19A},
	{0x1F200, 0x1F2FF}, // enclosed ideographic supplement
	{0x1F300, 0x1F320},
	{0x1F32D, 0x1F335},
	{0x1F337, 0x1F37C},
	{0x1F37E, 0x1F393},
	{0x1F3A0, 0x1F3CA},
	{0x1F3CF, 0x1F3D3},
	{0x1F3E0, 0x1F3F0},
	{0x1F3F4, 0x1F3F4},
	{0x1F3F8, 0x1F43E},
	{0x1F440, 0x1F440},
	{0x1F442, 0x1F4FC},
	{0x1F4FF, 0x1F53D},
	{0x1F54B, 0x1F54E},
	{0x1F550, 0x1F567},
	{0x1F57A, 0x1F57A},
	{0x1F595, 0x1F596},
	{0x1F5A4, 0x1F5A4},
	{0x1F5FB, 0x1F64F},
	{0x1F680, 0x1F6C5},
	{0x1F6CC, 0x1F6CC},
	{0x1F6D0, 0x1F6D2},
	{0x1F6D5, 0x1F6D7},
	{0x1F6DC, 0x1F6DF},
	{0x1F6EB, 0x1F6EC},
	{0x1F6F4, 0x1F6FC},
	{0x1F7E0, 0x1F7EB},
	{0x1F7F0, 0x1F7F0},
	{0x1F90C, 0x1F93A},
	{0x1F93C, 0x1F945},
	{0x1F947, 0x1F9FF},
	{0x1FA70, 0x1FAFF},
	{0x20000, 0x2FFFD}, // CJK extensions B to F, compatibility supplement
	{0x30000, 0x3FFFD}, // CJK extensions G and H
}

// wide reports whether r is East Asian wide or fullwidth (wideRanges).
func wide(r rune) bool {
	if r < wideRanges[0][0] {
		return false
	}
	lo, hi := 0, len(wideRanges)
	for lo < hi {
		m := (lo + hi) / 2
		switch {
		case r < wideRanges[m][0]:
			hi = m
		case r > wideRanges[m][1]:
			lo = m + 1
		default:
			return true
		}
	}
	return false
}
