package i18n

// What a translation must keep of the English, and why:
//
//   - Its placeholders. A template is a fmt format that the code fills with
//     its arguments in order (a byte, a character, a rule, a section): a
//     verb lost, added or of another kind prints "%!s(MISSING)" or
//     "%!d(string=...)" on a reader's screen. A language whose word order
//     differs reorders them with explicit indexes ("%[2]s ... %[1]q"), and
//     the check compares each argument's verbs, not their order.
//   - Its "%%": the literal "%" (of an escape, "%%XX") a reader is taught.
//     A translation may have more ("100 %%" in French), not fewer.
//   - What the RFC says and names, which stays in English in every
//     language: a text in straight double quotes or backquotes (a quoted
//     character, a literal of the grammar, a sentence of the RFC), one in
//     curly quotes that is a character or the RFC's own words, a number (a
//     section, an RFC, a port, a byte), a rule name of section 5 that is
//     not also an English word (hsegment, ftpurl; "host" and "port" are
//     translated as words), and a diagnostic's code (bad-escape).

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Check returns the problems of catalog c against English en, one
// sentence each, or none: the same IDs, and each template held to its
// English one by CheckTemplate.
func Check(en, c *Catalog) []string {
	var out []string
	for _, id := range en.IDs() {
		t, ok := c.Messages[id]
		if !ok {
			out = append(out, fmt.Sprintf("%s: missing (English: %q)", id, en.Messages[id]))
			continue
		}
		for _, p := range CheckTemplate(en.Messages[id], t) {
			out = append(out, id+": "+p)
		}
	}
	for _, id := range c.IDs() {
		if _, ok := en.Messages[id]; !ok {
			out = append(out, id+": not a statement of the English catalog (a removed or misspelt ID)")
		}
	}
	// The entry that names the language is its tag, not a sentence: the
	// page and its reader are handed a catalog's messages alone, and count
	// by that language's plural rule (the pseudo-language's is English's,
	// marked, and counts as English does).
	if _, ok := en.Messages[parser.PluralID]; ok && c.Lang != Pseudo {
		switch tag, ok := c.Messages[parser.PluralID]; {
		case !ok:
		case tag != c.Lang:
			out = append(out, fmt.Sprintf("%s: %q, want the file's language, %q", parser.PluralID, tag, c.Lang))
		case !parser.HasPluralRule(tag):
			out = append(out, fmt.Sprintf("%s: the parser has no plural rule for %q (which counts say a sentence's \".one\" form): add it to parser/plural.go", parser.PluralID, tag))
		}
	}
	return out
}

// CheckTemplate returns the problems of translation t of the English
// template english, or none.
func CheckTemplate(english, t string) []string {
	var out []string
	ef, err := format(english)
	if err != nil {
		return []string{"the English template: " + err.Error()}
	}
	tf, err := format(t)
	if err != nil {
		return []string{err.Error()}
	}
	if !sameArgs(ef.args, tf.args) {
		out = append(out, fmt.Sprintf("placeholders %s, want English's %s", tf.describe(), ef.describe()))
	}
	if tf.percents < ef.percents {
		out = append(out, fmt.Sprintf(`%d "%%%%" (a literal "%%"), where English has %d`, tf.percents, ef.percents))
	}
	numbers := map[string]bool{}
	for _, n := range numberRE.FindAllString(tf.text, -1) {
		numbers[n] = true
	}
	for _, k := range kept(english, ef.text) {
		if k.number && !numbers[k.s] || !k.number && !containsWord(tf.text, k.s) {
			out = append(out, fmt.Sprintf("%q is missing: %s stays as it is", k.s, k.what))
		}
	}
	return out
}

// A parsed fmt format: each argument's verbs, the literal percents, and
// the text with every verb taken out.
type parsedFormat struct {
	args     map[int][]string // argument number (from 1) → its verbs, flags, width and precision, without indexes
	percents int
	text     string
}

