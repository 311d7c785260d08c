package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file draws the reading on the field itself: a mirror of the text
// field (#field-layer) that lies exactly under it, with the same text, font,
// padding, wrapping and scroll, whose text is transparent. Only its
// backgrounds and underlines show through the field: the parts' colours and
// the diagnostics' marks, errors strongest, then warnings, notes quietest.
//
// The mirror holds the field's text character for character, so that both
// wrap and reorder (a bidi override) alike. A character the field draws
// invisibly or not as itself (a tab, a control character, a format or bidi
// control, a byte that is not UTF-8) gets a marker drawn by CSS from its
// data-mark, positioned so that it takes no width: nothing is inserted
// into the text.

// layerLimit is the longest input drawn on the field; a longer one is drawn
// in the strip below only, up to cellLimit, and the field scrolls by itself.
const layerLimit = cellLimit

// fieldLayer is the mirror under the text field.
//
// In the browser go-app draws its element only; its spans are drawn by
// web/field.js (urlField.layer) from the items layerItems lays out, sent in
// one call whenever the reading changes. Drawn as go-app elements, every
// span was built, compared and written attribute by attribute on each
// key, and a key in the middle of the field changes every span after it:
// about 1 ms of a keystroke's script at 40 B (bench/keyprofile trace,
// docs/PERFORMANCE.md). The page as built (the generator, not the browser)
// holds the same spans, drawn by go-app, so that the field is coloured
// before app.wasm runs.
type fieldLayer struct {
	app.Compo

	IResult *parser.Result

	live **fieldLayer // where it records itself while mounted (keystroke.go)
}

// OnInit may end the start's task first (mountBreak).
func (l *fieldLayer) OnInit() { mountBreak() }

func (l *fieldLayer) Render() app.UI {
	div := app.Div().ID("field-layer").Aria("hidden", "true")
	if !layerShown(l.IResult) {
		return div.Class("field-layer", "off")
	}
	div = div.Class("field-layer")
	if app.IsClient {
		// Its spans are drawLayer's.
		return div
	}
	items := layerItems(l.IResult)
	spans := make([]app.UI, len(items))
	for i, it := range items {
		s := app.Span().Class(it.Class).DataSet("start", it.Start).DataSet("end", it.End)
		if it.Mark != "" {
			s = s.DataSet("mark", it.Mark)
		}
		spans[i] = s.Text(it.Text)
	}
	return div.Body(spans...)
}

// OnUpdate draws the spans of a reading the parent gave (go-app calls it
// after the render with the new fields); a keystroke draws its own
// (redrawKeystroke).
func (l *fieldLayer) OnUpdate(app.Context) { drawLayer(l.JSValue(), l.IResult) }

// layerShown reports whether res is drawn on the field: too long an input
// is drawn in the strip only.
func layerShown(res *parser.Result) bool { return res != nil && len(res.Input) <= layerLimit }

// drawLayer draws res's spans into the mirror el (none if it is not
// shown) with web/field.js's urlField.layer, whose comment gives the form
// of what it is sent.
func drawLayer(el app.Value, res *parser.Result) {
	var head, text strings.Builder
	if layerShown(res) {
		items := layerItems(res)
		text.Grow(len(res.Input))
		for i, it := range items {
			if i > 0 {
				head.WriteByte('\n')
			}
			head.WriteString(it.Class)
			head.WriteByte('\t')
			head.WriteString(strconv.Itoa(it.Start))
			head.WriteByte('\t')
			head.WriteString(strconv.Itoa(it.End))
			head.WriteByte('\t')
			head.WriteString(it.Mark)
			head.WriteByte('\t')
			head.WriteString(strconv.Itoa(utf16Len(it.Text)))
			text.WriteString(it.Text)
		}
	}
	if warming {
		// The worker's stand-in document has no web/field.js: what
		// was computed has had its code compiled, which is the point.
		return
	}
	app.Window().Get("urlField").Call("layer", el, head.String(), text.String())
}

// A layerItem is one span of the layer: its bytes, classes, text (what the
// field holds for them) and marker.
type layerItem struct {
	Start, End int
	Class      string
	Text       string
	Mark       string
}

// fieldLit is a second mirror, over the marks and under the field's text,
// that lights the lit span on the field, and marks the byte being read when
// the span has one (.at-run; .at-end, an empty run, after the last byte).
// It holds the field's text in runs cut where those begin and end.
type fieldLit struct {
	app.Compo

	IRuns []litRun
}

// A litRun is a run of the field's text and how it is drawn.
type litRun struct {
	Text    string
	Lit, At bool
}

