package parser

import (
	"strconv"
	"strings"
)

// This file implements the common Internet scheme syntax of RFC 1738
// section 3.1:
//
//	//<user>:<password>@<host>:<port>/<url-path>
//
//	login    = [ user [ ":" password ] "@" ] hostport
//	hostport = host [ ":" port ]
//	host     = hostname | hostnumber
//	hostname = *[ domainlabel "." ] toplabel
//	domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//	toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit
//	hostnumber = digits "." digits "." digits "." digits
//	port     = digits
//	user     = *[ uchar | ";" | "?" | "&" | "=" ]
//	password = *[ uchar | ";" | "?" | "&" | "=" ]

// slashes expects "//" at start (the literal that starts every ip-based
// scheme's part). It reports its absence and returns where the part after
// it starts.
func (p *parser) slashes(start int, scheme string) (int, bool) {
	s := p.s
	if strings.HasPrefix(s[start:], "//") {
		return start + 2, true
	}
	n := 0
	if start < len(s) && s[start] == '/' && scheme != "file" {
		// "http:/host": the one "/" becomes two. For file the "/" is the
		// path's ("file:/etc/motd"), and the host is left empty.
		n = 1
	}
	p.errorf(CodeMissing, start, start+n, "3.1", "//", true,
		"%s URLs follow the common Internet syntax: %q must come right after %q",
		scheme, "//", scheme+":")
	return start + n, false
}

// authority parses "//" and the login (or, with allowLogin false, the
// hostport) that follows "scheme:" at start, and returns where it ends: the
// common start of the ip-based schemes (section 3.1).
func (p *parser) authority(start int, scheme string, allowLogin bool) int {
	i, _ := p.slashes(start, scheme)
	end, plain := p.authorityEnd(i)
	if allowLogin && !plain {
		end = p.slashInPassword(i, end)
	}
	p.login(i, end, allowLogin, scheme, plain)
	return end
}

// slashInPassword returns where the login that starts at i ends when its
// password holds an unencoded "/" ("ftp://u:p/x@h/"), end otherwise. The
// first "/" ends the login as the BNF reads it, and "u:p" would be a host
// and a port "p"; but the grammar reads furthest taking "u:p" as a user and
// password, and a reader sees the password "p/x" and the host "h". So when
// the text before the "/" is no hostport (its port is not digits) and an
// "@" follows, the login runs to the host after the first such "@", and
// each "/" before it is reported as a reserved character of the password,
// with its "%2F" fix (section 3.1). A valid URL is never read so: its
// hostport is a hostport.
func (p *parser) slashInPassword(i, end int) int {
	s := p.s
	if end == len(s) || strings.IndexByte(s[i:end], '@') >= 0 {
		return end
	}
	c := strings.IndexByte(s[i:end], ':')
	if c < 0 {
		return end
	}
	if port := s[i+c+1 : end]; port != "" && strings.Trim(port, "0123456789") == "" {
		return end
	}
	at := strings.IndexByte(s[end:], '@')
	if at < 0 {
		return end
	}
	end, _ = p.authorityEnd(end + at + 1)
	return end
}

// authorityEnd returns where the login that starts at start ends: at the
// first "/" (section 3.1: user and password may not hold "/" unencoded and
// the host cannot). plain reports that the login is a host name alone, with
// nothing to report (plainHostname): the commonest login, which the scan
// for the "/" reads on the way.
func (p *parser) authorityEnd(start int) (end int, plain bool) {
	s := p.s
	n, plain := hostRun(s[start:])
	if end = start + n; end == len(s) || s[end] == '/' {
		return end, plain
	}
	if i := strings.IndexByte(s[end:], '/'); i >= 0 {
		return end + i, false
	}
	return len(s), false
}

// lastIndexByte is strings.LastIndexByte, quicker when c is not in s (most
// hosts have no "@"): IndexByte has an assembly loop, LastIndexByte none.
func lastIndexByte(s string, c byte) int {
	if strings.IndexByte(s, c) < 0 {
		return -1
	}
	return strings.LastIndexByte(s, c)
}

