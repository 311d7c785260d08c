package parser

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// sprintf is fmt.Sprintf for what the catalogs' templates hold, without
// package fmt: fmt brings reflect and os with it, and they, with regexp
// and encoding/json, were 9% of the reader's bytes (web/reader.wasm,
// which a shared link waits for on a slow network: 59 KB of 647 brotli,
// 0.3 s at 1.6 Mb/s).
//
// It reads the verbs s, v, q, d, x, X, c and U, "%%", an argument's index
// ("%[2]s"), the flags "-", "+", "0" and " " (of an integer), a width and
// a precision, of arguments that are strings, booleans, integers of every
// size, floats (v and g), errors, Stringers and the parser's own named
// types (Code, Rule, ...), and says what fmt says of a missing, an extra
// or an ill-typed argument. format_test.go checks that every catalog's
// templates use nothing else, and compares sprintf with fmt on random
// templates and arguments of those kinds. Beyond them (a "*" width, "#",
// another package's named type) it writes "%!" and the verb rather than
// guess.
func sprintf(t string, args ...any) string {
	// Written into a buffer kept for the next call, as fmt does: the
	// text is the only allocation (a long URL's diagnostics are many, and
	// the command bounds the memory a line may take).
	bp := fmtBuffers.Get().(*[]byte)
	b := (*bp)[:0]
	var st argState
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '%')
		if j < 0 {
			b = append(b, t[i:]...)
			break
		}
		b = append(b, t[i:i+j]...)
		i += j + 1
		var f spec
	flags:
		for ; i < len(t); i++ {
			switch t[i] {
			case '-':
				f.minus, f.zero = true, false
			case '+':
				f.plus = true
			case '0':
				f.zero = !f.minus
			case ' ':
				f.space = true
			case '#':
				f.other = true
			default:
				break flags
			}
		}
		// An argument's index comes before the verb, or before the
		// precision; one before a width or a precision is fmt's BADINDEX.
		st.good, st.afterIndex = true, false
		i = st.index(t, i, len(args))
		start := i
		f.width, i = digits(t, i)
		if st.afterIndex && i > start {
			st.good = false
		}
		if i+1 < len(t) && t[i] == '.' {
			i++
			if st.afterIndex {
				st.good = false
			}
			i = st.index(t, i, len(args))
			f.hasPrec = true
			f.prec, i = digits(t, i)
		}
		if !st.afterIndex {
			i = st.index(t, i, len(args))
		}
		if i >= len(t) {
			b = append(b, "%!(NOVERB)"...)
			break
		}
		verb, size := utf8.DecodeRuneInString(t[i:])
		i += size
		if verb == 'v' {
			f.plus = false // "%+v" is fmt's for a struct's field names, not a sign
		}
		switch {
		case verb == '%':
			b = append(b, '%')
		case !st.good:
			b = appendBang(b, verb, "BADINDEX")
		case st.argNum >= len(args):
			b = appendBang(b, verb, "MISSING")
		default:
			b = f.arg(b, verb, args[st.argNum])
			st.argNum++
		}
	}
	if !st.reordered && st.argNum < len(args) {
		b = append(b, "%!(EXTRA "...)
		for k, a := range args[st.argNum:] {
			if k > 0 {
				b = append(b, ", "...)
			}
			if a == nil {
				b = append(b, "<nil>"...)
				continue
			}
			name, _, _, _ := basic(a)
			b = append(b, name...)
			b = append(b, '=')
			b = spec{}.arg(b, 'v', a)
		}
		b = append(b, ')')
	}
	out := string(b)
	if cap(b) <= 64<<10 {
		*bp = b
		fmtBuffers.Put(bp)
	}
	return out
}

var fmtBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 256); return &b }}

// appendBang appends fmt's "%!v(what)".
//
//go:noinline
func appendBang(b []byte, verb rune, what string) []byte {
	b = append(b, "%!"...)
	b = utf8.AppendRune(b, verb)
	b = append(b, '(')
	b = append(b, what...)
	return append(b, ')')
}

// argState is where sprintf is in its arguments.
type argState struct {
	argNum                      int  // the next argument's place
	reordered, good, afterIndex bool // an index seen in the template; in this verb, good, and just read
}

// index reads an argument's index at t[i:], if there is one, and returns
// where the template goes on.
func (st *argState) index(t string, i, nargs int) int {
	if i >= len(t) || t[i] != '[' {
		return i
	}
	st.reordered = true
	n, w, ok := argIndex(t[i:])
	st.afterIndex = ok
	if ok && n < nargs {
		st.argNum = n
	} else {
		st.good = false
	}
	return i + w
}

