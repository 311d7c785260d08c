package parser

import "testing"

// Each language's rule puts the counts CLDR's "one" category holds in the
// ".one" form: 1 in English, Spanish and German (and European
// Portuguese), 0 and 1 in French and Brazilian Portuguese, none in
// Chinese; a language without a rule here counts as English does.
func TestPluralRules(t *testing.T) {
	counts := []int{0, 1, 2, 3, 11, 21, 101, 1000000}
	for _, tc := range []struct {
		tag  string
		ones []int // the counts of counts that take ".one"
		own  bool  // HasPluralRule
	}{
		{"en", []int{1}, true},
		{"es", []int{1}, true},
		{"de", []int{1}, true},
		{"fr", []int{0, 1}, true},
		{"pt-BR", []int{0, 1}, true},
		{"pt", []int{0, 1}, true},
		{"pt-PT", []int{1}, true},
		{"zh-Hans", nil, true},
		{"ZH-hans", nil, true},
		{"ru", []int{1}, false},
		{"", []int{1}, false},
		{"⟦en⟧", []int{1}, false}, // the pseudo-language's entry: English's, marked
	} {
		one := map[int]bool{}
		for _, n := range tc.ones {
			one[n] = true
		}
		for _, n := range counts {
			if got := pluralRule(tc.tag)(n); got != one[n] {
				t.Errorf("pluralRule(%q)(%d) = %v, want %v", tc.tag, n, got, one[n])
			}
		}
		if got := HasPluralRule(tc.tag); got != tc.own {
			t.Errorf("HasPluralRule(%q) = %v, want %v", tc.tag, got, tc.own)
		}
	}
}

// Translate takes the rule from the translation's PluralID entry: French
// says a count of 0 in its ".one" form, English (no translation, or one
// without the entry) in ".many".
func TestTranslatePlural(t *testing.T) {
	defer Translate(nil)
	for _, tc := range []struct {
		t         map[string]string
		zero, one string
		two       string
		what      string
	}{
		{nil, "x.many", "x.one", "x.many", "English"},
		{map[string]string{"diag.bad-escape": "%s %q %q %q"}, "x.many", "x.one", "x.many", "a translation that names no language"},
		{map[string]string{PluralID: "fr"}, "x.one", "x.one", "x.many", "French"},
		{map[string]string{PluralID: "pt-BR"}, "x.one", "x.one", "x.many", "Brazilian Portuguese"},
		{map[string]string{PluralID: "de"}, "x.many", "x.one", "x.many", "German"},
		{map[string]string{PluralID: "zh-Hans"}, "x.many", "x.many", "x.many", "Chinese"},
		{map[string]string{PluralID: "⟦en⟧"}, "x.many", "x.one", "x.many", "the pseudo-language"},
	} {
		Translate(tc.t)
		if got := [3]string{Counted("x", 0), Counted("x", 1), Counted("x", 2)}; got != [3]string{tc.zero, tc.one, tc.two} {
			t.Errorf("%s: Counted 0, 1, 2 = %v, want %s %s %s", tc.what, got, tc.zero, tc.one, tc.two)
		}
	}
	Translate(nil)
	if One(0) || !One(1) {
		t.Errorf("after Translate(nil): One(0) = %v, One(1) = %v", One(0), One(1))
	}
}
