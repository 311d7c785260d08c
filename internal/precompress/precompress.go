// Package precompress writes gzip (.gz) and brotli (.br) siblings of a
// site's compressible files, for a server that picks one by Accept-Encoding
// (see urlplayground/static/fileserver).
//
// The output is deterministic: the same input bytes always give the same
// compressed bytes. gzip headers carry no name and no modification time;
// brotli has no header fields to vary; files are processed in lexical order.
//
// This package is used by the native site generator only, never by the wasm
// build or the parser.
package precompress

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Extensions are the file name extensions that get compressed siblings:
// WebAssembly and the site's text formats. Images such as PNG are already
// compressed.
var Extensions = []string{".wasm", ".js", ".mjs", ".css", ".html", ".json", ".webmanifest", ".txt", ".svg", ".xml", ".map"}

// Compressible reports whether name gets compressed siblings.
func Compressible(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range Extensions {
		if ext == e {
			return true
		}
	}
	return false
}

// Gzip returns data compressed with gzip at best compression, with an empty
// header (no name, no modification time).
func Gzip(data []byte) ([]byte, error) {
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Brotli returns data compressed with brotli at best quality (11) and the
// largest window (16 MiB).
func Brotli(data []byte) ([]byte, error) {
	var b bytes.Buffer
	bw := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	if _, err := bw.Write(data); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Dir writes name.gz and name.br beside every compressible regular file
// under root (dotfiles and existing .gz/.br files excluded), replacing older
// siblings. It returns the slash-separated names it compressed, sorted.
func Dir(root string) ([]string, error) {
	var names []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && Compressible(d.Name()) {
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			names = append(names, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(names)

	// Brotli at quality 11 is slow on app.wasm: compress files in parallel,
	// largest first, so the big one starts at once.
	type job struct {
		name string
		size int64
	}
	jobs := make([]job, len(names))
	for i, n := range names {
		fi, err := os.Stat(filepath.Join(root, filepath.FromSlash(n)))
		if err != nil {
			return nil, err
		}
		jobs[i] = job{n, fi.Size()}
	}
	sort.SliceStable(jobs, func(i, j int) bool { return jobs[i].size > jobs[j].size })

	work := make(chan job)
	errs := make([]error, len(jobs))
	index := map[string]int{}
	for i, j := range jobs {
		index[j.name] = i
	}
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				errs[index[j.name]] = compressFile(filepath.Join(root, filepath.FromSlash(j.name)))
			}
		}()
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("compressing %s: %w", jobs[i].name, err)
		}
	}
	return names, nil
}

func compressFile(p string) error {
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	gz, err := Gzip(data)
	if err != nil {
		return err
	}
	br, err := Brotli(data)
	if err != nil {
		return err
	}
	if err := os.WriteFile(p+".gz", gz, 0o644); err != nil {
		return err
	}
	return os.WriteFile(p+".br", br, 0o644)
}
