package main

import (
	"strconv"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// This file turns input bytes into what the page can show: printable ASCII as
// itself, the space as "␣" where it must be seen, every other byte (control
// characters and bytes above 7F) as its hexadecimal value. Raw control
// characters never reach the DOM. (The control pictures of U+2400 would be
// prettier, but many systems have no font that draws them.)

const hexDigits = "0123456789ABCDEF"

// cellText returns how one input byte is drawn in the highlight, and the
// classes naming its kind: "" for printable ASCII, "sp" for the space (drawn
// as itself; the class strip under it shows "␣"), "hx cc" for a control
// character and "hx" for a byte above 7F, both drawn as two hex digits.
func cellText(c byte) (text, kind string) {
	switch {
	case c == ' ':
		return " ", "sp"
	case c < 0x20, c == 0x7f:
		return string([]byte{hexDigits[c>>4], hexDigits[c&15]}), "hx cc"
	case c >= 0x80:
		return string([]byte{hexDigits[c>>4], hexDigits[c&15]}), "hx"
	}
	return string(c), ""
}

// visible returns s with the space shown as "␣" and control characters and
// bytes above 7F as ⟨XX⟩, for places (tables, messages)
// where the text must be readable as it is.
func visible(s string) string { return readview.Visible(s) }

// octets shows decoded octets: as text when every octet is printable ASCII,
// otherwise with each other octet as ⟨XX⟩.
func octets(b []byte) string { return visible(string(b)) }

// clip returns s cut to at most n bytes, with "…" when cut.
// clipVisible is clip(visible(s), n) in time bounded by n, not by len(s).
func clipVisible(s string, n int) string { return readview.ClipVisible(s, n) }

func clip(s string, n int) string { return readview.Clip(s, n) }

// itoa is strconv.Itoa, short.
func itoa(i int) string { return strconv.Itoa(i) }

// spanText is "start–end", the half-open byte span as the page prints it.
func spanText(start, end int) string { return readview.SpanText(start, end) }

// bytesText is "1 byte", "12 bytes", with thousands separated.
func bytesText(n int) string { return readview.BytesText(n) }

func groupDigits(n int) string { return readview.GroupDigits(n) }

// sectionHref returns the link to an RFC 1738 section on the /rfc page, or
// "" when sec is not a section number (digits and dots only) nor
// "appendix": nothing else ever reaches an href.
func sectionHref(sec string) string { return readview.SectionHref(siteRoot(), sec) }

// sectionLabel names an RFC 1738 section in a link's text: "RFC 1738 §3.3",
// or "RFC 1738 appendix".
func sectionLabel(sec string) string { return readview.SectionLabel(sec) }
