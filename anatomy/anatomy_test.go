package anatomy

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/internal/svgtext"
	"github.com/urlplayground/rfc1738-playground/parser"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// examples are the RFC's own example URLs and templates
// (parser/testdata/corpus/rfc1738-examples.txt), one or more of every
// scheme it defines.
func examples(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("../parser/testdata/corpus/rfc1738-examples.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := strconv.Unquote(line)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		out = append(out, s)
	}
	return out
}

// A drawnBracket is a bracket as the SVG text has it.
type drawnBracket struct {
	rule       string
	start, end int
	paths      []string // the d of each path in it
	labels     []string
}

// readSVG parses an SVG file strictly (it must be well-formed XML) and
// returns its brackets (g[data-rule]), its URL text and its stop.
func readSVG(t *testing.T, b []byte) (bs []drawnBracket, texts []string, stop string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	var cur *drawnBracket
	var inText, inURL bool
	for {
		tok, err := d.Token()
		if err != nil {
			if err.Error() == "EOF" {
				break
			}
			t.Fatalf("not well-formed XML: %v\n%s", err, b)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			attr := func(name string) string {
				for _, a := range tok.Attr {
					if a.Name.Local == name {
						return a.Value
					}
				}
				return ""
			}
			if tok.Name.Local == "style" {
				t.Errorf("the figure has a style element")
			}
			for _, a := range tok.Attr {
				if a.Name.Local == "style" || a.Name.Local == "class" {
					t.Errorf("<%s> has a %s attribute: presentation attributes only", tok.Name.Local, a.Name.Local)
				}
			}
			switch {
			case tok.Name.Local == "g" && attr("data-rule") != "":
				s, err1 := strconv.Atoi(attr("data-start"))
				e, err2 := strconv.Atoi(attr("data-end"))
				if err1 != nil || err2 != nil {
					t.Fatalf("bracket %v without a span", tok.Attr)
				}
				bs = append(bs, drawnBracket{rule: attr("data-rule"), start: s, end: e})
				cur = &bs[len(bs)-1]
			case tok.Name.Local == "g" && attr("data-stop") != "":
				stop = attr("data-stop")
			case tok.Name.Local == "path" && cur != nil:
				cur.paths = append(cur.paths, attr("d"))
			case tok.Name.Local == "text":
				inText = true
				inURL = attr("font-size") == strconv.Itoa(urlSize)
			}
		case xml.EndElement:
			if tok.Name.Local == "g" {
				cur = nil
			}
			if tok.Name.Local == "text" {
				inText, inURL = false, false
			}
		case xml.CharData:
			switch {
			case inURL:
				texts = append(texts, string(tok))
			case inText && cur != nil:
				cur.labels = append(cur.labels, string(tok))
			}
		}
	}
	return bs, texts, stop
}

func svgOf(t *testing.T, input string, o Options) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := SVG(&b, input, o); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// groupingSpans are the spans of the trace's grouping rules: login,
// hostport, fieldspec and the production, by rule.
func groupingSpans(r *parser.Result) map[string][][2]int {
	m := map[string][][2]int{}
	r.Trace.Walk(func(n *parser.Node, depth int) bool {
		if n.Tried {
			return false
		}
		if grouping(n.Rule, r.Production) {
			m[n.Rule.String()] = append(m[n.Rule.String()], [2]int{int(n.Start), int(n.End)})
		}
		return true
	})
	return m
}

