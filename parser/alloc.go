package parser

import "unsafe"

// This file holds how a Result is allocated: in one block with its parts,
// its diagnostics, its Failure and the text of its messages and fixes.
//
// The first part or diagnostic allocates a first block shaped by a guess
// at what the URL holds, and the parser writes into it directly (parse.go):
// for most valid URLs it is the Result, the one allocation of a Parse
// without Trace. Otherwise finish knows the sizes and allocates the
// smallest block shape that holds them, and copies into it: a rejected URL
// or one with formatted notes costs two allocations. A block is a struct of
// arrays, so the garbage collector sees its real types; the slices and
// strings of the Result point into it, and the text is never written again
// once finish has copied it.
//
// (Parts and diagnostics cannot wait in buffers on Parse's stack instead:
// the parser's methods store its other slices in the heap, and escape
// analysis, blind to which field is stored, would move the buffers to the
// heap too.)

// A block is a Result and the storage its slices and strings point into.
// P is [n]Part, D is [n]Diagnostic, T is [n]byte, and F is Failure for a
// rejected input or struct{} for a valid one.
//
// A zero-size last field would be padded, so parts, never empty, go last.
type block[P, D, T, F any] struct {
	r     Result
	f     F
	text  T
	diags D
	parts P
}

// storage is what newResult returns: the Result and the room, inside the
// same allocation when it fits, for what it points to.
type storage struct {
	r     *Result
	f     *Failure
	parts []Part
	diags []Diagnostic
	text  []byte
}

// shaped allocates a block[P, D, T, F] and returns its storage.
func shaped[P, D, T, F any]() storage {
	b := new(block[P, D, T, F])
	var f *Failure
	if unsafe.Sizeof(b.f) == unsafe.Sizeof(Failure{}) {
		f = (*Failure)(unsafe.Pointer(&b.f))
	}
	np := int(unsafe.Sizeof(b.parts) / unsafe.Sizeof(Part{}))
	nd := int(unsafe.Sizeof(b.diags) / unsafe.Sizeof(Diagnostic{}))
	nt := int(unsafe.Sizeof(b.text))
	return storage{
		r:     &b.r,
		f:     f,
		parts: unsafe.Slice((*Part)(unsafe.Pointer(&b.parts)), np),
		diags: unsafe.Slice((*Diagnostic)(unsafe.Pointer(&b.diags)), nd),
		text:  unsafe.Slice((*byte)(unsafe.Pointer(&b.text)), nt),
	}
}

// A shape is one block size: how many parts, diagnostics and text bytes
// it holds, whether it holds a Failure, and its allocator.
type shape struct {
	parts, diags, text int
	failure            bool
	alloc              func() storage
}

// shapes are the block sizes, smallest first within each kind. They were
// chosen from the benchmark corpora: an https URL with a note (4 parts, 1
// diagnostic), a file URL (a part per fsegment, at most a note), a
// rejected URL (an error, the syntax error, a note, and their messages).
// Larger results fall back to separate allocations.
var shapes = [...]shape{
	// valid URLs: the first block (firstBlock) is one of these
	{4, 1, 0, false, shaped[[4]Part, [1]Diagnostic, [0]byte, struct{}]},
	{6, 1, 0, false, shaped[[6]Part, [1]Diagnostic, [0]byte, struct{}]},
	{8, 1, 0, false, shaped[[8]Part, [1]Diagnostic, [0]byte, struct{}]},
	{10, 1, 0, false, shaped[[10]Part, [1]Diagnostic, [0]byte, struct{}]},
	{12, 1, 0, false, shaped[[12]Part, [1]Diagnostic, [0]byte, struct{}]},
	{14, 1, 0, false, shaped[[14]Part, [1]Diagnostic, [0]byte, struct{}]},
	{16, 1, 0, false, shaped[[16]Part, [1]Diagnostic, [0]byte, struct{}]},
	{20, 1, 0, false, shaped[[20]Part, [1]Diagnostic, [0]byte, struct{}]},
	{maxFirstParts, 1, 0, false, shaped[[maxFirstParts]Part, [1]Diagnostic, [0]byte, struct{}]},
	// valid URLs with two or three notes
	{6, 3, 0, false, shaped[[6]Part, [3]Diagnostic, [0]byte, struct{}]},
	{12, 3, 0, false, shaped[[12]Part, [3]Diagnostic, [0]byte, struct{}]},
	// valid URLs with a formatted note
	{12, 3, 256, false, shaped[[12]Part, [3]Diagnostic, [256]byte, struct{}]},
	{24, 6, 768, false, shaped[[24]Part, [6]Diagnostic, [768]byte, struct{}]},
	// rejected URLs: the commonest is an unsafe character (its message a
	// constant), the syntax error and a note
	{4, 3, 128, true, shaped[[4]Part, [3]Diagnostic, [128]byte, Failure]},
	{4, 3, 256, true, shaped[[4]Part, [3]Diagnostic, [256]byte, Failure]},
	{6, 4, 384, true, shaped[[6]Part, [4]Diagnostic, [384]byte, Failure]},
	{12, 6, 768, true, shaped[[12]Part, [6]Diagnostic, [768]byte, Failure]},
}

