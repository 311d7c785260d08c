package main

import (
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"golang.org/x/net/html"

	"github.com/urlplayground/rfc1738-playground/parser"

	"github.com/urlplayground/rfc1738-playground/internal/readview"
)

// mount renders c as the page would and returns it; the caller closes d.
func mount(t *testing.T, c app.Composer) app.ClientDispatcher {
	t.Helper()
	d := app.NewClientTester(c)
	t.Cleanup(d.Close)
	return d
}

// noop stands for an event handler: TestMatch checks that one is set.
func noop(app.Context, app.Event) {}

func match(t *testing.T, tree app.UI, path []int, want app.UI) {
	t.Helper()
	if err := app.TestMatch(tree, app.TestUIDescriptor{Path: path, Expected: want}); err != nil {
		t.Errorf("at %v: %v", path, err)
	}
}

func TestVerdictValid(t *testing.T) {
	// A hand-made Result: the view shows what the parser says, nothing more.
	// data-length and data-reading say which input and which reading it
	// is for (a test waits for both).
	v := &verdictView{IResult: &parser.Result{Input: "http://a/", Scheme: "http", Production: "httpurl", Valid: true}, IReading: 3}
	mount(t, v)
	match(t, v, app.TestPath(0), app.Div().ID("verdict").Class("verdict valid").
		DataSet("valid", true).DataSet("production", "httpurl").DataSet("length", 9).DataSet("reading", 3))
	match(t, v, app.TestPath(0, 0, 0, 0), app.Text("\u2713 Valid"))
	match(t, v, app.TestPath(0, 0, 2, 0), app.Text("as httpurl: the production matches all 9 bytes of the input."))
	// What screen readers hear once typing pauses (#verdict-announce).
	if got, want := readview.VerdictText(v.IResult), "\u2713 Valid as httpurl: the production matches all 9 bytes of the input."; got != want {
		t.Errorf("verdictText = %q, want %q", got, want)
	}
}

func TestVerdictInvalid(t *testing.T) {
	res := parser.Parse("http://host/~user", parser.Trace)
	v := &verdictView{IResult: res}
	mount(t, v)
	match(t, v, app.TestPath(0), app.Div().ID("verdict").Class("verdict invalid").
		DataSet("valid", false).DataSet("production", "httpurl").DataSet("length", 17).DataSet("reading", 0))
	// The why is the first error in one line: the head of its message
	// (the diagnostics list holds the rest), its byte, its section.
	match(t, v, app.TestPath(0, 0, 2), app.Span().Class("verdict-why").
		DataSet("code", "unsafe-char").DataSet("start", 12).DataSet("end", 13))
	match(t, v, app.TestPath(0, 0, 2, 0), app.Text(`as httpurl: "~" is unsafe (byte 12, `))
	match(t, v, app.TestPath(0, 0, 2, 1), app.A().Class("rfc-link").Href("/rfc#section-2.2"))
	match(t, v, app.TestPath(0, 0, 2, 1, 0), app.Text("RFC 1738 \u00a72.2"))
	match(t, v, app.TestPath(0, 0, 2, 2), app.Text(")."))
	if got, want := readview.VerdictText(res), "\u2717 Not valid as httpurl: \"~\" is unsafe (byte 12, RFC 1738 \u00a72.2)."; got != want {
		t.Errorf("verdictText = %q, want %q", got, want)
	}

	v = &verdictView{IResult: parser.Parse("", parser.Trace)}
	mount(t, v)
	match(t, v, app.TestPath(0, 0, 2, 0), app.Text("\u2014 nothing to read yet: type a URL."))
}

// The head of a message is what the verdict, the inspector and the parts
// table show of it: up to its first colon or semicolon outside a quotation.
func TestMessageHead(t *testing.T) {
	for _, tt := range []struct{ msg, want string }{
		{`"~" is unsafe: gateways and other transport agents are known to sometimes modify it; encode it as "%7E"`, `"~" is unsafe`},
		{`httpurl stops matching here: expected uchar or end of input`, `httpurl stops matching here`},
		// A colon or semicolon inside a quotation is part of the head.
		{`"a: b;c" is not a port: a port is digits`, `"a: b;c" is not a port`},
		{`"\"; " is odd; more`, `"\"; " is odd`},
		{`no port`, `no port`},
		{``, ``},
		// French puts a no-break space before its colon; it is not part
		// of the head, or the verdict shows two spaces before its bracket.
		{"\"~\" n'est pas sûr\u00a0: encodez-le", `"~" n'est pas sûr`},
		{"\"~\" n'est pas sûr\u202f; encodez-le", `"~" n'est pas sûr`},
		// Chinese writes full-width colons and semicolons, no space after.
		{"\"~\" 不安全：应编码为 \"%7E\"", `"~" 不安全`},
		{"端口不对；更多", "端口不对"},
		{"\"：\" 不安全：更多", `"：" 不安全`},
	} {
		if got := readview.MessageHead(tt.msg); got != tt.want {
			t.Errorf("messageHead(%q) = %q, want %q", tt.msg, got, tt.want)
		}
	}
}

