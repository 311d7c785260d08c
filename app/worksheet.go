package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The worksheet is the list view's URLs made into a paper exercise: each
// URL numbered, in large monospace type, with a box for valid and one for
// invalid and a line for why; the list's notes as hints only when the
// teacher asks for them (the generator writes notes under the invalid URLs
// alone, so a hint tells which ones they are). The answer key is a print
// job of its own: each number's URL, verdict, first error (code and the
// whole message) and the section of the RFC that rules on it. Printed with
// the worksheet, it would come out with every copy a class is handed.
//
// Both exist for paper only. "Print worksheet" or "Print answer key" draws
// one into the list view (hidden on screen), marks the document
// (html.print-worksheet, which the print stylesheet reads to print it
// alone instead of the one-URL handout) and opens the browser's print
// dialog; the browser's afterprint event takes it away again. It is drawn
// only then, not with every list: a list of 10,000 URLs draws only the
// rows in view.

// sheetMax is the most URLs a worksheet holds: 200 URLs are some twenty
// pages; a longer list is cut, and the sheet says so.
const sheetMax = 200

// A sheetItem is one URL of a worksheet and its answer.
type sheetItem struct {
	URL        string // as visible shows it: a space as "␣", other bytes as ⟨XX⟩
	Hint       string // the list's note, on one line
	Valid      bool
	Production string
	Code       string // the first error's code, message and section; "" when valid
	Message    string
	Section    string
}

// sheetPrint is a worksheet or answer key being printed: which, and the
// listener that ends it.
type sheetPrint struct {
	key   bool // the answer key, not the worksheet
	after app.Func
}

// sheetItems makes the worksheet of the rows idx (the ones the filters let
// through), at most sheetMax of them.
func sheetItems(rows []listRow, idx []int) []sheetItem {
	items := make([]sheetItem, 0, min(len(idx), sheetMax))
	for _, i := range idx[:min(len(idx), sheetMax)] {
		r := &rows[i]
		it := sheetItem{
			URL:        readview.Visible(r.URL),
			Hint:       sheetHint(r.Note),
			Valid:      r.Res.Valid,
			Production: r.Res.Production,
		}
		if d := firstErrorOf(r.Res); d != nil {
			it.Code, it.Message, it.Section = string(d.Code), d.Message, d.RFC
		} else if d, ok := parser.LookupRule(r.Res.Production); ok && r.Res.Valid {
			it.Section = d.Section
		}
		items = append(items, it)
	}
	return items
}

// sheetHint is a note as the worksheet prints it, on one line, without a
// leading "hint:" (the sheet says "Hint:" itself).
func sheetHint(note string) string {
	s := strings.Join(strings.Fields(note), " ")
	if len(s) >= 5 && strings.EqualFold(s[:5], "hint:") {
		s = strings.TrimSpace(s[5:])
	}
	return s
}

// sheetView is the worksheet or its answer key while one is printed: a
// component of its own. The list view hands it the rows the filters let
// through and keeps the print job (printSheet), which the list's buttons
// start and the browser's afterprint ends.
type sheetView struct {
	app.Compo

	ISheet []sheetItem // the sheet's URLs, at most sheetMax
	IOf    int         // how many URLs the filters let through
	IHints bool        // the list's notes printed as hints
	IKey   bool        // the answer key, not the worksheet
}

func (v *sheetView) Render() app.UI {
	if v.IKey {
		return renderSheetKey(v.ISheet, v.IOf)
	}
	return renderWorksheet(v.ISheet, v.IOf, v.IHints)
}

// renderWorksheet draws the worksheet of items, with the list's notes as
// hints when hints is set; of is how many URLs the filters let through,
// when more than items.
func renderWorksheet(sheet []sheetItem, of int, hints bool) app.UI {
	items := make([]app.UI, len(sheet))
	for i, it := range sheet {
		var hint app.UI
		if hints && it.Hint != "" {
			hint = app.P().Class("ws-hint").Body(app.Strong().Text(ui("ui.ws.hint")), app.Text(it.Hint))
		}
		items[i] = app.Li().Class("ws-item").DataSet("n", i+1).Body(
			textSpan("ws-n", strconv.Itoa(i+1)+"."),
			div("ws-body",
				app.P().Class("ws-url").Body(sheetURL(it.URL)...),
				hint,
				app.P().Class("ws-answer").Body(
					app.Span().Class("ws-box").Aria("hidden", "true"), textSpan("ws-choice", ui("ui.quiz.is-valid")),
					app.Span().Class("ws-box").Aria("hidden", "true"), textSpan("ws-choice", ui("ui.quiz.is-invalid")),
					textSpan("ws-why", ui("ui.ws.why")), app.Span().Class("ws-line").Aria("hidden", "true"),
				),
			),
		)
	}
	return app.Section().ID("worksheet").Class("worksheet").Body(
		app.H2().Class("ws-title").Text(ui("ui.ws.title")),
		app.P().Class("ws-name").Body(
			app.Span().Text(ui("ui.ws.name")), app.Span().Class("ws-line").Aria("hidden", "true"),
			app.Span().Text(ui("ui.ws.date")), app.Span().Class("ws-line", "ws-short").Aria("hidden", "true"),
		),
		textP("ws-how", ui("ui.ws.how")),
		sheetCut(len(sheet), of),
		app.Ol().ID("worksheet-items").Class("ws-items").Body(items...),
	)
}

