package main

import (
	"strings"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// The list view keeps its list in the address fragment beside the field's
// input: "#u=<input>&uc=<sum>&tc=<sum>&t=<list>", with "&quiz" when the link opens a quiz
// (package urllist has the encoding). The field's writes (encodeFragment)
// and the list view's (writeListLink) each keep the other's parameters.

// listLink is the list view's part of the fragment, "tc=...&t=..." or
// "tc=...&t=...&quiz", or "" when the address holds no list.
var listLink string

// withListLink returns the fragment f with its list parameters replaced by
// listLink.
func withListLink(f string) string {
	f = strings.TrimPrefix(f, "#")
	var keep []string
	for param := range strings.SplitSeq(f, "&") {
		if param == "" || isListParam(param) {
			continue
		}
		keep = append(keep, param)
	}
	if listLink != "" {
		keep = append(keep, listLink)
	}
	return strings.Join(keep, "&")
}

// isListParam reports whether a fragment parameter is the list view's.
func isListParam(param string) bool {
	return strings.HasPrefix(param, urllist.LinkKey) || strings.HasPrefix(param, urllist.CheckKey) || param == urllist.QuizParam ||
		strings.HasPrefix(param, urllist.QuizParam+"=")
}

// holdsList reports whether a fragment holds a list parameter.
func holdsList(f string) bool {
	for param := range strings.SplitSeq(strings.TrimPrefix(f, "#"), "&") {
		if strings.HasPrefix(param, urllist.LinkKey) {
			return true
		}
	}
	return false
}
