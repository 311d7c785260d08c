package parser

import (
	"strings"
	"testing"
)

// TestErrataInText holds each erratum to RFC 1738's text: what it says the
// RFC prints is printed there, in the section it names (section 5's lines
// in the BNF, white space folded), and what it would print instead differs.
func TestErrataInText(t *testing.T) {
	bnf := FoldSpace(bnfText)
	seen := map[int]bool{}
	for _, e := range Errata() {
		if seen[e.ID] {
			t.Errorf("erratum %d listed twice", e.ID)
		}
		seen[e.ID] = true
		switch {
		case e.Section == "5":
			if !strings.Contains(bnf, FoldSpace(e.Published)) {
				t.Errorf("erratum %d: %q is not in section 5", e.ID, e.Published)
			}
		case !Quoted(e.Section, e.Published):
			t.Errorf("erratum %d: %q is not in section %s", e.ID, e.Published, e.Section)
		}
		if e.Corrected == "" || FoldSpace(e.Corrected) == FoldSpace(e.Published) {
			t.Errorf("erratum %d: no correction", e.ID)
		}
		if e.Rule != "" {
			if _, ok := LookupRule(e.Rule); !ok {
				t.Errorf("erratum %d: no rule %q", e.ID, e.Rule)
			}
			if !strings.HasPrefix(FoldSpace(e.Published), e.Rule+" =") {
				t.Errorf("erratum %d: %q is not the line of %s", e.ID, e.Published, e.Rule)
			}
		}
		switch e.Status {
		case "Verified":
			if e.Verified == "" {
				t.Errorf("erratum %d: verified, with no date", e.ID)
			}
		case "Reported", "Held for Document Update", "Rejected":
			if e.Verified != "" {
				t.Errorf("erratum %d: %s, with a date verified", e.ID, e.Status)
			}
		default:
			t.Errorf("erratum %d: status %q", e.ID, e.Status)
		}
	}
}

// TestErratumInDerivation: the "/" of a gopher URL is the one step of a
// derivation that stands on an erratum, and it says which.
func TestErratumInDerivation(t *testing.T) {
	for _, in := range []string{"gopher://h/1sel", "gopher://h/", "gopher://h:70/0/a/b%09x"} {
		d := Parse(in, Trace).Derivation()
		n := 0
		for _, s := range d.Steps {
			if s.Erratum == 0 {
				continue
			}
			n++
			if s.Kind != StepLiteral || s.Rule != `"/"` || s.Erratum != 5118 || d.Steps[s.Parent].Rule != "gopherurl" {
				t.Errorf("%q: erratum on %+v", in, s)
			}
		}
		if n != 1 {
			t.Errorf("%q: %d steps on an erratum, want 1", in, n)
		}
		r := Parse(in, Trace)
		if st := r.StackAt(strings.Index(in[9:], "/") + 9); st.Erratum != 5118 || st.Literal != `"/"` {
			t.Errorf("%q: StackAt the slash = %+v", in, st)
		}
	}
	// Only the "/" after the hostport: not one of a broken "gopher://".
	for _, in := range []string{"gopher:/h/1", "gopher:h/1"} {
		d := Parse(in, Trace).Derivation()
		for _, s := range d.Steps {
			if s.Erratum != 0 && s.Start != strings.LastIndex(in, "/") {
				t.Errorf("%q: erratum %d on %+v, not the slash after the host", in, s.Erratum, s)
			}
		}
	}
	for _, in := range []string{"http://h/a", "ftp://h/a/b", "gopher://h", "wais://h/db"} {
		for _, s := range Parse(in, Trace).Derivation().Steps {
			if s.Erratum != 0 {
				t.Errorf("%q: erratum %d on %+v", in, s.Erratum, s)
			}
		}
	}
	if e, ok := ErratumOf("gopherurl"); !ok || e.ID != 5118 || e.Reading() == "" {
		t.Errorf("ErratumOf(gopherurl) = %+v, %v", e, ok)
	}
	if _, ok := ErratumOf("scheme"); ok {
		t.Error("a rejected erratum corrects scheme")
	}
}
