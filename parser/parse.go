package parser

import (
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Parse reads rawURL as RFC 1738 does. It never panics and never fails:
// every problem is a Diagnostic, and the parts a reader would see are
// recovered even when the BNF rejects the input.
//
// The verdict is the BNF's (section 5):
//
//	url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl |
//	      waisurl | mailtourl | fileurl | prosperourl | otherurl
//
// A URL whose scheme is one of the ten predefined ones is valid only when it
// matches that scheme's own production; any other scheme is judged by
// genericurl (otherurl). The scheme is matched ignoring case (section 2.1:
// "interpreters should use case-ignore").
//
// Parse may be called from many goroutines at once.
func Parse(rawURL string, mode Mode) *Result {
	if mode&Trace == 0 {
		// The commonest URLs, read the short way.
		if r := plainGeneric(rawURL); r != nil {
			return r
		}
		if r := plainFile(rawURL); r != nil {
			return r
		}
	}
	return parseLong(rawURL, mode)
}

// parseLong is Parse the long way, for every input.
func parseLong(rawURL string, mode Mode) *Result {
	p := parser{s: rawURL, trace: mode&Trace != 0}
	p.parse()
	r := p.finish()
	if p.sc != nil {
		p.sc.put(&p)
	}
	return r
}

// Where the parts, diagnostics and message text go (alloc.go).
//
// Parts and diagnostics are written to small arrays in the parser, on
// Parse's stack. What does not fit spills into a scratch, reused from one
// Parse to the next, as does the text of formatted messages. finish then
// allocates one block that holds them, the Result, and copies into it.

// A scratch holds the buffers a parser spills into.
type scratch struct {
	parts []rawPart
	diags []Diagnostic
	refs  []diagRef
	text  []byte
	nodes []rawNode
}

// A rawNode is a trace node as the parser holds it, in pre-order: no
// pointers, so that making one costs no write barrier. buildTree lays the
// nodes out as Nodes once, at the end.
type rawNode struct {
	start, end int
	parent     int32 // the parent's index, -1 for the root
	kids       int32 // how many children
	slot       int32 // buildTree: where the Node goes
	next       int32 // buildTree: where the Node's next child goes
	rule       Rule
	failed     bool
	tried      bool
}

// A nodeExpect is what the grammar expected where trace node i stopped,
// for a tried alternative that failed (few inputs have one).
type nodeExpect struct {
	i   int32
	exp []string
}

// A diagRef says where diagnostic i's message or fix is in the text.
type diagRef struct {
	i int32
	textRefs
}

var scratchPool = sync.Pool{New: func() any {
	return &scratch{
		parts: make([]rawPart, 0, 32),
		diags: make([]Diagnostic, 0, 8),
		refs:  make([]diagRef, 0, 8),
		text:  make([]byte, 0, 1024),
		nodes: make([]rawNode, 0, 64),
	}
}}

// scratch returns p's scratch, taken from the pool on first use.
func (p *parser) scratch() *scratch {
	if p.sc == nil {
		p.sc = scratchPool.Get().(*scratch)
		p.refs = p.sc.refs[:0]
		p.text = p.sc.text[:0]
	}
	return p.sc
}

// put keeps p's buffers, grown or not, for the next Parse, unless one grew
// past what a long URL needs (the next input is likely short).
func (sc *scratch) put(p *parser) {
	const limit = 64 << 10 // bytes per buffer
	if p.partsSpilled {
		sc.parts = p.parts
	}
	if p.diagsSpilled {
		clear(p.diags) // no strings of this input stay reachable
		sc.diags = p.diags
	}
	sc.refs, sc.text = p.refs, p.text
	if p.nodes != nil {
		sc.nodes = p.nodes
	}
	if cap(sc.parts) > limit/24 || cap(sc.diags) > limit/96 || cap(sc.text) > limit || cap(sc.refs) > limit/20 || cap(sc.nodes) > limit/40 {
		return
	}
	sc.parts, sc.diags, sc.refs, sc.text, sc.nodes = sc.parts[:0], sc.diags[:0], sc.refs[:0], sc.text[:0], sc.nodes[:0]
	scratchPool.Put(sc)
}

// partList returns the parts so far. The slice may point into p, on the
// stack: it must not be kept.
func (p *parser) partList() []rawPart {
	if p.partsSpilled {
		return p.parts
	}
	return p.partBuf[:p.np]
}

// diagList returns the diagnostics so far. The slice may point into p, on
// the stack: it must not be kept.
func (p *parser) diagList() []Diagnostic {
	if p.diagsSpilled {
		return p.diags
	}
	return p.diagBuf[:p.nd]
}

// spillParts moves the parts to the scratch, where they can grow.
func (p *parser) spillParts() {
	if !p.partsSpilled {
		p.parts = append(p.scratch().parts[:0], p.partBuf[:p.np]...)
		p.partsSpilled = true
	}
}

// Long inputs: a buffer that a long input fills is grown to about the size
// it will need, once or twice, rather than by append a quarter at a time.
// Each growth of a buffer of megabytes copies it to pages new to the
// process: on this project's machine that made the parse of a 1 MiB path
// several times slower per byte than that of a 64 KiB one (BenchmarkLong),
// and allocated 223 bytes per input byte where 84 are needed.

// room returns s with room for one more element: when s is full, its
// capacity doubles. (append grows a long slice by a quarter at a time: to
// build a slice of n elements it allocates about 5n in all and copies
// about 4n, where doubling allocates 2n and copies n.)
func room[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	return slices.Grow(s, max(len(s), 16))
}

// longInput is the length from which growth is guessed: below it, the
// scratch's buffers are big enough, or nearly, and counting costs more
// than it saves.
const longInput = 4 << 10

// grownCap returns the capacity for a buffer of n elements (parts or trace
// nodes) that is full at pos in the input; delims are the bytes that may
// start one (see partDelims and nodeDelims). For a short input it doubles.
// For a long one it guesses what the rest of the input will add: twice as
// many per byte as so far, but no more than one per delimiter left. A
// guess from a prefix can be wrong (a path of "a/" and then "?" and a
// search of "/"s, which start no part there), so it grows at least by a
// quarter, as append would, and at most by eight times plus one element
// per 16 bytes of input: a wrong guess costs at most that. (Eight, not
// four: a 1 MiB path of "a/" then grows in two steps, not three.)
func (p *parser) grownCap(n, pos int, delims string) int {
	if len(p.s) < longInput || pos <= 0 || pos >= len(p.s) {
		return max(2*n, 16)
	}
	rest := p.s[pos:]
	left := 0
	for i := 0; i < len(delims); i++ {
		left += strings.Count(rest, delims[i:i+1])
	}
	more := min(2*n*len(rest)/pos, left) // 2n*len(rest) wraps on 32-bit above 1 GiB: the clamp below holds
	guess := n + more + more/16 + 16
	return min(max(guess, n+n/4+16), 8*n+len(p.s)/16)
}

// The delimiters that start the parts and trace nodes of most long inputs:
// segments ("/"), ftp's type and prospero's fields (";", "="), and, for
// the trace, a host name's labels (".").
const (
	partDelims = "/;="
	nodeDelims = "/;=."
)

// spillDiags moves the diagnostics to the scratch, where they can grow.
func (p *parser) spillDiags() {
	if !p.diagsSpilled {
		p.diags = append(p.scratch().diags[:0], p.diagBuf[:p.nd]...)
		p.diagsSpilled = true
	}
}

// truncParts drops the parts after the first n.
func (p *parser) truncParts(n int) {
	p.np = n
	if p.partsSpilled {
		p.parts = p.parts[:n]
	}
}

// Text returns the raw text of p.
func (r *Result) Text(p Part) string { return r.Input[p.Start:p.End] }

// Decoded returns the octets p stands for: its text with every escape
// ("%" hex hex) decoded. A "%" that does not start an escape is kept as it is.
func (r *Result) Decoded(p Part) []byte { return decode(r.Input[p.Start:p.End]) }

// maxDiagnostics bounds the diagnostics of one input; runs of the same
// problem are merged before they count.
const maxDiagnostics = 500

// A parser holds the state of one Parse call. It stays on the stack.
type parser struct {
	s       string
	trace   bool
	nodes   []rawNode    // the trace nodes, in pre-order, in sc
	expects []nodeExpect // what failed tried nodes expected

	scheme     string // Result.Scheme
	production string // Result.Production
	root       *Node  // Result.Trace

	sc           *scratch // nil until something spills or a message is formatted
	np, nd       int      // how many parts and diagnostics so far
	partBuf      [stackParts]rawPart
	diagBuf      [stackDiags]Diagnostic
	parts        []rawPart    // the parts once partsSpilled, in sc
	diags        []Diagnostic // the diagnostics once diagsSpilled, in sc
	partsSpilled bool
	diagsSpilled bool
	refs         []diagRef // the diagnostics whose text is in text
	text         []byte    // the text of formatted messages and fixes, in sc

	errs        int       // error diagnostics so far
	schemeChars int       // what schemeRun read of the scheme's characters
	pending     int8      // a common note held back (noteCommon), 0 for none
	wrapped     bool      // the input is a URL after the appendix's prefix, or in its wrapper broken by whitespace, read as it stands (appendix)
	prodRule    Rule      // the rule of Result.Production
	pathFrom    int32     // a generic URL's path starts here after "scheme://host/", the host a plain host name; 0 for none (genericPathStop)
	lead        int       // the URL starts here, after whitespace or a wrapper; 0 for none (appendix)
	stop        int       // the URL ends here, before whitespace or a wrapper's ">"; 0 for none (appendix): parse reads s[:stop]
	tail        int       // the whitespace after the URL starts here; 0 for none (appendix)
	trial       bool      // in a trial reading, kept only if it has no error: errors are counted, not written
	moreFixes   []edit    // fixes of the diagnostics past maxDiagnostics
	opened      [16]int32 // the open trace nodes, outermost first
	lastKid     [16]int32 // each open node's last child, -1 for none
	depth       int
	// scheme-wide facts the notes need
	defPort     string // the scheme's default port, "" for none
	section     string // the scheme's section of RFC 1738, "" for none
	noPort      string // the scheme's note for a URL with no port
	portSection string // the section that states the default port
}

// How many parts and diagnostics the parser holds before it spills: enough
// for almost every URL of the benchmark corpora (alloc.go).
const (
	stackParts = 16
	stackDiags = 4
)

// textRefs say where a diagnostic's Message and Fix are in parser.text,
// when they were written there rather than set as constants. An end of 0
// means "not in text".
type textRefs struct {
	msgOff, msgEnd int32
	fixOff, fixEnd int32
}

// mark is a point to roll the diagnostics and trace back to, for trying an
// alternative whose parts are kept.
type mark struct {
	diags, errs int
	pending     int8
	nodes       int   // trace nodes made then: the ones made after are the trial's
	last        int32 // the open node's last child then
}

func (p *parser) setMark(m *mark) {
	m.diags, m.errs, m.pending, m.nodes, m.last = p.nd, p.errs, p.pending, len(p.nodes), 0
	if p.depth > 0 {
		m.last = p.lastKid[p.depth-1]
	}
}

func (p *parser) reset(m mark) {
	p.nd = m.diags
	if p.diagsSpilled {
		p.diags = p.diags[:m.diags]
	}
	for len(p.refs) > 0 && int(p.refs[len(p.refs)-1].i) >= m.diags {
		p.refs = p.refs[:len(p.refs)-1]
	}
	p.errs = m.errs
	p.pending = m.pending
	if p.trace {
		// Nodes are made in pre-order: all made since the mark belong to
		// the trial, and go.
		for _, n := range p.nodes[m.nodes:] {
			if n.parent >= 0 && int(n.parent) < m.nodes {
				p.nodes[n.parent].kids--
			}
		}
		p.nodes = p.nodes[:m.nodes]
		for len(p.expects) > 0 && int(p.expects[len(p.expects)-1].i) >= m.nodes {
			p.expects = p.expects[:len(p.expects)-1]
		}
		if p.depth > 0 {
			p.lastKid[p.depth-1] = m.last
		}
	}
}

// node makes a trace node, a child of the open node, and returns its index.
// Nodes live in one array in the order they are made (pre-order), each
// with its parent's index; buildTree turns that into Nodes once, at the
// end.
func (p *parser) node(rule Rule, start, end int) int32 {
	i := int32(len(p.nodes))
	parent := int32(-1)
	if p.depth > 0 {
		parent = p.opened[p.depth-1]
		p.nodes[parent].kids++
		p.lastKid[p.depth-1] = i
	}
	// The callers made room (roomForNode). Each field is stored in
	// place: an append builds the record on the stack and copies it.
	p.nodes = p.nodes[:i+1]
	p.nodes[i] = rawNode{start: start, end: end, parent: parent, rule: rule}
	return i
}

// roomForNode makes room for the trace nodes of the rest of the input
// when they fill their buffer at pos; node's callers call it, so that node
// stays small enough to inline.
func (p *parser) roomForNode(pos int) {
	if len(p.nodes) == cap(p.nodes) {
		p.growNodes(pos)
	}
}

//go:noinline
func (p *parser) growNodes(pos int) {
	p.nodes = slices.Grow(p.nodes, p.grownCap(len(p.nodes), pos, nodeDelims)-len(p.nodes))
}

// buildTree lays the nodes out as Nodes and returns the root. The
// children of a node are next to each other in one array, so that each
// node's Children is a slice of it: a node's children get their slots
// when the node is reached (pre-order reaches a parent before its
// children), and each child takes the next of its parent's slots.
func buildTree(raw []rawNode, expects []nodeExpect) *Node {
	nodes := make([]Node, len(raw))
	free := int32(1) // the root has slot 0
	for i := range raw {
		r := &raw[i]
		if i > 0 {
			pr := &raw[r.parent]
			r.slot = pr.next
			pr.next++
		}
		r.next = free
		// Field by field, and only those that are not zero: the array
		// is new, and the pointer fields take a write barrier each.
		n := &nodes[r.slot]
		n.Rule = r.rule
		n.Start, n.End = r.start, r.end
		if r.kids > 0 {
			n.Children = nodes[free : free+r.kids : free+r.kids]
			free += r.kids
		}
		if r.failed {
			n.Failed = true
		}
		if r.tried {
			n.Tried = true
		}
	}
	if len(expects) > 0 {
		stops := make([]Failure, len(expects))
		for i, e := range expects {
			r := &raw[e.i]
			stops[i] = Failure{Production: ruleNames[r.rule], Pos: r.end, Expected: e.exp}
			nodes[r.slot].Stop = &stops[i]
		}
	}
	return &nodes[0]
}

// part records a component.
func (p *parser) part(rule Rule, start, end int) {
	if n := p.np; n < len(p.partBuf) && !p.partsSpilled {
		p.partBuf[n] = rawPart{rule, start, end}
		p.np = n + 1
		return
	}
	p.spillPart(rule, start, end)
}

// spillPart is the rare way of part, kept out of it so that part stays
// small where it is called.
//
//go:noinline
func (p *parser) spillPart(rule Rule, start, end int) {
	p.spillParts()
	if len(p.parts) == cap(p.parts) {
		p.parts = slices.Grow(p.parts, p.grownCap(len(p.parts), end, partDelims)-len(p.parts))
	}
	p.parts = append(p.parts, rawPart{rule, start, end})
	p.np++
}

// open starts a trace node for rule at start; it returns the number of
// errors so far, which close uses to mark a node whose span held an error.
func (p *parser) open(rule Rule, start int) int {
	if p.trace { // small enough to inline: most parses have no trace
		p.push(rule, start)
	}
	return p.errs
}

func (p *parser) push(rule Rule, start int) {
	if p.depth == len(p.opened) {
		panic("parser: trace deeper than the grammar") // never: the grammar has no recursion
	}
	p.roomForNode(start)
	i := p.node(rule, start, start)
	p.opened[p.depth] = i
	p.lastKid[p.depth] = -1
	p.depth++
}

// close ends the innermost open trace node at end.
func (p *parser) close(end, errsAtOpen int) {
	if p.trace {
		p.pop(end, p.errs > errsAtOpen)
	}
}

func (p *parser) pop(end int, failed bool) {
	p.depth--
	n := &p.nodes[p.opened[p.depth]]
	n.end = end
	if failed {
		n.failed = true
	}
}

// failLast marks the open node's last child as failed.
func (p *parser) failLast() {
	if p.trace && p.depth > 0 {
		if i := p.lastKid[p.depth-1]; i >= 0 {
			p.nodes[i].failed = true
		}
	}
}

// leaf adds a trace node with no children.
func (p *parser) leaf(rule Rule, start, end int) {
	if p.trace {
		p.leafNode(rule, start, end)
	}
}

func (p *parser) leafNode(rule Rule, start, end int) {
	p.roomForNode(start)
	p.node(rule, start, end)
}

// tried adds a failed alternative to the trace: rule was tried on
// s[start:end] and the grammar stopped where stopPoint says.
func (p *parser) tried(rule Rule, start, end int) {
	if !p.trace {
		return
	}
	pos, exp, ok := failurePoint(ruleNames[rule], p.s[start:end])
	p.roomForNode(start)
	i := p.node(rule, start, start+pos)
	n := &p.nodes[i]
	n.failed, n.tried = !ok, true
	if ok {
		n.end = end
	}
	if exp != nil {
		p.expects = append(p.expects, nodeExpect{i, exp})
	}
}

// A schemeDef describes a predefined scheme: its production, default port
// and the section that describes it (section 3).
type schemeDef struct {
	rule                            Rule // the production's
	name, production, port, section string
	noPort                          string // the note for a URL that names no port
	portSection                     string // the section that states the default port

	// The notes for a URL that fails the production: genericurl
	// matches it, or does not either (genericFallback).
	genericMatches, genericFails string
}

func def(name, port, section string) schemeDef {
	d := schemeDef{rule: ruleOf(name + "url"), name: name, production: name + "url", port: port, section: section, portSection: section}
	if name == "gopher" {
		d.portSection = "3.4.1"
	}
	if port != "" {
		d.noPort = "no port: " + name + " uses its default port, " + port
	}
	d.genericMatches = "genericurl (scheme \":\" schemepart) would match this text, but URLs of the " +
		strconv.Quote(name) + " scheme are defined by " + d.production + " alone, so genericurl does not make it valid"
	d.genericFails = "neither " + d.production + " nor the generic syntax genericurl matches this text"
	return d
}

// schemes are the ten predefined schemes, in the order of section 3.
var schemes = [...]schemeDef{
	def("ftp", "21", "3.2"),
	def("http", "80", "3.3"),
	def("gopher", "70", "3.4"),
	def("mailto", "", "3.5"),
	def("news", "", "3.6"),
	def("nntp", "119", "3.7"),
	def("telnet", "23", "3.8"),
	def("wais", "210", "3.9"),
	def("file", "", "3.10"),
	def("prospero", "1525", "3.11"),
}

// lookupScheme returns the predefined scheme named by the lower-case name.
func lookupScheme(name string) (*schemeDef, bool) {
	i := 0
	switch name { // a switch, which the compiler makes a search by length and value
	case "ftp":
		i = 0
	case "http":
		i = 1
	case "gopher":
		i = 2
	case "mailto":
		i = 3
	case "news":
		i = 4
	case "nntp":
		i = 5
	case "telnet":
		i = 6
	case "wais":
		i = 7
	case "file":
		i = 8
	case "prospero":
		i = 9
	default:
		return nil, false
	}
	return &schemes[i], true
}

// schemeURL parses what follows "scheme:" of a predefined scheme, by the
// scheme's own production.
func (p *parser) schemeURL(scheme string, start int) {
	switch scheme {
	case "ftp":
		p.ftpURL(start)
	case "http":
		p.httpURL(start)
	case "gopher":
		p.gopherURL(start)
	case "mailto":
		p.mailtoURL(start)
	case "news":
		p.newsURL(start)
	case "nntp":
		p.nntpURL(start)
	case "telnet":
		p.telnetURL(start)
	case "wais":
		p.waisURL(start)
	case "file":
		p.fileURL(start)
	case "prospero":
		p.prosperoURL(start)
	}
}

func (p *parser) parse() {
	s := p.s
	if p.trace {
		p.nodes = p.scratch().nodes[:0]
	}
	p.open(RuleURL, 0)
	full := s
	defer func() {
		p.s = full
		if p.tail > 0 {
			p.spaceAfter()
		}
		if p.trace {
			root := &p.nodes[0]
			root.end = len(full)
			root.failed = p.errs > 0
			p.depth = 0
			p.root = buildTree(p.nodes, p.expects)
		}
	}()
	if s == "" {
		p.errorf(CodeEmpty, 0, 0, "2.1", "", false, "the input is empty: a URL is written <scheme>:<scheme-specific-part>")
		return
	}

	if c, l := s[0], s[len(s)-1]; c == '<' || c|0x20 == 'u' || c <= ' ' || c == bom[0] || l <= ' ' {
		p.appendix()
		if p.stop > 0 {
			// Whitespace or a wrapper's ">" after the URL (appendix): the
			// URL is read without it.
			s = s[:p.stop]
			p.s = s
		}
	}

	around := p.errs // the errors of what is around the URL (appendix)

	// The scheme is everything before the first ":", when that holds no
	// character that ends a scheme in every reading (section 2.1).
	colon, ok, chars := schemeRun(s[p.lead:])
	if !ok {
		p.noScheme(colon) // p.lead is 0: appendix sets it only before a scheme
		return
	}
	colon += p.lead
	p.schemeChars = chars
	// After whitespace or a wrapper before the URL (appendix), the scheme
	// starts at p.lead: the URL is read where a reader sees it start.
	scheme := s[p.lead:colon]
	if chars != schemeLower {
		scheme = asciiLower(scheme)
	}
	p.scheme = scheme
	if def, ok := lookupScheme(scheme); ok {
		p.production, p.prodRule = def.production, def.rule
		p.defPort = def.port
		p.noPort = def.noPort
		p.portSection = def.portSection
		p.section = def.section
		e := p.open(def.rule, p.lead)
		// waisurl = waisdatabase | waisindex | waisdoc: the alternative's
		// node holds the whole URL, as the production's would.
		alt := ""
		ae := 0
		if scheme == "wais" {
			alt, _ = waisAlternative(s, colon+1)
			if p.trace {
				ae = p.open(ruleOf(alt), p.lead)
			}
		}
		p.schemeName(colon, def.section)
		p.schemeURL(scheme, colon+1)
		if alt != "" {
			p.close(len(s), ae)
			p.waisTried(alt)
		}
		p.close(len(s), e)
		if p.errs > around {
			p.genericFallback(def)
		}
		return
	}
	p.production, p.prodRule = "genericurl", RuleGenericurl
	e := p.open(RuleOtherurl, p.lead)
	p.genericURL(colon)
	p.close(len(s), e)
}

// appendix reads the input as a URL handed over in a context, as the
// appendix ("Recommendations for URLs in Context") describes: whitespace
// around it, the prefix "URL:", the wrapper "<URL:" ... ">" (or "<" ...
// ">"). None of them is part of the URL: the diagnostics name what is around
// the URL, and their fixes take it off. The verdict is the BNF's, on the
// input as it stands. The URL is read where a reader sees it (bounds):
// between the whitespace around it (outerSpace), and inside the wrapper when
// it stands there in one piece; its scheme, production, parts, notes and
// trace are those of the URL alone. After the prefix "URL:" alone the input
// is read as it stands, since the BNF reads it so (a genericurl with the
// scheme "URL"); and so is a URL that whitespace inside its wrapper breaks
// into pieces.
//
// Nothing is said when what is left does not start with a scheme: "<img
// src=x>" and " URL: " are something else.
func (p *parser) appendix() {
	s := p.s
	c, ok := inContext(s)
	if !ok {
		return
	}
	p.outerSpace(c.lo, c.hi)
	if !c.wrapped() {
		return
	}
	if lead, stop := c.bounds(); lead > c.lo { // inside the wrapper
		p.lead, p.stop = lead, stop
	} else {
		p.wrapped = true
		if c.brackets && c.end < c.hi-c.lo {
			// Read as it stands, but not past the wrapper: its ">" and
			// the running text after it are no more the URL's here.
			p.stop = c.lo + c.end
		}
	}
	t := s[c.lo:c.hi]
	inner, spaced := c.inner, ""
	if c.spaced {
		spaced = " once the whitespace inside is ignored, as the appendix says of URLs broken across lines"
		if i := hyphenBreak(t); i >= 0 {
			// "No whitespace should be introduced after a hyphen": one
			// that ends a line may be the typesetter's.
			spaced += "; the \"-\" before the line break at byte " + strconv.Itoa(c.lo+i) +
				" may be a typesetter's: the appendix warns that a hyphen at the end of a line may or may not be part of the URL"
		}
	}
	fix := Parse(inner, 0).FixAll()
	if c.brackets && c.end == len(t) {
		p.errorf(CodeWrapper, c.lo, c.hi, "appendix", fix, true,
			"%q opens the wrapper that the appendix recommends around a URL in running text, and \">\" would close it; neither is part of the URL, which is %s%s",
			t[:c.start], quoteShort(inner), spaced)
		return
	}
	if c.brackets {
		after := ""
		if c.close < len(t) {
			after = "; " + quoteShort(t[c.close:]) + " after the wrapper is running text, not part of the URL either"
		}
		p.errorf(CodeWrapper, c.lo, c.hi, "appendix", fix, true,
			"%q and %q are the wrapper that the appendix recommends around a URL in running text; they are not part of the URL, which is %s%s%s",
			t[:c.start], t[c.end:c.close], quoteShort(inner), spaced, after)
		return
	}
	if !Parse(fix, 0).Valid {
		// No fix: the input as it stands may be a valid genericurl, and a
		// note's fix must not make a valid URL invalid.
		p.notef(CodeURLPrefix, c.lo, c.hi, "appendix", "", false,
			"%q is the prefix that the appendix recommends to mark a URL in context, but what follows, %s, is not a valid URL by itself; read as it stands, the input is a genericurl with the scheme %q",
			t[:c.start], quoteShort(inner), t[:3])
		return
	}
	p.notef(CodeURLPrefix, c.lo, c.hi, "appendix", fix, true,
		"%q is the prefix that the appendix recommends to mark a URL in context; it is not part of the URL, which is %s (read as it stands, the input is a genericurl with the scheme %q)",
		t[:c.start], quoteShort(inner), t[:3])
}

// hyphenBreak returns the index in t of the first "-" that a line break
// follows, or -1.
func hyphenBreak(t string) int {
	i, j := strings.Index(t, "-\n"), strings.Index(t, "-\r")
	if i < 0 || j >= 0 && j < i {
		return j
	}
	return i
}

// A context says how a URL sits in the text around it (appendix).
type context struct {
	lo, hi     int    // s[lo:hi] is s without the whitespace around it
	start, end int    // s[lo:hi][start:end] is inside the wrapper or after the prefix
	close      int    // s[lo:hi][close:] is the text after the wrapper
	brackets   bool   // the wrapper's angle brackets are there
	inner      string // the URL: s[lo:hi][start:end], without whitespace inside brackets
	spaced     bool   // inner lost whitespace inside brackets
}

// wrapped reports whether c has a wrapper or a prefix.
func (c context) wrapped() bool { return c.start > 0 || c.end < c.hi-c.lo }

// bounds returns where Parse reads the URL: inside the wrapper when the URL
// stands there in one piece, else between the whitespace around the input.
func (c context) bounds() (lead, stop int) {
	if c.brackets && !c.spaced {
		return c.lo + c.start, c.lo + c.end
	}
	return c.lo, c.hi
}

// inContext returns the context of the URL in s: ok is false when what is
// inside does not start with a scheme ("<img src=x>" and " URL: " are
// something else).
func inContext(s string) (c context, ok bool) {
	c.lo, c.hi = trimOuter(s)
	t := s[c.lo:c.hi]
	c.start, c.end, c.close, c.brackets = unwrap(t)
	c.inner = t[c.start:c.end]
	if c.brackets && strings.ContainsAny(t[:c.end], wrapSpace) {
		// "The whitespace should be ignored when extracting the URL": the
		// whitespace that breaks a long URL across lines in running text.
		clean := dropSpace(t[:c.end])
		cs, ce, _, _ := unwrap(clean)
		c.inner, c.spaced = clean[cs:ce], true
	}
	colon, ok := schemeEnd(c.inner)
	return c, ok && schemeChars(c.inner[:colon])
}

// bom is U+FEFF, the byte order mark that a text file may start with.
const bom = "\ufeff"

// trimOuter returns where the text inside the whitespace around s starts
// and ends. A byte order mark counts as whitespace before it.
func trimOuter(s string) (lo, hi int) {
	hi = len(s)
	for lo < hi {
		if strings.IndexByte(wrapSpace, s[lo]) >= 0 {
			lo++
		} else if strings.HasPrefix(s[lo:], bom) {
			lo += len(bom)
		} else {
			break
		}
	}
	for hi > lo && strings.IndexByte(wrapSpace, s[hi-1]) >= 0 {
		hi--
	}
	return lo, hi
}

// outerSpace reports the whitespace before s[lo], and notes where the
// whitespace after s[hi] starts, for spaceAfter. Whitespace around the URL
// is not part of it: section 2.2 says that insignificant spaces may be
// introduced when URLs are transcribed or typeset, and the appendix that
// whitespace is ignored when extracting a URL. The fix deletes it. The URL
// is then read between the two, from its scheme at p.lead to p.tail: its
// parts and notes are those of the URL alone, and the syntax error points
// at the whitespace.
func (p *parser) outerSpace(lo, hi int) {
	s := p.s
	if lo > 0 {
		p.lead = lo
		if strings.Contains(s[:lo], bom) {
			p.errorf(CodeSurroundingSpace, 0, lo, "2.2", "", true,
				"%s before the URL is a byte order mark, which an editor may write at the start of a text file; it is not part of the URL: delete it",
				quoteShort(s[:lo]))
		} else {
			p.errorf(CodeSurroundingSpace, 0, lo, "2.2", "", true, msgSurroundingSpace, describe(s[:lo]), "before")
		}
	}
	if hi < len(s) {
		p.tail, p.stop = hi, hi
	}
}

// spaceAfter reports the whitespace after the URL, from p.tail, once the URL
// has been read: its diagnostic comes after the URL's own at the same place,
// so that FixAll makes an insertion there (as "//" after "http:") before it
// deletes the whitespace.
func (p *parser) spaceAfter() {
	s := p.s
	p.errorf(CodeSurroundingSpace, p.tail, len(s), "2.2", "", true, msgSurroundingSpace, describe(s[p.tail:]), "after")
}

// msgSurroundingSpace is the message on whitespace before or after the URL,
// given as its arguments.
const msgSurroundingSpace = "%s %s the URL is not part of it: insignificant spaces may be introduced when URLs are transcribed or typeset, and whitespace is ignored when extracting a URL (appendix); delete it"

// wrapSpace is the whitespace that running text may put inside a wrapped
// URL, to break it across lines (appendix).
const wrapSpace = " \t\r\n"

// dropSpace returns s without its wrapSpace characters.
func dropSpace(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(wrapSpace, s[i]) < 0 {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// urlPrefix reports whether s starts with "URL:", in any case.
func urlPrefix(s string) bool {
	return len(s) >= 4 && s[0]|0x20 == 'u' && s[1]|0x20 == 'r' && s[2]|0x20 == 'l' && s[3] == ':'
}

// schemeChars reports whether s holds only the characters of a scheme
// (section 2.1, either case).
func schemeChars(s string) bool {
	for i := 0; i < len(s); i++ {
		if !is(s[i], cScheme) {
			return false
		}
	}
	return true
}

// unwrap returns where the URL inside the appendix's context starts and
// ends in s, and where its wrapper closes. It takes off the "<" and "URL:"
// (in any case) in front, as often as they are there; the URL then runs to
// the first ">", which a URL cannot hold unencoded (section 2.2: it is
// unsafe because it delimits URLs), and the wrapper closes after as many
// ">" as it opened "<". What follows (s[close:]) is the running text after
// the wrapper: the appendix's "<URL:ftp://ds.internic.net/rfc>.  Note",
// whose "." is not the URL's. With no ">" at all (a wrapper cut off by a
// line break, so only after "<URL:"), the URL and the wrapper run to the
// end. brackets reports whether there was a wrapper.
func unwrap(s string) (start, end, close int, brackets bool) {
	opens, firstOpen, cut := 0, -1, false
	for start < len(s) {
		if s[start] == '<' {
			if opens == 0 {
				firstOpen = start
			}
			opens++
			start++
			cut = cut || urlPrefix(s[start:])
		} else if urlPrefix(s[start:]) {
			start += 4
		} else {
			break
		}
	}
	end, close = len(s), len(s)
	if opens == 0 {
		return start, end, close, false
	}
	i := strings.IndexByte(s[start:], '>')
	if i < 0 {
		if !cut {
			// "<" alone and no ">": no wrapper, only the prefixes before.
			return firstOpen, end, close, false
		}
		return start, end, close, true
	}
	end = start + i
	close = end
	for close < len(s) && s[close] == '>' && close-end < opens {
		close++
	}
	return start, end, close, true
}

// schemeEnd returns the index of the ":" that ends the scheme. There is no
// scheme when the input has no ":", or has one of "/?#@" before it, or
// nothing; colon is then the first ":" (or -1).
func schemeEnd(s string) (colon int, ok bool) {
	colon, ok, _ = schemeRun(s)
	return colon, ok
}

// What schemeRun read of the scheme's characters, on the way to its ":".
const (
	schemeUnread = iota // some are not scheme characters, or there is no scheme
	schemeLower         // scheme characters only, none upper case: the commonest
	schemeUpper         // scheme characters only, some upper case
)

// schemeRun is schemeEnd, and reports what it read of the scheme's
// characters (schemeUnread, schemeLower, schemeUpper).
func schemeRun(s string) (colon int, ok bool, chars int) {
	var seen uint16
	i := 0
	for i < len(s) && charTable[s[i]]&cScheme != 0 {
		seen |= charTable[s[i]]
		i++
	}
	if i > 0 && i < len(s) && s[i] == ':' {
		if seen&cHialpha != 0 {
			return i, true, schemeUpper
		}
		return i, true, schemeLower
	}
	for ; i < len(s); i++ {
		switch s[i] {
		case ':':
			return i, i > 0, schemeUnread
		case '/', '?', '#', '@':
			return strings.IndexByte(s, ':'), false, schemeUnread
		}
	}
	return -1, false, schemeUnread
}

// noScheme handles an input that has no "scheme:" in front.
func (p *parser) noScheme(colon int) {
	s := p.s
	switch {
	case colon == 0:
		p.errorf(CodeMissingScheme, 0, 0, "2.1", "", false,
			"the scheme before %q is empty: a URL starts with <scheme>:", ":")
	case colon < 0:
		p.errorf(CodeMissingScheme, 0, len(s), "2.1", "", false,
			"%s has no %q: a URL starts with <scheme>: (for example \"http:\")", quoteShort(s), ":")
	default:
		p.errorf(CodeMissingScheme, 0, 0, "2.1", "", false,
			"%s does not start with <scheme>: (letters, digits, \"+\", \"-\" or \".\", then \":\")", quoteShort(s))
	}
	p.tried(RuleGenericurl, 0, len(s))
}

// schemeName records the scheme part s[p.lead:colon] and its notes (section
// 2.1).
//
//	scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]
func (p *parser) schemeName(colon int, section string) {
	s := p.s
	lead := p.lead
	e := p.open(RuleScheme, lead)
	p.part(RuleScheme, lead, colon)
	// (The characters schemeRun read need no second reading.)
	upper, bad := p.schemeChars == schemeUpper, false
	for i := lead; i < colon && p.schemeChars == schemeUnread; i++ {
		c := s[i]
		if !is(c, cScheme) {
			bad = true
			j := i + 1
			for j < colon && !is(s[j], cScheme) {
				j++
			}
			p.errorf(CodeSchemeChar, i, j, "2.1", "", false,
				"%s cannot appear in a scheme: a scheme holds letters, digits, %q, %q and %q",
				quoteShort(s[i:j]), "+", "-", ".")
			i = j - 1
			continue
		}
		if is(c, cHialpha) {
			upper = true
		}
	}
	p.close(colon, e)
	if bad {
		// No scheme at all ("<URL" of a wrapper broken across lines, "a b"):
		// its case and whether RFC 1738 defines it are beside the point.
		return
	}
	if upper && !p.wrapped { // "URL" is the prefix's, not a scheme
		lower := asciiLower(s[lead:colon])
		p.notef(CodeUppercaseScheme, lead, colon, "2.1", lower, true,
			"the scheme %q is written in upper case: schemes are lower case, and programs should treat %q as %q",
			s[lead:colon], s[lead:colon], lower)
	}
	if section == "" {
		if lead == 0 && colon <= 32 {
			p.noteCommon(genericNote(colon))
		} else {
			p.note(CodeUnknownScheme, lead, colon, "4", msgGenericScheme)
		}
	}
}

// genericFallback says, for a predefined scheme that failed its own
// production, whether genericurl would still match and why that does not
// save it (section 5: the scheme's own production defines its URLs).
func (p *parser) genericFallback(def *schemeDef) {
	// The URL without the whitespace around it (appendix).
	_, _, ok := stopState("genericurl", p.s[p.lead:])
	if p.trace {
		p.tried(RuleGenericurl, p.lead, len(p.s))
	}
	msg := def.genericFails
	if ok {
		msg = def.genericMatches
	}
	p.note(CodeGenericFallback, p.lead, p.lead+len(p.scheme), "5", msg)
}

// asciiLower lower-cases the ASCII letters of s, byte for byte.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if is(s[i], cHialpha) {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if is(b[j], cHialpha) {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// finish computes what depends on the whole parse, and builds the Result,
// in order.
func (p *parser) finish() *Result {
	var fail Failure
	valid := p.settle(&fail)
	return p.build(valid, &fail)
}

// settle gives the verdict and, for a rejected input, sets fail to the
// point where the production stopped matching, whose syntax error it adds.
func (p *parser) settle(fail *Failure) (valid bool) {
	valid = p.errs == 0
	if !valid {
		prod := p.production
		if prod == "" {
			prod = "genericurl"
		}
		var pos int
		var e *expectation
		var ok bool
		if p.pathFrom > 0 && prod == "genericurl" {
			pos, e, ok = genericPathStop(p.s, int(p.pathFrom))
		} else {
			pos, e, ok = stopState(prod, p.s)
		}
		var exp []string
		head := ""
		switch {
		case ok:
			// The grammar accepts what this parser rejected: never expected,
			// and caught by the differential tests. Point at the first error.
			pos = firstError(p.diagList())
		case e != nil: // (nil for an unknown rule: never, for a production)
			exp, head = e.simple, e.head
		}
		fail.Production, fail.Pos, fail.Expected = prod, pos, exp
		p.syntaxError(fail, head)
	}
	return valid
}

// build allocates the Result and copies into it what the parse wrote.
func (p *parser) build(valid bool, fail *Failure) *Result {
	// The Result is one block (alloc.go). A valid URL with constant
	// messages and 1 to 16 parts gets one of the exact size from newValid,
	// and shares a common note held back when it is its only diagnostic.
	var r *Result
	exact := valid && len(p.text) == 0 && p.np >= 1 && p.np <= 16
	if p.pending != 0 && !(exact && p.nd == 0) {
		p.flushPending()
	}
	if exact && p.nd <= 1 {
		r = newValid(p)
	} else {
		r = p.newBlock(valid, fail)
	}
	if p.root != nil {
		r.Trace = p.root
	}
	if p.moreFixes != nil {
		// A copy of the exact size: the buffer, doubled as it grew (room),
		// may be twice as long as its fixes, and the Result keeps it. (And
		// &p.moreFixes would move p to the heap.)
		more := slices.Clone(p.moreFixes)
		r.moreFixes = &more
	}
	if !valid {
		if r.Trace != nil {
			markFailure(r.Trace, r.Failure)
		}
	}
	if !partsSorted(r.Parts) {
		slices.SortStableFunc(r.Parts, comparePart)
	}
	if !slices.IsSortedFunc(r.Diagnostics, compareDiag) {
		slices.SortStableFunc(r.Diagnostics, compareDiag)
	}
	return r
}

// partsSorted is slices.IsSortedFunc(ps, comparePart), as a plain loop:
// the generic one calls comparePart through a function value, a call per
// part of every Result.
func partsSorted(ps []Part) bool {
	for i := 1; i < len(ps); i++ {
		if a, b := &ps[i-1], &ps[i]; a.Start > b.Start || a.Start == b.Start && a.End < b.End {
			return false
		}
	}
	return true
}

func comparePart(a, b Part) int {
	if a.Start != b.Start {
		return a.Start - b.Start
	}
	return b.End - a.End
}

func compareDiag(a, b Diagnostic) int {
	if a.Start != b.Start {
		return a.Start - b.Start
	}
	return int(a.Severity) - int(b.Severity)
}

func firstError(ds []Diagnostic) int {
	pos := -1
	for _, d := range ds {
		if d.Severity == Error && (pos < 0 || d.Start < pos) {
			pos = d.Start
		}
	}
	return max(pos, 0)
}

// markFailure gives the deepest failed node that reaches the failure point
// its Stop: the failure, with the grammar's expectation there.
func markFailure(root *Node, f *Failure) {
	n := root
	for {
		var next *Node
		for i := range n.Children {
			if c := &n.Children[i]; c.Failed && c.Stop == nil && c.Start <= f.Pos && f.Pos <= c.End {
				next = c
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	if n.Stop == nil {
		n.Failed = true
		n.Stop = f
	}
}
