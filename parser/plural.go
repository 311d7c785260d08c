package parser

// Plural forms. A sentence that counts something comes in two forms, an
// ID ending ".one" and one ending ".many" ("page.count.error.one", "%s
// error"; ".many", "%s errors"), each a whole sentence, since languages
// make a noun, its adjectives and its verb agree with a number
// differently. Which numbers take ".one" differs too: CLDR's cardinal
// plural rules, for whole numbers,
//
//	en, es, de, pt-PT: 1                "1 error", "0 errors"
//	fr, pt (Brazil):   0 and 1          "0 erreur", "1 erreur", "2 erreurs"
//	zh:                none             one form for every number
//
// A translation carries the name of its language under PluralID, because
// Translate is handed a catalog's messages alone, and the page and the
// reader in its worker have nothing else: the page's script passes the
// reader the messages and no tag. The rule follows the tag's
// language subtag (and pt's region); an unknown language counts as English
// does, and the catalogs' tests refuse a file whose language has no rule
// here (HasPluralRule).

import "strings"

// PluralID is the ID of a catalog's entry that names its language (its
// BCP 47 tag, as the file is named: "fr", "pt-BR"), whose plural rule One
// follows. English's file says "en".
const PluralID = "plural.rule"

// One reports whether a count of n takes the ".one" form of a sentence in
// the language Translate chose (English's rule when none: n is 1).
func One(n int) bool {
	if l := translation.Load(); l != nil {
		return l.one(n)
	}
	return n == 1
}

// HasPluralRule reports whether the language of tag has a rule of its
// own here, rather than English's by default.
func HasPluralRule(tag string) bool {
	_, ok := pluralRules[primaryTag(tag)]
	return ok
}

// pluralRules are the languages' rules, by language subtag: whether a
// whole number is in CLDR's "one" category.
var pluralRules = map[string]func(n int) bool{
	"en": oneIsOne,
	"es": oneIsOne,
	"de": oneIsOne,
	"fr": oneIsZeroOrOne, // "one": i = 0,1
	"pt": oneIsZeroOrOne, // "one": i = 0..1 (pt-PT: i = 1 and v = 0)
	"zh": oneIsNone,      // no "one": every count is "other"
}

func oneIsOne(n int) bool       { return n == 1 }
func oneIsZeroOrOne(n int) bool { return n == 0 || n == 1 }
func oneIsNone(int) bool        { return false }

// pluralRule is the rule of language tag: its language subtag's, but
// for European Portuguese, whose "one" is English's; English's for a
// language it does not know.
func pluralRule(tag string) func(n int) bool {
	lang := primaryTag(tag)
	if lang == "pt" && strings.EqualFold(tag, "pt-PT") {
		return oneIsOne
	}
	if r, ok := pluralRules[lang]; ok {
		return r
	}
	return oneIsOne
}

// primaryTag is tag's language subtag, lower-cased: "pt" of "pt-BR",
// "zh" of "zh-Hans".
func primaryTag(tag string) string {
	lang, _, _ := strings.Cut(tag, "-")
	return strings.ToLower(lang)
}

// Counted is stem+".one" when a count of n takes that form in the
// language chosen (One), else stem+".many": the ID of the count's
// sentence.
func Counted(stem string, n int) string {
	if One(n) {
		return stem + ".one"
	}
	return stem + ".many"
}
