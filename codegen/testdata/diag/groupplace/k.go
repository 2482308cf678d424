package groupplace

import "github.com/gosycl/gosycl/sycl"

// Group algorithms where native code cannot place their barriers.
//
//kgen:kernel
func Placed(it sycl.NDItem, in []int32, out []int32, n int32) {
	i := it.GlobalID(0)
	for k := int32(0); k < sycl.ReduceOverGroup(it, n, sycl.Maximum[int32]{}); k++ { // want "ReduceOverGroup in a for statement's header"
		out[i]++
	}
	if in[i] > 0 {
		out[i] = 0
	} else if sycl.AnyOfGroup(it, in[i] < 0) { // want "AnyOfGroup in an else-if condition"
		out[i] = 1
	}
	if in[i] > 0 && sycl.AllOfGroup(it, in[i] > 1) { // want "AllOfGroup in the right operand of &&"
		out[i] = 3
	}
	if in[i] > 3 { // want "Barrier inside control flow that depends on the work-item"
		out[i] = sycl.ReduceOverGroup(it, in[i], sycl.Plus[int32]{})
	}
}
