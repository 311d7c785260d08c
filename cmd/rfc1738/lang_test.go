package main

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/internal/clitext"
	"github.com/urlplayground/rfc1738-playground/internal/ledgertest"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// With -lang en-XA (every template marked "⟦…⟧"), what the command says
// about a URL is marked in each of its outputs — the report, -interpret's
// steps, -generate's hints, -compare's causes, -check's errors — while the
// exit status is English's; and the next run speaks English again.
func TestLangOutputs(t *testing.T) {
	const ftp = "ftp://myname@host.dom/%2Fetc/mo~td;type=a"
	for _, tt := range []struct {
		name  string
		args  []string
		stdin string
		want  []string // in the marked output: a marked template each
	}{
		{"report", []string{ftp}, "", []string{"⟦no port: ftp uses its default port, 21⟧"}},
		{"report-stdin", nil, "http://host/~user\n", []string{"⟦is unsafe"}},
		{"interpret", []string{"-interpret", "ftp://myname@host.dom/%2Fetc/motd"}, "", []string{"⟦no port in the URL: the default, 21⟧"}},
		{"generate", []string{"-generate", "6", "-seed", "7", "-invalid", "0.5"}, "", []string{"# ⟦hint: look at ⟦"}},
		{"generate-lang-after-count", []string{"-generate", "6", "-lang", i18n.Pseudo, "-seed", "7"}, "", []string{"# ⟦hint: look at ⟦"}},
		{"generate-list", []string{"-generate", "-list"}, "", []string{"bad-port           ⟦"}},
		{"compare", []string{"-compare", "http://a@b@c/"}, "", []string{"⟦"}},
		{"compare-today", []string{"-compare", "gopher://h/1"}, "", []string{"  today: ⟦RFC 4266, The gopher URI Scheme (⟦⟦November⟧ 2005⟧, ⟦⟦Proposed Standard⟧ (Proposed Standard)⟧)⟧\n"}},
		{"check", []string{"-check", "-"}, "+ http://host/~user\n", []string{"⟦"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			english, args := tt.args, tt.args
			if i := slices.Index(args, "-lang"); i >= 0 {
				english = slices.Delete(slices.Clone(args), i, i+2)
			} else {
				args = append([]string{"-lang", i18n.Pseudo}, args...)
			}
			enCode, enOut, enErr := runCmd(t, tt.stdin, english...)
			code, out, errOut := runCmd(t, tt.stdin, args...)
			if code != enCode || errOut != enErr {
				t.Errorf("run(%q) = %d, stderr %q; in English %d, %q", args, code, errOut, enCode, enErr)
			}
			if strings.Contains(enOut, "⟦") {
				t.Errorf("English output is marked:\n%s", enOut)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("run(%q): no %q in\n%s", args, w, out)
				}
			}
			if _, again, _ := runCmd(t, tt.stdin, english...); again != enOut {
				t.Errorf("after -lang %s, run(%q) is not English any more:\n%s", i18n.Pseudo, english, again)
			}
		})
	}
}

// The JSON outputs keep their shape in every language: the same keys,
// the same arrays, the same values but for sentences, which a language
// translates (here, marked).
func TestLangJSONShape(t *testing.T) {
	for _, args := range [][]string{
		{"-json", "ftp://myname@host.dom/%2Fetc/mo~td;type=a", "http://a b/", "news:*"},
		{"-interpret", "-json", "ftp://myname@host.dom/%2Fetc/motd", "gopher://host/1"},
		{"-compare", "-json", "http://a@b@c/"},
		{"-derive", "-json", "http://1abc/"},
	} {
		enCode, enOut, _ := runCmd(t, "", args...)
		code, out, _ := runCmd(t, "", append([]string{"-lang", i18n.Pseudo}, args...)...)
		if code != enCode {
			t.Errorf("%q: exit status %d with -lang, %d without", args, code, enCode)
		}
		enLines, lines := strings.Split(enOut, "\n"), strings.Split(out, "\n")
		if len(enLines) != len(lines) {
			t.Fatalf("%q: %d lines with -lang, %d without", args, len(lines), len(enLines))
		}
		translated := 0
		for i := range lines {
			if lines[i] == "" && enLines[i] == "" {
				continue
			}
			var en, xa any
			if err := json.Unmarshal([]byte(enLines[i]), &en); err != nil {
				t.Fatalf("%q: line %d: %v", args, i+1, err)
			}
			if err := json.Unmarshal([]byte(lines[i]), &xa); err != nil {
				t.Fatalf("%q -lang: line %d: %v", args, i+1, err)
			}
			sameShape(t, strings.Join(args, " "), en, xa, &translated)
		}
		if args[0] != "-derive" && translated == 0 {
			t.Errorf("%q: no sentence translated", args)
		}
	}
}

