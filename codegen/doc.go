// Package codegen translates Go kernels to OpenCL C and to native Go: the
// engine behind cmd/kgen.
//
// A kernel is a Go function marked //kgen:kernel whose first parameter is
// a sycl.Item or a sycl.NDItem; functions marked //kgen:func are helpers
// kernels may call. Generate loads a package with go/packages (syntax and
// full type information), checks every kernel against the kernel language
// (docs/kernel-language.md), reporting each unsupported construct as a
// Diagnostic, and produces one file per package holding:
//
//   - the OpenCL C program of the package's kernels (constant kgenOpenCL),
//     and the same with every index checked (kgenOpenCLChecked, run with
//     GOSYCL_CHECK=bounds); Go names get a trailing underscore in OpenCL C
//     (see clName), #line directives name the Go source, and each kernel
//     is guarded so that it can be built alone;
//   - for each kernel K, a native implementation (kgenNativeK) that runs a
//     worker's work-groups as plain loops, with barriers split into regions;
//   - a typed binding, KKernel, whose Bind method takes the kernel's
//     parameters (a wrong argument is a compile error), and guards that
//     notice a kernel changed after generation.
//
// Usage, through the command:
//
//	//go:generate go tool kgen
//
// or programmatically:
//
//	res, err := codegen.Generate(codegen.Config{Patterns: []string{"./kernels"}})
//	for _, d := range res.Diags {
//		fmt.Println(d) // file:line:col: kgen: message
//	}
//	err = res.WriteFiles()
package codegen
