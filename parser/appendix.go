package parser

import (
	"strings"
)

// This file reads a URL in the context the appendix of RFC 1738
// ("Recommendations for URLs in Context") describes: whitespace around it,
// the prefix "URL:", the wrapper "<URL:" ... ">".

// appendix reads the input as a URL handed over in a context, as the
// appendix ("Recommendations for URLs in Context") describes: whitespace
// around it, the prefix "URL:", the wrapper "<URL:" ... ">" (or "<" ...
// ">"). None of them is part of the URL: the diagnostics name what is around
// the URL, and their fixes take it off. The verdict is the BNF's, on the
// input as it stands. The URL is read where a reader sees it (bounds):
// between the whitespace around it (outerSpace), and inside the wrapper when
// it stands there in one piece; its scheme, production, parts, notes and
// trace are those of the URL alone. After the prefix "URL:" alone the input
// is read as it stands, since the BNF reads it so (a genericurl with the
// scheme "URL"); and so is a URL that whitespace inside its wrapper breaks
// into pieces.
//
// Nothing is said when what is left does not start with a scheme: "<img
// src=x>" and " URL: " are something else.
func (p *parser) appendix() {
	s := p.s
	c, ok := inContext(s)
	if !ok {
		return
	}
	p.outerSpace(c.lo, c.hi)
	if !c.wrapped() {
		return
	}
	if lead, stop := c.bounds(); lead > c.lo { // inside the wrapper
		p.ctx.lead, p.ctx.stop = lead, stop
	} else {
		p.ctx.wrapped = true
		if c.spaced {
			// "The whitespace should be ignored when extracting the
			// URL": the whitespace that breaks the URL inside its
			// wrapper is no character of it to encode (checkChars skips
			// it); the wrapper's fix joins the pieces.
			p.ctx.broken = span{c.lo + c.start, c.lo + c.end}
		}
		if c.brackets && c.end < c.hi-c.lo {
			// Read as it stands, but not past the wrapper: its ">" and
			// the running text after it are no more the URL's here.
			p.ctx.stop = c.lo + c.end
		}
	}
	t := s[c.lo:c.hi]
	inner, spaced := c.inner, ""
	if c.spaced {
		spaced = text("diag.wrapper.spaced")
		if i := hyphenBreak(t); i >= 0 {
			// "No whitespace should be introduced after a hyphen": one
			// that ends a line may be the typesetter's.
			spaced += say("diag.wrapper.hyphen", c.lo+i)
		}
	}
	fix := Parse(inner, 0).FixAll()
	if c.brackets && c.end == len(t) {
		p.errorf(finding{Code: CodeWrapper, Start: c.lo, End: c.hi, RFC: "appendix", Fix: fix, HasFix: true},
			"diag.wrapper.open-only",
			t[:c.start], quoteShort(inner), spaced)
		return
	}
	if c.brackets {
		after := ""
		if c.close < len(t) {
			after = say("diag.wrapper.after", quoteShort(t[c.close:]))
		}
		p.errorf(finding{Code: CodeWrapper, Start: c.lo, End: c.hi, RFC: "appendix", Fix: fix, HasFix: true},
			"diag.wrapper",
			t[:c.start], t[c.end:c.close], quoteShort(inner), spaced, after)
		return
	}
	if !Parse(fix, 0).Valid {
		// No fix: the input as it stands may be a valid genericurl, and a
		// note's fix must not make a valid URL invalid.
		p.notef(finding{Code: CodeURLPrefix, Start: c.lo, End: c.hi, RFC: "appendix"},
			"diag.url-prefix.not-a-url",
			t[:c.start], quoteShort(inner), t[:3])
		return
	}
	p.notef(finding{Code: CodeURLPrefix, Start: c.lo, End: c.hi, RFC: "appendix", Fix: fix, HasFix: true},
		"diag.url-prefix",
		t[:c.start], quoteShort(inner), t[:3])
}

// hyphenBreak returns the index in t of the first "-" that a line break
// follows, or -1.
func hyphenBreak(t string) int {
	i, j := strings.Index(t, "-\n"), strings.Index(t, "-\r")
	if i < 0 || j >= 0 && j < i {
		return j
	}
	return i
}

// A setting says how a URL sits in the text around it (appendix).
type setting struct {
	lo, hi     int    // s[lo:hi] is s without the whitespace around it
	start, end int    // s[lo:hi][start:end] is inside the wrapper or after the prefix
	close      int    // s[lo:hi][close:] is the text after the wrapper
	brackets   bool   // the wrapper's angle brackets are there
	inner      string // the URL: s[lo:hi][start:end], without whitespace inside brackets
	spaced     bool   // inner lost whitespace inside brackets
}

// wrapped reports whether c has a wrapper or a prefix.
func (c setting) wrapped() bool { return c.start > 0 || c.end < c.hi-c.lo }

// bounds returns where Parse reads the URL: inside the wrapper when the URL
// stands there in one piece, else between the whitespace around the input.
func (c setting) bounds() (lead, stop int) {
	if c.brackets && !c.spaced {
		return c.lo + c.start, c.lo + c.end
	}
	return c.lo, c.hi
}

