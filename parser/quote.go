package parser

import "sync"

// This file holds the sentences of RFC 1738 that the diagnostics rest on.
// Each Diagnostic that cites a section (Diagnostic.RFC) carries the
// sentence of that section it rests on, word for word as the RFC prints it
// (white space folded), so that a reader sees what the RFC says and not
// only the tool's wording; the tests hold every one to the RFC's text with
// Quoted. A statement that rests on another document (TCP's port range,
// IPv4's octets) cites no RFC 1738 section and carries no quote: its
// message names its source.

// A Quote is a sentence of RFC 1738 that a Diagnostic rests on: a small
// number, as a Rule is, whose String is the sentence and whose Section is
// where the RFC says it. The zero Quote is no sentence.
//
// A Quote is a number, not a string, as a Rule is: the sentence is looked
// up when it is asked for.
type Quote uint16

// Section returns the section the sentence is in ("2.2", "3.1", "5",
// "appendix"), or "" for the zero Quote.
func (q Quote) Section() string {
	if q >= quoteBNF {
		return "5"
	}
	if int(q) < len(quotes) {
		return quotes[q].section
	}
	return ""
}

// String returns the sentence, as the RFC prints it, with its white space
// folded; "" for the zero Quote. A quote of section 5 is a rule of the BNF,
// the rule's whole definition.
func (q Quote) String() string {
	if q >= quoteBNF {
		if t := bnfTexts(); int(q-quoteBNF) < len(t) {
			return t[q-quoteBNF]
		}
		return ""
	}
	if int(q) < len(quotes) {
		return quotes[q].text
	}
	return ""
}

// bnfTexts holds, by Rule, the rule's definition in section 5 with its
// white space folded, made once when first quoted.
var bnfTexts = sync.OnceValue(func() []string {
	t := make([]string, len(ruleNames))
	g := rfcGrammar()
	for r, name := range ruleNames {
		if i, ok := g.index[name]; ok {
			t[r] = FoldSpace(g.rules[i].Text)
		}
	}
	return t
})

// MarshalText encodes the quote as its sentence, for JSON.
func (q Quote) MarshalText() ([]byte, error) { return []byte(q.String()), nil }

// bnfQuote is the Quote of rule's definition in section 5.
func bnfQuote(rule Rule) Quote { return quoteBNF + Quote(rule) }

// The sentences, by section.
const (
	quoteNone Quote = iota

	// 2.1 The main parts of URLs
	qSchemeForm
	qSchemeColon
	qSchemeChars
	qSchemeCase

	// 2.2 URL Character Encoding Issues
	qEscape
	qMustEncode
	qNoGraphic
	qSpace
	qHash
	qUnsafe
	qUnsafeDelims
	qUnsafePercent
	qUnsafeNational
	qReservedEncode
	qEncodedReserved
	qMayEncode

	// 3.1 Common Internet Scheme Syntax
	qSlashes
	qLoginEncode
	qEmptyLogin
	qHost
	qLabels
	qTopLabel
	qPort
	qPortOmitted
	qPortDefault

	// 3.2 to 3.11, the schemes
	qFTPPort
	qFTPAnonymous
	qFTPPassword
	qFTPType
	qFTPReserved
	qFTPEncodeSlash
	qHTTPPort
	qHTTPNoLogin
	qHTTPSlash
	qHTTPOmitSlash
	qHTTPReserved
	qGopherPort
	qGopherType
	qGopherSelector
	qGopherNoReserved
	qMailtoForm
	qMailtoNoReserved
	qNewsGroup
	qNewsMessageID
	qNewsNoReserved
	qNNTPPort
	qNNTPForm
	qNNTPNumber
	qTelnetPort
	qTelnetForm
	qTelnetAdvisory
	qWAISPort
	qWAISForm
	qFileForm
	qFileLocal
	qProsperoPort
	qProsperoForm
	qProsperoNoLogin
	qProsperoSemicolon
	qProsperoField

	// 4 Registration of new schemes
	qNewScheme

	// 6 Security Considerations
	qSecurityPort
	qSecurityDelimiters
	qSecurityPassword

	// Appendix: Recommendations for URLs in Context
	qURLPrefix
	qWrapper
	qWhitespace

	quoteCount

	// quoteBNF + a Rule is that rule's definition in section 5.
	quoteBNF Quote = 0x100
)

