package surface

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The public packages whose documentation names no internal package.
var sealed = []string{"coexecutor", "buffer", "usm", "sycl"}

func TestSealedPackagesNameNoInternalType(t *testing.T) {
	for _, pkg := range sealed {
		found, err := Internal(filepath.Join("..", "..", pkg), "github.com/gosycl/gosycl/"+pkg)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) > 0 {
			t.Errorf("go doc -all ./%s names internal packages:\n%s", pkg, strings.Join(found, "\n"))
		}
	}
}

// The check finds what it is for: an alias, a signature, a method, a
// struct field and a variable naming an internal package, and ignores
// unexported declarations, unexported fields, function bodies and the
// values of variables (an error sentinel that is the runtime's).
func TestInternalFindsInternalNames(t *testing.T) {
	dir := t.TempDir()
	src := `package p

import (
	"example.com/m/internal/memory"
	mem2 "example.com/m/internal/other"
	"example.com/m/public"
)

type Mode = memory.Mode

func F(u memory.Use) public.T { var x mem2.Hidden; _ = x; return public.T{} }

type S struct {
	Exported mem2.Field
	hidden   memory.Secret
}

func (S) M() mem2.Result { return mem2.Result{} }

var ErrX = memory.ErrX

var V memory.VarType

type unexported = memory.Private

func g(memory.Private) {}
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	found, err := Internal(dir, "example.com/m/p")
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(found, "\n")
	for _, want := range []string{"memory.Mode", "memory.Use", "mem2.Field", "mem2.Result", "memory.VarType"} {
		if !strings.Contains(got, want) {
			t.Errorf("%s not found in:\n%s", want, got)
		}
	}
	for _, not := range []string{"public.T", "mem2.Hidden", "memory.Secret", "memory.Private", "memory.ErrX"} {
		if strings.Contains(got, not) {
			t.Errorf("%s reported:\n%s", not, got)
		}
	}
}
