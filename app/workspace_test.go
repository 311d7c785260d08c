package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/workspace"
)

// The layer holds what the field holds: line breaks as "\n", each maximal
// invalid UTF-8 sequence as one U+FFFD (as the browser decodes it).
func TestFieldText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://h/", "http://h/"},
		{"a\r\nb\rc\nd", "a\nb\nc\nd"},
		{"a\tb\x00c", "a\tb\x00c"},
		{"\xff", "\ufffd"},
		{"\xe2\x82x", "\ufffdx"},               // a truncated sequence: one U+FFFD
		{"\xe2\x82\xac", "\u20ac"},             // a whole one
		{"\xed\xa0\x80", "\ufffd\ufffd\ufffd"}, // a surrogate: each byte
		{"\xf0\x9f\x98\x80!", "\U0001F600!"},
		{"\xf4\x90\x80\x80", "\ufffd\ufffd\ufffd\ufffd"},
		{"\xc0\xaf", "\ufffd\ufffd"},
		{"\u202eevil", "\u202eevil"},
	} {
		if got := fieldText(c.in); got != c.want {
			t.Errorf("fieldText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Every character the field does not draw as itself has a marker.
func TestLayerMarks(t *testing.T) {
	in := "http://h/a\tb\x00c\x7f\u202e\u200b\xff\r\nd"
	res := parser.Parse(in, parser.Trace)
	var marks []string
	for i := 0; i < len(in); {
		c := nextChar(in, i)
		if c.mark != "" {
			marks = append(marks, c.mark)
		}
		i = c.end
	}
	if got := strings.Join(marks, " "); got != "TAB NUL 7F RLO ZWSP FF CRLF" {
		t.Errorf("marks %q", got)
	}
	// The layer's spans cover the input once, in order.
	items := layerItems(res)
	text, at := "", 0
	for _, it := range items {
		if it.Start != at && it.Start != it.End {
			t.Errorf("item %+v starts at %d, want %d", it, it.Start, at)
		}
		text += it.Text
		at = it.End
	}
	if text != fieldText(in) || at != len(in) {
		t.Errorf("the items' text %q (to byte %d), want %q", text, at, fieldText(in))
	}
	if fieldText(in) == in {
		t.Fatal("the test input should differ from its field text")
	}
}

// TestFieldCharacters: the workspace's characters (where it puts the
// caret) are the layer's (nextChar), and the caret's fast path
// (Workspace.Plain) agrees with byteOfUnit, over a run of edits like a
// student's (typing at the end, in the middle, deleting, pasting
// non-ASCII and line breaks).
func TestFieldCharacters(t *testing.T) {
	ws := workspace.New(workspace.Config{Views: len(views), Parse: parse})
	in := "http://h/"
	pieces := []string{"a", "\u00e9", "\r\n", "%41", "\U0001F600", "b", "\xff", "c"}
	for i := 0; i < 400; i++ {
		switch i % 5 {
		case 0, 1: // typed at the end
			in += pieces[i%len(pieces)]
		case 2: // typed in the middle
			k := (i * 7) % (len(in) + 1)
			in = in[:k] + pieces[(i/5)%len(pieces)] + in[k:]
		case 3: // a byte deleted
			if len(in) > 1 {
				k := (i * 13) % len(in)
				in = in[:k] + in[k+1:]
			}
		case 4: // unchanged: the caret moved
		}
		ws.Type(in, time.Time{})
		want := 0
		for want < len(in) && workspace.OneToOne(in[:want+1]) {
			want++
		}
		if got := ws.Plain(); got != want {
			t.Fatalf("edit %d: Plain of %q = %d, want %d", i, in, got, want)
		}
		prev := 0
		for c, next := 0, 0; c <= len(in)+1; c++ {
			for next < len(in) && next < c {
				prev, next = next, nextChar(in, next).end
			}
			if got := workspace.CharBefore(in, c); got != prev {
				t.Fatalf("edit %d: CharBefore(%q, %d) = %d, nextChar says %d", i, in, c, got, prev)
			}
		}
		for u := 0; u <= utf16Len(fieldText(in))+1; u++ {
			got := u
			if u > want {
				got = byteOfUnit(in, u)
			}
			if b := byteOfUnit(in, u); got != b {
				t.Fatalf("edit %d: the caret at unit %d of %q is byte %d, byteOfUnit says %d", i, u, in, got, b)
			}
		}
	}
}

func TestByteOfUnit(t *testing.T) {
	in := "a\U0001F600b\xffc\r\nd"
	// field text: a 😀(2 units) b � c \n d
	for _, c := range []struct{ unit, byte int }{
		{0, 0}, {1, 1}, {3, 5}, {4, 6}, {5, 7}, {6, 8}, {7, 10}, {8, 11}, {99, 11},
	} {
		if got := byteOfUnit(in, c.unit); got != c.byte {
			t.Errorf("byteOfUnit(%d) = %d, want %d", c.unit, got, c.byte)
		}
	}
	if got := workspace.CharBefore(in, 5); got != 1 {
		t.Errorf("charBefore(5) = %d, want 1 (the emoji's first byte)", got)
	}
	if got := utf16Len(fieldText(in)); got != 8 {
		t.Errorf("utf16Len = %d, want 8", got)
	}
}

func TestSplitView(t *testing.T) {
	for _, c := range []struct{ frag, rest, view string }{
		{"#u=aGk", "u=aGk", ""},
		{"#u=aGk&v=parts", "u=aGk", "parts"},
		{"#v=compare&u=aGk", "u=aGk", "compare"},
		{"#v=compare", "", "compare"},
		{"", "", ""},
	} {
		rest, v := splitView(c.frag)
		if rest != c.rest || v != c.view {
			t.Errorf("splitView(%q) = %q, %q; want %q, %q", c.frag, rest, v, c.rest, c.view)
		}
	}
	if viewIndex("nonsense") != 0 || views[viewIndex("parts")].ID != "parts" {
		t.Error("viewIndex")
	}
	if viewParam(0) != "" || viewParam(viewIndex("compare")) != "&v=compare" {
		t.Errorf("viewParam: %q %q", viewParam(0), viewParam(viewIndex("compare")))
	}
	// Every view has a unique id, usable in a CSS selector and an address.
	seen := map[string]bool{}
	for _, v := range views {
		if seen[v.ID] || v.ID == "" || strings.Trim(v.ID, "abcdefghijklmnopqrstuvwxyz-") != "" {
			t.Errorf("view id %q", v.ID)
		}
		seen[v.ID] = true
	}
}

func TestStackAt(t *testing.T) {
	res := parser.Parse("http://host/~user", parser.Trace)
	stack, class := stackAt(res, 12)
	var rules []string
	for _, f := range stack {
		rules = append(rules, f.Rule)
	}
	if class != "national" || len(rules) < 3 || rules[0] != "url" || rules[1] != "httpurl" {
		t.Errorf("stackAt 12 = %q, %q", rules, class)
	}
	for _, pos := range []int{-1, 0, 7, 17, 18} {
		stack, class := stackAt(res, pos)
		if pos < 0 || pos > 17 {
			if stack != nil || class != "" {
				t.Errorf("stackAt(%d) = %v, %q", pos, stack, class)
			}
			continue
		}
		if len(stack) == 0 || class == "" {
			t.Errorf("stackAt(%d) = %v, %q", pos, stack, class)
		}
	}
	// Down to the character rule, those the trace has no node for
	// included (uchar between hsegment and escape).
	for _, c := range []struct {
		in   string
		pos  int
		want string
	}{
		{"http://host/a", 12, "url httpurl hpath hsegment uchar unreserved alpha lowalpha"},
		{"http://h/a%41", 11, "url httpurl hpath hsegment uchar escape hex digit"},
	} {
		stack, _ := stackAt(parser.Parse(c.in, parser.Trace), c.pos)
		var got []string
		for _, f := range stack {
			got = append(got, f.Rule)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("stackAt(%q, %d) = %q, want %q", c.in, c.pos, got, c.want)
		}
	}
	if _, class := stackAt(parser.Parse("a%41", parser.Trace), 3); class != "escape" {
		t.Errorf("the class of an escape's last digit is %q", class)
	}
	// No trace (a long input): a class, no stack.
	if stack, class := stackAt(parser.Parse("http://h/", 0), 0); stack != nil || class != "alpha" {
		t.Errorf("without a trace: %v, %q", stack, class)
	}
}

func TestReportFix(t *testing.T) {
	before := parser.Parse("http://host/a b~", parser.Trace)
	after := parser.Parse(before.FixAll(), parser.Trace)
	r := reportFix(before, after)
	var got []string
	for _, c := range r.Changes {
		got = append(got, fmt.Sprintf("%d:%q>%q", c.At, c.Before, c.New))
	}
	if strings.Join(got, " ") != `13:" ">"%20" 15:"~">"%7E"` {
		t.Errorf("changes %q", got)
	}
	if len(r.Lost) != 0 {
		t.Errorf("lost %q", r.Lost)
	}
	// A part that is gone is named.
	r = reportFix(parser.Parse("http://host:80/a?q", parser.Trace), parser.Parse("http://host/a", parser.Trace))
	if strings.Join(r.Lost, " ") != "port search" {
		t.Errorf("lost %q, want port and search", r.Lost)
	}
	if d := diffSpans("abc", "abc"); d != nil {
		t.Errorf("diff of equal strings: %v", d)
	}
	long := strings.Repeat("a", 1000)
	if d := diffSpans(long+"x"+long, long+"yy"+long); len(d) != 1 || d[0].Before != "x" || d[0].New != "yy" {
		t.Errorf("diff %v", d)
	}
}

// The character rules are those that match one character or one escape.
func TestCharRules(t *testing.T) {
	for _, r := range []string{"alpha", "digit", "uchar", "xchar", "unreserved", "escape", "hex", "safe", "extra", "reserved"} {
		if !charRule(r) {
			t.Errorf("%s is not a character rule", r)
		}
	}
	for _, r := range []string{"digits", "hsegment", "hostport", "host", "toplabel", "scheme", "httpurl", "url", "nonsense"} {
		if charRule(r) {
			t.Errorf("%s is a character rule", r)
		}
	}
}
