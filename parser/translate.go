package parser

// A translation replaces statements' English templates by ID, for every
// Catalog and for the parser's own statements (diagnostics' messages and
// fixes, Interpret's steps, the legend), so that one call switches what the
// whole program says. The Basis of a statement never changes: the RFC's
// sentences are quoted in English, exactly as written, in every language.

import "sync/atomic"

// A language is a translation's templates, its plural rule (One) and
// whether its filled templates close up around Chinese (Fill).
type language struct {
	templates map[string]string
	one       func(n int) bool
	closeUp   bool
}

var translation atomic.Pointer[language]

// Translate makes the templates of t (statement ID → template) replace the
// English ones; an ID t lacks is said in English. A nil or empty t
// restores English. A template must have the same placeholders as the
// English one (its fmt verbs, reordered with explicit indexes such as
// %[2]s where the language needs another order); the catalogs' tests hold
// every language to that. t's entry PluralID names its language, whose
// rule then says which counts take a sentence's ".one" form (One), and
// whether a template's space between Chinese words is dropped (Fill).
func Translate(t map[string]string) {
	if len(t) == 0 {
		translation.Store(nil)
		return
	}
	tag := t[PluralID]
	translation.Store(&language{templates: t, one: pluralRule(tag), closeUp: closesUp(tag)})
}

// translated is id's template in the language chosen, or english.
func translated(id, english string) string {
	if l := translation.Load(); l != nil {
		if s, ok := l.templates[id]; ok {
			return s
		}
	}
	return english
}
