package parser

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file holds the diagnostics: how they are added, and the character
// checks of section 2.2 that most of them come from.

// add adds d, or past maxDiagnostics keeps only its fix (FixAll applies
// it), with one note that the rest are left out.
func (p *parser) add(d Diagnostic) {
	if d.HasFix && p.inGuess(int(d.Start)) {
		d.HasFix, d.Fix = false, "" // in a login that is a guess (slashes)
	}
	if d.Severity == Error {
		p.errs++
	}
	switch ds := p.r.Diagnostics; {
	case len(ds) < maxDiagnostics:
		if d.Quote == quoteNone {
			d.Quote = quoteFor(d.Code, d.RFC, p.r.Production)
		}
		p.r.Diagnostics = append(ds, d)
		return
	case len(ds) == maxDiagnostics:
		p.r.Diagnostics = append(p.r.Diagnostics, Diagnostic{
			Code: CodeTooMany, Severity: Info, Start: d.Start, End: d.Start,
			Message: say("diag.too-many", maxDiagnostics), stmt: statementNumber("diag.too-many"),
		})
	}
	if d.HasFix {
		p.moreFixes = append(p.moreFixes, edit{int(d.Start), int(d.End), d.Fix})
	}
}

// note adds a note that says statement id, which has no placeholders.
func (p *parser) note(f finding, id string) {
	p.add(Diagnostic{Code: f.Code, Severity: Info, Start: int32(f.Start), End: int32(f.End), RFC: f.RFC, Quote: f.Quote,
		Message: text(id), stmt: statementNumber(id)})
}

// A finding is where a diagnostic is and what fixes it, as the reading code
// knows it: offsets as ints, the section that rules on it, and the fix. The
// message is the statement and arguments given with it, formatted only when
// the diagnostic is kept.
type finding struct {
	Code       Code
	Start, End int    // the span of the input it is about
	RFC        string // the section that rules on it ("3.1"), "" when another document does
	Fix        string // the text that replaces the span when HasFix
	HasFix     bool   // Fix applies (an empty Fix deletes the span)
	Quote      Quote  // the sentence it rests on, when not the one its code and section give (quoteFor)
}

// errorf adds an error: the BNF rejects the input.
func (p *parser) errorf(f finding, id string, args ...any) {
	p.addf(Error, f, id, args)
}

// warnf adds a warning: the BNF accepts the input, the prose warns.
func (p *parser) warnf(f finding, id string, args ...any) {
	p.addf(Warning, f, id, args)
}

// notef adds a note that teaches.
func (p *parser) notef(f finding, id string, args ...any) {
	p.addf(Info, f, id, args)
}

// addf adds a diagnostic, formatting its message only while it will be
// kept. In a trial, an error is counted, not written: the trial is dropped
// when it has one.
func (p *parser) addf(sev Severity, f finding, id string, args []any) {
	if sev == Error && p.trial {
		p.errs++
		return
	}
	d := Diagnostic{Code: f.Code, Severity: sev, Start: int32(f.Start), End: int32(f.End), RFC: f.RFC, Fix: f.Fix, HasFix: f.HasFix, Quote: f.Quote,
		stmt: statementNumber(id)}
	if !p.diagsFull() {
		d.Message = say(id, args...)
	}
	p.add(d)
}

// syntaxError makes the error that says where the production stops
// matching, with no message yet (p.syntax): oneErrorPerMistake either
// folds it into the error that explains the stop, or adds it with its
// message (syntaxMessage). The message of a syntax error that is folded
// away is never made.
func (p *parser) syntaxError(f *Failure) {
	end := f.Pos
	if f.Pos < len(p.s) {
		_, size := utf8.DecodeRuneInString(p.s[f.Pos:])
		end = f.Pos + size
	}
	d := Diagnostic{Code: CodeSyntax, Severity: Error, Start: int32(f.Pos), End: int32(end), RFC: "5",
		Quote: quoteFor(CodeSyntax, "5", p.r.Production)}
	if p.diagsFull() {
		// Left out, but for the note that says so when it is the first.
		p.add(d)
		p.errs-- // the syntax error restates the others; it does not count twice
		return
	}
	p.syntax = d
}

