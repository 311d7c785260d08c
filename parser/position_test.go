package parser_test

// This file checks positions exactly, as go/scanner and text/template/parse
// do: the byte offsets of every part and every diagnostic, half-open, for
// inputs with multi-byte characters, escapes and empty parts.

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// A positionTest lists every Part as rule[start,end) and every Diagnostic as
// code[start,end), in the order of Result.Parts and Result.Diagnostics.
type positionTest struct {
	in    string
	parts string
	diags string
}

var positionTests = []positionTest{
	// 3.1, 3.2.2: "ü" and "ä" are two octets each; the password and path
	// hold them; the ftptype follows ";type="
	{"ftp://ü:pä@host/é;type=i",
		"scheme[0,3) user[6,8) password[9,12) host[13,17) fpath[18,20) fsegment[18,20) ftptype[26,27)",
		"genericurl[0,3) non-ascii[6,8) password[9,12) non-ascii[10,12) default-port[17,17) non-ascii[18,20)"},
	// 2.2, 3.3: an escaped "é" is six octets of input; the emoji is four
	{"http://host/caf%C3%A9/\U0001F600?q=é",
		"scheme[0,4) host[7,11) hpath[12,26) hsegment[12,21) hsegment[22,26) search[27,31)",
		"genericurl[0,4) default-port[11,11) non-ascii[22,26) non-ascii[29,31)"},
	// 2.2, appendix: a byte order mark (three octets) and a space before the
	// URL, CR LF after it: the URL is read from its scheme to the whitespace
	{"\ufeff ftp://ü@host/é \r\n",
		"scheme[4,7) user[10,12) host[13,17) fpath[18,20) fsegment[18,20)",
		"surrounding-space[0,4) genericurl[4,7) non-ascii[10,12) ftp-password[10,12) default-port[17,17) non-ascii[18,20) surrounding-space[20,23)"},
	// appendix, 2.1, 3.3: a wrapper with a space around it; the URL is read
	// inside the wrapper, its scheme in upper case, its user where http has
	// none, its non-ASCII octets two each
	{" <URL:HTTP://ü@host/é> ",
		"scheme[6,10) user[13,15) host[16,20) hpath[21,23) hsegment[21,23)",
		"surrounding-space[0,1) url-wrapper[1,24) uppercase-scheme[6,10) genericurl[6,10) login-not-allowed[13,16) default-port[20,20) non-ascii[21,23) surrounding-space[24,25)"},
	// 3.1: the empty user is present, at the "@"
	{"ftp://@host/",
		"scheme[0,3) user[6,6) host[7,11) fpath[12,12) fsegment[12,12)",
		"empty-login[6,7) default-port[11,11)"},
	// 3.1, 3.2.2: empty user, empty password (no secret: no section 6
	// warning), empty fsegments
	{"ftp://:@host//;type=d",
		"scheme[0,3) user[6,6) password[7,7) host[8,12) fpath[13,14) fsegment[13,13) fsegment[14,14) ftptype[20,21)",
		"empty-login[6,8) empty-login[6,8) default-port[12,12)"},
	// 3.1: a non-ASCII character in the host, then a port and an unsafe "~"
	{"http://hést:8080/~",
		"scheme[0,4) host[7,12) port[13,17) hpath[18,19) hsegment[18,19)",
		"genericurl[0,4) bad-host[8,10) non-default-port[13,17) unsafe-char[18,19)"},
	// 3.4.3: the empty search between two "%09"
	{"gopher://host/1sel%09%09+",
		"scheme[0,6) host[9,13) gtype[14,15) selector[15,18) search[21,21) gopher+_string[24,25)",
		"default-port[13,13)"},
	// 3.6: an article of six octets of CJK; the article part is the whole
	// message-id, host included (article = 1*[ ... ] "@" host)
	{"news:日本@host",
		"scheme[0,4) article[5,16) host[12,16)",
		"genericurl[0,4) non-ascii[5,11)"},
	// 3.11: empty fieldname and fieldvalues
	{"prospero://host/a;=;x=",
		"scheme[0,8) host[11,15) ppath[16,17) psegment[16,17) fieldname[18,18) fieldvalue[19,19) fieldname[20,21) fieldvalue[22,22)",
		"default-port[15,15)"},
	// 3.5: one two-octet character
	{"mailto:é",
		"scheme[0,6) encoded822addr[7,9)",
		"genericurl[0,6) non-ascii[7,9)"},
	// 3.9: an escape as the database, "é" as the wtype, an empty wpath
	{"wais://host/%41/é/",
		"scheme[0,4) host[7,11) database[12,15) wtype[16,18) wpath[19,19)",
		"genericurl[0,4) default-port[11,11) needless-escape[12,15) non-ascii[16,18)"},
	// 2.1, 3.1, 2.2: diagnostics at the same offset: the error first
	{"HTTP://a.b./%zz",
		"scheme[0,4) host[7,11) hpath[12,15) hsegment[12,15)",
		"uppercase-scheme[0,4) genericurl[0,4) bad-host[10,11) syntax[11,12) default-port[11,11) bad-escape[12,13)"},
	// 2.2: a "%" at the very end: the grammar stops at the end of input
	{"http://host/%e9%",
		"scheme[0,4) host[7,11) hpath[12,16) hsegment[12,16)",
		"genericurl[0,4) default-port[11,11) bad-escape[15,16)"},
	// 3.8: a non-ASCII user
	{"telnet://ü@host/",
		"scheme[0,6) user[9,11) host[12,16)",
		"genericurl[0,6) non-ascii[9,11) telnet-login[9,11) default-port[16,16)"},
	// 3.6, 3.7: a group that starts with "ü": one diagnostic for the whole
	// character, not one per octet
	{"nntp://host/ü/1",
		"scheme[0,4) host[7,11) group[12,14) digits[15,16)",
		"genericurl[0,4) default-port[11,11) bad-group[12,14)"},
	{"news:ü",
		"scheme[0,4) group[5,7)",
		"genericurl[0,4) bad-group[5,7)"},
	// 3.4.1, 2.2: a gtype typed as "é": one character, one diagnostic; no
	// span ends inside it
	{"gopher://host/é",
		"scheme[0,6) host[9,13) gtype[14,16) selector[16,16)",
		"genericurl[0,6) default-port[13,13) non-ascii[14,16)"},
	// 3.10: a non-ASCII host
	{"file://é/x",
		"scheme[0,4) host[7,9) fpath[10,11) fsegment[10,11)",
		"genericurl[0,4) bad-host[7,9)"},
	// 3.3: no path: nothing after the host
	{"http://host",
		"scheme[0,4) host[7,11)",
		"default-port[11,11)"},
	// 3.1: an empty port is present; its diagnostic covers the colon
	{"http://host:/",
		"scheme[0,4) host[7,11) port[12,12) hpath[13,13) hsegment[13,13)",
		"genericurl[0,4) bad-port[11,12)"},
	// 3.3: an empty hpath and an empty search
	{"http://host/?",
		"scheme[0,4) host[7,11) hpath[12,12) hsegment[12,12) search[13,13)",
		"default-port[11,11)"},
	// 3.2.2: an empty fsegment between two "/", an empty ftptype
	{"ftp://host/a//b;type=",
		"scheme[0,3) host[6,10) fpath[11,15) fsegment[11,12) fsegment[13,13) fsegment[14,15) ftptype[21,21)",
		"genericurl[0,3) ftp-anonymous[6,6) default-port[10,10) bad-ftptype[21,21)"},
	// 3.6: "*"
	{"news:*",
		"scheme[0,4) grouppart[5,6)",
		""},
	// 3.1, 2.2: an escape in a host; needless and reserved escapes in a path
	{"http://a%41/%41%2F",
		"scheme[0,4) host[7,11) hpath[12,18) hsegment[12,18)",
		"genericurl[0,4) bad-host[8,9) default-port[11,11) needless-escape[12,15) encoded-reserved[15,18)"},
	// 5: an empty schemepart
	{"x:",
		"scheme[0,1) schemepart[2,2)",
		"generic-scheme[0,1)"},
	// 3.1: every part of ip-schemepart, one octet each, an empty urlpath
	{"foo://u:p@h:1/",
		"scheme[0,3) schemepart[4,14) user[6,7) password[8,9) host[10,11) port[12,13) urlpath[14,14)",
		"generic-scheme[0,3) password[8,9)"},
	// 2.2: non-ASCII around an unsafe character
	{"http://host/ü~ü",
		"scheme[0,4) host[7,11) hpath[12,17) hsegment[12,17)",
		"genericurl[0,4) default-port[11,11) non-ascii[12,14) unsafe-char[14,15) non-ascii[15,17)"},
	// 6: encoded CR LF, one warning each
	{"mailto:a%0D%0Ab",
		"scheme[0,6) encoded822addr[7,15)",
		"encoded-crlf[8,11) encoded-crlf[11,14)"},
	// 2.2: a space, then a "%" at the end
	{"http://h/a b%",
		"scheme[0,4) host[7,8) hpath[9,13) hsegment[9,13)",
		"genericurl[0,4) default-port[8,8) space[10,11) bad-escape[12,13)"},
	// 3.9: a non-ASCII search
	{"wais://h/d?é",
		"scheme[0,4) host[7,8) database[9,10) search[11,13)",
		"genericurl[0,4) default-port[8,8) non-ascii[11,13)"},
	// 2.1: the empty input
	{"",
		"",
		"empty-input[0,0)"},
	// 2.1: one two-octet character
	{"é",
		"",
		"missing-scheme[0,2)"},
}

