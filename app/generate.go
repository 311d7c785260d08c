//go:build !wasm

package main

// generate writes the static site. PLACEHOLDER: being built.
func generate() {}
