package urllist

import (
	"math/rand"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestParseMarkers(t *testing.T) {
	text := "+ http://host/\n" +
		"- http://host/~user\n" +
		"news:comp.infosystems.www\n" +
		"\n" +
		"# a hint\n" +
		"# on two lines\n" +
		"- ftp://user:p@ss@host/\n" +
		"+foo\n" +
		"-foo\n" +
		"#foo\n" +
		"#\n" +
		"+ \n" +
		" http://host/ \n"
	got, src := Parse(text)
	if src != Plain {
		t.Errorf("source = %v, want Plain", src)
	}
	want := []Entry{
		{URL: "http://host/", Expect: Valid, Line: 1},
		{URL: "http://host/~user", Expect: Invalid, Line: 2},
		{URL: "news:comp.infosystems.www", Line: 3},
		{URL: "ftp://user:p@ss@host/", Expect: Invalid, Note: "a hint\non two lines", Line: 7},
		{URL: "+foo", Line: 8},
		{URL: "-foo", Line: 9},
		{URL: "#foo", Line: 10},
		{URL: "", Expect: Valid, Line: 12}, // "#" on line 11 is an empty note
		{URL: " http://host/ ", Line: 13},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse:\n got %+v\nwant %+v", got, want)
	}
}

func TestParseEscaped(t *testing.T) {
	for _, tt := range []struct {
		line string
		want Entry
	}{
		{"% http://h/a%00b", Entry{URL: "http://h/a\x00b"}},
		{"- % http://h/a%0D%0Ab", Entry{URL: "http://h/a\r\nb", Expect: Invalid}},
		{"+ % http://h/%2541", Entry{URL: "http://h/%41", Expect: Valid}}, // "%25" is "%": the URL's own escape stays
		{"% http://h/%ff%FE", Entry{URL: "http://h/\xff\xfe"}},            // either case of hex
		{"% http://h/100%", Entry{URL: "http://h/100%"}},                  // a "%" not followed by two hex digits is itself
		{"% http://h/%zz%4", Entry{URL: "http://h/%zz%4"}},                // likewise
		{"http://h/a%00b", Entry{URL: "http://h/a%00b"}},                  // outside the escaped form, no "%" is an escape
		{"% ", Entry{URL: ""}},                                            // the empty URL
		{"% %", Entry{URL: "%"}},                                          // a lone "%"
		{"% # not a note", Entry{URL: "# not a note"}},                    // a URL that starts like a note
		{"- % - minus", Entry{URL: "- minus", Expect: Invalid}},           // and like a marker
		{"% http://h/ %20", Entry{URL: "http://h/  "}},                    // a final space
		{"%http://h/%00", Entry{URL: "%http://h/%00"}},                    // "%" without its space: a URL
		{"% http://h/\u00e9%C3%A9", Entry{URL: "http://h/\u00e9\u00e9"}},  // UTF-8 as it is, or escaped
	} {
		got, _ := Parse(tt.line + "\n")
		tt.want.Line = 1
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("Parse(%q) = %+v, want [%+v]", tt.line, got, tt.want)
		}
	}
}

func TestWriteEscapes(t *testing.T) {
	for _, tt := range []struct {
		e    Entry
		want string
	}{
		{Entry{URL: "http://h/"}, "http://h/\n"},
		{Entry{URL: "http://h/%41", Expect: Valid}, "+ http://h/%41\n"}, // no bad byte: written as it is
		{Entry{URL: "http://h/a\x00b", Expect: Invalid}, "- % http://h/a%00b\n"},
		{Entry{URL: "http://h/100%\x00"}, "% http://h/100%25%00\n"},
		{Entry{URL: "a\r\nb"}, "% a%0D%0Ab\n"},
		{Entry{URL: "h://\xff\u00e9"}, "% h://%FF\u00e9\n"},
		{Entry{URL: ""}, "% \n"},
		{Entry{URL: "", Expect: Invalid}, "- % \n"},
		{Entry{URL: "#"}, "% #\n"},
		{Entry{URL: "+ x"}, "% + x\n"},
		{Entry{URL: "% x"}, "% %25 x\n"},
		{Entry{URL: "http://h/ "}, "% http://h/%20\n"},
		{Entry{URL: "http://h/\t"}, "% http://h/%09\n"},
		{Entry{URL: " http://h/", Note: "a lesson\n\nsecond"}, "# a lesson\n#\n# second\n http://h/\n"},
		{Entry{URL: "x:", Note: "bad \xff\r\nline"}, "# bad \ufffd\n# line\nx:\n"},
	} {
		if got := Write([]Entry{tt.e}); got != tt.want {
			t.Errorf("Write(%+v) = %q, want %q", tt.e, got, tt.want)
		}
	}
}

