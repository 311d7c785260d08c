package precompress

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if zr.Name != "" || !zr.ModTime.IsZero() || zr.Comment != "" {
		t.Errorf("gzip header has name %q, mtime %v, comment %q; want none", zr.Name, zr.ModTime, zr.Comment)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func unbrotli(t *testing.T, b []byte) []byte {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var roundTripInputs = []string{
	"",
	"a",
	"\x00\x00\xff invalid utf-8 \xc3\x28 and NUL",
	"emoji 🙂 <script>alert(1)</script>",
	strings.Repeat("http://example.com/path?q=1 ", 20000),
}

func TestRoundTripAndDeterminism(t *testing.T) {
	for _, in := range roundTripInputs {
		gz1, err := Gzip([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		gz2, _ := Gzip([]byte(in))
		br1, err := Brotli([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		br2, _ := Brotli([]byte(in))
		if !bytes.Equal(gz1, gz2) || !bytes.Equal(br1, br2) {
			t.Errorf("compressing %.20q twice gave different bytes", in)
		}
		if got := gunzip(t, gz1); string(got) != in {
			t.Errorf("gzip round trip of %.20q gave %.20q", in, got)
		}
		if got := unbrotli(t, br1); string(got) != in {
			t.Errorf("brotli round trip of %.20q gave %.20q", in, got)
		}
	}
}

func TestDir(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"index.html":           "<!DOCTYPE html>" + strings.Repeat("<p>x</p>", 100),
		"app.js":               "console.log(1)",
		"manifest.webmanifest": "{}",
		"web/app.wasm":         "\x00asm" + strings.Repeat("\x01\x02", 1000),
		"web/app.css":          "",
		"web/icon.svg":         "<svg/>",
		"web/notes.TXT":        "upper-case extension",
		"web/icon-192.png":     "\x89PNG",
		".hidden.js":           "no",
		".git/x.js":            "no",
	}
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	names, err := Dir(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"app.js", "index.html", "manifest.webmanifest", "web/app.css", "web/app.wasm", "web/icon.svg", "web/notes.TXT"}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Errorf("Dir compressed %q, want %q", names, want)
	}
	for _, name := range want {
		p := filepath.Join(root, filepath.FromSlash(name))
		gz, err := os.ReadFile(p + ".gz")
		if err != nil {
			t.Fatal(err)
		}
		br, err := os.ReadFile(p + ".br")
		if err != nil {
			t.Fatal(err)
		}
		if got := gunzip(t, gz); string(got) != files[name] {
			t.Errorf("%s.gz decodes to %.20q", name, got)
		}
		if got := unbrotli(t, br); string(got) != files[name] {
			t.Errorf("%s.br decodes to %.20q", name, got)
		}
	}
	for _, name := range []string{"web/icon-192.png", ".hidden.js", ".git/x.js"} {
		if _, err := os.Stat(filepath.Join(root, name+".br")); err == nil {
			t.Errorf("%s was compressed", name)
		}
	}
	// A second run replaces the siblings with identical bytes and does not
	// compress the siblings themselves.
	before, _ := os.ReadFile(filepath.Join(root, "web/app.wasm.br"))
	names2, err := Dir(root)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(names2, " ") != strings.Join(want, " ") {
		t.Errorf("second Dir compressed %q", names2)
	}
	after, _ := os.ReadFile(filepath.Join(root, "web/app.wasm.br"))
	if !bytes.Equal(before, after) {
		t.Error("second run changed app.wasm.br")
	}
}