// syntaxMessage says where f's production stops matching input and what
// the grammar expected there, in go/parser's words: "expected X, found Y".
// end is the end of the character found at f.Pos.
func syntaxMessage(input string, f *Failure, end int) (string, uint16) {
	expected := string(appendNames(nil, f.Expected))
	found := text("diag.syntax.end")
	if end > f.Pos {
		found = strconv.Quote(input[f.Pos:end])
	}
	if f.Pos == 0 {
		return say("diag.syntax", f.Production, expected, found), statementNumber("diag.syntax")
	}
	const max = 24
	before := strconv.Quote(input[:f.Pos])
	if f.Pos > max {
		before = "…" + strconv.Quote(validSuffix(input[f.Pos-max:f.Pos]))
	}
	return say("diag.syntax.after", f.Production, expected, before, found), statementNumber("diag.syntax.after")
}

// ExpectedText says what the grammar expected (a Failure's Expected, a
// trace step's) as the diagnostics say it, in the language of the
// statements (Translate): "a", "a or b", "a, b or c", "end of input" among
// them, or "nothing more".
func ExpectedText(expected []string) string { return string(appendNames(nil, expected)) }

// appendNames appends what the grammar expected: "a", "a or b", "a, b or
// c", or "nothing more". The words of the list are statements, and so is
// "end of input" among its items.
func appendNames(b []byte, expected []string) []byte {
	if len(expected) == 0 {
		return append(b, text("diag.expected.nothing")...)
	}
	items := make([]string, len(expected))
	for i, e := range expected {
		items[i] = e
		if e == endOfInput {
			items[i] = text("diag.syntax.end")
		}
	}
	return append(b, list(items, "diag.list.or")...)
}

