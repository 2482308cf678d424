package interfaces

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Param(it sycl.Item, v any, out []int32) { // want "parameter v: interfaces are not supported in kernels"
	out[it.ID(0)] = 0
}

type shape interface{ area() float32 }

//kgen:kernel
func Assert(it sycl.Item, out []int32) {
	var v any = int32(1)      // want "variable v: interfaces are not supported"
	out[it.ID(0)] = v.(int32) // want "type assertion: interfaces are not supported in kernels"
}

//kgen:kernel
func Switch(it sycl.Item, out []int32) {
	var s shape       // want "variable s: interfaces are not supported"
	switch s.(type) { // want "type switch: interfaces are not supported in kernels"
	case nil:
		out[it.ID(0)] = 1
	}
}
