package main

import (
	"reflect"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// genLinkTests are settings a teacher gives the Generate form.
var genLinkTests = []exercise.Options{
	{Seed: 7, Count: 10, Invalid: 0.3},
	{Seed: 0, Count: 1, Invalid: 0},
	{Seed: 18446744073709551615, Count: 25, Invalid: 1, Schemes: []string{"ftp", "http"}},
	{Seed: 424242, Count: 12, Invalid: 0.55, Schemes: []string{"news", "genericurl"},
		Mistakes: []parser.Code{parser.CodeBadGroup, parser.CodeUnsafe}},
	{Seed: 3, Count: 8, Invalid: 0.5, Mistakes: []parser.Code{parser.CodeBadPort}},
}

// A generated list's link makes the same list, byte for byte: the list
// urllist.Write makes of exercise.Generate's entries (what rfc1738
// -generate prints), with the same settings.
func TestGenLinkRoundTrip(t *testing.T) {
	for _, o := range genLinkTests {
		want, err := generateText(o)
		if err != nil {
			t.Fatalf("generateText(%+v): %v", o, err)
		}
		entries, _ := exercise.Generate(o)
		if cli := urllist.Write(entries); cli != want {
			t.Errorf("%+v: the page's list differs from the command's", o)
		}
		for _, quiz := range []bool{false, true} {
			f := genLink(o, want, quiz)
			if !strings.HasPrefix(f, genCheckKey+urllist.Checksum(want)+"&"+genKey) {
				t.Errorf("genLink(%+v) = %q: want gc= before g=", o, f)
			}
			got, text, gotQuiz, ok, err := decodeGenLink("#u=aHR0cDovL2Ev&" + f + "&v=list")
			if !ok || err != nil || text != want || gotQuiz != quiz {
				t.Errorf("decodeGenLink(%q) = %d bytes, quiz %v, %v, %v; want the list (%d bytes), quiz %v", f, len(text), gotQuiz, ok, err, len(want), quiz)
			}
			if !reflect.DeepEqual(got, o) {
				t.Errorf("decodeGenLink(%q) settings = %+v, want %+v", f, got, o)
			}
		}
	}
}

// A link changed on its way, or settings the generator refuses, are said
// to be damaged; a link without gc= is read unchecked.
func TestGenLinkDamaged(t *testing.T) {
	o := exercise.Options{Seed: 7, Count: 10, Invalid: 0.3}
	text, _ := generateText(o)
	f := genLink(o, text, false)
	other := strings.Replace(f, "g=7.", "g=8.", 1) // another seed: another list
	if _, got, _, ok, err := decodeGenLink(other); !ok || err != errGenDamaged || got == "" || got == text {
		t.Errorf("decodeGenLink(%q) = %d bytes, %v, %v; want another list and errGenDamaged", other, len(got), ok, err)
	}
	bad := []struct{ fragment, want string }{
		{"g=7.10.30.", "five fields"},
		{"g=x7.10.30..", "seed \"x7\""},
		{"g=7.0.30..", "count \"0\""},
		{"g=7.1001.30..", "count \"1001\""},
		{"g=7.10.101..", "share of invalid URLs \"101\""},
		{"g=7.10.30.gopher2.", "refuses its settings: unknown scheme \"gopher2\""},
		{"g=7.10.30.file.bad-ftptype", "refuses its settings: mistake bad-ftptype cannot be made"},
	}
	for _, b := range bad {
		_, got, _, ok, err := decodeGenLink(b.fragment)
		if !ok || err == nil || got != "" || !strings.Contains(err.Error(), b.want) {
			t.Errorf("decodeGenLink(%q) = %d bytes, %v, %v; want an error with %q", b.fragment, len(got), ok, err, b.want)
		}
	}
	if _, got, _, ok, err := decodeGenLink("g=8.10.30.."); !ok || err != nil || got == "" {
		t.Errorf("a link without gc=: %d bytes, %v, %v; want the list, unchecked", len(got), ok, err)
	}
	if _, _, _, ok, _ := decodeGenLink("u=aHR0cDovL2Ev&tc=00000000&t=AwA"); ok {
		t.Error("a fragment without g= read as a generated list")
	}
}

// The command the page names prints the list it made.
func TestGenCommand(t *testing.T) {
	o := genLinkTests[3]
	want := "rfc1738 -generate 12 -seed 424242 -schemes news,genericurl -mistakes bad-group,unsafe-char -invalid 0.55"
	if got := genCommand(o); got != want {
		t.Errorf("genCommand = %q, want %q", got, want)
	}
}

// reportTests are quiz results.
var reportTests = []quizReport{
	{score: 6, asked: 9, questions: 10, unasked: 1, listSum: "5e0f3a12",
		missed: []reportMiss{{row: 2}, {row: 6, rule: "host"}, {row: 6}}},
	{score: 0, asked: 0, questions: 3, unasked: 3, listSum: "00000000"},
	{score: 4, asked: 4, questions: 2, listSum: "abcdef01", gen: &genLinkTests[3]},
}

func TestReportRoundTrip(t *testing.T) {
	for _, r := range reportTests {
		f := encodeReport(r)
		got, ok, err := decodeReport("#" + f)
		if !ok || err != nil || !reflect.DeepEqual(got, r) {
			t.Errorf("decodeReport(%q) = %+v, %v, %v; want %+v", f, got, ok, err, r)
		}
		if (r.gen != nil) != strings.HasPrefix(f, genKey) {
			t.Errorf("encodeReport(%+v) = %q: the generator's settings", r, f)
		}
	}
	if f := encodeReport(reportTests[0]); !strings.HasPrefix(f, "qr=6.9.10.1.3,7:host,7.5e0f3a12&qc=") {
		t.Errorf("encodeReport = %q", f)
	}
}

// A result link changed on its way says so; one that does not read says
// what is wrong.
func TestReportDamaged(t *testing.T) {
	f := encodeReport(reportTests[0])
	better := strings.Replace(f, "qr=6.", "qr=9.", 1)
	got, ok, err := decodeReport(better)
	if !ok || err != errReportDamaged || got.score != 9 {
		t.Errorf("decodeReport(%q) = %+v, %v, %v; want the result read and errReportDamaged", better, got, ok, err)
	}
	bad := []struct{ fragment, want string }{
		{"qr=1.2.3", "six fields"},
		{"qr=a.2.3.0..5e0f3a12", "score \"a\""},
		{"qr=3.2.3.0..5e0f3a12", "do not add up"},
		{"qr=1.2.3.4..5e0f3a12", "do not add up"},
		{"qr=1.2.3.0.0.5e0f3a12", "missed answer \"0\""},
		{"qr=1.2.3.0.2:href.5e0f3a12", "missed answer \"2:href\""},
		{"qr=1.2.3.0.2.5E0F3A1", "checksum \"5E0F3A1\""},
		{"g=1.2&qr=1.2.3.0.2.5e0f3a12", "five fields"},
	}
	for _, b := range bad {
		_, ok, err := decodeReport(b.fragment)
		if !ok || err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("decodeReport(%q) = %v, %v; want an error with %q", b.fragment, ok, err, b.want)
		}
	}
	if _, ok, err := decodeReport("qr=1.2.3.0.2:host.5e0f3a12"); !ok || err != nil {
		t.Errorf("a result without qc=: %v, %v; want it read, unchecked", ok, err)
	}
	if _, ok, _ := decodeReport("gc=00000000&g=7.10.30.."); ok {
		t.Error("a generated list's link read as a result")
	}
}

// The field's writes keep a generated list's and a result's parameters,
// and the page opens them on the list view.
func TestGenParamsKept(t *testing.T) {
	for _, link := range []string{"gc=5e0f3a12&g=7.10.30..", "gc=5e0f3a12&g=7.10.30..&quiz", encodeReport(reportTests[2])} {
		f := (&pageAddress{list: link}).fragment("http://a/")
		if want := "u=aHR0cDovL2Ev&uc=" + urllist.Checksum("http://a/") + "&" + link; f != want {
			t.Errorf("fragment with %q = %q, want %q", link, f, want)
		}
		if !holdsList(f) || fragmentUnread(link) {
			t.Errorf("%q: holdsList %v, fragmentUnread %v", link, holdsList(f), fragmentUnread(link))
		}
		if got := withListLink(f, ""); got != "u=aHR0cDovL2Ev&uc="+urllist.Checksum("http://a/") {
			t.Errorf("withListLink(%q) with no list = %q", f, got)
		}
	}
}
