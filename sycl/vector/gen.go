//go:build ignore

// gen writes vector_simd.go, the helpers of package vector, from
// cmd/kgen's source of them (codegen.VectorRuntimePackage).
package main

import (
	"log"
	"os"

	"github.com/gosycl/gosycl/codegen"
)

func main() {
	src, err := codegen.VectorRuntimePackage()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("vector_simd.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}
