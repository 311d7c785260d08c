package compare

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/laterrfc"
	rfc1738 "github.com/urlplayground/rfc1738-playground/parser"
)

// todayCases are a URL of each of RFC 1738's ten schemes and the changes
// the later RFC makes to its reading.
var todayCases = []struct {
	in      string
	rfc     int
	changes string
}{
	{"ftp://ftp.example.com/pub/file.txt", 0, ""},
	{"FTP://u@h/x", 0, ""},
	{"http://www.example.com/a?b", 9110, ""},
	{"http://user@www.example.com/", 9110, "http-userinfo"},
	{"http://www.example.com?q", 9110, "http-query-no-path"},
	{"HTTP://u:p@h?q", 9110, "http-userinfo,http-query-no-path"},
	{"gopher://spinaltap.micro.umn.edu/00/Weather", 4266, ""},
	{"mailto:mduerst@ifi.unizh.ch", 6068, ""},
	{"mailto:a@example.com?subject=hi", 6068, "mailto-hfields"},
	{"mailto:a@example.com,b@example.com", 6068, "mailto-addresses"},
	{"news:comp.infosystems.www", 5538, ""},
	{"news:*", 5538, ""},
	{"news:comp.*", 5538, "news-wildmat"},
	{"news://news.example.com/comp.lang", 5538, "news-server"},
	{"news:12345@host.example", 5538, ""},
	{"nntp://news.example.com/comp.lang/42", 5538, ""},
	{"telnet://host.example.com/", 4248, ""},
	{"telnet://user:pw@host.example.com:23/", 4248, "telnet-login"},
	{"wais://host.example.com/db?query", 4156, ""},
	{"file://vms.host.edu/disk$user/my/notes/note12345.txt", 8089, ""},
	{"file:/etc/hosts", 8089, "file-no-authority"},
	{"prospero://host.example.com/path;f=v", 4157, ""},

	// What is not the URL's own is no change: the wrapper, the spaces
	// around it, and what follows a "#".
	{"<news:*>", 5538, ""},
	{" news:* ", 5538, ""},
	{"<URL:news:comp.*>", 5538, "news-wildmat"},
	{"mailto:a@example.com#?b", 6068, ""},
	{"mailto:a@example.com#b,c", 6068, ""},
	{"news:a.*#x", 5538, "news-wildmat"},
	// A literal "?" starts a query; RFC 5538's "?" wildcard is "%3F".
	{"news:comp.lang?x", 5538, ""},
	{"news:example.group.th%3Fse", 5538, "news-wildmat"},
	// A login, and RFC 9110's userinfo, come only after "//".
	{"http:u@h", 9110, ""},
	{"telnet:u@h", 4248, ""},
	// RFC 8089's local path is a path-absolute.
	{"file:", 8089, ""},
	{"file:foo", 8089, ""},
	{"<URL:file:/x>", 8089, "file-no-authority"},
}

// TestToday: each of the ten schemes has its later history, every change
// is found where the later RFC reads the URL otherwise, and nothing of it
// for a scheme RFC 1738 does not define.
func TestToday(t *testing.T) {
	schemes := map[string]bool{}
	for _, c := range todayCases {
		tab := Of(rfc1738.Parse(c.in, rfc1738.Trace))
		td := tab.Today
		if td == nil {
			t.Errorf("%q: no history", c.in)
			continue
		}
		schemes[td.Scheme] = true
		if td.RFC.Number != c.rfc {
			t.Errorf("%q: RFC %d, want %d", c.in, td.RFC.Number, c.rfc)
		}
		if td.Says == "" || (c.rfc != 0 && len(td.Quotes) == 0) {
			t.Errorf("%q: says %q, citing %v", c.in, td.Says, td.Quotes)
		}
		var got []string
		for _, ch := range td.Changes {
			got = append(got, ch.Cause)
			if ch.Why == "" || len(ch.Quotes) == 0 {
				t.Errorf("%q %s: %q citing %v", c.in, ch.Cause, ch.Why, ch.Quotes)
			}
		}
		if g := strings.Join(got, ","); g != c.changes {
			t.Errorf("%q: changes %q, want %q", c.in, g, c.changes)
		}
	}
	if len(schemes) != 10 {
		t.Errorf("histories of %d schemes, want RFC 1738's ten: %v", len(schemes), schemes)
	}
	for _, in := range []string{"https://example.com/", "foo:bar", "", "//h/p", "urn:isbn:1"} {
		if td := Of(rfc1738.Parse(in, rfc1738.Trace)).Today; td != nil {
			t.Errorf("%q: a history of %s", in, td.Scheme)
		}
	}
}