func (f parsedFormat) describe() string {
	if len(f.args) == 0 {
		return "none"
	}
	var parts []string
	for n := 1; n <= slices.Max(slices.Collect(maps.Keys(f.args))); n++ {
		vs := f.args[n]
		if len(vs) == 0 {
			parts = append(parts, fmt.Sprintf("[%d] unused", n))
			continue
		}
		parts = append(parts, fmt.Sprintf("[%d] %s", n, strings.Join(vs, " ")))
	}
	return strings.Join(parts, ", ")
}

func sameArgs(a, b map[int][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for n, va := range a {
		vb, ok := b[n]
		if !ok || !slices.Equal(sorted(va), sorted(vb)) {
			return false
		}
	}
	return true
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// fmtVerbs are the verbs fmt knows; any other prints "%!z(...)".
const fmtVerbs = "vTtbcdoOqxXUeEfFgGsp"

// format parses s as fmt reads a format: "%", flags, an optional
// argument index "[n]", a width (digits, or "*" which takes an
// argument), a precision, another optional index, and the verb. Each
// verb takes the argument after the last one taken, or the indexed one.
func format(s string) (parsedFormat, error) {
	f := parsedFormat{args: map[int][]string{}}
	var text strings.Builder
	arg := 1
	index := func(i int) (int, int, bool) { // "[n]" at s[i:]: n and the index after it
		if i >= len(s) || s[i] != '[' {
			return 0, i, false
		}
		j := i + 1
		n := 0
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			n = n*10 + int(s[j]-'0')
			j++
		}
		if j == i+1 || j >= len(s) || s[j] != ']' || n < 1 {
			return 0, i, false
		}
		return n, j + 1, true
	}
	for i := 0; i < len(s); {
		if s[i] != '%' {
			text.WriteByte(s[i])
			i++
			continue
		}
		start := i
		i++
		if i < len(s) && s[i] == '%' {
			f.percents++
			text.WriteByte('%')
			i++
			continue
		}
		var spec strings.Builder
		for i < len(s) && strings.IndexByte("#0+- ", s[i]) >= 0 {
			spec.WriteByte(s[i])
			i++
		}
		// The width, then the precision after a '.': each an optional
		// argument index, then '*' (an argument of its own) or digits.
		size := func() {
			if n, j, ok := index(i); ok {
				arg, i = n, j
			}
			if i < len(s) && s[i] == '*' {
				f.args[arg] = append(f.args[arg], "*")
				arg++
				spec.WriteByte('*')
				i++
			}
			for i < len(s) && '0' <= s[i] && s[i] <= '9' {
				spec.WriteByte(s[i])
				i++
			}
		}
		size()
		if i < len(s) && s[i] == '.' {
			spec.WriteByte('.')
			i++
			size()
		}
		if n, j, ok := index(i); ok {
			arg, i = n, j
		}
		if i >= len(s) {
			return f, fmt.Errorf("%q ends in the middle of a placeholder: write %%%% for a literal %%", s[start:])
		}
		if s[i] == '%' || strings.IndexByte(fmtVerbs, s[i]) < 0 {
			end := i + 1
			for end < len(s) && s[end] >= 0x80 && s[end] < 0xC0 {
				end++
			}
			return f, fmt.Errorf("%q is not a placeholder: write %%%% for a literal %%", s[start:end])
		}
		spec.WriteByte(s[i])
		f.args[arg] = append(f.args[arg], "%"+spec.String())
		arg++
		i++
		text.WriteByte(' ') // a placeholder separates the words around it
	}
	f.text = text.String()
	return f, nil
}

// A keep is a piece of the English template that a translation keeps as
// it is: a text (containsWord), or a number, which must be a whole number
// there too ("3.2" is not kept by "3.2.2").
type keep struct {
	s      string
	number bool
	what   string
}

var (
	numberRE = regexp.MustCompile(`[0-9]+(?:\.[0-9]+)*`)
	tokenRE  = regexp.MustCompile(`[A-Za-z0-9+_-]+`)
	curlyRE  = regexp.MustCompile(`“([^”]*)”`)
)

// englishRules are the rule names of section 5 that are English words as
// well, which a translation translates where the text means the word:
// "the host", "a port", "the user's password".
var englishRules = map[string]bool{
	"url": true, "scheme": true, "login": true, "host": true, "port": true, "user": true,
	"password": true, "search": true, "selector": true, "group": true, "article": true,
	"database": true, "alpha": true, "digit": true, "digits": true, "safe": true,
	"extra": true, "national": true, "punctuation": true, "reserved": true, "escape": true,
	"unreserved": true, "hex": true,
}

// identifiers are the words a translation keeps whole: the rule names of
// section 5 that are no English word, and the diagnostics' codes that are
// no English word (those with a hyphen).
var identifiers = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, r := range parser.Rules() {
		if !englishRules[r.Name] {
			m[r.Name] = "a rule name of section 5"
		}
	}
	for _, c := range parser.Codes() {
		if strings.Contains(string(c.Code), "-") {
			m[string(c.Code)] = "a diagnostic's code"
		}
	}
	return m
})

