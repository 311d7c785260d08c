package main

// This file turns input bytes into what the page can show: printable ASCII as
// itself, the space as "␣" where it must be seen, every other byte (control
// characters and bytes above 7F) as its hexadecimal value. Raw control
// characters never reach the DOM. (The control pictures of U+2400 would be
// prettier, but many systems have no font that draws them.)

const hexDigits = "0123456789ABCDEF"

// cellText returns how one input byte is drawn in the highlight, and the
// classes naming its kind: "" for printable ASCII, "sp" for the space (drawn
// as itself; the class strip under it shows "␣"), "hx cc" for a control
// character and "hx" for a byte above 7F, both drawn as two hex digits.
func cellText(c byte) (text, kind string) {
	switch {
	case c == ' ':
		return " ", "sp"
	case c < 0x20, c == 0x7f:
		return string([]byte{hexDigits[c>>4], hexDigits[c&15]}), "hx cc"
	case c >= 0x80:
		return string([]byte{hexDigits[c>>4], hexDigits[c&15]}), "hx"
	}
	return string(c), ""
}
