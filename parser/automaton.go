package parser

// This file configures, for RFC 1738, the automaton package bnf compiles
// from section 5's rules, used to explain why an input is invalid: how far
// the grammar reaches, and what it would have taken there.

import (
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser/internal/bnf"
)

// schemeLiterals are the leading literals of the predefined productions
// (section 5). Their scheme letters match case-insensitively: "the scheme is
// in lower case; interpreters should use case-ignore" (section 2.1, and the
// comment above scheme in section 5). Every other literal (";type=", "%09",
// "localhost") is case-sensitive.
// The leading literal is "scheme://", or "scheme:" for mailto and news;
// both spellings are listed for each of the ten, as no other literal of
// section 5 has either form. (Filled by init: the scheme table refers to the
// productions' functions, which reach this map.)
var schemeLiterals = map[string]bool{}

func init() {
	for _, d := range schemes {
		schemeLiterals[d.name+"://"], schemeLiterals[d.name+":"] = true, true
	}
}

// endOfInput is the Expected entry meaning the input could have ended here.
const endOfInput = bnf.EndOfInput

// recognizer holds section 5's rules compiled, each on first use.
//
// A terminal is named, in Failure.Expected, by the outermost character
// class on its derivation path: "uchar" rather than "alpha", "%" or "hex".
// The classes are the character rules (charrules.go) that sections 2.2 and
// 3.1 explain: those of section 2.2 and alphadigit, the host name's.
// ftptype and gtype read one character too, but are fields of their
// schemes (sections 3.2.2 and 3.4): what is expected there is said by what
// they take ("A", xchar). The scheme rule and the schemes' leading literals
// ignore case (section 2.1).
// (A variable: a test runs Parse on automata with a tiny cache.)
var recognizer = sync.OnceValue(func() *bnf.Recognizer { return newRecognizer(0) })

// newRecognizer compiles section 5 as Parse needs it; maxStates bounds each
// rule's DFA cache (0: the package's bound).
func newRecognizer(maxStates int) *bnf.Recognizer {
	return bnf.NewRecognizer(rfcGrammar().bnf, bnf.Config{
		Classes:      expectClasses(),
		FoldRules:    map[string]bool{"scheme": true},
		FoldLiterals: schemeLiterals,
		MaxStates:    maxStates,
	})
}

// expectClasses returns the classes that name terminals in an expected set.
func expectClasses() map[string]bool {
	g := rfcGrammar()
	classes := map[string]bool{}
	for name := range characterRules(g) { // the set alone, not charTables: no rule's table is needed
		if s := g.rules[g.index[name]].Section; s == "2.2" || s == "3.1" {
			classes[name] = true
		}
	}
	return classes
}

// stopPoint matches input against the named rule, anchored at both ends,
// as bnf.Recognizer.StopPoint does: ok reports a full match; when !ok, pos
// is how far the grammar reaches and expected what it could take there.
func stopPoint(rule, input string) (pos int, expected []string, ok bool) {
	return recognizer().StopPoint(rule, input)
}

// failurePoint is stopPoint with the expected set simplified. The slice is
// shared by every call that stops in the same state: nobody may modify it.
func failurePoint(rule, input string) (pos int, expected []string, ok bool) {
	return recognizer().FailurePoint(rule, input)
}

// stopState runs the rule's automaton over input. When !ok, e is what the
// state it stopped in could take; e is nil for an unknown rule.
func stopState(rule, input string) (pos int, e *bnf.Expectation, ok bool) {
	return recognizer().Stop(rule, input)
}

// newMatcher returns a matcher of rule, for text given in pieces.
func newMatcher(rule string) bnf.Matcher { return recognizer().Matcher(rule) }
