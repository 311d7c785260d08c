package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestDeriveGolden compares the -derive and -at outputs, plain and JSON,
// for the inputs of testdata/derive.txtar with the sections stored there.
// Run with -update to rewrite them.
func TestDeriveGolden(t *testing.T) {
	checkSections(t, "testdata/derive.txtar", func(input string) []section {
		code, derive, _ := runCmd(t, input, "-derive")
		_, deriveJSON, _ := runCmd(t, input, "-derive", "-json")
		// -at 12 one input at a time: for an input shorter than 12
		// bytes it is a usage error, which stops the command there.
		var at, atJSON string
		readLines(strings.NewReader(input), maxLine, func(line string) error {
			for _, json := range []bool{false, true} {
				args := []string{"-at", "12"}
				if json {
					args = append(args, "-json")
				}
				code, out, errOut := runCmd(t, line+"\n", args...)
				if code == 2 {
					out = fmt.Sprintf("exit 2, stderr: %s", errOut)
				}
				if json {
					atJSON += out
				} else {
					if at != "" {
						at += "\n"
					}
					at += out
				}
			}
			return nil
		})
		return []section{
			{"derive", derive},
			{"derive-json", deriveJSON},
			{"at-12", at},
			{"at-12-json", atJSON},
			{"exit", fmt.Sprintf("%d\n", code)},
		}
	})
}

// TestAtJSON checks the -at -json object of a two-input example (one valid, one not).
func TestAtJSON(t *testing.T) {
	code, out, _ := runCmd(t, "", "-at", "12", "-json", "http://host/abc", "http://host/~user")
	if code != 1 {
		t.Errorf("exit status %d, want 1 (one input is invalid)", code)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), out)
	}
	var st struct {
		Rules       []string `json:"rules"`
		Class       string   `json:"class"`
		Read        bool     `json:"read"`
		Diagnostics []string `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &st); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(st.Rules, " › "); got != "url › httpurl › hpath › hsegment › uchar › unreserved › alpha › lowalpha" || st.Class != "alpha" || !st.Read {
		t.Errorf("-at 12 http://host/abc: %s", lines[0])
	}
	if err := json.Unmarshal([]byte(lines[1]), &st); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(st.Rules, " › "); got != "url › httpurl › hpath › hsegment" || st.Class != "national" || st.Read ||
		len(st.Diagnostics) != 1 || st.Diagnostics[0] != "unsafe-char" {
		t.Errorf("-at 12 http://host/~user: %s", lines[1])
	}
}
