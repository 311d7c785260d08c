package main

import (
	"bytes"
	"encoding/xml"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/railroad"
)

func TestDiagram(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-diagram", "hostport"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("status %d: %s", code, errOut.String())
	}
	var want bytes.Buffer
	railroad.RuleSVG(&want, "hostport")
	if out.String() != want.String() {
		t.Errorf("-diagram hostport is not the rule's file:\n%s", out.String())
	}
	var v struct {
		XMLName xml.Name
		Desc    string `xml:"desc"`
	}
	if err := xml.Unmarshal(out.Bytes(), &v); err != nil || v.XMLName.Local != "svg" || v.Desc != `hostport = host [ ":" port ]` {
		t.Errorf("%v %+v", err, v)
	}

	out.Reset()
	errOut.Reset()
	if code := run([]string{"-diagram", "nosuchrule"}, nil, &out, &errOut); code != 2 || out.Len() != 0 || !strings.Contains(errOut.String(), "nosuchrule") {
		t.Errorf("unknown rule: status %d, out %q, err %q", code, out.String(), errOut.String())
	}
}
