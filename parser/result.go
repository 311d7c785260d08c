package parser

import "math"

// Mode selects optional work done by Parse.
type Mode uint

const (
	// Trace records the derivation tree and the alternatives tried
	// (Result.Trace).
	Trace Mode = 1 << iota
)

// A Result is everything Parse learned about one input.
type Result struct {
	Input      string
	Scheme     string // lower-cased scheme, "" when there is none
	Production string // "httpurl", "ftpurl", ... "genericurl", or "" (not a URL)
	Valid      bool   // Input matches Production exactly, per the BNF

	// Parts are the components, best effort even when !Valid, in order of
	// Start (an enclosing part comes before the parts inside it).
	Parts []Part

	// Diagnostics are sorted by Start, then by severity (errors first).
	Diagnostics []Diagnostic

	// Failure says where the production stopped matching and what the
	// grammar expected there; nil when Valid.
	Failure *Failure

	// Trace is the derivation tree; nil unless the mode had Trace.
	Trace *Node

	// moreFixes are the fixes of the diagnostics past maxDiagnostics,
	// which FixAll applies too; nil for almost every input.
	moreFixes []edit

	// The room for the parts and the diagnostic of most URLs inside the
	// Result, as regexp/syntax.Regexp's Rune0 holds a short Rune: a speed
	// device (doc.go), without which Parse allocates more than twice as
	// often. Longer Parts grow out of them as any slice does.
	parts0 [4]Part
	diags0 [1]Diagnostic
}

// A Part is one component of the URL, named by its BNF rule: a Rule, whose
// String is the name exactly as the RFC spells it ("scheme", "user",
// "hsegment", "gopher+_string", ...).
// Start and End are byte offsets into Result.Input, half-open. A part is
// present when the URL has it, even when it is empty: "ftp://@host/" has an
// empty user, "ftp://host/" none (section 3.1).
//
// A Part is 12 bytes: its offsets are int32, as Parse reads at most
// MaxInput bytes. Parts are what a Result holds most of (a path has one
// per segment), and every byte of them is a byte to allocate, to clear
// and, for the collector, to sweep.
type Part struct {
	Rule       Rule
	Start, End int32
}

// MaxInput is the length of the longest input Parse reads, 2 GiB - 1: the
// offsets of a Part or a Diagnostic are int32. Of a longer input, Parse
// reads the first MaxInput bytes.
const MaxInput = math.MaxInt32

// Severity says how much a Diagnostic matters.
type Severity uint8

const (
	// Error: the BNF rejects the input here.
	Error Severity = iota
	// Warning: the BNF accepts it, but section 6 or the prose warns.
	Warning
	// Info: a teaching note.
	Info
)

var severityNames = [...]string{Error: "error", Warning: "warning", Info: "info"}

// String returns "error", "warning" or "info".
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "severity(?)"
}

// MarshalText encodes the severity as its name, for JSON.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// A Diagnostic is one problem or note, anchored to a span of the input.
// Its strings come first and its small fields last, so that it has no
// padding (80 bytes).
//
// RFC is "" for a statement that rests on another document than RFC 1738
// (a TCP port's 16 bits, an IPv4 address's octets): the message names that
// document.
type Diagnostic struct {
	Code       Code     // stable identifier, one of the Code* constants
	Message    string   // lower case, quotes the offending text with %q
	RFC        string   // the RFC 1738 section that says so, e.g. "2.2"; "" when none does
	Fix        string   // replacement text for Input[Start:End], when HasFix
	Start, End int32    // byte offsets into Result.Input, half-open (see MaxInput)
	Quote      Quote    // the sentence of section RFC the diagnostic rests on (Quote.String)
	Severity   Severity // error, warning or info
	HasFix     bool     // a fix exists (Fix may be "", meaning delete)
	stmt       uint16   // the statement its message says: its index in Statements, plus one (StatementID)
}

// A Failure is where a production stopped matching the input.
type Failure struct {
	Production string   // the production that was tried, e.g. "httpurl"
	Pos        int      // byte offset of the first octet the grammar cannot take
	Expected   []string // what the grammar could take at Pos: rule names and quoted literals, "end of input"
}

// A Node is one rule application in the derivation tree.
//
// A node that matched has Failed == false and covers Input[Start:End].
//
// A node of the reading Parse recovered for a rejected input has Failed ==
// true when an error lies in its span; it still covers Input[Start:End], so
// that the page can show where each part would be. The deepest failed node
// that reaches Result.Failure.Pos has Stop == Result.Failure: where the
// grammar stopped, and what it could take there.
//
// A node with Tried == true is an alternative that was tried beside the
// one the tree follows (hostname before hostnumber, genericurl beside a
// predefined scheme's production, the other two forms of waisurl, ...).
// It has no children; it matched Input[Start:End] when Failed is false, and
// otherwise stopped at End, where the grammar expected Stop.Expected (its
// Stop's Production is the alternative's rule, its Pos is End).
//
// Stop is nil for every other node. The deepest failed node's Stop is
// Result.Failure itself.
//
// Children are values, not pointers: all the nodes of a tree are one
// array, in which each node's children lie next to each other. Take
// &n.Children[i] to walk the tree without copying. Start and End are
// int32, as a Part's are: a Node is 48 bytes, and a trace has one per
// rule application.
type Node struct {
	Rule       Rule
	Failed     bool
	Tried      bool
	Start, End int32
	Children   []Node
	Stop       *Failure
}

// Text returns the raw text of p.
func (r *Result) Text(p Part) string { return r.Input[p.Start:p.End] }

// Decoded returns the octets p stands for: its text with every escape
// ("%" hex hex) decoded. A "%" that does not start an escape is kept as it is.
func (r *Result) Decoded(p Part) []byte { return decode(r.Input[p.Start:p.End]) }
