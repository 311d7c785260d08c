package parser

import "strings"

// This file implements the gopher scheme of RFC 1738 section 3.4.
//
// The unquoted "/" of gopherurl is the literal "/". A "%09" ends the
// selector and the next one ends the search (sections 3.4.2 and 3.4.3).
// Since selector is *xchar and xchar takes every escape, the grammar also
// reads any text after gtype as one selector: so the verdict only asks that
// the gopher path be xchars, and the split into selector, search and
// gopher+_string is the reading of section 3.4, held to what the BNF can
// derive: search cannot hold "/" or "?", so a "%09" followed by text with
// either before the next "%09" does not start a search: the selector takes
// it ("7a%09b/c" is the selector "a%09b/c"), as selector = *xchar does.

//	gopherurl      = "gopher://" hostport [ / [ gtype [ selector
//	                 [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//
// Section 3.4.1 describes the scheme: a host and port, then a gopher path of
// a type, a selector and, for a search or a Gopher+ item, the search and
// the Gopher+ string, each after an encoded tab.
func (p *parser) gopherURL(start int) {
	s := p.s
	end := p.authority(start, "gopher", false)
	if end+1 >= len(s) {
		// "1" names a directory in the Gopher protocol (RFC 1436), not in
		// RFC 1738, which says only that the type defaults to "1".
		p.note(finding{Code: CodeGopherType, Start: end, End: len(s), RFC: "3.4.1"},
			"diag.gopher-type")
		return
	}
	g := end + 1
	gEnd := g + runeLen(s[g:]) // one character, even when it must be encoded
	if isEscape(s, g) {
		gEnd = g + 3
	}
	p.gtype(g, gEnd)

	// selector [ "%09" search [ "%09" gopher+_string ] ]
	sel := gEnd
	selEnd := selectorEnd(s, sel)
	p.selector(sel, selEnd)
	if selEnd == len(s) {
		return
	}
	q := selEnd + 3
	qEnd := indexTab(s, q)
	p.search(q, qEnd, "3.4")
	if qEnd == len(s) {
		return
	}
	p.gopherPlusString(qEnd+3, len(s))
}

//	gtype          = xchar
//
// Section 3.4.1 says the <gophertype> "is a single-character field to denote
// the Gopher type of the resource to which the URL refers".
func (p *parser) gtype(start, end int) {
	p.charRun(RuleGtype, start, end, xcharSet, "3.4")
}

//	selector       = *xchar
//
// Section 3.4.1 says the <selector> "is the Gopher selector string", and
// that within the gopher path no characters are reserved.
func (p *parser) selector(start, end int) {
	p.charRun(RuleSelector, start, end, xcharSet, "3.4")
}

//	gopher+_string = *xchar
//
// Section 3.4.3 says URLs for Gopher+ items have "a second encoded tab (%09)
// and a Gopher+ string"; sections 3.4.4 to 3.4.9 say what it holds.
func (p *parser) gopherPlusString(start, end int) {
	p.charRun(RuleGopherString, start, end, xcharSet, "3.4")
}

// selectorEnd returns where the selector that starts at i ends: at the
// first "%09" after which a search can follow (no "/" or "?" before the
// next "%09" or the end), or len(s).
func selectorEnd(s string, i int) int {
	for t := indexTab(s, i); t < len(s); t = indexTab(s, t+3) {
		next := indexTab(s, t+3)
		if !strings.ContainsAny(s[t+3:next], "/?") {
			return t
		}
	}
	return len(s)
}

// indexTab returns the index of the next "%09" in s at or after i, or len(s).
func indexTab(s string, i int) int {
	if k := strings.Index(s[i:], "%09"); k >= 0 {
		return i + k
	}
	return len(s)
}
