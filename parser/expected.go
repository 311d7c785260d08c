package parser

// This file shortens what the grammar expected at a failure point: a name
// is left out when another in the list takes every character it takes
// ("alpha" beside "alphadigit", "\"-\"" beside "uchar"), so a reader sees
// the fewest, widest names.

// classSets holds the octets of each class name stopPoint may give.
var classSets = func() map[string][4]uint64 {
	classes := map[string]uint16{
		"lowalpha": cLowalpha, "hialpha": cHialpha, "alpha": cAlpha, "digit": cDigit,
		"alphadigit": cAlpha | cDigit, "hex": cHex, "safe": cSafe, "extra": cExtra,
		"national": cNational, "punctuation": cPunctuation, "reserved": cReserved,
		"unreserved": cUnreserved, "escape": 0, "uchar": cUnreserved, "xchar": cUnreserved | cReserved,
	}
	m := make(map[string][4]uint64, len(classes)+1)
	for name, class := range classes {
		var set [4]uint64
		for c := 0; c < 256; c++ {
			if charTable[c]&class != 0 {
				set[c>>6] |= 1 << (c & 63)
			}
		}
		if name == "escape" || name == "uchar" || name == "xchar" {
			set['%'>>6] |= 1 << ('%' & 63) // an escape counts as its "%"
		}
		m[name] = set
	}
	m[`"%09"`] = m["escape"]
	return m
}()

// expectedSet returns the octets a name of stopPoint's expected list takes,
// and whether it is a name this file knows. An escape is counted as "%".
func expectedSet(name string) (set [4]uint64, ok bool) {
	if set, ok := classSets[name]; ok {
		return set, true
	}
	if len(name) == 3 && name[0] == '"' && name[2] == '"' {
		set[name[1]>>6] |= 1 << (name[1] & 63)
		return set, true
	}
	return set, false
}

// simplifyExpected returns exp without the rule names another rule name
// covers. Quoted literals stay: "*" beside uchar in a news URL is the
// grouppart "*", worth seeing on its own.
func simplifyExpected(exp []string) []string {
	const most = 24
	if len(exp) < 2 || len(exp) > most {
		return exp
	}
	var sets [most][4]uint64
	var known [most]bool
	for i, e := range exp {
		sets[i], known[i] = expectedSet(e)
	}
	var out []string
	for i, e := range exp {
		covered := false
		for j := range exp {
			if j != i && known[i] && known[j] && e[0] != '"' && subset(sets[i], sets[j]) && (sets[i] != sets[j] || j < i) {
				covered = true
				break
			}
		}
		switch {
		case covered && out == nil:
			out = append(make([]string, 0, len(exp)-1), exp[:i]...)
		case !covered && out != nil:
			out = append(out, e)
		}
	}
	if out == nil {
		return exp
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
