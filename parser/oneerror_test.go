package parser_test

import (
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// TestOneMistakeOneError: where the grammar stops at a character that has
// its own diagnostic, the result holds one error, which says both what is
// wrong and what the grammar expected there; two errors for one mistake
// would send a student to fix the same character twice.
func TestOneMistakeOneError(t *testing.T) {
	tests := []struct {
		in     string
		errors string // the codes of the errors, in order
		says   string // what the first error's message says of the stop
	}{
		{"http://host/~user", "unsafe-char", `; httpurl stops matching here: expected uchar, ";", ":", "@", "&", "=", "/", "?" or end of input`},
		{"http://host/a b~c", "space unsafe-char", "; httpurl stops matching here: expected uchar"},
		{"", "empty-input", `; genericurl stops matching here: expected lowalpha, digit, "+", "-" or "."`},
		{"http://host/a%zz", "bad-escape", `; httpurl stops matching after it, at "z": expected hex`},
		{"http://host/100%", "bad-escape", "; httpurl stops matching at the end: expected hex"},
		{"http://host/a?b?c", "reserved-char", `; httpurl stops matching here: expected uchar, ";", ":", "@", "&", "=" or end of input`},
		{"http://host/caf\u00e9", "non-ascii", "; httpurl stops matching here"},
		{"http://host/a\x00b", "control-char", "; httpurl stops matching here"},
		{"ht_tp:x", "scheme-char", "; genericurl stops matching here"},
		{" http://host/", "surrounding-space", "; httpurl stops matching here"},
		{"<URL:http://host/>", "url-wrapper", `; httpurl stops matching here: expected "http://"`},
		{"mailto:a b@example.com", "space", "; mailtourl stops matching here: expected xchar or end of input"},
		{"host", "missing-scheme", "; genericurl stops matching at the end"},
		// An error with no fix that ends where the grammar stops: the
		// grammar read "1abc" as a domainlabel, then wanted a ".".
		{"http://1abc/", "bad-host", `; httpurl stops matching after it, at "/": expected alphadigit, "-" or "."`},
		// An error whose fix alone makes the input valid says where the
		// production stops.
		{"http://user:pw@host/", "login-not-allowed", `; httpurl stops matching at "p": expected digit`},
		{"http:host", "missing-delimiter", "; httpurl stops matching"},
		{"telnet://host/x", "extra-text", "; telneturl stops matching here: expected end of input"},
		// An error whose fix does not make the input valid keeps the
		// syntax error beside it: the fix must not claim to repair more.
		{"http://./", "bad-host syntax", ""},
		{"http://0..0x300./", "bad-host syntax bad-host", ""},
	}
	for _, tt := range tests {
		r := parser.Parse(tt.in, 0)
		var codes []string
		var first *parser.Diagnostic
		for i, d := range r.Diagnostics {
			if d.Severity == parser.Error {
				codes = append(codes, string(d.Code))
				if first == nil {
					first = &r.Diagnostics[i]
				}
			}
		}
		if got := strings.Join(codes, " "); got != tt.errors {
			t.Errorf("Parse(%q): errors %q, want %q", tt.in, got, tt.errors)
			continue
		}
		if r.Failure == nil {
			t.Errorf("Parse(%q): no Failure, want where the grammar stopped", tt.in)
		}
		if tt.says != "" && !strings.Contains(first.Message, tt.says) {
			t.Errorf("Parse(%q): %s message %q, want it to contain %q", tt.in, first.Code, first.Message, tt.says)
		}
		// The same with Trace: the trace does not change the diagnostics.
		rt := parser.Parse(tt.in, parser.Trace)
		if len(rt.Diagnostics) != len(r.Diagnostics) {
			t.Errorf("Parse(%q, Trace): %d diagnostics, want %d as without Trace", tt.in, len(rt.Diagnostics), len(r.Diagnostics))
		}
	}
}

// TestOneErrorFixKept checks that folding the syntax error keeps the
// character's fix, so that Fix all still repairs the input.
func TestOneErrorFixKept(t *testing.T) {
	for _, in := range []string{"http://host/~user", "http://host/a b", "http://host/a%zz", "ftp://h/a#b"} {
		r := parser.Parse(in, 0)
		fixed := r.FixAll()
		if fr := parser.Parse(fixed, 0); !fr.Valid {
			t.Errorf("Parse(%q).FixAll() = %q, invalid, want valid", in, fixed)
		}
	}
}

// TestNoSyntaxErrorRestatesAnother checks checkOneError over every spec
// input; FuzzDerivation checks it on any input.
func TestNoSyntaxErrorRestatesAnother(t *testing.T) {
	for _, in := range allParseInputs() {
		checkOneError(t, parser.Parse(in, 0))
	}
}

// checkOneError checks that no syntax error is left where an error about a
// character already stands (one mistake is one error), and that an
// invalid Result still says where its production stopped.
func checkOneError(t *testing.T, r *parser.Result) {
	t.Helper()
	if !r.Valid && r.Failure == nil {
		t.Errorf("Parse(%q): invalid, with no Failure", r.Input)
	}
	for _, s := range r.Diagnostics {
		if s.Code != parser.CodeSyntax {
			continue
		}
		for _, d := range r.Diagnostics {
			if d.Severity == parser.Error && d.Code != parser.CodeSyntax && characterCode(d.Code) &&
				(d.Start == s.Start || d.Start < s.Start && s.Start < d.End) {
				t.Errorf("Parse(%q): syntax error [%d,%d) beside %s [%d,%d), want one error", r.Input, s.Start, s.End, d.Code, d.Start, d.End)
			}
		}
	}
}

// TestNotesStayNotes checks that the note on the generic syntax, which the
// page draws quieter than an error, is a note, and that folding the syntax
// error into an error leaves every note as it was.
func TestNotesStayNotes(t *testing.T) {
	for _, in := range []string{"http://host/~user", "http://1abc/", "file://benchmark"} {
		r := parser.Parse(in, 0)
		found := false
		for _, d := range r.Diagnostics {
			if d.Code == parser.CodeGenericFallback {
				found = true
				if d.Severity != parser.Info || strings.Contains(d.Message, "stops matching") {
					t.Errorf("Parse(%q): %s is %s %q, want an info note that says nothing of the stop", in, d.Code, d.Severity, d.Message)
				}
			}
		}
		if !found {
			t.Errorf("Parse(%q): no %s note", in, parser.CodeGenericFallback)
		}
	}
}

func characterCode(code parser.Code) bool {
	switch code {
	case parser.CodeEmpty, parser.CodeSchemeChar, parser.CodeControl, parser.CodeSpace, parser.CodeNonASCII,
		parser.CodeUnsafe, parser.CodeBadEscape, parser.CodeReserved, parser.CodeSurroundingSpace:
		return true
	}
	return false
}
