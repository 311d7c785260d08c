package i18n

import (
	"strings"
	"testing"
)

// What CheckTemplate lets a translation change, and what it does not.
func TestCheckTemplate(t *testing.T) {
	for _, c := range []struct {
		english, translated string
		want                string // a piece of the one problem, or "" for none
	}{
		// Placeholders: the same verbs on the same arguments, in any order.
		{"%s cannot appear in %s", "%s no puede aparecer en %s", ""},
		{"%s cannot appear in %s", "在 %[2]s 中不能出现 %[1]s", ""},
		{"%q is an encoded %q, in %s", "%[3]s: %[1]q codifica %[2]q", ""},
		{"%q is an encoded %q, in %s", "%[3]s: %[2]q codifica %[1]q", ""}, // same verb on both: fmt cannot tell
		{"%q is an encoded %s", "%[2]s codifica %[1]s", "placeholders"},
		{"%s cannot appear in %s", "%s no puede aparecer", "placeholders"},
		{"%s cannot appear", "%s no puede aparecer en %s", "placeholders"},
		{"%s cannot appear", "%d no puede aparecer", "placeholders"},
		{"%d octets", "%02d octets", "placeholders"},
		{"%*d", "%*d", ""},
		{"%s", "%s 100 % sûr", "placeholders"}, // "% s" is a verb: write "100 %% sûr"
		{"%s", "%s 100 %% sûr", ""},
		{"%s", "%s 100%", "ends in the middle"},
		{"%s", "%z", "not a placeholder"},
		// The literal percent.
		{`a "%%" starts an escape`, `un "%%" comienza un escape`, ""},
		{"after %%XX escapes", "après les échappements XX", `"%%"`},
		// The RFC's words, characters, literals, numbers, rules and codes.
		{`encode it as "%s"`, `codifícalo como «%s»`, ""},
		{`write %q before %q (httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`,
			`escribe %q antes de %q (httpurl = "http://" hostport [ "/" hpath [ "?" search ]])`, ""},
		{`write %q (httpurl = "http://" hostport)`, `escribe %q (httpurl = «http://» hostport)`, ""}, // the language's own quotation marks
		{`write %q (httpurl = "http://" hostport)`, `escribe %q (httpurl = "http:" hostport)`, `"http://" is missing`},
		{`the "fragment" fix`, `la corrección «fragmento»`, `"fragment" is missing`},
		{`section 3.2.2 says so`, `la sección 3.2.2 lo dice`, ""},
		{`section 3.2.2 says so`, `la sección 3.2 lo dice`, `"3.2.2" is missing`},
		{`RFC 1738 says so`, `la RFC 1783 lo dice`, `"1738" is missing`},
		{`the rule hsegment takes it`, `la regla hsegment lo toma`, ""},
		{`the rule hsegment takes it`, `die hsegment-Regel nimmt es`, ""},
		{`the rule hsegment takes it`, `hsegment规则接受它`, ""},
		{`the rule hsegment takes it`, `la regla segmento-h lo toma`, `"hsegment" is missing`},
		{`the host takes it`, `l'hôte le prend`, ""}, // "host" is a word as well as a rule
		{`see bad-escape`, `voir mauvais-échappement`, `"bad-escape" is missing`},
		{`says of the scheme “interpreters should use case-ignore”`, `dit du schéma « interpreters should use case-ignore »`, ""},
		{`says of the scheme “interpreters should use case-ignore”`, `dit du schéma « les interprètes doivent ignorer la casse »`, `the RFC's words`},
		{`the cross labelled “stop”`, `la croix marquée « arrêt »`, ""}, // a label of the page, translated with it
		{`each “%%09” may end it`, `cada «%%09» puede terminarlo`, ""},
		{"an unsafe character (~ { } | \\ ^ [ ] ` < > \")", "un carácter inseguro (~ { } | \\ ^ [ ] ` < > \")", ""},
		{"an unsafe character (~ { } | \\ ^ [ ] ` < > \")", "un carácter inseguro (~ { } | \\ ^ [ ] < > \")", "a quoted character"},
	} {
		got := CheckTemplate(c.english, c.translated)
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("CheckTemplate(%q, %q) = %q, want none", c.english, c.translated, got)
		case c.want != "" && (len(got) != 1 || !strings.Contains(got[0], c.want)):
			t.Errorf("CheckTemplate(%q, %q) = %q, want one problem with %q", c.english, c.translated, got, c.want)
		}
	}
}

// Check names the IDs a catalog lacks or has too many of.
func TestCheckKeys(t *testing.T) {
	en := &Catalog{Lang: "en", Name: "English", Messages: map[string]string{"a": "one", "b": "two %s"}}
	xx := &Catalog{Lang: "xx", Name: "X", Messages: map[string]string{"a": "uno", "c": "tres"}}
	got := strings.Join(Check(en, xx), "\n")
	for _, want := range []string{"b: missing", "c: not a statement"} {
		if !strings.Contains(got, want) {
			t.Errorf("Check: %q lacks %q", got, want)
		}
	}
}