// spec is one verb's flags, width and precision.
type spec struct {
	minus, plus, zero, space, other bool
	width, prec                     int
	hasPrec                         bool
}

// argIndex reads an argument's index, "[n]", at the start of t: the
// argument's place from 0, the bytes read, and whether it was a number
// from 1 on. An index fmt does not read is skipped as fmt skips it.
func argIndex(t string) (int, int, bool) {
	if len(t) < 3 {
		return 0, 1, false
	}
	k := strings.IndexByte(t, ']')
	if k < 0 {
		return 0, 1, false
	}
	n, end := digits(t, 1)
	if end != k || k == 1 || n < 1 {
		return 0, k + 1, false
	}
	return n - 1, k + 1, true
}

// digits reads a decimal number at t[i:], 0 if there is none.
func digits(t string, i int) (int, int) {
	n := 0
	for ; i < len(t) && '0' <= t[i] && t[i] <= '9' && n < 1e6; i++ {
		n = 10*n + int(t[i]-'0')
	}
	return n, i
}

// arg appends a, formatted as verb says.
func (f spec) arg(b []byte, verb rune, a any) []byte {
	if a == nil {
		if verb == 'v' {
			return f.pad(append(b, "<nil>"...), len(b))
		}
		return appendBang(b, verb, "<nil>")
	}
	// fmt asks an error, then a Stringer, for the text of these verbs.
	switch verb {
	case 'v', 's', 'q':
		switch m := a.(type) {
		case error:
			a = m.Error()
		case interface{ String() string }:
			a = m.String()
		}
	}
	if c, ok := a.(Code); ok {
		a = string(c) // the parser's own named string: its text for every verb
	}
	_, n, neg, isInt := basic(a)
	if f.other || f.space && !isInt {
		return f.bad(b, verb, a)
	}
	switch v := a.(type) {
	case string:
		return f.str(b, verb, v, a)
	case bool:
		if verb != 'v' && verb != 't' {
			return f.bad(b, verb, a)
		}
		return f.pad(strconv.AppendBool(b, v), len(b))
	case float64:
		return f.float(b, verb, v, 64, a)
	case float32:
		return f.float(b, verb, float64(v), 32, a)
	}
	if isInt {
		return f.integer(b, verb, n, neg, a)
	}
	return f.bad(b, verb, a)
}

func (f spec) str(b []byte, verb rune, s string, a any) []byte {
	if f.hasPrec && (verb == 's' || verb == 'v' || verb == 'q') {
		s = truncRunes(s, f.prec)
	}
	switch verb {
	case 's', 'v':
		return f.pad(append(b, s...), len(b))
	case 'q':
		if f.plus {
			return f.pad(strconv.AppendQuoteToASCII(b, s), len(b))
		}
		return f.pad(strconv.AppendQuote(b, s), len(b))
	}
	return f.bad(b, verb, a)
}

func (f spec) float(b []byte, verb rune, x float64, size int, a any) []byte {
	if verb != 'v' && verb != 'g' || f.hasPrec || f.zero {
		return f.bad(b, verb, a)
	}
	at := len(b)
	b = strconv.AppendFloat(b, x, 'g', -1, size)
	if f.plus && b[at] != '-' && b[at] != '+' {
		b = insertBytes(b, at, '+', 1)
	}
	return f.pad(b, at)
}

func (f spec) integer(b []byte, verb rune, n uint64, neg bool, a any) []byte {
	at := len(b)
	base, upper := 10, false
	switch verb {
	case 'd', 'v':
	case 'x':
		base = 16
	case 'X':
		base, upper = 16, true
	case 'c', 'q', 'U':
		r := rune(utf8.RuneError)
		if !neg && n <= utf8.MaxRune {
			r = rune(n)
		}
		switch {
		case verb == 'c':
			b = utf8.AppendRune(b, r)
		case verb == 'q' && f.plus:
			b = strconv.AppendQuoteRuneToASCII(b, r)
		case verb == 'q':
			b = strconv.AppendQuoteRune(b, r)
		default:
			if f.hasPrec || f.plus {
				return f.bad(b, verb, a)
			}
			if neg {
				n = -n // fmt writes a negative integer's two's complement
			}
			b = append(b, "U+"...)
			for k := len(strconv.FormatUint(n, 16)); k < 4; k++ {
				b = append(b, '0')
			}
			b = appendUpperHex(b, n)
			f.zero = false // fmt pads "U+" with spaces
		}
		return f.pad(b, at)
	default:
		return f.bad(b, verb, a)
	}
	if f.hasPrec && f.prec == 0 && n == 0 {
		for range f.width {
			b = append(b, ' ') // fmt writes no digit and no sign, only the width
		}
		return b
	}
	switch {
	case neg:
		b = append(b, '-')
	case f.plus:
		b = append(b, '+')
	case f.space:
		b = append(b, ' ')
	}
	digitsAt := len(b)
	if upper {
		b = appendUpperHex(b, n)
	} else {
		b = strconv.AppendUint(b, n, base)
	}
	// Zeros before the digits: up to the precision, or, with "0" and no
	// precision, up to the width after the sign.
	pad := 0
	if f.hasPrec {
		pad = f.prec - (len(b) - digitsAt)
	} else if f.zero {
		pad = f.width - (len(b) - at)
	}
	if pad > 0 {
		b = insertBytes(b, digitsAt, '0', pad)
	}
	f.zero = false // done above, after the sign, or, with a precision, not at all
	return f.pad(b, at)
}

