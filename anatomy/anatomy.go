// Package anatomy draws the anatomy figure of a URL as RFC 1738 reads it:
// the URL in large monospace type with nested, labelled brackets under it,
// the picture textbooks draw of a URL, made from the parser's reading.
//
// Each part of parser.Result.Parts has a bracket (scheme, user, password,
// host, port, hpath and its hsegments, search, ftptype, gtype, selector,
// encoded822addr, group, article, ...), and so has each rule of the
// derivation that groups parts: login (user, password and the hostport,
// as section 3.1's BNF has it), hostport (host and port), fieldspec
// (prospero's ";name=value") and the production (httpurl, ftpurl, ...,
// genericurl). A bracket is drawn below every bracket it holds, so the
// nesting reads downwards, as the derivation does. Every bracket is a
// group carrying data-rule, data-start and data-end: the rule's name as
// the RFC spells it and the byte span of the part, half-open.
//
// The figure reads in black and white: every bracket is labelled with its
// rule, and colour (the page's hue for the part) only adds. A long URL is
// broken into lines, at a part's edge where one falls in the second half
// of a line; a bracket that crosses a break is drawn open at the break
// (no end tick, its line running on past the text). A rejected URL is
// drawn as far as it was read, with the place where the grammar stops
// marked and labelled with what the grammar expected there.
//
// The output is deterministic: every length is a whole number of pixels,
// so the same Result gives the same bytes on every machine.
package anatomy

import (
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/internal/svgtext"
	"github.com/urlplayground/rfc1738-playground/parser"
)

// Options say how a figure is laid out.
type Options struct {
	// Columns is the most characters a line of the URL holds; 0 means
	// DefaultColumns. It is kept between MinColumns and MaxColumns.
	Columns int
}

const (
	// DefaultColumns makes a figure about 910 px wide: 28 px type on a
	// slide, about 21 px on an A4 page; most of the RFC's URLs fit one
	// line, the longest two.
	DefaultColumns = 48
	MinColumns     = 12
	MaxColumns     = 200

	// MaxBytes is the most of the input a figure draws: a figure is for
	// reading, and 1 KiB of URL is already 26 lines of 40 characters.
	// The rest is named in a note; brackets that run past it are open.
	MaxBytes = 1024
)

// The figure's metrics, in pixels. A character cell is wider than the
// advance of 28 px monospace type (about 17 px in Menlo, DejaVu Sans Mono
// and Consolas); each character is placed at its cell's centre, so the
// brackets meet the characters' edges whatever the font.
const (
	margin     = 24
	urlSize    = 28
	cellW      = 18
	textRow    = 40 // the height of a line of the URL
	baseline   = 30 // from the top of the row
	labelSize  = 16
	laneH      = 20 // one lane of labels
	tick       = 9  // the height of a bracket's end ticks
	rowTop     = 12 // from a row's top to its bracket line
	rowBottom  = 8  // below a row's last lane of labels
	inset      = 2  // brackets that touch stay apart by twice this
	lineGap    = 18 // between two lines of the URL (with their brackets)
	headSize   = 16
	headRow    = 30
	stopBand   = 40 // above a line of the URL where the stop is
	openRun    = 14 // how far an open bracket runs past the text
	noteSize   = 14
	noteRow    = 22
	fontFamily = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"
	textColour = "#111111"
	stopColour = "#b00020"
	groupInk   = "#333333"
)

// ColumnsFor is the most columns, between MinColumns and DefaultColumns,
// whose lines of URL fit a figure width pixels wide at its own size: a page
// draws the figure for its panel, so that the type is not scaled down.
func ColumnsFor(width int) int {
	return min(max((width-2*margin)/cellW, MinColumns), DefaultColumns)
}

// A Bracket is one labelled bracket of a figure.
type Bracket struct {
	Rule       string // the BNF rule, as the RFC spells it: "host", "hsegment", "login", "httpurl"
	Start, End int    // the part's byte span in the input, half-open
	Part       bool   // one of Result.Parts; else a rule of the derivation that groups parts
	Level      int    // 0 just under the text; a bracket is below every bracket it holds
}

// Empty reports whether the part is present but empty ("ftp://@host/"
// has an empty user).
func (b Bracket) Empty() bool { return b.Start == b.End }

