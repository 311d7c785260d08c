package main

import (
	"encoding/base64"
	"net/url"
	"strings"

	"github.com/urlplayground/rfc1738-playground/urllist"
)

// The page keeps its input in the address fragment, "#u=" followed by the
// base64url encoding (RFC 4648 section 5, no padding) of the input's UTF-8
// bytes, so that a link reproduces the exact bytes and a reload keeps them,
// and "&uc=" followed by the checksum of those bytes (urllist.Checksum:
// CRC-32, eight hexadecimal digits), so that a link changed on its way is
// said to be damaged rather than read as another URL. A link without "uc="
// (written before the checksum, or by hand) is read unchecked.

const (
	fragmentKey = "u="
	checkKey    = "uc="
)

// inputParams are the fragment's parameters for input: u= and its
// checksum, uc= (DESIGN.md, the link format). The embed page's links use
// them too.
func inputParams(input string) string {
	return fragmentKey + base64.RawURLEncoding.EncodeToString([]byte(input)) +
		"&" + checkKey + urllist.Checksum(input)
}

// fragmentDamage says what is wrong with a fragment whose input fails the
// checksum it carries ("" when it has none, or passes): the input is not
// base64url, or its bytes are not those the checksum was made of.
func fragmentDamage(fragment string) string {
	fragment = strings.TrimPrefix(fragment, "#")
	var sum string
	for param := range strings.SplitSeq(fragment, "&") {
		if strings.HasPrefix(param, checkKey) {
			sum = strings.ToLower(param[len(checkKey):])
		}
	}
	if sum == "" {
		return ""
	}
	input, ok := decodeFragment(fragment)
	switch {
	case !ok:
		return ui("ui.link.not-base64")
	case urllist.Checksum(input) != sum:
		return ui("ui.link.checksum")
	}
	return ""
}

// decodeFragment returns the input held by a fragment, with or without its
// leading "#". ok is false when the fragment holds no input: it is absent,
// has no "u=", or what follows is not base64.
//
// What the page writes is read exactly. Links written by hand or by other
// tools are read too when nothing is lost: padding, the standard base64
// alphabet ("+" and "/", as btoa writes), a percent-encoded fragment, an
// upper-case "U=", and other "&"-separated parameters around "u=".
func decodeFragment(fragment string) (input string, ok bool) {
	fragment = strings.TrimPrefix(fragment, "#")
	if strings.Contains(fragment, "%") {
		if f, err := url.PathUnescape(fragment); err == nil {
			fragment = f
		}
	}
	for param := range strings.SplitSeq(fragment, "&") {
		if len(param) < len(fragmentKey) || !strings.EqualFold(param[:len(fragmentKey)], fragmentKey) {
			continue
		}
		enc := strings.TrimRight(param[len(fragmentKey):], "=")
		// The two alphabets differ only in these two characters.
		enc = strings.ReplaceAll(strings.ReplaceAll(enc, "+", "-"), "/", "_")
		b, err := base64.RawURLEncoding.DecodeString(enc)
		if err != nil {
			return "", false
		}
		return string(b), true
	}
	return "", false
}

// fragmentUnread reports whether a fragment is there but holds no input
// that decodeFragment can read: the page then says so, rather than showing
// its default example as if the link had asked for it.
func fragmentUnread(fragment string) bool {
	fragment = strings.TrimPrefix(fragment, "#")
	if f, _, _ := strings.Cut(fragment, langKey); f == "" || holdsList(fragment) {
		return false
	}
	_, ok := decodeFragment(fragment)
	return !ok
}

// The page's language is a parameter of the fragment too, "&lang=<tag>"
// (a BCP 47 tag), written last, after every checksum and covered by none:
// a link says the same in every language, and a teacher may change its
// language by hand. English, the page's own, has no parameter. The other
// readers here pass it by; web/field.js reads it, since the page's
// language must be chosen and its catalog fetched before app.wasm runs
// (fragment-lang.go). A tag the page does not have is read as English.
const langKey = "lang="

// langTags are the languages the page is offered in, and langNames each
// named in itself, for the menu; "en-XA" (a pseudo-language whose every
// sentence is marked, for tests) is read from a link but never offered.
var (
	langTags  = []string{"en", "es", "pt-BR", "fr", "de", "zh-Hans"}
	langNames = []string{"English", "Español", "Português (Brasil)", "Français", "Deutsch", "简体中文"}
)

// langParam is the fragment's language parameter, "&lang=<tag>", or ""
// for English.
func langParam() string {
	if pageLang == "en" {
		return ""
	}
	return "&" + langKey + pageLang
}
