package parser

// This file tells the whole story of a derivation: the trace's
// rule applications, the literals between them ("http://", "/", "?") and,
// below each part, the character rules that read each character (uchar ›
// unreserved › alpha › lowalpha); and, for one byte, the rule stack from
// url down to the character rule, with the byte's class and diagnostics.
// All of it comes from Result.Trace and the grammar; the page holds none.

// A StepKind says what a DerivationStep is.
type StepKind uint8

const (
	StepRule    StepKind = iota // a rule application of the trace: DerivationStep.Node
	StepLiteral                 // a literal of the rule above it: "http://", "/", ";type="
	StepChar                    // a character rule reading one character or escape: uchar, alpha, hex, ...
	// StepContext is text around the URL that the appendix ("Recommendations
	// for URLs in Context") says is not part of it: whitespace, the
	// wrapper "<URL:" ... ">", the prefix "URL:". Its Rule is "appendix";
	// it lies directly under the root, whose production reads the URL
	// inside it. No rule of section 5 derives it.
	StepContext
)

var stepKindNames = [...]string{StepRule: "rule", StepLiteral: "literal", StepChar: "char", StepContext: "context"}

// String returns "rule", "literal", "char" or "context".
func (k StepKind) String() string {
	if int(k) < len(stepKindNames) {
		return stepKindNames[k]
	}
	return "stepkind(?)"
}

// A DerivationStep is one node of the derivation as a reader follows it.
type DerivationStep struct {
	Kind StepKind
	// Rule is the rule's name as the RFC spells it or, for a literal,
	// the literal Go-quoted as in Failure.Expected: `"http://"`.
	Rule       string
	Start, End int  // byte offsets into Result.Input, half-open
	Depth      int  // 0 for the root (url)
	Parent     int  // index of the enclosing step in Derivation.Steps, -1 for the root
	Failed     bool // StepRule: an error lies in its span (Node.Failed)
	Tried      bool // StepRule: an alternative tried beside the derivation (Node.Tried)
	// Rejected is set on a StepRule that read Input[Start:End] for the
	// production but whose rule does not match that text: "1abc" read as
	// the toplabel of "http://1abc/", which a toplabel cannot start with
	// a digit. Only a rule that is not Failed itself is marked so.
	Rejected bool
	// CaseIgnore is set on a literal, or a character rule, that takes its
	// text only when the case of letters is ignored: "HTTP://" read as
	// "http://", the "F" of the scheme "FOO" as lowalpha. Section 5 asks
	// it of interpreters in a comment ("the scheme is in lower case;
	// interpreters should use case-ignore"); the rule alone does not
	// derive the text.
	CaseIgnore bool
	// Erratum is set on a literal that section 5 prints otherwise and that
	// an erratum corrects (ErratumOf): the "/" of gopherurl, unquoted in
	// the RFC, is the literal "/" by erratum 5118. 0 for none.
	Erratum int
	Node    *Node // StepRule: the trace node; nil otherwise
}

// A Derivation is the derivation of one Result, step by step, in pre-order:
// each step comes before the steps inside it, and the steps of one parent
// are in the order of the input. Spans nest: a step lies within its parent.
type Derivation struct {
	Steps []DerivationStep
	// Truncated is set when character steps were left out past
	// MaxCharSteps (the rule and literal steps are all there).
	Truncated bool
}

// MaxCharSteps bounds the character steps of a Derivation: the trace is
// linear in the input, and so is its expansion, but a page need not draw
// the character rules of a megabyte.
const MaxCharSteps = 1 << 15

// Derivation returns r's derivation, with the literals and character rules
// below the trace's nodes, or nil when r has no Trace (Parse without the
// Trace mode). It costs time and memory linear in the input.
func (r *Result) Derivation() *Derivation {
	if r.Trace == nil {
		return nil
	}
	d := &Derivation{Steps: make([]DerivationStep, 0, 2*len(r.Input)+16)}
	w := deriver{r: r, d: d}
	w.node(r.Trace, 0, -1)
	return d
}

