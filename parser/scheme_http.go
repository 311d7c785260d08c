package parser

import (
	"slices"
	"strings"
)

// This file implements the http scheme of RFC 1738 section 3.3.
//
//	httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
//	hpath   = hsegment *[ "/" hsegment ]
//	hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//	search  = *[ uchar | ";" | ":" | "@" | "&" | "=" ]

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
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.3", Fix: "/", HasFix: true},
			"a search follows the path: write %q before %q (httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]])", "/", "?")
		p.search(end+1, len(s), "3.3")
		return
	}
	q := len(s)
	if k := strings.IndexByte(s[end+1:], '?'); k >= 0 {
		q = end + 1 + k
	}
	p.segments(RuleHpath, RuleHsegment, end+1, q, hsegmentSet, "3.3")
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

// search parses s[start:end] as search = *[ uchar | ";" | ":" | "@" | "&"
// | "=" ], which cannot hold "/" or "?": they must be encoded. section is
// what says so: 3.3 for http ("Within the <path> and <searchpart>
// components, "/", ";", "?" are reserved"), 5 for wais, whose section 3.9
// says nothing of the search's characters.
func (p *parser) search(start, end int, section string) {
	e := p.open(RuleSearch, start)
	p.part(RuleSearch, start, end)
	p.checkChars(start, end, hsegmentSet, "search", section)
	p.close(end, e)
}

// segments parses s[start:end] as pathRule = segRule *[ "/" segRule ], each
// segment holding the characters of set.
func (p *parser) segments(pathRule, segRule Rule, start, end int, set *allowSet, section string) {
	s := p.s
	e := p.open(pathRule, start)
	p.part(pathRule, start, end)
	// Room for every segment's part, and a search's or typecode's after
	// them, at once: a long path outgrows the Result's own room for parts
	// in one step, to its size.
	p.r.Parts = slices.Grow(p.r.Parts, strings.Count(s[start:end], "/")+2)
	for i := start; ; {
		// The segment's characters that it takes as they are ("/" is not
		// one of them), and, when they stop before a "/" or the end,
		// the rest of the segment for checkChars.
		j := skipIn(s[:end], i, set)
		plain := j == end || s[j] == '/'
		if !plain {
			j = end
			if k := strings.IndexByte(s[i:end], '/'); k >= 0 {
				j = i + k
			}
		}
		se := p.open(segRule, i)
		p.part(segRule, i, j)
		if !plain {
			p.checkChars(i, j, set, segRule.String(), section)
		}
		p.close(j, se)
		if j == end {
			break
		}
		i = j + 1
	}
	p.close(end, e)
}
