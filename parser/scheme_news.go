package parser

import (
	"strings"
	"unicode/utf8"
)

// This file implements the mailto, news and nntp schemes of RFC 1738
// sections 3.5, 3.6 and 3.7.

//	mailtourl      = "mailto:" encoded822addr
//
// Section 3.5 describes the scheme: "mailto:" and an Internet mail address.
func (p *parser) mailtoURL(start int) {
	p.encoded822addr(start, len(p.s))
}

//	encoded822addr = 1*xchar               ; further defined in RFC822
//
// Section 3.5 says it is "(the encoding of an) addr-spec, as specified in
// RFC 822", within which "there are no reserved characters".
func (p *parser) encoded822addr(start, end int) {
	e := p.open(RuleEncoded822addr, start)
	p.part(RuleEncoded822addr, start, end)
	if start == end {
		p.errorf(finding{Code: CodeMissingPart, Start: start, End: start, RFC: "3.5"},
			"diag.missing-part.mailto", "mailto:", "mailto:user@host.dom")
	}
	p.checkChars(start, end, xcharSet, RuleEncoded822addr, "3.5")
	p.close(end, e)
}

//	newsurl        = "news:" grouppart
//
// Section 3.6 describes the scheme: a news URL names a news group or an
// article.
func (p *parser) newsURL(start int) {
	p.grouppart(start, len(p.s))
}

//	grouppart      = "*" | group | article
//
// Section 3.6 says "*" refers to "all available news groups", and that a
// message identifier is told from a group name by its "@".
func (p *parser) grouppart(start, end int) {
	t := p.s[start:end]
	e := p.open(RuleGrouppart, start)
	switch {
	case t == "*":
		p.part(RuleGrouppart, start, end)
	case strings.Contains(t, "@"):
		p.article(start, end)
	default:
		p.group(start, end)
	}
	p.close(end, e)
}

//	group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//
// Section 3.6 says a group name "is a period-delimited hierarchical name,
// such as "comp.infosystems.www.misc""; section 3.7 uses it in nntp URLs.
func (p *parser) group(start, end int) {
	s := p.s
	e := p.open(RuleGroup, start)
	defer p.close(end, e)
	p.part(RuleGroup, start, end)
	if start == end {
		if p.r.Scheme == "nntp" {
			p.errorf(finding{Code: CodeBadGroup, Start: start, End: end, RFC: "3.7"},
				"diag.bad-group.nntp-missing",
				"comp.infosystems.www", "/", "*")
			return
		}
		p.errorf(finding{Code: CodeBadGroup, Start: start, End: end, RFC: "3.6"},
			"diag.bad-group.news-missing", "comp.infosystems.www", "*")
		return
	}
	i := start
	if !isAlpha(s[start]) {
		// The first character, whole (a UTF-8 sequence is one character).
		i = start + runeLen(s[start:end])
		p.errorf(finding{Code: CodeBadGroup, Start: start, End: i, RFC: "5", Quote: bnfQuote(RuleGroup)},
			"diag.bad-group.first-char", quoteShort(s[start:end]), describe(s[start:i]))
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
		p.errorf(finding{Code: CodeBadGroup, Start: i, End: j, RFC: "5", Quote: bnfQuote(RuleGroup)},
			"diag.bad-group.char",
			describe(s[i:j]), "-", ".", "+", "_")
		i = j
	}
}

//	article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//
// Section 3.6 says a <message-id> "takes the form <unique>@<full_domain_name>",
// without the "<" and ">" that enclose it in a Message-ID header.
func (p *parser) article(start, end int) {
	s := p.s
	t := s[start:end]
	at := strings.LastIndexByte(s[:end], '@')
	e := p.open(RuleArticle, start)
	p.part(RuleArticle, start, end)
	if at == start {
		p.errorf(finding{Code: CodeMissingPart, Start: start, End: start, RFC: "3.6"},
			"diag.missing-part.message-id", "@")
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
		p.errorf(finding{Code: CodeUnsafe, Start: start, End: end, RFC: "3.6", Quote: qNewsMessageID, Fix: s[idStart : end-1], HasFix: true},
			"diag.message-id-brackets",
			quoteShort(t), "<", ">")
	}
	p.checkChars(idStart, at, articleSet, RuleArticle, "3.6")
	p.host(at+1, end, false)
	p.close(end, e)
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

//	nntpurl        = "nntp://" hostport "/" group [ "/" digits ]
//
// Section 3.7 describes the scheme: a host and port, a news group and an
// optional article number, "the numeric id of the article within that
// newsgroup".
func (p *parser) nntpURL(start int) {
	s := p.s
	end := p.authority(start, "nntp", false)
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.7"},
			"diag.missing.nntp-group", "/")
		return
	}
	g := end + 1
	gEnd := len(s)
	if k := strings.IndexByte(s[g:], '/'); k >= 0 {
		gEnd = g + k
	}
	p.group(g, gEnd)
	if gEnd < len(s) {
		p.articleNumber(gEnd+1, len(s))
	}
}

// articleNumber reads s[start:end], the digits after an nntp URL's group
// (nntpurl's [ "/" digits ], where digits = 1*digit).
func (p *parser) articleNumber(start, end int) {
	s := p.s
	e := p.open(RuleDigits, start)
	p.part(RuleDigits, start, end)
	n := start
	for n < end && isDigit(s[n]) {
		n++
	}
	switch {
	case n == start && start == end:
		p.errorf(finding{Code: CodeBadNumber, Start: start - 1, End: start, RFC: "3.7", HasFix: true},
			"diag.bad-number.missing", "/", "/")
	case n == start:
		p.errorf(finding{Code: CodeBadNumber, Start: n, End: end, RFC: "3.7"},
			"diag.bad-number.not-digits", quoteShort(s[start:end]), "/")
	case n < end:
		p.errorf(finding{Code: CodeBadNumber, Start: n, End: end, RFC: "3.7"},
			"diag.bad-number.extra",
			quoteShort(s[n:end]), quoteShort(s[start:n]))
	}
	p.close(end, e)
}