func TestCRLFAndBOM(t *testing.T) {
	lf := "# note\n+ http://h/\n- http://h/~u\n"
	want, _ := Parse(lf)
	for _, text := range []string{
		strings.ReplaceAll(lf, "\n", "\r\n"),
		bom + lf,
		bom + strings.ReplaceAll(lf, "\n", "\r\n"),
		strings.TrimSuffix(lf, "\n"), // no final line end
	} {
		got, src := Parse(text)
		if src != Plain || !reflect.DeepEqual(got, want) {
			t.Errorf("Parse(%q) = %+v (%v), want %+v", text, got, src, want)
		}
	}
	// A BOM is skipped only at the start; "\r" only before "\n".
	got, _ := Parse("x:\n" + bom + "y:\ra\n")
	if len(got) != 2 || got[1].URL != bom+"y:\ra" {
		t.Errorf("Parse kept %+v, want the second URL whole", got)
	}
}

func TestEmpty(t *testing.T) {
	for _, text := range []string{"", "\n", "\r\n\r\n", bom, "# a note with no URL\n"} {
		if got, src := Parse(text); len(got) != 0 || src != Plain {
			t.Errorf("Parse(%q) = %+v, %v; want nothing", text, got, src)
		}
	}
	if got := Write(nil); got != "" {
		t.Errorf("Write(nil) = %q", got)
	}
}

// randomEntries makes n entries whose URLs hold every kind of byte the
// format must carry: markers, "%", spaces, controls, invalid UTF-8, emoji.
func randomEntries(r *rand.Rand, n int) []Entry {
	pieces := []string{"http://", "ftp://", "h", "/", "%", "%2F", "%00", "+ ", "- ", "# ", "% ", " ", "\t",
		"\x00", "\r", "\n", "\r\n", "\xff", "\xc3", "\u00e9", "\U0001F600", "<b>", "&amp;", "~", "#", "a", "\ufeff"}
	out := make([]Entry, n)
	for i := range out {
		var b strings.Builder
		for k := r.Intn(8); k > 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		out[i].URL = b.String()
		out[i].Expect = Expect(r.Intn(3))
		if r.Intn(4) == 0 {
			out[i].Note = "note " + pieces[r.Intn(len(pieces))] + " end"
		}
	}
	return out
}

// TestWriteParseRoundTrip: what Write writes, Parse reads back the same.
func TestWriteParseRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(1738))
	for iter := 0; iter < 300; iter++ {
		entries := randomEntries(r, r.Intn(50))
		text := Write(entries)
		got, src := Parse(text)
		if src != Plain && len(entries) > 0 {
			// A written list is read as a list, whatever its first URL.
			t.Fatalf("Parse(Write(...)) read %v:\n%q", src, text)
		}
		if len(got) != len(entries) {
			t.Fatalf("%d entries written, %d read:\n%q", len(entries), len(got), text)
		}
		for i := range got {
			w := entries[i]
			w.Line = got[i].Line
			w.Note = noteAsWritten(w.Note)
			if got[i] != w {
				t.Fatalf("entry %d: wrote %+v, read %+v\n%q", i, w, got[i], text)
			}
		}
	}
}

// noteAsWritten is a note as Write keeps it: valid UTF-8, "\n" line breaks.
func noteAsWritten(s string) string {
	s = strings.ToValidUTF8(s, "\ufffd")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

func TestLinkRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(26))
	for iter := 0; iter < 200; iter++ {
		entries := randomEntries(r, r.Intn(501))
		text := Write(entries)
		if iter%3 == 0 {
			// Any text, not only what Write writes: CRLF, blank lines, bytes.
			text = strings.ReplaceAll(text, "\n", "\r\n") + "\x00\xff trailing"
		}
		quiz := iter%2 == 0
		f := EncodeLink(text, quiz)
		if !strings.HasPrefix(f, CheckKey+Checksum(text)+"&"+LinkKey) {
			t.Fatalf("fragment %q does not start with its checksum and list", f[:min(len(f), 80)])
		}
		if strings.ContainsAny(f[len(CheckKey)+8+1+len(LinkKey):], "#%+/= ") {
			t.Fatalf("fragment %q holds characters a link would have to escape", f[:min(len(f), 80)])
		}
		got, q, ok, err := DecodeLink("#" + f)
		if !ok || err != nil || q != quiz || got != text {
			t.Fatalf("DecodeLink(EncodeLink(%d bytes, %v)) = %d bytes, %v, %v, %v", len(text), quiz, len(got), q, ok, err)
		}
	}
}

