package main

import (
	"os"
	"testing"
)

// checkSections reads the txtar file, computes its sections from its
// "input" section with outputs, and compares them with those stored there
// (-update rewrites the file instead: then read the diff). The golden tests
// of the report, -compare, -interpret and -derive share it.
func checkSections(t *testing.T, file string, outputs func(input string) []section) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ar := parseTxtar(data)
	input, ok := ar.get("input")
	if !ok {
		t.Fatalf("%s has no input section", file)
	}
	got := append([]section{{"input", input}}, outputs(input)...)
	if *update {
		ar.sections = got
		if err := os.WriteFile(file, ar.format(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, s := range got[1:] {
		want, ok := ar.get(s.name)
		if !ok {
			t.Errorf("%s: no %q section (run go test -update)", file, s.name)
			continue
		}
		if s.data != want {
			t.Errorf("%s: %s section differs (run go test -update and review the diff)\ngot:\n%s\nwant:\n%s",
				file, s.name, s.data, want)
		}
	}
}
