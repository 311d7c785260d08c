// Command wasmpack rewrites a WebAssembly module's data section so that it
// compresses better, without changing the memory it sets up:
//
//	wasmpack app.wasm reader.wasm   (each file rewritten in place)
//
// Go's linker writes the data (strings, type data, the function tables)
// as up to 100,000 active segments, starting a new one wherever a run of
// zeros lets it skip bytes: a file that is smaller uncompressed. But each
// segment has a header with its own address in memory, and brotli, which
// the site serves the wasm with, compresses 100,000 different addresses
// far worse than the zeros they save; and when code is added, every later
// address shifts, so the compressed size jumped by up to 18 KB for a
// change of a few hundred bytes. Writing the zeros of every run of at most
// maxGap bytes in full leaves some 70 segments in app.wasm (about 300 in
// the reader): app.wasm is about
// 110 KB smaller brotli (6%), reader.wasm 60 KB (docs/PERFORMANCE.md),
// for a file about 1 MB larger uncompressed.
//
// Memory starts zeroed, and active segments are copied into it when the
// module is instantiated, so a gap written as zeros and a gap skipped set
// up the same bytes; the tests check that the memory image and every
// other section are unchanged.
//
// With -detach (app.wasm only), the data leaves the data section for a
// custom section, dataImage, which the page copies into the instance's
// memory itself before Go runs:
//
//	wasmpack -detach app.wasm
//
// Instantiating a module copies its data segments into memory in one
// step: for app.wasm's 6.4 MB, 26-50 ms of the page's thread on a fast
// machine (four times that on a phone), the longest task of the page's
// start, where the same module without its data instantiates in 2 ms. The
// page then copies the image a slice a turn (rfc1738Fill in app.js, as
// app/appjs.go patches it), between which the browser can draw and take
// keys. The worker that compiles app.wasm reads the section off the
// page's thread (WebAssembly.Module.customSections copies it) and hands
// it to the page with the module (web/wasm-compile.js). The reader's
// module is instantiated in its worker, where one step holds no page, and
// keeps its data section.
package main

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"log"
	"os"
	"slices"
)

// maxGap is the longest run of zeros between two segments that is written
// out: the longer runs (zeroed tables of kilobytes) stay gaps. Below about
// 32 bytes most headers stay; above it the brotli size moves within its
// noise (a few KB), while the raw file grows with every run written.
const maxGap = 64

