//go:build !wasm

package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/railroad"
)

// recordWords are every status and type the record and the errata hold,
// and the erratum statuses the RFC Editor has besides (Erratum.Status).
func recordWords() []string {
	rec := parser.RFCRecord()
	ws := []string{rec.Category, "Verified", "Reported", "Held for Document Update", "Rejected"}
	for _, r := range parser.LaterRFCs() {
		if r.Status != "" {
			ws = append(ws, r.Status)
		}
	}
	for _, e := range parser.Errata() {
		ws = append(ws, e.Status, e.Type)
	}
	return ws
}

// Every status and type the page shows is an interface string, said in
// English exactly as the RFC Editor's index writes it.
func TestRecordWords(t *testing.T) {
	for _, w := range recordWords() {
		found := false
		for _, p := range recordWordIDs {
			found = found || p[0] == w
		}
		if !found {
			t.Errorf("%q: no interface string in recordWordIDs", w)
		}
		if got := recordName(w); got != w {
			t.Errorf("recordName(%q) = %q in English", w, got)
		}
	}
}

// errataViews are the record, each erratum beside its lines, the note
// under gopherurl's line, the railroad caption with that note, and the
// 1994 vs today view's later RFC, as text.
func errataViews(t *testing.T) map[string]string {
	t.Helper()
	gopher := parser.Parse("gopher://h/1", 0)
	v := &railroadView{res: gopher}
	views := map[string]app.UI{
		"record":  rfcRecord(),
		"note":    erratumNote("gopherurl"),
		"caption": v.renderCaptionOf(crumb{rule: railroad.RFC().Lookup("gopherurl")}),
		"today":   todaySection(compare.Of(gopher).Today),
	}
	for _, e := range parser.Errata() {
		views["aside-"+e.Status] = erratumAside(e)
	}
	out := map[string]string{}
	for k, u := range views {
		out[k] = app.HTMLString(u)
	}
	return out
}

// textOf is an element's text, as the page shows it: go-app writes a
// line break between an element's children, which these views' texts
// have none of.
var markup = regexp.MustCompile(`<[^>]*>|\n`)

