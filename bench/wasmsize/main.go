// Command wasmsize says what a Go wasm binary carries: its raw, gzip and
// brotli sizes, and, for a binary built without -ldflags=-s (so that it has
// a "name" section), its code by Go package, largest first.
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/app.wasm ./app
//	go run ./bench/wasmsize /tmp/app.wasm [other.wasm ...]
//
// go tool nm does not read wasm; this reads the code and name sections.
//
// With -max N it is the size budget's check (make test runs it after
// make site): it fails when the brotli size the site serves (FILE.br,
// written by the site build; FILE compressed here when there is none) is
// over N bytes, and says which tools show where the size goes.
//
//	go run ./bench/wasmsize -max 1993671 build/site/web/app.wasm
package main

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"slices"
	"strings"

	"github.com/andybalholm/brotli"
)

func main() {
	top := flag.Int("top", 25, "packages to list")
	funcs := flag.Int("funcs", 0, "also list this many of the largest functions")
	only := flag.String("pkg", "", "with -funcs, only the functions of packages whose name starts with this")
	maxBrotli := flag.Int("max", 0, "check only: fail when a file's brotli size (its .br sibling if there is one) is over this many bytes")
	flag.Parse()
	if *maxBrotli > 0 {
		if !checkBudget(flag.Args(), *maxBrotli) {
			os.Exit(1)
		}
		return
	}
	for _, name := range flag.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: raw %d, gzip -9 %d, brotli -11 (window 2^24) %d bytes\n", name, len(data), gzipSize(data), brotliSize(data))
		pkgs, fns, dataBytes, err := codeByPackage(data)
		if err != nil {
			fmt.Printf("  (no code by package: %v)\n", err)
			continue
		}
		fmt.Printf("  data segments: %d bytes\n", dataBytes)
		for i, p := range pkgs {
			if i == *top {
				break
			}
			fmt.Printf("  %9d  %s\n", p.size, p.name)
		}
		if *funcs > 0 {
			fmt.Printf("  largest functions:\n")
			n := 0
			for _, f := range fns {
				if n == *funcs {
					break
				}
				if strings.HasPrefix(pkgOf(f.name), *only) {
					fmt.Printf("  %9d  %s\n", f.size, f.name)
					n++
				}
			}
		}
	}
}

// checkBudget reports whether each file's brotli size is at most max
// bytes, and prints what it found.
func checkBudget(names []string, max int) bool {
	ok := true
	for _, name := range names {
		size, how := 0, "its .br sibling"
		if fi, err := os.Stat(name + ".br"); err == nil {
			size = int(fi.Size())
		} else {
			data, err := os.ReadFile(name)
			if err != nil {
				log.Fatal(err)
			}
			size, how = brotliSize(data), "compressed here"
		}
		if size > max {
			ok = false
			fmt.Printf("wasmsize: %s is %d bytes brotli (%s), over the budget of %d by %d.\n", name, size, how, max, size-max)
			fmt.Printf("  Where the size goes, by package and function (a build that keeps its names):\n")
			fmt.Printf("    GOOS=js GOARCH=wasm go build -trimpath -o /tmp/app.wasm ./app && go run ./bench/wasmsize -funcs 40 /tmp/app.wasm\n")
			fmt.Printf("  Why a symbol is in the binary: GOOS=js GOARCH=wasm go build -ldflags=-dumpdep ./app (the linker's reachability edges, on stderr)\n")
			fmt.Printf("  What a new view costs must be paid for elsewhere (docs/PERFORMANCE.md).\n")
			continue
		}
		fmt.Printf("wasmsize: %s is %d bytes brotli (%s), within the budget of %d (%d to spare)\n", name, size, how, max, max-size)
	}
	return ok
}

func gzipSize(data []byte) int {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return b.Len()
}

// brotliSize compresses as internal/precompress writes app.wasm.br (quality
// 11, a 16 MiB window), so that the figure is the size the site serves: the
// default 4 MiB window gives a figure some kilobytes larger and noisier for
// a 10 MB binary.
func brotliSize(data []byte) int {
	var b bytes.Buffer
	w := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	w.Write(data)
	w.Close()
	return b.Len()
}

