package parser

import "strings"

// This file implements the generic syntax that every scheme RFC 1738 does
// not define follows (sections 2.1 and 5).

//	genericurl     = scheme ":" schemepart
//
// Section 2.1 says a URL is written "<scheme>:<scheme-specific-part>", whose
// interpretation "depends on the scheme".
func (p *parser) genericURL(colon int) {
	e := p.open(RuleGenericurl, p.urlStart())
	p.schemeName(colon, "")
	p.schemepart(colon + 1)
	p.close(len(p.s), e)
}

//	otherurl       = genericurl
//
// Section 4 says a new scheme is introduced "by defining a mapping onto a
// conforming URL syntax": until then, section 5 reads it by genericurl.
func (p *parser) otherURL(colon int) {
	e := p.open(RuleOtherurl, p.urlStart())
	p.genericURL(colon)
	p.close(len(p.s), e)
}

//	schemepart     = *xchar | ip-schemepart
//
// Section 3.1 says the schemes that "involve the direct use of an IP-based
// protocol" start their scheme-specific data with "//"; any other
// schemepart is xchars.
func (p *parser) schemepart(start int) {
	s := p.s
	e := p.open(RuleSchemepart, start)
	p.part(RuleSchemepart, start, len(s))
	// Both alternatives may match: ip-schemepart says more, so it is tried
	// first, and kept when it matches.
	parts := -1 // the parts before a failed ip-schemepart's, when there was one
	if strings.HasPrefix(s[start:], "//") {
		parts = len(p.r.Parts)
		if p.ipSchemepart(start) {
			p.close(len(s), e)
			return
		}
		p.tried(RuleIPSchemepart, start, len(s)) // before checkChars' escape nodes
	}
	// *xchar: its escapes are its children in the trace. The host that the
	// failed ip-schemepart found stays a host to a reader: its characters
	// get no %XX fix, since a host is a domain name or an IP address, which
	// no escape stands in (section 3.1), and an encoded "[" or "#" in it
	// would make another host.
	errs := p.errs
	if parts >= 0 {
		for _, pt := range p.r.Parts[parts:] {
			if pt.Rule == RuleHost {
				p.ctx.host = span{int(pt.Start), int(pt.End)}
			}
		}
	}
	p.checkChars(start, len(s), xcharSet, RuleSchemepart, "2.1")
	p.ctx.host = span{}
	// Not an ip-schemepart. When *xchar matches, the URL is valid by it
	// alone, and the parts of the failed reading would mislead; when
	// nothing matches, they are what a reader sees, and kept.
	if parts >= 0 && p.errs == errs {
		p.truncParts(parts)
	}
	p.close(len(s), e)
}

//	ip-schemepart  = "//" login [ "/" urlpath ]
//
// Section 3.1 gives the common Internet scheme syntax,
// "//<user>:<password>@<host>:<port>/<url-path>". ipSchemepart tries
// s[start:] as one: a trial, whose errors are counted, not written. It
// reports whether it matched; when it did not, only the parts it found are
// left.
func (p *parser) ipSchemepart(start int) bool {
	s := p.s
	m := p.setMark()
	p.trial = true
	e := p.open(RuleIPSchemepart, start)
	i := start + 2
	end := p.authorityEnd(i)
	p.login(i, end, true, p.r.Scheme)
	if end < len(s) {
		p.urlpath(end+1, len(s))
	}
	p.close(len(s), e)
	p.trial = false
	if p.errs == m.errs {
		return true
	}
	p.reset(m)
	return false
}

//	urlpath        = *xchar    ; depends on protocol see section 3.1
//
// Section 3.1 says "The url-path syntax depends on the scheme being used, as
// does the manner in which it is interpreted."
func (p *parser) urlpath(start, end int) {
	p.charRun(RuleUrlpath, start, end, xcharSet, "3.1")
}
