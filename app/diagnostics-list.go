package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
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
	return treeUI(readview.Diagnostics(l.IResult, siteRoot()), l.bind)
}

// bind gives each button of the list its handler.
func (l *diagnosticsList) bind(a *readview.Action) (app.EventHandler, []any) {
	switch a.Name {
	case readview.ActFix:
		return l.onFix(a.Args[0]), []any{a.Args[0]}
	case readview.ActShow:
		return l.onShow(a.Args[0], a.Args[1]), []any{a.Args[0], a.Args[1]}
	case readview.ActFixAll:
		return l.onFixAll, nil
	case readview.ActCopyCanonical:
		return l.onCopyCanonical, nil
	}
	return nil, nil
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
