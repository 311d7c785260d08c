package parser

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestOneFunctionPerProduction holds the parser to section 5 as text: every
// production above the BNF's "Miscellaneous definitions" (the character
// classes, which chars.go reads as one table) has exactly one function,
// whose doc comment starts with the production as section 5 prints it,
// copied whole, then names the section that explains it; and within each
// file those functions come in the RFC's order, so that a file reads as the
// part of section 5 it implements.
func TestOneFunctionPerProduction(t *testing.T) {
	misc := strings.Index(bnfText, "; Miscellaneous definitions")
	if misc < 0 {
		t.Fatal("rfc1738-bnf.txt has no \"; Miscellaneous definitions\" line")
	}
	order := map[string]int{} // production name to its place in section 5
	text := map[string]string{}
	var want []string
	for i, r := range Rules() {
		order[r.Name] = i
		text[r.Name] = r.Text
		if strings.Index(bnfText, r.Text) < misc {
			want = append(want, r.Name)
		}
	}

	type fn struct{ name, file string }
	found := map[string][]fn{}   // production to the functions that quote it
	inFile := map[string][]int{} // file to the places of its productions, in file order
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		f, err := goparser.ParseFile(fset, file, src, goparser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Doc == nil {
				continue
			}
			// The doc's leading code block: the lines "//\t...".
			var block []string
			var rest strings.Builder // the doc after it
			for _, c := range fd.Doc.List {
				if l, ok := strings.CutPrefix(c.Text, "//\t"); ok && rest.Len() == 0 {
					block = append(block, l)
					continue
				}
				rest.WriteString(c.Text + "\n")
			}
			if len(block) == 0 {
				continue
			}
			name, _, _ := strings.Cut(block[0], " ")
			if _, ok := order[name]; !ok {
				continue
			}
			if got := strings.Join(block, "\n"); got != text[name] {
				t.Errorf("%s: %s's doc quotes\n%s\nwant, as section 5 prints it,\n%s", file, fd.Name.Name, got, text[name])
			}
			if !strings.Contains(rest.String(), "Section ") {
				t.Errorf("%s: %s's doc names no section after the production %s", file, fd.Name.Name, name)
			}
			found[name] = append(found[name], fn{fd.Name.Name, file})
			inFile[file] = append(inFile[file], order[name])
		}
	}
	for _, name := range want {
		switch fs := found[name]; len(fs) {
		case 0:
			t.Errorf("no function's doc starts with the production %s", name)
		case 1:
		default:
			t.Errorf("the production %s heads %d functions: %v", name, len(fs), fs)
		}
	}
	for file, places := range inFile {
		if !slices.IsSorted(places) {
			t.Errorf("%s: its productions are not in section 5's order", file)
		}
	}
}
