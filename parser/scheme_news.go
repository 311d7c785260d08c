package parser

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// This file implements the mailto, news and nntp schemes of RFC 1738
// sections 3.5, 3.6 and 3.7.
//
//	mailtourl = "mailto:" encoded822addr
//	encoded822addr = 1*xchar ; further defined in RFC822
//
//	newsurl   = "news:" grouppart
//	grouppart = "*" | group | article
//	group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//	article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//
//	nntpurl   = "nntp://" hostport "/" group [ "/" digits ]

func (p *parser) mailtoURL(start int) {
	s := p.s
	e := p.open(RuleEncoded822addr, start)
	p.part(RuleEncoded822addr, start, len(s))
	if start == len(s) {
		p.errorf(finding{Code: CodeMissingPart, Start: start, End: start, RFC: "3.5"},
			"the address is missing: a mailto URL is %q followed by an RFC 822 address, such as %q", "mailto:", "mailto:user@host.dom")
	}
	p.checkChars(start, len(s), xcharSet, "encoded822addr", "3.5")
	p.close(len(s), e)
}

func (p *parser) newsURL(start int) {
	s := p.s
	t := s[start:]
	e := p.open(RuleGrouppart, start)
	defer p.close(len(s), e)
	switch {
	case t == "*":
		p.part(RuleGrouppart, start, len(s))
	case strings.Contains(t, "@"):
		at := strings.LastIndexByte(s, '@')
		ae := p.open(RuleArticle, start)
		p.part(RuleArticle, start, len(s))
		if at == start {
			p.errorf(finding{Code: CodeMissingPart, Start: start, End: start, RFC: "3.6"},
				"the message ID before %q is empty: an article is <unique>@<full_domain_name>", "@")
		}
		idStart := start
		if len(t) > 2 && t[0] == '<' && t[len(t)-1] == '>' && at > start+1 {
			// "<unique@host>", as a Message-ID header writes it: section
			// 3.6 takes the message-id "without the enclosing "<" and
			// ">"", so the fix drops them (encoding them would keep
			// characters the message-id does not have).
			// (The host is still read up to the end, ">" included, as the
			// reader sees it and as the canonical form leaves it.)
			idStart = start + 1
			p.add(Diagnostic{Code: CodeUnsafe, Severity: Error, Start: int32(start), End: int32(len(s)),
				RFC: "3.6", Quote: qNewsMessageID, Fix: s[idStart : len(s)-1], HasFix: true,
				Message: fmt.Sprintf("%s is a message-id in its enclosing %q and %q: a news URL writes it without them; the fix drops them",
					quoteShort(t), "<", ">")})
		}
		p.checkChars(idStart, at, articleSet, "article", "3.6")
		p.host(at+1, len(s), false)
		p.close(len(s), ae)
	default:
		p.group(start, len(s))
	}
}

// group parses s[start:end] as a news group name (section 3.6).
func (p *parser) group(start, end int) {
	s := p.s
	e := p.open(RuleGroup, start)
	defer p.close(end, e)
	p.part(RuleGroup, start, end)
	if start == end {
		if p.r.Scheme == "nntp" {
			p.errorf(finding{Code: CodeBadGroup, Start: start, End: end, RFC: "3.7"},
				"the news group name is missing: an nntp URL names a group such as %q after the host's %q (%q for all groups and articles by message ID are news URLs only)",
				"comp.infosystems.www", "/", "*")
			return
		}
		p.errorf(finding{Code: CodeBadGroup, Start: start, End: end, RFC: "3.6"},
			"the news group name is missing: a group such as %q, %q for all groups, or an article <unique>@<host>", "comp.infosystems.www", "*")
		return
	}
	i := start
	if !isAlpha(s[start]) {
		// The first character, whole (a UTF-8 sequence is one character).
		i = start + runeLen(s[start:end])
		p.errorf(finding{Code: CodeBadGroup, Start: start, End: i, RFC: "3.6"},
			"the group name %s starts with %s: a group name starts with a letter", quoteShort(s[start:end]), describe(s[start:i]))
	}
	for i < end {
		if isGroupChar(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < end && !isGroupChar(s[j]) {
			j++
		}
		p.errorf(finding{Code: CodeBadGroup, Start: i, End: j, RFC: "3.6"},
			"%s cannot appear in a group name: it holds letters, digits, %q, %q, %q and %q, and cannot be encoded",
			describe(s[i:j]), "-", ".", "+", "_")
		i = j
	}
}

// isGroupChar reports whether c may follow a group name's first letter:
// alpha | digit | "-" | "." | "+" | "_".
func isGroupChar(c byte) bool {
	return isAlphaDigit(c) || c == '-' || c == '.' || c == '+' || c == '_'
}

// runeLen returns the length of the character t starts with: a UTF-8
// sequence when t starts with a valid one, else one octet.
func runeLen(t string) int {
	_, n := utf8.DecodeRuneInString(t)
	return max(n, 1)
}

func (p *parser) nntpURL(start int) {
	s := p.s
	end := p.authority(start, "nntp", false)
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.7"},
			"an nntp URL needs %q and a group name after the host (nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ])", "/")
		return
	}
	g := end + 1
	gEnd := len(s)
	if k := strings.IndexByte(s[g:], '/'); k >= 0 {
		gEnd = g + k
	}
	p.group(g, gEnd)
	if gEnd == len(s) {
		return
	}
	d := gEnd + 1
	e := p.open(RuleDigits, d)
	p.part(RuleDigits, d, len(s))
	n := d
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	switch {
	case n == d && d == len(s):
		p.errorf(finding{Code: CodeBadNumber, Start: d - 1, End: d, RFC: "3.7", HasFix: true},
			"the article number after %q is missing: write the article's number after it, or remove the %q to name the whole group", "/", "/")
	case n == d:
		p.errorf(finding{Code: CodeBadNumber, Start: n, End: len(s), RFC: "3.7"},
			"the article number %s is not digits: after the group comes %q and the article's number", quoteShort(s[d:]), "/")
	case n < len(s):
		p.errorf(finding{Code: CodeBadNumber, Start: n, End: len(s), RFC: "3.7"},
			"%s follows the article number %s: an nntp URL ends with the number (nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ])",
			quoteShort(s[n:]), quoteShort(s[d:n]))
	}
	p.close(len(s), e)
}
