package parser

// This file gives other packages the BNF of section 5 as a tree they can
// walk (an exercise generator expands it), and a matcher for one rule, so
// that they need not read the BNF text a second time.

import "github.com/urlplayground/rfc1738-playground/parser/internal/bnf"

// An ExprKind is the kind of an Expr.
type ExprKind uint8

const (
	ExprLiteral ExprKind = iota // a quoted literal: Text is the literal ("ftp://", "%09", `"`)
	ExprRule                    // a rule name: Text is the name ("hostport")
	ExprSeq                     // a concatenation of Subs
	ExprAlt                     // alternatives: one of Subs
	ExprRepeat                  // Subs[0] repeated Min to Max times; Max is -1 for no bound
)

// An Expr is one node of a rule's right-hand side, as section 5 writes it:
// "[ x ]" is a Repeat of x with Min 0 and Max 1, "*x" one with Min 0 and
// Max -1, "1*x" one with Min 1 and Max -1. The unquoted "/" of gopherurl
// is the literal "/", as grammar.go reads it.
type Expr struct {
	Kind     ExprKind
	Text     string // the literal (ExprLiteral) or the rule's name (ExprRule)
	Subs     []Expr // the items (ExprSeq, ExprAlt), the repeated item (ExprRepeat)
	Min, Max int    // the bounds of an ExprRepeat
}

// RuleExpr returns the right-hand side of the rule named name, spelled as
// the RFC spells it ("ftpurl", "gopher+_string"). The tree is a copy:
// callers may change it.
func RuleExpr(name string) (Expr, bool) {
	g := rfcGrammar()
	i, ok := g.index[name]
	if !ok {
		return Expr{}, false
	}
	return exprOf(g.defs[i]), true
}

func exprOf(n *bnf.Node) Expr {
	e := Expr{Min: n.Min, Max: n.Max}
	switch n.Kind {
	case bnf.Lit:
		e.Kind, e.Text = ExprLiteral, n.Lit
	case bnf.Ref:
		e.Kind, e.Text = ExprRule, n.Name
	case bnf.Seq:
		e.Kind = ExprSeq
	case bnf.Alt:
		e.Kind = ExprAlt
	case bnf.Rep:
		e.Kind = ExprRepeat
	}
	if len(n.Subs) > 0 {
		e.Subs = make([]Expr, len(n.Subs))
		for i, s := range n.Subs {
			e.Subs[i] = exprOf(s)
		}
	}
	return e
}

// Matches reports whether s, whole, is in the language of the rule named
// name, by the automaton compiled from the BNF (automaton.go): the scheme
// letters of a predefined production's leading literal and the scheme rule
// match ignoring case (section 2.1), everything else exactly. It is false
// for a name the grammar does not have.
func Matches(name, s string) bool {
	_, _, ok := stopPoint(name, s)
	return ok
}
