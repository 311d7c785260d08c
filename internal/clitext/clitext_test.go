package clitext

import (
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/ledgertest/tabletest"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// The command's phrases keep the ledger's rules: a "cli." ID each, once,
// a text, and bases that check against the RFC (a prose basis is found
// word for word in its section); a count's sentence has both forms, with
// the same placeholders.
func TestStatements(t *testing.T) {
	tabletest.CheckTable(t, "cli.", Statements())
}

// Say speaks the language parser.Translate chose, and English again
// after it.
func TestSay(t *testing.T) {
	defer parser.Translate(nil)
	if got := Say("cli.compare.rejects-at", "RFC 3986 (2005)", 10, "why"); got != "RFC 3986 (2005) rejects it at byte 10: why" {
		t.Errorf("English: %q", got)
	}
	parser.Translate(map[string]string{"cli.compare.rejects-at": "%s la rejette à l'octet %d : %s"})
	if got := Say("cli.compare.rejects-at", "RFC 3986 (2005)", 10, "pourquoi"); got != "RFC 3986 (2005) la rejette à l'octet 10 : pourquoi" {
		t.Errorf("translated: %q", got)
	}
}