func positionsOf(r *parser.Result) (parts, diags string) {
	var ps, ds []string
	for _, p := range r.Parts {
		ps = append(ps, fmt.Sprintf("%s[%d,%d)", p.Rule, p.Start, p.End))
	}
	for _, d := range r.Diagnostics {
		ds = append(ds, fmt.Sprintf("%s[%d,%d)", d.Code, d.Start, d.End))
	}
	return strings.Join(ps, " "), strings.Join(ds, " ")
}

func TestPositions(t *testing.T) {
	for _, tt := range positionTests {
		r := parser.Parse(tt.in, 0)
		parts, diags := positionsOf(r)
		if parts != tt.parts {
			t.Errorf("Parse(%q).Parts = %s, want %s", tt.in, parts, tt.parts)
		}
		if diags != tt.diags {
			t.Errorf("Parse(%q).Diagnostics = %s, want %s", tt.in, diags, tt.diags)
		}
	}
}

// TestPositionsOnCharacterBoundaries checks, for every input of the spec
// tables that is valid UTF-8, that no part, diagnostic or trace node starts
// or ends inside a multi-byte character (go/scanner's positions are
// character positions), and that no message calls valid UTF-8 invalid.
func TestPositionsOnCharacterBoundaries(t *testing.T) {
	boundary := func(s string, i int) bool { return i <= 0 || i >= len(s) || utf8.RuneStart(s[i]) }
	for _, in := range allParseInputs() {
		if !utf8.ValidString(in) {
			continue
		}
		r := parser.Parse(in, parser.Trace)
		for _, p := range r.Parts {
			if !boundary(in, int(p.Start)) || !boundary(in, int(p.End)) {
				t.Errorf("Parse(%q): part %s [%d,%d) %q cuts a character", in, p.Rule, p.Start, p.End, in[p.Start:p.End])
			}
		}
		for _, d := range r.Diagnostics {
			if !boundary(in, int(d.Start)) || !boundary(in, int(d.End)) {
				t.Errorf("Parse(%q): diagnostic %s [%d,%d) %q cuts a character", in, d.Code, d.Start, d.End, in[d.Start:d.End])
			}
			if strings.Contains(d.Message, "not valid UTF-8") {
				t.Errorf("Parse(%q): diagnostic %s [%d,%d) says %q of valid UTF-8", in, d.Code, d.Start, d.End, d.Message)
			}
		}
		r.Trace.Walk(func(n *parser.Node, _ int) bool {
			if !boundary(in, int(n.Start)) || !boundary(in, int(n.End)) {
				t.Errorf("Parse(%q): trace node %s [%d,%d) cuts a character", in, n.Rule, n.Start, n.End)
			}
			return true
		})
	}
}