type deriver struct {
	r     *Result
	d     *Derivation
	chars int // character steps so far
}

func (w *deriver) add(s DerivationStep) int {
	w.d.Steps = append(w.d.Steps, s)
	return len(w.d.Steps) - 1
}

// node adds n and everything below it.
func (w *deriver) node(n *Node, depth, parent int) {
	i := w.add(DerivationStep{Kind: StepRule, Rule: n.Rule.String(), Start: int(n.Start), End: int(n.End), Depth: depth, Parent: parent,
		Failed: n.Failed, Tried: n.Tried, Rejected: w.rejected(n), Node: n})
	if n.Tried {
		return // an alternative: its reading is not the derivation's
	}
	rc := charsOf(n.Rule.String())
	s := w.r.Input
	pos := int(n.Start)
	hostEnd := -1 // where a hostport child ends: gopherurl's "/" follows it
	for k := 0; k <= len(n.Children); k++ {
		gapEnd := int(n.End)
		var c *Node
		if k < len(n.Children) {
			c = &n.Children[k]
			if c.Tried {
				w.node(c, depth+1, i)
				continue
			}
			gapEnd = max(pos, int(min(c.Start, n.End)))
		}
		if parent < 0 && pos < gapEnd && hasReading(n) {
			// Around the URL the root's production reads: the
			// appendix's context, not a character of the URL.
			w.add(DerivationStep{Kind: StepContext, Rule: "appendix", Start: pos, End: gapEnd, Depth: depth + 1, Parent: i})
			pos = gapEnd
		}
		for pos < gapEnd {
			rd := inPlace(n.Rule.String(), int(n.Start), readChar(rc, n.Rule.String(), s, pos, gapEnd))
			w.reading(rd, literalErratum(n.Rule, rd, hostEnd), depth+1, i)
			pos = rd.end
		}
		if c == nil {
			break
		}
		if c.Rule == RuleHostport {
			hostEnd = int(c.End)
		}
		// A character rule the trace names below a rule that reaches it
		// through others: uchar between hsegment and escape.
		d, at := depth+1, i
		for _, name := range rc.between(c.Rule.String()) {
			at = w.add(DerivationStep{Kind: StepChar, Rule: name, Start: int(c.Start), End: int(c.End), Depth: d, Parent: at})
			d++
		}
		w.node(c, d, at)
		pos = max(pos, int(c.End))
	}
}

// literalErratum is the erratum that makes rd, read in a node of rule, a
// literal, or 0: gopherurl's "/" after the hostport (which ends at
// hostEnd) is unquoted in section 5, a literal by erratum 5118. The "/"s
// of "gopher://" are not.
func literalErratum(rule Rule, rd charReading, hostEnd int) int {
	if rule == RuleGopherurl && rd.lit == "/" && rd.start == hostEnd {
		if e, ok := ErratumOf("gopherurl"); ok {
			return e.ID
		}
	}
	return 0
}

// hasReading reports whether the root n has a child that is not an
// alternative only tried: the production that reads the URL.
func hasReading(n *Node) bool {
	for i := range n.Children {
		if !n.Children[i].Tried {
			return true
		}
	}
	return false
}

// inPlace gives rd, a character a node of rule read at start reads, the
// chain its place in the node's text asks for, where that is not the
// shortest chain readChar gives. Only toplabel has such places: "alpha |
// alpha *[ alphadigit | "-" ] alphadigit" reads its first character as
// alpha and every other as alphadigit, a letter too.
func inPlace(rule string, start int, rd charReading) charReading {
	if rule != "toplabel" || rd.start == start || len(rd.chain) == 0 || rd.chain[0] != "alpha" {
		return rd
	}
	switch rd.chain[len(rd.chain)-1] {
	case "lowalpha":
		rd.chain = toplabelLower
	case "hialpha":
		rd.chain = toplabelUpper
	default:
		rd.chain = append([]string{"alphadigit"}, rd.chain...)
	}
	return rd
}

