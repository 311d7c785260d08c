// Package parser reads a string exactly as RFC 1738 ("Uniform Resource
// Locators (URL)", December 1994) does.
//
// Parse never fails and never panics: every problem it finds is a
// Diagnostic with a stable code, a severity, a byte span, a message that
// quotes the offending text, the RFC section that says so and, where one
// exists, a fix. The verdict (Result.Valid) is the BNF's of section 5: a URL
// whose scheme is one of the ten predefined ones is valid only when it
// matches that scheme's own production; every other scheme is judged by
// genericurl. Even when the input is invalid, Parse recovers the parts a
// reader would see, by the common syntax of section 3.1 where it applies.
//
// With the Trace mode, Result.Trace holds the derivation tree: one Node per
// rule application, named as the RFC names the rule, so that a reader can
// walk from httpurl down to each hsegment; for a rejected input it also
// holds the alternatives that were tried and where each stopped.
//
// # How it reads
//
// A URL is read by one set of hand-written functions, one for each
// production of section 5, whose doc comment is the production as section 5
// prints it and the section that explains it, in the RFC's order within each
// file: parse.go (url, scheme, and the table of the ten predefined schemes),
// generic.go (genericurl, otherurl, schemepart, ip-schemepart, urlpath),
// login.go (login, user, password), host.go (hostport, host, hostname,
// domainlabel, toplabel, hostnumber, port), scheme_*.go (each scheme's own
// productions) and appendix.go (a URL in the context the appendix
// describes). They read the same way with and
// without Trace: Trace only adds the recording of a node per rule
// application (trace.go). Parse assembles the Result in one place,
// parser.finish.
//
// The grammar is also data: rfc1738-bnf.txt, section 5 as the RFC prints
// it, read once by grammar.go (Rules, LookupRule, RulesUsedBy, RuleExpr).
// The character classes come from it alone: chars.go's table and the sets
// of characters each rule takes unencoded (diag.go) are made from the BNF's
// own lists (lowalpha = "a" | "b" | ...), not written out again.
//
// One question the readers cannot answer well is where a rejected input
// stops matching its production, and what the grammar could have taken
// there (Result.Failure, Node.Stop, the syntax error's "expected ...").
// An automaton answers it, in a package of its own as regexp/syntax is
// apart from regexp: parser/internal/bnf reads the BNF notation, compiles
// each rule to a Thompson NFA and runs it as a lazily built DFA, and knows
// nothing of URLs; automaton.go configures it for RFC 1738 (which rules
// name what was expected, which letters ignore case), and Parse calls it
// for a rejected input only: settle for the stop, oneerror.go to check a
// fix, and, with Trace, for an alternative tried. The readers know what is wrong
// and why; what the grammar expected at the stop is a set over every
// alternative of every rule open there, and the automaton derives it from
// the BNF text itself, so that the message says what the RFC's grammar
// says, not what a hand-written list remembers.
//
// # Teaching from a Result
//
// Result.Derivation tells the derivation whole, with the literals between
// the trace's nodes and the character rules that read each character
// (uchar › unreserved › alpha › lowalpha), and Result.StackAt gives the
// rule stack, class and diagnostics at one byte: what a page or a tool
// needs to teach the reading without holding any grammar itself
// (derivation.go, charrules.go). One mistake is one error: where the
// production stops at a character that has its own diagnostic, that
// diagnostic says also what the grammar expected there, and no separate
// syntax error restates it (oneerror.go, called once by Parse).
package parser
