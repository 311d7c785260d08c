package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/clitext"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file is rfc1738 -interpret: what each URL tells a client to do, by
// section 3 of RFC 1738 (parser.Result.Interpret), as a transcript or, with
// -json, one object per URL:
//
//	{"input","valid","steps":[{"command","argument","start","end","rfc","quote","placeholder","note","source","caution","guess"}]}
//
// "placeholder", "note", "source" and "caution" are left out when empty,
// "guess" when false. (parser.Step says what each means.)

// interpretJSON is the JSON form of one URL's interpretation.
type interpretJSON struct {
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Steps []stepJSON `json:"steps"`
}

type stepJSON struct {
	Command  string `json:"command"`
	Argument string `json:"argument"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	RFC      string `json:"rfc"`
	Quote    string `json:"quote"`
	Holder   string `json:"placeholder,omitempty"`
	Note     string `json:"note,omitempty"`
	Source   string `json:"source,omitempty"`
	Caution  string `json:"caution,omitempty"`
	Guess    bool   `json:"guess,omitempty"`
}

// writeInterpretJSON writes r's interpretation as one line of JSON.
func writeInterpretJSON(w *bufio.Writer, r *parser.Result) {
	steps := r.Interpret()
	v := interpretJSON{Input: r.Input, Valid: r.Valid, Steps: make([]stepJSON, len(steps))}
	for i, s := range steps {
		v.Steps[i] = stepJSON{s.Command, s.Argument, s.Start, s.End, s.RFC, s.Quote, s.Placeholder, s.Note, s.Source, s.Caution, s.Guess}
	}
	b, _ := json.Marshal(v) // strings, ints and bools only: it cannot fail
	w.Write(b)
	w.WriteByte('\n')
}

// writeTranscript writes r's interpretation for a reader: the input, then
// one numbered step a line, as a student would read it aloud, with its
// byte span, the RFC section and sentence it follows, and its note.
func writeTranscript(w *bufio.Writer, r *parser.Result) {
	fmt.Fprintf(w, "%s\n", quote(r.Input))
	if !r.Valid {
		fmt.Fprintf(w, "  rejected: %s\n", clitext.Say("cli.interpret.rejected"))
	}
	steps := r.Interpret()
	shown := min(len(steps), reportMaxItems)
	for i, s := range steps[:shown] {
		line := s.Command
		switch {
		case s.Argument == "" && s.Placeholder != "":
			line += " " + s.Placeholder
		default:
			line += " " + transcriptArg(s.Argument)
		}
		mark := ""
		switch {
		case s.Command == parser.StepStop:
			mark = "  [stop]" // the step's command, which stays as it is
		case s.Guess:
			mark = "  " + clitext.Say("cli.interpret.guess")
		}
		fmt.Fprintf(w, "  %d. %s%s\n", i+1, line, mark)
		where := clitext.Say("cli.interpret.bytes", s.Start, s.End)
		if s.RFC != "" {
			where = clitext.Say("cli.interpret.bytes-section", s.Start, s.End, s.RFC)
		}
		if s.Quote != "" {
			where = clitext.Say("cli.interpret.quote", where, strconv.Quote(s.Quote))
		}
		fmt.Fprintf(w, "     %s\n", where)
		if s.Note != "" {
			fmt.Fprintf(w, "     %s\n", s.Note)
		}
		if s.Source != "" {
			fmt.Fprintf(w, "     %s\n", clitext.Say("cli.interpret.outside", s.Source))
		}
		if s.Caution != "" {
			fmt.Fprintf(w, "     %s\n", clitext.Say("cli.interpret.caution", strconv.Quote(s.Caution)))
		}
	}
	if n := len(steps) - shown; n > 0 {
		id := parser.Counted("cli.interpret.more", n)
		fmt.Fprintf(w, "  %s\n", clitext.Say(id, n))
	}
}

// transcriptArg shows an argument as it can be read aloud: bare when it is
// printable ASCII without spaces, quoted otherwise (so that an empty
// argument, a space or a control byte is seen).
func transcriptArg(a string) string {
	if a != "" && !strings.ContainsFunc(a, func(r rune) bool { return r <= ' ' || r >= 0x7f || r == '"' }) {
		return a
	}
	return quote(a)
}