// inContext returns the setting of the URL in s: ok is false when what is
// inside does not start with a scheme ("<img src=x>" and " URL: " are
// something else).
func inContext(s string) (c setting, ok bool) {
	c.lo, c.hi = trimOuter(s)
	t := s[c.lo:c.hi]
	c.start, c.end, c.close, c.brackets = unwrap(t)
	c.inner = t[c.start:c.end]
	if c.brackets && strings.ContainsAny(t[:c.end], wrapSpace) {
		// "The whitespace should be ignored when extracting the URL": the
		// whitespace that breaks a long URL across lines in running text.
		clean := dropSpace(t[:c.end])
		cs, ce, _, _ := unwrap(clean)
		c.inner, c.spaced = clean[cs:ce], true
	}
	colon, ok := schemeEnd(c.inner)
	return c, ok && schemeChars(c.inner[:colon])
}

// bom is U+FEFF, the byte order mark that a text file may start with.
const bom = "\ufeff"

// trimOuter returns where the text inside the whitespace around s starts
// and ends. A byte order mark counts as whitespace before it.
func trimOuter(s string) (lo, hi int) {
	hi = len(s)
	for lo < hi {
		if strings.IndexByte(wrapSpace, s[lo]) >= 0 {
			lo++
		} else if strings.HasPrefix(s[lo:], bom) {
			lo += len(bom)
		} else {
			break
		}
	}
	for hi > lo && strings.IndexByte(wrapSpace, s[hi-1]) >= 0 {
		hi--
	}
	return lo, hi
}

// outerSpace reports the whitespace before s[lo], and notes where the
// whitespace after s[hi] starts, for spaceAfter. Whitespace around the URL
// is not part of it: section 2.2 says that insignificant spaces may be
// introduced when URLs are transcribed or typeset. (The appendix's "The
// whitespace should be ignored when extracting the URL" is about
// whitespace added to break a long URL across lines, not around it.) The
// fix deletes it. The URL
// is then read between the two, from its scheme at urlStart to spaceAfterURL: its
// parts and notes are those of the URL alone, and the syntax error points
// at the whitespace.
func (p *parser) outerSpace(lo, hi int) {
	s := p.s
	if lo > 0 {
		p.ctx.lead = lo
		if strings.Contains(s[:lo], bom) {
			p.errorf(finding{Code: CodeSurroundingSpace, Start: 0, End: lo, RFC: "2.2", HasFix: true, Quote: qNoGraphic},
				"diag.surrounding-space.bom",
				quoteShort(s[:lo]))
		} else {
			p.errorf(finding{Code: CodeSurroundingSpace, Start: 0, End: lo, RFC: "2.2", HasFix: true}, "diag.surrounding-space.before", describe(s[:lo]))
		}
	}
	if hi < len(s) {
		p.ctx.tail, p.ctx.stop = hi, hi
	}
}

// spaceAfter reports the whitespace after the URL, from spaceAfterURL, once the URL
// has been read: its diagnostic comes after the URL's own at the same place,
// so that FixAll makes an insertion there (as "//" after "http:") before it
// deletes the whitespace.
func (p *parser) spaceAfter() {
	s := p.s
	tail, _ := p.spaceAfterURL()
	p.errorf(finding{Code: CodeSurroundingSpace, Start: tail, End: len(s), RFC: "2.2", HasFix: true}, "diag.surrounding-space.after", describe(s[tail:]))
}

// wrapSpace is the whitespace that running text may put inside a wrapped
// URL, to break it across lines (appendix).
const wrapSpace = " \t\r\n"

// dropSpace returns s without its wrapSpace characters.
func dropSpace(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(wrapSpace, s[i]) < 0 {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// urlPrefix reports whether s starts with "URL:", in any case.
func urlPrefix(s string) bool {
	return len(s) >= 4 && s[0]|0x20 == 'u' && s[1]|0x20 == 'r' && s[2]|0x20 == 'l' && s[3] == ':'
}

// schemeChars reports whether s holds only the characters of a scheme
// (section 2.1, either case).
func schemeChars(s string) bool {
	for i := 0; i < len(s); i++ {
		if !is(s[i], cScheme) {
			return false
		}
	}
	return true
}

// unwrap returns where the URL inside the appendix's context starts and
// ends in s, and where its wrapper closes. It takes off the "<" and "URL:"
// (in any case) in front, as often as they are there; the URL then runs to
// the first ">", which a URL cannot hold unencoded (section 2.2: it is
// unsafe because it delimits URLs), and the wrapper closes after as many
// ">" as it opened "<". What follows (s[close:]) is the running text after
// the wrapper: the appendix's "<URL:ftp://ds.internic.net/rfc>.  Note",
// whose "." is not the URL's. With no ">" at all (a wrapper cut off by a
// line break, so only after "<URL:"), the URL and the wrapper run to the
// end. brackets reports whether there was a wrapper.
func unwrap(s string) (start, end, close int, brackets bool) {
	opens, firstOpen, cut := 0, -1, false
	for start < len(s) {
		if s[start] == '<' {
			if opens == 0 {
				firstOpen = start
			}
			opens++
			start++
			cut = cut || urlPrefix(s[start:])
		} else if urlPrefix(s[start:]) {
			start += 4
		} else {
			break
		}
	}
	end, close = len(s), len(s)
	if opens == 0 {
		return start, end, close, false
	}
	i := strings.IndexByte(s[start:], '>')
	if i < 0 {
		if !cut {
			// "<" alone and no ">": no wrapper, only the prefixes before.
			return firstOpen, end, close, false
		}
		return start, end, close, true
	}
	end = start + i
	close = end
	for close < len(s) && s[close] == '>' && close-end < opens {
		close++
	}
	return start, end, close, true
}
