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
	"fmt"
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

// Fill is template t filled with args, as fmt.Sprintf fills it, in the
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
	if l == nil || !l.closeUp || !strings.Contains(t, " ") {
		return fmt.Sprintf(t, args...)
	}
	var b strings.Builder
	marks := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '%':
			// A verb's flags may hold a space ("% d"), which is fmt's.
			j := i + 1
			if j < len(t) && t[j] == '%' {
				j++
			} else {
				for j < len(t) && strings.IndexByte("+-# 0123456789.[]*", t[j]) >= 0 {
					j++
				}
				if j < len(t) {
					_, n := utf8.DecodeRuneInString(t[j:])
					j += n
				}
			}
			b.WriteString(t[i:j])
			i = j - 1
		case ' ':
			b.WriteRune(spaceMark)
			marks++
		default:
			b.WriteByte(t[i])
		}
	}
	s := fmt.Sprintf(b.String(), args...)
	if strings.Count(s, string(spaceMark)) != marks {
		return fmt.Sprintf(t, args...) // an argument holds the mark: leave all as fmt has it
	}
	b.Reset()
	prev := before
	for s != "" {
		r, n := utf8.DecodeRuneInString(s)
		if r != spaceMark {
			b.WriteString(s[:n]) // the bytes as they are, valid UTF-8 or not
			prev, s = r, s[n:]
			continue
		}
		s = s[n:]
		next := after
		if s != "" {
			next, _ = utf8.DecodeRuneInString(s)
		}
		if !closedUp(prev, next) {
			b.WriteByte(' ')
			prev = ' '
		}
	}
	return b.String()
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