func TestLinkSize(t *testing.T) {
	// A typical 200-URL exercise fits a chat message.
	var entries []Entry
	for i := range 200 {
		e := Entry{URL: "http://www.example.edu/course/week" + string(rune('0'+i%10)) + "/page.html", Expect: Valid}
		if i%3 == 0 {
			e.URL, e.Expect = "http://www.example.edu/~student"+string(rune('a'+i%26))+"/", Invalid
		}
		entries = append(entries, e)
	}
	f := EncodeLink(Write(entries), false)
	if len(f) > LongLink {
		t.Errorf("a typical 200-URL list's link is %d bytes, over LongLink (%d)", len(f), LongLink)
	}
	t.Logf("200 URLs, %d bytes of list: a fragment of %d bytes", len(Write(entries)), len(f))
}

func TestDecodeLinkBad(t *testing.T) {
	for _, f := range []string{"#u=aGk", "", "#", "#quiz"} {
		if _, _, ok, err := DecodeLink(f); ok || err != nil {
			t.Errorf("DecodeLink(%q): ok %v, err %v; want no list", f, ok, err)
		}
	}
	for _, f := range []string{"#t=!!!", "#t=AAAA", "#t=" + strings.Repeat("_", 100)} {
		if _, _, ok, err := DecodeLink(f); !ok || err == nil {
			t.Errorf("DecodeLink(%q): ok %v, err %v; want an error", f, ok, err)
		}
	}
	// Beside the page's own parameter, with padding and btoa's alphabet.
	f := EncodeLink("+ http://h/~?\n", true)
	_, data, _ := strings.Cut(f, "&"+LinkKey)
	data = strings.TrimSuffix(data, "&"+QuizParam)
	enc := strings.NewReplacer("-", "+", "_", "/").Replace(data)
	text, quiz, ok, err := DecodeLink("#u=aGk&" + LinkKey + enc + "==&quiz")
	if text != "+ http://h/~?\n" || !quiz || !ok || err != nil {
		t.Errorf("DecodeLink with u=, padding, btoa alphabet = %q, %v, %v, %v", text, quiz, ok, err)
	}
	// A bomb: 32 MiB of zeros deflate to a few kilobytes.
	big := EncodeLink(strings.Repeat("\x00", MaxText*2), false)
	if _, _, _, err := DecodeLink(big); err != ErrTooLong {
		t.Errorf("DecodeLink of %d MiB = %v, want ErrTooLong", MaxText*2>>20, err)
	}
}

func TestMegabyte(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var b strings.Builder
	n := 0
	for b.Len() < 1<<20 {
		AppendEntry(&b, randomEntries(r, 1)[0])
		n++
	}
	text := b.String()
	start := time.Now()
	got, _ := Parse(text)
	d := time.Since(start)
	if len(got) != n {
		t.Fatalf("a 1 MB list of %d entries read as %d", n, len(got))
	}
	if Write(got) != text {
		t.Error("a 1 MB list does not write back as it was read")
	}
	yields := 0
	sliced := EncodeLinkSliced(text, false, func() { yields++ })
	if sliced != EncodeLink(text, false) || yields < len(text)/linkSlice-1 {
		t.Errorf("EncodeLinkSliced differs from EncodeLink, or yielded %d times", yields)
	}
	if got, _, _, err := DecodeLink(sliced); err != nil || got != text {
		t.Errorf("a 1 MB list's link does not round trip: %v", err)
	}
	t.Logf("1 MB, %d entries, read in %v", n, d)
}

