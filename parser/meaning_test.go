package parser

import (
	"bytes"
	"strings"
	"testing"
)

// This file checks what a fix and the canonical form must keep of what a
// URL says (checkMeaning, which checkInvariants runs on every input of the
// corpus, the generated inputs and the fuzzer's):
//
//   - Fix all keeps meaning, or says what it changes: every component the
//     input had (scheme, user, password, host, port, each path segment,
//     search, typecode, ...) decodes, in the fixed URL, to the same octets,
//     except where a fix replaces or removes text (a fix that only encodes
//     leaves the octets as they were). A fragment ("#" and what follows,
//     section 2.2) is not part of the URL: the components are read up to
//     it, so a fix that folds it into the URL (encodes its "#") changes a
//     component and fails.
//   - The canonical form never changes a host's bytes, and is idempotent.

// meaningRules are the rules of the components compared: every part but
// the paths that hold segments (the segments are compared one by one).
var meaningRules = []Rule{
	RuleScheme, RuleSchemepart, RuleUrlpath, RuleUser, RulePassword, RuleHost, RulePort,
	RuleHsegment, RuleSearch, RuleFsegment, RuleFtptype, RuleGtype, RuleSelector,
	RuleGopherString, RuleEncoded822addr, RuleGrouppart, RuleGroup, RuleArticle,
	RuleDigits, RuleDatabase, RuleWtype, RuleWpath, RulePsegment, RuleFieldname, RuleFieldvalue,
}

func checkMeaning(t testing.TB, input string) {
	t.Helper()
	r := Parse(input, 0)

	// Fix all, one round at a time: each round's fixes are those of the
	// reading of the text before it.
	in := input
	for round := 0; round < maxFixRounds; round++ {
		rr := Parse(in, 0)
		out := rr.fixOnce()
		if out == in {
			break
		}
		if !sameComponents(t, input, rr, Parse(out, 0), appliedEdits(rr)) {
			break
		}
		in = out
	}

	c := r.Canonical()
	if c == "" {
		return
	}
	rc := Parse(c, 0)
	if again := rc.Canonical(); again != c {
		t.Errorf("Canonical(%q) = %q, whose canonical form is %q: not idempotent", clip(input), clip(c), clip(again))
	}
	if fragmentInLogin(r) {
		return // the "#" cuts the host: what precedes it is no host to keep
	}
	hosts, chosts := partTexts(r, RuleHost), partTexts(rc, RuleHost)
	if len(chosts) == 0 && rc.Production == "genericurl" {
		// Read as *xchar, a generic URL has no host; the text where the
		// input's reading found one is compared instead.
		for _, h := range hosts {
			if !strings.Contains(c, h) {
				t.Errorf("Canonical(%q) = %q changes the host %q", clip(input), clip(c), h)
			}
		}
		return
	}
	if len(hosts) != len(chosts) {
		t.Errorf("Canonical(%q) = %q: hosts %q, want %q as typed", clip(input), clip(c), chosts, hosts)
		return
	}
	for i := range hosts {
		if hosts[i] != chosts[i] {
			t.Errorf("Canonical(%q) = %q changes the host %q to %q", clip(input), clip(c), hosts[i], chosts[i])
		}
	}
}

// partTexts returns the texts of r's parts of rule, in order.
func partTexts(r *Result, rule Rule) []string {
	var ts []string
	for _, p := range r.Parts {
		if p.Rule == rule {
			ts = append(ts, r.Text(p))
		}
	}
	return ts
}

// appliedEdits returns the fixes fixOnce applies to r.Input, in order: as
// fixAll picks them, those whose span overlaps an earlier one left out.
func appliedEdits(r *Result) []edit {
	var es []edit
	last := 0
	var prev *edit
	add := func(e edit) {
		if e.start < last || e.start == e.end && prev != nil && e == *prev {
			return
		}
		es = append(es, e)
		prev = &es[len(es)-1]
		last = e.end
	}
	for _, d := range r.Diagnostics {
		if d.HasFix {
			add(edit{int(d.Start), int(d.End), d.Fix})
		}
	}
	if r.moreFixes != nil {
		for _, e := range r.moreFixes {
			add(e)
		}
	}
	return es
}