func main() {
	log.SetFlags(0)
	log.SetPrefix("wasmpack: ")
	args := os.Args[1:]
	detaching := len(args) > 0 && args[0] == "-detach"
	if detaching {
		args = args[1:]
	}
	if len(args) < 1 {
		log.Fatal("usage: wasmpack [-detach] file.wasm...")
	}
	for _, p := range args {
		b, err := os.ReadFile(p)
		if err != nil {
			log.Fatal(err)
		}
		out, err := pack(b, maxGap)
		if err == nil && detaching {
			out, err = detach(out)
		}
		if err != nil {
			log.Fatalf("%s: %v", p, err)
		}
		if err := os.WriteFile(p, out, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// The section IDs this rewrites or must keep consistent.
const (
	memorySection    = 5
	startSection     = 8
	dataSection      = 11
	dataCountSection = 12
)

// A segment is an active data segment of memory 0: its bytes, copied to
// offset when the module is instantiated.
type segment struct {
	offset uint32
	data   []byte
}

// pack returns module with its data segments merged wherever the zeros
// between two are at most gap bytes. It refuses a module it cannot
// rewrite exactly: a segment that is passive, of another memory, at an
// offset that is not a constant, or that overlaps another.
func pack(module []byte, gap int) ([]byte, error) {
	secs, err := splitSections(module)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.Write(module[:8])
	merged, countAt := 0, -1
	for _, sec := range secs {
		id, body, whole := sec.id, sec.body, sec.whole
		switch id {
		case dataSection:
			segs, err := readSegments(body)
			if err != nil {
				return nil, err
			}
			segs = merge(segs, gap)
			merged = len(segs)
			body = writeSegments(segs)
			out.WriteByte(id)
			out.Write(binary.AppendUvarint(nil, uint64(len(body))))
			out.Write(body)
		case dataCountSection:
			// It comes before the data section and holds its count:
			// written as a 5-byte LEB128 (any count fits), filled in
			// below once the merged count is known.
			out.WriteByte(id)
			out.WriteByte(5)
			countAt = out.Len()
			out.Write(make([]byte, 5))
		default:
			out.Write(whole)
		}
	}
	b := out.Bytes()
	if countAt >= 0 {
		v := uint32(merged)
		for k := range 5 {
			b[countAt+k] = byte(v&0x7f) | 0x80
			v >>= 7
		}
		b[countAt+4] &^= 0x80
	}
	return b, nil
}

// dataImage names the custom section that -detach writes: a 32-bit
// little-endian address, then the bytes of memory from that address to the
// end of the last segment, the gaps between segments as zeros (Go's
// linker leaves few: 9 KB in app.wasm's 6.4 MB). web/wasm-compile.js and
// app.js (app/appjs.go) read it by this name.
const dataImage = "rfc1738.data"

// detach returns module with its data section replaced by a dataImage
// custom section at its end, which sets up the same memory once copied
// to its address. It refuses a module with a data count section (its code
// may name segments, memory.init, which then would not exist), one with a
// start function (it would run as the module is instantiated, before the
// page copies the data in), and one whose data does not fit the memory it
// declares (instantiating it would have failed; copying it would too, but
// later).
func detach(module []byte) ([]byte, error) {
	secs, err := splitSections(module)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.Write(module[:8])
	var image []byte
	var pages uint64
	for _, sec := range secs {
		id, body, whole := sec.id, sec.body, sec.whole
		switch id {
		case dataCountSection:
			return nil, errors.New("a data count section: its code may name the segments")
		case startSection:
			return nil, errors.New("a start function: it would run before the page copies the data in")
		case memorySection:
			// One memory, its limits a flag byte and the initial pages.
			if len(body) < 3 || body[0] != 1 {
				return nil, errors.New("not one memory")
			}
			n, k := binary.Uvarint(body[2:])
			if k <= 0 {
				return nil, errors.New("the memory's initial size cannot be read")
			}
			pages = n
			out.Write(whole)
		case dataSection:
			segs, err := readSegments(body)
			if err != nil {
				return nil, err
			}
			// The memory section comes before the data section.
			if image, err = imageOf(segs, pages<<16); err != nil {
				return nil, err
			}
		default:
			out.Write(whole)
		}
	}
	if image == nil {
		return nil, errors.New("no data section")
	}
	body := binary.AppendUvarint(nil, uint64(len(dataImage)))
	body = append(body, dataImage...)
	body = append(body, image...)
	out.WriteByte(0) // a custom section
	out.Write(binary.AppendUvarint(nil, uint64(len(body))))
	out.Write(body)
	return out.Bytes(), nil
}

// imageOf returns the dataImage of segs: their lowest address, then the
// memory from there to the end of the highest, which must be within size,
// the bytes of the module's initial memory.
func imageOf(segs []segment, size uint64) ([]byte, error) {
	if len(segs) == 0 {
		return nil, errors.New("no data segments")
	}
	lo, hi := uint64(segs[0].offset), uint64(0)
	for _, s := range segs {
		lo = min(lo, uint64(s.offset))
		hi = max(hi, uint64(s.offset)+uint64(len(s.data)))
	}
	if hi > size {
		return nil, fmt.Errorf("the data ends at %d, past the memory's %d bytes", hi, size)
	}
	image := binary.LittleEndian.AppendUint32(nil, uint32(lo))
	mem := make([]byte, hi-lo)
	for _, s := range segs {
		copy(mem[uint64(s.offset)-lo:], s.data)
	}
	return append(image, mem...), nil
}

// A rawSection is a section of a module as it is written: its ID, its
// body, and the whole of it, header included.
type rawSection struct {
	id          byte
	body, whole []byte
}

// splitSections splits module, past its 8-byte header, into its sections;
// it refuses what is not a WebAssembly module.
func splitSections(module []byte) ([]rawSection, error) {
	if len(module) < 8 || !bytes.Equal(module[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	var out []rawSection
	for rest := module[8:]; len(rest) > 0; {
		size, n := binary.Uvarint(rest[1:])
		if n <= 0 || uint64(len(rest)-1-n) < size {
			return nil, errors.New("a section runs past the end of the module")
		}
		out = append(out, rawSection{rest[0], rest[1+n : 1+n+int(size)], rest[:1+n+int(size)]})
		rest = rest[1+n+int(size):]
	}
	return out, nil
}

// readSegments reads a data section's segments.
func readSegments(body []byte) ([]segment, error) {
	count, n := binary.Uvarint(body)
	if n <= 0 {
		return nil, errors.New("data section: no count")
	}
	body = body[n:]
	segs := make([]segment, 0, count)
	for i := range count {
		// Flags 0: active, memory 0, offset an i32.const expression.
		if len(body) < 2 || body[0] != 0 || body[1] != 0x41 {
			return nil, fmt.Errorf("data segment %d: not an active segment at a constant offset of memory 0", i)
		}
		off, n := sleb128(body[2:])
		if n <= 0 || len(body) < 2+n+1 || body[2+n] != 0x0b {
			return nil, fmt.Errorf("data segment %d: its offset is not a constant", i)
		}
		body = body[2+n+1:]
		size, n := binary.Uvarint(body)
		if n <= 0 || uint64(len(body)-n) < size {
			return nil, fmt.Errorf("data segment %d runs past its section", i)
		}
		// An i32.const is signed; an address is the same 32 bits unsigned.
		segs = append(segs, segment{uint32(int32(off)), body[n : n+int(size)]})
		body = body[n+int(size):]
	}
	if len(body) != 0 {
		return nil, errors.New("data section: bytes after its last segment")
	}
	// Go's linker writes its data sections in an order of its own, each
	// in address order: segments may come after one at a higher address,
	// but no two may overlap, or the order they are copied in would
	// matter.
	byAddr := slices.SortedFunc(slices.Values(segs), func(a, b segment) int { return cmp.Compare(a.offset, b.offset) })
	for i := 1; i < len(byAddr); i++ {
		if uint64(byAddr[i-1].offset)+uint64(len(byAddr[i-1].data)) > uint64(byAddr[i].offset) {
			return nil, fmt.Errorf("data segments at %#x and %#x overlap", byAddr[i-1].offset, byAddr[i].offset)
		}
	}
	return segs, nil
}

// merge joins each segment to the one before it when it begins at most
// gap bytes after that one's end, writing the zeros between them.
func merge(segs []segment, gap int) []segment {
	var out []segment
	for _, s := range segs {
		if k := len(out) - 1; k >= 0 {
			end := uint64(out[k].offset) + uint64(len(out[k].data))
			if uint64(s.offset) >= end && uint64(s.offset)-end <= uint64(gap) {
				out[k].data = append(append(out[k].data, make([]byte, uint64(s.offset)-end)...), s.data...)
				continue
			}
		}
		out = append(out, segment{s.offset, append([]byte(nil), s.data...)})
	}
	return out
}

// writeSegments writes a data section's body.
func writeSegments(segs []segment) []byte {
	b := binary.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, 0x41)
		b = appendSleb128(b, int64(int32(s.offset)))
		b = append(b, 0x0b)
		b = binary.AppendUvarint(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// sleb128 reads a signed LEB128 number of up to 32 bits.
func sleb128(b []byte) (int64, int) {
	var v int64
	var shift uint
	for i, c := range b {
		if i == 5 {
			return 0, -1
		}
		v |= int64(c&0x7f) << shift
		shift += 7
		if c&0x80 == 0 {
			if c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, i + 1
		}
	}
	return 0, -1
}

// appendSleb128 appends v as a signed LEB128 number.
func appendSleb128(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
