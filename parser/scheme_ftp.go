package parser

import "strings"

// This file implements the ftp scheme of RFC 1738 section 3.2 and the file
// scheme of section 3.10, which shares its fpath.

//	ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//
// Section 3.2 describes the scheme, section 3.2.1 the user name and password
// and section 3.2.2 the path and its typecode.
func (p *parser) ftpURL(start int) {
	s := p.s
	end := p.authority(start, "ftp", true)
	if end == len(s) {
		return
	}
	// ";type=" ftptype can only end the URL; any other ";" in the path must
	// be encoded (section 3.2.2).
	pathEnd := len(s)
	if k := strings.LastIndex(s[end:], ";type="); k >= 0 && !strings.Contains(s[end+k+6:], "/") {
		pathEnd = end + k
	}
	p.fpath(end+1, pathEnd, "3.2.2")
	if pathEnd < len(s) {
		p.ftptype(pathEnd+len(";type="), len(s))
	}
}

//	fpath          = fsegment *[ "/" fsegment ]
//
// Section 3.2.2 gives an ftp path as <cwd1>/<cwd2>/.../<cwdN>/<name>, each
// part possibly empty; section 3.10 gives a file path the same shape. section
// is the one that rules on the path's characters: 3.2.2 for ftp, 5 for file.
func (p *parser) fpath(start, end int, section string) {
	e := p.open(RuleFpath, start)
	p.part(RuleFpath, start, end)
	for i, j := range segments(p.s, start, end) {
		p.fsegment(i, j, section)
	}
	p.close(end, e)
}

//	fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//
// Section 3.2.2 says the <cwdx> and <name> parts are "(possibly encoded)
// strings": a "/" or ";" in a name is encoded.
func (p *parser) fsegment(start, end int, section string) {
	p.segment(RuleFsegment, start, end, fsegmentSet, section)
}

//	ftptype        = "A" | "I" | "D" | "a" | "i" | "d"
//
// Section 3.2.2 names the typecodes "a", "i" and "d" and says what a client
// does with each.
func (p *parser) ftptype(start, end int) {
	if h := strings.IndexByte(p.s[start:end], '#'); h >= 0 {
		// ";type=a#top": the typecode is "a"; "#top" is a fragment
		// identifier, which its own diagnostic reports (section 2.2),
		// not a part of the typecode.
		end = start + h
	}
	e := p.open(RuleFtptype, start)
	p.part(RuleFtptype, start, end)
	if typ := p.s[start:end]; len(typ) != 1 || !strings.Contains("AIDaid", typ) {
		// Section 3.2.2 names the three and what "d" does (a NLST);
		// the others are the argument of FTP's TYPE command, whose
		// meaning RFC 959 gives, not RFC 1738.
		p.errorf(finding{Code: CodeBadType, Start: start, End: end, RFC: "3.2.2"},
			"diag.bad-type",
			quoteShort(typ), "a", "i", "d", "d")
	}
	p.close(end, e)
}

//	fileurl        = "file://" [ host | "localhost" ] "/" fpath
//
// Section 3.10 describes the scheme: a host, which may be "localhost" or
// empty for the machine where the URL is interpreted, and a path.
func (p *parser) fileURL(start int) {
	s := p.s
	i, _ := p.slashes(start, "file")
	end := p.authorityEnd(i)
	if i < end {
		p.host(i, end, true)
	}
	if t := s[i:end]; t == "" || strings.EqualFold(t, "localhost") {
		switch {
		case t == "":
			p.note(finding{Code: CodeFileLocalhost, Start: i, End: end, RFC: "3.10"}, "diag.file-localhost.empty")
		default:
			p.note(finding{Code: CodeFileLocalhost, Start: i, End: end, RFC: "3.10"}, "diag.file-localhost")
		}
	}
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.10", Fix: "/", HasFix: true},
			"diag.missing.file-path", "/")
		return
	}
	// Section 3.10 gives file's path no characters of its own: what an
	// fsegment holds is section 5's BNF.
	p.fpath(end+1, len(s), "5")
}
