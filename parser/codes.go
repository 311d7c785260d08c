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
	cs := make([]CodeInfo, len(codeTable))
	for i, c := range codeTable {
		cs[i] = CodeInfo{c.code, c.severity, c.rfc, c.summary, quoteFor(c.code, c.rfc, "")}
	}
	return cs
}

var codeTable = []struct {
	code     Code
	severity Severity
	rfc      string
	summary  string
}{
	{CodeEmpty, Error, "2.1", "the input is empty"},
	{CodeMissingScheme, Error, "2.1", "a URL starts with a scheme and a colon"},
	{CodeSchemeChar, Error, "2.1", "a scheme holds only lower case letters, digits, \"+\", \"-\" and \".\""},
	{CodeControl, Error, "2.2", "control characters (00-1F, 7F) must be encoded"},
	{CodeSpace, Error, "2.2", "the space is unsafe and must be encoded"},
	{CodeSurroundingSpace, Error, "2.2", "whitespace before or after a URL is not part of it"},
	{CodeNonASCII, Error, "2.2", "octets 80-FF have no US-ASCII graphic character and must be encoded"},
	{CodeUnsafe, Error, "2.2", "unsafe characters must always be encoded"},
	{CodeFragment, Error, "2.2", "\"#\" delimits a URL from a fragment identifier, which is not part of the URL"},
	{CodeBadEscape, Error, "2.2", "\"%\" must be followed by two hexadecimal digits"},
	{CodeReserved, Error, "2.2", "a reserved character outside its reserved purpose must be encoded"},
	{CodeLoginNotAllowed, Error, "3.3", "this scheme takes no user or password"},
	{CodeMissingHost, Error, "3.1", "this scheme needs a host"},
	{CodeBadHost, Error, "3.1", "a host is a domain name or four decimal groups"},
	{CodeBadPort, Error, "3.1", "a port is one or more decimal digits"},
	{CodeBadType, Error, "3.2.2", "the ftp typecode is one of A, I, D (or a, i, d)"},
	{CodeBadGroup, Error, "5", "a news group name starts with a letter (section 5's group)"},
	{CodeBadNumber, Error, "3.7", "an nntp article number is decimal digits"},
	{CodeBadField, Error, "3.11", "a prospero field is ;name=value"},
	{CodeMissing, Error, "5", "a delimiter the production needs is missing"},
	{CodeExtra, Error, "5", "the production ends before this text"},
	{CodeMissingPart, Error, "5", "a part the production needs is empty"},
	{CodeSyntax, Error, "5", "the grammar stops matching here"},
	{CodeWrapper, Error, "appendix", "\"<URL:\" and \">\" set a URL off in running text and are not part of it"},
	{CodePortRange, Warning, "", "a TCP port is at most 65535 (TCP, RFC 793: ports are 16 bits; RFC 1738 sets no limit)"},
	{CodeOctetRange, Warning, "", "each group of an IPv4 address is at most 255 (IP, RFC 791: an address is four octets; RFC 1738 sets no limit)"},
	{CodeNonDefaultPort, Warning, "6", "a port other than the protocol's default deserves caution"},
	{CodePassword, Warning, "6", "a URL holding a password that should be secret is clearly unwise"},
	{CodeTelnetCRLF, Warning, "6", "care should be taken that encoded CR or LF is not decoded before transmission"},
	{CodeUppercaseScheme, Info, "2.1", "a scheme's letters are lower case; programs should treat upper case as lower case"},
	{CodeUnknownScheme, Info, "4", "a scheme RFC 1738 does not define: the generic syntax frames it (section 4: new schemes may be introduced)"},
	{CodeGenericFallback, Info, "5", "a predefined scheme is judged by its own production, not by genericurl"},
	{CodeDefaultPort, Info, "3.1", "the scheme's default port"},
	{CodeFTPAnonymous, Info, "3.2.1", "no user name: anonymous FTP, if the server asks for one"},
	{CodeFTPPassword, Info, "3.2.1", "a user name and no password: the program should ask the user for one, if the server asks for one"},
	{CodeGopherType, Info, "3.4.1", "no gopher type: it defaults to \"1\" (a directory, in RFC 1436's Gopher)"},
	{CodeFileLocalhost, Info, "3.10", "file://localhost/ and file:/// name this machine"},
	{CodeTelnetLogin, Info, "3.8", "telnet user and password are advisory"},
	{CodeLoginNote, Info, "3.1", "an empty user name or password is different from none"},
	{CodeNeedlessEscape, Info, "2.2", "this character needed no escape, but may be encoded"},
	{CodeEncodedReserved, Info, "2.2", "where the scheme reserves the character, its escape is data, not a delimiter (encoding it may change what the URL means)"},
	{CodeURLPrefix, Info, "appendix", "\"URL:\" marks a URL in context and is not part of it"},
	{CodeTooMany, Info, "", "further diagnostics were left out"},
}