// appendUpperHex appends n in hexadecimal with capital letters.
//
//go:noinline
func appendUpperHex(b []byte, n uint64) []byte {
	at := len(b)
	b = strconv.AppendUint(b, n, 16)
	for k := at; k < len(b); k++ {
		if 'a' <= b[k] && b[k] <= 'f' {
			b[k] -= 'a' - 'A'
		}
	}
	return b
}

// insertBytes inserts n bytes c at b[at:].
//
//go:noinline
func insertBytes(b []byte, at int, c byte, n int) []byte {
	for range n {
		b = append(b, 0)
	}
	copy(b[at+n:], b[at:len(b)-n])
	for k := at; k < at+n; k++ {
		b[k] = c
	}
	return b
}

// pad pads what was appended since at to the width: on the right with
// spaces for "-", else on the left with zeros for "0" (a string's too, as
// fmt does), or spaces.
//
//go:noinline
func (f spec) pad(b []byte, at int) []byte {
	n := f.width - utf8.RuneCount(b[at:])
	switch {
	case n <= 0:
		return b
	case f.minus:
		for range n {
			b = append(b, ' ')
		}
		return b
	case f.zero:
		return insertBytes(b, at, '0', n)
	}
	return insertBytes(b, at, ' ', n)
}

// bad appends what fmt writes for a verb that does not fit its argument:
// the argument's type and its value, as the verb's flags, width and
// precision write it with "v".
func (f spec) bad(b []byte, verb rune, a any) []byte {
	b = append(b, "%!"...)
	b = utf8.AppendRune(b, verb)
	b = append(b, '(')
	name, _, _, isInt := basic(a)
	if name == "?" {
		return append(b, "?)"...)
	}
	g := f
	g.other = false
	if !isInt {
		g.space = false // fmt writes no space before a string's text
	}
	if name == "float64" || name == "float32" {
		g.hasPrec, g.zero = false, false // which sprintf does not write a float with
	}
	b = append(b, name...)
	b = append(b, '=')
	return append(g.arg(b, 'v', a), ')')
}

// basic is the name fmt gives a's type, for the kinds sprintf reads ("?"
// for another), and, when a is an integer, its absolute value and sign.
//
//go:noinline
func basic(a any) (name string, n uint64, neg, isInt bool) {
	var v int64
	switch a := a.(type) {
	case string:
		return "string", 0, false, false
	case bool:
		return "bool", 0, false, false
	case float64:
		return "float64", 0, false, false
	case float32:
		return "float32", 0, false, false
	case int:
		name, v = "int", int64(a)
	case int8:
		name, v = "int8", int64(a)
	case int16:
		name, v = "int16", int64(a)
	case int32:
		name, v = "int32", int64(a)
	case int64:
		name, v = "int64", a
	case uint:
		return "uint", uint64(a), false, true
	case uint8:
		return "uint8", uint64(a), false, true
	case uint16:
		return "uint16", uint64(a), false, true
	case uint32:
		return "uint32", uint64(a), false, true
	case uint64:
		return "uint64", a, false, true
	case uintptr:
		return "uintptr", uint64(a), false, true
	// The parser's own named integers, which a caller may give as they
	// are (their names, %s and %v, are their String methods').
	case Rule:
		return "parser.Rule", uint64(a), false, true
	case Severity:
		return "parser.Severity", uint64(a), false, true
	case Class:
		return "parser.Class", uint64(a), false, true
	case StepKind:
		return "parser.StepKind", uint64(a), false, true
	case ExprKind:
		return "parser.ExprKind", uint64(a), false, true
	case BasisKind:
		return "parser.BasisKind", uint64(a), false, true
	default:
		return "?", 0, false, false
	}
	if v < 0 {
		return name, uint64(-v), true, true // -MinInt64 wraps to itself, read unsigned: its digits
	}
	return name, uint64(v), false, true
}

// truncRunes is s cut to its first n runes.
func truncRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}
