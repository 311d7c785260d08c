package bnf

// This file shortens what the grammar expected at a failure point: a name
// is left out when another in the list takes every character it takes
// ("alpha" beside "alphadigit", "\"-\"" beside "uchar"), so a reader sees
// the fewest, widest names.

import "strconv"

// expectedSet returns the bytes a name of an expected list starts with,
// and whether it is a name simplify knows: a class (sets), or a quoted
// literal. An escape counts as its "%".
func expectedSet(sets map[string]Set, name string) (set Set, ok bool) {
	if set, ok := sets[name]; ok {
		return set, true
	}
	if len(name) > 2 && name[0] == '"' {
		if lit, err := strconv.Unquote(name); err == nil && lit != "" {
			set.Add(lit[0])
			return set, true
		}
	}
	return set, false
}

// simplify returns exp without the class names another name covers.
// Quoted literals stay: "*" beside uchar in a news URL is the grouppart
// "*", worth seeing on its own.
func simplify(sets map[string]Set, exp []string) []string {
	const most = 24
	if len(exp) < 2 || len(exp) > most {
		return exp
	}
	var bytes [most]Set
	var known [most]bool
	for i, e := range exp {
		bytes[i], known[i] = expectedSet(sets, e)
	}
	var out []string
	for i, e := range exp {
		covered := false
		for j := range exp {
			if j != i && known[i] && known[j] && e[0] != '"' && bytes[i].SubsetOf(bytes[j]) && (bytes[i] != bytes[j] || j < i) {
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

// Simplify returns exp, an expected list of this recognizer's, without
// the class names another name covers, as Expectation.Simple does.
func (r *Recognizer) Simplify(exp []string) []string { return simplify(r.sets, exp) }
