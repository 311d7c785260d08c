package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The playground's page as go-app draws it: the field and its notes, the
// verdict, the highlight, the diagnostics, the inspector and the views
// (workspace.go). Render and its helpers only read: what each panel draws
// when it may lag the input is chosen in drawn-panels.go, and recorded there
// after go-app has drawn it.

// Render draws the workspace and what each panel draws now (drawn-panels.go);
// what it drew is recorded after it (drewNow).
func (p *playground) Render() app.UI {
	root := app.Div().ID("playground").Class("playground").
		DataSet("ready", p.mounted && p.ws.Res != nil && !p.prerendered && p.built(sliceAll)).
		On("mouseleave", p.on(p.onLeave))
	if p.quizzing {
		root = root.DataSet("quiz", true) // web/app.css hides the workspace
	}
	// The workspace's layout follows what the student is doing: the
	// tab shown, or the quiz (web/app.css gives the list and the quiz the
	// whole width, without the reading of the field's URL beside them).
	mode := "quiz"
	if !p.quizzing && p.ws.View >= 0 && p.ws.View < len(views) {
		mode = views[p.ws.View].ID
	}
	root = root.DataSet("mode", mode)
	// The view the program has drawn as chosen. web/field.js shows a
	// tab's view and sets data-mode in the click's own turn; the program
	// draws the choice after the next frame (showViewSoon), and what it
	// does for a view (the railroad's caret listener, the lit span on a
	// view drawn anew) follows then: the browser tests wait for this.
	if p.ws.View >= 0 && p.ws.View < len(views) {
		root = root.DataSet("view", views[p.ws.View].ID)
	}
	if p.ws.Big {
		root = root.DataSet("big", "on")
	}
	return root.Body(
		app.Button().Class("skip-link").Text(ui("ui.skip")).OnClick(p.on(p.onSkip)),
		newUpdateBanner(),
		app.Header().Class("masthead").Body(
			div("masthead-title",
				app.H1().Text(ui("ui.title")),
				textP("tagline", ui("ui.tagline")),
			),
			app.Nav().Class("masthead-nav").Aria("label", ui("ui.nav")).Body(
				app.A().Href(pageHref("/rfc")).Text(ui("ui.nav.rfc")),
				p.renderBigToggle(),
				p.renderLang(),
				newThemeToggle(),
			),
		),
		app.Main().Class("page", "workspace").Body(
			p.renderInput(),
			p.renderBody(),
		),
		app.Footer().Class("footer").Body(
			app.P().Text(ui("ui.footer")),
			app.P().Body(app.A().ID("sources-link").Href(pageHref("/sources")).Text(ui("ui.footer.sources")),
				app.Text(ui("ui.footer.sources-about"))),
			noStorageNote(p.noStorage),
		),
		app.P().ID("verdict-announce").Class("sr-only").
			Role("status").Aria("live", "polite").Aria("atomic", "true").
			Text(p.announcement()),
		app.P().ID("inspector-announce").Class("sr-only").
			Role("status").Aria("live", "polite").Aria("atomic", "true").
			Text(caretDiagnostic(p.ws.Res, p.ws.Caret)),
	)
}

func (p *playground) renderInput() app.UI {
	note := app.P().ID("input-note").Class("input-note").Text(ui("ui.field.note"))
	if p.ws.Res != nil && len(p.ws.Input) > cellLimit {
		note = app.P().ID("input-note").Class("input-note", "notice").Text(p.limitNote())
	}
	field := app.Textarea().ID("url-input").Class("url-input")
	if p.prerendered {
		// The default example, which the build writes as the field's
		// text (app/pages.go: go-app would write Text as a value
		// attribute, which a textarea ignores); on the client, setField.
		field = field.DataSet("fragment", p.addr.fragment(p.ws.Input))
	}
	long := ""
	if len(p.ws.Input) > layerLimit {
		long = "long"
	}
	section := app.Section().Class("input-section").Aria("labelledby", "url-label").Body(
		div("input-bar",
			app.Label().ID("url-label").For("url-input").Class("url-label").Text("URL"),
			div("share",
				p.renderHistory(),
				button("copy-link", ui("ui.share.link")).
					Disabled(p.ws.Res == nil).OnClick(p.on(p.onCopy("link"))),
				button("copy-embed", ui("ui.share.embed")).
					Title(ui("ui.share.embed-title")).
					Disabled(p.ws.Res == nil).OnClick(p.on(p.onCopy("embed"))),
				button("copy-json", ui("ui.share.json")).
					Disabled(p.ws.Res == nil).OnClick(p.on(p.onCopy("json"))),
				app.Span().ID("share-status").Class("share-status").Role("status").Aria("live", "polite").Text(p.ws.Status),
			),
		),
		app.Div().Class("field-scroll", long).Body(
			fieldForm().Body(
				&fieldLayer{IResult: p.ws.Res, live: &p.live.layer},
				newFieldLit(p.ws.Input, p.lit),
				field.
					Rows(1).
					Spellcheck(false).
					Attr("autocomplete", "off").
					Attr("autocapitalize", "off").
					Attr("autocorrect", "off").
					Aria("describedby", p.describedBy()).
					Aria("invalid", p.ws.Res != nil && !p.ws.Res.Valid).
					Placeholder(ui("ui.field.placeholder")).
					OnBlur(p.on(p.onBlur)),
			),
		),
		note,
		app.If(p.ws.Note != "",
			app.P().ID("state-note").Class("input-note", "notice").Text(p.ws.Note),
		),
	)
	// The field and the verdict are one block that stays at the top of
	// the window while the page scrolls (web/app.css, .workspace-head):
	// hovering a cell of the comparison, a node of the derivation or a
	// box of a railroad diagram lights bytes on a field in sight.
	var verdict app.UI
	if p.ws.Res != nil {
		v := &verdictView{IResult: p.ws.Res, IReading: p.ws.Reading, live: &p.live.verdict}
		if p.prerendered {
			v = &verdictView{IResult: p.ws.Res}
		}
		verdict = app.Section().Class("panel", "panel-verdict").Aria("labelledby", "verdict-h").Body(
			app.H2().ID("verdict-h").Class("sr-only").Text(ui("ui.verdict.h")),
			readingWait(),
			v,
			renderFixReport(p.fixReport()),
		)
	}
	return div("workspace-head", section, verdict)
}

