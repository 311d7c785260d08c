package parser

import _ "embed"

//go:embed rfc1738.txt
var rfcText string

// RFCText returns the full text of RFC 1738, "Uniform Resource Locators
// (URL)", December 1994, as published ("Distribution of this memo is
// unlimited"). The page shows it with section anchors so that every section
// a diagnostic cites can be read offline.
func RFCText() string { return rfcText }