// renderSheetKey draws the answer key of the worksheet of items: the same
// numbers, each with its URL (the teacher marks without the sheet beside
// it), its verdict, its first error whole and the section that rules on it.
func renderSheetKey(sheet []sheetItem, of int) app.UI {
	keys := make([]app.UI, len(sheet))
	for i, it := range sheet {
		var verdict string
		switch {
		case it.Valid:
			verdict = say("page.worksheet.valid", it.Production)
		case it.Production != "":
			verdict = say("page.worksheet.invalid", it.Production)
		default:
			verdict = say("page.worksheet.not-a-url")
		}
		errText := "\u2014"
		if it.Code != "" {
			errText = it.Code + ": " + it.Message
		}
		section := "\u2014"
		if it.Section != "" {
			section = "\u00a7\u00a0" + it.Section
		}
		keys[i] = app.Tr().DataSet("n", i+1).DataSet("valid", it.Valid).Body(
			app.Td().Class("ws-key-n").Text(strconv.Itoa(i+1)),
			app.Td().Class("ws-key-url").Body(sheetURL(it.URL)...),
			app.Td().Class("ws-key-verdict").Text(verdict),
			app.Td().Class("ws-key-error").Text(errText),
			app.Td().Class("ws-key-section").Text(section),
		)
	}
	return app.Section().ID("worksheet").Class("worksheet").Body(
		app.Section().ID("worksheet-key").Class("ws-key").Body(
			app.H2().Class("ws-title").Text(ui("ui.ws.key")),
			textP("ws-how", keyAbout(len(sheet))),
			sheetCut(len(sheet), of),
			app.Table().Class("ws-key-table").Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Text(ui("ui.ws.no")), app.Th().Text("URL"), app.Th().Text(ui("ui.tests.verdict")), app.Th().Text(ui("ui.ws.first-error")), app.Th().Text("RFC"),
				)),
				app.TBody().Body(keys...),
			),
		),
	)
}

// sheetCut says that a sheet holds only the first n of a list's of URLs.
func sheetCut(n, of int) app.UI {
	if of <= n {
		return nil
	}
	return textP("ws-cut", ui("ui.ws.cut", n, of))
}

// sheetURL is a URL as the worksheet prints it: each character as text,
// with a break opportunity after each delimiter, so that a URL too long for
// a line wraps after a "/", "?" or ";" rather than inside a word.
func sheetURL(s string) []app.UI {
	var out []app.UI
	last := 0
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("/?;&=@:.,+", s[i]) >= 0 && i+1 < len(s) && s[i+1] != '/' {
			out = append(out, app.Text(s[last:i+1]), app.Wbr())
			last = i + 1
		}
	}
	return append(out, app.Text(s[last:]))
}

// onPrint returns the handler of "Print worksheet" (key false) or "Print
// answer key": it draws that sheet of the rows the filters show and opens
// the print dialog; the afterprint event takes the sheet away.
func (l *listView) onPrint(key bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) { l.printSheet(ctx, key) }
}

// onSheetHints follows the "with hints" box.
func (l *listView) onSheetHints(ctx app.Context, e app.Event) {
	l.sheetHints = ctx.JSSrc().Get("checked").Bool()
}

func (l *listView) printSheet(ctx app.Context, key bool) {
	if !app.IsClient || len(l.rows) == 0 || l.reading {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	root.Get("classList").Call("add", "print-worksheet")
	if l.sheet == nil {
		sp := &sheetPrint{}
		sp.after = app.FuncOf(func(app.Value, []app.Value) any {
			root.Get("classList").Call("remove", "print-worksheet")
			app.Window().Call("removeEventListener", "afterprint", sp.after)
			sp.after.Release()
			ctx.Dispatch(func(app.Context) {
				if l.sheet == sp {
					l.sheet = nil
				}
			})
			return nil
		})
		app.Window().Call("addEventListener", "afterprint", sp.after)
		l.sheet = sp
	}
	l.sheet.key = key
	ctx.Defer(func(app.Context) { app.Window().Call("print") })
}

// renderSheet is the worksheet while one is being printed, else nothing.
func (l *listView) renderSheet() app.UI {
	if l.sheet == nil {
		return nil
	}
	idx := l.filter.rows(l.rows)
	return &sheetView{ISheet: sheetItems(l.rows, idx), IOf: len(idx), IHints: l.sheetHints, IKey: l.sheet.key}
}

// keyAbout heads the answer key: its sentence for one URL, or for n.
// The sentence for one names no number ("this URL") and is not a plural
// form: it is said of exactly one URL in every language, where a count's
// ".one" follows the language's rule (parser.One) and French's would be
// said of an empty sheet too.
func keyAbout(n int) string {
	if n == 1 {
		return say("page.worksheet.key-about.one")
	}
	return say("page.worksheet.key-about.many", n)
}
