package main

// This file is -lang: the language of what the command says about each
// URL — a report's messages and fixes, -interpret's steps, notes and
// marks, -compare's causes and readers' verdicts, -generate's hints and
// mistakes, -check's errors, and the command's own phrases around them
// (internal/clitext) — taken from the catalogs of package i18n
// (parser.Translate). The rest stays as it is in every language: the JSON
// keys and every value that is not a sentence, the codes, rule names and
// part names, the RFC's quotes (a reader always sees the source) and the
// sections that cite them, the report's headings and the verdict's words,
// -check's lines, and the command's own usage errors.

import (
	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// langFlag is -lang. Setting it loads the catalog and makes it the
// parser's and every package's: an unknown tag is the flag's error (exit
// status 2), which names the languages there are. -lang may come after
// -generate's count, which the flag package reads late.
type langFlag struct{ tag string }

func (l *langFlag) String() string {
	if l == nil || l.tag == "" {
		return i18n.English
	}
	return l.tag
}

func (l *langFlag) Set(tag string) error {
	if tag == i18n.English {
		parser.Translate(nil)
		l.tag = tag
		return nil
	}
	c, err := i18n.Load(tag)
	if err != nil {
		return err
	}
	parser.Translate(c.Messages)
	l.tag = tag
	return nil
}
