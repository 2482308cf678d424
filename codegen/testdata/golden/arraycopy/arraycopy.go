// Package arraycopy copies whole arrays (Go arrays are values) between
// private variables and global or local memory.
package arraycopy

import "github.com/gosycl/gosycl/sycl"

type Cell struct {
	Levels [4]uint8
	Weight float32
}

//kgen:kernel
func FromGlobal(it sycl.Item, cells []Cell, out []int32) {
	i := it.ID(0)
	lv := cells[i].Levels
	out[i] = int32(lv[0]) + int32(lv[3])
}

//kgen:kernel
func ToGlobal(it sycl.Item, cells []Cell) {
	i := it.ID(0)
	lv := [4]uint8{1, 2, 3, uint8(i)}
	cells[i].Levels = lv
}

//kgen:kernel
func Private(it sycl.Item, out []int32) {
	a := [3]int32{1, 2, int32(it.ID(0))}
	b := a
	b[0] = 7
	out[it.ID(0)] = a[0] + b[0] + b[2]
}

//kgen:kernel
func Local(it sycl.NDItem, rows []Cell, tile sycl.Local[[4]uint8]) {
	tile[it.LocalID(0)] = rows[it.GlobalID(0)].Levels
	it.Barrier()
	rows[it.GlobalID(0)].Levels = tile[0]
}
