package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Projector mode sets every text of the workspace at 20 px or more, for a
// room reading the page off a wall at 1280×720, while the field, the
// verdict and the first error stay in view (web/app.css,
// #playground[data-big]). It is kept in the address as a flag, "&big",
// beside the input and the view, so that a reload or a link opened on the
// room's machine shows it again.

// bigKey is the fragment parameter that turns projector mode on.
const bigKey = "big"

// splitBig takes the projector flag out of a fragment: what remains and
// whether the flag was there.
func splitBig(fragment string) (rest string, big bool) {
	fragment = strings.TrimPrefix(fragment, "#")
	var keep []string
	for param := range strings.SplitSeq(fragment, "&") {
		if param == bigKey {
			big = true
			continue
		}
		keep = append(keep, param)
	}
	return strings.Join(keep, "&"), big
}

// bigParam is the fragment's projector parameter, "&big", or "".
func bigParam(big bool) string {
	if big {
		return "&" + bigKey
	}
	return ""
}

// renderBigToggle is the masthead's projector control.
func (p *playground) renderBigToggle() app.UI {
	return app.Button().ID("big-toggle").Class("btn", "big-toggle").
		Aria("pressed", p.ws.Big).
		Title(ui("ui.big.title")).
		OnClick(p.on(p.onBig)).
		Text(ui("ui.big"))
}

func (p *playground) onBig(ctx app.Context, e app.Event) {
	p.ws.SetBig(!p.ws.Big)
	p.writeFragment()
}
