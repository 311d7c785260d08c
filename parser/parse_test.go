package parser_test

// This file holds the specification tests of Parse: for every rule of the
// BNF (RFC 1738 section 5) and every scheme (section 3), inputs that match
// and inputs that do not, each with the verdict, the parts and the
// diagnostic codes that the BNF and the prose of sections 2, 3 and 6 call
// for. A case that disagrees with the parser is written as the RFC says it
// should be, not as the parser happens to read it.

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// A parseTest is one input and what Parse must say about it.
type parseTest struct {
	rules      string // the BNF rules (section 5) the case exercises, space-separated
	in         string
	valid      bool
	production string
	scheme     string
	parts      string // each Part as rule:text, in order (see partsString)
	codes      string // the distinct diagnostic codes, sorted (see codesString)
}

// partsString renders r.Parts compactly, as "scheme:http host:example.com
// hpath: hsegment:". A part's text is quoted with %q when it holds a space, a
// quote mark or anything strconv.Quote would escape; an empty text is
// written as nothing after the colon (present but empty).
func partsString(r *parser.Result) string {
	var b strings.Builder
	for i, p := range r.Parts {
		if i > 0 {
			b.WriteByte(' ')
		}
		t := r.Input[p.Start:p.End]
		if strings.ContainsAny(t, " \"") || strconv.Quote(t) != `"`+t+`"` {
			t = strconv.Quote(t)
		}
		b.WriteString(p.Rule.String() + ":" + t)
	}
	return b.String()
}

// codesString returns the distinct codes of r's diagnostics, sorted and
// joined by spaces.
func codesString(r *parser.Result) string {
	var cs []string
	for _, d := range r.Diagnostics {
		cs = append(cs, string(d.Code))
	}
	slices.Sort(cs)
	return strings.Join(slices.Compact(cs), " ")
}

// A verdict is what a parseTest compares, printed in failures.
type verdict struct {
	valid                            bool
	production, scheme, parts, codes string
}

func (v verdict) String() string {
	return fmt.Sprintf("{valid:%v production:%q scheme:%q parts:%q codes:%q}",
		v.valid, v.production, v.scheme, v.parts, v.codes)
}

// parseTables lists every table of this file, by name.
var parseTables = []struct {
	name  string
	tests []parseTest
}{
	{"schemeTests", schemeTests},
	{"charTests", charTests},
	{"loginTests", loginTests},
	{"ftpTests", ftpTests},
	{"httpTests", httpTests},
	{"gopherTests", gopherTests},
	{"mailtoTests", mailtoTests},
	{"newsTests", newsTests},
	{"nntpTests", nntpTests},
	{"telnetTests", telnetTests},
	{"waisTests", waisTests},
	{"fileTests", fileTests},
	{"prosperoTests", prosperoTests},
}

// allParseInputs returns the input of every case of every table in this
// package's spec tests: the parse tables, the diagnostic table, the
// canonical and fix-all tables, the position table and the long input that
// overflows the diagnostics.
func allParseInputs() []string {
	var ins []string
	for _, tab := range parseTables {
		for _, tt := range tab.tests {
			ins = append(ins, tt.in)
		}
	}
	for _, tt := range diagnosticTests {
		ins = append(ins, tt.in)
	}
	for _, tt := range canonicalTests {
		ins = append(ins, tt.in)
	}
	for _, tt := range fixAllTests {
		ins = append(ins, tt.in)
	}
	for _, tt := range positionTests {
		ins = append(ins, tt.in)
	}
	return append(ins, tooManyInput)
}

func TestParseTables(t *testing.T) {
	for _, tab := range parseTables {
		t.Run(tab.name, func(t *testing.T) {
			for _, tt := range tab.tests {
				r := parser.Parse(tt.in, 0)
				got := verdict{r.Valid, r.Production, r.Scheme, partsString(r), codesString(r)}
				want := verdict{tt.valid, tt.production, tt.scheme, tt.parts, tt.codes}
				if got != want {
					t.Errorf("Parse(%q) = %v, want %v", tt.in, got, want)
				}
			}
		})
	}
}

// extraTags are the names a parseTest's rules may hold besides the BNF's
// rules: the classes of section 2.2 that have no rule of their own.
var extraTags = map[string]bool{"space": true, "control": true, "non-ascii": true, "html": true}

// TestParseRuleCoverage checks that every rule of the BNF (section 5) has at
// least one valid and one invalid case in the tables, and that every name
// in a case's rules is a rule.
func TestParseRuleCoverage(t *testing.T) {
	valid := map[string]bool{}
	invalid := map[string]bool{}
	for _, tab := range parseTables {
		for _, tt := range tab.tests {
			for _, name := range strings.Fields(tt.rules) {
				if _, ok := parser.LookupRule(name); !ok && !extraTags[name] {
					t.Errorf("%s: case %q names %q, which is not a rule of the BNF", tab.name, tt.in, name)
				}
				if tt.valid {
					valid[name] = true
				} else {
					invalid[name] = true
				}
			}
		}
	}
	for _, rule := range parser.Rules() {
		if !valid[rule.Name] {
			t.Errorf("rule %s has no valid case", rule.Name)
		}
		if !invalid[rule.Name] {
			t.Errorf("rule %s has no invalid case", rule.Name)
		}
	}
}

var schemeTests = []parseTest{
	// 2.1, 4: a scheme RFC 1738 does not define is read by genericurl; "//" login makes it an ip-schemepart
	{"genericurl", "https://host/", true, "genericurl", "https", "scheme:https schemepart://host/ host:host urlpath:", "generic-scheme"},
	// 2.1, 5: genericurl = scheme ":" schemepart, schemepart = *xchar
	{"genericurl", "javascript:alert(1)", true, "genericurl", "javascript", "scheme:javascript schemepart:alert(1)", "generic-scheme"},
	// 2.1: a scheme may hold lowalpha, digit, "+", "-" and "."
	{"genericurl scheme lowalpha", "x-y+z.1:foo", true, "genericurl", "x-y+z.1", "scheme:x-y+z.1 schemepart:foo", "generic-scheme"},
	// 5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ] may start with a digit
	{"genericurl", "1abc:x", true, "genericurl", "1abc", "scheme:1abc schemepart:x", "generic-scheme"},
	// 5: schemepart = *xchar may be empty
	{"genericurl", "foo:", true, "genericurl", "foo", "scheme:foo schemepart:", "generic-scheme"},
	// 2.1: schemes are case-insensitive for genericurl too
	{"genericurl", "FOO:bar", true, "genericurl", "foo", "scheme:FOO schemepart:bar", "generic-scheme uppercase-scheme"},
	// appendix: the BNF rejects "<URL:...>", since "<" starts no scheme; the wrapper is named, and the URL is read inside it, by its own production
	{"genericurl", "<URL:ftp://info.cern.ch/pub/www/doc;type=d>", false, "ftpurl", "ftp", "scheme:ftp host:info.cern.ch fpath:pub/www/doc fsegment:pub fsegment:www fsegment:doc ftptype:d", "default-port ftp-anonymous url-wrapper"},
	// appendix: "<" and ">" alone around a URL; a wrapper not closed, cut off at a line's end; wrappers in wrappers; the scheme inside in upper case (2.1)
	{"genericurl", "<http://host/>", false, "httpurl", "http", "scheme:http host:host hpath: hsegment:", "default-port url-wrapper"},
	{"genericurl", "<URL:http://host/a", false, "httpurl", "http", "scheme:http host:host hpath:a hsegment:a", "default-port url-wrapper"},
	{"genericurl", "<<URL:url:<x-y:z>>>", false, "genericurl", "x-y", "scheme:x-y schemepart:z", "generic-scheme url-wrapper"},
	{"genericurl", "<URL:HTTP://host/>", false, "httpurl", "http", "scheme:HTTP host:host hpath: hsegment:", "default-port uppercase-scheme url-wrapper"},
	// appendix: "<URL:ftp://ds.internic.net/rfc>.  Note": the wrapper ends
	// at its ">", and the text after it is not read as the URL's path
	{"genericurl", "<URL:ftp://ds.internic.net/rfc>.  Note", false, "ftpurl", "ftp", "scheme:ftp host:ds.internic.net fpath:rfc fsegment:rfc", "default-port ftp-anonymous url-wrapper"},
	{"genericurl", "<URL:http://h/a> <URL:http://h/b>", false, "httpurl", "http", "scheme:http host:h hpath:a hsegment:a", "default-port url-wrapper"},
	// appendix: whitespace inside the wrapper breaks the URL into pieces, so the input is read as it stands, "<URL" a scheme with a bad character, its upper-case note left out
	{"genericurl", "<URL:ftp://ds.in\n ternic.net/rfc>", false, "genericurl", "<url", "scheme:<URL schemepart:\"ftp://ds.in\\n ternic.net/rfc\"", "scheme-char url-wrapper"}, // the whitespace that breaks it is ignored (appendix)
	// appendix: nor does the running text after it, whitespace or not
	{"genericurl", "<URL:http://h/a >. Note", false, "genericurl", "<url", "scheme:<URL schemepart:\"http://h/a \"", "scheme-char url-wrapper"},
	// appendix: "URL:" alone is, to the BNF, a valid genericurl with the scheme "URL"; a note says what it is
	{"genericurl", "URL:http://host/", true, "genericurl", "url", "scheme:URL schemepart:http://host/", "generic-scheme url-prefix"},
	// appendix: nothing like a URL inside: no wrapper note ("url:" is an ordinary scheme here)
	{"genericurl", "url:x", true, "genericurl", "url", "scheme:url schemepart:x", "generic-scheme"},
	{"genericurl", "<a>:b", false, "genericurl", "<a>", "scheme:<a> schemepart:b", "scheme-char"},
	// 2.2: "#" is unsafe, not an xchar
	{"genericurl", "foo:a#b", false, "genericurl", "foo", "scheme:foo schemepart:a#b", "fragment generic-scheme unsafe-char"},
	// 2.2: a lone "%" is not an escape
	{"genericurl", "x:%", false, "genericurl", "x", "scheme:x schemepart:%", "bad-escape generic-scheme"},
	// 2.2: NUL is a control character
	{"genericurl", "x:\x00", false, "genericurl", "x", "scheme:x schemepart:\"\\x00\"", "control-char generic-scheme"},
	// 5: otherurl = genericurl; ip-schemepart with every part of login
	{"otherurl", "x-y+z.1://user:pw@host:1/p", true, "genericurl", "x-y+z.1", "scheme:x-y+z.1 schemepart://user:pw@host:1/p user:user password:pw host:host port:1 urlpath:p", "generic-scheme password"},
	// 2.2: the space is unsafe in either schemepart
	{"otherurl ip-schemepart", "foo://host/a b", false, "genericurl", "foo", "scheme:foo schemepart:\"//host/a b\" host:host urlpath:\"a b\"", "generic-scheme space"},
	// 5: "host:x" is no hostport, but schemepart = *xchar still matches: the
	// URL is valid by *xchar alone, so the failed ip-schemepart reading's
	// parts are not shown (the trace says !ip-schemepart)
	{"ip-schemepart schemepart", "foo://host:x/", true, "genericurl", "foo", "scheme:foo schemepart://host:x/", "generic-scheme"},
	// 3.1: ip-schemepart = "//" login [ "/" urlpath ]
	{"ip-schemepart", "foo://host/a/b;c?d", true, "genericurl", "foo", "scheme:foo schemepart://host/a/b;c?d host:host urlpath:a/b;c?d", "generic-scheme"},
	// 3.1: urlpath = *xchar may be empty
	{"urlpath", "foo://host/", true, "genericurl", "foo", "scheme:foo schemepart://host/ host:host urlpath:", "generic-scheme"},
	// 2.2: "|" is unsafe, not an xchar
	{"urlpath", "foo://host/a|b", false, "genericurl", "foo", "scheme:foo schemepart://host/a|b host:host urlpath:a|b", "generic-scheme unsafe-char"},
	// 2.2: xchar = unreserved | reserved | escape
	{"schemepart", "foo:a/b?c;d:e@f&g=h$-_.+!*'(),%41", true, "genericurl", "foo", "scheme:foo schemepart:a/b?c;d:e@f&g=h$-_.+!*'(),%41", "generic-scheme needless-escape"},
	// 2.2: "{" is unsafe, not an xchar
	{"schemepart xchar", "foo:a{b", false, "genericurl", "foo", "scheme:foo schemepart:a{b", "generic-scheme unsafe-char"},
	// 2.1: upper-case scheme: programs should treat "HTTP" as "http"
	{"scheme url hialpha", "HTTP://host/", true, "httpurl", "http", "scheme:HTTP host:host hpath: hsegment:", "default-port uppercase-scheme"},
	// 2.1: mixed case is still case-ignore
	{"scheme", "Http://host/", true, "httpurl", "http", "scheme:Http host:host hpath: hsegment:", "default-port uppercase-scheme"},
	// 2.1: case-ignore for every predefined scheme
	{"scheme", "MAILTO:a@b", true, "mailtourl", "mailto", "scheme:MAILTO encoded822addr:a@b", "uppercase-scheme"},
	// 2.1: "_" cannot appear in a scheme
	{"scheme lowalpha", "ht_tp://host/", false, "genericurl", "ht_tp", "scheme:ht_tp schemepart://host/ host:host urlpath:", "scheme-char"},
	// 2.1: non-ASCII cannot appear in a scheme
	{"scheme", "h\u00e9:x", false, "genericurl", "hé", "scheme:hé schemepart:x", "scheme-char"},
	// 2.1: a space is not a scheme character
	{"scheme", "ht tp://host/", false, "genericurl", "ht tp", "scheme:\"ht tp\" schemepart://host/ host:host urlpath:", "scheme-char"},
	// 2.2, appendix: a leading space is not part of the URL, read from its scheme
	{"scheme", " http://host/", false, "httpurl", "http", "scheme:http host:host hpath: hsegment:", "default-port surrounding-space"},
	// 2.2, appendix: nor is a byte order mark, or whitespace around a wrapper
	{"scheme", "\ufeffhttps://host/", false, "genericurl", "https", "scheme:https schemepart://host/ host:host urlpath:", "generic-scheme surrounding-space"},
	{"scheme", "\t<URL:http://host/>\r\n", false, "httpurl", "http", "scheme:http host:host hpath: hsegment:", "default-port surrounding-space url-wrapper"},
	// 2.1: the empty input is no URL
	{"url", "", false, "", "", "", "empty-input"},
	// 2.1: no scheme at all
	{"url genericurl", "host", false, "", "", "", "missing-scheme"},
	// 2.1: an empty scheme
	{"url", "://host", false, "", "", "", "missing-scheme"},
	// 2.1: an empty scheme
	{"url", ":x", false, "", "", "", "missing-scheme"},
	// 2.1: "/" before the colon: no scheme
	{"url", "/path:x", false, "", "", "", "missing-scheme"},
	// 2.1: "@" before the colon: no scheme
	{"url", "a@b:c", false, "", "", "", "missing-scheme"},
	// 2.2: NUL alone
	{"url", "\x00", false, "", "", "", "missing-scheme"},
	// 2.1: HTML is no URL
	{"url", "<img src=x onerror=alert(1)>", false, "", "", "", "missing-scheme"},
}

