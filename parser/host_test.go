package parser

import (
	"strings"
	"testing"
)

// TestHostname checks hostname's reading against the BNF's hostname
// (section 5, stopPoint) on every string of up to six bytes over letters,
// digits, "-", "." and a byte a host cannot hold: when the two disagree, a
// host name is wrongly passed without a diagnostic, or wrongly reported.
func TestHostname(t *testing.T) {
	const alphabet = "aZ09-._"
	var buf [6]byte
	var walk func(n int)
	walk = func(n int) {
		if n > 0 {
			s := string(buf[:n])
			_, _, want := stopPoint("hostname", s)
			if got := readsAsHostname(s); got != want {
				t.Errorf("hostname reading %q: no error = %v, the BNF's hostname says %v", s, got, want)
			}
		}
		if n == len(buf) {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			buf[n] = alphabet[i]
			walk(n + 1)
		}
	}
	walk(0)
	// Every byte in every place of hosts of 1 to 12 bytes.
	for n := 1; n <= 12; n++ {
		host := []byte("ab.c-d.e9f.gh")[:n]
		for i := range host {
			for b := range 256 {
				h := append([]byte(nil), host...)
				h[i] = byte(b)
				s := string(h)
				_, _, want := stopPoint("hostname", s)
				if got := readsAsHostname(s); got != want {
					t.Errorf("hostname reading %q: no error = %v, the BNF's hostname says %v", s, got, want)
				}
			}
		}
	}
	for _, s := range []string{"www.example.com", "a", "a.b.c.d.e.f.g.h.com", "x-1.y--2.zz", "ä.com", "a\x00b.com"} {
		_, _, want := stopPoint("hostname", s)
		if got := readsAsHostname(s); got != want {
			t.Errorf("hostname reading %q: no error = %v, the BNF's hostname says %v", s, got, want)
		}
	}
}

// readsAsHostname reports whether hostname reads s with no error.
func readsAsHostname(s string) bool {
	p := parser{s: s, r: &Result{Input: s}}
	p.hostname(0, len(s))
	return p.errs == 0
}

// The IP address's count of groups is said in its language's form.
func TestGroupCountPlural(t *testing.T) {
	defer Translate(nil)
	msg := func(in string) string {
		for _, d := range Parse(in, 0).Diagnostics {
			if d.Code == CodeBadHost {
				return d.StatementID() + ": " + d.Message
			}
		}
		return ""
	}
	for in, want := range map[string]string{
		"http://123/": `diag.bad-host.group-count.one: the IP address "123" has 1 group: a hostnumber is four groups of digits separated by "."`,
		"http://1.2/": `diag.bad-host.group-count: the IP address "1.2" has 2 groups: a hostnumber is four groups of digits separated by "."`,
	} {
		if got := msg(in); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %s\nwant %s", in, got, want)
		}
	}
	Translate(map[string]string{PluralID: "zh-Hans", "diag.bad-host.group-count": "IP 地址 %s 有 %d 组：hostnumber 是由 %q 分隔的四组数字"})
	if got, want := msg("http://123/"), `diag.bad-host.group-count: IP 地址 "123" 有 1 组：hostnumber 是由 "." 分隔的四组数字`; !strings.HasPrefix(got, want) {
		t.Errorf("Chinese: %s\nwant %s", got, want)
	}
}
