package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// The list view's "Generate exercises…" (#generate): a disclosure with the
// generator's settings (package exercise): the schemes, the kinds of
// mistakes, how many URLs, the share with a mistake and the seed (a random
// one to start with, shown and editable, so that the same list can be made
// again). "Replace the list" and "Append to the list" are loads as the
// gallery's and a file's are: Undo (list-undo.go) takes them back. A list
// that is exactly what the generator made is linked by its settings
// (exercise-link.go); once edited, by its text.
//
// Hooks: #generate (the details element, aria-busy until the form is whole),
// #gen-scheme-<scheme>, #gen-mistake-<code>, #gen-count, #gen-invalid, #gen-seed,
// #generate-replace, #generate-append, #generate-note, .gen-building (see Render).

// genView is the Generate disclosure: a component of its own, with its
// state; the list it makes goes up to the list view (IMade), which keeps
// it, links it by its settings and loads it.
type genView struct {
	app.Compo

	IFocus func(selector string) // moves the focus once the element is drawn (focusSoon)
	// IMade takes a list made: the list view's to load, replacing its list
	// or after it.
	IMade func(ctx app.Context, o exercise.Options, text string, appendTo bool)

	open bool
	// drawn: the form is drawn, from its first opening on (onGenToggle).
	// Drawn closed with the list view, its two hundred elements were most
	// of the view's first drawing, a task of 120-170 ms at 4x CPU, and
	// most lists are not generated. Kept once drawn: what the reader set
	// in it outlives a closing.
	drawn bool
	part  bool   // the first drawing has drawn the form's first half only (onGenToggle)
	busy  bool   // a list is being made: the buttons wait
	seed  string // the seed field's value, as drawn
	note  string // the last generate's outcome, progress, or what is wrong
}

// OnInit draws a seed for the first list.
func (v *genView) OnInit() { v.seed = newSeed() }

// OnMount: the form's note is a statement, said in the page's language.
func (v *genView) OnMount(ctx app.Context) { redrawOnLang(ctx) }

// genMade is a list the generator made, and its settings.
type genMade struct {
	opts exercise.Options
	text string
}

// Defaults of the form: a list a class reads in a few minutes.
const (
	genDefaultCount   = 10
	genDefaultPercent = 30
)

// newSeed is a random seed short enough to read out and type.
func newSeed() string { return strconv.FormatUint(rand.Uint64N(1_000_000), 10) }

// listParams are the fragment's list parameters for text: the
// generator's settings when the generator made text, else the text.
func (l *listView) listParams(text string, quiz bool) string {
	if f := l.genLinkFor(text, quiz); f != "" {
		return f
	}
	return urllist.EncodeLink(text, quiz)
}

// genLinkFor is the generator's link for text, or "" when the generator
// did not make text.
func (l *listView) genLinkFor(text string, quiz bool) string {
	if m := l.genLast; m != nil && m.text == text && text != "" {
		return genLink(m.opts, text, quiz)
	}
	return ""
}