func textOf(html string) string {
	return strings.NewReplacer("&#34;", `"`, "&#39;", "'", "&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(markup.ReplaceAllString(html, ""))
}

// The errata view speaks the page's language: a status or a type in the
// language's word, with the RFC Editor's English name beside it where
// the word differs, and the punctuation between its parts the
// language's (French's no-break space before ":", Chinese's full-width
// marks and no ASCII ": "); the data attributes keep the English value.
func TestErrataViewLanguages(t *testing.T) {
	defer parser.Translate(nil)
	english := errataViews(t)
	for _, c := range []struct {
		tag  string
		want map[string][]string
		not  []string // in no view's text
	}{
		{"fr", map[string][]string{
			"record":         {"Norme proposée (Proposed Standard), décembre 1994", "5118\u00a0: Vérifié (Verified), Technique (Technical), section 5"},
			"aside-Verified": {"Erratum 5118\u00a0: Vérifié (Verified), Technique (Technical), signalé le 2017-09-15", "Les notes du signalement\u00a0: “The slash"},
			"aside-Reported": {"Signalé (Reported), Éditorial (Editorial)"},
			"aside-Rejected": {"Rejeté (Rejected)"},
			"note":           {"Erratum 5118 (Vérifié)\u00a0: le \"/\" de gopherurl", "ainsi (l'erratum à côté"},
			"caption":        {"non utilisé par cette lecture Erratum 5118 (Vérifié)\u00a0: "},
			"today":          {"(novembre 2005, Norme proposée (Proposed Standard))"},
		}, []string{" Verified,", "(Verified)\u00a0:", " : "}},
		{"zh-Hans", map[string][]string{
			"record":         {"提议标准（Proposed Standard），1994年12月", "5118：已核实（Verified），技术性（Technical），第 5 节"},
			"aside-Verified": {"勘误 5118：已核实（Verified），技术性（Technical），报告于 2017-09-15", "报告的附注：“The slash"},
			"note":           {"勘误 5118（已核实）：gopherurl", "按此解读（RFC 页面上该行旁边的勘误）"},
			"caption":        {"未被此次解读使用。勘误 5118（已核实）："},
			"today":          {"（2005年11月，提议标准（Proposed Standard））"},
		}, []string{": ", " (", "： "}},
		{"de", map[string][]string{
			// German texts keep the RFC Editor's status names.
			"record":         {"Proposed Standard, Dezember 1994", "5118: Verifiziert (Verified), Technisch (Technical)"},
			"aside-Verified": {"Erratum 5118: Verifiziert (Verified), Technisch (Technical), gemeldet 2017-09-15"},
			"today":          {"(November 2005, Proposed Standard)"},
		}, []string{"Proposed Standard (Proposed Standard)"}},
	} {
		cat, err := i18n.Load(c.tag)
		if err != nil {
			t.Fatal(err)
		}
		parser.Translate(cat.Messages)
		views := errataViews(t)
		for k, html := range views {
			text := textOf(html)
			for _, w := range c.want[k] {
				if !strings.Contains(text, w) {
					t.Errorf("%s %s: no %q in\n%s", c.tag, k, w, text)
				}
			}
			for _, n := range c.not {
				// The report's own notes are quoted as written.
				if i := strings.Index(text, "“"); i >= 0 && k != "note" && k != "caption" {
					text = text[:i]
				}
				if strings.Contains(text, n) {
					t.Errorf("%s %s: %q in\n%s", c.tag, k, n, text)
				}
			}
			// The hooks are the English page's, values and all.
			if got, want := dataAttrs(html), dataAttrs(english[k]); got != want {
				t.Errorf("%s %s: data attributes %s, in English %s", c.tag, k, got, want)
			}
		}
		parser.Translate(nil)
	}
	// English is as it was.
	for k, want := range map[string]string{
		"record":         "Proposed Standard, December 1994",
		"aside-Verified": "Erratum 5118: Verified, Technical, reported 2017-09-15, verified 2017-09-21",
		"note":           `Erratum 5118 (Verified): the "/" of gopherurl is unquoted in section 5; erratum 5118 (verified) corrects it to the literal "/", which section 3.4.1's form shows, and this tool reads it so (the erratum beside the line on the RFC page)`,
		"caption":        "gopherurl (section 3.4) not used by this reading Erratum 5118 (Verified): ",
		"today":          "RFC 4266, “The gopher URI Scheme” (November 2005, Proposed Standard)",
	} {
		if text := textOf(english[k]); !strings.Contains(text, want) {
			t.Errorf("English %s: no %q in\n%s", k, want, text)
		}
	}
	if text := textOf(english["aside-Rejected"]); !strings.Contains(text, "The report’s notes: “Given") {
		t.Errorf("English notes: %s", text)
	}
}

// In the pseudo-language every new word of the errata view is marked:
// the statuses, the types, the template that names the English beside
// them, and the separators.
func TestErrataViewPseudo(t *testing.T) {
	defer parser.Translate(nil)
	en, err := i18n.Load(i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	parser.Translate(i18n.PseudoOf(en).Messages)
	views := errataViews(t)
	for k, want := range map[string]string{
		"record":         "⟦⟦⟦Proposed Standard⟧ (Proposed Standard)⟧, ⟦⟦December⟧ 1994⟧⟧",
		"aside-Verified": "⟦⟦Verified⟧ (Verified)⟧, ⟦⟦Technical⟧ (Technical)⟧",
		"aside-Rejected": "⟦⟦The report’s notes:⟧ “Given",
		"note":           "⟦⟦Erratum 5118 (⟦Verified⟧)⟧: ⟦the",
		"caption":        "⟦ ⟦⟦Erratum",
		"today":          "⟦⟦Proposed Standard⟧ (Proposed Standard)⟧)⟧",
	} {
		if text := textOf(views[k]); !strings.Contains(text, want) {
			t.Errorf("%s: no %q in\n%s", k, want, text)
		}
	}
	for _, w := range []string{"Held for Document Update", "Historic", "Internet Standard", "Reported", "Editorial"} {
		if got := recordName(w); got != "⟦⟦"+w+"⟧ ("+w+")⟧" {
			t.Errorf("recordName(%q) = %q", w, got)
		}
	}
}

var dataAttr = regexp.MustCompile(`data-[a-z]+="[^"]*"`)

// dataAttrs are an element tree's data attributes, sorted, as one string.
func dataAttrs(html string) string {
	as := dataAttr.FindAllString(html, -1)
	slices.Sort(as)
	return strings.Join(as, " ")
}
