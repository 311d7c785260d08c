package i18n

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Every Chinese template, filled as the tool fills it (parser.Fill) with
// Chinese words, Latin words and a name that ends in a bracket for each
// %s, has a space between Chinese and Latin text or code only: none
// between two Chinese characters, none beside full-width punctuation. A
// quoted argument's own spaces are kept. A template without placeholders
// is said as it is written, and is held to the same rule. A space at
// either end of a fragment is decided by what the code puts beside it
// (parser.FillBetween), and is not looked at here.
func TestChineseSpacing(t *testing.T) {
	zh, err := Load("zh-Hans")
	if err != nil {
		t.Fatal(err)
	}
	parser.Translate(zh.Messages)
	defer parser.Translate(nil)
	spaced := regexp.MustCompile(`\p{Han} \p{Han}|[\x{3000}-\x{303F}\x{FF00}-\x{FFEF}] | [\x{3000}-\x{303F}\x{FF00}-\x{FFEF}]`)
	quoted := regexp.MustCompile("\"[^\"]*\"|`[^`]*`")
	for _, id := range slices.Sorted(maps.Keys(zh.Messages)) {
		tmpl := zh.Messages[id]
		if id == parser.PluralID {
			continue
		}
		f, err := format(tmpl)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		inner := func(s string) string {
			return quoted.ReplaceAllString(strings.TrimSuffix(strings.TrimPrefix(s, " "), " "), `"x"`)
		}
		if len(f.args) == 0 {
			if bad := spaced.FindString(inner(tmpl)); bad != "" {
				t.Errorf("%s: %q, a space where Chinese has none: %s", id, bad, tmpl)
			}
			continue
		}
		for _, word := range []string{"输入的结尾", "host", "RFC 1738（1994 年）"} {
			args := make([]any, slices.Max(slices.Collect(maps.Keys(f.args))))
			for n, verbs := range f.args {
				switch v := verbs[0]; v[len(v)-1] {
				case 's', 'v':
					args[n-1] = word
				case 'q':
					args[n-1] = "例 子"
				case '*', 'd', 'x', 'X', 'c':
					args[n-1] = 8
				default:
					t.Fatalf("%s: no argument for %s", id, v)
				}
			}
			s := parser.Fill(tmpl, args...)
			if strings.Contains(tmpl, "%q") && !strings.Contains(s, `"例 子"`) {
				t.Errorf("%s: a quoted argument changed: %s", id, s)
			}
			if bad := spaced.FindString(inner(s)); bad != "" {
				t.Errorf("%s: %q, a space where Chinese has none: %s", id, bad, s)
			}
			if want := fmt.Sprintf(tmpl, args...); strings.ReplaceAll(want, " ", "") != strings.ReplaceAll(s, " ", "") {
				t.Errorf("%s: filled as %q, fmt has %q: only spaces may differ", id, s, want)
			}
		}
	}
}
