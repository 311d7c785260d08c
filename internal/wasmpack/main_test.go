package main

import (
	"bytes"
	"encoding/binary"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// section is a module's section: its ID and body.
type section struct {
	id   byte
	body []byte
}

func module(secs ...section) []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	for _, s := range secs {
		b = append(b, s.id)
		b = binary.AppendUvarint(b, uint64(len(s.body)))
		b = append(b, s.body...)
	}
	return b
}

func sections(t *testing.T, m []byte) []section {
	t.Helper()
	var out []section
	for rest := m[8:]; len(rest) > 0; {
		size, n := binary.Uvarint(rest[1:])
		out = append(out, section{rest[0], rest[1+n : 1+n+int(size)]})
		rest = rest[1+n+int(size):]
	}
	return out
}

// memory is the memory image the module's data section sets up, as its
// non-zero 64 KiB pages (memory starts zeroed), and its segment count.
func memory(t *testing.T, m []byte) (map[uint32][]byte, int) {
	t.Helper()
	const page = 1 << 16
	mem := map[uint32][]byte{}
	for _, s := range sections(t, m) {
		if s.id != dataSection {
			continue
		}
		segs, err := readSegments(s.body)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range segs {
			for i, c := range g.data {
				a := g.offset + uint32(i)
				if mem[a/page] == nil {
					mem[a/page] = make([]byte, page)
				}
				mem[a/page][a%page] = c
			}
		}
		for k, p := range mem {
			if !slices.ContainsFunc(p, func(c byte) bool { return c != 0 }) {
				delete(mem, k)
			}
		}
		return mem, len(segs)
	}
	return nil, 0
}

func sameMemory(a, b map[uint32][]byte) bool {
	return maps.EqualFunc(a, b, bytes.Equal)
}

// A module with segments at small and large gaps, one at an address that
// an i32.const writes as a negative number, one out of address order, a
// data count section and
// other sections: packed, it sets up the same memory with fewer segments,
// its data count says so, and its other sections are byte for byte the
// same.
func TestPackKeepsMemory(t *testing.T) {
	segs := []segment{
		{16, []byte("abc")},
		{19, []byte("d")},        // no gap
		{30, []byte("efgh")},     // 10 zeros
		{30 + 4 + 64, []byte{1}}, // 64 zeros: the longest written
		{200, []byte{2, 3}},      // 101 zeros: stays a gap
		{0x8000_0000, []byte("high")},
		{4, []byte("lo")}, // below the first: Go's linker writes its sections out of address order
	}
	data := writeSegments(segs)
	in := module(
		section{1, []byte{0x01, 0x60, 0x00, 0x00}},
		section{0, []byte("\x04name\x00")},
		section{dataCountSection, binary.AppendUvarint(nil, uint64(len(segs)))},
		section{dataSection, data},
	)
	out, err := pack(in, maxGap)
	if err != nil {
		t.Fatal(err)
	}
	wantMem, _ := memory(t, in)
	gotMem, n := memory(t, out)
	if !sameMemory(gotMem, wantMem) {
		t.Error("the packed module sets up other memory")
	}
	if n != 4 {
		t.Errorf("%d segments, want 4 (16-99, 200-201, 0x80000000, 4-5)", n)
	}
	si, so := sections(t, in), sections(t, out)
	if len(si) != len(so) {
		t.Fatalf("%d sections, want %d", len(so), len(si))
	}
	for i := range si {
		switch si[i].id {
		case dataSection:
		case dataCountSection:
			if c, _ := binary.Uvarint(so[i].body); c != 4 {
				t.Errorf("the data count says %d", c)
			}
		default:
			if so[i].id != si[i].id || !bytes.Equal(so[i].body, si[i].body) {
				t.Errorf("section %d (id %d) changed", i, si[i].id)
			}
		}
	}
}

// A module it cannot rewrite exactly is refused, not changed.
func TestPackRefuses(t *testing.T) {
	for name, data := range map[string][]byte{
		"passive":       {1, 0x01, 0x02, 'h', 'i'},
		"global":        {1, 0x00, 0x23, 0x00, 0x0b, 0x01, 'x'},
		"overlap":       writeSegments([]segment{{10, []byte("abcd")}, {12, []byte("x")}}),
		"overlap later": writeSegments([]segment{{10, []byte("a")}, {100, []byte("b")}, {8, []byte("xyz")}}),
		"truncated":     {1, 0x00, 0x41, 0x10, 0x0b, 0x09, 'x'},
	} {
		if _, err := pack(module(section{dataSection, data}), maxGap); err == nil {
			t.Errorf("%s: packed", name)
		}
	}
	if _, err := pack([]byte("not wasm"), maxGap); err == nil {
		t.Error("packed a file that is not a module")
	}
}

