//go:build wasm

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// renderPrerendered is the page as built (prerender.go); in the browser
// the playground is never prerendered, and app.wasm need not carry it.
func (p *playground) renderPrerendered() app.UI { return nil }
