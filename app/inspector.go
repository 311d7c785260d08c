package main

import (
	"strconv"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// inspector shows everything the page knows about one byte: the caret's in
// the field, or the one under the pointer or focus elsewhere. Its byte and
// RFC class, the rule stack from url down, the diagnostic there with its
// fix, and the RFC text that governs it.
type inspector struct {
	app.Compo

	IResult *parser.Result
	IPos    int
	IEnd    int  // the end of the span inspected (the pointer's), or IPos
	ICaret  bool // the position is the caret's
}

// OnInit may end the start's task first (mountBreak).
func (v *inspector) OnInit() { mountBreak() }

// A frame is one rule application of the stack at a byte.
type frame struct {
	Rule       string
	Start, End int
	Failed     bool // the rule's span holds an error, or the rule did not match
}

// stackAt returns the rule stack at byte pos of res's input, from url down
// to the narrowest rule over the byte, and the byte's RFC class ("end" at
// the end of the input).
//
// It reads the derivation tree down to the part's rule (such as hsegment),
// with each rule's span, and below it the character rules from
// Result.StackAt (uchar › unreserved › alpha).
func stackAt(res *parser.Result, pos int) (stack []frame, class string) {
	n := len(res.Input)
	if pos < 0 || pos > n {
		return nil, ""
	}
	class = "end"
	if pos < n {
		lo := max(0, pos-2)
		class = parser.Classes(res.Input[lo:min(n, pos+3)])[pos-lo].String()
	}
	node := res.Trace
	for node != nil {
		stack = append(stack, frame{Rule: node.Rule.String(), Start: int(node.Start), End: int(node.End), Failed: node.Failed})
		var next *parser.Node
		for i := range node.Children {
			c := &node.Children[i]
			if c.Tried || int(c.Start) > pos || int(c.End) < pos {
				continue
			}
			if int(c.Start) <= pos && pos < int(c.End) || pos == n && int(c.End) == n || c.Start == c.End {
				next = c
				break
			}
		}
		node = next
	}
	// Below the innermost node, the parser reads the byte with character
	// rules (uchar › unreserved › alpha) or a literal: StackAt gives them.
	// They may also come between the trace's nodes (hsegment › uchar ›
	// escape: the trace has no uchar node): such a rule spans what the
	// node below it does.
	st := res.StackAt(pos)
	if len(st.Rules) > len(stack) && isSubsequence(stack, st.Rules) {
		merged := make([]frame, 0, len(st.Rules))
		j := 0
		for _, r := range st.Rules {
			switch {
			case j < len(stack) && stack[j].Rule == r:
				merged = append(merged, stack[j])
				j++
			case j < len(stack):
				merged = append(merged, frame{Rule: r, Start: stack[j].Start, End: stack[j].End, Failed: stack[j].Failed})
			default:
				merged = append(merged, frame{Rule: r, Start: st.Start, End: st.End, Failed: !st.Read})
			}
		}
		stack = merged
	}
	if st.Literal != "" {
		stack = append(stack, frame{Rule: st.Literal, Start: st.LiteralStart, End: st.LiteralEnd})
	}
	return stack, class
}

// isSubsequence reports whether the frames read from the trace are, in
// order, among the parser's rules, the first of them first.
func isSubsequence(stack []frame, rules []string) bool {
	if len(stack) == 0 || len(rules) == 0 || rules[0] != stack[0].Rule {
		return len(stack) == 0
	}
	j := 0
	for _, r := range rules {
		if j < len(stack) && stack[j].Rule == r {
			j++
		}
	}
	return j == len(stack)
}

// rulesUsed returns, for each rule the derivation of res used (character
// rules included), the span of its first use; and, for each rule that read
// text the production then rejects (a rule that matched text its rule does
// not match: "1abc" as toplabel), the span of the first such reading. Both
// come from the parser's Derivation.
func rulesUsed(res *parser.Result) (used, rejected map[string]span) {
	used, rejected = map[string]span{}, map[string]span{}
	d := derivationOf(res)
	if d == nil {
		return used, rejected
	}
	for _, r := range d.RulesUsed() {
		used[r] = span{}
	}
	for _, st := range d.Steps {
		if st.Kind == parser.StepLiteral || st.Tried {
			continue
		}
		if st.Rejected {
			if _, ok := rejected[st.Rule]; !ok {
				rejected[st.Rule] = span{Start: st.Start, End: st.End, On: true}
			}
		}
		if s, ok := used[st.Rule]; ok && !s.On {
			used[st.Rule] = span{Start: st.Start, End: st.End, On: true}
		}
	}
	return used, rejected
}

// charRule reports whether rule is a character rule of RFC 1738's BNF, one
// that matches one character (or one escape): alpha, uchar, xchar, ...
func charRule(rule string) bool { return charRules()[rule] }

// charRules are the parser's character rules (parser.CharacterRules), made
// on first use: they come from the parser's walk of every rule of its
// grammar, which would otherwise run during the package's initialisation,
// in the start's first task, before the page can take a key
// (docs/PERFORMANCE.md, "Why the code is as it is").
var charRules = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, r := range parser.CharacterRules() {
		m[r] = true
	}
	return m
})

