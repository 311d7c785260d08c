//go:build !wasm

package main

// warmOnly is the worker's warm-up (warm_wasm.go), which only the
// program built for the browser runs.
func warmOnly() bool { return false }

// warming is true only in the worker's warm-up.
const warming = false
