package main

// This file is -check: rfc1738 -check FILE... reads URL lists (the format
// of package urllist: "+ " expects valid, "- " invalid, "# " a note) and
// says which expectations fail:
//
//	lists/mistakes.txt:4: "http://host/~user": expected valid, got invalid httpurl: error unsafe-char [12,13): unsafe character "~" ...
//	check: 41 pass, 1 fail, 3 unchecked
//
// With -json it prints one object per URL and a summary object last:
//
//	{"file":"lists/mistakes.txt","line":4,"input":"http://host/~user","expected":"valid","valid":false,"production":"httpurl","pass":false,"error":{"code":"unsafe-char","start":12,"end":13,"message":"...","rfc":"2.2"}}
//	{"pass":41,"fail":1,"unchecked":3}
//
// "expected" is "" and "pass" null for a URL with no expectation; "error"
// is the first error, or null. Both outputs can be pasted back into the
// playground's list view, which reads them as lists.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// checkTally counts a check's URLs.
type checkTally struct{ pass, fail, unchecked int }

// checkRow is one URL's line of -check -json.
type checkRow struct {
	File       string     `json:"file"`
	Line       int        `json:"line"`
	Input      string     `json:"input"`
	Note       string     `json:"note,omitempty"`
	Expected   string     `json:"expected"`
	Valid      bool       `json:"valid"`
	Production string     `json:"production"`
	Pass       *bool      `json:"pass"`
	Error      *checkDiag `json:"error"`
}

type checkDiag struct {
	Code    string `json:"code"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
	Message string `json:"message"`
	RFC     string `json:"rfc"`
}

// runCheck checks the lists in files ("-" is standard input) and returns the
// exit status: 0 when every expectation holds, 1 when one fails, 2 when a
// file cannot be read, holds a URL longer than maxStudyLine, or the output
// cannot be written.
func runCheck(files []string, jsonOut bool, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "rfc1738: -check needs one or more list files (\"-\" for standard input)")
		fmt.Fprintln(stderr, "usage: rfc1738 -check [-json] FILE...")
		return 2
	}
	out := bufio.NewWriter(stdout)
	var t checkTally
	status := 0
	for _, name := range files {
		if err := checkList(out, name, stdin, jsonOut, &t); err != nil {
			fmt.Fprintf(stderr, "rfc1738: %v\n", err)
			status = 2
		}
	}
	if jsonOut {
		fmt.Fprintf(out, "{\"pass\":%d,\"fail\":%d,\"unchecked\":%d}\n", t.pass, t.fail, t.unchecked)
	} else {
		fmt.Fprintf(out, "check: %d pass, %d fail, %d unchecked\n", t.pass, t.fail, t.unchecked)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "rfc1738: writing output: %v\n", err)
		return 2
	}
	if status == 0 && t.fail > 0 {
		status = 1
	}
	return status
}

// checkList checks one list file, or standard input for "-", as it reads
// it: it holds one line (and the notes before a URL) at a time, never the
// list, so a list of any length is checked in the memory its longest line
// needs. A line longer than maxLine, notes longer than maxLine before one
// URL, or a URL longer than maxStudyLine stop the list there, with an
// error, after the URLs before it have been checked.
func checkList(out *bufio.Writer, name string, stdin io.Reader, jsonOut bool, t *checkTally) error {
	var r io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	var list urllist.Stream
	return readLinesOf(r, name, maxLine, func(lineno int, line string) error {
		e, ok := list.Line(line)
		if list.NoteLen() > maxLine {
			return fmt.Errorf("%s:%d: %w (notes of more than %d bytes before one URL); the rest of the list is not checked", name, lineno, errLineTooLong, maxLine)
		}
		if !ok {
			return nil
		}
		if len(e.URL) > maxStudyLine {
			// The bound on memory (maxStudyLine in main.go) holds for a
			// list's URLs too.
			return fmt.Errorf("%s:%d: %w (a URL of more than %d bytes); the rest of the list is not checked", name, lineno, errLineTooLong, maxStudyLine)
		}
		checkEntry(out, name, e, jsonOut, t)
		return nil
	})
}

// checkEntry checks one URL, counts it, and prints its line: with -json
// always, without it only when its expectation fails.
func checkEntry(w *bufio.Writer, file string, e urllist.Entry, jsonOut bool, t *checkTally) {
	r := parser.Parse(e.URL, 0)
	pass := e.Expect.Holds(r.Valid)
	switch {
	case e.Expect == urllist.None:
		t.unchecked++
	case pass:
		t.pass++
	default:
		t.fail++
	}
	d := firstError(r)
	if jsonOut {
		row := checkRow{
			File: file, Line: e.Line, Input: e.URL, Note: e.Note,
			Expected: e.Expect.String(), Valid: r.Valid, Production: r.Production,
		}
		if e.Expect != urllist.None {
			row.Pass = &pass
		}
		if d != nil {
			row.Error = &checkDiag{Code: string(d.Code), Start: int(d.Start), End: int(d.End), Message: d.Message, RFC: d.RFC}
		}
		b, _ := json.Marshal(row) // strings and numbers only: cannot fail
		w.Write(b)
		w.WriteByte('\n')
		return
	}
	if pass {
		return
	}
	fmt.Fprintf(w, "%s:%d: %s: expected %s, got %s\n", file, e.Line, strconv.Quote(e.URL), e.Expect, verdictText(r, d))
}

// verdictText is "valid httpurl", or "invalid httpurl: error CODE [s,e): MESSAGE".
func verdictText(r *parser.Result, d *parser.Diagnostic) string {
	prod := r.Production
	if prod == "" {
		prod = "(not a URL)"
	}
	if r.Valid {
		return "valid " + prod
	}
	if d == nil {
		return "invalid " + prod
	}
	return fmt.Sprintf("invalid %s: error %s %s: %s", prod, d.Code, span(int(d.Start), int(d.End)), d.Message)
}