func (v *inspector) Render() app.UI {
	res := v.IResult
	root := app.Elem("aside").ID("inspector").Class("inspector").Aria("labelledby", "inspector-h")
	if res == nil {
		return root
	}
	n := len(res.Input)
	pos := min(max(v.IPos, 0), n)
	stack, class := stackAt(res, pos)
	// The badge says the class's name (section 2.2's word, as the strip's
	// legend names it), or, past the last byte, the strip's word for the
	// end in the page's language.
	word := class
	if class == "end" {
		word = ui("ui.strip.end")
	}

	where := ui("ui.insp.caret")
	if !v.ICaret {
		where = ui("ui.insp.pointer")
	}
	var what app.UI
	if pos < n {
		what = app.Span().Class("insp-char").Body(
			textCode("insp-glyph", readview.Visible(byteText(res.Input, pos))),
			textSpan("insp-hex", "0x"+hexByte(res.Input[pos])),
		)
	} else {
		what = textSpan("insp-char", ui("ui.end-of-input"))
	}
	head := app.P().Class("insp-byte").Body(
		textSpan("insp-pos", ui("ui.insp.byte", pos)),
		what,
		app.Span().Class("insp-class k-"+class).DataSet("class", class).Text(word),
		textSpan("insp-src muted", where),
	)

	frames := make([]app.UI, 0, len(stack))
	for i, f := range stack {
		if i > 0 {
			frames = append(frames, app.Elem("li").Class("insp-sep").Aria("hidden", "true").Text("\u203a"))
		}
		cls := "insp-rule"
		if f.Failed {
			cls += " failed"
		}
		frames = append(frames, app.Elem("li").Class(cls).
			DataSet("rule", f.Rule).DataSet("start", f.Start).DataSet("end", f.End).
			Title(f.Rule+" "+readview.SpanText(f.Start, f.End)).
			Text(f.Rule))
	}
	var stackUI app.UI
	if len(frames) > 0 {
		stackUI = app.Elem("ol").Class("insp-stack").Aria("label", ui("ui.insp.stack")).Body(frames...)
	} else {
		stackUI = textP("insp-stack muted", ui("ui.insp.no-stack"))
	}

	return root.DataSet("pos", pos).Body(
		app.H2().ID("inspector-h").Class("insp-title").Text(ui("ui.insp")),
		head,
		stackUI,
		v.renderDiag(res, pos, max(v.IEnd, pos)),
		v.renderRule(stack),
	)
}

// byteText is the character at byte pos: the whole UTF-8 sequence when one
// starts there, else the byte.
func byteText(s string, pos int) string {
	c := nextChar(s, pos)
	if c.kind == "m-bad" {
		return s[pos : pos+1]
	}
	return s[pos:c.end]
}

