// Package doccheck finds the repository paths that a Markdown document
// names, so that a test can check that each exists: a document that names a
// file which moved or never existed sends its reader looking for nothing.
//
// A reference is an inline code span (`parser/parse.go`) or a link target
// ([text](docs/PERFORMANCE.md)), outside fenced code blocks, which hold
// commands rather than names. It is taken for a repository path when it
// contains a "/" or ends in a source or document extension (.go, .md,
// .txt, ...), and is none of the things below, each of which also has a
// "/" or a dot:
//
//   - a URL ("https://…") or a path the site serves or the machine has,
//     which starts with "/" ("/web/app.wasm", "/rfc", "/usr/local/go");
//   - a placeholder or an expression: it holds a space, "<", "…", "...",
//     "=", "(", a quote, "$" or "{";
//   - an import path: a module's, whose first element is a domain
//     ("github.com/…", "golang.org/x/net/html"), or the standard
//     library's, a directory of GOROOT/src ("net/url", and "net/url.Parse"
//     with its selector);
//   - a file of the build's output: under "build/", or one that go-app
//     writes into the site (notInRepo);
//   - one of the few other names with a "/" that the documents use
//     (notInRepo: a MIME type, an action name, benchmark units).
//
// A code span is relative to the repository's root; a link target to the
// document's own directory, as Markdown renders it. A bare file name
// ("oneerror.go", in a paragraph about the parser) names a file anywhere
// in the repository; a name with "*" is a glob that must match something.
package doccheck

import (
	"bufio"
	"go/build"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// A Ref is one reference to a repository path in a document.
type Ref struct {
	Line int    // 1-based line in the document
	Text string // as written, without a link's "#fragment"
	Link bool   // a link target (relative to the document's directory), not a code span
}

// notInRepo are names that look like repository paths and are not, each
// with the reason.
var notInRepo = map[string]string{
	"application/wasm":     "a MIME type",
	"railroad/light-span":  "a go-app action name",
	"app.js":               "written by go-app into the built site",
	"app-worker.js":        "written by go-app into the built site",
	"wasm_exec.js":         "copied from GOROOT into the built site",
	"manifest.webmanifest": "written by go-app into the built site",
	"B/op":                 "a benchmark unit",
	"ns/op":                "a benchmark unit",
	"allocs/op":            "a benchmark unit",
	"B/byte":               "a benchmark unit",
	"ns/URL":               "a benchmark unit",
}

// extensions are the endings that make a name without "/" a file name.
var extensions = []string{".go", ".md", ".txt", ".txtar", ".yml", ".yaml", ".css", ".js", ".png", ".svg", ".json", ".mod", ".sum", ".sh"}

var (
	codeSpan = regexp.MustCompile("`([^`\n]+)`")
	link     = regexp.MustCompile(`\]\(([^)\s]+)\)`)
)

// Refs returns the references in a Markdown document that name repository
// paths, in order.
func Refs(md string) []Ref {
	var refs []Ref
	fenced := false
	sc := bufio.NewScanner(strings.NewReader(md))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		for _, m := range link.FindAllStringSubmatch(line, -1) {
			target, _, _ := strings.Cut(m[1], "#")
			if target != "" && isRepoPath(target) {
				refs = append(refs, Ref{Line: n, Text: target, Link: true})
			}
		}
		for _, m := range codeSpan.FindAllStringSubmatch(line, -1) {
			if isRepoPath(m[1]) {
				refs = append(refs, Ref{Line: n, Text: m[1]})
			}
		}
	}
	return refs
}

// isRepoPath reports whether s, a code span or a link target, names a
// repository path (see the package comment).
func isRepoPath(s string) bool {
	if _, ok := notInRepo[s]; ok {
		return false
	}
	if strings.Contains(s, "://") || strings.HasPrefix(s, "mailto:") || strings.HasPrefix(s, "/") {
		return false
	}
	if strings.ContainsAny(s, " \t<>…=(\"'${}") || strings.Contains(s, "...") {
		return false
	}
	if !strings.Contains(s, "/") && !hasExtension(s) {
		return false
	}
	if strings.HasPrefix(s, "build/") || s == "build" {
		return false
	}
	first, _, _ := strings.Cut(s, "/")
	if strings.Contains(s, "/") && strings.Contains(first, ".") && !strings.HasPrefix(first, ".") {
		return false // a module path: its first element is a domain
	}
	if isStdlib(s) {
		return false
	}
	return true
}

func hasExtension(s string) bool {
	for _, e := range extensions {
		if strings.HasSuffix(s, e) {
			return true
		}
	}
	return false
}

// isStdlib reports whether s is a standard library import path, with or
// without a selector after it ("net/url", "net/url.Parse").
func isStdlib(s string) bool {
	if !strings.Contains(s, "/") || hasExtension(s) {
		return false
	}
	dir, last := path.Split(s)
	last, _, _ = strings.Cut(last, ".")
	if last == "" {
		return false
	}
	fi, err := os.Stat(filepath.Join(build.Default.GOROOT, "src", filepath.FromSlash(dir+last)))
	return err == nil && fi.IsDir()
}

// Missing returns the references of the document at root/doc (doc
// relative to root, with "/") that name no file or directory under root.
func Missing(root, doc string) (missing, checked []Ref, err error) {
	data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(doc)))
	if err != nil {
		return nil, nil, err
	}
	var names map[string]bool // base names in the repository, read once if needed
	for _, r := range Refs(string(data)) {
		checked = append(checked, r)
		p := strings.TrimSuffix(r.Text, "/")
		if r.Link {
			p = path.Join(path.Dir(doc), p)
		}
		if !strings.Contains(p, "/") {
			if names == nil {
				if names, err = baseNames(root); err != nil {
					return nil, nil, err
				}
			}
			if !matchName(names, p) {
				missing = append(missing, r)
			}
			continue
		}
		if strings.HasPrefix(p, "../") || p == ".." {
			missing = append(missing, r) // outside the repository
			continue
		}
		full := filepath.Join(root, filepath.FromSlash(p))
		if strings.Contains(p, "*") {
			if m, _ := filepath.Glob(full); len(m) == 0 {
				missing = append(missing, r)
			}
			continue
		}
		if _, err := os.Stat(full); err != nil {
			missing = append(missing, r)
		}
	}
	return missing, checked, nil
}

// baseNames returns the base name of every file and directory under root,
// but those of .git and build.
func baseNames(root string) (map[string]bool, error) {
	names := map[string]bool{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (d.Name() == ".git" || d.Name() == "build") {
			return filepath.SkipDir
		}
		names[d.Name()] = true
		return nil
	})
	return names, err
}

func matchName(names map[string]bool, pattern string) bool {
	if !strings.Contains(pattern, "*") {
		return names[pattern]
	}
	for n := range names {
		if ok, _ := path.Match(pattern, n); ok {
			return true
		}
	}
	return false
}