// TestBracketsAreTheParts: for every example of the RFC, the figure's
// brackets are the parts, each exactly once at its span, plus the
// derivation's grouping rules (login, hostport, fieldspec, the
// production) at their spans; each labelled with its rule.
func TestBracketsAreTheParts(t *testing.T) {
	schemes := map[string]bool{}
	for _, in := range examples(t) {
		r := parser.Parse(in, parser.Trace)
		schemes[r.Production] = true
		bs, _, _ := readSVG(t, svgOf(t, in, Options{}))
		type key struct {
			rule       string
			start, end int
		}
		drawn := map[key]int{}
		for _, b := range bs {
			drawn[key{b.rule, b.start, b.end}]++
			want := b.rule
			if len(b.labels) == 0 || b.labels[0] != want {
				t.Errorf("%q: bracket %s [%d,%d) is labelled %q", in, b.rule, b.start, b.end, b.labels)
			}
		}
		for _, p := range r.Parts {
			k := key{p.Rule.String(), int(p.Start), int(p.End)}
			if drawn[k] == 0 {
				t.Errorf("%q: part %s [%d,%d) %q has no bracket", in, p.Rule, p.Start, p.End, r.Text(p))
				continue
			}
			drawn[k]--
		}
		groups := groupingSpans(r)
		for k, n := range drawn {
			if n == 0 {
				continue
			}
			found := false
			for _, s := range groups[k.rule] {
				found = found || s == [2]int{k.start, k.end}
			}
			if !found || n > 1 {
				t.Errorf("%q: %d bracket(s) %s [%d,%d) that are neither a part nor a grouping of the derivation", in, n, k.rule, k.start, k.end)
			}
		}
		// The brackets that group parts are there.
		for _, rule := range []string{"login", "hostport"} {
			for _, s := range groups[rule] {
				if drawn[key{rule, s[0], s[1]}] == 0 && !spanOfAnother(bs, rule, s) {
					t.Errorf("%q: no %s bracket at [%d,%d)", in, rule, s[0], s[1])
				}
			}
		}
	}
	for _, p := range []string{"ftpurl", "httpurl", "gopherurl", "mailtourl", "newsurl", "nntpurl", "telneturl", "waisurl", "fileurl", "prosperourl"} {
		if !schemes[p] {
			t.Errorf("no example of %s", p)
		}
	}
}

// spanOfAnother reports whether a bracket other than rule has span s: a
// grouping is not drawn again where it would repeat one.
func spanOfAnother(bs []drawnBracket, rule string, s [2]int) bool {
	for _, b := range bs {
		if b.rule != rule && b.start == s[0] && b.end == s[1] {
			return true
		}
	}
	return false
}

// pathRe reads a closed piece of a bracket: a tick up, the line, a tick up.
var pathRe = regexp.MustCompile(`^M(\d+) (\d+)V(\d+)H(\d+)V(\d+)$`)

// TestBracketsSitUnderTheirText: on a one-line figure each closed bracket
// runs from its first character's left edge to its last one's right edge
// (less the inset that keeps neighbours apart), and brackets that hold
// others are drawn lower.
func TestBracketsSitUnderTheirText(t *testing.T) {
	for _, in := range []string{
		"ftp://user:pass@host.dom:21/pub/file.txt;type=a",
		"http://host.dom:80/path/file.html?search",
		"gopher://host.dom/7search-engine%09query%20words",
		"prospero://host.dom/pros/name;f1=v1;f2=v2",
		"news:unique@full.domain.name",
	} {
		bs, _, _ := readSVG(t, svgOf(t, in, Options{Columns: MaxColumns}))
		y := map[int]int{}
		for i, b := range bs {
			if len(b.paths) != 1 {
				t.Errorf("%q: %s has %d paths, want 1", in, b.rule, len(b.paths))
				continue
			}
			m := pathRe.FindStringSubmatch(b.paths[0])
			if m == nil {
				t.Errorf("%q: %s is not a closed bracket: %q", in, b.rule, b.paths[0])
				continue
			}
			x0, _ := strconv.Atoi(m[1])
			x1, _ := strconv.Atoi(m[4])
			y[i], _ = strconv.Atoi(m[3])
			if want0, want1 := margin+b.start*cellW+inset, margin+b.end*cellW-inset; x0 != want0 || x1 != want1 {
				t.Errorf("%q: %s [%d,%d) drawn from x=%d to %d, want %d to %d", in, b.rule, b.start, b.end, x0, x1, want0, want1)
			}
		}
		for i, a := range bs {
			for j, b := range bs {
				if i != j && a.start <= b.start && b.end <= a.end && (a.start != b.start || a.end != b.end || i < j) && y[i] <= y[j] {
					t.Errorf("%q: %s [%d,%d) holds %s [%d,%d) but is drawn at y=%d, not below %d", in, a.rule, a.start, a.end, b.rule, b.start, b.end, y[i], y[j])
				}
			}
		}
	}
}

