package main

import (
	"time"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file holds what the playground's components share: the parse limits,
// the lit span that hovering and focusing set, and the action names children
// use to ask the playground for a change.

const (
	// traceLimit is the longest input parsed with the Trace mode. Longer
	// inputs are parsed whole, without the derivation tree.
	traceLimit = 64 << 10
	// cellLimit is how many bytes the highlight and the class strip draw
	// (the diagnostics list, internal/readview, reads the same limit).
	cellLimit = readview.CellLimit
	// traceNodeLimit caps the derivation nodes drawn.
	traceNodeLimit = 1500
	// listLimit caps the rows of the parts table and the diagnostics list.
	listLimit = readview.ListLimit
	// fragmentLimit is the longest input kept in the address fragment:
	// browsers refuse addresses of a few megabytes.
	fragmentLimit = 512 << 10
	// settleDelay is the pause in typing after which the slower views
	// (parts table, diagnostics, trace, grammar, comparison) and the rest
	// of the page catch up with the input (settleWait).
	settleDelay = 150 * time.Millisecond
	// keepDelay is the pause in typing after which the address fragment
	// is written.
	keepDelay = 200 * time.Millisecond
	// keepDelayLong is keepDelay for an input longer than cellLimit:
	// writing its address costs a frame or more (Chromium parses the
	// whole URL), which a short pause in typing must not pay.
	keepDelayLong = time.Second
	// announceDelay is the pause in typing after which screen readers
	// hear the verdict (#verdict-announce): a sentence on every keystroke
	// would queue up faster than it can be spoken.
	announceDelay = time.Second
)

// parse is the page's one call into the grammar per input.
func parse(input string) *parser.Result {
	if r := readFirst; r != nil {
		readFirst = nil
		if r.Input == input {
			return r
		}
	}
	if len(input) > traceLimit {
		return parser.Parse(input, 0)
	}
	return parser.Parse(input, parser.Trace)
}

// A span is a half-open byte range of the input that is lit: every element
// showing it is highlighted. On is false when nothing is lit.
type span struct {
	Start, End int
	On         bool
	// HasAt marks byte At on the field as the one being read (the
	// railroad's step-through: the byte its current step reads).
	At    int
	HasAt bool
}

// litMatcher decides which items of one list (parts, diagnostics, trace
// nodes) light up for the lit span: among the items whose span contains it,
// the narrowest. Hovering "host" lights the host row, not the whole URL;
// hovering one character lights the innermost part holding it.
type litMatcher struct {
	lit  span
	best int // length of the narrowest item containing lit, or -1
}

func newLitMatcher(lit span, n int, at func(i int) (start, end int)) litMatcher {
	m := litMatcher{lit: lit, best: -1}
	if !lit.On {
		return m
	}
	for i := 0; i < n; i++ {
		s, e := at(i)
		if s <= lit.Start && lit.End <= e && (m.best < 0 || e-s < m.best) {
			m.best = e - s
		}
	}
	return m
}

func (m litMatcher) match(start, end int) bool {
	return m.best >= 0 && start <= m.lit.Start && m.lit.End <= end && end-start == m.best
}

// Actions that children post and the playground handles.
const (
	actionLoad       = "playground/load"        // value: string, the new input
	actionFix        = "playground/fix"         // value: int, index of a diagnostic
	actionFixAll     = "playground/fix-all"     // no value
	actionSelectRule = "playground/select-rule" // value: string, a rule name
	actionCopy       = "playground/copy"        // value: string, "link", "json" or "canonical"
	actionQuiz       = "playground/quiz"        // value: bool, a quiz's questions are being asked
	actionLang       = "playground/lang"        // no value: the page's language changed (fragment-lang.go)
)
