package parser

import "strings"

// This file implements the telnet, wais and prospero schemes of RFC 1738
// sections 3.8, 3.9 and 3.11.
//
//	telneturl = "telnet://" login [ "/" ]
//
//	waisurl      = waisdatabase | waisindex | waisdoc
//	waisdatabase = "wais://" hostport "/" database
//	waisindex    = "wais://" hostport "/" database "?" search
//	waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//	database     = *uchar
//	wtype        = *uchar
//	wpath        = *uchar
//
//	prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
//	ppath       = psegment *[ "/" psegment ]
//	psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//	fieldspec   = ";" fieldname "=" fieldvalue
//	fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
//	fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]

func (p *parser) telnetURL(start int) {
	s := p.s
	end := p.authority(start, "telnet", true)
	if end+1 < len(s) {
		p.errorf(finding{Code: CodeExtra, Start: end + 1, End: len(s), RFC: "3.8", HasFix: true},
			"a telnet URL ends after the host and port and an optional %q: %s has no place in it",
			"/", quoteShort(s[end+1:]))
	}
}

// waisAlternative says which of waisurl's three alternatives the text
// after "wais:" (at start) reads as: by what follows the database. It
// returns the alternative and where the database ends.
func waisAlternative(s string, start int) (alt string, dbEnd int) {
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
	alt, dbEnd = "waisdatabase", len(s)
	if end < len(s) {
		if k := indexSlashOrQuery(s[end+1:]); k >= 0 {
			dbEnd = end + 1 + k
			alt = "waisdoc"
			if s[dbEnd] == '?' {
				alt = "waisindex"
			}
		}
	}
	return alt, dbEnd
}

// waisTried adds to the trace the two alternatives of waisurl that were
// not taken, with where each stops, when the one taken failed.
func (p *parser) waisTried(alt string) {
	if p.errs == 0 {
		return
	}
	for _, other := range [...]Rule{RuleWaisdatabase, RuleWaisindex, RuleWaisdoc} {
		if ruleNames[other] != alt {
			p.tried(other, p.lead, len(p.s))
		}
	}
}

// waisURL parses what follows "wais:"; parse has opened the trace node of
// the alternative, p.waisAlt.
func (p *parser) waisURL(start int) {
	s := p.s
	end := p.authority(start, "wais", false)
	alt, dbEnd := waisAlternative(s, start)
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.9", Fix: "/", HasFix: true},
			"a wais URL needs %q and a database name after the host", "/")
		return
	}
	// Section 3.9 says what the fields are, not what they may hold: that is
	// section 5's BNF (database = *uchar, search as http's).
	p.ucharField(RuleDatabase, end+1, dbEnd, "5")
	switch alt {
	case "waisindex":
		p.search(dbEnd+1, len(s), "5")
	case "waisdoc":
		t := dbEnd + 1
		tEnd := len(s)
		if k := strings.IndexByte(s[t:], '/'); k >= 0 {
			tEnd = t + k
		}
		p.ucharField(RuleWtype, t, tEnd, "5")
		if tEnd == len(s) {
			p.errorf(finding{Code: CodeMissing, Start: tEnd, End: tEnd, RFC: "3.9", Fix: "/", HasFix: true},
				"a wais document URL is /database/wtype/wpath: %q and the document's path are missing after the type", "/")
			return
		}
		p.ucharField(RuleWpath, tEnd+1, len(s), "5")
	}
}

// ucharField parses s[start:end] as rule = *uchar.
func (p *parser) ucharField(rule Rule, start, end int, section string) {
	e := p.open(rule, start)
	p.part(rule, start, end)
	p.checkChars(start, end, ucharSet, rule.String(), section)
	p.close(end, e)
}

func (p *parser) prosperoURL(start int) {
	s := p.s
	end := p.authority(start, "prospero", false)
	if end == len(s) {
		p.errorf(finding{Code: CodeMissing, Start: end, End: end, RFC: "3.11", Fix: "/", HasFix: true},
			"a prospero URL needs %q and a path after the host", "/")
		return
	}
	pathEnd := len(s)
	if k := strings.IndexByte(s[end+1:], ';'); k >= 0 {
		pathEnd = end + 1 + k
	}
	p.segments(RulePpath, RulePsegment, end+1, pathEnd, fsegmentSet, "3.11")
	for f := pathEnd; f < len(s); {
		fEnd := len(s)
		if k := strings.IndexByte(s[f+1:], ';'); k >= 0 {
			fEnd = f + 1 + k
		}
		p.fieldspec(f, fEnd)
		f = fEnd
	}
}

// fieldspec parses s[start:end] as fieldspec = ";" fieldname "=" fieldvalue.
func (p *parser) fieldspec(start, end int) {
	s := p.s
	e := p.open(RuleFieldspec, start)
	defer p.close(end, e)
	eq := strings.IndexByte(s[start+1:end], '=')
	if eq < 0 {
		p.errorf(finding{Code: CodeBadField, Start: start, End: end, RFC: "3.11"},
			"the field %s has no %q: a prospero field is %q", quoteShort(s[start:end]), "=", ";fieldname=fieldvalue")
		p.prosperoField(RuleFieldname, start+1, end)
		return
	}
	eq += start + 1
	p.prosperoField(RuleFieldname, start+1, eq)
	p.prosperoField(RuleFieldvalue, eq+1, end)
}

func (p *parser) prosperoField(rule Rule, start, end int) {
	e := p.open(rule, start)
	p.part(rule, start, end)
	// Section 3.11 says what separates the fields; what a field holds is
	// section 5's BNF.
	p.checkChars(start, end, fieldSet, rule.String(), "5")
	p.close(end, e)
}