func TestPartsTable(t *testing.T) {
	// Section 3.1: "ftp://foo:@host.com/" has a user "foo" and an empty password.
	res := parser.Parse("ftp://foo:@host.com/", parser.Trace)
	pt := &partsTable{IResult: res}
	mount(t, pt)
	rows := []struct {
		rule       string
		start, end int
		raw        app.UI
	}{
		{"scheme", 0, 3, app.Code().Class("raw").Text("ftp")},
		{"user", 6, 9, app.Code().Class("raw").Text("foo")},
		{"password", 10, 10, app.Span().Class("empty-text").Text("(empty)")},
		{"host", 11, 19, app.Code().Class("raw").Text("host.com")},
	}
	for i, r := range rows {
		match(t, pt, app.TestPath(0, 2, i), app.Tr().Class("part-row r-"+r.rule).TabIndex(0).
			DataSet("start", r.start).DataSet("end", r.end))
		match(t, pt, app.TestPath(0, 2, i, 0, 0, 0), app.Text(r.rule))
		match(t, pt, app.TestPath(0, 2, i, 1, 0), r.raw)
		match(t, pt, app.TestPath(0, 2, i, 3, 0), app.Text(readview.SpanText(r.start, r.end)))
	}
}

func TestPartsTableDecoded(t *testing.T) {
	// Section 3.2.2: %2F in an fsegment is a "/" that is data.
	res := parser.Parse("ftp://myname@host.dom/%2Fetc/motd", parser.Trace)
	pt := &partsTable{IResult: res}
	mount(t, pt)
	for i, p := range res.Parts {
		if p.Rule == parser.RuleFsegment && res.Text(p) == "%2Fetc" {
			match(t, pt, app.TestPath(0, 2, i, 2, 0, 0), app.Text("/etc"))
			return
		}
	}
	t.Fatalf("no fsegment %%2Fetc in %v", res.Parts)
}

func TestDiagnosticsList(t *testing.T) {
	res := &parser.Result{
		Input:  "http://host/~u",
		Scheme: "http",
		Diagnostics: []parser.Diagnostic{
			{Code: parser.CodeUnsafe, Severity: parser.Error, Start: 12, End: 13, Message: `"~" is unsafe`, RFC: "2.2", Fix: "%7E", HasFix: true},
			{Code: parser.CodeDefaultPort, Severity: parser.Info, Start: 11, End: 11, Message: "no port", RFC: "3.3"},
		},
	}
	l := &diagnosticsList{IResult: res}
	mount(t, l)
	match(t, l, app.TestPath(0, 0, 0), app.Li().Class("diag sev-error").TabIndex(0).
		DataSet("code", "unsafe-char").DataSet("severity", "error").DataSet("start", 12).DataSet("end", 13))
	match(t, l, app.TestPath(0, 0, 0, 1, 0), app.Text(`"~" is unsafe`))
	match(t, l, app.TestPath(0, 0, 0, 3), app.A().Class("rfc-link").Href("/rfc#section-2.2"))
	match(t, l, app.TestPath(0, 0, 0, 4), app.Button().Class("btn fix").
		Title("replace bytes 12\u201313 with \u201c%7E\u201d").
		Aria("label", "Fix: %7E \u2014 replace \u201c~\u201d with \u201c%7E\u201d").
		OnClick(noop))
	// The items after the first are a list of their own, in the box
	// that scrolls on a wide screen, with Fix all after them.
	match(t, l, app.TestPath(0, 1, 0), app.Elem("ol").Class("diag-list").Attr("start", 2))
	match(t, l, app.TestPath(0, 1, 0, 0), app.Li().Class("diag sev-info").TabIndex(0).
		DataSet("code", "default-port").DataSet("severity", "info").DataSet("start", 11).DataSet("end", 11))
	// An info note has no fix button: its children are badge, message, meta, link.
	match(t, l, app.TestPath(0, 1, 0, 0, 4), nil)
	// Fix all, and the canonical form with its copy button.
	match(t, l, app.TestPath(0, 1, 1, 0), app.Button().ID("fix-all").Class("btn btn-primary").OnClick(noop))
	match(t, l, app.TestPath(0, 1, 1, 1, 1, 0), app.Text("http://host/%7Eu"))
}

