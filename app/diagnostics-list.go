package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// diagnosticsList shows every diagnostic with its severity, message and RFC
// section, a button for its fix, "Fix all", and the canonical form.
type diagnosticsList struct {
	app.Compo

	IResult *parser.Result
}

// OnInit may end the start's task first (mountBreak).
func (l *diagnosticsList) OnInit() { mountBreak() }

func (l *diagnosticsList) Render() app.UI {
	res := l.IResult
	if res == nil {
		return app.Div().ID("diagnostics")
	}
	diags := res.Diagnostics
	order, folded := foldConsequences(diags)
	shown := min(len(order), listLimit)
	items := make([]app.UI, 0, shown)
	for k, i := range order[:shown] {
		d := diags[i]
		sev := d.Severity.String()
		body := l.renderEntry(res, i)
		if k == 0 && len(folded) > 0 {
			// The notes that only follow from this error (no other
			// production matches the text either), folded under it:
			// quieter than any warning, and said once.
			notes := make([]app.UI, 0, len(folded))
			for _, j := range folded {
				f := diags[j]
				notes = append(notes, app.Div().Class("diag", "diag-folded", "sev-"+f.Severity.String()).
					DataSet("code", f.Code).DataSet("severity", f.Severity.String()).
					DataSet("start", f.Start).DataSet("end", f.End).
					Body(l.renderEntry(res, j)...))
			}
			body = append(body, app.Details().Class("diag-follows").Body(
				app.Summary().Text(followsText(len(folded))),
				app.Div().Body(notes...),
			))
		}
		items = append(items, app.Elem("li").Class("diag sev-"+sev).TabIndex(0).
			DataSet("code", d.Code).DataSet("severity", sev).
			DataSet("start", d.Start).DataSet("end", d.End).
			Body(body...))
	}
	var more app.UI
	if shown < len(order) {
		more = textP("muted", "Showing "+itoa(shown)+" of "+itoa(len(diags))+" diagnostics.")
	}
	var empty app.UI
	if len(diags) == 0 {
		empty = textP("muted", say("page.diagnostics.none"))
	}
	// The first item is a list of its own, and the rest follow in a box
	// of their own: on a wide screen that box scrolls, so that the views
	// start on the first screen, and the first error (the one the verdict
	// names, whose Fix comes next) is always whole, never cut by it.
	var first, rest []app.UI
	if len(items) > 0 {
		first, rest = items[:1], items[1:]
	}
	var restList app.UI
	if len(rest) > 0 {
		restList = app.Elem("ol").Class("diag-list").Attr("start", 2).Body(rest...)
	}
	return app.Div().ID("diagnostics").Class("diagnostics").Body(
		empty,
		app.Elem("ol").Class("diag-list", "diag-first").Body(first...),
		div("diag-rest",
			restList,
			more,
			l.renderFixes(res),
		),
	)
}

// renderEntry is diagnostic i in full: its severity, message, code and
// span, the RFC's sentence it rests on, its section, its fix, and for an
// input too long to be drawn on the field, a button that shows its bytes
// there.
func (l *diagnosticsList) renderEntry(res *parser.Result, i int) []app.UI {
	d := res.Diagnostics[i]
	sev := d.Severity.String()
	body := []app.UI{
		app.Span().Class("badge", "badge-"+sev).Text(sev),
		textSpan("diag-message", d.Message),
		app.Span().Class("diag-meta").Body(
			textCode("diag-code", string(d.Code)),
			app.Text(" at "+spanText(int(d.Start), int(d.End))),
		),
	}
	if q := d.Quote.String(); q != "" {
		// The sentence of the RFC the diagnostic rests on, as text:
		// what the RFC says, beside what the tool says of it.
		body = append(body, app.Blockquote().Class("diag-quote").Text("\u201c"+q+"\u201d"))
	}
	if href := sectionHref(d.RFC); href != "" {
		body = append(body, app.A().Class("rfc-link").Href(href).Text(sectionLabel(d.RFC)))
	}
	if len(res.Input) > layerLimit {
		// No marks are drawn on a field this long (layerLimit), and the
		// strip stops at cellLimit: the button selects the bytes in the
		// field, which scrolls to them, however far in they are.
		body = append(body, app.Button().Class("btn", "diag-show").
			Aria("label", "Show bytes "+spanText(int(d.Start), int(d.End))+" in the field").
			OnClick(l.onShow(int(d.Start), int(d.End)), d.Start, d.End).
			Text("Show in the field"))
	}
	if d.HasFix {
		body = append(body, app.Button().Class("btn", "fix").
			Title("replace bytes "+spanText(int(d.Start), int(d.End))+" with \u201c"+clipVisible(d.Fix, 60)+"\u201d").
			Aria("label", fixLabel(res, d)).
			OnClick(l.onFix(i), i).
			Body(
				app.Text("Fix: "),
				app.Code().Text(fixPreview(d.Fix)),
			))
	}
	return body
}

