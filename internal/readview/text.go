package readview

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file turns input bytes and numbers into what the page shows:
// printable ASCII as itself, the space as "␣" where it must be seen, every
// other byte (control characters and bytes above 7F) as ⟨XX⟩. Raw control
// characters never reach the DOM.

const hexDigits = "0123456789ABCDEF"

// Visible returns s with the space shown as "␣" and control characters and
// bytes above 7F as ⟨XX⟩, for places (tables, messages) where the text
// must be readable as it is.
func Visible(s string) string {
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

// ClipVisible is Clip(Visible(s), n) in time bounded by n, not by len(s):
// Visible maps each byte to one or more, so its first n+1 bytes hold all
// that the clip keeps (a part of a 5 MB paste is shown by its start).
func ClipVisible(s string, n int) string {
	return Clip(Visible(s[:min(len(s), n+1)]), n)
}

// Clip returns s cut to at most n bytes, with "…" when cut. It cuts
// between characters: a cut inside one (a Chinese message's are three
// bytes) would show U+FFFD.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "\u2026"
}

// SpanText is "start–end", the half-open byte span as the page prints it.
func SpanText(start, end int) string { return strconv.Itoa(start) + "\u2013" + strconv.Itoa(end) }

// BytesText is "1 byte", "12 bytes", with thousands separated: the
// count's form as the language gives it (parser.One: French says "0
// octet").
func BytesText(n int) string {
	return say(parser.Counted("page.bytes", n), GroupDigits(n))
}

// GroupDigits writes n with its thousands separated by commas.
func GroupDigits(n int) string {
	s := strconv.Itoa(n)
	sep := ui("ui.rv.thousands") // "," in English, "." or a narrow space in others
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	return s
}

// SectionHref returns the link to an RFC 1738 section on the /rfc page
// under the site's root ("" or "/name"), or "" when sec is not a section
// number (digits and dots only) nor "appendix": nothing else ever reaches
// an href.
func SectionHref(root, sec string) string {
	if sec == "appendix" {
		return root + "/rfc#appendix"
	}
	if sec == "" || len(sec) > 8 {
		return ""
	}
	for i := 0; i < len(sec); i++ {
		if c := sec[i]; (c < '0' || c > '9') && c != '.' {
			return ""
		}
	}
	return root + "/rfc#section-" + strings.TrimSuffix(sec, ".")
}

// SectionLabel names an RFC 1738 section in a link's text: "RFC 1738
// §3.3", or "RFC 1738 appendix".
func SectionLabel(sec string) string {
	if sec == "appendix" {
		return say("page.section.appendix")
	}
	return "RFC 1738 \u00a7" + sec
}

// MessageHead is msg up to its first ": " or "; " that is not inside a
// quoted string (the parser quotes text with %q, so a quotation ends at
// an unescaped '"'), or its first full-width colon or semicolon, which
// Chinese writes with no space after it. French writes a no-break space
// before the colon: it is cut off with it, or the verdict that puts the
// head before its own bracket shows two spaces.
func MessageHead(msg string) string {
	quoted := false
	for i := 0; i < len(msg); i++ {
		switch c := msg[i]; {
		case c == '\\' && quoted:
			i++
		case c == '"':
			quoted = !quoted
		case quoted || i == 0:
		case (c == ':' || c == ';') && i+1 < len(msg) && msg[i+1] == ' ',
			strings.HasPrefix(msg[i:], "\uff1a"), strings.HasPrefix(msg[i:], "\uff1b"):
			return strings.TrimRight(msg[:i], " \u00a0\u202f")
		}
	}
	return msg
}

// FirstError is the input's first error, in the order of the input.
func FirstError(res *parser.Result) (parser.Diagnostic, bool) {
	for _, d := range res.Diagnostics {
		if d.Severity == parser.Error {
			return d, true
		}
	}
	return parser.Diagnostic{}, false
}