// A Fix button's accessible name starts with its visible text, "Fix: "
// and the fix's preview (WCAG 2.5.3, Label in Name), and then says what
// the fix does.
var fixLabelTests = []struct {
	input string
	d     parser.Diagnostic
	want  string
}{
	// Section 2.2: "~" is unsafe, written %7E.
	{"http://host/~u", parser.Diagnostic{Start: 12, End: 13, Fix: "%7E", HasFix: true},
		"Fix: %7E \u2014 replace \u201c~\u201d with \u201c%7E\u201d"},
	// Section 3.1: an "@" in the user is written %40.
	{"ftp://a@b@host/", parser.Diagnostic{Start: 7, End: 8, Fix: "%40", HasFix: true},
		"Fix: %40 \u2014 replace \u201c@\u201d with \u201c%40\u201d"},
	// The appendix: whitespace around a URL is not part of it.
	{" http://host/", parser.Diagnostic{Start: 0, End: 1, Fix: "", HasFix: true},
		"Fix: delete \u201c\u2423\u201d"},
	// A long fix: the name starts with the clipped preview the button shows.
	{"http://host/" + strings.Repeat("~", 30), parser.Diagnostic{Start: 12, End: 42, Fix: strings.Repeat("%7E", 30), HasFix: true},
		"Fix: " + readview.Clip(strings.Repeat("%7E", 30), 40) + " \u2014 replace \u201c" + strings.Repeat("~", 30) + "\u201d with \u201c" + readview.Clip(strings.Repeat("%7E", 30), 60) + "\u201d"},
}

func TestFixLabel(t *testing.T) {
	for _, tt := range fixLabelTests {
		res := &parser.Result{Input: tt.input}
		got := readview.FixLabel(res, tt.d)
		if got != tt.want {
			t.Errorf("fixLabel(%q, %d-%d, fix %q) = %q, want %q", tt.input, tt.d.Start, tt.d.End, tt.d.Fix, got, tt.want)
		}
		// What the button shows: "Fix: " and the preview in a <code>.
		if visible := "Fix: " + readview.FixPreview(tt.d.Fix); !strings.HasPrefix(got, visible) {
			t.Errorf("fixLabel(%q, fix %q) = %q, which does not start with the visible text %q", tt.input, tt.d.Fix, got, visible)
		}
	}
}

// The comparison is explained in a paragraph above the table's scroll box,
// which the table names as its description: a caption would scroll with
// the table on a narrow screen.
func TestCompareTableAbout(t *testing.T) {
	c := &compareTable{IResult: parser.Parse("http://host:80/", parser.Trace)}
	mount(t, c).Consume() // read in OnMount, then drawn
	match(t, c, app.TestPath(0, 0), app.P().ID("compare-about").Class("compare-about"))
	match(t, c, app.TestPath(0, 1), app.Div().Class("table-scroll"))
	match(t, c, app.TestPath(0, 1, 0), app.Table().Class("compare-table").
		Aria("label", "RFC 1738 and today's parsers, field by field").
		Aria("describedby", "compare-about"))
	// The table starts with its head: no caption.
	match(t, c, app.TestPath(0, 1, 0, 0), app.THead())
}

