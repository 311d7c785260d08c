package anatomy

import (
	"io"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/svgtext"
)

// An Elem is one SVG element of a figure: the page turns it into go-app
// elements (the input's text then reaches the DOM only as text nodes), and
// WriteSVG into a file. Text is the element's text content, set only on
// text-like elements (text, title, desc).
type Elem struct {
	Tag   string
	Attrs []Attr
	Text  string
	Kids  []*Elem
}

// An Attr is one attribute of an Elem.
type Attr struct{ Name, Value string }

// Attr returns the value of the attribute name, or "".
func (e *Elem) Attr(name string) string {
	for _, a := range e.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// Walk calls f for e and each element below it, depth first.
func (e *Elem) Walk(f func(*Elem)) {
	f(e)
	for _, k := range e.Kids {
		k.Walk(f)
	}
}

func el(tag string, attrs ...string) *Elem {
	e := &Elem{Tag: tag}
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attrs = append(e.Attrs, Attr{attrs[i], attrs[i+1]})
	}
	return e
}

func (e *Elem) add(kids ...*Elem) *Elem {
	e.Kids = append(e.Kids, kids...)
	return e
}

// WriteSVG writes e as a standalone SVG document. It has no style element:
// every colour, font and line is a presentation attribute, so that the
// file looks the same opened directly from the site, whose
// Content-Security-Policy refuses inline styles, as anywhere else. The
// data-* attributes (SVG 2 allows them) name each bracket's rule and span
// for tools that read the file.
func WriteSVG(w io.Writer, e *Elem) error {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	root := *e
	root.Attrs = append([]Attr{{"xmlns", "http://www.w3.org/2000/svg"}}, e.Attrs...)
	writeElem(&b, &root, 0)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeElem(b *strings.Builder, e *Elem, depth int) {
	b.WriteString(strings.Repeat(" ", depth))
	b.WriteString("<" + e.Tag)
	for _, a := range e.Attrs {
		b.WriteString(" " + a.Name + `="`)
		svgtext.Escape(b, a.Value)
		b.WriteString(`"`)
	}
	switch {
	case len(e.Kids) == 0 && e.Text == "":
		b.WriteString("/>\n")
	case len(e.Kids) == 0:
		b.WriteString(">")
		svgtext.Escape(b, e.Text)
		b.WriteString("</" + e.Tag + ">\n")
	default:
		b.WriteString(">\n")
		if e.Text != "" {
			svgtext.Escape(b, e.Text)
		}
		for _, k := range e.Kids {
			writeElem(b, k, depth+1)
		}
		b.WriteString(strings.Repeat(" ", depth) + "</" + e.Tag + ">\n")
	}
}
