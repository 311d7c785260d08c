package e2e

// A small reader of the text of the PDFs Chromium prints (Page.printToPDF),
// page by page, for the print tests: what is on which page. It reads what
// Chromium's PDF writer (Skia's) writes: indirect objects in the file as
// text (no object streams), content streams compressed with FlateDecode,
// text drawn with Tj and TJ in fonts whose ToUnicode CMaps say which
// characters the glyph codes are, and forms (XObjects) drawn with Do. It
// is no general PDF reader: a PDF it cannot read gives no text, and the
// tests, which look for text they know is there, fail.

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf16"
)

type (
	pdfName  string
	pdfRef   int
	pdfDict  map[pdfName]any
	pdfArray []any
	pdfOp    string // a keyword: an operator in a content stream
)

type pdfObject struct {
	value  any
	stream []byte // decoded; nil when the object is no stream
}

type pdfFile struct {
	objs map[int]*pdfObject
}

var pdfObjStart = regexp.MustCompile(`(\d+)\s+\d+\s+obj\b`)

// readPDF reads the indirect objects of pdf.
func readPDF(pdf []byte) (*pdfFile, error) {
	f := &pdfFile{objs: map[int]*pdfObject{}}
	for at := 0; ; {
		m := pdfObjStart.FindSubmatchIndex(pdf[at:])
		if m == nil {
			break
		}
		num, _ := strconv.Atoi(string(pdf[at+m[2] : at+m[3]]))
		lx := &pdfLexer{b: pdf, i: at + m[1]}
		v, err := lx.value()
		if err != nil {
			return nil, fmt.Errorf("object %d: %v", num, err)
		}
		obj := &pdfObject{value: v}
		at = lx.i
		lx.space()
		if d, ok := v.(pdfDict); ok && bytes.HasPrefix(pdf[lx.i:], []byte("stream")) {
			start := lx.i + len("stream")
			if bytes.HasPrefix(pdf[start:], []byte("\r\n")) {
				start += 2
			} else if start < len(pdf) && pdf[start] == '\n' {
				start++
			}
			end := -1
			if n, ok := d["Length"].(float64); ok && start+int(n) <= len(pdf) {
				end = start + int(n)
			} else if k := bytes.Index(pdf[start:], []byte("endstream")); k >= 0 {
				end = start + k
			}
			if end < 0 {
				return nil, fmt.Errorf("object %d: a stream with no end", num)
			}
			data := pdf[start:end]
			if d["Filter"] == pdfName("FlateDecode") {
				r, err := zlib.NewReader(bytes.NewReader(data))
				if err != nil {
					return nil, fmt.Errorf("object %d: %v", num, err)
				}
				if data, err = io.ReadAll(r); err != nil {
					return nil, fmt.Errorf("object %d: %v", num, err)
				}
			}
			obj.stream = data
			at = end
		}
		f.objs[num] = obj
	}
	return f, nil
}

// get resolves v if it is a reference.
func (f *pdfFile) get(v any) any {
	for i := 0; i < 8; i++ {
		r, ok := v.(pdfRef)
		if !ok {
			return v
		}
		o := f.objs[int(r)]
		if o == nil {
			return nil
		}
		v = o.value
	}
	return v
}

func (f *pdfFile) dict(v any) pdfDict { d, _ := f.get(v).(pdfDict); return d }

