package main

// The sentences of RFC 1738 the gallery's statements quote
// (statements_gallery.go), word for word, by section; TestGalleryStatements
// holds each to its section with Basis.Check.
const (
	// 2.1
	gqSchemeChars = `The lower case letters "a"--"z", digits, and the characters plus ("+"), period ("."), and hyphen ("-") are allowed.`
	gqSchemeCase  = `For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names (e.g., allow "HTTP" as well as "http").`

	// 2.2
	gqEscape          = `In addition, octets may be encoded by a character triplet consisting of the character "%" followed by the two hexadecimal digits (from "0123456789ABCDEF") which forming the hexadecimal value of the octet.`
	gqGraphic         = "URLs are written only with the graphic printable characters of the US-ASCII coded character set."
	gqSpace           = "The space character is unsafe because significant spaces may disappear and insignificant spaces may be introduced when URLs are transcribed or typeset or subjected to the treatment of word-processing programs."
	gqHash            = `The character "#" is unsafe and should always be encoded because it is used in World Wide Web and in other systems to delimit a URL from a fragment/anchor identifier that might follow it.`
	gqUnsafePercent   = `The character "%" is unsafe because it is used for encodings of other characters.`
	gqUnsafeNational  = `Other characters are unsafe because gateways and other transport agents are known to sometimes modify such characters. These characters are "{", "}", "|", "\", "^", "~", "[", "]", and "` + "`" + `".`
	gqUnsafe          = "All unsafe characters must always be encoded within a URL."
	gqEncodedReserved = "However, this is not true for reserved characters: encoding a character reserved for a particular scheme may change the semantics of a URL."

	// 3.1
	gqLoginEncode   = `Within the user and password field, any ":", "@", or "/" must be encoded.`
	gqEmptyLogin    = "Note that an empty user name or password is different than no user name or password; there is no way to specify a password without specifying a user name."
	gqLoginExamples = `E.g., <URL:ftp://@host.com/> has an empty user name and no password, <URL:ftp://host.com/> has no user name, while <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password.`
	gqLabels        = `a sequence of domain labels separated by ".", each domain label starting and ending with an alphanumerical character and possibly also containing "-" characters.`

	// 3.2.1
	gqUserPass    = `A user name and password may be supplied; they are used in the ftp "USER" and "PASS" commands after first making the connection to the FTP server.`
	gqAnonymous   = `If no user name or password is supplied and one is requested by the FTP server, the conventions for "anonymous" FTP are to be used, as follows: The user name "anonymous" is supplied. The password is supplied as the Internet e-mail address of the end user accessing the resource.`
	gqAskPassword = "If the URL supplies a user name but no password, and the remote server requests a password, the program interpreting the FTP URL should request one from the user."

	// 3.2.2
	gqFTPType      = `Where <cwd1> through <cwdN> and <name> are (possibly encoded) strings and <typecode> is one of the characters "a", "i", or "d".`
	gqEmptyParts   = "The <cwdx> and <name> parts may be empty."
	gqCWD          = "Each of the <cwd> elements is to be supplied, sequentially, as the argument to a CWD (change working directory) command."
	gqNLST         = `If the typecode is "d", perform a NLST (name list) command with <name> as the argument, and interpret the results as a file directory listing.`
	gqTYPE         = "Otherwise, perform a TYPE command with <typecode> as the argument, and then access the file whose name is <name> (for example, using the RETR command.)"
	gqEncodeSlash  = `In particular, if the appropriate FTP sequence to access a particular file requires supplying a string containing a "/" as an argument to a CWD or RETR command, it is necessary to encode each "/".`
	gqSlashExample = `For example, the URL <URL:ftp://myname@host.dom/%2Fetc/motd> is interpreted by FTP-ing to "host.dom", logging in as "myname" (prompting for a password if it is asked for), and then executing "CWD /etc" and then "RETR motd".`
	gqRelative     = `This has a different meaning from <URL:ftp://myname@host.dom/etc/motd> which would "CWD etc" and then "RETR motd"; the initial "CWD" might be executed relative to the default directory for "myname".`
	gqNullCWD      = `On the other hand, <URL:ftp://myname@host.dom//etc/motd>, would "CWD " with a null argument, then "CWD etc", and then "RETR motd".`

	// 3.2.3
	gqTypeOptional = "The entire ;type=<typecode> part of a FTP URL is optional."
	gqGuessMode    = "If it is omitted, the client program interpreting the URL must guess the appropriate mode to use."

	// 3.3
	gqHTTPElsewhere = "The HTTP protocol is specified elsewhere."
	gqHTTPPort      = "If :<port> is omitted, the port defaults to 80."
	gqHTTPNoLogin   = "No user name or password is allowed."
	gqHTTPParts     = "<path> is an HTTP selector, and <searchpart> is a query string."

	// 3.4.1 to 3.4.9
	gqGopherType       = `The entire <gopher-path> may also be empty, in which case the delimiting "/" is also optional and the <gophertype> defaults to "1".`
	gqGopherSelector   = "In the Gopher protocol, Gopher selector strings are a sequence of octets which may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR)."
	gqGopherTop        = "The Gopher selector string may be an empty string; this is how Gopher clients refer to the top-level directory on a Gopher server."
	gqGopherSearch     = "If the URL refers to a search to be submitted to a Gopher search engine, the selector is followed by an encoded tab (%09) and the search string."
	gqGopherDefault    = `A Gopher URL with a Gopher+ string consisting of only a "+" refers to the default view (data representation) of the item while a Gopher+ string containing only a "?" refer to an item with a Gopher electronic form associated with it.`
	gqGopherAsk        = `Gopher+ items which have a +ASK associated with them (i.e. Gopher+ items tagged with a "?") require the client to fetch the item's +ASK attribute to get the form definition, and then ask the user to fill out the form and return the user's responses along with the selector string to retrieve the item.`
	gqGopherAll        = `"!" refers to the all of a Gopher+ item's attributes.`
	gqGopherDirectory  = `"$" refers to all the item attributes for all items in a Gopher directory.`
	gqGopherAttribute  = `To refer to specific attributes, the URL's gopher+_string is "!<attribute_name>" or "$<attribute_name>".`
	gqGopherAbstract   = `For example, to refer to the attribute containing the abstract of an item, the gopher+_string would be "!+ABSTRACT".`
	gqGopherSeveral    = "To refer to several attributes, the gopher+_string consists of the attribute names separated by coded spaces."
	gqGopherSmell      = `For example, "!+ABSTRACT%20+SMELL" refers to the +ABSTRACT and +SMELL attributes of an item.`
	gqGopherViewForm   = "To refer to a specific Gopher+ alternate view, the URL's Gopher+ string would be in the form: +<view_name>%20<language_name>"
	gqGopherView       = `For example, a Gopher+ string of "+application/postscript%20Es_ES" refers to the Spanish language postscript alternate view of a Gopher+ item.`
	gqGopherFilledForm = "The gopher+_string for a URL that refers to an item referenced by a Gopher+ electronic form (an ASK block) filled out with specific values is a coded version of what the client sends to the server."

	// 3.5
	gqMailtoAddress    = "The mailto URL scheme is used to designate the Internet mailing address of an individual or service."
	gqMailtoForm       = "A mailto URL takes the form: mailto:<rfc822-addr-spec>"
	gqMailtoNoReserved = "Within mailto URLs, there are no reserved characters."

	// 3.6, 3.7
	gqNewsScheme    = "The news URL scheme is used to refer to either news groups or individual articles of USENET news, as specified in RFC 1036."
	gqNewsGroup     = `A <newsgroup-name> is a period-delimited hierarchical name, such as "comp.infosystems.www.misc".`
	gqNewsMessageID = `A <message-id> corresponds to the Message-ID of section 2.1.5 of RFC 1036, without the enclosing "<" and ">"; it takes the form <unique>@<full_domain_name>.`
	gqNewsAt        = `A message identifier may be distinguished from a news group name by the presence of the commercial at "@" character.`
	gqNewsAll       = `If <newsgroup-name> is "*" (as in <URL:news:*>), it is used to refer to "all available news groups".`
	gqNNTPForm      = "A nntp URL take the form: nntp://<host>:<port>/<newsgroup-name>/<article-number>"
	gqNNTPNumber    = "The <newsgroup-name> is the name of the group, while the <article- number> is the numeric id of the article within that newsgroup."

	// 3.8, 3.9
	gqTelnetForm     = `A telnet URL takes the form: telnet://<user>:<password>@<host>:<port>/ as specified in Section 3.1. The final "/" character may be omitted.`
	gqTelnetAdvisory = "in practice, the <user> and <password> supplied are advisory only: clients accessing a telnet URL merely advise the user of the suggested username and password."
	gqWAISForm       = "A WAIS URL takes one of the following forms: wais://<host>:<port>/<database> wais://<host>:<port>/<database>?<search> wais://<host>:<port>/<database>/<wtype>/<wpath>"
	gqWAISDatabase   = "The first form designates a WAIS database that is available for searching."
	gqWAISSearch     = "The second form designates a particular search."
	gqWAISQueried    = "<database> is the name of the WAIS database being queried."
	gqWAISDocument   = "The third form designates a particular document within a WAIS database to be retrieved."

	// 3.10, 3.11
	gqFileForm          = "A file URL takes the form: file://<host>/<path> where <host> is the fully qualified domain name of the system on which the <path> is accessible, and <path> is a hierarchical directory path of the form <directory>/<directory>/.../<name>."
	gqFileVMS           = "For example, a VMS file DISK$USER:[MY.NOTES]NOTE123456.TXT might become <URL:file://vms.host.edu/disk$user/my/notes/note12345.txt>"
	gqFileLocal         = "As a special case, <host> can be the string \"localhost\" or the empty string; this is interpreted as `the machine from which the URL is being interpreted'."
	gqProsperoSlash     = "Note that many <hsoname>s begin with a slash, in which case the host or port will be followed by a double slash: the slash from the URL syntax, followed by the initial slash from the <hsoname>."
	gqProsperoExample   = `(E.g., <URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name".)`
	gqProsperoFields    = "In addition, after the <hsoname>, optional fields and values associated with a Prospero link may be specified as part of the URL."
	gqProsperoSemicolon = `When present, each field/value pair is separated from each other and from the rest of the URL by a ";" (semicolon).`
	gqProsperoField     = `The name of the field and its value are separated by a "=" (equal sign).`

	// 5: a comment of the BNF, quoted as its prose
	gqBNFCase = "the scheme is in lower case; interpreters should use case-ignore"

	// Appendix
	gqWrapperPurpose = `For this purpose, is recommended that angle brackets ("<" and ">"), along with the prefix "URL:", be used to delimit the boundaries of the URL.`
	gqWrapper        = "This wrapper does not form part of the URL and should not be used in contexts in which delimiters are already specified."
	gqFragment       = `In the case where a fragment/anchor identifier is associated with a URL (following a "#"), the identifier would be placed within the brackets as well.`
)
