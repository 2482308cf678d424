// Package footprint has kernels whose memory footprints kgen infers (or
// cannot, and says why): the shapes of codegen's footprint tests.
package footprint

import (
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

// One element per work-item.
//
//kgen:kernel
func Saxpy(it sycl.Item, a float32, x, y []float32) {
	i := it.ID(0)
	y[i] = a*x[i] + y[i]
}

// k elements per work-item, through a loop.
//
//kgen:kernel
func PerItem(it sycl.Item, out []int32, k int) {
	for j := 0; j < k; j++ {
		out[it.ID(0)*k+j] = int32(j)
	}
}

// One element per work-group: a tree reduction's partial sums.
//
//kgen:kernel
func PerGroup(it sycl.NDItem, in, partial []int32, tile sycl.Local[int32]) {
	lid := it.LocalID(0)
	tile[lid] = in[it.GlobalID(0)]
	it.Barrier()
	for s := it.LocalRange(0) / 2; s > 0; s /= 2 {
		if lid < s {
			tile[lid] += tile[lid+s]
		}
		it.Barrier()
	}
	if lid == 0 {
		partial[it.GroupID(0)] = tile[0]
	}
}

// k elements per work-group.
//
//kgen:kernel
func KPerGroup(it sycl.NDItem, out []int32, k int) {
	if it.LocalID(0) < k {
		out[it.GroupID(0)*k+it.LocalID(0)] = 1
	}
}

// A transposed write: work-item (i, j) writes element j·n+i.
//
//kgen:kernel
func Transpose(it sycl.Item, in, out []float32, n, m int) {
	i, j := it.ID(0), it.ID(1)
	out[j*n+i] = in[i*m+j]
}

// A five-point stencil reading its neighbours' rows, inside the borders.
//
//kgen:kernel
func Stencil(it sycl.Item, u, out []float32, n int) {
	i, j := it.ID(0), it.ID(1)
	if i == 0 || j == 0 || i >= it.Range(0)-1 || j >= n-1 {
		out[i*n+j] = u[i*n+j]
		return
	}
	out[i*n+j] = (u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1] + u[i*n+j+1]) / 4
}

// A clamped 1-D stencil: indices chosen by conditions.
//
//kgen:kernel
func Clamped(it sycl.Item, in, out []float32) {
	i := it.ID(0)
	left := i - 1
	if left < 0 {
		left = 0
	}
	right := min(i+1, len(in)-1)
	out[i] = in[left] + in[i] + in[right]
}

// Matrix product: rows of a, all of b.
//
//kgen:kernel
func MatMul(it sycl.Item, a, b, c []float32, n int32) {
	row, col := int32(it.ID(0)), int32(it.ID(1))
	sum := float32(0)
	for k := int32(0); k < n; k++ {
		sum += a[row*n+k] * b[k*n+col]
	}
	c[row*n+col] = sum
}

//kgen:func
func at(i, n int) int { return i*n + 1 }

//kgen:func
func store(out []float32, i int, v float32) { out[i] = v }

// Helpers: an index computed in one, a write made in another.
//
//kgen:kernel
func Helpers(it sycl.Item, in, out []float32, n int) {
	i := it.ID(0)
	store(out, 2*i, in[at(i, n)])
	store(out, 2*i+1, 0)
}

// Three elements per work-item, in row-major order of a 2-D range.
//
//kgen:kernel
func RGB(it sycl.Item, out []float32, w int32) {
	y, x := int32(it.ID(0)), int32(it.ID(1))
	l := (y*w + x) * 3
	out[l] = 1
	out[l+1] = 2
	out[l+2] = 3
}

// The unknown cases.

// A data-dependent index: a gather and a scatter.
//
//kgen:kernel
func Gather(it sycl.Item, idx []int32, x, out []float32) {
	i := it.ID(0)
	out[idx[i]] = x[idx[i]]
}

// An index that changes from one iteration to the next.
//
//kgen:kernel
func Carried(it sycl.Item, in, out []float32, n int) {
	j := it.ID(0) * n
	for k := 0; k < n; k++ {
		out[j] = in[j]
		j++
	}
}

// A loop with no bound the analysis follows.
//
//kgen:kernel
func Unbounded(it sycl.Item, in []int32, out []int32) {
	n := int32(0)
	for j := it.ID(0); ; j++ {
		if in[j] < 0 {
			break
		}
		n++
	}
	out[it.ID(0)] = n
}

// Floating point, and a product of ids.
//
//kgen:kernel
func NotAffine(it sycl.Item, in []float32, out []float32, scale float32) {
	i := it.ID(0)
	out[i*i] = in[int(float32(i)*scale)]
}

// Every work-item writes the same element.
//
//kgen:kernel
func Shared(it sycl.Item, sum []int32, in []int32) {
	atomic.AddInt32(&sum[0], in[it.ID(0)])
}

// Neighbours write each other's elements.
//
//kgen:kernel
func Smear(it sycl.Item, out []float32) {
	i := it.ID(0)
	out[i] = 1
	out[i+1] = 1
}

// A CSR matrix's rows: the elements a row reads lie between two of the
// row pointers, which the kernel only reads.
//
//kgen:kernel
func CSRRows(it sycl.Item, rowPtr, cols []int32, vals, x, y []float32) {
	row := int32(it.ID(0))
	sum := float32(0)
	end := rowPtr[row+1]
	for k := rowPtr[row]; k < end; k++ {
		sum += vals[k] * x[cols[k]]
	}
	y[row] = sum
}

// Indices loaded from memory the kernel writes, and a write under a
// condition that loads.
//
//kgen:kernel
func LoadsWritten(it sycl.Item, idx []int32, flags []int32, x, out []float32) {
	i := it.ID(0)
	idx[i] = idx[i] + 1
	if flags[i] != 0 {
		out[i] = x[idx[i]]
	}
}
