package parser

// Read does what Parse does except build the Result: it reads s, writing
// its parts and diagnostics to the parser's own buffers, and settles the
// verdict and, for a rejected input, the failure point and the syntax
// error. It returns the verdict. BenchmarkParse runs it beside Parse, so
// that the cost of reading a URL shows apart from the cost of the Result
// DESIGN.md specifies (its 32-byte Parts, its Diagnostics), which is the
// one allocation, and whose bytes the collector pays for.
func Read(s string) bool {
	p := parser{s: s}
	p.parse()
	var fail Failure
	valid := p.settle(&fail)
	if p.sc != nil {
		p.sc.put(&p)
	}
	return valid
}