// The chains of a toplabel's later letters, made once: a derivation
// allocates nothing per letter.
var (
	toplabelLower = []string{"alphadigit", "alpha", "lowalpha"}
	toplabelUpper = []string{"alphadigit", "alpha", "hialpha"}
)

// reading adds the steps of one piece of a node's own text.
func (w *deriver) reading(rd charReading, erratum, depth, parent int) {
	switch {
	case rd.lit != "":
		w.add(DerivationStep{Kind: StepLiteral, Rule: rd.quoted, Start: rd.start, End: rd.end, Depth: depth, Parent: parent,
			CaseIgnore: rd.caseIgnore, Erratum: erratum})
		return
	case !rd.read:
		return // no rule takes it: its node is Failed, a diagnostic says why
	}
	if w.chars >= MaxCharSteps {
		w.d.Truncated = true
		return
	}
	for k, name := range rd.chain {
		parent = w.add(DerivationStep{Kind: StepChar, Rule: name, Start: rd.start, End: rd.end, Depth: depth, Parent: parent,
			CaseIgnore: rd.caseIgnore && k == len(rd.chain)-1})
		depth++
		w.chars++
	}
	if rd.escape() {
		// "%" hex hex, read by escape itself.
		esc := charsOf("escape")
		for pos := rd.start; pos < rd.end; {
			sub := readChar(esc, "escape", w.r.Input, pos, rd.end)
			w.reading(sub, 0, depth, parent)
			pos = sub.end
		}
	}
}

// rejected reports whether n read text its own rule does not match.
func (w *deriver) rejected(n *Node) bool {
	if w.r.Valid || n.Failed || n.Tried {
		return false
	}
	return !matchesWhole(n.Rule.String(), w.r.Input[n.Start:n.End])
}

// matchesWhole reports whether rule matches all of text; true for a name
// the grammar does not have (nothing to say against it).
func matchesWhole(rule, text string) bool {
	_, e, ok := stopState(rule, text)
	return ok || e == nil
}

// RulesUsed returns the names of the grammar's rules that the derivation
// used, character rules included, in RFC order: the rules of its rule and
// character steps, but not those of alternatives only tried.
func (d *Derivation) RulesUsed() []string {
	if d == nil {
		return nil
	}
	g := rfcGrammar()
	used := make([]bool, len(g.rules))
	for i := range d.Steps {
		s := &d.Steps[i]
		if s.Kind == StepLiteral || s.Tried {
			continue
		}
		if j, ok := g.index[s.Rule]; ok {
			used[j] = true
		}
	}
	var names []string
	for j, r := range g.rules {
		if used[j] {
			names = append(names, r.Name)
		}
	}
	return names
}

// A Stack is what the derivation says of one byte of the input: the rules
// that read it, from url down to the character rule.
type Stack struct {
	Pos int
	// Rules are the rule names from "url" down: the trace's nodes that
	// hold the byte, then the character rules that read it, e.g. url ›
	// httpurl › hpath › hsegment › uchar › unreserved › alpha › lowalpha.
	// Empty when the Result has no Trace.
	Rules []string
	// Literal is the literal the byte is part of, Go-quoted (`"http://"`,
	// `"/"`, `"%"` of an escape), or "", and LiteralStart and LiteralEnd
	// its span.
	Literal                  string
	LiteralStart, LiteralEnd int
	// Start and End are the span of the innermost thing that read the
	// byte: its character or escape, its literal, or its node.
	Start, End int
	// Failed: the innermost node on the stack failed (an error lies in
	// it); Read: a rule on the stack takes the byte (false for a "~" in
	// an hsegment, which no rule of section 5 takes there).
	Failed, Read bool
	// CaseIgnore: the literal or character rule reads the byte only when
	// the case of letters is ignored (DerivationStep.CaseIgnore).
	CaseIgnore bool
	// Erratum: the literal is one by an erratum (DerivationStep.Erratum).
	Erratum int
	// Class is the byte's RFC class (as Classes gives it); HasClass is
	// false at the end of the input.
	Class    Class
	HasClass bool
	// Diagnostics are those whose span holds the byte (or, for an empty
	// span, starts at it), in the Result's order.
	Diagnostics []Diagnostic
}

