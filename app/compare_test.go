package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// An htmlTag is one start tag of rendered HTML, with its attributes.
type htmlTag struct {
	name  string
	attrs map[string]string
}

var (
	tagRE  = regexp.MustCompile(`<([a-z0-9]+)((?:\s+[a-z-]+(?:="(?:[^"\\]|\\.)*")?)*)\s*>`)
	attrRE = regexp.MustCompile(`([a-z-]+)(?:=("(?:[^"\\]|\\.)*"))?`)
)

// tags lists the start tags of ui's HTML, in order.
func tags(t *testing.T, ui app.UI) []htmlTag {
	var out []htmlTag
	for _, m := range tagRE.FindAllStringSubmatch(app.HTMLString(ui), -1) {
		tag := htmlTag{name: m[1], attrs: map[string]string{}}
		for _, a := range attrRE.FindAllStringSubmatch(m[2], -1) {
			v := "true" // go-app writes an attribute whose value is "true" bare
			if a[2] != "" {
				var err error
				if v, err = strconv.Unquote(a[2]); err != nil {
					t.Fatalf("attribute %s: %v", a[0], err)
				}
			}
			tag.attrs[a[1]] = v
		}
		out = append(out, tag)
	}
	return out
}

// The table draws package compare's facts through the hooks: one row per
// field with data-differ and, when it differs, a [data-why] element; one
// cell per reader with data-absent or (written after rendering, from
// cellValues) data-value, and its span.
func TestCompareTableHooks(t *testing.T) {
	in := "http://Host:80/a#frag"
	res := parser.Parse(in, 0)
	web := compare.FromWHATWG(in, compare.Props{Href: "http://host/a#frag", Protocol: "http:", Hostname: "host", Pathname: "/a", Hash: "#frag"}, "")
	tab := compare.Compare(in, compare.FromRFC1738(res), compare.FromRFC3986(in), web, compare.FromGo(in))
	var rows []string
	cells := map[string]map[string]string{}
	whys := 0
	for _, tag := range tags(t, renderComparison(tab, false)) {
		a := tag.attrs
		switch {
		case tag.name == "tr" && a["data-field"] != "":
			rows = append(rows, a["data-field"]+"="+a["data-differ"])
		case tag.name == "td" && a["data-reader"] != "":
			cells[a["data-field"]+"/"+a["data-reader"]] = a
		case a["data-why"] != "":
			whys++
		}
	}
	if got := strings.Join(rows, " "); got != "scheme=false user=false password=false host=true port=true path=true query=false fragment=true" {
		t.Errorf("rows: %s", got)
	}
	if whys != 4 {
		t.Errorf("%d [data-why] elements, want 4 (host, port, path, fragment)", whys)
	}
	for _, v := range cellValues(tab.Readings, nil) {
		if v.present {
			cells[v.field+"/"+v.reader]["data-value"] = v.value
		}
	}
	for key, want := range map[string]string{
		"host/rfc1738": "Host", "host/whatwg": "host", "host/gonet": "Host",
		"port/rfc3986": "80", "port/whatwg": "", "path/rfc1738": "a#frag", "path/rfc3986": "/a",
		"fragment/rfc3986": "frag", "fragment/rfc1738": "", "query/gonet": "",
	} {
		c, ok := cells[key]
		switch {
		case !ok:
			t.Errorf("no cell %s", key)
		case want == "" && c["data-absent"] != "true":
			t.Errorf("cell %s: %v, want data-absent", key, c)
		case want != "" && c["data-value"] != want:
			t.Errorf("cell %s: data-value %q, want %q", key, c["data-value"], want)
		}
	}
	if c := cells["path/rfc3986"]; c["data-start"] != "14" || c["data-end"] != "16" {
		t.Errorf("path/rfc3986 span %s-%s, want 14-16", c["data-start"], c["data-end"])
	}
	if len(cells) != 8*4 {
		t.Errorf("%d cells, want 32", len(cells))
	}
}

