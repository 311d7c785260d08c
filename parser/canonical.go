package parser

import (
	"strings"
)

// Canonical returns the input in canonical form: the scheme in lower case,
// every escape's hex digits in upper case, every octet that must always be
// encoded (section 2.2: control, space, non-ASCII, unsafe) encoded, and an
// explicit default port dropped with its colon. Nothing else changes what
// the text says:
//
//   - Escapes stay escapes: an escaped character that needed no encoding
//     "may be encoded" (section 2.2), and decoding a reserved one can change
//     what the URL means.
//   - Reserved characters are left as they are, for the same reason.
//   - A host is left as typed: a host is a domain name or an IP address,
//     which no escape can stand in (section 3.1), and encoding a character
//     in it ("exa mple", "[::1]") would make another host, or none.
//   - A fragment ("#" and what follows, section 2.2) is left as typed: it is
//     not part of the URL, and encoding its "#" would fold it into the URL.
//
// So the canonical form of an invalid URL can be invalid still: it is a
// normal form, not a fix (FixAll is the fix). Whitespace around the URL is
// left out (appendix). It is "" when the input has no scheme, or a scheme
// that holds a character no scheme can. It is computed on each call, from
// Input and Parts: Parse does not pay for it.
func (r *Result) Canonical() string {
	if r.Scheme == "" || !schemeChars(r.Scheme) {
		return ""
	}
	def := ""
	if d, ok := lookupScheme(r.Scheme); ok {
		def = d.port
	}
	return canonical(r, def)
}

// FixAll returns the input with every available fix applied, in order of
// the diagnostics; a fix whose span overlaps an earlier one is left out.
// A fix can bring out what the first reading did not show ("http:A. ." is
// fixed to "http://A. ", whose space is then after the URL, and "A." a host
// with a trailing dot), so FixAll reads its result again and applies the
// fixes found there, until there are none (at most maxFixRounds times).
// When every error diagnostic had a fix, FixAll parses as valid. It is
// computed on each call: Parse does not pay for it.
func (r *Result) FixAll() string {
	in, s := r.Input, r.fixOnce()
	for i := 1; i < maxFixRounds && s != in; i++ {
		in, s = s, Parse(s, 0).fixOnce()
	}
	return s
}

// Fixable reports whether FixAll changes the input: whether a fix applies.
// It costs one pass over the input, with no reading again.
func (r *Result) Fixable() bool { return r.fixOnce() != r.Input }

// maxFixRounds bounds the readings of FixAll. On the test corpora, wrapped
// and with whitespace around, no input needs more than two rounds that
// change it.
const maxFixRounds = 8

// fixOnce returns the input with the fixes of r's diagnostics applied.
func (r *Result) fixOnce() string {
	return fixAll(r.Input, r.Diagnostics, r.moreFixes)
}

