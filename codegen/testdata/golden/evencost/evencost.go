// Package evencost has kernels whose cost is even (every work-item runs
// its loops as many times as every other) and kernels whose cost is not:
// each kernel's doc starts with "Even:" or "Uneven:" (TestEvenCost).
package evencost

import "github.com/gosycl/gosycl/sycl"

// Even: no control flow.
//
//kgen:kernel
func Straight(it sycl.Item, x []float32, a float32) {
	x[it.ID(0)] *= a
}

// Even: loops over the launch's scalar and its memory's length.
//
//kgen:kernel
func Loops(it sycl.Item, x, y []float32, n int32) {
	i := it.ID(0)
	s := float32(0)
	for j := int32(0); j < n; j++ {
		s += x[j]
	}
	for k := 0; k < len(y)/1024; k++ {
		s++
	}
	y[i] = s
}

// Even: a branch on a variable assigned launch-wide values only, and a
// helper without conditions.
//
//kgen:kernel
func Flag(it sycl.Item, x []float32, n int32) {
	big := n > 100
	if big {
		x[it.ID(0)] = twice(x[it.ID(0)])
	}
}

//kgen:func
func twice(v float32) float32 { return 2 * v }

// Even: an early exit past the range's end, with no loop after it.
//
//kgen:kernel
func Guarded(it sycl.Item, x []float32, n int32) {
	i := int32(it.ID(0))
	if i >= n {
		return
	}
	x[i]++
}

// Uneven: a loop whose bounds are read from memory (a sparse row).
//
//kgen:kernel
func Rows(it sycl.Item, rowPtr []int32, v, y []float32) {
	i := it.ID(0)
	s := float32(0)
	for j := rowPtr[i]; j < rowPtr[i+1]; j++ {
		s += v[j]
	}
	y[i] = s
}

// Uneven: a loop that runs until a value computed from the id escapes.
//
//kgen:kernel
func Escape(it sycl.Item, out []int32, maxIter int32) {
	x := float32(it.ID(0)) / 1000
	n := int32(0)
	for z := float32(0); z*z < 4 && n < maxIter; n++ {
		z = z*z + x
	}
	out[it.ID(0)] = n
}

// Even: a helper branches on its parameter, with no loop in its arms.
//
//kgen:kernel
func Helper(it sycl.Item, x []float32) {
	x[it.ID(0)] = clip(x[it.ID(0)])
}

//kgen:func
func clip(v float32) float32 {
	if v > 1 {
		return 1
	}
	return v
}

// Uneven: a variable assigned under a branch on the id steers a loop.
//
//kgen:kernel
func Tainted(it sycl.Item, x []float32, n int32) {
	m := n
	if it.ID(0) == 0 {
		m = 2 * n
	}
	for j := int32(0); j < m; j++ {
		x[it.ID(0)]++
	}
}

// Uneven: a loop after an early exit on the id.
//
//kgen:kernel
func ExitThenLoop(it sycl.Item, x []float32, n int32) {
	i := int32(it.ID(0))
	if i >= n {
		return
	}
	for j := int32(0); j < n; j++ {
		x[i]++
	}
}

// Uneven: a break on the id ends a loop early.
//
//kgen:kernel
func Break(it sycl.Item, x []float32, n int32) {
	for j := int32(0); j < n; j++ {
		if int32(it.ID(0)) < j {
			break
		}
		x[it.ID(0)]++
	}
}

// Uneven: a loop under a branch on memory.
//
//kgen:kernel
func LoopUnderBranch(it sycl.Item, x []float32, n int32) {
	if x[it.ID(0)] > 0 {
		for j := int32(0); j < n; j++ {
			x[it.ID(0)]++
		}
	}
}

// Uneven: a branch on the id calls a helper that loops.
//
//kgen:kernel
func HeavyCall(it sycl.Item, x []float32, n int32) {
	if it.ID(0) == 0 {
		x[0] = sum(x, n)
	}
}

//kgen:func
func sum(x []float32, n int32) float32 {
	s := float32(0)
	for j := int32(0); j < n; j++ {
		s += x[j]
	}
	return s
}

// Even: a switch on the id whose cases do no loops.
//
//kgen:kernel
func Cases(it sycl.Item, x []float32) {
	switch it.ID(0) % 3 {
	case 0:
		x[it.ID(0)] = 1
	case 1:
		x[it.ID(0)] = 2
	default:
		x[it.ID(0)] *= 3
	}
}