// grouping reports whether the figure draws a derivation node of rule
// as a bracket of its own: the rules that group parts and that Parts
// does not list.
func grouping(rule parser.Rule, production string) bool {
	switch rule {
	case parser.RuleLogin, parser.RuleHostport, parser.RuleFieldspec:
		return true
	}
	return production != "" && rule.String() == production
}

// Brackets returns the brackets the figure of r draws, in order of Start
// (a bracket before those it holds), each with its Level: one per part of
// r.Parts that starts in the drawn text (the first MaxBytes bytes), and
// one per grouping rule of r.Trace (login, hostport, fieldspec, the
// production) that is not the span of a bracket already listed. Without
// a trace (Parse without parser.Trace) only the parts have brackets.
func Brackets(r *parser.Result) []Bracket {
	return brackets(r, drawnLen(r.Input))
}

func brackets(r *parser.Result, drawn int) []Bracket {
	var bs []Bracket
	in := func(start, end int) bool {
		return start < drawn || start == end && start == drawn && drawn == len(r.Input)
	}
	for _, p := range r.Parts {
		if in(int(p.Start), int(p.End)) {
			bs = append(bs, Bracket{Rule: p.Rule.String(), Start: int(p.Start), End: int(p.End), Part: true})
		}
	}
	parts := len(bs)
	if r.Trace != nil {
		r.Trace.Walk(func(n *parser.Node, depth int) bool {
			if n.Tried {
				return false
			}
			if grouping(n.Rule, r.Production) && in(int(n.Start), int(n.End)) {
				bs = append(bs, Bracket{Rule: n.Rule.String(), Start: int(n.Start), End: int(n.End)})
			}
			return true
		})
	}
	// A grouping with the span of a part, or of a grouping inside it
	// (login when there is no user: its span is the hostport's), would
	// draw the same bracket twice under two names: the inner one is kept.
	kept := bs[:parts]
	for i := parts; i < len(bs); i++ {
		dup := false
		for j, c := range bs {
			if (j < parts || j > i) && c.Start == bs[i].Start && c.End == bs[i].End {
				dup = true
				break
			}
		}
		if !dup {
			kept = append(kept, bs[i])
		}
	}
	bs = kept
	// Enclosing first: by Start, then the longer first; at one span a
	// grouping (whose children the parts are) before a part, and parts in
	// their order, in which an enclosing part comes first.
	slices.SortStableFunc(bs, func(a, b Bracket) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		if a.End != b.End {
			return b.End - a.End
		}
		if a.Part != b.Part {
			if a.Part {
				return 1
			}
			return -1
		}
		return 0
	})
	setLevels(bs)
	return bs
}

// setLevels puts each bracket below every bracket that meets its span and
// is drawn before it: those it holds, and any that overlap it without
// nesting (a best-effort reading of a rejected URL may have them), which
// would otherwise be drawn over each other. Brackets are taken shortest
// first; at one span, the later in order (the one inside) first.
func setLevels(bs []Bracket) {
	order := make([]int, len(bs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		li, lj := bs[i].End-bs[i].Start, bs[j].End-bs[j].Start
		if li != lj {
			return li - lj
		}
		return j - i
	})
	for k, i := range order {
		b := &bs[i]
		b.Level = 0
		for _, j := range order[:k] {
			c := bs[j]
			if meets(*b, c) && c.Level >= b.Level {
				b.Level = c.Level + 1
			}
		}
	}
}

// meets reports whether c, drawn no longer than b, shares b's room: its
// span lies in b's or overlaps it (an empty c inside b or at its edge).
func meets(b, c Bracket) bool {
	if c.Empty() {
		return b.Start <= c.Start && c.Start <= b.End
	}
	return c.Start < b.End && b.Start < c.End
}

// drawnLen is how much of in a figure draws: all of it, or its first
// MaxBytes bytes, cut at a character's start.
func drawnLen(in string) int {
	if len(in) <= MaxBytes {
		return len(in)
	}
	n := MaxBytes
	for n > MaxBytes-utf8.UTFMax && !utf8.RuneStart(in[n]) {
		n--
	}
	return n
}

// A cell is one character of the drawn text: a rune, or a byte that is
// not UTF-8. It shows as glyph, or, when it would not show as itself, as
// a box holding its value in hex, in one or two rows.
type cell struct {
	start, end int
	glyph      string
	box        []string
}

// The kinds of character the figure shows as something else, which the
// legend explains.
const (
	markSpace = 1 << iota
	markByte
	markRune
	markEmpty
)

