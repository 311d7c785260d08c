package parser

// RFC 1738's record: what it is today, as the IETF's and the RFC Editor's
// pages for it say, and the later RFCs that obsolete or update it or that
// took over one of its schemes. An RFC's own text never changes, so a
// reader of it learns none of this from the text itself.

// A LaterRFC is an RFC published after RFC 1738 that the record names, or
// that defines one of its schemes today.
type LaterRFC struct {
	Number int
	Title  string // as the RFC prints it
	Month  string // of publication: "November"
	Year   int
	// Status is the RFC's status in the RFC Editor's index: "Proposed
	// Standard", "Internet Standard", "Historic"; "" when the record
	// names the RFC for its title alone.
	Status string
}

// Record is RFC 1738's status and its relations, as the IETF's page
// ("Proposed Standard (December 1994; Errata)", "Obsoleted by RFC 4266,
// RFC 4248") and the RFC Editor's ("updated by RFC 1808, RFC 2368, RFC
// 2396, RFC 3986, RFC 6196, RFC 6270, RFC 8089") give them.
type Record struct {
	Category    string // "Proposed Standard"
	Published   string // "December 1994"
	Stream      string // "Legacy"
	ObsoletedBy []LaterRFC
	UpdatedBy   []LaterRFC
}

// laterRFCs are the RFCs the record names and those that define one of
// RFC 1738's schemes today, by number. The tests hold each title and date
// to the RFC's own first page (internal/laterrfc).
var laterRFCs = []LaterRFC{
	{1808, "Relative Uniform Resource Locators", "June", 1995, ""},
	{2368, "The mailto URL scheme", "July", 1998, ""},
	{2396, "Uniform Resource Identifiers (URI): Generic Syntax", "August", 1998, ""},
	{3986, "Uniform Resource Identifier (URI): Generic Syntax", "January", 2005, "Internet Standard"},
	{4156, "The wais URI Scheme", "August", 2005, "Historic"},
	{4157, "The prospero URI Scheme", "August", 2005, "Historic"},
	{4248, "The telnet URI Scheme", "October", 2005, "Proposed Standard"},
	{4266, "The gopher URI Scheme", "November", 2005, "Proposed Standard"},
	{5538, "The 'news' and 'nntp' URI Schemes", "April", 2010, "Proposed Standard"},
	{6068, "The 'mailto' URI Scheme", "October", 2010, "Proposed Standard"},
	{6196, "Moving mailserver: URI Scheme to Historic", "March", 2011, ""},
	{6270, "The 'tn3270' URI Scheme", "June", 2011, ""},
	{8089, "The \"file\" URI Scheme", "February", 2017, "Proposed Standard"},
	{9110, "HTTP Semantics", "June", 2022, "Internet Standard"},
}

// Later returns the later RFC numbered n, and whether the record or a
// scheme's history names it.
func Later(n int) (LaterRFC, bool) {
	for _, r := range laterRFCs {
		if r.Number == n {
			return r, true
		}
	}
	return LaterRFC{}, false
}

// LaterRFCs returns every later RFC this package knows, by number.
func LaterRFCs() []LaterRFC { return append([]LaterRFC(nil), laterRFCs...) }

// RFCRecord returns RFC 1738's record.
func RFCRecord() Record {
	pick := func(ns ...int) []LaterRFC {
		out := make([]LaterRFC, 0, len(ns))
		for _, n := range ns {
			r, _ := Later(n)
			out = append(out, r)
		}
		return out
	}
	return Record{
		Category:    "Proposed Standard",
		Published:   "December 1994",
		Stream:      "Legacy",
		ObsoletedBy: pick(4248, 4266),
		UpdatedBy:   pick(1808, 2368, 2396, 3986, 6196, 6270, 8089),
	}
}