func TestTraceView(t *testing.T) {
	res := parser.Parse("http://a.b/c", parser.Trace)
	tv := &traceView{IResult: res}
	mount(t, tv)
	// The root is the tree's first item, in the tab order, open.
	item := func(key, rule string, level, start, end int, focus bool) app.UI {
		tab := -1
		if focus {
			tab = 0
		}
		return app.Li().ID("tn-"+key).Class("node").Role("treeitem").
			Aria("level", level).Aria("selected", focus).TabIndex(tab).
			DataSet("rule", rule).DataSet("start", start).DataSet("end", end).DataSet("key", key).
			Aria("expanded", true)
	}
	// A valid input has no failure box: help, then the tree.
	match(t, tv, app.TestPath(0, 1), app.Ul().Class("tree").Role("tree").
		Aria("label", "derivation of the input").Aria("describedby", "trace-help").
		OnKeyDown(noop).OnClick(noop))
	match(t, tv, app.TestPath(0, 1, 0), item("0", res.Trace.Rule.String(), 1, 0, 12, true))
	hp := res.Trace.Children[0]
	// Each open item's children follow a place where the start's mount
	// may break.
	match(t, tv, app.TestPath(0, 1, 0, 1, 0), &mountPoint{})
	match(t, tv, app.TestPath(0, 1, 0, 1, 1), item("0.0", hp.Rule.String(), 2, int(hp.Start), int(hp.End), false))
	match(t, tv, app.TestPath(0, 1, 0, 1, 1, 0, 1, 0), app.Text("httpurl"))
	// The tree lists every rule and literal of the derivation: url,
	// httpurl, "http://" (a terminal: no scheme below it, which section 5
	// does not give httpurl), hostport, ...; the character rules are
	// folded under the parts that hold only characters.
	d := res.Derivation()
	want := 0
	for _, st := range d.Steps {
		if st.Kind != parser.StepChar {
			want++
		}
	}
	l := tv.layout()
	if got := len(l.visible); got != want || want <= countNodes(res.Trace) {
		t.Errorf("trace drew %d items, want %d (more than the trace's %d nodes: the literals)", got, want, countNodes(res.Trace))
	}
	for key, rule := range map[string]string{"0.0.0": "httpurl", "0.0.0.0": "", "0.0.1": "hostport", "0.0.3.0": "hsegment"} {
		if l.rules[key] != rule {
			t.Errorf("item %s is %q, want %q", key, l.rules[key], rule)
		}
	}
	if !l.isClosed("0.0.3.0") || l.isClosed("0.0") {
		t.Error("the hsegment (characters only) should be folded, httpurl open")
	}
}

// A rule that read text it does not match is marked in the tree and in
// the grammar pane; the grammar pane marks the character rules used.
func TestDerivationRejected(t *testing.T) {
	res := parser.Parse("http://1abc/x", parser.Trace)
	used, rejected := rulesUsed(res)
	if s, ok := rejected["toplabel"]; !ok || s.Start != 7 || s.End != 11 {
		t.Errorf("rejected %v, want toplabel at 7-11", rejected)
	}
	for _, r := range []string{"httpurl", "hsegment", "uchar", "unreserved", "alpha", "lowalpha", "digit", "alphadigit"} {
		if _, ok := used[r]; !ok {
			t.Errorf("%s is not marked used; used %v", r, used)
		}
	}
	if _, ok := used["escape"]; ok {
		t.Error("escape is marked used")
	}
	tv := &traceView{IResult: res}
	mount(t, tv)
	found := false
	l := tv.layout()
	for key, rule := range l.rules {
		if rule == "toplabel" && strings.HasPrefix(key, "0.0.") {
			found = true
		}
	}
	if !found {
		t.Errorf("no toplabel item in the tree: %v", l.rules)
	}
}

func countNodes(n *parser.Node) int {
	c := 0
	n.Walk(func(*parser.Node, int) bool { c++; return true })
	return c
}

func TestTraceFailure(t *testing.T) {
	res := parser.Parse("http://host/~user", parser.Trace)
	tv := &traceView{IResult: res}
	mount(t, tv)
	if res.Failure == nil {
		t.Fatal("no Failure for an invalid input")
	}
	match(t, tv, app.TestPath(0, 0), app.Div().ID("failure").Class("failure").
		DataSet("start", res.Failure.Pos).DataSet("end", res.Failure.Pos))
	// What the grammar expected is stated once on the screen: the "~"'s
	// error says it, and the derivation refers to that entry.
	match(t, tv, app.TestPath(0, 0, 1), app.P().Class("failure-ref"))
	match(t, tv, app.TestPath(0, 0, 1, 1, 0), app.Text("unsafe-char"))
	// A failure no error's message states: the derivation says it.
	res = parser.Parse("http://host/~user", parser.Trace)
	for i := range res.Diagnostics {
		res.Diagnostics[i].Message = "no expectation here"
	}
	tv = &traceView{IResult: res}
	mount(t, tv)
	match(t, tv, app.TestPath(0, 0, 1, 1, 0), app.Text(parser.ExpectedText(res.Failure.Expected)))
}

// traceHost holds a derivation tree as the playground's views do: each
// render makes a new traceView, which go-app copies into the mounted one.
type traceHost struct {
	app.Compo
	res     *parser.Result
	mounted *traceView // the first render's, which go-app mounts
}