// cellsOf cuts s into cells. A character that would not show as itself
// gets a stand-in, so that every byte of the URL has its place in the
// figure and none hides or moves the others: a space is "␣" (a URL may not
// hold one, and a gap would hide it); a control character, and a byte
// that is not UTF-8, is a box with the byte's value in hex ("09" for a
// tab: its escape is "%09"); an invisible or format character (a
// right-to-left override would reverse the text after it), a space other
// than U+0020 and a combining mark are a box with the code point in hex.
// The boxes are drawn, not glyphs of a font, which may lack the Control
// Pictures. marks says which of these the legend must explain.
func cellsOf(s string) (cells []cell, marks int) {
	const digits = "0123456789ABCDEF"
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		c := cell{start: i, end: i + w, glyph: string(r)}
		switch {
		case r == utf8.RuneError && w == 1 || r < 0x20 || r == 0x7f:
			b := s[i]
			c.glyph, c.box = "", []string{string([]byte{digits[b>>4], digits[b&15]})}
			marks |= markByte
		case r == ' ':
			c.glyph = "\u2423"
			marks |= markSpace
		case !unicode.IsPrint(r) || unicode.In(r, unicode.Mn, unicode.Me):
			h := strconv.FormatInt(int64(r), 16)
			h = strings.ToUpper(strings.Repeat("0", max(0, 4-len(h))) + h)
			c.glyph, c.box = "", []string{h[:len(h)-2], h[len(h)-2:]}
			marks |= markRune
		}
		cells = append(cells, c)
		i += w
	}
	return cells, marks
}

// A figure is one drawing in progress.
type figure struct {
	r       *parser.Result
	cells   []cell
	drawn   int // the bytes drawn: the cells' text
	cols    int
	bs      []Bracket
	stop    int // the byte where the grammar stops; -1 when valid
	marks   int // what the legend must explain
	width   int
	out     []*Elem
	leaders []*Elem // drawn under every label, whose halo breaks them
	groups  []*Elem // one per bracket, in the order of bs
}

// col is the cell at byte b: the one that starts there, or holds it; len
// of the cells for the end of the drawn text.
func (f *figure) col(b int) int {
	i, _ := slices.BinarySearchFunc(f.cells, b, func(c cell, b int) int { return c.end - 1 - b })
	return i
}

// Draw lays out the figure of r. It reads r.Trace, when r has one, for
// the grouping brackets (login, hostport, fieldspec, the production).
func Draw(r *parser.Result, o Options) *Elem {
	cols := o.Columns
	if cols == 0 {
		cols = DefaultColumns
	}
	cols = min(max(cols, MinColumns), MaxColumns)
	f := &figure{r: r, cols: cols, drawn: drawnLen(r.Input), stop: stopOf(r)}
	f.cells, f.marks = cellsOf(r.Input[:f.drawn])
	f.bs = brackets(r, f.drawn)
	f.groups = make([]*Elem, len(f.bs))
	for i, b := range f.bs {
		f.groups[i] = el("g",
			"data-rule", b.Rule, "data-start", itoa(b.Start), "data-end", itoa(b.End),
			"fill", ink(b), "stroke", ink(b))
	}

	y := margin
	y = f.head(y)
	for _, ln := range f.lines() {
		y = f.line(ln[0], ln[1], y) + lineGap
	}
	y -= lineGap
	y = f.notes(y, f.marks)
	y += margin

	svg := el("svg", "width", itoa(f.width), "height", itoa(y), "viewBox", "0 0 "+itoa(f.width)+" "+itoa(y),
		"font-family", fontFamily, "role", "img")
	svg.Add(&Elem{Tag: "title", Text: "The anatomy of " + clip(r.Input, 200) + " as RFC 1738 reads it"})
	svg.Add(&Elem{Tag: "desc", Text: describe(r, f.bs)})
	svg.Add(el("rect", "width", "100%", "height", "100%", "fill", "#ffffff"))
	svg.Add(f.out...)
	svg.Add(f.leaders...)
	for _, g := range f.groups {
		svg.Add(g)
	}
	return svg
}

// SVG writes the figure of the input, parsed with the derivation, as a
// standalone SVG file: the bytes rfc1738 -anatomy prints and the page
// downloads.
func SVG(w io.Writer, input string, o Options) error {
	return WriteSVG(w, Draw(parser.Parse(input, parser.Trace), o))
}

