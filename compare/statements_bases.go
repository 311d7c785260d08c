//go:build !wasm

package compare

import "github.com/urlplayground/rfc1738-playground/parser"

// What the comparison's statements (statements.go) rest on, by statement
// ID: /sources lists it, the command's JSON gives it, and the tests hold
// it to the causes' citations (cite.go). app.wasm says the statements but
// never shows their bases, and carrying them cost it about 3 KB of
// brotli, so only the site's build, the command and the tests have them.

// A ref is one basis: a cited sentence, as its document and section name
// it (a sentence of RFC 1738's section 5 is a rule of the grammar, written
// as a grammar basis instead), or a basis written out.
type ref struct {
	cite  *Cite
	other *parser.Basis
}

func (r ref) basis() parser.Basis {
	if r.cite != nil {
		return parser.Basis{Kind: parser.Prose, Doc: r.cite.Doc, Section: r.cite.Section, Quote: r.cite.Quote}
	}
	return *r.other
}

// The documents the comparison names besides the two RFCs it quotes, and
// the tool itself where a sentence reports what the table shows.
const (
	docWHATWG = "the WHATWG URL Standard"
	docGo     = "Go's net/url"
	docIndex  = "the RFC Editor's index"
	docTool   = "this tool"
)

var (
	// The record of RFC 1738 as the IETF and the RFC Editor keep it, and
	// IANA's registry of URI schemes.
	recordObsoleted = parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 1738: Obsoleted by RFC 4248, RFC 4266"}
	recordUpdated   = parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 1738: Updated by RFC 1808, RFC 2368, RFC 2396, RFC 3986, RFC 6196, RFC 6270, RFC 8089"}
	ianaFTP         = parser.Basis{Kind: parser.Other, Doc: "IANA's registry of URI schemes", Section: "", Quote: "ftp: File Transfer Protocol, reference RFC 1738"}

	// shown: a clause that says which readers hold what ("RFC 3986 and
	// Go's net/url keep it") reports the cells of the table, not a claim
	// of a document.
	shown = parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "what each reader's cells hold, as the comparison's table shows them"}
	// row: a sentence names the row it explains, one of the components
	// the comparison sets side by side.
	row = parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the comparison's rows: scheme, user, password, host, port, path, query and fragment"}

	// rfc3986Reading: why RFC 3986's reading stops is where package
	// rfc3986, reading by the RFC's ABNF, finds a byte its rule does not
	// take.
	rfc3986Reading = parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "where package rfc3986, reading by RFC 3986's ABNF, finds the first byte a rule does not take"}

	whatwgWhitespace = parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "URL parsing: leading and trailing C0 controls and spaces are removed from the input"}
	whatwgBackslash  = parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `URL parsing: in a special URL, "\" is read as "/" (a validation error); the special schemes are ftp, file, http, https, ws and wss`}
	whatwgEncode     = parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "URL parsing: a code point outside ASCII, or in the component's percent-encode set, is written UTF-8 percent-encoded"}
	whatwgLogin      = parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `the URL object's username and password are "" both when the URL has an empty one and when it has none`}
	goDecoded        = parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse holds the user, password, host, path and fragment percent-decoded (URL.User, URL.Host, URL.Path, URL.Fragment)"}
)