// StackAt returns the rule stack at byte pos of r.Input, its class and the
// diagnostics there. A pos at len(r.Input) names the end of the input:
// the stack holds the nodes that reach it. Out of range, it returns a
// Stack with no rules.
func (r *Result) StackAt(pos int) Stack {
	st := Stack{Pos: pos, Start: pos, End: pos}
	if pos < 0 || pos > len(r.Input) {
		return st
	}
	if pos < len(r.Input) {
		st.Class, st.HasClass = classAt(r.Input, pos), true
	}
	for _, d := range r.Diagnostics {
		if int(d.Start) <= pos && pos < int(d.End) || int(d.Start) == pos && int(d.End) == pos {
			st.Diagnostics = append(st.Diagnostics, d)
		}
	}
	n := r.Trace
	if n == nil || !holds(n, pos, len(r.Input)) {
		return st
	}
	for {
		st.Rules = append(st.Rules, n.Rule.String())
		st.Start, st.End, st.Failed = int(n.Start), int(n.End), n.Failed
		st.Read = !n.Failed
		var next *Node
		for i := range n.Children {
			if c := &n.Children[i]; !c.Tried && holds(c, pos, len(r.Input)) {
				next = c
				break
			}
		}
		if next == nil {
			break
		}
		st.Rules = append(st.Rules, charsOf(n.Rule.String()).between(next.Rule.String())...)
		n = next
	}
	if pos < len(r.Input) {
		r.readAt(&st, n, pos)
	}
	return st
}

// readAt finishes st below n, the innermost node holding pos: the literal
// or the character rules that read the byte, reading n's own text from
// the start of the gap between its children that holds pos.
func (r *Result) readAt(st *Stack, n *Node, pos int) {
	rc := charsOf(n.Rule.String())
	if rc == nil {
		return
	}
	from, to := int(n.Start), int(n.End)
	hostEnd := -1
	for i := range n.Children {
		c := &n.Children[i]
		if c.Tried {
			continue
		}
		if int(c.End) <= pos {
			from = max(from, int(c.End))
			if c.Rule == RuleHostport {
				hostEnd = int(c.End)
			}
		} else if int(c.Start) > pos {
			to = min(to, int(c.Start))
			break
		}
	}
	for p := from; p < to; {
		rd := inPlace(n.Rule.String(), int(n.Start), readChar(rc, n.Rule.String(), r.Input, p, to))
		if pos < rd.end {
			st.Start, st.End, st.Read, st.CaseIgnore = rd.start, rd.end, rd.read, rd.caseIgnore
			switch {
			case rd.lit != "":
				st.Literal, st.LiteralStart, st.LiteralEnd = rd.quoted, rd.start, rd.end
				st.Erratum = literalErratum(n.Rule, rd, hostEnd)
			case rd.read:
				st.Rules = append(st.Rules, rd.chain...)
				if rd.escape() {
					sub := readChar(charsOf("escape"), "escape", r.Input, pos, rd.end)
					if pos == rd.start {
						st.Literal, st.LiteralStart, st.LiteralEnd = sub.quoted, sub.start, sub.end // "%"
					} else {
						st.Rules = append(st.Rules, sub.chain...)
					}
				}
			}
			return
		}
		p = rd.end
	}
}

// holds reports whether n's span holds byte pos: Start <= pos < End, or,
// at the end of the input (size), a span that reaches it.
func holds(n *Node, pos, size int) bool {
	if pos == size {
		return int(n.Start) <= pos && pos <= int(n.End)
	}
	return int(n.Start) <= pos && pos < int(n.End)
}

// classAt returns the RFC class of byte pos of s, as Classes(s)[pos] does:
// escapes never overlap, so the bytes before pos settle it.
func classAt(s string, pos int) Class {
	for k := 0; k <= 2; k++ {
		if pos-k >= 0 && isEscape(s, pos-k) {
			return ClassEscape
		}
	}
	return classOf(s[pos])
}