// stopOf is where the grammar stops reading a rejected input: the
// Failure's position, else the first error's start; -1 when r is valid.
func stopOf(r *parser.Result) int {
	if r.Valid {
		return -1
	}
	if r.Failure != nil {
		return r.Failure.Pos
	}
	for _, d := range r.Diagnostics {
		if d.Severity == parser.Error {
			return int(d.Start)
		}
	}
	return len(r.Input)
}

// head writes the line above the figure: the verdict.
func (f *figure) head(y int) int {
	r := f.r
	var s string
	switch {
	case r.Valid:
		s = "valid " + r.Production
		if d, ok := parser.LookupRule(r.Production); ok {
			s += " (RFC 1738 section " + d.Section + ")"
		}
	case r.Production != "":
		s = "not valid: " + r.Production + " stops at byte " + itoa(f.stop)
	default:
		s = "not a URL: stops at byte " + itoa(f.stop)
	}
	f.text(margin, y+headSize, headSize, s, textColour, "start")
	f.widen(margin + svgtext.Width(s, headSize))
	return y + headRow
}

// notes writes what the figure shows as something else, and the bytes
// past MaxBytes.
func (f *figure) notes(y, marks int) int {
	var legend []string
	if marks&markSpace != 0 {
		legend = append(legend, "\u2423 a space")
	}
	if marks&markByte != 0 {
		legend = append(legend, "[09] a control character, or a byte that is not UTF-8, by its value in hex")
	}
	if marks&markRune != 0 {
		legend = append(legend, "[20|2E] a character that does not show, by its code point (U+202E)")
	}
	if marks&markEmpty != 0 {
		legend = append(legend, "\u2227 an empty part: present, holding no characters")
	}
	if more := len(f.r.Input) - f.drawn; more > 0 {
		legend = append(legend, "the first "+itoa(f.drawn)+" bytes are drawn; "+itoa(more)+" more are not")
	}
	for _, s := range legend {
		y += noteRow
		f.text(margin, y, noteSize, s, textColour, "start")
		f.widen(margin + svgtext.Width(s, noteSize) + margin)
	}
	return y
}

// lines breaks the cells into lines of at most f.cols: each line ends at
// a bracket's edge if one falls in the line's second half, else after a
// delimiter in its last two thirds, else where the line is full.
func (f *figure) lines() [][2]int {
	n := len(f.cells)
	edge := make([]bool, n+1)
	for _, b := range f.bs {
		edge[f.col(b.Start)] = true
		edge[f.col(b.End)] = true
	}
	var out [][2]int
	for s := 0; ; {
		if n-s <= f.cols {
			return append(out, [2]int{s, n})
		}
		e := s + f.cols
		for k := e; k > s+f.cols/2; k-- {
			if edge[k] {
				e = k
				goto found
			}
		}
		for k := e; k > s+f.cols/3; k-- {
			if strings.Contains("/?;&=.@:,+-_", f.cells[k-1].glyph) {
				e = k
				break
			}
		}
	found:
		out = append(out, [2]int{s, e})
		s = e
	}
}

// A piece is the part of a bracket drawn on one line.
type piece struct {
	b            int // index in f.bs
	x0, x1       int // the bracket's ends
	openL, openR bool
	label        string
	lx0, lx1     int // the label's extent
	lane         int
}

