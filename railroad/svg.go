package railroad

import (
	"io"
	"strings"

	"github.com/urlplayground/rfc1738-playground/internal/svgtext"
)

// A diagram saved as a file draws itself with SVG presentation attributes
// (fill, stroke, font-size, ...), not with a <style> element: a file opened
// on its own is a document under the site's Content-Security-Policy, whose
// "style-src 'self'" refuses an inline <style>, and the browser then draws
// every box and track black. Attributes are not styles, so no policy
// refuses them. What they cannot do is follow prefers-color-scheme: the
// file carries its own white background, so it reads the same in either
// theme (and on a slide). The page's inline diagrams are styled by
// web/app.css, which draws the same shapes in the page's theme.
const (
	fileBackground = "#fff"
	fileInk        = "#1a1a1a" // text
	fileTrack      = "#333"    // tracks and box outlines
	fileLiteral    = "#fff8d6" // a literal's box
	fileRef        = "#e3eefc" // a rule reference's box
	fileCount      = "#555"    // a loop's count
	fileFont       = "ui-monospace, Menlo, Consolas, monospace"
)

// WriteSVG writes e as a standalone SVG 1.1 document that draws itself
// (presentation attributes, above): a diagram saved as a file, whose rule
// boxes link to their rules' files. Only SVG 1.1's attributes are written:
// the page's hooks (data-*) and ARIA attributes (role, aria-*, which SVG 1.1
// does not have; its title and desc are the file's text alternative) stay on
// the page's inline diagrams.
func WriteSVG(w io.Writer, e *Elem) error {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	root := *e
	root.Attrs = append([]Attr{{Name: "xmlns", Value: "http://www.w3.org/2000/svg"}, {Name: "xmlns:xlink", Value: "http://www.w3.org/1999/xlink"}, {Name: "version", Value: "1.1"}}, e.Attrs...)
	root.Kids = nil
	background := &Elem{Tag: "rect", Attrs: []Attr{{Name: "width", Value: "100%"}, {Name: "height", Value: "100%"}, {Name: "fill", Value: fileBackground}, {Name: "stroke", Value: "none"}}}
	placed := false
	for _, k := range e.Kids {
		if !placed && k.Tag != "title" && k.Tag != "desc" {
			root.Kids = append(root.Kids, background)
			placed = true
		}
		root.Kids = append(root.Kids, paint(k, false))
	}
	if !placed {
		root.Kids = append(root.Kids, background)
	}
	svgtext.Write(&b, &root, 0, svg11Attr)
	_, err := io.WriteString(w, b.String())
	return err
}

// paint returns a copy of e and its descendants with the presentation
// attributes of its kind: a track, a box (a literal's, or inside ref a
// rule reference's), a label or a loop's count.
func paint(e *Elem, ref bool) *Elem {
	c := *e
	c.Attrs = append([]Attr(nil), e.Attrs...)
	class := " " + e.Attr("class") + " "
	ref = ref || strings.Contains(class, " rr-ref ")
	switch e.Tag {
	case "path":
		c.Attrs = append(c.Attrs, Attr{Name: "fill", Value: "none"}, Attr{Name: "stroke", Value: fileTrack}, Attr{Name: "stroke-width", Value: "2"})
	case "rect":
		fill := fileLiteral
		if ref {
			fill = fileRef
		}
		c.Attrs = append(c.Attrs, Attr{Name: "fill", Value: fill}, Attr{Name: "stroke", Value: fileTrack}, Attr{Name: "stroke-width", Value: "2"})
	case "text":
		size, ink := itoa(labelPx), fileInk
		if strings.Contains(class, " rr-count ") {
			size, ink = itoa(countPx), fileCount
		}
		c.Attrs = append(c.Attrs, Attr{Name: "font-family", Value: fileFont}, Attr{Name: "font-size", Value: size}, Attr{Name: "text-anchor", Value: "middle"}, Attr{Name: "fill", Value: ink})
	}
	c.Kids = make([]*Elem, len(e.Kids))
	for i, k := range e.Kids {
		c.Kids[i] = paint(k, ref)
	}
	return &c
}

// svg11Attr reports whether a diagram's attribute is one of SVG 1.1's (the
// DTD's): not a page hook (data-*) nor ARIA (role, aria-*).
func svg11Attr(name string) bool {
	return !strings.HasPrefix(name, "data-") && !strings.HasPrefix(name, "aria-") && name != "role"
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
