package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

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
	return true
}