// renderDiag shows the worst diagnostic over [pos, end] by reference: its
// severity, code and the head of its message, a button to its entry in
// the diagnostics list (which holds the whole explanation and the RFC's
// sentence: one screen says each message once), and its fix.
func (v *inspector) renderDiag(res *parser.Result, pos, end int) app.UI {
	best := diagnosticOver(res, pos, end)
	if best < 0 {
		return textP("insp-diag none muted", say("page.inspector.no-diagnostic"))
	}
	d := res.Diagnostics[best]
	sev, word := d.Severity.String(), readview.SeverityText(d.Severity) // the class's name, the page's word
	body := []app.UI{
		app.Span().Class("badge", "badge-"+sev).Text(word),
		textCode("diag-code", string(d.Code)),
		textSpan("diag-message", readview.MessageHead(d.Message)),
		app.Button().Class("btn", "btn-link", "insp-see").
			Aria("label", ui("ui.insp.see.label", word)).
			OnClick(v.onSee(best), best).
			Text(ui("ui.insp.see")),
	}
	if href := readview.SectionHref(siteRoot(), d.RFC); href != "" {
		body = append(body, app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel(d.RFC)))
	}
	if d.HasFix {
		body = append(body, app.Button().Class("btn", "fix").
			Aria("label", readview.FixLabel(res, d)).
			OnClick(v.onFix(best), best).
			Body(app.Text(readview.FixWord()), app.Code().Text(readview.FixPreview(d.Fix))))
	}
	return app.Div().Class("insp-diag sev-"+sev).
		DataSet("code", string(d.Code)).DataSet("severity", sev).
		DataSet("start", d.Start).DataSet("end", d.End).
		Body(body...)
}

// diagnosticOver is the index of the worst diagnostic over [pos, end] of
// res's input, or -1.
func diagnosticOver(res *parser.Result, pos, end int) int {
	best := -1
	for i, d := range res.Diagnostics {
		over := int(d.Start) <= pos && pos < int(d.End) || d.Start == d.End && int(d.Start) >= pos && int(d.Start) <= end
		if over && (best < 0 || d.Severity < res.Diagnostics[best].Severity) {
			best = i
		}
	}
	return best
}

// caretDiagnostic is what screen readers hear (#inspector-announce) when
// the caret moves onto a diagnostic: its severity and the head of its
// message (the diagnostics list holds the rest), for the
// byte the inspector shows for the caret (pos). The inspector itself is no
// live region: it follows the pointer too, and a sentence for every cell
// hovered would drown the reading. The text stays the same while the caret
// stays in one diagnostic, so it is said once.
func caretDiagnostic(res *parser.Result, pos int) string {
	if res == nil {
		return ""
	}
	pos = min(max(pos, 0), len(res.Input))
	i := diagnosticOver(res, pos, pos)
	if i < 0 {
		return ""
	}
	d := res.Diagnostics[i]
	return ui("ui.insp.announce", readview.SeverityText(d.Severity), readview.MessageHead(d.Message))
}

// renderRule shows the definition of the narrowest rule of the stack that
// RFC 1738 section 5 defines, and the section whose prose governs it.
func (v *inspector) renderRule(stack []frame) app.UI {
	for i := len(stack) - 1; i >= 0; i-- {
		r, ok := parser.LookupRule(stack[i].Rule)
		if !ok {
			continue
		}
		var link app.UI
		if href := readview.SectionHref(siteRoot(), r.Section); href != "" {
			link = app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel(r.Section))
		}
		return app.Div().Class("insp-rfc").DataSet("name", r.Name).Body(
			// In the Tab order: a long rule scrolls in its box, and
			// a keyboard reader scrolls it once it has the focus.
			app.Elem("pre").Class("bnf").TabIndex(0).Text(r.Text),
			erratumNote(r.Name),
			link,
		)
	}
	return nil
}

// onSee brings diagnostic i's entry in the diagnostics list into view
// and focuses it (the entries are in the tab order).
func (v *inspector) onSee(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if i >= len(v.IResult.Diagnostics) {
			return
		}
		d := v.IResult.Diagnostics[i]
		sel := `#diagnostics li[data-code="` + string(d.Code) + `"][data-start="` + strconv.Itoa(int(d.Start)) + `"][data-end="` + strconv.Itoa(int(d.End)) + `"]`
		if el := app.Window().Get("document").Call("querySelector", sel); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "nearest"})
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	}
}

func (v *inspector) onFix(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionFix, i)
	}
}