// login parses s[start:end] as login. With allowLogin false (hostport
// only, as in http) a user or password is reported as an error, with a
// fix that removes it. plain says that s[start:end] is a host name alone
// with nothing to report (authorityEnd).
func (p *parser) login(start, end int, allowLogin bool, scheme string, plain bool) {
	s := p.s
	if !p.trace && plain {
		// The commonest authority, a host name alone, with nothing to
		// report: what the reading below gives it, without its searches
		// for "@", "[" and ":" (Parse with Trace reads it below, and the
		// invariant tests check that the two agree).
		if allowLogin {
			p.loginNotes(start, -1, -1, -1)
		}
		p.part(RuleHost, start, end)
		if p.defPort != "" {
			p.note(CodeDefaultPort, end, end, p.portSection, p.noPort)
		}
		return
	}
	// Only the schemes whose production has login get a login node: the
	// others (http, gopher, ...) go straight to hostport.
	e := 0
	if allowLogin {
		e = p.open(RuleLogin, start)
	}
	hostStart := start
	if at := lastIndexByte(s[start:end], '@'); at >= 0 {
		at += start
		userEnd := at
		pw := -1
		if c := strings.IndexByte(s[start:at], ':'); c >= 0 {
			pw = start + c
			userEnd = pw
		}
		if !allowLogin {
			// Sections 3.3 and 3.11 say so in words; for the other
			// hostport-only schemes the BNF alone does.
			section := "5"
			if scheme == "http" || scheme == "prospero" {
				section = p.section
			}
			p.errorf(CodeLoginNotAllowed, start, at+1, section, "", true,
				"%s URLs take no user name or password: %s names a host and port only; remove %s",
				scheme, p.production, quoteShort(s[start:at+1]))
		}
		ue := p.open(RuleUser, start)
		p.part(RuleUser, start, userEnd)
		p.loginChars(start, userEnd, "user", allowLogin)
		p.close(userEnd, ue)
		if !allowLogin {
			p.failLast()
		}
		if pw >= 0 {
			pe := p.open(RulePassword, pw+1)
			p.part(RulePassword, pw+1, at)
			p.loginChars(pw+1, at, "password", allowLogin)
			p.close(at, pe)
			if !allowLogin {
				p.failLast()
			}
			if allowLogin && pw+1 < at {
				p.warnf(CodePassword, pw+1, at, "6", "", false,
					"the URL holds a password (%s): anyone who sees the URL sees it; using URLs that contain passwords that should be secret is clearly unwise",
					quoteShort(s[pw+1:at]))
			}
		}
		if allowLogin {
			p.loginNotes(start, userEnd, pw, at)
		}
		hostStart = at + 1
	} else if allowLogin {
		p.loginNotes(start, -1, -1, -1)
	}
	p.hostport(hostStart, end)
	if allowLogin {
		p.close(end, e)
	}
}

// loginChars checks a user or password. Inside them ":", "@" and "/" must
// be encoded (section 3.1). With the login not allowed at all, its
// characters are not checked one by one: the whole of it is the error.
func (p *parser) loginChars(start, end int, rule string, allowLogin bool) {
	if !allowLogin {
		return
	}
	p.checkChars(start, end, loginSet, rule, "3.1")
}

// loginNotes teaches what the login says: empty or absent user and password
// (section 3.1) and, per scheme, what their absence means.
func (p *parser) loginNotes(start, userEnd, pw, at int) {
	switch p.scheme {
	case "ftp":
		if userEnd < 0 {
			p.note(CodeFTPAnonymous, start, start, "3.2.1",
				"no user name: if the server asks for one, the client uses \"anonymous\" with the user's e-mail address as the password")
		} else if pw < 0 && userEnd > start {
			p.notef(CodeFTPAnonymous, start, userEnd, "3.2.1", "", false,
				"a user name and no password: if the server asks for a password, the program should ask the user for one")
		}
	case "telnet":
		if userEnd >= 0 {
			p.notef(CodeTelnetLogin, start, at, "3.8", "", false,
				"a telnet user name and password are advisory: the client does not log in with them, but may show them to the user")
		}
	}
	if userEnd == start {
		p.notef(CodeLoginNote, start, at+1, "3.1", "", false,
			"the user name is empty, which is different from no user name (as in %q vs %q)", "ftp://@host.com/", "ftp://host.com/")
	}
	if pw >= 0 && pw+1 == at {
		p.notef(CodeLoginNote, pw, at+1, "3.1", "", false,
			"the password is empty, which is different from no password (as in %q vs %q)", "ftp://foo:@host.com/", "ftp://foo@host.com/")
	}
}

