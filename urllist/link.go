package urllist

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"io"
	"strings"
)

// A list travels in a link's fragment as "t=" followed by the base64url
// encoding (RFC 4648 section 5, no padding) of the list's bytes compressed
// with raw DEFLATE (RFC 1951, compress/flate at its best compression), and
// "&quiz" after it when the link opens the list as a quiz:
//
//	#t=K0nNyclXKM8vykkBAA&quiz
//
// The list's text is kept exactly, byte for byte: notes, blank lines,
// CRLF and all.

// LinkKey starts the fragment parameter that holds a list.
const LinkKey = "t="

// QuizParam is the fragment parameter that opens the list as a quiz.
const QuizParam = "quiz"

// LongLink is the length in bytes over which a link is long: chat programs
// and mail clients cut or refuse addresses of a few thousand characters.
// Over it the page still writes the link, says it is long, and offers the
// list as a file.
const LongLink = 2000

// MaxText is the most bytes DecodeLink inflates: a link of a few hundred
// kilobytes could otherwise ask for gigabytes.
const MaxText = 16 << 20

// EncodeLink returns the fragment (without "#") that holds text, with the
// quiz marker when quiz is true.
func EncodeLink(text string, quiz bool) string {
	return EncodeLinkSliced(text, quiz, nil)
}

// linkSlice is how many bytes EncodeLinkSliced compresses between calls of
// its yield.
const linkSlice = 32 << 10

// EncodeLinkSliced is EncodeLink, calling yield (when it is not nil) after
// each 32 KiB it compresses, so that a page can let the browser draw a
// frame in between. The result is the same.
func EncodeLinkSliced(text string, quiz bool, yield func()) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression) // the level is valid
	for len(text) > 0 {
		n := min(len(text), linkSlice)
		io.WriteString(w, text[:n]) // a bytes.Buffer does not fail
		text = text[n:]
		if yield != nil && len(text) > 0 {
			yield()
		}
	}
	w.Close()
	f := LinkKey + base64.RawURLEncoding.EncodeToString(b.Bytes())
	if quiz {
		f += "&" + QuizParam
	}
	return f
}

// ErrTooLong is returned by DecodeLink for a list over MaxText bytes.
var ErrTooLong = errors.New("the list is longer than 16 MiB")

// DecodeLink reads the list a fragment (with or without its "#") holds.
// ok is false when the fragment has no "t=" parameter; err says why one
// could not be read (not base64url, not DEFLATE, too long). Parameters are
// separated by "&"; padding and the standard base64 alphabet are accepted.
func DecodeLink(fragment string) (text string, quiz, ok bool, err error) {
	fragment = strings.TrimPrefix(fragment, "#")
	var enc string
	for param := range strings.SplitSeq(fragment, "&") {
		switch {
		case strings.HasPrefix(param, LinkKey):
			enc, ok = param[len(LinkKey):], true
		case param == QuizParam || strings.HasPrefix(param, QuizParam+"="):
			quiz = true
		}
	}
	if !ok {
		return "", false, false, nil
	}
	enc = strings.TrimRight(enc, "=")
	// Standard base64 differs from base64url only in "+" and "/".
	enc = strings.ReplaceAll(strings.ReplaceAll(enc, "+", "-"), "/", "_")
	raw, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil {
		return "", quiz, true, errors.New("the list in the link is not base64url")
	}
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, MaxText+1))
	if err != nil {
		return "", quiz, true, errors.New("the list in the link is not compressed as the page writes it")
	}
	if len(out) > MaxText {
		return "", quiz, true, ErrTooLong
	}
	return string(out), quiz, true, nil
}
