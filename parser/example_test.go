package parser_test

import (
	"fmt"
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Parse names each part of a URL by its BNF rule, with its byte span in the
// input (half-open, like go/ast's Pos and End).
func ExampleParse() {
	r := parser.Parse("http://www.example.com:8080/a/b?q", 0)
	fmt.Println(r.Production, r.Valid)
	for _, p := range r.Parts {
		fmt.Printf("%-8s [%d,%d) %q\n", p.Rule, p.Start, p.End, r.Text(p))
	}
	// Output:
	// httpurl true
	// scheme   [0,4) "http"
	// host     [7,22) "www.example.com"
	// port     [23,27) "8080"
	// hpath    [28,31) "a/b"
	// hsegment [28,29) "a"
	// hsegment [30,31) "b"
	// search   [32,33) "q"
}

// A diagnostic quotes the offending text, names its RFC section and, where
// one exists, carries the fix: the replacement for its span.
func ExampleParse_fix() {
	in := "http://host/~user"
	r := parser.Parse(in, 0)
	fmt.Println(r.Valid)
	for _, d := range r.Diagnostics {
		if d.Code != parser.CodeUnsafe {
			continue
		}
		fmt.Printf("%s %s [%d,%d) section %s\n", d.Severity, d.Code, d.Start, d.End, d.RFC)
		fmt.Println(d.Message)
		if d.HasFix {
			fixed := in[:d.Start] + d.Fix + in[d.End:]
			fmt.Printf("fix: %q -> %q\n", in[d.Start:d.End], d.Fix)
			fmt.Println(fixed, parser.Parse(fixed, 0).Valid)
		}
	}
	// Output:
	// false
	// error unsafe-char [12,13) section 2.2
	// "~" is unsafe: gateways and other transport agents are known to sometimes modify it; encode it as "%7E"; httpurl stops matching here: expected uchar, ";", ":", "@", "&", "=", "/", "?" or end of input
	// fix: "~" -> "%7E"
	// http://host/%7Euser true
}

// With Trace, Parse records the derivation tree; its String method prints
// it compactly, each rule's children in braces.
func ExampleNode_String() {
	r := parser.Parse("ftp://host/pub/f;type=i", parser.Trace)
	fmt.Println(r.Trace)
	// A rejected input: "!" marks the alternatives that were tried and
	// failed.
	r = parser.Parse("http://h/~", parser.Trace)
	fmt.Println(r.Trace)
	// Output:
	// url{ftpurl{login{hostport{host{hostname{toplabel}}}} fpath{fsegment fsegment} ftptype}}
	// !url{!httpurl{hostport{host{hostname{toplabel}}} !hpath{!hsegment}} ?!genericurl}
}

// Canonical is the input in canonical form: the scheme in lower case, the
// default port dropped, escapes in upper case, unsafe characters encoded;
// the escapes stay ("%41" may be encoded, section 2.2, and "%2F" is data,
// not a delimiter), and so do the host and a fragment, as typed. It is a
// normal form, not a fix: "exa mple" is no host however it is written.
// FixAll applies every fix that the diagnostics carry, and nothing else:
// it removes a fragment, which is not part of the URL (section 2.2).
func ExampleResult_canonical() {
	for _, in := range []string{
		"HTTP://Host:80/%7euser/%41%2Fb",
		"http://host/~user/a b#top",
		"http://exa mple.com/",
	} {
		r := parser.Parse(in, 0)
		fmt.Printf("input:     %q valid=%v\n", in, r.Valid)
		fmt.Printf("canonical: %q valid=%v\n", r.Canonical(), parser.Parse(r.Canonical(), 0).Valid)
		fmt.Printf("fix all:   %q valid=%v\n", r.FixAll(), parser.Parse(r.FixAll(), 0).Valid)
	}
	// Output:
	// input:     "HTTP://Host:80/%7euser/%41%2Fb" valid=true
	// canonical: "http://Host/%7Euser/%41%2Fb" valid=true
	// fix all:   "http://Host/%7euser/%41%2Fb" valid=true
	// input:     "http://host/~user/a b#top" valid=false
	// canonical: "http://host/%7Euser/a%20b#top" valid=false
	// fix all:   "http://host/%7Euser/a%20b" valid=true
	// input:     "http://exa mple.com/" valid=false
	// canonical: "http://exa mple.com/" valid=false
	// fix all:   "http://exa mple.com/" valid=false
}

// Classes gives the RFC 1738 class of each byte, as the page's class strip
// shows it; the three bytes of an escape are one "escape".
func ExampleClasses() {
	in := "ftp://a%20b~"
	for i, c := range parser.Classes(in) {
		fmt.Printf("%q %s\n", in[i], c)
	}
	// Output:
	// 'f' alpha
	// 't' alpha
	// 'p' alpha
	// ':' reserved
	// '/' reserved
	// '/' reserved
	// 'a' alpha
	// '%' escape
	// '2' escape
	// '0' escape
	// 'b' alpha
	// '~' national
}

// MarshalJSON gives the JSON form that the command-line tool prints with
// -json and the page copies: "fix" is null when there is none; "quote" is
// the sentence of section "rfc" the diagnostic rests on.
func ExampleResult_MarshalJSON() {
	r := parser.Parse("news:comp.lang.go", 0)
	b, err := r.MarshalJSON()
	if err != nil {
		panic(err)
	}
	fmt.Println(string(b))
	r = parser.Parse("mailto:a b@example.com", 0)
	b, _ = r.MarshalJSON()
	fmt.Println(strings.ReplaceAll(string(b), `},{`, "},\n{"))
	// Output:
	// {"input":"news:comp.lang.go","scheme":"news","production":"newsurl","valid":true,"parts":[{"rule":"scheme","start":0,"end":4,"text":"news"},{"rule":"group","start":5,"end":17,"text":"comp.lang.go"}],"diagnostics":[]}
	// {"input":"mailto:a b@example.com","scheme":"mailto","production":"mailtourl","valid":false,"parts":[{"rule":"scheme","start":0,"end":6,"text":"mailto"},
	// {"rule":"encoded822addr","start":7,"end":22,"text":"a b@example.com"}],"diagnostics":[{"code":"genericurl","severity":"info","start":0,"end":6,"message":"neither mailtourl nor the generic syntax genericurl matches this text","rfc":"5","quote":"mailtourl = \"mailto:\" encoded822addr","fix":null},
	// {"code":"space","severity":"error","start":8,"end":9,"message":"\" \" is unsafe: significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset; encode it as \"%20\"; mailtourl stops matching here: expected xchar or end of input","rfc":"2.2","quote":"The space character is unsafe because significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset or subjected to the treatment of word-processing programs.","fix":"%20"}]}
}
