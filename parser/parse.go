package parser

// Parse reads rawURL as RFC 1738 does. It never panics and never fails:
// every problem is a Diagnostic.
//
// TEMPORARY: the real implementation is being written; this stub keeps the
// other packages compiling.
func Parse(rawURL string, mode Mode) *Result {
	return &Result{Input: rawURL}
}

// Text returns the raw text of p.
func (r *Result) Text(p Part) string { return r.Input[p.Start:p.End] }