var quotes = [quoteCount]struct{ section, text string }{
	qSchemeForm:  {"2.1", "In general, URLs are written as follows: <scheme>:<scheme-specific-part>"},
	qSchemeColon: {"2.1", "A URL contains the name of the scheme being used (<scheme>) followed by a colon and then a string (the <scheme-specific-part>) whose interpretation depends on the scheme."},
	qSchemeChars: {"2.1", `The lower case letters "a"--"z", digits, and the characters plus ("+"), period ("."), and hyphen ("-") are allowed.`},
	qSchemeCase:  {"2.1", `For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http").`},

	qEscape:          {"2.2", `In addition, octets may be encoded by a character triplet consisting of the character "%" followed by the two hexadecimal digits (from "0123456789ABCDEF") which forming the hexadecimal value of the octet.`},
	qMustEncode:      {"2.2", "Octets must be encoded if they have no corresponding graphic character within the US-ASCII coded character set, if the use of the corresponding character is unsafe, or if the corresponding character is reserved for some other interpretation within the particular URL scheme."},
	qNoGraphic:       {"2.2", "The octets 80-FF hexadecimal are not used in US-ASCII, and the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded."},
	qSpace:           {"2.2", "The space character is unsafe because significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset or subjected to the treatment of word-processing programs."},
	qHash:            {"2.2", `The character "#" is unsafe and should always be encoded because it is used in World Wide Web and in other systems to delimit a URL from a fragment/anchor identifier that might follow it.`},
	qUnsafe:          {"2.2", "All unsafe characters must always be encoded within a URL."},
	qUnsafeDelims:    {"2.2", `The characters "<" and ">" are unsafe because they are used as the delimiters around URLs in free text; the quote mark (""") is used to delimit URLs in some systems.`},
	qUnsafePercent:   {"2.2", `The character "%" is unsafe because it is used for encodings of other characters.`},
	qUnsafeNational:  {"2.2", `Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters. These characters are "{", "}", "|", "\", "^", "~", "[", "]", and "` + "`" + `".`},
	qReservedEncode:  {"2.2", "If the character corresponding to an octet is reserved in a scheme, the octet must be encoded."},
	qEncodedReserved: {"2.2", "However, this is not true for reserved characters: encoding a character reserved for a particular scheme may change the semantics of a URL."},
	qMayEncode:       {"2.2", "On the other hand, characters that are not required to be encoded (including alphanumerics) may be encoded within the scheme-specific part of a URL, as long as they are not being used for a reserved purpose."},

	qSlashes:     {"3.1", `The scheme specific data start with a double slash "//" to indicate that it complies with the common Internet scheme syntax.`},
	qLoginEncode: {"3.1", `Within the user and password field, any ":", "@", or "/" must be encoded.`},
	qEmptyLogin:  {"3.1", "Note that an empty user name or password is different than no user name or password; there is no way to specify a password without specifying a user name."},
	qHost:        {"3.1", `The fully qualified domain name of a network host, or its IP address as a set of four decimal digit groups separated by ".".`},
	qLabels:      {"3.1", `a sequence of domain labels separated by ".", each domain label starting and ending with an alphanumerical character and possibly also containing "-" characters.`},
	qTopLabel:    {"3.1", "The rightmost domain label will never start with a digit, though, which syntactically distinguishes all domain names from the IP addresses."},
	qPort:        {"3.1", "Another port number may optionally be supplied, in decimal, separated from the host by a colon."},
	qPortOmitted: {"3.1", "If the port is omitted, the colon is as well."},
	qPortDefault: {"3.1", "Most schemes designate protocols that have a default port number."},

	qFTPPort:           {"3.2", "If :<port> is omitted, the port defaults to 21."},
	qFTPAnonymous:      {"3.2.1", `If no user name or password is supplied and one is requested by the FTP server, the conventions for "anonymous" FTP are to be used, as follows: The user name "anonymous" is supplied. The password is supplied as the Internet e-mail address of the end user accessing the resource.`},
	qFTPPassword:       {"3.2.1", "If the URL supplies a user name but no password, and the remote server requests a password, the program interpreting the FTP URL should request one from the user."},
	qFTPType:           {"3.2.2", `Where <cwd1> through <cwdN> and <name> are (possibly encoded) strings and <typecode> is one of the characters "a", "i", or "d".`},
	qFTPReserved:       {"3.2.2", `Within a name or CWD component, the characters "/" and ";" are reserved and must be encoded.`},
	qFTPEncodeSlash:    {"3.2.2", `In particular, if the appropriate FTP sequence to access a particular file requires supplying a string containing a "/" as an argument to a CWD or RETR command, it is necessary to encode each "/".`},
	qHTTPPort:          {"3.3", "If :<port> is omitted, the port defaults to 80."},
	qHTTPNoLogin:       {"3.3", "No user name or password is allowed."},
	qHTTPSlash:         {"3.3", `The <path> is optional, as is the <searchpart> and its preceding "?".`},
	qHTTPOmitSlash:     {"3.3", `If neither <path> nor <searchpart> is present, the "/" may also be omitted.`},
	qHTTPReserved:      {"3.3", `Within the <path> and <searchpart> components, "/", ";", "?" are reserved.`},
	qGopherPort:        {"3.4.1", "If :<port> is omitted, the port defaults to 70."},
	qGopherType:        {"3.4.1", `The entire <gopher-path> may also be empty, in which case the delimiting "/" is also optional and the <gophertype> defaults to "1".`},
	qGopherSelector:    {"3.4.1", "In the Gopher protocol, Gopher selector strings are a sequence of octets which may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR)."},
	qGopherNoReserved:  {"3.4.1", "Within the <gopher-path>, no characters are reserved."},
	qMailtoForm:        {"3.5", "A mailto URL takes the form: mailto:<rfc822-addr-spec>"},
	qMailtoNoReserved:  {"3.5", "Within mailto URLs, there are no reserved characters."},
	qNewsGroup:         {"3.6", `A <newsgroup-name> is a period-delimited hierarchical name, such as "comp.infosystems.www.misc".`},
	qNewsMessageID:     {"3.6", `A <message-id> corresponds to the Message-ID of section 2.1.5 of RFC 1036, without the enclosing "<" and ">"; it takes the form <unique>@<full_domain_name>.`},
	qNewsNoReserved:    {"3.6", `A message identifier may be distinguished from a news group name by the presence of the commercial at "@" character. No additional characters are reserved within the components of a news URL.`},
	qNNTPPort:          {"3.7", "If :<port> is omitted, the port defaults to 119."},
	qNNTPForm:          {"3.7", "A nntp URL take the form: nntp://<host>:<port>/<newsgroup-name>/<article-number>"},
	qNNTPNumber:        {"3.7", "The <newsgroup-name> is the name of the group, while the <article- number> is the numeric id of the article within that newsgroup."},
	qTelnetPort:        {"3.8", "If :<port> is omitted, the port defaults to 23."},
	qTelnetForm:        {"3.8", `A telnet URL takes the form: telnet://<user>:<password>@<host>:<port>/ as specified in Section 3.1. The final "/" character may be omitted.`},
	qTelnetAdvisory:    {"3.8", "in practice, the <user> and <password> supplied are advisory only: clients accessing a telnet URL merely advise the user of the suggested username and password."},
	qWAISPort:          {"3.9", "If :<port> is omitted, the port defaults to 210."},
	qWAISForm:          {"3.9", "A WAIS URL takes one of the following forms: wais://<host>:<port>/<database> wais://<host>:<port>/<database>?<search> wais://<host>:<port>/<database>/<wtype>/<wpath>"},
	qFileForm:          {"3.10", "A file URL takes the form: file://<host>/<path>"},
	qFileLocal:         {"3.10", "As a special case, <host> can be the string \"localhost\" or the empty string; this is interpreted as `the machine from which the URL is being interpreted'."},
	qProsperoPort:      {"3.11", "If :<port> is omitted, the port defaults to 1525."},
	qProsperoForm:      {"3.11", "A prospero URLs takes the form: prospero://<host>:<port>/<hsoname>;<field>=<value>"},
	qProsperoNoLogin:   {"3.11", "No username or password is allowed."},
	qProsperoSemicolon: {"3.11", `The semicolon ";" is reserved and may not appear without quoting in the <hsoname>.`},
	qProsperoField:     {"3.11", `The name of the field and its value are separated by a "=" (equal sign).`},

	qNewScheme: {"4", "A new scheme may be introduced by defining a mapping onto a conforming URL syntax, using a new prefix."},

	qSecurityPort:       {"6", "Caution should be used when using any URL which specifies a port number other than the default for the protocol, especially when it is a number within the reserved space."},
	qSecurityDelimiters: {"6", "Care should be taken when URLs contain embedded encoded delimiters for a given protocol (for example, CR and LF characters for telnet protocols) that these are not unencoded before transmission."},
	qSecurityPassword:   {"6", "The use of URLs containing passwords that should be secret is clearly unwise."},

	qURLPrefix:  {"appendix", `In this case, is recommended that URLs be preceeded with a prefix consisting of the characters "URL:".`},
	qWrapper:    {"appendix", "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified."},
	qWhitespace: {"appendix", "The whitespace should be ignored when extracting the URL."},
}

