package parser

import "strconv"

// This file shortens what the grammar expected at a failure point: a name
// is left out when another in the list takes every character it takes
// ("alpha" beside "alphadigit", "\"-\"" beside "uchar"), so a reader sees
// the fewest, widest names.

// expectedSet returns the octets a name of stopPoint's expected list takes,
// and whether it is a name this file knows. An escape is counted as "%".
func expectedSet(name string) (set [4]uint64, ok bool) {
	add := func(class uint16) {
		for c := 0; c < 256; c++ {
			if charTable[c]&class != 0 {
				set[c>>6] |= 1 << (c & 63)
			}
		}
	}
	pct := func() { set['%'>>6] |= 1 << ('%' & 63) }
	switch name {
	case "lowalpha":
		add(cLowalpha)
	case "hialpha":
		add(cHialpha)
	case "alpha":
		add(cAlpha)
	case "digit":
		add(cDigit)
	case "alphadigit":
		add(cAlpha | cDigit)
	case "hex":
		add(cHex)
	case "safe":
		add(cSafe)
	case "extra":
		add(cExtra)
	case "national":
		add(cNational)
	case "punctuation":
		add(cPunctuation)
	case "reserved":
		add(cReserved)
	case "unreserved":
		add(cUnreserved)
	case "escape", `"%09"`:
		pct()
	case "uchar":
		add(cUnreserved)
		pct()
	case "xchar":
		add(cUnreserved | cReserved)
		pct()
	default:
		lit, err := strconv.Unquote(name)
		if err != nil || len(lit) != 1 {
			return set, false
		}
		set[lit[0]>>6] |= 1 << (lit[0] & 63)
	}
	return set, true
}

// simplifyExpected returns exp without the rule names another rule name
// covers. Quoted literals stay: "*" beside uchar in a news URL is the
// grouppart "*", worth seeing on its own.
func simplifyExpected(exp []string) []string {
	if len(exp) < 2 {
		return exp
	}
	sets := make([][4]uint64, len(exp))
	known := make([]bool, len(exp))
	for i, e := range exp {
		sets[i], known[i] = expectedSet(e)
	}
	out := exp[:0:0]
	for i, e := range exp {
		covered := false
		for j := range exp {
			if j != i && known[i] && known[j] && e[0] != '"' && subset(sets[i], sets[j]) && (sets[i] != sets[j] || j < i) {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, e)
		}
	}
	return out
}

func subset(a, b [4]uint64) bool {
	for k := range a {
		if a[k]&^b[k] != 0 {
			return false
		}
	}
	return true
}
