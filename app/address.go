package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// pageAddress is the one owner of the playground's address: it alone
// writes the history entry's fragment, and the parts of the page that
// keep something there ask it. The field's input is the playground's
// ("u=…&uc=…", fragment.go), the list is the list view's ("tc=…&t=…",
// list-link.go), and neither writes over the other's: each write is the
// whole fragment, made here from both. It also keeps what the address
// guard repaired (address-guard.go), for the playground to say, and where
// the playground was left (rfc-return.go), for the RFC page's back link.
//
// main makes one and gives it to the pages it routes (app.RouteFunc); the
// playground passes it to the list view. A package variable would do the
// same, unseen: a value handed down says who reads and who writes.
type pageAddress struct {
	list string // the list's parameters, "" when the address holds no list (listParams)

	note         string // what the last repair changed, for the playground to say
	repairedHref string // the address that repair left

	ret string // the playground's fragment when it was last left

	at string // the address as the page last read or wrote it (addressKey), "" before either
}

// The browser changes the address at once when a link is followed or
// location.hash is set, and go-app hears of it (popstate) by queueing the
// navigation as work for its goroutine, behind what is queued already: the
// pause in typing's timer, fired a moment before on a busy phone, may come
// first. Its write would replace the address the student chose with the
// page's old input, and go-app would then read the page's own write. So
// the page remembers the address it last read or wrote, and does not
// write over one it has not read yet.

// addressKey is href without the language parameter, which web/field.js's
// language menu writes by itself: a change of language is not a new
// address to read.
func addressKey(href string) string {
	base, frag, ok := strings.Cut(href, "#")
	if !ok {
		return href
	}
	params := strings.Split(frag, "&")
	kept := params[:0]
	for _, q := range params {
		if !strings.HasPrefix(q, langKey) {
			kept = append(kept, q)
		}
	}
	return base + "#" + strings.Join(kept, "&")
}

// read records that the page has read the address as it is now.
func (a *pageAddress) read() {
	if app.IsClient {
		a.at = addressKey(app.Window().Get("location").Get("href").String())
	}
}

// moved reports whether the address has changed since the page last read
// or wrote it: a navigation whose event has not come yet. It then takes
// the new address as seen, so that one write is skipped, not every write
// if no event ever comes.
func (a *pageAddress) moved() bool {
	if !app.IsClient || a.at == "" {
		return false
	}
	now := addressKey(app.Window().Get("location").Get("href").String())
	if now == a.at {
		return false
	}
	a.at = now
	return true
}

// fragment is the fragment (without "#") that holds input and its
// checksum, and the list when there is one.
func (a *pageAddress) fragment(input string) string {
	return withListLink(inputParams(input), a.list)
}

// keepList records the list's parameters for the writes to come, without
// writing: the address holds them already (a link just opened).
func (a *pageAddress) keepList(f string) { a.list = f }

// setList makes f the list's parameters and writes them into the address
// now, beside the field's input.
func (a *pageAddress) setList(f string) {
	a.list = f
	if !app.IsClient {
		return
	}
	if f := withListLink(locationHash(), a.list); f != "" {
		a.write("#" + f)
	} else {
		a.write("")
	}
}

// write replaces the history entry's fragment with addr ("#…"), or drops
// the fragment when addr is "", and reports whether the browser took it
// (it refuses an address of a few megabytes). The language goes last
// (langParam), after what the others wrote; an address with no fragment
// has none, and is read in the browser's language.
func (a *pageAddress) write(addr string) (ok bool) {
	if !app.IsClient {
		return true
	}
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if addr != "" {
		addr += langParam()
	} else {
		loc := app.Window().Get("location")
		addr = loc.Get("pathname").String() + loc.Get("search").String()
	}
	app.Window().Get("history").Call("replaceState", nil, "", addr)
	a.read()
	return true
}
