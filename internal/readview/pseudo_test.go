package readview

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestPseudoTranslation draws the verdict and the diagnostics list of
// every input of the parser's corpora (and of an empty one, a long one, and
// ones whose notes fold under their error) with the reading's statements
// and the parser's in the pseudo-language — each template's own words
// marked ⟦…⟧ — and finds no word outside the marks in their text but the
// values (the input's, the rules', the codes') and the RFC's sentences,
// quoted as written. The controls (the Fix buttons, "Fix all", the
// canonical form's label and Copy) are interface strings (ui.go), marked
// too, and their labels and titles are read as their text is.
func TestPseudoTranslation(t *testing.T) {
	texts := map[string]string{}
	for _, s := range append(append(parser.Statements(), Statements...), TableStatements(uiTable)...) {
		texts[s.ID] = s.Text
	}
	parser.Translate(ledgertest.Pseudo(texts))
	defer parser.Translate(nil)
	known := map[string]bool{"RFC": true, "CR": true, "LF": true}
	for _, d := range parser.Rules() {
		for _, w := range strings.FieldsFunc(d.Name, func(r rune) bool { return r == '-' || r == '+' || r == '_' }) {
			known[w] = true
		}
	}
	for _, c := range parser.Codes() {
		for _, w := range strings.Split(string(c.Code), "-") {
			known[w] = true
		}
	}
	ins := []string{"", "http://h/" + strings.Repeat("a", CellLimit), "http://h/" + strings.Repeat("<a", ListLimit),
		"http://h/a b", "x:%41", "ftp://h/a;type=x/b c", "http:foo", "<URL:http://a/>"}
	files, _ := filepath.Glob("../../parser/testdata/corpus/*.txt")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if s, err := strconv.Unquote(line); err == nil {
				ins = append(ins, s)
			}
		}
	}
	if len(ins) < 1000 {
		t.Fatalf("only %d inputs: corpus missing?", len(ins))
	}
	stray := map[string]string{}
	var all strings.Builder
	for _, in := range ins {
		res := parser.Parse(in, 0)
		text := strings.ToLower(in + strconv.Quote(in))
		allowed := func(w string) bool { return known[w] || strings.Contains(text, strings.ToLower(w)) }
		var said []string
		var walk func(n *Node)
		walk = func(n *Node) {
			if n == nil {
				return
			}
			for _, a := range n.Attrs {
				if a.Name == "aria-label" || a.Name == "title" {
					said = append(said, a.Value)
				}
				if a.Name == "class" && a.Value == "diag-quote" {
					return // the RFC's sentence, in English as written
				}
			}
			if n.Tag == "" {
				said = append(said, n.Text)
			}
			for _, k := range n.Kids {
				walk(k)
			}
		}
		walk(Verdict(res, 1, ""))
		walk(Diagnostics(res, ""))
		said = append(said, VerdictText(res))
		for _, s := range said {
			all.WriteString(s)
			for _, w := range ledgertest.Stray(s, allowed) {
				if _, ok := stray[w]; !ok {
					stray[w] = strconv.Quote(in) + ": " + s
				}
			}
		}
	}
	for _, id := range []string{"ui.rv.show", "ui.rv.copy.label", "ui.rv.fix-all", "ui.rv.canonical", "page.diagnostics.showing", "page.diagnostics.follows.one", "page.verdict.empty", "page.where.bytes", "page.count.note.one"} {
		// The template's first marked words, which a count before them
		// leaves whole.
		marked := ledgertest.PseudoTemplate(texts[id])
		marked = marked[strings.Index(marked, "⟦"):]
		marked = marked[:strings.Index(marked, "⟧")+len("⟧")]
		if !strings.Contains(all.String(), marked) {
			t.Errorf("no input says %s", id)
		}
	}
	for w, where := range stray {
		t.Errorf("%q is said outside any statement: %.300s", w, where)
	}
}

// TestVerdictPunctuation draws the verdict of inputs of every kind (valid,
// an error with a section and a link, the grammar stopping, the empty
// input) with every template wrapped whole in ⟦…⟧, as the site's
// pseudo-language en-XA is: outside the marks its sentence and its counts
// say nothing but the space after the mark, so that no English bracket,
// comma or stop is glued around a language's words (Chinese writes
// "（", "，", "）。"). A count of 1 is said by its singular template.
func TestVerdictPunctuation(t *testing.T) {
	wrap := map[string]string{}
	for _, s := range append(append(parser.Statements(), Statements...), TableStatements(uiTable)...) {
		wrap[s.ID] = "⟦" + s.Text + "⟧"
	}
	parser.Translate(wrap)
	defer parser.Translate(nil)
	one := strings.Replace(strings.TrimSuffix(wrap["page.count.error.one"], "⟧"), "%s", "1", 1)
	for _, in := range []string{"", "http://a/", "ftp://myname:pw@host.dom:21/%2Fetc/mo~td;type=a", "http://h/a b", "http:foo", "x", "http://a/%zz", "<URL:http://a/>"} {
		res := parser.Parse(in, 0)
		var walk func(n *Node) string
		walk = func(n *Node) string {
			s := n.Text
			for _, k := range n.Kids {
				s += walk(k)
			}
			return s
		}
		for _, s := range []string{walk(Verdict(res, 1, "/")), VerdictText(res)} {
			if left := strings.Trim(ledgertest.Unmarked(s), " \x00"); strings.Trim(left, "\x00") != "" {
				t.Errorf("%q: the verdict says %q outside every template: %s", in, left, s)
			}
		}
		errs := 0
		for _, d := range res.Diagnostics {
			if d.Severity == parser.Error {
				errs++
			}
		}
		if counts := walk(Verdict(res, 1, "/")); errs == 1 && !strings.Contains(counts, one) {
			t.Errorf("%q: one error, and the counts do not say %s: %s", in, one, counts)
		}
	}
}
