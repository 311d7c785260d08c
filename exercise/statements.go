package exercise

// This file holds what the generator says to a reader, as statements of
// the ledger (parser.Statement): each kind of mistake's summary, shown by
// "rfc1738 -generate -list" and the page's Generate form, and the note
// written under a generated invalid URL, "hint: look at the port
// (bad-port)", with the names of the parts it tells to look at. The code
// takes its text from here by ID (say, hintNote), so that the /sources
// page lists what the generator says with what it rests on, and a
// translation can key on the IDs.
//
// A summary says what the edit does; it rests on the sentences and rules
// that make the result a mistake, and on the generator itself (bEdit),
// which keeps a line only when the parser gives it that code alone. A
// template is a fmt format: a "%" is written "%%".
//
// The bases are written as struct literals, not with parser.GrammarBasis
// and its kin: a literal is data the linker lays out, where a call would be
// code run at the page's start (app.wasm is built without inlining).

import "github.com/urlplayground/rfc1738-playground/parser"

const rfc = "RFC 1738"

// The sentences of RFC 1738 the statements rest on, word for word (white
// space folded); TestStatements holds each to its section with
// Basis.Check.
const (
	// 2.1
	qSchemeForm  = "In general, URLs are written as follows: <scheme>:<scheme-specific-part>"
	qSchemeColon = "A URL contains the name of the scheme being used (<scheme>) followed by a colon and then a string (the <scheme-specific-part>) whose interpretation depends on the scheme."
	qSchemeChars = `The lower case letters "a"--"z", digits, and the characters plus ("+"), period ("."), and hyphen ("-") are allowed.`

	// 2.2
	qEscape         = `In addition, octets may be encoded by a character triplet consisting of the character "%" followed by the two hexadecimal digits (from "0123456789ABCDEF") which forming the hexadecimal value of the octet.`
	qGraphic        = "URLs are written only with the graphic printable characters of the US-ASCII coded character set."
	qNoGraphic      = "The octets 80-FF hexadecimal are not used in US-ASCII, and the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded."
	qSpace          = "The space character is unsafe because significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset or subjected to the treatment of word-processing programs."
	qUnsafeDelims   = `The characters "<" and ">" are unsafe because they are used as the delimiters around URLs in free text; the quote mark (""") is used to delimit URLs in some systems.`
	qUnsafePercent  = `The character "%" is unsafe because it is used for encodings of other characters.`
	qUnsafeNational = `Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters. These characters are "{", "}", "|", "\", "^", "~", "[", "]", and "` + "`" + `".`
	qUnsafe         = "All unsafe characters must always be encoded within a URL."
	qReservedChars  = `The characters ";", "/", "?", ":", "@", "=" and "&" are the characters which may be reserved for special meaning within a scheme.`
	qReservedEncode = "If the character corresponding to an octet is reserved in a scheme, the octet must be encoded."

	// 3.1
	qExcluded     = `Some or all of the parts "<user>:<password>@", ":<password>", ":<port>", and "/<url-path>" may be excluded.`
	qSlashes      = `The scheme specific data start with a double slash "//" to indicate that it complies with the common Internet scheme syntax.`
	qLoginAt      = `The user name (and password), if present, are followed by a commercial at-sign "@".`
	qHost         = `The fully qualified domain name of a network host, or its IP address as a set of four decimal digit groups separated by ".".`
	qLabels       = `a sequence of domain labels separated by ".", each domain label starting and ending with an alphanumerical character and possibly also containing "-" characters.`
	qTopLabel     = "The rightmost domain label will never start with a digit, though, which syntactically distinguishes all domain names from the IP addresses."
	qPort         = "Another port number may optionally be supplied, in decimal, separated from the host by a colon."
	qPortOmitted  = "If the port is omitted, the colon is as well."
	qUserOptional = "An optional user name."

	// 3.2 to 3.11
	qFTPType         = `Where <cwd1> through <cwdN> and <name> are (possibly encoded) strings and <typecode> is one of the characters "a", "i", or "d".`
	qHTTPNoLogin     = "No user name or password is allowed."
	qMailtoForm      = "A mailto URL takes the form: mailto:<rfc822-addr-spec>"
	qNewsMessageID   = `A <message-id> corresponds to the Message-ID of section 2.1.5 of RFC 1036, without the enclosing "<" and ">"; it takes the form <unique>@<full_domain_name>.`
	qNewsAt          = `A message identifier may be distinguished from a news group name by the presence of the commercial at "@" character.`
	qNNTPNumber      = "The <newsgroup-name> is the name of the group, while the <article- number> is the numeric id of the article within that newsgroup."
	qTelnetForm      = `A telnet URL takes the form: telnet://<user>:<password>@<host>:<port>/ as specified in Section 3.1. The final "/" character may be omitted.`
	qFileForm        = "A file URL takes the form: file://<host>/<path>"
	qProsperoNoLogin = "No username or password is allowed."
	qProsperoField   = `The name of the field and its value are separated by a "=" (equal sign).`
)

