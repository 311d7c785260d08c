// Command langfiles writes the site's language catalogs into a directory:
// every catalog of package i18n as it is written there (en.json, es.json,
// ...), and the pseudo-language, en-XA.json, made from English at build
// time (i18n.PseudoOf), so that it is never out of date and never
// committed. make site runs it before the site generator, which
// precompresses them with the site's other files:
//
//	go run ./internal/langfiles -out build/site/web/lang
//
// With -fmt it rewrites the catalog files it is given as i18n.Marshal
// writes them, which the tests ask of every file (a translator's editor
// may reorder or reindent one):
//
//	go run ./internal/langfiles -fmt i18n/fr.json
//
// The page fetches /web/lang/<tag>.json when a reader chooses the
// language; app.wasm holds none of them.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urlplayground/rfc1738-playground/i18n"
)

func main() {
	out := flag.String("out", "", "the `directory` to write the catalogs into (made if missing)")
	format := flag.Bool("fmt", false, "rewrite the catalog files named as arguments as the catalogs are written (keys sorted, two spaces' indent), their entries unchanged")
	flag.Parse()
	if *format {
		for _, p := range flag.Args() {
			if err := formatFile(p); err != nil {
				fmt.Fprintf(os.Stderr, "langfiles: %v\n", err)
				os.Exit(1)
			}
		}
		return
	}
	if *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: langfiles -out DIR | langfiles -fmt FILE...")
		os.Exit(2)
	}
	names, err := write(*out)
	if err != nil {
		fmt.Fprintf(os.Stderr, "langfiles: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("langfiles: %d catalogs in %s\n", len(names), *out)
}

// write writes every catalog and the pseudo-language into dir and returns
// the files' names.
func write(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var names []string
	put := func(tag string, data []byte) error {
		name := tag + ".json"
		names = append(names, name)
		return os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	for _, tag := range i18n.Tags() {
		data, err := i18n.File(tag)
		if err != nil {
			return nil, err
		}
		// A file that does not load would fail the page, not the build.
		if _, err := i18n.Load(tag); err != nil {
			return nil, err
		}
		if err := put(tag, data); err != nil {
			return nil, err
		}
	}
	pseudo, err := i18n.Load(i18n.Pseudo)
	if err != nil {
		return nil, err
	}
	if err := put(i18n.Pseudo, pseudo.Marshal()); err != nil {
		return nil, err
	}
	return names, nil
}

// formatFile rewrites the catalog file p as Marshal writes it.
func formatFile(p string) error {
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	c, err := i18n.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", p, err)
	}
	return os.WriteFile(p, c.Marshal(), 0o644)
}
