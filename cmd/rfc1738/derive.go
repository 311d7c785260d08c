package main

// This file writes the -derive and -at modes: the whole derivation of each
// input (the trace's rules, the literals between them, the character rules
// below each part), or the rule stack at one byte. An example of -derive:
//
//	input: "http://h/a"
//	derivation:
//	  url [0,10) "http://h/a"
//	    httpurl [0,10) "http://h/a"
//	      "http://" [0,7)
//	        scheme [0,4) "http"
//	  ...
//	rules used: url scheme hostport ... lowalpha alpha unreserved uchar
//
// and of -at 9:
//
//	input: "http://h/a"
//	at 9: "a" (alpha)
//	stack: url › httpurl › hpath › hsegment › uchar › unreserved › alpha › lowalpha

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/clitext"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// teachModes are the flags of this file's modes.
type teachModes struct {
	derive *bool
	at     *int
}

func teachFlags(fs *flag.FlagSet) teachModes {
	return teachModes{
		derive: fs.Bool("derive", false, "print the derivation: the rules, literals and character rules that read each input"),
		at:     fs.Int("at", -1, "print the rule stack from url down to the character rule at this byte `offset` (0 to the input's length)"),
	}
}

// on reports whether one of the modes was asked for.
func (m teachModes) on() bool { return *m.derive || *m.at >= 0 }

// write parses input with the trace and writes what the mode asks for,
// after a blank line when it is not the first (n) of a plain output. It
// reports whether the input is valid.
func (m teachModes) write(w *bufio.Writer, input string, jsonOut bool, n int) bool {
	r := parser.Parse(input, parser.Trace)
	if n > 0 && !jsonOut {
		w.WriteByte('\n')
	}
	switch {
	case *m.derive && jsonOut:
		writeDerivationJSON(w, r)
	case *m.derive:
		writeDerivation(w, r)
	case jsonOut:
		writeStackJSON(w, r, *m.at)
	default:
		writeStack(w, r, *m.at)
	}
	return r.Valid
}

// writeDerivation writes r's derivation (r was parsed with parser.Trace).
func writeDerivation(w *bufio.Writer, r *parser.Result) {
	fmt.Fprintf(w, "input: %s\n", quote(r.Input))
	d := r.Derivation()
	fmt.Fprintf(w, "derivation:\n")
	shown := 0
	for _, s := range d.Steps {
		if shown == reportMaxItems*10 {
			n := len(d.Steps) - shown
			id := parser.Counted("cli.derive.more", n)
			fmt.Fprintf(w, "  %s\n", clitext.Say(id, n))
			break
		}
		shown++
		fmt.Fprintf(w, "  %s%s %s", strings.Repeat("  ", s.Depth), s.Rule, span(s.Start, s.End))
		if s.Kind != parser.StepLiteral {
			fmt.Fprintf(w, " %s", text(r.Input, s.Start, s.End))
		}
		for _, m := range stepMarks(s) {
			fmt.Fprintf(w, " (%s)", m)
		}
		w.WriteByte('\n')
	}
	if d.Truncated {
		fmt.Fprintf(w, "  %s\n", clitext.Say("cli.derive.truncated", parser.MaxCharSteps))
	}
	fmt.Fprintf(w, "rules used: %s\n", strings.Join(d.RulesUsed(), " "))
}

// stepMarks names what is special about a step.
func stepMarks(s parser.DerivationStep) []string {
	var m []string
	if s.Failed {
		m = append(m, "failed")
	}
	if s.Tried {
		m = append(m, "tried")
	}
	if s.Rejected {
		m = append(m, "rejected: "+clitext.Say("cli.derive.rejected"))
	}
	if s.CaseIgnore {
		m = append(m, caseIgnoreMark())
	}
	if s.Erratum != 0 {
		m = append(m, erratumMark(s.Erratum))
	}
	if s.Kind == parser.StepContext {
		m = append(m, clitext.Say("cli.derive.context"))
	}
	return m
}

// caseIgnoreMark says what a case-ignore step is: section 5's comment, not
// its rules, takes the text.
func caseIgnoreMark() string { return "case-ignore: " + clitext.Say("cli.derive.case-ignore") }

// erratumMark says which erratum makes a literal one, and how.
func erratumMark(id int) string {
	for _, e := range parser.Errata() {
		if e.ID == id {
			return e.Reading()
		}
	}
	return "erratum " + strconv.Itoa(id)
}

