package main

import (
	"encoding/base64"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The embed page's postMessage API (DESIGN.md, "The embed page"):
//
//   - the framing page posts {type: "rfc1738:set", url: "…"} to the frame
//     to set the URL;
//   - the frame posts {type: "rfc1738:reading", url, valid, production,
//     error: {code, start, end, message} | null} to window.parent after
//     each reading: on load, on each keystroke, after each "set".
//
// "set" is taken from any origin: the page that frames the embed is
// anyone's, and a URL to read is all the message can carry. Its shape is
// checked strictly, and the URL reaches the page only as the field's value
// and text nodes, as typed text does; nothing received is run or read as
// HTML.
//
// The reading goes to window.parent with targetOrigin "*": the frame
// cannot know its parent's origin (the site's referrer policy leaves
// document.referrer empty, and location.ancestorOrigins is Chromium's
// only), and nothing in a reading is secret: it is the parse of a URL
// that the framing page set or that a reader typed into the framing
// page's frame.

const (
	msgSet     = "rfc1738:set"
	msgReading = "rfc1738:reading"
)

// readSetMessage returns the URL of a "set" message, and whether data is
// one: an object whose type is the string "rfc1738:set" and whose url is
// a string of at most parser.MaxInput bytes. Anything else (a string, an
// array, other types, a url that is not a string) is ignored.
func readSetMessage(data app.Value) (string, bool) {
	if data == nil || data.Type() != app.TypeObject || data.IsNull() || app.Window().Get("Array").Call("isArray", data).Bool() {
		return "", false
	}
	t, u := data.Get("type"), data.Get("url")
	if t.Type() != app.TypeString || t.String() != msgSet || u.Type() != app.TypeString {
		return "", false
	}
	url := u.String()
	if len(url) > parser.MaxInput {
		return "", false
	}
	return url, true
}

// embedReading is the "reading" message of a parse.
func embedReading(res *parser.Result) map[string]any {
	m := map[string]any{
		"type":       msgReading,
		"url":        res.Input,
		"valid":      res.Valid,
		"production": res.Production,
		"error":      nil,
	}
	if d := firstErrorOf(res); d != nil {
		m["error"] = map[string]any{
			"code":    string(d.Code),
			"start":   int(d.Start),
			"end":     int(d.End),
			"message": d.Message,
		}
	}
	return m
}

// postReading tells the framing page, if any, what the embed read.
func postReading(res *parser.Result) {
	w := app.Window()
	parent := w.Get("parent")
	if !parent.Truthy() || parent.Equal(w.JSValue()) {
		return // not framed
	}
	parent.Call("postMessage", app.ValueOf(embedReading(res)), "*")
}

// encodeBase64URL is the fragment's encoding of a text (fragment.go):
// base64url, no padding, of its UTF-8 bytes.
func encodeBase64URL(s string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(s))
}