// bases are the statements' bases by ID, by reference — a sentence the
// causes cite, or a basis written out — so that the table is data the
// linker lays out, with no code that builds it.
var bases = map[string][]ref{
	"compare.rejected.gonet":                 {{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse returns an error, and no URL, for an input it cannot parse"}}},
	"compare.rejected.whatwg":                {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the URL constructor throws a TypeError when the URL parser returns failure"}}},
	"compare.wrapper":                        {{cite: &q1738Wrapper}, {cite: &q3986Wrappers}, {cite: &q3986URLPrefix}, {cite: &q3986SchemeRule}},
	"compare.whitespace.one":                 {{cite: &q1738Space}, {cite: &q3986Chars}, {other: &whatwgWhitespace}, {other: &shown}},
	"compare.whitespace.many":                {{cite: &q1738Space}, {cite: &q3986Chars}, {other: &whatwgWhitespace}, {other: &shown}},
	"compare.at-sign":                        {{cite: &q1738LoginChars}, {cite: &q3986Userinfo}},
	"compare.at-sign.first.one":              {{other: &shown}},
	"compare.at-sign.first.many":             {{other: &shown}},
	"compare.at-sign.first-last.one":         {{other: &shown}},
	"compare.at-sign.first-last.many":        {{other: &shown}},
	"compare.at-sign.last.one":               {{other: &shown}},
	"compare.at-sign.last.many":              {{other: &shown}},
	"compare.colons":                         {{cite: &q3986RegName}, {cite: &q3986Port}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "port"}}},
	"compare.colons.last.one":                {{other: &shown}},
	"compare.colons.last.many":               {{other: &shown}},
	"compare.no-authority.opaque":            {{cite: &q1738Host}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "schemepart"}}, {cite: &q3986Authority}, {other: &shown}},
	"compare.no-authority.opaque.path":       {{cite: &q1738Host}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "schemepart"}}, {cite: &q3986Authority}, {other: &shown}},
	"compare.no-authority.mailto":            {{cite: &q1738Mailto}, {cite: &q3986Authority}},
	"compare.no-authority.mailto.path":       {{cite: &q1738Mailto}, {cite: &q3986Authority}},
	"compare.no-authority.news":              {{cite: &q1738News}, {cite: &q1738NewsID}, {cite: &q3986Authority}},
	"compare.no-authority.news.path":         {{cite: &q1738News}, {cite: &q1738NewsID}, {cite: &q3986Authority}},
	"compare.file-port":                      {{cite: &q1738File}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "fileurl"}}, {cite: &q3986Port}, {cite: &q3986NoPort}},
	"compare.no-scheme":                      {{cite: &q1738Scheme}},
	"compare.no-scheme.relative":             {{cite: &q1738Scheme}, {cite: &q3986Relative}},
	"compare.case.scheme":                    {{cite: &q1738SchemeCase}, {cite: &q3986SchemeCase}},
	"compare.case.scheme.one.one":            {{other: &shown}},
	"compare.case.scheme.one.many":           {{other: &shown}},
	"compare.case.scheme.many.one":           {{other: &shown}},
	"compare.case.scheme.many.many":          {{other: &shown}},
	"compare.case.host":                      {{cite: &q3986HostCase}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 1035", Section: "2.3.3", Quote: "comparisons of domain names are done in a case-insensitive manner"}}},
	"compare.case.host.one.one":              {{other: &shown}},
	"compare.case.host.one.many":             {{other: &shown}},
	"compare.case.host.many.one":             {{other: &shown}},
	"compare.case.host.many.many":            {{other: &shown}},
	"compare.ipv6.literal":                   {{cite: &q3986IPLiteral}, {cite: &q1738Host}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 2732", Section: "", Quote: "IPv6 addresses written in brackets in URLs"}}},
	"compare.ipv6.gonet":                     {{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "URL.Hostname returns the host without the square brackets of an IPv6 literal"}}},
	"compare.ipv6.whatwg":                    {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the IPv6 serializer writes an address compressed: each piece in lower-case hexadecimal without leading zeros, the first longest run of two or more zero pieces as \"::\""}}},
	"compare.default-port.one":               {{cite: &q3986PortOmit}, {other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "URL parsing: a port that is the special scheme's default port (ftp 21, http 80, https 443, ws 80, wss 443) is set to null"}}, {other: &shown}},
	"compare.default-port.many":              {{cite: &q3986PortOmit}, {other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "URL parsing: a port that is the special scheme's default port (ftp 21, http 80, https 443, ws 80, wss 443) is set to null"}}, {other: &shown}},
	"compare.empty-port":                     {{cite: &q3986Port}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "port"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "digits"}}},
	"compare.empty-port.one.one":             {{other: &shown}},
	"compare.empty-port.one.many":            {{other: &shown}},
	"compare.empty-port.many.one":            {{other: &shown}},
	"compare.empty-port.many.many":           {{other: &shown}},
	"compare.fragment.one":                   {{cite: &q1738Hash}, {cite: &q3986Fragment}, {other: &shown}},
	"compare.fragment.many":                  {{cite: &q1738Hash}, {cite: &q3986Fragment}, {other: &shown}},
	"compare.fragment.runs-on":               {{cite: &q1738Hash}, {cite: &q1738UnsafeAll}, {cite: &q3986Fragment}},
	"compare.query":                          {{cite: &q1738HTTPSearch}, {cite: &q1738WAIS}, {cite: &q3986Query}},
	"compare.query.undefined-scheme":         {{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "urlpath"}}, {cite: &q1738MayReserve}},
	"compare.query.defined-scheme":           {{cite: &q1738GopherPath}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "fsegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "psegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "selector"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "encoded822addr"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "article"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "gopherurl"}}},
	"compare.query.undefined-scheme.runs-on": {{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "urlpath"}}, {cite: &q1738MayReserve}},
	"compare.query.defined-scheme.runs-on":   {{cite: &q1738HTTPSearch}, {cite: &q1738WAIS}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "fsegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "psegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "selector"}}},
	"compare.leading-slash.one":              {{cite: &q1738Slash}, {cite: &q3986PathAbempty}, {other: &shown}},
	"compare.leading-slash.many":             {{cite: &q1738Slash}, {cite: &q3986PathAbempty}, {other: &shown}},
	"compare.no-path":                        {{cite: &q1738Omit}, {cite: &q3986PathAlways}},
	"compare.special-path":                   {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `URL parsing: a special URL's path always has a segment, so one with no path written serializes it as "/"; the special schemes are ftp, file, http, https, ws and wss`}}},
	"compare.backslash.one":                  {{cite: &q1738Unsafe}, {cite: &q3986Chars}, {other: &shown}},
	"compare.backslash.many":                 {{cite: &q1738Unsafe}, {cite: &q3986Chars}, {other: &shown}},
	"compare.backslash.whatwg":               {{other: &whatwgBackslash}},
	"compare.decoded":                        {{other: &goDecoded}, {cite: &q1738Reserved}, {cite: &q3986Reserved}},
	"compare.decoded.gopher":                 {{other: &goDecoded}, {cite: &q1738GopherPath}, {cite: &q1738Gopher}, {cite: &q3986Reserved}},
	"compare.encoded.idna":                   {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `host parsing: a non-ASCII domain is made ASCII by domain to ASCII (UTS #46), its labels written "xn--"`}}, {cite: &q1738NoGraphic}, {cite: &q3986NonASCIIHost}, {cite: &q3986IDNA}},
	"compare.encoded":                        {{other: &whatwgEncode}},
	"compare.encoded.non-ascii":              {{other: &whatwgEncode}, {cite: &q1738NoGraphic}, {cite: &q3986Chars}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 3987", Section: "", Quote: "IRIs: identifiers that hold characters outside US-ASCII"}}},
	"compare.empty-login.user":               {{cite: &q1738EmptyLogin}, {cite: &q1738EmptyUser}, {cite: &q3986Userinfo}, {cite: &q3986EmptyDelims}},
	"compare.empty-login.user.one.one":       {{other: &shown}},
	"compare.empty-login.user.one.many":      {{other: &shown}},
	"compare.empty-login.user.many.one":      {{other: &shown}},
	"compare.empty-login.user.many.many":     {{other: &shown}},
	"compare.empty-login.user.whatwg":        {{cite: &q1738EmptyLogin}, {cite: &q1738EmptyUser}, {cite: &q3986Userinfo}, {cite: &q3986EmptyDelims}, {other: &whatwgLogin}},
	"compare.empty-login.password":           {{cite: &q1738EmptyLogin}, {cite: &q1738EmptyPass}, {cite: &q3986Userinfo}, {cite: &q3986NoPassword}},
	"compare.empty-login.password.one.one":   {{other: &shown}},
	"compare.empty-login.password.one.many":  {{other: &shown}},
	"compare.empty-login.password.many.one":  {{other: &shown}},
	"compare.empty-login.password.many.many": {{other: &shown}},
	"compare.empty-login.password.whatwg":    {{cite: &q1738EmptyLogin}, {cite: &q1738EmptyPass}, {cite: &q3986Userinfo}, {cite: &q3986NoPassword}, {other: &whatwgLogin}},
	"compare.http-login":                     {{cite: &q1738HTTPLogin}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "httpurl"}}, {cite: &q3986Userinfo}, {cite: &q3986UserPass}},
	"compare.http-login.unquoted":            {{cite: &q1738HTTPLogin}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "httpurl"}}, {cite: &q3986Userinfo}, {cite: &q3986UserPass}},
	"compare.ftp-type":                       {{cite: &q1738FTPPath}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "ftpurl"}}, {cite: &q3986Params}},
	"compare.tilde":                          {{cite: &q1738Unsafe}, {cite: &q1738UnsafeAll}, {cite: &q3986Unreserved}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 2396", Section: "2.3", Quote: `"~" among the unreserved characters (a mark)`}}},
	"compare.dot-segments":                   {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `URL parsing: the path state drops a "." segment and, for "..", removes the last segment`}}, {cite: &q3986DotSegments}, {other: &shown}},
	"compare.best-effort":                    {{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the cells of a reading that rejects the input: its parser's best effort, where it stopped"}}, {other: &shown}},
	"compare.unexplained":                    {{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the causes this comparison knows, none of which speaks for the row"}}, {other: &shown}},
	"compare.cell.absent":                    {{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "a reader that finds no such component"}}},
	"compare.cell.empty":                     {{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "a reader that finds the component, holding nothing"}}},
	"compare.readers.and":                    {{other: &shown}},
	"compare.readers.comma":                  {{other: &shown}},
	"compare.reader.value":                   {{other: &shown}},
	"compare.field.scheme":                   {{other: &row}},
	"compare.field.user":                     {{other: &row}},
	"compare.field.password":                 {{other: &row}},
	"compare.field.host":                     {{other: &row}},
	"compare.field.port":                     {{other: &row}},
	"compare.field.path":                     {{other: &row}},
	"compare.field.query":                    {{other: &row}},
	"compare.field.fragment":                 {{other: &row}},
	"compare.reader.rfc1738.title":           {{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 1738, Uniform Resource Locators (URL), December 1994"}}},
	"compare.reader.rfc3986.title":           {{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, January 2005"}}},
	"compare.reader.whatwg.title":            {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the URL class (new URL(input)), as the browser showing the page implements it"}}},
	"compare.reader.gonet.title":             {{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse, the Go standard library's URL parser"}}},
	"compare.reader.rfc1738.name":            {{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 1738, Uniform Resource Locators (URL), December 1994"}}},
	"compare.reader.rfc3986.name":            {{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, January 2005"}}},
	"compare.reader.whatwg.name":             {{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the URL class (new URL(input)), as the browser showing the page implements it"}}},
	"compare.reader.gonet.name":              {{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse, the Go standard library's URL parser"}}},
	"compare.rfc1738.why":                    {{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the first error among package parser's diagnostics, with the section it cites"}}},
	"compare.rfc1738.why.appendix":           {{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the first error among package parser's diagnostics, with the section it cites"}}},
	"compare.rfc3986.scheme-start":           {{cite: &q3986SchemeRule}},
	"compare.rfc3986.scheme-char":            {{cite: &q3986SchemeRule}},
	"compare.rfc3986.port":                   {{cite: &q3986Port}},
	"compare.rfc3986.colon":                  {{other: &rfc3986Reading}},
	"compare.rfc3986.ip-literal":             {{cite: &q3986IPLiteral}},
	"compare.rfc3986.after-ip-literal":       {{other: &rfc3986Reading}},
	"compare.rfc3986.ipvfuture":              {{cite: &q3986IPLiteral}},
	"compare.rfc3986.ipv6":                   {{cite: &q3986IPLiteral}},
	"compare.rfc3986.pct-encoded":            {{other: &rfc3986Reading}},
	"compare.rfc3986.delimiter":              {{cite: &q3986Reserved}},
	"compare.rfc3986.non-ascii":              {{cite: &q3986Chars}},
	"compare.rfc3986.char":                   {{other: &rfc3986Reading}},
	"compare.rfc3986.space":                  {{other: &rfc3986Reading}},
	"compare.rfc3986.octet":                  {{other: &rfc3986Reading}},
	"compare.rfc1738.not-a-url":              {{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}}},
	"compare.today.ftp":                      {{cite: &q4248Copies}, {cite: &q4266Copies}, {other: &recordObsoleted}, {other: &ianaFTP}},
	"compare.today.http":                     {{cite: &q9110HTTP}},
	"compare.today.http.userinfo":            {{cite: &q1738HTTPLogin}, {cite: &q9110NoUser}, {cite: &q9110Untrusted}},
	"compare.today.http.query-no-path":       {{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "httpurl"}}, {cite: &q9110HTTP}},
	"compare.today.gopher":                   {{cite: &q4266Copies}, {cite: &q4266Few}, {other: &recordObsoleted}},
	"compare.today.telnet":                   {{cite: &q4248Copies}, {other: &recordObsoleted}},
	"compare.today.telnet.login":             {{cite: &q4248Login}},
	"compare.today.wais":                     {{cite: &q4156Copies}, {cite: &q4156Few}},
	"compare.today.prospero":                 {{cite: &q4157Copies}},
	"compare.today.mailto":                   {{cite: &q6068Registry}, {other: &recordUpdated}},
	"compare.today.mailto.hfields":           {{cite: &q6068Reserved}, {cite: &q6068HFields}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "mailtourl"}}},
	"compare.today.mailto.addresses":         {{cite: &q6068To}, {cite: &q1738Mailto}},
	"compare.today.file":                     {{cite: &q8089Replaces}, {cite: &q8089Generic}},
	"compare.today.file.no-authority":        {{cite: &q8089NoSlash}},
	"compare.today.news":                     {{cite: &q5538Updates}},
	"compare.today.nntp":                     {{cite: &q5538Updates}, {cite: &q5538NNTP}},
	"compare.today.news.server":              {{cite: &q5538Server}, {cite: &q1738News}},
	"compare.today.news.wildmat":             {{cite: &q5538Wildcard}, {cite: &q5538Wildmat}},
}

// Statements returns the comparison's statements, a copy: every sentence
// template it shows, with its basis.
func Statements() []parser.Statement {
	all := statements()
	out := make([]parser.Statement, len(all))
	for i, st := range all {
		for _, r := range bases[st.ID] {
			st.Basis = append(st.Basis, r.basis())
		}
		out[i] = st
	}
	return out
}