func (v *genView) Render() app.UI {
	d := app.Elem("details").ID("generate").Class("generate").Attr("open", v.open).Aria("busy", v.open && (!v.drawn || v.part)).
		On("toggle", v.onGenToggle).On("keydown", v.onGenKey)
	summary := app.Elem("summary").ID("generate-toggle").Text(ui("ui.gen"))
	note := app.If(v.note != "", app.P().ID("generate-note").Class("input-note").Role("status").Text(v.note))
	if !v.drawn {
		// Until the form is drawn, in a task after the frame that opens
		// the disclosure (onGenToggle), that frame shows this line (the
		// browser opens the disclosure on the click by itself). With
		// nothing inside it, the display skipped that frame's swap (the
		// trace's "Swap skipped"), and Event Timing took the click as
		// answered by the frame of the form's first half: 136-240 ms
		// after it at 4x CPU, against 32-120 with the line.
		return div("generate-wrap", d.Body(summary, app.P().Class("muted", "gen-building").Text(ui("ui.gen.drawing"))), note)
	}
	schemes := []app.UI{app.Elem("legend").Text(ui("ui.gen.schemes"))}
	for _, s := range exercise.Schemes() {
		schemes = append(schemes, app.Label().Class("gen-check").Body(
			app.Input().Type("checkbox").ID("gen-scheme-"+s).Value(s).Checked(true),
			app.Text(s),
		))
	}
	kinds := []app.UI{app.Elem("legend").Text(ui("ui.gen.mistakes"))}
	mistakes := exercise.Mistakes()
	if v.part {
		mistakes = mistakes[:len(mistakes)/2]
	}
	for _, k := range mistakes {
		kinds = append(kinds, app.Label().Class("gen-check").Title(ui("ui.gen.made-in", listText(k.Schemes))).Body(
			app.Input().Type("checkbox").ID("gen-mistake-"+string(k.Code)).Value(string(k.Code)).Checked(true),
			app.Span().Body(app.Text(k.Summary+" "), app.Elem("code").Text(string(k.Code))),
		))
	}

	body := []app.UI{
		textP("input-note", say("page.exercise.about")),
		app.Elem("fieldset").Class("gen-set").Body(schemes...),
		app.Elem("fieldset").Class("gen-set", "gen-kinds").Body(kinds...),
	}
	if v.part {
		return div("generate-wrap", d.Body(summary, div("generate-body", body...)), note)
	}
	return div("generate-wrap", d.Body(
		summary,
		div("generate-body", append(body,
			div("gen-nums",
				app.Label().Body(app.Text(ui("ui.gen.count")),
					app.Input().ID("gen-count").Type("number").Min(1).Max(genMaxCount).Value(genDefaultCount).Attr("inputmode", "numeric")),
				app.Label().Body(app.Text(ui("ui.gen.percent")),
					app.Input().ID("gen-invalid").Type("number").Min(0).Max(100).Step(5).Value(genDefaultPercent).Attr("inputmode", "numeric")),
				app.Label().Body(app.Text(ui("ui.gen.seed")),
					app.Input().ID("gen-seed").Type("text").Value(v.seed).Attr("inputmode", "numeric").
						Spellcheck(false).Attr("autocomplete", "off")),
				button("gen-new-seed", ui("ui.gen.new-seed")).OnClick(v.onNewSeed),
			),
			app.Div().Class("share", "list-actions").Body(
				button("generate-replace", ui("ui.gen.replace")).Class("btn-primary").Disabled(v.busy).OnClick(v.onGenerate(false)),
				button("generate-append", ui("ui.gen.append")).Disabled(v.busy).OnClick(v.onGenerate(true)),
			),
		)...),
	), note)
}

// onGenToggle follows the disclosure opened or closed by its summary.
func (v *genView) onGenToggle(ctx app.Context, e app.Event) {
	v.open = ctx.JSSrc().Get("open").Bool()
	if v.open && !v.drawn {
		// Drawn in a task after the frame that shows the disclosure open:
		// drawn at go-app's next frame, it raced the browser's, and the
		// click often waited for the form's mount (144 ms at 4x CPU). Its
		// first half, then the rest (the fields the buttons read: the
		// form is whole once #gen-seed is there) in a task of their own,
		// each drawn at once: the whole, one task of 64-130 ms at 4x CPU.
		go func() {
			afterNextFrame()
			ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: v, Function: func(ctx app.Context) {
				v.drawn = true
				drawHalves(ctx, v, func(_ app.Context, half bool) {
					v.part = half
					v.Update()
				})
			}})
		}()
	}
}

// onGenKey closes the disclosure on Escape, with the focus on its summary.
func (v *genView) onGenKey(ctx app.Context, e app.Event) {
	// Whether it is open is the element's to say: opened by its summary,
	// it is open before its toggle event (which sets v.open) arrives, and
	// an Escape typed meanwhile must still close it.
	if e.Get("key").String() != "Escape" || !v.open && !ctx.JSSrc().Get("open").Bool() {
		return
	}
	v.open = false
	// Closed on the element too: go-app writes the attribute only when what
	// it drew changes, and a disclosure opened by its summary may be open
	// while what go-app last drew says closed (its toggle event still on
	// its way), so the render alone could leave it open.
	ctx.JSSrc().Set("open", false)
	// After the render that closes it (and once Escape is released), as
	// every focus the list view moves: moved before, it could go with an
	// element the render replaces.
	v.IFocus("#generate-toggle")
}

// onNewSeed draws another seed.
func (v *genView) onNewSeed(ctx app.Context, e app.Event) {
	v.seed = newSeed()
	// Set on the element too: go-app writes the value only when the one
	// it drew changes, and the field may hold what was typed.
	if el := app.Window().GetElementByID("gen-seed"); el.Truthy() {
		el.Set("value", v.seed)
	}
}

// genChecked returns the values of the checked boxes among ids prefix+v
// for v of values, and whether all of them are checked.
func genChecked(prefix string, values []string) (checked []string, all bool) {
	for _, v := range values {
		if el := app.Window().GetElementByID(prefix + v); el.Truthy() && el.Get("checked").Bool() {
			checked = append(checked, v)
		}
	}
	return checked, len(checked) == len(values)
}

