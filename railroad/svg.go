package railroad

import (
	"io"
	"strings"
	"unicode/utf8"
)

// standaloneStyle is the style of a diagram saved as a file (unlit: the
// lit classes are the page's, in web/app.css, which draws the same classes).
const standaloneStyle = `
svg.rr { background: #fff; }
.rr text { font: 13px ui-monospace, Menlo, Consolas, monospace; text-anchor: middle; fill: #1a1a1a; }
.rr .rr-count { font-size: 10px; fill: #555; }
.rr path { fill: none; stroke: #333; stroke-width: 2; }
.rr rect { fill: #fff8d6; stroke: #333; stroke-width: 2; }
.rr .rr-ref rect { fill: #e3eefc; }
@media (prefers-color-scheme: dark) {
  svg.rr { background: #16181d; }
  .rr text { fill: #e8e8e8; }
  .rr .rr-count { fill: #aaa; }
  .rr path { stroke: #c8c8c8; }
  .rr rect { fill: #3a3520; stroke: #c8c8c8; }
  .rr .rr-ref rect { fill: #1e2b40; }
}
`

// cdata stands for the style in the element tree WriteSVG writes.
const cdata = "\x00style"

// WriteSVG writes e as a standalone SVG 1.1 document with its own style: a
// diagram saved as a file, whose rule boxes link to their rules' files.
// Only SVG 1.1's attributes are written: the page's hooks (data-*) and ARIA
// attributes (role, aria-*, which SVG 1.1 does not have; its title and desc
// are the file's text alternative) stay on the page's inline diagrams.
func WriteSVG(w io.Writer, e *Elem) error {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	root := *e
	root.Attrs = append([]Attr{{"xmlns", "http://www.w3.org/2000/svg"}, {"xmlns:xlink", "http://www.w3.org/1999/xlink"}, {"version", "1.1"}}, e.Attrs...)
	root.Kids = nil
	style := &Elem{Tag: "style", Attrs: []Attr{{"type", "text/css"}}, Text: cdata}
	for i, k := range e.Kids {
		root.Kids = append(root.Kids, k)
		if k.Tag == "desc" || (i == len(e.Kids)-1 && !hasStyle(root.Kids)) {
			root.Kids = append(root.Kids, style)
		}
	}
	writeElem(&b, &root, 0)
	_, err := io.WriteString(w, b.String())
	return err
}

func hasStyle(ks []*Elem) bool {
	for _, k := range ks {
		if k.Tag == "style" {
			return true
		}
	}
	return false
}

func writeElem(b *strings.Builder, e *Elem, depth int) {
	b.WriteString(strings.Repeat(" ", depth))
	b.WriteString("<" + e.Tag)
	for _, a := range e.Attrs {
		if !svg11Attr(a.Name) {
			continue
		}
		b.WriteString(" " + a.Name + `="`)
		escapeXML(b, a.Value)
		b.WriteString(`"`)
	}
	switch {
	case len(e.Kids) == 0 && e.Text == "":
		b.WriteString("/>\n")
	case e.Text == cdata:
		b.WriteString("><![CDATA[" + standaloneStyle + "]]></" + e.Tag + ">\n")
	case len(e.Kids) == 0:
		b.WriteString(">")
		escapeXML(b, e.Text)
		b.WriteString("</" + e.Tag + ">\n")
	default:
		b.WriteString(">\n")
		if e.Text != "" {
			escapeXML(b, e.Text)
		}
		for _, k := range e.Kids {
			writeElem(b, k, depth+1)
		}
		b.WriteString(strings.Repeat(" ", depth) + "</" + e.Tag + ">\n")
	}
}

// svg11Attr reports whether a diagram's attribute is one of SVG 1.1's (the
// DTD's): not a page hook (data-*) nor ARIA (role, aria-*).
func svg11Attr(name string) bool {
	return !strings.HasPrefix(name, "data-") && !strings.HasPrefix(name, "aria-") && name != "role"
}

// escapeXML writes s to b as XML character data, as xml.EscapeText does:
// the five markup characters and tab, newline and carriage return as
// character references, and what XML may not hold (control characters,
// invalid UTF-8) as U+FFFD. It is here rather than encoding/xml's because
// importing encoding/xml builds its HTML entity tables in app.wasm at start
// for nothing (the page draws diagrams as elements, not as SVG text).
func escapeXML(b *strings.Builder, s string) {
	last := 0
	for i := 0; i < len(s); {
		r, width := utf8.DecodeRuneInString(s[i:])
		i += width
		var esc string
		switch r {
		case '"':
			esc = "&#34;"
		case '\'':
			esc = "&#39;"
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '\t':
			esc = "&#x9;"
		case '\n':
			esc = "&#xA;"
		case '\r':
			esc = "&#xD;"
		default:
			if xmlChar(r) && !(r == utf8.RuneError && width == 1) {
				continue
			}
			esc = "\uFFFD"
		}
		b.WriteString(s[last : i-width])
		b.WriteString(esc)
		last = i
	}
	b.WriteString(s[last:])
}

// xmlChar reports whether XML 1.0 may hold r (its production Char).
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// RuleSVG is the standalone SVG of the rule named name, unlit, its rule boxes
// linking to "<rule>.svg" beside it; false when there is no such rule.
func RuleSVG(w io.Writer, name string) (bool, error) {
	r := RFC().Lookup(name)
	if r == nil {
		return false, nil
	}
	return true, WriteSVG(w, Draw(r, nil, func(rule string) string { return FileName(rule) }))
}

// FileName is the file of a rule's diagram: "hostport.svg". The "+" of
// gopher+_string is kept: it is safe in a path.
func FileName(rule string) string { return rule + ".svg" }
