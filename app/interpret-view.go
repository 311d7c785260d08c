package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// interpretView shows what the URL tells a client to do, by section 3 of
// RFC 1738 (parser.Result.Interpret): a transcript a student can read aloud
// ("connect host.dom:21", "USER myname", "CWD /etc", "RETR motd"), each step
// with the RFC sentence it follows. Each step carries its span in
// data-start and data-end, so hovering or focusing it lights its bytes in
// the field's reading (the playground's onPoint and light).
//
// Hooks: #interpret [data-step] in order, with data-command, data-arg (the
// decoded argument), data-start and data-end.
type interpretView struct {
	app.Compo

	IResult *parser.Result
}

// OnInit may end the start's task first (mountBreak).
func (v *interpretView) OnInit() { mountBreak() }

func (v *interpretView) Render() app.UI {
	res := v.IResult
	if res == nil {
		return app.Div().ID("interpret")
	}
	steps := res.Interpret()
	shown := min(len(steps), listLimit)
	items := make([]app.UI, shown)
	for i, s := range steps[:shown] {
		if s.Command == parser.StepStop {
			s.Note = stopNote(res, s.Note)
		}
		items[i] = &interpretStep{IIndex: i, IStep: s}
	}
	var head, more app.UI
	switch {
	case res.Production == "":
		head = textP("interpret-rejected", say("page.interpret.not-a-url"))
	case !res.Valid:
		head = textP("interpret-rejected", say("page.interpret.rejected"))
	default:
		head = textP("muted", interpretIntro(res.Scheme))
	}
	if shown < len(steps) {
		more = textP("muted", ui("ui.interpret.showing", shown, len(steps)))
	}
	return app.Div().ID("interpret").Class("interpret").Body(
		head,
		app.Elem("ol").Class("interpret-steps").Body(items...),
		more,
	)
}

// interpretIntro says whose words the transcript follows.
func interpretIntro(scheme string) string {
	switch scheme {
	case "ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero":
		return say("page.interpret.intro", scheme)
	}
	return say("page.interpret.unknown-scheme", readview.ClipVisible(scheme, 60))
}

// interpretStep is one step of the transcript: a component of its own so
// that it can write data-arg itself (see OnMount).
type interpretStep struct {
	app.Compo

	IIndex int
	IStep  parser.Step
}

func (c *interpretStep) Render() app.UI {
	s := c.IStep
	cls := "step"
	switch {
	case s.Command == parser.StepStop:
		cls = "step step-stop"
	case s.Guess:
		cls = "step step-guess"
	}
	li := app.Elem("li").Class(cls).TabIndex(0).
		DataSet("step", c.IIndex).
		DataSet("command", s.Command).
		DataSet("start", s.Start).
		DataSet("end", s.End)
	if !app.IsClient {
		li = li.DataSet("arg", s.Argument)
	}

	line := []app.UI{textCode("step-cmd", s.Command)}
	switch {
	case s.Command == parser.StepStop && s.Argument == "":
		line = append(line, textSpan("empty-text", ui("ui.interpret.at", s.Start)))
	case s.Argument != "":
		line = append(line, textCode("step-arg", readview.ClipVisible(s.Argument, 4096)))
	case s.Placeholder != "":
		line = append(line, textSpan("step-placeholder", s.Placeholder))
	default:
		line = append(line, textSpan("empty-text", ui("ui.empty")))
	}
	switch {
	case s.Command == parser.StepStop:
	case s.Guess:
		line = append(line, app.Span().Class("badge", "badge-warning").Text(ui("ui.interpret.guess")))
	}
	line = append(line, textSpan("step-span", ui("ui.bytes", readview.SpanText(s.Start, s.End))))

	var quote, note, source, caution app.UI
	if s.Quote != "" {
		var link app.UI
		if href := readview.SectionHref(siteRoot(), s.RFC); href != "" {
			link = app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel(s.RFC))
		}
		quote = app.P().Class("step-rfc").Body(
			app.Elem("q").Class("step-quote").Text(s.Quote),
			app.Text(" "),
			link,
		)
	} else if href := readview.SectionHref(siteRoot(), s.RFC); href != "" {
		quote = app.P().Class("step-rfc").Body(app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel(s.RFC)))
	}
	if s.Note != "" {
		note = textP("step-note", s.Note)
	}
	if s.Source != "" {
		// What RFC 1738 does not say is not attributed to it: the note's
		// other document is named beside it.
		source = textP("step-source", say("page.interpret.outside", s.Source))
	}
	if s.Caution != "" {
		var link app.UI
		if href := readview.SectionHref(siteRoot(), "6"); href != "" {
			link = app.A().Class("rfc-link").Href(href).Text(readview.SectionLabel("6"))
		}
		caution = app.P().Class("step-caution").Body(
			app.Span().Class("badge", "badge-warning").Text(ui("ui.interpret.caution")),
			app.Text(" "),
			app.Elem("q").Class("step-quote").Text(s.Caution),
			app.Text(" "),
			link,
		)
	}
	return li.Body(
		div("step-line", line...),
		note,
		source,
		caution,
		quote,
	)
}

// OnMount and OnUpdate write data-arg, the decoded argument, to the DOM
// themselves: go-app trims the spaces around an attribute's value, and an
// argument may start or end with a decoded space, tab or CR LF.
func (c *interpretStep) OnMount(ctx app.Context)  { c.writeArg() }
func (c *interpretStep) OnUpdate(ctx app.Context) { c.writeArg() }

func (c *interpretStep) writeArg() {
	if !app.IsClient {
		return
	}
	if el := c.JSValue(); el != nil && el.Truthy() {
		el.Call("setAttribute", "data-arg", c.IStep.Argument)
	}
}

// stopNote is the stop step's note with the first error's message, which
// it starts with, cut to its head: the diagnostics write the error in
// full, once on the screen.
func stopNote(res *parser.Result, note string) string {
	for _, d := range res.Diagnostics {
		if d.Severity == parser.Error {
			if rest, ok := strings.CutPrefix(note, d.Message); ok && d.Message != "" {
				return readview.MessageHead(d.Message) + ui("ui.interpret.in-full") + rest
			}
			break
		}
	}
	return note
}