// canonical returns r.Input in canonical form (see Result.Canonical); def
// is the scheme's default port, "" for none.
func canonical(r *Result, def string) string {
	s := r.Input
	// Whitespace and a wrapper around the URL are not part of it
	// (appendix): Parse read the URL from its scheme, the first part, and
	// reported what is around.
	lo, hi := 0, len(s)
	if len(r.Parts) > 0 && r.Parts[0].Rule == RuleScheme {
		lo = int(r.Parts[0].Start)
	}
	if lo > 0 || hi > 0 && s[hi-1] <= ' ' {
		if c, ok := inContext(s); ok {
			_, hi = c.bounds()
		} else {
			_, hi = trimOuter(s)
		}
	}
	colon := lo + len(r.Scheme)
	if colon >= hi || s[colon] != ':' {
		return "" // not a Result of Parse
	}
	if lo == 0 && hi == len(s) && s[:colon] == r.Scheme && !needsCanon(s[colon:]) && !hasDefaultPort(r, def) {
		return s
	}
	drop := -1
	var dropEnd int
	if hasDefaultPort(r, def) {
		for _, pt := range r.Parts {
			if pt.Rule == RulePort && isDefaultPort(s[pt.Start:pt.End], def) {
				drop, dropEnd = int(pt.Start)-1, int(pt.End)
			}
		}
	}
	// The spans left as typed: the hosts, and the fragment to the end.
	keep := keptSpans(r, colon, hi)
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(r.Scheme)
	for i := colon; i < hi; i++ {
		if i == drop {
			i = dropEnd - 1
			continue
		}
		if len(keep) > 0 && i == keep[0].start {
			b.WriteString(s[keep[0].start:keep[0].end])
			i = keep[0].end - 1
			keep = keep[1:]
			continue
		}
		c := s[i]
		switch {
		case i > colon && isEscape(s, i):
			d := unhex(s[i+1])<<4 | unhex(s[i+2])
			b.WriteByte('%')
			b.WriteByte(upperHex[d>>4])
			b.WriteByte(upperHex[d&15])
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

// keptSpans returns the spans of r.Input, between colon and hi, that the
// canonical form leaves as typed, in order: each host part, and the
// fragment from the first "#" to hi. A host that holds the "#" ends at it.
func keptSpans(r *Result, colon, hi int) []edit {
	var keep []edit
	frag := hi
	if k := strings.IndexByte(r.Input[colon:hi], '#'); k >= 0 {
		frag = colon + k
	}
	if r.Production == "genericurl" {
		// A generic URL's host is found in its text, not in its reading:
		// the reading has a host only while *xchar does not match, and
		// encoding a character elsewhere can make it match, which would
		// lose the host, and its bytes, on a second canonicalization.
		if lo, hi := genericHost(r.Input[colon+1 : frag]); lo < hi {
			keep = append(keep, edit{start: colon + 1 + lo, end: colon + 1 + hi})
		}
	} else {
		for _, pt := range r.Parts {
			if pt.Rule == RuleHost && int(pt.Start) < frag && pt.Start < pt.End {
				keep = append(keep, edit{start: int(pt.Start), end: min(int(pt.End), frag)})
			}
		}
	}
	if frag < hi {
		keep = append(keep, edit{start: frag, end: hi})
	}
	return keep
}

// genericHost returns where the host of t, a generic URL's schemepart, is
// when it is written as ip-schemepart = "//" login [ "/" urlpath ]: after
// the login's last "@", up to its port's ":" (an RFC 2732 "[...]" read
// whole, as hostport reads it), or lo == hi for none.
func genericHost(t string) (lo, hi int) {
	if !strings.HasPrefix(t, "//") {
		return 0, 0
	}
	end := len(t)
	if k := strings.IndexByte(t[2:], '/'); k >= 0 {
		end = 2 + k
	}
	lo = 2
	if at := strings.LastIndexByte(t[2:end], '@'); at >= 0 {
		lo = 2 + at + 1
	}
	from := lo
	if b := strings.IndexByte(t[lo:end], '['); b >= 0 && !strings.Contains(t[lo:lo+b], ":") {
		if k := strings.IndexByte(t[lo+b:end], ']'); k >= 0 {
			from = lo + b + k + 1
		}
	}
	hi = end
	if c := strings.IndexByte(t[from:end], ':'); c >= 0 {
		hi = from + c
	}
	return lo, hi
}

// needsCanon reports whether t has an escape or an octet that canonical
// form changes.
func needsCanon(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i]; c == '%' || mustEncode(c) {
			return true
		}
	}
	return false
}

// hasDefaultPort reports whether r's port is the scheme's default, def,
// after a "//": without it, what Parse read as the port stands where the
// host should, and dropping it would move the rest into the host's place
// ("http::80/:80" would become "http:/:80", whose ":80" is a port again).
func hasDefaultPort(r *Result, def string) bool {
	if def == "" || len(r.Parts) == 0 || r.Parts[0].Rule != RuleScheme || !strings.HasPrefix(r.Input[r.Parts[0].End:], "://") {
		return false
	}
	for _, pt := range r.Parts {
		if pt.Rule == RulePort && isDefaultPort(r.Input[pt.Start:pt.End], def) {
			return true
		}
	}
	return false
}

// mustEncode reports whether section 2.2 says c must always be encoded:
// no graphic US-ASCII character (control, 80-FF), or unsafe (space,
// punctuation, national).
func mustEncode(c byte) bool {
	return c <= ' ' || c >= 0x7F || is(c, cNational|cPunctuation)
}

// isDefaultPort reports whether the digits t name the port def. Escapes
// are decoded first, as canonical form decodes them ("8%30" is "80").
func isDefaultPort(t, def string) bool {
	if strings.IndexByte(t, '%') >= 0 {
		t = string(decode(t))
	}
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

// An edit replaces s[start:end] by fix.
type edit struct {
	start, end int
	fix        string
}

// fixAll applies the fixes of ds (sorted by Start), then those of more
// (the diagnostics past the cap, in order), to s. A fix whose span overlaps
// an earlier one is left out; the same insertion twice is made once.
func fixAll(s string, ds []Diagnostic, more []edit) string {
	var b strings.Builder
	last, changed := 0, false
	prev := edit{start: -1}
	apply := func(e edit) {
		if e.start < last || e.start == e.end && e == prev {
			return
		}
		if !changed {
			b.Grow(len(s) + len(s)/8)
		}
		prev = e
		b.WriteString(s[last:e.start])
		b.WriteString(e.fix)
		last, changed = e.end, true
	}
	for _, d := range ds {
		if d.HasFix {
			apply(edit{int(d.Start), int(d.End), d.Fix})
		}
	}
	for _, e := range more {
		apply(e)
	}
	if !changed {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}