// list joins items, the last two with statement last ("%s or %s", "%s
// and %s"), the others with diag.list.comma ("%s, %s").
func list(items []string, last string) string {
	n := len(items)
	switch n {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := say(last, items[n-2], items[n-1])
	for i := n - 3; i >= 0; i-- {
		s = say("diag.list.comma", items[i], s)
	}
	return s
}

// quoteShort quotes s with %q, shortened in the middle when long.
func quoteShort(s string) string {
	const max = 40
	if len(s) <= max {
		return strconv.Quote(s)
	}
	return strconv.Quote(validPrefix(s[:max/2])) + "…" + strconv.Quote(validSuffix(s[len(s)-max/2:]))
}

// validPrefix and validSuffix trim a cut UTF-8 sequence off a string's end
// or start, so that a shortened quote does not show a broken character.
func validPrefix(s string) string {
	// The last sequence's start, three bytes back at most: a lead byte
	// whose sequence the cut left short goes, with what follows it.
	for i := len(s) - 1; i >= 0 && i >= len(s)-3; i-- {
		if c := s[i]; c >= 0xC0 {
			if !utf8.FullRuneInString(s[i:]) {
				return s[:i]
			}
			break
		} else if c < 0x80 {
			break
		}
	}
	return s
}

func validSuffix(s string) string {
	for i := 0; i < 3 && len(s) > 0 && s[0]&0xC0 == 0x80; i++ {
		s = s[1:]
	}
	return s
}

// An allowSet says which characters a rule takes unencoded: unreserved
// always, plus the reserved characters it names. Escapes are always taken.
type allowSet [256]bool

// newAllowSet returns the characters rule takes one at a time, read from
// its definition in section 5 (takenAlone).
func newAllowSet(rule string) *allowSet {
	a := allowSet(takenAlone(rule))
	return &a
}

// The character sets of section 5's rules.
var (
	// uchar = unreserved | escape
	ucharSet = newAllowSet("uchar")
	// user, password = *[ uchar | ";" | "?" | "&" | "=" ]
	loginSet = newAllowSet("user")
	// hsegment, search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
	hsegmentSet = newAllowSet("hsegment")
	// fsegment, psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
	fsegmentSet = newAllowSet("fsegment")
	// fieldname, fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]
	fieldSet = newAllowSet("fieldname")
	// article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
	articleSet = newAllowSet("article")
	// xchar = unreserved | reserved | escape
	xcharSet = newAllowSet("xchar")
)

// skipIn returns the index of the first byte of s from i on that set does
// not take, or len(s): the characters a rule takes as they are.
func skipIn(s string, i int, set *allowSet) int {
	for i < len(s) && set[s[i]] {
		i++
	}
	return i
}

// charRun reads s[start:end] as rule, a production that is a run of the
// characters of set (*uchar, *xchar, *[ uchar | ";" | ... ]): it records
// the part, and checks the characters under section.
func (p *parser) charRun(rule Rule, start, end int, set *allowSet, section string) {
	e := p.open(rule, start)
	p.part(rule, start, end)
	p.checkChars(start, end, set, rule, section)
	p.close(end, e)
}

// checkChars checks s[start:end] against the characters rule takes (set),
// records an "escape" trace node per escape, and reports every character the
// rule does not take: section 2.2's classes, each with its reason and %XX
// fix, or a reserved character outside its purpose (explained by why, citing
// section). Runs of the same problem make one diagnostic. In a trial it
// stops at the first error, which is enough to drop the trial.
func (p *parser) checkChars(start, end int, set *allowSet, rule Rule, section string) {
	s := p.s[:end]
	for i := start; i < end; {
		i = skipIn(s, i, set) // the fast path
		if i >= end {
			return
		}
		c := s[i]
		if c == '%' {
			if isEscape(s, i) {
				p.escape(i, rule, section, set)
				i += 3
				continue
			}
			// A run of lone "%" is one diagnostic; a "%" with one hex
			// digit after it is one on its own.
			j := i + 1
			for j < end && s[j] == '%' && !isEscape(s, j) {
				j++
			}
			if j == i+1 && j < end && isHex(s[j]) {
				j++
			}
			if p.trial {
				p.errs++ // one error drops a trial: the rest need not be read
				return
			}
			fix := strings.Repeat("%25", strings.Count(s[i:j], "%")) + strings.TrimLeft(s[i:j], "%")
			shown := s[i:min(max(j, i+3), end)]
			// (No fix in a host, which no escape can stand in.)
			p.errorf(finding{Code: CodeBadEscape, Start: i, End: j, RFC: "2.2", Fix: fix, HasFix: !p.inHost(i)},
				"diag.bad-escape",
				quoteShort(shown), "%", "%", "%25")
			i = j
			continue
		}
		j := i + 1
		if p.inBreak(i) && strings.IndexByte(wrapSpace, c) >= 0 {
			// Whitespace that breaks a wrapped URL across lines: ignored,
			// as the appendix says (the wrapper's diagnostic says so).
			i = j
			continue
		}
		code, reason := classify(c)
		if code == CodeNonASCII {
			j = i
			for j < end && s[j] >= 0x80 {
				j++
			}
		} else {
			for j < end && s[j] == c {
				j++
			}
		}
		switch {
		case p.trial:
			p.errs++
			return
		case code == CodeReserved:
			p.add(Diagnostic{Code: code, Severity: Error, Start: int32(i), End: int32(j), RFC: section,
				Quote: reservedQuote(rule, section), Fix: escapeAll(s[i:j]), HasFix: true,
				Message: say("diag.reserved", quoteShort(s[i:j]), reservedWhy(rule, section), escapeAll(s[i:i+1]), typeTooEarly(p.s, rule, i, j)),
				stmt:    reservedStatement(rule, section)})
		default:
			if p.inHost(i) {
				p.hostEncode(code, i, j)
				break
			}
			p.mustEncode(code, i, j, reason)
		}
		i = j
	}
}

// hostEncode reports s[i:j], characters that must be encoded, in what reads as
// a host: with no fix, since section 5's host rules take no escape. Only
// the grammar says so: section 2.1 counts "the host name" among the parts
// whose octets may be represented, and encoded, in a URL.
func (p *parser) hostEncode(code Code, i, j int) {
	p.errorf(finding{Code: code, Start: i, End: j, RFC: "5", Quote: bnfQuote(RuleDomainlabel)},
		"diag.host-encode",
		describe(p.s[i:j]))
}

// mustEncode reports s[i:j], characters of one section 2.2 class that must
// be encoded, with the class's reason and the %XX fix.
func (p *parser) mustEncode(code Code, i, j int, reason string) {
	t := p.s[i:j]
	d := Diagnostic{Code: code, Severity: Error, Start: int32(i), End: int32(j), RFC: "2.2", Fix: escapeAll(t), HasFix: true, Quote: unsafeQuote(code, t[0]),
		stmt: statementNumber(reason)}
	if !p.diagsFull() {
		d.Message = encodeMessage(t, text(reason), d.Fix)
	}
	p.add(d)
}

// unsafeQuote returns the sentence of section 2.2 that gives an unsafe
// character c its reason, which the message says; 0 (the code's own
// sentence) for another class.
func unsafeQuote(code Code, c byte) Quote {
	if code != CodeUnsafe {
		return 0
	}
	switch {
	case c == '<' || c == '>' || c == '"':
		return qUnsafeDelims
	case c == '%':
		return qUnsafePercent
	case c == '#':
		return qHash
	case is(c, cNational):
		return qUnsafeNational
	}
	return 0
}

// encodeMessage returns the message for the characters t, which must be
// encoded, and whose fix is fix.
func encodeMessage(t, reason, fix string) string {
	what := describe(t)
	if len(fix) <= longFix {
		return say("diag.encode", what, reason, fix)
	}
	// A long run: not the whole fix again (the Fix has it), but the escape
	// of its one character, or its first and last escapes, whole
	// characters of each, as quoteShort shortens a quote.
	if n := repeatedChar(t); n > 0 {
		return say("diag.encode.each", what, reason, fix[:3*n])
	}
	head, tail := charsCut(t, 8), len(t)-charsFrom(t, len(t)-8)
	return say("diag.encode.long", what, reason, fix[:3*head], fix[len(fix)-3*tail:], len(fix)/3)
}

// repeatedChar returns the length of t's first character (a UTF-8
// sequence, or one byte) when t is that character repeated, else 0.
func repeatedChar(t string) int {
	_, n := utf8.DecodeRuneInString(t)
	if n == 0 || len(t)%n != 0 || strings.Count(t, t[:n]) != len(t)/n {
		return 0
	}
	return n
}

// charsCut returns i, at least n, where t[:i] ends with a whole UTF-8
// sequence: n moved past the continuation bytes that follow it, three at
// most (bytes that are not UTF-8 are cut anywhere).
func charsCut(t string, n int) int {
	for i := n; i < len(t) && i < n+3; i++ {
		if utf8.RuneStart(t[i]) {
			return i
		}
	}
	return min(n, len(t))
}

// charsFrom returns i, at most n, where t[i:] starts with a whole UTF-8
// sequence: n moved back to the start of the sequence it is inside, three
// bytes at most.
func charsFrom(t string, n int) int {
	for i := n; i >= 0 && i > n-4; i-- {
		if utf8.RuneStart(t[i]) {
			return i
		}
	}
	return max(n, 0)
}

// longFix is the longest fix a must-be-encoded message quotes whole, 64
// escapes: a word in another script, whose encoding a reader wants to see,
// fits; a pasted run of megabytes is not written out a second time.
const longFix = 64 * 3

// diagsFull reports whether no more messages will be kept.
func (p *parser) diagsFull() bool { return len(p.r.Diagnostics) >= maxDiagnostics }

// escape records an escape at s[i:i+3] and its notes; set is what rule
// takes as it is.
func (p *parser) escape(i int, rule Rule, section string, set *allowSet) {
	p.leaf(RuleEscape, i, i+3)
	s := p.s
	b := unhex(s[i+1])<<4 | unhex(s[i+2])
	if p.diagsFull() {
		return // past the cap only fixes count, and these notes have none
	}
	// An escape of a character that needs none is allowed (section 2.2:
	// such characters "may be encoded within the scheme-specific part"):
	// a note that teaches, with no fix, so that neither Fix all nor the
	// canonical form rewrites what the author was free to write.
	switch {
	case isUnreserved(b):
		c := byteString(b)
		p.notef(finding{Code: CodeNeedlessEscape, Start: i, End: i + 3, RFC: "2.2"},
			"diag.needless-escape", s[i:i+3], c, c)
	case isReservedChar(b) && noReserved(section) != "" && !set[b]:
		// Nothing is reserved, but the rule takes the character only
		// encoded ("/" and "?" in a gopher search): the escape is how it
		// is written there.
		p.add(Diagnostic{Code: CodeEncodedReserved, Severity: Info, Start: int32(i), End: int32(i + 3), RFC: "5", Quote: bnfQuote(rule),
			Message: say("diag.encoded-reserved.grammar", s[i:i+3], byteString(b), rule.String()), stmt: statementNumber("diag.encoded-reserved.grammar")})
	case isReservedChar(b) && noReserved(section) != "":
		// Where nothing is reserved, an escaped reserved character means
		// what the character means.
		c := byteString(b)
		p.notef(finding{Code: CodeNeedlessEscape, Start: i, End: i + 3, RFC: noReserved(section)},
			"diag.needless-escape.nothing-reserved",
			s[i:i+3], c, text(noReservedWhere[noReserved(section)]))
	case isReservedChar(b):
		p.encodedReserved(i, b, rule, section, set)
	case (b == '\r' || b == '\n') && rule == RuleGopherString:
		// Section 3.4.9: a Gopher+ form's string is "a coded version of
		// what the client sends", its lines ended by %0D%0A, which the
		// client sends decoded: no warning.
	case (b == '\r' || b == '\n') && rule == RuleGtype:
		// The type is not sent (the client sends the selector, section
		// 3.4.1), and the RFC says nothing of which octets a type may
		// be: the grammar's xchar takes it, and nothing is said.
	case (b == '\r' || b == '\n') && rule == RuleSelector:
		p.warnf(finding{Code: CodeTelnetCRLF, Start: i, End: i + 3, RFC: "3.4.1"},
			"diag.encoded-crlf.selector",
			s[i:i+3], map[byte]string{'\r': "CR", '\n': "LF"}[b])
	case b == '\r' || b == '\n':
		// Section 6 asks for care, it forbids nothing: "Care should be
		// taken ... that these are not unencoded before transmission".
		p.warnf(finding{Code: CodeTelnetCRLF, Start: i, End: i + 3, RFC: "6"},
			"diag.encoded-crlf",
			s[i:i+3], map[byte]string{'\r': "CR", '\n': "LF"}[b])
	}
}

// schemeReserves returns the reserved characters (section 2.2's ";", "/",
// "?", ":", "@", "=" and "&") that the scheme's own text reserves in the
// part rule, checked under section, and the sentence that says so. ok is
// false where RFC 1738 does not say which it reserves there: a generic
// scheme's, a wais URL's, a file path.
func schemeReserves(rule Rule, section string) (chars string, q Quote, ok bool) {
	switch {
	case section == "3.1" && (rule == RuleUser || rule == RulePassword):
		return ":@/", qLoginEncode, true
	case section == "3.2.2":
		return "/;", qFTPReserved, true
	case section == "3.3":
		return "/;?", qHTTPReserved, true
	case section == "3.6":
		return "@", qNewsNoReserved, true
	case section == "3.11" && rule == RulePsegment:
		return ";", qProsperoSemicolon, true
	case rule == RuleFieldname || rule == RuleFieldvalue:
		// Section 3.11: ";<field>=<value>", "the name of the field and
		// its value are separated by a "=" (equal sign)".
		return ";=", qProsperoField, true
	}
	return "", 0, false
}

// encodedReserved notes the escape at s[i:i+3] of b, one of section 2.2's
// reserved characters, in rule (checked under section, taking set as it
// is). Section 2.2: "encoding a character reserved for a particular scheme
// may change the semantics of a URL" — so what the escape means depends on
// whether the scheme reserves b there.
func (p *parser) encodedReserved(i int, b byte, rule Rule, section string, set *allowSet) {
	s, c := p.s, byteString(b)
	chars, q, known := schemeReserves(rule, section)
	sec := q.Section()
	switch {
	case known && strings.IndexByte(chars, b) >= 0:
		p.add(Diagnostic{Code: CodeEncodedReserved, Severity: Info, Start: int32(i), End: int32(i + 3), RFC: sec, Quote: q,
			Message: say("diag.encoded-reserved", s[i:i+3], c, sec, reservedWhere(rule, section), rule.String()), stmt: statementNumber("diag.encoded-reserved")})
	case known && (set[b] || b == '/' && rule == RulePsegment):
		// (A "/" in an hsoname separates its segments, and section
		// 3.11 reserves only ";" there: "%2F" means "/".)
		p.notef(finding{Code: CodeNeedlessEscape, Start: i, End: i + 3, RFC: sec, Quote: q},
			"diag.needless-escape.not-reserved-here",
			s[i:i+3], c, sec, reservedWhere(rule, section), quotedList(chars))
	case known:
		// Not reserved, and not taken as it is: the grammar asks for the
		// escape.
		p.add(Diagnostic{Code: CodeEncodedReserved, Severity: Info, Start: int32(i), End: int32(i + 3), RFC: "5", Quote: bnfQuote(rule),
			Message: say("diag.encoded-reserved.grammar", s[i:i+3], c, rule.String()), stmt: statementNumber("diag.encoded-reserved.grammar")})
	default:
		p.add(Diagnostic{Code: CodeEncodedReserved, Severity: Info, Start: int32(i), End: int32(i + 3), RFC: "2.2", Quote: qEncodedReserved,
			Message: say("diag.encoded-reserved.unknown", s[i:i+3], c, reservedWhere(rule, section), c, c), stmt: statementNumber("diag.encoded-reserved.unknown")})
	}
}

// reservedWhere names the part rule, checked under section, for
// encodedReserved: "an http path".
func reservedWhere(rule Rule, section string) string {
	switch {
	case rule == RuleFsegment && section != "3.2.2":
		return text("diag.part.file-path")
	}
	switch rule {
	case RuleUser:
		return text("diag.part.user")
	case RulePassword:
		return text("diag.part.password")
	case RuleFsegment:
		return text("diag.part.ftp-path")
	case RuleHsegment:
		return text("diag.part.http-path")
	case RuleSearch:
		return text("diag.part.search")
	case RuleArticle, RuleGroup:
		return text("diag.part.news")
	case RulePsegment:
		return text("diag.part.hsoname")
	case RuleFieldname, RuleFieldvalue:
		return text("diag.part.field")
	case RuleSchemepart:
		return text("diag.part.schemepart")
	}
	return say("diag.part.rule", rule.String())
}

// quotedList writes chars as "\"/\", \";\" and \"?\"", or "only
// \"@\"".
func quotedList(chars string) string {
	items := make([]string, len(chars))
	for k := range items {
		items[k] = strconv.Quote(chars[k : k+1])
	}
	if len(chars) == 1 {
		return say("diag.list.only", items[0])
	}
	return list(items, "diag.list.and")
}

// noReserved returns the section that says that nothing is reserved in
// the part checked under section, or "": within the gopher-path (3.4.1:
// "no characters are reserved") and in mailto URLs (3.5: "there are no
// reserved characters").
func noReserved(section string) string {
	switch section {
	case "3.4":
		return "3.4.1"
	case "3.5":
		return "3.5"
	}
	return ""
}

// noReservedWhere is the statement that words where noReserved's
// sections say so.
var noReservedWhere = map[string]string{
	"3.4.1": "diag.needless-escape.gopher",
	"3.5":   "diag.needless-escape.mailto",
}

// classify names the section 2.2 class of a character no rule takes
// unencoded, with the statement of the RFC's reason.
func classify(c byte) (code Code, reason string) {
	switch {
	case c == ' ':
		return CodeSpace, "diag.reason.space"
	case c < 0x20 || c == 0x7F:
		return CodeControl, "diag.reason.control"
	case c >= 0x80:
		return CodeNonASCII, "diag.reason.non-ascii"
	case c == '<' || c == '>':
		return CodeUnsafe, "diag.reason.angle"
	case c == '"':
		return CodeUnsafe, "diag.reason.quote-mark"
	case c == '#':
		return CodeUnsafe, "diag.reason.hash"
	case c == '%':
		return CodeUnsafe, "diag.reason.percent"
	case is(c, cNational):
		return CodeUnsafe, "diag.reason.national"
	case isReservedChar(c):
		return CodeReserved, ""
	}
	return CodeUnsafe, "diag.reason.other" // not reached: every octet has a class
}

// describe quotes the offending text for a message; non-ASCII text is
// quoted with its code points or bytes.
func describe(t string) string {
	if t == "" || t[0] < 0x80 {
		if len(t) > 1 && strings.Count(t, t[:1]) == len(t) {
			return strconv.Itoa(len(t)) + " × " + strconv.Quote(t[:1])
		}
		return quoteShort(t)
	}
	return describeNonASCII(t)
}

func describeNonASCII(t string) string {
	if t == "" || t[0] < 0x80 {
		if len(t) > 1 && strings.Count(t, t[:1]) == len(t) {
			return strconv.Itoa(len(t)) + " × " + strconv.Quote(t[:1])
		}
		return quoteShort(t)
	}
	if utf8.ValidString(t) {
		n := utf8.RuneCountInString(t)
		if n == 1 {
			r, _ := utf8.DecodeRuneInString(t)
			return say("diag.describe.rune", t, r)
		}
		return say("diag.describe.runes", quoteShort(t), n)
	}
	if len(t) == 1 {
		return say("diag.describe.byte", t[0])
	}
	return say("diag.describe.bytes", len(t))
}

// typeTooEarly says, for a ";" in an fsegment that starts ";type=", a
// typecode and a "/", that the typecode must end the URL: the reader more
// likely meant a typecode in the wrong place than a ";" in a name (the
// fix, "%3B", keeps the name's reading).
func typeTooEarly(s string, rule Rule, i, j int) string {
	if rule != RuleFsegment || j != i+1 || !strings.HasPrefix(s[i:], ";type=") || len(s) < i+8 ||
		!strings.ContainsRune("AIDaid", rune(s[i+6])) || s[i+7] != '/' {
		return ""
	}
	t := s[i : i+7]
	return say("diag.reserved.type-too-early", t)
}

// reservedWhy says why a rule, checked under section, cannot hold a
// reserved character unencoded.
func reservedWhy(rule Rule, section string) string {
	if id := reservedWhyID(rule, section); id != "diag.reserved.other" {
		return text(id)
	}
	return say("diag.reserved.other", ruleDesc(rule))
}

// reservedStatement is the statement number of reservedWhy's reason.
func reservedStatement(rule Rule, section string) uint16 {
	return statementNumber(reservedWhyID(rule, section))
}

// reservedWhyID is the statement reservedWhy says.
func reservedWhyID(rule Rule, section string) string {
	switch rule {
	case RuleUser, RulePassword:
		return "diag.reserved.login"
	case RuleSearch:
		if section == "3.3" {
			return "diag.reserved.http-search"
		}
		return "diag.reserved.search"
	case RuleFsegment:
		if section == "5" {
			return "diag.reserved.file-path"
		}
		return "diag.reserved.ftp-path"
	case RuleHsegment:
		return "diag.reserved.http-path"
	case RulePsegment:
		return "diag.reserved.hsoname"
	case RuleDatabase:
		return "diag.reserved.wais-database"
	case RuleWtype:
		return "diag.reserved.wais-wtype"
	case RuleWpath:
		return "diag.reserved.wais-wpath"
	case RuleFieldname:
		return "diag.reserved.prospero-fieldname"
	case RuleFieldvalue:
		return "diag.reserved.prospero-fieldvalue"
	case RuleArticle:
		return "diag.reserved.message-id"
	}
	return "diag.reserved.other"
}

// reservedQuote returns the sentence a reserved character of rule,
// checked under section, rests on: the section's own, or, where the
// section has none (the wais fields, a file path, the prospero fields),
// the rule's definition in section 5.
func reservedQuote(rule Rule, section string) Quote {
	switch {
	case section == "5":
		return bnfQuote(rule)
	case section == "3.11" && rule == RulePsegment:
		return qProsperoSemicolon
	}
	return sectionReservedQuote(section)
}

// sectionReservedQuote returns the sentence of section that says which
// reserved characters it reserves, or section 2.2's when it says none.
func sectionReservedQuote(section string) Quote {
	switch section {
	case "3.1":
		return qLoginEncode
	case "3.2.2":
		return qFTPReserved
	case "3.3":
		return qHTTPReserved
	case "3.6":
		return qNewsMessageID
	case "3.11":
		return qProsperoField
	}
	return qReservedEncode
}

// ruleDesc names a rule for a message: "the password", "the hsegment".
// (No input reaches it: each rule that can hold a reserved character
// unencoded has its own reason, reservedWhyID.)
func ruleDesc(rule Rule) string {
	return say("diag.part.rule", rule.String())
}

const upperHex = "0123456789ABCDEF"

// byteString returns the one-octet string c. (Go makes a one-byte string
// without an allocation.)
func byteString(c byte) string { return string([]byte{c}) }

// pctEncoded holds "%XX" for every octet, so that one octet's fix is no
// allocation (a speed device, doc.go).
var pctEncoded = func() (t [256]string) {
	for c := range t {
		t[c] = "%" + upperHex[c>>4:c>>4+1] + upperHex[c&15:c&15+1]
	}
	return t
}()

// escapeAll encodes every octet of t as %XX.
func escapeAll(t string) string {
	if len(t) == 1 {
		return pctEncoded[t[0]]
	}
	var b strings.Builder
	b.Grow(3 * len(t))
	for i := 0; i < len(t); i++ {
		b.WriteByte('%')
		b.WriteByte(upperHex[t[i]>>4])
		b.WriteByte(upperHex[t[i]&15])
	}
	return b.String()
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}

// decode returns the octets t stands for, every escape decoded.
func decode(t string) []byte {
	out := make([]byte, 0, len(t))
	for i := 0; i < len(t); i++ {
		if isEscape(t, i) {
			out = append(out, unhex(t[i+1])<<4|unhex(t[i+2]))
			i += 2
			continue
		}
		out = append(out, t[i])
	}
	return out
}
