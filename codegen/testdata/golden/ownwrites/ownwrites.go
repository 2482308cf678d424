// Package ownwrites has kernels that read memory they wrote before, in the
// same work-item: where the write reaches the read on every way and at the
// same element, kgen records no read (TestOwnWrites says which).
package ownwrites

import (
	"github.com/gosycl/gosycl/sycl/atomic"

	"github.com/gosycl/gosycl/sycl"
)

type pair struct{ x, y float32 }

//kgen:func
func set(out []float32, i int, v float32) {
	out[i] = v
}

// RowSums accumulates in its output: the output is only written.
//
//kgen:kernel
func RowSums(it sycl.Item, n int, a, out []float32) {
	i := it.ID(0)
	out[i] = 0
	for k := 0; k < n; k++ {
		out[i] += a[i*n+k]
	}
}

// BothBranches writes the element on both ways of an if.
//
//kgen:kernel
func BothBranches(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	if x[i] > 0 {
		out[i] = 1
	} else {
		out[i] = 2
	}
	out[i] *= 3
}

// EveryCase writes the element in every case of a switch with a default.
//
//kgen:kernel
func EveryCase(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	switch {
	case x[i] > 1:
		out[i] = 1
	case x[i] > 0:
		out[i] = 2
	default:
		out[i] = 3
	}
	out[i]++
}

// EarlyReturn writes, may return, then reads.
//
//kgen:kernel
func EarlyReturn(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	out[i] = x[i]
	if x[i] < 0 {
		return
	}
	out[i] += 1
}

// PostAfterContinue reads in a loop's post statement, which a continue
// runs without the write after it.
//
//kgen:kernel
func PostAfterContinue(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	for k := 0; k < 4; out[i] += 1 {
		k++
		if x[i] > float32(k) {
			continue
		}
		out[i] = 0
	}
}

// SameValue writes at a local holding the global id and reads at the
// query itself: the same element.
//
//kgen:kernel
func SameValue(it sycl.NDItem, out []float32) {
	g := it.GlobalID(0)
	out[g] = 1
	out[it.GlobalID(0)] *= 2
}

// OneBranch writes the element on one way only: the read sees old
// contents on the other.
//
//kgen:kernel
func OneBranch(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	if x[i] > 0 {
		out[i] = 1
	}
	out[i] += 1
}

// InLoop writes in a loop that may not run, then reads after it.
//
//kgen:kernel
func InLoop(it sycl.Item, n int, out []float32) {
	i := it.ID(0)
	for k := 0; k < n; k++ {
		out[i] = float32(k)
	}
	out[i] += 1
}

// Neighbour reads an element beside the one it wrote.
//
//kgen:kernel
func Neighbour(it sycl.Item, out []float32) {
	i := it.ID(0)
	out[i] = 1
	if i+1 < len(out) {
		out[i] += out[i+1]
	}
}

// Field writes one field of the element and reads the other.
//
//kgen:kernel
func Field(it sycl.Item, ps []pair) {
	i := it.ID(0)
	ps[i].x = 1
	ps[i].x += ps[i].y
}

// BreakInCase leaves the switch before the write on one way.
//
//kgen:kernel
func BreakInCase(it sycl.Item, x, out []float32) {
	i := it.ID(0)
	switch {
	case x[i] > 0:
		if x[i] > 1 {
			break
		}
		out[i] = 1
	default:
		out[i] = 2
	}
	out[i] += 1
}

// InHelper writes through a helper: its writes cover nothing.
//
//kgen:kernel
func InHelper(it sycl.Item, out []float32) {
	i := it.ID(0)
	set(out, i, 1)
	out[i] += 1
}

// Atomics writes, then adds atomically: other work-items may add too.
//
//kgen:kernel
func Atomics(it sycl.Item, out []int32) {
	i := it.ID(0)
	out[i] = 0
	atomic.AddInt32(&out[i], 1)
}

// LoadedIndex writes and reads at an index loaded from memory.
//
//kgen:kernel
func LoadedIndex(it sycl.Item, idx []int32, out []float32) {
	i := it.ID(0)
	out[idx[i]] = 1
	out[idx[i]] += 1
}

// Reassigned reads after the index variable changed.
//
//kgen:kernel
func Reassigned(it sycl.Item, out []float32) {
	j := it.ID(0)
	out[j] = 1
	j = len(out) - 1 - j
	out[j] += 1
}
