package readview

import (
	"strconv"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The limits of what the reading draws; the page's own limits are these
// (app/state.go).
const (
	// ListLimit is how many diagnostics the list shows: a long input with
	// a mistake in every byte would otherwise build thousands of items.
	ListLimit = 300
	// CellLimit is how many bytes the highlight strip draws, and the field
	// above which no marks are drawn on the field: each diagnostic then
	// has a button that selects its bytes in the field.
	CellLimit = 4 << 10
)

// Diagnostics is #diagnostics: every diagnostic with its severity,
// message and RFC section, a button for its fix, "Fix all", and the
// canonical form. root is the site's path prefix. A nil res is the empty
// list.
func Diagnostics(res *parser.Result, root string) *Node {
	if res == nil {
		return el("div").id("diagnostics")
	}
	diags := res.Diagnostics
	order, folded := foldConsequences(diags)
	shown := min(len(order), ListLimit)
	items := make([]*Node, 0, shown)
	for k, i := range order[:shown] {
		d := diags[i]
		sev := d.Severity.String()
		li := diagAttrs(el("li").class("diag sev-"+sev).attr("tabindex", "0"), d).add(entry(res, i, root)...)
		if k == 0 && len(folded) > 0 {
			// The notes that only follow from this error (no other
			// production matches the text either), folded under it:
			// quieter than any warning, and said once.
			notes := make([]*Node, 0, len(folded))
			for _, j := range folded {
				f := diags[j]
				notes = append(notes, diagAttrs(el("div").class("diag diag-folded sev-"+f.Severity.String()), f).
					add(entry(res, j, root)...))
			}
			li = li.add(el("details").class("diag-follows").add(
				el("summary").text(followsText(len(folded))),
				el("div").add(notes...),
			))
		}
		items = append(items, li)
	}
	var more *Node
	if shown < len(order) {
		more = el("p").class("muted").text(say("page.diagnostics.showing", shown, len(diags)))
	}
	var empty *Node
	if len(diags) == 0 {
		empty = el("p").class("muted").text(say("page.diagnostics.none"))
	}
	// The first item is a list of its own, and the rest follow in a box
	// of their own: on a wide screen that box scrolls, so that the views
	// start on the first screen, and the first error (the one the verdict
	// names, whose Fix comes next) is always whole, never cut by it.
	var first, rest []*Node
	if len(items) > 0 {
		first, rest = items[:1], items[1:]
	}
	var restList *Node
	if len(rest) > 0 {
		restList = el("ol").class("diag-list").attr("start", "2").add(rest...)
	}
	return el("div").id("diagnostics").class("diagnostics").add(
		empty,
		el("ol").class("diag-list diag-first").add(first...),
		el("div").class("diag-rest").add(
			restList,
			more,
			fixes(res),
		),
	)
}

// diagAttrs sets the hooks of a diagnostic's element: its code, severity
// and span.
func diagAttrs(n *Node, d parser.Diagnostic) *Node {
	return n.data("code", string(d.Code)).data("severity", d.Severity.String()).
		data("start", strconv.Itoa(int(d.Start))).data("end", strconv.Itoa(int(d.End)))
}

// entry is diagnostic i in full: its severity, message, code and span,
// the RFC's sentence it rests on, its section, its fix, and for an input
// too long to be drawn on the field, a button that shows its bytes there.
func entry(res *parser.Result, i int, root string) []*Node {
	d := res.Diagnostics[i]
	sev := d.Severity.String()
	start, end := int(d.Start), int(d.End)
	body := []*Node{
		el("span").class("badge badge-" + sev).text(SeverityText(d.Severity)),
		el("span").class("diag-message").text(d.Message),
		el("span").class("diag-meta").add(
			el("code").class("diag-code").text(string(d.Code)),
			text(" "+say("page.diagnostics.at", SpanText(start, end))),
		),
	}
	if q := d.Quote.String(); q != "" {
		// The sentence of the RFC the diagnostic rests on, as text:
		// what the RFC says, beside what the tool says of it.
		body = append(body, el("blockquote").class("diag-quote").text("\u201c"+q+"\u201d"))
	}
	if href := SectionHref(root, d.RFC); href != "" {
		body = append(body, el("a").class("rfc-link").attr("href", href).text(SectionLabel(d.RFC)))
	}
	if len(res.Input) > CellLimit {
		// No marks are drawn on a field this long, and the strip stops
		// at CellLimit: the button selects the bytes in the field, which
		// scrolls to them, however far in they are.
		b := el("button").class("btn diag-show").
			attr("aria-label", ui("ui.rv.show.label", SpanText(start, end))).
			text(ui("ui.rv.show")).on(ActShow, start, end)
		body = append(body, b)
	}
	if d.HasFix {
		b := el("button").class("btn fix").
			attr("title", ui("ui.rv.fix.title", SpanText(start, end), ClipVisible(d.Fix, 60))).
			attr("aria-label", FixLabel(res, d)).
			add(text(ui("ui.rv.fix")), el("code").text(FixPreview(d.Fix))).on(ActFix, i)
		body = append(body, b)
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

// followsText is the summary of the notes folded under an error: "2 notes
// that follow from it".
func followsText(n int) string {
	return say(parser.Counted("page.diagnostics.follows", n), GroupDigits(n))
}

// SeverityText names a severity on its badge: "error", "warning",
// "info" (Severity.String, the hooks' and the JSON's name, stays English).
func SeverityText(s parser.Severity) string {
	switch s {
	case parser.Error:
		return say("page.severity.error")
	case parser.Warning:
		return say("page.severity.warning")
	case parser.Info:
		return say("page.severity.info")
	}
	return s.String()
}

// fixes is "Fix all" and the canonical form.
func fixes(res *parser.Result) *Node {
	var fixAll *Node
	if res.Fixable() {
		fixAll = el("button").id("fix-all").class("btn btn-primary").text(ui("ui.rv.fix-all")).on(ActFixAll)
	}
	var canon *Node
	if c := res.Canonical(); c != "" {
		// The canonical form is a normal form, not a fix: it leaves hosts
		// and fragments as typed, so an invalid URL's can be invalid
		// still, and then says so rather than pass for a repair.
		label, valid := ui("ui.rv.canonical"), true
		if !res.Valid && !parser.Parse(c, 0).Valid {
			label, valid = say("page.diagnostics.canonical-invalid"), false
		}
		copyBtn := el("button").id("copy-canonical").class("btn").
			attr("aria-label", ui("ui.rv.copy.label")).text(ui("ui.rv.copy")).on(ActCopyCanonical)
		canon = el("div").id("canonical").class("canonical").data("valid", boolText(valid)).add(
			el("span").class("canonical-label").text(label),
			el("code").class("canonical-text").text(ClipVisible(c, 4096)),
			copyBtn,
		)
	}
	return el("div").class("fixes").add(fixAll, canon)
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

// FixLabel says what a Fix button does, for screen readers. It starts with
// the button's visible text ("Fix: %7E", "Fix: delete"), so that a reader
// who names the button by what it shows (speech input) reaches it: WCAG
// 2.5.3, Label in Name.
func FixLabel(res *parser.Result, d parser.Diagnostic) string {
	old := ""
	if d.Start >= 0 && int(d.End) <= len(res.Input) && d.Start <= d.End {
		old = res.Input[d.Start:d.End]
	}
	shown := FixWord() + FixPreview(d.Fix)
	if d.Fix == "" {
		return shown + ui("ui.rv.fix.label.delete", ClipVisible(old, 60))
	}
	return shown + ui("ui.rv.fix.label.replace", ClipVisible(old, 60), ClipVisible(d.Fix, 60))
}

// FixWord is the word a Fix button shows before its replacement ("Fix: "):
// the inspector's button shows it too, so that its label, FixLabel, starts
// with what it shows in every language.
func FixWord() string { return ui("ui.rv.fix") }

// FixPreview is what a Fix button shows of its replacement.
func FixPreview(fix string) string {
	if fix == "" {
		return ui("ui.rv.fix.delete")
	}
	return ClipVisible(fix, 40)
}