// TestNesting: the levels follow the BNF's nesting: login holds user,
// password and hostport; hostport holds host and port; the production
// holds everything.
func TestNesting(t *testing.T) {
	r := parser.Parse("ftp://user:pass@host.dom:21/pub/file.txt;type=a", parser.Trace)
	level := map[string]int{}
	for _, b := range Brackets(r) {
		level[b.Rule] = b.Level
	}
	for _, c := range [][2]string{
		{"login", "user"}, {"login", "password"}, {"login", "hostport"},
		{"hostport", "host"}, {"hostport", "port"}, {"fpath", "fsegment"},
		{"ftpurl", "login"}, {"ftpurl", "fpath"}, {"ftpurl", "ftptype"}, {"ftpurl", "scheme"},
	} {
		if level[c[0]] <= level[c[1]] {
			t.Errorf("%s at level %d is not below %s at level %d", c[0], level[c[0]], c[1], level[c[1]])
		}
	}
	// Parts side by side share a level.
	if level["user"] != 0 || level["host"] != 0 || level["scheme"] != 0 || level["ftptype"] != 0 {
		t.Errorf("levels %v: the innermost parts should sit just under the text", level)
	}
	// Without a user, login would repeat hostport's span: one bracket;
	// without a port, hostport would repeat host's (TestBracketsAreTheParts)
	n := 0
	for _, b := range Brackets(parser.Parse("ftp://host.dom:21/x", parser.Trace)) {
		if b.Rule == "login" || b.Rule == "hostport" {
			n++
			if b.Rule != "hostport" {
				t.Errorf("ftp://host.dom:21/x: the bracket of the span host.dom:21 is %s, want hostport", b.Rule)
			}
		}
	}
	if n != 1 {
		t.Errorf("ftp://host.dom:21/x: %d login/hostport brackets, want 1", n)
	}
}

