package main

// The gallery's statements: each example's title and lesson (examples.go,
// and the lists in lists/ made from them), with what each rests on — the
// sentence of RFC 1738 that says it, quoted word for word, a rule of
// section 5 where only the grammar says it, or another document (RFC 959
// on FTP's types, RFC 793 on TCP's ports, RFC 1436 on Gopher's types, the
// WHATWG URL Standard on today's browsers). An example names its
// statements by ID ("gallery.tilde" for its lesson, "gallery.tilde.title"
// for its title), and its text is taken from here, so that the text is
// written once, the /sources page lists it, and a translation can key on
// the IDs.
//
// A template is a fmt format: a "%" is written "%%" (there are no
// placeholders). The bases are struct literals, not parser.ProseBasis and
// its kin: a literal is data the linker lays out, where a call would be
// code run at the page's start.

import (
	"strings"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
)

const gqRFC = "RFC 1738"

// The other documents the gallery cites.
var (
	gbRFC959ASCII  = parser.Basis{Kind: parser.Other, Doc: "RFC 959", Section: "3.1.1.1", Quote: "the ASCII type, TYPE A, for text"}
	gbRFC793Port   = parser.Basis{Kind: parser.Other, Doc: "RFC 793", Quote: "a TCP port is a 16-bit number"}
	gbRFC1436Dir   = parser.Basis{Kind: parser.Other, Doc: "RFC 1436", Section: "3.8", Quote: "1 Item is a directory"}
	gbWHATWGBslash = parser.Basis{Kind: parser.Other, Doc: "the WHATWG URL Standard", Quote: `the URL parser reads "\" as "/" in the URL of a special scheme (http, https, ftp, ws, wss, file), with a validation error; today's browsers follow it`}
)

