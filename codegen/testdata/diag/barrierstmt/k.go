package barrierstmt

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func InSwitch(it sycl.NDItem, tile sycl.Local[int32], mode int32) {
	tile[it.LocalID(0)] = 1
	switch mode { // want "Barrier inside a switch is not supported; barriers may appear at the top level of the kernel or in for, range and if statements with uniform conditions"
	case 1:
		it.Barrier()
	}
}

//kgen:kernel
func InLabeled(it sycl.NDItem, tile sycl.Local[int32], n int32) {
	tile[it.LocalID(0)] = 1
outer: // want "Barrier inside a labeled statement is not supported"
	for r := int32(0); r < n; r++ {
		it.Barrier()
		if r > 3 {
			break outer
		}
	}
}

//kgen:kernel
func InBlock(it sycl.NDItem, tile sycl.Local[int32], out []int32) {
	{
		tile[it.LocalID(0)] = 1
		it.Barrier()
	}
	out[it.GlobalID(0)] = tile[0]
}