func (h *traceHost) Render() app.UI {
	tv := &traceView{IResult: h.res}
	if h.mounted == nil {
		h.mounted = tv
	}
	return app.Div().Body(tv)
}

// TestTraceMountDrawing: go-app draws every component once more in the
// frame after mounting it, with nothing changed, and the derivation's tree
// gives it the tree its mount drew (a task of 20-40 ms at 4x CPU at the
// page's start). After that frame the tree is dropped: the tree in the
// page is updated in place by every later drawing, so a later render at
// the mount's reading must draw again, and a new reading's tree is drawn.
func TestTraceMountDrawing(t *testing.T) {
	a := parser.Parse("http://host/a", parser.Trace)
	b := parser.Parse("http://host/b?q", parser.Trace)
	fresh := func(res *parser.Result) string {
		return normalHTML(t, app.HTMLString((&traceView{IResult: res, closed: map[string]bool{}}).draw()))
	}

	// The mount's OnInit draws the tree the mount puts in the page, and a
	// render before the frame after the mount gets that same tree.
	tv := &traceView{IResult: a}
	tv.OnInit()
	first := tv.mounted.root
	if first == nil {
		t.Fatal("the mount drew no tree to keep")
	}
	if tv.Render() != first {
		t.Fatal("a render before the frame after the mount drew the tree again")
	}
	tv.focus = "0.0"
	if tv.Render() == first {
		t.Error("a render after the focus moved gave the mount's tree")
	}
	tv.focus = ""
	was := pageLang
	pageLang = "fr"
	if tv.Render() == first {
		t.Error("a render in another language gave the mount's tree")
	}
	pageLang = was

	// Mounted by go-app (which runs the frame after the mount at once
	// here), the tree is dropped after that frame.
	h := &traceHost{res: a}
	d := app.NewClientTester(h)
	defer d.Close()
	tv = h.mounted
	if tv.mounted.root != nil || tv.mounted.res != nil {
		t.Error("the mount's tree is still kept after the frame after the mount")
	}
	if got, want := normalHTML(t, app.HTMLString(tv)), fresh(a); got != want {
		t.Errorf("the tree in the page:\n%s\nwant\n%s", got, want)
	}

	h.res = b
	h.Update()
	d.Consume()
	if got, want := normalHTML(t, app.HTMLString(tv)), fresh(b); got != want {
		t.Errorf("the tree in the page after another reading:\n%s\nwant\n%s", got, want)
	}
}

func TestHighlightParts(t *testing.T) {
	res := parser.Parse("http://host:80/", parser.Trace)
	h := &highlightView{IResult: res}
	mount(t, h)
	// cells: scheme part, run "://", host part, run ":", port part, run "/", hpath part, end cell
	match(t, h, app.TestPath(0, 1, 0), app.Span().Class("part r-scheme top").
		DataSet("rule", "scheme").DataSet("start", 0).DataSet("end", 4).Title("scheme 0\u20134"))
	match(t, h, app.TestPath(0, 1, 2), app.Span().Class("part r-host top").
		DataSet("rule", "host").DataSet("start", 7).DataSet("end", 11).Title("host 7\u201311"))
	match(t, h, app.TestPath(0, 1, 4), app.Span().Class("part r-port top").
		DataSet("rule", "port").DataSet("start", 12).DataSet("end", 14).Title("port 12\u201314"))
	// A cell: "h", alpha, on the ruler, under its part; the default port
	// (an info note over 11-14) underlines ":80".
	match(t, h, app.TestPath(0, 1, 0, 0, 0), app.Span().Class("c k-alpha tick").DataSet("start", 0).DataSet("end", 1))
	match(t, h, app.TestPath(0, 1, 4, 0, 0), app.Span().Class("c k-digit d-info").DataSet("start", 12).DataSet("end", 13))
	match(t, h, app.TestPath(0, 1, 4, 0, 0, 0), app.Text("8"))
	// The end of the input.
	match(t, h, app.TestPath(0, 1, 7), app.Span().Class("c eof tick").DataSet("start", 15).DataSet("end", 15).DataSet("mark", "end").Title("end of input"))
}

