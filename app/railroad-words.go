package main

// The railroad view's words around its diagrams: the breadcrumb of the
// diagrams opened, each diagram's caption, and where the reading stopped.

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/railroad"
)

func (v *railroadView) renderCrumbs() app.UI {
	items := make([]app.UI, 0, len(v.path))
	for i, c := range v.path {
		i := i
		label := c.rule.Name
		if i == len(v.path)-1 {
			items = append(items, app.Elem("li").Body(app.Span().Aria("current", "page").Class("rr-crumb-here").Text(label)))
			continue
		}
		items = append(items, app.Elem("li").Body(
			app.Button().Class("rr-crumb").Text(label).OnClick(func(ctx app.Context, e app.Event) {
				v.path = v.path[:i+1]
			}, i),
		))
	}
	return app.Nav().Class("rr-crumbs").Aria("label", ui("ui.rr.crumbs")).Body(app.Elem("ol").Body(items...))
}

func (v *railroadView) renderCaption() app.UI { return v.renderCaptionOf(v.current()) }

func (v *railroadView) renderCaptionOf(c crumb) app.UI {
	r := c.rule
	in := v.res.Input
	name := app.Code().Text(r.Name)
	var caption []app.UI
	switch {
	case c.app == nil:
		caption = sayUI("page.railroad.caption.unused", name, r.Section)
	case c.app.Stuck:
		caption = sayUI("page.railroad.caption.stuck", name, r.Section, c.app.Start, c.app.End)
	case c.app.Start == c.app.End:
		caption = sayUI("page.railroad.caption.empty", name, r.Section, c.app.Start)
	case c.app.End > c.app.Start:
		caption = sayUI("page.railroad.caption.matched", name, r.Section, c.app.Start, c.app.End,
			app.Code().Text(railroad.Shown(clipText(in[c.app.Start:c.app.End], 80))))
	default:
		caption = sayUI("page.railroad.caption.matched", name, r.Section, c.app.Start, c.app.End, "")
	}
	if note := erratumInline(r.Name); note != nil {
		// The space before the note is the template's: Chinese writes
		// none after its sentence.
		caption = append(caption, uiUI("ui.rr.erratum-after", note)...)
	}
	return app.P().Class("rr-caption").Body(caption...)
}

func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "\u2026"
}

// stopNote says where the reading left the track and what it expected.
func (v *railroadView) stopNote() string {
	rd := v.reading
	if rd.Valid {
		return ""
	}
	at := ui("ui.trace.at-end")
	if rd.Stop < len(rd.Input) {
		at = railroad.Shown(rd.Input[rd.Stop : rd.Stop+1])
	}
	s := say("page.railroad.leaves", rd.Stop, at)
	if code, ok := expectedSaid(v.res); ok {
		// Said once on the screen: in the error's diagnostic.
		s += ui("ui.rr.expected-in", string(code))
	} else if exp := railroad.Expected(v.res); len(exp) > 0 {
		s += say("page.railroad.expected", parser.ExpectedText(exp))
	}
	return s
}

func (v *railroadView) renderStop() app.UI {
	if v.reading.Valid {
		return app.P().Class("rr-note", "muted").Text(say("page.railroad.lit"))
	}
	return app.P().Class("rr-note", "rr-stop-note").Body(
		app.Strong().Text(ui("ui.rr.stop")), app.Text(say("page.railroad.stop", v.stopNote())),
	)
}
