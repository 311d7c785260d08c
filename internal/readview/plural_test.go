package readview

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// The verdict's counts take the form the language gives each number:
// English says "0 errors", French "0 erreur" (CLDR puts 0 in French's
// singular), Chinese has one form for every number; the pseudo-language
// counts as English does.
func TestCountsPlural(t *testing.T) {
	defer parser.Translate(nil)
	res := parser.Parse("http://a/", 0)
	empty := parser.Parse("", 0)
	for _, tc := range []struct {
		tag       string
		want, not []string
	}{
		{i18n.English, []string{"9 bytes; 0 errors, 0 warnings, "}, []string{"0 error,"}},
		{"fr", []string{"9 octets\u00a0; 0 erreur, 0 avertissement, "}, []string{"0 erreurs", "0 avertissements"}},
		{"pt-BR", []string{"0 erro, 0 aviso"}, []string{"0 erros", "0 avisos"}},
		{"es", []string{"0 errores, 0 advertencias"}, nil},
		{"de", []string{"0 Fehler, 0 Warnungen"}, nil},
		{i18n.Pseudo, []string{"⟦0 errors⟧"}, []string{"⟦0 error⟧"}},
	} {
		c, err := i18n.Load(tc.tag)
		if err != nil {
			t.Fatal(err)
		}
		parser.Translate(c.Messages)
		if tc.tag == i18n.English {
			parser.Translate(nil)
		}
		got := countsText(res)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: counts %q, want %q in them", tc.tag, got, w)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: counts %q say %q", tc.tag, got, w)
			}
		}
		one, many := BytesText(1), BytesText(2)
		if zero := BytesText(len(empty.Input)); (tc.tag == "fr" || tc.tag == "pt-BR") != (strings.TrimPrefix(zero, "0") == strings.TrimPrefix(one, "1")) {
			t.Errorf("%s: 0 bytes %q, 1 byte %q, 2 bytes %q", tc.tag, zero, one, many)
		}
	}
	// Chinese has no singular: 1 is said by the form of every number.
	c, err := i18n.Load("zh-Hans")
	if err != nil {
		t.Fatal(err)
	}
	parser.Translate(c.Messages)
	if got, want := BytesText(1), strings.Replace(c.Messages["page.bytes.many"], "%s", "1", 1); got != want {
		t.Errorf("zh-Hans: 1 byte %q, want %q", got, want)
	}
}