func TestHighlightNonPrintable(t *testing.T) {
	h := &highlightView{IResult: parser.Parse("a\x00 \xc3\xa9", parser.Trace)}
	mount(t, h)
	want := []struct {
		cls, text string
	}{
		// Not a URL: an error (no scheme) underlines every byte.
		{"c k-alpha tick d-error", "a"},
		{"c k-control hx cc d-error", "00"},
		{"c k-space sp d-error", " "},
		{"c k-non-ascii hx d-error", "C3"},
		{"c k-non-ascii hx d-error", "A9"},
	}
	// Not a URL: no parts, one short run of cells.
	for i, w := range want {
		match(t, h, app.TestPath(0, 1, 0, i), app.Span().Class(w.cls).DataSet("start", i).DataSet("end", i+1))
		match(t, h, app.TestPath(0, 1, 0, i, 0), app.Text(w.text))
	}
}

func TestPlaygroundLoads(t *testing.T) {
	p := newPlayground()
	d := mount(t, p)
	// Before OnNav (in prerendered HTML) the page shows its frame, not ready.
	if p.ws.Res != nil {
		t.Fatal("parsed before navigation")
	}
	u, _ := url.Parse("/")
	d.Nav(u)
	d.Consume()
	if p.ws.Input != defaultInput || p.ws.Res == nil || p.ws.Res.Input != defaultInput {
		t.Fatalf("after OnNav: input %q, res %v; want the default example parsed", p.ws.Input, p.ws.Res)
	}
	match(t, p, app.TestPath(0), app.Div().ID("playground").Class("playground").DataSet("ready", true).
		DataSet("mode", "derivation").DataSet("view", "derivation").
		On("mouseleave", noop))

	// Fix and Fix all act on the input (the default example has a "~").
	fix := -1
	for i, dg := range p.ws.Shown.Diagnostics {
		if dg.HasFix {
			fix = i
			break
		}
	}
	if fix < 0 {
		t.Fatalf("no fix for %q", p.ws.Input)
	}
	dg := p.ws.Shown.Diagnostics[fix]
	want := p.ws.Input[:dg.Start] + dg.Fix + p.ws.Input[dg.End:]
	d.Post(app.Action{Name: actionFix, Value: fix})
	d.Consume()
	if p.ws.Input != want {
		t.Errorf("after Fix: input %q, want %q", p.ws.Input, want)
	}
	d.Post(app.Action{Name: actionLoad, Value: "http://host/a b~"})
	d.Consume()
	fixAll := p.ws.Res.FixAll()
	d.Post(app.Action{Name: actionFixAll})
	d.Consume()
	if p.ws.Input != fixAll || !p.ws.Res.Valid {
		t.Errorf("after Fix all: input %q (valid %v), want %q, valid", p.ws.Input, p.ws.Res.Valid, fixAll)
	}
}

func TestPlaygroundHugeInput(t *testing.T) {
	p := newPlayground()
	d := mount(t, p)
	huge := strings.Repeat("http://h/", 100<<10/9) // 100 KiB: no trace, capped drawing
	p.replaceInput(huge)
	if p.ws.Res.Trace != nil {
		t.Error("a 100 KiB input was traced")
	}
	if !strings.Contains(p.limitNote(), "first 4,096 bytes") {
		t.Errorf("limit note %q does not say what is shown", p.limitNote())
	}
	// Pathological inputs must not mount thousands of components at once
	// (go-app queues a message per component mounted, in a queue of 4,096:
	// more would hang the page).
	for _, in := range []string{
		"http://host/" + strings.Repeat("a/", 2000),
		strings.Repeat("%", 5000),
		"ftp://" + strings.Repeat("@", 5000),
	} {
		p.replaceInput(in)
		p.Update()
		d.Consume()
	}
	p.replaceInput(huge)
	h := &highlightView{IResult: p.ws.Res}
	mount(t, h)
	tv := &traceView{IResult: p.ws.Res}
	mount(t, tv)
	match(t, tv, app.TestPath(0, 0, 0), app.Text("The derivation is recorded for inputs up to 65,536 bytes; this one is "+readview.BytesText(len(huge))+"."))
}

func TestRFCSections(t *testing.T) {
	text := "Network Working Group\n\n1. Introduction\n\n   text one\n\f\nBerners-Lee, Masinter & McCahill                               [Page 1]\n\n2.1. The main parts of URLs\n   text two\n3.2.1. FTP Name and Password\n   x\n2.3 Hierarchical schemes\n  1. not a heading\nAPPENDIX: Recommendations for URLs in Context\n   y\n"
	secs := rfcSections(text)
	var ids []string
	for _, s := range secs {
		ids = append(ids, s.ID)
		if strings.Contains(s.Text, "Berners-Lee, Masinter") || strings.Contains(s.Text, "\f") {
			t.Errorf("section %q keeps page furniture: %q", s.ID, s.Text)
		}
	}
	want := []string{"", "section-1", "section-2.1", "section-3.2.1", "section-2.3", "appendix"}
	if strings.Join(ids, " ") != strings.Join(want, " ") {
		t.Errorf("rfcSections ids = %q, want %q", ids, want)
	}
}

