package exercise

import "strings"

// This file is the generator's vocabulary: the words it puts where the
// grammar would otherwise spell a run of random characters. Each entry is
// keyed by a rule name of section 5, or by a context and a rule name
// ("ftp/port"): the context is the scheme of a predefined production, or
// the scheme word chosen for genericurl ("afs"). A word is used whole for
// the rule it is keyed by; vocab_test.go checks that every word is in its
// rule's language, so a word can never be the mistake of a line.
//
// The hosts are in the example.com, example.edu, example.org and
// example.net domains and the documentation networks of RFC 5737, so that
// no exercise names a real machine.

// words fills a rule whole: the walk does not expand a rule that has
// words in its context.
var words = vocab(`
// 3.1: the hosts of the ip-based schemes, by scheme.
hostname	host.example.edu www.example.org server.example.net
ftp/hostname	ftp.example.edu ftp.cs.example.edu archive.example.org ds.example.net
http/hostname	www.example.com www.cs.example.edu info.example.org library.example.edu
gopher/hostname	gopher.example.edu gopher.library.example.org
news/hostname	news.example.edu news.example.com
nntp/hostname	news.example.edu news.example.com
telnet/hostname	host.example.edu library.example.edu bbs.example.org
wais/hostname	wais.example.edu wais.example.net
file/hostname	fileserver.example.edu ws1.cs.example.edu
prospero/hostname	prospero.example.edu archie.example.net
hostnumber	192.0.2.10 198.51.100.7 203.0.113.42

port	8080 1234
ftp/port	21 2121
http/port	80 8080 8000
gopher/port	70 7070
nntp/port	119 1119
telnet/port	23 2323
wais/port	210 8210
prospero/port	1525 191

user	alice bob anonymous guest student jsmith
password	secret guest tiger letmein

// 3.2 ftp, 3.10 file.
fsegment	pub docs rfc README rfc1738.txt papers src index.txt notes%20v2.txt
file/fsegment	home alice notes.txt etc motd report.ps tmp

// 3.3 http.
hsegment	index.html docs people about.html courses cs101 images logo.gif my%20page.html
search	q=url rfc+1738 page=2 lang=en

// 3.4 gopher.
gtype	0 1 7 9
selector	about.txt docs/intro fun/jokes courses news/today
gopher/search	rfc url+syntax gopher
gopher+_string	+ ? !
mailto/encoded822addr	alice@example.com info@cs.example.edu webmaster@www.example.org bob@example.net jsmith@mail.example.edu help@library.example.edu guest@example.org student@cs.example.edu info@example.net postmaster@example.com alice.smith@example.org admissions@example.edu

// 3.6 news, 3.7 nntp.
group	comp.infosystems.www comp.lang.c alt.hypertext rec.arts.books sci.math news.answers
nntp/digits	42 1738 10045 7

// 3.9 wais.
database	rfcs catalog library papers
wtype	TEXT text html
wpath	1738 doc42 0017
wais/search	rfc networks+protocols gopher

// 3.11 prospero.
psegment	papers subjects pub guide rfc
fieldname	version type
fieldvalue	2 text

// 2.1, 4: genericurl, with schemes RFC 1738 does not define: section
// 4 lists afs, mid, cid, nfs, tn3270 and mailserver among those that
// "have been proposed at various times", and does not define their
// syntax.
scheme	afs mid cid nfs tn3270 mailserver
urlpath	docs/readme export/home
nfs/urlpath	export/home/alice pub/src
`)

// runs fill a repetition of character rules directly inside a rule that
// has no words of its own: the local part of a news article (article =
// 1*[ uchar | ... ] "@" host) and the *xchar alternative of schemepart.
// A run with no words in its context is not taken where the grammar has
// another alternative (schemepart's ip-schemepart).
var runs = vocab(`
article	19941220.1234 1995Jan3.104512.2207 3kf8qr42
afs/schemepart	/afs/example.edu/home/alice /afs/cs.example.edu/pub
mid/schemepart	19941220.1234@mail.example.edu msg42.1994@example.org
cid/schemepart	part1.19941220@mail.example.edu logo@example.org
mailserver/schemepart	listserv@example.edu/subscribe info@example.org
`)

// weights bias a rule's alternatives (in the order the BNF writes them),
// keyed as words are. An alternative of weight 0 is never taken. The rest
// are taken with weight 1.
var weights = map[string][]int{
	"host":      {4, 1},    // a hostname more often than a hostnumber
	"grouppart": {1, 5, 4}, // "*" rarely: it names every group

	// These schemes' parts are written as opaque strings, not
	// //host/path: RFC 1738 gives them no syntax beyond genericurl, and a
	// file name or a message identifier reads best without a host.
	"afs/schemepart":        {1, 0},
	"mid/schemepart":        {1, 0},
	"cid/schemepart":        {1, 0},
	"mailserver/schemepart": {1, 0},
}

// present is how often, in percent, an optional item of a rule is written
// (60 for a rule not listed). A port is the exception in real URLs, and a
// login in those of schemes with a login.
var present = map[string]int{
	"hostport": 25,
	"login":    35,
}

// vocab reads a table of words written as text: a line holds a key, a tab
// and the key's words, separated by spaces; a line with no tab (a "//"
// comment, a blank line) holds none. Text rather than a map literal: the
// literal compiles to code that stores each entry, about 16 KB of
// app.wasm, where the text is its bytes and this loop.
func vocab(t string) map[string][]string {
	m := map[string][]string{}
	for _, l := range strings.Split(t, "\n") {
		if key, ws, ok := strings.Cut(l, "\t"); ok {
			m[key] = strings.Fields(ws)
		}
	}
	return m
}