// genValue is the value of the field id.
func genValue(id string) string {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		return strings.TrimSpace(el.Get("value").String())
	}
	return ""
}

// readGenForm reads the settings, or says what is wrong with them.
func readGenForm() (exercise.Options, string) {
	var o exercise.Options
	count, err := strconv.Atoi(genValue("gen-count"))
	if err != nil || count < 1 || count > genMaxCount {
		return o, ui("ui.gen.bad-count", genMaxCount)
	}
	pct, err := strconv.Atoi(genValue("gen-invalid"))
	if err != nil || pct < 0 || pct > 100 {
		return o, ui("ui.gen.bad-percent")
	}
	seed, err := strconv.ParseUint(genValue("gen-seed"), 10, 64)
	if err != nil {
		return o, ui("ui.gen.bad-seed")
	}
	o.Count, o.Invalid, o.Seed = count, float64(pct)/100, seed
	schemes, all := genChecked("gen-scheme-", exercise.Schemes())
	if len(schemes) == 0 {
		return o, ui("ui.gen.no-scheme")
	}
	if !all {
		o.Schemes = schemes
	}
	var codes []string
	kinds := exercise.Mistakes()
	for _, k := range kinds {
		codes = append(codes, string(k.Code))
	}
	chosen, all := genChecked("gen-mistake-", codes)
	if all {
		return o, ""
	}
	// Of the kinds chosen, those the chosen schemes can have: a kind no
	// chosen scheme can have is left out, not an error.
	for _, k := range kinds {
		if !slices.Contains(chosen, string(k.Code)) {
			continue
		}
		for _, s := range k.Schemes {
			if len(o.Schemes) == 0 || slices.Contains(o.Schemes, s) {
				o.Mistakes = append(o.Mistakes, parser.Code(k.Code))
				break
			}
		}
	}
	if len(o.Mistakes) == 0 && pct > 0 {
		return o, ui("ui.gen.no-mistake")
	}
	return o, ""
}

// genSlice is how many lines are made between two yields to the browser:
// a line takes a few milliseconds of a slow browser's time (walks and
// parses), so twenty keep each hold of the page short of a frame or two.
const genSlice = 20

// onGenerate makes the list the form asks for and puts it in place of the
// list, or after it. It is made in a goroutine that sleeps between slices
// of lines: Go in the browser runs the page's events only while every
// goroutine waits, and a thousand lines take seconds.
func (v *genView) onGenerate(appendTo bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if v.busy {
			return
		}
		o, bad := readGenForm()
		if bad != "" {
			v.note = bad
			return
		}
		v.busy = true
		v.note = uiCount("ui.gen.making", o.Count)
		ctx.Async(func() {
			entries, err := exercise.GenerateEach(o, func(done int) {
				if done%genSlice == 0 && done < o.Count {
					ctx.Dispatch(func(app.Context) {
						v.note = ui("ui.gen.making-n", o.Count, done)
					})
					yieldToBrowser() // the browser draws and takes keys (not a Go timer: start.go)
				}
			})
			ctx.Dispatch(func(ctx app.Context) {
				v.busy = false
				if err != nil {
					v.note = ui("ui.gen.cannot", err.Error())
					return
				}
				v.made(ctx, o, urllist.Write(entries), appendTo)
			})
		})
	}
}

// made is a list made: the form closes and says so, and the list goes up
// to the list view.
func (v *genView) made(ctx app.Context, o exercise.Options, text string, appendTo bool) {
	v.seed = strconv.FormatUint(o.Seed, 10)
	v.open = false
	// Closed on the element too, as on Escape: the toggle event of the
	// summary's click may not have reached v.open yet, and then the render
	// sees nothing to change and leaves the form open.
	if el := app.Window().GetElementByID("generate"); el.Truthy() {
		el.Set("open", false)
	}
	n := int(math.Round(float64(o.Count) * o.Invalid))
	v.note = uiCount("ui.gen.made", o.Count, n, v.seed, genCommand(o))
	v.IMade(ctx, o, text, appendTo)
}

// generated loads a list the generator made (genView), replacing the list
// or after it, and keeps it with its settings for the links.
func (l *listView) generated(ctx app.Context, o exercise.Options, text string, appendTo bool) {
	l.genLast = &genMade{opts: o, text: text}
	cur := l.areaText()
	list, what := text, ui("ui.gen.list")
	if appendTo && cur != "" {
		sep := ""
		if !strings.HasSuffix(cur, "\n") {
			sep = "\n"
		}
		list = cur + sep + text
	}
	l.replaceList(ctx, list, what)
	if appendTo && cur != "" {
		l.undoNote = ui("ui.gen.appended")
	}
}
