package main

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// stepAttrs returns, for each step the view drew, its hooks as one string:
// "data-step data-command data-arg data-start-data-end".
func stepAttrs(t *testing.T, v *interpretView) []string {
	t.Helper()
	attr := func(tag, name string) string {
		m := regexp.MustCompile(` ` + name + `(?:="([^"]*)")?[ >]`).FindStringSubmatch(tag)
		if m == nil {
			t.Fatalf("no %s in %s", name, tag)
		}
		return m[1]
	}
	var got []string
	for _, tag := range regexp.MustCompile(`<li [^>]*>`).FindAllString(app.HTMLString(v), -1) {
		got = append(got, attr(tag, "data-step")+" "+attr(tag, "data-command")+" "+attr(tag, "data-arg")+" "+
			attr(tag, "data-start")+"-"+attr(tag, "data-end"))
	}
	return got
}

func TestInterpretView(t *testing.T) {
	// Section 3.2.2: "CWD /etc" and then "RETR motd", prompting for a password.
	v := &interpretView{IResult: parser.Parse("ftp://myname@host.dom/%2Fetc/motd", 0)}
	mount(t, v)
	want := []string{
		"0 connect host.dom:21 13-21",
		"1 USER myname 6-12",
		"2 PASS  12-12",
		"3 CWD /etc 22-28",
		"4 TYPE  33-33",
		"5 RETR motd 29-33",
	}
	if got := stepAttrs(t, v); !slices.Equal(got, want) {
		t.Errorf("steps:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
	html := app.HTMLString(v)
	for _, s := range []string{
		`<code class="step-cmd">CWD</code>`,
		`<span class="step-placeholder">&lt;password from the user&gt;</span>`,
		`<span class="badge badge-warning">guess</span>`,
		`<q class="step-quote">Each of the &lt;cwd&gt; elements is to be supplied, sequentially, as the argument to a CWD (change working directory) command.</q>`,
	} {
		if !strings.Contains(html, s) {
			t.Errorf("the view lacks %s", s)
		}
	}
	// go-app writes an element's attributes in a map's order.
	if !strings.Contains(html, `<a class="rfc-link" href="/rfc#section-3.2.2">RFC 1738 §3.2.2</a>`) &&
		!strings.Contains(html, `<a href="/rfc#section-3.2.2" class="rfc-link">RFC 1738 §3.2.2</a>`) {
		t.Errorf("the view lacks the link to section 3.2.2")
	}
	if strings.Contains(html, "interpret-rejected") {
		t.Errorf("a valid URL is marked rejected")
	}
}

func TestInterpretViewRejected(t *testing.T) {
	v := &interpretView{IResult: parser.Parse("ftp://host/a;b/c", 0)}
	mount(t, v)
	html := app.HTMLString(v)
	if !strings.Contains(html, `class="interpret-rejected"`) {
		t.Errorf("no rejected notice:\n%s", html)
	}
	got := stepAttrs(t, v)
	if len(got) != 7 || got[3] != "3 stop ; 12-13" {
		t.Errorf("steps %q; want the stop at step 3, on the \";\"", got)
	}
	if !strings.Contains(html, `<code class="step-arg">;</code>`) {
		t.Errorf("the stop does not show the text it stops at:\n%s", html)
	}
	if n := strings.Count(html, `class="step step-guess"`); n != 3 {
		t.Errorf("%d guess steps, want 3 (after the stop)", n)
	}
}

// Decoded arguments are shown with their invisible bytes visible.
func TestInterpretViewNonPrintable(t *testing.T) {
	v := &interpretView{IResult: parser.Parse("ftp://h/a%20b%00/%0D%0A", 0)}
	mount(t, v)
	html := app.HTMLString(v)
	for _, s := range []string{
		`<code class="step-arg">a␣b⟨00⟩</code>`,
		`<code class="step-arg">⟨0D⟩⟨0A⟩</code>`,
	} {
		if !strings.Contains(html, s) {
			t.Errorf("the view lacks %s:\n%s", s, html)
		}
	}
}

func TestInterpretViewLong(t *testing.T) {
	v := &interpretView{IResult: parser.Parse("ftp://h/"+strings.Repeat("d/", 5000)+"f", 0)}
	mount(t, v)
	if got := len(stepAttrs(t, v)); got != listLimit {
		t.Errorf("%d steps drawn, want %d", got, listLimit)
	}
	if !strings.Contains(app.HTMLString(v), "Showing "+strconv.Itoa(listLimit)+" of 5005 steps.") {
		t.Errorf("no count of the steps left out")
	}
}

// A stop where something is missing shows where.
func TestInterpretViewStopAtEnd(t *testing.T) {
	v := &interpretView{IResult: parser.Parse("file://h", 0)}
	mount(t, v)
	if html := app.HTMLString(v); !strings.Contains(html, `<span class="empty-text">(at byte 8)</span>`) {
		t.Errorf("no stop at byte 8:\n%s", html)
	}
}

func TestInterpretIntro(t *testing.T) {
	if got := interpretIntro("ftp"); !strings.Contains(got, "this ftp URL") {
		t.Errorf("interpretIntro(ftp) = %q", got)
	}
	long := strings.Repeat("x", 1000)
	if got := interpretIntro(long); len(got) > 200 || !strings.Contains(got, "does not define") {
		t.Errorf("interpretIntro(1000 x) = %q", got)
	}
}

// TestInterpretViewSources: a step that draws on another document names it
// ("Outside RFC 1738: RFC 1945"), and a step whose decoded argument holds
// CR LF shows section 6's caution, as text, beside that step.
func TestInterpretViewSources(t *testing.T) {
	for _, tt := range []struct{ input, want string }{
		{"http://info.cern.ch/x/y.html?q", `<p class="step-source">Outside RFC 1738: RFC 1945</p>`},
		{"gopher://h/", `<p class="step-source">Outside RFC 1738: RFC 1436</p>`},
		{"ftp://h/f;type=a", `<p class="step-source">Outside RFC 1738: RFC 959</p>`},
		{"ftp://host/a%0D%0ADELE%20x", `<q class="step-quote">Care should be taken when URLs contain embedded encoded delimiters`},
	} {
		v := &interpretView{IResult: parser.Parse(tt.input, 0)}
		mount(t, v)
		if html := app.HTMLString(v); !strings.Contains(html, tt.want) {
			t.Errorf("%q: the view lacks %s", tt.input, tt.want)
		}
	}
	v := &interpretView{IResult: parser.Parse("http://info.cern.ch/x/y.html?q", 0)}
	mount(t, v)
	if html := app.HTMLString(v); strings.Contains(html, `<code class="step-cmd">GET</code>`) {
		t.Errorf("the view of an http URL writes an HTTP request line RFC 1738 does not give")
	}
}
