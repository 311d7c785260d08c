package parser

import (
	"strconv"
	"strings"
)

// This file implements the hostport of RFC 1738 section 3.1, which ends
// the login of every ip-based scheme.

//	hostport       = host [ ":" port ]
//
// Section 3.1 says the port is "separated from the host by a colon. If the
// port is omitted, the colon is as well."
func (p *parser) hostport(start, end int) {
	s := p.s
	e := p.open(RuleHostport, start)
	// The port's ":" is the first one after the host; an IP literal in
	// brackets (RFC 2732's "[::1]"), which this grammar has not, holds
	// colons of its own, and is read whole, as a reader sees it.
	from := start
	if b := strings.IndexByte(s[start:end], '['); b >= 0 && !strings.Contains(s[start:start+b], ":") {
		// (An unclosed "[" is read as any other host: its first ":" still
		// starts the port. A "[" after other text, as in ".[::1]", is read
		// so too, so that deleting the text before it does not move a
		// port into the brackets.)
		if k := strings.IndexByte(s[start+b:end], ']'); k >= 0 {
			from = start + b + k + 1
		}
	}
	hostEnd := end
	if c := strings.IndexByte(s[from:end], ':'); c >= 0 {
		hostEnd = from + c
	}
	p.host(start, hostEnd, false)
	if hostEnd < end {
		p.port(hostEnd+1, end)
	} else if p.def.port != "" {
		p.notef(finding{Code: CodeDefaultPort, Start: hostEnd, End: hostEnd, RFC: p.def.portSection}, "diag.default-port.none", p.def.name, p.def.port)
	}
	p.close(end, e)
}

//	host           = hostname | hostnumber
//
// Section 3.1 says the host is "The fully qualified domain name of a network
// host, or its IP address as a set of four decimal digit groups separated by
// "."". With optional (the file scheme), an empty host is allowed.
func (p *parser) host(start, end int, optional bool) {
	s := p.s
	if start == end {
		if !optional {
			// The host follows "//", or the login's "@", or in a news
			// article the message ID's "@" (section 3.6).
			section, after := "3.1", "//"
			if start > 0 && s[start-1] == '@' && hasLogin(p.r.Production) {
				after = "@"
			}
			if p.r.Scheme == "news" {
				section = "3.6"
			}
			p.errorf(finding{Code: CodeMissingHost, Start: start, End: end, RFC: section},
				"diag.missing-host", p.r.Production, after)
		}
		return
	}
	p.part(RuleHost, start, end)
	t := s[start:end]
	e := p.open(RuleHost, start)
	switch {
	case hostnumberShape(t):
		p.tried(RuleHostname, start, end)
		p.hostnumber(start, end)
	case ipLiteral(t):
		p.tried(RuleHostname, start, end)
		p.tried(RuleHostnumber, start, end)
		p.errorf(finding{Code: CodeBadHost, Start: start, End: end, RFC: "3.1"},
			"diag.bad-host.brackets",
			quoteShort(t), ".")
	default:
		p.hostname(start, end)
	}
	p.close(end, e)
}