// galleryTable is the gallery's statements, in the order of the gallery:
// the RFC's examples, the project's, the classic mistakes. Each example
// has two, its title's (".title") and its lesson's.
var galleryTable = []parser.Statement{
	// From RFC 1738 (rfcExamples).
	{ID: "gallery.empty-user.title", Text: "Empty user name",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples}}},
	{ID: "gallery.empty-user", Text: `an empty user name is not none: "USER " with an empty argument; no password, so the client should ask the user for one if the server wants it (3.2.1)`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqEmptyLogin},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqUserPass},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqAskPassword}}},
	{ID: "gallery.no-user.title", Text: "No user name",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples}}},
	{ID: "gallery.no-user", Text: `no user name: "USER anonymous", with the user's e-mail address as the password, if the server asks for a login (3.2.1)`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqAnonymous}}},
	{ID: "gallery.empty-password.title", Text: "Empty password",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples}}},
	{ID: "gallery.empty-password", Text: `user "foo" with an empty password: "USER foo", then "PASS " with an empty argument`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginExamples},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqEmptyLogin},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.1", Quote: gqUserPass}}},
	{ID: "gallery.encoded-slash.title", Text: `%%2F: a "/" inside a directory name`,
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEncodeSlash}}},
	{ID: "gallery.encoded-slash", Text: `an encoded "/" is data, not a separator: "CWD /etc", then "RETR motd"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqSlashExample},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEncodeSlash},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEncodedReserved}}},
	{ID: "gallery.relative-path.title", Text: "Relative FTP path",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqRelative}}},
	{ID: "gallery.relative-path", Text: `"CWD etc", then "RETR motd"; the first may run relative to the user's default directory`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqRelative},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqCWD}}},
	{ID: "gallery.empty-segment.title", Text: "Empty segment",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEmptyParts},
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "fsegment"}}},
	{ID: "gallery.empty-segment", Text: `"CWD " with a null argument, then "CWD etc", and then "RETR motd"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNullCWD},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqEmptyParts}}},
	{ID: "gallery.all-groups.title", Text: "All news groups",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsAll}}},
	{ID: "gallery.all-groups", Text: `"*" refers to "all available news groups"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsAll},
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "grouppart"}}},
	{ID: "gallery.vms-file.title", Text: "VMS file",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileVMS}}},
	{ID: "gallery.vms-file", Text: "a VMS file, DISK$USER:[MY.NOTES]NOTE123456.TXT, as a file URL on a named host",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileVMS},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileForm}}},
	{ID: "gallery.prospero-hsoname.title", Text: "Prospero",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "prosperourl"}}},
	{ID: "gallery.prospero-hsoname", Text: `the hsoname "/pros/name": the "/" after the host, then the hsoname's own`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoExample},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoSlash}}},
	{ID: "gallery.directory-listing.title", Text: "A directory listing",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNLST}}},
	{ID: "gallery.directory-listing", Text: `";type=d": "CWD pub", "CWD www", then "NLST doc", read as a directory listing (3.2.2)`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqCWD},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNLST}}},
	{ID: "gallery.no-typecode.title", Text: "No typecode",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.3", Quote: gqTypeOptional}}},
	{ID: "gallery.no-typecode", Text: `no ";type=": the client must guess the mode (3.2.3), and what it does next follows from the guess: a directory ("d") is listed, a file fetched, for example with "RETR rfc" (3.2.2)`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.3", Quote: gqGuessMode},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqTYPE},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqNLST}}},
	{ID: "gallery.typecode-a.title", Text: `FTP typecode "a"`,
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqFTPType}}},
	{ID: "gallery.typecode-a", Text: `"CWD rfc", "TYPE a", then "RETR rfc1436.txt" (3.2.2); RFC 1738 does not say what "a" means: in FTP (RFC 959) it is ASCII text`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqCWD},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqTYPE},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.2.2", Quote: gqFTPType},
			gbRFC959ASCII}},

	// This project's examples (projectExamples).
	{ID: "gallery.http-search.title", Text: "HTTP with a search",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "httpurl"}}},
	{ID: "gallery.http-search", Text: `hostport, hpath and a search after "?": the HTTP selector and a query string; the HTTP protocol is specified elsewhere`,
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "httpurl"},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPParts},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPElsewhere}}},
	{ID: "gallery.gopher-directory.title", Text: "Gopher directory",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherTop},
			gbRFC1436Dir}},
	{ID: "gallery.gopher-directory", Text: `no gopher-path: the type defaults to "1" and the selector is empty, how Gopher clients refer to the top-level directory`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherType},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherTop}}},
	{ID: "gallery.gopher-search.title", Text: "Gopher search",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.2", Quote: gqGopherSearch}}},
	{ID: "gallery.gopher-search", Text: "the first %%09 ends the selector and starts the search",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.2", Quote: gqGopherSearch},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.1", Quote: gqGopherSelector}}},
	{ID: "gallery.gopher-plus-view.title", Text: "Gopher+ default view",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault}}},
	{ID: "gallery.gopher-plus-view", Text: `a gopher+_string of "+": the default view`,
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault}}},
	{ID: "gallery.gopher-plus-form.title", Text: "Gopher+ form",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault}}},
	{ID: "gallery.gopher-plus-form", Text: `a gopher+_string of "?": "fetch +ASK" for the form, ask the user to fill it out, then send the responses with "selector item"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.4", Quote: gqGopherDefault},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.5", Quote: gqGopherAsk}}},
	{ID: "gallery.gopher-plus-attributes.title", Text: "Gopher+ attributes",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherAll}}},
	{ID: "gallery.gopher-plus-attributes", Text: `"!": all of the item's attributes`,
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherAll}}},
	{ID: "gallery.gopher-plus-directory-attributes.title", Text: "Gopher+ directory attributes",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherDirectory}}},
	{ID: "gallery.gopher-plus-directory-attributes", Text: `"$": the attributes of every item in the directory`,
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.6", Quote: gqGopherDirectory}}},
	{ID: "gallery.gopher-plus-abstract.title", Text: "Gopher+ abstract",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherAbstract}}},
	{ID: "gallery.gopher-plus-abstract", Text: `one attribute, by name: the RFC's "!+ABSTRACT"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherAttribute},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherAbstract}}},
	{ID: "gallery.gopher-plus-two-attributes.title", Text: "Gopher+ two attributes",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherSeveral}}},
	{ID: "gallery.gopher-plus-two-attributes", Text: `attribute names separated by coded spaces: the RFC's "!+ABSTRACT%%20+SMELL"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherSeveral},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.7", Quote: gqGopherSmell}}},
	{ID: "gallery.gopher-plus-alternate-view.title", Text: "Gopher+ alternate view",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.8", Quote: gqGopherViewForm}}},
	{ID: "gallery.gopher-plus-alternate-view", Text: "a view and a language: the RFC's Spanish PostScript",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.8", Quote: gqGopherViewForm},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.8", Quote: gqGopherView}}},
	{ID: "gallery.gopher-plus-filled-form.title", Text: "Gopher+ filled form",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.9", Quote: gqGopherFilledForm}}},
	{ID: "gallery.gopher-plus-filled-form", Text: "the coded form a client sends, CR LF and all",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.4.9", Quote: gqGopherFilledForm}}},
	{ID: "gallery.mail-address.title", Text: "Mail address",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.5", Quote: gqMailtoAddress}}},
	{ID: "gallery.mail-address", Text: "one RFC 822 addr-spec; no reserved characters",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.5", Quote: gqMailtoForm},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.5", Quote: gqMailtoNoReserved}}},
	{ID: "gallery.news-group.title", Text: "News group",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsScheme}}},
	{ID: "gallery.news-group", Text: "a newsgroup name",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsGroup},
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "group"}}},
	{ID: "gallery.news-article.title", Text: "News article",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsScheme}}},
	{ID: "gallery.news-article", Text: "a message-id: unique@full_domain_name",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsMessageID},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.6", Quote: gqNewsAt}}},
	{ID: "gallery.nntp-article.title", Text: "NNTP article",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.7", Quote: gqNNTPForm}}},
	{ID: "gallery.nntp-article", Text: "a group and an article number on one server",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.7", Quote: gqNNTPForm},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.7", Quote: gqNNTPNumber}}},
	{ID: "gallery.telnet-login.title", Text: "Telnet login",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.8", Quote: gqTelnetForm},
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "login"}}},
	{ID: "gallery.telnet-login", Text: "the user and password are advisory",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.8", Quote: gqTelnetAdvisory}}},
	{ID: "gallery.wais-database.title", Text: "WAIS database",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "waisdatabase"}}},
	{ID: "gallery.wais-database", Text: "a database available for searching",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISDatabase}}},
	{ID: "gallery.wais-search.title", Text: "WAIS search",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "waisindex"}}},
	{ID: "gallery.wais-search", Text: "a particular search in a database",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISSearch},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISQueried}}},
	{ID: "gallery.wais-document.title", Text: "WAIS document",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "waisdoc"}}},
	{ID: "gallery.wais-document", Text: "a document: database, type and path",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISDocument},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.9", Quote: gqWAISForm}}},
	{ID: "gallery.local-file.title", Text: "Local file",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileLocal}}},
	{ID: "gallery.local-file", Text: "an empty host: the machine from which the URL is being interpreted",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.10", Quote: gqFileLocal}}},
	{ID: "gallery.prospero-field.title", Text: "Prospero field",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoFields}}},
	{ID: "gallery.prospero-field", Text: `a field and its value after ";"`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoFields},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoSemicolon},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.11", Quote: gqProsperoField}}},

	// Classic mistakes (mistakeExamples).
	{ID: "gallery.tilde.title", Text: "Tilde in a home page",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational}}},
	{ID: "gallery.tilde", Text: `"~" is unsafe in 1994: write %%7E`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafe},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape}}},
	{ID: "gallery.space.title", Text: "A space",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace}}},
	{ID: "gallery.space", Text: "a space is unsafe: write %%20",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafe},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape}}},
	{ID: "gallery.fragment.title", Text: "A fragment",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqHash}}},
	{ID: "gallery.fragment", Text: `"#" delimits a URL from a fragment that may follow it: the fragment is not part of the URL`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqHash},
			{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqFragment}}},
	{ID: "gallery.bad-escape.title", Text: "A bad escape",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "escape"}}},
	{ID: "gallery.bad-escape", Text: `"%%" must be followed by two hex digits: write %%25`,
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "escape"},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafePercent},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafe}}},
	{ID: "gallery.at-in-password.title", Text: `"@" in a password`,
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginEncode}}},
	{ID: "gallery.at-in-password", Text: `"@" inside the password must be encoded as %%40`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLoginEncode},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqEscape}}},
	{ID: "gallery.trailing-dot.title", Text: "Trailing dot in a host",
		Basis: []parser.Basis{{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "hostname"}}},
	{ID: "gallery.trailing-dot", Text: `a hostname does not end in "."`,
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "hostname"},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.1", Quote: gqLabels}}},
	{ID: "gallery.port-range.title", Text: "Port out of range",
		Basis: []parser.Basis{gbRFC793Port}},
	{ID: "gallery.port-range", Text: "the BNF's port is any digits (port = digits); TCP's port is 16 bits, at most 65535 (RFC 793)",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "port"},
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "digits"},
			gbRFC793Port}},
	{ID: "gallery.user-in-http.title", Text: "User in HTTP",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPNoLogin}}},
	{ID: "gallery.user-in-http", Text: "httpurl has a hostport, not a login",
		Basis: []parser.Basis{
			{Kind: parser.Grammar, Doc: gqRFC, Section: "5", Rule: "httpurl"},
			{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPNoLogin}}},
	{ID: "gallery.backslash.title", Text: "Backslash",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational}}},
	{ID: "gallery.backslash", Text: `"\" is unsafe; today's browsers read it as "/" in http URLs (the WHATWG URL Standard)`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqUnsafeNational},
			gbWHATWGBslash}},
	{ID: "gallery.uppercase-scheme.title", Text: "Upper-case scheme",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "2.1", Quote: gqSchemeChars}}},
	{ID: "gallery.uppercase-scheme", Text: "a scheme's letters are lower case; programs should treat upper case as lower case",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.1", Quote: gqSchemeChars},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.1", Quote: gqSchemeCase},
			{Kind: parser.Prose, Doc: gqRFC, Section: "5", Quote: gqBNFCase}}},
	{ID: "gallery.default-port.title", Text: "Default port",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPPort}}},
	{ID: "gallery.default-port", Text: "port 80 is HTTP's default: leaving it out means the same",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "3.3", Quote: gqHTTPPort}}},
	{ID: "gallery.trailing-space.title", Text: "A space pasted after the URL",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace}}},
	{ID: "gallery.trailing-space", Text: "whitespace around a URL is not part of it: delete it",
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqGraphic},
			{Kind: parser.Prose, Doc: gqRFC, Section: "2.2", Quote: gqSpace}}},
	{ID: "gallery.url-wrapper.title", Text: "The <URL:...> wrapper",
		Basis: []parser.Basis{{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqWrapperPurpose}}},
	{ID: "gallery.url-wrapper", Text: `"<URL:" and ">" set a URL off in running text: they are not part of it`,
		Basis: []parser.Basis{
			{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqWrapperPurpose},
			{Kind: parser.Prose, Doc: gqRFC, Section: "appendix", Quote: gqWrapper}}},
}

