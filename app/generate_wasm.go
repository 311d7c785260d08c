//go:build wasm

package main

// generate is a no-op in the browser: app.RunWhenOnBrowser never returns there.
func generate() {}
