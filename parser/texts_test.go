package parser

import (
	"os"
	"testing"
)

// TestTextsGenerated holds texts.go to the files it copies: the RFC's text
// and its BNF that the program reads are the files the tests read.
func TestTextsGenerated(t *testing.T) {
	for _, c := range []struct{ file, text string }{
		{"rfc1738.txt", rfcText},
		{"rfc1738-bnf.txt", bnfText},
	} {
		b, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != c.text {
			t.Errorf("texts.go's copy of %s differs from the file: run go generate ./parser", c.file)
		}
	}
}