func (l *fieldLit) Render() app.UI {
	body := make([]app.UI, 0, len(l.IRuns))
	for _, r := range l.IRuns {
		e := app.Span().Text(r.Text)
		switch {
		case r.At && r.Text == "":
			e = e.Class("at-end")
		case r.At:
			e = e.Class("at-run")
		case r.Lit:
			e = e.Class("lit-run")
		}
		body = append(body, e)
	}
	return app.Div().ID("field-lit").Class("field-layer", "field-lit").Aria("hidden", "true").Body(body...)
}

// newFieldLit lights bytes [s.Start, s.End) of input on the field, and
// marks byte s.At when s.HasAt.
func newFieldLit(input string, s span) *fieldLit {
	if !s.On || len(input) > layerLimit || s.Start < 0 || s.End > len(input) || s.Start > s.End {
		return &fieldLit{}
	}
	at, atEnd := -1, -1
	if s.HasAt && s.At >= 0 && s.At <= len(input) {
		at, atEnd = s.At, s.At
		if at < len(input) {
			atEnd = nextChar(input, at).end
		}
	}
	if s.Start == s.End && at < 0 {
		return &fieldLit{}
	}
	// The runs' bounds: the input's ends, the span's and the marked byte's.
	cuts := []int{0, s.Start, s.End, len(input)}
	if at >= 0 {
		cuts = append(cuts, at, atEnd)
	}
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	var runs []litRun
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		runs = append(runs, litRun{Text: fieldText(input[a:b]), Lit: s.Start <= a && b <= s.End, At: a == at})
	}
	if at == len(input) {
		runs = append(runs, litRun{At: true})
	}
	return &fieldLit{IRuns: runs}
}

// layerItems lays out the input as the field holds it: runs of characters
// with the same part and the same diagnostic mark share one span; a
// character with a marker has its own; a zero-width diagnostic is an empty
// span where it points.
func layerItems(res *parser.Result) []layerItem {
	in := res.Input
	n := len(in)
	info, eofAt := cellInfo(res, n)
	owner := partOwners(res.Parts, n)
	out := make([]layerItem, 0, 8+len(res.Parts)*2)
	runStart := 0
	flush := func(end int) {
		if end > runStart {
			out = append(out, layerRun(res, in, info, owner, runStart, end, char{}))
		}
		runStart = end
	}
	for i := 0; i < n; {
		if at := info[i] >> infoAtShift; at != 0 {
			flush(i)
			out = append(out, layerItem{Start: i, End: i, Class: "fl-at" + atClass[at]})
		}
		c := nextChar(in, i)
		if c.mark != "" {
			flush(i)
			out = append(out, layerRun(res, in, info, owner, i, c.end, c))
			runStart = c.end
		} else if i > runStart && (owner[i] != owner[runStart] || info[i]&(3<<infoSevShift) != info[runStart]&(3<<infoSevShift)) {
			flush(i)
		}
		i = c.end
	}
	flush(n)
	if eofAt != 0 {
		out = append(out, layerItem{Start: n, End: n, Class: "fl-at" + atClass[eofAt]})
	}
	return out
}

// layerRun is one span of the layer: bytes [start, end) that share a part
// and a mark, or one character with its marker (c.mark).
func layerRun(res *parser.Result, in, info string, owner []int32, start, end int, c char) layerItem {
	cls := "fl"
	if o := owner[start]; o >= 0 {
		p := res.Parts[o]
		cls += " r-" + ruleClass(p.Rule.String())
		if o > 0 && res.Parts[o-1].Start <= p.Start && p.End <= res.Parts[o-1].End {
			cls += " inner"
		}
	}
	cls += sevClass[info[start]>>infoSevShift&3]
	text := c.text
	if c.mark == "" {
		text = fieldText(in[start:end])
	} else {
		cls += " fl-mark " + c.kind
	}
	return layerItem{Start: start, End: end, Class: cls, Text: text, Mark: c.mark}
}

// partOwners gives each byte the index of the innermost part over it, or -1.
// Parts come in order of Start, an enclosing part before those inside it,
// so the last part written over a byte is the innermost.
func partOwners(parts []parser.Part, n int) []int32 {
	owner := make([]int32, n)
	for i := range owner {
		owner[i] = -1
	}
	for k, p := range parts {
		for i := max(int(p.Start), 0); i < min(int(p.End), n); i++ {
			owner[i] = int32(k)
		}
	}
	return owner
}

// fieldForm is the box of the field and its mirrors (.field-stack): a form
// of its own, which nothing submits (method "dialog" outside a dialog does
// nothing; a text area has no implicit submission). Chrome's form autofill
// reads, in a task after every keystroke, the form a changed field belongs
// to, or for a field in no form the page's fields outside any form, the
// hidden views' included (bench/keyprofile timeline: FormControlDidChange).
// With a form of its own that task reads only the field
// (docs/PERFORMANCE.md gives its time with and without).
func fieldForm() app.HTMLForm {
	return app.Form().Class("field-stack").Attr("method", "dialog")
}
