package main

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/anatomy"
)

// TestAnatomy: -anatomy URL prints the anatomy package's SVG of the URL,
// the bytes the page downloads; the exit status is the verdict's.
func TestAnatomy(t *testing.T) {
	for _, c := range []struct {
		url    string
		status int
	}{
		{"ftp://myname@host.dom/%2Fetc/motd", 0},
		{"http://a:b@host/", 1}, // section 3.3: httpurl takes no login
		{"-not-a-flag", 1},      // after "--", a URL that starts with "-"
	} {
		args := []string{"-anatomy", c.url}
		if strings.HasPrefix(c.url, "-") {
			args = []string{"-anatomy", "--", c.url}
		}
		var out, errOut bytes.Buffer
		if code := run(args, strings.NewReader("ignored\n"), &out, &errOut); code != c.status || errOut.Len() != 0 {
			t.Errorf("%q: status %d (want %d), stderr %q", c.url, code, c.status, errOut.String())
		}
		var want bytes.Buffer
		anatomy.SVG(&want, c.url, anatomy.Options{})
		if out.String() != want.String() {
			t.Errorf("%q: -anatomy is not anatomy.SVG's figure:\n%s", c.url, out.String())
		}
		var doc struct {
			XMLName xml.Name
			Title   string `xml:"title"`
		}
		if err := xml.Unmarshal(out.Bytes(), &doc); err != nil || doc.XMLName.Local != "svg" || !strings.Contains(doc.Title, c.url) {
			t.Errorf("%q: %v %+v", c.url, err, doc)
		}
	}
}

// TestAnatomyUsage: one URL and no other mode, or a usage error of one
// line with status 2 and nothing on standard output.
func TestAnatomyUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-anatomy"}, "-anatomy needs a URL"},
		{[]string{"-anatomy", "http://a/", "http://b/"}, "-anatomy draws one URL, not 2"},
		{[]string{"-anatomy", "-json", "http://a/"}, "-anatomy cannot be used with -json"},
		{[]string{"-json", "-anatomy", "http://a/"}, "-anatomy cannot be used with -json"},
		{[]string{"-anatomy", "-interpret", "http://a/"}, "-anatomy cannot be used with -interpret"},
		{[]string{"-anatomy", "-check", "list.txt"}, "-anatomy cannot be used with -check"},
		{[]string{"-anatomy", "-generate", "3"}, "-generate cannot be used with -anatomy"},
		{[]string{"-anatomy", "-diagram", "host", "http://a/"}, "-anatomy cannot be used with -diagram"},
	} {
		var out, errOut bytes.Buffer
		code := run(c.args, strings.NewReader(""), &out, &errOut)
		if code != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), c.msg) || strings.Count(errOut.String(), "\n") != 1 {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 2, nothing, one line with %q", c.args, code, out.String(), errOut.String(), c.msg)
		}
	}
}
