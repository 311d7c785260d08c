package main

import (
	"bufio"
	"fmt"
	"io"

	"github.com/urlplayground/rfc1738-playground/railroad"
)

// runDiagram prints the railroad diagram of the BNF rule named rule as a
// standalone SVG 1.1 document: the same file the site serves as
// /diagrams/<rule>.svg. Its status is 2 for a name RFC 1738 section 5 does
// not define.
func runDiagram(rule string, stdout, stderr io.Writer) int {
	out := bufio.NewWriter(stdout)
	ok, err := railroad.RuleSVG(out, rule)
	if !ok {
		fmt.Fprintf(stderr, "rfc1738: -diagram: RFC 1738 section 5 has no rule %q\n", rule)
		return 2
	}
	if err == nil {
		err = out.Flush()
	}
	if err != nil {
		fmt.Fprintf(stderr, "rfc1738: %v\n", err)
		return 2
	}
	return 0
}
