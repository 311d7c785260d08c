package svgtext

import "strings"

// An Elem is one SVG element of a figure (a railroad diagram, the anatomy
// figure): the page turns it into go-app elements, so that the input's
// text reaches the DOM only as text nodes, and Write into a file. Text is
// the element's text content, set only on text-like elements (text,
// title, desc).
type Elem struct {
	Tag   string
	Attrs []Attr
	Text  string
	Kids  []*Elem
}

// An Attr is one attribute of an Elem.
type Attr struct{ Name, Value string }

// New returns an element with the attributes given as name, value pairs.
func New(tag string, attrs ...string) *Elem {
	e := &Elem{Tag: tag}
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attrs = append(e.Attrs, Attr{attrs[i], attrs[i+1]})
	}
	return e
}

// Attr returns the value of the attribute name, or "".
func (e *Elem) Attr(name string) string {
	for _, a := range e.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// Set sets the attribute name to value, adding it if e has none.
func (e *Elem) Set(name, value string) {
	for i := range e.Attrs {
		if e.Attrs[i].Name == name {
			e.Attrs[i].Value = value
			return
		}
	}
	e.Attrs = append(e.Attrs, Attr{name, value})
}

// Add appends kids to e's children and returns e.
func (e *Elem) Add(kids ...*Elem) *Elem {
	e.Kids = append(e.Kids, kids...)
	return e
}

// Walk calls f for e and each element below it, depth first.
func (e *Elem) Walk(f func(*Elem)) {
	f(e)
	for _, k := range e.Kids {
		k.Walk(f)
	}
}

// Write writes e and the elements below it to b as XML, one element a
// line, indented by depth, its attributes and text escaped; keep, when not
// nil, says which attributes to write.
func Write(b *strings.Builder, e *Elem, depth int, keep func(name string) bool) {
	b.WriteString(strings.Repeat(" ", depth))
	b.WriteString("<" + e.Tag)
	for _, a := range e.Attrs {
		if keep != nil && !keep(a.Name) {
			continue
		}
		b.WriteString(" " + a.Name + `="`)
		Escape(b, a.Value)
		b.WriteString(`"`)
	}
	switch {
	case len(e.Kids) == 0 && e.Text == "":
		b.WriteString("/>\n")
	case len(e.Kids) == 0:
		b.WriteString(">")
		Escape(b, e.Text)
		b.WriteString("</" + e.Tag + ">\n")
	default:
		b.WriteString(">\n")
		if e.Text != "" {
			Escape(b, e.Text)
		}
		for _, k := range e.Kids {
			Write(b, k, depth+1, keep)
		}
		b.WriteString(strings.Repeat(" ", depth) + "</" + e.Tag + ">\n")
	}
}
