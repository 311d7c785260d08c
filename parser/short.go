package parser

import "strings"

// This file holds the short ways Parse reads the commonest URLs when it is
// not asked for a trace: the https URL with nothing to report, and such a
// file URL. Each returns nil for any other input, which the parser then
// reads the long way (parseLong); for those it takes, it gives the Result
// the parser would, which TestPlainGeneric, TestPlainFile and the
// invariant tests check.

// plainGeneric returns the Result of s when s is the commonest URL, and nil
// for any other: a generic scheme (https, ...) of at most 32 lower-case
// scheme characters, "//", a host name with nothing to report (hostRun),
// and nothing more or "/" and a path of characters urlpath takes as they
// are (no escape). Parse gives it such a URL without Trace, before it
// makes a parser: the parser's reading, which is the same (the invariant
// tests check that Parse with and without Trace agree on every corpus
// input, and TestPlainGeneric that the two readings do), costs 1.3 KB of
// parser to clear, a trial of ip-schemepart, and each part and note
// written twice, once in the parser and once in the Result.
//
// Such a URL is valid, its parts are scheme, schemepart, host and urlpath
// (when it has a path), and its one diagnostic is the generic-scheme note.
// The block is written in stores that follow the allocation, so that the
// constant strings take no write barrier (validOf).
func plainGeneric(s string) *Result {
	colon, ok, chars := schemeRun(s)
	if !ok || chars != schemeLower || colon > 32 || s[0] == 'u' {
		return nil // (a "u" may start the appendix's "URL:")
	}
	if _, predefined := lookupScheme(s[:colon]); predefined {
		return nil
	}
	h := colon + 3 // the host
	if len(s) < h || s[colon+1] != '/' || s[colon+2] != '/' {
		return nil
	}
	n, plain := hostRun(s[h:])
	end := h + n
	if !plain || end < len(s) && (s[end] != '/' || skipIn(s, end+1, xcharSet) != len(s)) {
		return nil
	}
	// One block for both: a URL without a path ("https://host", rare)
	// leaves its fourth part unused.
	b := new(block[[4]Part, [0]Diagnostic, [0]byte, struct{}])
	b.parts[0] = Part{RuleScheme, 0, colon}
	b.parts[1] = Part{RuleSchemepart, colon + 1, len(s)}
	b.parts[2] = Part{RuleHost, h, end}
	b.r.Production, b.r.Valid, b.r.Diagnostics = "genericurl", true, sharedNote(int8(genericNote(colon)))
	np := 3
	if end < len(s) {
		b.parts[3] = Part{RuleUrlpath, end + 1, len(s)}
		np = 4
	}
	b.r.Input, b.r.Scheme, b.r.Parts = s, s[:colon], b.parts[:np]
	return &b.r
}

// plainFile returns the Result of s when s is the commonest file URL, and
// nil for any other: "file://", a host name with nothing to report
// (hostRun), "localhost" or nothing, then "/" and a path of segments of
// characters fsegment takes as they are (no escape), with 16 parts at most.
// As plainGeneric, for the file URLs of a program's own files. Such a URL
// is valid; its parts are scheme, host (when it has one), fpath and each
// fsegment, and its one diagnostic, for "localhost" or no host, the common
// note that the file is on the machine where the URL is read.
func plainFile(s string) *Result {
	const prefix = "file://"
	if len(s) <= len(prefix) || s[:len(prefix)] != prefix {
		return nil
	}
	var parts [16]rawPart
	parts[0] = rawPart{RuleScheme, 0, 4}
	np := 1
	n, plain := hostRun(s[len(prefix):])
	end := len(prefix) + n
	h := head{s, "file", RuleFileurl, 0}
	switch {
	case n == 0:
		h.pending = fileEmptyHostNote
	case !plain:
		return nil
	default:
		parts[np] = rawPart{RuleHost, len(prefix), end}
		np++
		if strings.EqualFold(s[len(prefix):end], "localhost") {
			h.pending = fileLocalhostNote
		}
	}
	if end == len(s) || s[end] != '/' {
		return nil
	}
	parts[np] = rawPart{RuleFpath, end + 1, len(s)}
	np++
	for i := end + 1; ; {
		j := skipIn(s, i, fsegmentSet)
		if j < len(s) && s[j] != '/' || np == len(parts) {
			return nil // something to report, or more parts than a block here holds
		}
		parts[np] = rawPart{RuleFsegment, i, j}
		np++
		if j == len(s) {
			break
		}
		i = j + 1
	}
	return validOf[[0]Diagnostic](&h, parts[:np], nil)
}
