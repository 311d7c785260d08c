package parser

// Spaces around placeholders. Chinese is written without spaces between
// words, but with one between a Chinese character and Latin letters,
// digits or code ("在字节 8 处", "规则 host"), and none next to full-width
// punctuation ("（第 5 节）", "：").  A Chinese template writes that space
// beside each placeholder, since a placeholder is most often filled with
// Latin text or code; but some are filled with Chinese words ("输入的结尾",
// a byte described as "一个空格", a translated name or reason), and the
// space then falls between two Chinese characters ("或 输入的结尾"), or
// beside a bracket ("RFC 1738（1994 年） 在字节 8 处"), where the
// typography has none.
//
// So a language written so (Chinese: the language subtag of its PluralID
// entry, "zh" of "zh-Hans", as for its plural rule) has its filled
// templates closed up: a space the template itself writes is dropped when
// what stands on both sides of it, in the filled sentence, is a Chinese
// character or full-width punctuation, or when either side is full-width
// punctuation. A space between Chinese and anything else stays. Only the
// template's own spaces are looked at: what the placeholders are filled
// with (the input's text, a quoted character, an RFC's sentence) is never
// changed, and a space inside it is kept as it came.

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// closesUp reports whether the language of tag drops a template's space
// between Chinese characters (Fill): Chinese's.
func closesUp(tag string) bool { return primaryTag(tag) == "zh" }

// spaceMark stands for a template's own space while the template is
// filled, so that it can be told from a space of an argument's: a
// noncharacter, which no text the tool shows is meant to hold (Fill falls
// back to fmt's result when an argument holds it all the same).
const spaceMark = '\uFFFF'

// Fill is template t filled with args, as fmt.Sprintf fills it (sprintf), in the
// language Translate chose: in a language that closes up (Chinese), the
// template's own spaces that fall between two Chinese characters or beside
// full-width punctuation are dropped. What the arguments put in is kept as
// it is. Every template with placeholders is filled here (Catalog.Say),
// so that the page, the reader and the command say the same sentence.
func Fill(t string, args ...any) string { return FillBetween(0, t, 0, args...) }

// FillBetween is Fill of t where the sentence goes on beyond it: before is
// the character just before the filled text, after the one just after it
// (0: none, or not known, and a space at that end is then kept). The page
// fills a template in pieces, between the nodes an app.UI argument draws.
func FillBetween(before rune, t string, after rune, args ...any) string {
	l := translation.Load()
	if l == nil || !l.closeUp {
		return sprintf(t, args...)
	}
	// The template's own spaces marked, but for one right after a "%": a
	// verb's flag ("% d"), which is fmt's, or a space after a literal "%",
	// which stays beside it in any case. (A space flag after another flag,
	// "%+ d", would be marked and break the verb: no template has one, and
	// i18n's TestChineseSpacing compares every Chinese template, filled,
	// with fmt's text.) Done with strings' functions rather than a loop
	// over the verbs, for app.wasm's size.
	const mark = string(spaceMark)
	marked := strings.ReplaceAll(strings.ReplaceAll(t, " ", mark), "%"+mark, "% ")
	parts := strings.Split(sprintf(marked, args...), mark)
	if len(parts)-1 != strings.Count(marked, mark) {
		return sprintf(t, args...) // an argument holds the mark: leave all as sprintf has it
	}
	// Each mark a space again, or nothing, by what is on either side of
	// it; the text around it as it is, valid UTF-8 or not.
	s := parts[0]
	for _, p := range parts[1:] {
		prev, next := before, after
		if s != "" {
			prev, _ = utf8.DecodeLastRuneInString(s)
		}
		if p != "" {
			next, _ = utf8.DecodeRuneInString(p)
		}
		if !closedUp(prev, next) {
			s += " "
		}
		s += p
	}
	return s
}

// closedUp reports whether a space between a and b is dropped: between
// two Chinese characters or full-width marks, or beside a full-width mark.
// 0, a side not known, keeps it.
func closedUp(a, b rune) bool {
	if a == 0 || b == 0 {
		return false
	}
	return fullWidth(a) || fullWidth(b) || unicode.Is(unicode.Han, a) && unicode.Is(unicode.Han, b)
}

// fullWidth reports whether r is CJK punctuation (U+3000–U+303F: "、",
// "。", "【】") or a full-width form (U+FF00–U+FFEF: "，", "：", "（）").
func fullWidth(r rune) bool {
	return r >= 0x3000 && r <= 0x303F || r >= 0xFF00 && r <= 0xFFEF
}