var charTests = []parseTest{
	// 2.2: "#" encoded
	{"punctuation", "http://host/a%23b", true, "httpurl", "http", "scheme:http host:host hpath:a%23b hsegment:a%23b", "default-port"},
	// 6: encoded CR and LF must not be decoded before transmission
	{"escape", "http://host/%0D%0A", true, "httpurl", "http", "scheme:http host:host hpath:%0D%0A hsegment:%0D%0A", "default-port encoded-crlf"},
	// 6: lower-case hex, an encoded LF
	{"escape", "http://host/a%0ab", true, "httpurl", "http", "scheme:http host:host hpath:a%0ab hsegment:a%0ab", "default-port encoded-crlf"},
	// 2.2: an escape of an unreserved character is allowed but needless
	{"escape uchar", "http://host/%41", true, "httpurl", "http", "scheme:http host:host hpath:%41 hsegment:%41", "default-port needless-escape"},
	// 2.2: an escaped reserved character is data (lower-case hex is allowed)
	{"escape", "http://host/%2f", true, "httpurl", "http", "scheme:http host:host hpath:%2f hsegment:%2f", "default-port encoded-reserved"},
	// 2.2: an escaped reserved character is data
	{"escape", "http://host/%2F", true, "httpurl", "http", "scheme:http host:host hpath:%2F hsegment:%2F", "default-port encoded-reserved"},
	// 2.2: "%" must be followed by two hex digits
	{"escape", "http://host/%", false, "httpurl", "http", "scheme:http host:host hpath:% hsegment:%", "bad-escape default-port genericurl"},
	// 2.2: "%" and one hex digit
	{"escape", "http://host/%4", false, "httpurl", "http", "scheme:http host:host hpath:%4 hsegment:%4", "bad-escape default-port genericurl"},
	// 2.2: "%" and no hex digit
	{"escape hex", "http://host/%zz", false, "httpurl", "http", "scheme:http host:host hpath:%zz hsegment:%zz", "bad-escape default-port genericurl"},
	// 2.2: "%", one hex digit, a non-hex character
	{"escape", "http://host/%4g", false, "httpurl", "http", "scheme:http host:host hpath:%4g hsegment:%4g", "bad-escape default-port genericurl"},
	// 2.2: "%b" at the end
	{"escape", "http://host/a%b", false, "httpurl", "http", "scheme:http host:host hpath:a%b hsegment:a%b", "bad-escape default-port genericurl"},
	// 2.2: "abcdef" may also be used in hexadecimal encodings
	{"hex escape", "http://host/%aF%Af", true, "httpurl", "http", "scheme:http host:host hpath:%aF%Af hsegment:%aF%Af", "default-port"},
	// 2.2: "<" is unsafe
	{"punctuation", "http://host/a<b", false, "httpurl", "http", "scheme:http host:host hpath:a<b hsegment:a<b", "default-port genericurl unsafe-char"},
	// 2.2: ">" is unsafe
	{"punctuation", "http://host/a>b", false, "httpurl", "http", "scheme:http host:host hpath:a>b hsegment:a>b", "default-port genericurl unsafe-char"},
	// 2.2: the quote mark is unsafe
	{"punctuation", "http://host/a\"b", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\\"b\" hsegment:\"a\\\"b\"", "default-port genericurl unsafe-char"},
	// 2.2: "#" is unsafe (fragment delimiter)
	{"punctuation", "http://host/a#b", false, "httpurl", "http", "scheme:http host:host hpath:a#b hsegment:a#b", "default-port fragment genericurl unsafe-char"},
	// 2.2: "%" is unsafe unless it starts an escape
	{"punctuation", "http://host/a%b", false, "httpurl", "http", "scheme:http host:host hpath:a%b hsegment:a%b", "bad-escape default-port genericurl"},
	// 2.2: "{" is unsafe
	{"national", "http://host/a{b", false, "httpurl", "http", "scheme:http host:host hpath:a{b hsegment:a{b", "default-port genericurl unsafe-char"},
	// 2.2: "}" is unsafe
	{"national", "http://host/a}b", false, "httpurl", "http", "scheme:http host:host hpath:a}b hsegment:a}b", "default-port genericurl unsafe-char"},
	// 2.2: "|" is unsafe
	{"national", "http://host/a|b", false, "httpurl", "http", "scheme:http host:host hpath:a|b hsegment:a|b", "default-port genericurl unsafe-char"},
	// 2.2: "\" is unsafe
	{"national", "http://host/a\\b", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\\\b\" hsegment:\"a\\\\b\"", "default-port genericurl unsafe-char"},
	// 2.2: "^" is unsafe
	{"national", "http://host/a^b", false, "httpurl", "http", "scheme:http host:host hpath:a^b hsegment:a^b", "default-port genericurl unsafe-char"},
	// 2.2: "~" is unsafe
	{"national", "http://host/a~b", false, "httpurl", "http", "scheme:http host:host hpath:a~b hsegment:a~b", "default-port genericurl unsafe-char"},
	// 2.2: "[" is unsafe
	{"national", "http://host/a[b", false, "httpurl", "http", "scheme:http host:host hpath:a[b hsegment:a[b", "default-port genericurl unsafe-char"},
	// 2.2: "]" is unsafe
	{"national", "http://host/a]b", false, "httpurl", "http", "scheme:http host:host hpath:a]b hsegment:a]b", "default-port genericurl unsafe-char"},
	// 2.2: "`" is unsafe
	{"national", "http://host/a`b", false, "httpurl", "http", "scheme:http host:host hpath:a`b hsegment:a`b", "default-port genericurl unsafe-char"},
	// 2.2: "~" must be encoded
	{"national unreserved", "http://host/~user", false, "httpurl", "http", "scheme:http host:host hpath:~user hsegment:~user", "default-port genericurl unsafe-char"},
	// 2.2: a run of the same unsafe character
	{"national", "http://host/~~~", false, "httpurl", "http", "scheme:http host:host hpath:~~~ hsegment:~~~", "default-port genericurl unsafe-char"},
	// 2.2: "~" encoded
	{"national", "http://host/%7Euser", true, "httpurl", "http", "scheme:http host:host hpath:%7Euser hsegment:%7Euser", "default-port"},
	// 2.2: the special characters "$-_.+!*'()," may be used unencoded
	{"unreserved safe extra", "http://host/$-_.+!*'(),", true, "httpurl", "http", "scheme:http host:host hpath:$-_.+!*'(), hsegment:$-_.+!*'(),", "default-port"},
	// 2.2: alphanumerics
	{"unreserved alpha hialpha lowalpha digit alphadigit", "http://host/aZ09", true, "httpurl", "http", "scheme:http host:host hpath:aZ09 hsegment:aZ09", "default-port"},
	// 2.2: the space encoded
	{"uchar", "http://host/a%20b", true, "httpurl", "http", "scheme:http host:host hpath:a%20b hsegment:a%20b", "default-port"},
	// 3.5, 5: xchar takes every reserved character
	{"xchar reserved", "mailto:a;/?:@&=b", true, "mailtourl", "mailto", "scheme:mailto encoded822addr:a;/?:@&=b", ""},
	// 2.2: the space is unsafe
	{"space", "http://host/a b", false, "httpurl", "http", "scheme:http host:host hpath:\"a b\" hsegment:\"a b\"", "default-port genericurl space"},
	// 2.2, appendix: a trailing space is not part of the URL, read without it
	{"space", "http://host/ ", false, "httpurl", "http", "scheme:http host:host hpath: hsegment:", "default-port surrounding-space"},
	{"space", "http://host \r\n", false, "httpurl", "http", "scheme:http host:host", "default-port surrounding-space"},
	// 2.2: HT is a control character
	{"control", "http://host/a\tb", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\tb\" hsegment:\"a\\tb\"", "control-char default-port genericurl"},
	// 2.2: LF is a control character
	{"control", "http://host/a\nb", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\nb\" hsegment:\"a\\nb\"", "control-char default-port genericurl"},
	// 2.2: NUL is a control character
	{"control", "http://host/a\x00b", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\x00b\" hsegment:\"a\\x00b\"", "control-char default-port genericurl"},
	// 2.2: DEL is a control character
	{"control", "http://host/a\x7fb", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\x7fb\" hsegment:\"a\\x7fb\"", "control-char default-port genericurl"},
	// 2.2: 1F is the last control character
	{"control", "http://host/a\x1fb", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\x1fb\" hsegment:\"a\\x1fb\"", "control-char default-port genericurl"},
	// 2.2: octets 80-FF are not US-ASCII: UTF-8 e-acute
	{"non-ascii", "http://host/caf\u00e9", false, "httpurl", "http", "scheme:http host:host hpath:café hsegment:café", "default-port genericurl non-ascii"},
	// 2.2: an emoji, four octets
	{"non-ascii", "http://host/\U0001F600", false, "httpurl", "http", "scheme:http host:host hpath:😀 hsegment:😀", "default-port genericurl non-ascii"},
	// 2.2: an invalid UTF-8 byte
	{"non-ascii", "http://host/a\xffb", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\xffb\" hsegment:\"a\\xffb\"", "default-port genericurl non-ascii"},
	// 2.2: a cut UTF-8 sequence
	{"non-ascii", "http://host/a\xc3", false, "httpurl", "http", "scheme:http host:host hpath:\"a\\xc3\" hsegment:\"a\\xc3\"", "default-port genericurl non-ascii"},
	// 2.2: non-ASCII encoded
	{"non-ascii", "http://host/caf%C3%A9", true, "httpurl", "http", "scheme:http host:host hpath:caf%C3%A9 hsegment:caf%C3%A9", "default-port"},
	// 2.2: HTML in a path: every unsafe character reported
	{"html", "http://host/<img src=x onerror=alert(1)>", false, "httpurl", "http", "scheme:http host:host hpath:\"<img src=x onerror=alert(1)>\" hsegment:\"<img src=x onerror=alert(1)>\"", "default-port genericurl space unsafe-char"},
}

