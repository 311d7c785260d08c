package workspace

import "testing"

// TestPlainPrefix: the caret's fast path agrees with OneToOne and
// CharBefore over a run of edits like a student's.
func TestPlainPrefix(t *testing.T) {
	var p plainPrefix
	in := "http://h/"
	pieces := []string{"a", "\u00e9", "\r\n", "%41", "\U0001F600", "b", "\xff", "c"}
	for i := 0; i < 400; i++ {
		switch i % 5 {
		case 0, 1:
			in += pieces[i%len(pieces)]
		case 2:
			k := (i * 7) % (len(in) + 1)
			in = in[:k] + pieces[(i/5)%len(pieces)] + in[k:]
		case 3:
			if len(in) > 1 {
				k := (i * 13) % len(in)
				in = in[:k] + in[k+1:]
			}
		}
		want := 0
		for want < len(in) && OneToOne(in[:want+1]) {
			want++
		}
		if got := p.of(in); got != want {
			t.Fatalf("edit %d: plainPrefix.of(%q) = %d, want %d", i, in, got, want)
		}
		for c := 0; c <= len(in)+1; c++ {
			if got, w := p.charBefore(in, c), CharBefore(in, c); got != w {
				t.Fatalf("edit %d: plainPrefix.charBefore(%q, %d) = %d, CharBefore says %d", i, in, c, got, w)
			}
		}
	}
}
