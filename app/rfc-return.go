package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A § link in a diagnostic opens /rfc at its section; "Back to the
// playground" there must bring back the reader's URL, view and list, not
// the default example. The § link itself stays "/rfc#section-2.2" (the
// section's anchor, and no user text in an href): the playground remembers
// its fragment when it leaves (pageAddress.remember), and the RFC page's back link
// leads to "/#" + that fragment. The fragment is also kept in the tab's
// sessionStorage, so that a reload of /rfc still leads back; the browser's
// Back button needs none of this (the playground's history entry holds it).

// returnKey is the sessionStorage key of the playground's last fragment.
const returnKey = "rfc1738-playground-return"

// remember records f, the fragment (without "#") the playground was
// showing, for the RFC page's back link.
func (a *pageAddress) remember(f string) {
	if !pageFragment(f) {
		return
	}
	a.ret = f
	if !app.IsClient {
		return
	}
	// Storage refused (a private window's quota, a sandbox) throws: the
	// in-memory copy then serves until a reload.
	defer func() { recover() }()
	app.Window().Get("sessionStorage").Call("setItem", returnKey, f)
}

// returnHref is the address "Back to the playground" leads to: the
// playground as it was left, or the playground's default.
func (a *pageAddress) returnHref() string {
	f := a.ret
	if f == "" && app.IsClient {
		func() {
			defer func() { recover() }()
			if v := app.Window().Get("sessionStorage").Call("getItem", returnKey); v.Truthy() {
				f = v.String()
			}
		}()
	}
	if !pageFragment(f) {
		return pageHref("/")
	}
	return pageHref("/") + "#" + f + langParam()
}

// pageFragment reports whether f is a fragment the playground writes: its
// parameters are base64url text, checksums in hex and fixed names, so only
// these characters; anything else (a stored value tampered with) is not put
// into an href.
func pageFragment(f string) bool {
	if f == "" || len(f) > fragmentLimit+fragmentLimit/2 {
		return false
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '=' || c == '&' || c == '.') {
			return false
		}
	}
	return true
}
