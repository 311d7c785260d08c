package parser

import "strings"

// This file implements the gopher scheme of RFC 1738 section 3.4.
//
//	gopherurl = "gopher://" hostport [ / [ gtype [ selector
//	            [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//	gtype     = xchar
//	selector  = *xchar
//	gopher+_string = *xchar
//
// The unquoted "/" is the literal "/". A "%09" ends the selector and the
// next one ends the search (section 3.4.1). Since selector is *xchar and
// xchar takes every escape, the grammar also reads any text after gtype as
// one selector: so the verdict only asks that the url-path be xchars, and
// the split into selector, search and gopher+_string is the reading of
// section 3.4, held to what the BNF can derive: search is
//
//	search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
//
// which cannot hold "/" or "?", so a "%09" followed by text with either
// before the next "%09" does not start a search: the selector takes it
// ("7a%09b/c" is the selector "a%09b/c"), as selector = *xchar does.

func (p *parser) gopherURL(start int) {
	s := p.s
	end := p.authority(start, "gopher", false)
	if end+1 >= len(s) {
		// "1" names a directory in the Gopher protocol (RFC 1436), not in
		// RFC 1738, which says only that the type defaults to "1".
		p.note(finding{Code: CodeGopherType, Start: end, End: len(s), RFC: "3.4.1"},
			"no gopher type: the <gophertype> defaults to \"1\" (in the Gopher protocol of RFC 1436, a directory), with an empty selector")
		return
	}
	g := end + 1
	gEnd := g + runeLen(s[g:]) // one character, even when it must be encoded
	if isEscape(s, g) {
		gEnd = g + 3
	}
	e := p.open(RuleGtype, g)
	p.part(RuleGtype, g, gEnd)
	p.checkChars(g, gEnd, xcharSet, "gtype", "3.4")
	p.close(gEnd, e)

	// selector [ "%09" search [ "%09" gopher+_string ] ]
	sel := gEnd
	selEnd := selectorEnd(s, sel)
	p.gopherField(RuleSelector, sel, selEnd)
	if selEnd == len(s) {
		return
	}
	q := selEnd + 3
	qEnd := indexTab(s, q)
	p.gopherField(RuleSearch, q, qEnd)
	if qEnd == len(s) {
		return
	}
	p.gopherField(RuleGopherString, qEnd+3, len(s))
}

func (p *parser) gopherField(rule Rule, start, end int) {
	e := p.open(rule, start)
	p.part(rule, start, end)
	p.checkChars(start, end, xcharSet, rule.String(), "3.4")
	p.close(end, e)
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