// firstBlock allocates the smallest valid-URL block with room for np parts
// (at most maxFirstParts) and a diagnostic, and points p's parts and
// diagnostics into it. The shapes are the first rows of shapes, called
// directly: a call through the table costs more than the switch
// (TestFirstBlockShapes keeps the two in step).
func (p *parser) firstBlock(np int) {
	switch {
	case np <= 4:
		firstOf[[4]Part, [1]Diagnostic](p)
	case np <= 6:
		firstOf[[6]Part, [1]Diagnostic](p)
	case np <= 8:
		firstOf[[8]Part, [1]Diagnostic](p)
	case np <= 10:
		firstOf[[10]Part, [1]Diagnostic](p)
	case np <= 12:
		firstOf[[12]Part, [1]Diagnostic](p)
	case np <= 14:
		firstOf[[14]Part, [1]Diagnostic](p)
	case np <= 16:
		firstOf[[16]Part, [1]Diagnostic](p)
	case np <= 20:
		firstOf[[20]Part, [1]Diagnostic](p)
	default:
		firstOf[[maxFirstParts]Part, [1]Diagnostic](p)
	}
}

// firstOf allocates a block[P, D, [0]byte, struct{}] as p's first block.
func firstOf[P, D any](p *parser) {
	b := new(block[P, D, [0]byte, struct{}])
	p.firstResult = &b.r
	p.parts = unsafe.Slice((*Part)(unsafe.Pointer(&b.parts)), unsafe.Sizeof(b.parts)/unsafe.Sizeof(Part{}))[:0]
	p.diags = unsafe.Slice((*Diagnostic)(unsafe.Pointer(&b.diags)), unsafe.Sizeof(b.diags)/unsafe.Sizeof(Diagnostic{}))[:0]
}

// maxFirstParts is the most parts a first block holds.
const maxFirstParts = 24

// newResult returns storage for a Result with np parts, nd diagnostics and
// nt bytes of text: one block when a shape holds them, else separate
// allocations of exactly that size. A valid result gets no Failure.
func newResult(np, nd, nt int, failed bool) storage {
	for i := range shapes {
		if sh := &shapes[i]; np <= sh.parts && nd <= sh.diags && nt <= sh.text && failed == sh.failure {
			return sh.alloc()
		}
	}
	st := storage{
		r:     new(Result),
		parts: make([]Part, np),
		diags: make([]Diagnostic, nd),
		text:  make([]byte, nt),
	}
	if failed {
		st.f = new(Failure)
	}
	return st
}

// textString returns text[off:end] as a string that shares its bytes: text
// is a block's text, which nothing writes once the Result is built.
func textString(text []byte, off, end int32) string {
	if end <= off {
		return ""
	}
	return unsafe.String(&text[off], int(end-off))
}
