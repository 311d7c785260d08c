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
//
// # Which files are which
//
// The grammar, what Parse runs: parse.go, generic.go, login.go, host.go,
// scheme_*.go and appendix.go (the productions); context.go (what a
// production is told of where it reads); diag.go (how a diagnostic is made,
// and the character checks of section 2.2); trace.go (the derivation tree,
// recorded as the productions read); and the vocabulary of a Result they
// fill: result.go, rule.go, codes.go, quote.go (the RFC's sentences a
// diagnostic rests on), statement.go and statements_diag.go (the
// diagnostics' messages).
//
// The automaton and the BNF reader, which Parse asks where a rejected input
// stops, are package parser/internal/bnf; parser's side of them: grammar.go
// and grammar_export.go (the BNF text and its exported reading; texts.go,
// the RFC's text and its BNF compiled in),
// automaton.go (the automaton configured for RFC 1738), charrules.go,
// chars.go (the classes read from the BNF), oneerror.go.
//
// Readers of a finished Result, which the grammar never calls: interpret.go
// and statements_interpret.go (Interpret), derivation.go (Derivation,
// StackAt), node.go (Node.String, Walk), canonical.go (Canonical, FixAll;
// appendix.go asks FixAll of the URL inside a wrapper, a Parse of its own),
// json.go (MarshalJSON), statements_explain.go (the codes' legend). The RFC's
// text and record: rfc.go, errata.go, record.go.
//
// # Speed devices
//
// Each makes the code less plain than it could be, and stays because it
// pays; docs/PERFORMANCE.md ("Speed devices") gives each figure and how it
// was measured. kasztp is the 48,010 https URLs of testdata/bench.
//
//   - Result.parts0 and diags0 (result.go): the parts and the diagnostic of
//     most URLs inside the Result. Without them Parse makes 6.9 allocations
//     per kasztp URL instead of 2.9.
//   - traceBufs, a sync.Pool (trace.go): the trace's buffers kept from one
//     Parse to the next. Without it Parse with Trace makes 10.2 allocations
//     and 2,001 bytes per kasztp URL instead of 4.1 and 1,044.
//   - schemeURL's switch (parse.go): the scheme's production called
//     directly, not through a function value, which would move the parser
//     to the heap: 3.9 allocations and 814 bytes per kasztp URL instead of
//     2.9 and 366.
//   - The bit test before appendix (url, parse.go): only an input whose
//     first or last byte may be the appendix's is read in its context.
//     Without it Parse takes 17% more CPU time on node_files.
//   - schemeRun's fast path (parse.go): one scan gives the scheme's end and
//     its case, which url and schemeName would read again. Without it Parse
//     takes 6% more CPU time on node_files.
//   - pctEncoded, 256 "%XX" strings built at init (diag.go): a one-octet
//     fix without an allocation; without it kasztp's rejected URLs make
//     one more allocation each (99,519 instead of 94,821).
//
// Not counted here: the messages that are never formatted (of diagnostics
// past maxDiagnostics, and of a syntax error that oneErrorPerMistake folds
// away) are a bound on a long bad input's cost per byte, held by
// TestParseTooMany and BenchmarkLong, not a speed device; the automaton's
// lazy DFA is the automaton's (parser/internal/bnf); the streaming JSON
// writer (WriteJSON, json.go) and its buffer pool are there for the
// command's -json, whose memory per input byte they bound.
package parser