// hostport parses s[start:end] as hostport = host [ ":" port ].
func (p *parser) hostport(start, end int) {
	s := p.s
	e := p.open(RuleHostport, start)
	// The port's ":" is the first one after the host; an IP literal in
	// brackets (RFC 2732's "[::1]"), which this grammar has not, holds
	// colons of its own, and is read whole, as a reader sees it.
	from := start
	if start < end && s[start] == '[' {
		// (An unclosed "[" is read as any other host: its first ":" still
		// starts the port, or Canonical, which encodes the "[", would read
		// a port that the input's reading did not have.)
		if k := strings.IndexByte(s[start:end], ']'); k >= 0 {
			from = start + k + 1
		}
	}
	hostEnd := end
	if c := strings.IndexByte(s[from:end], ':'); c >= 0 {
		hostEnd = from + c
	}
	p.host(start, hostEnd, false)
	if hostEnd < end {
		p.port(hostEnd+1, end)
	} else if p.defPort != "" {
		p.note(CodeDefaultPort, hostEnd, hostEnd, p.portSection, p.noPort)
	}
	p.close(end, e)
}

// port parses s[start:end] as port = digits, and gives the notes of
// sections 3.1 and 6.
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
		p.errorf(CodeBadPort, start-1, end, "3.1", "", true,
			"the port after %q is empty: a port is one or more digits; if the port is omitted, the colon is as well", ":")
	case digitsEnd < end:
		p.errorf(CodeBadPort, digitsEnd, end, "3.1", "", false,
			"the port %s holds %s: a port is decimal digits only", quoteShort(t), quoteShort(s[digitsEnd:end]))
	default:
		p.leaf(RuleDigits, start, end)
		n := -1
		if t2 := strings.TrimLeft(t, "0"); len(t2) <= 5 {
			n, _ = strconv.Atoi("0" + t2)
		}
		switch {
		case n < 0 || n > 65535:
			p.warnf(CodePortRange, start, end, "3.1", "", false,
				"the port %s is above 65535, the highest TCP port: the grammar allows any digits, no host can listen there", quoteShort(t))
		case p.defPort != "" && strconv.Itoa(n) == p.defPort:
			p.notef(CodeDefaultPort, start-1, end, p.portSection, "", true,
				"port %s is %s's default port: it can be left out, with its colon", t, p.scheme)
		case p.defPort != "":
			p.warnf(CodeNonDefaultPort, start, end, "6", "", false,
				"port %s is not %s's default port (%s): caution is due with a URL that names another port, above all a reserved one, since the server there may speak another protocol",
				t, p.scheme, p.defPort)
		}
	}
	p.close(end, e)
}

