package parser

import (
	"iter"
	"strings"
)

// This file implements the http scheme of RFC 1738 section 3.3, and the
// segment that the three paths of section 5 (fpath, hpath, ppath) are made
// of.

//	httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]
//
// Section 3.3 describes the scheme: a host and port, no user name or
// password, and an optional path and search.
func (p *parser) httpURL(start int) {
	s := p.s
	i, _ := p.slashes(start, "http")
	// The hostport ends at the first "/"; a "?" there is the common mistake
	// of a search with no path before it.
	end := len(s)
	if k := indexSlashOrQuery(s[i:]); k >= 0 {
		end = i + k
	}
	p.login(i, end, false, "http")
	if end == len(s) {
		return
	}
	if s[end] == '?' {
		// Only with neither path nor search may the "/" go: the sentence
		// after the one that makes both optional.
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.3", Fix: "/", HasFix: true, Quote: qHTTPOmitSlash},
			"diag.missing.http-slash", "/", "?")
		p.search(end+1, len(s), "3.3")
		return
	}
	q := len(s)
	if k := strings.IndexByte(s[end+1:], '?'); k >= 0 {
		q = end + 1 + k
	}
	p.hpath(end+1, q)
	if q < len(s) {
		p.search(q+1, len(s), "3.3")
	}
}

// indexSlashOrQuery returns the index of the first "/" or "?" in t, or -1.
func indexSlashOrQuery(t string) int {
	for i := 0; i < len(t); i++ {
		if c := t[i]; c == '/' || c == '?' {
			return i
		}
	}
	return -1
}

//	hpath          = hsegment *[ "/" hsegment ]
//
// Section 3.3 says "/" may be used "to designate a hierarchical structure".
func (p *parser) hpath(start, end int) {
	e := p.open(RuleHpath, start)
	p.part(RuleHpath, start, end)
	for i, j := range segments(p.s, start, end) {
		p.hsegment(i, j)
	}
	p.close(end, e)
}

//	hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// Section 3.3 says that within the path "/", ";" and "?" are reserved.
func (p *parser) hsegment(start, end int) {
	p.segment(RuleHsegment, start, end, hsegmentSet, "3.3")
}

//	search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// Section 3.3 calls http's search a query string, within which "/", ";" and
// "?" are reserved; gopher (section 3.4.2) and wais (section 3.9) use the
// same production for theirs. section is what rules on its characters: 3.3
// for http, 3.4 for gopher (section 3.4.1: within the gopher path "no
// characters are reserved"), 5 for wais, whose section 3.9 says nothing of
// the search's characters.
func (p *parser) search(start, end int, section string) {
	p.charRun(RuleSearch, start, end, hsegmentSet, section)
}

// segment reads s[start:end] as one segment of a path: an fsegment, an
// hsegment or a psegment. The three have the same shape, a run of uchar and
// some reserved characters, and differ in the reserved characters they take
// (set); none takes the "/" that separates them.
func (p *parser) segment(rule Rule, start, end int, set *allowSet, section string) {
	p.charRun(rule, start, end, set, section)
}

// segments yields the start and end of each segment of the path
// s[start:end]: the text before its first "/", between two, and after its
// last; one empty segment for an empty path.
func segments(s string, start, end int) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := start; ; {
			j := end
			if k := strings.IndexByte(s[i:end], '/'); k >= 0 {
				j = i + k
			}
			if !yield(i, j) || j == end {
				return
			}
			i = j + 1 // after the "/"
		}
	}
}