// A reader that throws shows no cells, and its head says why.
func TestCompareTableRejected(t *testing.T) {
	in := "http://h:99999/"
	res := parser.Parse(in, 0)
	web := compare.FromWHATWG(in, compare.Props{}, "TypeError: Invalid URL")
	html := app.HTMLString(renderComparison(compare.Compare(in, compare.FromRFC1738(res), compare.FromRFC3986(in), web, compare.FromGo(in)), false))
	if !strings.Contains(html, "rejected") || !strings.Contains(html, "TypeError: Invalid URL") {
		t.Errorf("the browser's rejection is not shown:\n%s", html)
	}
	// The exact values are written in the browser only, never in HTML.
	if strings.Contains(html, "data-value") {
		t.Errorf("the rendered HTML holds data-value:\n%s", html)
	}
}

// Each differing row is followed by a row of its own with the same
// explanations across the table's width (a narrow table shows it instead
// of the last column); the head says only "rejected at byte N", and the
// list under the table says where and why each reader stops.
func TestCompareWhyRowsAndRejections(t *testing.T) {
	in := "http://Host:80/a#frag"
	res := parser.Parse(in, 0)
	web := compare.FromWHATWG(in, compare.Props{Href: "http://host/a#frag", Protocol: "http:", Hostname: "host", Pathname: "/a", Hash: "#frag"}, "")
	tab := compare.Compare(in, compare.FromRFC1738(res), compare.FromRFC3986(in), web, compare.FromGo(in))
	var seq []string // "field=differ" for a row, "why" for an explanation row
	for _, tag := range tags(t, renderComparison(tab, false)) {
		switch a := tag.attrs; {
		case tag.name == "tr" && a["data-field"] != "":
			seq = append(seq, a["data-field"]+"="+a["data-differ"])
		case tag.name == "tr" && strings.Contains(a["class"], "cmp-why-row"):
			seq = append(seq, "why")
		case tag.name == "td" && a["colspan"] != "":
			if a["colspan"] != "5" {
				t.Errorf("an explanation row spans %s columns, want 5", a["colspan"])
			}
		}
	}
	if got := strings.Join(seq, " "); got != "scheme=false user=false password=false host=true why port=true why path=true why query=false fragment=true why" {
		t.Errorf("rows: %s", got)
	}
	html := app.HTMLString(renderComparison(tab, false))
	for _, row := range tab.Rows {
		for i, w := range row.Why {
			if n := strings.Count(html, "<li>\n"+app.HTMLString(app.Text(w))+"\n<ul"); n != 2 {
				t.Errorf("%s: the explanation %.60q is shown %d times, want 2 (column and row)", row.Field, w, n)
			}
			// Each sentence it rests on is quoted with it, as text.
			for _, c := range row.Quotes[i] {
				if q := `<q class="cmp-quote">` + app.HTMLString(app.Text(c.Quote)) + `</q>`; strings.Count(html, q) < 2 {
					t.Errorf("%s: the quote %.60q of %s section %s is not shown with its explanation", row.Field, c.Quote, c.Doc, c.Section)
				}
			}
		}
		if len(row.Why) > 0 && len(row.Quotes) == 0 {
			t.Errorf("%s: explanations without their quotes", row.Field)
		}
	}

	r := tab.Reading(compare.RFC1738)
	if r.Accepted || r.At < 0 {
		t.Fatalf("RFC 1738 accepts %q", in)
	}
	head := app.HTMLString(verdictBadge(*r))
	if !strings.Contains(head, ">\u2717 rejected at byte "+strconv.Itoa(r.At)+"<") {
		t.Errorf("the head's verdict %s, want only where", head)
	}
	list := app.HTMLString(rejections(tab))
	if !strings.Contains(list, `data-reader="rfc1738"`) || !strings.Contains(list, "RFC 1738 (1994) rejects it at byte "+strconv.Itoa(r.At)) ||
		!strings.Contains(list, app.HTMLString(app.Text(readview.MessageHead(r.Why)+" \u2014 the diagnostics say it in full."))) {
		t.Errorf("the rejections under the table: %s", list)
	}
	all := compare.Compare("http://h/", compare.FromRFC1738(parser.Parse("http://h/", 0)), compare.FromRFC3986("http://h/"), compare.FromGo("http://h/"))
	if rejections(all) != nil {
		t.Error("a list of rejections when every reader accepts")
	}
}