// line draws the cells [c0, c1) as one line of the figure at y, with the
// pieces of the brackets on it, and returns the y below it.
func (f *figure) line(c0, c1, y int) int {
	last := c1 == len(f.cells)
	x := func(c int) int { return margin + (c-c0)*cellW }
	f.widen(x(c1) + margin)

	// The stop, if it is on this line.
	stopCol := -1
	if f.stop >= 0 && f.stop <= f.drawn {
		if c := f.col(f.stop); c0 <= c && (c < c1 || last && c == c1) {
			stopCol = c
		}
	}
	if stopCol >= 0 {
		f.stopMark(x(stopCol), stopCol < len(f.cells), y)
		y += stopBand
	}

	// The text: each character at its cell's centre, so that the font's
	// advance cannot move one off its bracket, and each its own text chunk,
	// so that the bidirectional algorithm does not reorder right-to-left
	// letters away from their bytes.
	var xs, text strings.Builder
	for c := c0; c < c1; c++ {
		if cl := f.cells[c]; cl.box != nil {
			f.box(x(c), y, cl.box)
			continue
		}
		if xs.Len() > 0 {
			xs.WriteByte(' ')
		}
		xs.WriteString(itoa(x(c) + cellW/2))
		text.WriteString(f.cells[c].glyph)
	}
	if text.Len() > 0 {
		t := f.text(0, y+baseline, urlSize, text.String(), textColour, "middle")
		t.Attrs[0].Value = xs.String()
	}
	y += textRow

	// The pieces of the brackets on this line, by level.
	byLevel := map[int][]piece{}
	var levels []int
	for i, b := range f.bs {
		cs, ce := f.col(b.Start), f.col(b.End)
		var p piece
		switch {
		case b.Empty():
			if cs < c0 || cs > c1 || cs == c1 && !last {
				continue
			}
			p = piece{b: i, x0: x(cs), x1: x(cs), label: b.Rule}
			f.marks |= markEmpty
		case cs < c1 && ce > c0:
			p = piece{b: i, x0: x(max(cs, c0)) + inset, x1: x(min(ce, c1)) - inset, label: b.Rule,
				openL: cs < c0, openR: ce > c1 || b.End > f.drawn && last}
		default:
			continue
		}
		w := svgtext.Width(p.label, labelSize)
		mid := (p.x0 + p.x1) / 2
		p.lx0, p.lx1 = max(mid-w/2, margin/2), max(mid-w/2, margin/2)+w
		if _, ok := byLevel[b.Level]; !ok {
			levels = append(levels, b.Level)
		}
		byLevel[b.Level] = append(byLevel[b.Level], p)
	}
	slices.Sort(levels)
	for _, lv := range levels {
		ps := byLevel[lv]
		lanes := placeLabels(ps)
		yb := y + rowTop
		for _, p := range ps {
			f.drawPiece(p, yb)
		}
		y = yb + lanes*laneH + rowBottom
	}
	return y
}

// placeLabels gives each label a lane, taking the labels from the left:
// the first lane in which it keeps a character's width from the labels
// already there. To stay in a lane a label may move right, and the label
// before it left (never past the figure's left margin), each by less than
// half its width, so that each still spans the middle of its bracket. It
// returns the number of lanes.
func placeLabels(ps []piece) int {
	labelW := svgtext.Advance(labelSize) // the room kept between two labels
	order := make([]int, len(ps))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return ps[i].lx0 - ps[j].lx0 })
	reach := func(p *piece) int { return (p.lx1-p.lx0)/2 - labelW/2 } // how far a label may move
	type lane struct {
		last   *piece
		before int // the end of the label before last
		moved  int // how far last has moved (right: positive)
	}
	var lanes []lane
	for _, i := range order {
		p := &ps[i]
		k := 0
		for ; k < len(lanes); k++ {
			ln := &lanes[k]
			need := ln.last.lx1 + labelW - p.lx0
			if need <= 0 {
				ln.before, ln.moved = ln.last.lx1, 0
				break
			}
			left := min(reach(ln.last)+ln.moved, ln.last.lx0-ln.before-labelW)
			right := reach(p)
			if need > max(left, 0)+right {
				continue
			}
			l := min(need, max(left, 0))
			ln.last.lx0, ln.last.lx1 = ln.last.lx0-l, ln.last.lx1-l
			ln.before, ln.moved = ln.last.lx1, need-l
			p.lx0, p.lx1 = p.lx0+need-l, p.lx1+need-l
			break
		}
		if k == len(lanes) {
			// The figure's left edge is as a label before the first:
			// moved left, a label stays margin/2 inside the figure.
			lanes = append(lanes, lane{before: margin/2 - labelW})
		}
		lanes[k].last = p
		p.lane = k
	}
	return max(len(lanes), 1)
}