// quoteFor returns the sentence a diagnostic of code citing section rests
// on, when its call site named none: one sentence per code and section.
// production is the production read ("httpurl"): a syntax error (section
// 5) rests on its definition.
func quoteFor(code Code, section, production string) Quote {
	switch section {
	case "":
		return quoteNone
	case "5":
		// The BNF: the definition of the production that stopped.
		if r, ok := ruleByName(production); ok {
			return bnfQuote(r)
		}
		return bnfQuote(RuleURL)
	}
	switch code {
	case CodeEmpty:
		return qSchemeForm
	case CodeMissingScheme:
		return qSchemeColon
	case CodeSchemeChar:
		return qSchemeChars
	case CodeUppercaseScheme:
		return qSchemeCase
	case CodeControl, CodeNonASCII:
		return qNoGraphic
	case CodeSpace:
		return qSpace
	case CodeSurroundingSpace:
		if section == "appendix" {
			return qWhitespace
		}
		return qSpace
	case CodeUnsafe:
		return qUnsafe
	case CodeFragment:
		return qHash
	case CodeReserved:
		return sectionReservedQuote(section)
	case CodeBadEscape:
		return qEscape
	case CodeNeedlessEscape:
		switch section {
		case "3.4.1":
			return qGopherNoReserved
		case "3.5":
			return qMailtoNoReserved
		}
		return qMayEncode
	case CodeEncodedReserved:
		return qEncodedReserved
	case CodeLoginNotAllowed:
		if section == "3.11" {
			return qProsperoNoLogin
		}
		return qHTTPNoLogin
	case CodeMissingHost:
		if section == "3.6" {
			return qNewsMessageID
		}
		return qHost
	case CodeBadHost:
		return qHost
	case CodeBadPort:
		return qPort
	case CodeBadType:
		return qFTPType
	case CodeBadGroup:
		if section == "3.7" {
			return qNNTPNumber
		}
		return qNewsGroup
	case CodeBadNumber:
		return qNNTPNumber
	case CodeBadField:
		return qProsperoField
	case CodeMissingPart:
		if section == "3.6" {
			return qNewsMessageID
		}
		return qMailtoForm
	case CodeExtra:
		return qTelnetForm
	case CodeMissing:
		switch section {
		case "3.3":
			return qHTTPSlash
		case "3.7":
			return qNNTPForm
		case "3.9":
			return qWAISForm
		case "3.10":
			return qFileForm
		case "3.11":
			return qProsperoForm
		}
		return qSlashes
	case CodeWrapper:
		return qWrapper
	case CodeURLPrefix:
		return qURLPrefix
	case CodeNonDefaultPort:
		return qSecurityPort
	case CodePassword:
		return qSecurityPassword
	case CodeTelnetCRLF:
		if section == "3.4.1" {
			return qGopherSelector
		}
		return qSecurityDelimiters
	case CodeUnknownScheme:
		return qNewScheme
	case CodeDefaultPort:
		return defaultPortQuote(section)
	case CodeFTPAnonymous:
		return qFTPAnonymous
	case CodeFTPPassword:
		return qFTPPassword
	case CodeGopherType:
		return qGopherType
	case CodeFileLocalhost:
		return qFileLocal
	case CodeTelnetLogin:
		return qTelnetAdvisory
	case CodeLoginNote:
		return qEmptyLogin
	}
	return quoteNone
}

// defaultPortQuote returns the sentence of section that gives a scheme's
// default port (a switch, not a map: it runs for nearly every URL's note).
func defaultPortQuote(section string) Quote {
	switch section {
	case "3.1":
		return qPortDefault
	case "3.2":
		return qFTPPort
	case "3.3":
		return qHTTPPort
	case "3.4.1":
		return qGopherPort
	case "3.7":
		return qNNTPPort
	case "3.8":
		return qTelnetPort
	case "3.9":
		return qWAISPort
	case "3.11":
		return qProsperoPort
	}
	return quoteNone
}
