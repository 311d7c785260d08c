package parser

import "unsafe"

// This file holds how a Result is allocated: in one block with its parts,
// its diagnostics, its Failure and the text of its messages and fixes.
//
// While parsing, the parts and diagnostics are written to small arrays in
// the parser, on Parse's stack, and spill into a scratch reused from one
// Parse to the next when they outgrow them (parse.go). finish then knows the
// sizes, allocates a block that holds them (of the exact size for a valid
// URL whose messages are constants, newValid, else the first of a short
// table of shapes that fits, newBlock), and copies into it: the Result is
// the one allocation of a Parse without Trace, valid or not. A block is a struct of arrays, so
// the garbage collector sees its real types; the slices and strings of the
// Result point into it, and the text is never written again once finish
// has copied it.
//
// (The arrays are indexed, never sliced into the parser's own fields: a
// slice of them stored in the parser would move the parser to the heap,
// since its methods store its other slices in the heap and escape analysis
// does not tell fields apart.)

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

// storage is a Result and the room, inside the same allocation when it
// fits, for what it points to.
type storage struct {
	r     *Result
	f     *Failure
	parts []Part
	diags []Diagnostic
	text  []byte
}

// A shape is one block size: how many parts, diagnostics and text bytes
// it holds and whether it holds a Failure, its allocator, and where in the
// block each of them is.
//
// alloc returns the block's Result, at the block's start, and nothing else:
// returned from the indirect call, a storage was stored in words and
// copied at once in wider moves, which the processor cannot forward, and a
// rejected URL stalled some 30 ns on it; and the parser, passed to the
// indirect call, would move to the heap. The offsets give the rest
// (storageOf).
type shape struct {
	parts, diags, text int
	failure            bool
	alloc              func() *Result
	offF, offText      uintptr
	offDiags, offParts uintptr
}

// shapeOf returns the shape of block[P, D, T, F].
func shapeOf[P, D, T, F any]() shape {
	var b block[P, D, T, F]
	return shape{
		parts:    int(unsafe.Sizeof(b.parts) / unsafe.Sizeof(Part{})),
		diags:    int(unsafe.Sizeof(b.diags) / unsafe.Sizeof(Diagnostic{})),
		text:     int(unsafe.Sizeof(b.text)),
		failure:  unsafe.Sizeof(b.f) == unsafe.Sizeof(Failure{}),
		alloc:    shaped[P, D, T, F],
		offF:     unsafe.Offsetof(b.f),
		offText:  unsafe.Offsetof(b.text),
		offDiags: unsafe.Offsetof(b.diags),
		offParts: unsafe.Offsetof(b.parts),
	}
}

// shaped allocates a block[P, D, T, F] and returns its Result.
func shaped[P, D, T, F any]() *Result { return &new(block[P, D, T, F]).r }

// storageOf sets st to the storage of r, the Result of a new block of
// shape sh, its room found at sh's offsets into the block. (It sets the
// caller's storage in place: one returned, even inlined, was copied at
// once in wider moves than the stores that made it, and stalled.)
func (sh *shape) storageOf(st *storage, r *Result) {
	b := unsafe.Pointer(r)
	st.r = r
	if sh.failure {
		st.f = (*Failure)(unsafe.Add(b, sh.offF))
	}
	st.parts = unsafe.Slice((*Part)(unsafe.Add(b, sh.offParts)), sh.parts)
	if sh.diags > 0 {
		st.diags = unsafe.Slice((*Diagnostic)(unsafe.Add(b, sh.offDiags)), sh.diags)
	}
	if sh.text > 0 {
		st.text = unsafe.Slice((*byte)(unsafe.Add(b, sh.offText)), sh.text)
	}
}

// validShapes are the blocks of valid results whose messages are all
// constants, with two or three diagnostics (validShapes[nd-2]) and 1 to 16
// parts. Indexed, not searched. The commonest such results, with no
// diagnostic or one, build gives to newValid instead, whose calls are
// direct.
var validShapes = [2][17]shape{
	validRow[[2]Diagnostic](),
	validRow[[3]Diagnostic](),
}

