package compare

import (
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// This file is the comparison's share of the statement ledger: every
// sentence template the comparison shows a reader — each cause's
// explanation, each reader's name, the words a cell is shown with — with
// what it rests on. The causes say them by ID (say), so that the /sources
// page can list them for a teacher to check and a translation can key on
// them. A cause's cited sentences (its []Cite) are the prose bases of the
// statements it says, and the tests hold the two to each other.

// A statement is one entry of the table: its text, and its bases by
// reference — a sentence the causes cite (cite.go), or a grammar or other
// basis — so that the table is data the linker lays out, with no code
// that builds it when the page starts. Statements writes them out.
type statement struct {
	ID, Text string
	refs     []ref
}

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

// statements are what the comparison says, in the order of the causes
// (why.go), then the readers' names and the cells' words (readers.go,
// why.go).
var table = []statement{
	{ID: "compare.rejected.gonet", Text: "Go's net/url rejects the input (%s), so it has no %s.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse returns an error, and no URL, for an input it cannot parse"}}}},
	{ID: "compare.rejected.whatwg", Text: "The browser's URL constructor throws on the input (%s), so the URL Standard has no %s.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the URL constructor throws a TypeError when the URL parser returns failure"}}}},

	{ID: "compare.wrapper", Text: "\"<URL:...>\" sets a URL off in running text and is not part of it: RFC 1738 reads the URL inside (appendix). RFC 3986 too says wrappers are not part of the URI, but that the \"URL:\" prefix \"is no longer recommended\" (appendix C), and its grammar is given the URI without them: given the whole text, it finds no scheme (one starts with a letter, section 3.1); the \"<URL\" shown as its scheme is only where the text splits.",
		refs: []ref{{cite: &q1738Wrapper}, {cite: &q3986Wrappers}, {cite: &q3986URLPrefix}, {cite: &q3986SchemeRule}}},

	{ID: "compare.whitespace.one", Text: "Whitespace around the URL is not part of it: RFC 1738 says \"insignificant spaces may be introduced when URLs are transcribed or typeset\" (section 2.2), and this comparison reads the URL without them; RFC 3986 has none among a URI's characters (section 2: \"digits, letters, and a few graphic symbols\"), and the URL Standard strips leading and trailing spaces and controls; %s keeps it in the %s.",
		refs: []ref{{cite: &q1738Space}, {cite: &q3986Chars}, {other: &whatwgWhitespace}, {other: &shown}}},
	{ID: "compare.whitespace.many", Text: "Whitespace around the URL is not part of it: RFC 1738 says \"insignificant spaces may be introduced when URLs are transcribed or typeset\" (section 2.2), and this comparison reads the URL without them; RFC 3986 has none among a URI's characters (section 2: \"digits, letters, and a few graphic symbols\"), and the URL Standard strips leading and trailing spaces and controls; %s keep it in the %s.",
		refs: []ref{{cite: &q1738Space}, {cite: &q3986Chars}, {other: &whatwgWhitespace}, {other: &shown}}},

	{ID: "compare.at-sign", Text: "More than one \"@\": inside a user or password \"@\" must be written %%40 (RFC 1738 section 3.1; RFC 3986's userinfo holds no \"@\", section 3.2.1).",
		refs: []ref{{cite: &q1738LoginChars}, {cite: &q3986Userinfo}}},
	{ID: "compare.at-sign.first.one", Text: "%s ends the login at the first \"@\", so the rest falls in the host.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.at-sign.first.many", Text: "%s end the login at the first \"@\", so the rest falls in the host.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.at-sign.first-last.one", Text: "%s ends the login at the first \"@\", so the rest falls in the host; %s at the last.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.at-sign.first-last.many", Text: "%s end the login at the first \"@\", so the rest falls in the host; %s at the last.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.at-sign.last.one", Text: "%s ends the login at the last \"@\".",
		refs: []ref{{other: &shown}}},
	{ID: "compare.at-sign.last.many", Text: "%s end the login at the last \"@\".",
		refs: []ref{{other: &shown}}},

	{ID: "compare.colons", Text: "More than one \":\" after the host: RFC 3986's host (a reg-name, section 3.2.2) holds no \":\", so the first starts the port, which then holds a \":\" and is not digits (section 3.2.3); RFC 1738's port is digits too (section 5).",
		refs: []ref{{cite: &q3986RegName}, {cite: &q3986Port}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "port"}}}},
	{ID: "compare.colons.last.one", Text: "%s takes the last \":\" as the start of the port.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.colons.last.many", Text: "%s take the last \":\" as the start of the port.",
		refs: []ref{{other: &shown}}},

	{ID: "compare.no-authority.opaque", Text: "No host of RFC 1738's common Internet scheme syntax follows the \"//\" (section 3.1: a host is a domain name or an IP address), so this comparison reads what follows \"%s:\" by the generic syntax's other form, schemepart = *xchar (section 5), which matches it, as one opaque string: RFC 1738 so read has no %s; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		refs: []ref{{cite: &q1738Host}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "schemepart"}}, {cite: &q3986Authority}, {other: &shown}}},
	{ID: "compare.no-authority.opaque.path", Text: "No host of RFC 1738's common Internet scheme syntax follows the \"//\" (section 3.1: a host is a domain name or an IP address), so this comparison reads what follows \"%s:\" by the generic syntax's other form, schemepart = *xchar (section 5), which matches it, as one opaque string: the table's path holds the \"//\" and all that follows; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		refs: []ref{{cite: &q1738Host}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "schemepart"}}, {cite: &q3986Authority}, {other: &shown}}},
	{ID: "compare.no-authority.mailto", Text: "RFC 1738's mailto URL has no \"//\" syntax (section 3.5): what follows \"mailto:\" is the address, so it reads no %s; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		refs: []ref{{cite: &q1738Mailto}, {cite: &q3986Authority}}},
	{ID: "compare.no-authority.mailto.path", Text: "RFC 1738's mailto URL has no \"//\" syntax (section 3.5): what follows \"mailto:\" is the address, so its path holds the \"//\" and all that follows; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		refs: []ref{{cite: &q1738Mailto}, {cite: &q3986Authority}}},
	{ID: "compare.no-authority.news", Text: "RFC 1738's news URL has no \"//\" syntax (section 3.6): what follows \"news:\" is a group or a message ID, so it reads no %s; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		refs: []ref{{cite: &q1738News}, {cite: &q1738NewsID}, {cite: &q3986Authority}}},
	{ID: "compare.no-authority.news.path", Text: "RFC 1738's news URL has no \"//\" syntax (section 3.6): what follows \"news:\" is a group or a message ID, so its path holds the \"//\" and all that follows; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2).",
		refs: []ref{{cite: &q1738News}, {cite: &q1738NewsID}, {cite: &q3986Authority}}},

	{ID: "compare.file-port", Text: "RFC 1738's fileurl takes a host and no port (section 3.10), so it reads the \":\" as part of the host, and rejects it; RFC 3986's generic syntax has a port after any host (section 3.2.3), though \"some schemes do not allow\" one (section 3.2).",
		refs: []ref{{cite: &q1738File}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "fileurl"}}, {cite: &q3986Port}, {cite: &q3986NoPort}}},

	{ID: "compare.no-scheme", Text: "RFC 1738 reads no %s: a URL starts with its scheme and \":\" (section 2.1), and this input has none.",
		refs: []ref{{cite: &q1738Scheme}}},
	{ID: "compare.no-scheme.relative", Text: "RFC 1738 reads no %s: a URL starts with its scheme and \":\" (section 2.1), and this input has none; RFC 3986 reads it as a relative reference (section 4.2), whose %s is %s.",
		refs: []ref{{cite: &q1738Scheme}, {cite: &q3986Relative}}},

	{ID: "compare.case.scheme", Text: "Case: programs should treat a scheme's upper case letters as lower case (RFC 1738 section 2.1); RFC 3986 says the same and to produce lower case (section 3.1).",
		refs: []ref{{cite: &q1738SchemeCase}, {cite: &q3986SchemeCase}}},
	{ID: "compare.case.scheme.one.one", Text: "%s reads it as written, %s lower-cases it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.scheme.one.many", Text: "%s reads it as written, %s lower-case it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.scheme.many.one", Text: "%s read it as written, %s lower-cases it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.scheme.many.many", Text: "%s read it as written, %s lower-case it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.host", Text: "Case: a host name is case-insensitive (RFC 3986 section 3.2.2; DNS ignores case).",
		refs: []ref{{cite: &q3986HostCase}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 1035", Section: "2.3.3", Quote: "comparisons of domain names are done in a case-insensitive manner"}}}},
	{ID: "compare.case.host.one.one", Text: "%s reads it as written, %s lower-cases it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.host.one.many", Text: "%s reads it as written, %s lower-case it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.host.many.one", Text: "%s read it as written, %s lower-cases it.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.case.host.many.many", Text: "%s read it as written, %s lower-case it.",
		refs: []ref{{other: &shown}}},

	{ID: "compare.ipv6.literal", Text: "A host in brackets, an IP literal, came with RFC 2732 (1999, IPv6) and RFC 3986 (section 3.2.2: IPv6address or IPvFuture), after RFC 1738, whose host is a domain name or four decimal digit groups (section 3.1): it rejects %s.",
		refs: []ref{{cite: &q3986IPLiteral}, {cite: &q1738Host}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 2732", Section: "", Quote: "IPv6 addresses written in brackets in URLs"}}}},
	{ID: "compare.ipv6.gonet", Text: "Go's URL.Hostname() gives the address without its brackets (%s).",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "URL.Hostname returns the host without the square brackets of an IPv6 literal"}}}},
	{ID: "compare.ipv6.whatwg", Text: "The URL Standard writes the IPv6 address compressed (%s).",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the IPv6 serializer writes an address compressed: each piece in lower-case hexadecimal without leading zeros, the first longest run of two or more zero pieces as \"::\""}}}},

	{ID: "compare.default-port.one", Text: "%s is %s's default port. The URL Standard drops the default port of a special scheme, so it has no port; %s keeps the port as written (RFC 3986 section 3.2.3 asks producers and normalizers, not readers, to omit it).",
		refs: []ref{{cite: &q3986PortOmit}, {other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "URL parsing: a port that is the special scheme's default port (ftp 21, http 80, https 443, ws 80, wss 443) is set to null"}}, {other: &shown}}},
	{ID: "compare.default-port.many", Text: "%s is %s's default port. The URL Standard drops the default port of a special scheme, so it has no port; %s keep the port as written (RFC 3986 section 3.2.3 asks producers and normalizers, not readers, to omit it).",
		refs: []ref{{cite: &q3986PortOmit}, {other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "URL parsing: a port that is the special scheme's default port (ftp 21, http 80, https 443, ws 80, wss 443) is set to null"}}, {other: &shown}}},

	{ID: "compare.empty-port", Text: "The port is empty (a \":\" with no digits after it): RFC 3986 allows it (port = *DIGIT, section 3.2.3) and RFC 1738 does not (port = digits, digits = 1*digit: one at least, section 5).",
		refs: []ref{{cite: &q3986Port}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "port"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "digits"}}}},
	{ID: "compare.empty-port.one.one", Text: "%s reads an empty port; %s reads none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-port.one.many", Text: "%s reads an empty port; %s read none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-port.many.one", Text: "%s read an empty port; %s reads none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-port.many.many", Text: "%s read an empty port; %s read none.",
		refs: []ref{{other: &shown}}},

	{ID: "compare.fragment.one", Text: "RFC 1738 has no fragment: \"#\" is unsafe, and delimits a URL from a fragment identifier that might follow it (section 2.2). %s splits the fragment off at the first \"#\" (RFC 3986 section 3.5).",
		refs: []ref{{cite: &q1738Hash}, {cite: &q3986Fragment}, {other: &shown}}},
	{ID: "compare.fragment.many", Text: "RFC 1738 has no fragment: \"#\" is unsafe, and delimits a URL from a fragment identifier that might follow it (section 2.2). %s split the fragment off at the first \"#\" (RFC 3986 section 3.5).",
		refs: []ref{{cite: &q1738Hash}, {cite: &q3986Fragment}, {other: &shown}}},
	{ID: "compare.fragment.runs-on", Text: "RFC 1738 has no fragment (section 2.2: \"#\" is unsafe; it delimits a URL from a fragment identifier that might follow it), so its %s runs on through the \"#\", which, unsafe, must be encoded (section 2.2); RFC 3986 ends the %s at the \"#\" that starts the fragment (section 3.5).",
		refs: []ref{{cite: &q1738Hash}, {cite: &q1738UnsafeAll}, {cite: &q3986Fragment}}},

	// The query's causes are two sentences: what each RFC has, then what
	// RFC 1738 makes of this scheme's "?".
	{ID: "compare.query", Text: "RFC 1738 has a query only where the scheme defines one (http's \"?\" search, section 3.3; wais, section 3.9); RFC 3986 gives every URI a query after the first \"?\" (section 3.4).",
		refs: []ref{{cite: &q1738HTTPSearch}, {cite: &q1738WAIS}, {cite: &q3986Query}}},
	{ID: "compare.query.undefined-scheme", Text: "RFC 1738 does not define %s URLs: its generic syntax reads no query, though the scheme may reserve \"?\" for one (section 2.2).",
		refs: []ref{{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "urlpath"}}, {cite: &q1738MayReserve}}},
	{ID: "compare.query.defined-scheme", Text: "In %s URLs RFC 1738 gives \"?\" no role as a query delimiter: where its rules take a \"?\" at all, it is an ordinary character of the part it is in (a Gopher search follows \"%%09\" instead).",
		refs: []ref{{cite: &q1738GopherPath}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "fsegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "psegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "selector"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "encoded822addr"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "article"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "gopherurl"}}}},
	{ID: "compare.query.undefined-scheme.runs-on", Text: "RFC 1738 does not define %s URLs, and its generic syntax reads no query, so its %s runs on through the \"?\", which the scheme may reserve (section 2.2).",
		refs: []ref{{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "urlpath"}}, {cite: &q1738MayReserve}}},
	{ID: "compare.query.defined-scheme.runs-on", Text: "In %s URLs the \"?\" is no delimiter to RFC 1738, so its %s runs on through it.",
		refs: []ref{{cite: &q1738HTTPSearch}, {cite: &q1738WAIS}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "fsegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "psegment"}}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "selector"}}}},

	{ID: "compare.leading-slash.one", Text: "The \"/\" after the host: in RFC 1738 it separates the hostport from the url-path and is not part of it (section 3.1); in RFC 3986 it begins the path (path-abempty, section 3.3). %s starts the path with it.",
		refs: []ref{{cite: &q1738Slash}, {cite: &q3986PathAbempty}, {other: &shown}}},
	{ID: "compare.leading-slash.many", Text: "The \"/\" after the host: in RFC 1738 it separates the hostport from the url-path and is not part of it (section 3.1); in RFC 3986 it begins the path (path-abempty, section 3.3). %s start the path with it.",
		refs: []ref{{cite: &q1738Slash}, {cite: &q3986PathAbempty}, {other: &shown}}},

	{ID: "compare.no-path", Text: "No \"/\" follows the host, so RFC 1738 reads no url-path (section 3.1: \"/<url-path>\" may be left out); RFC 3986 gives every URI a path, here %s (section 3.3).",
		refs: []ref{{cite: &q1738Omit}, {cite: &q3986PathAlways}}},

	{ID: "compare.special-path", Text: "The URL Standard gives a URL of a special scheme (http, https, ws, wss, ftp, file) the path \"/\" when none is written.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `URL parsing: a special URL's path always has a segment, so one with no path written serializes it as "/"; the special schemes are ftp, file, http, https, ws and wss`}}}},

	{ID: "compare.backslash.one", Text: "\"\\\" is unsafe in RFC 1738 (section 2.2) and not among RFC 3986's characters (section 2: digits, letters and a few graphic symbols): both RFCs reject it; %s keeps it in the %s as data.",
		refs: []ref{{cite: &q1738Unsafe}, {cite: &q3986Chars}, {other: &shown}}},
	{ID: "compare.backslash.many", Text: "\"\\\" is unsafe in RFC 1738 (section 2.2) and not among RFC 3986's characters (section 2: digits, letters and a few graphic symbols): both RFCs reject it; %s keep it in the %s as data.",
		refs: []ref{{cite: &q1738Unsafe}, {cite: &q3986Chars}, {other: &shown}}},
	{ID: "compare.backslash.whatwg", Text: "The URL Standard reads \"\\\" as \"/\" in a special scheme (http, https, ws, wss, ftp, file).",
		refs: []ref{{other: &whatwgBackslash}}},

	{ID: "compare.decoded", Text: "Percent-decoding: Go's net/url holds the %s decoded (URL.%s: %s), while RFC 1738 (section 2.2: encoding a reserved character \"may change the semantics of a URL\") and RFC 3986 (section 2.2: URIs that differ in it \"are not equivalent\") tell an escaped reserved character such as %%2F from the character.",
		refs: []ref{{other: &goDecoded}, {cite: &q1738Reserved}, {cite: &q3986Reserved}}},
	// No character is reserved in a gopher path, and one escape is itself
	// a delimiter.
	{ID: "compare.decoded.gopher", Text: "Percent-decoding: Go's net/url holds the %s decoded (URL.%s: %s). Within a gopher path no character is reserved (RFC 1738 section 3.4.1), so an escape such as %%2F is the same data as \"/\", but %%09 is the delimiter between selector, search and Gopher+ string (section 3.4.1): decoded, the path holds a tab where the URL holds that delimiter; RFC 3986 reads components with their escapes as written (section 2.2: decoding an escaped reserved character changes what the URI means).",
		refs: []ref{{other: &goDecoded}, {cite: &q1738GopherPath}, {cite: &q1738Gopher}, {cite: &q3986Reserved}}},

	{ID: "compare.encoded.idna", Text: "The URL Standard turns a non-ASCII host name of a special scheme into ASCII (IDNA, \"xn--\"); RFC 1738 (section 2.2: octets 80-FF \"are not used in US-ASCII\" and must be encoded) rejects it, and RFC 3986 takes it percent-encoded as UTF-8 (section 3.2.2), though it asks producers for the IDNA form.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `host parsing: a non-ASCII domain is made ASCII by domain to ASCII (UTS #46), its labels written "xn--"`}}, {cite: &q1738NoGraphic}, {cite: &q3986NonASCIIHost}, {cite: &q3986IDNA}}},
	{ID: "compare.encoded", Text: "The URL Standard percent-encodes the code points outside ASCII and those of the component's percent-encode set (here %s).",
		refs: []ref{{other: &whatwgEncode}}},
	{ID: "compare.encoded.non-ascii", Text: "The URL Standard percent-encodes the code points outside ASCII and those of the component's percent-encode set (here %s); octets 80-FF \"are not used in US-ASCII\" and must be encoded (RFC 1738 section 2.2), and RFC 3986 is ASCII only (section 2; IRIs are RFC 3987).",
		refs: []ref{{other: &whatwgEncode}, {cite: &q1738NoGraphic}, {cite: &q3986Chars}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 3987", Section: "", Quote: "IRIs: identifiers that hold characters outside US-ASCII"}}}},

	// RFC 3986 reads the empty string after ":" as no password: the
	// opposite of RFC 1738's "ftp://foo:@host.com/".
	{ID: "compare.empty-login.user", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://@host.com/\" has an empty user name). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it says normalization \"should not remove delimiters when their associated component is empty\" (section 6.2.3), so that an empty userinfo before \"@\" may differ from none, as in RFC 1738.",
		refs: []ref{{cite: &q1738EmptyLogin}, {cite: &q1738EmptyUser}, {cite: &q3986Userinfo}, {cite: &q3986EmptyDelims}}},
	{ID: "compare.empty-login.user.one.one", Text: "%s reads an empty user name (nothing before \"@\"); %s reads none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.user.one.many", Text: "%s reads an empty user name (nothing before \"@\"); %s read none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.user.many.one", Text: "%s read an empty user name (nothing before \"@\"); %s reads none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.user.many.many", Text: "%s read an empty user name (nothing before \"@\"); %s read none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.user.whatwg", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://@host.com/\" has an empty user name). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it says normalization \"should not remove delimiters when their associated component is empty\" (section 6.2.3), so that an empty userinfo before \"@\" may differ from none, as in RFC 1738; the URL Standard's username is \"\" either way.",
		refs: []ref{{cite: &q1738EmptyLogin}, {cite: &q1738EmptyUser}, {cite: &q3986Userinfo}, {cite: &q3986EmptyDelims}, {other: &whatwgLogin}}},
	{ID: "compare.empty-login.password", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://foo:@host.com/\" has an empty password). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it reads an empty string after the \":\" as \"indicating no password\" (section 3.2.1), where RFC 1738 reads an empty password.",
		refs: []ref{{cite: &q1738EmptyLogin}, {cite: &q1738EmptyPass}, {cite: &q3986Userinfo}, {cite: &q3986NoPassword}}},
	{ID: "compare.empty-login.password.one.one", Text: "%s reads an empty password (nothing after \":\"); %s reads none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.password.one.many", Text: "%s reads an empty password (nothing after \":\"); %s read none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.password.many.one", Text: "%s read an empty password (nothing after \":\"); %s reads none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.password.many.many", Text: "%s read an empty password (nothing after \":\"); %s read none.",
		refs: []ref{{other: &shown}}},
	{ID: "compare.empty-login.password.whatwg", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://foo:@host.com/\" has an empty password). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it reads an empty string after the \":\" as \"indicating no password\" (section 3.2.1), where RFC 1738 reads an empty password; the URL Standard's password is \"\" either way.",
		refs: []ref{{cite: &q1738EmptyLogin}, {cite: &q1738EmptyPass}, {cite: &q3986Userinfo}, {cite: &q3986NoPassword}, {other: &whatwgLogin}}},

	{ID: "compare.http-login", Text: "An http URL has no login in RFC 1738: httpurl takes a hostport only (section 3.3), so it rejects %s (the %s shown is its best effort); RFC 3986's authority takes a userinfo (section 3.2.1), though it deprecates \"user:password\".",
		refs: []ref{{cite: &q1738HTTPLogin}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "httpurl"}}, {cite: &q3986Userinfo}, {cite: &q3986UserPass}}},
	{ID: "compare.http-login.unquoted", Text: "An http URL has no login in RFC 1738: httpurl takes a hostport only (section 3.3), so it rejects the login (the %s shown is its best effort); RFC 3986's authority takes a userinfo (section 3.2.1), though it deprecates \"user:password\".",
		refs: []ref{{cite: &q1738HTTPLogin}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "httpurl"}}, {cite: &q3986Userinfo}, {cite: &q3986UserPass}}},

	{ID: "compare.ftp-type", Text: "\";type=\" ends RFC 1738's ftp url-path with the transfer type (ftptype, section 3.2.2); to RFC 3986 and today's readers it is path data (a segment may hold \";\" parameters, section 3.3).",
		refs: []ref{{cite: &q1738FTPPath}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "ftpurl"}}, {cite: &q3986Params}}},

	{ID: "compare.tilde", Text: "\"~\" is unsafe in RFC 1738, and unsafe characters must be encoded, as %%7E (section 2.2); RFC 2396 (1998) and RFC 3986 (section 2.3) made it unreserved.",
		refs: []ref{{cite: &q1738Unsafe}, {cite: &q1738UnsafeAll}, {cite: &q3986Unreserved}, {other: &parser.Basis{Kind: parser.Other, Doc: "RFC 2396", Section: "2.3", Quote: `"~" among the unreserved characters (a mark)`}}}},

	{ID: "compare.dot-segments", Text: "The URL Standard removes \".\" and \"..\" segments from the path (as RFC 3986 section 5.2.4 does when it resolves a reference); the other readers keep them.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: `URL parsing: the path state drops a "." segment and, for "..", removes the last segment`}}, {cite: &q3986DotSegments}, {other: &shown}}},

	{ID: "compare.best-effort", Text: "Both RFCs reject the input (RFC 1738 at byte %d, RFC 3986 at byte %d): what they show is their best effort, and they split the rejected input differently.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the cells of a reading that rejects the input: its parser's best effort, where it stopped"}}, {other: &shown}}},
	{ID: "compare.unexplained", Text: "The readers differ here (%s) for a reason this comparison does not name.",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the causes this comparison knows, none of which speaks for the row"}}, {other: &shown}}},

	// A cell in a sentence: its quoted value, or one of these.
	{ID: "compare.cell.absent", Text: "absent",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "a reader that finds no such component"}}}},
	{ID: "compare.cell.empty", Text: "empty",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "a reader that finds the component, holding nothing"}}}},

	// How a sentence lists readers ("RFC 3986, Go's net/url and the URL
	// Standard"), a reader with its value, and names a row.
	{ID: "compare.readers.and", Text: "%s and %s",
		refs: []ref{{other: &shown}}},
	{ID: "compare.readers.comma", Text: "%s, %s",
		refs: []ref{{other: &shown}}},
	{ID: "compare.reader.value", Text: "%s %s",
		refs: []ref{{other: &shown}}},
	{ID: "compare.field.scheme", Text: "scheme",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.user", Text: "user",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.password", Text: "password",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.host", Text: "host",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.port", Text: "port",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.path", Text: "path",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.query", Text: "query",
		refs: []ref{{other: &row}}},
	{ID: "compare.field.fragment", Text: "fragment",
		refs: []ref{{other: &row}}},

	// The readers: each column's title, and how a sentence names it.
	{ID: "compare.reader.rfc1738.title", Text: "RFC 1738 (1994)",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 1738, Uniform Resource Locators (URL), December 1994"}}}},
	{ID: "compare.reader.rfc3986.title", Text: "RFC 3986 (2005)",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, January 2005"}}}},
	{ID: "compare.reader.whatwg.title", Text: "URL Standard (this browser)",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the URL class (new URL(input)), as the browser showing the page implements it"}}}},
	{ID: "compare.reader.gonet.title", Text: "Go net/url",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse, the Go standard library's URL parser"}}}},
	{ID: "compare.reader.rfc1738.name", Text: "RFC 1738",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 1738, Uniform Resource Locators (URL), December 1994"}}}},
	{ID: "compare.reader.rfc3986.name", Text: "RFC 3986",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docIndex, Section: "", Quote: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, January 2005"}}}},
	{ID: "compare.reader.whatwg.name", Text: "the URL Standard",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docWHATWG, Section: "", Quote: "the URL class (new URL(input)), as the browser showing the page implements it"}}}},
	{ID: "compare.reader.gonet.name", Text: "Go's net/url",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docGo, Section: "", Quote: "url.Parse, the Go standard library's URL parser"}}}},

	// Why RFC 1738's reading rejects the input: its first error, or, when
	// the parser names none, that no alternative of url matches.
	{ID: "compare.rfc1738.why", Text: "%s (section %s)",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the first error among package parser's diagnostics, with the section it cites"}}}},
	{ID: "compare.rfc1738.why.appendix", Text: "%s (the appendix)",
		refs: []ref{{other: &parser.Basis{Kind: parser.Other, Doc: docTool, Section: "", Quote: "the first error among package parser's diagnostics, with the section it cites"}}}},
	// Why RFC 3986's reading rejects the input: where its rules stop, as
	// package rfc3986 finds it.
	{ID: "compare.rfc3986.scheme-start", Text: "a scheme starts with a letter, not %s (section 3.1)",
		refs: []ref{{cite: &q3986SchemeRule}}},
	{ID: "compare.rfc3986.scheme-char", Text: "%s cannot be in a scheme: only letters, digits, \"+\", \"-\" and \".\" (section 3.1)",
		refs: []ref{{cite: &q3986SchemeRule}}},
	{ID: "compare.rfc3986.port", Text: "%s in the port, which is digits only (section 3.2.3)",
		refs: []ref{{cite: &q3986Port}}},
	{ID: "compare.rfc3986.colon", Text: "\":\" in the first segment of a relative reference, where it would read as the end of a scheme (section 4.2)",
		refs: []ref{{other: &rfc3986Reading}}},
	{ID: "compare.rfc3986.ip-literal", Text: "\"[\" starts an IP literal that no \"]\" ends (section 3.2.2)",
		refs: []ref{{cite: &q3986IPLiteral}}},
	{ID: "compare.rfc3986.after-ip-literal", Text: "after the \"]\" of an IP literal comes \":\" and the port, or the end of the authority (section 3.2)",
		refs: []ref{{other: &rfc3986Reading}}},
	{ID: "compare.rfc3986.ipvfuture", Text: "not an IPvFuture address: \"v\", hex digits, \".\", then unreserved, sub-delims or \":\" (section 3.2.2)",
		refs: []ref{{cite: &q3986IPLiteral}}},
	{ID: "compare.rfc3986.ipv6", Text: "not an IPv6 address: up to eight groups of one to four hex digits, one \"::\" at most (section 3.2.2)",
		refs: []ref{{cite: &q3986IPLiteral}}},
	{ID: "compare.rfc3986.pct-encoded", Text: "\"%%\" not followed by two hex digits (pct-encoded, section 2.1)",
		refs: []ref{{other: &rfc3986Reading}}},
	{ID: "compare.rfc3986.delimiter", Text: "%s cannot be in the %s, where it is a delimiter; as data it is written %%%s (section %s)",
		refs: []ref{{cite: &q3986Reserved}}},
	{ID: "compare.rfc3986.non-ascii", Text: "%s cannot be in the %s: a URI is ASCII, so the octet is written %%%s (section %s)",
		refs: []ref{{cite: &q3986Chars}}},
	{ID: "compare.rfc3986.char", Text: "%s cannot be in the %s: it is written %%%s (section %s)",
		refs: []ref{{other: &rfc3986Reading}}},
	{ID: "compare.rfc3986.space", Text: "the space",
		refs: []ref{{other: &rfc3986Reading}}},
	{ID: "compare.rfc3986.octet", Text: "the octet %%%s",
		refs: []ref{{other: &rfc3986Reading}}},
	{ID: "compare.rfc1738.not-a-url", Text: "not a URL",
		refs: []ref{{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "url"}}}},

	// What became of the scheme (today.go): the RFC that defines it today,
	// and where it reads this URL otherwise.
	{ID: "compare.today.ftp", Text: "No RFC has re-specified ftp URLs since RFC 1738: the two RFCs that obsolete it took over telnet (RFC 4248) and gopher (RFC 4266) only, and RFC 1738 is still the registered definition of ftp.",
		refs: []ref{{cite: &q4248Copies}, {cite: &q4266Copies}, {other: &recordObsoleted}, {other: &ianaFTP}}},
	{ID: "compare.today.http", Text: "RFC 9110 defines http URIs today, on RFC 3986's generic syntax: http-URI = \"http\" \"://\" authority path-abempty [ \"?\" query ] (section 4.2.1).",
		refs: []ref{{cite: &q9110HTTP}}},
	{ID: "compare.today.http.userinfo", Text: "RFC 1738 allows no user name or password in an http URL (section 3.3); RFC 9110's grammar reads one, in RFC 3986's userinfo, but deprecates it: a sender must not generate it in a message's target URI or field value, and a recipient should treat it as an error in a URI from an untrusted source (section 4.2.4).",
		refs: []ref{{cite: &q1738HTTPLogin}, {cite: &q9110NoUser}, {cite: &q9110Untrusted}}},
	{ID: "compare.today.http.query-no-path", Text: "RFC 1738 has a \"?\" only after a \"/\" and a path (httpurl, section 5); RFC 9110 reads a query right after the host, with an empty path (path-abempty, section 4.2.1).",
		refs: []ref{{other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "httpurl"}}, {cite: &q9110HTTP}}},
	{ID: "compare.today.gopher", Text: "RFC 4266 obsoletes RFC 1738 for gopher: it copies the scheme, so it reads this URL as RFC 1738 does, and adds a historical note: few Gopher servers are in use today.",
		refs: []ref{{cite: &q4266Copies}, {cite: &q4266Few}, {other: &recordObsoleted}}},
	{ID: "compare.today.telnet", Text: "RFC 4248 obsoletes RFC 1738 for telnet: it copies the scheme, so it reads this URL as RFC 1738 does.",
		refs: []ref{{cite: &q4248Copies}, {other: &recordObsoleted}}},
	{ID: "compare.today.telnet.login", Text: "Of the user name and password, RFC 4248 adds: \"Few implementations handle the user name and password very well, if at all.\" (section 2)",
		refs: []ref{{cite: &q4248Login}}},
	{ID: "compare.today.wais", Text: "RFC 4156, a Historic document, copies the wais scheme from RFC 1738, and notes that almost no WAIS servers are in use today.",
		refs: []ref{{cite: &q4156Copies}, {cite: &q4156Few}}},
	{ID: "compare.today.prospero", Text: "RFC 4157, a Historic document, copies the prospero scheme from RFC 1738.",
		refs: []ref{{cite: &q4157Copies}}},
	{ID: "compare.today.mailto", Text: "RFC 6068 defines mailto URIs today: it replaced RFC 2368 (1998), which had updated RFC 1738's mailto, and the registry of URI schemes refers to it.",
		refs: []ref{{cite: &q6068Registry}, {other: &recordUpdated}}},
	{ID: "compare.today.mailto.hfields", Text: "RFC 6068 reserves \"?\", \"=\" and \"&\" as delimiters: what follows the \"?\" is header fields (hfields = \"?\" hfield *( \"&\" hfield ), section 2); RFC 1738 reads the \"?\" as part of the address (mailtourl, section 5).",
		refs: []ref{{cite: &q6068Reserved}, {cite: &q6068HFields}, {other: &parser.Basis{Kind: parser.Grammar, Doc: "RFC 1738", Section: "5", Rule: "mailtourl"}}}},
	{ID: "compare.today.mailto.addresses", Text: "RFC 6068 reads \",\" as separating addresses (to = addr-spec *(\",\" addr-spec ), section 2); RFC 1738's mailto URL names one address (section 3.5).",
		refs: []ref{{cite: &q6068To}, {cite: &q1738Mailto}}},
	{ID: "compare.today.file", Text: "RFC 8089 updates RFC 1738 and replaces its definition of file URLs (section 3.10) with one on RFC 3986's generic syntax.",
		refs: []ref{{cite: &q8089Replaces}, {cite: &q8089Generic}}},
	{ID: "compare.today.file.no-authority", Text: "An RFC 1738 file URL always starts with \"file://\"; RFC 8089 makes the \"//\" and the host optional, so \"file:/path\" is a file URI today (appendix A).",
		refs: []ref{{cite: &q8089NoSlash}}},
	{ID: "compare.today.news", Text: "RFC 5538 defines news URIs today: its definition revises RFC 1738's from modern usage.",
		refs: []ref{{cite: &q5538Updates}}},
	{ID: "compare.today.nntp", Text: "RFC 5538 defines nntp URIs today: its definition revises RFC 1738's from modern usage, and it notes that they are less widely supported than news URIs.",
		refs: []ref{{cite: &q5538Updates}, {cite: &q5538NNTP}}},
	{ID: "compare.today.news.server", Text: "RFC 5538 allows a server at the start of a news URI (news://server/group); RFC 1738's news URL names none (section 3.6).",
		refs: []ref{{cite: &q5538Server}, {cite: &q1738News}}},
	{ID: "compare.today.news.wildmat", Text: "RFC 1738 has one wildcard, \"news:*\" for every group; RFC 5538 reads \"*\" and \"?\" in a group name as wildcards (news:example.group.*).",
		refs: []ref{{cite: &q5538Wildcard}, {cite: &q5538Wildmat}}},
}

// Statements returns the comparison's statements, a copy: every sentence
// template it shows, with its basis.
func Statements() []parser.Statement {
	all := statements()
	out := make([]parser.Statement, len(all))
	for i, st := range all {
		st.Basis = append([]parser.Basis(nil), st.Basis...)
		out[i] = st
	}
	return out
}

// statements is the table written out, made when first asked for.
var statements = sync.OnceValue(func() []parser.Statement {
	out := make([]parser.Statement, len(table))
	for i, st := range table {
		bs := make([]parser.Basis, len(st.refs))
		for k, r := range st.refs {
			bs[k] = r.basis()
		}
		out[i] = parser.Statement{ID: st.ID, Text: st.Text, Basis: bs}
	}
	return out
})

// catalog says the table's statements by ID.
var catalog = parser.NewCatalog("compare", statements)

// say formats statement id with args.
func say(id string, args ...any) string { return catalog.Say(id, args...) }