// host parses s[start:end] as host = hostname | hostnumber. With optional
// (the file scheme), an empty host is allowed.
func (p *parser) host(start, end int, optional bool) {
	s := p.s
	if start == end {
		if !optional {
			// The host follows "//", or the login's "@", or in a news
			// article the message ID's "@" (section 3.6).
			section, after := "3.1", "//"
			if start > 0 && s[start-1] == '@' && hasLogin(p.production) {
				after = "@"
			}
			if p.scheme == "news" {
				section = "3.6"
			}
			p.errorf(CodeMissingHost, start, end, section, "", false,
				"the host is missing: %s names a host after %q", p.production, after)
		}
		return
	}
	p.part(RuleHost, start, end)
	t := s[start:end]
	if !p.trace && plainHostname(t) {
		return // a host name with nothing to report, and no nodes to make
	}
	e := p.open(RuleHost, start)
	switch {
	case hostnumberShape(t):
		if p.trace {
			p.tried(RuleHostname, start, end)
		}
		p.hostnumber(start, end)
	case ipLiteral(t):
		if p.trace {
			p.tried(RuleHostname, start, end)
			p.tried(RuleHostnumber, start, end)
		}
		p.errorf(CodeBadHost, start, end, "3.1", "", false,
			"%s is an IP address in brackets, as RFC 2732 (1999) later wrote IPv6 addresses in URLs: RFC 1738 has no brackets, and its host is a domain name or an IPv4 address of four decimal groups separated by %q",
			quoteShort(t), ".")
	default:
		p.hostname(start, end)
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

// hostnumber parses s[start:end] as hostnumber = digits "." digits "." digits "." digits.
func (p *parser) hostnumber(start, end int) {
	s := p.s
	e := p.open(RuleHostnumber, start)
	groups := strings.Split(s[start:end], ".")
	if len(groups) != 4 {
		p.errorf(CodeBadHost, start, end, "3.1", "", false,
			"the IP address %s has %d groups: a hostnumber is four groups of digits separated by %q",
			quoteShort(s[start:end]), len(groups), ".")
	}
	i := start
	for _, g := range groups {
		switch {
		case g == "":
			if len(groups) == 4 {
				p.errorf(CodeBadHost, i, i, "3.1", "", false,
					"an empty group in the IP address %s: each of its four groups is one or more digits", quoteShort(s[start:end]))
			}
		default:
			p.leaf(RuleDigits, i, i+len(g))
			if n, err := strconv.Atoi(g); err != nil || n > 255 {
				p.warnf(CodeOctetRange, i, i+len(g), "3.1", "", false,
					"%s is above 255: each group of an IP address is one octet, 0 to 255 (the grammar allows any digits)", quoteShort(g))
			}
		}
		i += len(g) + 1
	}
	p.close(end, e)
}

// hostname parses s[start:end] as hostname = *[ domainlabel "." ] toplabel.
func (p *parser) hostname(start, end int) {
	s := p.s
	e := p.open(RuleHostname, start)
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
				p.errorf(CodeBadHost, i, j, "3.1", "", true,
					"the host name %s ends with %s: its rightmost label (toplabel) cannot be empty; remove the dot",
					quoteShort(s[start:end]), quoteShort(s[i:j]))
			case i == start:
				p.errorf(CodeBadHost, i, j, "3.1", "", true,
					"the host name %s starts with %s: a label comes first; remove the dot",
					quoteShort(s[start:end]), quoteShort(s[i:j]))
			case j > i+1:
				p.errorf(CodeBadHost, i, j, "3.1", ".", true,
					"%s holds an empty label: each label between dots holds at least one letter or digit; write one dot",
					quoteShort(s[i:j]))
			}
			i = j
			continue
		}
		j := i
		for j < end && charTable[s[j]]&cLabel != 0 {
			j++
		}
		for j < end && s[j] != '.' {
			if charTable[s[j]]&cLabel != 0 {
				j++
				continue
			}
			// Characters a host cannot hold at all: no escapes, nothing
			// but letters, digits, "-" and ".".
			k := j + 1
			for k < end && !(isAlphaDigit(s[k]) || s[k] == '-' || s[k] == '.') {
				k++
			}
			p.badHostChars(j, k)
			j = k
		}
		last := j == end
		if last {
			p.leaf(RuleToplabel, i, j)
		} else {
			p.leaf(RuleDomainlabel, i, j)
		}
		if l := s[i:j]; l[0] == '-' || l[len(l)-1] == '-' || last && isDigit(l[0]) {
			p.label(l, i, last)
		}
		i = j
	}
	p.close(end, e)
}

// The kinds of byte hostRun tells apart.
const (
	hostAlnum  = iota // alphadigit
	hostHyphen        // "-"
	hostDot           // "."
	hostOther         // anything else: never in a hostname
)

