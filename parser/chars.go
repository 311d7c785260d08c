package parser

// This file implements the character classes of RFC 1738 section 5
// ("Miscellaneous definitions") and section 2.2 as one table lookup per
// octet. The table is made from the BNF text itself (rfc1738-bnf.txt:
// lowalpha = "a" | "b" | ...), read once: no class is written out here
// again.

import "github.com/urlplayground/rfc1738-playground/parser/internal/bnf"

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
	cScheme                         // scheme's lowalpha | digit | "+" | "-" | "." (and hialpha, case-ignore)
	cLabel                          // alphadigit | "-": what a domainlabel or toplabel holds

	cAlpha      = cLowalpha | cHialpha
	cUnreserved = cAlpha | cDigit | cSafe | cExtra // unreserved = alpha | digit | safe | extra
)

// charTable holds each octet's class bits. Every production reads it, so
// it is made at init: reading the BNF, which the page does as it loads in
// any case (for the grammar panel and the inspector), is the cost, and
// docs/PERFORMANCE.md gives it.
var charTable = makeCharTable()

func makeCharTable() (t [256]uint16) {
	g := rfcGrammar().bnf
	add := func(s bnf.Set, bits uint16) {
		for c := range 256 {
			if s.Has(byte(c)) {
				t[c] |= bits
			}
		}
	}
	for _, c := range [...]struct {
		rule string
		bits uint16
	}{
		{"lowalpha", cLowalpha}, {"hialpha", cHialpha}, {"digit", cDigit}, {"safe", cSafe},
		{"extra", cExtra}, {"national", cNational}, {"punctuation", cPunctuation},
		{"reserved", cReserved}, {"hex", cHex},
	} {
		add(g.Singles(g.Def(c.rule)), c.bits)
	}
	// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], and its letters in
	// upper case: "interpreters should use case-ignore" (section 2.1).
	add(g.Singles(g.Def("scheme")), cScheme)
	add(g.Singles(g.Def("hialpha")), cScheme)
	// domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
	add(g.Alphabet(g.Def("domainlabel")), cLabel)
	return t
}

// takenAlone returns the octets rule takes one at a time, read from its
// definition in section 5: in the run it starts with (article's 1*[ ... ]
// before "@" host), every one-character alternative, through uchar down
// to unreserved; not escape's "%", which starts three octets, not one.
func takenAlone(rule string) (a [256]bool) {
	g := rfcGrammar().bnf
	n := g.Def(rule)
	if n.Kind == bnf.Seq {
		n = n.Subs[0]
	}
	s := g.Singles(n)
	for c := range 256 {
		a[c] = s.Has(byte(c))
	}
	return a
}

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
