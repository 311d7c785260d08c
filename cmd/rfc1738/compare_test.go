package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestCompareGolden compares -compare's text and JSON for the inputs in
// testdata/compare.txtar with the sections stored there. Run with -update
// to rewrite them, then read the diff: it is the handout a teacher prints.
func TestCompareGolden(t *testing.T) {
	checkSections(t, "testdata/compare.txtar", func(input string) []section {
		code, text, _ := runCmd(t, input, "-compare")
		jcode, jsonOut, _ := runCmd(t, input, "-compare", "-json")
		if code != jcode {
			t.Errorf("exit status %d without -json, %d with", code, jcode)
		}
		return []section{{"text", text}, {"json", jsonOut}, {"exit", fmt.Sprintf("%d\n", code)}}
	})
}

// TestCompareJSON checks the JSON's shape: one object per input, eight
// rows in order, one cell per reader, no browser column.
func TestCompareJSON(t *testing.T) {
	_, out, _ := runCmd(t, "http://Host:80/a#frag\nfoo.com\n", "-compare", "-json")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want 2:\n%s", len(lines), out)
	}
	var tab struct {
		Input    string `json:"input"`
		Readings []struct {
			Reader   string `json:"reader"`
			Accepted bool   `json:"accepted"`
			At       *int   `json:"at"`
			Why      string `json:"why"`
		} `json:"readings"`
		Rows []struct {
			Field  string   `json:"field"`
			Differ bool     `json:"differ"`
			Causes []string `json:"causes"`
			Why    []string `json:"why"`
			Cells  []struct {
				Reader  string  `json:"reader"`
				Present bool    `json:"present"`
				Value   *string `json:"value"`
				Start   *int    `json:"start"`
			} `json:"cells"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &tab); err != nil {
		t.Fatal(err)
	}
	var readers []string
	for _, r := range tab.Readings {
		readers = append(readers, r.Reader)
	}
	if got := strings.Join(readers, " "); got != "rfc1738 rfc3986 gonet" {
		t.Errorf("readers %q, want rfc1738 rfc3986 gonet", got)
	}
	if r := tab.Readings[0]; r.Accepted || r.At == nil || *r.At != 16 || !strings.Contains(r.Why, "#") {
		t.Errorf("RFC 1738's reading of %q: accepted %v at %v why %q, want rejected at 16 for the \"#\"", tab.Input, r.Accepted, r.At, r.Why)
	}
	var fields []string
	for _, row := range tab.Rows {
		fields = append(fields, row.Field)
		if len(row.Cells) != 3 || row.Differ != (len(row.Why) > 0) {
			t.Errorf("row %s: %d cells, differ %v, %d explanations", row.Field, len(row.Cells), row.Differ, len(row.Why))
		}
	}
	if got := strings.Join(fields, " "); got != "scheme user password host port path query fragment" {
		t.Errorf("rows %q", got)
	}
	frag := tab.Rows[7]
	if !frag.Differ || frag.Cells[0].Present || frag.Cells[1].Value == nil || *frag.Cells[1].Value != "frag" || *frag.Cells[1].Start != 17 {
		t.Errorf("fragment row: %+v, want RFC 1738 absent and RFC 3986 \"frag\" at 17", frag)
	}
}
