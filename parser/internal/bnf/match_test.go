package bnf

import (
	"slices"
	"strings"
	"testing"
)

// stopPointTests give, for inputs the BNF of section 5 rejects, exactly how
// far the grammar reaches and what it expects there.
var stopPointTests = []struct {
	rule, input string
	pos         int
	expected    []string
}{
	// 3.1: port = digits; after "8", a digit, the path's "/" or the end.
	{"httpurl", "http://host:8x", 13, []string{"digit", `"/"`, EndOfInput}},
	// 2.2: "~" is unsafe (national); hsegment takes uchar and ; : @ & =.
	{"httpurl", "http://host/~u", 12, []string{"uchar", `";"`, `":"`, `"@"`, `"&"`, `"="`, `"/"`, `"?"`, EndOfInput}},
	// 3.1: a hostname does not end with "."; a label or a toplabel must follow.
	{"httpurl", "http://a.b./", 11, []string{"alphadigit", "alpha"}},
	// 3.1: a toplabel starts with alpha, so "1abc" can only be a domainlabel.
	{"httpurl", "http://1abc/", 11, []string{"alphadigit", `"-"`, `"."`}},
	// 3.2.2: ftptype = "A" | "I" | "D" | "a" | "i" | "d".
	{"ftpurl", "ftp://host/a;type=x", 18, []string{`"A"`, `"I"`, `"D"`, `"a"`, `"i"`, `"d"`}},
	// 3.2.2: ";type=" is case-sensitive; inside it, the rest of it is
	// expected (what a reader adds there to fix the URL).
	{"ftpurl", "ftp://host/a;TYPE=a", 13, []string{`"type="`}},
	{"ftpurl", "ftp://host/a;typ", 16, []string{`"e="`}},
	// 3.2.2: one typecode character, then the end.
	{"ftpurl", "ftp://host/a;type=ab", 19, []string{EndOfInput}},
	// 3.4: "%zz" is no escape: after its "%", a hex digit of an escape
	// (in an xchar or a uchar) or the rest of a "%09".
	{"gopherurl", "gopher://h/1sel%09q%09+%zz", 24, []string{"hex", `"09"`}},
	// 3.4: gopherurl needs "/" before the gopher-path: ":" starts a port.
	{"gopherurl", "gopher://h:x", 11, []string{"digit"}},
	// 3.6: "*" is the whole grouppart; after it only the article's uchar etc.
	{"newsurl", "news:*x", 7, []string{"uchar", `";"`, `"/"`, `"?"`, `":"`, `"&"`, `"="`, `"@"`}},
	// 3.6: a group starts with alpha; "1" can only begin an article.
	{"newsurl", "news:1", 6, []string{"uchar", `";"`, `"/"`, `"?"`, `":"`, `"&"`, `"="`, `"@"`}},
	// 3.5: encoded822addr = 1*xchar.
	{"mailtourl", "mailto:", 7, []string{"xchar"}},
	// 3.3: inside the literal "http://", the rest of it.
	{"httpurl", "http:/x", 6, []string{`"/"`}},
	{"httpurl", "http:", 5, []string{`"//"`}},
	// 3.3: no login in httpurl: "@" is not in hostport.
	{"httpurl", "http://u@h/", 8, []string{"alphadigit", `"-"`, `"."`, `":"`, `"/"`, EndOfInput}},
	// 3.9: waisdoc has exactly wtype "/" wpath; a third "/" is extra.
	{"waisurl", "wais://h/db/t/p/q", 15, []string{"uchar", EndOfInput}},
	// 3.10: "/" fpath is required after the host.
	{"fileurl", "file://h", 8, []string{"alphadigit", `"-"`, `"."`, `"/"`}},
	// 3.10: "localhost" is case-sensitive, but LOCALHOST is a hostname anyway.
	{"fileurl", "file://LOCALHOST", 16, []string{"alphadigit", `"-"`, `"."`, `"/"`}},
	// 3.7: the article number is digits.
	{"nntpurl", "nntp://h/g/x", 11, []string{"digit"}},
	// 3.8: at most one "/" after the login.
	{"telneturl", "telnet://h//", 11, []string{EndOfInput}},
	// 3.11: a fieldspec is ";" fieldname "=" fieldvalue.
	{"prosperourl", "prospero://h/p;f", 16, []string{"uchar", `"?"`, `":"`, `"@"`, `"&"`, `"="`}},
	// 2.1: a scheme is lowalpha, digit, "+", "-", "." (any case); then ":".
	{"genericurl", "ht tp:x", 2, []string{"lowalpha", "digit", `"+"`, `"-"`, `"."`, `":"`}},
	// 2.1: nothing before ":".
	{"genericurl", ":x", 0, []string{"lowalpha", "digit", `"+"`, `"-"`, `"."`}},
	// 2.2: escape = "%" hex hex, in the escape rule itself: hex is the name.
	{"escape", "%4g", 2, []string{"hex"}},
	// 2.2: in hsegment the escape is part of uchar, whose "%" a uchar
	// starts; after it, only a hex digit will do.
	{"hsegment", "a%4g", 3, []string{"hex"}},
	{"hsegment", "a%", 2, []string{"hex"}},
	// 3.1: port = digits.
	{"port", "8x", 1, []string{"digit", EndOfInput}},
	// 3.1: a hostnumber has four groups.
	{"hostnumber", "1.2.3", 5, []string{"digit", `"."`}},
	// 5: the empty input, for a production that needs its literal.
	{"httpurl", "", 0, []string{`"http://"`}},
	// 2.2: a NUL byte is nothing the grammar takes.
	{"httpurl", "http://h/\x00", 9, []string{"uchar", `";"`, `":"`, `"@"`, `"&"`, `"="`, `"/"`, `"?"`, EndOfInput}},
	// 2.2: é (two octets above 7F) likewise.
	{"mailtourl", "mailto:é", 7, []string{"xchar"}},
}

