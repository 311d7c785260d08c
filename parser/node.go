package parser

import "strings"

// This file reads a finished derivation tree (Result.Trace): its dump and
// its walk. Parse records the tree in trace.go.

// String returns a compact dump of the tree, for golden tests and
// debugging: each node is its rule name, its children follow in braces, a
// node that failed to match is marked with "!" and an alternative tried
// beside the derivation with "?":
//
//	url{httpurl{scheme hostport{host{hostname{toplabel}}} hpath{hsegment}}}
//	!url{!httpurl{scheme hostport{host{hostname{toplabel}}} !hpath{!hsegment}} ?!genericurl}
func (n *Node) String() string {
	if n == nil {
		return "<nil>"
	}
	var b strings.Builder
	n.dump(&b)
	return b.String()
}

func (n *Node) dump(b *strings.Builder) {
	if n.Tried {
		b.WriteByte('?')
	}
	if n.Failed {
		b.WriteByte('!')
	}
	b.WriteString(n.Rule.String())
	if len(n.Children) == 0 {
		return
	}
	b.WriteByte('{')
	for i := range n.Children {
		if i > 0 {
			b.WriteByte(' ')
		}
		n.Children[i].dump(b)
	}
	b.WriteByte('}')
}

// Walk calls f for n and every node below it, depth first, in order;
// f's depth is 0 for n. Walk stops descending where f returns false.
func (n *Node) Walk(f func(node *Node, depth int) bool) {
	n.walk(f, 0)
}

func (n *Node) walk(f func(*Node, int) bool, depth int) {
	if n == nil || !f(n, depth) {
		return
	}
	for i := range n.Children {
		n.Children[i].walk(f, depth+1)
	}
}
