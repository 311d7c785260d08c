package ledgertest

// The tests' pseudo-language: every statement's own words marked ⟦…⟧, so
// that a test can find English that reaches a reader without being a
// statement — which a translation would leave English in the middle of a
// translated sentence.

import (
	"regexp"
	"strings"
)

// verb is a placeholder of a template: fmt's verbs, with an explicit
// argument index.
var verb = regexp.MustCompile(`%(?:\[[0-9]+\])?[-+# 0]*[0-9]*(?:\.[0-9]*)?[a-zA-Z]`)

// PseudoTemplate is t with every run of its own words marked ⟦…⟧ and its
// placeholders outside the marks: "%s ends the login" is "%s⟦ ends the
// login⟧". A value put into a placeholder then lies outside every mark
// unless it is itself a statement, said marked. (Marking the template
// whole would hide an English value inside the sentence's marks.)
func PseudoTemplate(t string) string {
	var b strings.Builder
	last := 0
	for _, m := range verb.FindAllStringIndex(t, -1) {
		// After an odd run of "%" the verb is a literal "%" and a letter.
		n := 0
		for k := m[0] - 1; k >= 0 && t[k] == '%'; k-- {
			n++
		}
		if n%2 == 1 {
			continue
		}
		if m[0] > last {
			b.WriteString("⟦" + t[last:m[0]] + "⟧")
		}
		b.WriteString(t[m[0]:m[1]])
		last = m[1]
	}
	if last < len(t) {
		b.WriteString("⟦" + t[last:] + "⟧")
	}
	return b.String()
}

// Unmarked is what s says outside every ⟦…⟧, a NUL where a mark was, so
// that words on either side of a mark do not run together.
func Unmarked(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '⟦':
			depth++
			b.WriteByte(0)
		case r == '⟧':
			depth--
			b.WriteByte(0)
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

var (
	word = regexp.MustCompile(`\pL+`)
	// A value quoted as Go quotes it ("a b", "\x00"), an escape
	// ("%E2"), a code point's hex digits ("FEFF"): values, not words.
	quoted  = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	escape  = regexp.MustCompile(`%[0-9A-Fa-f]{2}`)
	hexWord = regexp.MustCompile(`^[0-9A-F]+$`)
)

// Stray returns the words s says outside every mark that are not values:
// not in a quoted string, an escape or hex digits, and not accounted for
// by allowed (the input's words, a rule's name, a code, a scheme). Any
// other word is English a translation would not reach.
func Stray(s string, allowed func(w string) bool) []string {
	var out []string
	for _, run := range strings.Split(Unmarked(s), "\x00") {
		run = escape.ReplaceAllString(quoted.ReplaceAllString(run, " "), " ")
		for _, w := range word.FindAllString(run, -1) {
			if !hexWord.MatchString(w) && !allowed(w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// Pseudo is the pseudo-language of statements (ID → English template):
// each template marked by PseudoTemplate, for parser.Translate.
func Pseudo(texts map[string]string) map[string]string {
	m := make(map[string]string, len(texts))
	for id, t := range texts {
		m[id] = PseudoTemplate(t)
	}
	return m
}
