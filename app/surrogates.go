package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A paste can bring lone surrogates: halves of a UTF-16 pair with no other
// half, which are no character (a document cut in the middle of an emoji,
// or text made by a program). Chromium lays out a text field holding many
// of them in time quadratic in their number (100,000 took 2 s, 200,000
// 13 s, in the frame after the paste), and Go reads each as U+FFFD, the
// replacement character, so the parse and the address's "#u=" hold
// U+FFFD where the field showed something else.
//
// wellFormField replaces them in the field itself with U+FFFD, before the
// browser lays the field out, so the field, the parse and the address all
// hold the same text, laid out in linear time; the playground then says so
// (ui.field.surrogates).

// wellFormField replaces each lone surrogate of the field f's value with
// U+FFFD, keeping the caret and the selection, and reports whether there
// were any. Browsers without String.prototype.isWellFormed (before 2023)
// are left as they are.
func wellFormField(f app.Value) bool {
	if !app.IsClient || !f.Truthy() {
		return false
	}
	proto := app.Window().Get("String").Get("prototype")
	isWellFormed, toWellFormed := proto.Get("isWellFormed"), proto.Get("toWellFormed")
	if !isWellFormed.Truthy() || !toWellFormed.Truthy() {
		return false
	}
	// A string is no object: its methods are called through Function.call.
	v := f.Get("value")
	if isWellFormed.Call("call", v).Bool() {
		return false
	}
	// One U+FFFD per lone surrogate: the UTF-16 offsets do not move.
	start, end, dir := f.Get("selectionStart"), f.Get("selectionEnd"), f.Get("selectionDirection")
	f.Set("value", toWellFormed.Call("call", v))
	f.Call("setSelectionRange", start, end, dir)
	return true
}