func TestStopPoint(t *testing.T) {
	for _, tt := range stopPointTests {
		pos, exp, ok := stopPoint(tt.rule, tt.input)
		if ok || pos != tt.pos || !slices.Equal(exp, tt.expected) {
			t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want %d, %q, false", tt.rule, tt.input, pos, exp, ok, tt.pos, tt.expected)
		}
	}
}

// stopPointValid are inputs the BNF accepts.
var stopPointValid = []struct{ rule, input string }{
	{"httpurl", "HTTP://Host/"},                  // 2.1: scheme letters in any case; hosts too
	{"httpurl", "hTtP://h"},                      // 2.1
	{"httpurl", "http://host/a/b;c:d@e&f=g?q=1"}, // 3.3
	{"gopherurl", "gopher://h/1sel%09q%09+"},     // 3.4.3
	{"gopherurl", "gopher://h"},                  // 3.4: the gopher-path may be empty
	{"newsurl", "news:*"},                        // 3.6
	{"newsurl", "NEWS:comp.lang.go"},             // 2.1, 3.6
	{"waisurl", "wais://h/db/t/p"},               // 3.9 waisdoc
	{"waisurl", "wais://h/db?x"},                 // 3.9 waisindex
	{"ftpurl", "FTP://@host.com/"},               // 2.1, 3.1
	{"ftpurl", "ftp://host/a;type=D"},            // 3.2.2
	{"fileurl", "file:///etc/motd"},              // 3.10
	{"mailtourl", "MAILTO:a@b"},                  // 2.1, 3.5
	{"telneturl", "Telnet://u:p@h:23/"},          // 2.1, 3.8
	{"nntpurl", "nntp://h/g/1"},                  // 3.7
	{"prosperourl", "PROSPERO://h/p;f=v"},        // 2.1, 3.11
	{"genericurl", "X-Y+z.1:anything/at@all"},    // 2.1: the scheme ignores case
	{"scheme", "HTTP"},                           // 2.1
	{"escape", "%aF"},                            // 2.2: hex in either case
	{"url", "http://h"},                          // 5
	{"url", "foo:"},                              // 5: otherurl, schemepart may be empty
}

func TestStopPointValid(t *testing.T) {
	for _, tt := range stopPointValid {
		if pos, exp, ok := stopPoint(tt.rule, tt.input); !ok || pos != len(tt.input) || exp != nil {
			t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want %d, nil, true", tt.rule, tt.input, pos, exp, ok, len(tt.input))
		}
	}
}

