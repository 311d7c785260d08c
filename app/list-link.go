package main

import (
	"strings"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// The list view keeps its list in the address fragment beside the field's
// input: "#u=<input>&uc=<sum>&tc=<sum>&t=<list>", with "&quiz" when the link opens a quiz
// (package urllist has the encoding); a list the generator made, as its
// settings, "&gc=<sum>&g=<settings>" (exercise-link.go). The address
// (pageAddress, address.go) writes both: the field's writes keep the list's
// parameters and the list's writes keep the field's.

// withListLink returns the fragment f with its list parameters replaced by
// list: the list view's part of the fragment, "tc=...&t=..." or
// "tc=...&t=...&quiz" (or "gc=...&g=...", or a quiz result's
// "qr=...&qc=..."), or "" when the address holds no list.
func withListLink(f, list string) string {
	f = strings.TrimPrefix(f, "#")
	var keep []string
	for param := range strings.SplitSeq(f, "&") {
		if param == "" || isListParam(param) {
			continue
		}
		keep = append(keep, param)
	}
	if list != "" {
		keep = append(keep, list)
	}
	return strings.Join(keep, "&")
}

// isListParam reports whether a fragment parameter is the list view's.
// The list's own (t=, tc=, quiz), a generated list's (g=, gc=,
// exercise-link.go) and a quiz result's (qr=, qc=, quiz-report.go).
func isListParam(param string) bool {
	for _, key := range []string{urllist.LinkKey, urllist.CheckKey, genKey, genCheckKey, reportKey, reportCheckKey, urllist.QuizParam + "="} {
		if strings.HasPrefix(param, key) {
			return true
		}
	}
	return param == urllist.QuizParam
}

// holdsList reports whether a fragment holds a list (t= or g=) or a quiz's
// result (qr=): the page then opens on the list view.
func holdsList(f string) bool {
	for param := range strings.SplitSeq(strings.TrimPrefix(f, "#"), "&") {
		if strings.HasPrefix(param, urllist.LinkKey) || strings.HasPrefix(param, genKey) || strings.HasPrefix(param, reportKey) {
			return true
		}
	}
	return false
}
