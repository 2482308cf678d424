package codegen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/gosycl/gosycl/codegen/fresh"
)

// typeErrorsInKernels reports the type errors inside kernel and helper
// declarations (the others are left to the compiler). It returns whether
// there were any.
func (s *pkgState) typeErrorsInKernels(errs []packages.Error) bool {
	if len(errs) == 0 {
		return false
	}
	type span struct {
		file       string
		start, end int
	}
	var decls []span
	for _, f := range s.pkg.Syntax {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && directive(fd.Doc) != "" {
				a, b := s.fset.Position(fd.Pos()), s.fset.Position(fd.End())
				decls = append(decls, span{a.Filename, a.Line, b.Line})
			}
		}
	}
	found := false
	for _, e := range errs {
		pos := parsePos(e.Pos)
		for _, d := range decls {
			if pos.Filename == d.file && pos.Line >= d.start && pos.Line <= d.end {
				s.diags = append(s.diags, Diagnostic{Pos: pos, Msg: e.Msg})
				found = true
				break
			}
		}
	}
	return found
}

// importName is the name the generated file uses for package p: the name
// the kernel sources import it by.
func (s *pkgState) importName(p *types.Package) string {
	for _, f := range s.pkg.Syntax {
		for _, im := range f.Imports {
			path := strings.Trim(im.Path.Value, `"`)
			if path == p.Path() {
				if im.Name != nil {
					return im.Name.Name
				}
				return p.Name()
			}
		}
	}
	return p.Name()
}

func translatePackage(p *packages.Package, cfg Config, typeErrs []packages.Error) ([]byte, []Diagnostic, []KernelFootprint, *vecOutput) {
	s := &pkgState{pkg: p, info: p.TypesInfo, fset: p.Fset, funcs: map[*types.Func]*fn{}, seenStr: map[*types.Named]bool{}}
	if !s.typeErrorsInKernels(typeErrs) {
		s.collect()
		s.checkLayouts()
	}
	if len(s.diags) > 0 && len(s.order) == 0 {
		return nil, s.diags, nil, nil
	}
	var kernels []*fn
	for _, f := range s.order {
		if f.kernel && !f.bad {
			kernels = append(kernels, f)
		}
	}
	if len(s.order) == 0 || len(kernels) == 0 && len(s.diags) == 0 {
		// Helpers alone make no program (and an empty go:embed line).
		return nil, nil, nil, nil
	}
	// Translate the kernels that passed the checks even when others did
	// not: their translation errors are reported in the same run.
	g := &clGen{s: s, needs: map[string]bool{}}
	program := g.program()
	s.quiet = true // the checked program repeats the same diagnostics
	cg := &clGen{s: s, needs: map[string]bool{}, checked: true}
	checkedProgram := cg.program()
	s.quiet = false
	natives := map[*fn]string{}
	for _, k := range kernels {
		natives[k] = s.nativeFunc(k)
	}
	if len(s.diags) > 0 {
		return nil, s.diags, nil, nil
	}
	var reports []KernelFootprint
	for _, k := range kernels {
		reports = append(reports, s.report(k, s.footprints(k)))
	}
	files := map[string]bool{}
	for _, k := range kernels {
		files[filepath.Base(s.fset.Position(k.decl.Pos()).Filename)] = true
	}
	var fileList []string
	for f := range files {
		fileList = append(fileList, f)
	}
	sort.Strings(fileList)
	imports := map[string]string{"github.com/gosycl/gosycl/sycl": "sycl", "github.com/gosycl/gosycl/codegen/fresh": "fresh", "reflect": "reflect"}
	for _, k := range kernels {
		ast.Inspect(k.decl, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if pn, ok := s.info.Uses[id].(*types.PkgName); ok {
					imports[pn.Imported().Path()] = pn.Name()
				}
			}
			return true
		})
		for _, p := range k.params {
			collectPkgs(p.typ, imports, s)
		}
	}
	out, err := s.fileBody(cfg, program, checkedProgram, cg.checkAt, kernels, natives, fileList, imports)
	if err != nil {
		s.errorf(kernels[0].decl.Pos(), "%v", err)
		return nil, s.diags, nil, nil
	}
	vec, vreports, err := s.vectorFile(cfg, kernels, imports)
	if err != nil {
		s.errorf(kernels[0].decl.Pos(), "%v", err)
		return nil, s.diags, nil, nil
	}
	return out, nil, reports, &vecOutput{vec, vreports}
}