// TestStopPointCase checks that only the scheme letters ignore case
// (section 2.1): ";type=", "%09" and "localhost" are case-sensitive, and
// so is every letter outside the scheme.
func TestStopPointCase(t *testing.T) {
	for _, tt := range []struct {
		rule, input string
		ok          bool
	}{
		{"ftpurl", "ftp://h/a;TYPE=i", false},        // 3.2.2
		{"gopherurl", "gopher://h/1a%09b", true},     // 3.4
		{"gopherurl", "gopher://h/1a%09b%09c", true}, // 3.4
		{"fileurl", "file://localhost/x", true},      // 3.10
		{"ftptype", "a", true},                       // 3.2.2
		{"lowalpha", "A", false},                     // 2.2
		{"hialpha", "a", false},                      // 2.2
		{"lowalpha", "a", true},                      // 2.2
		{"genericurl", "\u212a:x", false},            // 2.1: the Kelvin sign is not "k"
		{"httpurl", "http\u0131://h", false},         // 2.1: nor a dotless i an "i"
		{"newsurl", "news:Comp.Lang", true},          // 3.6: group takes alpha
		{"httpurl", "HTTPS://h", false},              // 3.3: https is not http
		{"mailtourl", "mAiLtO:x", true},              // 2.1
		{"fileurl", "FILE://LOCALHOST/x", true},      // 3.10: a hostname, not "localhost"
		{"gopherurl", "gopher://h/1%0d%0A", true},    // 2.2: escapes take hex in any case
		{"waisurl", "WAIS://h/d", true},              // 2.1 (the literal is inside waisdatabase)
		{"prosperourl", "prospero://h/p;F=V", true},  // 3.11
		{"telneturl", "telnet://H/", true},           // 3.8
		{"genericurl", "HTTP://h", true},             // 2.1
		{"genericurl", "http+ssh://h", true},         // 2.1
		{"nntpurl", "NNTP://h/G", true},              // 2.1
		{"ftpurl", "ftp://h/%2Fetc;type=I", true},    // 3.2.2
		{"httpurl", "http://h/%7E", true},            // 2.2
		{"httpurl", "http://h/%7e", true},            // 2.2
		{"ftpurl", "fTp://h/", true},                 // 2.1
		{"gopherurl", "gOpHeR://h/", true},           // 2.1
		{"fileurl", "FiLe://h/x", true},              // 2.1
		{"newsurl", "nEwS:*", true},                  // 2.1
		{"httpurl", "http://h:80/", true},            // 3.3
		{"httpurl", "http://1.2.3.4:80/", true},      // 3.1 hostnumber
		{"httpurl", "http://1.2.3/", false},          // 3.1 three groups end in a digit label
		{"httpurl", "http://a-b.c-d/", true},         // 3.1
		{"httpurl", "http://a-/", false},             // 3.1
		{"httpurl", "http://-a/", false},             // 3.1
	} {
		if _, _, ok := stopPoint(tt.rule, tt.input); ok != tt.ok {
			t.Errorf("stopPoint(%q, %q) ok = %v; want %v", tt.rule, tt.input, ok, tt.ok)
		}
	}
}

func TestStopPointUnknownRule(t *testing.T) {
	for _, rule := range []string{"", "nope", "HTTPURL", "url "} {
		if pos, exp, ok := stopPoint(rule, "http://h/"); pos != 0 || exp != nil || ok {
			t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want 0, nil, false", rule, "http://h/", pos, exp, ok)
		}
	}
}

// TestStopPointEveryRule checks that every rule compiles and that a failure
// always names something expected.
func TestStopPointEveryRule(t *testing.T) {
	for _, r := range rfc(t).g.Rules {
		pos, exp, ok := stopPoint(r.Name, "\x00")
		if ok || pos != 0 || len(exp) == 0 {
			t.Errorf("stopPoint(%q, %q) = %d, %q, %v; want 0, something expected, false", r.Name, "\x00", pos, exp, ok)
		}
	}
}

// TestStopPointExpectedIsCopy checks that callers may change what
// stopPoint returns.
func TestStopPointExpectedIsCopy(t *testing.T) {
	_, exp, _ := stopPoint("port", "x")
	exp[0] = "changed"
	if _, exp, _ := stopPoint("port", "x"); exp[0] != "digit" {
		t.Errorf("stopPoint(%q, %q) expected = %q after a caller changed it", "port", "x", exp)
	}
}

// TestStopPointLarge checks that long inputs are read in one pass that
// allocates nothing per byte (the DFA's states are cached).
func TestStopPointLarge(t *testing.T) {
	valid := "http://h/" + strings.Repeat("a/%7E;", 1<<18) // 1.5 MB
	invalid := valid + "~"
	stopPoint("httpurl", invalid) // build the states
	allocs := testing.AllocsPerRun(5, func() {
		if _, _, ok := stopPoint("httpurl", valid); !ok {
			t.Fatalf("stopPoint(%q, <1.5 MB valid path>) = false", "httpurl")
		}
	})
	if allocs != 0 {
		t.Errorf("stopPoint on a 1.5 MB valid input: %v allocations; want 0", allocs)
	}
	if pos, _, ok := stopPoint("httpurl", invalid); ok || pos != len(valid) {
		t.Errorf("stopPoint(%q, <1.5 MB>+%q) = %d, _, %v; want %d, _, false", "httpurl", "~", pos, ok, len(valid))
	}
}