type pkgSize struct {
	name string
	size int
}

// reader reads the wasm binary format's integers and names.
type reader struct {
	b   []byte
	err error
}

func (r *reader) uleb() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errors.New("bad LEB128")
		r.b = nil
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) bytes(n uint64) []byte {
	if n > uint64(len(r.b)) {
		r.err = errors.New("truncated")
		r.b = nil
		return nil
	}
	s := r.b[:n]
	r.b = r.b[n:]
	return s
}

func (r *reader) name() string { return string(r.bytes(r.uleb())) }

func (r *reader) limits() {
	if f := r.bytes(1); len(f) == 1 {
		r.uleb()
		if f[0]&1 != 0 {
			r.uleb()
		}
	}
}

// codeByPackage sums the function bodies' sizes by Go package, from the
// code section and the name section's function names; it returns the
// functions too, largest first.
func codeByPackage(wasm []byte) (pkgs, funcs []pkgSize, dataBytes int, err error) {
	if len(wasm) < 8 || string(wasm[:4]) != "\x00asm" {
		return nil, nil, 0, errors.New("not wasm")
	}
	r := &reader{b: wasm[8:]}
	var imported uint64
	var bodies []int
	var names map[uint64]string
	for len(r.b) > 0 && r.err == nil {
		id := r.bytes(1)
		sec := &reader{b: r.bytes(r.uleb())}
		if r.err != nil {
			break
		}
		switch id[0] {
		case 2: // imports
			for n := sec.uleb(); n > 0 && sec.err == nil; n-- {
				sec.name()
				sec.name()
				switch kind := sec.bytes(1); kind[0] {
				case 0:
					sec.uleb()
					imported++
				case 1:
					sec.bytes(1)
					sec.limits()
				case 2:
					sec.limits()
				case 3:
					sec.bytes(2)
				}
			}
		case 10: // code
			for n := sec.uleb(); n > 0 && sec.err == nil; n-- {
				size := sec.uleb()
				sec.bytes(size)
				bodies = append(bodies, int(size))
			}
		case 11: // data
			dataBytes = len(sec.b)
		case 0: // custom
			if sec.name() != "name" {
				continue
			}
			for len(sec.b) > 0 && sec.err == nil {
				sub := sec.bytes(1)
				body := &reader{b: sec.bytes(sec.uleb())}
				if sub[0] != 1 {
					continue
				}
				names = map[uint64]string{}
				for n := body.uleb(); n > 0 && body.err == nil; n-- {
					idx := body.uleb()
					names[idx] = body.name()
				}
			}
		}
	}
	if r.err != nil {
		return nil, nil, 0, r.err
	}
	if names == nil {
		return nil, nil, dataBytes, errors.New("no name section (built with -ldflags=-s?)")
	}
	sums := map[string]int{}
	for i, size := range bodies {
		name := names[imported+uint64(i)]
		sums[pkgOf(name)] += size
		funcs = append(funcs, pkgSize{name, size})
	}
	for name, size := range sums {
		pkgs = append(pkgs, pkgSize{name, size})
	}
	bySize := func(a, b pkgSize) int { return cmp.Compare(b.size, a.size) }
	slices.SortFunc(pkgs, bySize)
	slices.SortStableFunc(funcs, bySize)
	return pkgs, funcs, dataBytes, nil
}

// pkgOf is the package of a Go symbol name as the wasm name section has
// it ("/" written as "_"): up to the first "." after a host name such as
// "github.com".
func pkgOf(sym string) string {
	if sym == "" {
		return "(unnamed)"
	}
	from := 0
	for _, host := range []string{"github.com", "golang.org"} {
		if strings.HasPrefix(sym, host) {
			from = len(host)
		}
	}
	if dot := strings.Index(sym[from:], "."); dot >= 0 {
		return sym[:from+dot]
	}
	return sym
}
