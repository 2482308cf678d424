package codegen

import "golang.org/x/tools/go/packages"

// TranslateLoaded translates a package loaded elsewhere (its Fset, Syntax,
// Types and TypesInfo set, its files on disk), as Generate does after
// loading: the in-process path FuzzOpenCL drives, without go/packages'
// calls of the go command.
func TranslateLoaded(p *packages.Package) ([]byte, []Diagnostic) {
	out, diags, _, _ := translatePackage(p, Config{Output: DefaultOutput, Args: []string{"fuzz"}}, nil)
	return out, diags
}
