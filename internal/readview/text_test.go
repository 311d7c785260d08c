package readview

import (
	"testing"
	"unicode/utf8"
)

// Clip cuts between characters, never inside one.
func TestClipWholeCharacters(t *testing.T) {
	for _, tt := range []struct {
		s    string
		n    int
		want string
	}{
		{"abc", 3, "abc"},
		{"abcd", 3, "abc\u2026"},
		{"不安全字符", 4, "不\u2026"}, // each is three bytes: byte 4 is inside the second
		{"不安全字符", 6, "不安\u2026"},
		{"é", 1, "\u2026"},
	} {
		got := Clip(tt.s, tt.n)
		if got != tt.want || !utf8.ValidString(got) {
			t.Errorf("Clip(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.want)
		}
	}
}
