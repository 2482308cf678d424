package codegen_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEvenCost: each kernel of testdata/golden/evencost says in its doc
// whether its cost is even ("Even:") or not ("Uneven:"), and the generated
// kernel declares EvenCost exactly for the even ones.
func TestEvenCost(t *testing.T) {
	_, files := generateGolden(t)
	out := string(files["evencost"])
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join(goldenDir, "evencost", "evencost.go"), nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Doc == nil || !strings.Contains(fd.Doc.List[len(fd.Doc.List)-1].Text, "kgen:kernel") {
			continue
		}
		n++
		doc := fd.Doc.Text()
		want := strings.HasPrefix(doc, "Even:")
		if !want && !strings.HasPrefix(doc, "Uneven:") {
			t.Fatalf("%s: its doc says neither Even: nor Uneven:", fd.Name.Name)
		}
		decl := regexp.MustCompile(`(?s)var ` + fd.Name.Name + `Kernel = .*?\n}}\n`).FindString(out)
		if decl == "" {
			t.Fatalf("%s: no kernel declaration in the output", fd.Name.Name)
		}
		if got := strings.Contains(decl, "EvenCost:"); got != want {
			t.Errorf("%s: EvenCost %v, want %v (%s)", fd.Name.Name, got, want, strings.SplitN(doc, "\n", 2)[0])
		}
	}
	if n < 13 {
		t.Fatalf("%d kernels in evencost.go, want 13", n)
	}
}