// pageTexts is the text of each page, in order; the text drawn by one
// Tj or TJ is followed by a line break.
func pageTexts(pdf []byte) ([]string, error) {
	f, err := readPDF(pdf)
	if err != nil {
		return nil, err
	}
	var root pdfDict
	for _, o := range f.objs {
		if d, ok := o.value.(pdfDict); ok && d["Type"] == pdfName("Pages") && d["Parent"] == nil {
			root = d
		}
	}
	if root == nil {
		return nil, fmt.Errorf("no page tree")
	}
	var texts []string
	var walk func(node pdfDict, res pdfDict, depth int) error
	walk = func(node pdfDict, res pdfDict, depth int) error {
		if depth > 16 {
			return fmt.Errorf("the page tree is too deep")
		}
		if r := f.dict(node["Resources"]); r != nil {
			res = r
		}
		if node["Type"] == pdfName("Page") {
			var b strings.Builder
			var contents []any
			switch c := f.get(node["Contents"]).(type) {
			case pdfArray:
				contents = c
			default:
				contents = []any{node["Contents"]}
			}
			for _, c := range contents {
				if r, ok := c.(pdfRef); ok && f.objs[int(r)] != nil {
					f.showText(&b, f.objs[int(r)].stream, res, 0)
				}
			}
			texts = append(texts, b.String())
			return nil
		}
		kids, _ := f.get(node["Kids"]).(pdfArray)
		for _, k := range kids {
			if err := walk(f.dict(k), res, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return texts, walk(root, nil, 0)
}

// A pdfFont turns a text string's codes into characters.
type pdfFont struct {
	width int               // bytes a code
	uni   map[string]string // code → text
}

func (f *pdfFile) font(v any) *pdfFont {
	d := f.dict(v)
	ft := &pdfFont{width: 1}
	if d["Subtype"] == pdfName("Type0") {
		ft.width = 2
	}
	r, ok := d["ToUnicode"].(pdfRef)
	if !ok || f.objs[int(r)] == nil {
		return ft
	}
	ft.uni = map[string]string{}
	lx := &pdfLexer{b: f.objs[int(r)].stream}
	var stack []any
	for {
		v, err := lx.value()
		if err != nil {
			break
		}
		op, isOp := v.(pdfOp)
		if !isOp {
			stack = append(stack, v)
			continue
		}
		switch op {
		case "endcodespacerange":
			if len(stack) >= 1 {
				if s, ok := stack[0].(string); ok && len(s) > 0 {
					ft.width = len(s)
				}
			}
		case "endbfchar":
			for i := 0; i+1 < len(stack); i += 2 {
				src, _ := stack[i].(string)
				dst, _ := stack[i+1].(string)
				ft.uni[src] = utf16BE(dst)
			}
		case "endbfrange":
			for i := 0; i+2 < len(stack); i += 3 {
				lo, _ := stack[i].(string)
				hi, _ := stack[i+1].(string)
				a, b := codeInt(lo), codeInt(hi)
				for c := a; c <= b && c-a < 1<<16; c++ {
					var dst string
					switch d := stack[i+2].(type) {
					case string:
						u := []byte(d)
						if len(u) > 0 {
							u[len(u)-1] += byte(c - a) // as CMaps have it: the last byte counts up
						}
						dst = utf16BE(string(u))
					case pdfArray:
						if c-a < len(d) {
							s, _ := d[c-a].(string)
							dst = utf16BE(s)
						}
					}
					ft.uni[codeString(c, len(lo))] = dst
				}
			}
		}
		if strings.HasPrefix(string(op), "end") || strings.HasPrefix(string(op), "begin") {
			stack = stack[:0]
		}
	}
	return ft
}

func codeInt(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n<<8 | int(s[i])
	}
	return n
}

func codeString(c, width int) string {
	b := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		b[i] = byte(c)
		c >>= 8
	}
	return string(b)
}

// utf16BE decodes a CMap's destination, the UTF-16BE text of a glyph; a
// ligature's letters are spelled out (the sans-serif fonts draw "fi" as
// one glyph, U+FB01, which a reader of the words wants as two letters).
func utf16BE(s string) string {
	u := make([]uint16, len(s)/2)
	for i := range u {
		u[i] = uint16(s[2*i])<<8 | uint16(s[2*i+1])
	}
	return ligatures.Replace(string(utf16.Decode(u)))
}

var ligatures = strings.NewReplacer("\uFB00", "ff", "\uFB01", "fi", "\uFB02", "fl", "\uFB03", "ffi", "\uFB04", "ffl", "\uFB05", "st", "\uFB06", "st")

func (ft *pdfFont) decode(s string) string {
	if ft == nil {
		return s
	}
	var b strings.Builder
	for i := 0; i+ft.width <= len(s); i += ft.width {
		code := s[i : i+ft.width]
		if ft.uni == nil {
			b.WriteString(code)
		} else if u, ok := ft.uni[code]; ok {
			b.WriteString(u)
		} else {
			b.WriteString("\uFFFD")
		}
	}
	return b.String()
}

// showText writes the text the content stream content draws, with the
// resources res.
func (f *pdfFile) showText(b *strings.Builder, content []byte, res pdfDict, depth int) {
	fonts := f.dict(res["Font"])
	xobjects := f.dict(res["XObject"])
	cache := map[pdfName]*pdfFont{}
	var cur *pdfFont
	lx := &pdfLexer{b: content}
	var stack []any
	for {
		v, err := lx.value()
		if err != nil {
			return
		}
		op, isOp := v.(pdfOp)
		if !isOp {
			stack = append(stack, v)
			continue
		}
		switch op {
		case "Tf":
			if len(stack) >= 2 {
				if name, ok := stack[len(stack)-2].(pdfName); ok {
					if cache[name] == nil {
						cache[name] = f.font(fonts[name])
					}
					cur = cache[name]
				}
			}
		case "Tj", "'", `"`:
			if len(stack) >= 1 {
				if s, ok := stack[len(stack)-1].(string); ok {
					b.WriteString(cur.decode(s) + "\n")
				}
			}
		case "TJ":
			if len(stack) >= 1 {
				if a, ok := stack[len(stack)-1].(pdfArray); ok {
					for _, e := range a {
						if s, ok := e.(string); ok {
							b.WriteString(cur.decode(s))
						}
					}
					b.WriteString("\n")
				}
			}
		case "Do":
			if len(stack) >= 1 && depth < 8 {
				if name, ok := stack[len(stack)-1].(pdfName); ok {
					if r, ok := xobjects[name].(pdfRef); ok && f.objs[int(r)] != nil {
						o := f.objs[int(r)]
						if d, _ := o.value.(pdfDict); d["Subtype"] == pdfName("Form") {
							sub := f.dict(d["Resources"])
							if sub == nil {
								sub = res
							}
							f.showText(b, o.stream, sub, depth+1)
						}
					}
				}
			}
		case "BI":
			// An inline image: its data is no text.
			if k := bytes.Index(content[lx.i:], []byte("EI")); k >= 0 {
				lx.i += k + 2
			}
		}
		stack = stack[:0]
	}
}

// pdfLexer reads PDF values from b: numbers (float64), names (pdfName),
// strings (string, the bytes), arrays, dictionaries, references, and
// keywords (pdfOp).
type pdfLexer struct {
	b []byte
	i int
}

func pdfDelim(c byte) bool { return strings.IndexByte("()<>[]{}/%", c) >= 0 }
func pdfSpace(c byte) bool { return strings.IndexByte("\x00\t\n\f\r ", c) >= 0 }

func (l *pdfLexer) space() {
	for l.i < len(l.b) {
		switch c := l.b[l.i]; {
		case pdfSpace(c):
			l.i++
		case c == '%':
			for l.i < len(l.b) && l.b[l.i] != '\n' && l.b[l.i] != '\r' {
				l.i++
			}
		default:
			return
		}
	}
}

var errPDFEnd = fmt.Errorf("the end of the data")

// value reads one value; "N G R" is a reference.
func (l *pdfLexer) value() (any, error) {
	v, err := l.token()
	if err != nil {
		return nil, err
	}
	switch t := v.(type) {
	case pdfOp:
		switch t {
		case "[":
			var a pdfArray
			for {
				l.space()
				if l.i < len(l.b) && l.b[l.i] == ']' {
					l.i++
					return a, nil
				}
				e, err := l.value()
				if err != nil {
					return nil, err
				}
				a = append(a, e)
			}
		case "<<":
			d := pdfDict{}
			for {
				l.space()
				if bytes.HasPrefix(l.b[l.i:], []byte(">>")) {
					l.i += 2
					return d, nil
				}
				k, err := l.value()
				if err != nil {
					return nil, err
				}
				name, ok := k.(pdfName)
				if !ok {
					return nil, fmt.Errorf("a dictionary key %v at %d", k, l.i)
				}
				e, err := l.value()
				if err != nil {
					return nil, err
				}
				d[name] = e
			}
		}
	case float64:
		// A reference: two whole numbers and R.
		save := l.i
		if g, err := l.token(); err == nil {
			if _, ok := g.(float64); ok {
				if r, err := l.token(); err == nil && r == pdfOp("R") {
					return pdfRef(int(t)), nil
				}
			}
		}
		l.i = save
	}
	return v, nil
}

func (l *pdfLexer) token() (any, error) {
	l.space()
	if l.i >= len(l.b) {
		return nil, errPDFEnd
	}
	c := l.b[l.i]
	switch {
	case c == '/':
		j := l.i + 1
		for j < len(l.b) && !pdfSpace(l.b[j]) && !pdfDelim(l.b[j]) {
			j++
		}
		name := string(l.b[l.i+1 : j])
		l.i = j
		return pdfName(name), nil
	case c == '(':
		return l.literal()
	case c == '<' && l.i+1 < len(l.b) && l.b[l.i+1] == '<':
		l.i += 2
		return pdfOp("<<"), nil
	case c == '>' && l.i+1 < len(l.b) && l.b[l.i+1] == '>':
		l.i += 2
		return pdfOp(">>"), nil
	case c == '<':
		j := bytes.IndexByte(l.b[l.i:], '>')
		if j < 0 {
			return nil, errPDFEnd
		}
		hex := strings.Map(func(r rune) rune {
			if strings.ContainsRune("\x00\t\n\f\r ", r) {
				return -1
			}
			return r
		}, string(l.b[l.i+1:l.i+j]))
		l.i += j + 1
		if len(hex)%2 == 1 {
			hex += "0"
		}
		out := make([]byte, len(hex)/2)
		for k := range out {
			n, err := strconv.ParseUint(hex[2*k:2*k+2], 16, 8)
			if err != nil {
				return nil, fmt.Errorf("a hex string at %d", l.i)
			}
			out[k] = byte(n)
		}
		return string(out), nil
	case c == '[' || c == ']' || c == '{' || c == '}':
		l.i++
		return pdfOp(string(c)), nil
	}
	j := l.i
	for j < len(l.b) && !pdfSpace(l.b[j]) && !pdfDelim(l.b[j]) {
		j++
	}
	if j == l.i {
		l.i++ // a stray delimiter
		return pdfOp(string(c)), nil
	}
	word := string(l.b[l.i:j])
	l.i = j
	if n, err := strconv.ParseFloat(word, 64); err == nil {
		return n, nil
	}
	return pdfOp(word), nil
}

// literal reads a (string) with its escapes and balanced parentheses.
func (l *pdfLexer) literal() (any, error) {
	l.i++ // (
	var out []byte
	depth := 1
	for l.i < len(l.b) {
		c := l.b[l.i]
		l.i++
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return string(out), nil
			}
		case '\\':
			if l.i >= len(l.b) {
				return nil, errPDFEnd
			}
			e := l.b[l.i]
			l.i++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\r', '\n':
				continue // a line continued
			default:
				if e >= '0' && e <= '7' {
					n := int(e - '0')
					for k := 0; k < 2 && l.i < len(l.b) && l.b[l.i] >= '0' && l.b[l.i] <= '7'; k++ {
						n = n*8 + int(l.b[l.i]-'0')
						l.i++
					}
					c = byte(n)
				} else {
					c = e
				}
			}
		}
		out = append(out, c)
	}
	return nil, errPDFEnd
}
