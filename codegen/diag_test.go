package codegen_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/gosycl/gosycl/codegen"
)

// The diagnostics tests follow golang.org/x/tools/go/analysis/analysistest:
// every package under testdata/diag holds kernels whose offending lines
// carry comments
//
//	// want "regexp" "another regexp"
//
// and kgen must report exactly the wanted diagnostics: one per regexp, on
// that line of that file, with a message the regexp matches.

const diagDir = "testdata/diag"

// expectation is one regexp of a want comment.
type expectation struct {
	file    string // absolute
	line    int
	re      *regexp.Regexp
	matched bool
}

func (e *expectation) String() string {
	return fmt.Sprintf("%s:%d: want %q", filepath.Base(e.file), e.line, e.re)
}

// parseWants collects the want comments of the Go files of dir.
func parseWants(t *testing.T, dir string) []*expectation {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var wants []*expectation
	for _, name := range files {
		abs, err := filepath.Abs(name)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, abs, nil, parser.ParseComments)
		if err != nil {
			t.Fatalf("parsing %s: %v", name, err)
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				text, ok := wantText(c)
				if !ok {
					continue
				}
				res, err := parsePatterns(text)
				if err != nil {
					t.Fatalf("%s: bad want comment: %v", fset.Position(c.Pos()), err)
				}
				line := fset.Position(c.Pos()).Line
				for _, re := range res {
					wants = append(wants, &expectation{file: abs, line: line, re: re})
				}
			}
		}
	}
	return wants
}

// wantText returns what follows "want" in a // want comment.
func wantText(c *ast.Comment) (string, bool) {
	text := strings.TrimPrefix(c.Text, "//")
	if text == c.Text {
		return "", false // /* */ comments are not expectations
	}
	text = strings.TrimSpace(text)
	rest, ok := strings.CutPrefix(text, "want ")
	return rest, ok
}

// parsePatterns parses a list of Go string literals ("..." or `...`) as
// regexps.
func parsePatterns(text string) ([]*regexp.Regexp, error) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	var errs []string
	s.Init(fset.AddFile("want", -1, len(text)), []byte(text), func(_ token.Position, msg string) { errs = append(errs, msg) }, 0)
	var out []*regexp.Regexp
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF:
			if len(errs) > 0 {
				return nil, fmt.Errorf("%s", strings.Join(errs, "; "))
			}
			if len(out) == 0 {
				return nil, fmt.Errorf("no patterns")
			}
			return out, nil
		case token.STRING:
			p, err := strconv.Unquote(lit)
			if err != nil {
				return nil, err
			}
			re, err := regexp.Compile(p)
			if err != nil {
				return nil, err
			}
			out = append(out, re)
		case token.SEMICOLON:
			// the scanner's automatic semicolon at the end of the line
		default:
			return nil, fmt.Errorf("unexpected %s %q (want a string literal)", tok, lit)
		}
	}
}

// checkDiagnostics reports every diagnostic of diags that no expectation
// wants, and every expectation no diagnostic matched.
func checkDiagnostics(t *testing.T, diags []codegen.Diagnostic, wants []*expectation) {
	t.Helper()
	for _, d := range diags {
		found := false
		for _, w := range wants {
			if !w.matched && w.file == d.Pos.Filename && w.line == d.Pos.Line && w.re.MatchString(d.Msg) {
				w.matched = true
				found = true
				break
			}
		}
		if !found {
			var near []string
			for _, w := range wants {
				if w.file == d.Pos.Filename && w.line == d.Pos.Line {
					near = append(near, w.re.String())
				}
			}
			if len(near) > 0 {
				t.Errorf("%s:%d:%d: diagnostic %q does not match the remaining wants of its line %q",
					filepath.Base(d.Pos.Filename), d.Pos.Line, d.Pos.Column, d.Msg, near)
			} else {
				t.Errorf("%s:%d:%d: unexpected diagnostic: %s", filepath.Base(d.Pos.Filename), d.Pos.Line, d.Pos.Column, d.Msg)
			}
		}
	}
	for _, w := range wants {
		if !w.matched {
			t.Errorf("%s: no diagnostic was reported", w)
		}
	}
}

