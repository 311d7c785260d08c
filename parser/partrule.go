package parser

// A partRule names a rule while parsing, a part's or a trace node's: an
// index into partRules, so that the parts and nodes the parser holds have
// no pointers (no write barrier when one is written, less to clear) until
// finish turns them into Parts and Nodes.
type partRule uint8

const (
	rScheme partRule = iota
	rSchemepart
	rUrlpath
	rUser
	rPassword
	rHost
	rPort
	rHpath
	rHsegment
	rSearch
	rFpath
	rFsegment
	rFtptype
	rGtype
	rSelector
	rGopherString
	rEncoded822addr
	rGrouppart
	rGroup
	rArticle
	rDigits
	rDatabase
	rWtype
	rWpath
	rPpath
	rPsegment
	rFieldname
	rFieldvalue

	// Rules that name trace nodes only.
	rURL
	rOtherurl
	rGenericurl
	rIPSchemepart
	rLogin
	rHostport
	rHostname
	rHostnumber
	rDomainlabel
	rToplabel
	rEscape
	rFieldspec
	rFtpurl
	rHttpurl
	rGopherurl
	rMailtourl
	rNewsurl
	rNntpurl
	rTelneturl
	rWaisurl
	rFileurl
	rProsperourl
	rWaisdatabase
	rWaisindex
	rWaisdoc
)

// partRules are the rule names, spelled as the RFC spells them.
var partRules = [...]string{
	rScheme:         "scheme",
	rSchemepart:     "schemepart",
	rUrlpath:        "urlpath",
	rUser:           "user",
	rPassword:       "password",
	rHost:           "host",
	rPort:           "port",
	rHpath:          "hpath",
	rHsegment:       "hsegment",
	rSearch:         "search",
	rFpath:          "fpath",
	rFsegment:       "fsegment",
	rFtptype:        "ftptype",
	rGtype:          "gtype",
	rSelector:       "selector",
	rGopherString:   "gopher+_string",
	rEncoded822addr: "encoded822addr",
	rGrouppart:      "grouppart",
	rGroup:          "group",
	rArticle:        "article",
	rDigits:         "digits",
	rDatabase:       "database",
	rWtype:          "wtype",
	rWpath:          "wpath",
	rPpath:          "ppath",
	rPsegment:       "psegment",
	rFieldname:      "fieldname",
	rFieldvalue:     "fieldvalue",

	rURL:          "url",
	rOtherurl:     "otherurl",
	rGenericurl:   "genericurl",
	rIPSchemepart: "ip-schemepart",
	rLogin:        "login",
	rHostport:     "hostport",
	rHostname:     "hostname",
	rHostnumber:   "hostnumber",
	rDomainlabel:  "domainlabel",
	rToplabel:     "toplabel",
	rEscape:       "escape",
	rFieldspec:    "fieldspec",
	rFtpurl:       "ftpurl",
	rHttpurl:      "httpurl",
	rGopherurl:    "gopherurl",
	rMailtourl:    "mailtourl",
	rNewsurl:      "newsurl",
	rNntpurl:      "nntpurl",
	rTelneturl:    "telneturl",
	rWaisurl:      "waisurl",
	rFileurl:      "fileurl",
	rProsperourl:  "prosperourl",
	rWaisdatabase: "waisdatabase",
	rWaisindex:    "waisindex",
	rWaisdoc:      "waisdoc",
}

// ruleOf returns the rule named name, which must be one of partRules.
func ruleOf(name string) partRule {
	for i, n := range partRules {
		if n == name {
			return partRule(i)
		}
	}
	panic("parser: no rule " + name)
}

func (r partRule) String() string { return partRules[r] }

// ruleNames is every name of partRules, in order, as one constant. A
// Part's Rule is a slice of it (partName): the compiler then knows that it
// points to no heap memory, and a store of it into a new Result takes no
// write barrier (alloc.go).
const ruleNames = "scheme" + "schemepart" + "urlpath" + "user" +
	"password" + "host" + "port" + "hpath" + "hsegment" + "search" + "fpath" +
	"fsegment" + "ftptype" + "gtype" + "selector" + "gopher+_string" +
	"encoded822addr" + "grouppart" + "group" + "article" + "digits" +
	"database" + "wtype" + "wpath" + "ppath" + "psegment" + "fieldname" +
	"fieldvalue" + "url" + "otherurl" + "genericurl" + "ip-schemepart" +
	"login" + "hostport" + "hostname" + "hostnumber" + "domainlabel" +
	"toplabel" + "escape" + "fieldspec" + "ftpurl" + "httpurl" + "gopherurl" +
	"mailtourl" + "newsurl" + "nntpurl" + "telneturl" + "waisurl" +
	"fileurl" + "prosperourl" + "waisdatabase" + "waisindex" + "waisdoc"

// ruleNameEnds[r+1] is where rule r's name ends in ruleNames, and
// ruleNameEnds[r] where it starts.
var ruleNameEnds = func() (e [len(partRules) + 1]uint16) {
	off := 0
	for r, n := range partRules {
		if ruleNames[off:off+len(n)] != n {
			panic("parser: ruleNames does not spell " + n + " where partRules has it")
		}
		off += len(n)
		e[r+1] = uint16(off)
	}
	return e
}()

// partName returns partRules[r], as a slice of the constant ruleNames.
func partName(r partRule) string { return ruleNames[ruleNameEnds[r]:ruleNameEnds[r+1]] }

// A rawPart is a part as the parser holds it.
type rawPart struct {
	rule       partRule
	start, end int
}
