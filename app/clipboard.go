package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

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

// copyTo copies text to the clipboard and says in *note how it went: done
// when the browser took it, else why not, then instead (what to do).
func copyTo(ctx app.Context, text string, note *string, done, instead string) {
	*note = ui("ui.clip.copying")
	if !writeClipboard(ctx, text, func(ok bool) {
		*note = done
		if !ok {
			*note = ui("ui.clip.refused") + instead
		}
	}) {
		*note = ui("ui.clip.none") + instead
	}
}
