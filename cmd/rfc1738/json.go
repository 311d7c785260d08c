package main

import (
	"io"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// writeJSON writes -json's object for r: the bytes of r.MarshalJSON (the
// form DESIGN.md fixes for -json), streamed (parser.Result.WriteJSON).
func writeJSON(w io.Writer, r *parser.Result) error { return r.WriteJSON(w) }
