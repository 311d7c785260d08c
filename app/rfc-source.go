package main

import "github.com/urlplayground/rfc1738-playground/parser"

// rfcSource returns the text of RFC 1738 for the /rfc page: the copy package
// parser embeds (parser/rfc1738.txt).
func rfcSource() string { return parser.RFCText() }