// drawPiece draws a piece of a bracket with its bracket line at yb: a
// line with a tick up at each closed end (a wedge for an empty part), the
// line running on past the text at an open end, dashed; and its label
// below, joined to the bracket by a thin line when it is in a lower lane.
func (f *figure) drawPiece(p piece, yb int) {
	g := f.groups[p.b]
	b := f.bs[p.b]
	line := func(d string, extra ...string) {
		g.Add(el("path", append([]string{"d", d, "fill", "none", "stroke-width", "2"}, extra...)...))
	}
	mid := (p.x0 + p.x1) / 2
	if b.Empty() {
		line("M" + itoa(p.x0-6) + " " + itoa(yb) + "L" + itoa(p.x0) + " " + itoa(yb-tick-2) + "L" + itoa(p.x0+6) + " " + itoa(yb))
	} else {
		var d strings.Builder
		x0, x1 := p.x0, p.x1
		if p.openL {
			x0 = p.x0 - inset
			line("M"+itoa(x0-openRun)+" "+itoa(yb)+"H"+itoa(x0), "stroke-dasharray", "3 3")
			d.WriteString("M" + itoa(x0) + " " + itoa(yb))
		} else {
			d.WriteString("M" + itoa(x0) + " " + itoa(yb-tick) + "V" + itoa(yb))
		}
		if p.openR {
			x1 = p.x1 + inset
			d.WriteString("H" + itoa(x1))
			line("M"+itoa(x1)+" "+itoa(yb)+"H"+itoa(x1+openRun), "stroke-dasharray", "3 3")
		} else {
			d.WriteString("H" + itoa(x1) + "V" + itoa(yb-tick))
		}
		line(d.String())
		f.widen(x1 + openRun + margin)
	}
	ly := yb + laneH - 2 + p.lane*laneH
	if p.lane > 0 {
		f.leaders = append(f.leaders, el("path", "d", "M"+itoa(mid)+" "+itoa(yb+2)+"V"+itoa(ly-labelSize+2),
			"fill", "none", "stroke", ink(b), "stroke-width", "1"))
	}
	g.Add(halo(textEl((p.lx0+p.lx1)/2, ly, labelSize, p.label, ink(b), "middle")))
	f.widen(p.lx1 + margin)
}

// stopMark draws the stop at x on the line whose text starts at y+stopBand:
// a box around the character the grammar cannot take (a bar after the
// text when it stops at the end), a triangle pointing at it and a label
// with what the grammar expected there.
func (f *figure) stopMark(x int, onChar bool, y int) {
	g := el("g", "data-stop", itoa(f.stop), "fill", stopColour, "stroke", stopColour)
	top := y + stopBand
	if onChar {
		g.Add(el("rect", "x", itoa(x), "y", itoa(top+3), "width", itoa(cellW), "height", itoa(textRow-2),
			"fill", "none", "stroke-width", "2"))
		x += cellW / 2
	} else {
		g.Add(el("path", "d", "M"+itoa(x+2)+" "+itoa(top+3)+"V"+itoa(top+textRow), "fill", "none", "stroke-width", "3"))
	}
	g.Add(el("path", "d", "M"+itoa(x-7)+" "+itoa(top-9)+"L"+itoa(x+7)+" "+itoa(top-9)+"L"+itoa(x)+" "+itoa(top+1)+"Z", "stroke", "none"))
	s := "stop: " + f.expected()
	w := svgtext.Width(s, labelSize)
	anchor, lx := "start", x-10
	if lx+w > margin+f.cols*cellW && x+10-w >= margin {
		anchor, lx = "end", x+10
	}
	t := textEl(lx, y+labelSize+6, labelSize, s, stopColour, anchor)
	t.Attrs = append(t.Attrs, Attr{Name: "stroke", Value: "none"})
	g.Add(t)
	f.widen(max(lx, lx+w) + margin)
	f.out = append(f.out, g)
}

// expected says what the grammar could take at the stop, from the
// Failure, or names the first error.
func (f *figure) expected() string {
	if fl := f.r.Failure; fl != nil && len(fl.Expected) > 0 {
		s := "expected " + strings.Join(fl.Expected, ", ")
		if len(fl.Expected) > 1 {
			s = "expected " + strings.Join(fl.Expected[:len(fl.Expected)-1], ", ") + " or " + fl.Expected[len(fl.Expected)-1]
		}
		return clip(s, 60)
	}
	for _, d := range f.r.Diagnostics {
		if d.Severity == parser.Error {
			return string(d.Code)
		}
	}
	return "the input is not a URL"
}

