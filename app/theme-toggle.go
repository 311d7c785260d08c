package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// themeToggle switches between light and dark. The page follows
// prefers-color-scheme until the toggle is used; the choice is kept in
// localStorage ("theme": "light" or "dark") and applied as a class on the
// root element, which web/app.css turns into colours.
type themeToggle struct {
	app.Compo

	dark bool
}

// OnInit may end the start's task first (mountBreak).
func (t *themeToggle) OnInit() { mountBreak() }

const themeKey = "theme"

func newThemeToggle() *themeToggle { return &themeToggle{} }

func (t *themeToggle) OnMount(ctx app.Context) {
	if !app.IsClient {
		return
	}
	stored := storageGet(themeKey)
	switch stored {
	case "dark", "light":
		applyTheme(stored)
		t.dark = stored == "dark"
	default:
		mq := app.Window().Call("matchMedia", "(prefers-color-scheme: dark)")
		t.dark = mq.Truthy() && mq.Get("matches").Bool()
	}
}

func (t *themeToggle) Render() app.UI {
	label := ui("ui.theme")
	return app.Button().ID("theme-toggle").Class("btn", "theme-toggle").
		Aria("pressed", t.dark).
		Title(ui("ui.theme.title")).
		OnClick(t.onToggle).
		Body(
			app.Span().Class("theme-icon").Aria("hidden", "true").Text(themeIcon(t.dark)),
			app.Text(" "+label),
		)
}

func themeIcon(dark bool) string {
	if dark {
		return "\u263e"
	}
	return "\u263c"
}

func (t *themeToggle) onToggle(ctx app.Context, e app.Event) {
	t.dark = !t.dark
	theme := "light"
	if t.dark {
		theme = "dark"
	}
	applyTheme(theme)
	storageSet(themeKey, theme)
}

// applyTheme sets the class of the root element: "dark" or "light".
func applyTheme(theme string) {
	if !app.IsClient {
		return
	}
	cl := app.Window().Get("document").Get("documentElement").Get("classList")
	cl.Call("remove", "dark", "light")
	cl.Call("add", theme)
}

// storageGet and storageSet use localStorage directly, as plain strings; a
// browser that refuses storage (private modes) just forgets.
func storageGet(key string) (v string) {
	defer func() {
		if recover() != nil {
			v = ""
		}
	}()
	s := app.Window().Get("localStorage")
	if !s.Truthy() {
		return ""
	}
	if item := s.Call("getItem", key); item.Truthy() {
		return item.String()
	}
	return ""
}

func storageSet(key, value string) {
	defer func() { recover() }()
	if s := app.Window().Get("localStorage"); s.Truthy() {
		s.Call("setItem", key, value)
	}
}

// storageRefused reports whether the browser refuses this page storage
// (web/theme.js found so and put storages in memory in its place): in a
// frame on another site with third-party storage blocked, or where the
// reader blocks site data. The page then works as ever, but nothing it
// keeps outlives it, and there is no service worker to keep it offline.
func storageRefused() bool {
	return app.IsClient && app.Window().Get("rfc1738NoStorage").Truthy()
}

// noStorageNote says so, once, quietly: nothing where storage works. The
// page asks storageRefused once, before its first render.
func noStorageNote(refused bool) app.UI {
	if !refused {
		return nil
	}
	return app.P().ID("storage-note").Class("storage-note", "muted").
		Text(ui("ui.storage.none"))
}