// sameComponents reports (and checks) whether every component of before
// decodes to the same octets in after, the reading of before.Input with
// edits applied: each component is read up to the fragment, with the
// edits inside it applied (an edit that encodes changes no octet; one that
// replaces or deletes text is the change the fix states), and a component
// that an edit deletes whole is gone.
func sameComponents(t testing.TB, input string, before, after *Result, edits []edit) bool {
	t.Helper()
	// Nothing inside a host is encoded: a host is a domain name or an IP
	// address, which no escape stands in (section 3.1).
	for _, p := range before.Parts {
		if p.Rule != RuleHost {
			continue
		}
		for _, e := range edits {
			if e.start < int(p.End) && e.end > int(p.Start) && e.fix != before.Input[e.start:e.end] &&
				bytes.Equal(decode(e.fix), decode(before.Input[e.start:e.end])) {
				t.Errorf("FixAll(%q): %q, fixed from %q, encodes %q as %q in the host %q",
					clip(input), clip(after.Input), clip(before.Input), before.Input[e.start:e.end], e.fix, before.Text(p))
				return false
			}
		}
	}
	if fragmentInLogin(before) {
		// The "#" cuts the login ("ftp://f#oo@host/"): the URL is what
		// precedes it ("ftp://f"), whose reading the parts of the whole
		// text are not.
		return true
	}
	want := components(before, edits)
	got := components(after, nil)
	for _, rule := range meaningRules {
		w, g := want[rule], got[rule]
		if len(w) == 0 {
			continue // a component the input did not have
		}
		if len(g) == 0 && after.Production == "genericurl" && rule != RuleScheme && rule != RuleSchemepart {
			// A generic URL read as *xchar has only its schemepart, which
			// holds the login and path the failed reading found: the
			// schemepart's octets are compared.
			continue
		}
		if len(w) != len(g) {
			t.Errorf("FixAll(%q): %q, fixed from %q, has %d %s parts %q, want %q",
				clip(input), clip(after.Input), clip(before.Input), len(g), rule, g, w)
			return false
		}
		for i := range w {
			// (Unencoded whitespace before a removed fragment ends the URL
			// then: the appendix ignores whitespace after a URL.)
			if !bytes.Equal(w[i], g[i]) && !(fragmentAt(before) < len(before.Input) && bytes.Equal(bytes.TrimRight(w[i], wrapSpace), g[i])) {
				t.Errorf("FixAll(%q): %q, fixed from %q, changes %s %q to %q",
					clip(input), clip(after.Input), clip(before.Input), rule, w[i], g[i])
				return false
			}
		}
	}
	return true
}

// fragmentAt returns where r.Input's fragment starts: its first "#" after
// the scheme, or len(r.Input).
func fragmentAt(r *Result) int {
	for _, p := range r.Parts {
		if p.Rule == RuleScheme {
			if k := strings.IndexByte(r.Input[p.End:], '#'); k >= 0 {
				return int(p.End) + k
			}
			break
		}
	}
	return len(r.Input)
}

// fragmentInLogin reports whether r's fragment starts inside a user,
// password, host or port, or a news article (whose "@host" it cuts off).
func fragmentInLogin(r *Result) bool {
	frag := fragmentAt(r)
	for _, p := range r.Parts {
		switch p.Rule {
		case RuleUser, RulePassword, RuleHost, RulePort, RuleArticle:
			if int(p.Start) <= frag && frag < int(p.End) {
				return true
			}
		}
	}
	return false
}

