package main

// An example is one input the gallery loads with a click, with the lesson it
// teaches and the RFC 1738 section that gives it.
//
// A lesson that names what a client does writes each step as Interpret
// writes it, in double quotes: "CWD /etc", "RETR motd", "CWD " (a null
// argument). TestGalleryLessons checks every such step against
// parser.Result.Interpret, in order, and that no lesson names an FTP
// command or the anonymous login outside such a quoted step.
type example struct {
	Title   string
	Input   string
	Lesson  string
	Section string // for rfcExamples, where the RFC shows the URL: "3.2.2", "appendix", "references"
}

// rfcExamples are the URLs RFC 1738 itself shows, each with the section
// that shows it: TestGalleryFromRFC finds each one there, written
// "<URL:...>".
var rfcExamples = []example{
	{"Empty user name", "ftp://@host.com/", "an empty user name is not none: \"USER \" with an empty argument; no password, so the client should ask the user for one if the server wants it (3.2.1)", "3.1"},
	{"No user name", "ftp://host.com/", "no user name: \"USER anonymous\", with the user's e-mail address as the password, if the server asks for a login (3.2.1)", "3.1"},
	{"Empty password", "ftp://foo:@host.com/", "user \"foo\" with an empty password: \"USER foo\", then \"PASS \" with an empty argument", "3.1"},
	{"%2F: a \"/\" inside a directory name", "ftp://myname@host.dom/%2Fetc/motd", "an encoded \"/\" is data, not a separator: \"CWD /etc\", then \"RETR motd\"", "3.2.2"},
	{"Relative FTP path", "ftp://myname@host.dom/etc/motd", "\"CWD etc\", then \"RETR motd\"; the first may run relative to the user's default directory", "3.2.2"},
	{"Empty segment", "ftp://myname@host.dom//etc/motd", "\"CWD \" with a null argument, then \"CWD etc\", and then \"RETR motd\"", "3.2.2"},
	{"All news groups", "news:*", "\"*\" refers to \"all available news groups\"", "3.6"},
	{"VMS file", "file://vms.host.edu/disk$user/my/notes/note12345.txt", "a VMS file, DISK$USER:[MY.NOTES]NOTE123456.TXT, as a file URL on a named host", "3.10"},
	{"Prospero", "prospero://host.dom//pros/name", "the hsoname \"/pros/name\": the \"/\" after the host, then the hsoname's own", "3.11"},
	{"A directory listing", "ftp://info.cern.ch/pub/www/doc;type=d", "\";type=d\": \"CWD pub\", \"CWD www\", then \"NLST doc\", read as a directory listing (3.2.2)", "appendix"},
	{"No typecode", "ftp://ds.internic.net/rfc", "no \";type=\": the client must guess the mode (3.2.3), then \"RETR rfc\"", "appendix"},
	{"FTP typecode \"a\"", "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", "\"CWD rfc\", \"TYPE a\", then \"RETR rfc1436.txt\" (3.2.2); RFC 1738 does not say what \"a\" means: in FTP (RFC 959) it is ASCII text", "references"},
}

