package compare

import (
	"encoding/json"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The JSON form of a Table (the CLI's -compare -json):
//
//	{"input","readings":[{"reader","name","accepted","rule","at","why"}],
//	 "rows":[{"field","differ","causes":[...],"why":[...],"quotes":[[{"doc","section","quote"}]],
//	         "cells":[{"reader","present","value","start","end"}]}]}
//
// "at" and "why" only for a rejected reading ("at" -1 when the reader does
// not say where); "value" only for a present cell; "start" and "end" only
// when the cell has a span. "quotes" holds, for each cause, the sentences
// of RFC 1738 and RFC 3986 its explanation cites, word for word ([] for a
// cause that cites neither).
type jsonTable struct {
	Input    string        `json:"input"`
	Readings []jsonReading `json:"readings"`
	Rows     []jsonRow     `json:"rows"`
	Today    *jsonToday    `json:"today,omitempty"`
}

// jsonToday is what became of the scheme:
//
//	{"scheme","rfc","title","month","year","status","says","quotes":[...],
//	 "changes":[{"cause","why","quotes":[...]}]}
//
// "rfc" is 0, and "title" and the date absent, when no RFC has taken the
// scheme over.
type jsonToday struct {
	Scheme  string       `json:"scheme"`
	RFC     int          `json:"rfc"`
	Title   string       `json:"title,omitempty"`
	Month   string       `json:"month,omitempty"`
	Year    int          `json:"year,omitempty"`
	Status  string       `json:"status,omitempty"`
	Says    string       `json:"says"`
	Quotes  []jsonCite   `json:"quotes"`
	Changes []jsonChange `json:"changes"`
}

type jsonChange struct {
	Cause  string     `json:"cause"`
	Why    string     `json:"why"`
	Quotes []jsonCite `json:"quotes"`
}

func jsonCites(cs []Cite) []jsonCite {
	out := []jsonCite{}
	for _, c := range cs {
		out = append(out, jsonCite{c.Doc, c.Section, c.Quote})
	}
	return out
}

type jsonReading struct {
	Reader   string `json:"reader"`
	Name     string `json:"name"`
	Accepted bool   `json:"accepted"`
	Rule     string `json:"rule"`
	At       *int   `json:"at,omitempty"`
	Why      string `json:"why,omitempty"`
}

type jsonRow struct {
	Field  string       `json:"field"`
	Differ bool         `json:"differ"`
	Causes []string     `json:"causes,omitempty"`
	Why    []string     `json:"why,omitempty"`
	Quotes [][]jsonCite `json:"quotes,omitempty"`
	Cells  []jsonCell   `json:"cells"`
}

type jsonCite struct {
	Doc     string `json:"doc"`
	Section string `json:"section"`
	Quote   string `json:"quote"`
}

type jsonCell struct {
	Reader  string  `json:"reader"`
	Present bool    `json:"present"`
	Value   *string `json:"value,omitempty"`
	Start   *int    `json:"start,omitempty"`
	End     *int    `json:"end,omitempty"`
}

// MarshalJSON encodes the table in the form above.
func (t Table) MarshalJSON() ([]byte, error) {
	j := jsonTable{Input: t.Input, Readings: []jsonReading{}}
	for _, r := range t.Readings {
		jr := jsonReading{Reader: r.Reader, Name: r.Name, Accepted: r.Accepted, Rule: r.Rule}
		if !r.Accepted {
			at := r.At
			jr.At, jr.Why = &at, r.Why
		}
		j.Readings = append(j.Readings, jr)
	}
	for _, row := range t.Rows {
		jrow := jsonRow{Field: row.Field.String(), Differ: row.Differ, Causes: row.Causes, Why: row.Why, Cells: []jsonCell{}}
		for _, cs := range row.Quotes {
			jc := []jsonCite{}
			for _, c := range cs {
				jc = append(jc, jsonCite{c.Doc, c.Section, c.Quote})
			}
			jrow.Quotes = append(jrow.Quotes, jc)
		}
		for _, r := range t.Readings {
			c := r.Cells[row.Field]
			jc := jsonCell{Reader: r.Reader, Present: c.Present}
			if c.Present {
				v := c.Value
				jc.Value = &v
			}
			if c.HasSpan {
				s, e := c.Start, c.End
				jc.Start, jc.End = &s, &e
			}
			jrow.Cells = append(jrow.Cells, jc)
		}
		j.Rows = append(j.Rows, jrow)
	}
	if td := t.Today; td != nil {
		jt := &jsonToday{Scheme: td.Scheme, RFC: td.RFC.Number, Title: td.RFC.Title, Month: td.RFC.Month, Year: td.RFC.Year,
			Status: td.RFC.Status, Says: td.Says, Quotes: jsonCites(td.Quotes), Changes: []jsonChange{}}
		for _, c := range td.Changes {
			jt.Changes = append(jt.Changes, jsonChange{c.Cause, c.Why, jsonCites(c.Quotes)})
		}
		j.Today = jt
	}
	return json.Marshal(j)
}

// Of compares the readings of input this package can make by itself: RFC
// 1738's (from res, package parser's reading of input), RFC 3986's and Go's.
// The page adds the browser's.
func Of(res *parser.Result) Table {
	return Compare(res.Input, FromRFC1738(res), FromRFC3986(res.Input), FromGo(res.Input))
}
