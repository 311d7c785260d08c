//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"

	"github.com/urlplayground/rfc1738-playground/railroad"
)

// writeDiagrams writes the railroad diagram of every rule of RFC 1738
// section 5 into dir, one standalone SVG file per rule (/diagrams/<rule>.svg),
// for the /rfc page and for teachers' slides.
func writeDiagrams(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, r := range railroad.RFC().Rules {
		var b bytes.Buffer
		if _, err := railroad.RuleSVG(&b, r.Name); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, railroad.FileName(r.Name)), b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}