// validRow returns the shapes of valid blocks with D's diagnostics and 1 to
// 16 parts (index 0 is unused: a block has at least one part).
func validRow[D any]() [17]shape {
	return [17]shape{
		{},
		shapeOf[[1]Part, D, [0]byte, struct{}](),
		shapeOf[[2]Part, D, [0]byte, struct{}](),
		shapeOf[[3]Part, D, [0]byte, struct{}](),
		shapeOf[[4]Part, D, [0]byte, struct{}](),
		shapeOf[[5]Part, D, [0]byte, struct{}](),
		shapeOf[[6]Part, D, [0]byte, struct{}](),
		shapeOf[[7]Part, D, [0]byte, struct{}](),
		shapeOf[[8]Part, D, [0]byte, struct{}](),
		shapeOf[[9]Part, D, [0]byte, struct{}](),
		shapeOf[[10]Part, D, [0]byte, struct{}](),
		shapeOf[[11]Part, D, [0]byte, struct{}](),
		shapeOf[[12]Part, D, [0]byte, struct{}](),
		shapeOf[[13]Part, D, [0]byte, struct{}](),
		shapeOf[[14]Part, D, [0]byte, struct{}](),
		shapeOf[[15]Part, D, [0]byte, struct{}](),
		shapeOf[[16]Part, D, [0]byte, struct{}](),
	}
}

// newValid builds the Result of a valid URL whose messages are all
// constants and that has 1 to 16 parts and at most one diagnostic (almost
// every valid URL): it copies the parts and diagnostics into a block and
// sets the Result's fields. Its calls are direct, through switches: a call
// through validShapes returns the storage through memory, and would make
// parts and diags escape.
func newValid(p *parser) *Result {
	h := head{p.s, p.scheme, p.prodRule, p.pending}
	if p.nd == 0 {
		return validOf[[0]Diagnostic](&h, p.partList(), nil)
	}
	return validOf[[1]Diagnostic](&h, p.partList(), p.diagList())
}

// A head is what a valid Result says besides its parts and diagnostics:
// its input, scheme and production, and the common note held back, if any
// (parser.pending).
type head struct {
	s, scheme string
	prod      Rule
	pending   int8
}

