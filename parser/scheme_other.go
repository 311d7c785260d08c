package parser

import "strings"

// This file implements the telnet, wais and prospero schemes of RFC 1738
// sections 3.8, 3.9 and 3.11.

//	telneturl      = "telnet://" login [ "/" ]
//
// Section 3.8 describes the scheme: a login as in section 3.1, and "The
// final "/" character may be omitted".
func (p *parser) telnetURL(start int) {
	s := p.s
	end := p.authority(start, "telnet", true)
	if end+1 < len(s) {
		p.errorf(finding{Code: CodeExtra, Start: end + 1, End: len(s), RFC: "3.8", HasFix: true},
			"diag.extra",
			"/", quoteShort(s[end+1:]))
	}
}

//	waisurl        = waisdatabase | waisindex | waisdoc
//
// Section 3.9 gives the three forms and what each designates: a database, a
// search, a document. The alternative is chosen by what follows the
// database (waisAlternative); url has opened its trace node.
func (p *parser) waisURL(start int) {
	switch alt, dbEnd := waisAlternative(p.s, start); alt {
	case RuleWaisdatabase:
		p.waisdatabase(start, dbEnd)
	case RuleWaisindex:
		p.waisindex(start, dbEnd)
	default:
		p.waisdoc(start, dbEnd)
	}
}

//	waisdatabase   = "wais://" hostport "/" database
//
// Section 3.9 says the first form "designates a WAIS database that is
// available for searching".
func (p *parser) waisdatabase(start, dbEnd int) {
	if db := p.waisHead(start); db >= 0 {
		p.database(db, dbEnd)
	}
}

//	waisindex      = "wais://" hostport "/" database "?" search
//
// Section 3.9 says the second form "designates a particular search".
func (p *parser) waisindex(start, dbEnd int) {
	if db := p.waisHead(start); db >= 0 {
		p.database(db, dbEnd)
		// Section 3.9 says nothing of the search's characters: section
		// 5's BNF does.
		p.search(dbEnd+1, len(p.s), "5")
	}
}

//	waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath
//
// Section 3.9 says the third form "designates a particular document within
// a WAIS database to be retrieved".
func (p *parser) waisdoc(start, dbEnd int) {
	db := p.waisHead(start)
	if db < 0 {
		return
	}
	s := p.s
	p.database(db, dbEnd)
	t := dbEnd + 1
	tEnd := len(s)
	if k := strings.IndexByte(s[t:], '/'); k >= 0 {
		tEnd = t + k
	}
	p.wtype(t, tEnd)
	if tEnd == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: tEnd, End: tEnd, RFC: "3.9", Fix: "/", HasFix: true},
			"diag.missing.wais-path", "/")
		return
	}
	p.wpath(tEnd+1, len(s))
}

// waisHead reads "wais://" hostport "/", which the three forms of waisurl
// start with, and returns where the database starts; -1, with the error,
// when the "/" is missing.
func (p *parser) waisHead(start int) int {
	end := p.authority(start, "wais", false)
	if end == len(p.s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.9", Fix: "/", HasFix: true},
			"diag.missing.wais-database", "/")
		return -1
	}
	return end + 1
}

// waisAlternative says which of waisurl's three alternatives the text
// after "wais:" (at start) reads as: by what follows the database. It
// returns the alternative and where the database ends.
func waisAlternative(s string, start int) (alt Rule, dbEnd int) {
	// The hostport starts after "//", or after the one "/" that slashes
	// takes for it, or right after "wais:": where authority reads it.
	i := start
	for k := 0; k < 2 && i < len(s) && s[i] == '/'; k++ {
		i++
	}
	end := len(s)
	if k := strings.IndexByte(s[i:], '/'); k >= 0 {
		end = i + k
	}
	alt, dbEnd = RuleWaisdatabase, len(s)
	if end < len(s) {
		if k := indexSlashOrQuery(s[end+1:]); k >= 0 {
			dbEnd = end + 1 + k
			alt = RuleWaisdoc
			if s[dbEnd] == '?' {
				alt = RuleWaisindex
			}
		}
	}
	return alt, dbEnd
}

