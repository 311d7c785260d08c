package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/i18n"
)

// The directory holds every catalog as committed and the pseudo-language,
// each a catalog its tag names, the pseudo-language held to English like
// any translation.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	names, err := write(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := len(i18n.Tags()) + 1; len(names) != want {
		t.Errorf("wrote %v, want %d files", names, want)
	}
	en, err := i18n.Load(i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		c, err := i18n.Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if c.Lang+".json" != name {
			t.Errorf("%s holds the catalog of %q", name, c.Lang)
		}
		if committed, err := i18n.File(c.Lang); err == nil && !bytes.Equal(data, committed) {
			t.Errorf("%s is not the committed file", name)
		}
		if problems := i18n.Check(en, c); len(problems) > 0 {
			t.Errorf("%s: %s", name, strings.Join(problems, "\n"))
		}
	}
	if _, err := os.Stat(filepath.Join(dir, i18n.Pseudo+".json")); err != nil {
		t.Errorf("no pseudo-language: %v", err)
	}
}

// -fmt writes a catalog as the tests want it, its entries unchanged.
func TestFormatFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "xx.json")
	in := `{"messages": {"b": "dos <%s>", "a": "uno & %%"}, "name": "X", "lang": "xx"}`
	if err := os.WriteFile(p, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := formatFile(p); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	want := "{\n  \"lang\": \"xx\",\n  \"name\": \"X\",\n  \"messages\": {\n    \"a\": \"uno & %%\",\n    \"b\": \"dos <%s>\"\n  }\n}\n"
	if string(got) != want {
		t.Errorf("formatted:\n%s\nwant:\n%s", got, want)
	}
}
