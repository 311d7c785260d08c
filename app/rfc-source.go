package main

// rfcSource returns the text of RFC 1738 for the /rfc page.
//
// PENDING: the lead exports it from package parser as parser.RFCText (the
// parser embeds parser/rfc1738.txt); until then the /rfc page says the text
// is not part of this build.
func rfcSource() string { return "" }
