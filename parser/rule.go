package parser

// A Rule names a rule of the BNF of RFC 1738 section 5 that a Part or a
// trace Node stands for. As go/token's Token, it is a small integer whose
// String is its name as the RFC spells it ("scheme", "gopher+_string",
// "ip-schemepart"), and it marshals to JSON as that name.
type Rule uint8

// The rules of parts (RuleScheme to RuleFieldvalue) and, after them, those
// that name trace nodes only.
const (
	RuleScheme Rule = iota
	RuleSchemepart
	RuleUrlpath
	RuleUser
	RulePassword
	RuleHost
	RulePort
	RuleHpath
	RuleHsegment
	RuleSearch
	RuleFpath
	RuleFsegment
	RuleFtptype
	RuleGtype
	RuleSelector
	RuleGopherString
	RuleEncoded822addr
	RuleGrouppart
	RuleGroup
	RuleArticle
	RuleDigits
	RuleDatabase
	RuleWtype
	RuleWpath
	RulePpath
	RulePsegment
	RuleFieldname
	RuleFieldvalue

	// Rules that name trace nodes only.
	RuleURL
	RuleOtherurl
	RuleGenericurl
	RuleIPSchemepart
	RuleLogin
	RuleHostport
	RuleHostname
	RuleHostnumber
	RuleDomainlabel
	RuleToplabel
	RuleEscape
	RuleFieldspec
	RuleFtpurl
	RuleHttpurl
	RuleGopherurl
	RuleMailtourl
	RuleNewsurl
	RuleNntpurl
	RuleTelneturl
	RuleWaisurl
	RuleFileurl
	RuleProsperourl
	RuleWaisdatabase
	RuleWaisindex
	RuleWaisdoc
)

// ruleNames are the rule names, spelled as the RFC spells them.
var ruleNames = [...]string{
	RuleScheme:         "scheme",
	RuleSchemepart:     "schemepart",
	RuleUrlpath:        "urlpath",
	RuleUser:           "user",
	RulePassword:       "password",
	RuleHost:           "host",
	RulePort:           "port",
	RuleHpath:          "hpath",
	RuleHsegment:       "hsegment",
	RuleSearch:         "search",
	RuleFpath:          "fpath",
	RuleFsegment:       "fsegment",
	RuleFtptype:        "ftptype",
	RuleGtype:          "gtype",
	RuleSelector:       "selector",
	RuleGopherString:   "gopher+_string",
	RuleEncoded822addr: "encoded822addr",
	RuleGrouppart:      "grouppart",
	RuleGroup:          "group",
	RuleArticle:        "article",
	RuleDigits:         "digits",
	RuleDatabase:       "database",
	RuleWtype:          "wtype",
	RuleWpath:          "wpath",
	RulePpath:          "ppath",
	RulePsegment:       "psegment",
	RuleFieldname:      "fieldname",
	RuleFieldvalue:     "fieldvalue",

	RuleURL:          "url",
	RuleOtherurl:     "otherurl",
	RuleGenericurl:   "genericurl",
	RuleIPSchemepart: "ip-schemepart",
	RuleLogin:        "login",
	RuleHostport:     "hostport",
	RuleHostname:     "hostname",
	RuleHostnumber:   "hostnumber",
	RuleDomainlabel:  "domainlabel",
	RuleToplabel:     "toplabel",
	RuleEscape:       "escape",
	RuleFieldspec:    "fieldspec",
	RuleFtpurl:       "ftpurl",
	RuleHttpurl:      "httpurl",
	RuleGopherurl:    "gopherurl",
	RuleMailtourl:    "mailtourl",
	RuleNewsurl:      "newsurl",
	RuleNntpurl:      "nntpurl",
	RuleTelneturl:    "telneturl",
	RuleWaisurl:      "waisurl",
	RuleFileurl:      "fileurl",
	RuleProsperourl:  "prosperourl",
	RuleWaisdatabase: "waisdatabase",
	RuleWaisindex:    "waisindex",
	RuleWaisdoc:      "waisdoc",
}

// ruleByName returns the Rule named name, if it is one.
func ruleByName(name string) (Rule, bool) {
	for i, n := range ruleNames {
		if n == name {
			return Rule(i), true
		}
	}
	return 0, false
}

// String returns the rule's name as the RFC spells it.
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return "rule(?)"
}

// MarshalText encodes the rule as its name, for JSON.
func (r Rule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }
