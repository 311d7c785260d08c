package parser

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// interpretTests are RFC 1738's own examples and one case per scheme for
// each of: an absent url-path, empty segments, "%2F" and "%3B" inside a
// segment, an upper-case scheme; then rejected URLs. Each step is written
// as stepString writes it.
var interpretTests = []struct {
	input string
	want  []string
}{
	// 3.2.2: "CWD /etc" and then "RETR motd", prompting for a password
	{"ftp://myname@host.dom/%2Fetc/motd", []string{
		"connect \"host.dom:21\" 13-21 3.2",
		"USER \"myname\" 6-12 3.2.1",
		"PASS \"\" 12-12 3.2.1",
		"CWD \"/etc\" 22-28 3.2.2",
		"TYPE \"\" 33-33 3.2.3 guess",
		"RETR \"motd\" 29-33 3.2.2",
	}},
	// 3.2.2: "CWD etc" and then "RETR motd"
	{"ftp://myname@host.dom/etc/motd", []string{
		"connect \"host.dom:21\" 13-21 3.2",
		"USER \"myname\" 6-12 3.2.1",
		"PASS \"\" 12-12 3.2.1",
		"CWD \"etc\" 22-25 3.2.2",
		"TYPE \"\" 30-30 3.2.3 guess",
		"RETR \"motd\" 26-30 3.2.2",
	}},
	// 3.2.2: "CWD " with a null argument, then "CWD etc", and then "RETR motd"
	{"ftp://myname@host.dom//etc/motd", []string{
		"connect \"host.dom:21\" 13-21 3.2",
		"USER \"myname\" 6-12 3.2.1",
		"PASS \"\" 12-12 3.2.1",
		"CWD \"\" 22-22 3.2.2",
		"CWD \"etc\" 23-26 3.2.2",
		"TYPE \"\" 31-31 3.2.3 guess",
		"RETR \"motd\" 27-31 3.2.2",
	}},
	// 3.1: an empty user name and no password
	{"ftp://@host.com/", []string{
		"connect \"host.com:21\" 7-15 3.2",
		"USER \"\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"TYPE \"\" 16-16 3.2.3 guess",
		"RETR \"\" 16-16 3.2.2 guess",
	}},
	// 3.1: no user name: anonymous (3.2.1)
	{"ftp://host.com/", []string{
		"connect \"host.com:21\" 6-14 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"TYPE \"\" 15-15 3.2.3 guess",
		"RETR \"\" 15-15 3.2.2 guess",
	}},
	// 3.1: a user name of "foo" and an empty password
	{"ftp://foo:@host.com/", []string{
		"connect \"host.com:21\" 11-19 3.2",
		"USER \"foo\" 6-9 3.2.1",
		"PASS \"\" 10-10 3.2.1",
		"TYPE \"\" 20-20 3.2.3 guess",
		"RETR \"\" 20-20 3.2.2 guess",
	}},
	{"ftp://u:p@h:2121/dir/file;type=i", []string{
		"connect \"h:2121\" 10-16 3.1",
		"USER \"u\" 6-7 3.2.1",
		"PASS \"p\" 8-9 3.2.1",
		"CWD \"dir\" 17-20 3.2.2",
		"TYPE \"i\" 31-32 3.2.2",
		"RETR \"file\" 21-25 3.2.2",
	}},
	// 3.2.2: typecode "d": NLST of the (empty) name
	{"ftp://h/pub/;type=d", []string{
		"connect \"h:21\" 6-7 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"CWD \"pub\" 8-11 3.2.2",
		"NLST \"\" 12-19 3.2.2",
	}},
	// 3.2.2: "/" and ";" inside a component are encoded, and decoded for the command
	{"ftp://h/a%2Fb%3Bc/d%3Be", []string{
		"connect \"h:21\" 6-7 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"CWD \"a/b;c\" 8-17 3.2.2",
		"TYPE \"\" 23-23 3.2.3 guess",
		"RETR \"d;e\" 18-23 3.2.2",
	}},
	// 3.2.2: the whole url-path omitted
	{"ftp://h", []string{
		"connect \"h:21\" 6-7 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"end \"\" 7-7 3.2.2",
	}},
	// 2.1: the scheme in upper case
	{"FTP://H/x;type=A", []string{
		"connect \"H:21\" 6-7 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"TYPE \"A\" 15-16 3.2.2",
		"RETR \"x\" 8-9 3.2.2",
	}},
	// 3.3: no path: the "/" may also be omitted
	{"http://h", []string{
		"connect \"h:80\" 7-8 3.3",
		"selector \"\" 8-8 3.3",
		"request \"\" 8-8 3.3",
	}},
	// 3.3: HTTP carries the selector as written, escapes and empty segments kept
	{"http://h/a//b%2Fc%3Bd?q%20r", []string{
		"connect \"h:80\" 7-8 3.3",
		"selector \"a//b%2Fc%3Bd\" 9-21 3.3",
		"search \"q%20r\" 22-27 3.3",
		"request \"\" 27-27 3.3",
	}},
	{"http://h?x", []string{
		"connect \"h:80\" 7-8 3.3",
		"stop \"\" 8-8 3.3 guess",
		"selector \"\" 8-8 3.3 guess",
		"search \"x\" 9-10 3.3 guess",
		"request \"\" 10-10 3.3 guess",
	}},
	{"HTTP://h:80/", []string{
		"connect \"h:80\" 7-11 3.1",
		"selector \"\" 12-12 3.3",
		"request \"\" 12-12 3.3",
	}},
	// 3.4.1: type "1" and the empty selector by default
	{"gopher://h", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 10-10 3.4.1",
		"selector \"\" 10-10 3.4.1",
	}},
	{"gopher://h/", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 10-11 3.4.1",
		"selector \"\" 10-11 3.4.1",
	}},
	{"gopher://h:7070/1", []string{
		"connect \"h:7070\" 9-15 3.1",
		"type \"1\" 16-17 3.4.1",
		"selector \"\" 17-17 3.4.1",
	}},
	// 3.4.7: the +ABSTRACT and +SMELL attributes, after an empty search
	{"gopher://h/0sel%09%09!+ABSTRACT%20+SMELL", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"0\" 11-12 3.4.1",
		"selector \"sel\" 12-15 3.4.1",
		"search \"\" 18-18 3.4.3",
		"gopher+ \"!+ABSTRACT +SMELL\" 21-40 3.4.3",
	}},
	// 3.4.8: an alternate view
	{"gopher://h/0x%09%09+application/postscript%20Es_ES", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"0\" 11-12 3.4.1",
		"selector \"x\" 12-13 3.4.1",
		"search \"\" 16-16 3.4.3",
		"gopher+ \"+application/postscript Es_ES\" 19-50 3.4.3",
	}},
	// 3.4.9: an electronic form: tabs and CRLFs in the Gopher+ string
	{"gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 11-12 3.4.1",
		"selector \"sel\" 12-15 3.4.1",
		"search \"\" 18-18 3.4.3",
		"gopher+ \"+\\t1\\r\\n+-1\\r\\nv1\\r\\n.\\r\\n\" 21-56 3.4.3",
	}},
	// 3.4.1: a selector may not hold CR
	{"gopher://h/1a%0Db", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 11-12 3.4.1",
		"selector \"a\\rb\" 12-17 3.4.1 guess",
	}},
	{"gopher://h/7srch%09rfc%201738", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"7\" 11-12 3.4.1",
		"selector \"srch\" 12-16 3.4.1",
		"search \"rfc 1738\" 19-29 3.4.2",
	}},
	{"GOPHER://h/1", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 11-12 3.4.1",
		"selector \"\" 12-12 3.4.1",
	}},
	{"mailto:joe@example.com", []string{
		"address \"joe@example.com\" 7-22 3.5",
	}},
	// 3.5: "%" in an address must be encoded
	{"mailto:a%25b@c", []string{
		"address \"a%b@c\" 7-14 3.5",
	}},
	{"MAILTO:a@b", []string{
		"address \"a@b\" 7-10 3.5",
	}},
	{"mailto:", []string{
		"stop \"\" 7-7 3.5 guess",
		"address \"\" 7-7 3.5 guess",
	}},
	// 3.6: all available news groups
	{"news:*", []string{
		"newsgroup \"*\" 5-6 3.6",
	}},
	{"news:comp.infosystems.www.misc", []string{
		"newsgroup \"comp.infosystems.www.misc\" 5-30 3.6",
	}},
	{"news:12345@host.dom", []string{
		"message-id \"12345@host.dom\" 5-19 3.6",
	}},
	{"NEWS:*", []string{
		"newsgroup \"*\" 5-6 3.6",
	}},
	{"news:", []string{
		"stop \"\" 5-5 3.6 guess",
		"newsgroup \"\" 5-5 3.6 guess",
	}},
	// 3.7
	{"nntp://news.cs.hawaii.edu/alt.hypertext/1", []string{
		"connect \"news.cs.hawaii.edu:119\" 7-25 3.7",
		"group \"alt.hypertext\" 26-39 3.7",
		"article \"1\" 40-41 3.7",
	}},
	{"nntp://h:1119/g", []string{
		"connect \"h:1119\" 7-13 3.1",
		"group \"g\" 14-15 3.7",
	}},
	{"NNTP://h/g/2", []string{
		"connect \"h:119\" 7-8 3.7",
		"group \"g\" 9-10 3.7",
		"article \"2\" 11-12 3.7",
	}},
	{"nntp://h", []string{
		"connect \"h:119\" 7-8 3.7",
		"stop \"\" 8-8 3.7 guess",
	}},
	{"telnet://h", []string{
		"connect \"h:23\" 9-10 3.8",
	}},
	{"telnet://u:p@h:2323/", []string{
		"connect \"h:2323\" 13-19 3.1",
		"user \"u\" 9-10 3.8",
		"password \"p\" 11-12 3.8",
	}},
	{"telnet://@h/", []string{
		"connect \"h:23\" 10-11 3.8",
		"user \"\" 9-9 3.8",
	}},
	{"TELNET://h/", []string{
		"connect \"h:23\" 9-10 3.8",
	}},
	// 3.9: the first form, a database
	{"wais://h/db", []string{
		"connect \"h:210\" 7-8 3.9",
		"database \"db\" 9-11 3.9",
	}},
	// 3.9: the second form, a search
	{"wais://h/db?a%20b", []string{
		"connect \"h:210\" 7-8 3.9",
		"database \"db\" 9-11 3.9",
		"search \"a b\" 12-17 3.9",
	}},
	// 3.9: the third form, a document
	{"wais://h:2100/db/TEXT/doc%2Fid", []string{
		"connect \"h:2100\" 7-13 3.1",
		"database \"db\" 14-16 3.9",
		"type \"TEXT\" 17-21 3.9",
		"document \"doc/id\" 22-30 3.9",
	}},
	{"WAIS://h/db", []string{
		"connect \"h:210\" 7-8 3.9",
		"database \"db\" 9-11 3.9",
	}},
	{"wais://h", []string{
		"connect \"h:210\" 7-8 3.9",
		"stop \"\" 8-8 3.9 guess",
	}},
	// 3.10
	{"file://vms.host.edu/disk$user/my/notes/note12345.txt", []string{
		"machine \"vms.host.edu\" 7-19 3.10",
		"directory \"disk$user\" 20-29 3.10",
		"directory \"my\" 30-32 3.10",
		"directory \"notes\" 33-38 3.10",
		"name \"note12345.txt\" 39-52 3.10",
	}},
	{"file:///etc/motd", []string{
		"machine \"\" 7-7 3.10",
		"directory \"etc\" 8-11 3.10",
		"name \"motd\" 12-16 3.10",
	}},
	{"file://localhost/a//b", []string{
		"machine \"localhost\" 7-16 3.10",
		"directory \"a\" 17-18 3.10",
		"directory \"\" 19-19 3.10",
		"name \"b\" 20-21 3.10",
	}},
	{"file://h/a%2Fb%3Bc", []string{
		"machine \"h\" 7-8 3.10",
		"name \"a/b;c\" 9-18 3.10",
	}},
	{"FILE:///x", []string{
		"machine \"\" 7-7 3.10",
		"name \"x\" 8-9 3.10",
	}},
	{"file://h", []string{
		"machine \"h\" 7-8 3.10",
		"stop \"\" 8-8 3.10 guess",
	}},
	// 3.11: the hsoname "/pros/name"
	{"prospero://host.dom//pros/name", []string{
		"connect \"host.dom:1525\" 11-19 3.11",
		"hsoname \"/pros/name\" 20-30 3.11",
	}},
	{"prospero://h:1526/a/b;OBJECT-VERSION=3;f=v", []string{
		"connect \"h:1526\" 11-17 3.1",
		"hsoname \"a/b\" 18-21 3.11",
		"field \"OBJECT-VERSION=3\" 22-38 3.11",
		"field \"f=v\" 39-42 3.11",
	}},
	{"prospero://h/a%3Bb", []string{
		"connect \"h:1525\" 11-12 3.11",
		"hsoname \"a;b\" 13-18 3.11",
	}},
	{"PROSPERO://h/x", []string{
		"connect \"h:1525\" 11-12 3.11",
		"hsoname \"x\" 13-14 3.11",
	}},
	{"prospero://h", []string{
		"connect \"h:1525\" 11-12 3.11",
		"stop \"\" 12-12 3.11 guess",
		"hsoname \"\" 12-12 3.11 guess",
	}},
	// 3.1: a scheme RFC 1738 does not define, in the common syntax
	{"x-foo://u:p@h:9/a%20b", []string{
		"scheme \"x-foo\" 0-5 2",
		"connect \"h:9\" 12-15 3.1",
		"user \"u\" 8-9 3.1",
		"password \"p\" 10-11 3.1",
		"url-path \"a%20b\" 16-21 3.1",
	}},
	{"x-foo:bar%2F", []string{
		"scheme \"x-foo\" 0-5 2",
		"scheme-specific \"bar%2F\" 6-12 2.1",
	}},
	{"X-FOO://h", []string{
		"scheme \"x-foo\" 0-5 2",
		"connect \"h\" 8-9 3.1",
	}},
	{"x-foo://h", []string{
		"scheme \"x-foo\" 0-5 2",
		"connect \"h\" 8-9 3.1",
	}},
	// Each scheme the cases above leave out: empty segments ("//"), and
	// "%2F" and "%3B" inside a segment. Gopher's path and mailto's address
	// reserve nothing (3.4.1, 3.5): "//" is data, and the escapes decode to
	// "/" and ";" in the argument. A news or nntp group name cannot hold
	// "%" or be empty, and a telnet URL has no path: there a client stops.
	{"gopher://h/1a//b", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 11-12 3.4.1",
		"selector \"a//b\" 12-16 3.4.1",
	}},
	{"gopher://h/1a%2Fb%3Bc", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"1\" 11-12 3.4.1",
		"selector \"a/b;c\" 12-21 3.4.1",
	}},
	{"mailto:a%2Fb%3Bc@h", []string{
		"address \"a/b;c@h\" 7-18 3.5",
	}},
	{"mailto:a//b@h", []string{
		"address \"a//b@h\" 7-13 3.5",
	}},
	{"news:a..b", []string{
		"newsgroup \"a..b\" 5-9 3.6",
	}},
	{"news:a%2Fb%3Bc", []string{
		"stop \"%\" 6-7 5 guess",
		"newsgroup \"a/b;c\" 5-14 3.6 guess",
	}},
	{"nntp://h//1", []string{
		"connect \"h:119\" 7-8 3.7",
		"stop \"\" 9-9 3.7 guess",
		"group \"\" 9-9 3.7 guess",
		"article \"1\" 10-11 3.7 guess",
	}},
	{"nntp://h/a%2Fb%3Bc/1", []string{
		"connect \"h:119\" 7-8 3.7",
		"stop \"%\" 10-11 5 guess",
		"group \"a/b;c\" 9-18 3.7 guess",
		"article \"1\" 19-20 3.7 guess",
	}},
	{"telnet://h//", []string{
		"connect \"h:23\" 9-10 3.8",
		"stop \"/\" 11-12 3.8 guess",
	}},
	{"telnet://h/a%2F%3B", []string{
		"connect \"h:23\" 9-10 3.8",
		"stop \"a%2F%3B\" 11-18 3.8 guess",
	}},
	{"wais://h//TEXT/x", []string{
		"connect \"h:210\" 7-8 3.9",
		"database \"\" 9-9 3.9",
		"type \"TEXT\" 10-14 3.9",
		"document \"x\" 15-16 3.9",
	}},
	{"wais://h/db%2Fx%3By", []string{
		"connect \"h:210\" 7-8 3.9",
		"database \"db/x;y\" 9-19 3.9",
	}},
	{"prospero://h/a%2Fb", []string{
		"connect \"h:1525\" 11-12 3.11",
		"hsoname \"a/b\" 13-18 3.11",
	}},
	{"x-foo://h/a//b%2Fc%3Bd", []string{
		"scheme \"x-foo\" 0-5 2",
		"connect \"h\" 8-9 3.1",
		"url-path \"a//b%2Fc%3Bd\" 10-22 3.1",
	}},
	{"x-foo:a%3Bb", []string{
		"scheme \"x-foo\" 0-5 2",
		"scheme-specific \"a%3Bb\" 6-11 2.1",
	}},
	// rejected: 2.2, the space
	{"http://h/a b", []string{
		"connect \"h:80\" 7-8 3.3",
		"stop \" \" 10-11 2.2 guess",
		"selector \"a b\" 9-12 3.3 guess",
		"request \"\" 12-12 3.3 guess",
	}},
	// rejected: 3.2.2, ";" in a component
	{"ftp://host/a;b/c", []string{
		"connect \"host:21\" 6-10 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"stop \";\" 12-13 3.2.2 guess",
		"CWD \"a;b\" 11-14 3.2.2 guess",
		"TYPE \"\" 16-16 3.2.3 guess",
		"RETR \"c\" 15-16 3.2.2 guess",
	}},
	// rejected: 3.3, no user name allowed: the client cannot even connect
	{"http://u@h/", []string{
		"stop \"u@\" 7-9 3.3 guess",
		"connect \"h:80\" 9-10 3.3 guess",
		"selector \"\" 11-11 3.3 guess",
		"request \"\" 11-11 3.3 guess",
	}},
	// rejected: 3.1, an empty port
	{"telnet://h:/", []string{
		"stop \":\" 10-11 3.1 guess",
		"connect \"h:\" 9-11 3.1 guess",
	}},
	// rejected: no scheme
	{"nope", []string{
		"stop \"nope\" 0-4 2.1 guess",
	}},
	{"", []string{
		"stop \"\" 0-0 2.1 guess",
	}},
	// 6: encoded CR LF in a name; the RETR step carries section 6's caution
	{"ftp://host/a%0D%0ADELE%20x", []string{
		"connect \"host:21\" 6-10 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"TYPE \"\" 26-26 3.2.3 guess",
		"RETR \"a\\r\\nDELE x\" 11-26 3.2.2",
	}},
	// 3.4.5: "?", an item with a form: fetch +ASK, ask the user, send the
	// responses with the selector
	{"gopher://h/0item%09%09?", []string{
		"connect \"h:70\" 9-10 3.4.1",
		"type \"0\" 11-12 3.4.1",
		"fetch \"+ASK\" 22-23 3.4.5",
		"ask \"\" 22-23 3.4.5",
		"selector \"item\" 12-16 3.4.5",
	}},
	// 3.5: one addr-spec; two joined by "," are not section 3.5's form
	{"mailto:a@b.c,d@e.f", []string{
		"address \"a@b.c,d@e.f\" 7-18 3.5 guess",
	}},
	{"ftp://h/f;type=x", []string{
		"connect \"h:21\" 6-7 3.2",
		"USER \"anonymous\" 6-6 3.2.1",
		"PASS \"\" 6-6 3.2.1",
		"stop \"x\" 15-16 3.2.2 guess",
		"TYPE \"x\" 15-16 3.2.2 guess",
		"RETR \"f\" 8-9 3.2.2 guess",
	}},
}

// stepString is a step as the table tests write it: the command, the
// decoded argument quoted, the span, the section, and "guess" when set.
func stepString(s Step) string {
	g := ""
	if s.Guess {
		g = " guess"
	}
	return fmt.Sprintf("%s %q %d-%d %s%s", s.Command, s.Argument, s.Start, s.End, s.RFC, g)
}

func TestInterpret(t *testing.T) {
	for _, tt := range interpretTests {
		var got []string
		for _, s := range Parse(tt.input, 0).Interpret() {
			got = append(got, stepString(s))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Parse(%q).Interpret():\n\t%s\nwant:\n\t%s", tt.input, strings.Join(got, "\n\t"), strings.Join(tt.want, "\n\t"))
		}
	}
}

// interpretInputs are the table's inputs and the RFC's examples
// (testdata/corpus/rfc1738-examples.txt).
func interpretInputs(t testing.TB) []string {
	t.Helper()
	var in []string
	for _, tt := range interpretTests {
		in = append(in, tt.input)
	}
	b, err := os.ReadFile("testdata/corpus/rfc1738-examples.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if s, err := strconv.Unquote(line); err == nil {
			in = append(in, s)
		}
	}
	return in
}

// noteQuote finds the RFC's words a note quotes, and their section.
var noteQuote = regexp.MustCompile(`"([^"]+)" \(section ([0-9.]+)\)`)

