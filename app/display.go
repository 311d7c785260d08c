package main

import (
	"strconv"
	"strings"
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
func visible(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			b.WriteString("\u2423")
		case c < 0x20, c >= 0x7f:
			b.WriteString("\u27e8")
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
			b.WriteString("\u27e9")
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// octets shows decoded octets: as text when every octet is printable ASCII,
// otherwise with each other octet as ⟨XX⟩.
func octets(b []byte) string { return visible(string(b)) }

// clip returns s cut to at most n bytes, with "…" when cut.
// clipVisible is clip(visible(s), n) in time bounded by n, not by len(s):
// visible maps each byte to one or more, so its first n+1 bytes hold all
// that the clip keeps (a part of a 5 MB paste is shown by its start).
func clipVisible(s string, n int) string {
	return clip(visible(s[:min(len(s), n+1)]), n)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "\u2026"
}

// itoa is strconv.Itoa, short.
func itoa(i int) string { return strconv.Itoa(i) }

// spanText is "start–end", the half-open byte span as the page prints it.
func spanText(start, end int) string { return itoa(start) + "\u2013" + itoa(end) }

// bytesText is "1 byte", "12 bytes", with thousands separated.
func bytesText(n int) string {
	if n == 1 {
		return "1 byte"
	}
	return groupDigits(n) + " bytes"
}

func groupDigits(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// sectionHref returns the link to an RFC 1738 section on the /rfc page, or
// "" when sec is not a section number (digits and dots only) nor
// "appendix": nothing else ever reaches an href.
func sectionHref(sec string) string {
	if sec == "appendix" {
		return pageHref("/rfc#appendix")
	}
	if sec == "" || len(sec) > 8 {
		return ""
	}
	for i := 0; i < len(sec); i++ {
		if c := sec[i]; (c < '0' || c > '9') && c != '.' {
			return ""
		}
	}
	return pageHref("/rfc#section-" + strings.TrimSuffix(sec, "."))
}

// sectionLabel names an RFC 1738 section in a link's text: "RFC 1738 §3.3",
// or "RFC 1738 appendix".
func sectionLabel(sec string) string {
	if sec == "appendix" {
		return "RFC 1738 appendix"
	}
	return "RFC 1738 \u00a7" + sec
}
