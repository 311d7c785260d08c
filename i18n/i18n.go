// Package i18n holds the catalogs of the tool's languages: one file per
// language (en.json, es.json, ...), each mapping every statement ID of the
// statement ledger (parser.Statement: a diagnostic's message, an Interpret
// step, a comparison's cause, a page's interface string) to its template in
// that language. parser.Translate takes a catalog's Messages.
//
// en.json is generated from the code's tables (app/catalog_test.go writes
// it); the others are written by translators and held to it by Check: the
// same keys, the same placeholders, and the RFC's quotes, rule names,
// codes and numbers left as they are.
//
// The page never imports this package: the catalogs would be compiled into
// app.wasm, which every reader downloads, when a reader needs one of them.
// The site serves the files instead (/web/lang/<tag>.json), and the page
// fetches the one chosen. The command (rfc1738 -lang) and the tests embed
// them.
package i18n

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
)

//go:embed *.json
var files embed.FS

// English is the tag of the language the code's tables are written in,
// whose catalog every other is checked against.
const English = "en"

// Pseudo is the tag of the pseudo-language: English with every template
// marked (PseudoOf), which shows a page's or a report's text that does not
// go through a catalog. "XA" is a private-use region, so the tag is valid
// BCP 47 and names no real language.
const Pseudo = "en-XA"

// A Catalog is one language's file.
type Catalog struct {
	// Lang is the language's BCP 47 tag, the file's name: "pt-BR".
	Lang string `json:"lang"`
	// Name is the language's name in itself: "Português (Brasil)".
	Name string `json:"name"`
	// Messages maps each statement ID to its template: a fmt format with
	// the English template's placeholders, "%%" for a "%".
	Messages map[string]string `json:"messages"`
}

// A Language is a catalog's tag and name.
type Language struct {
	Tag, Name string
}

// Languages returns the languages of the embedded catalogs, English first,
// then by tag. The pseudo-language is not among them: it is for testing,
// never offered to a reader.
func Languages() []Language {
	var out []Language
	for _, tag := range tags() {
		c, err := Load(tag)
		if err != nil {
			continue // the tests hold every file to Parse
		}
		out = append(out, Language{Tag: c.Lang, Name: c.Name})
	}
	return out
}

// tags are the embedded catalogs' tags: English first, then sorted.
func tags() []string {
	names, _ := fs.Glob(files, "*.json")
	var out []string
	for _, n := range names {
		out = append(out, strings.TrimSuffix(n, ".json"))
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i] == English) != (out[j] == English) {
			return out[i] == English
		}
		return out[i] < out[j]
	})
	return out
}

// Load returns the catalog of the language tag: an embedded file, or the
// pseudo-language made from English. Case does not matter ("pt-br"), as in
// BCP 47. An unknown tag is an error that names the known ones.
func Load(tag string) (*Catalog, error) {
	for _, t := range append(tags(), Pseudo) {
		if strings.EqualFold(tag, t) {
			tag = t
		}
	}
	if tag == Pseudo {
		en, err := Load(English)
		if err != nil {
			return nil, err
		}
		return PseudoOf(en), nil
	}
	data, err := files.ReadFile(tag + ".json")
	if err != nil || !validTag(tag) {
		return nil, fmt.Errorf("no language %q: the languages are %s (and the pseudo-language %s)", tag, strings.Join(tags(), ", "), Pseudo)
	}
	c, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s.json: %w", tag, err)
	}
	if c.Lang != tag {
		return nil, fmt.Errorf("%s.json: its lang is %q, not its file's name", tag, c.Lang)
	}
	return c, nil
}

// validTag reports whether tag could be a file's name here: letters,
// digits and hyphens (a tag from a command line must not name a path).
func validTag(tag string) bool {
	if tag == "" {
		return false
	}
	for _, r := range tag {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// File returns the bytes of the embedded catalog tag, as written (the
// site serves them as they are).
func File(tag string) ([]byte, error) {
	if !validTag(tag) {
		return nil, fmt.Errorf("no language %q", tag)
	}
	return files.ReadFile(tag + ".json")
}

// Tags returns the tags of the embedded catalogs, English first, then
// sorted.
func Tags() []string { return tags() }

// Parse reads a catalog file. A field it does not know is an error: a
// misspelt "mesages" would otherwise be an empty catalog.
func Parse(data []byte) (*Catalog, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var c Catalog
	if err := dec.Decode(&c); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, fmt.Errorf("text after the catalog's object")
	}
	if c.Lang == "" || c.Name == "" {
		return nil, fmt.Errorf("a catalog needs its lang and its name")
	}
	if c.Messages == nil {
		c.Messages = map[string]string{}
	}
	return &c, nil
}

// Marshal returns the catalog as its file is written: UTF-8, "<", ">" and
// "&" as they are (a translator reads the file), keys sorted, two spaces'
// indent, a final newline.
func (c *Catalog) Marshal() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		panic(err) // strings and a map of strings always encode
	}
	return b.Bytes()
}

// PseudoOf returns the pseudo-language of en: every template wrapped in
// "⟦" and "⟧", its placeholders and its "%%" kept, so that a text said
// through a catalog shows its marks and one that is not shows none.
func PseudoOf(en *Catalog) *Catalog {
	p := &Catalog{Lang: Pseudo, Name: "English (pseudo)", Messages: make(map[string]string, len(en.Messages))}
	for id, t := range en.Messages {
		p.Messages[id] = "⟦" + t + "⟧"
	}
	return p
}

// IDs returns the catalog's statement IDs, sorted.
func (c *Catalog) IDs() []string {
	ids := make([]string, 0, len(c.Messages))
	for id := range c.Messages {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
