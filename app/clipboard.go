package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// The words every copy button says, so that the page says them one way.
const (
	clipNone    = "This browser gives no clipboard access here."
	clipCopying = "Copying\u2026"
	clipRefused = "The browser refused the clipboard."
)

// writeClipboard puts text on the clipboard. The browser answers later:
// done runs in ctx's update with whether it accepted. It returns false,
// and done never runs, when the browser gives no clipboard here (an
// insecure origin, an old browser, a frame that may not use it).
func writeClipboard(ctx app.Context, text string, done func(ok bool)) bool {
	if !app.IsClient {
		return false
	}
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		return false
	}
	var ok, fail app.Func
	answer := func(accepted bool) app.Func {
		return app.FuncOf(func(app.Value, []app.Value) any {
			ok.Release()
			fail.Release()
			ctx.Dispatch(func(app.Context) { done(accepted) })
			return nil
		})
	}
	ok, fail = answer(true), answer(false)
	clip.Call("writeText", text).Call("then", ok, fail)
	return true
}
