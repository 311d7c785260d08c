//go:build !wasm

package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestRenderOnlyRenders holds go-app's rule that Render only renders: go-app
// calls Render to compare what a component would draw with what it drew,
// and may call it at times the component does not choose (a parent's
// update, a mount, the prerendering at build time). A Render that changed
// the component's state or the page made the page depend on how often and
// in what order go-app rendered: the playground's data-behind and the
// panels' records were written there once, and the record could say a
// panel drew what it never showed. State changes in handlers and lifecycle
// methods (OnMount, OnNav, dispatch callbacks); what was drawn is recorded
// after the render (drawn-panels.go's drewNow).
//
// The test reads the package's source (every non-test file, both builds)
// and checks every Render method, and every function or method that only
// Render methods (or functions only they call) call, for
//
//   - an assignment or ++/-- whose target is rooted at the receiver (p.x = …,
//     p.x.y = …, p.x[i] = …) or at a package-level variable;
//   - a call of app.Window() (the page's DOM, read or written);
//   - a call of a function or method named in domWriters: a js.Value's Set
//     and Call (the page's DOM), go-app's Update, Dispatch, Defer and
//     actions (another render, or state changed later), and the page's
//     own writers (markBehind, drewNow, setField, writeFragment,
//     focusFirst, light, ...), and the workspace's changes (Type, Link,
//     Drawn, MoveCaret, Settle, ...).
//
// What it cannot see: calls through function values and interfaces,
// writes through an alias of the receiver (q := p; q.x = 1) or through a
// pointer the component handed out, a state change inside a method of a
// field's type other than those named in domWriters, and
// functions called from Render and from elsewhere too (a helper a handler
// shares is checked where it is not only Render's; the ...For choosers of
// drawn-panels.go are such, and are kept pure by reading their bodies).
func TestRenderOnlyRenders(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	funcs := map[string]*ast.FuncDecl{}
	globals := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				funcs[funcKey(d)] = d
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, s := range d.Specs {
					for _, n := range s.(*ast.ValueSpec).Names {
						globals[n.Name] = true
					}
				}
			}
		}
	}
	// Who calls whom (by name: a method by its receiver's type and name,
	// when called on the receiver; a function by its name), and which
	// functions are used as values or called in a function literal
	// (handlers and callbacks, run later: not only Render's).
	callers := map[string]map[string]bool{}
	asValue := map[string]bool{}
	for key, d := range funcs {
		if d.Body == nil {
			continue
		}
		recv, typ := receiver(d)
		called := map[ast.Expr]bool{}
		ast.Inspect(d.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				ast.Inspect(n.Body, func(n ast.Node) bool {
					if c, ok := n.(*ast.CallExpr); ok {
						if k := calleeKey(c.Fun, recv, typ); k != "" {
							asValue[k] = true
						}
					}
					return true
				})
				return false
			case *ast.CallExpr:
				called[n.Fun] = true
				if callee := calleeKey(n.Fun, recv, typ); callee != "" {
					if callers[callee] == nil {
						callers[callee] = map[string]bool{}
					}
					callers[callee][key] = true
				}
			case *ast.SelectorExpr, *ast.Ident:
				// A method value or a function named, not called: a
				// handler or a callback handed to another component.
				if k := calleeKey(n.(ast.Expr), recv, typ); k != "" && !called[n.(ast.Expr)] && funcs[k] != nil {
					asValue[k] = true
				}
			}
			return true
		})
	}
	render := map[string]bool{}
	for key, d := range funcs {
		if d.Name.Name == "Render" && d.Recv != nil {
			render[key] = true
		}
	}
	for grew := true; grew; {
		grew = false
		for key, by := range callers {
			if render[key] || asValue[key] || funcs[key] == nil || len(by) == 0 {
				continue
			}
			only := true
			for c := range by {
				only = only && render[c]
			}
			if only {
				render[key] = true
				grew = true
			}
		}
	}
	var keys []string
	for key := range render {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	checked := 0
	for _, key := range keys {
		d := funcs[key]
		if d == nil || d.Body == nil {
			continue
		}
		checked++
		recv, _ := receiver(d)
		ast.Inspect(d.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false // a handler or a callback, run later
			case *ast.AssignStmt:
				if n.Tok == token.DEFINE {
					return true
				}
				for _, l := range n.Lhs {
					if root := rootIdent(l); root != "" && (root == recv && isSelectorOrIndex(l) || globals[root] && !isLocal(d, root)) {
						t.Errorf("%s: %s writes %s", fset.Position(n.Pos()), key, exprString(l))
					}
				}
			case *ast.IncDecStmt:
				if root := rootIdent(n.X); root != "" && (root == recv && isSelectorOrIndex(n.X) || globals[root] && !isLocal(d, root)) {
					t.Errorf("%s: %s writes %s", fset.Position(n.Pos()), key, exprString(n.X))
				}
			case *ast.CallExpr:
				if s, ok := n.Fun.(*ast.SelectorExpr); ok {
					if x, ok := s.X.(*ast.Ident); ok && x.Name == "app" && s.Sel.Name == "Window" {
						t.Errorf("%s: %s calls app.Window()", fset.Position(n.Pos()), key)
					}
					if domWriters[s.Sel.Name] || wsChanges[s.Sel.Name] && rootField(s.X) == "ws" {
						t.Errorf("%s: %s calls %s", fset.Position(n.Pos()), key, exprString(n.Fun))
					}
				}
				if id, ok := n.Fun.(*ast.Ident); ok && domWriters[id.Name] {
					t.Errorf("%s: %s calls %s", fset.Position(n.Pos()), key, id.Name)
				}
			}
			return true
		})
	}
	if checked < 20 {
		t.Errorf("only %d Render methods and helpers found: the test no longer reads the package", checked)
	}
}

