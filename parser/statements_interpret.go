package parser

// interpretStatements are what Interpret's steps say: each note, and each
// placeholder that stands for an argument the URL does not give. A step's
// Quote is the sentence of RFC 1738 it follows; its note's statement rests
// on that sentence, and on the sentence the note quotes when it quotes one
// (`"…" (section X)`). What only another document says (FTP's TYPE codes,
// Gopher's item types, RFC 822's addr-spec, HTTP's request) rests on that
// document, never on RFC 1738.
var interpretStatements = []Statement{
	// Section 6's caution, on any step whose decoded argument a client
	// sends to a server.
	{ID: "interpret.caution.crlf", Text: "decoded, the argument holds %s: sent as it is, it could act as a protocol delimiter and be used to simulate an extra operation (section 6)",
		Basis: []Basis{{Kind: Prose, Section: "6", Quote: quoteCaution}}},

	// The connection: host and port (section 3.1, and each scheme's
	// default port).
	{ID: "interpret.connect.port-empty", Text: "the port after \":\" is empty",
		Basis: []Basis{{Kind: Prose, Section: "3.1", Quote: quotePort}, {Kind: Prose, q: qPortOmitted}, {Kind: Grammar, Rule: "port"}}},
	{ID: "interpret.connect.non-default-port", Text: "the URL names port %s, not the default, %d: section 6 asks for caution with such a port",
		Basis: []Basis{{Kind: Prose, q: qSecurityPort}, {Kind: Prose, q: qPortDefault}, {Kind: Prose, q: qFTPPort}, {Kind: Prose, q: qHTTPPort}, {Kind: Prose, q: qGopherPort}, {Kind: Prose, q: qNNTPPort}, {Kind: Prose, q: qTelnetPort}, {Kind: Prose, q: qWAISPort}, {Kind: Prose, q: qProsperoPort}}},
	{ID: "interpret.connect.default-port", Text: "no port in the URL: the default, %d",
		Basis: []Basis{{Kind: Prose, q: qPortDefault}, {Kind: Prose, q: qFTPPort}, {Kind: Prose, q: qHTTPPort}, {Kind: Prose, q: qGopherPort}, {Kind: Prose, q: qNNTPPort}, {Kind: Prose, q: qTelnetPort}, {Kind: Prose, q: qWAISPort}, {Kind: Prose, q: qProsperoPort}}},
	{ID: "interpret.connect.no-default", Text: "no port in the URL, and RFC 1738 names no default for this scheme",
		Basis: []Basis{{Kind: Prose, Section: "3.1", Quote: quoteDefaultPt}, {Kind: Prose, Section: "2", Quote: quoteNewSchemes}}},
	{ID: "interpret.connect.no-host", Text: "no host: there is nothing to connect to",
		Basis: []Basis{{Kind: Prose, Section: "3.1", Quote: quoteCommon}, {Kind: Prose, q: qHost}, {Kind: Prose, Section: "3.1", Quote: quotePort}}},

	// FTP: the login (3.2.1), then the url-path as FTP commands (3.2.2,
	// 3.2.3).
	{ID: "interpret.ftp.anonymous-user", Text: "no user name in the URL: anonymous FTP, only if the server asks for a user name",
		Basis: []Basis{{Kind: Prose, Section: "3.2.1", Quote: quoteFTPAnonUser}}},
	{ID: "interpret.ftp.anonymous-pass", Text: "the end user's Internet e-mail address, if the server asks for one",
		Basis: []Basis{{Kind: Prose, Section: "3.2.1", Quote: quoteFTPAnonPass}, {Kind: Prose, Section: "3.2.1", Quote: quoteFTPAnonUser}}},
	{ID: "interpret.ftp.anonymous-pass.placeholder", Text: "<e-mail address>",
		Basis: []Basis{{Kind: Prose, Section: "3.2.1", Quote: quoteFTPAnonPass}}},
	{ID: "interpret.ftp.ask-pass", Text: "a user name but no password in the URL: if the server asks for a password, the program should ask the user for it",
		Basis: []Basis{{Kind: Prose, Section: "3.2.1", Quote: quoteFTPAskPass}}},
	{ID: "interpret.ftp.ask-pass.placeholder", Text: "<password from the user>",
		Basis: []Basis{{Kind: Prose, Section: "3.2.1", Quote: quoteFTPAskPass}}},
	{ID: "interpret.ftp.no-path", Text: "no url-path: after the login, RFC 1738 names no command to send",
		Basis: []Basis{{Kind: Prose, Section: "3.2.2", Quote: quoteFTPNoPath}, {Kind: Prose, Section: "3.2.2", Quote: "The url-path is interpreted as a series of FTP commands as follows:"}}},
	{ID: "interpret.ftp.no-path.placeholder", Text: "<no command>",
		Basis: []Basis{{Kind: Prose, Section: "3.2.2", Quote: quoteFTPNoPath}}},
	{ID: "interpret.ftp.cwd.encoded-slash", Text: "the encoded \"/\" is decoded: it is part of the argument, not a separator (3.2.2)",
		Basis: []Basis{{Kind: Prose, q: qFTPEncodeSlash}, {Kind: Prose, Section: "3.2.2", Quote: "The components are decoded prior to their use in the FTP protocol."}}},
	{ID: "interpret.ftp.cwd.relative", Text: "the first CWD may run relative to the login's default directory (3.2.2)",
		Basis: []Basis{{Kind: Prose, Section: "3.2.2", Quote: `the initial "CWD" might be executed relative to the default directory for "myname".`}}},
	{ID: "interpret.ftp.empty-name", Text: "the name is empty: section 3.2.2 allows it, and does not say what the client then fetches",
		Basis: []Basis{{Kind: Prose, Section: "3.2.2", Quote: "The <cwdx> and <name> parts may be empty."}, {Kind: Prose, Section: "3.2.2", Quote: quoteFTPType}}},
	{ID: "interpret.ftp.type-a", Text: "RFC 1738 does not say what \"a\" means: in FTP (RFC 959), TYPE A is ASCII text",
		Basis: []Basis{{Kind: Prose, q: qFTPType}, {Kind: Other, Doc: "RFC 959", Section: "3.1.1.1", Quote: "the ASCII type, TYPE A, for text"}}},
	{ID: "interpret.ftp.type-i", Text: "RFC 1738 does not say what \"i\" means: in FTP (RFC 959), TYPE I is image, the bits sent as they are",
		Basis: []Basis{{Kind: Prose, q: qFTPType}, {Kind: Other, Doc: "RFC 959", Section: "3.1.1.3", Quote: "the image type, TYPE I: the data are sent as contiguous bits"}}},
	{ID: "interpret.ftp.no-type", Text: "no \";type=\": guess the mode, A or I, from the name",
		Basis: []Basis{{Kind: Prose, Section: "3.2.3", Quote: quoteFTPNoType}, {Kind: Prose, Section: "3.2.3", Quote: "In general, the data content type of a file can only be guessed from the name, e.g., from the suffix of the name;"}, {Kind: Prose, q: qFTPType}}},
	{ID: "interpret.ftp.no-type.placeholder", Text: "<A or I, guessed>",
		Basis: []Basis{{Kind: Prose, Section: "3.2.3", Quote: quoteFTPNoType}, {Kind: Prose, q: qFTPType}}},

	// HTTP: section 3.3 gives the syntax only.
	{ID: "interpret.http.no-path", Text: "no path: the selector is empty (3.3: the <path> is optional)",
		Basis: []Basis{{Kind: Prose, Section: "3.3", Quote: quoteHTTPPath}, {Kind: Prose, q: qHTTPSlash}}},
	{ID: "interpret.http.selector", Text: "as written, after the \"/\" that follows the host",
		Basis: []Basis{{Kind: Prose, Section: "3.3", Quote: quoteHTTPPath}, {Kind: Prose, Section: "3.3", Quote: quoteHTTPElsewhere}, {Kind: Grammar, Rule: "httpurl"}}},
	{ID: "interpret.http.search", Text: "the query string, as written",
		Basis: []Basis{{Kind: Prose, Section: "3.3", Quote: quoteHTTPPath}, {Kind: Prose, Section: "3.3", Quote: quoteHTTPElsewhere}}},
	{ID: "interpret.http.request", Text: "how a client asks for the selector and the query string is HTTP's, not RFC 1738's (HTTP/1.0 was later written down as RFC 1945)",
		Basis: []Basis{{Kind: Prose, Section: "3.3", Quote: quoteHTTPElsewhere}, {Kind: Other, Doc: "RFC 1945", Section: "", Quote: "HTTP/1.0, written down in 1996: how a client requests a resource"}}},
	{ID: "interpret.http.request.placeholder", Text: "<the HTTP protocol's>",
		Basis: []Basis{{Kind: Prose, Section: "3.3", Quote: quoteHTTPElsewhere}}},

	// Gopher: the type is not sent, the selector is (3.4.1); a search
	// (3.4.2) and a Gopher+ string (3.4.3 to 3.4.9) follow it.
	{ID: "interpret.gopher.no-path", Text: "no gopher-path: the type defaults to \"1\"; %s",
		Basis: []Basis{{Kind: Prose, Section: "3.4.1", Quote: quoteGopherNoType}}},
	{ID: "interpret.gopher.type", Text: `not sent: "Gopher clients specify which item to retrieve by sending the Gopher selector string to a Gopher server" (section 3.4.1); in RFC 1436, not RFC 1738, type %q is %s`,
		Basis: []Basis{{Kind: Prose, Section: "3.4.1", Quote: quoteGopherSelector}, {Kind: Prose, Section: "3.4.1", Quote: quoteGopherType}, {Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "the item type characters and what each stands for"}}},
	{ID: "interpret.gopher.type.undefined", Text: `not sent: "Gopher clients specify which item to retrieve by sending the Gopher selector string to a Gopher server" (section 3.4.1); RFC 1436 defines no type %q`,
		Basis: []Basis{{Kind: Prose, Section: "3.4.1", Quote: quoteGopherSelector}, {Kind: Prose, Section: "3.4.1", Quote: quoteGopherType}, {Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "the item type characters, which are all it defines"}}},
	{ID: "interpret.gopher.item.file", Text: "a file",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "0 Item is a file"}}},
	{ID: "interpret.gopher.item.directory", Text: "a directory",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "1 Item is a directory"}}},
	{ID: "interpret.gopher.item.cso", Text: "a CSO phone-book server",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "2 Item is a CSO phone-book server"}}},
	{ID: "interpret.gopher.item.error", Text: "an error",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "3 Error"}}},
	{ID: "interpret.gopher.item.binhex", Text: "a BinHexed Macintosh file",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "4 Item is a BinHexed Macintosh file."}}},
	{ID: "interpret.gopher.item.dos", Text: "a DOS binary archive",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "5 Item is DOS binary archive of some sort."}}},
	{ID: "interpret.gopher.item.uuencoded", Text: "a UNIX uuencoded file",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "6 Item is a UNIX uuencoded file."}}},
	{ID: "interpret.gopher.item.search", Text: "an index-search server",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "7 Item is an Index-Search server."}}},
	{ID: "interpret.gopher.item.telnet", Text: "a text-based telnet connection",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "8 Item points to a text-based telnet session."}}},
	{ID: "interpret.gopher.item.binary", Text: "a binary file",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "9 Item is a binary file!"}}},
	{ID: "interpret.gopher.item.redundant", Text: "a redundant server",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "+ Item is a redundant server"}}},
	{ID: "interpret.gopher.item.tn3270", Text: "a text-based tn3270 connection",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "T Item points to a text-based tn3270 session."}}},
	{ID: "interpret.gopher.item.gif", Text: "a GIF image",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "g Item is a GIF format graphics file."}}},
	{ID: "interpret.gopher.item.image", Text: "an image",
		Basis: []Basis{{Kind: Other, Doc: "RFC 1436", Section: "3.8", Quote: "I Item is some kind of image file."}}},
	{ID: "interpret.gopher.empty-selector", Text: "the empty selector: \"this is how Gopher clients refer to the top-level directory on a Gopher server\" (3.4.1)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.1", Quote: "The Gopher selector string may be an empty string; this is how Gopher clients refer to the top-level directory on a Gopher server."}}},
	{ID: "interpret.gopher.selector.unsendable", Text: "decoded, it holds a tab, LF or CR, which a Gopher selector may not: a client cannot send it as it is",
		Basis: []Basis{{Kind: Prose, Section: "3.4.1", Quote: quoteGopherOctets}}},
	{ID: "interpret.gopher.search.empty", Text: "the search string is empty: sent as nothing after the tab",
		Basis: []Basis{{Kind: Prose, Section: "3.4.2", Quote: quoteGopherSearch}}},
	{ID: "interpret.gopher.search.empty-plus", Text: "the search string is empty: sent as nothing between the two tabs",
		Basis: []Basis{{Kind: Prose, Section: "3.4.3", Quote: quoteGopherPlus}, {Kind: Prose, Section: "3.4.3", Quote: "Note that in this case, the %09<search> string must be supplied, although the <search> element may be the empty string."}}},
	{ID: "interpret.gopher.search.empty-form", Text: "the search string is empty; section 3.4.9 shows the client sending \"<a_gopher_selector><tab>+<tab>1\", with no empty search and one tab before the form, where 3.4.3 sends the search between two tabs",
		Basis: []Basis{{Kind: Prose, Section: "3.4.9", Quote: "To retrieve this item, the Gopher client sends: <a_gopher_selector><tab>+<tab>1<cr><lf>"}, {Kind: Prose, Section: "3.4.3", Quote: quoteGopherPlus}}},
	{ID: "interpret.gopher.ask.fetch", Text: "the item's +ASK attribute, the form's definition",
		Basis: []Basis{{Kind: Prose, Section: "3.4.5", Quote: quoteGopherAsk}}},
	{ID: "interpret.gopher.ask.ask", Text: "the user fills out the form",
		Basis: []Basis{{Kind: Prose, Section: "3.4.5", Quote: quoteGopherAsk}}},
	{ID: "interpret.gopher.ask.placeholder", Text: "<the user's responses>",
		Basis: []Basis{{Kind: Prose, Section: "3.4.5", Quote: quoteGopherAsk}}},
	{ID: "interpret.gopher.ask.selector", Text: "sent with the user's responses",
		Basis: []Basis{{Kind: Prose, Section: "3.4.5", Quote: quoteGopherAsk}}},
	{ID: "interpret.gopher.ask.selector.search", Text: "sent with the user's responses; section 3.4.5 does not say what becomes of the search string %q",
		Basis: []Basis{{Kind: Prose, Section: "3.4.5", Quote: quoteGopherAsk}}},
	{ID: "interpret.gopher.plus.default-view", Text: "the item's default view (3.4.4)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.4", Quote: `A Gopher URL with a Gopher+ string consisting of only a "+" refers to the default view (data representation) of the item`}}},
	{ID: "interpret.gopher.plus.attributes", Text: "all of the item's attributes (3.4.6)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.6", Quote: `"!" refers to the all of a Gopher+ item's attributes.`}}},
	{ID: "interpret.gopher.plus.directory-attributes", Text: "all the attributes of all the items in the directory (3.4.6)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.6", Quote: `"$" refers to all the item attributes for all items in a Gopher directory.`}}},
	{ID: "interpret.gopher.plus.named-attributes", Text: "the attributes named (3.4.7)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.7", Quote: `To refer to specific attributes, the URL's gopher+_string is "!<attribute_name>" or "$<attribute_name>".`}}},
	{ID: "interpret.gopher.plus.form", Text: "a filled-out electronic form, as the client sends it (3.4.9)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.9", Quote: "The gopher+_string for a URL that refers to an item referenced by a Gopher+ electronic form (an ASK block) filled out with specific values is a coded version of what the client sends to the server."}}},
	{ID: "interpret.gopher.plus.alternate-view", Text: "an alternate view: a view and a language (3.4.8)",
		Basis: []Basis{{Kind: Prose, Section: "3.4.8", Quote: "To retrieve a Gopher+ alternate view, a Gopher+ client sends the appropriate view and language identifier (found in the item's +VIEW attribute)."}}},

	// Mailto (3.5): one address, and nothing fetched.
	{ID: "interpret.mailto.address", Text: `one address; nothing is fetched: "the mailto scheme does not represent a data object to be accessed directly" (section 3.5)`,
		Basis: []Basis{{Kind: Prose, Section: "3.5", Quote: quoteMailto}, {Kind: Prose, Section: "3.5", Quote: "Unlike many URLs, the mailto scheme does not represent a data object to be accessed directly; there is no sense in which it designates an object."}}},
	{ID: "interpret.mailto.addresses.none", Text: "section 3.5 takes one addr-spec (local-part \"@\" domain, RFC 822); this holds no \"@\": the BNF (encoded822addr = 1*xchar) accepts it, and RFC 1738 does not say what a client does with it",
		Basis: []Basis{{Kind: Prose, Section: "3.5", Quote: quoteMailto}, {Kind: Grammar, Rule: "encoded822addr"}, {Kind: Other, Doc: "RFC 822", Section: "6.1", Quote: `addr-spec = local-part "@" domain`}}},
	{ID: "interpret.mailto.addresses.many", Text: "section 3.5 takes one addr-spec (local-part \"@\" domain, RFC 822); this holds %d \"@\": perhaps %d addresses, perhaps one whose quoted local-part or domain-literal holds an \"@\" (RFC 822), perhaps a malformed one: the BNF (encoded822addr = 1*xchar) accepts it, and RFC 1738 does not say what a client does with it",
		Basis: []Basis{{Kind: Prose, Section: "3.5", Quote: quoteMailto}, {Kind: Grammar, Rule: "encoded822addr"}, {Kind: Other, Doc: "RFC 822", Section: "6.1", Quote: `addr-spec = local-part "@" domain`}}},

	// News (3.6) and NNTP (3.7).
	{ID: "interpret.news.all", Text: "all available news groups",
		Basis: []Basis{{Kind: Prose, Section: "3.6", Quote: quoteNewsAll}}},
	{ID: "interpret.news.location-independent", Text: `location-independent: news URLs "do not contain sufficient information to locate a single resource" (section 3.6)`,
		Basis: []Basis{{Kind: Prose, Section: "3.6", Quote: "The news URLs are unusual in that by themselves, they do not contain sufficient information to locate a single resource, but, rather, are location-independent."}}},
	{ID: "interpret.news.article", Text: "the article whose Message-ID is <%s>; %s",
		Basis: []Basis{{Kind: Prose, Section: "3.6", Quote: quoteNewsArticle}}},

	// Telnet (3.8): the login is advice to the user.
	{ID: "interpret.telnet.user", Text: "advisory only: tell the user the suggested user name",
		Basis: []Basis{{Kind: Prose, Section: "3.8", Quote: quoteTelnetLogin}, {Kind: Prose, q: qTelnetAdvisory}}},
	{ID: "interpret.telnet.password", Text: "advisory only: tell the user the suggested password",
		Basis: []Basis{{Kind: Prose, Section: "3.8", Quote: quoteTelnetLogin}, {Kind: Prose, q: qTelnetAdvisory}}},

	// WAIS (3.9).
	{ID: "interpret.wais.database-only", Text: "the first form: the database alone; RFC 1738 names no search for the client to send",
		Basis: []Basis{{Kind: Prose, Section: "3.9", Quote: quoteWAISIndex}, {Kind: Prose, q: qWAISForm}}},
	{ID: "interpret.wais.document-opaque", Text: `"The WAIS document-id should be treated opaquely; it may only be decomposed by the server that issued it." (section 3.9)`,
		Basis: []Basis{{Kind: Prose, Section: "3.9", Quote: "The WAIS document-id should be treated opaquely; it may only be decomposed by the server that issued it."}}},

	// File (3.10): a machine and a path, and no access method.
	{ID: "interpret.file.no-method", Text: `section 3.10 "does not specify an Internet protocol or access method for such files"`,
		Basis: []Basis{{Kind: Prose, Section: "3.10", Quote: "The file URL scheme is unusual in that it does not specify an Internet protocol or access method for such files; as such, its utility in network protocols between hosts is limited."}}},
	{ID: "interpret.file.local", Text: "this machine, the one interpreting the URL; %s",
		Basis: []Basis{{Kind: Prose, Section: "3.10", Quote: quoteFileLocal}}},

	// Prospero (3.11).
	{ID: "interpret.prospero.hsoname-opaque", Text: `"This name is opaque and interpreted by the Prospero server." (section 3.11)`,
		Basis: []Basis{{Kind: Prose, Section: "3.11", Quote: "This name is opaque and interpreted by the Prospero server."}}},

	// A scheme RFC 1738 does not define: the generic syntax alone.
	{ID: "interpret.generic.scheme", Text: "RFC 1738 does not define this scheme: it gives only the generic syntax for it",
		Basis: []Basis{{Kind: Prose, Section: "2", Quote: quoteNewSchemes}, {Kind: Grammar, Rule: "genericurl"}, {Kind: Prose, Section: "5", Quote: "new schemes follow the general syntax"}}},
	{ID: "interpret.generic.scheme-part", Text: "left as written: its interpretation depends on the scheme",
		Basis: []Basis{{Kind: Prose, Section: "2.1", Quote: quoteSchemePart}}},
	{ID: "interpret.generic.url-path", Text: "left as written: its syntax and interpretation depend on the scheme",
		Basis: []Basis{{Kind: Prose, Section: "3.1", Quote: quoteURLPath}}},

	// Where a rejected URL's reading ends.
	{ID: "interpret.stop", Text: "the BNF rejects this URL here: RFC 1738 gives no reading past this point; what follows is only what a reader sees",
		Basis: []Basis{{Kind: Grammar, Rule: "url"}, {Kind: Other, Doc: "this tool", Section: "", Quote: "the steps past a rejected URL's first error are what a reader sees, not a reading of RFC 1738"}}},
	{ID: "interpret.stop.diagnostic", Text: "%s; RFC 1738 gives no reading past this point, and what follows is only what a reader sees",
		Basis: []Basis{{Kind: Grammar, Rule: "url"}, {Kind: Other, Doc: "this tool", Section: "", Quote: "the steps past a rejected URL's first error are what a reader sees, not a reading of RFC 1738"}}},
}