//	hostname       = *[ domainlabel "." ] toplabel
//
// Section 3.1 says a fully qualified domain name is "a sequence of domain
// labels separated by "."".
func (p *parser) hostname(start, end int) {
	s := p.s[:end]
	e := p.open(RuleHostname, start)
	// The dots get fixes only in a host of letters, digits, "-" and ".":
	// in one that holds other characters (which no fix can make a host's),
	// deleting a dot repairs nothing, and can leave text that is no longer
	// read as the host (" ..." without its dots is whitespace after the URL).
	clean := true
	for i := start; i < end; i++ {
		if charTable[s[i]]&cLabel == 0 && s[i] != '.' {
			clean = false
			break
		}
	}
	// Labels, and the runs of dots between them: a run of more than one dot
	// holds an empty label, and a run at either end is a dot too many.
	for i := start; i < end; {
		if s[i] == '.' {
			j := i + 1
			for j < end && s[j] == '.' {
				j++
			}
			switch {
			case j == end:
				p.errorf(finding{Code: CodeBadHost, Start: i, End: j, RFC: "3.1", HasFix: clean, Quote: qLabels},
					"diag.bad-host.trailing-dot",
					quoteShort(s[start:end]), quoteShort(s[i:j]))
			case i == start:
				p.errorf(finding{Code: CodeBadHost, Start: i, End: j, RFC: "3.1", HasFix: clean, Quote: qLabels},
					"diag.bad-host.leading-dot",
					quoteShort(s[start:end]), quoteShort(s[i:j]))
			case j > i+1:
				p.errorf(finding{Code: CodeBadHost, Start: i, End: j, RFC: "3.1", Fix: ".", HasFix: clean, Quote: qLabels},
					"diag.bad-host.empty-label",
					quoteShort(s[i:j]))
			}
			i = j
			continue
		}
		// A label: letters, digits and "-", up to the next dot.
		j := i
		for j < len(s) && charTable[s[j]]&cLabel != 0 {
			j++
		}
		if j < len(s) && s[j] != '.' {
			j = p.badHostChars(j, end)
		}
		if j == end {
			p.toplabel(i, j)
		} else {
			p.domainlabel(i, j)
		}
		i = j
	}
	p.close(end, e)
}

//	domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//
// Section 3.1 says each domain label starts and ends "with an alphanumerical
// character and possibly also containing "-" characters". hostname has
// read the label: letters, digits and "-", or, reported already, characters
// no host name holds.
func (p *parser) domainlabel(start, end int) {
	p.leaf(RuleDomainlabel, start, end)
	p.labelHyphens(start, end)
}

//	toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit
//
// Section 3.1 says "The rightmost domain label will never start with a
// digit, though, which syntactically distinguishes all domain names from the
// IP addresses."
func (p *parser) toplabel(start, end int) {
	p.leaf(RuleToplabel, start, end)
	p.labelHyphens(start, end)
	if label := p.s[start:end]; isDigit(label[0]) {
		p.errorf(finding{Code: CodeBadHost, Start: start, End: end, RFC: "3.1", Quote: qTopLabel},
			"diag.bad-host.toplabel-digit",
			quoteShort(label))
	}
}

// labelHyphens reports a domainlabel or toplabel s[start:end] that starts
// or ends with "-": both end in alphadigit.
func (p *parser) labelHyphens(start, end int) {
	// This rests on 3.1's sentence on labels, not on its sentence on
	// hosts that bad-host quotes otherwise.
	if label := p.s[start:end]; label[0] == '-' || label[len(label)-1] == '-' {
		p.errorf(finding{Code: CodeBadHost, Start: start, End: end, RFC: "3.1", Quote: qLabels},
			"diag.bad-host.label-edge", quoteShort(label), "-")
	}
}

//	hostnumber     = digits "." digits "." digits "." digits
//
// Section 3.1 says the IP address is written "as a set of four decimal digit
// groups separated by "."".
func (p *parser) hostnumber(start, end int) {
	s := p.s
	e := p.open(RuleHostnumber, start)
	groups := strings.Split(s[start:end], ".")
	if n := len(groups); n != 4 {
		// "1 groups" would be wrong: the count's noun agrees with it, in
		// the form the language gives that number.
		id := "diag.bad-host.group-count"
		if One(n) {
			id = "diag.bad-host.group-count.one"
		}
		p.errorf(finding{Code: CodeBadHost, Start: start, End: end, RFC: "3.1"},
			id, quoteShort(s[start:end]), n, ".")
	}
	i := start
	for _, g := range groups {
		switch {
		case g == "":
			if len(groups) == 4 {
				p.errorf(finding{Code: CodeBadHost, Start: i, End: i, RFC: "3.1"},
					"diag.bad-host.empty-group", quoteShort(s[start:end]))
			}
		default:
			p.leaf(RuleDigits, i, i+len(g))
			if n, err := strconv.Atoi(g); err != nil || n > 255 {
				// Section 3.1 says only "four decimal digit groups": that
				// each is an octet, 0 to 255, is IPv4's (RFC 791, an
				// address of four octets), not RFC 1738's.
				p.warnf(finding{Code: CodeOctetRange, Start: i, End: i + len(g), RFC: ""},
					"diag.octet-range", quoteShort(g))
			}
		}
		i += len(g) + 1
	}
	p.close(end, e)
}