// TestInterpretQuotes checks that every step cites a sentence that its
// section of the RFC holds, word for word.
func TestInterpretQuotes(t *testing.T) {
	seen := 0
	for _, input := range interpretInputs(t) {
		for _, s := range Parse(input, 0).Interpret() {
			if s.Command == StepStop {
				continue
			}
			if s.RFC == "" || s.Quote == "" {
				t.Errorf("%q: step %s cites no sentence", input, stepString(s))
				continue
			}
			if !Quoted(s.RFC, s.Quote) {
				t.Errorf("%q: step %s quotes %q, which section %s does not hold", input, stepString(s), s.Quote, s.RFC)
			}
			// A note that rests on another sentence quotes it:
			// `"words of the RFC" (section X)`.
			for _, m := range noteQuote.FindAllStringSubmatch(s.Note, -1) {
				if !Quoted(m[2], m[1]) {
					t.Errorf("%q: step %s's note quotes %q, which section %s does not hold", input, stepString(s), m[1], m[2])
				}
			}
			seen++
		}
	}
	if seen < 100 {
		t.Errorf("only %d steps checked", seen)
	}
}

// TestInterpretWording checks that each sentence a step quotes fits the
// URL: the default port's sentence only when the URL names no port, the
// anonymous login only when it names no user (3.2.1: and then only "if
// ... one is requested by the FTP server"), "should request one" only for
// a user without a password; a step whose note draws on another document
// names it in Source, and section 6's caution comes with CR or LF in the
// argument and only then.
func TestInterpretWording(t *testing.T) {
	for _, input := range interpretInputs(t) {
		r := Parse(input, 0)
		has := func(rule string) bool {
			for _, p := range r.Parts {
				if p.Rule.String() == rule {
					return true
				}
			}
			return false
		}
		for _, s := range r.Interpret() {
			switch {
			case strings.Contains(s.Quote, "If :<port> is omitted") && has("port"):
				t.Errorf("%q: %s quotes the default port, but the URL names a port", input, stepString(s))
			case strings.Contains(s.Quote, `"anonymous"`) && (has("user") || !strings.Contains(s.Quote, "requested by the FTP server")):
				t.Errorf("%q: %s quotes %q", input, stepString(s), s.Quote)
			case strings.Contains(s.Quote, "should request one") && (!has("user") || has("password")):
				t.Errorf("%q: %s asks for a password, but the URL has no user or has a password", input, stepString(s))
			}
			for _, doc := range []string{"RFC 822", "RFC 959", "RFC 1436", "RFC 1945"} {
				if s.Command != StepStop && strings.Contains(s.Note, doc) != (s.Source == doc) {
					t.Errorf("%q: %s: note %q, source %q", input, stepString(s), s.Note, s.Source)
				}
			}
			if s.Caution != "" && !Quoted("6", s.Caution) {
				t.Errorf("%q: %s: caution %q is not in section 6", input, stepString(s), s.Caution)
			}
			if crlf := strings.ContainsAny(s.Argument, "\r\n"); s.Caution != "" && !crlf {
				t.Errorf("%q: %s: a caution without CR or LF", input, stepString(s))
			}
		}
	}
	for _, tt := range []struct {
		input, command string
		caution        bool
	}{
		{"ftp://host/a%0D%0ADELE%20x", "RETR", true},
		{"ftp://host/a%0Ab/c", "CWD", true},
		{"ftp://u%0D%0ADELE%20x@host/", "USER", true},
		{"gopher://h/7s%09a%0D%0Ab", "search", true},
		{"mailto:a%0D%0Ab@c", "address", true},
		{"gopher://h/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0A.%0D%0A", "gopher+", false}, // 3.4.9's form is lines
		{"telnet://u%0D%0A@h/", "user", false},                                         // advisory: shown, not sent
		{"ftp://host/a%20b", "RETR", false},
	} {
		found := false
		for _, s := range Parse(tt.input, 0).Interpret() {
			if s.Command == tt.command {
				found = true
				if (s.Caution != "") != tt.caution {
					t.Errorf("%q: %s has caution %q, want one: %v", tt.input, stepString(s), s.Caution, tt.caution)
				}
			}
		}
		if !found {
			t.Errorf("%q: no %s step", tt.input, tt.command)
		}
	}
}

