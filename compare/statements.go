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

// A statement is one entry of the table: its ID and text. Its bases are in
// statements_bases.go, which app.wasm does not carry; Statements writes
// both out.
type statement struct {
	ID, Text string
}

// statements are what the comparison says, in the order of the causes
// (why.go), then the readers' names and the cells' words (readers.go,
// why.go).
var table = []statement{
	{ID: "compare.rejected.gonet", Text: "Go's net/url rejects the input (%s), so it has no %s."},
	{ID: "compare.rejected.whatwg", Text: "The browser's URL constructor throws on the input (%s), so the URL Standard has no %s."},

	{ID: "compare.wrapper", Text: "\"<URL:...>\" sets a URL off in running text and is not part of it: RFC 1738 reads the URL inside (appendix). RFC 3986 too says wrappers are not part of the URI, but that the \"URL:\" prefix \"is no longer recommended\" (appendix C), and its grammar is given the URI without them: given the whole text, it finds no scheme (one starts with a letter, section 3.1); the \"<URL\" shown as its scheme is only where the text splits."},

	{ID: "compare.whitespace.one", Text: "Whitespace around the URL is not part of it: RFC 1738 says \"insignificant spaces may be introduced when URLs are transcribed or typeset\" (section 2.2), and this comparison reads the URL without them; RFC 3986 has none among a URI's characters (section 2: \"digits, letters, and a few graphic symbols\"), and the URL Standard strips leading and trailing spaces and controls; %s keeps it in the %s."},
	{ID: "compare.whitespace.many", Text: "Whitespace around the URL is not part of it: RFC 1738 says \"insignificant spaces may be introduced when URLs are transcribed or typeset\" (section 2.2), and this comparison reads the URL without them; RFC 3986 has none among a URI's characters (section 2: \"digits, letters, and a few graphic symbols\"), and the URL Standard strips leading and trailing spaces and controls; %s keep it in the %s."},

	{ID: "compare.at-sign", Text: "More than one \"@\": inside a user or password \"@\" must be written %%40 (RFC 1738 section 3.1; RFC 3986's userinfo holds no \"@\", section 3.2.1)."},
	{ID: "compare.at-sign.first.one", Text: "%s ends the login at the first \"@\", so the rest falls in the host."},
	{ID: "compare.at-sign.first.many", Text: "%s end the login at the first \"@\", so the rest falls in the host."},
	{ID: "compare.at-sign.first-last.one", Text: "%s ends the login at the first \"@\", so the rest falls in the host; %s at the last."},
	{ID: "compare.at-sign.first-last.many", Text: "%s end the login at the first \"@\", so the rest falls in the host; %s at the last."},
	{ID: "compare.at-sign.last.one", Text: "%s ends the login at the last \"@\"."},
	{ID: "compare.at-sign.last.many", Text: "%s end the login at the last \"@\"."},

	{ID: "compare.colons", Text: "More than one \":\" after the host: RFC 3986's host (a reg-name, section 3.2.2) holds no \":\", so the first starts the port, which then holds a \":\" and is not digits (section 3.2.3); RFC 1738's port is digits too (section 5)."},
	{ID: "compare.colons.last.one", Text: "%s takes the last \":\" as the start of the port."},
	{ID: "compare.colons.last.many", Text: "%s take the last \":\" as the start of the port."},

	{ID: "compare.no-authority.opaque", Text: "No host of RFC 1738's common Internet scheme syntax follows the \"//\" (section 3.1: a host is a domain name or an IP address), so this comparison reads what follows \"%s:\" by the generic syntax's other form, schemepart = *xchar (section 5), which matches it, as one opaque string: RFC 1738 so read has no %s; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2)."},
	{ID: "compare.no-authority.opaque.path", Text: "No host of RFC 1738's common Internet scheme syntax follows the \"//\" (section 3.1: a host is a domain name or an IP address), so this comparison reads what follows \"%s:\" by the generic syntax's other form, schemepart = *xchar (section 5), which matches it, as one opaque string: the table's path holds the \"//\" and all that follows; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2)."},
	{ID: "compare.no-authority.mailto", Text: "RFC 1738's mailto URL has no \"//\" syntax (section 3.5): what follows \"mailto:\" is the address, so it reads no %s; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2)."},
	{ID: "compare.no-authority.mailto.path", Text: "RFC 1738's mailto URL has no \"//\" syntax (section 3.5): what follows \"mailto:\" is the address, so its path holds the \"//\" and all that follows; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2)."},
	{ID: "compare.no-authority.news", Text: "RFC 1738's news URL has no \"//\" syntax (section 3.6): what follows \"news:\" is a group or a message ID, so it reads no %s; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2)."},
	{ID: "compare.no-authority.news.path", Text: "RFC 1738's news URL has no \"//\" syntax (section 3.6): what follows \"news:\" is a group or a message ID, so its path holds the \"//\" and all that follows; RFC 3986 reads an authority after \"//\" in any scheme (section 3.2)."},

	{ID: "compare.file-port", Text: "RFC 1738's fileurl takes a host and no port (section 3.10), so it reads the \":\" as part of the host, and rejects it; RFC 3986's generic syntax has a port after any host (section 3.2.3), though \"some schemes do not allow\" one (section 3.2)."},

	{ID: "compare.no-scheme", Text: "RFC 1738 reads no %s: a URL starts with its scheme and \":\" (section 2.1), and this input has none."},
	{ID: "compare.no-scheme.relative", Text: "RFC 1738 reads no %s: a URL starts with its scheme and \":\" (section 2.1), and this input has none; RFC 3986 reads it as a relative reference (section 4.2), whose %s is %s."},

	{ID: "compare.case.scheme", Text: "Case: programs should treat a scheme's upper case letters as lower case (RFC 1738 section 2.1); RFC 3986 says the same and to produce lower case (section 3.1)."},
	{ID: "compare.case.scheme.one.one", Text: "%s reads it as written, %s lower-cases it."},
	{ID: "compare.case.scheme.one.many", Text: "%s reads it as written, %s lower-case it."},
	{ID: "compare.case.scheme.many.one", Text: "%s read it as written, %s lower-cases it."},
	{ID: "compare.case.scheme.many.many", Text: "%s read it as written, %s lower-case it."},
	{ID: "compare.case.host", Text: "Case: a host name is case-insensitive (RFC 3986 section 3.2.2; DNS ignores case)."},
	{ID: "compare.case.host.one.one", Text: "%s reads it as written, %s lower-cases it."},
	{ID: "compare.case.host.one.many", Text: "%s reads it as written, %s lower-case it."},
	{ID: "compare.case.host.many.one", Text: "%s read it as written, %s lower-cases it."},
	{ID: "compare.case.host.many.many", Text: "%s read it as written, %s lower-case it."},

	{ID: "compare.ipv6.literal", Text: "A host in brackets, an IP literal, came with RFC 2732 (1999, IPv6) and RFC 3986 (section 3.2.2: IPv6address or IPvFuture), after RFC 1738, whose host is a domain name or four decimal digit groups (section 3.1): it rejects %s."},
	{ID: "compare.ipv6.gonet", Text: "Go's URL.Hostname() gives the address without its brackets (%s)."},
	{ID: "compare.ipv6.whatwg", Text: "The URL Standard writes the IPv6 address compressed (%s)."},

	{ID: "compare.default-port.one", Text: "%s is %s's default port. The URL Standard drops the default port of a special scheme, so it has no port; %s keeps the port as written (RFC 3986 section 3.2.3 asks producers and normalizers, not readers, to omit it)."},
	{ID: "compare.default-port.many", Text: "%s is %s's default port. The URL Standard drops the default port of a special scheme, so it has no port; %s keep the port as written (RFC 3986 section 3.2.3 asks producers and normalizers, not readers, to omit it)."},

	{ID: "compare.empty-port", Text: "The port is empty (a \":\" with no digits after it): RFC 3986 allows it (port = *DIGIT, section 3.2.3) and RFC 1738 does not (port = digits, digits = 1*digit: one at least, section 5)."},
	{ID: "compare.empty-port.one.one", Text: "%s reads an empty port; %s reads none."},
	{ID: "compare.empty-port.one.many", Text: "%s reads an empty port; %s read none."},
	{ID: "compare.empty-port.many.one", Text: "%s read an empty port; %s reads none."},
	{ID: "compare.empty-port.many.many", Text: "%s read an empty port; %s read none."},

	{ID: "compare.fragment.one", Text: "RFC 1738 has no fragment: \"#\" is unsafe, and delimits a URL from a fragment identifier that might follow it (section 2.2). %s splits the fragment off at the first \"#\" (RFC 3986 section 3.5)."},
	{ID: "compare.fragment.many", Text: "RFC 1738 has no fragment: \"#\" is unsafe, and delimits a URL from a fragment identifier that might follow it (section 2.2). %s split the fragment off at the first \"#\" (RFC 3986 section 3.5)."},
	{ID: "compare.fragment.runs-on", Text: "RFC 1738 has no fragment (section 2.2: \"#\" is unsafe; it delimits a URL from a fragment identifier that might follow it), so its %s runs on through the \"#\", which, unsafe, must be encoded (section 2.2); RFC 3986 ends the %s at the \"#\" that starts the fragment (section 3.5)."},

	// The query's causes are two sentences: what each RFC has, then what
	// RFC 1738 makes of this scheme's "?".
	{ID: "compare.query", Text: "RFC 1738 has a query only where the scheme defines one (http's \"?\" search, section 3.3; wais, section 3.9); RFC 3986 gives every URI a query after the first \"?\" (section 3.4)."},
	{ID: "compare.query.undefined-scheme", Text: "RFC 1738 does not define %s URLs: its generic syntax reads no query, though the scheme may reserve \"?\" for one (section 2.2)."},
	{ID: "compare.query.defined-scheme", Text: "In %s URLs RFC 1738 gives \"?\" no role as a query delimiter: where its rules take a \"?\" at all, it is an ordinary character of the part it is in (a Gopher search follows \"%%09\" instead)."},
	{ID: "compare.query.undefined-scheme.runs-on", Text: "RFC 1738 does not define %s URLs, and its generic syntax reads no query, so its %s runs on through the \"?\", which the scheme may reserve (section 2.2)."},
	{ID: "compare.query.defined-scheme.runs-on", Text: "In %s URLs the \"?\" is no delimiter to RFC 1738, so its %s runs on through it."},

	{ID: "compare.leading-slash.one", Text: "The \"/\" after the host: in RFC 1738 it separates the hostport from the url-path and is not part of it (section 3.1); in RFC 3986 it begins the path (path-abempty, section 3.3). %s starts the path with it."},
	{ID: "compare.leading-slash.many", Text: "The \"/\" after the host: in RFC 1738 it separates the hostport from the url-path and is not part of it (section 3.1); in RFC 3986 it begins the path (path-abempty, section 3.3). %s start the path with it."},

	{ID: "compare.no-path", Text: "No \"/\" follows the host, so RFC 1738 reads no url-path (section 3.1: \"/<url-path>\" may be left out); RFC 3986 gives every URI a path, here %s (section 3.3)."},

	{ID: "compare.special-path", Text: "The URL Standard gives a URL of a special scheme (http, https, ws, wss, ftp, file) the path \"/\" when none is written."},

	{ID: "compare.backslash.one", Text: "\"\\\" is unsafe in RFC 1738 (section 2.2) and not among RFC 3986's characters (section 2: digits, letters and a few graphic symbols): both RFCs reject it; %s keeps it in the %s as data."},
	{ID: "compare.backslash.many", Text: "\"\\\" is unsafe in RFC 1738 (section 2.2) and not among RFC 3986's characters (section 2: digits, letters and a few graphic symbols): both RFCs reject it; %s keep it in the %s as data."},
	{ID: "compare.backslash.whatwg", Text: "The URL Standard reads \"\\\" as \"/\" in a special scheme (http, https, ws, wss, ftp, file)."},

	{ID: "compare.decoded", Text: "Percent-decoding: Go's net/url holds the %s decoded (URL.%s: %s), while RFC 1738 (section 2.2: encoding a reserved character \"may change the semantics of a URL\") and RFC 3986 (section 2.2: URIs that differ in it \"are not equivalent\") tell an escaped reserved character such as %%2F from the character."},
	// No character is reserved in a gopher path, and one escape is itself
	// a delimiter.
	{ID: "compare.decoded.gopher", Text: "Percent-decoding: Go's net/url holds the %s decoded (URL.%s: %s). Within a gopher path no character is reserved (RFC 1738 section 3.4.1), so an escape such as %%2F is the same data as \"/\", but %%09 is the delimiter between selector, search and Gopher+ string (section 3.4.1): decoded, the path holds a tab where the URL holds that delimiter; RFC 3986 reads components with their escapes as written (section 2.2: decoding an escaped reserved character changes what the URI means)."},

	{ID: "compare.encoded.idna", Text: "The URL Standard turns a non-ASCII host name of a special scheme into ASCII (IDNA, \"xn--\"); RFC 1738 (section 2.2: octets 80-FF \"are not used in US-ASCII\" and must be encoded) rejects it, and RFC 3986 takes it percent-encoded as UTF-8 (section 3.2.2), though it asks producers for the IDNA form."},
	{ID: "compare.encoded", Text: "The URL Standard percent-encodes the code points outside ASCII and those of the component's percent-encode set (here %s)."},
	{ID: "compare.encoded.non-ascii", Text: "The URL Standard percent-encodes the code points outside ASCII and those of the component's percent-encode set (here %s); octets 80-FF \"are not used in US-ASCII\" and must be encoded (RFC 1738 section 2.2), and RFC 3986 is ASCII only (section 2; IRIs are RFC 3987)."},

	// RFC 3986 reads the empty string after ":" as no password: the
	// opposite of RFC 1738's "ftp://foo:@host.com/".
	{ID: "compare.empty-login.user", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://@host.com/\" has an empty user name). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it says normalization \"should not remove delimiters when their associated component is empty\" (section 6.2.3), so that an empty userinfo before \"@\" may differ from none, as in RFC 1738."},
	{ID: "compare.empty-login.user.one.one", Text: "%s reads an empty user name (nothing before \"@\"); %s reads none."},
	{ID: "compare.empty-login.user.one.many", Text: "%s reads an empty user name (nothing before \"@\"); %s read none."},
	{ID: "compare.empty-login.user.many.one", Text: "%s read an empty user name (nothing before \"@\"); %s reads none."},
	{ID: "compare.empty-login.user.many.many", Text: "%s read an empty user name (nothing before \"@\"); %s read none."},
	{ID: "compare.empty-login.user.whatwg", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://@host.com/\" has an empty user name). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it says normalization \"should not remove delimiters when their associated component is empty\" (section 6.2.3), so that an empty userinfo before \"@\" may differ from none, as in RFC 1738; the URL Standard's username is \"\" either way."},
	{ID: "compare.empty-login.password", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://foo:@host.com/\" has an empty password). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it reads an empty string after the \":\" as \"indicating no password\" (section 3.2.1), where RFC 1738 reads an empty password."},
	{ID: "compare.empty-login.password.one.one", Text: "%s reads an empty password (nothing after \":\"); %s reads none."},
	{ID: "compare.empty-login.password.one.many", Text: "%s reads an empty password (nothing after \":\"); %s read none."},
	{ID: "compare.empty-login.password.many.one", Text: "%s read an empty password (nothing after \":\"); %s reads none."},
	{ID: "compare.empty-login.password.many.many", Text: "%s read an empty password (nothing after \":\"); %s read none."},
	{ID: "compare.empty-login.password.whatwg", Text: "RFC 1738 tells them apart (section 3.1: \"ftp://foo:@host.com/\" has an empty password). RFC 3986 has one userinfo (section 3.2.1), which this comparison splits at its first \":\"; it reads an empty string after the \":\" as \"indicating no password\" (section 3.2.1), where RFC 1738 reads an empty password; the URL Standard's password is \"\" either way."},

	{ID: "compare.http-login", Text: "An http URL has no login in RFC 1738: httpurl takes a hostport only (section 3.3), so it rejects %s (the %s shown is its best effort); RFC 3986's authority takes a userinfo (section 3.2.1), though it deprecates \"user:password\"."},
	{ID: "compare.http-login.unquoted", Text: "An http URL has no login in RFC 1738: httpurl takes a hostport only (section 3.3), so it rejects the login (the %s shown is its best effort); RFC 3986's authority takes a userinfo (section 3.2.1), though it deprecates \"user:password\"."},

	{ID: "compare.ftp-type", Text: "\";type=\" ends RFC 1738's ftp url-path with the transfer type (ftptype, section 3.2.2); to RFC 3986 and today's readers it is path data (a segment may hold \";\" parameters, section 3.3)."},

	{ID: "compare.tilde", Text: "\"~\" is unsafe in RFC 1738, and unsafe characters must be encoded, as %%7E (section 2.2); RFC 2396 (1998) and RFC 3986 (section 2.3) made it unreserved."},

	{ID: "compare.dot-segments", Text: "The URL Standard removes \".\" and \"..\" segments from the path (as RFC 3986 section 5.2.4 does when it resolves a reference); the other readers keep them."},

	{ID: "compare.best-effort", Text: "Both RFCs reject the input (RFC 1738 at byte %d, RFC 3986 at byte %d): what they show is their best effort, and they split the rejected input differently."},
	{ID: "compare.unexplained", Text: "The readers differ here (%s) for a reason this comparison does not name."},

	// A cell in a sentence: its quoted value, or one of these.
	{ID: "compare.cell.absent", Text: "absent"},
	{ID: "compare.cell.empty", Text: "empty"},

	// How a sentence lists readers ("RFC 3986, Go's net/url and the URL
	// Standard"), a reader with its value, and names a row.
	{ID: "compare.readers.and", Text: "%s and %s"},
	{ID: "compare.readers.comma", Text: "%s, %s"},
	{ID: "compare.reader.value", Text: "%s %s"},
	{ID: "compare.field.scheme", Text: "scheme"},
	{ID: "compare.field.user", Text: "user"},
	{ID: "compare.field.password", Text: "password"},
	{ID: "compare.field.host", Text: "host"},
	{ID: "compare.field.port", Text: "port"},
	{ID: "compare.field.path", Text: "path"},
	{ID: "compare.field.query", Text: "query"},
	{ID: "compare.field.fragment", Text: "fragment"},

	// The readers: each column's title, and how a sentence names it.
	{ID: "compare.reader.rfc1738.title", Text: "RFC 1738 (1994)"},
	{ID: "compare.reader.rfc3986.title", Text: "RFC 3986 (2005)"},
	{ID: "compare.reader.whatwg.title", Text: "URL Standard (this browser)"},
	{ID: "compare.reader.gonet.title", Text: "Go net/url"},
	{ID: "compare.reader.rfc1738.name", Text: "RFC 1738"},
	{ID: "compare.reader.rfc3986.name", Text: "RFC 3986"},
	{ID: "compare.reader.whatwg.name", Text: "the URL Standard"},
	{ID: "compare.reader.gonet.name", Text: "Go's net/url"},

	// Why RFC 1738's reading rejects the input: its first error, or, when
	// the parser names none, that no alternative of url matches.
	{ID: "compare.rfc1738.why", Text: "%s (section %s)"},
	{ID: "compare.rfc1738.why.appendix", Text: "%s (the appendix)"},
	// Why RFC 3986's reading rejects the input: where its rules stop, as
	// package rfc3986 finds it.
	{ID: "compare.rfc3986.scheme-start", Text: "a scheme starts with a letter, not %s (section 3.1)"},
	{ID: "compare.rfc3986.scheme-char", Text: "%s cannot be in a scheme: only letters, digits, \"+\", \"-\" and \".\" (section 3.1)"},
	{ID: "compare.rfc3986.port", Text: "%s in the port, which is digits only (section 3.2.3)"},
	{ID: "compare.rfc3986.colon", Text: "\":\" in the first segment of a relative reference, where it would read as the end of a scheme (section 4.2)"},
	{ID: "compare.rfc3986.ip-literal", Text: "\"[\" starts an IP literal that no \"]\" ends (section 3.2.2)"},
	{ID: "compare.rfc3986.after-ip-literal", Text: "after the \"]\" of an IP literal comes \":\" and the port, or the end of the authority (section 3.2)"},
	{ID: "compare.rfc3986.ipvfuture", Text: "not an IPvFuture address: \"v\", hex digits, \".\", then unreserved, sub-delims or \":\" (section 3.2.2)"},
	{ID: "compare.rfc3986.ipv6", Text: "not an IPv6 address: up to eight groups of one to four hex digits, one \"::\" at most (section 3.2.2)"},
	{ID: "compare.rfc3986.pct-encoded", Text: "\"%%\" not followed by two hex digits (pct-encoded, section 2.1)"},
	{ID: "compare.rfc3986.delimiter", Text: "%s cannot be in the %s, where it is a delimiter; as data it is written %%%s (section %s)"},
	{ID: "compare.rfc3986.non-ascii", Text: "%s cannot be in the %s: a URI is ASCII, so the octet is written %%%s (section %s)"},
	{ID: "compare.rfc3986.char", Text: "%s cannot be in the %s: it is written %%%s (section %s)"},
	{ID: "compare.rfc3986.space", Text: "the space"},
	{ID: "compare.rfc3986.octet", Text: "the octet %%%s"},
	{ID: "compare.rfc1738.not-a-url", Text: "not a URL"},

	// What became of the scheme (today.go): the RFC that defines it today,
	// and where it reads this URL otherwise.
	{ID: "compare.today.ftp", Text: "No RFC has re-specified ftp URLs since RFC 1738: the two RFCs that obsolete it took over telnet (RFC 4248) and gopher (RFC 4266) only, and RFC 1738 is still the registered definition of ftp."},
	{ID: "compare.today.http", Text: "RFC 9110 defines http URIs today, on RFC 3986's generic syntax: http-URI = \"http\" \"://\" authority path-abempty [ \"?\" query ] (section 4.2.1)."},
	{ID: "compare.today.http.userinfo", Text: "RFC 1738 allows no user name or password in an http URL (section 3.3); RFC 9110's grammar reads one, in RFC 3986's userinfo, but deprecates it: a sender must not generate it in a message's target URI or field value, and a recipient should treat it as an error in a URI from an untrusted source (section 4.2.4)."},
	{ID: "compare.today.http.query-no-path", Text: "RFC 1738 has a \"?\" only after a \"/\" and a path (httpurl, section 5); RFC 9110 reads a query right after the host, with an empty path (path-abempty, section 4.2.1)."},
	{ID: "compare.today.gopher", Text: "RFC 4266 obsoletes RFC 1738 for gopher: it copies the scheme, so it reads this URL as RFC 1738 does, and adds a historical note: few Gopher servers are in use today."},
	{ID: "compare.today.telnet", Text: "RFC 4248 obsoletes RFC 1738 for telnet: it copies the scheme, so it reads this URL as RFC 1738 does."},
	{ID: "compare.today.telnet.login", Text: "Of the user name and password, RFC 4248 adds: \"Few implementations handle the user name and password very well, if at all.\" (section 2)"},
	{ID: "compare.today.wais", Text: "RFC 4156, a Historic document, copies the wais scheme from RFC 1738, and notes that almost no WAIS servers are in use today."},
	{ID: "compare.today.prospero", Text: "RFC 4157, a Historic document, copies the prospero scheme from RFC 1738."},
	{ID: "compare.today.mailto", Text: "RFC 6068 defines mailto URIs today: it replaced RFC 2368 (1998), which had updated RFC 1738's mailto, and the registry of URI schemes refers to it."},
	{ID: "compare.today.mailto.hfields", Text: "RFC 6068 reserves \"?\", \"=\" and \"&\" as delimiters: what follows the \"?\" is header fields (hfields = \"?\" hfield *( \"&\" hfield ), section 2); RFC 1738 reads the \"?\" as part of the address (mailtourl, section 5)."},
	{ID: "compare.today.mailto.addresses", Text: "RFC 6068 reads \",\" as separating addresses (to = addr-spec *(\",\" addr-spec ), section 2); RFC 1738's mailto URL names one address (section 3.5)."},
	{ID: "compare.today.file", Text: "RFC 8089 updates RFC 1738 and replaces its definition of file URLs (section 3.10) with one on RFC 3986's generic syntax."},
	{ID: "compare.today.file.no-authority", Text: "An RFC 1738 file URL always starts with \"file://\"; RFC 8089 makes the \"//\" and the host optional, so \"file:/path\" is a file URI today (appendix A)."},
	{ID: "compare.today.news", Text: "RFC 5538 defines news URIs today: its definition revises RFC 1738's from modern usage."},
	{ID: "compare.today.nntp", Text: "RFC 5538 defines nntp URIs today: its definition revises RFC 1738's from modern usage, and it notes that they are less widely supported than news URIs."},
	{ID: "compare.today.news.server", Text: "RFC 5538 allows a server at the start of a news URI (news://server/group); RFC 1738's news URL names none (section 3.6)."},
	{ID: "compare.today.news.wildmat", Text: "RFC 1738 has one wildcard, \"news:*\" for every group; RFC 5538 reads \"*\" and \"?\" in a group name as wildcards (news:example.group.*)."},
}

// statements is the table written out, made when first asked for, without
// the bases (Statements has them).
var statements = sync.OnceValue(func() []parser.Statement {
	out := make([]parser.Statement, len(table))
	for i, st := range table {
		out[i] = parser.Statement{ID: st.ID, Text: st.Text}
	}
	return out
})

// catalog says the table's statements by ID.
var catalog = parser.NewCatalog("compare", statements)

// say formats statement id with args.
func say(id string, args ...any) string { return catalog.Say(id, args...) }
