package parser

import "strings"

// This file implements the generic syntax that every scheme RFC 1738 does
// not define follows (sections 2.1 and 5).
//
//	genericurl    = scheme ":" schemepart
//	otherurl      = genericurl
//	schemepart    = *xchar | ip-schemepart
//	ip-schemepart = "//" login [ "/" urlpath ]
//	urlpath       = *xchar ; depends on protocol see section 3.1

func (p *parser) genericURL(colon int) {
	s := p.s
	e := p.open(RuleGenericurl, p.lead)
	defer p.close(len(s), e)
	p.schemeName(colon, "")
	start := colon + 1
	se := p.open(RuleSchemepart, start)
	defer p.close(len(s), se)
	p.part(RuleSchemepart, start, len(s))

	// Both alternatives of schemepart may match: ip-schemepart says more, so
	// it is tried first, and kept when it matches.
	parts := -1 // the parts before a failed ip-schemepart's, when there was one
	if strings.HasPrefix(s[start:], "//") {
		m := p.setMark()
		parts = len(p.r.Parts)
		p.trial = true
		ie := p.open(RuleIPSchemepart, start)
		i := start + 2
		end := p.authorityEnd(i)
		p.login(i, end, true, p.scheme)
		if end < len(s) {
			ue := p.open(RuleUrlpath, end+1)
			p.part(RuleUrlpath, end+1, len(s))
			p.checkChars(end+1, len(s), xcharSet, "urlpath", "3.1")
			p.close(len(s), ue)
		}
		p.close(len(s), ie)
		p.trial = false
		if p.errs == m.errs {
			return
		}
		p.reset(m)
		p.tried(RuleIPSchemepart, start, len(s)) // before checkChars' escape nodes
	}
	// schemepart = *xchar: its escapes are its children in the trace.
	errs := p.errs
	p.checkChars(start, len(s), xcharSet, "schemepart", "2.1")
	// Not an ip-schemepart. When *xchar matches, the URL is valid by it
	// alone, and the parts of the failed reading would mislead; when
	// nothing matches, they are what a reader sees, and kept.
	if parts >= 0 && p.errs == errs {
		p.truncParts(parts)
	}
}
