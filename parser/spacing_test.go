package parser

import (
	"fmt"
	"strings"
	"testing"
)

// In Chinese, Fill drops a template's space between two Chinese
// characters and beside full-width punctuation, keeps it beside Latin
// letters, digits and code, and never changes what an argument puts in.
func TestFillChinese(t *testing.T) {
	Translate(map[string]string{PluralID: "zh-Hans"})
	defer Translate(nil)
	for _, c := range []struct {
		t    string
		args []any
		want string
	}{
		// Han, space, Han: the space goes.
		{"不能以 %s 开头", []any{"输入的结尾"}, "不能以输入的结尾开头"},
		{"输入后面还有 %s", []any{"一个空格"}, "输入后面还有一个空格"},
		{"%s 不是 %q", []any{"输入的结尾", ":"}, `输入的结尾不是 ":"`},
		// Han, space, Latin letters, digits, code: the space stays.
		{"规则 %s 不匹配", []any{"host"}, "规则 host 不匹配"},
		{"输入在字节 %d 处", []any{8}, "输入在字节 8 处"},
		{"规则 `%s` 在此", []any{"host"}, "规则 `host` 在此"},
		{"%d%% 完成", []any{5}, "5% 完成"},
		// Full-width punctuation on either side: the space goes.
		{"%s 在字节 %d 处", []any{"RFC 1738（1994 年）", 8}, "RFC 1738（1994 年）在字节 8 处"},
		{"原因： %s", []any{"host"}, "原因：host"},
		{"%s （第 %s 节）", []any{"hostport", "5"}, "hostport（第 5 节）"},
		// The ends of the sentence: what comes before or after is not
		// known, and the space stays.
		{" %s 之后", []any{"输入"}, " 输入之后"},
		{"之前 %s ", []any{"输入"}, "之前输入 "},
		// An argument's own text is never changed: the input's spaces
		// beside Chinese, a quoted character, bytes that are not UTF-8.
		{"输入 %s 之后", []any{"例 子 a b"}, "输入例 子 a b 之后"},
		{"输入 %q 之后", []any{"例 子"}, `输入 "例 子" 之后`},
		{"字节 %s 处", []any{"\xe9 中"}, "字节 \xe9 中处"},
		{"字节 %s 处", []any{"\uffff"}, "字节 \uffff 处"}, // the mark itself: left as fmt has it
		// A verb's flags are fmt's, and so are its arguments' indexes.
		{"值 % d 个", []any{5}, "值  5 个"},
		{"%[2]s 和 %[1]s", []any{"甲", "乙"}, "乙和甲"},
		{"%[2]s 和 %[1]s", []any{"a", "b"}, "b 和 a"},
	} {
		if got := Fill(c.t, c.args...); got != c.want {
			t.Errorf("Fill(%q, %q) = %q, want %q", c.t, c.args, got, c.want)
		}
	}
}

// FillBetween takes the characters the text stands between: a node the
// page draws before or after it.
func TestFillBetween(t *testing.T) {
	Translate(map[string]string{PluralID: "zh-Hans"})
	defer Translate(nil)
	for _, c := range []struct {
		before rune
		t      string
		after  rune
		want   string
	}{
		{'a', " 在 %s 处", 0, " 在输入的结尾处"}, // code before: kept
		{'字', " 在", 0, "在"},
		{0, "预期是 ", '输', "预期是"},
		{0, "预期是 ", 'h', "预期是 "},
		{'）', " x", 0, "x"},
		{0, "x ", 0, "x "},
	} {
		var args []any
		if strings.Contains(c.t, "%s") {
			args = []any{"输入的结尾"}
		}
		if got := FillBetween(c.before, c.t, c.after, args...); got != c.want {
			t.Errorf("FillBetween(%q, %q, %q) = %q, want %q", c.before, c.t, c.after, got, c.want)
		}
	}
}

// Every other language, English first, is filled as fmt fills it.
func TestFillOthers(t *testing.T) {
	for _, tag := range []string{"", "en", "fr", "de", "es", "pt-BR"} {
		if tag == "" {
			Translate(nil)
		} else {
			Translate(map[string]string{PluralID: tag})
		}
		for _, c := range [][]any{{"不能以 %s 开头", "输入的结尾"}, {"at %s (%s)", "输入", "（）"}} {
			if got, want := Fill(c[0].(string), c[1:]...), fmt.Sprintf(c[0].(string), c[1:]...); got != want {
				t.Errorf("%s: Fill(%q) = %q, want fmt's %q", tag, c[0], got, want)
			}
			if got, want := FillBetween('中', " "+c[0].(string)+" ", '文', c[1:]...), fmt.Sprintf(" "+c[0].(string)+" ", c[1:]...); got != want {
				t.Errorf("%s: FillBetween(%q) = %q, want fmt's %q", tag, c[0], got, want)
			}
		}
	}
	Translate(nil)
}

// The parser's own statements are filled through Fill too: a list whose
// last item is Chinese words.
func TestSayChinese(t *testing.T) {
	Translate(map[string]string{PluralID: "zh-Hans", "diag.list.or": "%s 或 %s", "diag.syntax.end": "输入的结尾"})
	defer Translate(nil)
	if got, want := ExpectedText([]string{`"/"`, endOfInput}), `"/" 或输入的结尾`; got != want {
		t.Errorf("ExpectedText = %q, want %q", got, want)
	}
}
