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
// defines them). A literal that is the stem a count's sentence is said by
// (parser.Counted("cli.more-bytes", n)) names both of its forms, the
// stem's ".one" and ".many".
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
		stems := map[*ast.BasicLit]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) > 0 && calls(call, "Counted") {
				if lit, ok := call.Args[0].(*ast.BasicLit); ok {
					stems[lit] = true
				}
			}
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && strings.HasPrefix(s, prefix) && stems[lit] {
					ids = append(ids, s+".one", s+".many")
					return true
				}
				if s, err := strconv.Unquote(lit.Value); err == nil && strings.HasPrefix(s, prefix) {
					ids = append(ids, s)
				}
			}
			return true
		})
	}
	return ids, nil
}

// calls reports whether call calls a function named name (f or pkg.f).
func calls(call *ast.CallExpr, name string) bool {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return fn.Name == name
	case *ast.SelectorExpr:
		return fn.Sel.Name == name
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
