package parser

// This file holds the shape of the statement ledger: every sentence
// template the tool shows a reader — a diagnostic's message, a note, a fix,
// an Interpret step, a comparison's cause, a gallery lesson, a generated
// exercise's hint, a view's explanation — is one Statement, with a stable
// ID, its English text and what it rests on. Each package that says
// something keeps its own statements (Statements here, compare.Statements,
// exercise.Statements, the page's own); the page's /sources lists them all
// for a teacher to check, and a translation keys on their IDs.

import (
	"strconv"
	"strings"
	"sync"
)

// A Statement is one sentence template the tool shows.
type Statement struct {
	// ID is the stable key of the statement, "diag.bad-escape": a
	// translation and the /sources page's anchors key on it. It never
	// changes when the wording does.
	ID string
	// Text is the English template: fmt verbs stand for its placeholders
	// (a byte, a character, a rule, a section, the input's text), the same
	// in every language.
	Text string
	// Basis is what the statement rests on. A statement that joins two
	// claims (what the grammar takes, and why the prose says so) has a
	// basis for each.
	Basis []Basis
}

// A BasisKind says what kind of source a statement rests on.
type BasisKind uint8

const (
	// Grammar: a production of RFC 1738's section 5, by name. The claim
	// holds because the BNF says so, whatever the prose says.
	Grammar BasisKind = iota + 1
	// Prose: a sentence of a document (RFC 1738's, or RFC 3986's in the
	// comparison), quoted word for word with its section.
	Prose
	// Other: another document named (RFC 793 on ports, RFC 1436 on
	// Gopher, the WHATWG URL Standard, Go's net/url), or the tool itself
	// (what a view shows): a claim RFC 1738 does not make, never
	// attributed to it.
	Other
)

func (k BasisKind) String() string {
	switch k {
	case Grammar:
		return "grammar"
	case Prose:
		return "prose"
	case Other:
		return "other"
	}
	return "BasisKind(" + strconv.Itoa(int(k)) + ")"
}