// writeStack writes the rule stack of r (parsed with parser.Trace) at byte
// pos.
func writeStack(w *bufio.Writer, r *parser.Result, pos int) {
	fmt.Fprintf(w, "input: %s\n", quote(r.Input))
	st := r.StackAt(pos)
	switch {
	case st.HasClass:
		fmt.Fprintf(w, "at %d: %s (%s)\n", pos, quote(r.Input[pos:pos+1]), st.Class)
	default:
		fmt.Fprintf(w, "at %d: %s\n", pos, clitext.Say("cli.at.end"))
	}
	fmt.Fprintf(w, "stack: %s\n", strings.Join(st.Rules, " › "))
	if st.Literal != "" {
		fmt.Fprintf(w, "literal: %s %s\n", st.Literal, span(st.LiteralStart, st.LiteralEnd))
	}
	if st.CaseIgnore {
		fmt.Fprintf(w, "read: %s\n", caseIgnoreMark())
	}
	if st.Erratum != 0 {
		fmt.Fprintf(w, "read: %s\n", erratumMark(st.Erratum))
	}
	if !st.Read {
		fmt.Fprintf(w, "read: %s\n", clitext.Say("cli.at.unread"))
	}
	for _, d := range st.Diagnostics {
		fmt.Fprintf(w, "%s %s %s: %s\n", d.Severity, d.Code, span(int(d.Start), int(d.End)), d.Message)
	}
}

// jsonStep is a step of -derive -json.
type jsonStep struct {
	Kind     string `json:"kind"`
	Rule     string `json:"rule"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Depth    int    `json:"depth"`
	Parent   int    `json:"parent"`
	Failed   bool   `json:"failed,omitempty"`
	Tried    bool   `json:"tried,omitempty"`
	Rejected bool   `json:"rejected,omitempty"`
	// CaseIgnore: read only with the case of letters ignored.
	CaseIgnore bool `json:"caseIgnore,omitempty"`
	// Erratum: the erratum that makes the literal one, 0 for none.
	Erratum int `json:"erratum,omitempty"`
}

// writeDerivationJSON writes one line: {"input","steps":[...],"rules":[...],"truncated"}.
func writeDerivationJSON(w *bufio.Writer, r *parser.Result) {
	d := r.Derivation()
	steps := make([]jsonStep, len(d.Steps))
	for i, s := range d.Steps {
		steps[i] = jsonStep{s.Kind.String(), s.Rule, s.Start, s.End, s.Depth, s.Parent, s.Failed, s.Tried, s.Rejected, s.CaseIgnore, s.Erratum}
	}
	writeJSONLine(w, struct {
		Input     string     `json:"input"`
		Steps     []jsonStep `json:"steps"`
		Rules     []string   `json:"rules"`
		Truncated bool       `json:"truncated"`
	}{r.Input, steps, nonNil(d.RulesUsed()), d.Truncated})
}

// writeStackJSON writes one line:
// {"input","pos","rules","literal","start","end","read","caseIgnore","erratum","class","diagnostics":[codes]}.
func writeStackJSON(w *bufio.Writer, r *parser.Result, pos int) {
	st := r.StackAt(pos)
	class := ""
	if st.HasClass {
		class = st.Class.String()
	}
	codes := []string{}
	for _, d := range st.Diagnostics {
		codes = append(codes, string(d.Code))
	}
	writeJSONLine(w, struct {
		Input       string   `json:"input"`
		Pos         int      `json:"pos"`
		Rules       []string `json:"rules"`
		Literal     string   `json:"literal"`
		Start       int      `json:"start"`
		End         int      `json:"end"`
		Read        bool     `json:"read"`
		CaseIgnore  bool     `json:"caseIgnore,omitempty"`
		Erratum     int      `json:"erratum,omitempty"`
		Class       string   `json:"class"`
		Diagnostics []string `json:"diagnostics"`
	}{r.Input, pos, nonNil(st.Rules), st.Literal, st.Start, st.End, st.Read, st.CaseIgnore, st.Erratum, class, codes})
}

func writeJSONLine(w *bufio.Writer, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		b = []byte(`{"error":` + fmt.Sprintf("%q", err.Error()) + `}`) // never: the types are plain
	}
	w.Write(b)
	w.WriteByte('\n')
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
