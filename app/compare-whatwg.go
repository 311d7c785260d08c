package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"
)

// browserURL asks the browser's own URL parser (the WHATWG URL Standard)
// for the properties of new URL(input). It returns ok false outside a
// browser (the prerendered page, tests). A throw (TypeError: invalid URL)
// is returned as thrown.
func browserURL(input string) (u compare.Props, thrown string, ok bool) {
	if !app.IsClient {
		return u, "", false
	}
	defer func() {
		if r := recover(); r != nil {
			u, thrown, ok = compare.Props{}, say("page.compare.threw"), true
			if e, isErr := r.(error); isErr {
				thrown = e.Error()
			}
		}
	}()
	v := app.Window().Get("URL").New(input)
	get := func(k string) string { return v.Get(k).String() }
	return compare.Props{
		Href: get("href"), Protocol: get("protocol"), Username: get("username"), Password: get("password"),
		Hostname: get("hostname"), Port: get("port"), Pathname: get("pathname"),
		Search: get("search"), Hash: get("hash"),
	}, "", true
}
