// Semantics checks corners of Go's semantics that every device must keep:
// unsigned arithmetic on narrow types, dimensions given by constant
// expressions, and array comparison.
package main

import "github.com/gosycl/gosycl/sycl"

// Narrow complements and negates uint8 and uint16 values: Go computes in
// the operand's type, so ^uint8(0) is 255, not -1 widened.
//
//kgen:kernel
func Narrow(it sycl.Item, u8 []uint8, u16 []uint16, out []uint32, flags []int32) {
	i := it.ID(0)
	out[4*i] = uint32(^u8[i])
	out[4*i+1] = uint32(-u16[i])
	out[4*i+2] = uint32(^u16[i]) / 2
	out[4*i+3] = uint32(-u8[i] / 2)
	if ^u8[i] > 100 {
		flags[i] = 1
	}
}

const two = 2

// DimExprs writes ID(1) four times, spelled differently.
//
//kgen:kernel
func DimExprs(it sycl.Item, out []int32) {
	l := it.LinearID()
	out[4*l] = int32(it.ID(1))
	out[4*l+1] = int32(it.ID(1 + 0))
	out[4*l+2] = int32(it.ID((1)))
	out[4*l+3] = int32(it.ID(two - 1))
}
