package parser

// This file implements the character classes of RFC 1738 section 5
// ("Miscellaneous definitions") and section 2.2 as one table lookup per octet.

// Class bits, each named after the BNF rule it encodes.
const (
	cLowalpha    uint16 = 1 << iota // lowalpha = "a" | ... | "z"
	cHialpha                        // hialpha = "A" | ... | "Z"
	cDigit                          // digit = "0" | ... | "9"
	cSafe                           // safe = "$" | "-" | "_" | "." | "+"
	cExtra                          // extra = "!" | "*" | "'" | "(" | ")" | ","
	cNational                       // national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
	cPunctuation                    // punctuation = "<" | ">" | "#" | "%" | <">
	cReserved                       // reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
	cHex                            // hex = digit | "A"-"F" | "a"-"f"
	cScheme                         // lowalpha | digit | "+" | "-" | "." (and hialpha, case-ignore)
	cLabel                          // alphadigit | "-": what a domainlabel or toplabel holds

	cAlpha      = cLowalpha | cHialpha
	cUnreserved = cAlpha | cDigit | cSafe | cExtra // unreserved = alpha | digit | safe | extra
)

var charTable = func() (t [256]uint16) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= cLowalpha | cScheme
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] |= cHialpha | cScheme
	}
	for c := '0'; c <= '9'; c++ {
		t[c] |= cDigit | cHex | cScheme
	}
	for _, c := range "abcdefABCDEF" {
		t[c] |= cHex
	}
	for _, c := range "$-_.+" {
		t[c] |= cSafe
	}
	for _, c := range "!*'()," {
		t[c] |= cExtra
	}
	for _, c := range "{}|\\^~[]`" {
		t[c] |= cNational
	}
	for _, c := range "<>#%\"" {
		t[c] |= cPunctuation
	}
	for _, c := range ";/?:@&=" {
		t[c] |= cReserved
	}
	for _, c := range "+-." {
		t[c] |= cScheme
	}
	for c := 0; c < 256; c++ {
		if t[c]&(cLowalpha|cHialpha|cDigit) != 0 || c == '-' {
			t[c] |= cLabel
		}
	}
	return t
}()

func is(c byte, class uint16) bool { return charTable[c]&class != 0 }

func isAlpha(c byte) bool        { return charTable[c]&cAlpha != 0 }
func isDigit(c byte) bool        { return charTable[c]&cDigit != 0 }
func isHex(c byte) bool          { return charTable[c]&cHex != 0 }
func isUnreserved(c byte) bool   { return charTable[c]&cUnreserved != 0 }
func isReservedChar(c byte) bool { return charTable[c]&cReserved != 0 }

//	alphadigit     = alpha | digit
//
// Section 3.1 says each label of a host name starts and ends with "an
// alphanumerical character".
func isAlphaDigit(c byte) bool { return charTable[c]&(cAlpha|cDigit) != 0 }

// isEscape reports whether s[i:] starts with escape = "%" hex hex.
func isEscape(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2])
}

// A Class is the RFC 1738 class of one character, as the page's class strip
// shows it.
type Class uint8

const (
	ClassAlpha       Class = iota // alpha
	ClassDigit                    // digit
	ClassSafe                     // safe: $ - _ . +
	ClassExtra                    // extra: ! * ' ( ) ,
	ClassReserved                 // reserved: ; / ? : @ & =
	ClassEscape                   // part of an escape: "%" hex hex
	ClassNational                 // national: { } | \ ^ ~ [ ] `
	ClassPunctuation              // punctuation: < > # % "
	ClassSpace                    // the space
	ClassControl                  // 00-1F and 7F
	ClassNonASCII                 // 80-FF
)

var classNames = [...]string{
	ClassAlpha: "alpha", ClassDigit: "digit", ClassSafe: "safe", ClassExtra: "extra",
	ClassReserved: "reserved", ClassEscape: "escape", ClassNational: "national",
	ClassPunctuation: "punctuation", ClassSpace: "space", ClassControl: "control",
	ClassNonASCII: "non-ascii",
}

// String returns the class's name as the RFC spells it ("non-ascii" and
// "space" are section 2.2's words).
func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return "class(?)"
}

// Classes returns the RFC class of each byte of s. The "%" and two hex
// digits of a well-formed escape are all ClassEscape; a lone "%" is
// punctuation.
func Classes(s string) []Class {
	out := make([]Class, len(s))
	for i := 0; i < len(s); i++ {
		if isEscape(s, i) {
			out[i], out[i+1], out[i+2] = ClassEscape, ClassEscape, ClassEscape
			i += 2
			continue
		}
		out[i] = classOf(s[i])
	}
	return out
}

func classOf(c byte) Class {
	t := charTable[c]
	switch {
	case t&cAlpha != 0:
		return ClassAlpha
	case t&cDigit != 0:
		return ClassDigit
	case t&cSafe != 0:
		return ClassSafe
	case t&cExtra != 0:
		return ClassExtra
	case t&cReserved != 0:
		return ClassReserved
	case t&cNational != 0:
		return ClassNational
	case t&cPunctuation != 0:
		return ClassPunctuation
	case c == ' ':
		return ClassSpace
	case c >= 0x80:
		return ClassNonASCII
	}
	return ClassControl
}