// projectExamples are this project's own URLs, one or more for each scheme
// RFC 1738 defines (most of these schemes have no example in the RFC), each
// lesson with the section it follows.
var projectExamples = []example{
	{"HTTP with a search", "http://info.cern.ch/hypertext/WWW/TheProject.html?rfc+1738", "hostport, hpath and a search after \"?\": the HTTP selector and a query string; the HTTP protocol is specified elsewhere", "3.3"},
	{"Gopher directory", "gopher://gopher.example.edu/", "no gopher-path: the type defaults to \"1\" and the selector is empty, how Gopher clients refer to the top-level directory", "3.4.1"},
	{"Gopher search", "gopher://gopher.example.edu/7search%09rfc", "the first %09 ends the selector and starts the search", "3.4.2"},
	{"Gopher+ default view", "gopher://gopher.example.edu/0item%09%09+", "a gopher+_string of \"+\": the default view", "3.4.4"},
	{"Gopher+ form", "gopher://gopher.example.edu/0item%09%09?", "a gopher+_string of \"?\": \"fetch +ASK\" for the form, ask the user to fill it out, then send the responses with \"selector item\"", "3.4.5"},
	{"Gopher+ attributes", "gopher://gopher.example.edu/0item%09%09!", "\"!\": all of the item's attributes", "3.4.6"},
	{"Gopher+ directory attributes", "gopher://gopher.example.edu/1dir%09%09$", "\"$\": the attributes of every item in the directory", "3.4.6"},
	{"Gopher+ abstract", "gopher://gopher.example.edu/0item%09%09!+ABSTRACT", "one attribute, by name: the RFC's \"!+ABSTRACT\"", "3.4.7"},
	{"Gopher+ two attributes", "gopher://gopher.example.edu/0item%09%09!+ABSTRACT%20+SMELL", "attribute names separated by coded spaces: the RFC's \"!+ABSTRACT%20+SMELL\"", "3.4.7"},
	{"Gopher+ alternate view", "gopher://gopher.example.edu/0item%09%09+application/postscript%20Es_ES", "a view and a language: the RFC's Spanish PostScript", "3.4.8"},
	{"Gopher+ filled form", "gopher://gopher.example.edu/0item%09%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A", "the coded form a client sends, CR LF and all", "3.4.9"},
	{"Mail address", "mailto:timbl@info.cern.ch", "one RFC 822 addr-spec; no reserved characters", "3.5"},
	{"News group", "news:comp.infosystems.www", "a newsgroup name", "3.6"},
	{"News article", "news:199412011234.AA01234@info.cern.ch", "a message-id: unique@full_domain_name", "3.6"},
	{"NNTP article", "nntp://news.cern.ch:119/comp.infosystems.www/1234", "a group and an article number on one server", "3.7"},
	{"Telnet login", "telnet://guest:guest@library.example.edu/", "the user and password are advisory", "3.8"},
	{"WAIS database", "wais://quake.think.com/directory-of-servers", "a database available for searching", "3.9"},
	{"WAIS search", "wais://quake.think.com/directory-of-servers?rfc", "a particular search in a database", "3.9"},
	{"WAIS document", "wais://quake.think.com/directory-of-servers/TEXT/doc-ids", "a document: database, type and path", "3.9"},
	{"Local file", "file:///etc/motd", "an empty host: the machine from which the URL is being interpreted", "3.10"},
	{"Prospero field", "prospero://host.dom//pros/name;lang=en", "a field and its value after \";\"", "3.11"},
}

// mistakeExamples each teach one classic mistake.
var mistakeExamples = []example{
	{"Tilde in a home page", "http://host.example.edu/~user/", "\"~\" is unsafe in 1994: write %7E", "2.2"},
	{"A space", "http://host.example.edu/my notes.html", "a space is unsafe: write %20", "2.2"},
	{"A fragment", "http://host.example.edu/page.html#section2", "\"#\" ends a URL and starts a fragment: it is not part of the URL", "2.2"},
	{"A bad escape", "http://host.example.edu/100%.html", "\"%\" must be followed by two hex digits: write %25", "2.2"},
	{"\"@\" in a password", "ftp://user:p@ss@host.example.edu/", "\"@\" inside the password must be encoded as %40", "3.1"},
	{"Trailing dot in a host", "http://host.example.edu./", "a hostname does not end in \".\"", "3.1"},
	{"Port out of range", "http://host.example.edu:70000/", "the BNF's port is any digits (port = digits); TCP's port is 16 bits, at most 65535 (RFC 793)", "5"},
	{"User in HTTP", "http://user:secret@host.example.edu/", "httpurl has a hostport, not a login", "3.3"},
	{"Backslash", "http://host.example.edu\\dir\\file.html", "\"\\\" is unsafe; today's browsers read it as \"/\" in http URLs (the WHATWG URL Standard)", "2.2"},
	{"Upper-case scheme", "HTTP://host.example.edu/", "a scheme's letters are lower case; programs should treat upper case as lower case", "2.1"},
	{"Default port", "http://host.example.edu:80/", "port 80 is HTTP's default: leaving it out means the same", "3.3"},
	{"A space pasted after the URL", "http://host.example.edu/ ", "whitespace around a URL is not part of it: delete it", "2.2"},
	{"The <URL:...> wrapper", "<URL:ftp://info.cern.ch/pub/www/doc;type=d>", "\"<URL:\" and \">\" set a URL off in running text: they are not part of it", "appendix"},
}
