package railroad

import (
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/urlplayground/rfc1738-playground/parser"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// textTokens lists the names and literals of a rule's BNF text in order,
// read from the text by a scan of its own: what the diagram's boxes must be.
func textTokens(text string) []string {
	body := text[strings.IndexByte(text, '=')+1:]
	var out []string
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c == ';':
			for i < len(body) && body[i] != '\n' {
				i++
			}
		case strings.HasPrefix(body[i:], `<">`):
			out = append(out, `lit:"`)
			i += 2
		case c == '"':
			j := strings.IndexByte(body[i+1:], '"')
			out = append(out, "lit:"+body[i+1:i+1+j])
			i += j + 1
		case c == '/':
			out = append(out, "lit:/")
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			j := i
			for j < len(body) && isNameByte(body[j]) {
				j++
			}
			out = append(out, "ref:"+body[i:j])
			i = j - 1
		}
	}
	return out
}

// boxes lists a diagram's boxes in document order.
func boxes(e *Elem) []string {
	var out []string
	e.Walk(func(x *Elem) {
		if x.Tag != "g" || !strings.Contains(x.Attr("class"), "rr-box") {
			return
		}
		if r := x.Attr("data-rule"); r != "" {
			out = append(out, "ref:"+r)
		} else {
			out = append(out, "lit:"+x.Attr("data-literal"))
		}
	})
	return out
}

func TestEveryRuleHasItsBoxes(t *testing.T) {
	rules := parser.Rules()
	if len(rules) < 60 {
		t.Fatalf("only %d rules", len(rules))
	}
	for _, pr := range rules {
		r := RFC().Lookup(pr.Name)
		if r == nil {
			t.Errorf("rule %s not read", pr.Name)
			continue
		}
		got, want := boxes(Draw(r, nil, nil)), textTokens(pr.Text)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%s: boxes\n%v\nwant the rule's terminals and nonterminals\n%v", pr.Name, got, want)
		}
	}
}

func TestGoldenSVG(t *testing.T) {
	for _, name := range []string{"hostport", "ftpurl", "hsegment", "lowalpha"} {
		var b bytes.Buffer
		if ok, err := RuleSVG(&b, name); !ok || err != nil {
			t.Fatalf("%s: %v %v", name, ok, err)
		}
		golden(t, filepath.Join("testdata", name+".svg"), b.Bytes())
	}
}

func golden(t *testing.T, file string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./railroad -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output; got:\n%s", file, got)
	}
}

// svg11 lists, for each element a diagram's file may hold, the attributes
// the SVG 1.1 DTD gives it that a diagram uses (core: id, xml:space;
// style: class; graphics: the element's own geometry and presentation
// attributes; xlink:href on a). No <style>: the site's policy refuses it.
var svg11 = map[string][]string{
	"svg":   {"xmlns", "xmlns:xlink", "version", "class", "viewBox", "width", "height", "id"},
	"title": {"id", "class"},
	"desc":  {"id", "class"},
	"g":     {"class", "id"},
	"a":     {"xlink:href", "class", "id"},
	"path":  {"d", "class", "id", "fill", "stroke", "stroke-width"},
	"rect":  {"x", "y", "width", "height", "rx", "ry", "class", "id", "fill", "stroke", "stroke-width"},
	"text":  {"x", "y", "class", "id", "font-family", "font-size", "text-anchor", "fill"},
}

// painted lists the presentation attributes each drawn element of a file
// must carry: without them a browser draws it with SVG's defaults (black
// fill, no stroke), which is what a <style> element the site's policy
// refuses leaves.
var painted = map[string][]string{
	"path": {"fill", "stroke", "stroke-width"},
	"rect": {"fill", "stroke"},
	"text": {"font-family", "font-size", "fill"},
}

