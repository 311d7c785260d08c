package parser

import "testing"

// TestMatchesJoined checks that matchesJoined agrees with stopState over
// the joined text, at every split of a few inputs into three.
func TestMatchesJoined(t *testing.T) {
	for _, tt := range []struct{ rule, in string }{
		{"httpurl", "http://host/a%41?q"},
		{"httpurl", "HTTP://host:80/"},
		{"httpurl", "http://user@host/"},
		{"ftpurl", "ftp://u:p@h/a;type=i"},
		{"genericurl", "x-y:a/b"},
		{"genericurl", "x y:a"},
		{"newsurl", "news:a@b@host"},
	} {
		_, _, want := stopState(tt.rule, tt.in)
		for i := 0; i <= len(tt.in); i++ {
			for j := i; j <= len(tt.in); j++ {
				if got := matchesJoined(tt.rule, tt.in[:i], tt.in[i:j], tt.in[j:]); got != want {
					t.Errorf("matchesJoined(%s, %q, %q, %q) = %v, want %v", tt.rule, tt.in[:i], tt.in[i:j], tt.in[j:], got, want)
				}
			}
		}
	}
	if matchesJoined("no-such-rule", "a", "", "") {
		t.Errorf("matchesJoined of an unknown rule matched")
	}
}
