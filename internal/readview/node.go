// Package readview draws the reading of an input that a shared link shows
// first — the verdict (#verdict) and the diagnostics list (#diagnostics) —
// as a tree of plain elements, for two materializers: the page (app/, one
// generic conversion to go-app's elements) and the reader (cmd/reader, a
// small WebAssembly program in a Web Worker whose tree web/field.js turns
// into DOM nodes while app.wasm is still on its way). Both draw this one
// tree, so the two cannot disagree; the page's own tests hold its HTML.
//
// It imports the parser and the standard library only: the reader's size
// is a class's wait on a slow link.
package readview

import "strings"

// Node is an element, or a text node when Tag is "".
type Node struct {
	Tag   string
	Text  string // a text node's text
	Attrs []Attr // in the order they are set
	Kids  []*Node
	On    *Action // what a click on the element does, or nil; the page binds it
}

// Attr is an attribute, its value as the DOM holds it.
type Attr struct{ Name, Value string }

// Action names what a click does, with its arguments; the page's
// handlers do it (the reader's nodes are inert until the page mounts).
type Action struct {
	Name string // ActFix, ActFixAll, ActCopyCanonical, ActShow
	Args []int
}

// The actions of the diagnostics list.
const (
	ActFix           = "fix"            // Args: the diagnostic's index
	ActFixAll        = "fix-all"        // Fix all
	ActCopyCanonical = "copy-canonical" // copy the canonical form
	ActShow          = "show"           // Args: the span's start and end, selected in the field
)

// The builders below work on a *Node and return it: a Node is fifteen
// words, and a chain of calls that copied it in and out of each would be
// most of this package's code in WebAssembly.

// el is an element with children.
func el(tag string, kids ...*Node) *Node { return &Node{Tag: tag, Kids: kids} }

// text is a text node.
func text(s string) *Node { return &Node{Text: s} }

// attr sets an attribute, its value trimmed as go-app trims it.
func (n *Node) attr(name, value string) *Node {
	n.Attrs = append(n.Attrs, Attr{name, strings.TrimSpace(value)})
	return n
}

func (n *Node) id(v string) *Node      { return n.attr("id", v) }
func (n *Node) class(v string) *Node   { return n.attr("class", v) }
func (n *Node) data(k, v string) *Node { return n.attr("data-"+k, v) }

// text sets an element's one child, a text node.
func (n *Node) text(s string) *Node {
	n.Kids = append(n.Kids, text(s))
	return n
}

// add appends children, skipping nil ones (nothing to draw).
func (n *Node) add(kids ...*Node) *Node {
	for _, k := range kids {
		if k != nil {
			n.Kids = append(n.Kids, k)
		}
	}
	return n
}

// on sets what a click does.
func (n *Node) on(name string, args ...int) *Node {
	n.On = &Action{name, args}
	return n
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