// bEdit is what every summary rests on besides the RFC: the kind is what
// the generator's edit makes, checked by the parser on every line.
var bEdit = parser.Basis{Kind: parser.Other, Doc: "this tool", Quote: "the generator makes this kind of mistake by one edit of a valid URL it derived from section 5, and keeps the line only when the parser then gives it this code and no other error"}

// statements are the generator's statements: the kinds' summaries in the
// order of mistakes, then the hint and the parts it names.
var statements = []parser.Statement{
	{ID: "exercise.missing-scheme.summary", Text: "the scheme and its colon left out",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.1", Quote: qSchemeColon},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "genericurl"},
			bEdit}},
	{ID: "exercise.scheme-char.summary", Text: `a character a scheme cannot hold ("_") in a scheme`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.1", Quote: qSchemeChars},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "scheme"},
			bEdit}},
	{ID: "exercise.space.summary", Text: "a space where the text needs %%20",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qSpace},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qUnsafe},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qEscape},
			bEdit}},
	{ID: "exercise.non-ascii.summary", Text: "a letter outside US-ASCII (é, ü) written as it is",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qGraphic},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qNoGraphic},
			bEdit}},
	{ID: "exercise.unsafe-char.summary", Text: "an unsafe or national character (~ { } | \\ ^ [ ] ` < > \") written as it is",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qUnsafeNational},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qUnsafeDelims},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qUnsafe},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "national"},
			bEdit}},
	{ID: "exercise.bad-escape.summary", Text: `a "%%" not followed by two hex digits`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qEscape},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qUnsafePercent},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "escape"},
			bEdit}},
	{ID: "exercise.reserved-char.summary", Text: "a reserved character (; / ? : @ & =) where its part cannot take it",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qReservedChars},
			{Kind: parser.Prose, Doc: rfc, Section: "2.2", Quote: qReservedEncode},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "reserved"},
			bEdit}},
	{ID: "exercise.login-not-allowed.summary", Text: "a user name where the scheme takes none",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.3", Quote: qHTTPNoLogin},
			{Kind: parser.Prose, Doc: rfc, Section: "3.11", Quote: qProsperoNoLogin},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "gopherurl"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "nntpurl"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "waisurl"},
			bEdit}},
	{ID: "exercise.missing-host.summary", Text: "the host left out",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qExcluded},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "hostport"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "article"},
			bEdit}},
	{ID: "exercise.bad-host.summary", Text: `a host name whose last label starts with a digit, a label that starts or ends with a hyphen, an empty label, a "_" in a label, or a host number of three parts`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qLabels},
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qTopLabel},
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qHost},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "hostname"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "hostnumber"},
			bEdit}},
	{ID: "exercise.bad-port.summary", Text: "a port with a letter in it, or an empty one",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qPort},
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qPortOmitted},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "port"},
			bEdit}},
	{ID: "exercise.bad-ftptype.summary", Text: "an ftp typecode other than a, i or d (section 5 also takes A, I, D)",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.2.2", Quote: qFTPType},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "ftptype"},
			bEdit}},
	{ID: "exercise.bad-group.summary", Text: "a news group that starts with a digit, or an article without its @",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "group"},
			{Kind: parser.Prose, Doc: rfc, Section: "3.6", Quote: qNewsMessageID},
			{Kind: parser.Prose, Doc: rfc, Section: "3.6", Quote: qNewsAt},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "article"},
			bEdit}},
	{ID: "exercise.bad-number.summary", Text: "an nntp article number with a letter in it",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.7", Quote: qNNTPNumber},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "nntpurl"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "digits"},
			bEdit}},
	{ID: "exercise.bad-fieldspec.summary", Text: `a prospero field without its "="`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.11", Quote: qProsperoField},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "fieldspec"},
			bEdit}},
	{ID: "exercise.missing-delimiter.summary", Text: `the "//" after the scheme left out`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qSlashes},
			{Kind: parser.Prose, Doc: rfc, Section: "3.10", Quote: qFileForm},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "ip-schemepart"},
			bEdit}},
	{ID: "exercise.extra-text.summary", Text: "text after the end of what the production takes",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "url"},
			{Kind: parser.Prose, Doc: rfc, Section: "3.8", Quote: qTelnetForm},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "telneturl"},
			bEdit}},
	{ID: "exercise.missing-part.summary", Text: "the address of a mailto URL or the local part of a news article left out",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.5", Quote: qMailtoForm},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "encoded822addr"},
			{Kind: parser.Prose, Doc: rfc, Section: "3.6", Quote: qNewsMessageID},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "article"},
			bEdit}},

	// The note under an invalid line: the part to look at (one of the
	// exercise.place statements), and the parser's code.
	{ID: "exercise.hint", Text: "hint: look at %s (%s)",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the part of the URL the generator edited to make the mistake, and the code the parser gives the edited URL"}}},

	// The parts a hint names: a rule of section 5 in words, or where the
	// edit was made when the part it changed is gone.
	{ID: "exercise.place.start", Text: "the start",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: rfc, Section: "2.1", Quote: qSchemeForm}}},
	{ID: "exercise.place.scheme", Text: "the scheme",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "scheme"}}},
	{ID: "exercise.place.after-scheme", Text: "what follows the scheme",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "2.1", Quote: qSchemeColon},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "schemepart"}}},
	{ID: "exercise.place.after-slashes", Text: "what follows the //",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "ip-schemepart"}}},
	{ID: "exercise.place.before-host", Text: "what comes before the host",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qLoginAt},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "login"}}},
	{ID: "exercise.place.user", Text: "the user name",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.1", Quote: qUserOptional},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "user"}}},
	{ID: "exercise.place.password", Text: "the password",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "password"}}},
	{ID: "exercise.place.host", Text: "the host",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "hostname"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "hostnumber"}}},
	{ID: "exercise.place.port", Text: "the port",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "port"}}},
	{ID: "exercise.place.path", Text: "the path",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "fpath"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "hpath"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "ppath"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "wpath"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "urlpath"}}},
	{ID: "exercise.place.type-code", Text: "the type code",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "ftptype"}}},
	{ID: "exercise.place.search", Text: "the search",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "search"}}},
	{ID: "exercise.place.selector", Text: "the selector",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "selector"}}},
	{ID: "exercise.place.address", Text: "the address",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.5", Quote: qMailtoForm},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "encoded822addr"}}},
	{ID: "exercise.place.group", Text: "the news group",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "group"}}},
	{ID: "exercise.place.article", Text: "the article",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.6", Quote: qNewsMessageID},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "article"}}},
	{ID: "exercise.place.article-number", Text: "the article number",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: rfc, Section: "3.7", Quote: qNNTPNumber},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "nntpurl"}}},
	{ID: "exercise.place.database", Text: "the database",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "database"}}},
	{ID: "exercise.place.field", Text: "the field",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "fieldspec"},
			{Kind: parser.Grammar, Doc: rfc, Section: "5", Rule: "fieldvalue"}}},
	{ID: "exercise.place.end", Text: "the end",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "where the generator wrote text after the end of the URL"}}},

	// Why the generator refuses its options (the page shows it for a
	// damaged list link; the command line prints it).
	{ID: "exercise.error.count", Text: "count %d: want 0 to %d",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.share", Text: "invalid share %v: want 0 to 1",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.scheme", Text: "unknown scheme %q: want one of %s",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.mistake", Text: "unknown mistake %q: want one of %s",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.not-in-schemes", Text: "mistake %s cannot be made in the chosen schemes: it can in %s",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.no-mistake", Text: "no mistake can be made in the chosen schemes",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.no-valid", Text: "no valid %s URL found in %d tries",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
	{ID: "exercise.error.no-mistake-found", Text: "no URL with %s found in %d tries",
		Basis: []parser.Basis{{Kind: parser.Other, Doc: "this tool", Quote: "the options the generator takes"}}},
}

// Statements returns the generator's statements, a copy.
func Statements() []parser.Statement {
	return parser.CopyStatements(statements)
}

// catalog says the table's statements by ID.
var catalog = parser.NewCatalog("exercise", func() []parser.Statement { return statements })

// say is statement id as it reads with no placeholders.
func say(id string) string { return catalog.Say(id) }

// hintNote is the note under an invalid line: look at the part place (an
// exercise.place statement's ID) for the mistake of code.
func hintNote(place string, code parser.Code) string {
	return catalog.Say("exercise.hint", say(place), code)
}
