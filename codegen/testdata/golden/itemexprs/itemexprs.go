// Package itemexprs calls the work-item's methods through expressions the
// translation must see through: a parenthesised item, and dimensions that
// are constant expressions rather than literals or named constants.
package itemexprs

import "github.com/gosycl/gosycl/sycl"

const two = 2

//kgen:kernel
func ParenItem(it sycl.Item, out []int32) {
	out[(it).ID(0)] = int32((it).Range(0))
}

// DimExprs writes ID(1) four times, spelled differently: the native code
// must use dimension 1 for each.
//
//kgen:kernel
func DimExprs(it sycl.Item, out []int32) {
	l := it.LinearID()
	out[4*l] = int32(it.ID(1))
	out[4*l+1] = int32(it.ID(1 + 0))
	out[4*l+2] = int32(it.ID((1)))
	out[4*l+3] = int32(it.ID(two - 1))
}
