package parser

import "strings"

// This file implements the common Internet scheme syntax of RFC 1738
// section 3.1,
//
//	//<user>:<password>@<host>:<port>/<url-path>
//
// up to its login: the "//", the user and the password. The hostport that
// ends the login is in host.go.

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
	// The fix inserts "//" only where what follows reads as a host: else
	// it would make a host of text that is none ("HTTP:x x#x" is no
	// "http://x x#x"), and claim a reading the author did not write.
	fix := readsAsHost(s[start+n:], scheme)
	if !fix {
		// What follows is read as a login all the same, to show where
		// its parts would be; but it is a guess, and a fix made on it
		// (deleting a login, an empty port's ":", a host's dot) could
		// move the text after it into the host's place ("http:/:@/a"
		// without ":@" is "http://a"). add drops their fixes.
		p.ctx.guess = span{start, len(s)}
		if k := strings.IndexAny(s[start+n:], "/?"); k >= 0 {
			p.ctx.guess.hi = start + n + k
		}
	}
	// Where what follows does not read as a host, the message says why no
	// fix is offered.
	switch {
	case scheme == "file" && fix:
		// Section 3.1 is for "schemes that involve the direct use of an
		// IP-based protocol"; section 3.10 gives file its own form and
		// says it "does not specify an Internet protocol".
		p.errorf(finding{Code: CodeMissing, Start: start, End: start + n, RFC: "3.10", Fix: "//", HasFix: fix},
			"diag.missing.file-slashes",
			"file://<host>/<path>", "//", "file:")
	case scheme == "file":
		p.errorf(finding{Code: CodeMissing, Start: start, End: start + n, RFC: "3.10", Fix: "//", HasFix: fix},
			"diag.missing.file-slashes.no-fix",
			"file://<host>/<path>", "//", "file:")
	case fix:
		p.errorf(finding{Code: CodeMissing, Start: start, End: start + n, RFC: "3.1", Fix: "//", HasFix: fix},
			"diag.missing.slashes",
			scheme, "//", scheme+":")
	default:
		p.errorf(finding{Code: CodeMissing, Start: start, End: start + n, RFC: "3.1", Fix: "//", HasFix: fix},
			"diag.missing.slashes.no-fix",
			scheme, "//", scheme+":")
	}
	return start + n, false
}

// readsAsHost reports whether t, the text after "scheme:" (and a lone
// "/"), reads as what follows "//": [ user [ ":" password ] "@" ] host
// [ ":" port ], up to the first "/" (or, in http, "?"), with a host of
// letters, digits, "-" and "." that starts with a letter or digit, and a
// port of digits. For file, whose host may be empty, t may also start
// with the path's "/".
func readsAsHost(t, scheme string) bool {
	end := len(t)
	for i := 0; i < len(t); i++ {
		if c := t[i]; c == '/' || c == '?' && scheme == "http" {
			end = i
			break
		}
	}
	if end == 0 {
		return scheme == "file" && end < len(t)
	}
	t = t[:end]
	if at := strings.LastIndexByte(t, '@'); at >= 0 {
		t = t[at+1:]
	}
	host, port, hasPort := strings.Cut(t, ":")
	if host == "" || !isAlphaDigit(host[0]) {
		return false
	}
	for i := 0; i < len(host); i++ {
		if charTable[host[i]]&cLabel == 0 && host[i] != '.' {
			return false
		}
	}
	if hasPort {
		for i := 0; i < len(port); i++ {
			if !isDigit(port[i]) {
				return false
			}
		}
	}
	return true
}

// authority parses "//" and the login (or, with allowLogin false, the
// hostport) that follows "scheme:" at start, and returns where it ends: the
// common start of the ip-based schemes (section 3.1).
func (p *parser) authority(start int, scheme string, allowLogin bool) int {
	i, _ := p.slashes(start, scheme)
	end := p.authorityEnd(i)
	if allowLogin {
		end = p.slashInPassword(i, end)
	}
	p.login(i, end, allowLogin, scheme)
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
	return p.authorityEnd(end + at + 1)
}

