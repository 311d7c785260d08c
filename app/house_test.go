//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fileLineLimit is the longest a file of the page's code may be: a file
// longer than a reader holds in mind is one that does more than one thing,
// which is how the playground and the list view once grew into fourteen
// and seven files of methods each.
const fileLineLimit = 400

// TestFilesShort holds every non-test Go file of the page to
// fileLineLimit lines: a file that grows past it is split by what it
// does, as railroad-steps.go is from railroad-view.go.
func TestFilesShort(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(b, []byte("\n")); n > fileLineLimit {
			t.Errorf("%s is %d lines, over %d: split it by what it does", name, n, fileLineLimit)
		}
	}
}
