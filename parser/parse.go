package parser

import (
	"slices"
	"strings"
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
// Parse reads at most MaxInput bytes: of a longer rawURL, the first
// MaxInput (Result.Input is what it read).
//
// Parse may be called from many goroutines at once.
func Parse(rawURL string, mode Mode) *Result {
	rawURL = rawURL[:min(len(rawURL), MaxInput)]
	r := &Result{Input: rawURL}
	r.Parts, r.Diagnostics = r.parts0[:0], r.diags0[:0]
	p := parser{s: rawURL, r: r, trace: mode&Trace != 0, def: &otherScheme}
	if p.trace {
		buf := traceBufs.Get().(*traceBuf)
		p.nodes, p.expects = buf.nodes[:0], buf.expects[:0]
		defer func() {
			if cap(p.nodes) <= 4096 { // not the buffer of a long input
				buf.nodes, buf.expects = p.nodes, p.expects
				traceBufs.Put(buf)
			}
		}()
	}
	p.parse()
	p.finish()
	oneErrorPerMistake(r, p.syntax) // oneerror.go: one mistake, one error
	return r
}

// maxDiagnostics bounds the diagnostics of one input; runs of the same
// problem are merged before they count.
const maxDiagnostics = 500

// A parser holds the state of one Parse call. The scheme, the production,
// the parts and the diagnostics it finds go straight into the Result it
// builds.
type parser struct {
	s     string  // the input; while parse reads a URL in its context (appendix), the input up to urlEnd
	r     *Result // the Result being built
	trace bool    // record the derivation tree (trace.go)

	// What the productions are told of where they read, set far from
	// where it is read (context.go): ask it by p.urlStart, p.inHost, ...
	ctx context

	errs        int        // error diagnostics so far
	schemeChars int        // what schemeRun read of the scheme's characters
	trial       bool       // in a trial reading, kept only if it has no error: errors are counted, not written
	moreFixes   []edit     // fixes of the diagnostics past maxDiagnostics
	syntax      Diagnostic // a rejected input's syntax error, with no message yet, until oneErrorPerMistake places it (settle); Code "" when left out, past maxDiagnostics

	// The trace (trace.go): the nodes made so far, in pre-order, what the
	// failed tried ones expected, and the nodes open now.
	nodes   []rawNode
	expects []nodeExpect
	opened  [16]int32 // the open trace nodes, outermost first
	lastKid [16]int32 // each open node's last child, -1 for none
	depth   int

	// the scheme-wide facts the notes need: the predefined scheme's
	// definition, or otherScheme's
	def *schemeDef
}

// part records a component.
func (p *parser) part(rule Rule, start, end int) {
	p.r.Parts = append(p.r.Parts, Part{rule, int32(start), int32(end)})
}

// truncParts drops the parts after the first n.
func (p *parser) truncParts(n int) { p.r.Parts = p.r.Parts[:n] }

// mark is a point to roll the diagnostics and trace back to, for trying an
// alternative whose parts are kept.
type mark struct {
	diags, errs int
	nodes       int   // trace nodes made then: the ones made after are the trial's
	last        int32 // the open node's last child then
}

func (p *parser) setMark() mark {
	m := mark{diags: len(p.r.Diagnostics), errs: p.errs, nodes: len(p.nodes)}
	if p.depth > 0 {
		m.last = p.lastKid[p.depth-1]
	}
	return m
}

func (p *parser) reset(m mark) {
	clear(p.r.Diagnostics[m.diags:])
	p.r.Diagnostics = p.r.Diagnostics[:m.diags]
	p.errs = m.errs
	if p.trace {
		p.dropNodes(m)
	}
}

// A schemeDef describes a predefined scheme: its production, default port
// and the section that describes it (section 3).
type schemeDef struct {
	rule                            Rule // the production's
	name, production, port, section string
	portSection                     string // the section that states the default port

	interpret func(in *interpreter) // what section 3 tells a client to do (Interpret)
}

func def(name string, rule Rule, port, section string, interpret func(*interpreter)) schemeDef {
	d := schemeDef{rule: rule, name: name, production: name + "url", port: port, section: section, portSection: section, interpret: interpret}
	if name == "gopher" {
		d.portSection = "3.4.1"
	}
	return d
}

// schemes are the ten predefined schemes, in the order of section 3.
var schemes = [...]schemeDef{
	def("ftp", RuleFtpurl, "21", "3.2", (*interpreter).ftp),
	def("http", RuleHttpurl, "80", "3.3", (*interpreter).http),
	def("gopher", RuleGopherurl, "70", "3.4", (*interpreter).gopher),
	def("mailto", RuleMailtourl, "", "3.5", (*interpreter).mailto),
	def("news", RuleNewsurl, "", "3.6", (*interpreter).news),
	def("nntp", RuleNntpurl, "119", "3.7", (*interpreter).nntp),
	def("telnet", RuleTelneturl, "23", "3.8", (*interpreter).telnet),
	def("wais", RuleWaisurl, "210", "3.9", (*interpreter).wais),
	def("file", RuleFileurl, "", "3.10", (*interpreter).file),
	def("prospero", RuleProsperourl, "1525", "3.11", (*interpreter).prospero),
}

// otherScheme stands for every scheme that is not one of the ten: no
// default port, no section of its own.
var otherScheme schemeDef

// lookupScheme returns the predefined scheme named by the lower-case name.
func lookupScheme(name string) (*schemeDef, bool) {
	for i := range schemes {
		if schemes[i].name == name {
			return &schemes[i], true
		}
	}
	return nil, false
}

// schemeURL parses what follows "scheme:" of a predefined scheme, by the
// scheme's own production. (A switch, not a function in the scheme table:
// called through a function value, the parser would escape to the heap,
// one more allocation per Parse, of twice the bytes; a speed device,
// doc.go.)
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

// parse reads the input as url, in the context the appendix describes.
func (p *parser) parse() {
	full := p.s
	if p.trace {
		// The root: the one node without a parent.
		p.nodes = append(p.nodes, rawNode{parent: -1, rule: RuleURL})
		p.opened[0], p.lastKid[0], p.depth = 0, -1, 1
	}
	p.url()
	p.s = full
	if _, ok := p.spaceAfterURL(); ok {
		p.spaceAfter()
	}
	if p.trace {
		root := &p.nodes[0]
		root.end = int32(len(full))
		root.failed = p.errs > 0
		p.depth = 0
	}
}

//	url            = httpurl | ftpurl | newsurl |
//	                 nntpurl | telneturl | gopherurl |
//	                 waisurl | mailtourl | fileurl |
//	                 prosperourl | otherurl
//
// Section 3 defines the ten predefined schemes and section 4 how others are
// registered. url reads the scheme, and by it chooses the production.
func (p *parser) url() {
	s := p.s
	if s == "" {
		p.errorf(finding{Code: CodeEmpty, Start: 0, End: 0, RFC: "2.1"}, "diag.empty")
		return
	}

	// Only an input whose first or last byte may be the appendix's (a "<",
	// the "U" of "URL:", whitespace, a byte order mark) is read in its
	// context: a speed device (doc.go).
	if c, l := s[0], s[len(s)-1]; c == '<' || c|0x20 == 'u' || c <= ' ' || c == bom[0] || l <= ' ' {
		p.appendix()
		if stop, ok := p.urlEnd(); ok {
			// Whitespace or a wrapper's ">" after the URL (appendix): the
			// URL is read without it.
			s = s[:stop]
			p.s = s
		}
	}

	around := p.errs // the errors of what is around the URL (appendix)

	// The scheme is everything before the first ":", when that holds no
	// character that ends a scheme in every reading (section 2.1).
	lead := p.urlStart()
	colon, ok, chars := schemeRun(s[lead:])
	if !ok {
		p.noScheme(colon) // lead is 0: appendix sets it only before a scheme
		return
	}
	colon += lead
	p.schemeChars = chars
	// After whitespace or a wrapper before the URL (appendix), the scheme
	// starts at lead: the URL is read where a reader sees it start.
	scheme := s[lead:colon]
	if chars != schemeLower {
		scheme = asciiLower(scheme)
	}
	p.r.Scheme = scheme
	if k := strings.IndexByte(s[colon+1:], '#'); k >= 0 {
		p.fragment(colon+1+k, len(s))
	}
	if def, ok := lookupScheme(scheme); ok {
		p.r.Production = def.production
		p.def = def
		e := p.open(def.rule, lead)
		// waisurl = waisdatabase | waisindex | waisdoc: the alternative's
		// node holds the whole URL, as the production's would.
		wais := def.rule == RuleWaisurl
		var alt Rule
		ae := 0
		if wais {
			alt, _ = waisAlternative(s, colon+1)
			if p.trace {
				ae = p.open(alt, lead)
			}
		}
		p.schemeName(colon, def.section)
		p.schemeURL(scheme, colon+1)
		if wais {
			p.close(len(s), ae)
			p.waisTried(alt)
		}
		p.close(len(s), e)
		if p.errs > around {
			p.genericFallback(def)
		}
		return
	}
	p.r.Production = "genericurl"
	p.otherURL(colon)
}

// fragment reports the fragment identifier s[i:end], from the first "#"
// after the scheme to the end of the URL. Section 2.2: "#" is used "to
// delimit a URL from a fragment/anchor identifier that might follow it",
// so what follows it is not part of the URL, and the fix removes it;
// encoding the "#" as "%23" instead would fold the fragment into the URL
// (into its search, or its host), changing what it names. The "#" itself
// is still reported by the rule that reads it (unsafe-char, whose "%23" is
// the other choice, for a "#" that is data); Fix all takes this removal,
// which comes first at the same place and covers the "#".
func (p *parser) fragment(i, end int) {
	p.errorf(finding{Code: CodeFragment, Start: i, End: end, RFC: "2.2", HasFix: true},
		"diag.fragment",
		quoteShort(p.s[i:end]), "#", "#", "%23")
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
// characters (schemeUnread, schemeLower, schemeUpper), so that neither url
// nor schemeName reads them again: a speed device (doc.go).
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
		p.errorf(finding{Code: CodeMissingScheme, Start: 0, End: 0, RFC: "2.1"},
			"diag.missing-scheme.empty", ":")
	case colon < 0:
		p.errorf(finding{Code: CodeMissingScheme, Start: 0, End: len(s), RFC: "2.1"},
			"diag.missing-scheme.no-colon", quoteShort(s), ":")
	default:
		p.errorf(finding{Code: CodeMissingScheme, Start: 0, End: 0, RFC: "2.1"},
			"diag.missing-scheme.not-scheme", quoteShort(s))
	}
	p.tried(RuleGenericurl, 0, len(s))
}

