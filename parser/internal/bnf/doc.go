// Package bnf reads a grammar written in the BNF of RFC 1738 section 5 (the
// RFC 822 style of its time: "name = rule", quoted literals, "|", "[ ]",
// "*" and "1*" repetitions) and recognizes the strings of its rules, as
// package parser needs to explain why an input is invalid: how far the
// grammar reaches, and what it would have taken there.
//
// Read gives a Grammar: the rules in the text's order, each a tree of
// Nodes. Its byte sets (Singles, First, Alphabet) are what a rule takes one
// byte at a time, can start with, can hold at all. A Recognizer compiles a
// rule on first use, with every rule it refers to inlined (the grammar
// has no recursion), to a Thompson NFA over bytes, and runs it as a lazily
// built DFA whose states are cached, as RE2 does: matching is linear in the
// input, and once the few states an input visits are built, it allocates
// nothing per byte. Bytes that no instruction tells apart share a class,
// and a state's self loop (the bytes that lead back to it: most of a URL's
// path) is read without a transition.
//
// StopPoint and Matcher.Stop say where a rule stops matching a text and
// what it could take there (an Expectation: the terminals named by the
// outermost class on their derivation, or by their literal); a Matcher
// also reads a text given in pieces (Feed, Done). The package knows nothing
// of URLs: which rules are classes and which letters ignore case is the
// caller's Config.
package bnf