// TestStandaloneSVGIsValid parses every rule's file as XML and checks that
// it is SVG 1.1: the SVG namespace and version="1.1", only elements and
// attributes of the SVG 1.1 DTD (no data-*, no ARIA, no script, no event
// attributes, no style attributes, no <style> element), a title, a desc
// (the BNF line), a background, every shape painted with presentation
// attributes, and every link to another rule's file.
func TestStandaloneSVGIsValid(t *testing.T) {
	for _, r := range RFC().Rules {
		var b bytes.Buffer
		if _, err := RuleSVG(&b, r.Name); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(b.String(), `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" `) {
			t.Errorf("%s: starts %.160q", r.Name, b.String())
		}
		d := xml.NewDecoder(bytes.NewReader(b.Bytes()))
		d.Strict = true
		var tags []string
		var desc string
		inDesc := false
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", r.Name, err)
			}
			switch x := tok.(type) {
			case xml.StartElement:
				tags = append(tags, x.Name.Local)
				inDesc = x.Name.Local == "desc"
				if x.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("%s: <%s> in namespace %q", r.Name, x.Name.Local, x.Name.Space)
				}
				allowed, ok := svg11[x.Name.Local]
				if !ok {
					t.Errorf("%s: element <%s>", r.Name, x.Name.Local)
				}
				for _, a := range x.Attr {
					name := a.Name.Local
					switch a.Name.Space {
					case "xmlns":
						name = "xmlns:" + name
					case "http://www.w3.org/1999/xlink":
						name = "xlink:" + name
					}
					if !slices.Contains(allowed, name) {
						t.Errorf("%s: <%s %s>: not an SVG 1.1 attribute of <%s>", r.Name, x.Name.Local, name, x.Name.Local)
					}
					if name == "xlink:href" {
						target := strings.TrimSuffix(a.Value, ".svg")
						if RFC().Lookup(target) == nil || a.Value != FileName(target) {
							t.Errorf("%s: link to %q", r.Name, a.Value)
						}
					}
				}
				for _, name := range painted[x.Name.Local] {
					if attr(x, name) == "" {
						t.Errorf("%s: <%s> without %s: drawn with SVG's default paint", r.Name, x.Name.Local, name)
					}
				}
				if x.Name.Local == "svg" && attr(x, "version") != "1.1" {
					t.Errorf("%s: root %v", r.Name, x)
				}
			case xml.CharData:
				if inDesc {
					desc += string(x)
				}
			case xml.EndElement:
				inDesc = false
			}
		}
		if len(tags) < 4 || tags[0] != "svg" || tags[1] != "title" || tags[2] != "desc" || tags[3] != "rect" {
			t.Errorf("%s: starts %v", r.Name, tags)
		}
		if desc != BNFLine(r) || !strings.HasPrefix(desc, r.Name+" = ") {
			t.Errorf("%s: desc %q, want the BNF line %q", r.Name, desc, BNFLine(r))
		}
		if strings.Contains(b.String(), "<style") {
			t.Errorf("%s: a <style> element, which the site's style-src 'self' refuses", r.Name)
		}
	}
}

