//go:build wasm

package parser

// keepCatalog keeps nothing in the browser (catalogs.go says why).
func keepCatalog(*Catalog) {}
