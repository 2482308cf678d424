// Package surface finds the internal types a public package's
// documentation names: what `go doc -all` shows of its exported
// declarations (signatures, types with their exported fields and methods,
// the types of constants and variables) that refers to a package under an
// internal/ directory, whose types users cannot name.
package surface

import (
	"fmt"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Internal returns, for the package in dir, each use of an internal
// package in its documented API as "file:line: name.Sel", sorted.
func Internal(dir, importPath string) ([]string, error) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("surface: %w", err)
	}
	var files []*ast.File
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.ParseComments)
		if err != nil {
			return nil, fmt.Errorf("surface: %w", err)
		}
		files = append(files, f)
	}
	internal := map[*ast.File]map[string]string{} // file: local name → internal path
	for _, f := range files {
		m := map[string]string{}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if !strings.Contains("/"+path+"/", "/internal/") {
				continue
			}
			name := path[strings.LastIndex(path, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			m[name] = path
		}
		internal[f] = m
	}
	fileOf := func(n ast.Node) *ast.File {
		for _, f := range files {
			if f.FileStart <= n.Pos() && n.Pos() < f.FileEnd {
				return f
			}
		}
		return nil
	}
	// doc drops unexported fields, methods and declarations, as go doc.
	p, err := doc.NewFromFiles(fset, files, importPath)
	if err != nil {
		return nil, fmt.Errorf("surface: %w", err)
	}
	var found []string
	look := func(n ast.Node) {
		if n == nil {
			return
		}
		imports := internal[fileOf(n)]
		ast.Inspect(n, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := s.X.(*ast.Ident); ok && imports[id.Name] != "" {
					pos := fset.Position(s.Pos())
					found = append(found, fmt.Sprintf("%s:%d: %s.%s (%s)", filepath.Base(pos.Filename), pos.Line, id.Name, s.Sel.Name, imports[id.Name]))
				}
			}
			return true
		})
	}
	fn := func(f *doc.Func) {
		if f.Decl.Recv != nil {
			look(f.Decl.Recv)
		}
		look(f.Decl.Type)
	}
	// A constant's or variable's type counts, not its value: a sentinel
	// that is the runtime's own error value names no type users need.
	values := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, sp := range v.Decl.Specs {
				if vs, ok := sp.(*ast.ValueSpec); ok && vs.Type != nil {
					look(vs.Type)
				}
			}
		}
	}
	values(p.Consts)
	values(p.Vars)
	for _, f := range p.Funcs {
		fn(f)
	}
	for _, t := range p.Types {
		look(t.Decl)
		values(t.Consts)
		values(t.Vars)
		for _, f := range t.Funcs {
			fn(f)
		}
		for _, f := range t.Methods {
			fn(f)
		}
	}
	sort.Strings(found)
	return found, nil
}
