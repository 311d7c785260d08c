package main

import (
	"math/rand/v2"
	"net/url"
	"testing"
)

func TestRepairHref(t *testing.T) {
	const o = "http://127.0.0.1:8080"
	tests := []struct {
		href, want string
		changed    bool
	}{
		{o + "/", o + "/", false},
		{o + "/#u=aHR0cDovL2Ev", o + "/#u=aHR0cDovL2Ev", false},
		{o + "/#%41", o + "/#%41", false},
		{o + "/#%", o + "/#%25", true},
		{o + "/#%2", o + "/#%252", true},
		{o + "/#u=%ZZ", o + "/#u=%25ZZ", true},
		{o + "/#x%2", o + "/#x%252", true},
		{o + "/#%E0%A4%A", o + "/#%E0%A4%25A", true},
		{o + "/#u=aHR0cDovL2Ev&x=%", o + "/#u=aHR0cDovL2Ev&x=%25", true},
		{o + "/rfc#%", o + "/rfc#%25", true},
		{o + "/a%zz/?q=%#%", o + "/a%25zz/?q=%#%25", true},
	}
	for _, tt := range tests {
		got, changed := repairHref(tt.href)
		if got != tt.want || changed != tt.changed {
			t.Errorf("repairHref(%q) = %q, %v; want %q, %v", tt.href, got, changed, tt.want, tt.changed)
		}
		if _, err := url.Parse(got); err != nil {
			t.Errorf("repairHref(%q) = %q, which url.Parse rejects: %v", tt.href, got, err)
		}
	}
}

// TestRepairHrefParses: whatever follows the origin, the repair parses.
func TestRepairHrefParses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "%#?/&=u0123456789abcdefABCDEFZz"
	for range 20000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			if r.IntN(4) == 0 {
				b[i] = byte(r.IntN(256))
			} else {
				b[i] = alphabet[r.IntN(len(alphabet))]
			}
		}
		href := "http://127.0.0.1:8080/" + url.PathEscape(string(b[:len(b)/2])) + "#" + string(b[len(b)/2:])
		got, _ := repairHref(href)
		if _, err := url.Parse(got); err != nil {
			t.Fatalf("repairHref(%q) = %q, which url.Parse rejects: %v", href, got, err)
		}
	}
}

// addressKey leaves out the language alone: a change of language, which
// web/field.js writes by itself, is not an address the page has not read.
func TestAddressKey(t *testing.T) {
	const o = "http://127.0.0.1:8080/"
	same := [][2]string{
		{o + "#u=aHR0cDovL2Ev", o + "#u=aHR0cDovL2Ev&lang=fr"},
		{o + "#u=aHR0cDovL2Ev&lang=de&v=list", o + "#u=aHR0cDovL2Ev&v=list"},
		{o, o},
	}
	for _, c := range same {
		if a, b := addressKey(c[0]), addressKey(c[1]); a != b {
			t.Errorf("addressKey(%q) = %q, addressKey(%q) = %q; want them the same", c[0], a, c[1], b)
		}
	}
	differ := [][2]string{
		{o + "#u=aHR0cDovL2Ev", o + "#u=aHR0cDovL2Iv"},
		{o + "#%25", o + "#%252"},
		{o + "#u=aHR0cDovL2Ev", o + "#u=aHR0cDovL2Ev&v=list"},
		{o, o + "#"},
		{o + "#langx", o + "#"},
	}
	for _, c := range differ {
		if a, b := addressKey(c[0]), addressKey(c[1]); a == b {
			t.Errorf("addressKey(%q) = addressKey(%q) = %q; want them to differ", c[0], c[1], a)
		}
	}
}
