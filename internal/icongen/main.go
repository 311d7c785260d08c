// Command icongen draws the app icons: web/icon.svg, web/icon-192.png and
// web/icon-512.png, from one description of the shapes (a "://" on a
// rounded square), so the vector and bitmap icons agree. The files are
// committed; run it again after changing the shapes:
//
//	go run ./internal/icongen -dir web
//
// Its test checks that the committed files are what it draws.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// The icon on a 512×512 canvas.
const (
	canvas    = 512
	cornerR   = 96
	dotR      = 34
	colonX    = 110
	colonTopY = 200
	colonBotY = 330
)

var (
	background = color.NRGBA{0x1f, 0x2a, 0x36, 0xff}
	foreground = color.NRGBA{0xf4, 0xb9, 0x42, 0xff}
	// Two slanted bars, each a parallelogram given clockwise.
	slashes = [][4][2]float64{
		{{222, 400}, {302, 112}, {346, 112}, {266, 400}},
		{{312, 400}, {392, 112}, {436, 112}, {356, 400}},
	}
)

func hexColor(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// SVG returns the vector icon.
func SVG() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">`+"\n", canvas, canvas)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" rx="%d" fill="%s"/>`+"\n", canvas, canvas, cornerR, hexColor(background))
	fmt.Fprintf(&b, `<g fill="%s">`+"\n", hexColor(foreground))
	for _, y := range []int{colonTopY, colonBotY} {
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d"/>`+"\n", colonX, y, dotR)
	}
	for _, s := range slashes {
		fmt.Fprintf(&b, `<polygon points="%g,%g %g,%g %g,%g %g,%g"/>`+"\n",
			s[0][0], s[0][1], s[1][0], s[1][1], s[2][0], s[2][1], s[3][0], s[3][1])
	}
	b.WriteString("</g>\n</svg>\n")
	return b.Bytes()
}

// inside reports which colour covers point (x, y) of the canvas: 0 none,
// 1 background, 2 foreground.
func inside(x, y float64) int {
	// Rounded square.
	cx := math.Max(cornerR, math.Min(canvas-cornerR, x))
	cy := math.Max(cornerR, math.Min(canvas-cornerR, y))
	if x < 0 || y < 0 || x > canvas || y > canvas || math.Hypot(x-cx, y-cy) > cornerR {
		return 0
	}
	for _, dy := range []float64{colonTopY, colonBotY} {
		if math.Hypot(x-colonX, y-dy) <= dotR {
			return 2
		}
	}
	for _, s := range slashes {
		in := true
		for i := range 4 {
			a, b := s[i], s[(i+1)%4]
			// Clockwise in screen coordinates (y down): inside is to the right.
			if (b[0]-a[0])*(y-a[1])-(b[1]-a[1])*(x-a[0]) < 0 {
				in = false
				break
			}
		}
		if in {
			return 2
		}
	}
	return 1
}

// PNG returns the icon rasterised at size×size pixels, 4×4 samples a pixel.
func PNG(size int) ([]byte, error) {
	const n = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scale := float64(canvas) / float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range n {
				for sx := range n {
					x := (float64(px) + (float64(sx)+0.5)/n) * scale
					y := (float64(py) + (float64(sy)+0.5)/n) * scale
					var c color.NRGBA
					switch inside(x, y) {
					case 1:
						c = background
					case 2:
						c = foreground
					default:
						continue
					}
					r += float64(c.R)
					g += float64(c.G)
					b += float64(c.B)
					a++
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r / a)), G: uint8(math.Round(g / a)), B: uint8(math.Round(b / a)),
				A: uint8(math.Round(a * 255 / (n * n))),
			})
		}
	}
	var out bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&out, img); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// Files returns the icon files by name.
func Files() (map[string][]byte, error) {
	files := map[string][]byte{"icon.svg": SVG()}
	for _, size := range []int{192, 512} {
		b, err := PNG(size)
		if err != nil {
			return nil, err
		}
		files[fmt.Sprintf("icon-%d.png", size)] = b
	}
	return files, nil
}

func main() {
	dir := flag.String("dir", "web", "the `directory` to write the icons to")
	flag.Parse()
	files, err := Files()
	if err == nil {
		for name, b := range files {
			if err = os.WriteFile(filepath.Join(*dir, name), b, 0o644); err != nil {
				break
			}
		}
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "icongen: %v\n", err)
		os.Exit(1)
	}
}
