package several

import "github.com/gosycl/gosycl/sycl"

// Several errors in two files and several kernels: one run reports every
// one of them, sorted by file and position.

//kgen:kernel
func First(it sycl.Item, s string, x []float32) { // want "parameter s: strings"
	go func() {}() // want "go statement"
	defer first(x) // want "defer is not supported"
	var p *float32 // want "variable p: pointers" "pointer dereference"
	_ = p
}

//kgen:func
func first(x []float32) {
	x[0] = float32(len(make([]int, 3))) // want "make: allocation"
}
