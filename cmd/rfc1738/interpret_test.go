package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestInterpretGolden compares rfc1738 -interpret and -interpret -json for
// the inputs of testdata/interpret.txtar with the sections stored there.
// Run with -update to rewrite them, then read the diff.
func TestInterpretGolden(t *testing.T) {
	checkSections(t, "testdata/interpret.txtar", func(input string) []section {
		code, transcript, _ := runCmd(t, input, "-interpret")
		jcode, jsonOut, _ := runCmd(t, input, "-interpret", "-json")
		if code != jcode {
			t.Errorf("exit status %d without -json, %d with", code, jcode)
		}
		return []section{{"transcript", transcript}, {"json", jsonOut}, {"exit", fmt.Sprintf("%d\n", code)}}
	})
}

// TestInterpretJSON checks the JSON form's contract (DESIGN.md): one object
// per URL, with "input" and "steps", each step with "command", "argument"
// (decoded), "start", "end" and "rfc".
func TestInterpretJSON(t *testing.T) {
	code, out, errOut := runCmd(t, "", "-interpret", "-json", "ftp://myname@host.dom/%2Fetc/motd", "nope")
	if code != 1 || errOut != "" {
		t.Fatalf("exit %d, stderr %q; want 1 (an invalid URL), nothing", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), out)
	}
	var v struct {
		Input string
		Valid bool
		Steps []struct {
			Command, Argument string
			Start, End        int
			RFC               string
			Guess             bool
		}
	}
	if err := json.Unmarshal([]byte(lines[0]), &v); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range v.Steps {
		got = append(got, fmt.Sprintf("%s %q %d-%d %s", s.Command, s.Argument, s.Start, s.End, s.RFC))
	}
	want := []string{
		`connect "host.dom:21" 13-21 3.2`,
		`USER "myname" 6-12 3.2.1`,
		`PASS "" 12-12 3.2.1`,
		`CWD "/etc" 22-28 3.2.2`,
		`TYPE "" 33-33 3.2.3`,
		`RETR "motd" 29-33 3.2.2`,
	}
	if v.Input != "ftp://myname@host.dom/%2Fetc/motd" || !v.Valid || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q valid %v:\n%s\nwant:\n%s", v.Input, v.Valid, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, key := range []string{`"command":`, `"argument":`, `"start":`, `"end":`, `"rfc":`} {
		if !strings.Contains(lines[0], key) {
			t.Errorf("the JSON lacks %s: %s", key, lines[0])
		}
	}
	if err := json.Unmarshal([]byte(lines[1]), &v); err != nil {
		t.Fatal(err)
	}
	if v.Valid || len(v.Steps) != 1 || v.Steps[0].Command != "stop" || !v.Steps[0].Guess {
		t.Errorf("nope: %s; want one stop step", lines[1])
	}
}

// TestInterpretLong checks that the transcript of a URL with many steps
// lists the first ones and says how many it left out.
func TestInterpretLong(t *testing.T) {
	_, out, _ := runCmd(t, "", "-interpret", "ftp://h/"+strings.Repeat("d/", 1000)+"f")
	if n := strings.Count(out, " CWD d\n"); n != reportMaxItems-3 {
		t.Errorf("%d CWD steps listed, want %d", n, reportMaxItems-3)
	}
	if want := fmt.Sprintf("... %d more steps", 1000+5-reportMaxItems); !strings.Contains(out, want) {
		t.Errorf("the transcript lacks %q:\n%.300s", want, out[len(out)-300:])
	}
}
