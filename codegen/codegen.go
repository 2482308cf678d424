package codegen

import (
	"bytes"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Config says what to translate.
type Config struct {
	Dir      string   // where to load from (default ".")
	Patterns []string // package patterns (default ".")
	Tags     []string // build tags for loading
	Output   string   // generated file name in each package's directory (default kernels_kgen.go)
	Args     []string // the tool's arguments, recorded in the generated header
}

// Diagnostic is an unsupported construct or another error in a kernel.
type Diagnostic struct {
	Pos token.Position
	Msg string
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: kgen: %s", d.Pos, d.Msg)
}

// Result is a run's output: the files to write (path -> content) and every
// diagnostic found. Files is empty when there are diagnostics.
type Result struct {
	Files map[string][]byte
	Diags []Diagnostic
	// Footprints says, per kernel, what kgen inferred about the elements
	// each global-memory parameter's reads and writes touch (kgen -v).
	Footprints []KernelFootprint
	// Vector says, per kernel, whether kgen emitted its vector variant for
	// the native device and if not why (kgen -v).
	Vector []VectorReport
}

// DefaultOutput is the generated file's name.
const DefaultOutput = "kernels_kgen.go"

// Generate loads the packages, translates their kernels and returns the
// generated files.
func Generate(cfg Config) (*Result, error) {
	if cfg.Output == "" {
		cfg.Output = DefaultOutput
	}
	if len(cfg.Patterns) == 0 {
		cfg.Patterns = []string{"."}
	}
	lcfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes |
			packages.NeedTypesInfo | packages.NeedImports,
		Dir:   cfg.Dir,
		Tests: false,
	}
	if len(cfg.Tags) > 0 {
		lcfg.BuildFlags = []string{"-tags=" + strings.Join(cfg.Tags, ",")}
	}
	// The previous output may be stale or broken: load the packages with
	// it replaced by an empty file.
	first, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedFiles, Dir: cfg.Dir, BuildFlags: lcfg.BuildFlags}, cfg.Patterns...)
	if err != nil {
		return nil, fmt.Errorf("kgen: loading %v: %w", cfg.Patterns, err)
	}
	lcfg.Overlay = map[string][]byte{}
	for _, p := range first {
		for _, f := range append(p.GoFiles, p.IgnoredFiles...) {
			if base := filepath.Base(f); base == cfg.Output || base == SIMDOutput(cfg.Output) {
				lcfg.Overlay[f] = []byte("package " + p.Name + "\n")
			}
		}
	}
	pkgs, err := packages.Load(lcfg, cfg.Patterns...)
	if err != nil {
		return nil, fmt.Errorf("kgen: loading %v: %w", cfg.Patterns, err)
	}
	res := &Result{Files: map[string][]byte{}}
	for _, p := range pkgs {
		// Type errors outside the kernels are left to the compiler: they
		// are often uses of the bindings this run is about to generate.
		// Others (syntax, missing packages) stop the package.
		var typeErrs []packages.Error
		fatal := false
		for _, e := range p.Errors {
			switch {
			case e.Kind == packages.TypeError:
				typeErrs = append(typeErrs, e)
			case e.Pos == "" || e.Pos == "-":
				// go list's summary of errors reported below with positions
				if len(p.Errors) == 1 {
					res.Diags = append(res.Diags, Diagnostic{Pos: token.Position{Filename: p.PkgPath}, Msg: e.Msg})
					fatal = true
				}
			default:
				res.Diags = append(res.Diags, Diagnostic{Pos: parsePos(e.Pos), Msg: e.Msg})
				fatal = true
			}
		}
		if fatal || p.TypesInfo == nil {
			continue
		}
		out, diags, fps, vec := translatePackage(p, cfg, typeErrs)
		res.Diags = append(res.Diags, diags...)
		res.Footprints = append(res.Footprints, fps...)
		if len(diags) == 0 && out != nil {
			dir := filepath.Dir(p.GoFiles[0])
			res.Files[filepath.Join(dir, cfg.Output)] = out
			if vec != nil {
				res.Files[filepath.Join(dir, SIMDOutput(cfg.Output))] = vec.file
				res.Vector = append(res.Vector, vec.reports...)
			}
		}
	}
	sort.Slice(res.Diags, func(i, j int) bool {
		a, b := res.Diags[i].Pos, res.Diags[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	if len(res.Diags) > 0 {
		res.Files = map[string][]byte{}
	}
	return res, nil
}

// WriteFiles writes the result's files, leaving unchanged ones untouched.
func (r *Result) WriteFiles() error {
	for path, b := range r.Files {
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, b) {
			continue
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func parsePos(s string) token.Position {
	// "file:line:col" or "file:line" or "-"
	var p token.Position
	parts := strings.Split(s, ":")
	if len(parts) >= 1 {
		p.Filename = parts[0]
	}
	if len(parts) >= 2 {
		fmt.Sscan(parts[1], &p.Line)
	}
	if len(parts) >= 3 {
		fmt.Sscan(parts[2], &p.Column)
	}
	return p
}
