//go:build !wasm

package main

import (
	"github.com/urlplayground/rfc1738-playground/internal/laterrfc"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/rfc3986"
)

// The ledger the /sources page lists is the whole of it: every statement
// of the parser falls in a group, IDs are unique across the tool, and every
// basis checks against its document's text (RFC 1738's through
// Basis.Check, RFC 3986's through rfc3986.Quoted).
func TestLedgerWhole(t *testing.T) {
	seen := map[string]string{}
	inGroups := 0
	for _, g := range statementGroups() {
		if len(g.Statements) == 0 {
			t.Errorf("group %s is empty", g.ID)
		}
		for _, s := range g.Statements {
			inGroups++
			if other, dup := seen[s.ID]; dup {
				t.Errorf("%s is in %s and %s", s.ID, other, g.ID)
			}
			seen[s.ID] = g.ID
			if s.Text == "" || len(s.Basis) == 0 {
				t.Errorf("%s: no text or no basis", s.ID)
			}
			// A template reads as fmt reads it: each "%" a verb or "%%",
			// so that a translation and /sources read it the same.
			if bad := strayPercent(s.Text); bad >= 0 {
				t.Errorf("%s: the %%%% at byte %d of %q is neither a fmt verb nor %%%%%%%%", s.ID, bad, s.Text)
			}
			for _, b := range s.Basis {
				if msg := b.Check(); msg != "" {
					t.Errorf("%s: %s", s.ID, msg)
				}
				if b.Kind == parser.Prose && b.Doc == "RFC 3986" && !rfc3986.Quoted(b.Section, b.Quote) {
					t.Errorf("%s: %q is not in RFC 3986 section %s", s.ID, b.Quote, b.Section)
				}
				if b.Kind == parser.Prose && b.Doc != "RFC 1738" && b.Doc != "RFC 3986" && !laterrfc.Quoted(b.Doc, b.Section, b.Quote) {
					t.Errorf("%s: %q is not in %s section %s (internal/laterrfc holds the later RFCs' texts)", s.ID, b.Quote, b.Doc, b.Section)
				}
			}
		}
	}
	for _, s := range parser.Statements() {
		if _, ok := seen[s.ID]; !ok {
			t.Errorf("%s is in no group of /sources", s.ID)
		}
	}
	t.Logf("%d statements", inGroups)
}

// A template is shown with "…" for each placeholder, "%" for "%%".
func TestTemplateText(t *testing.T) {
	for in, want := range map[string]string{
		"%q encodes %q":               "… encodes …",
		"the byte 0x%02X (not UTF-8)": "the byte 0x… (not UTF-8)",
		`("%%XX" for each of its %d)`: `("%XX" for each of its …)`,
		"%s (U+%04X)":                 "… (U+…)",
		"no placeholder":              "no placeholder",
		"a trailing %":                "a trailing %",
	} {
		if got := templateText(in); got != want {
			t.Errorf("templateText(%q) = %q, want %q", in, got, want)
		}
	}
	if strings.Contains(templateText("%-8.3f"), "f") {
		t.Error("flags, width and precision are part of the placeholder")
	}
}

// strayPercent returns the offset of a "%" in t that is neither "%%" nor
// a fmt verb (flags, width, precision, then one of fmt's verb letters), or
// -1.
func strayPercent(t string) int {
	for i := 0; ; {
		start, end, ok := nextVerb(t, i)
		if !ok {
			return -1
		}
		if strings.IndexByte("vTtbcdoOqxXUeEfFgGsp", t[end-1]) < 0 {
			return start
		}
		i = end
	}
}
