package parser

import (
	"slices"
	"strings"
	"testing"
)

// A translation changes what the diagnostics and the catalogs say, keeps
// their placeholders' values and their bases, and nil gives English back.
func TestTranslate(t *testing.T) {
	const in = "http://host/a%zzb"
	badEscape := func(r *Result) Diagnostic {
		for _, d := range r.Diagnostics {
			if d.StatementID() == "diag.bad-escape" {
				return d
			}
		}
		t.Fatalf("Parse(%q): no diag.bad-escape in %+v", in, r.Diagnostics)
		return Diagnostic{}
	}
	english := badEscape(Parse(in, 0))
	Translate(map[string]string{"diag.bad-escape": "⟦%s ≠ escape: %q + 2 hex; %q → %q⟧"})
	defer Translate(nil)
	got := badEscape(Parse(in, 0))
	if !strings.HasPrefix(got.Message, "⟦") || !strings.Contains(got.Message, `"%"`) {
		t.Errorf("translated message = %q", got.Message)
	}
	if got.Quote != english.Quote || got.Start != english.Start {
		t.Errorf("translation changed the diagnostic's quote or place: %+v, English %+v", got, english)
	}
	c := NewCatalog("test", func() []Statement { return []Statement{{ID: "t.one", Text: "one %s"}, {ID: "t.two", Text: "two"}} })
	Translate(map[string]string{"t.one": "uno %s"})
	if s := c.Say("t.one", "x"); s != "uno x" {
		t.Errorf("catalog: %q", s)
	}
	if s := c.Say("t.two"); s != "two" {
		t.Errorf("an ID the translation lacks: %q, want English", s)
	}
	Translate(nil)
	if s := c.Say("t.one", "x"); s != "one x" {
		t.Errorf("after Translate(nil): %q", s)
	}
	if m := badEscape(Parse(in, 0)).Message; m != english.Message {
		t.Errorf("after Translate(nil): %q, want %q", m, english.Message)
	}
}

// ExpectedText is the diagnostics' own list of what the grammar expected,
// in the statements' language: its joiners and "end of input" are
// statements, so a page that lists a trace step's expected set says it as
// the diagnostics do.
func TestExpectedText(t *testing.T) {
	in := []string{`"/"`, "uchar", endOfInput}
	if got, want := ExpectedText(in), `"/", uchar or end of input`; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
	if got := ExpectedText(nil); got != "nothing more" {
		t.Errorf("none: %q", got)
	}
	Translate(map[string]string{"diag.list.or": "%s ou %s", "diag.list.comma": "%s、%s", "diag.syntax.end": "fin de l'entrée"})
	defer Translate(nil)
	if got, want := ExpectedText(in), `"/"、uchar ou fin de l'entrée`; got != want {
		t.Errorf("translated: %q, want %q", got, want)
	}
	r := Parse("http://h/~", 0)
	if r.Failure == nil || !slices.ContainsFunc(r.Diagnostics, func(d Diagnostic) bool { return strings.Contains(d.Message, ExpectedText(r.Failure.Expected)) }) {
		t.Errorf("the diagnostics do not say %q", ExpectedText(r.Failure.Expected))
	}
}
