package parser

import (
	"slices"
	"strconv"
	"unicode/utf8"
)

// This file makes one mistake one error. Where the production stops at a
// character that has its own diagnostic ("~" is unsafe, a space, a "%"
// without two hex digits, a reserved character out of place), the syntax
// error that says where the grammar stopped would restate that mistake: a
// reader would count two errors for one. The syntax error is folded into
// the diagnostic that explains it, whose message then says both what is
// wrong and what the grammar expected there; Result.Failure still holds
// the stop point and the expected set.

// oneErrorPerMistake folds r's syntax error into the error that explains
// it: an error whose span holds the stop point, or else one that ends
// right at it (the grammar read the text, then stopped after it, as in
// "1abc" read as a domainlabel). Parse calls it once, on every Result it
// builds, with the syntax error settle made, which is not yet among
// r.Diagnostics.
//
// When the syntax error is folded, the folded message is the only one
// made; when it stays, its message is written here (syntaxMessage) and it
// joins r.Diagnostics in their order.
//
// The error must be about a character (characterCode), have no fix, or
// have a fix that alone makes the input match the production: the fix of
// some errors leaves the input still rejected ("http://./" without its dot
// has no host), and a fix must not claim to repair what it does not.
// ("http://user:pw@host/" without its login is valid: its one error says
// where httpurl stops.)
//
// When no error stands at the stop, the input's only error is folded in
// all the same, if it has no fix or its fix alone makes the input match:
// the grammar then stops elsewhere for the same mistake ("news:a@b@host"
// blames the first "@", newsurl stops at the second).
func oneErrorPerMistake(r *Result, syn Diagnostic) {
	f := r.Failure
	if f == nil || syn.Code == "" {
		return // valid, or the syntax error was left out, past maxDiagnostics
	}
	if i := explaining(r); i >= 0 {
		d := &r.Diagnostics[i]
		d.Message = withExpected(d.Message, f, r.Input, int(d.Start), int(d.End))
		return
	}
	d := syn
	d.Message, d.stmt = syntaxMessage(r.Input, f, int(d.End))
	// After the diagnostics that sort before it or with it (compareDiag),
	// as a stable sort would place it, added last.
	i := len(r.Diagnostics)
	for i > 0 && compareDiag(r.Diagnostics[i-1], d) > 0 {
		i--
	}
	r.Diagnostics = slices.Insert(r.Diagnostics, i, d)
}

// explaining returns the index of the error into which the syntax error
// folds, or -1 when it stays.
func explaining(r *Result) int {
	f := r.Failure
	at, after, only, nerr, fixable := -1, -1, -1, 0, 0
	for i := range r.Diagnostics {
		d := &r.Diagnostics[i]
		if d.Severity != Error {
			continue
		}
		nerr++
		only = i
		if d.HasFix {
			fixable++
		}
		switch {
		case int(d.Start) == f.Pos || int(d.Start) < f.Pos && f.Pos < int(d.End):
			if at < 0 && explains(r, d) {
				at = i
			}
		case int(d.End) == f.Pos && int(d.Start) < f.Pos:
			if explains(r, d) {
				after = i
			}
		}
	}
	i := at
	if i < 0 {
		i = after
	}
	if i < 0 && nerr == 1 && (!r.Diagnostics[only].HasFix || fixMatches(r, &r.Diagnostics[only])) {
		i = only
	}
	if i < 0 {
		return -1
	}
	// Without the syntax error, which has no fix, every error may have
	// one: then Fix all must make the input match, or the syntax error
	// stays to say that the fixes do not repair it all ("ftp:./x" gets "//"
	// and loses its ".", and still has no host).
	if fixable == nerr && !fixesMatch(r) {
		return -1
	}
	return i
}

// explains reports whether the error d, at r's stop point, is the mistake
// the production stopped at: it is about a character, or it has no fix, or
// its fix alone makes the input match the production.
func explains(r *Result, d *Diagnostic) bool {
	return characterCode(d.Code) || !d.HasFix || fixMatches(r, d)
}

// fixMatches reports whether d's fix alone makes r's input match the
// production.
func fixMatches(r *Result, d *Diagnostic) bool {
	return matchesJoined(r.Failure.Production, r.Input[:d.Start], d.Fix, r.Input[d.End:])
}

// fixesMatch reports whether r's input, with the fix of every error
// applied, matches the production: one round of FixAll's, where a fix
// whose span holds others (the wrapper's, whose fix is the URL inside,
// fixed) stands for them. It is false when two errors' spans cross, or
// some were left out past maxDiagnostics. It builds no string.
func fixesMatch(r *Result) bool {
	if r.moreFixes != nil {
		return false
	}
	m, pos := newMatcher(r.Failure.Production), 0
	for i := range r.Diagnostics {
		d := &r.Diagnostics[i]
		if d.Severity != Error || !d.HasFix {
			continue
		}
		if int(d.Start) < pos {
			if int(d.End) <= pos {
				continue // inside the fix before it
			}
			return false
		}
		if !m.Feed(r.Input[pos:d.Start]) || !m.Feed(d.Fix) {
			return false
		}
		pos = int(d.End)
	}
	return m.Feed(r.Input[pos:]) && m.Done()
}

// matchesJoined reports whether rule matches a+b+c, running the rule's
// automaton (automaton.go) over the three in turn, without joining them.
func matchesJoined(rule, a, b, c string) bool {
	m := newMatcher(rule)
	return m.Feed(a) && m.Feed(b) && m.Feed(c) && m.Done()
}

// characterCode reports whether c is a diagnostic about characters the
// grammar cannot take where they stand (or the whitespace around a URL):
// the fix that encodes or removes them repairs the stop too. (Not the
// "<URL:" wrapper: its fix is the whole URL inside, which may still be
// rejected.)
func characterCode(c Code) bool {
	switch c {
	case CodeEmpty, CodeSchemeChar, CodeControl, CodeSpace, CodeNonASCII,
		CodeUnsafe, CodeBadEscape, CodeReserved, CodeSurroundingSpace, CodeFragment:
		return true
	}
	return false
}

// withExpected returns the message of a diagnostic spanning [start,end)
// followed by where f's production stopped, and what it expected there:
// the grammar's clause, said after the diagnostic's own.
func withExpected(msg string, f *Failure, input string, start, end int) string {
	expected := string(appendNames(nil, f.Expected))
	var at string
	if f.Pos < len(input) {
		_, size := utf8.DecodeRuneInString(input[f.Pos:])
		at = strconv.Quote(input[f.Pos : f.Pos+size])
	}
	switch {
	case f.Pos == start:
		return say("diag.fold.here", msg, f.Production, expected)
	case f.Pos >= len(input):
		return say("diag.fold.end", msg, f.Production, expected)
	case f.Pos < start:
		return say("diag.fold.before", msg, f.Production, at, expected)
	case f.Pos > end || f.Pos == end && end == start:
		return say("diag.fold.further", msg, f.Production, at, expected)
	case f.Pos == end:
		return say("diag.fold.after", msg, f.Production, at, expected)
	}
	return say("diag.fold.at", msg, f.Production, at, expected)
}