func TestCommandOutput(t *testing.T) {
	report := `input: "http://host/~user"
verdict: invalid httpurl: unsafe character "~"
parts:
  scheme  [0,4)  "http"
diagnostics: none

input: "ftp://a\x00b/"
verdict: valid ftpurl
`
	got, src := Parse(report)
	want := []Entry{{URL: "http://host/~user", Line: 1}, {URL: "ftp://a\x00b/", Line: 7}}
	if src != Report || !reflect.DeepEqual(got, want) {
		t.Errorf("report: %+v (%v), want %+v", got, src, want)
	}

	jsonOut := `{"input":"http://h/","scheme":"http","valid":true}
{"file":"a.txt","line":3,"input":"x y","expected":"invalid","note":"n"}
{"pass":1,"fail":0,"unchecked":1}
`
	got, src = Parse(jsonOut)
	want = []Entry{{URL: "http://h/", Line: 1}, {URL: "x y", Expect: Invalid, Note: "n", Line: 2}}
	if src != JSON || !reflect.DeepEqual(got, want) {
		t.Errorf("json: %+v (%v), want %+v", got, src, want)
	}

	check := `lists/mistakes.txt:4: "http://host/~user": expected valid, got invalid httpurl: unsafe character "~"
C:\lists\a.txt:12: "a\tb": expected invalid, got valid genericurl
check: 3 pass, 2 fail, 0 unchecked
`
	got, src = Parse(check)
	want = []Entry{{URL: "http://host/~user", Expect: Valid, Line: 1}, {URL: "a\tb", Expect: Invalid, Line: 2}}
	if src != Check || !reflect.DeepEqual(got, want) {
		t.Errorf("check: %+v (%v), want %+v", got, src, want)
	}

	// A list whose first URL merely looks like output is still a list.
	for _, text := range []string{"{x\n", "input: x\n", "http://h:80: \"x\"\n"} {
		if _, src := Parse(text); src != Plain {
			t.Errorf("Parse(%q) read %v, want a list", text, src)
		}
	}
}

func TestHolds(t *testing.T) {
	for _, tt := range []struct {
		e     Expect
		valid bool
		want  bool
	}{{None, true, true}, {None, false, true}, {Valid, true, true}, {Valid, false, false}, {Invalid, false, true}, {Invalid, true, false}} {
		if got := tt.e.Holds(tt.valid); got != tt.want {
			t.Errorf("%v.Holds(%v) = %v", tt.e, tt.valid, got)
		}
	}
}

// oldLink is a list's link as the page wrote it before links carried a
// checksum: "t=" and the data alone.
func oldLink(text string) string {
	_, data, _ := strings.Cut(EncodeLink(text, false), "&"+LinkKey)
	return LinkKey + data
}

// TestLinkDamage: a link changed or cut on its way is never read as another
// list without a word. Every character of a 100-line list's link is
// changed in turn, and the link is cut at every length: each time
// DecodeLink either returns the list exactly or says the link is damaged;
// a cut link returns the whole lines before the cut.
func TestLinkDamage(t *testing.T) {
	r := rand.New(rand.NewSource(34))
	text := Write(randomEntries(r, 100))
	f := EncodeLink(text, false)
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	start := strings.Index(f, "&"+LinkKey) + 1 + len(LinkKey)
	check := func(what, g string) {
		got, _, ok, err := DecodeLink(g)
		if ok && err == nil && got != text {
			t.Fatalf("%s: read as a %d-byte list with no error; the list is %d bytes", what, len(got), len(text))
		}
	}
	for i := start; i < len(f); i++ {
		c := alphabet[(strings.IndexByte(alphabet, f[i])+1+r.Intn(len(alphabet)-1))%len(alphabet)]
		check("character "+itoa(i)+" changed", f[:i]+string(c)+f[i+1:])
	}
	for n := start; n < len(f); n++ {
		got, _, _, err := DecodeLink(f[:n])
		if err == nil {
			t.Fatalf("the link cut to %d of %d bytes: read as %d bytes with no error", n, len(f), len(got))
		}
		if !strings.HasPrefix(text, got) {
			t.Fatalf("the link cut to %d bytes returns text that is not the list's beginning: %q", n, got[max(0, len(got)-40):])
		}
	}
	// A checksum changed: the list is read, and said to be damaged.
	bad := strings.Replace(f, CheckKey+Checksum(text), CheckKey+"00000000", 1)
	if got, _, _, err := DecodeLink(bad); err != ErrDamaged || got != text {
		t.Errorf("a changed checksum: %d bytes, %v; want the list and ErrDamaged", len(got), err)
	}
	// Links written before the checksum still open, unchecked.
	if got, _, ok, err := DecodeLink("#" + oldLink(text) + "&quiz"); !ok || err != nil || got != text {
		t.Errorf("a link without a checksum: %d bytes, %v, %v", len(got), ok, err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
