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

func (l *diagnosticsList) Render() app.UI {
	res := l.IResult
	if res == nil {
		return app.Div().ID("diagnostics")
	}
	diags := res.Diagnostics
	shown := min(len(diags), listLimit)
	items := make([]app.UI, 0, shown)
	for _, i := range bySeverity(diags)[:shown] {
		d := diags[i]
		sev := d.Severity.String()
		cls := "diag sev-" + sev
		body := []app.UI{
			app.Span().Class("badge", "badge-"+sev).Text(sev),
			app.Span().Class("diag-message").Text(d.Message),
			app.Span().Class("diag-meta").Body(
				app.Code().Class("diag-code").Text(d.Code),
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
		items = append(items, app.Elem("li").Class(cls).TabIndex(0).
			DataSet("code", d.Code).DataSet("severity", sev).
			DataSet("start", d.Start).DataSet("end", d.End).
			Body(body...))
	}
	var more app.UI
	if shown < len(diags) {
		more = app.P().Class("muted").Text("Showing " + itoa(shown) + " of " + itoa(len(diags)) + " diagnostics.")
	}
	var empty app.UI
	if len(diags) == 0 {
		empty = app.P().Class("muted").Text("No diagnostics: nothing to fix and nothing to note.")
	}
	return app.Div().ID("diagnostics").Class("diagnostics").Body(
		empty,
		app.Elem("ol").Class("diag-list").Body(items...),
		more,
		l.renderFixes(res),
	)
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
			label, valid = "Canonical form (still invalid: it only normalises the text; Fix all repairs what can be repaired)", false
		}
		canon = app.Div().ID("canonical").Class("canonical").DataSet("valid", valid).Body(
			app.Span().Class("canonical-label").Text(label),
			app.Code().Class("canonical-text").Text(clipVisible(c, 4096)),
			app.Button().ID("copy-canonical").Class("btn").Text("Copy").
				Aria("label", "Copy the canonical form").OnClick(l.onCopyCanonical),
		)
	}
	return app.Div().Class("fixes").Body(fixAll, canon)
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
