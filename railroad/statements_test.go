package railroad

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"
	"github.com/urlplayground/rfc1738-playground/internal/ledgertest/tabletest"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// The step-through's statements keep the ledger's rules: a "railroad." ID
// each, once, a text, and bases that check against the RFC; a count's
// sentence has both forms.
func TestStatements(t *testing.T) {
	tabletest.CheckTable(t, "railroad.", Statements())
	got := Statements()
	got[0].Basis[0].Rule = "changed"
	if bases[statements[0].ID][0].Rule == "changed" {
		t.Error("Statements returns the table itself, not a copy")
	}
}

// Every ID the package's code names is a statement, and every statement
// is named.
func TestStatementIDsSaid(t *testing.T) {
	ids, err := ledgertest.IDLiterals("railroad.", "statements.go", "statements_bases.go")
	if err != nil {
		t.Fatal(err)
	}
	defined := map[string]bool{}
	for _, s := range statements {
		defined[s.ID] = true
	}
	said := map[string]bool{}
	for _, id := range ids {
		said[id] = true
		if !defined[id] {
			t.Errorf("the code says %s, which is not a statement", id)
		}
	}
	for id := range defined {
		if !said[id] {
			t.Errorf("%s is never said", id)
		}
	}
}

// stepCases are inputs whose steps, together, say every statement: each
// kind of step and each reason a byte is refused.
var stepCases = []string{
	"http://host.dom/a/b?query",
	"ftp://myname@host.dom/%2Fetc/motd;type=x", // a literal that fails, a character class
	"ftp://host/a;type=a",
	"http://host/ a",    // a space
	"http://host/~user", // national
	"http://host/<",     // punctuation
	"http://host/%zz",
	"http://h%/",                  // a "%" that starts no escape; "end of input" expected
	"http://host/\x01",            // a control character
	"http://host/\xe9",            // outside US-ASCII
	"http://host:80:80/",          // reserved
	"http://h",                    // a loop of 0 rounds, then the end
	"http://host.dom:",            // an empty port
	"gopher://host/1sel%09search", // a loop that gives a byte back
	"news:abc@host",
	"mailto:",
	"X-Y:foo",
	"www.example.com",
	"http://host/a\"",
	"wais://host/db?search",
	"telnet://user:pass@host/",
	"prospero://host/a;f=v",
	"ftp://host.",
	"http://1.2.3/",
	"http://host/a b",
	"<URL:http://host/>x",
}

// said returns the text of every step of every case, and the IDs said,
// with each statement translated by tr (ID → English template).
func said(t *testing.T, tr func(id, text string) string) (texts []string, ids map[string]bool) {
	return saidOf(t, stepCases, "", tr)
}

// saidOf is said of the inputs cases, in the language of tag when it is
// not "" (its plural rule, its spacing).
func saidOf(t *testing.T, cases []string, tag string, tr func(id, text string) string) (texts []string, ids map[string]bool) {
	m := map[string]string{}
	if tag != "" {
		m[parser.PluralID] = tag
	}
	for _, s := range append(parser.Statements(), statements...) {
		m[s.ID] = tr(s.ID, s.Text)
	}
	parser.Translate(m)
	defer parser.Translate(nil)
	ids = map[string]bool{}
	mark := regexp.MustCompile(`⟪([a-z0-9.-]+)⟫`)
	for _, in := range cases {
		res := parser.Parse(in, parser.Trace)
		for _, exp := range [][]string{Expected(res), nil} {
			steps, _ := RFC().ReadResult(res).Steps(1<<20, exp)
			for _, s := range steps {
				for _, id := range mark.FindAllStringSubmatch(s.Text, -1) {
					ids[id[1]] = true
				}
				texts = append(texts, mark.ReplaceAllString(s.Text, ""))
			}
		}
	}
	return texts, ids
}

