package main

// An example is one input the gallery loads with a click, with the lesson it
// teaches and the RFC 1738 section that gives it. Its title and lesson are
// statements of statements_gallery.go, named by ID: the lists below give
// the ID, and withText fills in the text, so that each is written once and
// rests on the sentences or rules its statement names.
//
// A lesson that names what a client does writes each step as Interpret
// writes it, in double quotes: "CWD /etc", "RETR motd", "CWD " (a null
// argument). TestGalleryLessons checks every such step against
// parser.Result.Interpret, in order, and that no lesson names an FTP
// command or the anonymous login outside such a quoted step.
type example struct {
	ID      string // the lesson's statement, "gallery.tilde"; the title's is ID+".title"
	Input   string
	Section string // for rfcExamples, where the RFC shows the URL: "3.2.2", "appendix", "references"
}

// rfcExamples are the URLs RFC 1738 itself shows, each with the section
// that shows it: TestGalleryFromRFC finds each one there, written
// "<URL:...>".
var rfcExamples = []example{
	{ID: "gallery.empty-user", Input: "ftp://@host.com/", Section: "3.1"},
	{ID: "gallery.no-user", Input: "ftp://host.com/", Section: "3.1"},
	{ID: "gallery.empty-password", Input: "ftp://foo:@host.com/", Section: "3.1"},
	{ID: "gallery.encoded-slash", Input: "ftp://myname@host.dom/%2Fetc/motd", Section: "3.2.2"},
	{ID: "gallery.relative-path", Input: "ftp://myname@host.dom/etc/motd", Section: "3.2.2"},
	{ID: "gallery.empty-segment", Input: "ftp://myname@host.dom//etc/motd", Section: "3.2.2"},
	{ID: "gallery.all-groups", Input: "news:*", Section: "3.6"},
	{ID: "gallery.vms-file", Input: "file://vms.host.edu/disk$user/my/notes/note12345.txt", Section: "3.10"},
	{ID: "gallery.prospero-hsoname", Input: "prospero://host.dom//pros/name", Section: "3.11"},
	{ID: "gallery.directory-listing", Input: "ftp://info.cern.ch/pub/www/doc;type=d", Section: "appendix"},
	{ID: "gallery.no-typecode", Input: "ftp://ds.internic.net/rfc", Section: "appendix"},
	{ID: "gallery.typecode-a", Input: "ftp://ds.internic.net/rfc/rfc1436.txt;type=a", Section: "references"},
}

// projectExamples are this project's own URLs, one or more for each scheme
// RFC 1738 defines (most of these schemes have no example in the RFC), each
// lesson with the section it follows.
var projectExamples = []example{
	{ID: "gallery.http-search", Input: "http://info.cern.ch/hypertext/WWW/TheProject.html?rfc+1738", Section: "3.3"},
	{ID: "gallery.gopher-directory", Input: "gopher://gopher.example.edu/", Section: "3.4.1"},
	{ID: "gallery.gopher-search", Input: "gopher://gopher.example.edu/7search%09rfc", Section: "3.4.2"},
	{ID: "gallery.gopher-plus-view", Input: "gopher://gopher.example.edu/0item%09%09+", Section: "3.4.4"},
	{ID: "gallery.gopher-plus-form", Input: "gopher://gopher.example.edu/0item%09%09?", Section: "3.4.5"},
	{ID: "gallery.gopher-plus-attributes", Input: "gopher://gopher.example.edu/0item%09%09!", Section: "3.4.6"},
	{ID: "gallery.gopher-plus-directory-attributes", Input: "gopher://gopher.example.edu/1dir%09%09$", Section: "3.4.6"},
	{ID: "gallery.gopher-plus-abstract", Input: "gopher://gopher.example.edu/0item%09%09!+ABSTRACT", Section: "3.4.7"},
	{ID: "gallery.gopher-plus-two-attributes", Input: "gopher://gopher.example.edu/0item%09%09!+ABSTRACT%20+SMELL", Section: "3.4.7"},
	{ID: "gallery.gopher-plus-alternate-view", Input: "gopher://gopher.example.edu/0item%09%09+application/postscript%20Es_ES", Section: "3.4.8"},
	{ID: "gallery.gopher-plus-filled-form", Input: "gopher://gopher.example.edu/0item%09%09+%091%0D%0A+-1%0D%0Aone%0D%0Atwo%0D%0A.%0D%0A", Section: "3.4.9"},
	{ID: "gallery.mail-address", Input: "mailto:timbl@info.cern.ch", Section: "3.5"},
	{ID: "gallery.news-group", Input: "news:comp.infosystems.www", Section: "3.6"},
	{ID: "gallery.news-article", Input: "news:199412011234.AA01234@info.cern.ch", Section: "3.6"},
	{ID: "gallery.nntp-article", Input: "nntp://news.cern.ch:119/comp.infosystems.www/1234", Section: "3.7"},
	{ID: "gallery.telnet-login", Input: "telnet://guest:guest@library.example.edu/", Section: "3.8"},
	{ID: "gallery.wais-database", Input: "wais://quake.think.com/directory-of-servers", Section: "3.9"},
	{ID: "gallery.wais-search", Input: "wais://quake.think.com/directory-of-servers?rfc", Section: "3.9"},
	{ID: "gallery.wais-document", Input: "wais://quake.think.com/directory-of-servers/TEXT/doc-ids", Section: "3.9"},
	{ID: "gallery.local-file", Input: "file:///etc/motd", Section: "3.10"},
	{ID: "gallery.prospero-field", Input: "prospero://host.dom//pros/name;lang=en", Section: "3.11"},
}

// mistakeExamples each teach one classic mistake.
var mistakeExamples = []example{
	{ID: "gallery.tilde", Input: "http://host.example.edu/~user/", Section: "2.2"},
	{ID: "gallery.space", Input: "http://host.example.edu/my notes.html", Section: "2.2"},
	{ID: "gallery.fragment", Input: "http://host.example.edu/page.html#section2", Section: "2.2"},
	{ID: "gallery.bad-escape", Input: "http://host.example.edu/100%.html", Section: "2.2"},
	{ID: "gallery.at-in-password", Input: "ftp://user:p@ss@host.example.edu/", Section: "3.1"},
	{ID: "gallery.trailing-dot", Input: "http://host.example.edu./", Section: "3.1"},
	{ID: "gallery.port-range", Input: "http://host.example.edu:70000/", Section: "5"},
	{ID: "gallery.user-in-http", Input: "http://user:secret@host.example.edu/", Section: "3.3"},
	{ID: "gallery.backslash", Input: "http://host.example.edu\\dir\\file.html", Section: "2.2"},
	{ID: "gallery.uppercase-scheme", Input: "HTTP://host.example.edu/", Section: "2.1"},
	{ID: "gallery.default-port", Input: "http://host.example.edu:80/", Section: "3.3"},
	{ID: "gallery.trailing-space", Input: "http://host.example.edu/ ", Section: "2.2"},
	{ID: "gallery.url-wrapper", Input: "<URL:ftp://info.cern.ch/pub/www/doc;type=d>", Section: "appendix"},
}