func attr(x xml.StartElement, name string) string {
	for _, a := range x.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func TestBNFLine(t *testing.T) {
	for name, want := range map[string]string{
		"urlpath":     "urlpath = *xchar",
		"punctuation": `punctuation = "<" | ">" | "#" | "%" | <">`,
		"user":        `user = *[ uchar | ";" | "?" | "&" | "=" ]`,
		"url":         "url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl",
	} {
		if got := BNFLine(RFC().Lookup(name)); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}

// stepInputs are the inputs whose step lists are golden dumps.
var stepInputs = map[string]string{
	"http-valid":    "http://www.example.edu/~student/notes.html?q=rfc+1738",
	"http-tilde":    "http://host/~x",
	"http-port":     "http://host:8x/",
	"hostnumber":    "http://1.2.3.4/",
	"ftp-type":      "ftp://user@host/a;type=x",
	"gopher":        "gopher://host/1sel%09search",
	"news-article":  "news:abc@host",
	"mailto-empty":  "mailto:",
	"generic-upper": "X-Y:foo",
	"no-scheme":     "www.example.com",
}

func TestGoldenSteps(t *testing.T) {
	for name, in := range stepInputs {
		res := parser.Parse(in, parser.Trace)
		steps, truncated := RFC().ReadResult(res).Steps(10000, Expected(res))
		if truncated {
			t.Fatalf("%s: truncated", name)
		}
		last := steps[len(steps)-1]
		switch {
		case res.Valid && (last.Kind != "done" || last.Pos != len(in)):
			t.Errorf("%s: valid, but the last step is %+v", name, last)
		case !res.Valid && (last.Kind != "stop" || last.Pos != res.Failure.Pos):
			t.Errorf("%s: the parser stops at %d, the last step is %+v", name, res.Failure.Pos, last)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "input %q\nproduction %s valid %v\n", in, res.Production, res.Valid)
		for i, s := range steps {
			fmt.Fprintf(&b, "%d pos=%d rule=%s node=%d %s: %s\n", i, s.Pos, s.Rule(), s.Node, s.Kind, s.Text)
		}
		golden(t, filepath.Join("testdata", "steps", name+".txt"), []byte(b.String()))
	}
}

// TestStepsEndWhereTheParserStops runs the step-through over every corpus
// input: its last step is where Result.Failure says the grammar stopped, or
// the end of a valid input.
func TestStepsEndWhereTheParserStops(t *testing.T) {
	n := 0
	for _, in := range append(corpusInputs(t), extraInputs...) {
		res := parser.Parse(in, 0)
		steps, _ := RFC().ReadResult(res).Steps(1<<20, Expected(res))
		last := steps[len(steps)-1]
		want := len(in)
		if !res.Valid {
			want = res.Failure.Pos
		}
		if last.Pos != want {
			t.Errorf("%q: last step at %d, want %d", in, last.Pos, want)
		}
		n++
	}
	if n < 300 {
		t.Errorf("only %d inputs", n)
	}
}

func TestStepLimit(t *testing.T) {
	in := "http://host/" + strings.Repeat("a", 500)
	steps, truncated := RFC().ReadInput("httpurl", in).Steps(100, nil)
	if len(steps) != 100 || !truncated {
		t.Errorf("%d steps, truncated %v", len(steps), truncated)
	}
}

// litApp returns the light of the first application of rule in rd.
func litApp(rd *Reading, rule string) (*Light, *Match) {
	var found *Match
	var walk func(m *Match)
	walk = func(m *Match) {
		if found != nil {
			return
		}
		if m.Node.Kind == Ref && m.Rule.Name == rule {
			found = m
			return
		}
		for _, s := range m.Subs {
			walk(s)
		}
	}
	walk(rd.Top)
	if found == nil {
		return nil, nil
	}
	return LightApp(found, rd.Input, rd.Trailing && found == rd.Top), found
}

func TestLitDiagram(t *testing.T) {
	g := RFC()
	rd := g.ReadInput("httpurl", "http://host/~x")
	l, app := litApp(rd, "httpurl")
	svg := Draw(app.Rule, l, nil)
	taken := map[string]string{}
	stops := 0
	svg.Walk(func(e *Elem) {
		if e.Attr("data-taken") == "true" && e.Tag == "g" {
			taken[e.Attr("data-rule")+e.Attr("data-literal")] = e.Kids[len(e.Kids)-1].Text
		}
		if e.Attr("data-stop") != "" {
			stops++
			if e.Attr("data-stop") != "12" {
				t.Errorf("stop at %s", e.Attr("data-stop"))
			}
		}
	})
	for box, text := range map[string]string{"http://": "http://", "hostport": "host", "/": "/", "hpath": ""} {
		if got, ok := taken[box]; !ok || (text != "" && got != text) {
			t.Errorf("box %s: taken %v, labelled %q, want %q", box, ok, got, text)
		}
	}
	if _, ok := taken["search"]; ok {
		t.Error("search lit")
	}
	if stops != 1 {
		t.Errorf("%d stop marks", stops)
	}

	// A port that is not digits: the stop is in port, at its digits.
	rd = g.ReadInput("httpurl", "http://host:x")
	l, app = litApp(rd, "port")
	var stop string
	Draw(app.Rule, l, nil).Walk(func(e *Elem) {
		if e.Attr("data-stop") != "" {
			stop = e.Attr("data-rule") + "@" + e.Attr("data-stop")
		}
	})
	if stop != "digits@12" {
		t.Errorf("port's stop: %q", stop)
	}

	// A loop shows its rounds.
	rd = g.ReadInput("httpurl", "http://host/abc")
	l, app = litApp(rd, "hsegment")
	rounds := ""
	Draw(app.Rule, l, nil).Walk(func(e *Elem) {
		if e.Attr("data-rounds") != "" {
			rounds = e.Attr("data-rounds") + " " + e.Text
		}
	})
	if rounds != "3 0 or more, 3 taken" {
		t.Errorf("rounds %q", rounds)
	}
}

// TestOddInputs: no panic, and a bounded time, on inputs of any bytes.
func TestOddInputs(t *testing.T) {
	for _, in := range []string{"", "\x00", "\xff\xfe", "http://\x00/", "http://h/<script>", "http://" + strings.Repeat("a.", 2000) + "b/",
		"gopher://h/" + strings.Repeat("%09", 1300), "ftp://" + strings.Repeat("@", 3000), "news:" + strings.Repeat("a", 4000),
		"http://h/" + strings.Repeat("a/", 2000), "news:" + strings.Repeat("a", 20000)} {
		res := parser.Parse(in, 0)
		t0 := time.Now()
		rd := RFC().ReadResult(res)
		steps, _ := rd.Steps(100000, nil)
		if d := time.Since(t0); d > 5*time.Second {
			t.Errorf("%.20q: %v", in, d)
		}
		if len(steps) == 0 && !rd.GaveUp {
			t.Errorf("%.20q: no steps", in)
		}
	}
}

// TestLongOrdinaryInputs: URLs of up to InputLimit bytes that people write
// are read within the budget.
func TestLongOrdinaryInputs(t *testing.T) {
	seg := "/some-dir_name.v2/%7Euser/file.html"
	for _, in := range []string{
		"http://www.example.com" + strings.Repeat(seg, 100) + "?q=" + strings.Repeat("a+b%20", 80),
		"ftp://user:pass@ftp.example.com:21" + strings.Repeat(seg, 110) + ";type=i",
		"http://" + strings.Repeat("label-1.", 500) + "com/",
		"gopher://host:70/1" + strings.Repeat("a/", 1000) + "%09search%09plus",
		"x-custom+scheme:" + strings.Repeat("//a@b:c/?", 400),
		"prospero://h/" + strings.Repeat("p/", 500) + strings.Repeat(";a=b", 400),
	} {
		if len(in) > InputLimit {
			in = in[:InputLimit]
		}
		res := parser.Parse(in, 0)
		prod := res.Production
		t0 := time.Now()
		rd := RFC().ReadInput(prod, in)
		if rd.GaveUp {
			t.Errorf("%.30q (%d bytes): gave up", in, len(in))
			continue
		}
		steps, _ := rd.Steps(1<<20, nil)
		t.Logf("%.30q: %d bytes, %d steps, %v", in, len(in), len(steps), time.Since(t0))
		if rd.Valid != res.Valid {
			t.Errorf("%.30q: valid %v, parser %v", in, rd.Valid, res.Valid)
		}
	}
}

// isNameByte reports whether c may appear in a rule name ("gopher+_string").
func isNameByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '+' || c == '_'
}
