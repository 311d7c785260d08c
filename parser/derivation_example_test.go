package parser_test

import (
	"fmt"
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The rule stack at a byte, as an inspector shows it: the rules from url
// down to the character rule, the byte's class, and what is wrong there.
func ExampleResult_StackAt() {
	r := parser.Parse("http://host/a~b", parser.Trace)
	for _, pos := range []int{12, 13, 11, 4} {
		st := r.StackAt(pos)
		fmt.Printf("%d %q %s: %s", pos, r.Input[pos], st.Class, strings.Join(st.Rules, " › "))
		if st.Literal != "" {
			fmt.Printf(" › %s", st.Literal)
		}
		for _, d := range st.Diagnostics {
			fmt.Printf(" [%s %s]", d.Severity, d.Code)
		}
		fmt.Println()
	}
	// Output:
	// 12 'a' alpha: url › httpurl › hpath › hsegment › uchar › unreserved › alpha › lowalpha
	// 13 '~' national: url › httpurl › hpath › hsegment [error unsafe-char]
	// 11 '/' reserved: url › httpurl › "/" [info default-port]
	// 4 ':' reserved: url › httpurl › "http://"
}

// The derivation told whole: the trace's rules, the literals between them
// and the character rules below each part. A rule that read text its rule
// does not match is marked.
func ExampleResult_Derivation() {
	r := parser.Parse("http://1a/b", parser.Trace)
	d := r.Derivation()
	for _, s := range d.Steps {
		if s.Kind == parser.StepChar && s.Depth > 6 {
			continue // the letters' lowalpha, for brevity
		}
		fmt.Printf("%s%s %s %q", strings.Repeat("  ", s.Depth), s.Kind, s.Rule, r.Input[s.Start:s.End])
		if s.Rejected {
			fmt.Print(" (rejected)")
		}
		fmt.Println()
	}
	fmt.Println(strings.Join(d.RulesUsed(), " "))
	// Output:
	// rule url "http://1a/b"
	//   rule httpurl "http://1a/b"
	//     literal "http://" "http://"
	//     rule hostport "1a"
	//       rule host "1a"
	//         rule hostname "1a"
	//           rule toplabel "1a" (rejected)
	//             char alphadigit "1"
	//             char alphadigit "a"
	//     literal "/" "/"
	//     rule hpath "b"
	//       rule hsegment "b"
	//         char uchar "b"
	//           char unreserved "b"
	//             char alpha "b"
	//   rule genericurl "http://1a/b"
	// url hostport host hostname toplabel alphadigit httpurl hpath hsegment lowalpha alpha digit unreserved uchar
}
