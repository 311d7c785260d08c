package parser

import "testing"

// TestCopyStatements checks that a copy shares no basis with its table: a
// caller that changes what it got must not change what the page says.
func TestCopyStatements(t *testing.T) {
	table := []Statement{{ID: "t.a", Text: "a", Basis: []Basis{{Kind: Other, Doc: "this tool", Quote: "q"}}}}
	c := CopyStatements(table)
	c[0].Basis[0].Quote = "changed"
	c[0].Text = "changed"
	if table[0].Basis[0].Quote != "q" || table[0].Text != "a" {
		t.Errorf("the table changed with its copy: %+v", table[0])
	}
	if len(c) != 1 || c[0].ID != "t.a" {
		t.Errorf("copy %+v", c)
	}
}
