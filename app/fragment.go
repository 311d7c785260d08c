package main

import (
	"encoding/base64"
	"strings"
)

// The page keeps its input in the address fragment, "#u=" followed by the
// base64url encoding (RFC 4648 section 5, no padding) of the input's UTF-8
// bytes, so that a link reproduces the exact bytes and a reload keeps them.

const fragmentKey = "u="

// encodeFragment returns the fragment (without "#") that holds input.
func encodeFragment(input string) string {
	return fragmentKey + base64.RawURLEncoding.EncodeToString([]byte(input))
}

// decodeFragment returns the input held by a fragment, with or without its
// leading "#". ok is false when the fragment holds no input: it is absent,
// not "u=...", or not valid base64url. Padding, if a hand-written link has
// it, is tolerated.
func decodeFragment(fragment string) (input string, ok bool) {
	fragment = strings.TrimPrefix(fragment, "#")
	enc, found := strings.CutPrefix(fragment, fragmentKey)
	if !found {
		return "", false
	}
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(enc, "="))
	if err != nil {
		return "", false
	}
	return string(b), true
}
