package main

import (
	"encoding/json"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/internal/siteheaders"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// The changes of the playground that are not typing (a loaded example,
// Fix, Fix all, a copy, the pointer over a span, the address written),
// each an action or an event handler of go-app's.

// flushKeep writes the address now if a write is pending.
func (p *playground) flushKeep() {
	if p.ws.KeepPending() {
		p.writeFragment()
	}
}

func (p *playground) onBlur(ctx app.Context, e app.Event) { p.flushKeep() }

// writeFragment keeps the input, the view and projector mode in the
// address, replacing the history entry. An input too long for an address
// leaves none: a reload or a link then shows the default example, which
// the limit note announces, rather than an older input as if it were this
// one.
func (p *playground) writeFragment() {
	p.keepWait.Cancel()
	if p.addr.moved() {
		// A link or a hash set a moment ago: its event comes next, and
		// OnNav reads the address the student chose (the pending write
		// is dropped there).
		return
	}
	kept := len(p.ws.Input) <= fragmentLimit
	addr := ""
	if kept {
		addr = "#" + p.addr.fragment(p.ws.Input) + viewParam(p.ws.View) + bigParam(p.ws.Big)
	}
	p.ws.Written(p.addr.write(addr) && kept)
}

// replaceInput is a change that did not come from typing: it goes to the
// field, the address and every view at once.
func (p *playground) replaceInput(input string) {
	p.ws.Replace(input)
	p.changed()
	p.setField(input)
	p.writeFragment()
}

func (p *playground) handleLoad(ctx app.Context, a app.Action) {
	if s, ok := a.Value.(string); ok {
		p.replaceInput(s)
		p.drawNow(ctx, "#url-input")
	}
}

func (p *playground) handleFix(ctx app.Context, a app.Action) {
	i, ok := a.Value.(int)
	// The index is into the diagnostics shown, which are those of the input
	// unless typing has just changed it.
	shown := p.drew.diagnostics
	if shown == nil {
		shown = p.ws.Shown
	}
	in := p.ws.Input
	if !ok || shown == nil || shown.Input != in || i < 0 || i >= len(shown.Diagnostics) {
		return
	}
	d := shown.Diagnostics[i]
	if !d.HasFix || d.Start < 0 || int(d.End) > len(in) || d.Start > d.End {
		return
	}
	p.replaceInput(in[:d.Start] + d.Fix + in[d.End:])
	p.ws.Status = ui("ui.fix.applied", d.Code)
	p.drawNow(ctx, "#diagnostics .fix, #fix-all, #url-input")
}

func (p *playground) handleFixAll(ctx app.Context, a app.Action) {
	if p.ws.Res == nil {
		return
	}
	fixed := p.ws.Res.FixAll()
	if fixed == p.ws.Input {
		return
	}
	before := p.ws.Res
	p.replaceInput(fixed)
	p.fixed, p.fixedAt = reportFix(before, p.ws.Res), p.ws.Reading
	p.ws.Status = ui("ui.fix.all-applied")
	p.drawNow(ctx, "#url-input")
}

func (p *playground) handleSelectRule(ctx app.Context, a app.Action) {
	if s, ok := a.Value.(string); ok {
		p.rule = s
	}
}

// drawNow draws a change that is not typing (a loaded example, Fix, Fix
// all; undo flushes too) now, in the task that put its text in the field,
// and then focuses the first element matching focus (which the drawing may
// have just made; focusing the field scrolls the page up to it). Left to go-app's next
// frame tick, the reading came a frame or more after the field's text, and
// the focus with it: a reader saw the new text beside the old reading, and
// a click aimed at the page in between was lost when the focus scrolled it
// away under the pointer (TestGallery's flake; TestGalleryLoadIsOneStep).
func (p *playground) drawNow(ctx app.Context, focus string) {
	p.flush(ctx)
	focusFirst(focus)
}

func (p *playground) onSkip(ctx app.Context, e app.Event) {
	focusFirst("#url-input")
}

func (p *playground) onCopy(what string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.NewActionWithValue(actionCopy, what)
	}
}

func (p *playground) handleCopy(ctx app.Context, a app.Action) {
	what, _ := a.Value.(string)
	res, in := p.ws.Res, p.ws.Input
	if res == nil || !app.IsClient {
		return
	}
	var text string
	switch what {
	case "link":
		if len(in) > fragmentLimit {
			p.ws.Status = ui("ui.share.no-link", readview.BytesText(fragmentLimit))
			return
		}
		// The URL and the tab shown, as the address keeps them (not
		// projector mode, which is the room's, not the link's).
		text = pageURL() + "#" + p.addr.fragment(in) + viewParam(p.ws.View) + langParam()
	case "embed":
		if len(in) > fragmentLimit {
			p.ws.Status = ui("ui.share.no-embed", readview.BytesText(fragmentLimit))
			return
		}
		view := ""
		if p.ws.View > 0 && embeddable(views[p.ws.View].ID) {
			view = views[p.ws.View].ID
		}
		text = embedSnippet(siteOrigin()+pageHref(siteheaders.EmbedPath), in, view, langParam())
	case "json":
		b, err := json.Marshal(res)
		if err != nil {
			p.ws.Status = ui("ui.share.no-json", err.Error())
			return
		}
		text = string(b)
	case "canonical":
		text = res.Canonical()
	default:
		return
	}
	copyTo(ctx, text, &p.ws.Status, ui("ui.share.copied"), ui("ui.clip.by-hand"))
}

// onPoint lights the span of the element under the pointer or focus: the
// nearest element with data-start and data-end.
func (p *playground) onPoint(ctx app.Context, e app.Event) {
	lit := span{}
	if t := e.Get("target"); t.Truthy() && t.Get("closest").Truthy() {
		if el := t.Call("closest", "[data-start][data-end]"); el.Truthy() {
			ds := el.Get("dataset")
			s, err1 := strconv.Atoi(ds.Get("start").String())
			en, err2 := strconv.Atoi(ds.Get("end").String())
			if err1 == nil && err2 == nil && s <= en {
				lit = span{Start: s, End: en, On: true}
			}
		}
		// The inspector lights what it shows, but does not follow
		// itself.
		if !t.Call("closest", "#inspector").Truthy() {
			p.point = lit
		}
	}
	if !lit.On {
		lit = p.rest()
	}
	p.light(lit)
}

func (p *playground) onLeave(ctx app.Context, e app.Event) {
	p.point = span{}
	p.light(p.rest())
}
