package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/compare"
	"github.com/urlplayground/rfc1738-playground/parser"
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
	for _, tag := range tags(t, renderComparison(tab)) {
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
	for _, v := range cellValues(tab, nil) {
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
	html := app.HTMLString(renderComparison(compare.Compare(in, compare.FromRFC1738(res), compare.FromRFC3986(in), web, compare.FromGo(in))))
	if !strings.Contains(html, "rejected") || !strings.Contains(html, "TypeError: Invalid URL") {
		t.Errorf("the browser's rejection is not shown:\n%s", html)
	}
	// The exact values are written in the browser only, never in HTML.
	if strings.Contains(html, "data-value") {
		t.Errorf("the rendered HTML holds data-value:\n%s", html)
	}
}