var hostKinds = func() (t [256]uint8) {
	for c := range t {
		switch {
		case isAlphaDigit(byte(c)):
			t[c] = hostAlnum
		case c == '-':
			t[c] = hostHyphen
		case c == '.':
			t[c] = hostDot
		default:
			t[c] = hostOther
		}
	}
	return t
}()

// badHostPairs[prev<<2|next] is 1 when a byte of kind next cannot follow one
// of kind prev in a hostname: nothing but alphadigit, "-" and "." at all; a
// label starts with an alphadigit, after a dot as at the start (an empty
// label, a "-" first), and ends with one, before a dot as at the end.
var badHostPairs = func() (t [16]uint8) {
	for prev := range 4 {
		for next := range 4 {
			if prev == hostOther || next == hostOther ||
				prev == hostDot && next != hostAlnum ||
				prev == hostHyphen && next == hostDot {
				t[prev<<2|next] = 1
			}
		}
	}
	return t
}()

// plainHostname reports whether s matches hostname = *[ domainlabel "." ]
// toplabel.
func plainHostname(s string) bool {
	n, plain := hostRun(s)
	return plain && n == len(s)
}

// hostRun returns the length n of the run of letters, digits, "-" and "."
// that starts s, and whether s[:n] matches hostname, in one pass whose only
// branch is the loop's: the commonest host, which has nothing to report,
// then costs no branch per label. (The label loop of hostname mispredicts
// at the end of each label.)
func hostRun(s string) (n int, plain bool) {
	prev := uint8(hostDot) // the start is read as after a dot
	var bad uint8
	for ; n < len(s); n++ {
		k := hostKinds[s[n]]
		if k == hostOther {
			break
		}
		bad |= badHostPairs[(prev<<2|k)&15]
		prev = k
	}
	if bad != 0 || prev != hostAlnum {
		return n, false // (prev is a dot for an empty run)
	}
	// The toplabel starts with an alpha; the last label ends with an
	// alphadigit, so it is not empty.
	top := strings.LastIndexByte(s[:n], '.') + 1
	return n, !isDigit(s[top])
}

// label checks one domainlabel or toplabel at s[i:].
func (p *parser) label(label string, i int, top bool) {
	n := len(label)
	if p.trial {
		// A trial's errors are counted, not written (addf): the messages'
		// arguments would be built for nothing (a generic URL's host such
		// as "a1.2b" is read as ip-schemepart first, then as *xchar).
		if label[0] == '-' || label[n-1] == '-' {
			p.errs++
		}
		if top && isDigit(label[0]) {
			p.errs++
		}
		return
	}
	if label[0] == '-' || label[n-1] == '-' {
		p.errorf(CodeBadHost, i, i+n, "3.1", "", false,
			"the label %s starts or ends with %q: each label starts and ends with a letter or digit", quoteShort(label), "-")
	}
	if top && isDigit(label[0]) {
		p.errorf(CodeBadHost, i, i+n, "3.1", "", false,
			"the rightmost label %s starts with a digit: the top label of a host name starts with a letter, which tells names from IP addresses",
			quoteShort(label))
	}
}

// badHostChars reports s[j:k], characters a host name cannot hold. The
// message is built by hand into p.text, and not at all in a trial (the
// commonest host error on real URLs: "_" in a name, read by *xchar once
// ip-schemepart fails).
func (p *parser) badHostChars(j, k int) {
	if p.trial {
		p.errs++ // counted, not written, as addf does
		return
	}
	if p.diagsFull() {
		p.addRefs(Diagnostic{Code: CodeBadHost, Severity: Error, Start: j, End: k, RFC: "3.1"}, textRefs{})
		return
	}
	off := p.textLen()
	b := appendDescribe(p.textBuf(), p.s[j:k])
	p.text = append(b, ` cannot appear in a host name: a host name holds letters, digits, "-" and ".", and cannot be encoded`...)
	p.addRefs(Diagnostic{Code: CodeBadHost, Severity: Error, Start: j, End: k, RFC: "3.1"},
		textRefs{msgOff: off, msgEnd: p.textLen()})
}
