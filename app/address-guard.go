package main

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The address guard keeps go-app from seeing an address it cannot read.
//
// Upstream bug (go-app v9.8.0): the browser window's URL method parses
// location.href with url.Parse and drops the error, so an address that
// url.Parse rejects becomes a nil *url.URL. performNavigate (at start-up)
// and navigateTo (on popstate) then read its fields: a nil pointer
// dereference, the Go program exits, and the page stays on screen dead.
// url.Parse rejects a "%" not followed by two hex digits in the path or
// the fragment ("/#%", "/#u=%ZZ", "/rfc#x%2"); the browser leaves such a
// "%" as it is in location.href, whatever else it percent-encodes.
//
// guardAddress repairs the address before go-app reads it: once before
// app.RunWhenOnBrowser, and on every popstate and hashchange through
// listeners added before go-app's (window.onpopstate, set later, runs
// after them). The repair writes each stray "%" as "%25", which is what
// the "%" meant, with history.replaceState; decodeFragment reads the rest.
// The playground then says that the address was repaired (takeNote): the
// address (pageAddress) keeps what the repair changed until it is asked.

// guard repairs the address now and after every history change. It must
// run before app.RunWhenOnBrowser.
func (a *pageAddress) guard() {
	if !app.IsClient {
		return
	}
	a.repair()
	repair := app.FuncOf(func(app.Value, []app.Value) any {
		a.repair()
		return nil
	})
	// Never released: the listeners live as long as the page.
	app.Window().Call("addEventListener", "popstate", repair)
	app.Window().Call("addEventListener", "hashchange", repair)
}

// repair replaces the address with its repair, if it needs one.
func (a *pageAddress) repair() {
	defer func() {
		// A browser refusing replaceState (a throttled history) must not
		// stop the program either.
		recover()
	}()
	href := app.Window().Get("location").Get("href").String()
	fixed, changed := repairHref(href)
	if !changed {
		return
	}
	a.note = say("page.address.repaired")
	app.Window().Get("history").Call("replaceState", app.Window().Get("history").Get("state"), "", fixed)
	a.repairedHref = app.Window().Get("location").Get("href").String()
}

// repairHref returns href with each "%" that does not start a valid escape
// in its path and fragment written as "%25" (the query, which url.Parse
// does not check, is left as it is), and whether anything changed. When
// the result still does not parse, it drops the fragment and then the
// whole path and query, so that what go-app reads always parses.
func repairHref(href string) (string, bool) {
	if _, err := url.Parse(href); err == nil {
		return href, false
	}
	rest, frag, hasFrag := strings.Cut(href, "#")
	pathPart, query, hasQuery := strings.Cut(rest, "?")
	fixed := escapeStrayPercents(pathPart)
	if hasQuery {
		fixed += "?" + query
	}
	if hasFrag {
		fixed += "#" + escapeStrayPercents(frag)
	}
	if _, err := url.Parse(fixed); err == nil {
		return fixed, true
	}
	if _, err := url.Parse(rest); err == nil {
		return rest, true
	}
	u, err := url.Parse(pathPart)
	if err == nil && u.Scheme != "" && u.Host != "" {
		return u.Scheme + "://" + u.Host + "/", true
	}
	return "/", true
}

// escapeStrayPercents writes each "%" of s that is not followed by two hex
// digits as "%25", in one pass.
func escapeStrayPercents(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); i++ {
		c := s[i]
		b.WriteByte(c)
		if c == '%' && !(i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])) {
			b.WriteString("25")
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// takeNote returns the note for the last repair, if the page is still at
// the address it repaired (not, say, on the home page after a repaired /rfc
// link), and forgets it.
func (a *pageAddress) takeNote() string {
	n, at := a.note, a.repairedHref
	a.note, a.repairedHref = "", ""
	if n == "" || !app.IsClient || app.Window().Get("location").Get("href").String() != at {
		return ""
	}
	return n
}
