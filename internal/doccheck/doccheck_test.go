package doccheck

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// docs are the documents whose paths must exist, relative to the
// repository's root.
var docs = []string{"README.md", "ARCHITECTURE.md", "DESIGN.md", "docs/PERFORMANCE.md", "docs/TRANSLATING.md"}

// repoRoot is the directory of go.mod above this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

// TestDocsNameExistingPaths: every repository path that README.md,
// ARCHITECTURE.md, DESIGN.md and docs/PERFORMANCE.md name exists.
func TestDocsNameExistingPaths(t *testing.T) {
	root := repoRoot(t)
	for _, doc := range docs {
		missing, checked, err := Missing(root, doc)
		if err != nil {
			t.Fatal(err)
		}
		// Each document names paths: none found means the reading broke,
		// not that the document is right.
		if len(checked) < 5 {
			t.Errorf("%s: only %d paths found; the extraction no longer reads the document", doc, len(checked))
		}
		for _, r := range missing {
			t.Errorf("%s:%d: %q names a path that does not exist in the repository", doc, r.Line, r.Text)
		}
	}
}

// TestMissingFindsWhatIsNotThere: a document naming a missing path is
// reported, line by line, and what only looks like a path is not.
func TestMissingFindsWhatIsNotThere(t *testing.T) {
	root := t.TempDir()
	for _, f := range []string{"parser/parse.go", "parser/oneerror.go", "docs/PERFORMANCE.md", "lists/rfc-examples.txt", ".github/workflows/pages.yml"} {
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	doc := "The parser is `parser/parse.go`; one mistake, one error: `oneerror.go`.\n" +
		"The RFC is in `spec/rfc1738.txt` and the lists in `lists/*.txt`, `lists/*.csv`.\n" +
		"See [the figures](PERFORMANCE.md#the-machine), [the design](../DESIGN.md) and `.github/workflows/`.\n" +
		"A bare name that is nowhere: `gone.go`; a folder that is not: `cmd/rfc1738/`.\n" +
		"Not paths: `/web/app.wasm`, `/rfc`, <https://example.com/a/b.md>, [site](https://example.com/x.md),\n" +
		"`net/url`, `net/url.Parse`, `github.com/a/b`, `golang.org/x/net/html`, `build/site/_headers`,\n" +
		"`#u=…&v=parts`, `/diagrams/<rule>.svg`, `E2E_SITE=$PWD/build/site`, `application/wasm`, `B/op`, `app.js`.\n" +
		"```sh\n" +
		"go run ./missing/in/a/fence.go\n" +
		"`fenced/too.go`\n" +
		"```\n"
	if err := os.WriteFile(filepath.Join(root, "docs", "GUIDE.md"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	missing, checked, err := Missing(root, "docs/GUIDE.md")
	if err != nil {
		t.Fatal(err)
	}
	var got, seen []string
	for _, r := range missing {
		got = append(got, r.Text)
	}
	for _, r := range checked {
		seen = append(seen, r.Text)
	}
	want := []string{"spec/rfc1738.txt", "lists/*.csv", "../DESIGN.md", "gone.go", "cmd/rfc1738/"}
	if !slices.Equal(got, want) {
		t.Errorf("missing = %q, want %q", got, want)
	}
	wantSeen := []string{"parser/parse.go", "oneerror.go", "spec/rfc1738.txt", "lists/*.txt", "lists/*.csv",
		"PERFORMANCE.md", "../DESIGN.md", ".github/workflows/", "gone.go", "cmd/rfc1738/"}
	if !slices.Equal(seen, wantSeen) {
		t.Errorf("checked = %q, want %q", seen, wantSeen)
	}
	if missing[2].Line != 3 || !missing[2].Link {
		t.Errorf("%+v: want line 3, a link", missing[2])
	}
}
