package parser_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// dumpExpr prints an Expr in the form grammar_test.go's dumpBNF prints the
// internal tree, so that both can be read side by side.
func dumpExpr(e parser.Expr) string {
	var b strings.Builder
	var dump func(e parser.Expr)
	dump = func(e parser.Expr) {
		switch e.Kind {
		case parser.ExprLiteral:
			b.WriteString(`lit{` + strconv.Quote(e.Text) + `}`)
		case parser.ExprRule:
			b.WriteString(`ref{` + e.Text + `}`)
		case parser.ExprSeq, parser.ExprAlt:
			b.WriteString(map[parser.ExprKind]string{parser.ExprSeq: "seq", parser.ExprAlt: "alt"}[e.Kind] + "{")
			for i, s := range e.Subs {
				if i > 0 {
					b.WriteByte(' ')
				}
				dump(s)
			}
			b.WriteByte('}')
		case parser.ExprRepeat:
			b.WriteString("rep" + strconv.Itoa(e.Min) + "-")
			if e.Max >= 0 {
				b.WriteString(strconv.Itoa(e.Max))
			}
			b.WriteByte('{')
			dump(e.Subs[0])
			b.WriteByte('}')
		}
	}
	dump(e)
	return b.String()
}

func TestRuleExpr(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"login", `seq{rep0-1{seq{ref{user} rep0-1{seq{lit{":"} ref{password}}} lit{"@"}}} ref{hostport}}`},                                                                                                           // 3.1
		{"gopherurl", `seq{lit{"gopher://"} ref{hostport} rep0-1{seq{lit{"/"} rep0-1{seq{ref{gtype} rep0-1{seq{ref{selector} rep0-1{seq{lit{"%09"} ref{search} rep0-1{seq{lit{"%09"} ref{gopher+_string}}}}}}}}}}}}`}, // 3.4: the unquoted "/" is the literal
		{"punctuation", `alt{lit{"<"} lit{">"} lit{"#"} lit{"%"} lit{"\""}}`},                                                                                                                                         // 2.2: <"> is the double quote
		{"digits", `rep1-{ref{digit}}`}, // 5
	} {
		e, ok := parser.RuleExpr(tt.name)
		if !ok {
			t.Errorf("RuleExpr(%q): no such rule", tt.name)
			continue
		}
		if got := dumpExpr(e); got != tt.want {
			t.Errorf("RuleExpr(%q) = %s, want %s", tt.name, got, tt.want)
		}
	}
	if _, ok := parser.RuleExpr("nosuchrule"); ok {
		t.Error(`RuleExpr("nosuchrule") found a rule`)
	}
}

// TestRuleExprCopy checks that a caller changing the tree changes nothing
// that the next caller sees.
func TestRuleExprCopy(t *testing.T) {
	e, _ := parser.RuleExpr("login")
	before := dumpExpr(e)
	e.Subs[1].Text = "changed"
	e.Subs[0].Subs[0].Subs[0].Text = "changed"
	again, _ := parser.RuleExpr("login")
	if got := dumpExpr(again); got != before {
		t.Errorf("after a change to a copy, RuleExpr(login) = %s, want %s", got, before)
	}
}

func TestMatches(t *testing.T) {
	for _, tt := range []struct {
		rule, s string
		want    bool
	}{
		{"hostname", "ftp.example.edu", true},        // 3.1
		{"hostname", "ftp.example.4edu", false},      // 3.1: a toplabel starts with a letter
		{"hostname", "ftp-.example.edu", false},      // 3.1: a domainlabel ends in an alphadigit
		{"port", "8080", true},                       // 3.1
		{"port", "", false},                          // 3.1: digits = 1*digit
		{"ftptype", "i", true},                       // 3.2.2
		{"ftptype", "b", false},                      // 3.2.2
		{"httpurl", "HTTP://www.example.com/", true}, // 2.1: the scheme ignores case
		{"hsegment", "~alice", false},                // 2.2: "~" is unsafe
		{"nosuchrule", "", false},
	} {
		if got := parser.Matches(tt.rule, tt.s); got != tt.want {
			t.Errorf("Matches(%q, %q) = %v, want %v", tt.rule, tt.s, got, tt.want)
		}
	}
}