// box draws a cell shown as a box of hex digits, at x on the line of
// text at y.
func (f *figure) box(x, y int, rows []string) {
	g := el("g", "fill", textColour, "stroke", textColour)
	g.Add(el("rect", "x", itoa(x+2), "y", itoa(y+6), "width", itoa(cellW-4), "height", itoa(textRow-10),
		"fill", "none", "stroke-width", "1"))
	size, y0 := 12, y+baseline-8
	if len(rows) == 1 {
		y0 = y + baseline - 4
	}
	for i, r := range rows {
		t := textEl(x+cellW/2, y0+i*12, size, r, textColour, "middle")
		t.Attrs = append(t.Attrs, Attr{Name: "stroke", Value: "none"})
		g.Add(t)
	}
	f.out = append(f.out, g)
}

// halo gives a label a white outline under its letters, which breaks a
// leader line that passes behind it.
func halo(t *Elem) *Elem {
	t.Attrs = append(t.Attrs, Attr{Name: "stroke", Value: "#ffffff"}, Attr{Name: "stroke-width", Value: "4"},
		Attr{Name: "stroke-linejoin", Value: "round"}, Attr{Name: "paint-order", Value: "stroke"})
	return t
}

// text adds a text element to the figure's elements and returns it.
func (f *figure) text(x, y, size int, s, fill, anchor string) *Elem {
	t := textEl(x, y, size, s, fill, anchor)
	f.out = append(f.out, t)
	return t
}

func textEl(x, y, size int, s, fill, anchor string) *Elem {
	t := &Elem{Tag: "text", Text: s}
	t.Attrs = []Attr{{Name: "x", Value: itoa(x)}, {Name: "y", Value: itoa(y)}, {Name: "font-size", Value: itoa(size)}, {Name: "fill", Value: fill}}
	if anchor != "start" {
		t.Attrs = append(t.Attrs, Attr{Name: "text-anchor", Value: anchor})
	}
	return t
}

func (f *figure) widen(x int) { f.width = max(f.width, x) }

// describe is the figure's text alternative: the verdict and each
// bracket with its text.
func describe(r *parser.Result, bs []Bracket) string {
	var b strings.Builder
	if r.Valid {
		b.WriteString("Valid " + r.Production + ".")
	} else {
		b.WriteString("Not valid.")
	}
	for i, br := range bs {
		if i == 40 {
			b.WriteString(" …")
			break
		}
		b.WriteString(" " + br.Rule + " " + strconv.Quote(clip(r.Input[br.Start:br.End], 60)) + ";")
	}
	return b.String()
}

// clip shortens s to at most n bytes, at a character's start, marking
// the cut with "…".
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

func itoa(n int) string { return strconv.Itoa(n) }

// ink is a bracket's colour: the hue the page gives the part (web/app.css,
// .r-<rule>), dark enough to print as a dark grey; grey for the grouping
// rules.
func ink(b Bracket) string {
	h, ok := hues[b.Rule]
	if !ok {
		return groupInk
	}
	return hsl(h, 55, 32)
}

// hues are web/app.css's part hues.
var hues = map[string]int{
	"scheme": 265, "user": 150, "password": 0, "host": 205, "port": 35,
	"urlpath": 180, "schemepart": 180,
	"hpath": 95, "hsegment": 95, "fpath": 95, "fsegment": 95, "ppath": 95, "psegment": 95, "wpath": 95,
	"search": 320, "ftptype": 50, "gtype": 50, "wtype": 50, "selector": 95, "gopher+_string": 290,
	"encoded822addr": 150, "group": 95, "database": 95, "article": 35, "digits": 35,
	"fieldname": 320, "fieldvalue": 340,
}

// hsl is CSS's hsl(h s% l%) as "#rrggbb", in whole-number arithmetic so
// that every machine writes the same bytes.
func hsl(h, s, l int) string {
	// CSS Color 4's algorithm, in thousandths.
	c := (1000 - abs(2*l*10-1000)) * s / 100 // chroma
	hp := h * 1000 / 60
	xx := c * (1000 - abs(hp%2000-1000)) / 1000
	var r, g, b int
	switch hp / 1000 {
	case 0:
		r, g = c, xx
	case 1:
		r, g = xx, c
	case 2:
		g, b = c, xx
	case 3:
		g, b = xx, c
	case 4:
		r, b = xx, c
	default:
		r, b = c, xx
	}
	m := l*10 - c/2
	hex := func(v int) string {
		n := ((v+m)*255 + 500) / 1000
		const digits = "0123456789abcdef"
		return string([]byte{digits[n>>4], digits[n&15]})
	}
	return "#" + hex(r) + hex(g) + hex(b)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
