package main

// The gallery's statements: each example's title and lesson (examples.go,
// and the lists in lists/ made from them); what each rests on — the
// sentence of RFC 1738 that says it, quoted word for word, a rule of
// section 5 where only the grammar says it, or another document (RFC 959
// on FTP's types, RFC 793 on TCP's ports, RFC 1436 on Gopher's types, the
// WHATWG URL Standard on today's browsers) — is in
// statements_gallery_bases.go, by ID. An example names its
// statements by ID ("gallery.tilde" for its lesson, "gallery.tilde.title"
// for its title), and its text is taken from here, so that the text is
// written once, the /sources page lists it, and a translation can key on
// the IDs.
//
// A template is a fmt format: a "%" is written "%%" (there are no
// placeholders).

import (
	"github.com/urlplayground/rfc1738-playground/parser"
)

const gqRFC = "RFC 1738"

// galleryTable is the gallery's statements (an ID, a tab and the text on
// each line, as tableStatements reads them), in the order of the gallery:
// the RFC's examples, the project's, the classic mistakes. Each example
// has two, its title's (".title") and its lesson's.
const galleryTable = `
// From RFC 1738 (rfcExamples).
gallery.empty-user.title	Empty user name
gallery.empty-user	an empty user name is not none: "USER " with an empty argument; no password, so the client should ask the user for one if the server wants it (3.2.1)
gallery.no-user.title	No user name
gallery.no-user	no user name: "USER anonymous", with the user's e-mail address as the password, if the server asks for a login (3.2.1)
gallery.empty-password.title	Empty password
gallery.empty-password	user "foo" with an empty password: "USER foo", then "PASS " with an empty argument
gallery.encoded-slash.title	%%2F: a "/" inside a directory name
gallery.encoded-slash	an encoded "/" is data, not a separator: "CWD /etc", then "RETR motd"
gallery.relative-path.title	Relative FTP path
gallery.relative-path	"CWD etc", then "RETR motd"; the first may run relative to the user's default directory
gallery.empty-segment.title	Empty segment
gallery.empty-segment	"CWD " with a null argument, then "CWD etc", and then "RETR motd"
gallery.all-groups.title	All news groups
gallery.all-groups	"*" refers to "all available news groups"
gallery.vms-file.title	VMS file
gallery.vms-file	a VMS file, DISK$USER:[MY.NOTES]NOTE123456.TXT, as a file URL on a named host
gallery.prospero-hsoname.title	Prospero
gallery.prospero-hsoname	the hsoname "/pros/name": the "/" after the host, then the hsoname's own
gallery.directory-listing.title	A directory listing
gallery.directory-listing	";type=d": "CWD pub", "CWD www", then "NLST doc", read as a directory listing (3.2.2)
gallery.no-typecode.title	No typecode
gallery.no-typecode	no ";type=": the client must guess the mode (3.2.3), and what it does next follows from the guess: a directory ("d") is listed, a file fetched, for example with "RETR rfc" (3.2.2)
gallery.typecode-a.title	FTP typecode "a"
gallery.typecode-a	"CWD rfc", "TYPE a", then "RETR rfc1436.txt" (3.2.2); RFC 1738 does not say what "a" means: in FTP (RFC 959) it is ASCII text

// This project's examples (projectExamples).
gallery.http-search.title	HTTP with a search
gallery.http-search	hostport, hpath and a search after "?": the HTTP selector and a query string; the HTTP protocol is specified elsewhere
gallery.gopher-directory.title	Gopher directory
gallery.gopher-directory	no gopher-path: the type defaults to "1" and the selector is empty, how Gopher clients refer to the top-level directory
gallery.gopher-search.title	Gopher search
gallery.gopher-search	the first %%09 ends the selector and starts the search
gallery.gopher-plus-view.title	Gopher+ default view
gallery.gopher-plus-view	a gopher+_string of "+": the default view
gallery.gopher-plus-form.title	Gopher+ form
gallery.gopher-plus-form	a gopher+_string of "?": "fetch +ASK" for the form, ask the user to fill it out, then send the responses with "selector item"
gallery.gopher-plus-attributes.title	Gopher+ attributes
gallery.gopher-plus-attributes	"!": all of the item's attributes
gallery.gopher-plus-directory-attributes.title	Gopher+ directory attributes
gallery.gopher-plus-directory-attributes	"$": the attributes of every item in the directory
gallery.gopher-plus-abstract.title	Gopher+ abstract
gallery.gopher-plus-abstract	one attribute, by name: the RFC's "!+ABSTRACT"
gallery.gopher-plus-two-attributes.title	Gopher+ two attributes
gallery.gopher-plus-two-attributes	attribute names separated by coded spaces: the RFC's "!+ABSTRACT%%20+SMELL"
gallery.gopher-plus-alternate-view.title	Gopher+ alternate view
gallery.gopher-plus-alternate-view	a view and a language: the RFC's Spanish PostScript
gallery.gopher-plus-filled-form.title	Gopher+ filled form
gallery.gopher-plus-filled-form	the coded form a client sends, CR LF and all
gallery.mail-address.title	Mail address
gallery.mail-address	one RFC 822 addr-spec; no reserved characters
gallery.news-group.title	News group
gallery.news-group	a newsgroup name
gallery.news-article.title	News article
gallery.news-article	a message-id: unique@full_domain_name
gallery.nntp-article.title	NNTP article
gallery.nntp-article	a group and an article number on one server
gallery.telnet-login.title	Telnet login
gallery.telnet-login	the user and password are advisory
gallery.wais-database.title	WAIS database
gallery.wais-database	a database available for searching
gallery.wais-search.title	WAIS search
gallery.wais-search	a particular search in a database
gallery.wais-document.title	WAIS document
gallery.wais-document	a document: database, type and path
gallery.local-file.title	Local file
gallery.local-file	an empty host: the machine from which the URL is being interpreted
gallery.prospero-field.title	Prospero field
gallery.prospero-field	a field and its value after ";"

// Classic mistakes (mistakeExamples).
gallery.tilde.title	Tilde in a home page
gallery.tilde	"~" is unsafe in 1994: write %%7E
gallery.space.title	A space
gallery.space	a space is unsafe: write %%20
gallery.fragment.title	A fragment
gallery.fragment	"#" delimits a URL from a fragment that may follow it: the fragment is not part of the URL
gallery.bad-escape.title	A bad escape
gallery.bad-escape	"%%" must be followed by two hex digits: write %%25
gallery.at-in-password.title	"@" in a password
gallery.at-in-password	"@" inside the password must be encoded as %%40
gallery.trailing-dot.title	Trailing dot in a host
gallery.trailing-dot	a hostname does not end in "."
gallery.port-range.title	Port out of range
gallery.port-range	the BNF's port is any digits (port = digits); TCP's port is 16 bits, at most 65535 (RFC 793)
gallery.user-in-http.title	User in HTTP
gallery.user-in-http	httpurl has a hostport, not a login
gallery.backslash.title	Backslash
gallery.backslash	"\" is unsafe; today's browsers read it as "/" in http URLs (the WHATWG URL Standard)
gallery.uppercase-scheme.title	Upper-case scheme
gallery.uppercase-scheme	a scheme's letters are lower case; programs should treat upper case as lower case
gallery.default-port.title	Default port
gallery.default-port	port 80 is HTTP's default: leaving it out means the same
gallery.trailing-space.title	A space pasted after the URL
gallery.trailing-space	whitespace around a URL is not part of it: delete it
gallery.url-wrapper.title	The <URL:...> wrapper
gallery.url-wrapper	"<URL:" and ">" set a URL off in running text: they are not part of it
`

// galleryCatalog says the gallery's statements, in the page's language
// (parser.Translate): said when drawn, not kept with the examples, so
// that a language chosen later reaches them. An unknown ID is a mistake in
// examples.go, which the tests find.
var galleryCatalog = parser.NewCatalog("gallery", func() []parser.Statement { return tableStatements(galleryTable) })

// title is the example's title, statement ID+".title".
func (ex example) title() string { return galleryCatalog.Say(ex.ID + ".title") }

// lesson is the example's lesson, statement ID.
func (ex example) lesson() string { return galleryCatalog.Say(ex.ID) }