//	scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]
//
// Section 2.1 says scheme names hold lower case letters, digits, "+", "."
// and "-", and that programs "should treat upper case letters as equivalent
// to lower case in scheme names". schemeName records the scheme part
// s[urlStart:colon] and its notes.
func (p *parser) schemeName(colon int, section string) {
	s := p.s
	lead := p.urlStart()
	// Only genericurl derives its scheme from the rule scheme. The ten
	// predefined productions start with a literal ("http://", "news:"):
	// their scheme is a part of the URL (section 2.1's <scheme>), not a
	// node of their derivation, which section 5 does not give them.
	traced := section == ""
	e := p.errs
	if traced {
		e = p.open(RuleScheme, lead)
	}
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
			p.errorf(finding{Code: CodeSchemeChar, Start: i, End: j, RFC: "2.1"},
				"diag.scheme-char",
				quoteShort(s[i:j]), "+", "-", ".")
			i = j - 1
			continue
		}
		if is(c, cHialpha) {
			upper = true
		}
	}
	if traced {
		p.close(colon, e)
	}
	if bad {
		// No scheme at all ("<URL" of a wrapper broken across lines, "a b"):
		// its case and whether RFC 1738 defines it are beside the point.
		return
	}
	if upper && !p.readAsItStands() { // "URL" is the prefix's, not a scheme
		lower := asciiLower(s[lead:colon])
		p.notef(finding{Code: CodeUppercaseScheme, Start: lead, End: colon, RFC: "2.1", Fix: lower, HasFix: true},
			"diag.uppercase-scheme",
			s[lead:colon], s[lead:colon], lower)
	}
	if section == "" {
		p.note(finding{Code: CodeUnknownScheme, Start: lead, End: colon, RFC: "4"}, "diag.unknown-scheme")
	}
}

