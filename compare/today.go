package compare

import (
	"strings"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// Today is what became of the URL's scheme after 1994: the RFC that
// defines it today, and where that RFC reads this URL otherwise than RFC
// 1738. Each of RFC 1738's ten schemes has one; other schemes none.
type Today struct {
	Scheme string // as RFC 1738 names it: "gopher"
	// RFC is the document that defines the scheme today; its Number is 0
	// when no RFC has re-specified the scheme since RFC 1738 (ftp).
	RFC    parser.LaterRFC
	Says   string // what the RFC is to the scheme, one statement
	Quotes []Cite // the sentences Says rests on
	// Changes are the ways the later RFC reads this URL otherwise, each
	// with its cause's name ("mailto-hfields"), its statement and the
	// sentences it cites; none when it reads the URL as RFC 1738 does,
	// as far as the comparison knows.
	Changes []Change
}

// A Change is one way the later RFC reads the URL otherwise.
type Change struct {
	Cause  string
	Why    string
	Quotes []Cite
}

// The sentences of the later RFCs the history quotes, word for word; the
// tests find each in its section of the RFC's own text
// (internal/laterrfc).
var (
	q4266Copies    = Cite{"RFC 4266", "1", "Because that document has been made obsolete, this document copies the gopher URI scheme from it to allow that material to remain on standards track."}
	q4266Few       = Cite{"RFC 4266", "2", "Historical note: The Gopher protocol was widely implemented in the early 1990s, but few Gopher servers are in use today."}
	q4248Copies    = Cite{"RFC 4248", "1", "Because that document has been made obsolete, this document copies the telnet URI scheme from it to allow that material to remain on standards track."}
	q4248Login     = Cite{"RFC 4248", "2", "Few implementations handle the user name and password very well, if at all."}
	q4156Copies    = Cite{"RFC 4156", "1", "Because that document has been made obsolete, this document copies the wais URI scheme from it to allow that material to remain on standards track."}
	q4156Few       = Cite{"RFC 4156", "2", "Historical note: The WAIS protocol was not widely implemented and almost no WAIS servers are in use today."}
	q4157Copies    = Cite{"RFC 4157", "1", "Because that document has been made obsolete, this document copies the prospero URI scheme from it to allow that material to remain on standards track."}
	q6068Registry  = Cite{"RFC 6068", "8.1", "This document changes the definition of the 'mailto' URI scheme; the registry of URI schemes has been updated to refer to this document rather than its predecessor, [RFC2368]."}
	q6068Reserved  = Cite{"RFC 6068", "2", `Within 'mailto' URIs, the characters "?", "=", and "&" are reserved, serving as delimiters.`}
	q6068HFields   = Cite{"RFC 6068", "2", `hfields = "?" hfield *( "&" hfield )`}
	q6068To        = Cite{"RFC 6068", "2", `to = addr-spec *("," addr-spec )`}
	q8089Replaces  = Cite{"RFC 8089", "abstract", `This document provides a more complete specification of the "file" Uniform Resource Identifier (URI) scheme and replaces the very brief definition in Section 3.10 of RFC 1738.`}
	q8089Generic   = Cite{"RFC 8089", "1", `This document specifies a syntax based on the generic syntax of [RFC3986] that is compatible with most existing usages.`}
	q8089NoSlash   = Cite{"RFC 8089", "A", `According to the definition in [RFC1738], a file URL always started with the token "file://", followed by an (optionally blank) host name and a "/". The syntax given in Section 2 makes the entire authority component, including the double slashes "//", optional.`}
	q5538Updates   = Cite{"RFC 5538", "1", "The definitions for the 'news' and 'nntp' URI schemes given here are updates from [RFC1738] based on modern usage of these schemes."}
	q5538Server    = Cite{"RFC 5538", "2.2", "Another commonly supported addition to the [RFC1738] syntax is the optional specification of a server at the beginning of 'news' URIs."}
	q5538Wildcard  = Cite{"RFC 5538", "2.2", `[RFC1738] offered only one wildcard for sets of newsgroups in 'news' URIs, a "*" used to refer to "all available newsgroups".`}
	q5538Wildmat   = Cite{"RFC 5538", "4", `The form identifying <newsgroups> corresponds to the [RFC3977] <wildmat-pattern>, a newsgroup name with wildcards "*" and "?".`}
	q5538NNTP      = Cite{"RFC 5538", "2.1", "For these reasons, the use of the 'nntp' URI scheme is limited, and it is less widely supported by user agents than the similar 'news' URI scheme."}
	q9110HTTP      = Cite{"RFC 9110", "4.2.1", `http-URI = "http" "://" authority path-abempty [ "?" query ]`}
	q9110Untrusted = Cite{"RFC 9110", "4.2.4", `Before making use of an "http" or "https" URI reference received from an untrusted source, a recipient SHOULD parse for userinfo and treat its presence as an error; it is likely being used to obscure the authority for the sake of phishing attacks.`}
	q9110NoUser    = Cite{"RFC 9110", "4.2.4", `A sender MUST NOT generate the userinfo subcomponent (and its "@" delimiter) when an "http" or "https" URI reference is generated within a message as a target URI or field value.`}
)

// histories are the ten schemes' later RFCs. A slice of pointers to the
// sentences, not a map of copies: the linker lays it out as data, where a
// map literal is code run at the page's start.
var histories = [...]struct {
	scheme string
	rfc    int
	says   string
	quotes []*Cite
}{
	{"ftp", 0, "compare.today.ftp", []*Cite{&q4248Copies, &q4266Copies}},
	{"http", 9110, "compare.today.http", []*Cite{&q9110HTTP}},
	{"gopher", 4266, "compare.today.gopher", []*Cite{&q4266Copies, &q4266Few}},
	{"mailto", 6068, "compare.today.mailto", []*Cite{&q6068Registry}},
	{"news", 5538, "compare.today.news", []*Cite{&q5538Updates}},
	{"nntp", 5538, "compare.today.nntp", []*Cite{&q5538Updates, &q5538NNTP}},
	{"telnet", 4248, "compare.today.telnet", []*Cite{&q4248Copies}},
	{"wais", 4156, "compare.today.wais", []*Cite{&q4156Copies, &q4156Few}},
	{"file", 8089, "compare.today.file", []*Cite{&q8089Replaces, &q8089Generic}},
	{"prospero", 4157, "compare.today.prospero", []*Cite{&q4157Copies}},
}

// SchemeToday returns what became of the input's scheme after 1994, or
// nil when the scheme is not one of RFC 1738's ten. The scheme is the one
// RFC 1738's reading finds, its case ignored (section 2.1).
func SchemeToday(input string, rfc1738 Reading) *Today {
	c := rfc1738.Cells[Scheme]
	scheme := strings.ToLower(c.Value)
	k := 0
	for k < len(histories) && histories[k].scheme != scheme {
		k++
	}
	if !c.Present || k == len(histories) {
		return nil
	}
	h := &histories[k]
	id := h.says
	t := &Today{Scheme: scheme, Says: say(id)}
	for _, q := range h.quotes {
		t.Quotes = append(t.Quotes, *q)
	}
	if h.rfc != 0 {
		t.RFC, _ = parser.Later(h.rfc)
	}
	// What follows "scheme:", as far as RFC 1738's reading goes (not the
	// wrapper's ">" nor the whitespace around the URL), and up to a "#",
	// which every later document reads as the start of a fragment.
	end := c.End
	for _, cell := range rfc1738.Cells {
		if cell.Present && cell.HasSpan {
			end = max(end, cell.End)
		}
	}
	rest := ""
	if c.HasSpan && c.End < end && end <= len(input) {
		rest = input[c.End+1 : end] // after the ":"
	}
	rest, _, _ = strings.Cut(rest, "#")
	// authority is what follows "//", up to the next "/", "?" or "#", as
	// RFC 3986 ends it; ok is false when there is no "//".
	authority := func() (string, bool) {
		a, ok := strings.CutPrefix(rest, "//")
		if i := strings.IndexAny(a, "/?"); i >= 0 {
			a = a[:i]
		}
		return a, ok
	}
	add := func(cause, id string, quotes ...Cite) {
		t.Changes = append(t.Changes, Change{cause, say(id), quotes})
	}
	switch scheme {
	case "http":
		if auth, ok := authority(); ok {
			if strings.Contains(auth, "@") {
				add("http-userinfo", "compare.today.http.userinfo", q1738HTTPLogin, q9110NoUser, q9110Untrusted)
			}
			if strings.HasPrefix(rest[2+len(auth):], "?") {
				add("http-query-no-path", "compare.today.http.query-no-path", q9110HTTP)
			}
		}
	case "telnet":
		if auth, ok := authority(); ok && strings.Contains(auth, "@") {
			add("telnet-login", "compare.today.telnet.login", q4248Login)
		}
	case "mailto":
		addr, _, hasQuery := strings.Cut(rest, "?")
		if hasQuery {
			add("mailto-hfields", "compare.today.mailto.hfields", q6068Reserved, q6068HFields)
		}
		if strings.Contains(addr, ",") {
			add("mailto-addresses", "compare.today.mailto.addresses", q6068To, q1738Mailto)
		}
	case "file":
		// RFC 8089's local-path is a path-absolute: "/" and a segment.
		if strings.HasPrefix(rest, "/") && !strings.HasPrefix(rest, "//") {
			add("file-no-authority", "compare.today.file.no-authority", q8089NoSlash)
		}
	case "news":
		group := rest
		if _, ok := authority(); ok {
			add("news-server", "compare.today.news.server", q5538Server, q1738News)
			group = ""
			if _, after, ok := strings.Cut(rest[2:], "/"); ok {
				group = after
			}
		}
		// A literal "?" starts a query (RFC 5538 section 4 has a "?"
		// wildcard written "%3F"); an article has an "@".
		group, _, _ = strings.Cut(group, "?")
		wild := strings.Contains(group, "*") && group != "*" || strings.Contains(strings.ToUpper(group), "%3F")
		if !strings.Contains(group, "@") && wild {
			add("news-wildmat", "compare.today.news.wildmat", q5538Wildcard, q5538Wildmat)
		}
	}
	return t
}
