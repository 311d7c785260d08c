package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// classLegend explains the class strip: each RFC class with the mark the
// strip shows for it and how many bytes of the input have it. It renders
// only when the counts change.
type classLegend struct {
	app.Compo

	ICounts [16]int
}

// OnInit may end the start's task first (mountBreak).
func (l *classLegend) OnInit() { mountBreak() }

// OnMount: the legend's lines are statements, said in the page's language.
func (l *classLegend) OnMount(ctx app.Context) { redrawOnLang(ctx) }

// classMarks lists the RFC classes with the mark the strip uses for each.
var classMarks = []struct {
	Class parser.Class
	Mark  string
}{
	{parser.ClassAlpha, "a"},
	{parser.ClassDigit, "d"},
	{parser.ClassSafe, "s"},
	{parser.ClassExtra, "x"},
	{parser.ClassReserved, "r"},
	{parser.ClassEscape, "%"},
	{parser.ClassNational, "n"},
	{parser.ClassPunctuation, "p"},
	{parser.ClassSpace, "\u2423"},
	{parser.ClassControl, "c"},
	{parser.ClassNonASCII, "8"},
}

// classAbout is what the legend says of a class: its characters.
func classAbout(c parser.Class) string {
	switch c {
	case parser.ClassAlpha:
		return say("page.legend.alpha")
	case parser.ClassDigit:
		return say("page.legend.digit")
	case parser.ClassSafe:
		return say("page.legend.safe")
	case parser.ClassExtra:
		return say("page.legend.extra")
	case parser.ClassReserved:
		return say("page.legend.reserved")
	case parser.ClassEscape:
		return say("page.legend.escape")
	case parser.ClassNational:
		return say("page.legend.national")
	case parser.ClassPunctuation:
		return say("page.legend.punctuation")
	case parser.ClassSpace:
		return say("page.legend.space")
	case parser.ClassControl:
		return say("page.legend.control")
	case parser.ClassNonASCII:
		return say("page.legend.nonascii")
	}
	return ""
}

// renderClassLegend counts the classes of the drawn bytes, from their
// packed cell information.
func renderClassLegend(info string) app.UI {
	var counts [16]int
	for i := 0; i < len(info); i++ {
		counts[info[i]&infoClassMask]++
	}
	return &classLegend{ICounts: counts}
}

func (l *classLegend) Render() app.UI {
	items := make([]app.UI, 0, len(classMarks))
	for _, m := range classMarks {
		name := m.Class.String()
		cls := "legend-item k-" + name
		if l.ICounts[m.Class] == 0 {
			cls += " absent"
		}
		items = append(items, app.Elem("li").Class(cls).Body(
			app.Span().Class("swatch").Aria("hidden", "true").Text(m.Mark),
			textSpan("legend-name", name),
			textSpan("legend-about", classAbout(m.Class)),
			textSpan("legend-count", strconv.Itoa(l.ICounts[m.Class])),
		))
	}
	return div("class-legend",
		app.Elem("h3").Class("legend-title").Text(say("page.legend.title")),
		app.Elem("ul").Class("legend-list").Body(items...),
	)
}
