// Package placekernels holds the kernels of the coexecutor's placement
// tests: outputs one per work-group, transposed and strided, a stencil
// reading its neighbours' rows, sparse rows bounded by their pointers,
// and kernels whose outputs no package split can place.
package placekernels

//go:generate go tool kgen

import "github.com/gosycl/gosycl/sycl"

// GroupSum writes one partial sum per work-group, without atomics: a
// work-group tree reduction in local memory whose first work-item stores
// the group's sum at the group's number (its first global id over the
// group size).
//
//kgen:kernel
func GroupSum(it sycl.NDItem, in, partial []int32, tile sycl.Local[int32]) {
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
		partial[it.GlobalID(0)/it.LocalRange(0)] = tile[0]
	}
}

// Transpose writes the transpose of the rows x cols matrix in: work-item
// (i, j) writes element j·rows+i.
//
//kgen:kernel
func Transpose(it sycl.Item, in, out []int32, rows, cols int) {
	i, j := it.ID(0), it.ID(1)
	out[j*rows+i] = in[i*cols+j]
}

// Stencil is one Jacobi step of a five-point stencil on a rows x cols
// grid: inner points average their four neighbours' (an integer mean),
// border points are copied.
//
//kgen:kernel
func Stencil(it sycl.Item, u, out []int32, rows, cols int) {
	i, j := it.ID(0), it.ID(1)
	if i == 0 || j == 0 || i == rows-1 || j == cols-1 {
		out[i*cols+j] = u[i*cols+j]
		return
	}
	out[i*cols+j] = (u[(i-1)*cols+j] + u[(i+1)*cols+j] + u[i*cols+j-1] + u[i*cols+j+1]) / 4
}

// Strided writes the even elements of out, leaving the odd ones as they
// were.
//
//kgen:kernel
func Strided(it sycl.Item, out []int32) {
	i := it.ID(0)
	out[2*i] = int32(i)
}

// Smear writes its own element and its right neighbour's: packages would
// write each other's elements.
//
//kgen:kernel
func Smear(it sycl.Item, out []int32) {
	i := it.ID(0)
	out[i] = 1
	out[i+1] = 1
}

// Scatter writes where an index array says.
//
//kgen:kernel
func Scatter(it sycl.Item, idx, in, out []int32) {
	i := it.ID(0)
	out[idx[i]] = in[i]
}

// CSRRows is y = A·x for a CSR matrix (rowPtr, cols, vals), one row per
// work-item: the elements of cols and vals a package reads lie between
// the row pointers of its first and last rows.
//
//kgen:kernel
func CSRRows(it sycl.Item, rowPtr, cols, vals, x, y []int32) {
	row := int32(it.ID(0))
	sum := int32(0)
	end := rowPtr[row+1]
	for k := rowPtr[row]; k < end; k++ {
		sum += vals[k] * x[cols[k]]
	}
	y[row] = sum
}
