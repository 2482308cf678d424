// Command kgen translates the //kgen:kernel functions of a Go package to
// OpenCL C and to native Go, and writes typed bindings for them. Run it
// with go generate:
//
//	//go:generate go tool kgen
//
// It writes kernels_kgen.go next to the package's sources. Every
// unsupported construct is reported as file:line:col: kgen: message, and
// kgen exits with status 1 when there is any. With -v it also prints, per
// kernel and global-memory parameter, the elements its reads and writes
// touch as kgen inferred them (the index expressions, with the conditions
// they run under), or why it could not (docs/kernel-language.md).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gosycl/gosycl/codegen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stderr))
}

func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("kgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	output := fs.String("output", codegen.DefaultOutput, "name of the generated file in each package directory")
	tags := fs.String("tags", "", "comma-separated build tags for loading the package")
	verbose := fs.Bool("v", false, "print each kernel's inferred memory footprints")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: kgen [-v] [-output file] [-tags list] [packages]\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	cfg := codegen.Config{Patterns: fs.Args(), Output: *output, Args: args}
	if *tags != "" {
		cfg.Tags = strings.Split(*tags, ",")
	}
	res, err := codegen.Generate(cfg)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	for _, d := range res.Diags {
		fmt.Fprintln(stderr, d)
	}
	if *verbose {
		for _, k := range res.Footprints {
			fmt.Fprint(stderr, k)
		}
		for _, r := range res.Vector {
			fmt.Fprintln(stderr, r)
		}
	}
	if len(res.Diags) > 0 {
		return 1
	}
	if err := res.WriteFiles(); err != nil {
		fmt.Fprintln(stderr, "kgen:", err)
		return 1
	}
	return 0
}