// vecOutput is a package's vector file (vector_file.go) and reports.
type vecOutput struct {
	file    []byte
	reports []VectorReport
}

func collectPkgs(t types.Type, imports map[string]string, s *pkgState) {
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		if p := t.Obj().Pkg(); p != nil && p != s.pkg.Types {
			imports[p.Path()] = s.importName(p)
		}
	case *types.Array:
		collectPkgs(t.Elem(), imports, s)
	case *types.Slice:
		collectPkgs(t.Elem(), imports, s)
	}
}

// goQuote is s as a Go string literal, raw where it can be.
func goQuote(s string) string {
	if strings.ContainsAny(s, "`\n\r") {
		return fmt.Sprintf("%q", s)
	}
	return "`" + s + "`"
}

func goRawString(s string) string {
	if !strings.Contains(s, "`") {
		return "`\n" + s + "`"
	}
	return fmt.Sprintf("%q", s)
}

func (s *pkgState) fileBody(cfg Config, program, checkedProgram string, checkAt []string, kernels []*fn, natives map[*fn]string, files []string, imports map[string]string) ([]byte, error) {
	var b bytes.Buffer
	args := strings.Join(cfg.Args, " ")
	if args != "" {
		args = " " + args
	}
	fmt.Fprintf(&b, "// Code generated by kgen%s; DO NOT EDIT.\n\n", args)
	fmt.Fprintf(&b, "package %s\n\n", s.pkg.Name)
	fileImports := map[string]string{"embed": "", "context": "context", coexecutorPath: "coexecutor"}
	for p, name := range imports {
		fileImports[p] = name
	}
	imports = fileImports
	var paths []string
	for p := range imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	b.WriteString("import (\n")
	for _, p := range paths {
		name := imports[p]
		switch {
		case name == "" || name == p[strings.LastIndex(p, "/")+1:]:
			fmt.Fprintf(&b, "\t%q\n", p)
		default:
			fmt.Fprintf(&b, "\t%s %q\n", name, p)
		}
	}
	b.WriteString(")\n\n")
	fmt.Fprintf(&b, "// kgenOpenCL is the OpenCL C program of the package's kernels.\nconst kgenOpenCL = %s\n\n", goRawString(program))
	fmt.Fprintf(&b, "// kgenOpenCLChecked checks every index (GOSYCL_CHECK=bounds).\nconst kgenOpenCLChecked = %s\n\n", goRawString(checkedProgram))
	fmt.Fprintf(&b, "// kgenCheckPositions are the checked indices, by fault code - 1.\nvar kgenCheckPositions = %#v\n\n", checkAt)
	fmt.Fprintf(&b, "// kgenSources holds the kernels' Go sources, to notice kernels changed\n// after generation.\n//\n//go:embed %s\nvar kgenSources embed.FS\n\n", strings.Join(files, " "))

	hashes := map[string]map[string]string{} // by file: each parsed once
	for _, k := range kernels {
		file := s.fset.Position(k.decl.Pos()).Filename
		if hashes[file] == nil {
			src, err := os.ReadFile(file)
			if err != nil {
				return nil, err
			}
			if hashes[file], err = fresh.Hashes(src); err != nil {
				return nil, err
			}
		}
		hash, ok := hashes[file][k.name]
		if !ok {
			return nil, fmt.Errorf("%s: function %s not found", file, k.name)
		}
		s.kernelDecl(&b, k, hash)
		b.WriteString(natives[k])
		b.WriteString("\n")
	}
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting the generated code: %v\n%s", err, numbered(b.String()))
	}
	return out, nil
}

