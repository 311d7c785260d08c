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
		item := &grammarRule{IName: name, IText: r.Text, IClass: "rule"}
		if s, ok := rejected[name]; ok {
			// Marked first: a rule the derivation used that also read
			// text it does not match.
			item.IClass += " rejected"
			item.IMark = say("page.grammar.rejected", readview.SpanText(s.Start, s.End), name)
			item.ISpan, item.IStart, item.IEnd = true, s.Start, s.End
		} else if s, ok := used[name]; ok {
			item.IClass += " used"
			item.IMark = say("page.grammar.used")
			if s.On {
				item.ISpan, item.IStart, item.IEnd = true, s.Start, s.End
				item.IMark = say("page.grammar.used-at", readview.SpanText(s.Start, s.End))
			}
		}
		if name == g.IRule {
			item.IClass += " selected"
		}
		items = append(items, item)
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

// grammarRule is one rule of the panel's list: a component of its own so
// that the list's first mount (some thirty rules, 200 ms at 4x CPU) is
// split between rules (mountBreak), and a keystroke updates only the rules
// whose mark changed.
type grammarRule struct {
	app.Compo

	IName, IText, IClass, IMark string
	ISpan                       bool // IStart and IEnd are the bytes it read
	IStart, IEnd                int
}

// OnInit may end the start's task first (mountBreak).
func (r *grammarRule) OnInit() { mountBreak() }

func (r *grammarRule) Render() app.UI {
	li := app.Elem("li")
	if r.ISpan {
		li = li.DataSet("start", r.IStart).DataSet("end", r.IEnd)
	}
	return li.Class(r.IClass).ID("rule-"+ruleClass(r.IName)).DataSet("name", r.IName).Body(
		app.Elem("pre").Class("bnf").Text(r.IText),
		erratumNote(r.IName),
		textSpan("rule-used", r.IMark),
	)
}
