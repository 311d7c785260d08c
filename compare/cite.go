package compare

// A Cite is a sentence an explanation rests on, word for word (line breaks
// folded into spaces): the tests find every one in the section it names,
// RFC 1738's through parser.Quoted and RFC 3986's through rfc3986.Quoted.
type Cite struct {
	Doc     string // "RFC 1738" or "RFC 3986"
	Section string // as the document numbers it: "2.2", "3.2.1"; RFC 1738's "appendix"; RFC 3986's appendix "C"
	Quote   string
}

// The documents the causes quote most. The sentences are composite
// literals, not calls of a constructor: the linker lays a literal out as
// data, where each call would be code run when the page starts (app.wasm
// is built without inlining).
const (
	doc1738 = "RFC 1738"
	doc3986 = "RFC 3986"
)

// The sentences the causes rest on.
var (
	q1738Scheme     = Cite{doc1738, "2.1", "<scheme>:<scheme-specific-part>"}
	q1738SchemeCase = Cite{doc1738, "2.1", `For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http").`}
	q1738Hash       = Cite{doc1738, "2.2", `The character "#" is unsafe and should always be encoded because it is used in World Wide Web and in other systems to delimit a URL from a fragment/anchor identifier that might follow it.`}
	q1738Unsafe     = Cite{doc1738, "2.2", `Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters. These characters are "{", "}", "|", "\", "^", "~", "[", "]", and "` + "`" + `".`}
	q1738NoGraphic  = Cite{doc1738, "2.2", "The octets 80-FF hexadecimal are not used in US-ASCII, and the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded."}
	q1738Reserved   = Cite{doc1738, "2.2", "Usually a URL has the same interpretation when an octet is represented by a character and when it encoded. However, this is not true for reserved characters: encoding a character reserved for a particular scheme may change the semantics of a URL."}
	q1738Omit       = Cite{doc1738, "3.1", `Some or all of the parts "<user>:<password>@", ":<password>", ":<port>", and "/<url-path>" may be excluded.`}
	q1738LoginChars = Cite{doc1738, "3.1", `Within the user and password field, any ":", "@", or "/" must be encoded.`}
	q1738EmptyLogin = Cite{doc1738, "3.1", "Note that an empty user name or password is different than no user name or password; there is no way to specify a password without specifying a user name."}
	q1738EmptyUser  = Cite{doc1738, "3.1", "E.g., <URL:ftp://@host.com/> has an empty user name and no password"}
	q1738EmptyPass  = Cite{doc1738, "3.1", `while <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password.`}
	q1738Host       = Cite{doc1738, "3.1", `The fully qualified domain name of a network host, or its IP address as a set of four decimal digit groups separated by ".".`}
	q1738Slash      = Cite{doc1738, "3.1", `Note that the "/" between the host (or port) and the url-path is NOT part of the url-path.`}
	q1738FTPPath    = Cite{doc1738, "3.2.2", "<cwd1>/<cwd2>/.../<cwdN>/<name>;type=<typecode>"}
	q1738HTTPLogin  = Cite{doc1738, "3.3", "No user name or password is allowed."}
	q1738HTTPSearch = Cite{doc1738, "3.3", "<path> is an HTTP selector, and <searchpart> is a query string."}
	q1738GopherPath = Cite{doc1738, "3.4.1", "Within the <gopher-path>, no characters are reserved."}
	q1738Gopher     = Cite{doc1738, "3.4.1", "<gophertype><selector>%09<search>%09<gopher+_string>"}
	q1738Mailto     = Cite{doc1738, "3.5", "mailto:<rfc822-addr-spec>"}
	q1738News       = Cite{doc1738, "3.6", "news:<newsgroup-name>"}
	q1738NewsID     = Cite{doc1738, "3.6", "news:<message-id>"}
	q1738UnsafeAll  = Cite{doc1738, "2.2", "All unsafe characters must always be encoded within a URL."}
	q1738MayReserve = Cite{doc1738, "2.2", `The characters ";", "/", "?", ":", "@", "=" and "&" are the characters which may be reserved for special meaning within a scheme.`}
	q1738Space      = Cite{doc1738, "2.2", "The space character is unsafe because significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset or subjected to the treatment of word-processing programs."}
	q1738WAIS       = Cite{doc1738, "3.9", "wais://<host>:<port>/<database>?<search>"}
	q1738File       = Cite{doc1738, "3.10", "file://<host>/<path>"}
	q1738Port       = Cite{doc1738, "5", "port = digits"}
	q1738Digits     = Cite{doc1738, "5", "digits = 1*digit"}
	q1738Schemepart = Cite{doc1738, "5", "schemepart = *xchar | ip-schemepart"}
	q1738Wrapper    = Cite{doc1738, "appendix", "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified."}

	q3986Chars        = Cite{doc3986, "2", "A URI is composed from a limited set of characters consisting of digits, letters, and a few graphic symbols."}
	q3986Reserved     = Cite{doc3986, "2.2", "URIs that differ in the replacement of a reserved character with its corresponding percent-encoded octet are not equivalent."}
	q3986Unreserved   = Cite{doc3986, "2.3", `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`}
	q3986SchemeCase   = Cite{doc3986, "3.1", `An implementation should accept uppercase letters as equivalent to lowercase in scheme names (e.g., allow "HTTP" as well as "http") for the sake of robustness but should only produce lowercase scheme names for consistency.`}
	q3986Authority    = Cite{doc3986, "3.2", `The authority component is preceded by a double slash ("//") and is terminated by the next slash ("/"), question mark ("?"), or number sign ("#") character, or by the end of the URI.`}
	q3986Userinfo     = Cite{doc3986, "3.2.1", `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`}
	q3986UserPass     = Cite{doc3986, "3.2.1", `Use of the format "user:password" in the userinfo field is deprecated.`}
	q3986NoPassword   = Cite{doc3986, "3.2.1", `Applications should not render as clear text any data after the first colon (":") character found within a userinfo subcomponent unless the data after the colon is the empty string (indicating no password).`}
	q3986EmptyDelims  = Cite{doc3986, "6.2.3", "Normalization should not remove delimiters when their associated component is empty unless licensed to do so by the scheme specification."}
	q3986HostCase     = Cite{doc3986, "3.2.2", "Although host is case-insensitive, producers and normalizers should use lowercase for registered names and hexadecimal addresses for the sake of uniformity, while only using uppercase letters for percent-encodings."}
	q3986IPLiteral    = Cite{doc3986, "3.2.2", `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`}
	q3986RegName      = Cite{doc3986, "3.2.2", "reg-name = *( unreserved / pct-encoded / sub-delims )"}
	q3986Port         = Cite{doc3986, "3.2.3", "port = *DIGIT"}
	q3986NoPort       = Cite{doc3986, "3.2", "Some schemes do not allow the userinfo and/or port subcomponents."}
	q3986SchemeRule   = Cite{doc3986, "3.1", `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`}
	q3986IDNA         = Cite{doc3986, "3.2.2", "URI producers should provide these registered names in the IDNA encoding, rather than a percent-encoding, if they wish to maximize interoperability with legacy URI resolvers."}
	q3986NonASCIIHost = Cite{doc3986, "3.2.2", "Non-ASCII characters must first be encoded according to UTF-8 [STD63], and then each octet of the corresponding UTF-8 sequence must be percent- encoded to be represented as URI characters."}
	q3986PortOmit     = Cite{doc3986, "3.2.3", `URI producers and normalizers should omit the port component and its ":" delimiter if port is empty or if its value would be the same as that of the scheme's default.`}
	q3986PathAbempty  = Cite{doc3986, "3.3", `path-abempty = *( "/" segment )`}
	q3986PathAlways   = Cite{doc3986, "3.3", "A path is always defined for a URI, though the defined path may be empty (zero length)."}
	q3986Params       = Cite{doc3986, "3.3", `For example, the semicolon (";") and equals ("=") reserved characters are often used to delimit parameters and parameter values applicable to that segment.`}
	q3986Query        = Cite{doc3986, "3.4", `The query component is indicated by the first question mark ("?") character and terminated by a number sign ("#") character or by the end of the URI.`}
	q3986Fragment     = Cite{doc3986, "3.5", `A fragment identifier component is indicated by the presence of a number sign ("#") character and terminated by the end of the URI.`}
	q3986Relative     = Cite{doc3986, "4.2", `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`}
	q3986DotSegments  = Cite{doc3986, "5.2.4", `The pseudocode also refers to a "remove_dot_segments" routine for interpreting and removing the special "." and ".." complete path segments from a referenced path.`}
	q3986Wrappers     = Cite{doc3986, "C", "These wrappers do not form part of the URI."}
	q3986URLPrefix    = Cite{doc3986, "C", `The prefix "URL:" (with or without a trailing space) was formerly recommended as a way to help distinguish a URI from other bracketed designators, though it is not commonly used in practice and is no longer recommended.`}
)
