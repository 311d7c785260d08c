package railroad

import "github.com/urlplayground/rfc1738-playground/parser"

// This file is the step-through's share of the statement ledger: every
// sentence a step says (steps.go), with what it rests on, said by ID
// through a catalog of its own so that a language's catalog
// (parser.Translate) says the steps in that language. A rule's name, a
// literal and a byte of the input are placeholders, written as code
// (`hsegment`, `"//"`, `~`), and stay as they are in every language.

// statements are the step-through's sentences. A template is a fmt
// format ("%" written "%%"); its %s are code (a rule, a literal, a byte
// as steps.go writes them) or another of these statements, said.
var statements = []parser.Statement{
	// The first and the last step.
	{ID: "railroad.step.read", Text: "read the input as %s (section %s)"},
	{ID: "railroad.step.done", Text: "%s matches the whole input: it is a valid URL"},
	{ID: "railroad.step.trailing", Text: "%s is complete at byte %d, but the input goes on with %s: %s; nothing in the rule can take it"},
	{ID: "railroad.step.trailing.expected", Text: "%s is complete at byte %d, but the input goes on with %s: %s; nothing in the rule can take it; expected %s"},
	{ID: "railroad.step.stop", Text: "the grammar stops at byte %d: %s fits no track"},
	{ID: "railroad.step.stop.expected", Text: "the grammar stops at byte %d: %s fits no track; expected %s"},
	// What the grammar expected, listed: "\"A\", \"I\", end of input".
	{ID: "railroad.list.comma", Text: "%s, %s"},
	{ID: "railroad.end-of-input", Text: "end of input"},

	// A literal, a character rule, a rule entered and left.
	{ID: "railroad.step.literal", Text: "match %s"},
	{ID: "railroad.step.literal.fail", Text: "%s does not match at byte %d: %s is not %s"},
	{ID: "railroad.step.char", Text: "%s is %s"}, // a byte, then the rules it is: "`u` is `uchar` ← `unreserved` ← …"
	{ID: "railroad.step.char.fail", Text: "%s cannot start with %s: %s"},
	{ID: "railroad.step.enter", Text: "enter %s at byte %d"},
	{ID: "railroad.step.leave", Text: "%s matched %s; back to %s"},
	{ID: "railroad.step.leave.empty", Text: "%s matched nothing (an empty match); back to %s"},
	{ID: "railroad.step.back-out", Text: "%s stops at byte %d; back out to %s"},

	// Alternatives.
	{ID: "railroad.step.try.fails", Text: "try %s: it reads up to byte %d and fails there (%s); back to byte %d for the next branch"},
	{ID: "railroad.step.try.no-way-on", Text: "try %s: it matches, but the reading cannot go on from there; back to byte %d for the next branch"},
	{ID: "railroad.step.take", Text: "take branch %d of %d: %s"},
	{ID: "railroad.step.no-branch", Text: "no branch of %s can start with %s: %s"},

	// Options and loops. A round's number comes before its step's
	// sentence, which is the last placeholder.
	{ID: "railroad.step.option", Text: "take the option %s"},
	{ID: "railroad.step.skip", Text: "skip the option %s: %s"},
	{ID: "railroad.step.round", Text: "round %d of %s: %s"},
	{ID: "railroad.step.exit.one", Text: "leave %s after %d round: %s; %s goes on from byte %d"},
	{ID: "railroad.step.exit.many", Text: "leave %s after %d rounds: %s; %s goes on from byte %d"},

	// Why an option or a loop is not taken at a byte.
	{ID: "railroad.cannot.loop", Text: "%s could go round again, but then the rest of the rule could not match: the loop gives it back"},
	{ID: "railroad.cannot.fails-at", Text: "%s would fail at byte %d (%s)"},
	{ID: "railroad.cannot.start", Text: "%s cannot start %s: %s"},
	{ID: "railroad.input-ends", Text: "the input ends"},

	// A byte that is not shown as code.
	{ID: "railroad.byte.end", Text: "the end of the input"},
	{ID: "railroad.byte.space", Text: "a space"},

	// Why a byte fits no track: what section 2.2 calls it, or the
	// character class of section 5 it is in.
	{ID: "railroad.why.national", Text: "%s is unsafe (national), section 2.2"},
	{ID: "railroad.why.percent", Text: "`%%` starts no escape here (escape = \"%%\" hex hex), section 2.2"},
	{ID: "railroad.why.punctuation", Text: "%s is unsafe (punctuation), section 2.2"},
	{ID: "railroad.why.space", Text: "a space is unsafe, section 2.2"},
	{ID: "railroad.why.control", Text: "control characters must be encoded, section 2.2"},
	{ID: "railroad.why.non-ascii", Text: "a URL is US-ASCII only; bytes 80-FF must be escaped, section 2.2"},
	{ID: "railroad.why.reserved", Text: "%s is reserved, section 2.2"},
	{ID: "railroad.why.class", Text: "%s is %s"}, // a byte, then its class's rule: "`x` is alpha"
}

// catalog says the statements by ID, in the language chosen.
var catalog = parser.NewCatalog("railroad", func() []parser.Statement { return statements })

func say(id string, args ...any) string { return catalog.Say(id, args...) }
