package readview

import (
	"regexp"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// The reader's first reading in Chinese spaces its sentences as the page
// and the command do (parser.Fill): no space between two Chinese
// characters, none beside full-width punctuation, though placeholders
// are filled with Chinese words ("输入的结尾"); the input's own text,
// quoted, is as typed.
func TestChineseSpacing(t *testing.T) {
	c, err := i18n.Load("zh-Hans")
	if err != nil {
		t.Fatal(err)
	}
	parser.Translate(c.Messages)
	defer parser.Translate(nil)
	spaced := regexp.MustCompile(`\p{Han} \p{Han}|[\x{3000}-\x{303F}\x{FF00}-\x{FFEF}] | [\x{3000}-\x{303F}\x{FF00}-\x{FFEF}]`)
	quoted := regexp.MustCompile(`"[^"]*"`)
	for _, in := range []string{"http://a b/", "http://h%/", "http://例 子/"} {
		res := parser.Parse(in, parser.Trace)
		var all strings.Builder
		var walk func(n *Node)
		walk = func(n *Node) {
			if n.Text != "" {
				all.WriteString(n.Text)
				if bad := spaced.FindString(quoted.ReplaceAllString(strings.TrimSpace(n.Text), `"x"`)); bad != "" {
					t.Errorf("%q: %q, a space where Chinese has none: %s", in, bad, n.Text)
				}
			}
			for _, k := range n.Kids {
				walk(k)
			}
		}
		walk(Verdict(res, 0, ""))
		walk(Diagnostics(res, ""))
		if strings.Contains(in, "例 子") && !strings.Contains(all.String(), `"例 子"`) {
			t.Errorf("%q: the input's text is not as typed in\n%s", in, all.String())
		}
		if in == "http://a b/" && !strings.Contains(all.String(), "或输入的结尾") {
			t.Errorf("%q: no %q in\n%s", in, "或输入的结尾", all.String())
		}
	}
}
