package parser

// An Erratum is a report against RFC 1738's text, as the RFC Editor keeps
// it: the text as published, the text the report would have instead, and
// what became of the report. An RFC never changes once published; its
// errata are where a reader learns that a line is known to be wrong.
//
// The errata here are every one the RFC Editor lists for RFC 1738, as the
// public mirror of its errata records (github.com/reschke/rfc-errata,
// errata-by-rfc/rfc1738.json) gives them, with the RFC Editor's own page
// for erratum 5118; the tests hold each published text to rfc1738.txt.
type Erratum struct {
	ID     int
	Status string // "Verified", "Reported", "Held for Document Update" or "Rejected"
	Type   string // "Technical" or "Editorial"
	// Section is the section the report concerns, as the RFC numbers it.
	Section string
	// Reported and Verified are dates, "2017-09-15"; Verified is "" for a
	// report not verified.
	Reported, Verified string
	// Rule is the rule of section 5 whose line the report concerns, ""
	// for prose or for many rules at once.
	Rule string
	// Published is the text as RFC 1738 prints it, white space folded;
	// Corrected is the report's "It should say", folded the same way. A
	// report over many rules of section 5 gives its first here, and
	// Rules says how many it quotes (0 for one line or sentence).
	Published, Corrected string
	Rules                int
	// Notes are the report's notes and, for a report the verifier
	// answered, the verifier's: word for word, white space folded, "[…]"
	// where a quoted passage of the RFC is left out.
	Notes, VerifierNotes string
	// reading is the statement that says how this tool reads the text the
	// report concerns; "" when the report changes nothing it reads.
	reading string
}

// Reading says how this tool reads the text the erratum concerns, or ""
// when the erratum changes nothing the tool reads.
func (e Erratum) Reading() string {
	if e.reading == "" {
		return ""
	}
	return text(e.reading)
}

// errata are RFC 1738's errata, by ID.
var errata = []Erratum{
	{
		ID: 2845, Status: "Rejected", Type: "Editorial", Section: "5",
		Reported:  "2011-06-26",
		Published: `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]`,
		Corrected: `scheme = 1*( lowalpha | digit | "+" | "-" | "." )`,
		Rules:     18,
		Notes: `Given this is BNF of RFC 822 construction <n>*<m>[element] is incorrect, as RFC 822 defines: […] ` +
			`My proposal is to replace all occurrences of [] construction where they are used in the meaning of () with the legal-as-per-822 one.`,
		VerifierNotes: "This specification does not use the BNF syntax from RFC 822. Please refer to the first paragraph of Section 5: […] " +
			"The definitions follow the syntax used in this document. Thus the report is incorrect.",
	},
	{
		ID: 4917, Status: "Reported", Type: "Editorial", Section: "2.2",
		Reported:  "2017-01-26",
		Published: "the chararacter which has that octet as its code within the US-ASCII [20] coded character set.",
		Corrected: "the character which has that octet as its code within the US-ASCII [20] coded character set.",
		Notes:     `The word "character" is misspelled as "chararacter."`,
	},
	{
		ID: 5118, Status: "Verified", Type: "Technical", Section: "5",
		Reported: "2017-09-15", Verified: "2017-09-21",
		Rule:      "gopherurl",
		Published: `gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`,
		Corrected: `gopherurl = "gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`,
		Notes:     "The slash after the first square bracket open should be quoted because it is a literal slash, as evidenced in the example in section 3.4.1: 3.4.1. Gopher URL syntax gopher://<host>:<port>/<gopher-path>",
		reading:   "derive.erratum-5118",
	},
}

// Errata returns RFC 1738's errata, by ID. The result is a copy.
func Errata() []Erratum { return append([]Erratum(nil), errata...) }

// ErratumOf returns the erratum that corrects the line of rule, if one
// does, and whether there is one. Only verified and reported ones count: a
// rejected report leaves the text as it is.
func ErratumOf(rule string) (Erratum, bool) {
	for _, e := range errata {
		if e.Rule == rule && e.Status != "Rejected" {
			return e, true
		}
	}
	return Erratum{}, false
}