// authorityEnd returns where the login that starts at start ends: at the
// first "/" (section 3.1: user and password may not hold "/" unencoded and
// the host cannot).
func (p *parser) authorityEnd(start int) int {
	if i := strings.IndexByte(p.s[start:], '/'); i >= 0 {
		return start + i
	}
	return len(p.s)
}

//	login          = [ user [ ":" password ] "@" ] hostport
//
// Section 3.1 says the user name and password, if present, "are followed by
// a commercial at-sign "@"". With allowLogin false (hostport only, as in
// http) a user or password is reported as an error, with a fix that removes
// it.
func (p *parser) login(start, end int, allowLogin bool, scheme string) {
	s := p.s
	// Only the schemes whose production has login get a login node: the
	// others (http, gopher, ...) go straight to hostport.
	e := 0
	if allowLogin {
		e = p.open(RuleLogin, start)
	}
	hostStart := start
	if at := strings.LastIndexByte(s[start:end], '@'); at >= 0 {
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
				section = p.def.section
			}
			p.errorf(finding{Code: CodeLoginNotAllowed, Start: start, End: at + 1, RFC: section, HasFix: true},
				"diag.login-not-allowed",
				scheme, p.r.Production, quoteShort(s[start:at+1]))
		}
		p.user(start, userEnd, allowLogin)
		if pw >= 0 {
			p.password(pw+1, at, allowLogin)
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

//	user           = *[ uchar | ";" | "?" | "&" | "=" ]
//
// Section 3.1 says "Within the user and password field, any ":", "@", or "/"
// must be encoded".
func (p *parser) user(start, end int, allowLogin bool) {
	p.loginField(RuleUser, start, end, allowLogin)
}

//	password       = *[ uchar | ";" | "?" | "&" | "=" ]
//
// Section 3.1 says the password "follows the user name separated from it by
// a colon", and section 6 that "The use of URLs containing passwords that
// should be secret is clearly unwise".
func (p *parser) password(start, end int, allowLogin bool) {
	p.loginField(RulePassword, start, end, allowLogin)
	if allowLogin && start < end {
		p.warnf(finding{Code: CodePassword, Start: start, End: end, RFC: "6"},
			"diag.password",
			quoteShort(p.s[start:end]))
	}
}

// loginField reads s[start:end] as a user or a password, which have the same
// shape. With the login not allowed at all, its characters are not checked
// one by one: the whole of it is the error, and the field's trace node fails.
func (p *parser) loginField(rule Rule, start, end int, allowLogin bool) {
	if allowLogin {
		p.charRun(rule, start, end, loginSet, "3.1")
		return
	}
	e := p.open(rule, start)
	p.part(rule, start, end)
	p.close(end, e)
	p.failLast()
}

// loginNotes teaches what the login says: empty or absent user and password
// (section 3.1) and, per scheme, what their absence means.
func (p *parser) loginNotes(start, userEnd, pw, at int) {
	switch p.r.Scheme {
	case "ftp":
		if userEnd < 0 {
			p.note(finding{Code: CodeFTPAnonymous, Start: start, End: start, RFC: "3.2.1"},
				"diag.ftp-anonymous")
		} else if pw < 0 && userEnd > start {
			p.notef(finding{Code: CodeFTPPassword, Start: start, End: userEnd, RFC: "3.2.1"},
				"diag.ftp-password")
		}
	case "telnet":
		if userEnd >= 0 {
			p.notef(finding{Code: CodeTelnetLogin, Start: start, End: at, RFC: "3.8"},
				"diag.telnet-login")
		}
	}
	if userEnd == start {
		p.notef(finding{Code: CodeLoginNote, Start: start, End: at + 1, RFC: "3.1"},
			"diag.login-note.empty-user", "ftp://@host.com/", "ftp://host.com/")
	}
	if pw >= 0 && pw+1 == at {
		p.notef(finding{Code: CodeLoginNote, Start: pw, End: at + 1, RFC: "3.1"},
			"diag.login-note.empty-password", "ftp://foo:@host.com/", "ftp://foo@host.com/")
	}
}