// TestTodaySaysItsStatements: what a history shows is its statements,
// and the sentences it cites are exactly their prose bases; every
// sentence of a later RFC is in its section of the RFC's text.
func TestTodaySaysItsStatements(t *testing.T) {
	byText := map[string]rfc1738.Statement{}
	for _, s := range Statements() {
		if strings.HasPrefix(s.ID, "compare.today.") {
			byText[s.Text] = s
		}
	}
	said := map[string]bool{}
	check := func(in, what, text string, quotes []Cite) {
		s, ok := byText[text]
		if !ok {
			t.Errorf("%q %s: %q is no statement of the history", in, what, text)
			return
		}
		said[s.ID] = true
		var want, got []string
		for _, b := range s.Basis {
			if b.Kind == rfc1738.Prose {
				want = append(want, b.Doc+" "+b.Section+" "+b.Quote)
			}
		}
		for _, c := range quotes {
			got = append(got, c.Doc+" "+c.Section+" "+c.Quote)
			if c.Doc != "RFC 1738" && c.Doc != "RFC 3986" && !laterrfc.Quoted(c.Doc, c.Section, c.Quote) {
				t.Errorf("%s section %s does not hold %q", c.Doc, c.Section, c.Quote)
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q %s cites\n%s\nits statement %s rests on\n%s", in, what, strings.Join(got, "\n"), s.ID, strings.Join(want, "\n"))
		}
	}
	for _, c := range todayCases {
		td := Of(rfc1738.Parse(c.in, rfc1738.Trace)).Today
		if td == nil {
			continue
		}
		check(c.in, "says", td.Says, td.Quotes)
		for _, ch := range td.Changes {
			check(c.in, ch.Cause, ch.Why, ch.Quotes)
		}
	}
	for _, s := range byText {
		if !said[s.ID] {
			t.Errorf("%s: no history says it", s.ID)
		}
	}
}

// TestLaterRFCsAsPrinted holds each later RFC's title, date and status to
// its own first page: the title line, the date in the header, and the
// category ("Standards Track" for a standard, "Historic").
func TestLaterRFCsAsPrinted(t *testing.T) {
	date := regexp.MustCompile(`\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})\b`)
	for _, r := range rfc1738.LaterRFCs() {
		doc := "RFC " + strconv.Itoa(r.Number)
		h := laterrfc.Header(doc)
		title := laterrfc.Title(doc)
		if r.Number == 3986 {
			// RFC 3986's text is the rfc3986 package's.
			b, err := os.ReadFile("../rfc3986/rfc3986.txt")
			if err != nil {
				t.Fatal(err)
			}
			head, rest, _ := strings.Cut(strings.TrimLeft(string(b), "\n"), "\n\n")
			h = strings.Join(strings.Fields(head), " ")
			title = strings.TrimSpace(strings.SplitN(strings.TrimLeft(rest, "\n"), "\n", 2)[0])
		}
		if h == "" {
			t.Errorf("%s: no text stored", doc)
			continue
		}
		if !strings.Contains(h, "Request for Comments: "+strconv.Itoa(r.Number)) {
			t.Errorf("%s: header %q", doc, h)
		}
		if title != r.Title {
			t.Errorf("%s: title %q, the RFC prints %q", doc, r.Title, title)
		}
		m := date.FindStringSubmatch(h)
		if m == nil || m[1] != r.Month || m[2] != strconv.Itoa(r.Year) {
			t.Errorf("%s: %s %d, the header reads %q", doc, r.Month, r.Year, h)
		}
		switch r.Status {
		case "Proposed Standard", "Internet Standard":
			if !strings.Contains(h, "Category: Standards Track") {
				t.Errorf("%s: %s, the header reads %q", doc, r.Status, h)
			}
			if (r.Status == "Internet Standard") != strings.Contains(h, "STD: ") {
				t.Errorf("%s: %s, and the header reads %q", doc, r.Status, h)
			}
		case "Historic":
			if !strings.Contains(h, "Category: Historic") {
				t.Errorf("%s: Historic, the header reads %q", doc, h)
			}
		}
	}
}

// TestRecordInHeaders holds RFC 1738's record to the later RFCs' own
// headers: each that obsoletes it says "Obsoletes: 1738", each that
// updates it "Updates: ... 1738 ...". RFC 1808's header names no RFC it
// updates; the RFC Editor's record alone says it updates RFC 1738.
func TestRecordInHeaders(t *testing.T) {
	rec := rfc1738.RFCRecord()
	if rec.Category != "Proposed Standard" || rec.Published != "December 1994" {
		t.Errorf("record %+v", rec)
	}
	names := regexp.MustCompile(`\b(Obsoletes|Updates): ([0-9, ]+)`)
	says := func(doc, rel string) bool {
		h := laterrfc.Header(doc)
		if doc == "RFC 3986" {
			b, err := os.ReadFile("../rfc3986/rfc3986.txt")
			if err != nil {
				t.Fatal(err)
			}
			head, _, _ := strings.Cut(strings.TrimLeft(string(b), "\n"), "\n\n")
			h = strings.Join(strings.Fields(head), " ")
		}
		for _, m := range names.FindAllStringSubmatch(h, -1) {
			if m[1] != rel {
				continue
			}
			for _, n := range strings.Split(m[2], ",") {
				if strings.TrimSpace(n) == "1738" {
					return true
				}
			}
		}
		return false
	}
	for _, r := range rec.ObsoletedBy {
		if doc := "RFC " + strconv.Itoa(r.Number); !says(doc, "Obsoletes") {
			t.Errorf("%s does not say it obsoletes RFC 1738: %q", doc, laterrfc.Header(doc))
		}
	}
	for _, r := range rec.UpdatedBy {
		if doc := "RFC " + strconv.Itoa(r.Number); r.Number != 1808 && !says(doc, "Updates") {
			t.Errorf("%s does not say it updates RFC 1738: %q", doc, laterrfc.Header(doc))
		}
	}
	if len(rec.ObsoletedBy) != 2 || len(rec.UpdatedBy) != 7 {
		t.Errorf("obsoleted by %d, updated by %d RFCs; the record names 2 and 7", len(rec.ObsoletedBy), len(rec.UpdatedBy))
	}
}