// diagRun is one Generate run over every package of testdata/diag (one
// load is much faster than one per package).
var diagRun struct {
	once sync.Once
	dirs []string
	res  *codegen.Result
	err  error
}

func loadDiagPackages(t *testing.T) ([]string, *codegen.Result) {
	t.Helper()
	diagRun.once.Do(func() {
		entries, err := os.ReadDir(diagDir)
		if err != nil {
			diagRun.err = err
			return
		}
		var patterns []string
		for _, e := range entries {
			if e.IsDir() {
				diagRun.dirs = append(diagRun.dirs, e.Name())
				patterns = append(patterns, "./"+diagDir+"/"+e.Name())
			}
		}
		diagRun.res, diagRun.err = codegen.Generate(codegen.Config{Patterns: patterns, Args: []string{"diag"}})
	})
	if diagRun.err != nil {
		t.Fatal(diagRun.err)
	}
	return diagRun.dirs, diagRun.res
}

func TestDiagnostics(t *testing.T) {
	dirs, res := loadDiagPackages(t)
	if len(dirs) == 0 {
		t.Fatal("no packages under " + diagDir)
	}
	if len(res.Diags) > 0 && len(res.Files) > 0 {
		t.Errorf("Generate returned %d files along with %d diagnostics", len(res.Files), len(res.Diags))
	}
	byDir := map[string][]codegen.Diagnostic{}
	root, err := filepath.Abs(diagDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diags {
		rel, err := filepath.Rel(root, d.Pos.Filename)
		if err != nil || strings.HasPrefix(rel, "..") || !strings.Contains(rel, string(filepath.Separator)) {
			t.Errorf("diagnostic outside the test packages: %s", d)
			continue
		}
		dir := strings.SplitN(rel, string(filepath.Separator), 2)[0]
		byDir[dir] = append(byDir[dir], d)
	}
	for _, dir := range dirs {
		t.Run(dir, func(t *testing.T) {
			checkDiagnostics(t, byDir[dir], parseWants(t, filepath.Join(diagDir, dir)))
		})
	}
}

// TestDiagnosticsAllReported checks that one run reports every error of
// a package at once, in several files, sorted by position, and writes
// nothing.
func TestDiagnosticsAllReported(t *testing.T) {
	const dir = diagDir + "/several"
	res, err := codegen.Generate(codegen.Config{Patterns: []string{"./" + dir}, Args: []string{"several"}})
	if err != nil {
		t.Fatal(err)
	}
	wants := parseWants(t, dir)
	if len(res.Diags) != len(wants) {
		t.Errorf("got %d diagnostics, want %d (every error of the run at once)", len(res.Diags), len(wants))
	}
	checkDiagnostics(t, res.Diags, wants)
	if !sort.SliceIsSorted(res.Diags, func(i, j int) bool {
		a, b := res.Diags[i].Pos, res.Diags[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	}) {
		t.Errorf("diagnostics are not sorted by position:\n%s", diagList(res.Diags))
	}
	files := map[string]bool{}
	for _, d := range res.Diags {
		files[d.Pos.Filename] = true
	}
	if len(files) < 2 {
		t.Errorf("diagnostics in %d files, want 2", len(files))
	}
	if len(res.Files) != 0 {
		t.Errorf("Generate returned files despite diagnostics: %v", res.Files)
	}
	for _, d := range res.Diags {
		s := d.String()
		if want := fmt.Sprintf("%s:%d:%d: kgen: %s", d.Pos.Filename, d.Pos.Line, d.Pos.Column, d.Msg); s != want {
			t.Errorf("Diagnostic.String() = %q, want %q", s, want)
		}
	}
}

func diagList(ds []codegen.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "\t%s\n", d)
	}
	return b.String()
}

// TestWantParsing checks the want-comment syntax the tests rely on.
func TestWantParsing(t *testing.T) {
	res, err := parsePatterns("\"a\\\\.b\" `c d` \"e\"")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, re := range res {
		got = append(got, re.String())
	}
	if strings.Join(got, "|") != `a\.b|c d|e` {
		t.Errorf("parsePatterns = %q", got)
	}
	for _, bad := range []string{"", "x", `"unterminated`, `"("`} {
		if _, err := parsePatterns(bad); err == nil {
			t.Errorf("parsePatterns(%q) succeeded", bad)
		}
	}
}