// waisTried adds to the trace the two alternatives of waisurl that were
// not taken, with where each stops, when the one taken failed.
func (p *parser) waisTried(alt Rule) {
	if p.errs == 0 {
		return
	}
	for _, other := range [...]Rule{RuleWaisdatabase, RuleWaisindex, RuleWaisdoc} {
		if other != alt {
			p.tried(other, p.urlStart(), len(p.s))
		}
	}
}

// Section 3.9 says what the fields of a wais URL are, not what they may
// hold: that is section 5's BNF, so "5" is the section their characters
// are checked under.

//	database       = *uchar
//
// Section 3.9 says "<database> is the name of the WAIS database being
// queried".
func (p *parser) database(start, end int) {
	p.charRun(RuleDatabase, start, end, ucharSet, "5")
}

//	wtype          = *uchar
//
// Section 3.9 says "<wtype> is the WAIS designation of the type of the
// object".
func (p *parser) wtype(start, end int) {
	p.charRun(RuleWtype, start, end, ucharSet, "5")
}

//	wpath          = *uchar
//
// Section 3.9 says the <wpath> "consists of the WAIS document-id, encoded as
// necessary".
func (p *parser) wpath(start, end int) {
	p.charRun(RuleWpath, start, end, ucharSet, "5")
}

//	prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]
//
// Section 3.11 describes the scheme: a host and port, no user name or
// password, the host-specific object name and optional fields.
func (p *parser) prosperoURL(start int) {
	s := p.s
	end := p.authority(start, "prospero", false)
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.11", Fix: "/", HasFix: true},
			"diag.missing.prospero-path", "/")
		return
	}
	pathEnd := len(s)
	if k := strings.IndexByte(s[end+1:], ';'); k >= 0 {
		pathEnd = end + 1 + k
	}
	p.ppath(end+1, pathEnd)
	for f := pathEnd; f < len(s); {
		fEnd := len(s)
		if k := strings.IndexByte(s[f+1:], ';'); k >= 0 {
			fEnd = f + 1 + k
		}
		p.fieldspec(f, fEnd)
		f = fEnd
	}
}

//	ppath          = psegment *[ "/" psegment ]
//
// Section 3.11 says "a slash "/" may appear in the <hsoname> without quoting
// and no significance may be assumed by the application".
func (p *parser) ppath(start, end int) {
	e := p.open(RulePpath, start)
	p.part(RulePpath, start, end)
	for i, j := range segments(p.s, start, end) {
		p.psegment(i, j)
	}
	p.close(end, e)
}

//	psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//
// Section 3.11 says "The semicolon ";" is reserved and may not appear
// without quoting in the <hsoname>".
func (p *parser) psegment(start, end int) {
	p.segment(RulePsegment, start, end, fsegmentSet, "3.11")
}

//	fieldspec      = ";" fieldname "=" fieldvalue
//
// Section 3.11 says each field/value pair is separated "by a ";"
// (semicolon)" and the name of the field from its value "by a "=" (equal
// sign)".
func (p *parser) fieldspec(start, end int) {
	s := p.s
	e := p.open(RuleFieldspec, start)
	defer p.close(end, e)
	eq := strings.IndexByte(s[start+1:end], '=')
	if eq < 0 {
		p.errorf(finding{Code: CodeBadField, Start: start, End: end, RFC: "3.11"},
			"diag.bad-field", quoteShort(s[start:end]), "=", ";fieldname=fieldvalue")
		p.fieldname(start+1, end)
		return
	}
	eq += start + 1
	p.fieldname(start+1, eq)
	p.fieldvalue(eq+1, end)
}

// Section 3.11 says what separates the fields; what a field holds is
// section 5's BNF, so "5" is the section their characters are checked
// under.

//	fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]
//
// Section 3.11 names fields such as OBJECT-VERSION, which serve "to
// identify the target of the URL".
func (p *parser) fieldname(start, end int) {
	p.charRun(RuleFieldname, start, end, fieldSet, "5")
}

//	fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]
//
// Section 3.11 says "The name of the field and its value are separated by a
// "=" (equal sign)".
func (p *parser) fieldvalue(start, end int) {
	p.charRun(RuleFieldvalue, start, end, fieldSet, "5")
}
