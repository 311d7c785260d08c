package parser

// A partRule names a part's rule while parsing: an index into partRules,
// so that the parts the parser holds have no pointers (no write barrier
// when one is written, less to clear) until finish turns them into Parts.
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
}

func (r partRule) String() string { return partRules[r] }

// A rawPart is a part as the parser holds it.
type rawPart struct {
	rule       partRule
	start, end int
}
