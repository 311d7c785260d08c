package railroad

import "github.com/urlplayground/rfc1738-playground/parser"

// This file is the step-through's share of the statement ledger: every
// sentence a step says (steps.go), with what it rests on, said by ID
// through a catalog of its own so that a language's catalog
// (parser.Translate) says the steps in that language. A rule's name, a
// literal and a byte of the input are placeholders, written as code
// (`hsegment`, `"//"`, `~`), and stay as they are in every language.

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

// statements are the step-through's sentences. A template is a fmt
// format ("%" written "%%"); its %s are code (a rule, a literal, a byte
// as steps.go writes them) or another of these statements, said.
var statements = []parser.Statement{
	// The first and the last step.
	{ID: "railroad.step.read", Text: "read the input as %s (section %s)", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.done", Text: "%s matches the whole input: it is a valid URL", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.trailing", Text: "%s is complete at byte %d, but the input goes on with %s: %s; nothing in the rule can take it", Basis: basis(bRule, bStop)},
	{ID: "railroad.step.trailing.expected", Text: "%s is complete at byte %d, but the input goes on with %s: %s; nothing in the rule can take it; expected %s", Basis: basis(bRule, bStop)},
	{ID: "railroad.step.stop", Text: "the grammar stops at byte %d: %s fits no track", Basis: basis(bStop)},
	{ID: "railroad.step.stop.expected", Text: "the grammar stops at byte %d: %s fits no track; expected %s", Basis: basis(bStop)},
	// What the grammar expected, listed: "\"A\", \"I\", end of input".
	{ID: "railroad.list.comma", Text: "%s, %s", Basis: basis(bStop)},
	{ID: "railroad.end-of-input", Text: "end of input", Basis: basis(bStop)},

	// A literal, a character rule, a rule entered and left.
	{ID: "railroad.step.literal", Text: "match %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.literal.fail", Text: "%s does not match at byte %d: %s is not %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.char", Text: "%s is %s", Basis: basis(bRule, bWalk)}, // a byte, then the rules it is: "`u` is `uchar` ← `unreserved` ← …"
	{ID: "railroad.step.char.fail", Text: "%s cannot start with %s: %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.enter", Text: "enter %s at byte %d", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.leave", Text: "%s matched %s; back to %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.leave.empty", Text: "%s matched nothing (an empty match); back to %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.back-out", Text: "%s stops at byte %d; back out to %s", Basis: basis(bRule, bWalk)},

	// Alternatives.
	{ID: "railroad.step.try.fails", Text: "try %s: it reads up to byte %d and fails there (%s); back to byte %d for the next branch", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.try.no-way-on", Text: "try %s: it matches, but the reading cannot go on from there; back to byte %d for the next branch", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.take", Text: "take branch %d of %d: %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.no-branch", Text: "no branch of %s can start with %s: %s", Basis: basis(bRule, bWalk)},

	// Options and loops. A round's number comes before its step's
	// sentence, which is the last placeholder.
	{ID: "railroad.step.option", Text: "take the option %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.skip", Text: "skip the option %s: %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.round", Text: "round %d of %s: %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.exit.one", Text: "leave %s after %d round: %s; %s goes on from byte %d", Basis: basis(bRule, bWalk)},
	{ID: "railroad.step.exit.many", Text: "leave %s after %d rounds: %s; %s goes on from byte %d", Basis: basis(bRule, bWalk)},

	// Why an option or a loop is not taken at a byte.
	{ID: "railroad.cannot.loop", Text: "%s could go round again, but then the rest of the rule could not match: the loop gives it back", Basis: basis(bRule, bWalk)},
	{ID: "railroad.cannot.fails-at", Text: "%s would fail at byte %d (%s)", Basis: basis(bRule, bWalk)},
	{ID: "railroad.cannot.start", Text: "%s cannot start %s: %s", Basis: basis(bRule, bWalk)},
	{ID: "railroad.input-ends", Text: "the input ends", Basis: basis(bStop)},

	// A byte that is not shown as code.
	{ID: "railroad.byte.end", Text: "the end of the input", Basis: basis(bStop)},
	{ID: "railroad.byte.space", Text: "a space", Basis: basis(bSpace)},

	// Why a byte fits no track: what section 2.2 calls it, or the
	// character class of section 5 it is in.
	{ID: "railroad.why.national", Text: "%s is unsafe (national), section 2.2", Basis: basis(bNational, parser.GrammarBasis("national"))},
	{ID: "railroad.why.percent", Text: "`%%` starts no escape here (escape = \"%%\" hex hex), section 2.2", Basis: basis(bPercent, parser.GrammarBasis("escape"))},
	{ID: "railroad.why.punctuation", Text: "%s is unsafe (punctuation), section 2.2", Basis: basis(bPunctuation, bUnsafeAll, parser.GrammarBasis("punctuation"))},
	{ID: "railroad.why.space", Text: "a space is unsafe, section 2.2", Basis: basis(bSpace)},
	{ID: "railroad.why.control", Text: "control characters must be encoded, section 2.2", Basis: basis(bControl)},
	{ID: "railroad.why.non-ascii", Text: "a URL is US-ASCII only; bytes 80-FF must be escaped, section 2.2", Basis: basis(bOnlyASCII, bNonASCII, bMustEncode)},
	{ID: "railroad.why.reserved", Text: "%s is reserved, section 2.2", Basis: basis(bReserved, parser.GrammarBasis("reserved"))},
	{ID: "railroad.why.class", Text: "%s is %s", Basis: basis(bRule)}, // a byte, then its class's rule: "`x` is alpha"
}

// Statements returns the step-through's statements, a copy.
func Statements() []parser.Statement { return parser.CopyStatements(statements) }

// catalog says the statements by ID, in the language chosen.
var catalog = parser.NewCatalog("railroad", func() []parser.Statement { return statements })

func say(id string, args ...any) string { return catalog.Say(id, args...) }