// TestPseudoTranslation says every step of the cases in the pseudo-language —
// each statement's own words marked ⟦…⟧ — and finds no word outside the
// marks but the values: the input's text, a rule's name, code. Any other
// word is English a translation cannot reach. Every statement of the
// step-through is said.
func TestPseudoTranslation(t *testing.T) {
	texts, ids := said(t, func(id, text string) string {
		if strings.HasPrefix(id, "railroad.") {
			return "⟪" + id + "⟫" + ledgertest.PseudoTemplate(text)
		}
		return ledgertest.PseudoTemplate(text)
	})
	known := map[string]bool{}
	for _, r := range parser.Rules() {
		known[r.Name] = true
	}
	var inputs strings.Builder
	for _, in := range stepCases {
		inputs.WriteString(strings.ToLower(in + strconv.Quote(in)))
	}
	allowed := func(w string) bool {
		return known[w] || strings.Contains(inputs.String(), strings.ToLower(w))
	}
	codeSpan := regexp.MustCompile("`[^`]*`")
	marked := 0
	for _, s := range texts {
		if strings.Contains(s, "⟦") {
			marked++
		}
		if w := ledgertest.Stray(codeSpan.ReplaceAllString(s, " "), allowed); len(w) > 0 {
			t.Errorf("%q said outside any statement: %s", w, s)
		}
	}
	if marked < 500 {
		t.Errorf("only %d steps said in the pseudo-language", marked)
	}
	for _, s := range statements {
		if !ids[s.ID] {
			t.Errorf("no case says %s", s.ID)
		}
	}
}

// TestStepsFrench says every step of the cases in French, as the catalog
// i18n/fr.json has them: no word of the English templates is left that
// French does not share, and each step keeps the English one's code (rule
// names, literals, the input's bytes) and numbers (bytes, sections), in
// whatever order French puts them.
func TestStepsFrench(t *testing.T) {
	fr, err := i18n.Load("fr")
	if err != nil {
		t.Fatal(err)
	}
	english, _ := said(t, func(_, text string) string { return text })
	french, _ := said(t, func(id, text string) string {
		if s, ok := fr.Messages[id]; ok {
			return s
		}
		return text
	})
	if len(english) != len(french) {
		t.Fatalf("%d steps in English, %d in French", len(english), len(french))
	}
	// The English words of the templates that French does not also use.
	word := regexp.MustCompile(`\pL+`)
	frWords := map[string]bool{}
	enWords := map[string]bool{}
	for _, s := range statements {
		for _, w := range word.FindAllString(strings.ToLower(fr.Messages[s.ID]), -1) {
			frWords[w] = true
		}
		for _, w := range word.FindAllString(strings.ToLower(s.Text), -1) {
			enWords[w] = true
		}
	}
	for _, r := range parser.Rules() {
		delete(enWords, r.Name)
	}
	codeSpan := regexp.MustCompile("`[^`]*`")
	number := regexp.MustCompile(`[0-9]+(?:\.[0-9]+)*`)
	for i, f := range french {
		e := english[i]
		bare := codeSpan.ReplaceAllString(f, " ")
		for _, w := range word.FindAllString(strings.ToLower(bare), -1) {
			if enWords[w] && !frWords[w] {
				t.Errorf("%q left in English: %s", w, f)
				break
			}
		}
		if a, b := sortedAll(codeSpan, e), sortedAll(codeSpan, f); !slices.Equal(a, b) {
			t.Errorf("code %q in French, want English's %q:\n%s\n%s", b, a, f, e)
		}
		if a, b := sortedAll(number, codeSpan.ReplaceAllString(e, " ")), sortedAll(number, bare); !slices.Equal(a, b) {
			t.Errorf("numbers %q in French, want English's %q:\n%s\n%s", b, a, f, e)
		}
	}
}

func sortedAll(re *regexp.Regexp, s string) []string {
	out := re.FindAllString(s, -1)
	slices.Sort(out)
	return out
}
