package parser

import "strings"

// This file implements the ftp scheme of RFC 1738 section 3.2 and the file
// scheme of section 3.10, which share fpath.
//
//	ftpurl  = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
//	fpath   = fsegment *[ "/" fsegment ]
//	fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//	ftptype = "A" | "I" | "D" | "a" | "i" | "d"
//
//	fileurl = "file://" [ host | "localhost" ] "/" fpath

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
	p.segments(RuleFpath, RuleFsegment, end+1, pathEnd, fsegmentSet, "3.2.2")
	if pathEnd < len(s) {
		t := pathEnd + len(";type=")
		e := p.open(RuleFtptype, t)
		p.part(RuleFtptype, t, len(s))
		if typ := s[t:]; len(typ) != 1 || !strings.Contains("AIDaid", typ) {
			// Section 3.2.2 names the three and what "d" does (a NLST);
			// the others are the argument of FTP's TYPE command, whose
			// meaning RFC 959 gives, not RFC 1738.
			p.errorf(finding{Code: CodeBadType, Start: t, End: len(s), RFC: "3.2.2"},
				"the typecode %s is not one of %q, %q or %q (the grammar also takes them in upper case): %q asks for a directory listing (NLST), and the others are the argument of FTP's TYPE command",
				quoteShort(typ), "a", "i", "d", "d")
		}
		p.close(len(s), e)
	}
}

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
			p.note(finding{Code: CodeFileLocalhost, Start: i, End: end, RFC: "3.10"}, msgFileEmptyHost)
		default:
			p.note(finding{Code: CodeFileLocalhost, Start: i, End: end, RFC: "3.10"}, msgFileLocalhost)
		}
	}
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.10", Fix: "/", HasFix: true},
			"a file URL needs %q and a path after the host (fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath)", "/")
		return
	}
	// Section 3.10 gives file's path no characters of its own: what an
	// fsegment holds is section 5's BNF.
	p.segments(RuleFpath, RuleFsegment, end+1, len(s), fsegmentSet, "5")
}