// TestRFCContents: the /rfc page's contents list the RFC's sections, in
// order, and nothing else (no line of the editors' addresses).
func TestRFCContents(t *testing.T) {
	var got []string
	for _, s := range rfcSections(parser.RFCText()) {
		if s.ID != "" {
			got = append(got, strings.TrimPrefix(s.ID, "section-"))
		}
	}
	want := "1 2 2.1 2.2 2.3 3 3.1 3.2 3.2.1 3.2.2 3.2.3 3.2.4 3.2.5 3.3 3.4 3.4.1 3.4.2 3.4.3 3.4.4 3.4.5 3.4.6 3.4.7 3.4.8 3.4.9 3.5 3.6 3.7 3.8 3.9 3.10 3.11 4 5 6 7 appendix references addresses"
	if strings.Join(got, " ") != want {
		t.Errorf("the contents list\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	for _, s := range rfcSections(parser.RFCText()) {
		if s.ID == "addresses" && !strings.Contains(s.Text, "1211 Geneva 23,") {
			t.Errorf("the editors' addresses section lost its text: %q", s.Text)
		}
	}
}

// The /rfc page has an anchor for every section the page links to.
func TestRFCPageAnchors(t *testing.T) {
	ids := map[string]bool{}
	for _, s := range rfcSections(parser.RFCText()) {
		ids[s.ID] = true
	}
	var linked []string
	for _, ci := range parser.Codes() {
		linked = append(linked, ci.RFC)
	}
	for _, ex := range append(append(append([]example(nil), rfcExamples...), projectExamples...), mistakeExamples...) {
		linked = append(linked, ex.Section)
	}
	for _, r := range parser.Rules() {
		linked = append(linked, r.Section)
	}
	for _, sec := range linked {
		href := readview.SectionHref(siteRoot(), sec)
		if href == "" {
			continue
		}
		id := href[strings.Index(href, "#")+1:]
		if !ids[id] {
			t.Errorf("section %q is linked (%s) but the /rfc page has no id %q", sec, href, id)
		}
	}
	for _, want := range []string{"section-2.2", "section-3.3", "section-3.2.2", "section-3.10", "section-5", "section-6", "appendix"} {
		if !ids[want] {
			t.Errorf("the /rfc page has no %s", want)
		}
	}
}

// rulerTicks returns the byte offsets the highlight's ruler labels.
func rulerTicks(t *testing.T, input string) []int {
	t.Helper()
	h := &highlightView{IResult: parser.Parse(input, 0)}
	mount(t, h)
	var ticks []int
	for _, tag := range spanRE.FindAllString(app.HTMLString(h), -1) {
		if !tickClassRE.MatchString(tag) {
			continue
		}
		n, _ := strconv.Atoi(startRE.FindStringSubmatch(tag)[1])
		ticks = append(ticks, n)
	}
	return ticks
}

// The attributes of go-app's HTML come in any order.
var (
	spanRE      = regexp.MustCompile(`<span [^>]*>`)
	tickClassRE = regexp.MustCompile(`class="c [^"]*\btick\b`)
	startRE     = regexp.MustCompile(`data-start="(\d+)"`)
)

// The ruler's end label never lands on the last tick's: a tick label of d
// digits within d bytes of the end is dropped (otherwise "60" and "61"
// are drawn on top of each other for a 61-byte URL).
func TestRulerEndLabel(t *testing.T) {
	for _, c := range []struct {
		n    int
		drop int
	}{{0, -1}, {1, -1}, {9, -1}, {10, -1}, {11, 10}, {12, 10}, {13, -1}, {60, -1}, {61, 60}, {62, 60}, {63, -1},
		{101, 100}, {103, 100}, {104, -1}, {1004, 1000}, {1005, -1}} {
		if got := rulerDrop(c.n); got != c.drop {
			t.Errorf("rulerDrop(%d) = %d, want %d", c.n, got, c.drop)
		}
	}
	// Drawn: URLs of 61, 62, 63 and 105 bytes, one ending inside a part
	// with nested parts (the hpath), one a plain run (not a URL).
	for _, in := range []string{
		"http://info.cern.ch/hypertext/WWW/TheProject/Overview/ab.html",
		"http://info.cern.ch/hypertext/WWW/TheProject/Overview/abc.html",
		"http://info.cern.ch/hypertext/WWW/TheProject/Overview/abcd.html",
		strings.Repeat("x", 61),
		"http://info.cern.ch/" + strings.Repeat("a/", 42) + "z",
	} {
		n := len(in)
		ticks := rulerTicks(t, in)
		if len(ticks) == 0 || ticks[len(ticks)-1] != n {
			t.Errorf("%d bytes: ticks %v do not end with the end label %d", n, ticks, n)
			continue
		}
		for k := 0; k+1 < len(ticks); k++ {
			if gap, want := ticks[k+1]-ticks[k], len(strconv.Itoa(ticks[k])); gap <= want && ticks[k] > 0 {
				t.Errorf("%d bytes: ticks %v: the label %d is %d cells before %d", n, ticks, ticks[k], gap, ticks[k+1])
			}
		}
		for want := 0; want < n; want += 10 {
			if want != rulerDrop(n) && !slices.Contains(ticks, want) {
				t.Errorf("%d bytes: ticks %v lack %d", n, ticks, want)
			}
		}
	}
}

// A long input's strip shows two rows: its cells after capCells are in the
// page, inside elements of class "beyond" (which app.css does not
// display), and only those; every part still has its element, hidden or
// not. Show all displays every cell.
func TestHighlightCappedCells(t *testing.T) {
	var b strings.Builder
	b.WriteString("http://www.example.com/search/results.html?")
	for i := 0; b.Len() < 2048; i++ {
		b.WriteString("key=value+")
	}
	res := parser.Parse(b.String(), 0)
	for _, all := range []bool{false, true} {
		h := &highlightView{IResult: res, all: all}
		mount(t, h)
		doc, err := html.Parse(strings.NewReader(app.HTMLString(h)))
		if err != nil {
			t.Fatal(err)
		}
		cells, hidden := 0, 0
		parts := map[string]bool{}
		var walk func(n *html.Node, beyondAbove bool)
		walk = func(n *html.Node, beyondAbove bool) {
			cls, start, rule, end := "", -1, "", ""
			for _, a := range n.Attr {
				switch a.Key {
				case "class":
					cls = a.Val
				case "data-start":
					start, _ = strconv.Atoi(a.Val)
				case "data-end":
					end = a.Val
				case "data-rule":
					rule = a.Val
				}
			}
			classes := strings.Fields(cls)
			isBeyond := beyondAbove || slices.Contains(classes, "beyond")
			if rule != "" {
				parts[rule+" "+strconv.Itoa(start)+" "+end] = true
			}
			if slices.Contains(classes, "c") && start >= 0 && !slices.Contains(classes, "eof") {
				cells++
				if isBeyond {
					hidden++
				}
				if want := !all && start >= capCells; isBeyond != want {
					t.Errorf("all=%v: the cell at %d is hidden: %v, want %v", all, start, isBeyond, want)
				}
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				walk(c, isBeyond)
			}
		}
		walk(doc, false)
		if cells != len(res.Input) {
			t.Errorf("all=%v: %d cells, want one per byte, %d", all, cells, len(res.Input))
		}
		if want := len(res.Input) - capCells; !all && hidden != want {
			t.Errorf("%d cells hidden, want %d", hidden, want)
		}
		for _, p := range res.Parts {
			if k := p.Rule.String() + " " + strconv.Itoa(int(p.Start)) + " " + strconv.Itoa(int(p.End)); !parts[k] {
				t.Errorf("all=%v: no element for the part %s", all, k)
			}
		}
	}
}

// The parts summary (the strip's text for screen readers) joins its
// parts as clauses and ends with a stop; past 40 parts, the last clause
// says how many are left out.
func TestPartsSummary(t *testing.T) {
	got := partsSummary(parser.Parse("http://host:80/a?q", 0))
	want := `Parts: scheme “http” at bytes 0–4; host “host” at bytes 7–11; port “80” at bytes 12–14; hpath “a” at bytes 15–16; hsegment “a” at bytes 15–16; search “q” at bytes 17–18.`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	long := partsSummary(parser.Parse("ftp://h/"+strings.Repeat("a/", 45)+"b", 0)) // 49 parts
	if !strings.HasSuffix(long, "; and 9 more.") || strings.Count(long, "; ") != 40 {
		t.Errorf("over 40 parts: %s", long)
	}
}