var loginTests = []parseTest{
	// 3.1: an empty user name and no password
	{"login", "ftp://@host/", true, "ftpurl", "ftp", "scheme:ftp user: host:host fpath: fsegment:", "default-port empty-login"},
	// 3.1: no user name
	{"login", "ftp://host/", true, "ftpurl", "ftp", "scheme:ftp host:host fpath: fsegment:", "default-port ftp-anonymous"},
	// 3.1: a user name of "foo" and an empty password; an empty password is
	// no secret, so section 6's password warning does not apply
	{"login", "ftp://foo:@host/", true, "ftpurl", "ftp", "scheme:ftp user:foo password: host:host fpath: fsegment:", "default-port empty-login"},
	// 3.1, 3.2.1: a user and no password
	{"login", "ftp://foo@host/", true, "ftpurl", "ftp", "scheme:ftp user:foo host:host fpath: fsegment:", "default-port ftp-password"},
	// 3.1: an empty user and an empty password
	{"login", "ftp://:@host/", true, "ftpurl", "ftp", "scheme:ftp user: password: host:host fpath: fsegment:", "default-port empty-login"},
	// 3.1: every part of login
	{"login", "ftp://user:pass@host:21/", true, "ftpurl", "ftp", "scheme:ftp user:user password:pass host:host port:21 fpath: fsegment:", "default-port password"},
	// 3.1: user = *[ uchar | ";" | "?" | "&" | "=" ]
	{"user", "ftp://user;x?y&z=w@host/", true, "ftpurl", "ftp", "scheme:ftp user:user;x?y&z=w host:host fpath: fsegment:", "default-port ftp-password"},
	// 3.1: "@" in the user must be encoded
	{"user login", "ftp://a@b@host/", false, "ftpurl", "ftp", "scheme:ftp user:a@b host:host fpath: fsegment:", "default-port ftp-password genericurl reserved-char"},
	// 3.1: "@" encoded in the user
	{"user", "ftp://us%40er@host/", true, "ftpurl", "ftp", "scheme:ftp user:us%40er host:host fpath: fsegment:", "default-port encoded-reserved ftp-password"},
	// 2.2: "~" is unsafe in the user too
	{"user", "ftp://us~er@host/", false, "ftpurl", "ftp", "scheme:ftp user:us~er host:host fpath: fsegment:", "default-port ftp-password genericurl unsafe-char"},
	// 3.1: "@" in the password must be encoded
	{"password", "ftp://user:p@ss@host/", false, "ftpurl", "ftp", "scheme:ftp user:user password:p@ss host:host fpath: fsegment:", "default-port genericurl password reserved-char"},
	// 3.1: "@" encoded in the password
	{"password", "ftp://user:p%40ss@host/", true, "ftpurl", "ftp", "scheme:ftp user:user password:p%40ss host:host fpath: fsegment:", "default-port encoded-reserved password"},
	// 3.1: "/" in a password must be encoded; unencoded, it is still read
	// as the password's when what stands before it is no hostport
	{"password", "ftp://u:p/x@h/", false, "ftpurl", "ftp", "scheme:ftp user:u password:p/x host:h fpath: fsegment:", "default-port genericurl password reserved-char"},
	{"password", "ftp://u:p/x/y@h/", false, "ftpurl", "ftp", "scheme:ftp user:u password:p/x/y host:h fpath: fsegment:", "default-port genericurl password reserved-char"},
	{"password", "telnet://u:p/x/@h", false, "telneturl", "telnet", "scheme:telnet user:u password:p/x/ host:h", "default-port genericurl password reserved-char telnet-login"},
	{"password", "ftp://h:21/x@y", true, "ftpurl", "ftp", "scheme:ftp host:h port:21 fpath:x@y fsegment:x@y", "default-port ftp-anonymous"},
	// 3.1: ":" in the password must be encoded
	{"password", "ftp://us:er:pa@host/", false, "ftpurl", "ftp", "scheme:ftp user:us password:er:pa host:host fpath: fsegment:", "default-port genericurl password reserved-char"},
	// 3.1: password = *[ uchar | ";" | "?" | "&" | "=" ]
	{"password", "ftp://user:p;?&=@host/", true, "ftpurl", "ftp", "scheme:ftp user:user password:p;?&= host:host fpath: fsegment:", "default-port password"},
	// 3.1: hostport = host [ ":" port ]
	{"hostport digits digit", "http://host:8080/", true, "httpurl", "http", "scheme:http host:host port:8080 hpath: hsegment:", "non-default-port"},
	// 3.1: no host
	{"hostport", "http://", false, "httpurl", "http", "scheme:http", "default-port genericurl missing-host"},
	// 3.1: an empty host
	{"hostport", "http:///", false, "httpurl", "http", "scheme:http hpath: hsegment:", "default-port genericurl missing-host"},
	// 3.1, 3.3: the default port written out
	{"port", "http://host:80/", true, "httpurl", "http", "scheme:http host:host port:80 hpath: hsegment:", "default-port"},
	// 3.1: leading zeros: still port 80
	{"port", "http://host:0080/", true, "httpurl", "http", "scheme:http host:host port:0080 hpath: hsegment:", "default-port"},
	// 3.1: if the port is omitted, the colon is as well
	{"port", "http://host:/", false, "httpurl", "http", "scheme:http host:host port: hpath: hsegment:", "bad-port genericurl"},
	// 3.1: port = digits
	{"port digits digit", "http://host:8a/", false, "httpurl", "http", "scheme:http host:host port:8a hpath: hsegment:", "bad-port genericurl"},
	// 3.1: a sign is no digit
	{"port", "http://host:+80/", false, "httpurl", "http", "scheme:http host:host port:+80 hpath: hsegment:", "bad-port genericurl"},
	// 3.1: the highest TCP port
	{"port", "http://host:65535/", true, "httpurl", "http", "scheme:http host:host port:65535 hpath: hsegment:", "non-default-port"},
	// 3.1: above 65535: the BNF accepts any digits
	{"port", "http://host:65536/", true, "httpurl", "http", "scheme:http host:host port:65536 hpath: hsegment:", "port-range"},
	// 3.1: a port too long for any integer
	{"port", "http://host:99999999999999999999/", true, "httpurl", "http", "scheme:http host:host port:99999999999999999999 hpath: hsegment:", "port-range"},
	// 3.1: hostnumber = digits "." digits "." digits "." digits
	{"host", "http://10.0.0.1/", true, "httpurl", "http", "scheme:http host:10.0.0.1 hpath: hsegment:", "default-port"},
	// 3.1: a group above 255: the BNF accepts any digits
	{"hostnumber", "http://256.1.1.1/", true, "httpurl", "http", "scheme:http host:256.1.1.1 hpath: hsegment:", "default-port octet-range"},
	// 3.1: a group above 255, with a leading zero
	{"hostnumber", "http://1.2.3.0300/", true, "httpurl", "http", "scheme:http host:1.2.3.0300 hpath: hsegment:", "default-port octet-range"},
	// 3.1: leading zeros are digits
	{"hostnumber", "http://01.02.03.004/", true, "httpurl", "http", "scheme:http host:01.02.03.004 hpath: hsegment:", "default-port"},
	// 3.1: three groups
	{"hostnumber host", "http://1.2.3/", false, "httpurl", "http", "scheme:http host:1.2.3 hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: five groups
	{"hostnumber", "http://1.2.3.4.5/", false, "httpurl", "http", "scheme:http host:1.2.3.4.5 hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: an empty group
	{"hostnumber", "http://1..3.4/", false, "httpurl", "http", "scheme:http host:1..3.4 hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: one group: neither hostnumber nor hostname (toplabel starts with a digit)
	{"hostnumber", "http://123/", false, "httpurl", "http", "scheme:http host:123 hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: toplabel = alpha
	{"hostname", "http://a/", true, "httpurl", "http", "scheme:http host:a hpath: hsegment:", "default-port"},
	// 3.1: hostname = *[ domainlabel "." ] toplabel
	{"hostname", "http://a.b.c/", true, "httpurl", "http", "scheme:http host:a.b.c hpath: hsegment:", "default-port"},
	// 3.1: a trailing dot: the toplabel is empty
	{"hostname", "http://a.b./", false, "httpurl", "http", "scheme:http host:a.b. hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: an empty domainlabel
	{"hostname", "http://a..b/", false, "httpurl", "http", "scheme:http host:a..b hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: a leading dot
	{"hostname", "http://.a/", false, "httpurl", "http", "scheme:http host:.a hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: "_" is not a host character
	{"hostname alphadigit", "http://a_b.c/", false, "httpurl", "http", "scheme:http host:a_b.c hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: a host cannot be encoded
	{"hostname", "http://a%41.com/", false, "httpurl", "http", "scheme:http host:a%41.com hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: non-ASCII in a host
	{"hostname", "http://h\u00e9st/", false, "httpurl", "http", "scheme:http host:hést hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: no IPv6 literal in RFC 1738 (brackets came with RFC 2732): the
	// host is still read whole, its colons not taken for the port's
	{"hostname", "http://[::1]/", false, "httpurl", "http", "scheme:http host:[::1] hpath: hsegment:", "bad-host default-port genericurl"},
	{"hostname", "http://[2001:db8::7]:8080/a", false, "httpurl", "http", "scheme:http host:[2001:db8::7] port:8080 hpath:a hsegment:a", "bad-host genericurl non-default-port"},
	{"hostname", "ftp://u@[::1]:21/f", false, "ftpurl", "ftp", "scheme:ftp user:u host:[::1] port:21 fpath:f fsegment:f", "bad-host default-port ftp-password genericurl"},
	{"hostname", "file://[::1]/etc", false, "fileurl", "file", "scheme:file host:[::1] fpath:etc fsegment:etc", "bad-host genericurl"},
	// 3.1: an unclosed bracket is no literal: "[" and the first ":"; nor is
	// "[]", or brackets in brackets
	{"hostname", "http://[::1/", false, "httpurl", "http", "scheme:http host:[ port::1 hpath: hsegment:", "bad-host bad-port genericurl"},
	{"hostname", "http://[]/", false, "httpurl", "http", "scheme:http host:[] hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: a domainlabel may start with a digit
	{"domainlabel", "http://1a.b2/", true, "httpurl", "http", "scheme:http host:1a.b2 hpath: hsegment:", "default-port"},
	// 3.1: "-" inside a domainlabel
	{"domainlabel", "http://a-b.c/", true, "httpurl", "http", "scheme:http host:a-b.c hpath: hsegment:", "default-port"},
	// 3.1: a domainlabel cannot start with "-"
	{"domainlabel", "http://-ab.c/", false, "httpurl", "http", "scheme:http host:-ab.c hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: a domainlabel cannot end with "-"
	{"domainlabel", "http://ab-.c/", false, "httpurl", "http", "scheme:http host:ab-.c hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: toplabel = alpha *[ alphadigit | "-" ] alphadigit
	{"toplabel", "http://a.b2/", true, "httpurl", "http", "scheme:http host:a.b2 hpath: hsegment:", "default-port"},
	// 3.1: "-" inside a toplabel
	{"toplabel", "http://a.b-c/", true, "httpurl", "http", "scheme:http host:a.b-c hpath: hsegment:", "default-port"},
	// 3.1: the rightmost label never starts with a digit
	{"toplabel", "http://1abc/", false, "httpurl", "http", "scheme:http host:1abc hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: the toplabel starts with a digit
	{"toplabel", "http://a.1b/", false, "httpurl", "http", "scheme:http host:a.1b hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: a toplabel cannot end with "-"
	{"toplabel", "http://a.b-/", false, "httpurl", "http", "scheme:http host:a.b- hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: digits and "-": not a hostnumber, and the toplabel starts with a digit
	{"toplabel", "http://1-2/", false, "httpurl", "http", "scheme:http host:1-2 hpath: hsegment:", "bad-host default-port genericurl"},
	// 3.1: alphadigit = alpha | digit
	{"alphadigit", "http://a1/", true, "httpurl", "http", "scheme:http host:a1 hpath: hsegment:", "default-port"},
}

var ftpTests = []parseTest{
	// 3.2.2: the whole url-path may be omitted, with its "/"
	{"ftpurl", "ftp://host", true, "ftpurl", "ftp", "scheme:ftp host:host", "default-port ftp-anonymous"},
	// 3.2.2: <cwd1>/<cwd2>/<name>
	{"ftpurl", "ftp://host/a/b/c.txt", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a/b/c.txt fsegment:a fsegment:b fsegment:c.txt", "default-port ftp-anonymous"},
	// 3.1: ftp URLs start with "//"
	{"ftpurl", "ftp:host", false, "ftpurl", "ftp", "scheme:ftp host:host", "default-port ftp-anonymous genericurl missing-delimiter"},
	// 6: a port other than 21
	{"ftpurl", "ftp://user:pass@host:2121/", true, "ftpurl", "ftp", "scheme:ftp user:user password:pass host:host port:2121 fpath: fsegment:", "non-default-port password"},
	// 3.2.2: the <cwdx> parts may be empty
	{"fpath", "ftp://host/a//b", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a//b fsegment:a fsegment: fsegment:b", "default-port ftp-anonymous"},
	// 3.2.2: fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
	{"fsegment", "ftp://host/a?b:c@d&e=f", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a?b:c@d&e=f fsegment:a?b:c@d&e=f", "default-port ftp-anonymous"},
	// 3.2.2: ";" is reserved in a name and must be encoded
	{"fsegment", "ftp://host/a;b", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a;b fsegment:a;b", "default-port ftp-anonymous genericurl reserved-char"},
	// 3.2.2: ";" inside a cwd segment
	{"fsegment fpath", "ftp://host/a;b/c", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a;b/c fsegment:a;b fsegment:c", "default-port ftp-anonymous genericurl reserved-char"},
	// 3.2.2: ";" encoded
	{"fsegment", "ftp://host/a%3Bb", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a%3Bb fsegment:a%3Bb", "default-port encoded-reserved ftp-anonymous"},
	// 3.2.2: an encoded "/" is part of the name
	{"fsegment", "ftp://host/%2Fetc/motd", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:%2Fetc/motd fsegment:%2Fetc fsegment:motd", "default-port encoded-reserved ftp-anonymous"},
	// 2.2: "~" is unsafe
	{"fsegment", "ftp://host/a~b", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a~b fsegment:a~b", "default-port ftp-anonymous genericurl unsafe-char"},
	// 3.2.2: ftptype "A"
	{"ftptype", "ftp://host/a;type=A", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:A", "default-port ftp-anonymous"},
	// 3.2.2: ftptype "I"
	{"ftptype", "ftp://host/a;type=I", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:I", "default-port ftp-anonymous"},
	// 3.2.2: ftptype "D"
	{"ftptype", "ftp://host/a;type=D", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:D", "default-port ftp-anonymous"},
	// 3.2.2: ftptype "a"
	{"ftptype", "ftp://host/a;type=a", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:a", "default-port ftp-anonymous"},
	// 3.2.2: ftptype "i"
	{"ftptype", "ftp://host/a;type=i", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:i", "default-port ftp-anonymous"},
	// 3.2.2: ftptype "d"
	{"ftptype", "ftp://host/a;type=d", true, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:d", "default-port ftp-anonymous"},
	// 3.2.2: "X" is a hialpha, but no typecode
	{"ftptype hialpha", "ftp://host/a;type=X", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:X", "bad-ftptype default-port ftp-anonymous genericurl"},
	// 3.2.2: a directory listing of the empty name
	{"ftptype", "ftp://host/;type=d", true, "ftpurl", "ftp", "scheme:ftp host:host fpath: fsegment: ftptype:d", "default-port ftp-anonymous"},
	// 3.2.2: not a typecode
	{"ftptype", "ftp://host/a;type=x", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:x", "bad-ftptype default-port ftp-anonymous genericurl"},
	// 3.2.2: an empty typecode
	{"ftptype", "ftp://host/a;type=", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:", "bad-ftptype default-port ftp-anonymous genericurl"},
	// 3.2.2: a typecode is one character
	{"ftptype", "ftp://host/a;type=aa", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:aa", "bad-ftptype default-port ftp-anonymous genericurl"},
	// 3.2.2: the typecode is a literal, not an escape
	{"ftptype", "ftp://host/a;type=%41", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a fsegment:a ftptype:%41", "bad-ftptype default-port ftp-anonymous genericurl"},
	// 5: ";type=" is a case-sensitive literal
	{"ftptype", "ftp://host/a;TYPE=a", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a;TYPE=a fsegment:a;TYPE=a", "default-port ftp-anonymous genericurl reserved-char"},
	// 3.2.2: only the last ";type=" is the typecode
	{"ftptype", "ftp://host/a;type=i;type=d", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a;type=i fsegment:a;type=i ftptype:d", "default-port ftp-anonymous genericurl reserved-char"},
	// 3.2.2: ";type=" only ends the URL
	{"ftptype", "ftp://host/a/;type=i/b", false, "ftpurl", "ftp", "scheme:ftp host:host fpath:a/;type=i/b fsegment:a fsegment:;type=i fsegment:b", "default-port ftp-anonymous genericurl reserved-char"},
	// 3.2.2: ";type=" needs the "/" and fpath before it
	{"ftptype", "ftp://host;type=d", false, "ftpurl", "ftp", "scheme:ftp host:host;type=d", "bad-host default-port ftp-anonymous genericurl syntax"},
}

var httpTests = []parseTest{
	// 3.3: neither path nor search: the "/" may be omitted
	{"httpurl", "http://host", true, "httpurl", "http", "scheme:http host:host", "default-port"},
	// 3.3: an empty hpath
	{"httpurl", "http://host/", true, "httpurl", "http", "scheme:http host:host hpath: hsegment:", "default-port"},
	// 3.3: every part of httpurl
	{"httpurl", "http://host:8080/a/b;c:d@e&f=g?q;:@&=", true, "httpurl", "http", "scheme:http host:host port:8080 hpath:a/b;c:d@e&f=g hsegment:a hsegment:b;c:d@e&f=g search:q;:@&=", "non-default-port"},
	// 3.3: no user name or password is allowed
	{"httpurl", "http://user@host/", false, "httpurl", "http", "scheme:http user:user host:host hpath: hsegment:", "default-port genericurl login-not-allowed"},
	// 3.3: no password either
	{"httpurl", "http://user:pw@host/", false, "httpurl", "http", "scheme:http user:user password:pw host:host hpath: hsegment:", "default-port genericurl login-not-allowed"},
	// 3.3: not even an empty user
	{"httpurl", "http://@host/", false, "httpurl", "http", "scheme:http user: host:host hpath: hsegment:", "default-port genericurl login-not-allowed"},
	// 3.1: http URLs start with "//"
	{"httpurl", "http:host", false, "httpurl", "http", "scheme:http host:host", "default-port genericurl missing-delimiter"},
	// 3.1: one "/" is not "//"
	{"httpurl", "http:/host", false, "httpurl", "http", "scheme:http host:host", "default-port genericurl missing-delimiter"},
	// 3.3: the default port 80
	{"httpurl", "http://host:80", true, "httpurl", "http", "scheme:http host:host port:80", "default-port"},
	// 3.3: hpath = hsegment *[ "/" hsegment ]
	{"hpath url", "http://host/a/b/c", true, "httpurl", "http", "scheme:http host:host hpath:a/b/c hsegment:a hsegment:b hsegment:c", "default-port"},
	// 3.3: empty hsegments
	{"hpath", "http://host/a//b/", true, "httpurl", "http", "scheme:http host:host hpath:a//b/ hsegment:a hsegment: hsegment:b hsegment:", "default-port"},
	// 3.3: hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
	{"hsegment", "http://host/a;b:c@d&e=f", true, "httpurl", "http", "scheme:http host:host hpath:a;b:c@d&e=f hsegment:a;b:c@d&e=f", "default-port"},
	// 2.2: no fragment: "#" is unsafe
	{"hsegment hpath", "http://host/a#frag", false, "httpurl", "http", "scheme:http host:host hpath:a#frag hsegment:a#frag", "default-port fragment genericurl unsafe-char"},
	// 3.3: a search after an empty path
	{"search", "http://host/?q", true, "httpurl", "http", "scheme:http host:host hpath: hsegment: search:q", "default-port"},
	// 3.3: an empty search
	{"search", "http://host/a?", true, "httpurl", "http", "scheme:http host:host hpath:a hsegment:a search:", "default-port"},
	// 3.3: "/" is reserved in the search
	{"search reserved", "http://host/a?b/c", false, "httpurl", "http", "scheme:http host:host hpath:a hsegment:a search:b/c", "default-port genericurl reserved-char"},
	// 3.3: "?" is reserved in the search
	{"search", "http://host/a?b?c", false, "httpurl", "http", "scheme:http host:host hpath:a hsegment:a search:b?c", "default-port genericurl reserved-char"},
	// 2.2: "#" in the search
	{"search", "http://host/a?b#c", false, "httpurl", "http", "scheme:http host:host hpath:a hsegment:a search:b#c", "default-port fragment genericurl unsafe-char"},
	// 3.3: a search needs the "/" and hpath before it
	{"search", "http://host?q", false, "httpurl", "http", "scheme:http host:host search:q", "default-port genericurl missing-delimiter"},
}

var gopherTests = []parseTest{
	// 3.4.1: the gopher-path may be empty, and the "/" with it: type "1"
	{"gopherurl", "gopher://host", true, "gopherurl", "gopher", "scheme:gopher host:host", "default-port gopher-type"},
	// 3.4.1: an empty gopher-path after the literal "/"
	{"gopherurl", "gopher://host/", true, "gopherurl", "gopher", "scheme:gopher host:host", "default-port gopher-type"},
	// 3.4.1: a gtype and an empty selector
	{"gopherurl", "gopher://host:70/1", true, "gopherurl", "gopher", "scheme:gopher host:host port:70 gtype:1 selector:", "default-port"},
	// 6: not the default port 70
	{"gopherurl", "gopher://host:7070/1", true, "gopherurl", "gopher", "scheme:gopher host:host port:7070 gtype:1 selector:", "non-default-port"},
	// 3.4: gopherurl has hostport, no login
	{"gopherurl", "gopher://user@host/1", false, "gopherurl", "gopher", "scheme:gopher user:user host:host gtype:1 selector:", "default-port genericurl login-not-allowed"},
	// 3.1: gopher URLs start with "//"
	{"gopherurl", "gopher:/host/1", false, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:", "default-port genericurl missing-delimiter"},
	// 3.4.1: the selector may begin with a copy of the gtype
	{"gtype", "gopher://host/00file.txt", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:0 selector:0file.txt", "default-port"},
	// 5: gtype = xchar: the unquoted "/" is the literal "/", and a second "/" is the gtype
	{"gtype", "gopher://host//", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:/ selector:", "default-port"},
	// 5: gtype = xchar, and an escape is an xchar
	{"gtype", "gopher://host/%31sel", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:%31 selector:sel", "default-port needless-escape"},
	// 2.2: a bad escape as the gtype
	{"gtype", "gopher://host/%", false, "gopherurl", "gopher", "scheme:gopher host:host gtype:% selector:", "bad-escape default-port genericurl"},
	// 2.2: "~" is unsafe
	{"gtype", "gopher://host/~", false, "gopherurl", "gopher", "scheme:gopher host:host gtype:~ selector:", "default-port genericurl unsafe-char"},
	// 3.4.1: within the gopher-path no characters are reserved
	{"selector", "gopher://host/1a;b?c:d@e&f=g/h", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:a;b?c:d@e&f=g/h", "default-port"},
	// 2.2: the space must be encoded in a selector
	{"selector", "gopher://host/1a b", false, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:\"a b\"", "default-port genericurl space"},
	// 2.2: "~" must be encoded in a selector
	{"selector", "gopher://host/1a~b", false, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:a~b", "default-port genericurl unsafe-char"},
	// 3.4.2: selector %09 search
	{"search", "gopher://host/7search-engine%09query%20words", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:7 selector:search-engine search:query%20words", "default-port"},
	// 3.4.2: an empty search
	{"search", "gopher://host/7sel%09", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:7 selector:sel search:", "default-port"},
	// 3.4.3, 3.4.4: an empty search, gopher+ string "+"
	{"gopher+_string", "gopher://host/1selector%09%09+", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:selector search: gopher+_string:+", "default-port"},
	// 3.4.4: gopher+ string "?": an electronic form
	{"gopher+_string", "gopher://host/0form%09%09?", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:0 selector:form search: gopher+_string:?", "default-port"},
	// 3.4.7: attributes separated by coded spaces
	{"gopher+_string", "gopher://host/0item%09%09!+ABSTRACT%20+SMELL", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:0 selector:item search: gopher+_string:!+ABSTRACT%20+SMELL", "default-port"},
	// 3.4.6: "$": the attributes of every item in a directory
	{"gopher+_string", "gopher://host/1dir%09%09$", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:dir search: gopher+_string:$", "default-port"},
	// 3.4.8: an alternate view
	{"gopher+_string", "gopher://host/0item%09%09+application/postscript%20Es_ES", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:0 selector:item search: gopher+_string:+application/postscript%20Es_ES", "default-port"},
	// 3.4.9: an electronic form: the third %09 is data, and the encoded CR LF
	// end the lines the client sends, decoded: no warning
	{"gopher+_string", "gopher://host/0form%09%09+%091%0D%0A+-1%0D%0Avalue1%0D%0Avalue2%0D%0A.%0D%0A", true, "gopherurl", "gopher", "scheme:gopher host:host gtype:0 selector:form search: gopher+_string:+%091%0D%0A+-1%0D%0Avalue1%0D%0Avalue2%0D%0A.%0D%0A", "default-port"},
	// 2.2: the space in a gopher+ string
	{"gopher+_string", "gopher://host/1s%09q%09a b", false, "gopherurl", "gopher", "scheme:gopher host:host gtype:1 selector:s search:q gopher+_string:\"a b\"", "default-port genericurl space"},
}

var mailtoTests = []parseTest{
	// 3.5: mailto:<rfc822-addr-spec>
	{"mailtourl", "mailto:user@host.dom", true, "mailtourl", "mailto", "scheme:mailto encoded822addr:user@host.dom", ""},
	// 3.5: "%" in an address must be encoded
	{"mailtourl", "mailto:user%25percent@host.dom", true, "mailtourl", "mailto", "scheme:mailto encoded822addr:user%25percent@host.dom", ""},
	// 3.5: encoded822addr = 1*xchar: not empty
	{"mailtourl", "mailto:", false, "mailtourl", "mailto", "scheme:mailto encoded822addr:", "genericurl missing-part"},
	// 3.5: within mailto URLs there are no reserved characters
	{"encoded822addr", "mailto:a@b?subject=x", true, "mailtourl", "mailto", "scheme:mailto encoded822addr:a@b?subject=x", ""},
	// 3.5: a bare "%" must be encoded
	{"encoded822addr", "mailto:a%b", false, "mailtourl", "mailto", "scheme:mailto encoded822addr:a%b", "bad-escape genericurl"},
	// 2.2: the space
	{"encoded822addr", "mailto:a b@c", false, "mailtourl", "mailto", "scheme:mailto encoded822addr:\"a b@c\"", "genericurl space"},
	// 2.2, 3.5: "<" and ">" are unsafe
	{"encoded822addr", "mailto:<a@b>", false, "mailtourl", "mailto", "scheme:mailto encoded822addr:<a@b>", "genericurl unsafe-char"},
	// 2.2: "~" is unsafe
	{"encoded822addr", "mailto:a~b@c", false, "mailtourl", "mailto", "scheme:mailto encoded822addr:a~b@c", "genericurl unsafe-char"},
}

var newsTests = []parseTest{
	// 3.6: "$" is safe but not a group character
	{"group safe", "news:a$b", false, "newsurl", "news", "scheme:news group:a$b", "bad-group genericurl"},
	// 3.6: "*": all available news groups
	{"newsurl grouppart", "news:*", true, "newsurl", "news", "scheme:news grouppart:*", ""},
	// 3.6: grouppart is not empty
	{"newsurl", "news:", false, "newsurl", "news", "scheme:news group:", "bad-group genericurl"},
	// 3.6: news URLs have no "//" and no host
	{"newsurl", "news://host/group", false, "newsurl", "news", "scheme:news group://host/group", "bad-group genericurl syntax"},
	// 3.6: only a single "*"
	{"grouppart", "news:**", false, "newsurl", "news", "scheme:news group:**", "bad-group genericurl"},
	// 3.6: a period-delimited hierarchical name
	{"group", "news:comp.infosystems.www.misc", true, "newsurl", "news", "scheme:news group:comp.infosystems.www.misc", ""},
	// 3.6: group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
	{"group", "news:a", true, "newsurl", "news", "scheme:news group:a", ""},
	// 3.6: every character a group may hold
	{"group", "news:a-b.c+d_e9", true, "newsurl", "news", "scheme:news group:a-b.c+d_e9", ""},
	// 3.6: "+" in a group name
	{"group", "news:comp.lang.c++", true, "newsurl", "news", "scheme:news group:comp.lang.c++", ""},
	// 3.6: a group starts with a letter
	{"group alpha", "news:1comp", false, "newsurl", "news", "scheme:news group:1comp", "bad-group genericurl"},
	// 3.6: "!" is not a group character
	{"group extra", "news:comp!x", false, "newsurl", "news", "scheme:news group:comp!x", "bad-group genericurl"},
	// 3.6: a group cannot be encoded
	{"group", "news:comp.%41", false, "newsurl", "news", "scheme:news group:comp.%41", "bad-group genericurl"},
	// 3.6: <unique>@<full_domain_name>; the article part is the whole of
	// article = 1*[ ... ] "@" host, with the host inside it (section 5)
	{"article", "news:unique@full.domain.name", true, "newsurl", "news", "scheme:news article:unique@full.domain.name host:full.domain.name", ""},
	// 3.6: article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
	{"article", "news:a/b;c?d:e&f=g@host.dom", true, "newsurl", "news", "scheme:news article:a/b;c?d:e&f=g@host.dom host:host.dom", ""},
	// 3.6: an empty <unique>
	{"article", "news:@host", false, "newsurl", "news", "scheme:news article:@host host:host", "genericurl missing-part"},
	// 3.6: no host after "@"
	{"article", "news:abc@", false, "newsurl", "news", "scheme:news article:abc@", "genericurl missing-host"},
	// 3.1, 3.6: the host's toplabel starts with a digit
	{"article", "news:a@1bad", false, "newsurl", "news", "scheme:news article:a@1bad host:1bad", "bad-host genericurl"},
	// 3.6: "@" inside the <unique> must be encoded
	{"article", "news:a@b@host", false, "newsurl", "news", "scheme:news article:a@b@host host:host", "genericurl reserved-char"},
	// 2.2: the space in the <unique>
	{"article", "news:a b@host", false, "newsurl", "news", "scheme:news article:\"a b@host\" host:host", "genericurl space"},
}

var nntpTests = []parseTest{
	// 3.7: the article number may be left out
	{"nntpurl", "nntp://host/comp.infosystems.www.misc", true, "nntpurl", "nntp", "scheme:nntp host:host group:comp.infosystems.www.misc", "default-port"},
	// 3.7: nntp://<host>:<port>/<newsgroup-name>/<article-number>
	{"nntpurl", "nntp://host:119/comp.infosystems.www.misc/12345", true, "nntpurl", "nntp", "scheme:nntp host:host port:119 group:comp.infosystems.www.misc digits:12345", "default-port"},
	// 6: not the default port 119
	{"nntpurl", "nntp://host:1190/g", true, "nntpurl", "nntp", "scheme:nntp host:host port:1190 group:g", "non-default-port"},
	// 3.7: the group is not optional
	{"nntpurl", "nntp://host", false, "nntpurl", "nntp", "scheme:nntp host:host", "default-port genericurl missing-delimiter"},
	// 3.7: an empty group
	{"nntpurl", "nntp://host/", false, "nntpurl", "nntp", "scheme:nntp host:host group:", "bad-group default-port genericurl"},
	// 3.7: nntpurl has hostport, no login
	{"nntpurl", "nntp://user@host/g", false, "nntpurl", "nntp", "scheme:nntp user:user host:host group:g", "default-port genericurl login-not-allowed"},
	// 3.6, 3.7: a group starts with a letter
	{"group", "nntp://host/1group", false, "nntpurl", "nntp", "scheme:nntp host:host group:1group", "bad-group default-port genericurl"},
	// 3.7: digits = 1*digit
	{"digits", "nntp://host/g/0", true, "nntpurl", "nntp", "scheme:nntp host:host group:g digits:0", "default-port"},
	// 3.7: the article number is not empty
	{"digits", "nntp://host/group/", false, "nntpurl", "nntp", "scheme:nntp host:host group:group digits:", "bad-number default-port genericurl"},
	// 3.7: the article number is digits
	{"digits", "nntp://host/group/12a", false, "nntpurl", "nntp", "scheme:nntp host:host group:group digits:12a", "bad-number default-port genericurl"},
	// 3.7: nothing after the article number
	{"digits", "nntp://host/group/1/2", false, "nntpurl", "nntp", "scheme:nntp host:host group:group digits:1/2", "bad-number default-port genericurl"},
}

var telnetTests = []parseTest{
	// 3.8: the final "/" may be omitted
	{"telneturl", "telnet://host", true, "telneturl", "telnet", "scheme:telnet host:host", "default-port"},
	// 3.8: telnet://<host>/
	{"telneturl", "telnet://host/", true, "telneturl", "telnet", "scheme:telnet host:host", "default-port"},
	// 3.8: user and password are advisory
	{"telneturl", "telnet://user:password@host:23/", true, "telneturl", "telnet", "scheme:telnet user:user password:password host:host port:23", "default-port password telnet-login"},
	// 3.8: a user alone
	{"telneturl", "telnet://user@host/", true, "telneturl", "telnet", "scheme:telnet user:user host:host", "default-port telnet-login"},
	// 6: not the default port 23
	{"telneturl", "telnet://host:2323", true, "telneturl", "telnet", "scheme:telnet host:host port:2323", "non-default-port"},
	// 3.8: nothing after the "/"
	{"telneturl", "telnet://host/x", false, "telneturl", "telnet", "scheme:telnet host:host", "default-port extra-text genericurl"},
	// 3.8: one "/" at most
	{"telneturl", "telnet://host//", false, "telneturl", "telnet", "scheme:telnet host:host", "default-port extra-text genericurl"},
	// 3.8: not even escapes after the "/"
	{"telneturl", "telnet://host/%0D%0A", false, "telneturl", "telnet", "scheme:telnet host:host", "default-port extra-text genericurl"},
	// 6: an encoded CR in the user
	{"telneturl", "telnet://us%0Der@host", true, "telneturl", "telnet", "scheme:telnet user:us%0Der host:host", "default-port encoded-crlf telnet-login"},
}

var waisTests = []parseTest{
	// 2.2: "~" in the wtype
	{"waisdoc wtype", "wais://host/db/t~/p", false, "waisurl", "wais", "scheme:wais host:host database:db wtype:t~ wpath:p", "default-port genericurl unsafe-char"},
	// 3.9: wais://<host>:<port>/<database>
	{"waisurl waisdatabase database", "wais://host/database", true, "waisurl", "wais", "scheme:wais host:host database:database", "default-port"},
	// 3.9: the default port 210
	{"waisdatabase", "wais://host:210/database", true, "waisurl", "wais", "scheme:wais host:host port:210 database:database", "default-port"},
	// 3.9: database = *uchar may be empty
	{"waisdatabase", "wais://host/", true, "waisurl", "wais", "scheme:wais host:host database:", "default-port"},
	// 3.9: the "/" and database are not optional
	{"waisurl waisdatabase", "wais://host", false, "waisurl", "wais", "scheme:wais host:host", "default-port genericurl missing-delimiter"},
	// 3.9: database = *uchar: ";" must be encoded
	{"waisdatabase database uchar", "wais://host/d;b", false, "waisurl", "wais", "scheme:wais host:host database:d;b", "default-port genericurl reserved-char"},
	// 3.9: waisurl has hostport, no login
	{"waisdatabase", "wais://user@host/db", false, "waisurl", "wais", "scheme:wais user:user host:host database:db", "default-port genericurl login-not-allowed"},
	// 3.9: wais://<host>:<port>/<database>?<search>
	{"waisindex", "wais://host/database?search", true, "waisurl", "wais", "scheme:wais host:host database:database search:search", "default-port"},
	// 3.9: an empty search
	{"waisindex", "wais://host/db?", true, "waisurl", "wais", "scheme:wais host:host database:db search:", "default-port"},
	// 3.3, 3.9: search does not take "/"
	{"waisindex", "wais://host/db?a/b", false, "waisurl", "wais", "scheme:wais host:host database:db search:a/b", "default-port genericurl reserved-char"},
	// 3.9: wais://<host>:<port>/<database>/<wtype>/<wpath>
	{"waisdoc wtype wpath", "wais://host/database/wtype/wpath", true, "waisurl", "wais", "scheme:wais host:host database:database wtype:wtype wpath:wpath", "default-port"},
	// 3.9: wpath = *uchar may be empty
	{"waisdoc", "wais://host/db/t/", true, "waisurl", "wais", "scheme:wais host:host database:db wtype:t wpath:", "default-port"},
	// 3.9: the wpath and its "/" are missing
	{"waisdoc", "wais://host/database/wtype", false, "waisurl", "wais", "scheme:wais host:host database:database wtype:wtype", "default-port genericurl missing-delimiter"},
	// 3.9: wpath = *uchar: "/" must be encoded
	{"waisdoc", "wais://host/database/wtype/wpath/more", false, "waisurl", "wais", "scheme:wais host:host database:database wtype:wtype wpath:wpath/more", "default-port genericurl reserved-char"},
	// 3.9: "?" in the wpath
	{"waisdoc wpath", "wais://host/db/t/p?x", false, "waisurl", "wais", "scheme:wais host:host database:db wtype:t wpath:p?x", "default-port genericurl reserved-char"},
}

var fileTests = []parseTest{
	// 3.10: an empty host: this machine
	{"fileurl", "file:///etc/motd", true, "fileurl", "file", "scheme:file fpath:etc/motd fsegment:etc fsegment:motd", "file-localhost"},
	// 3.10: "localhost": this machine
	{"fileurl", "file://localhost/etc/motd", true, "fileurl", "file", "scheme:file host:localhost fpath:etc/motd fsegment:etc fsegment:motd", "file-localhost"},
	// 3.10: a host name in upper case is still a host
	{"fileurl", "file://LOCALHOST/etc/motd", true, "fileurl", "file", "scheme:file host:LOCALHOST fpath:etc/motd fsegment:etc fsegment:motd", "file-localhost"},
	// 3.10: the VMS example
	{"fileurl", "file://vms.host.edu/disk$user/my/notes/note12345.txt", true, "fileurl", "file", "scheme:file host:vms.host.edu fpath:disk$user/my/notes/note12345.txt fsegment:disk$user fsegment:my fsegment:notes fsegment:note12345.txt", ""},
	// 3.10: fpath may be empty
	{"fileurl", "file:///", true, "fileurl", "file", "scheme:file fpath: fsegment:", "file-localhost"},
	// 3.10: a host and an empty fpath
	{"fileurl", "file://host/", true, "fileurl", "file", "scheme:file host:host fpath: fsegment:", ""},
	// 3.10: the "/" before fpath is not optional
	{"fileurl", "file://host", false, "fileurl", "file", "scheme:file host:host", "genericurl missing-delimiter"},
	// 3.10: nor with an empty host
	{"fileurl", "file://", false, "fileurl", "file", "scheme:file", "file-localhost genericurl missing-delimiter"},
	// 3.10: fileurl has a host, no port
	{"fileurl", "file://host:80/x", false, "fileurl", "file", "scheme:file host:host:80 fpath:x fsegment:x", "bad-host genericurl"},
	// 3.10: fileurl has a host, no login
	{"fileurl", "file://user@host/x", false, "fileurl", "file", "scheme:file host:user@host fpath:x fsegment:x", "bad-host genericurl"},
	// 3.10: fsegment: ";" must be encoded
	{"fileurl", "file:///a;b", false, "fileurl", "file", "scheme:file fpath:a;b fsegment:a;b", "file-localhost genericurl reserved-char"},
	// 3.10: fileurl has no ";type="
	{"fileurl", "file:///a;type=i", false, "fileurl", "file", "scheme:file fpath:a;type=i fsegment:a;type=i", "file-localhost genericurl reserved-char"},
	// 2.2: "|" is unsafe
	{"fileurl", "file:///C|/x", false, "fileurl", "file", "scheme:file fpath:C|/x fsegment:C| fsegment:x", "file-localhost genericurl unsafe-char"},
}

var prosperoTests = []parseTest{
	// 2.2: "~" in the hsoname
	{"ppath psegment", "prospero://host/a~b", false, "prosperourl", "prospero", "scheme:prospero host:host ppath:a~b psegment:a~b", "default-port genericurl unsafe-char"},
	// 3.11: an hsoname that begins with a slash
	{"prosperourl", "prospero://host.dom//pros/name", true, "prosperourl", "prospero", "scheme:prospero host:host.dom ppath:/pros/name psegment: psegment:pros psegment:name", "default-port"},
	// 3.11: prospero://<host>:<port>/<hsoname>;<field>=<value>
	{"prosperourl", "prospero://host:1525/pros/name;field=value", true, "prosperourl", "prospero", "scheme:prospero host:host port:1525 ppath:pros/name psegment:pros psegment:name fieldname:field fieldvalue:value", "default-port"},
	// 3.11: the "/" and ppath are not optional
	{"prosperourl", "prospero://host", false, "prosperourl", "prospero", "scheme:prospero host:host", "default-port genericurl missing-delimiter"},
	// 3.11: no username or password is allowed
	{"prosperourl", "prospero://user@host/a", false, "prosperourl", "prospero", "scheme:prospero user:user host:host ppath:a psegment:a", "default-port genericurl login-not-allowed"},
	// 3.11: ppath may be empty
	{"ppath", "prospero://host/", true, "prosperourl", "prospero", "scheme:prospero host:host ppath: psegment:", "default-port"},
	// 3.11: psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
	{"psegment ppath", "prospero://host/a?b:c@d&e=f", true, "prosperourl", "prospero", "scheme:prospero host:host ppath:a?b:c@d&e=f psegment:a?b:c@d&e=f", "default-port"},
	// 3.11: ";" is reserved in the hsoname, encoded
	{"psegment", "prospero://host/a%3Bb", true, "prosperourl", "prospero", "scheme:prospero host:host ppath:a%3Bb psegment:a%3Bb", "default-port encoded-reserved"},
	// 3.11: each field/value pair separated by ";"
	{"fieldspec", "prospero://host/pros/name;f1=v1;f2=v2", true, "prosperourl", "prospero", "scheme:prospero host:host ppath:pros/name psegment:pros psegment:name fieldname:f1 fieldvalue:v1 fieldname:f2 fieldvalue:v2", "default-port"},
	// 3.11: the OBJECT-VERSION field
	{"fieldspec", "prospero://host/a;OBJECT-VERSION=3", true, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname:OBJECT-VERSION fieldvalue:3", "default-port"},
	// 3.11: fieldspec = ";" fieldname "=" fieldvalue
	{"fieldspec", "prospero://host/a;f", false, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname:f", "bad-fieldspec default-port genericurl"},
	// 3.11: a trailing ";" starts a field with no "="
	{"fieldspec", "prospero://host/a;f=v;", false, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname:f fieldvalue:v fieldname:", "bad-fieldspec default-port genericurl"},
	// 3.11: fieldname = *[ ... ] may be empty
	{"fieldname", "prospero://host/a;=v", true, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname: fieldvalue:v", "default-port"},
	// 2.2: "~" in a field name
	{"fieldname", "prospero://host/a;f~=v", false, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname:f~ fieldvalue:v", "default-port genericurl unsafe-char"},
	// 3.11: fieldvalue may be empty
	{"fieldvalue", "prospero://host/a;f=", true, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname:f fieldvalue:", "default-port"},
	// 3.11: "=" is not a fieldvalue character
	{"fieldvalue", "prospero://host/a;f=v=w", false, "prosperourl", "prospero", "scheme:prospero host:host ppath:a psegment:a fieldname:f fieldvalue:v=w", "default-port genericurl reserved-char"},
	// 3.11: "/" is not a fieldvalue character
	{"fieldvalue", "prospero://host/a/b;c=d/e", false, "prosperourl", "prospero", "scheme:prospero host:host ppath:a/b psegment:a psegment:b fieldname:c fieldvalue:d/e", "default-port genericurl reserved-char"},
}

// A diagnosticTest is one diagnostic that Parse must report for an input:
// its code, severity, span, RFC section and fix.
type diagnosticTest struct {
	in         string
	code       parser.Code
	severity   parser.Severity
	start, end int
	rfc        string
	hasFix     bool
	fix        string
}

const (
	sevError   = parser.Error
	sevWarning = parser.Warning
	sevInfo    = parser.Info
)

var diagnosticTests = []diagnosticTest{
	// 2.1: the empty input
	{"", parser.CodeEmpty, sevError, 0, 0, "2.1", false, ""},
	// 2.1: no "scheme:"
	{"host", parser.CodeMissingScheme, sevError, 0, 4, "2.1", false, ""},
	// 2.1: "_" cannot appear in a scheme
	{"ht_tp:x", parser.CodeSchemeChar, sevError, 2, 3, "2.1", false, ""},
	// 2.1: for resiliency, programs should treat upper case as lower case
	{"HTTP://host/", parser.CodeUppercaseScheme, sevInfo, 0, 4, "2.1", true, "http"},
	// appendix: the wrapper "<URL:" ">" spans the input; its fix is the URL inside, fixed
	{"<URL:ftp://info.cern.ch/pub/www/doc;type=d>", parser.CodeWrapper, sevError, 0, 43, "appendix", true, "ftp://info.cern.ch/pub/www/doc;type=d"},
	{"<URL:http://user@host/~a>", parser.CodeWrapper, sevError, 0, 25, "appendix", true, "http://host/%7Ea"},
	// appendix: the whitespace inside a wrapper is ignored
	{"<URL:ftp://ds.in\r\n  ternic.net/rfc>", parser.CodeWrapper, sevError, 0, 35, "appendix", true, "ftp://ds.internic.net/rfc"},
	// appendix: the prefix "URL:" alone, in any case
	{"url:HTTP://host/", parser.CodeURLPrefix, sevInfo, 0, 16, "appendix", true, "http://host/"},
	// 4: a scheme RFC 1738 does not define
	{"https://host/", parser.CodeUnknownScheme, sevInfo, 0, 5, "4", false, ""},
	// 5: a predefined scheme is judged by its own production
	{"http://host/~user", parser.CodeGenericFallback, sevInfo, 0, 4, "5", false, ""},
	// 5: where httpurl stops matching, when no error of its own explains it
	// ("http://host/~user" has one error: the unsafe "~" says where httpurl
	// stops; here three errors, none of which the grammar stops at)
	{"news://host/group", parser.CodeSyntax, sevError, 17, 17, "5", false, ""},
	// 2.2: "~" is unsafe
	{"http://host/~user", parser.CodeUnsafe, sevError, 12, 13, "2.2", true, "%7E"},
	// 2.2: "#" is unsafe
	{"http://host/a#b", parser.CodeUnsafe, sevError, 13, 14, "2.2", true, "%23"},
	// 2.2: the quote mark is unsafe
	{"http://host/a\"b", parser.CodeUnsafe, sevError, 13, 14, "2.2", true, "%22"},
	// 2.2: "`" is unsafe
	{"http://host/a`b", parser.CodeUnsafe, sevError, 13, 14, "2.2", true, "%60"},
	// 2.2: a run of the same unsafe character is one diagnostic
	{"http://host/~~~", parser.CodeUnsafe, sevError, 12, 15, "2.2", true, "%7E%7E%7E"},
	// 2.2: the space
	{"x:a b", parser.CodeSpace, sevError, 3, 4, "2.2", true, "%20"},
	// 2.2, appendix: whitespace before or after the URL is not part of it: its fix deletes it
	{" http://host/", parser.CodeSurroundingSpace, sevError, 0, 1, "2.2", true, ""},
	{"http://host/a \r\n", parser.CodeSurroundingSpace, sevError, 13, 16, "2.2", true, ""},
	{"\t\ufeffx:y", parser.CodeSurroundingSpace, sevError, 0, 4, "2.2", true, ""},
	// 2.1: the upper-case note after whitespace spans the scheme alone
	{" HTTP://host/", parser.CodeUppercaseScheme, sevInfo, 1, 5, "2.1", true, "http"},
	// 2.2: NUL is a control character
	{"http://host/a\x00b", parser.CodeControl, sevError, 13, 14, "2.2", true, "%00"},
	// 2.2: DEL is a control character
	{"http://host/a\x7fb", parser.CodeControl, sevError, 13, 14, "2.2", true, "%7F"},
	// 2.2: "é" is two octets outside US-ASCII
	{"http://host/caf\u00e9", parser.CodeNonASCII, sevError, 15, 17, "2.2", true, "%C3%A9"},
	// 2.2: an emoji is four octets outside US-ASCII
	{"http://host/\U0001F600", parser.CodeNonASCII, sevError, 12, 16, "2.2", true, "%F0%9F%98%80"},
	// 2.2: an octet that is not UTF-8 at all
	{"http://host/a\xffb", parser.CodeNonASCII, sevError, 13, 14, "2.2", true, "%FF"},
	// 2.2: "%" alone
	{"http://host/%", parser.CodeBadEscape, sevError, 12, 13, "2.2", true, "%25"},
	// 2.2: "%" and one hex digit
	{"http://host/%4", parser.CodeBadEscape, sevError, 12, 14, "2.2", true, "%254"},
	// 2.2: "%" and no hex digit
	{"http://host/%zz", parser.CodeBadEscape, sevError, 12, 13, "2.2", true, "%25"},
	// 2.2: "A" needs no escape
	{"http://host/%41", parser.CodeNeedlessEscape, sevInfo, 12, 15, "2.2", false, ""}, // "may be encoded": no fix
	// 3.3: "/" is reserved in the search
	{"http://host/a?b/c", parser.CodeReserved, sevError, 15, 16, "3.3", true, "%2F"},
	// 3.3: "?" is reserved in the search
	{"http://host/a?b?c", parser.CodeReserved, sevError, 15, 16, "3.3", true, "%3F"},
	// 3.3: a search needs the "/" before it
	{"http://host?q", parser.CodeMissing, sevError, 11, 11, "3.3", true, "/"},
	// 3.3: no user name or password is allowed
	{"http://user@host/", parser.CodeLoginNotAllowed, sevError, 7, 12, "3.3", true, ""},
	// 3.11: no username or password is allowed
	{"prospero://user@host/a", parser.CodeLoginNotAllowed, sevError, 11, 16, "3.11", true, ""},
	// 3.1: "//" starts the common Internet syntax
	{"http:/host", parser.CodeMissing, sevError, 5, 6, "3.1", true, "//"},
	// 3.1: no host
	{"http://", parser.CodeMissingHost, sevError, 7, 7, "3.1", false, ""},
	// 3.1: the hostname cannot end with "."
	{"http://a.b./", parser.CodeBadHost, sevError, 10, 11, "3.1", true, ""},
	// 3.1: the rightmost label never starts with a digit
	{"http://1abc/", parser.CodeBadHost, sevError, 7, 11, "3.1", false, ""},
	// 3.1: a host is a name or four decimal groups: no IPv6 literal
	{"http://[::1]:80/", parser.CodeBadHost, sevError, 7, 12, "3.1", false, ""},
	// 3.1: if the port is omitted, the colon is as well
	{"http://host:/", parser.CodeBadPort, sevError, 11, 12, "3.1", true, ""},
	// 3.1: a TCP port is at most 65535
	{"http://host:65536/", parser.CodePortRange, sevWarning, 12, 17, "", false, ""}, // TCP's limit, not RFC 1738's
	// 3.1: each group of an IP address is an octet
	{"http://256.1.1.1/", parser.CodeOctetRange, sevWarning, 7, 10, "", false, ""}, // IPv4's limit, not RFC 1738's
	// 6: a port other than the default
	{"http://host:8080/", parser.CodeNonDefaultPort, sevWarning, 12, 16, "6", false, ""},
	// 3.3: "If :<port> is omitted, the port defaults to 80": the section that names the port
	{"http://host/", parser.CodeDefaultPort, sevInfo, 11, 11, "3.3", false, ""},
	// 3.3: port 80 written out can be left out with its colon
	{"http://host:80/", parser.CodeDefaultPort, sevInfo, 11, 14, "3.3", true, ""},
	// 3.2: "If :<port> is omitted, the port defaults to 21"
	{"ftp://host/", parser.CodeDefaultPort, sevInfo, 10, 10, "3.2", false, ""},
	// 3.1: an empty user name is different from none
	{"ftp://@host/", parser.CodeLoginNote, sevInfo, 6, 7, "3.1", false, ""},
	// 3.1: an empty password is different from none
	{"ftp://foo:@host/", parser.CodeLoginNote, sevInfo, 9, 11, "3.1", false, ""},
	// 3.2.1: no user name: anonymous FTP
	{"ftp://host/", parser.CodeFTPAnonymous, sevInfo, 6, 6, "3.2.1", false, ""},
	// 3.2.1: a user name and no password: the program asks for one
	{"ftp://foo@host/", parser.CodeFTPPassword, sevInfo, 6, 9, "3.2.1", false, ""},
	// 6: a password in the URL
	{"ftp://user:pass@host/", parser.CodePassword, sevWarning, 11, 15, "6", false, ""},
	// 3.2.2: the typecode is one of A I D a i d
	{"ftp://host/a;type=x", parser.CodeBadType, sevError, 18, 19, "3.2.2", false, ""},
	// 3.2.2: ";" in a name must be encoded
	{"ftp://host/a;b/c", parser.CodeReserved, sevError, 12, 13, "3.2.2", true, "%3B"},
	// 3.2.2: "%2F" is a "/" inside a name
	{"ftp://myname@host.dom/%2Fetc/motd", parser.CodeEncodedReserved, sevInfo, 22, 25, "3.2.2", false, ""},
	// 3.2.2: "%3B" is a ";" inside a name
	{"ftp://host/a%3Bb", parser.CodeEncodedReserved, sevInfo, 12, 15, "3.2.2", false, ""},
	// 3.5: "Within mailto URLs, there are no reserved characters": "%40"
	// is "@", needlessly encoded, which is allowed: a note without a fix
	{"mailto:a%40b", parser.CodeNeedlessEscape, sevInfo, 8, 11, "3.5", false, ""},
	// 3.4.1: "Within the <gopher-path>, no characters are reserved"
	{"gopher://h/1a%2Fb", parser.CodeNeedlessEscape, sevInfo, 13, 16, "3.4.1", false, ""},
	{"gopher://h/1a%3Fb", parser.CodeNeedlessEscape, sevInfo, 13, 16, "3.4.1", false, ""},
	// 3.6: "@" separates a message-id's <unique> from its domain, so "%40"
	// in an article is data
	{"news:a%40b@h", parser.CodeEncodedReserved, sevInfo, 6, 9, "3.6", false, ""},
	// 3.4.1: no gtype: type "1"
	{"gopher://host", parser.CodeGopherType, sevInfo, 13, 13, "3.4.1", false, ""},
	// 3.5: the address is not empty
	{"mailto:", parser.CodeMissingPart, sevError, 7, 7, "3.5", false, ""},
	// 3.6: a group starts with a letter
	{"news:1comp", parser.CodeBadGroup, sevError, 5, 6, "5", false, ""},
	// 3.1, 3.6: an article needs a host after "@"
	{"news:abc@", parser.CodeMissingHost, sevError, 9, 9, "3.6", false, ""},
	// 3.7: the article number is digits
	{"nntp://host/g/1x", parser.CodeBadNumber, sevError, 15, 16, "3.7", false, ""},
	// 3.7: nntp names a group after the host's "/": no "*", no article
	{"nntp://h/", parser.CodeBadGroup, sevError, 9, 9, "3.7", false, ""},
	// 3.7: "/" and no article number: the "/" goes
	{"nntp://h/g/", parser.CodeBadNumber, sevError, 10, 11, "3.7", true, ""},
	// 3.1: "/" in a password must be encoded
	{"ftp://u:p/x@h/", parser.CodeReserved, sevError, 9, 10, "3.1", true, "%2F"},
	// 3.8: nothing after the final "/"
	{"telnet://host/x", parser.CodeExtra, sevError, 14, 15, "3.8", true, ""},
	// 3.8: the telnet user and password are advisory
	{"telnet://user:pw@host/", parser.CodeTelnetLogin, sevInfo, 9, 16, "3.8", false, ""},
	// 6: the password of a telnet URL
	{"telnet://user:pw@host/", parser.CodePassword, sevWarning, 14, 16, "6", false, ""},
	// 6: encoded CR and LF
	{"http://host/%0D%0A", parser.CodeTelnetCRLF, sevWarning, 12, 15, "6", false, ""},
	{"http://host/%0D%0A", parser.CodeTelnetCRLF, sevWarning, 15, 18, "6", false, ""},
	// 3.4.1: a Gopher selector string holds no CR or LF
	{"gopher://h/1a%0Db", parser.CodeTelnetCRLF, sevWarning, 13, 16, "3.4.1", false, ""},
	// 3.9: the database's "/"
	{"wais://host", parser.CodeMissing, sevError, 11, 11, "3.9", true, "/"},
	// 3.10: the "/" before fpath
	{"file://host", parser.CodeMissing, sevError, 11, 11, "3.10", true, "/"},
	// 3.10: "localhost" is this machine
	{"file://localhost/etc/motd", parser.CodeFileLocalhost, sevInfo, 7, 16, "3.10", false, ""},
	// 3.10: the empty host is this machine
	{"file:///etc/motd", parser.CodeFileLocalhost, sevInfo, 7, 7, "3.10", false, ""},
	// 3.11: a field without "="
	{"prospero://host/a;f", parser.CodeBadField, sevError, 17, 19, "3.11", false, ""},
}

func (d diagnosticTest) String() string {
	fix := "no fix"
	if d.hasFix {
		fix = "fix " + strconv.Quote(d.fix)
	}
	return fmt.Sprintf("%s %s [%d,%d) rfc %q %s", d.severity, d.code, d.start, d.end, d.rfc, fix)
}

func TestParseDiagnostics(t *testing.T) {
	for _, tt := range diagnosticTests {
		r := parser.Parse(tt.in, 0)
		var got []string
		found := false
		for _, d := range r.Diagnostics {
			if d.Code != tt.code {
				continue
			}
			g := diagnosticTest{tt.in, d.Code, d.Severity, int(d.Start), int(d.End), d.RFC, d.HasFix, d.Fix}
			if g == tt {
				found = true
				break
			}
			got = append(got, g.String())
		}
		if !found {
			t.Errorf("Parse(%q) = %v, want %v", tt.in, got, tt)
		}
	}
}

// TestParseFixes checks, for every error diagnostic of every input in the
// tables that has a fix, that applying the fix makes that problem go away:
// the input with Input[Start:End] replaced by Fix has no diagnostic with the
// same code starting inside the replacement (for a deletion, at Start).
// The fixes of notes (a default port dropped, a needless escape decoded) may
// leave a note of the same code, saying something else, so they are not
// checked here; TestParseFixAll and TestParseCanonical cover them.
func TestParseFixes(t *testing.T) {
	for _, in := range allParseInputs() {
		r := parser.Parse(in, 0)
		for _, d := range r.Diagnostics {
			if !d.HasFix || d.Severity != parser.Error {
				continue
			}
			fixed := in[:d.Start] + d.Fix + in[d.End:]
			for _, d2 := range parser.Parse(fixed, 0).Diagnostics {
				inside := d2.Start >= d.Start && int(d2.Start) < int(d.Start)+len(d.Fix)
				if d.Fix == "" {
					inside = d2.Start == d.Start // a deletion: nothing is left there
				}
				if d2.Code == d.Code && inside {
					t.Errorf("Parse(%q): the fix of %s [%d,%d), %q, gives %q, which still has %s [%d,%d)",
						in, d.Code, d.Start, d.End, d.Fix, fixed, d2.Code, d2.Start, d2.End)
				}
			}
		}
	}
}

// TestParseFixAllValid checks that FixAll parses as valid whenever every
// error had a fix. The syntax diagnostic is left out: it says where the
// grammar stopped, which the other errors explain, and has no fix of its
// own. (Most inputs have none left: it is folded into the error it
// restates, oneerror.go.)
func TestParseFixAllValid(t *testing.T) {
	for _, in := range allParseInputs() {
		r := parser.Parse(in, 0)
		if r.Valid {
			continue
		}
		all := true
		for _, d := range r.Diagnostics {
			if d.Severity == parser.Error && d.Code != parser.CodeSyntax && !d.HasFix {
				all = false
			}
		}
		if !all {
			continue
		}
		if r2 := parser.Parse(r.FixAll(), 0); !r2.Valid {
			t.Errorf("Parse(%q).FixAll() = %q, which is invalid: %v", in, r.FixAll(), codesString(r2))
		}
	}
}

// fixAllTests give FixAll exactly.
var fixAllTests = []struct{ in, want string }{
	// 2.2: each unsafe character encoded
	{"http://host/~a b", "http://host/%7Ea%20b"},
	// 3.3: the login removed, then 2.2
	{"http://user@host/~a", "http://host/%7Ea"},
	// 3.1, 3.3: "//" and the "/" before the search
	{"http:/host?q", "http://host/?q"},
	// 3.1: "@" in the password encoded
	{"ftp://user:p@ss@host/", "ftp://user:p%40ss@host/"},
	// 3.1: the trailing dot removed
	{"http://a.b./", "http://a.b/"},
	// 3.1: the empty port's colon removed
	{"http://host:/", "http://host/"},
	// 3.8: the extra text removed
	{"telnet://host/x", "telnet://host/"},
	// 2.2: a bad escape's "%" written %25
	{"http://host/%zz", "http://host/%25zz"},
	// 2.1, 3.3, 2.2: the notes' fixes too: lower-case scheme, default port, needless escape
	{"HTTP://host:80/%41", "http://host/%41"}, // "%41" may be encoded (2.2): no fix
	// 3.1: no fix for a toplabel starting with a digit: unchanged
	{"http://1abc/", "http://1abc/"},
	// a valid input with no fix is unchanged
	{"ftp://host/a;type=i", "ftp://host/a;type=i"},
	// appendix: the wrapper taken off, the URL inside fixed by its own production (3.3, 2.2)
	{"<URL:http://user@host/~a>", "http://host/%7Ea"},
	{"<URL:ftp://info.cern.ch/pub/www/doc;type=d>", "ftp://info.cern.ch/pub/www/doc;type=d"},
	// appendix: "the whitespace should be ignored when extracting the URL", as in the appendix's own example
	{"<URL:ftp://ds.in\nternic.net/rfc>", "ftp://ds.internic.net/rfc"},
	{"<URL: http://host/a b\t>", "http://host/ab"},
	// 2.2, appendix: whitespace around the URL deleted, with the fixes of the URL's own production
	{" http://host/ ", "http://host/"},
	{"\ufeffHTTP://user@host:80/~a\r\n", "http://host/%7Ea"},
	{"\t File:c|////foo\\bar.html", "file:c|////foo%5Cbar.html"}, // "c|" is no host: no "//" is inserted before it
	{" <URL:http://host/> ", "http://host/"},
	{" URL:http://host/ ", "http://host/"},
	{"http://host ", "http://host"},
	{"http: ", "http:"},        // no host follows: no "//" is inserted
	{"http: .", "http: ."},     // nor before " .": and what follows, read as a login by guess, gets no fix
	{"http:A. .", "http:A. ."}, // nor before "A. .", which holds a space
	{"telnet://host/x\n", "telnet://host/"},
	// appendix: whitespace around no URL is left as it is
	{" host ", " host "},
	{" ", " "},
	// 2.2: outside a wrapper a space is data, encoded
	{"URL:http://host/a b", "http://host/a%20b"},
	// appendix: as many wrappers and prefixes as there are
	{"<<URL:url:<HTTP://host/>>>", "http://host/"},
	{"URL:<http://host/>", "http://host/"},
	// appendix: a wrapper cut off before its ">" (a line break in running text)
	{"<URL:http://host/", "http://host/"},
	// appendix: "<" alone is not a wrapper
	{"<http://host/", "<http://host/"},
	// appendix: the wrapper closes at the first ">" (a URL cannot hold one,
	// 2.2), and the running text after it is not the URL's
	{"<URL:http://h/>.", "http://h/"},
	{"<URL:ftp://ds.internic.net/rfc>.  Note", "ftp://ds.internic.net/rfc"},
	{"<URL:http://h/a> <URL:http://h/b>", "http://h/a"},
	{"<URL:http://h/a-\n b>. Note", "http://h/a-b"},
	// appendix: a wrapper with nothing inside is not one: the BNF's reading's fixes only
	// (2.2; "<URL" is no scheme, whose case would matter, 2.1)
	{"<URL:", "<URL:"},
	{"<URL:>", "<URL:%3E"},
	{"<>", "<>"},
	{"URL:", "url:"},
	// appendix: a prefix before what is no URL by itself keeps its fix
	// back: the input is a valid genericurl, and stays one
	{"url:mailto:", "url:mailto:"},
	// 3.1: the "/" in the password encoded
	{"ftp://u:p/x@h/", "ftp://u:p%2Fx@h/"},
	{"ftp://u:p/x/y@h/", "ftp://u:p%2Fx%2Fy@h/"},
	{"telnet://u:p/x/@h", "telnet://u:p%2Fx%2F@h"},
	// 3.7: a "/" after the group with no number is deleted
	{"nntp://h/g/", "nntp://h/g"},
	{"URL:ftp://h/a;type=q", "URL:ftp://h/a;type=q"},
}

// TestWrapperRunningText checks that the text after a wrapper's ">" is
// named as running text, and left out of the URL, its fix and its parts
// (the appendix's "<URL:ftp://ds.internic.net/rfc>.  Note").
func TestWrapperRunningText(t *testing.T) {
	for _, tt := range []struct{ in, after, url string }{
		{"<URL:ftp://ds.internic.net/rfc>.  Note", `".  Note"`, "ftp://ds.internic.net/rfc"},
		{"<URL:http://h/>.", `"."`, "http://h/"},
		{"<http://h/a>> x", `"> x"`, "http://h/a"},
		{"<URL:http://h/a >. Note", `". Note"`, "http://h/a"}, // whitespace inside: read as it stands, up to the ">"
		{"<URL:http://h/a-\n b>> x", `"> x"`, "http://h/a-b"},
	} {
		r := parser.Parse(tt.in, 0)
		d := findDiagnostic(r, parser.CodeWrapper)
		if d == nil {
			t.Errorf("Parse(%q): no %s", tt.in, parser.CodeWrapper)
			continue
		}
		if want := tt.after + " after the wrapper is running text"; !strings.Contains(d.Message, want) {
			t.Errorf("Parse(%q): message %q does not say %s", tt.in, d.Message, want)
		}
		if d.Fix != tt.url || d.Start != 0 || int(d.End) != len(tt.in) {
			t.Errorf("Parse(%q): %s [%d,%d) fix %q; want [0,%d) fix %q", tt.in, d.Code, d.Start, d.End, d.Fix, len(tt.in), tt.url)
		}
		for _, p := range r.Parts {
			if int(p.End) > strings.Index(tt.in, ">") {
				t.Errorf("Parse(%q): part %s [%d,%d) reaches past the wrapper's \">\"", tt.in, p.Rule, p.Start, p.End)
			}
		}
	}
}

// TestWrapperHyphen checks the appendix's warning on a hyphen at the end of
// a line inside the wrapper: the whitespace is ignored and the hyphen kept,
// and the message says that it may not be part of the URL.
func TestWrapperHyphen(t *testing.T) {
	tests := []struct {
		in, fix string
		at      int // the hyphen's byte, -1 for no warning
	}{
		{"<URL:http://ds.internic.net/instruc-\n  tions/overview.html>", "http://ds.internic.net/instruc-tions/overview.html", 35},
		{"<URL:ftp://a-b.example/x-\r\ny>", "ftp://a-b.example/x-y", 24},
		{"<URL:ftp://a-b.example/x\r\n-y>", "ftp://a-b.example/x-y", -1}, // the line break comes before the hyphen
	}
	for _, tt := range tests {
		r := parser.Parse(tt.in, 0)
		d := findDiagnostic(r, parser.CodeWrapper)
		if d == nil {
			t.Errorf("Parse(%q): no %s", tt.in, parser.CodeWrapper)
			continue
		}
		if d.Fix != tt.fix {
			t.Errorf("Parse(%q): fix %q, want %q", tt.in, d.Fix, tt.fix)
		}
		warn := fmt.Sprintf("the \"-\" before the line break at byte %d may be a typesetter's", tt.at)
		if got := strings.Contains(d.Message, "before the line break"); got != (tt.at >= 0) || tt.at >= 0 && !strings.Contains(d.Message, warn) {
			t.Errorf("Parse(%q): message %q; want the hyphen warning: %v, at byte %d", tt.in, d.Message, tt.at >= 0, tt.at)
		}
	}
}

func TestParseFixAll(t *testing.T) {
	for _, tt := range fixAllTests {
		r := parser.Parse(tt.in, 0)
		if got := r.FixAll(); got != tt.want {
			t.Errorf("Parse(%q).FixAll() = %q, want %q", tt.in, got, tt.want)
		}
		if got, want := r.Fixable(), tt.want != tt.in; got != want {
			t.Errorf("Parse(%q).Fixable() = %v, want %v", tt.in, got, want)
		}
	}
}

// canonicalTests give Canonical exactly.
var canonicalTests = []struct{ in, want string }{
	// 2.1: the scheme in lower case
	{"HTTP://host/", "http://host/"},
	{"FOO:bar", "foo:bar"},
	// 2.2: %XX in upper case; reserved characters stay encoded
	{"http://host/%2f%3b", "http://host/%2F%3B"},
	// 2.2: unsafe characters encoded
	{"http://host/~a b#c", "http://host/%7Ea%20b#c"}, // the fragment left as typed: not part of the URL
	// 2.2: control and non-ASCII octets encoded
	{"http://host/\x00caf\u00e9\x7f", "http://host/%00caf%C3%A9%7F"},
	// 2.2: a "%" that starts no escape is encoded
	{"http://host/%zz", "http://host/%25zz"},
	// 2.2: needless escapes kept ("may be encoded"), in upper case
	{"http://host/%41%2e%7e", "http://host/%41%2E%7E"},
	// 3.3: the default port dropped with its colon
	{"http://host:80/a", "http://host/a"},
	{"http://host:0080", "http://host"},
	// 3.2, 3.4, 3.8, 3.9: the other default ports
	{"ftp://host:21/", "ftp://host/"},
	{"gopher://host:70/1", "gopher://host/1"},
	{"telnet://host:23/", "telnet://host/"},
	{"wais://host:210/db", "wais://host/db"},
	{"prospero://host:1525/a", "prospero://host/a"},
	{"nntp://host:119/g", "nntp://host/g"},
	// 6: another port is kept
	{"http://host:8080/", "http://host:8080/"},
	// Without "//", what reads as the port stands where the host would:
	// dropping it would make another URL (the fuzzer's "http::80/:80").
	{"http::80/:80", "http::80/:80"},
	{"http:/:80", "http:/:80"},
	// genericurl has no default port
	{"foo://host:80/", "foo://host:80/"},
	// 2.2: reserved characters are not encoded: that could change the meaning
	{"ftp://user:pw@host/a;type=i", "ftp://user:pw@host/a;type=i"},
	// appendix: whitespace around the URL is not part of it
	{"\ufeff HTTP://host:80/a b\r\n", "http://host/a%20b"},
	{"foo:bar\t", "foo:bar"},
	// appendix: nor is the wrapper around it, closed or not
	{"<URL:HTTP://host:80/a>", "http://host/a"},
	{" <http://host/%7e> ", "http://host/%7E"},
	{"<URL:http://host/a", "http://host/a"},
	// appendix: a wrapper that whitespace breaks is read as it stands: "<url" is no scheme
	{"<URL:ftp://ds.in\n ternic.net/rfc>", ""},
	// no scheme: no canonical form
	{"host", ""},
	{" host ", ""},
}

func TestParseCanonical(t *testing.T) {
	for _, tt := range canonicalTests {
		if got := parser.Parse(tt.in, 0).Canonical(); got != tt.want {
			t.Errorf("Parse(%q).Canonical() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestParseCanonicalValid checks that the canonical form of a valid input is
// valid, with the same production.
func TestParseCanonicalValid(t *testing.T) {
	for _, in := range allParseInputs() {
		r := parser.Parse(in, 0)
		if !r.Valid {
			continue
		}
		if r2 := parser.Parse(r.Canonical(), 0); !r2.Valid || r2.Production != r.Production {
			t.Errorf("Parse(%q).Canonical() = %q, which parses as valid=%v production=%q",
				in, r.Canonical(), r2.Valid, r2.Production)
		}
	}
}

// tooManyInput has more than 500 separate problems (section 2.2: each "~" is
// unsafe).
var tooManyInput = "http://host/" + strings.Repeat("~a", 600)

func TestParseTooMany(t *testing.T) {
	r := parser.Parse(tooManyInput, 0)
	if r.Valid {
		t.Fatalf("Parse(%q...).Valid = true, want false", tooManyInput[:20])
	}
	n := 0
	for _, d := range r.Diagnostics {
		if d.Code == parser.CodeTooMany {
			n++
		}
	}
	if n != 1 {
		t.Errorf("Parse(%q...) has %d %s diagnostics, want 1", tooManyInput[:20], n, parser.CodeTooMany)
	}
	if len(r.Diagnostics) > 510 {
		t.Errorf("Parse(%q...) has %d diagnostics, want at most about 500", tooManyInput[:20], len(r.Diagnostics))
	}
}

// TestLongRunMessage checks the message of a run of characters to encode
// (section 2.2): up to 64 octets it quotes the whole fix, so that a word in
// another script shows its encoding; beyond, it names the escape of a run
// of one character, or quotes the fix's ends, cut between characters, and
// says how many octets it encodes. The Fix itself is always the whole
// encoding, and the message of a run of a megabyte stays short, quoting no
// character cut in two (its text, shortened by quoteShort, neither).
func TestLongRunMessage(t *testing.T) {
	tests := []struct {
		run  string
		code parser.Code
		want string // the end of the message
	}{
		{strings.Repeat("^", 2), parser.CodeUnsafe, `; encode it as "%5E%5E"`},
		{strings.Repeat("^", 64), parser.CodeUnsafe, `; encode it as "` + strings.Repeat("%5E", 64) + `"`},
		{strings.Repeat("^", 65), parser.CodeUnsafe, `; encode each as "%5E"`},
		{"\x00", parser.CodeControl, `; encode it as "%00"`},
		{strings.Repeat("\x00", 1<<20), parser.CodeControl, `; encode each as "%00"`},
		{strings.Repeat("é", 32), parser.CodeNonASCII, `; encode it as "` + strings.Repeat("%C3%A9", 32) + `"`},
		{strings.Repeat("é", 33), parser.CodeNonASCII, `; encode each as "%C3%A9"`},
		{strings.Repeat("\xff", 65), parser.CodeNonASCII, `; encode each as "%FF"`},
		{strings.Repeat("€", 1<<18), parser.CodeNonASCII, `; encode each as "%E2%82%AC"`},
		// Mixed: the ends of the fix, cut between characters.
		{strings.Repeat("é€", 20), parser.CodeNonASCII, `; encode it as "%C3%A9%E2%82%AC%C3%A9%E2%82%AC"…"%E2%82%AC%C3%A9%E2%82%AC" ("%XX" for each of its 100 octets)`},
		{strings.Repeat("é€", 1<<18), parser.CodeNonASCII, `…"%E2%82%AC%C3%A9%E2%82%AC" ("%XX" for each of its 1310720 octets)`},
	}
	for _, tt := range tests {
		run := tt.run
		in := "http://h/" + run
		d := findDiagnostic(parser.Parse(in, 0), tt.code)
		if d == nil {
			t.Errorf("Parse(%q): no %s diagnostic", short(in), tt.code)
			continue
		}
		if d.Start != 9 || int(d.End) != len(in) {
			t.Errorf("Parse(%q): %s at [%d,%d), want the run, [9,%d)", short(in), tt.code, d.Start, d.End, len(in))
		}
		// One mistake, one error: the message goes on with where httpurl
		// stops (oneerror.go).
		own, stop, ok := strings.Cut(d.Message, "; httpurl stops matching here: expected ")
		if !ok || !strings.HasPrefix(stop, "uchar") {
			t.Errorf("Parse(%q): %s message %q, want it to say where httpurl stops, and what it expected", short(in), tt.code, short(d.Message))
		}
		if !strings.HasSuffix(own, tt.want) {
			t.Errorf("Parse(%q): %s message %q, want its own part to end %q", short(in), tt.code, short(d.Message), tt.want)
		}
		if tt.code == parser.CodeNonASCII && utf8.ValidString(run) && strings.Contains(d.Message, `\x`) {
			t.Errorf("Parse(%q): %s message %q quotes a character cut in two", short(in), tt.code, short(d.Message))
		}
		if len(own) > 400 || len(d.Message) > 600 {
			t.Errorf("Parse(%q): %s message of %d bytes (%d its own), want at most 600 (400)", short(in), tt.code, len(d.Message), len(own))
		}
		var want strings.Builder
		for i := 0; i < len(run); i++ {
			fmt.Fprintf(&want, "%%%02X", run[i])
		}
		if !d.HasFix || d.Fix != want.String() {
			t.Errorf("Parse(%q): %s fix %q, want %q", short(in), tt.code, short(d.Fix), short(want.String()))
		}
	}
}

// TestParseTraceMode checks that the Trace mode only adds the trace: the
// verdict, parts, diagnostics, failure, canonical form and fix-all are the
// same with it and without it.
func TestParseTraceMode(t *testing.T) {
	for _, in := range allParseInputs() {
		a, b := parser.Parse(in, 0), parser.Parse(in, parser.Trace)
		if a.Trace != nil {
			t.Errorf("Parse(%q, 0).Trace = %v, want nil", in, a.Trace)
		}
		if b.Trace == nil {
			t.Errorf("Parse(%q, Trace).Trace = nil", in)
		}
		a.Trace, b.Trace = nil, nil
		if !reflect.DeepEqual(a, b) {
			t.Errorf("Parse(%q, 0) = %+v\nParse(%q, Trace) = %+v", in, a, in, b)
		}
	}
}

// TestMessagesFitTheScheme checks messages that depend on where the text
// stands: what an nntp URL names after its host, what a host follows, and
// what a bad article number quotes.
func TestMessagesFitTheScheme(t *testing.T) {
	for _, tt := range []struct {
		in           string
		code         parser.Code
		want, reject string // in the message, and not in it
	}{
		// 3.7: "*" and articles are news URLs only
		{"nntp://h/", parser.CodeBadGroup, "news URLs only", "or an article"},
		{"news:", parser.CodeBadGroup, `"*" for all groups, or an article`, "nntp"},
		// 3.6: an article's host follows its "@", not "//"
		{"news:a@", parser.CodeMissingHost, `names a host after "@"`, "//"},
		{"ftp://u@/", parser.CodeMissingHost, `names a host after "@"`, "//"},
		{"http://", parser.CodeMissingHost, `names a host after "//"`, "@"},
		{"http://u@/", parser.CodeMissingHost, `names a host after "//"`, `after "@"`}, // httpurl has no login
		{"nntp://h/g/", parser.CodeBadNumber, `the article number after "/" is missing`, `""`},
		// 3.7: the number is "1"; "/2" is what follows it
		{"nntp://h/g/1/2", parser.CodeBadNumber, `"/2" follows the article number "1"`, `"1/2"`},
		// 3.2.2: ";type=d" before a "/" is more likely a typecode out of
		// place than a ";" in a name: the message says both
		{"ftp://h/dir;type=d/x", parser.CodeReserved, `if ";type=d" is the typecode, section 5's ftpurl puts it after the last segment`, "\x00"},
		{"ftp://h/a;b/x", parser.CodeReserved, `encode it as "%3B"`, "typecode"},
		{"ftp://h/a;type=a;type=i", parser.CodeReserved, `encode it as "%3B"`, "typecode"}, // nothing to move it past
		{"ftp://h/a;type=x/b", parser.CodeReserved, `encode it as "%3B"`, "typecode"},      // no typecode
	} {
		d := findDiagnostic(parser.Parse(tt.in, 0), tt.code)
		if d == nil {
			t.Errorf("Parse(%q): no %s", tt.in, tt.code)
			continue
		}
		if !strings.Contains(d.Message, tt.want) || strings.Contains(d.Message, tt.reject) {
			t.Errorf("Parse(%q): %s says %q; want %q in it and not %q", tt.in, tt.code, d.Message, tt.want, tt.reject)
		}
	}
}

// findDiagnostic returns r's first diagnostic with code, or nil.
// short shortens s for a failure message, as clip does in package parser.
func short(s string) string {
	if len(s) <= 160 {
		return s
	}
	return fmt.Sprintf("%s…(%d bytes)", s[:160], len(s))
}

func findDiagnostic(r *parser.Result, code parser.Code) *parser.Diagnostic {
	for i := range r.Diagnostics {
		if r.Diagnostics[i].Code == code {
			return &r.Diagnostics[i]
		}
	}
	return nil
}

// An encoded CR or LF is said to end the line the client sends only where
// it is sent: in a Gopher selector (section 3.4.1's sentence is about
// selector strings), not in the Gopher type, which the client does not
// send and of whose octets the RFC says nothing.
func TestGopherCRLFOnlyInTheSelector(t *testing.T) {
	for _, tt := range []struct {
		in         string
		start, end int32 // of the encoded-crlf warning; -1: none
	}{
		{"gopher://h/%0Dsel", -1, -1},
		{"gopher://h/%0A", -1, -1},
		{"gopher://h/1a%0Db", 13, 16},
		{"gopher://h/%0D%0A", 14, 17},
	} {
		var got []parser.Diagnostic
		for _, d := range parser.Parse(tt.in, 0).Diagnostics {
			if d.Code == parser.CodeTelnetCRLF {
				got = append(got, d)
			}
		}
		switch {
		case tt.start < 0 && len(got) > 0:
			t.Errorf("%q: %s at [%d,%d): %s; want none (the type is not sent)", tt.in, got[0].Code, got[0].Start, got[0].End, got[0].Message)
		case tt.start >= 0 && (len(got) != 1 || got[0].Start != tt.start || got[0].End != tt.end || !strings.Contains(got[0].Message, "selector")):
			t.Errorf("%q: encoded-crlf warnings %+v, want one at [%d,%d) about the selector", tt.in, got, tt.start, tt.end)
		}
	}
}

// An encoded reserved character is called data, not a delimiter, only
// where the scheme's text reserves it (section 2.2: reserved characters
// "may be reserved for special meaning within a scheme"): "/", ";", "?"
// in an http path (3.3), "/" and ";" in an ftp path (3.2.2), ":", "@",
// "/" in a user or password (3.1), "@" in a news URL (3.6: "No additional
// characters are reserved"). Elsewhere in those schemes the escape is a
// needless one, citing the sentence that lists what is reserved.
func TestEncodedReservedOnlyWhereReserved(t *testing.T) {
	for _, tt := range []struct {
		in      string
		start   int32
		code    parser.Code
		section string
		msg     string
	}{
		{"http://h/a%3Db", 10, parser.CodeNeedlessEscape, "3.3", `does not reserve in an http path`},
		{"http://h/a%26b", 10, parser.CodeNeedlessEscape, "3.3", `does not reserve`},
		{"http://h/a%40b", 10, parser.CodeNeedlessEscape, "3.3", `does not reserve`},
		{"http://h/a?b%3Dc", 12, parser.CodeNeedlessEscape, "3.3", `does not reserve in a search`},
		{"http://h/a%3Bb", 10, parser.CodeEncodedReserved, "3.3", `which section 3.3 reserves or uses as a delimiter in an http path`},
		{"http://h/a%2Fb", 10, parser.CodeEncodedReserved, "3.3", `reserves`},
		{"ftp://h/a%3Db", 9, parser.CodeNeedlessEscape, "3.2.2", `does not reserve in an ftp path`},
		{"ftp://h/a%3Bb", 9, parser.CodeEncodedReserved, "3.2.2", `reserves or uses as a delimiter in an ftp path`},
		{"ftp://u%3Dv@h/", 7, parser.CodeNeedlessEscape, "3.1", `does not reserve in a user name`},
		{"ftp://u%40v@h/", 7, parser.CodeEncodedReserved, "3.1", `reserves or uses as a delimiter in a user name`},
		{"news:a%3Bb@h", 6, parser.CodeNeedlessEscape, "3.6", `(it reserves or uses as a delimiter only "@")`},
		{"news:a%40b@h", 6, parser.CodeEncodedReserved, "3.6", `reserves or uses as a delimiter in a news URL`},
		{"foo:a%3Db", 5, parser.CodeEncodedReserved, "2.2", `RFC 1738 does not say whether`},
		{"file:///a%3Fb", 9, parser.CodeEncodedReserved, "2.2", `whether a file path reserves`},
		{"prospero://h/a%2Fb", 14, parser.CodeNeedlessEscape, "3.11", `does not reserve in a prospero hsoname`},
	} {
		var got *parser.Diagnostic
		r := parser.Parse(tt.in, 0)
		for k, d := range r.Diagnostics {
			if d.Start == tt.start && d.End == tt.start+3 {
				got = &r.Diagnostics[k]
			}
		}
		if got == nil {
			t.Errorf("%q: no diagnostic at [%d,%d): %+v", tt.in, tt.start, tt.start+3, r.Diagnostics)
			continue
		}
		if got.Code != tt.code || got.RFC != tt.section || !strings.Contains(got.Message, tt.msg) || got.Quote.Section() != tt.section {
			t.Errorf("%q: %s (section %s, quote of %s) %q; want %s (section %s) saying %q", tt.in, got.Code, got.RFC, got.Quote.Section(), got.Message, tt.code, tt.section, tt.msg)
		}
	}
}

// The sentence a diagnostic quotes states its claim: the reason an unsafe
// character is unsafe (not only that unsafe characters are encoded); a
// claim only the grammar makes (a host or group takes no escape) cites
// section 5's rule; "/" before "?" rests on the sentence that says when
// the "/" may be omitted.
func TestQuoteStatesTheClaim(t *testing.T) {
	for _, tt := range []struct {
		in      string
		start   int32
		section string
		quote   string
	}{
		{"http://h/~a", 9, "2.2", `gateways and other transport agents are known to sometimes modify such characters`},
		{"http://h/a<b", 10, "2.2", `are used as the delimiters around URLs in free text`},
		{"http://a b/", 8, "5", `domainlabel = alphadigit`},
		{"http://a_b/", 8, "5", `domainlabel = alphadigit`},
		{"news:a$b", 6, "5", `group = alpha`},
		{"http://host?q", 11, "3.3", `If neither <path> nor <searchpart> is present, the "/" may also be omitted.`},
	} {
		var got *parser.Diagnostic
		r := parser.Parse(tt.in, 0)
		for k, d := range r.Diagnostics {
			if d.Start == tt.start && d.Severity == parser.Error {
				got = &r.Diagnostics[k]
				break
			}
		}
		if got == nil {
			t.Errorf("%q: no error at %d: %+v", tt.in, tt.start, r.Diagnostics)
			continue
		}
		if got.RFC != tt.section || !strings.Contains(got.Quote.String(), tt.quote) {
			t.Errorf("%q: %s cites section %s quoting %q; want section %s quoting %q", tt.in, got.Code, got.RFC, got.Quote.String(), tt.section, tt.quote)
		}
	}
}

// ";type=a#top": the typecode is "a" and "#top" the fragment identifier
// its own diagnostic names; the typecode is not read as "a#top", which
// the inspector and the diagnostics would then call two things at once.
func TestFTPTypeBeforeFragment(t *testing.T) {
	r := parser.Parse("ftp://h/f;type=a#top", 0)
	for _, d := range r.Diagnostics {
		if d.Code == parser.CodeBadType {
			t.Errorf("bad-ftptype %q at [%d,%d)", d.Message, d.Start, d.End)
		}
	}
	if got := partsString(r); !strings.HasSuffix(got, "ftptype:a") {
		t.Errorf("parts %s, want the ftptype \"a\"", got)
	}
	if got := codesString(r); !strings.Contains(got, string(parser.CodeFragment)) {
		t.Errorf("codes %s, want a fragment", got)
	}
	if r := parser.Parse("ftp://h/f;type=x#top", 0); !strings.Contains(codesString(r), string(parser.CodeBadType)) {
		t.Errorf("\"x\" before the fragment: codes %s, want bad-ftptype", codesString(r))
	}
}

// Whitespace around a URL rests on section 2.2's space sentence; the
// appendix's "The whitespace should be ignored when extracting the URL"
// is about whitespace added to break a long URL across lines.
func TestSurroundingSpaceNotTheAppendix(t *testing.T) {
	for _, d := range parser.Parse(" http://h/ ", 0).Diagnostics {
		if d.Code == parser.CodeSurroundingSpace && (strings.Contains(d.Message, "appendix") || d.RFC != "2.2") {
			t.Errorf("%s [%d,%d) section %s: %s", d.Code, d.Start, d.End, d.RFC, d.Message)
		}
	}
}