// components returns, by rule, the decoded octets of r's components, read
// up to the fragment (the first "#" after the scheme), with edits applied.
func components(r *Result, edits []edit) map[Rule][][]byte {
	s := r.Input
	frag := fragmentAt(r)
	m := map[Rule][][]byte{}
	for _, p := range r.Parts {
		start, end := int(p.Start), min(int(p.End), frag)
		if start > end {
			continue // inside the fragment (a part that starts at its "#" is empty)
		}
		if p.Rule == RuleGtype && start == end {
			continue // a gtype that the fragment takes: no gopher path
		}
		delimited := p.Rule == RuleUser || p.Rule == RulePassword || p.Rule == RulePort || p.Rule == RuleDigits
		text, gone := applyEdits(s, start, end, delimited, edits)
		if gone {
			continue
		}
		switch p.Rule {
		case RuleScheme:
			text = strings.ToLower(text) // case-ignore (section 2.1)
		case RuleSelector:
			// A gopher path's octets: the gtype, one octet by the BNF
			// (gtype = xchar) but read whole as one character, then the
			// selector; encoding a character of two octets moves the
			// second into the selector.
			if g := m[RuleGtype]; len(g) > 0 {
				g[len(g)-1] = append(g[len(g)-1], decode(text)...)
				continue
			}
		case RuleGroup, RuleArticle:
			// What a news URL names, a group or an article, read as
			// grouppart: "*" and a group differ only in name.
			m[RuleGrouppart] = append(m[RuleGrouppart], decode(text))
			continue
		}
		m[p.Rule] = append(m[p.Rule], decode(text))
	}
	return m
}

// applyEdits returns s[start:end] with the edits inside it applied; gone
// is true when an edit takes the span whole: deletes it (with what is
// around it, as ":80" takes the port "80") or replaces it with other
// octets (as the wrapper's fix replaces the input with the URL inside).
// An insertion at either end of the span is not part of it.
//
// delimited says that the span is a user, password, port or article
// number, which a deletion of its login or of the delimiter before it
// (an empty port's ":") takes even when it is empty; an
// empty path segment stays where the text around it is deleted (the
// segment before a fragment, or before whitespace after the URL).
func applyEdits(s string, start, end int, delimited bool, edits []edit) (text string, gone bool) {
	var b strings.Builder
	i := start
	for _, e := range edits {
		if e.end < start || e.start > end || e.start == e.end && (e.start == start || e.start == end) ||
			e.end == start && e.start < start && start < end || e.start == end && start < end {
			continue // before or after the span
		}
		if start == end && delimited && e.start <= start && e.end >= start && e.start < e.end && e.fix == "" {
			// An empty part in a deletion: the empty user of a login
			// deleted, the port after an empty port's ":", the article
			// number after an nntp URL's last "/".
			return "", true
		}
		if (e.start <= start && e.end >= end && start < end || e.start < start && e.end >= end) &&
			!bytes.Equal(decode(e.fix), decode(s[e.start:e.end])) {
			return "", true
		}
		if e.start < i || e.end > end {
			continue // across the span's edge: left to the reading
		}
		b.WriteString(s[i:e.start])
		b.WriteString(e.fix)
		i = e.end
	}
	if i < end {
		b.WriteString(s[i:end])
	}
	return b.String(), false
}

// meaningCases are the inputs whose fixes once changed what they say, and
// the hosts the canonical form once rewrote.
var meaningCases = []string{
	"http://host/p?q#frag",       // 2.2: the fragment is removed, not folded into the search
	"https://www.python.org#abc", // 2.2: nor into the host
	"http://exa mple.com/",       // 3.1: a host is not encoded
	"http://[::1]:80/",           // 3.1: nor is an IP literal, nor its brackets
	"HTTP:x x#x%20x",             // 3.1: no "//" makes a host of text that is none
	"ftp://h/a#b;type=d",         // 2.2: the fragment holds the typecode: removed with it
	"gopher://h/1a%09b/c",        // 3.4.1: the search cannot hold "/": the selector keeps it
	"news:<abc@host>",            // 3.6: the message-id without its "<" and ">"
	"http://host/%41",            // 2.2: "%41" may stay encoded
}

// TestFixKeepsMeaning checks checkMeaning on the cases that once failed it.
func TestFixKeepsMeaning(t *testing.T) {
	for _, in := range meaningCases {
		checkMeaning(t, in)
	}
}
