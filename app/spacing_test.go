//go:build !wasm

package main

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// In Chinese, sayUI spaces a sentence as parser.Fill does, knowing what
// the nodes beside its text show: code keeps the template's space beside
// it, words in Chinese beside Chinese do not.
func TestSayUIChinese(t *testing.T) {
	zh, err := i18n.Load("zh-Hans")
	if err != nil {
		t.Fatal(err)
	}
	parser.Translate(zh.Messages)
	defer parser.Translate(nil)
	html := func(nodes ...app.UI) string { return app.HTMLString(app.P().Body(nodes...)) }
	for _, c := range []struct{ got, want string }{
		{ // "文法在那里预期的是 %s。"
			html(sayUI("page.trace.grammar-expected", strong("输入的结尾"))...),
			html(app.Text("文法在那里预期的是"), app.Strong().Text("输入的结尾"), app.Text("。")),
		},
		{
			html(sayUI("page.trace.grammar-expected", strong("alphadigit"))...),
			html(app.Text("文法在那里预期的是 "), app.Strong().Text("alphadigit"), app.Text("。")),
		},
		{ // "%s 在 %s 处停止匹配。"
			html(sayUI("page.trace.stopped", strong("httpurl"), "输入的结尾")...),
			html(app.Strong().Text("httpurl"), app.Text(" 在输入的结尾处停止匹配。")),
		},
		{ // "%s 是本页为推导中的某一步所用的名称；…"
			html(sayUI("page.grammar.not-a-rule", app.Code().Text("ftptype"))...),
			html(app.Code().Text("ftptype"), app.Text(" 是本页为推导中的某一步所用的名称；RFC 1738 第 5 节中没有这个名称的规则。")),
		},
	} {
		if c.got != c.want {
			t.Errorf("got  %s\nwant %s", c.got, c.want)
		}
	}
}
