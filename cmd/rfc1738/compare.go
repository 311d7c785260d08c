package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/internal/clitext"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file is the -compare mode: RFC 1738's reading of each URL beside
// RFC 3986's and Go's net/url's, field by field, with the cause of every
// difference (package compare; the page adds the browser's column).

// compareMaxValue is the longest value the text form prints, in bytes.
const compareMaxValue = 60

// writeCompare prints the comparison of res's input: a table, or with
// asJSON one JSON object on one line.
func writeCompare(out *bufio.Writer, res *parser.Result, asJSON bool) {
	t := compare.Of(res)
	if asJSON {
		b, err := json.Marshal(t)
		if err != nil { // cannot happen: the table holds strings and ints
			b = []byte(`{}`)
		}
		out.Write(b)
		out.WriteByte('\n')
		return
	}
	fmt.Fprintf(out, "%s\n", clipQuote(t.Input, reportMaxText))
	for _, r := range t.Readings {
		// Each reader's verdict is a sentence with its name in it: a
		// language puts the name and the verb where its word order does.
		var verdict string
		switch {
		case r.Accepted && r.Rule == "":
			verdict = clitext.Say("cli.compare.accepts", r.Name)
		case r.Accepted:
			verdict = clitext.Say("cli.compare.accepts-as", r.Name, r.Rule)
		case r.At >= 0:
			verdict = clitext.Say("cli.compare.rejects-at", r.Name, r.At, r.Why)
		default:
			verdict = clitext.Say("cli.compare.rejects", r.Name, r.Why)
		}
		fmt.Fprintf(out, "  %s\n", verdict)
	}
	// The columns by display width (columns.go): a language's "(absent)"
	// may be wide characters.
	head := []string{"  field", ""}
	for _, r := range t.Readings {
		head = append(head, r.Reader)
	}
	rows := [][]string{head}
	for _, row := range t.Rows {
		mark := "="
		if row.Differ {
			mark = "≠"
		}
		cells := []string{"  " + row.Field.String(), mark}
		for _, r := range t.Readings {
			cells = append(cells, cellText(r.Cells[row.Field]))
		}
		rows = append(rows, cells)
	}
	writeColumns(out, rows)
	for _, row := range t.Rows {
		for i, why := range row.Why {
			fmt.Fprintf(out, "  %s: %s\n", row.Field, why)
			if i < len(row.Quotes) {
				for _, c := range row.Quotes[i] {
					fmt.Fprintf(out, "    %s %s: %s\n", c.Doc, sectionName(c.Section), strconv.Quote(c.Quote))
				}
			}
		}
	}
	if td := t.Today; td != nil {
		if td.RFC.Number != 0 {
			// The date and the status in the language chosen, as the
			// page says them; the title is the RFC's, as written.
			fmt.Fprintf(out, "  today: %s\n", clitext.Say("cli.compare.today", td.RFC.Number, td.RFC.Title,
				dateText(td.RFC.Month, td.RFC.Year), statusText(td.RFC.Status)))
		} else {
			fmt.Fprintf(out, "  today: RFC 1738\n")
		}
		fmt.Fprintf(out, "    %s\n", td.Says)
		for _, c := range td.Quotes {
			fmt.Fprintf(out, "      %s %s: %s\n", c.Doc, sectionName(c.Section), strconv.Quote(c.Quote))
		}
		for _, ch := range td.Changes {
			fmt.Fprintf(out, "    %s: %s\n", ch.Cause, ch.Why)
			for _, c := range ch.Quotes {
				fmt.Fprintf(out, "      %s %s: %s\n", c.Doc, sectionName(c.Section), strconv.Quote(c.Quote))
			}
		}
	}
}

// sectionName names a section for the text form: "section 3.1",
// "appendix" (RFC 1738's), "appendix C" (RFC 3986's).
func sectionName(sec string) string {
	switch {
	case sec == "appendix" || sec == "abstract":
		return sec
	case len(sec) > 0 && sec[0] >= 'A' && sec[0] <= 'Z':
		return "appendix " + sec
	}
	return "section " + sec
}

// cellText is a cell for the text form: (absent), "" or the quoted value,
// and its span.
func cellText(c compare.Cell) string {
	if !c.Present {
		return clitext.Say("cli.compare.absent")
	}
	s := clipQuote(c.Value, compareMaxValue)
	if c.HasSpan {
		s += " " + strconv.Itoa(c.Start) + "-" + strconv.Itoa(c.End)
	}
	return s
}

// clipQuote quotes s as Go does (so control bytes and invalid UTF-8 show
// as escapes), shortened to about max bytes.
func clipQuote(s string, max int) string {
	if len(s) > max {
		return strconv.Quote(s[:max]) + "..."
	}
	return strconv.Quote(s)
}