// checkInterpret checks the invariants of Interpret on any input: it does
// not panic; every span lies in the input; a valid URL has no stop step;
// a rejected one has exactly one, the steps from it on are all guesses,
// and it lies on the first error.
func checkInterpret(t *testing.T, input string) {
	r := Parse(input, 0)
	steps := r.Interpret()
	stop := -1
	for i, s := range steps {
		if s.Start < 0 || s.End > len(input) || s.Start > s.End {
			t.Fatalf("%q: step %d %s: span outside the input (%d bytes)", input, i, stepString(s), len(input))
		}
		if s.Command == "" {
			t.Fatalf("%q: step %d has no command", input, i)
		}
		if s.Command == StepStop {
			if stop >= 0 {
				t.Fatalf("%q: two stop steps, %d and %d", input, stop, i)
			}
			stop = i
		}
		if stop >= 0 && !s.Guess {
			t.Fatalf("%q: step %d %s follows the stop and is not a guess", input, i, stepString(s))
		}
	}
	if r.Valid != (stop < 0) {
		t.Fatalf("%q: Valid = %v, stop step at %d", input, r.Valid, stop)
	}
	if stop >= 0 {
		for _, d := range r.Diagnostics {
			if d.Severity == Error {
				if s := steps[stop]; s.Start != int(d.Start) || s.RFC != d.RFC {
					t.Fatalf("%q: stop %s, first error %s at %d-%d", input, stepString(s), d.Code, d.Start, d.End)
				}
				break
			}
		}
	}
}

