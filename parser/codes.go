package parser

// A Code identifies the kind of a Diagnostic: a stable name, such as
// "unsafe-char", that tests, the page and the command-line tool's JSON use.
type Code string

// Diagnostic codes. They are stable identifiers: tests, the page and the
// command-line tool's JSON use them. Each has a severity that never varies.
const (
	// Errors: the BNF rejects the input.

	CodeEmpty           Code = "empty-input"       // nothing to parse
	CodeMissingScheme   Code = "missing-scheme"    // no "scheme:" in front (2.1)
	CodeSchemeChar      Code = "scheme-char"       // a character a scheme may not hold (2.1)
	CodeControl         Code = "control-char"      // octets 00-1F and 7F must be encoded (2.2)
	CodeSpace           Code = "space"             // the space is unsafe (2.2)
	CodeNonASCII        Code = "non-ascii"         // octets 80-FF are not US-ASCII (2.2)
	CodeUnsafe          Code = "unsafe-char"       // < > " # % { } | \ ^ ~ [ ] ` (2.2)
	CodeFragment        Code = "fragment"          // "#" and what follows: a fragment identifier, not part of the URL (2.2)
	CodeBadEscape       Code = "bad-escape"        // "%" not followed by two hex digits (2.2)
	CodeReserved        Code = "reserved-char"     // a reserved character outside its reserved purpose (2.2, 3.x)
	CodeLoginNotAllowed Code = "login-not-allowed" // user or password where the scheme has hostport only (3.3, 3.11, ...)
	CodeMissingHost     Code = "missing-host"      // the scheme needs a host and there is none (3.1)
	CodeBadHost         Code = "bad-host"          // not a hostname nor a hostnumber (3.1)
	CodeBadPort         Code = "bad-port"          // a port that is not digits, or is empty (3.1)
	CodeBadType         Code = "bad-ftptype"       // ";type=" not followed by one of A I D a i d (3.2.2)
	CodeBadGroup        Code = "bad-group"         // a news group name that is not alpha *[alpha|digit|-|.|+|_] (3.6)
	CodeBadNumber       Code = "bad-number"        // an nntp article number that is not digits (3.7)
	CodeBadField        Code = "bad-fieldspec"     // a prospero field without "=" (3.11)
	CodeMissing         Code = "missing-delimiter" // a delimiter the production needs is missing ("//", "/", "=") (5)
	CodeExtra           Code = "extra-text"        // text after the end of what the production takes (5)
	CodeMissingPart     Code = "missing-part"      // a part the production needs is empty (the mailto address, an article's ID) (5)
	CodeSyntax          Code = "syntax"            // where the production stops matching, and what it expected
	CodeWrapper         Code = "url-wrapper"       // "<URL:" ... ">" around the URL: running text's wrapper, not the URL (appendix)

	// Whitespace or a byte order mark before or after the URL: not part of
	// it (2.2, appendix).
	CodeSurroundingSpace Code = "surrounding-space"

	// Warnings: the BNF accepts it, the prose warns.

	CodePortRange      Code = "port-range"       // port above 65535: TCP's ports are 16 bits (RFC 793, not RFC 1738)
	CodeOctetRange     Code = "octet-range"      // hostnumber group above 255: an IPv4 address is four octets (RFC 791, not RFC 1738)
	CodeNonDefaultPort Code = "non-default-port" // a port other than the scheme's default (6)
	CodePassword       Code = "password"         // a password in the URL (6)
	CodeTelnetCRLF     Code = "encoded-crlf"     // %0D or %0A where a protocol may decode it (6)

	// Notes that teach.

	CodeUppercaseScheme Code = "uppercase-scheme" // the scheme is written in upper case (2.1)
	CodeUnknownScheme   Code = "generic-scheme"   // not one of the ten predefined schemes: genericurl (2.1, 4)
	CodeGenericFallback Code = "genericurl"       // a predefined scheme failed its production: would genericurl match? (5)
	CodeDefaultPort     Code = "default-port"     // the scheme's default port and what leaving it out means (3.x)
	CodeFTPAnonymous    Code = "ftp-anonymous"    // no user: anonymous FTP if the server asks for one (3.2.1)
	CodeFTPPassword     Code = "ftp-password"     // a user and no password: the client asks the user for one if the server wants one (3.2.1)
	CodeGopherType      Code = "gopher-type"      // no gtype: it defaults to "1" (3.4.1; a directory in RFC 1436)
	CodeFileLocalhost   Code = "file-localhost"   // file://localhost and file:/// mean this machine (3.10)
	CodeTelnetLogin     Code = "telnet-login"     // telnet user and password are advisory (3.8)
	CodeLoginNote       Code = "empty-login"      // an empty user or password differs from none (3.1)
	CodeNeedlessEscape  Code = "needless-escape"  // an escape of a character that needed none, which 2.2 allows: no fix (2.2)
	CodeEncodedReserved Code = "encoded-reserved" // an escaped reserved character: data, not a delimiter (2.2, 3.2.2)
	CodeURLPrefix       Code = "url-prefix"       // "URL:" in front: it marks a URL, it is not its scheme (appendix)
	CodeTooMany         Code = "too-many"         // further diagnostics left out
)

