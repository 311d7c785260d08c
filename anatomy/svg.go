package anatomy

import (
	"io"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/svgtext"
)

// An Elem is one SVG element of the figure, and an Attr one of its
// attributes (internal/svgtext, which package railroad shares).
type (
	Elem = svgtext.Elem
	Attr = svgtext.Attr
)

var el = svgtext.New

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
	root.Attrs = append([]Attr{{Name: "xmlns", Value: "http://www.w3.org/2000/svg"}}, e.Attrs...)
	svgtext.Write(&b, &root, 0, nil)
	_, err := io.WriteString(w, b.String())
	return err
}
