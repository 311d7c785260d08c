package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
)

// wasmNames reads the function names of a WebAssembly module's "name"
// section, by function index (imports included, as V8's traces number
// them). app.wasm is built stripped (-ldflags=-s), so the names come from
// a build of the same source without -s: the same functions in the same
// order.
func wasmNames(path string) (map[int]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New(path + ": not a wasm module")
	}
	r := bytes.NewReader(b[8:])
	for r.Len() > 0 {
		id, err := r.ReadByte()
		if err != nil {
			return nil, err
		}
		size, err := binary.ReadUvarint(r)
		if err != nil {
			return nil, err
		}
		body := make([]byte, size)
		if _, err := r.Read(body); err != nil {
			return nil, err
		}
		if id != 0 {
			continue
		}
		s := bytes.NewReader(body)
		n, _ := binary.ReadUvarint(s)
		name := make([]byte, n)
		s.Read(name)
		if string(name) != "name" {
			continue
		}
		for s.Len() > 0 {
			sub, _ := s.ReadByte()
			sz, _ := binary.ReadUvarint(s)
			if sub != 1 {
				s.Seek(int64(sz), 1)
				continue
			}
			count, _ := binary.ReadUvarint(s)
			out := make(map[int]string, count)
			for range count {
				idx, _ := binary.ReadUvarint(s)
				l, _ := binary.ReadUvarint(s)
				nm := make([]byte, l)
				s.Read(nm)
				out[int(idx)] = string(nm)
			}
			return out, nil
		}
	}
	return nil, errors.New(path + ": no name section (built with -ldflags=-s?)")
}