// TestStopPointSelfLoops checks each DFA state's self set, the bytes
// Matcher.read reads without a transition: a byte is in it exactly when the
// state's transition on it leads back to the state itself.
func TestStopPointSelfLoops(t *testing.T) {
	for _, rule := range []string{"url", "httpurl", "ftpurl", "gopherurl", "genericurl", "hostname", "waisurl", "prosperourl"} {
		inputs := ruleInputs(t, rule, 7, 100)
		for _, in := range inputs {
			stopPoint(rule, in)
			stopPoint(rule, in+"~")
		}
		p := rfc(t).Program(rule)
		p.mu.Lock()
		states := make([]*dstate, 0, len(p.cache))
		for _, d := range p.cache {
			states = append(states, d)
		}
		loops := 0
		for _, d := range states {
			if d.dead {
				continue // its transitions lead back to it, but Matcher.read stops there
			}
			for b := range 256 {
				if len(p.cache) >= p.maxStates-1 {
					break // a step now could flush the cache and rebuild d
				}
				n := p.step(d, byte(b))
				if d.self.Has(byte(b)) != (n == d) {
					t.Errorf("%s: a state of %d instructions: self has %q: %v; its transition leads back to it: %v",
						rule, len(d.insts), byte(b), d.self.Has(byte(b)), n == d)
				}
				if n == d {
					loops++
				}
			}
		}
		p.mu.Unlock()
		if loops == 0 {
			t.Errorf("%s: no state of %d has a byte that leads back to it", rule, len(states))
		}
	}
}

// TestPrograms checks that program gives each rule its own program, and
// nil for a name the grammar does not have.
func TestPrograms(t *testing.T) {
	for range 2 { // compiled, then looked up
		for _, r := range rfc(t).g.Rules {
			if p := rfc(t).Program(r.Name); p == nil || p.rule != r.Name {
				t.Fatalf("Program(%q) is the program of %v", r.Name, p)
			}
		}
	}
	if p := rfc(t).Program("no-such-rule"); p != nil {
		t.Errorf("Program(%q) = the program of %q; want nil", "no-such-rule", p.rule)
	}
}

// TestStopPointCacheFlush checks that the DFA gives the same answers when
// its state cache is flushed on almost every step.
func TestStopPointCacheFlush(t *testing.T) {
	inputs := ruleInputs(t, "gopherurl", 99, 200)
	type stop struct {
		pos int
		exp []string
		ok  bool
	}
	want := make([]stop, len(inputs))
	for i, in := range inputs {
		want[i].pos, want[i].exp, want[i].ok = stopPoint("gopherurl", in)
	}
	tiny := NewRecognizer(rfc(t).g, rfcConfig(3))
	for i, in := range inputs {
		pos, exp, ok := tiny.StopPoint("gopherurl", in)
		if pos != want[i].pos || ok != want[i].ok || !slices.Equal(exp, want[i].exp) {
			t.Errorf("StopPoint(%q, %q) = %d, %q, %v with a tiny cache; %d, %q, %v with a normal one",
				"gopherurl", in, pos, exp, ok, want[i].pos, want[i].exp, want[i].ok)
		}
	}
}

// TestStopPointConcurrent checks that stopPoint may be called from several
// goroutines at once (run with -race).
func TestStopPointConcurrent(t *testing.T) {
	done := make(chan bool)
	for i := range 4 {
		go func() {
			for j := range 200 {
				in := "http://h/" + strings.Repeat("x", i+j) + "~"
				if _, _, ok := stopPoint("httpurl", in); ok {
					t.Errorf("stopPoint(%q, %q) = true", "httpurl", in)
				}
			}
			done <- true
		}()
	}
	for range 4 {
		<-done
	}
}

func BenchmarkStopPoint(b *testing.B) {
	inputs := []struct{ name, rule, input string }{
		{"short", "httpurl", "http://www.example.com:8080/a/b/c?d=e"},
		{"gopher", "gopherurl", "gopher://h/1sel%09q%09+!+ABSTRACT%20+SMELL"},
		{"1MB", "httpurl", "http://h/" + strings.Repeat("abc/%7E;", 1<<17)},
		{"1MB-invalid-end", "httpurl", "http://h/" + strings.Repeat("abc/%7E;", 1<<17) + "~"},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in.input)))
			for b.Loop() {
				stopPoint(in.rule, in.input)
			}
		})
	}
}