// TestEscaping: user text is escaped wherever it goes (the title, the
// description, the URL's text), and characters that would not show, or
// would reorder the text, are drawn as boxes.
func TestEscaping(t *testing.T) {
	in := "http://h/<script>alert(1)</script>&amp;\"'\t\u202Eab\xff ]]>"
	b := svgOf(t, in, Options{})
	if bytes.Contains(b, []byte("<script")) || bytes.Contains(b, []byte("]]>")) {
		t.Errorf("unescaped user text in the SVG:\n%s", b)
	}
	var doc struct {
		Title string `xml:"title"`
		Desc  string `xml:"desc"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc.Title, "<script>alert(1)</script>&amp;\"'") {
		t.Errorf("title %q does not hold the URL's text", doc.Title)
	}
	_, texts, _ := readSVG(t, b)
	got := strings.Join(texts, "")
	// The tab, U+202E and the byte 0xFF are boxes, the space a "␣".
	if want := "http://h/<script>alert(1)</script>&amp;\"'ab\u2423]]>"; got != want {
		t.Errorf("the URL's text is %q, want %q", got, want)
	}
	for _, box := range []string{">09<", ">20<", ">2E<", ">FF<"} {
		if !bytes.Contains(b, []byte(box)) {
			t.Errorf("no box %s in\n%s", box, b)
		}
	}
}

// TestDeterministic: the same input gives the same bytes, and a figure
// pinned in testdata has not changed (go test -update rewrites it).
func TestDeterministic(t *testing.T) {
	for _, in := range examples(t) {
		a, b := svgOf(t, in, Options{}), svgOf(t, in, Options{})
		if !bytes.Equal(a, b) {
			t.Errorf("%q: two drawings differ", in)
		}
	}
	const golden = "testdata/ftp.svg"
	got := svgOf(t, "ftp://myname@host.dom/%2Fetc/motd;type=a", Options{})
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the figure differs from %s (go test ./anatomy -update rewrites it):\n%s", golden, got)
	}
}

// TestStop: a rejected URL is drawn as far as it was read, with the stop
// marked where the grammar stops and labelled with what it expected.
func TestStop(t *testing.T) {
	for _, c := range []struct {
		in, stop, label, head string
	}{
		// Section 3.3: httpurl has no login.
		{"http://a:b@host/", "9", "stop: expected digit", "not valid: httpurl stops at byte 9"},
		// No ":" after the scheme: not a URL.
		{"hello", "5", "stop: expected", "not a URL: stops at byte 5"},
		// Section 2.2: a space is unsafe.
		{"http://ho st/x", "9", "stop: expected", "not valid: httpurl stops at byte 9"},
	} {
		b := svgOf(t, c.in, Options{})
		bs, _, stop := readSVG(t, b)
		if stop != c.stop {
			t.Errorf("%q: data-stop %q, want %q", c.in, stop, c.stop)
		}
		if !bytes.Contains(b, []byte(">"+c.head+"<")) {
			t.Errorf("%q: no heading %q", c.in, c.head)
		}
		if !bytes.Contains(b, []byte(">"+c.label)) {
			t.Errorf("%q: no label %q", c.in, c.label)
		}
		r := parser.Parse(c.in, parser.Trace)
		if len(bs) < len(r.Parts) {
			t.Errorf("%q: %d brackets for %d parts: a rejected URL's parts are drawn too", c.in, len(bs), len(r.Parts))
		}
	}
	// A valid URL has no stop.
	if _, _, stop := readSVG(t, svgOf(t, "http://host/", Options{})); stop != "" {
		t.Errorf("a valid URL has a stop at %s", stop)
	}
}

// TestWrapping: a long URL is broken into lines of at most Columns
// characters, at the last part's edge in the line's second half if it has
// one;
// a bracket across a break is open there.
func TestWrapping(t *testing.T) {
	in := "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt"
	_, texts, _ := readSVG(t, svgOf(t, in, Options{}))
	if want := []string{"ftp://ds.internic.net/internet-drafts/", "draft-ietf-uri-irl-fun-req-02.txt"}; fmt.Sprint(texts) != fmt.Sprint(want) {
		t.Errorf("%q is drawn as the lines %q, want %q", in, texts, want)
	}
	for cols := MinColumns; cols <= 30; cols++ {
		r := parser.Parse(in, parser.Trace)
		bs, texts, _ := readSVG(t, svgOf(t, in, Options{Columns: cols}))
		if strings.Join(texts, "") != in {
			t.Fatalf("columns %d: lines %q do not make the URL", cols, texts)
		}
		edges := map[int]bool{}
		for _, b := range Brackets(r) {
			edges[b.Start], edges[b.End] = true, true
		}
		at := 0
		for i, line := range texts {
			if len(line) > cols {
				t.Errorf("columns %d: line %q is longer", cols, line)
			}
			// The last edge in the line's second half, if any.
			want := -1
			for k := at + cols; k > at+cols/2; k-- {
				if edges[k] {
					want = k
					break
				}
			}
			at += len(line)
			if i < len(texts)-1 && want >= 0 && at != want {
				t.Errorf("columns %d: a break at byte %d, not at the part's edge at %d", cols, at, want)
			}
		}
		for _, b := range bs {
			var open int
			for _, d := range b.paths {
				if strings.HasPrefix(d, "M") && !pathRe.MatchString(d) && !strings.Contains(d, "L") {
					open++
				}
			}
			crosses := 0
			at := 0
			for _, line := range texts[:len(texts)-1] {
				at += len(line)
				if b.start < at && at < b.end {
					crosses++
				}
			}
			// Each break a bracket crosses leaves two open ends: a
			// dashed run and the bracket's open side, on each line.
			if crosses > 0 && open < 2*crosses {
				t.Errorf("columns %d: %s [%d,%d) crosses %d breaks but has %d open pieces: %q", cols, b.rule, b.start, b.end, crosses, open, b.paths)
			}
			if crosses == 0 && len(b.paths) != 1 {
				t.Errorf("columns %d: %s [%d,%d) is on one line but drawn in %d pieces", cols, b.rule, b.start, b.end, len(b.paths))
			}
		}
	}
}

// TestLongInput: past MaxBytes the figure stops, says so, and draws the
// brackets that run on as open.
func TestLongInput(t *testing.T) {
	in := "http://h/" + strings.Repeat("abcdefghi/", 300)
	b := svgOf(t, in, Options{})
	bs, texts, _ := readSVG(t, b)
	if n := len(strings.Join(texts, "")); n != MaxBytes {
		t.Errorf("%d bytes drawn, want %d", n, MaxBytes)
	}
	if !bytes.Contains(b, []byte("the first 1024 bytes are drawn; "+strconv.Itoa(len(in)-MaxBytes)+" more are not")) {
		t.Errorf("no note of the bytes not drawn")
	}
	for _, x := range bs {
		if x.start >= MaxBytes {
			t.Errorf("a bracket %s starts at %d, past the drawn text", x.rule, x.start)
		}
	}
}

// FuzzDraw: any input gives a well-formed SVG with one bracket per part
// that starts in the drawn text, each at its part's span, and no style.
func FuzzDraw(f *testing.F) {
	for _, s := range []string{"http://a:b@host/", "ftp://@h/;type=a", "gopher://h/1a%09%09+", "\xff\u202e ", "news:*", "x:", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := parser.Parse(in, parser.Trace)
		var b bytes.Buffer
		if err := WriteSVG(&b, Draw(r, Options{Columns: 16})); err != nil {
			t.Fatal(err)
		}
		bs, _, _ := readSVG(t, b.Bytes())
		want := 0
		for _, p := range r.Parts {
			if int(p.Start) < drawnLen(in) || p.Start == p.End && int(p.Start) == len(in) {
				want++
			}
		}
		parts := 0
		for _, x := range bs {
			for _, p := range r.Parts {
				if p.Rule.String() == x.rule && int(p.Start) == x.start && int(p.End) == x.end {
					parts++
					break
				}
			}
		}
		if parts < want {
			t.Errorf("%q: %d of %d parts have a bracket", in, parts, want)
		}
	})
}

// TestColumnsFor: a figure drawn with ColumnsFor(w) columns has lines of
// URL that fit w pixels at the figure's own size.
func TestColumnsFor(t *testing.T) {
	if got := ColumnsFor(10000); got != DefaultColumns {
		t.Errorf("ColumnsFor(10000) = %d, want DefaultColumns", got)
	}
	if got := ColumnsFor(100); got != MinColumns {
		t.Errorf("ColumnsFor(100) = %d, want MinColumns", got)
	}
	in := "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt"
	for w := MinColumns*cellW + 2*margin; w < 1000; w += 7 {
		cols := ColumnsFor(w)
		_, texts, _ := readSVG(t, svgOf(t, in, Options{Columns: cols}))
		for _, line := range texts {
			if right := margin + len(line)*cellW + margin; right > w {
				t.Errorf("width %d: %d columns; the line %q reaches %d", w, cols, line, right)
			}
		}
		if ColumnsFor(w+cellW) == cols && cols < DefaultColumns {
			t.Errorf("width %d holds %d columns, and so does %d", w, cols, w+cellW)
		}
	}
}

// TestTextInsideFigure: every text of the figure (the labels, the stop's
// label, the head line, the notes), measured as wide as its characters'
// advance, lies inside the figure, for every example of the RFC at the
// widths the page draws (a phone's 12 columns to the file's 48) and
// wider: a label moved left to keep out of its neighbour's way once
// started 26 px before the figure's left edge, where the page clips it.
func TestTextInsideFigure(t *testing.T) {
	for _, in := range append(examples(t), "prospero://host.dom/pros/name;f1=v1;f2=v2", "http://user:pass@host.dom:8080/a b/c.html?q") {
		r := parser.Parse(in, parser.Trace)
		for _, cols := range []int{MinColumns, 20, 32, DefaultColumns, 80} {
			fig := Draw(r, Options{Columns: cols})
			width, _ := strconv.Atoi(fig.Attr("width"))
			fig.Walk(func(e *Elem) {
				x, err := strconv.Atoi(e.Attr("x"))
				if e.Tag != "text" || err != nil { // the URL's text has one x per character
					return
				}
				size, _ := strconv.Atoi(e.Attr("font-size"))
				w := svgtext.Width(e.Text, size)
				x0 := x
				switch e.Attr("text-anchor") {
				case "middle":
					x0 = x - w/2
				case "end":
					x0 = x - w
				}
				if x0 < 0 || x0+w > width {
					t.Errorf("%q at %d columns: %q spans %d to %d of a figure %d wide", in, cols, e.Text, x0, x0+w, width)
				}
			})
		}
	}
}
