package parser

import "sync"

// This file records the derivation tree while Parse reads, in Trace mode:
// a node per rule application, opened and closed by the productions, laid
// out as the Result's Nodes once at the end (buildTree). node.go reads the
// finished tree.

// A rawNode is a trace node as the parser holds it: one per rule
// application, made as the parser reads, in pre-order, each with its
// parent's index. buildTree lays the nodes out as Nodes once, at the end.
type rawNode struct {
	start, end int32 // as a Node's
	parent     int32 // the parent's index, -1 for the root
	kids       int32 // how many children
	slot       int32 // buildTree: where the Node goes
	next       int32 // buildTree: where the Node's next child goes
	rule       Rule
	failed     bool
	tried      bool
}

// A nodeExpect is what the grammar expected where trace node i stopped,
// for a tried alternative that failed (few inputs have one): the
// automaton's expected set, shared, which buildTree copies.
type nodeExpect struct {
	i   int32
	exp []string
}

// traceBufs keeps the buffers of the trace from one Parse to the next: the
// page parses with Trace on every keystroke, and buildTree copies the
// nodes and expected sets out. A speed device (doc.go): without it a
// traced Parse allocates more than twice as often, and twice the bytes.
var traceBufs = sync.Pool{New: func() any { return new(traceBuf) }}

type traceBuf struct {
	nodes   []rawNode
	expects []nodeExpect
}

// node makes a trace node, a child of the open node, and returns its index.
// (The root, which has no parent, is made by parse.)
func (p *parser) node(rule Rule, start, end int) int32 {
	i, parent := int32(len(p.nodes)), p.opened[p.depth-1]
	p.nodes[parent].kids++
	p.lastKid[p.depth-1] = i
	p.nodes = append(p.nodes, rawNode{start: int32(start), end: int32(end), parent: parent, rule: rule})
	return i
}

// dropNodes drops the nodes made since m: nodes are made in pre-order, so
// all of them belong to the trial that m started.
func (p *parser) dropNodes(m mark) {
	for _, n := range p.nodes[m.nodes:] {
		if n.parent >= 0 && int(n.parent) < m.nodes {
			p.nodes[n.parent].kids--
		}
	}
	p.nodes = p.nodes[:m.nodes]
	for len(p.expects) > 0 && int(p.expects[len(p.expects)-1].i) >= m.nodes {
		p.expects = p.expects[:len(p.expects)-1]
	}
	if p.depth > 0 {
		p.lastKid[p.depth-1] = m.last
	}
}

// open starts a trace node for rule at start; it returns the number of
// errors so far, which close uses to mark a node whose span held an error.
// (open and close are small enough to inline: without Trace, a Parse
// pays for them no call.)
func (p *parser) open(rule Rule, start int) int {
	if p.trace {
		p.push(rule, start)
	}
	return p.errs
}

func (p *parser) push(rule Rule, start int) {
	if p.depth == len(p.opened) {
		panic("parser: trace deeper than the grammar") // never: the grammar has no recursion
	}
	i := p.node(rule, start, start)
	p.opened[p.depth] = i
	p.lastKid[p.depth] = -1
	p.depth++
}

// close ends the innermost open trace node at end.
func (p *parser) close(end, errsAtOpen int) {
	if p.trace {
		p.pop(end, p.errs > errsAtOpen)
	}
}

func (p *parser) pop(end int, failed bool) {
	p.depth--
	n := &p.nodes[p.opened[p.depth]]
	n.end = int32(end)
	if failed {
		n.failed = true
	}
}

// failLast marks the open node's last child as failed.
func (p *parser) failLast() {
	if p.trace && p.depth > 0 {
		if i := p.lastKid[p.depth-1]; i >= 0 {
			p.nodes[i].failed = true
		}
	}
}

// leaf adds a trace node with no children.
func (p *parser) leaf(rule Rule, start, end int) {
	if p.trace {
		p.node(rule, start, end)
	}
}

// tried adds a failed alternative to the trace: rule was tried on
// s[start:end] and the grammar stopped where failurePoint says.
func (p *parser) tried(rule Rule, start, end int) {
	if !p.trace {
		return
	}
	pos, exp, ok := failurePoint(ruleNames[rule], p.s[start:end])
	i := p.node(rule, start, start+pos)
	n := &p.nodes[i]
	n.failed, n.tried = !ok, true
	if ok {
		n.end = int32(end)
	}
	if exp != nil {
		p.expects = append(p.expects, nodeExpect{i, exp})
	}
}

// buildTree lays the nodes out as Nodes and returns the root. The
// children of a node are next to each other in one array, so that each
// node's Children is a slice of it: a node's children get their slots
// when the node is reached (pre-order reaches a parent before its
// children), and each child takes the next of its parent's slots.
func buildTree(raw []rawNode, expects []nodeExpect) *Node {
	nodes := make([]Node, len(raw))
	free := int32(1) // the root has slot 0
	for i := range raw {
		r := &raw[i]
		if i > 0 {
			pr := &raw[r.parent]
			r.slot = pr.next
			pr.next++
		}
		r.next = free
		n := &nodes[r.slot]
		n.Rule, n.Failed, n.Tried = r.rule, r.failed, r.tried
		n.Start, n.End = r.start, r.end
		if r.kids > 0 {
			n.Children = nodes[free : free+r.kids : free+r.kids]
			free += r.kids
		}
	}
	if len(expects) > 0 {
		// The stops of the tried alternatives, each with a copy of its
		// expected set: the automaton's sets are shared, and the Result
		// owns its own.
		for _, e := range expects {
			r := &raw[e.i]
			nodes[r.slot].Stop = &Failure{Production: ruleNames[r.rule], Pos: int(r.end), Expected: append([]string{}, e.exp...)}
		}
	}
	return &nodes[0]
}

// markFailure gives the deepest failed node that reaches the failure point
// its Stop: the failure, with the grammar's expectation there.
func markFailure(root *Node, f *Failure) {
	n := root
	for {
		var next *Node
		for i := range n.Children {
			if c := &n.Children[i]; c.Failed && c.Stop == nil && int(c.Start) <= f.Pos && f.Pos <= int(c.End) {
				next = c
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	if n.Stop == nil {
		n.Failed = true
		n.Stop = f
	}
}