// foldConsequences returns the order the diagnostics are listed in
// (bySeverity), and apart from it the notes that only follow from the
// input's errors: that genericurl does not decide, or does not match
// either, is true of every input its scheme's production rejects. They
// are folded under the first error.
func foldConsequences(diags []parser.Diagnostic) (order, folded []int) {
	all := bySeverity(diags)
	if len(all) == 0 || diags[all[0]].Severity != parser.Error {
		return all, nil
	}
	order = make([]int, 0, len(all))
	for _, i := range all {
		if diags[i].Code == parser.CodeGenericFallback && diags[i].Severity == parser.Info {
			folded = append(folded, i)
			continue
		}
		order = append(order, i)
	}
	return order, folded
}

// onShow selects bytes [start, end) in the field and focuses it: the
// field scrolls to the selection, the inspector follows the caret there.
func (l *diagnosticsList) onShow(start, end int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		res := l.IResult
		f := app.Window().GetElementByID("url-input")
		if res == nil || !f.Truthy() || end > len(res.Input) || start > end {
			return
		}
		// The field counts UTF-16 code units, the diagnostics bytes.
		a := utf16Len(res.Input[:start])
		b := a + utf16Len(res.Input[start:end])
		f.Call("focus", map[string]any{"preventScroll": true})
		f.Call("setSelectionRange", a, b, "backward")
		// Chromium does not scroll a field to a selection set by script.
		// The field wraps anywhere (break-all), so a long URL's lines
		// hold as many characters each: the span's line is at the share
		// of the text before it, and the field scrolls there, the span a
		// third of the way down.
		if n := utf16Len(res.Input); n > 0 {
			h, ch := f.Get("scrollHeight").Float(), f.Get("clientHeight").Float()
			f.Set("scrollTop", max(0, h*float64(a)/float64(n)-ch/3))
		}
	}
}

// followsText is the summary of the notes folded under an error: "2 notes
// that follow from it".
func followsText(n int) string {
	if n == 1 {
		return say("page.diagnostics.follows.one", plural(n, "note"))
	}
	return say("page.diagnostics.follows.many", plural(n, "note"))
}

func (l *diagnosticsList) renderFixes(res *parser.Result) app.UI {
	var fixAll app.UI
	if res.Fixable() {
		fixAll = app.Button().ID("fix-all").Class("btn", "btn-primary").
			Text("Fix all").OnClick(l.onFixAll)
	}
	var canon app.UI
	if c := res.Canonical(); c != "" {
		// The canonical form is a normal form, not a fix: it leaves hosts
		// and fragments as typed, so an invalid URL's can be invalid
		// still, and then says so rather than pass for a repair.
		label, valid := "Canonical form", true
		if !res.Valid && !parser.Parse(c, 0).Valid {
			label, valid = say("page.diagnostics.canonical-invalid"), false
		}
		canon = app.Div().ID("canonical").Class("canonical").DataSet("valid", valid).Body(
			textSpan("canonical-label", label),
			textCode("canonical-text", clipVisible(c, 4096)),
			button("copy-canonical", "Copy").
				Aria("label", "Copy the canonical form").OnClick(l.onCopyCanonical),
		)
	}
	return div("fixes", fixAll, canon)
}

// bySeverity returns the indices of diags, errors first, then warnings,
// then notes, each in the order of the input: the first error is the first
// item, in view.
func bySeverity(diags []parser.Diagnostic) []int {
	order := make([]int, 0, len(diags))
	for sev := parser.Error; sev <= parser.Info; sev++ {
		for i, d := range diags {
			if d.Severity == sev {
				order = append(order, i)
			}
		}
	}
	for i, d := range diags {
		if d.Severity < parser.Error || d.Severity > parser.Info {
			order = append(order, i)
		}
	}
	return order
}

// fixLabel says what a Fix button does, for screen readers. It starts with
// the button's visible text ("Fix: %7E", "Fix: delete"), so that a reader
// who names the button by what it shows (speech input) reaches it: WCAG
// 2.5.3, Label in Name.
func fixLabel(res *parser.Result, d parser.Diagnostic) string {
	old := ""
	if d.Start >= 0 && int(d.End) <= len(res.Input) && d.Start <= d.End {
		old = res.Input[d.Start:d.End]
	}
	if d.Fix == "" {
		return "Fix: delete \u201c" + clipVisible(old, 60) + "\u201d"
	}
	return "Fix: " + fixPreview(d.Fix) + " \u2014 replace \u201c" + clipVisible(old, 60) + "\u201d with \u201c" + clipVisible(d.Fix, 60) + "\u201d"
}

func fixPreview(fix string) string {
	if fix == "" {
		return "delete"
	}
	return clipVisible(fix, 40)
}

func (l *diagnosticsList) onFix(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionFix, i)
	}
}

func (l *diagnosticsList) onFixAll(ctx app.Context, e app.Event) {
	ctx.NewAction(actionFixAll)
}

func (l *diagnosticsList) onCopyCanonical(ctx app.Context, e app.Event) {
	ctx.NewActionWithValue(actionCopy, "canonical")
}