// sameShape reports where xa is not en with some sentences marked.
func sameShape(t *testing.T, at string, en, xa any, translated *int) {
	t.Helper()
	switch e := en.(type) {
	case map[string]any:
		x, ok := xa.(map[string]any)
		if !ok || !reflect.DeepEqual(keys(e), keys(x)) {
			t.Errorf("%s: keys %v with -lang, %v without", at, keysOf(xa), keys(e))
			return
		}
		for k := range e {
			sameShape(t, at+"."+k, e[k], x[k], translated)
		}
	case []any:
		x, ok := xa.([]any)
		if !ok || len(x) != len(e) {
			t.Errorf("%s: %v with -lang, %v without", at, xa, en)
			return
		}
		for i := range e {
			sameShape(t, at, e[i], x[i], translated)
		}
	case string:
		x, ok := xa.(string)
		switch {
		case !ok:
			t.Errorf("%s: %v with -lang, %q without", at, xa, e)
		case x != e && !strings.Contains(x, "⟦"):
			t.Errorf("%s: %q with -lang, %q without: a value that is not a sentence changed", at, x, e)
		case x != e:
			*translated++
		}
	default:
		if !reflect.DeepEqual(en, xa) {
			t.Errorf("%s: %v with -lang, %v without", at, xa, en)
		}
	}
}

func keys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func keysOf(v any) []string {
	if m, ok := v.(map[string]any); ok {
		return keys(m)
	}
	return nil
}