// validOf allocates the block of len(parts) parts and D's diagnostics, and
// fills it in for p.
//
// Each case writes the block in straight-line stores that follow the
// allocation, at offsets the compiler knows: it then knows that the block
// is zero there, and the stores of pointers to no heap memory (the parts'
// Rules and the Production, slices of a constant, and a shared note) take
// no write barrier; only Input, Scheme and Parts take one. (Written in a
// loop, as fill does, each Rule took one while the collector marks.)
// go build -gcflags=-d=wb lists the stores that take one.
func validOf[D any](h *head, parts []rawPart, diags []Diagnostic) *Result {
	switch len(parts) {
	case 1:
		b := new(block[[1]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 2:
		b := new(block[[2]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 3:
		b := new(block[[3]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 4:
		b := new(block[[4]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 5:
		b := new(block[[5]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 6:
		b := new(block[[6]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 7:
		b := new(block[[7]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 8:
		b := new(block[[8]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 9:
		b := new(block[[9]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 10:
		b := new(block[[10]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 11:
		b := new(block[[11]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		setPart(&b.parts[10], parts[10])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 12:
		b := new(block[[12]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		setPart(&b.parts[10], parts[10])
		setPart(&b.parts[11], parts[11])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 13:
		b := new(block[[13]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		setPart(&b.parts[10], parts[10])
		setPart(&b.parts[11], parts[11])
		setPart(&b.parts[12], parts[12])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 14:
		b := new(block[[14]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		setPart(&b.parts[10], parts[10])
		setPart(&b.parts[11], parts[11])
		setPart(&b.parts[12], parts[12])
		setPart(&b.parts[13], parts[13])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	case 15:
		b := new(block[[15]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		setPart(&b.parts[10], parts[10])
		setPart(&b.parts[11], parts[11])
		setPart(&b.parts[12], parts[12])
		setPart(&b.parts[13], parts[13])
		setPart(&b.parts[14], parts[14])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	default:
		b := new(block[[16]Part, D, [0]byte, struct{}])
		setPart(&b.parts[0], parts[0])
		setPart(&b.parts[1], parts[1])
		setPart(&b.parts[2], parts[2])
		setPart(&b.parts[3], parts[3])
		setPart(&b.parts[4], parts[4])
		setPart(&b.parts[5], parts[5])
		setPart(&b.parts[6], parts[6])
		setPart(&b.parts[7], parts[7])
		setPart(&b.parts[8], parts[8])
		setPart(&b.parts[9], parts[9])
		setPart(&b.parts[10], parts[10])
		setPart(&b.parts[11], parts[11])
		setPart(&b.parts[12], parts[12])
		setPart(&b.parts[13], parts[13])
		setPart(&b.parts[14], parts[14])
		setPart(&b.parts[15], parts[15])
		return setDiags(h.setValid(&b.r, b.parts[:]), diagsOf(&b.diags), diags)
	}
}

// setPart sets *dst, a part of a new block, to r.
func setPart(dst *Part, r rawPart) {
	dst.Rule, dst.Start, dst.End = r.rule, r.start, r.end
}

// setValid sets the fields of r, a new block's Result whose parts ps are
// set, for h's valid URL, its Diagnostics to the note h holds back, if any.
// It is inlined into each case of validOf, so that its stores follow the
// allocation.
func (h *head) setValid(r *Result, ps []Part) *Result {
	r.Production, r.Valid = ruleNames[h.prod], true
	if h.pending != 0 {
		r.Diagnostics = sharedNote(h.pending) // never with diagnostics: build flushed it
	}
	r.Input, r.Scheme, r.Parts = h.s, h.scheme, ps
	return r
}

// setDiags sets r's Diagnostics to ds, the block's room for them, holding
// copies of diags, as fill does; with no diags (almost always), it leaves
// them be, and costs no call.
func setDiags(r *Result, ds []Diagnostic, diags []Diagnostic) *Result {
	if len(diags) == 0 {
		return r
	}
	return copyDiags(r, ds, diags)
}

// copyDiags is the rest of setDiags, and fill's copy of the diagnostics:
// field by field, skipping the empty strings (fill says why).
func copyDiags(r *Result, ds []Diagnostic, diags []Diagnostic) *Result {
	ds = ds[:len(diags)]
	for i := range diags {
		d, e := &diags[i], &ds[i]
		e.Code, e.Severity, e.Start, e.End = d.Code, d.Severity, d.Start, d.End
		if d.Message != "" {
			e.Message = d.Message
		}
		if d.RFC != "" {
			e.RFC = d.RFC
		}
		if d.Fix != "" {
			e.Fix = d.Fix
		}
		e.HasFix = d.HasFix
	}
	r.Diagnostics = ds
	return r
}

// The messages of the common notes.
const (
	msgGenericScheme = "this scheme is not one of the ten that RFC 1738 defines: it is read by the generic syntax, genericurl = scheme \":\" schemepart"
	msgFileLocalhost = "the host \"localhost\": the file is on the machine where the URL is being interpreted"
	msgFileEmptyHost = "an empty host: the file is on the machine where the URL is being interpreted, as with \"localhost\""
)

// commonNotes are the notes that are the only diagnostic of most valid
// URLs, built once: an https URL's note that genericurl reads it (by the
// scheme's length, 1 to 32), and a file URL's notes on its host ("file:///"
// and "file://localhost/"). The parser holds such a note back as
// parser.pending, and writes it as a diagnostic only when another one
// follows; a Result whose one diagnostic it is shares it rather than holding
// a copy, which would be nearly a third of its bytes.
var commonNotes = func() (ns [35]Diagnostic) {
	for n := 1; n <= 32; n++ {
		ns[genericNote(n)] = Diagnostic{Code: CodeUnknownScheme, Severity: Info, Start: 0, End: n, RFC: "4", Message: msgGenericScheme}
	}
	ns[fileEmptyHostNote] = Diagnostic{Code: CodeFileLocalhost, Severity: Info, Start: 7, End: 7, RFC: "3.10", Message: msgFileEmptyHost}
	ns[fileLocalhostNote] = Diagnostic{Code: CodeFileLocalhost, Severity: Info, Start: 7, End: 16, RFC: "3.10", Message: msgFileLocalhost}
	return ns
}()

// Indexes into commonNotes. Index 0 is no note (parser.pending == 0).
const (
	fileEmptyHostNote = 33
	fileLocalhostNote = 34
)

// genericNote returns the index of the generic-scheme note for a scheme n
// bytes long, 1 to 32.
func genericNote(n int) int { return n }

// sharedNote returns common note i as a shared slice of one element. Its
// capacity is its length, so that an append to it copies.
func sharedNote(i int8) []Diagnostic { return commonNotes[i : i+1 : i+1] }

// diagsOf returns the diagnostics of D, an array of them, as a slice; nil
// for an array of none, whose address is that of the next field (a
// *Diagnostic made of it would reach past the block, which -race's
// checkptr rightly reports).
func diagsOf[D any](d *D) []Diagnostic {
	n := unsafe.Sizeof(*d) / unsafe.Sizeof(Diagnostic{})
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*Diagnostic)(unsafe.Pointer(d)), n)
}

// fill sets r's Parts and Diagnostics to ps and ds, the block's room for
// them, holding copies of parts and diags. It copies field by field, and
// skips the empty strings: ps and ds are new, so zero, and a copy through
// copy would take the bulk write barrier while the collector runs, which
// costs more than the barriers of the pointers alone.
func fill(r *Result, ps []Part, ds []Diagnostic, parts []rawPart, diags []Diagnostic) *Result {
	ps = ps[:len(parts)]
	for i := range parts {
		ps[i].Rule, ps[i].Start, ps[i].End = parts[i].rule, parts[i].start, parts[i].end
	}
	r.Parts = ps
	return copyDiags(r, ds, diags)
}

// shapes are the other block sizes, smallest first within each kind, for
// results with text or a Failure. They were chosen from the benchmark
// corpora, each sized to fill one of the allocator's size classes (the
// comments give the class; a block over 512 bytes holds pointers and
// takes an 8-byte header in front of it): a valid URL with a formatted
// note, and a rejected URL (the commonest is an unsafe character, whose
// message is a constant, the syntax error and a note). Larger results fall
// back to separate allocations.
var shapes = [...]shape{
	// valid URLs with a formatted note
	shapeOf[[12]Part, [1]Diagnostic, [88]byte, struct{}](),    // 704: a file URL's port or localhost note
	shapeOf[[6]Part, [3]Diagnostic, [152]byte, struct{}](),    // 768
	shapeOf[[12]Part, [3]Diagnostic, [344]byte, struct{}](),   // 1152
	shapeOf[[24]Part, [6]Diagnostic, [824]byte, struct{}](),   // 2304
	shapeOf[[12]Part, [16]Diagnostic, [2040]byte, struct{}](), // 4096: runs of escaped delimiters, each with its note
	// rejected URLs
	shapeOf[[2]Part, [3]Diagnostic, [168]byte, Failure](),    // 704
	shapeOf[[4]Part, [3]Diagnostic, [168]byte, Failure](),    // 768: an https URL with one unsafe character
	shapeOf[[4]Part, [3]Diagnostic, [296]byte, Failure](),    // 896
	shapeOf[[6]Part, [4]Diagnostic, [264]byte, Failure](),    // 1024
	shapeOf[[4]Part, [3]Diagnostic, [552]byte, Failure](),    // 1152
	shapeOf[[12]Part, [6]Diagnostic, [904]byte, Failure](),   // 2048
	shapeOf[[6]Part, [8]Diagnostic, [1160]byte, Failure](),   // 2304
	shapeOf[[12]Part, [16]Diagnostic, [1992]byte, Failure](), // 4096
}

// newBlock builds p's Result, valid or failing at fail, with its parts,
// diagnostics and text: in one block when a shape holds them, else in
// separate allocations of exactly their size. A valid result gets no
// Failure.
func (p *parser) newBlock(valid bool, fail *Failure) *Result {
	np, nd, nt := p.np, p.nd, len(p.text)
	var st storage
	switch sh := shapeFor(np, nd, nt, !valid); {
	case valid && nt == 0 && np >= 1 && np < len(validShapes[0]) && nd >= 2 && nd < 2+len(validShapes):
		sh := &validShapes[nd-2][np]
		sh.storageOf(&st, sh.alloc())
	case sh != nil:
		sh.storageOf(&st, sh.alloc())
	default:
		st.r, st.parts, st.diags, st.text = new(Result), make([]Part, np), make([]Diagnostic, nd), make([]byte, nt)
		if !valid {
			st.f = new(Failure)
		}
	}
	return p.fillBlock(&st, valid, fail)
}

// shapeFor returns the first of shapes that holds np parts, nd diagnostics
// and nt bytes of text, with a Failure or not; nil for none.
func shapeFor(np, nd, nt int, failed bool) *shape {
	for i := range shapes {
		if sh := &shapes[i]; np <= sh.parts && nd <= sh.diags && nt <= sh.text && failed == sh.failure {
			return sh
		}
	}
	return nil
}

// fillBlock builds p's Result in st: it copies the parts, diagnostics and
// text into their room, points the messages and fixes written in the text
// to the room's copy, and sets the Result's fields, and its Failure to a
// copy of fail unless valid.
func (p *parser) fillBlock(st *storage, valid bool, fail *Failure) *Result {
	r := fill(st.r, st.parts, st.diags, p.partList(), p.diagList())
	// The text moves into the Result; the messages and fixes written
	// there now point to it.
	copy(st.text, p.text)
	for _, t := range p.refs {
		d := &r.Diagnostics[t.i]
		if t.msgEnd > 0 {
			d.Message = textString(st.text, t.msgOff, t.msgEnd)
		}
		if t.fixEnd > 0 {
			d.Fix = textString(st.text, t.fixOff, t.fixEnd)
		}
	}
	// Field by field: a struct copy into the heap takes the slower, bulk
	// write barrier while the collector runs.
	r.Input = p.s
	r.Scheme = p.scheme
	r.Production = p.production
	r.Valid = valid
	if !valid {
		f := st.f
		f.Production, f.Pos, f.Expected = fail.Production, fail.Pos, fail.Expected
		r.Failure = f
	}
	return r
}

// textString returns text[off:end] as a string that shares its bytes: text
// is a block's text, which nothing writes once the Result is built.
func textString(text []byte, off, end int32) string {
	if end <= off {
		return ""
	}
	return unsafe.String(&text[off], int(end-off))
}
