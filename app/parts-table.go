package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// partsTable lists the parts: rule, raw text, decoded octets, span, and the
// teaching notes (info diagnostics) that concern each part.
type partsTable struct {
	app.Compo

	IResult *parser.Result
}

// OnInit may end the start's task first (mountBreak).
func (t *partsTable) OnInit() { mountBreak() }

func (t *partsTable) Render() app.UI {
	res := t.IResult
	if res == nil || len(res.Parts) == 0 {
		return app.P().ID("parts").Class("muted").Text(say("page.parts.none"))
	}
	parts := res.Parts
	notes := partNotes(res)
	shown := min(len(parts), listLimit)
	rows := make([]app.UI, 0, shown)
	for i, p := range parts[:shown] {
		cls := "part-row r-" + ruleClass(p.Rule.String())
		raw := res.Text(p)
		dec := res.Decoded(p)
		decText := readview.Visible(string(dec))
		if string(dec) == raw {
			decText = "="
		}
		if raw == "" {
			raw, decText = "", ""
		}
		noteUIs := make([]app.UI, 0, len(notes[i]))
		for _, d := range notes[i] {
			if d.Code == parser.CodeGenericFallback && !res.Valid {
				// About the whole production, not this part: the
				// diagnostics fold it under the error it follows from.
				continue
			}
			// The head of the message: the diagnostics list holds it whole.
			noteUIs = append(noteUIs, app.Elem("li").Text(readview.MessageHead(d.Message)))
		}
		rows = append(rows, app.Elem("tr").Class(cls).TabIndex(0).
			DataSet("start", p.Start).DataSet("end", p.End).
			Body(
				app.Elem("th").Attr("scope", "row").Body(textCode("rule-name", p.Rule.String())),
				app.Elem("td").Body(rawCell(raw, p.Start == p.End)),
				app.Elem("td").Body(textCode("octets", readview.Clip(decText, 400))),
				app.Elem("td").Class("num").Text(readview.SpanText(int(p.Start), int(p.End))),
				app.Elem("td").Body(app.Elem("ul").Class("notes").Body(noteUIs...)),
			))
	}
	caption := say("page.parts.caption")
	if shown < len(parts) {
		caption += ui("ui.parts.showing", shown, len(parts))
	}
	return app.Elem("table").ID("parts").Class("parts-table").Body(
		app.Elem("caption").Text(caption),
		app.Elem("thead").Body(app.Elem("tr").Body(
			app.Elem("th").Attr("scope", "col").Text(ui("ui.parts.rule")),
			app.Elem("th").Attr("scope", "col").Text(ui("ui.parts.raw")),
			app.Elem("th").Attr("scope", "col").Text(ui("ui.parts.decoded")),
			app.Elem("th").Attr("scope", "col").Text(ui("ui.parts.span")),
			app.Elem("th").Attr("scope", "col").Text(ui("ui.parts.notes")),
		)),
		app.Elem("tbody").Body(rows...),
	)
}

func rawCell(raw string, empty bool) app.UI {
	if empty {
		return textSpan("empty-text", ui("ui.empty"))
	}
	return textCode("raw", readview.ClipVisible(raw, 400))
}

// partNotes gives each info diagnostic to the narrowest part whose span
// contains it.
func partNotes(res *parser.Result) [][]parser.Diagnostic {
	out := make([][]parser.Diagnostic, len(res.Parts))
	for _, d := range res.Diagnostics {
		if d.Severity != parser.Info {
			continue
		}
		best, bestLen := -1, 0
		for i, p := range res.Parts {
			if p.Start <= d.Start && d.End <= p.End && (best < 0 || int(p.End)-int(p.Start) < bestLen) {
				best, bestLen = i, int(p.End-p.Start)
			}
		}
		if best >= 0 {
			out[best] = append(out[best], d)
		}
	}
	return out
}