// An unknown language is a usage error naming the languages there are;
// English is the default and may be named.
func TestLangUnknown(t *testing.T) {
	code, out, errOut := runCmd(t, "", "-lang", "xx", "http://host/")
	if code != 2 || out != "" || !strings.Contains(errOut, `no language "xx"`) || !strings.Contains(errOut, "en") || !strings.Contains(errOut, i18n.Pseudo) {
		t.Errorf("-lang xx: %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, enOut, _ := runCmd(t, "", "http://host/~u")
	if code, out, _ := runCmd(t, "", "-lang", "en", "http://host/~u"); code != 1 || out != enOut {
		t.Errorf("-lang en: %d\n%s\nwant English's\n%s", code, out, enOut)
	}
	for _, args := range [][]string{
		{"-lang", i18n.Pseudo, "-anatomy", "http://host/"},
		{"-lang", i18n.Pseudo, "-diagram", "hostport"},
	} {
		if code, _, errOut := runCmd(t, "", args...); code != 0 {
			t.Errorf("run(%q) = %d: %s", args, code, errOut)
		}
	}
}

// The command's own phrases are the statements of internal/clitext, each
// said here by its ID and each ID a statement, so that -lang says every
// one of them.
func TestCLIStatementsSaid(t *testing.T) {
	ids, err := ledgertest.IDLiterals("cli.")
	if err != nil {
		t.Fatal(err)
	}
	defined := map[string]bool{}
	for _, s := range clitext.Statements() {
		defined[s.ID] = true
	}
	said := map[string]bool{}
	for _, id := range ids {
		said[id] = true
		if !defined[id] {
			t.Errorf("%s is said here and is not a statement of internal/clitext", id)
		}
	}
	for id := range defined {
		if !said[id] {
			t.Errorf("statement %s is never said", id)
		}
	}
}

// Under -lang the command's phrases are the language's — a reader's verdict
// in -compare, -interpret's marks and lines, a fix, a count of what was
// cut — while the headings stay English; without it, English as before.
func TestLangPhrases(t *testing.T) {
	long := "http://h/" + strings.Repeat("a", reportMaxText-9+1) // one byte past the report's limit
	for _, tt := range []struct {
		args   []string
		fr, en []string
		notFr  []string
	}{
		{[]string{"-compare", "http://a@b@c/"},
			[]string{"RFC 1738 (1994) la rejette à l'octet 7\u00a0: ", "Go net/url l'accepte\n", "  password  =  (absent)"},
			[]string{"RFC 1738 (1994) rejects it at byte 7: ", "Go net/url accepts it\n"},
			[]string{"rejects it", "accepts it"}},
		{[]string{"-compare", "http://h/"},
			[]string{"RFC 1738 (1994) l'accepte en tant que httpurl\n"},
			[]string{"RFC 1738 (1994) accepts it as httpurl\n"}, nil},
		// The later RFC's date and status as the page says them, the
		// status with the RFC Editor's name beside it; its title is the
		// RFC's, and the heading a label.
		{[]string{"-compare", "gopher://h/1"},
			[]string{"  today: RFC 4266, The gopher URI Scheme (novembre 2005, Norme proposée (Proposed Standard))\n"},
			[]string{"  today: RFC 4266, The gopher URI Scheme (November 2005, Proposed Standard)\n"},
			[]string{"November"}},
		{[]string{"-interpret", "mailto:a@b,c@d", "http://h/~x"},
			[]string{"  1. address a@b,c@d  [supposition]\n", "     hors RFC 1738\u00a0: RFC 822\n", "     octets 7-14, RFC 1738, section 3.5\u00a0: \"where",
				"  rejected: la BNF n'accepte pas cette URL", "  2. stop ~  [stop]\n"},
			[]string{"  1. address a@b,c@d  [guess]\n", "     outside RFC 1738: RFC 822\n", "     bytes 7-14, RFC 1738 section 3.5: \"where",
				"  rejected: the BNF does not accept this URL", "  2. stop ~  [stop]\n"},
			[]string{"[guess]", "outside RFC", "bytes "}},
		{[]string{"http://host/~user"},
			[]string{"    fix: remplacer \"~\" par \"%7E\"\n", "verdict: invalid httpurl: "},
			[]string{"    fix: replace \"~\" with \"%7E\"\n", "verdict: invalid httpurl: "}, nil},
		{[]string{long},
			[]string{"... (1 octet de plus)\n"},
			[]string{"... (1 more byte)\n"}, nil},
		{[]string{"-at", "9", "http://h/"},
			[]string{"at 9: la fin de l'entrée\n"},
			[]string{"at 9: the end of the input\n"}, nil},
	} {
		_, en, _ := runCmd(t, "", tt.args...)
		_, fr, _ := runCmd(t, "", append([]string{"-lang", "fr"}, tt.args...)...)
		for _, w := range tt.en {
			if !strings.Contains(en, w) {
				t.Errorf("%q: no %q in\n%s", tt.args, w, en)
			}
		}
		for _, w := range tt.fr {
			if !strings.Contains(fr, w) {
				t.Errorf("-lang fr %q: no %q in\n%s", tt.args, w, fr)
			}
		}
		for _, w := range tt.notFr {
			if strings.Contains(fr, w) {
				t.Errorf("-lang fr %q: English %q in\n%s", tt.args, w, fr)
			}
		}
	}
}

// The today: line's date and status in every language are the page's:
// its month's name (ui.month.*) in the order the language writes a date
// (ui.date), the status in the language's word (ui.status.*) with the RFC
// Editor's name beside it where the word differs (ui.record.named), and
// the line's punctuation the language's (cli.compare.today).
func TestLangTodayDate(t *testing.T) {
	for _, c := range []struct{ lang, url, want string }{
		{"en", "mailto:a@b", "RFC 6068, The 'mailto' URI Scheme (October 2010, Proposed Standard)"},
		{"es", "mailto:a@b", "RFC 6068, The 'mailto' URI Scheme (octubre de 2010, Estándar propuesto (Proposed Standard))"},
		{"pt-BR", "mailto:a@b", "RFC 6068, The 'mailto' URI Scheme (outubro de 2010, Padrão proposto (Proposed Standard))"},
		{"fr", "mailto:a@b", "RFC 6068, The 'mailto' URI Scheme (octobre 2010, Norme proposée (Proposed Standard))"},
		// German texts keep the RFC Editor's status names.
		{"de", "mailto:a@b", "RFC 6068, The 'mailto' URI Scheme (Oktober 2010, Proposed Standard)"},
		{"zh-Hans", "mailto:a@b", "RFC 6068，The 'mailto' URI Scheme（2010年10月，提议标准（Proposed Standard））"},
		{"en", "http://h/", "RFC 9110, HTTP Semantics (June 2022, Internet Standard)"},
		{"fr", "http://h/", "RFC 9110, HTTP Semantics (juin 2022, Norme Internet (Internet Standard))"},
		{"zh-Hans", "http://h/", "RFC 9110，HTTP Semantics（2022年6月，互联网标准（Internet Standard））"},
		{"en", "wais://h/d", "RFC 4156, The wais URI Scheme (August 2005, Historic)"},
		{"fr", "wais://h/d", "RFC 4156, The wais URI Scheme (août 2005, Historique (Historic))"},
		{"zh-Hans", "wais://h/d", "RFC 4156，The wais URI Scheme（2005年8月，历史性（Historic））"},
	} {
		_, out, _ := runCmd(t, "", "-lang", c.lang, "-compare", c.url)
		if !strings.Contains(out, "  today: "+c.want+"\n") {
			t.Errorf("-lang %s -compare %s: no %q in\n%s", c.lang, c.url, c.want, out)
		}
	}
}

// Every status a later RFC has in the record is one the page has a word
// for, so that no language shows it in English for want of one.
func TestLangStatuses(t *testing.T) {
	en, err := i18n.Load(i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range parser.LaterRFCs() {
		if r.Status == "" {
			continue
		}
		id := "ui.status." + strings.ToLower(strings.ReplaceAll(r.Status, " ", "-"))
		if en.Messages[id] != r.Status {
			t.Errorf("RFC %d: status %q, and %s is %q", r.Number, r.Status, id, en.Messages[id])
		}
	}
}