// CodeInfo describes one diagnostic code, for documentation and legends.
type CodeInfo struct {
	Code     Code
	Severity Severity
	RFC      string // the RFC 1738 section that rules on it; "" when another document does (Summary names it)
	Summary  string // one line, lower case
	Quote    Quote  // the sentence of section RFC it rests on, as most of its diagnostics quote it
}

// Codes lists every diagnostic code Parse can produce, errors first.
func Codes() []CodeInfo {
	rows := codeTable()
	cs := make([]CodeInfo, len(rows))
	for i, c := range rows {
		cs[i] = CodeInfo{c.code, c.severity, c.rfc, c.summary, quoteFor(c.code, c.rfc, codeRule[c.code])}
	}
	return cs
}

// codeRule is the rule of section 5 that a code citing section 5 rests
// on, where it is one rule and not the grammar as a whole (url).
var codeRule = map[Code]string{
	CodeBadGroup:        "group",
	CodeGenericFallback: "genericurl",
}

// codeTable is made each time the codes are asked for, not at package
// initialisation: its summaries are statements, and the statement index
// is made when a statement is first said (statement.go); nor once for
// all, since a translation chosen later changes the summaries.
func codeTable() []codeRow {
	return []codeRow{
		{CodeEmpty, Error, "2.1", text("legend.empty-input")},
		{CodeMissingScheme, Error, "2.1", text("legend.missing-scheme")},
		{CodeSchemeChar, Error, "2.1", text("legend.scheme-char")},
		{CodeControl, Error, "2.2", text("legend.control-char")},
		{CodeSpace, Error, "2.2", text("legend.space")},
		{CodeSurroundingSpace, Error, "2.2", text("legend.surrounding-space")},
		{CodeNonASCII, Error, "2.2", text("legend.non-ascii")},
		{CodeUnsafe, Error, "2.2", text("legend.unsafe-char")},
		{CodeFragment, Error, "2.2", text("legend.fragment")},
		{CodeBadEscape, Error, "2.2", text("legend.bad-escape")},
		{CodeReserved, Error, "2.2", text("legend.reserved-char")},
		{CodeLoginNotAllowed, Error, "3.3", text("legend.login-not-allowed")},
		{CodeMissingHost, Error, "3.1", text("legend.missing-host")},
		{CodeBadHost, Error, "3.1", text("legend.bad-host")},
		{CodeBadPort, Error, "3.1", text("legend.bad-port")},
		{CodeBadType, Error, "3.2.2", text("legend.bad-ftptype")},
		{CodeBadGroup, Error, "5", text("legend.bad-group")},
		{CodeBadNumber, Error, "3.7", text("legend.bad-number")},
		{CodeBadField, Error, "3.11", text("legend.bad-fieldspec")},
		{CodeMissing, Error, "5", text("legend.missing-delimiter")},
		{CodeExtra, Error, "5", text("legend.extra-text")},
		{CodeMissingPart, Error, "5", text("legend.missing-part")},
		{CodeSyntax, Error, "5", text("legend.syntax")},
		{CodeWrapper, Error, "appendix", text("legend.url-wrapper")},
		{CodePortRange, Warning, "", text("legend.port-range")},
		{CodeOctetRange, Warning, "", text("legend.octet-range")},
		{CodeNonDefaultPort, Warning, "6", text("legend.non-default-port")},
		{CodePassword, Warning, "6", text("legend.password")},
		{CodeTelnetCRLF, Warning, "6", text("legend.encoded-crlf")},
		{CodeUppercaseScheme, Info, "2.1", text("legend.uppercase-scheme")},
		{CodeUnknownScheme, Info, "4", text("legend.generic-scheme")},
		{CodeGenericFallback, Info, "5", text("legend.genericurl")},
		{CodeDefaultPort, Info, "3.1", text("legend.default-port")},
		{CodeFTPAnonymous, Info, "3.2.1", text("legend.ftp-anonymous")},
		{CodeFTPPassword, Info, "3.2.1", text("legend.ftp-password")},
		{CodeGopherType, Info, "3.4.1", text("legend.gopher-type")},
		{CodeFileLocalhost, Info, "3.10", text("legend.file-localhost")},
		{CodeTelnetLogin, Info, "3.8", text("legend.telnet-login")},
		{CodeLoginNote, Info, "3.1", text("legend.empty-login")},
		{CodeNeedlessEscape, Info, "2.2", text("legend.needless-escape")},
		{CodeEncodedReserved, Info, "2.2", text("legend.encoded-reserved")},
		{CodeURLPrefix, Info, "appendix", text("legend.url-prefix")},
		{CodeTooMany, Info, "", text("legend.too-many")},
	}
}

// A codeRow is one code of codeTable: its severity, the section that rules
// on it, and its summary, the legend's statement.
type codeRow struct {
	code     Code
	severity Severity
	rfc      string
	summary  string
}