// genericFallback says, for a predefined scheme that failed its own
// production, whether genericurl would still match and why that does not
// save it (section 5: the scheme's own production defines its URLs).
func (p *parser) genericFallback(def *schemeDef) {
	// The URL without the whitespace around it (appendix).
	lead := p.urlStart()
	_, _, ok := stopState("genericurl", p.s[lead:])
	if p.trace {
		p.tried(RuleGenericurl, lead, len(p.s))
	}
	f := finding{Code: CodeGenericFallback, Start: lead, End: lead + len(p.r.Scheme), RFC: "5"}
	if ok {
		p.notef(f, "diag.generic-fallback.matches", def.name, def.production)
	} else {
		p.notef(f, "diag.generic-fallback.fails", def.production)
	}
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

// finish gives the verdict and assembles the Result: the one place where
// what depends on the whole parse is done, in order. (A pass over the
// finished Result goes at its end.)
func (p *parser) finish() {
	r := p.r
	r.Valid = p.errs == 0
	if !r.Valid {
		r.Failure = p.settle()
	}
	if p.moreFixes != nil {
		r.moreFixes = slices.Clone(p.moreFixes) // of their size: append doubled the room
	}
	if p.trace {
		r.Trace = buildTree(p.nodes, p.expects)
		if r.Failure != nil {
			markFailure(r.Trace, r.Failure)
		}
	}
	// The parts and diagnostics come in order of Start but for a few
	// (a note made after the part it is on).
	if !slices.IsSortedFunc(r.Parts, comparePart) {
		slices.SortStableFunc(r.Parts, comparePart)
	}
	if !slices.IsSortedFunc(r.Diagnostics, compareDiag) {
		slices.SortStableFunc(r.Diagnostics, compareDiag)
	}
}

// settle returns the point where the production stopped matching a
// rejected input, and makes its syntax error (p.syntax), which
// oneErrorPerMistake folds into the error that explains it, or adds.
func (p *parser) settle() *Failure {
	prod := p.r.Production
	if prod == "" {
		prod = "genericurl"
	}
	pos, e, ok := stopState(prod, p.s)
	fail := new(Failure)
	fail.Production, fail.Pos = prod, pos
	switch {
	case ok:
		// The grammar accepts what this parser rejected: never expected,
		// and caught by the differential tests. Point at the first error.
		fail.Pos = firstError(p.r.Diagnostics)
	case e != nil: // (nil for an unknown rule: never, for a production)
		fail.Expected = append([]string{}, e.Simple...) // a copy: the automaton's is shared
	}
	p.syntaxError(fail)
	return fail
}

func comparePart(a, b Part) int {
	if a.Start != b.Start {
		return int(a.Start - b.Start)
	}
	return int(b.End - a.End)
}

func compareDiag(a, b Diagnostic) int {
	if a.Start != b.Start {
		return int(a.Start - b.Start)
	}
	return int(a.Severity) - int(b.Severity)
}

func firstError(ds []Diagnostic) int {
	pos := -1
	for _, d := range ds {
		if d.Severity == Error && (pos < 0 || int(d.Start) < pos) {
			pos = int(d.Start)
		}
	}
	return max(pos, 0)
}