func TestInterpretInvariants(t *testing.T) {
	long := strings.Repeat("a/", 1<<18)
	for _, input := range append(interpretInputs(t),
		"ftp://h/"+long+";type=d", "http://h/"+long, "gopher://h/1"+strings.Repeat("%09", 1000),
		"prospero://h/x"+strings.Repeat(";a", 1000), "ftp://\x00:\xff@h/\u00e9/\U0001F600",
		"<URL:ftp://h/x>", "ftp://h/%", "ftp://h/%2", "ftp://h:/x", "ftp://h:99999/x", "://", ":",
		"news:<a@b>", "telnet://u:p@h:23/x", "mailto:<script>", "file://h/<b>", "http://h/;type=d",
	) {
		checkInterpret(t, input)
	}
}

// FuzzInterpret checks Interpret's invariants on any input.
func FuzzInterpret(f *testing.F) {
	for _, tt := range interpretTests {
		f.Add(tt.input)
	}
	f.Fuzz(checkInterpret)
}

func TestPercentDecode(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "a": "a", "%2F": "/", "%2f%3b": "/;", "%": "%", "%2": "%2", "%zz": "%zz",
		"a%20b%": "a b%", "%00%FF": "\x00\xff", "%%41": "%A",
	} {
		if got := percentDecode(in); got != want {
			t.Errorf("percentDecode(%q) = %q, want %q", in, got, want)
		}
	}
}

