package parser

import _ "embed"

// RFCText is the full text of RFC 1738, "Uniform Resource Locators (URL)",
// December 1994, as published ("Distribution of this memo is unlimited").
// The page shows it with section anchors so that every section a
// diagnostic cites can be read offline.
//
//go:embed rfc1738.txt
var RFCText string
