package main

import (
	"strings"
	"testing"
)

// Under -lang zh-Hans a placeholder filled with Chinese words, or with a
// name that ends in a bracket, has no space beside it where the Chinese
// template writes one for Latin text; a space beside Latin text and code
// stays, and the input's own spaces, quoted, are kept as typed.
func TestLangChineseSpacing(t *testing.T) {
	for _, tt := range []struct {
		args      []string
		want, not []string
	}{
		{[]string{"-compare", "http://a b/"},
			[]string{"  RFC 1738（1994 年）在字节 8 处拒绝它：", "、\"/\" 或输入的结尾（第 5 节）", "  RFC 3986（2005 年）在字节 8 处拒绝它：空格不能出现在 reg-name 中"},
			[]string{"） 在字节", "或 输入", "空格 不能"}},
		{[]string{"http://a b/"},
			[]string{"verdict: invalid httpurl: \" \" 不能出现在主机名中", "、\"/\" 或输入的结尾\n"},
			[]string{"或 输入"}},
		{[]string{"-compare", "http://例 子/"},
			[]string{"拒绝它：\"例 子\"（3 个 US-ASCII 以外的字符）不能出现在主机名中", "  host      ≠  \"例 子\" 7-14"},
			[]string{"例子"}},
	} {
		_, out, _ := runCmd(t, "", append([]string{"-lang", "zh-Hans"}, tt.args...)...)
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("-lang zh-Hans %q: no %q in\n%s", tt.args, w, out)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(out, w) {
				t.Errorf("-lang zh-Hans %q: %q in\n%s", tt.args, w, out)
			}
		}
	}
}