// BenchmarkInterpret measures Interpret alone (the Parse is done once):
// the RFC's ftp example, and a 1 MiB ftp path of 2^19 segments.
func BenchmarkInterpret(b *testing.B) {
	for _, c := range []struct{ name, input string }{
		{"motd", "ftp://myname@host.dom/%2Fetc/motd"},
		{"1MiB", "ftp://h/" + strings.Repeat("a/", 1<<19) + "f"},
	} {
		r := Parse(c.input, 0)
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(c.input)))
			for b.Loop() {
				r.Interpret()
			}
		})
	}
}

// TestInterpretNotes checks what the table does not show: the
// placeholders of arguments the URL does not give, the document a note
// draws on when RFC 1738 says no more, and the notes that carry the RFC's
// meaning.
func TestInterpretNotes(t *testing.T) {
	for _, tt := range []struct {
		input, command      string
		placeholder, source string
		note                string // a part of the note
	}{
		{"ftp://host.com/f", "USER", "", "", "anonymous FTP"},
		{"ftp://host.com/f", "PASS", "<e-mail address>", "", "e-mail address"},
		{"ftp://myname@host.dom/f", "PASS", "<password from the user>", "", "ask the user"},
		{"ftp://h/f", "TYPE", "<A or I, guessed>", "", "guess the mode"},
		{"ftp://h", "end", "<no command>", "", "no url-path"},
		{"http://h/p?q", "request", "<the HTTP protocol's>", "RFC 1945", "HTTP's, not RFC 1738's"},
		{"http://h/p?q", "selector", "", "", "as written"},
		{"http://h", "selector", "", "", "the selector is empty"},
		{"http://h:8080/", "connect", "", "", "port 8080, not the default, 80"},
		{"ftp://h/f;type=a", "TYPE", "", "RFC 959", "RFC 1738 does not say what \"a\" means"},
		{"ftp://h/f;type=i", "TYPE", "", "RFC 959", "image"},
		{"gopher://h/", "type", "", "RFC 1436", "in RFC 1436, not RFC 1738, type \"1\" is a directory"},
		{"gopher://h/0x", "type", "", "RFC 1436", "not sent: \"Gopher clients specify which item to retrieve by sending the Gopher selector string"},
		{"gopher://h/", "selector", "", "", "top-level directory"},
		{"gopher://h/0x%09%09+", "search", "", "", "empty"},
		{"gopher://h/1s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", "search", "", "", "section 3.4.9 shows the client sending"},
		{"gopher://h/0x%09%09?", "fetch", "", "", "+ASK attribute"},
		{"gopher://h/0x%09%09?", "ask", "<the user's responses>", "", "fills out the form"},
		{"mailto:a@b.c,d@e.f", "address", "", "RFC 822", "takes one addr-spec"},
		{"mailto:\"a@b\"@c", "address", "", "", "one address"},
		{"ftp://host/a%0D%0ADELE%20x", "RETR", "", "", "CR and LF"},
		{"telnet://h:/", "connect", "", "", "empty"},
		{"telnet://u:p@h/", "user", "", "", "advisory"},
		{"telnet://u:p@h/", "password", "", "", "advisory"},
		{"file:///x", "machine", "", "", "this machine"},
		{"file://h/x", "machine", "", "", "does not specify an Internet protocol or access method"},
		{"news:*", "newsgroup", "", "", "all available news groups"},
		{"news:a@b", "message-id", "", "", "location-independent"},
		{"wais://h/db", "database", "", "", "names no search"},
		{"x-foo://h/p", "connect", "", "", "names no default"},
		{"gopher://h/1a%0Ab", "selector", "", "", "LF or CR"},
		{"gopher://h/1a%09%09+", "gopher+", "", "", "default view"},
		{"gopher://h/1a%09%09!+ABSTRACT", "gopher+", "", "", "attributes named"},
		{"ftp://myname@host.dom/etc/motd", "CWD", "", "", "relative to the login's default directory"},
		{"ftp://myname@host.dom/%2Fetc/motd", "CWD", "", "", "part of the argument, not a separator"},
	} {
		found := false
		for _, s := range Parse(tt.input, 0).Interpret() {
			if s.Command != tt.command {
				continue
			}
			found = true
			if s.Placeholder != tt.placeholder || s.Source != tt.source || !strings.Contains(s.Note, tt.note) {
				t.Errorf("%q: %s has placeholder %q, source %q, note %q; want %q, %q, a note with %q",
					tt.input, tt.command, s.Placeholder, s.Source, s.Note, tt.placeholder, tt.source, tt.note)
			}
			break
		}
		if !found {
			t.Errorf("%q: no %s step", tt.input, tt.command)
		}
	}
}

