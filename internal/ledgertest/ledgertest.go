// Package ledgertest finds the statement IDs a package's code names, for
// the tests that hold the code and its statement table to each other:
// every ID the code names is a statement, and every statement is named.
// Only tests import it.
package ledgertest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
)

// IDLiterals returns the string literals that start with prefix
// ("gallery.", "exercise.") in the Go files of the current directory,
// leaving out test files and the files named in skip (where the table
// defines them).
func IDLiterals(prefix string, skip ...string) ([]string, error) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		return nil, err
	}
	var ids []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || contains(skip, name) {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && strings.HasPrefix(s, prefix) {
					ids = append(ids, s)
				}
			}
			return true
		})
	}
	return ids, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