func numbered(s string) string {
	lines := strings.Split(s, "\n")
	for i := range lines {
		lines[i] = fmt.Sprintf("%4d %s", i+1, lines[i])
	}
	return strings.Join(lines, "\n")
}

func (s *pkgState) kernelDecl(b *bytes.Buffer, k *fn, hash string) {
	file := filepath.Base(s.fset.Position(k.decl.Pos()).Filename)
	typeName := "kgen" + k.name
	var params, bindParams, launchParams, bindArgs, sigTypes []string
	g := &nativeGen{s: s, f: k}
	itemType := "sycl.Item"
	if k.nd {
		itemType = "sycl.NDItem"
	}
	sigTypes = append(sigTypes, itemType)
	fps := s.footprints(k)
	for i, p := range k.params {
		t := g.typeExpr(p.typ)
		switch p.kind {
		case pScalar:
			params = append(params, fmt.Sprintf("sycl.ScalarParam[%s](%q)", t, p.name))
			bindParams = append(bindParams, fmt.Sprintf("%s %s", p.name, t))
			launchParams = append(launchParams, bindParams[len(bindParams)-1])
			sigTypes = append(sigTypes, t)
		case pGlobal:
			var access []string
			if p.reads {
				access = append(access, "sycl.Reads")
			}
			if p.writes {
				access = append(access, "sycl.Writes")
			}
			acc := ""
			if len(access) > 0 {
				acc = ", Access: " + strings.Join(access, "|")
			}
			if fp := fps[i].sexp(s); fp != "" {
				acc += ", Footprint: sycl.NewFootprint(" + goQuote(fp) + ")"
			}
			if au := s.atomicParam(k, i); au != "" {
				acc += ", Atomics: " + au
			}
			params = append(params, fmt.Sprintf("{Name: %q, Kind: sycl.ParamGlobal, Type: reflect.TypeFor[%s](), WithLen: true%s}", p.name, t, acc))
			bindParams = append(bindParams, fmt.Sprintf("%s sycl.Global[%s]", p.name, t))
			launchParams = append(launchParams, fmt.Sprintf("%s coexecutor.Global[%s]", p.name, t))
			sigTypes = append(sigTypes, "[]"+t)
		case pReduce:
			params = append(params, fmt.Sprintf("sycl.ReducerParam[%s, %s](%q)", t, g.typeExpr(p.red.op), p.name))
			bindParams = append(bindParams, fmt.Sprintf("%s sycl.ReductionArg[%s]", p.name, t))
			launchParams = append(launchParams, fmt.Sprintf("%s coexecutor.Global[%s]", p.name, t))
			sigTypes = append(sigTypes, g.typeExpr(p.red.rtype))
		case pLocal:
			au := ""
			if a := s.atomicParam(k, i); a != "" {
				au = ", Atomics: " + a
			}
			params = append(params, fmt.Sprintf("{Name: %q, Kind: sycl.ParamLocal, Type: reflect.TypeFor[%s](), WithLen: true%s}", p.name, t, au))
			bindParams = append(bindParams, fmt.Sprintf("%s sycl.LocalMem[%s]", p.name, t))
			launchParams = append(launchParams, bindParams[len(bindParams)-1])
			sigTypes = append(sigTypes, "sycl.Local["+t+"]")
		}
		bindArgs = append(bindArgs, p.name)
	}
	fmt.Fprintf(b, "// %sKernel is kernel %s (%s) for the runtime: OpenCL C for OpenCL devices,\n// generated Go for the native device.\n", k.name, k.name, file)
	fmt.Fprintf(b, "var %sKernel = %s{&sycl.Kernel{\n", k.name, typeName)
	pos := s.fset.Position(k.decl.Pos())
	fmt.Fprintf(b, "\tName: %q,\n\tCLName: %q,\n\tPos: \"%s:%d\",\n\tSource: kgenOpenCL,\n\tNative: kgenNative%s,\n", k.name, clName(k.name), file, pos.Line, k.name)
	b.WriteString("\tCheckedSource: kgenOpenCLChecked,\n\tCheckPositions: kgenCheckPositions,\n")
	fmt.Fprintf(b, "\tParams: []sycl.Param{%s},\n", strings.Join(params, ", "))
	if k.fp64 || anyFP64(k) {
		b.WriteString("\tNeedsFP64: true,\n")
	}
	if k.nd {
		b.WriteString("\tUsesNDItem: true,\n")
	}
	if k.groups {
		fmt.Fprintf(b, "\tGroupScratch: %d,\n", groupScratch)
	}
	if k.launchArgs && !strided(k) {
		b.WriteString("\tLaunchArgs: true,\n")
	}
	if len(reducers(k)) > 0 {
		fmt.Fprintf(b, "\tFinish: %q,\n", finishName(k))
	}
	if strided(k) {
		b.WriteString("\tStrided: true,\n")
	}
	if k.dims > 0 {
		fmt.Fprintf(b, "\tDims: %d,\n", k.dims)
	}
	if s.evenCost(k) {
		b.WriteString("\tEvenCost: true,\n")
	}
	fmt.Fprintf(b, "\tStale: kgenCheck(%q, %q, %q),\n}}\n\n", file, k.name, hash)
	fmt.Fprintf(b, "type %s struct{ *sycl.Kernel }\n\n", typeName)
	fmt.Fprintf(b, "// Bind binds %s's arguments: a wrong type or count does not compile.\n", k.name)
	fmt.Fprintf(b, "func (kgenK %s) Bind(%s) sycl.Bound {\n\treturn kgenK.Kernel.Bind(%s)\n}\n\n", typeName, strings.Join(bindParams, ", "), strings.Join(bindArgs, ", "))
	ce, rng, ctx, costs := k.freeName("ce"), k.freeName("rng"), k.freeName("ctx"), k.freeName("costs")
	lp := strings.Join(append(append([]string{ce + " *coexecutor.Coexecutor", rng + " sycl.Space"}, launchParams...), costs+" ...coexecutor.Costs"), ", ")
	la := strings.Join(bindArgs, ", ")
	fmt.Fprintf(b, "// Launch co-executes %s over %s on %s's devices\n// (coexecutor.Coexecutor.LaunchKernel): a wrong type or count does not compile.\n// A Costs, if given, says what the work-items cost by place.\n", k.name, rng, ce)
	fmt.Fprintf(b, "func (kgenK %s) Launch(%s) (*coexecutor.Report, error) {\n\treturn %s.LaunchKernel(%s, kgenK.Kernel, coexecutor.WithCosts(%s, %s)...)\n}\n\n", typeName, lp, ce, rng, costs, la)
	fmt.Fprintf(b, "// LaunchContext is Launch with cancellation\n// (coexecutor.Coexecutor.LaunchKernelContext).\n")
	fmt.Fprintf(b, "func (kgenK %s) LaunchContext(%s context.Context, %s) (*coexecutor.Report, error) {\n\treturn %s.LaunchKernelContext(%s, %s, kgenK.Kernel, coexecutor.WithCosts(%s, %s)...)\n}\n\n", typeName, ctx, lp, ce, ctx, rng, costs, la)
	fmt.Fprintf(b, "// The build breaks here when %s's signature no longer matches the generated code.\n", k.name)
	fmt.Fprintf(b, "var _ func(%s) = %s\n\n", strings.Join(sigTypes, ", "), k.name)
	if !s.wroteCheck {
		s.wroteCheck = true
		b.WriteString(`func kgenCheck(file, name, hash string) error {
	src, err := kgenSources.ReadFile(file)
	if err != nil {
		return err
	}
	return fresh.Check(file, src, name, hash)
}

`)
	}
}

// freeName is name, or kgen+name where one of k's parameters is called
// name: the typed launch's own parameters.
func (k *fn) freeName(name string) string {
	for _, p := range k.params {
		if p.name == name {
			return "kgen" + name
		}
	}
	return name
}

func anyFP64(k *fn) bool {
	for _, c := range k.calls {
		if c.fp64 || anyFP64(c) {
			return true
		}
	}
	return false
}
