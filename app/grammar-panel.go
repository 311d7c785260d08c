package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// grammarPanel shows the BNF rules the input's production uses, the rules of
// this derivation marked, and the definition of the rule selected in the
// tree with its RFC section.
type grammarPanel struct {
	app.Compo

	IResult *parser.Result
	IRule   string
}

// OnInit may end the start's task first (mountBreak).
func (g *grammarPanel) OnInit() { mountBreak() }

func (g *grammarPanel) Render() app.UI {
	res := g.IResult
	if res == nil {
		return app.Elem("aside").ID("grammar").Class("grammar")
	}
	top := res.Production
	if top == "" {
		top = "url"
	}
	used, rejected := rulesUsed(res)
	names := parser.RulesUsedBy(top)
	items := make([]app.UI, 0, len(names))
	for _, name := range names {
		r, ok := parser.LookupRule(name)
		if !ok {
			continue
		}
		cls := "rule"
		mark := ""
		li := app.Elem("li")
		if s, ok := rejected[name]; ok {
			// Marked first: a rule the derivation used that also read
			// text it does not match.
			cls += " rejected"
			mark = say("page.grammar.rejected", readview.SpanText(s.Start, s.End), name)
			li = li.DataSet("start", s.Start).DataSet("end", s.End)
		} else if s, ok := used[name]; ok {
			cls += " used"
			mark = say("page.grammar.used")
			if s.On {
				li = li.DataSet("start", s.Start).DataSet("end", s.End)
				mark = say("page.grammar.used-at", readview.SpanText(s.Start, s.End))
			}
		}
		if name == g.IRule {
			cls += " selected"
		}
		items = append(items, li.Class(cls).ID("rule-"+ruleClass(name)).DataSet("name", name).Body(
			app.Elem("pre").Class("bnf").Text(r.Text),
			erratumNote(name),
			textSpan("rule-used", mark),
		))
	}
	return app.Elem("aside").ID("grammar").Class("grammar").Aria("labelledby", "grammar-h").Body(
		app.Elem("h3").ID("grammar-h").Text(ui("ui.grammar.h", top)),
		g.renderSelected(),
		textP("muted", say("page.grammar.about", top)),
		app.Elem("ul").Class("rules").Body(items...),
	)
}

// renderSelected shows the definition of the rule chosen in the tree.
func (g *grammarPanel) renderSelected() app.UI {
	if g.IRule == "" {
		return app.P().ID("rule-definition").Class("rule-definition muted").
			Text(ui("ui.grammar.select"))
	}
	r, ok := parser.LookupRule(g.IRule)
	if !ok {
		return app.Div().ID("rule-definition").Class("rule-definition").DataSet("rule", g.IRule).Body(
			app.P().Body(sayUI("page.grammar.not-a-rule", app.Code().Text(g.IRule))...),
		)
	}
	var link app.UI
	if href := readview.SectionHref(siteRoot(), r.Section); href != "" {
		link = app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel(r.Section))
	}
	refs := make([]app.UI, 0, len(r.Refs))
	for _, ref := range r.Refs {
		refs = append(refs, app.Elem("li").Body(
			app.Button().Class("btn", "btn-link").Text(ref).OnClick(g.onSelect(ref), ref),
		))
	}
	var refsUI app.UI
	if len(refs) > 0 {
		refsUI = div("refs",
			app.Span().Text(ui("ui.grammar.uses")),
			app.Elem("ul").Class("ref-list").Body(refs...),
		)
	}
	return app.Div().ID("rule-definition").Class("rule-definition").DataSet("rule", r.Name).Aria("live", "polite").Body(
		app.P().Body(app.Strong().Text(r.Name), app.Text(" "), link),
		app.Elem("pre").Class("bnf").Text(r.Text),
		erratumNote(r.Name),
		refsUI,
	)
}

func (g *grammarPanel) onSelect(rule string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionSelectRule, rule)
	}
}
