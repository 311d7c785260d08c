package parser

import (
	"strings"
	"testing"
)

// FuzzParse checks Parse's invariants (invariants_test.go) on any input,
// among them that its verdict is the BNF's, as the regexps of bnf_test.go
// read it. Seeds: the RFC's examples (a quarter of them also wrapped as the
// appendix wraps a URL in running text, and a quarter with whitespace
// around them) and every tenth string of the other
// corpora (testdata/corpus), plus testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	ex, err := readCorpus("rfc1738-examples.txt")
	if err != nil {
		f.Fatal(err)
	}
	for i, s := range ex {
		f.Add(s)
		switch i % 4 {
		case 0: // in the appendix's wrapper, and after its prefix
			f.Add("<URL:" + s + ">")
			f.Add("URL:" + s)
		case 2: // with whitespace around it, as pasted (2.2, appendix)
			f.Add(" " + s + "\r\n")
			f.Add("\ufeff" + s + "\t")
		}
	}
	f.Add("<URL:ftp://ds.in\nternic.net/rfc>") // the appendix's URL broken across lines
	for i, s := range corpusInputs(f) {
		if i%10 == 0 {
			f.Add(s)
		}
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkInvariants(t, input)
	})
}

// FuzzStopPoint checks that stopPoint (automaton.go, package bnf) and the regexps derived
// from the BNF (bnf_test.go) agree on every input, for a production chosen
// by the fuzzer (section 5), and that stopPoint's position is consistent.
func FuzzStopPoint(f *testing.F) {
	g := testGrammar(f)
	for i, s := range corpusInputs(f) {
		if i%10 == 0 {
			f.Add(s, uint8(i))
		}
	}
	for i, name := range productions {
		in, _ := ruleInputs(g, name, 7, 4)
		for _, s := range in {
			f.Add(s, uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, input string, which uint8) {
		checkAgreement(t, g, productions[int(which)%len(productions)], input)
	})
}

// FuzzFixKeepsMeaning checks checkMeaning (meaning_test.go) alone, faster
// than FuzzParse's every invariant: Fix all keeps every component's octets
// but what a fix states it changes and encodes nothing in a host, and the
// canonical form keeps every host as typed and is idempotent. Seeds: the
// inputs whose fixes once changed their meaning, and every tenth string of
// the corpora with a fragment, a space or a bracket put into it.
func FuzzFixKeepsMeaning(f *testing.F) {
	for _, s := range meaningCases {
		f.Add(s)
	}
	for i, s := range corpusInputs(f) {
		if i%10 == 0 {
			f.Add(s + "#x")
			f.Add(strings.Replace(s, ".", " .", 1))
			f.Add(strings.Replace(s, "//", "//[", 1))
		}
	}
	f.Fuzz(func(t *testing.T, input string) {
		checkMeaning(t, input)
	})
}