// describedBy lists the notes that describe the field.
func (p *playground) describedBy() string {
	if p.ws.Note != "" {
		return "input-note state-note"
	}
	return "input-note"
}

// limitNote says what a long input's views show and what they leave out.
func (p *playground) limitNote() string {
	n := len(p.ws.Input)
	s := ui("ui.field.limit", readview.BytesText(n), readview.BytesText(cellLimit))
	if n > traceLimit {
		s += ui("ui.field.limit-trace", readview.BytesText(traceLimit))
	}
	if n > fragmentLimit {
		s += ui("ui.field.limit-address")
	}
	return s
}

func (p *playground) renderBody() app.UI {
	if p.ws.Res == nil {
		// Only before the prerendered page has its example (OnPreRender);
		// on the client, OnInit reads the input before the first render.
		return app.Div().Class("results")
	}
	if p.prerendered {
		return p.renderPrerendered()
	}
	hl, dg := p.highlightFor(), p.diagnosticsFor()
	return div("results",
		app.Section().Class("panel", "panel-highlight", staleIf(hl != p.ws.Res), awayIf(!p.current("highlight"))).Aria("busy", hl != p.ws.Res).Aria("label", ui("ui.highlight.label")).Body(
			p.startHighlight(hl),
		),
		div("reading",
			app.Section().Class("panel", "panel-diagnostics", staleIf(p.ws.Stale() || dg != p.ws.Shown)).Aria("busy", p.ws.Stale() || dg != p.ws.Shown).Aria("labelledby", "diagnostics-h").Body(
				app.H2().ID("diagnostics-h").Text(ui("ui.diag.h")),
				&diagnosticsList{IResult: dg},
			),
		),
		p.renderSide(p.inspectorFor()),
	)
}

// renderSide is the inspector and the views (until the start has built
// them, start.go: an empty column).
func (p *playground) renderSide(insp inspector) app.UI {
	side := app.Div().Class("side")
	if !p.built(sliceSide) {
		return side
	}
	return side.Body(
		&inspector{IResult: insp.IResult, IPos: insp.IPos, IEnd: insp.IEnd, ICaret: insp.ICaret},
		&mountPoint{}, // the inspector and the views: one slice, more than a task's budget
		p.renderViews(),
	)
}

// inspected is the span the inspector shows: the one under the pointer or
// focus, or else the character before the caret (the one just typed).
func (p *playground) inspected() (pos, end int, caret bool) {
	if p.point.On {
		return p.point.Start, p.point.End, false
	}
	return p.ws.Caret, p.ws.Caret, true
}

// announcement is the verdict as screen readers hear it
// (#verdict-announce): the same sentence as #verdict, for the reading the
// workspace has announced (typing is heard once it pauses, not on every
// keystroke).
func (p *playground) announcement() string {
	if p.ws.Heard == nil {
		return ""
	}
	return readview.VerdictText(p.ws.Heard)
}

// fixReport is what the last Fix all changed, while its reading is shown.
func (p *playground) fixReport() *fixReport {
	if p.fixedAt != p.ws.Reading {
		return nil
	}
	return p.fixed
}

// staleIf is the class of a panel that is behind the input if behind.
func staleIf(behind bool) string {
	if behind {
		return "stale"
	}
	return ""
}