// MarshalText encodes the kind as its name, for JSON.
func (k BasisKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// A Basis is one source a statement rests on.
type Basis struct {
	Kind BasisKind
	// Doc is the document: "RFC 1738" for Grammar, the quoted document
	// for Prose ("RFC 1738", "RFC 3986"), the named one for Other ("RFC
	// 793", "the WHATWG URL Standard", "this tool").
	Doc string
	// Section is where in Doc: "5" for Grammar, the quote's section for
	// Prose, "" when Other names a whole document.
	Section string
	// Rule is the production of section 5 a Grammar basis names; "" for
	// the production the statement's text names (a placeholder: "%s stops
	// matching here").
	Rule string
	// Quote is the sentence a Prose basis quotes, word for word; for
	// Other, what the document is cited for.
	Quote string

	// q is, in the parser's own tables, the sentence of quote.go the
	// basis is, which Statements writes out as Section and Quote. The
	// tables are then data the linker lays out, with no code to build
	// them at the page's start; and a sentence is written once.
	q Quote
}

// GrammarBasis is the basis of a claim that section 5's rule makes.
func GrammarBasis(rule string) Basis {
	return Basis{Kind: Grammar, Doc: "RFC 1738", Section: "5", Rule: rule}
}

// ProseBasis is the basis of a claim that a sentence of RFC 1738 makes.
func ProseBasis(section, quote string) Basis {
	return Basis{Kind: Prose, Doc: "RFC 1738", Section: section, Quote: quote}
}

// OtherBasis is the basis of a claim another document makes, or that
// RFC 1738 does not make at all (doc "this tool": what the tool does).
func OtherBasis(doc, section, what string) Basis {
	return Basis{Kind: Other, Doc: doc, Section: section, Quote: what}
}

// Check says what is wrong with the basis, or "" when nothing is: a
// Grammar basis must name a rule of section 5, a Prose basis of RFC 1738
// must quote its section word for word, an Other basis must name its
// document and say what it is cited for. A Prose basis of another
// document is checked by the package that quotes it (compare, for RFC
// 3986).
func (b Basis) Check() string {
	switch b.Kind {
	case Grammar:
		if b.Doc != "RFC 1738" || b.Section != "5" {
			return "a grammar basis cites RFC 1738 section 5, not " + b.Doc + " section " + b.Section
		}
		if _, ok := rfcGrammar().index[b.Rule]; !ok && b.Rule != "" {
			return strconv.Quote(b.Rule) + " is not a rule of section 5"
		}
		if b.Quote != "" {
			return "a grammar basis quotes its rule, not a sentence"
		}
	case Prose:
		if b.Section == "" || b.Quote == "" {
			return "a prose basis needs its section and its sentence"
		}
		if b.Doc == "RFC 1738" && b.Section == "5" && !strings.Contains(bnfComments(), FoldSpace(b.Quote)) {
			return "section 5 is the grammar: cite its rule (a grammar basis), or quote one of its comments"
		}
		if b.Doc == "RFC 1738" && !Quoted(b.Section, b.Quote) {
			return strconv.Quote(b.Quote) + " is not in RFC 1738 section " + b.Section
		}
	case Other:
		if b.Doc == "" || b.Quote == "" {
			return "an other basis names its document and what it is cited for"
		}
		if b.Doc == "RFC 1738" {
			return "an other basis is not RFC 1738: cite its sentence (prose) or its rule (grammar)"
		}
	default:
		return "no kind"
	}
	return ""
}

// bnfComments is the text of section 5's comments ("; new schemes follow
// the general syntax"), each comment's lines joined, white space folded: a
// prose basis of section 5 quotes one of them.
var bnfComments = sync.OnceValue(func() string {
	var b strings.Builder
	for _, line := range strings.Split(bnfText, "\n") {
		if i := strings.Index(line, ";"); i >= 0 && !strings.Contains(line[:i], "\"") {
			b.WriteString(line[i+1:])
			b.WriteByte(' ')
		}
	}
	return FoldSpace(b.String())
})

// RuleText is the definition of the Grammar basis's rule as section 5
// prints it (white space folded), or "".
func (b Basis) RuleText() string {
	if b.Kind != Grammar {
		return ""
	}
	g := rfcGrammar()
	if i, ok := g.index[b.Rule]; ok {
		return FoldSpace(g.rules[i].Text)
	}
	return ""
}

// The parser's statements are kept in tables by what says them: the
// diagnostics' (diagStatements), Interpret's steps (interpretStatements),
// the codes' legend and the derivation's explanations (explainStatements).
// Statements returns them all, in that order.
func Statements() []Statement {
	all := statementIndex().all
	return append([]Statement(nil), all...)
}

// CopyStatements returns a copy of table that shares nothing with it, its
// bases included: what a package's Statements hands its callers, who may
// change what they get.
func CopyStatements(table []Statement) []Statement {
	out := make([]Statement, len(table))
	for i, s := range table {
		s.Basis = append([]Basis(nil), s.Basis...)
		out[i] = s
	}
	return out
}

type statementTable struct {
	all  []Statement
	byID map[string]uint16 // index in all, plus one
}

// statementIndex is made when a statement is first said, not at package
// initialisation: the page's start runs every package's initialisation in
// one task before it can draw.
var statementIndex = sync.OnceValue(func() *statementTable {
	t := &statementTable{byID: map[string]uint16{}}
	for _, part := range [][]Statement{diagStatements, interpretStatements, explainStatements} {
		for _, s := range part {
			if _, dup := t.byID[s.ID]; dup {
				panic("parser: statement " + s.ID + " is defined twice")
			}
			s.Basis = resolved(s.Basis)
			t.all = append(t.all, s)
			t.byID[s.ID] = uint16(len(t.all))
		}
	}
	return t
})

// resolved returns a table's bases written out: a sentence of quote.go
// as its section and text, RFC 1738 named where the table leaves the
// document out, section 5 for a rule of the grammar.
func resolved(bs []Basis) []Basis {
	out := make([]Basis, len(bs))
	for i, b := range bs {
		if b.q != quoteNone {
			b.Section, b.Quote, b.q = b.q.Section(), b.q.String(), quoteNone
		}
		if b.Doc == "" && b.Kind != Other {
			b.Doc = "RFC 1738"
		}
		if b.Kind == Grammar && b.Section == "" {
			b.Section = "5"
		}
		out[i] = b
	}
	return out
}

// statementNumber is the index of the statement id, plus one; an unknown
// id is a mistake in the code, which the tests find (every id said is in
// a table).
func statementNumber(id string) uint16 {
	n, ok := statementIndex().byID[id]
	if !ok {
		panic("parser: no statement " + id)
	}
	return n
}

// template is the template of statement id.
func template(id string) string {
	return translated(id, statementIndex().all[statementNumber(id)-1].Text)
}

// text is statement id, which has no placeholders, as it reads: a "%" is
// written "%%" in every template, as fmt reads it.
func text(id string) string {
	return strings.ReplaceAll(template(id), "%%", "%")
}

// say formats statement id with args.
func say(id string, args ...any) string {
	if len(args) == 0 {
		return text(id)
	}
	return Fill(template(id), args...)
}

// StatementID is the ID of the statement the diagnostic's message says, or
// "" for none (a diagnostic made outside Parse).
func (d Diagnostic) StatementID() string {
	if d.stmt == 0 {
		return ""
	}
	return statementIndex().all[d.stmt-1].ID
}

// A Catalog says the statements of one table by ID: the template as it
// reads (a "%" is written "%%" in every template, as fmt reads it), or
// formatted with its placeholders' values. Each package that shows
// sentences keeps its own table and says it through one Catalog, so that
// every sentence is looked up, and will be translated, one way.
type Catalog struct {
	owner string
	texts func() map[string]string
}

// NewCatalog returns the catalog of the statements table returns; owner
// names the package in the panic an unknown ID makes (a mistake in the
// code, which each package's tests find). The table is indexed when a
// statement is first said, not when the program starts: the page's start
// runs every package's initialisation in one task before it can draw.
func NewCatalog(owner string, table func() []Statement) *Catalog {
	c := &Catalog{owner: owner, texts: sync.OnceValue(func() map[string]string {
		ss := table()
		m := make(map[string]string, len(ss))
		for _, s := range ss {
			if _, dup := m[s.ID]; dup {
				panic(owner + ": statement " + s.ID + " is defined twice")
			}
			m[s.ID] = s.Text
		}
		return m
	})}
	keepCatalog(c) // catalogs.go
	return c
}

// Template returns statement id's template, its placeholders unfilled.
func (c *Catalog) Template(id string) string {
	t, ok := c.texts()[id]
	if !ok {
		panic(c.owner + ": no statement " + id)
	}
	return translated(id, t)
}

// EnglishTemplates returns the English template of every statement c
// says, by ID (a copy): what a language's catalog translates, from which
// the catalogs' English file is written. A function, not a method: the
// linker drops a function no one calls, where a type's exported methods are
// listed in the binary's type data (app.wasm's bytes) whether called or not.
func EnglishTemplates(c *Catalog) map[string]string {
	m := map[string]string{}
	for id, t := range c.texts() {
		m[id] = t
	}
	return m
}

// Say returns statement id as it reads, filled with args when there are
// any (Fill: in Chinese, a space the template puts beside a placeholder
// filled with Chinese words is dropped).
func (c *Catalog) Say(id string, args ...any) string {
	if len(args) == 0 {
		return strings.ReplaceAll(c.Template(id), "%%", "%")
	}
	return Fill(c.Template(id), args...)
}