// TestInterpretTableCovers checks that interpretTests hold, for every
// scheme of section 3 and one it does not define, a URL with an absent
// url-path, one with an empty segment ("//", or ".." in a news group
// name), one with "%2F" and one with "%3B" inside a segment, and one with
// the scheme in upper case.
func TestInterpretTableCovers(t *testing.T) {
	kinds := []string{"absent url-path", "empty segment", "%2F", "%3B", "upper-case scheme"}
	have := map[string]map[string]bool{}
	for _, tt := range interpretTests {
		scheme, rest, ok := strings.Cut(tt.input, ":")
		if !ok || scheme == "" {
			continue
		}
		lower := strings.ToLower(scheme)
		if have[lower] == nil {
			have[lower] = map[string]bool{}
		}
		k := have[lower]
		path := rest
		if after, ok := strings.CutPrefix(rest, "//"); ok {
			_, path, ok = strings.Cut(after, "/")
			k["absent url-path"] = k["absent url-path"] || !ok
			k["empty segment"] = k["empty segment"] || ok && (path == "" || strings.HasPrefix(path, "/") || strings.Contains(path, "//"))
		} else {
			k["absent url-path"] = k["absent url-path"] || rest == ""
			k["empty segment"] = k["empty segment"] || strings.Contains(rest, "//") || strings.Contains(rest, "..")
		}
		up := strings.ToUpper(path)
		k["%2F"] = k["%2F"] || strings.Contains(up, "%2F")
		k["%3B"] = k["%3B"] || strings.Contains(up, "%3B")
		k["upper-case scheme"] = k["upper-case scheme"] || scheme != lower
	}
	for _, scheme := range []string{"ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero", "x-foo"} {
		for _, kind := range kinds {
			if !have[scheme][kind] {
				t.Errorf("no %s URL with an %s in interpretTests", scheme, kind)
			}
		}
	}
}
