package main

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// RFC 1738's record and errata, where its text is shown. The RFC's own
// text stays as published; what the RFC Editor has recorded about it since
// is drawn beside it, never into it.
//
// The elements are built through el and textEl: each chain of go-app's
// builder methods is its own code in app.wasm (a few hundred bytes a
// call), and these views are data, the same few shapes over and over.

// el is an element with a class (none when cls is "") and children.
func el(tag, cls string, kids ...app.UI) app.UI {
	e := app.Elem(tag)
	if cls != "" {
		e = e.Class(cls)
	}
	return e.Body(kids...)
}

// textEl is an element with a class (none when cls is "") and a text.
func textEl(tag, cls, text string) app.UI {
	e := app.Elem(tag)
	if cls != "" {
		e = e.Class(cls)
	}
	return e.Text(text)
}

// rfcRecord is the RFC's status, what obsoletes and updates it, and its
// errata, at the top of /rfc.
func rfcRecord() app.UI {
	rec := parser.RFCRecord()
	docs := func(rs []parser.LaterRFC) app.UI {
		items := make([]app.UI, len(rs))
		for i, r := range rs {
			// No link: the site refers to nothing remote, so that it
			// works offline; the number is what a reader looks up.
			items[i] = app.Elem("li").DataSet("rfc", r.Number).
				Text(say("page.rfc.record.doc", r.Number, r.Title, monthText(r.Month), r.Year))
		}
		return el("ul", "rfc-record-list", items...)
	}
	errata := parser.Errata()
	eitems := make([]app.UI, len(errata))
	for i, e := range errata {
		eitems[i] = app.Elem("li").DataSet("erratum", e.ID).DataSet("status", e.Status).Body(
			app.A().Href("#erratum-" + strconv.Itoa(e.ID)).Text(say("page.rfc.record.erratum", e.ID, recordName(e.Status), recordName(e.Type), e.Section)),
		)
	}
	rows := [...]struct {
		label, id string
		body      app.UI
	}{
		{say("page.rfc.record.status"), "rfc-status", app.Text(ui("ui.rfc.status-date", recordName(rec.Category), publishedText(rec.Published)))},
		{say("page.rfc.record.obsoleted"), "rfc-obsoleted-by", docs(rec.ObsoletedBy)},
		{say("page.rfc.record.updated"), "rfc-updated-by", docs(rec.UpdatedBy)},
		{say("page.rfc.record.errata"), "rfc-errata", el("ul", "rfc-record-list", eitems...)},
	}
	dl := make([]app.UI, 0, 2*len(rows))
	for _, r := range rows {
		dl = append(dl, textEl("dt", "", r.label), app.Elem("dd").ID(r.id).Body(r.body))
	}
	return app.Section().ID("rfc-record").Class("rfc-record").Aria("label", ui("ui.rfc.record")).Body(
		el("dl", "", dl...),
		textEl("p", "muted", say("page.rfc.unchanged")),
	)
}

// erratumAside is erratum e as the RFC page shows it beside its lines:
// its ID, status, type and dates, the text as published and as corrected
// (or as the report proposed, for one not verified), its notes, and how
// this tool reads the line.
func erratumAside(e parser.Erratum) app.UI {
	head := say("page.erratum.head", e.ID, recordName(e.Status), recordName(e.Type), e.Reported)
	if e.Verified != "" {
		head += say("page.erratum.verified", e.Verified)
	}
	corrected := say("page.erratum.proposed")
	if e.Status == "Verified" {
		corrected = say("page.erratum.corrected")
	}
	quoted := func(label, q string) string {
		if q == "" {
			return ""
		}
		return ui("ui.erratum.quoted", label, q)
	}
	rules := ""
	if e.Rules > 0 {
		rules = say("page.erratum.first-rule", e.Rules)
	}
	// The aside is a column of texts: built in a loop, as data, because
	// each go-app builder chain is its own code in app.wasm.
	rows := [...]struct{ tag, cls, text string }{
		{"p", "erratum-head", head},
		{"p", "", say("page.erratum.published")},
		{"pre", "erratum-published", e.Published},
		{"p", "muted", rules},
		{"p", "", corrected},
		{"pre", "erratum-corrected", e.Corrected},
		{"p", "erratum-notes", quoted(say("page.erratum.notes"), e.Notes)},
		{"p", "erratum-notes", quoted(say("page.erratum.verifier"), e.VerifierNotes)},
		{"p", "erratum-reading", e.Reading()},
		{"p", "muted", say("page.erratum.source", e.ID)},
	}
	kids := make([]app.UI, 0, len(rows))
	for _, r := range rows {
		if r.text != "" {
			kids = append(kids, textEl(r.tag, r.cls, r.text))
		}
	}
	return app.Elem("aside").ID("erratum-"+strconv.Itoa(e.ID)).Class("erratum", "erratum-"+strings.ToLower(e.Status)).
		DataSet("status", e.Status).Aria("label", ui("ui.rfc.erratum", e.ID)).Body(kids...)
}

// erratumNote is the note under a printed line of section 5 that an
// erratum corrects (gopherurl's, by erratum 5118), or nil.
func erratumNote(rule string) app.UI { return erratumNoteIn("p", rule) }

// erratumInline is erratumNote inside a sentence: the railroad view's
// caption.
func erratumInline(rule string) app.UI { return erratumNoteIn("span", rule) }

