package parser

import (
	"strings"
)

// canonical returns r.Input in canonical form: the scheme in lower case,
// every escape's hex digits in upper case, the escapes of unreserved
// characters decoded (section 2.2: they "may be encoded", and mean the same
// either way), every octet that must always be encoded (section 2.2:
// control, space, non-ASCII, unsafe) encoded, and an explicit default port
// dropped with its colon. Reserved characters are left as they are: encoding
// or decoding one can change what the URL means (section 2.2).
func canonical(r *Result) string {
	s := r.Input
	colon := len(r.Scheme)
	drop := -1
	var dropEnd int
	if def := predefinedPort(r.Scheme); def != "" {
		for _, pt := range r.Parts {
			if pt.Rule == "port" && isDefaultPort(s[pt.Start:pt.End], def) {
				drop, dropEnd = pt.Start-1, pt.End
			}
		}
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(r.Scheme)
	for i := colon; i < len(s); i++ {
		if i == drop {
			i = dropEnd - 1
			continue
		}
		c := s[i]
		switch {
		case i > colon && isEscape(s, i):
			d := unhex(s[i+1])<<4 | unhex(s[i+2])
			if isUnreserved(d) {
				b.WriteByte(d)
			} else {
				b.WriteByte('%')
				b.WriteByte(upperHex[d>>4])
				b.WriteByte(upperHex[d&15])
			}
			i += 2
		case mustEncode(c):
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// mustEncode reports whether section 2.2 says c must always be encoded:
// no graphic US-ASCII character (control, 80-FF), or unsafe (space,
// punctuation, national).
func mustEncode(c byte) bool {
	return c <= ' ' || c >= 0x7F || is(c, cNational|cPunctuation)
}

func predefinedPort(scheme string) string {
	if d, ok := predefined[scheme]; ok {
		return d.port
	}
	return ""
}

// isDefaultPort reports whether the digits t name the port def.
func isDefaultPort(t, def string) bool {
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) {
			return false
		}
	}
	t = strings.TrimLeft(t, "0")
	if t == "" {
		t = "0"
	}
	return t == def
}

// fixAll applies every fix of r's diagnostics to its input. Fixes whose
// spans overlap an earlier fix are left out; insertions (empty spans) at the
// same place are applied once.
func fixAll(r *Result) string {
	s := r.Input
	var b strings.Builder
	last := 0
	lastInsert := -1
	for _, d := range r.Diagnostics {
		if !d.HasFix || d.Start < last {
			continue
		}
		if d.Start == d.End {
			if d.Start == lastInsert {
				continue
			}
			lastInsert = d.Start
		}
		b.WriteString(s[last:d.Start])
		b.WriteString(d.Fix)
		last = d.End
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}