// galleryStatements returns the gallery's statements, a copy, for the
// /sources page.
func galleryStatements() []parser.Statement {
	out := make([]parser.Statement, len(galleryTable))
	for i, s := range galleryTable {
		s.Basis = append([]parser.Basis(nil), s.Basis...)
		out[i] = s
	}
	return out
}

// galleryTexts maps each gallery statement's ID to its text as it reads
// ("%%" a "%": a gallery statement has no placeholders), made once.
var galleryTexts = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, len(galleryTable))
	for _, s := range galleryTable {
		if _, dup := m[s.ID]; dup {
			panic("app: gallery statement " + s.ID + " is defined twice")
		}
		m[s.ID] = strings.ReplaceAll(s.Text, "%%", "%")
	}
	return m
})

// galleryText is the text of gallery statement id. An unknown id is a
// mistake in examples.go, which the tests find.
func galleryText(id string) string {
	t, ok := galleryTexts()[id]
	if !ok {
		panic("app: no gallery statement " + id)
	}
	return t
}

// withText fills in each example's title and lesson from its statements:
// the lesson is statement ID, the title ID+".title".
func withText(list []example) []example {
	for i := range list {
		list[i].Title = galleryText(list[i].ID + ".title")
		list[i].Lesson = galleryText(list[i].ID)
	}
	return list
}
