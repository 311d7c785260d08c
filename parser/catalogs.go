//go:build !wasm

package parser

// The catalogs a program has made, kept for the tools that write and check
// the language files (i18n/en.json is written from every catalog the page
// links, whatever package makes it), natively only: the browser's builds
// (app.wasm, reader.wasm) keep none, and carry neither the list nor the
// code that fills it (catalogs_wasm.go), since every byte of app.wasm is
// downloaded by every reader.

import "sync"

var catalogs struct {
	sync.Mutex
	all []*Catalog
}

func keepCatalog(c *Catalog) {
	catalogs.Lock()
	defer catalogs.Unlock()
	catalogs.all = append(catalogs.all, c)
}

// Catalogs returns every Catalog the program has made so far, in the order
// they were made: a package's catalog is made when the package is
// initialised, so every package the program links has made its own. It is
// not in the js/wasm build.
func Catalogs() []*Catalog {
	catalogs.Lock()
	defer catalogs.Unlock()
	return append([]*Catalog(nil), catalogs.all...)
}