// domWriters are the calls that write the page or the component's record
// of it, or ask go-app for another render.
var domWriters = map[string]bool{
	"Set": true, "SetAttribute": true, "RemoveAttribute": true, "setAttribute": true,
	"Call": true, "Update": true, "Dispatch": true, "Defer": true,
	"NewAction": true, "NewActionWithValue": true, "Handle": true,
	"Cancel":     true, // a timer's
	"markBehind": true, "Drawn": true, "drewNow": true, "setField": true,
	"putFieldCaret": true, "writeFragment": true, "write": true,
	"focusFirst": true, "observePanels": true, "light": true, "mark": true,
	"yieldToBrowser": true, "mountBreak": true,
}

// wsChanges are the workspace's methods that change it, called on a
// field named ws.
var wsChanges = map[string]bool{
	"Type": true, "Link": true, "Replace": true, "Undo": true, "Redo": true,
	"MoveCaret": true, "InspectAt": true, "ShowView": true, "SetBig": true,
	"Written": true, "Announce": true, "Settle": true, "CaughtUp": true,
}

// funcKey names a function "name", a method "Type.name".
func funcKey(d *ast.FuncDecl) string {
	if _, typ := receiver(d); typ != "" {
		return typ + "." + d.Name.Name
	}
	return d.Name.Name
}

// receiver is d's receiver's name and type's name, or "".
func receiver(d *ast.FuncDecl) (name, typ string) {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return "", ""
	}
	f := d.Recv.List[0]
	x := f.Type
	if s, ok := x.(*ast.StarExpr); ok {
		x = s.X
	}
	if ix, ok := x.(*ast.IndexExpr); ok {
		x = ix.X
	}
	if id, ok := x.(*ast.Ident); ok {
		typ = id.Name
	}
	if len(f.Names) > 0 {
		name = f.Names[0].Name
	}
	return name, typ
}

// calleeKey is the key of the function fun names: recv.M on the receiver,
// or a package function f.
func calleeKey(fun ast.Expr, recv, typ string) string {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if x, ok := f.X.(*ast.Ident); ok && recv != "" && x.Name == recv {
			return typ + "." + f.Sel.Name
		}
	}
	return ""
}

// rootIdent is the name at the root of a selector, index or star chain.
func rootIdent(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return ""
		}
	}
}

// rootField is the last name of a selector chain (p.ws is "ws").
func rootField(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	}
	return ""
}

func isSelectorOrIndex(e ast.Expr) bool {
	switch e.(type) {
	case *ast.SelectorExpr, *ast.IndexExpr, *ast.StarExpr:
		return true
	}
	return false
}

// isLocal reports whether name is declared in d (a parameter or a local
// that shadows a package variable).
func isLocal(d *ast.FuncDecl, name string) bool {
	local := false
	ast.Inspect(d, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Field:
			for _, id := range n.Names {
				local = local || id.Name == name
			}
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && id.Name == name {
						local = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				local = local || id.Name == name
			}
		}
		return !local
	})
	return local
}

func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprString(x.X) + "." + x.Sel.Name
	case *ast.IndexExpr:
		return exprString(x.X) + "[…]"
	case *ast.StarExpr:
		return "*" + exprString(x.X)
	case *ast.CallExpr:
		return exprString(x.Fun) + "(…)"
	}
	return "…"
}