// rfcWords is the text of RFC 1738 with its white space folded, where a
// text in curly quotes is looked up: found there, it is the RFC's words.
var rfcWords = sync.OnceValue(func() string { return parser.FoldSpace(parser.RFCText()) })

// kept returns what a translation of the English template keeps; text is
// the template with its placeholders taken out.
func kept(english, text string) []keep {
	var out []keep
	add := func(s, what string) {
		if s != "" && !strings.ContainsAny(s, "\x00") {
			out = append(out, keep{s: s, what: what})
		}
	}
	// A quoted text holding a placeholder is checked by its placeholders.
	hasVerb := func(s string) bool { return strings.Contains(strings.ReplaceAll(s, "%%", ""), "%") }
	for _, q := range []string{`"`, "`"} {
		parts := strings.Split(english, q)
		if len(parts)%2 == 0 {
			// An odd count: the character is itself quoted, listed or
			// shown ("~ { } | \ ^ [ ] ` < > ""), and kept.
			add(q, "a quoted character")
			continue
		}
		for i := 1; i < len(parts); i += 2 {
			if !hasVerb(parts[i]) {
				add(strings.ReplaceAll(parts[i], "%%", "%"), "a quoted text")
			}
		}
	}
	for _, m := range curlyRE.FindAllStringSubmatch(english, -1) {
		s := m[1]
		if hasVerb(s) || s == "" {
			continue
		}
		s = strings.ReplaceAll(s, "%%", "%")
		if !strings.ContainsFunc(s, isLetter) {
			add(s, "a quoted character")
		} else if f := parser.FoldSpace(s); strings.Contains(rfcWords(), f) {
			add(s, "the RFC's words")
		}
	}
	for _, n := range numberRE.FindAllString(text, -1) {
		out = append(out, keep{s: n, number: true, what: "a number"})
	}
	ids := identifiers()
	for _, w := range tokenRE.FindAllString(text, -1) {
		if what, ok := ids[w]; ok {
			add(w, what)
		}
	}
	// Each once.
	seen := map[keep]bool{}
	uniq := out[:0]
	for _, k := range out {
		if !seen[k] {
			seen[k] = true
			uniq = append(uniq, k)
		}
	}
	return uniq
}

func isLetter(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r >= 0x80
}

// containsWord reports whether w is in s as a word: not inside a longer
// name ("hpath" in "hpaths" or "xhpath"), though it may open a compound
// ("hsegment-Regel").
func containsWord(s, w string) bool {
	inName := func(c byte) bool {
		return c < 0x80 && (c == '+' || c == '_' || c == '-' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z')
	}
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !inName(s[j-1])) && (end == len(s) || s[end] == '-' || !inName(s[end])) {
			return true
		}
		i = j + 1
	}
}