// A real Go program for js/wasm: the same memory from far fewer
// segments, and every other section unchanged.
func TestPackGoModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Go program for js/wasm")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "main.go")
	os.WriteFile(src, []byte("package main\n\nimport \"fmt\"\n\nvar zeros [4096]int\n\nfunc main() { zeros[7] = 1; fmt.Println(\"hello\", zeros[7]) }\n"), 0o644)
	bin := filepath.Join(dir, "m.wasm")
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), "build", "-trimpath", "-o", bin, src)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=")
	cmd.Dir = dir
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	in, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	out, err := pack(in, maxGap)
	if err != nil {
		t.Fatal(err)
	}
	wantMem, before := memory(t, in)
	gotMem, after := memory(t, out)
	if !sameMemory(gotMem, wantMem) {
		t.Error("the packed module sets up other memory")
	}
	if after*10 > before {
		t.Errorf("%d segments from %d: not merged", after, before)
	}
	si, so := sections(t, in), sections(t, out)
	for i := range si {
		if si[i].id != dataSection && !bytes.Equal(si[i].body, so[i].body) {
			t.Errorf("section %d (id %d) changed", i, si[i].id)
		}
	}
	t.Logf("%d segments, %d bytes; packed %d segments, %d bytes", before, len(in), after, len(out))

	detached, err := detach(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := imageMemory(t, detached); !sameMemory(got, wantMem) {
		t.Error("the detached module's image sets up other memory")
	}
	if m, _ := memory(t, detached); m != nil {
		t.Error("the detached module still has a data section")
	}
}

// imageMemory is the memory a detached module's dataImage section sets up
// once copied to its address, as memory does for a data section; nil if
// the module has no such section.
func imageMemory(t *testing.T, m []byte) map[uint32][]byte {
	t.Helper()
	const page = 1 << 16
	for _, s := range sections(t, m) {
		if s.id != 0 {
			continue
		}
		n, k := binary.Uvarint(s.body)
		if string(s.body[k:k+int(n)]) != dataImage {
			continue
		}
		image := s.body[k+int(n):]
		base := binary.LittleEndian.Uint32(image)
		mem := map[uint32][]byte{}
		for i, c := range image[4:] {
			if c == 0 {
				continue
			}
			a := base + uint32(i)
			if mem[a/page] == nil {
				mem[a/page] = make([]byte, page)
			}
			mem[a/page][a%page] = c
		}
		return mem
	}
	return nil
}

// Detached, a module has no data section, and its last section, a custom
// dataImage, sets up the same memory; every other section is the same,
// in the same order.
func TestDetachKeepsMemory(t *testing.T) {
	segs := []segment{
		{16, []byte("abc")},
		{200, []byte{2, 3}},
		{70000, []byte("next page")},
		{4, []byte("lo")}, // out of address order, as Go's linker writes them
	}
	in := module(
		section{1, []byte{0x01, 0x60, 0x00, 0x00}},
		section{memorySection, []byte{1, 0, 2}}, // two pages: 70009 fits
		section{0, []byte("\x04name\x00")},
		section{dataSection, writeSegments(segs)},
		section{0, []byte("\x05after")},
	)
	out, err := detach(in)
	if err != nil {
		t.Fatal(err)
	}
	wantMem, _ := memory(t, in)
	if got := imageMemory(t, out); !sameMemory(got, wantMem) {
		t.Error("the image sets up other memory")
	}
	si, so := sections(t, in), sections(t, out)
	if len(so) != len(si) {
		t.Fatalf("%d sections, want %d", len(so), len(si))
	}
	for i, k := 0, 0; i < len(si); i++ {
		if si[i].id == dataSection {
			continue
		}
		if so[k].id != si[i].id || !bytes.Equal(so[k].body, si[i].body) {
			t.Errorf("section %d (id %d) changed or moved", i, si[i].id)
		}
		k++
	}
	if last := so[len(so)-1]; last.id != 0 || !bytes.Contains(last.body[:len(dataImage)+1], []byte(dataImage)) {
		t.Error("the image is not the last section")
	}
	// Its address, then memory from there: 4 to 70009.
	if image := so[len(so)-1].body[1+len(dataImage):]; binary.LittleEndian.Uint32(image) != 4 || len(image) != 4+70009-4 {
		t.Errorf("image at %d, %d bytes", binary.LittleEndian.Uint32(image), len(image)-4)
	}
}

// A module whose data cannot move out exactly is refused.
func TestDetachRefuses(t *testing.T) {
	data := writeSegments([]segment{{16, []byte("abc")}})
	mem := section{memorySection, []byte{1, 0, 1}} // one page
	for name, m := range map[string][]byte{
		"data count":     module(mem, section{dataCountSection, []byte{1}}, section{dataSection, data}),
		"start function": module(mem, section{startSection, []byte{0}}, section{dataSection, data}),
		"no data":        module(section{1, []byte{0x01, 0x60, 0x00, 0x00}}, mem),
		"no segment":     module(mem, section{dataSection, []byte{0}}),
		"no memory":      module(section{dataSection, data}),
		"past memory":    module(mem, section{dataSection, writeSegments([]segment{{16, []byte("a")}, {65535, []byte("bc")}})}),
		"vast span":      module(mem, section{dataSection, writeSegments([]segment{{16, []byte("a")}, {0x8000_0000, []byte("b")}})}),
		"not wasm":       []byte("not wasm"),
	} {
		if _, err := detach(m); err == nil {
			t.Errorf("%s: detached", name)
		}
	}
}