//	port           = digits
//
// Section 3.1 says the port is "The port number to connect to", which "Most
// schemes" give a default; section 6 warns of a port other than the
// default.
func (p *parser) port(start, end int) {
	s := p.s
	e := p.open(RulePort, start)
	p.part(RulePort, start, end)
	t := s[start:end]
	digitsEnd := start
	for digitsEnd < end && isDigit(s[digitsEnd]) {
		digitsEnd++
	}
	switch {
	case start == end:
		p.errorf(finding{Code: CodeBadPort, Start: start - 1, End: end, RFC: "3.1", HasFix: true, Quote: qPortOmitted},
			"diag.bad-port.empty", ":")
	case digitsEnd < end:
		p.errorf(finding{Code: CodeBadPort, Start: digitsEnd, End: end, RFC: "3.1"},
			"diag.bad-port.not-digits", quoteShort(t), quoteShort(s[digitsEnd:end]))
	default:
		p.leaf(RuleDigits, start, end)
		n := -1
		if t2 := strings.TrimLeft(t, "0"); len(t2) <= 5 {
			n, _ = strconv.Atoi("0" + t2)
		}
		switch {
		case n < 0 || n > 65535:
			// RFC 1738 says only "the port number to connect to", and its
			// grammar takes any digits: the limit is TCP's, whose header
			// holds a port in 16 bits (RFC 793). No section of RFC 1738
			// is cited for it.
			p.warnf(finding{Code: CodePortRange, Start: start, End: end, RFC: ""},
				"diag.port-range", quoteShort(t))
		case p.def.port != "" && strconv.Itoa(n) == p.def.port:
			p.notef(finding{Code: CodeDefaultPort, Start: start - 1, End: end, RFC: p.def.portSection, HasFix: true},
				"diag.default-port", t, p.r.Scheme)
		case p.def.port != "":
			p.warnf(finding{Code: CodeNonDefaultPort, Start: start, End: end, RFC: "6"},
				"diag.non-default-port",
				t, p.r.Scheme, p.def.port)
		}
	}
	p.close(end, e)
}

// ipLiteral reports whether t has the shape of RFC 2732's IP literal:
// something in one pair of brackets ("[::1]", "[v1.x]").
func ipLiteral(t string) bool {
	return len(t) > 2 && t[0] == '[' && t[len(t)-1] == ']' && !strings.ContainsAny(t[1:len(t)-1], "[]")
}

// hasLogin reports whether production has a login before its host, so
// that a host follows an "@": the login of section 3.1 (ftp, telnet, and
// the generic ip-schemepart), or a news article's message ID.
func hasLogin(production string) bool {
	switch production {
	case "ftpurl", "telneturl", "newsurl", "genericurl":
		return true
	}
	return false
}

// hostnumberShape reports whether t is made of digits and dots only and
// has at least one digit: such a host is read as an IP address.
func hostnumberShape(t string) bool {
	digit := false
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isDigit(c):
			digit = true
		case c != '.':
			return false
		}
	}
	return digit
}

// badHostChars reports, in runs, the characters a host name cannot hold
// at all (no escapes, nothing but letters, digits, "-" and ".") in the
// label that holds s[j], from j on, and returns where that label ends: at
// the next dot, or end.
func (p *parser) badHostChars(j, end int) int {
	s := p.s
	for j < end && s[j] != '.' {
		if charTable[s[j]]&cLabel != 0 {
			j++
			continue
		}
		k := j + 1
		for k < end && !(isAlphaDigit(s[k]) || s[k] == '-' || s[k] == '.') {
			k++
		}
		p.errorf(finding{Code: CodeBadHost, Start: j, End: k, RFC: "5", Quote: bnfQuote(RuleDomainlabel)},
			"diag.bad-host.char",
			describe(s[j:k]))
		j = k
	}
	return j
}
