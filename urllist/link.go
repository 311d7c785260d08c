package urllist

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
)

// A list travels in a link's fragment as "t=" followed by the base64url
// encoding (RFC 4648 section 5, no padding) of the list's bytes compressed
// with raw DEFLATE (RFC 1951, compress/flate at its best compression),
// after "tc=" and the list's checksum, and "&quiz" after it when the link
// opens the list as a quiz:
//
//	#tc=3f1c2a9b&t=K0nNyclXKM8vykkBAA&quiz
//
// The list's text is kept exactly, byte for byte: notes, blank lines,
// CRLF and all.
//
// The checksum is the CRC-32 (IEEE, as zip and PNG compute it) of the
// list's text, in eight lower-case hexadecimal digits. Raw DEFLATE has none
// of its own: without it one changed character of a link may inflate to a
// different, shorter list without an error. It comes before "t=" so that a
// link cut short (chat programs cut long addresses) loses the list's end,
// not its checksum. A link without "tc=" (written before the checksum) is
// read as it is, unchecked.

// LinkKey starts the fragment parameter that holds a list.
const LinkKey = "t="

// CheckKey starts the fragment parameter that holds the list's checksum.
const CheckKey = "tc="

// Checksum is the checksum a link carries for text: its CRC-32 (IEEE) in
// eight lower-case hexadecimal digits.
func Checksum(text string) string {
	return fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(text)))
}

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

// EncodeLink returns the fragment (without "#") that holds text and its
// checksum, with the quiz marker when quiz is true.
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
	f := CheckKey + Checksum(text) + "&" + LinkKey
	for len(text) > 0 {
		n := min(len(text), linkSlice)
		io.WriteString(w, text[:n]) // a bytes.Buffer does not fail
		text = text[n:]
		if yield != nil && len(text) > 0 {
			yield()
		}
	}
	w.Close()
	f += base64.RawURLEncoding.EncodeToString(b.Bytes())
	if quiz {
		f += "&" + QuizParam
	}
	return f
}

// ErrTooLong is returned by DecodeLink for a list over MaxText bytes.
var ErrTooLong = errors.New("the list is longer than 16 MiB")

// ErrDamaged is returned by DecodeLink for a list that does not match the
// checksum its link carries: the link was changed or cut on its way.
var ErrDamaged = errors.New("the list in it does not match its checksum (the link was changed or cut on its way)")

// DecodeLink reads the list a fragment (with or without its "#") holds.
// ok is false when the fragment has no "t=" parameter; err says why one
// could not be read (not base64url, not DEFLATE, too long, ErrDamaged).
// With an error, text is what could be read: a list that inflates but
// fails its checksum, or the whole lines before the point where a cut
// stream ends (else ""). Parameters are separated by "&"; padding and the
// standard base64 alphabet are accepted.
func DecodeLink(fragment string) (text string, quiz, ok bool, err error) {
	fragment = strings.TrimPrefix(fragment, "#")
	var enc, sum string
	checked := false
	for param := range strings.SplitSeq(fragment, "&") {
		switch {
		case strings.HasPrefix(param, LinkKey):
			enc, ok = param[len(LinkKey):], true
		case strings.HasPrefix(param, CheckKey):
			sum, checked = strings.ToLower(param[len(CheckKey):]), true
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
		if !checked {
			return "", quiz, true, errors.New("the list in the link is not base64url")
		}
		// What precedes the bad character may still inflate.
		var n int64
		if ce, isCorrupt := err.(base64.CorruptInputError); isCorrupt {
			n = int64(ce) / 4 * 4
		}
		raw, _ = base64.RawURLEncoding.DecodeString(enc[:n])
		return wholeLines(inflate(raw)), quiz, true, errors.New("the list in it is not base64url from character " + fmt.Sprint(n+1))
	}
	out, err := inflate(raw)
	if len(out) > MaxText {
		return "", quiz, true, ErrTooLong
	}
	if err != nil {
		if checked {
			return wholeLines(out, err), quiz, true, ErrDamaged
		}
		return "", quiz, true, errors.New("the list in the link is not compressed as the page writes it")
	}
	if checked && Checksum(string(out)) != sum {
		return string(out), quiz, true, ErrDamaged
	}
	return string(out), quiz, true, nil
}

// inflate returns what raw DEFLATE data inflates to, up to one byte over
// MaxText, and the error that stopped it.
func inflate(raw []byte) ([]byte, error) {
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	return io.ReadAll(io.LimitReader(r, MaxText+1))
}

// wholeLines is the whole lines of what a damaged stream inflated to: the
// line it was cut in is left out, being only part of a URL.
func wholeLines(out []byte, _ error) string {
	if len(out) > MaxText {
		return ""
	}
	if i := bytes.LastIndexByte(out, '\n'); i >= 0 {
		return string(out[:i+1])
	}
	return ""
}
