package exercise

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// ruleOf returns the rule of a vocabulary key: "ftp/port" is port.
func ruleOf(key string) string {
	if _, r, ok := strings.Cut(key, "/"); ok {
		return r
	}
	return key
}

// TestWordsMatchTheirRules checks every word against the rule it fills
// (section 5), so that no word is itself a mistake.
func TestWordsMatchTheirRules(t *testing.T) {
	for key, list := range words {
		if len(list) == 0 {
			t.Errorf("words[%q] is empty", key)
		}
		for _, w := range list {
			if !parser.Matches(ruleOf(key), w) {
				t.Errorf("words[%q]: %q is not a %s", key, w, ruleOf(key))
			}
		}
	}
	for key, list := range runs {
		for _, w := range list {
			// The run of an article is its part before "@" host; the run
			// of schemepart is all of it.
			s := w
			if ruleOf(key) == "article" {
				s += "@news.example.edu"
			}
			if !parser.Matches(ruleOf(key), s) {
				t.Errorf("runs[%q]: %q is not a run of %s", key, w, ruleOf(key))
			}
		}
	}
}

// TestWeightsFitTheRules checks that each weights entry has one weight per
// alternative of its rule, and that present names rules.
func TestWeightsFitTheRules(t *testing.T) {
	g := theGrammar()
	for key, ws := range weights {
		e, ok := g.exprs[ruleOf(key)]
		if !ok || e.Kind != parser.ExprAlt || len(e.Subs) != len(ws) {
			t.Errorf("weights[%q] = %v: the rule has %d alternatives", key, ws, len(e.Subs))
		}
	}
	for key := range present {
		if _, ok := g.exprs[ruleOf(key)]; !ok {
			t.Errorf("present[%q]: no such rule", key)
		}
	}
}

// TestNoFallback checks that the vocabulary fills every run the walk of
// each scheme meets: the fallback word never appears.
func TestNoFallback(t *testing.T) {
	saved := fallbackRun
	defer func() { fallbackRun = saved }()
	fallbackRun = []string{"FALLBACK"}
	rng := rand.New(rand.NewPCG(1, 1))
	for _, s := range allSchemes() {
		for range 300 {
			if u, _ := walk(rng, s.production, s.ctx); strings.Contains(u, "FALLBACK") {
				t.Errorf("%s: %q uses the fallback word", s.name, u)
				break
			}
		}
	}
}

// TestOneEdit checks that every mistake is one edit of a valid URL: the
// two differ in one contiguous stretch.
func TestOneEdit(t *testing.T) {
	can := applicable()
	for k, m := range mistakes {
		for j, s := range allSchemes() {
			if !can[k][j] {
				continue
			}
			rng := rand.New(rand.NewPCG(2, uint64(k*64+j)))
			made := 0
			for range 200 {
				e, base, ok := makeMistakeFrom(rng, m, s)
				if !ok {
					continue
				}
				made++
				if !parser.Parse(base, 0).Valid {
					t.Errorf("%s in %s: edited %q, which is not valid", m.code, s.name, base)
				}
				p := 0
				for p < len(base) && p < len(e.URL) && base[p] == e.URL[p] {
					p++
				}
				q := 0
				for q < len(base)-p && q < len(e.URL)-p && base[len(base)-1-q] == e.URL[len(e.URL)-1-q] {
					q++
				}
				removed, added := base[p:len(base)-q], e.URL[p:len(e.URL)-q]
				if removed == "" && added == "" || len(removed) > 8 && len(added) > 8 {
					t.Errorf("%s in %s: %q → %q is not one small edit (%q for %q)", m.code, s.name, base, e.URL, added, removed)
				}
			}
			if made == 0 {
				t.Errorf("%s in %s: no line made in 200 tries", m.code, s.name)
			}
		}
	}
}
