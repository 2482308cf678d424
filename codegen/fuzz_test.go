package codegen_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/gosycl/gosycl/codegen"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/race"
)

// FuzzGenerate writes the fuzzed bytes as the one Go file of a package and
// runs Generate on it: whatever the input, kgen may report errors and
// diagnostics but must not panic (or hang); and when the package
// type-checks and kgen reports nothing, the OpenCL C it emits (the plain
// and the checked program) must build, with every kernel, on each OpenCL
// device.
//
// The seeds are every kernel source of testsuite/kernels and testdata,
// valid and invalid. Each input is a package loaded with go/packages, which
// runs the go command (twice for Generate, once more for the type check):
// fuzzing does an execution every few seconds per worker, so run it for
// minutes (scripts/fuzz-kgen.sh):
//
//	go test ./codegen -run '^$' -fuzz FuzzGenerate -fuzztime 10m
//
// FuzzOpenCL checks the OpenCL builds of the same inputs many times faster.
//
// Under -race, unless fuzzing, only every 10th seed runs (the pass without
// -race runs them all): kgen starts no goroutines, and those seeds still
// run Generate concurrently for the race detector to watch.
func FuzzGenerate(f *testing.F) {
	seed := 0
	addSeeds(f, func(src []byte) {
		if !race.Enabled || fuzzing() || seed%10 == 0 {
			f.Add(src)
		}
		seed++
	})
	devs, err := opencl.Devices()
	if len(devs) == 0 && os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
		f.Fatalf("no OpenCL device (%v), and GOSYCL_REQUIRE_OPENCL is set", err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// The seeds load in parallel (T.Parallel does nothing while fuzzing).
		if runtime.NumCPU() > 1 {
			t.Parallel()
		}
		dir := tempPackage(t, "fuzz-")
		if err := os.WriteFile(filepath.Join(dir, "k.go"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}, Args: []string{"fuzz"}})
		if err != nil {
			return // the package could not be loaded at all
		}
		if len(res.Diags) > 0 && len(res.Files) > 0 {
			t.Errorf("Generate returned %d files along with %d diagnostics", len(res.Files), len(res.Diags))
		}
		for _, d := range res.Diags {
			if d.Msg == "" {
				t.Errorf("diagnostic without a message at %s", d.Pos)
			}
		}
		if len(res.Files) == 0 || len(devs) == 0 {
			return
		}
		// kgen leaves type errors outside kernels to the compiler: the
		// OpenCL must build when there are none.
		pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo, Dir: dir})
		if err != nil || len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
			return
		}
		for path, file := range res.Files {
			if strings.HasSuffix(path, "_simd.go") {
				continue // the vector variants: Go only
			}
			if err := buildOpenCL(devs, file, false); err != nil {
				t.Errorf("kgen reported nothing, and its OpenCL C does not build: %v\n%s", err, file)
			}
		}
	})
}

// TestHelpersOnly: a package with helpers and no kernel has nothing to
// generate (the fuzzer found kgen writing a file whose empty go:embed
// line does not compile).
func TestHelpersOnly(t *testing.T) {
	dir := tempPackage(t, "helpers-")
	src := "package p\n\n//kgen:func\nfunc h(a int32) int32 { return a }\n"
	if err := os.WriteFile(filepath.Join(dir, "k.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + filepath.ToSlash(dir)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diags) > 0 || len(res.Files) > 0 {
		t.Errorf("got %d files, diagnostics:\n%s", len(res.Files), diagList(res.Diags))
	}
}

// fuzzing reports whether the test binary fuzzes (-test.fuzz is set),
// rather than running the seed corpora.
func fuzzing() bool {
	fl := flag.Lookup("test.fuzz")
	return fl != nil && fl.Value.String() != ""
}

// addSeeds adds every kernel source of testsuite/kernels and testdata,
// valid and invalid, and a few small inputs, which mutate well.
func addSeeds(f *testing.F, addSeed func(src []byte)) {
	seen := map[string]bool{}
	add := func(src []byte) {
		if !seen[string(src)] {
			seen[string(src)] = true
			addSeed(src)
		}
	}
	for _, pattern := range []string{"../testsuite/kernels/*.go", "testdata/*/*.go", "testdata/*/*/*.go"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			f.Fatal(err)
		}
		for _, name := range files {
			if filepath.Base(name) == codegen.DefaultOutput {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			if bytes.Contains(src, []byte("kgen:")) {
				add(src)
			}
		}
	}
	// Small inputs mutate well.
	add([]byte("package p\n\nimport \"github.com/gosycl/gosycl/sycl\"\n\n//kgen:kernel\nfunc K(it sycl.Item, x []int32) { x[it.ID(0)] = 1 }\n"))
	add([]byte("package p\n\nimport \"github.com/gosycl/gosycl/sycl\"\n\n//kgen:kernel\nfunc K(it sycl.NDItem, x []int32, l sycl.Local[int32]) {\n\tl[it.LocalID(0)] = x[0]\n\tit.Barrier()\n\tx[it.GlobalID(0)] = l[0]\n}\n"))
	add([]byte("package p\n\n//kgen:func\nfunc h(a int32) int32 { return a }\n"))
	add([]byte("package p\n"))
	add([]byte("not Go"))
}

// FuzzOpenCL is FuzzGenerate's build check without the go command, and
// aimed at names: it parses and type-checks the fuzzed source in the
// process (against the packages kernels import, loaded once), renames
// identifiers of it as the fuzzed edits say (byte pairs: which declared
// name, and which name of renamePool, which holds names OpenCL C
// predefines and names kgen uses itself), and type-checks the result
// again. When that type-checks and kgen reports nothing, the plain and the
// checked OpenCL program must build with every kernel on each OpenCL
// device; and kgen must never panic. An execution that builds costs about
// the two OpenCL builds, a few tenths of a second:
//
//	go test ./codegen -run '^$' -fuzz FuzzOpenCL -fuzztime 10m
//
// Under -race its seeds do not run unless fuzzing (the pass without -race
// runs every seed): kgen and the renaming start no goroutines, so the
// race detector has nothing to watch.
func FuzzOpenCL(f *testing.F) {
	if race.Enabled && !fuzzing() {
		f.Skip("kgen starts no goroutines: the pass without -race runs the seeds")
	}
	addSeeds(f, func(src []byte) {
		f.Add(src, []byte{})
		f.Add(src, []byte{0, 1, 3, 5, 7, 11, 13, 17, 19, 23})
	})
	devs, err := opencl.Devices()
	if len(devs) == 0 {
		if os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
			f.Fatalf("no OpenCL device (%v), and GOSYCL_REQUIRE_OPENCL is set", err)
		}
		f.Skipf("no OpenCL device (%v)", err)
	}
	imports, err := newImportable("github.com/gosycl/gosycl/sycl", "github.com/gosycl/gosycl/sycl/atomic",
		"github.com/gosycl/gosycl/math32", "github.com/go-gl/mathgl/mgl32", "github.com/go-gl/mathgl/mgl64", "math", "image")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src, edits []byte) {
		path := filepath.Join(t.TempDir(), "k.go") // kgen reads the file to hash the kernels
		p := typeCheck(path, src, imports)
		if p == nil {
			return // kgen leaves packages that do not type-check to the compiler
		}
		if len(edits) > 1 {
			if src = rename(p, edits); src == nil {
				return
			}
			if p = typeCheck(path, src, imports); p == nil {
				return // a rename made a clash
			}
		}
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		out, diags := codegen.TranslateLoaded(p)
		for _, d := range diags {
			if d.Msg == "" {
				t.Errorf("diagnostic without a message at %s", d.Pos)
			}
		}
		if len(diags) > 0 || out == nil {
			return
		}
		if err := buildOpenCL(devs, out, false); err != nil {
			t.Errorf("kgen reported nothing, and its OpenCL C does not build: %v\n%s\n%s", err, src, out)
		}
	})
}

