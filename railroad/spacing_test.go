package railroad

import (
	"regexp"
	"slices"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
)

// TestStepsChinese says every step of the cases in Chinese, as
// i18n/zh-Hans.json has them: a space stands between Chinese and Latin
// text or code, never between two Chinese characters nor beside
// full-width punctuation, though a placeholder beside which the template
// writes a space is filled with Chinese words ("一个空格", "输入的结尾");
// and the code of each step (rule names, literals, the input's bytes) is
// the English step's, unchanged.
func TestStepsChinese(t *testing.T) {
	zh, err := i18n.Load("zh-Hans")
	if err != nil {
		t.Fatal(err)
	}
	cases := append([]string{"http://a b/", "http://a 例 b/例 子 c"}, stepCases...)
	english, _ := saidOf(t, cases, "", func(_, text string) string { return text })
	chinese, _ := saidOf(t, cases, "zh-Hans", func(id, text string) string {
		if s, ok := zh.Messages[id]; ok {
			return s
		}
		return text
	})
	if len(english) != len(chinese) {
		t.Fatalf("%d steps in English, %d in Chinese", len(english), len(chinese))
	}
	codeSpan := regexp.MustCompile("`[^`]*`")
	spaced := regexp.MustCompile(`\p{Han} \p{Han}|[\x{3000}-\x{303F}\x{FF00}-\x{FFEF}] | [\x{3000}-\x{303F}\x{FF00}-\x{FFEF}]`)
	for i, s := range chinese {
		if bad := spaced.FindString(codeSpan.ReplaceAllString(s, "`x`")); bad != "" {
			t.Errorf("%q: a space where Chinese has none: %s", bad, s)
		}
		if a, b := sortedAll(codeSpan, english[i]), sortedAll(codeSpan, s); !slices.Equal(a, b) {
			t.Errorf("code %q in Chinese, want English's %q:\n%s\n%s", b, a, s, english[i])
		}
	}
}
