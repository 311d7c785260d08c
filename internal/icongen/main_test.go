package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The committed icons are what icongen draws (run `go run ./internal/icongen
// -dir web` after changing the shapes).
func TestCommittedIconsUpToDate(t *testing.T) {
	files, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join("..", "..", "web", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("web/%s differs from what icongen draws; run go run ./internal/icongen -dir web", name)
		}
	}
}

func TestPNGSizes(t *testing.T) {
	for _, size := range []int{192, 512} {
		b, err := PNG(size)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		if r := img.Bounds(); r.Dx() != size || r.Dy() != size {
			t.Errorf("PNG(%d) is %v", size, r)
		}
		// Corners are transparent (rounded), the centre of a colon dot is
		// the foreground.
		if _, _, _, a := img.At(0, 0).RGBA(); a != 0 {
			t.Errorf("PNG(%d) corner alpha %d, want 0", size, a)
		}
		s := float64(size) / canvas
		r, g, b2, _ := img.At(int(colonX*s), int(colonTopY*s)).RGBA()
		if uint8(r>>8) != foreground.R || uint8(g>>8) != foreground.G || uint8(b2>>8) != foreground.B {
			t.Errorf("PNG(%d) colon dot is %d,%d,%d", size, r>>8, g>>8, b2>>8)
		}
	}
}
