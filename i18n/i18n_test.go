package i18n

import (
	"bytes"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Every language file here, as translators add them: its name is its
// tag, it is written as Marshal writes it (so that a change to it is a
// change of its entries, and the English file's order is every file's),
// and it has exactly English's IDs, each with the English template's
// placeholders and the RFC's words, rules, codes and numbers.
func TestCatalogs(t *testing.T) {
	en, err := Load(English)
	if err != nil {
		t.Fatal(err)
	}
	if len(en.Messages) == 0 {
		t.Fatal("en.json holds no statement")
	}
	for _, tag := range Tags() {
		t.Run(tag, func(t *testing.T) {
			c, err := Load(tag)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := File(tag)
			if want := c.Marshal(); !bytes.Equal(data, want) {
				t.Errorf("%s.json is not written as the catalogs are (UTF-8, keys sorted, two spaces' indent, \"<\" and \"&\" as they are, a final newline): the first difference is at byte %d; rewrite it with\n\tgo run ./internal/langfiles -fmt i18n/%s.json", tag, firstDiff(data, want), tag)
			}
			for _, p := range Check(en, c) {
				t.Errorf("%s.json: %s", tag, p)
			}
			if tag != English && c.Name == en.Name {
				t.Errorf("%s.json is named %q: a language is named in itself", tag, c.Name)
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// The pseudo-language is English with every template marked, and so
// keeps what Check asks.
func TestPseudo(t *testing.T) {
	en, err := Load(English)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(Pseudo)
	if err != nil {
		t.Fatal(err)
	}
	if p.Lang != Pseudo {
		t.Errorf("Load(%q).Lang = %q", Pseudo, p.Lang)
	}
	for _, problem := range Check(en, p) {
		t.Error(problem)
	}
	for id, s := range p.Messages {
		if s != "⟦"+en.Messages[id]+"⟧" {
			t.Errorf("%s: %q is not English's %q marked", id, s, en.Messages[id])
		}
	}
}

// The languages are the files, English first, each named.
func TestLanguages(t *testing.T) {
	ls := Languages()
	if len(ls) != len(Tags()) || ls[0].Tag != English || ls[0].Name != "English" {
		t.Fatalf("Languages() = %v, Tags() = %v", ls, Tags())
	}
	if slices.ContainsFunc(ls, func(l Language) bool { return l.Tag == Pseudo }) {
		t.Errorf("Languages() offers the pseudo-language: %v", ls)
	}
	for _, tag := range []string{"EN", "en-xa"} {
		if c, err := Load(tag); err != nil || !strings.EqualFold(c.Lang, tag) {
			t.Errorf("Load(%q): %v", tag, err)
		}
	}
	for _, bad := range []string{"xx", "", "../i18n/en", "en.json", "e"} {
		_, err := Load(bad)
		if err == nil || !strings.Contains(err.Error(), "en, ") && !strings.Contains(err.Error(), "en (and") {
			t.Errorf("Load(%q): %v, want an error naming the languages", bad, err)
		}
	}
}

// Parse refuses what would otherwise load as an empty or nameless
// catalog.
func TestParse(t *testing.T) {
	for _, bad := range []string{
		`{"lang":"xx","name":"X","mesages":{}}`,
		`{"lang":"xx","messages":{}}`,
		`{"lang":"xx","name":"X","messages":{}} {}`,
		`{"lang":"xx","name":"X","messages":{"a":1}}`,
	} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("Parse(%s): no error", bad)
		}
	}
}

// The page never depends on this package: the catalogs would be compiled
// into app.wasm (and the reader's reader.wasm), which every reader
// downloads, for a language most never choose. The page fetches the one
// chosen from the site instead.
func TestPageDoesNotImportCatalogs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	const self = "github.com/urlplayground/rfc1738-playground/i18n"
	cmd := exec.Command("go", "list", "-deps", "../app", "../cmd/reader")
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/urlplayground/rfc1738-playground/parser") {
		t.Fatalf("go list -deps ../app lists no parser: %s", out)
	}
	if slices.Contains(deps, self) {
		t.Errorf("the js/wasm build of app or cmd/reader depends on %s: its catalogs would be in the wasm every reader downloads", self)
	}
}

// countsOnlyMany are the English templates that count a plural noun with
// no form for one, each with why its count is never 1.
var countsOnlyMany = map[string]string{
	"cli.derive.truncated":            "the derivation's limit, a constant",
	"diag.bad-host.group-count":       "one group is diag.bad-host.group-count.one",
	"diag.describe.bytes":             "one byte is diag.describe.byte",
	"diag.describe.runes":             "one character is diag.describe.rune",
	"diag.encode.long":                "said of a run too long to spell out",
	"diag.too-many":                   "the parser's limit",
	"exercise.error.no-mistake-found": "the generator's tries, a constant",
	"exercise.error.no-valid":         "the generator's tries, a constant",
	"page.diagnostics.showing":        "a list cut at its limit",
	"page.erratum.first-rule":         "said when the report quotes more than one rule",
	"ui.fix.changed":                  "one change is ui.fix.changed-one",
	"ui.interpret.showing":            "a list cut at its limit",
	"ui.list.address-too-long":        "a link of thousands of characters",
	"ui.list.long-link":               "a link of thousands of characters",
	"ui.parts.showing":                "a list cut at its limit",
	"ui.rr.cut":                       "the step-through's limit",
	"ui.rr.press-next":                "a reading's steps: url and its scheme's rule at least",
	"ui.src.counts":                   "the ledger's hundreds of statements",
	"ui.trace.cut":                    "the tree's limit",
}

// A count said with a plural noun ("%d URLs") reads wrong for 1 ("Made 1
// URLs"), in English and in the languages whose nouns and verbs agree with
// it: such a template is the ".many" form of a pair whose ".one" says 1
// (uiCount in the page), or its count is never 1 (countsOnlyMany).
func TestCountsAgree(t *testing.T) {
	en, err := Load(English)
	if err != nil {
		t.Fatal(err)
	}
	plural := regexp.MustCompile(`%(?:\[[0-9]+\])?d [a-z]+s\b`)
	form := regexp.MustCompile(`\.(one|many)(\.|$)`)
	for id, text := range en.Messages {
		if _, ok := countsOnlyMany[id]; ok || form.MatchString(id) || !plural.MatchString(text) {
			continue
		}
		t.Errorf("%s: %q counts a plural noun with no form for one (a %s.one and %s.many pair)", id, text, id, id)
	}
	for id := range countsOnlyMany {
		if _, ok := en.Messages[id]; !ok {
			t.Errorf("countsOnlyMany names %s, which is not a statement", id)
		}
	}
}