// typeCheck parses and type-checks src as file path of package p, or
// returns nil.
func typeCheck(path string, src []byte, imports importable) *packages.Package {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, src, parser.ParseComments|parser.AllErrors)
	if err != nil {
		return nil
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
		Implicits: map[ast.Node]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}, Scopes: map[ast.Node]*types.Scope{},
		Instances: map[*ast.Ident]types.Instance{}, FileVersions: map[*ast.File]string{},
	}
	conf := types.Config{Importer: imports, Error: func(error) {}}
	pkg, err := conf.Check("p", fset, []*ast.File{file}, info)
	if err != nil {
		return nil
	}
	return &packages.Package{ID: "p", Name: pkg.Name(), PkgPath: "p", Fset: fset,
		GoFiles: []string{path}, CompiledGoFiles: []string{path}, Syntax: []*ast.File{file}, Types: pkg, TypesInfo: info}
}

// renamePool holds the names renames give: names OpenCL C predefines, and
// names kgen uses or derives.
var renamePool = append(openCLNames, "x_len", "v_len", "out_len", "in_len", "x_", "_kgen_t1", "_kgen_t2_end",
	"_kgen_rows_break", "_p1", "_p2", "kgenNative", "_kgenLaunch", "it", "i", "x", "v")

// rename renames the objects the file declares (variables, constants,
// functions, types, fields, labels) as edits says, a byte pair each: the
// declaration, counted in source order, and the new name in renamePool.
// It returns the new source, or nil when there is nothing to rename.
func rename(p *packages.Package, edits []byte) []byte {
	file := p.Syntax[0]
	var decls []types.Object
	seen := map[types.Object]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name != "_" {
			if obj := p.TypesInfo.Defs[id]; obj != nil && !seen[obj] {
				if _, isPkg := obj.(*types.PkgName); !isPkg {
					seen[obj] = true
					decls = append(decls, obj)
				}
			}
		}
		return true
	})
	to := map[types.Object]string{}
	for i := 0; i+1 < len(edits) && len(decls) > 0; i += 2 {
		to[decls[int(edits[i])%len(decls)]] = renamePool[int(edits[i+1])%len(renamePool)]
	}
	if len(to) == 0 {
		return nil
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			obj := p.TypesInfo.Defs[id]
			if obj == nil {
				obj = p.TypesInfo.Uses[id] // labels of break and continue too
			}
			if name, ok := to[obj]; ok {
				id.Name = name
			}
		}
		return true
	})
	var b bytes.Buffer
	if err := format.Node(&b, p.Fset, file); err != nil {
		return nil
	}
	return b.Bytes()
}

// importable loads packages (and what they import) for type-checking
// code that imports them.
type importable map[string]*types.Package

func newImportable(paths ...string) (importable, error) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps}, paths...)
	if err != nil {
		return nil, err
	}
	m := importable{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types != nil {
			m[p.PkgPath] = p.Types
		}
	})
	for _, p := range paths {
		if m[p] == nil {
			return nil, fmt.Errorf("loading %s failed", p)
		}
	}
	return m, nil
}

func (m importable) Import(path string) (*types.Package, error) {
	if p := m[path]; p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("package %s is not importable here", path)
}