func erratumNoteIn(tag, rule string) app.UI {
	e, ok := parser.ErratumOf(rule)
	if !ok {
		return nil
	}
	// The colon and the brackets are the template's: a language spaces
	// and punctuates them as it does its sentences (French's no-break
	// space before ":", Chinese's full-width marks).
	return app.Elem(tag).Class("erratum-note").DataSet("erratum", e.ID).Body(
		uiUI("ui.erratum.note",
			strong(say("page.erratum.rule", e.ID, recordWord(e.Status))),
			e.Reading(),
			app.A().Class("rfc-link").Href(pageHref("/rfc#erratum-"+strconv.Itoa(e.ID))).Text(say("page.erratum.see")),
		)...,
	)
}

// withErrata draws a section's text with each erratum of the section
// beside the lines it concerns: the lines marked, the erratum right under
// them. sec is the section's number ("5", "2.2").
func withErrata(sec, text string) []app.UI {
	type place struct {
		e      parser.Erratum
		lo, hi int
	}
	var places []place
	for _, e := range parser.Errata() {
		if e.Section != sec {
			continue
		}
		if lo, hi, ok := linesOf(text, e.Published); ok {
			places = append(places, place{e, lo, hi})
		}
	}
	// In the order of the text (an insertion sort: a section has one or
	// two errata, and slices.SortFunc's generic sort would be kilobytes of
	// app.wasm); an erratum over lines another has marked is not drawn
	// (none of RFC 1738's is).
	for i := 1; i < len(places); i++ {
		for j := i; j > 0 && places[j].lo < places[j-1].lo; j-- {
			places[j], places[j-1] = places[j-1], places[j]
		}
	}
	var out []app.UI
	at := 0
	for _, p := range places {
		if p.lo < at {
			continue
		}
		out = append(out, el("pre", "rfc-text",
			app.Text(text[at:p.lo]),
			app.Elem("mark").Class("erratum-text").DataSet("erratum", p.e.ID).Text(text[p.lo:p.hi]),
		), erratumAside(p.e))
		at = p.hi
		if at < len(text) && text[at] == '\n' {
			at++
		}
	}
	if at < len(text) || len(out) == 0 {
		out = append(out, textEl("pre", "rfc-text", text[at:]))
	}
	return out
}

// linesOf finds the whole lines of text that hold quote, white space
// folded: the byte range from the start of the first line to the end of
// the last.
func linesOf(text, quote string) (lo, hi int, ok bool) {
	want := parser.FoldSpace(quote)
	if want == "" {
		return 0, 0, false
	}
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	lineEnd := func(k int) int {
		if k+1 < len(starts) {
			return starts[k+1] - 1
		}
		return len(text)
	}
	for a := range starts {
		first := parser.FoldSpace(text[starts[a]:lineEnd(a)])
		if first == "" || !strings.HasPrefix(want, first) && !strings.HasPrefix(first, want) {
			continue
		}
		for b := a; b < len(starts) && b < a+8; b++ {
			if strings.HasPrefix(parser.FoldSpace(text[starts[a]:lineEnd(b)]), want) {
				return starts[a], lineEnd(b), true
			}
		}
	}
	return 0, 0, false
}

// monthIDs name the months in the interface strings, January first.
var monthIDs = [...]string{"ui.month.january", "ui.month.february", "ui.month.march", "ui.month.april", "ui.month.may", "ui.month.june",
	"ui.month.july", "ui.month.august", "ui.month.september", "ui.month.october", "ui.month.november", "ui.month.december"}

// monthText is a month of publication as the RFC Editor's record names it
// ("December") in the page's language.
func monthText(m string) string {
	for i, id := range monthIDs {
		if time.Month(i+1).String() == m {
			return ui(id)
		}
	}
	return m
}

// publishedText is a date of publication, "December 1994", with its month
// in the page's language.
func publishedText(d string) string {
	if m, y, ok := strings.Cut(d, " "); ok {
		return ui("ui.date", monthText(m), y)
	}
	return d
}

// recordWordIDs name in the interface strings the RFC Editor's words for
// an RFC's status and an erratum's status and type, each by the word as
// the RFC Editor's index writes it.
var recordWordIDs = [...][2]string{
	{"Proposed Standard", "ui.status.proposed-standard"},
	{"Internet Standard", "ui.status.internet-standard"},
	{"Historic", "ui.status.historic"},
	{"Verified", "ui.erratum.status.verified"},
	{"Reported", "ui.erratum.status.reported"},
	{"Held for Document Update", "ui.erratum.status.held-for-document-update"},
	{"Rejected", "ui.erratum.status.rejected"},
	{"Technical", "ui.erratum.type.technical"},
	{"Editorial", "ui.erratum.type.editorial"},
}

// recordWord is one of the RFC Editor's words for a status or a type
// ("Proposed Standard", "Verified") in the page's language; a word the
// table lacks as it is.
func recordWord(w string) string {
	for _, p := range recordWordIDs {
		if p[0] == w {
			return ui(p[1])
		}
	}
	return w
}

// recordName is recordWord with the RFC Editor's own word after it where
// the language's differs ("Norme proposée (Proposed Standard)"): a reader
// looks the status up in the RFC Editor's index, which writes it in
// English.
func recordName(w string) string {
	if t := recordWord(w); t != w {
		return ui("ui.record.named", t, w)
	}
	return w
}
