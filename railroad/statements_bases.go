//go:build !wasm

package railroad

import "github.com/urlplayground/rfc1738-playground/parser"

// What the step-through's statements (statements.go) rest on, by
// statement ID: /sources lists it and the tests hold it to the RFC's text.
// app.wasm says the statements but never shows their bases, and carrying
// them cost it about 3 KB of brotli, so only the site's build and the
// tests have them.

// bases: the steps say what the grammar of section 5 does with the input
// as the tool walks it; the reasons a byte is refused are section 2.2's.
var (
	// The rule the step names: a placeholder, so no rule of its own.
	bRule = parser.GrammarBasis("")
	// How the tool walks the BNF: the order of the steps, the tries it
	// backs out of, the loops' rounds. RFC 1738 says none of it.
	bWalk = parser.OtherBasis("this tool", "",
		"how the railroad view follows section 5's BNF over the input, one step at a time: the rule entered, the literal or character matched, the option taken or skipped, a loop's rounds, the branches tried and taken, and where the reading stops")
	// What the reading does not take at a byte, and what was expected
	// there: the BNF's, as the automaton reads it.
	bStop = parser.OtherBasis("this tool", "",
		"where the BNF of section 5 stops matching the input, and what it could take there")

	bNational    = parser.ProseBasis("2.2", "Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters.")
	bPunctuation = parser.ProseBasis("2.2", "Characters can be unsafe for a number of reasons.")
	bPercent     = parser.ProseBasis("2.2", `The character "%" is unsafe because it is used for encodings of other characters.`)
	bSpace       = parser.ProseBasis("2.2", "The space character is unsafe")
	bControl     = parser.ProseBasis("2.2", "the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded.")
	bNonASCII    = parser.ProseBasis("2.2", "The octets 80-FF hexadecimal are not used in US-ASCII")
	bOnlyASCII   = parser.ProseBasis("2.2", "URLs are written only with the graphic printable characters of the US-ASCII coded character set.")
	bMustEncode  = parser.ProseBasis("2.2", "Octets must be encoded if they have no corresponding graphic character within the US-ASCII coded character set")
	bReserved    = parser.ProseBasis("2.2", `The characters ";", "/", "?", ":", "@", "=" and "&" are the characters which may be reserved for special meaning within a scheme.`)
	bUnsafeAll   = parser.ProseBasis("2.2", "All unsafe characters must always be encoded within a URL.")
)

func basis(bs ...parser.Basis) []parser.Basis { return bs }

// bases are the statements' bases by ID.
var bases = map[string][]parser.Basis{
	"railroad.step.read":              basis(bRule, bWalk),
	"railroad.step.done":              basis(bRule, bWalk),
	"railroad.step.trailing":          basis(bRule, bStop),
	"railroad.step.trailing.expected": basis(bRule, bStop),
	"railroad.step.stop":              basis(bStop),
	"railroad.step.stop.expected":     basis(bStop),
	"railroad.list.comma":             basis(bStop),
	"railroad.end-of-input":           basis(bStop),
	"railroad.step.literal":           basis(bRule, bWalk),
	"railroad.step.literal.fail":      basis(bRule, bWalk),
	"railroad.step.char":              basis(bRule, bWalk),
	"railroad.step.char.fail":         basis(bRule, bWalk),
	"railroad.step.enter":             basis(bRule, bWalk),
	"railroad.step.leave":             basis(bRule, bWalk),
	"railroad.step.leave.empty":       basis(bRule, bWalk),
	"railroad.step.back-out":          basis(bRule, bWalk),
	"railroad.step.try.fails":         basis(bRule, bWalk),
	"railroad.step.try.no-way-on":     basis(bRule, bWalk),
	"railroad.step.take":              basis(bRule, bWalk),
	"railroad.step.no-branch":         basis(bRule, bWalk),
	"railroad.step.option":            basis(bRule, bWalk),
	"railroad.step.skip":              basis(bRule, bWalk),
	"railroad.step.round":             basis(bRule, bWalk),
	"railroad.step.exit.one":          basis(bRule, bWalk),
	"railroad.step.exit.many":         basis(bRule, bWalk),
	"railroad.cannot.loop":            basis(bRule, bWalk),
	"railroad.cannot.fails-at":        basis(bRule, bWalk),
	"railroad.cannot.start":           basis(bRule, bWalk),
	"railroad.input-ends":             basis(bStop),
	"railroad.byte.end":               basis(bStop),
	"railroad.byte.space":             basis(bSpace),
	"railroad.why.national":           basis(bNational, parser.GrammarBasis("national")),
	"railroad.why.percent":            basis(bPercent, parser.GrammarBasis("escape")),
	"railroad.why.punctuation":        basis(bPunctuation, bUnsafeAll, parser.GrammarBasis("punctuation")),
	"railroad.why.space":              basis(bSpace),
	"railroad.why.control":            basis(bControl),
	"railroad.why.non-ascii":          basis(bOnlyASCII, bNonASCII, bMustEncode),
	"railroad.why.reserved":           basis(bReserved, parser.GrammarBasis("reserved")),
	"railroad.why.class":              basis(bRule),
}

// Statements returns the step-through's statements with their bases, a
// copy.
func Statements() []parser.Statement {
	out := parser.CopyStatements(statements)
	for i := range out {
		out[i].Basis = append([]parser.Basis(nil), bases[out[i].ID]...)
	}
	return out
}
