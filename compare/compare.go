// Package compare sets four readings of the same bytes side by side: RFC
// 1738 (1994, package parser), RFC 3986 (2005, package rfc3986), the WHATWG
// URL Standard (the browser's URL object, which only the page can ask) and
// Go's net/url. For each of eight fields (scheme, user, password, host,
// port, path, query, fragment) each reading says whether the component is
// absent, empty or has a value, and where it is in the input. A row differs
// exactly when the readings' values differ (absent is not empty, case
// counts), and each differing row is explained from the values themselves,
// citing the rule or section behind the difference.
//
// The page (app/) and the command-line tool (cmd/rfc1738 -compare)
// both use it.
package compare

// Field is one row of the comparison.
type Field int

const (
	Scheme Field = iota
	User
	Password
	Host
	Port
	Path
	Query
	Fragment
	NumFields
)

var fieldNames = [NumFields]string{"scheme", "user", "password", "host", "port", "path", "query", "fragment"}

// String returns the field's name as the hooks and the JSON spell it:
// "scheme", "user", ... "fragment".
func (f Field) String() string {
	if f >= 0 && f < NumFields {
		return fieldNames[f]
	}
	return "field(?)"
}

// The readers, as the page's data-reader hook and the JSON name them.
const (
	RFC1738 = "rfc1738"
	RFC3986 = "rfc3986"
	WHATWG  = "whatwg"
	GoNet   = "gonet"
)

// A Cell is one component as one reader reads it. Present is false when the
// reader finds no such component; Value may then only be "". Start and End
// are the component's bytes in the input, when HasSpan.
type Cell struct {
	Present    bool
	Value      string
	Start, End int
	HasSpan    bool
}

// same reports whether two cells hold the same value: both absent, or both
// present with the same bytes.
func (c Cell) same(d Cell) bool { return c.Present == d.Present && c.Value == d.Value }

// A Reading is how one reader reads the input.
type Reading struct {
	Reader string // RFC1738, RFC3986, WHATWG or GoNet
	Name   string // for people: "RFC 1738 (1994)", ...

	// Accepted is the reader's verdict; Rule names what it accepted (or
	// tried) the input as: "httpurl", "URI", "relative-ref", ...
	Accepted bool
	Rule     string

	// For a rejected input: At is the byte offset where the reader
	// stopped (-1 when the reader does not say), Why says why. Cells then
	// hold the reader's best-effort reading (RFC 1738 and RFC 3986) or
	// nothing (net/url and the browser, which return an error instead).
	At  int
	Why string

	Cells [NumFields]Cell
}

// A Row is one field across the readings.
type Row struct {
	Field  Field
	Differ bool     // the readings' values are not all the same
	Causes []string // the names of the causes of the difference ("leading-slash", "fragment", ...); nil when !Differ
	Why    []string // the causes' explanations, each citing its rule or section, one per name
	Quotes [][]Cite // the sentences each explanation cites, word for word, one list per name
}

// A Table is the comparison of one input.
type Table struct {
	Input    string
	Readings []Reading
	Rows     [NumFields]Row
	// Today is what became of the scheme after 1994 (SchemeToday), when
	// RFC 1738's reading is among the readings and its scheme is one of
	// RFC 1738's ten; nil otherwise.
	Today *Today
}

// Compare sets the readings side by side and explains every difference.
func Compare(input string, readings ...Reading) Table {
	t := Table{Input: input, Readings: readings}
	if len(readings) > 0 && readings[0].Reader == RFC1738 {
		t.Today = SchemeToday(input, readings[0])
	}
	for f := Field(0); f < NumFields; f++ {
		row := Row{Field: f}
		for _, r := range readings[1:] {
			if !r.Cells[f].same(readings[0].Cells[f]) {
				row.Differ = true
				break
			}
		}
		if row.Differ {
			row.Causes, row.Why, row.Quotes = explain(&t, f)
		}
		t.Rows[f] = row
	}
	return t
}

// Reading returns the reading of the named reader, or nil.
func (t *Table) Reading(reader string) *Reading {
	for i := range t.Readings {
		if t.Readings[i].Reader == reader {
			return &t.Readings[i]
		}
	}
	return nil
}

// cell returns reader's cell for f, and whether the table has that reader.
func (t *Table) cell(reader string, f Field) (Cell, bool) {
	if r := t.Reading(reader); r != nil {
		return r.Cells[f], true
	}
	return Cell{}, false
}
